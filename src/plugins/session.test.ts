import { describe, expect, it } from 'vitest';
import { defaultMode } from '../engine/index.ts';
import { PluginRegistry } from './registry.ts';
import { PluginSession } from './session.ts';
import type { ModifierPlugin, ModePlugin } from './types.ts';

const classic: ModePlugin = {
  id: 'test.classic',
  version: '1.0.0',
  kind: 'mode',
  name: 'Classic',
  build: () => defaultMode(),
};

function counter(): { plugin: ModifierPlugin; seen: Record<string, number> } {
  const seen: Record<string, number> = {};
  const bump = (k: string) => () => void (seen[k] = (seen[k] ?? 0) + 1);
  return {
    seen,
    plugin: {
      id: 'test.counter',
      version: '1.0.0',
      kind: 'modifier',
      name: 'Counter',
      options: [{ id: 'wide', label: 'Wide board', type: 'boolean', default: false }],
      apply: (m, o) => (o.wide ? defaultMode({ ...m, width: 6, height: 6 }) : m),
      hooks: {
        gameStart: bump('start'),
        beforeMove: bump('before'),
        afterMove: bump('after'),
        spawn: bump('spawn'),
        endOfTurn: bump('turn'),
      },
    },
  };
}

describe('PluginSession', () => {
  it('builds the mode through its modifiers and calls hooks at the engine hook points', () => {
    const r = new PluginRegistry();
    const { plugin, seen } = counter();
    r.register(classic);
    r.register(plugin);
    const s = new PluginSession(r, {
      mode: { id: 'test.classic' },
      modifiers: [{ id: 'test.counter', options: { wide: true } }],
      seed: 7,
    });
    expect(s.definition.width).toBe(6);
    expect(s.start().error).toBeUndefined();
    expect(seen.start).toBe(1);
    expect(seen.spawn).toBe(2); // the two start tiles
    let moved = 0;
    for (let d = 0; d < 4 && moved === 0; d++) if (s.move(d).moved) moved++;
    expect(seen.before).toBeGreaterThanOrEqual(1);
    expect(seen.after).toBe(seen.before);
    expect(seen.turn).toBe(2);
    expect(seen.spawn).toBe(3);
  });

  it('reports a throwing hook and keeps playing', () => {
    const r = new PluginRegistry();
    r.register(classic);
    r.register({
      id: 'test.bad',
      version: '1.0.0',
      kind: 'modifier',
      name: 'Bad',
      apply: (m) => m,
      hooks: {
        endOfTurn: () => {
          throw new Error('boom');
        },
      },
    });
    const s = new PluginSession(r, { mode: { id: 'test.classic' }, modifiers: [{ id: 'test.bad' }], seed: 1 });
    expect(s.start().error).toBeUndefined();
    expect(s.hookFailures).toEqual([{ plugin: 'test.bad', hook: 'endOfTurn', message: 'boom' }]);
  });

  it("rewrites and hooks a ready-made definition (a save code's mode) like a plugin mode", () => {
    const r = new PluginRegistry();
    const { plugin, seen } = counter();
    r.register(plugin);
    const s = new PluginSession(r, {
      mode: { definition: defaultMode() },
      modifiers: [{ id: 'test.counter', options: { wide: true } }],
      seed: 7,
    });
    expect(s.definition.width).toBe(6);
    expect(s.start().error).toBeUndefined();
    expect(seen.start).toBe(1);
    expect(seen.spawn).toBe(2);
    expect(s.changesTileLooks).toBe(false);
  });

  it('skips a colour scheme after its first failure and reports it once', () => {
    const r = new PluginRegistry();
    r.register(classic);
    let calls = 0;
    r.register({
      id: 'test.bad-colors',
      version: '1.0.0',
      kind: 'colorScheme',
      name: 'Bad',
      tileLook: () => {
        calls++;
        throw new Error('too slow');
      },
    });
    const s = new PluginSession(r, { mode: { id: 'test.classic' }, colorScheme: { id: 'test.bad-colors' }, seed: 1 });
    const base = { background: '#fff', textColor: '#000', text: '2' };
    expect(s.tileLook([1], base)).toEqual(base);
    expect(s.tileLook([2], base)).toEqual(base);
    expect(calls).toBe(1);
    expect(s.hookFailures).toEqual([{ plugin: 'test.bad-colors', hook: 'tileDisplay', message: 'too slow' }]);
  });
});
