import { describe, expect, it } from 'vitest';
import { pluginHead, versionOrder } from './plugin-versions.ts';

describe('plugin file head', () => {
  it('reads id, version, name, kind and author without validating the rest', () => {
    const text = JSON.stringify({
      id: 'a.b',
      version: '1.2.0',
      name: 'AB',
      kind: 'mode',
      author: 'Ann',
      definition: 3,
    });
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

  it('orders versions, a text that is no version before any version (feeds and backups are untrusted)', () => {
    expect(versionOrder('1.10.0', '1.9.0')).toBe(1);
    expect(versionOrder('1.0.0-beta', '1.0.0')).toBe(-1);
    expect(versionOrder('1', '1.0.0')).toBe(-1);
    expect(versionOrder('1.0.0', 'x')).toBe(1);
    expect(versionOrder('2', '1')).toBe(0);
  });
});
