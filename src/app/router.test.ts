import { describe, expect, it } from 'vitest';
import { parseRoute, routePath } from './router.ts';

describe('routes', () => {
  it('parses deep links', () => {
    expect(parseRoute('/', '/')).toEqual({ name: 'game' });
    expect(parseRoute('/play/2048-8dir', '/')).toEqual({ name: 'play', modeId: '2048-8dir' });
    expect(parseRoute('/play/installed%3Aabc', '/')).toEqual({ name: 'play', modeId: 'installed:abc' });
    expect(parseRoute('/modes/', '/')).toEqual({ name: 'modes' });
    expect(parseRoute('/app/settings', '/app/')).toEqual({ name: 'settings' });
  });
  it('falls back to the game for anything else', () => {
    expect(parseRoute('/nope', '/')).toEqual({ name: 'game' });
    expect(parseRoute('/play/%E0%A4%A', '/')).toEqual({ name: 'game' });
    expect(parseRoute('/play/a/b', '/')).toEqual({ name: 'game' });
  });
  it('round-trips', () => {
    for (const r of [{ name: 'game' }, { name: 'play', modeId: 'a b/c' }, { name: 'import' }] as const)
      expect(parseRoute(routePath(r, '/x/'), '/x/')).toEqual(r);
  });
});
