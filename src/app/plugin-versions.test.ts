import { describe, expect, it } from 'vitest';
import { pluginHead } from './plugin-versions.ts';

describe('plugin file head', () => {
  it('reads id, version, name, kind and author without validating the rest', () => {
    const text = JSON.stringify({ id: 'a.b', version: '1.2.0', name: 'AB', kind: 'mode', author: 'Ann', definition: 3 });
    expect(pluginHead(text)).toEqual({ id: 'a.b', version: '1.2.0', name: 'AB', kind: 'mode', author: 'Ann' });
    expect(pluginHead(JSON.stringify({ id: 'a.b', version: '1.0.0' }))).toEqual({
      id: 'a.b',
      version: '1.0.0',
      name: 'a.b',
      kind: '',
    });
  });

  it('is null for what is not a plugin head', () => {
    expect(pluginHead('not json')).toBeNull();
    expect(pluginHead('[1, 2]')).toBeNull();
    expect(pluginHead(JSON.stringify({ id: 5, version: '1.0.0' }))).toBeNull();
  });
});
