import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { Dispatcher } from './dispatch.ts';
import { SessionError } from './protocol.ts';
import { RealEngine } from './real-engine.ts';
import { THREES_PLUGIN } from './test-codes.ts';

const text = (x: unknown): string => JSON.stringify(x);
const fresh = (): RealEngine => new RealEngine(registerBuiltins(new PluginRegistry()));

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(SessionError);
    expect((e as SessionError).kind).toBe('bad-code');
    return (e as SessionError).message;
  }
  throw new Error('was accepted');
}

describe('installing data-plugin files', () => {
  it('installs a mode that shows as Installed with author and version, and plays', () => {
    const engine = fresh();
    expect(engine.installPlugin(text(THREES_PLUGIN))).toEqual({
      id: 'test.threes',
      kind: 'mode',
      name: 'Threes on 3x3',
      version: '1.2.0',
      author: 'Tess',
      description: 'Three equal tiles merge.',
    });
    const entry = engine.listModes().find((m) => m.id === 'test.threes');
    expect(entry).toMatchObject({ category: 'Installed', installed: { version: '1.2.0', author: 'Tess' } });
    const g = engine.newGame({ source: { kind: 'mode', modeId: 'test.threes' }, seed: 4 });
    expect(g.view().width).toBe(3);
    for (const d of [0, 1, 2, 3]) g.move(d);
    expect(g.view().moves).toBeGreaterThan(0);
  });

  it('refuses broken and hostile files with a reason, leaving the registry as it was', () => {
    const engine = fresh();
    const before = engine.listModes().length;
    expect(refusal(() => engine.installPlugin('{"format":'))).toMatch(/not JSON/);
    expect(refusal(() => engine.installPlugin(text({ ...THREES_PLUGIN, definition: { __proto__x: 1 } })))).toMatch(
      /unknown mode field/,
    );
    expect(
      refusal(() =>
        engine.installPlugin(
          '{"format":"pow2048-plugin/1","kind":"mode","id":"a.b","version":"1.0.0","name":"x","definition":{"__proto__":{"width":2}}}',
        ),
      ),
    ).toMatch(/unknown mode field "__proto__"/);
    expect(
      refusal(() =>
        engine.installPlugin(
          text({ ...THREES_PLUGIN, definition: { tileTypes: JSON.parse('['.repeat(200) + ']'.repeat(200)) } }),
        ),
      ),
    ).toMatch(/nest deeper/);
    expect(refusal(() => engine.installPlugin(' '.repeat(3 * 1024 * 1024)))).toMatch(/larger than/);
    expect(refusal(() => engine.installPlugin(text({ ...THREES_PLUGIN, id: 'pc.2584' })))).toMatch(/built-in/);
    // Boards are allocated before the engine checks their size: a huge one is refused first.
    expect(
      refusal(() => engine.installPlugin(text({ ...THREES_PLUGIN, definition: { width: 100000, height: 100000 } }))),
    ).toMatch(/definition\.width: must be at most 256/);
    expect(
      refusal(() =>
        engine.installPlugin(text({ ...THREES_PLUGIN, variants: [{ when: {}, set: { height: '@Infinity' } }] })),
      ),
    ).toMatch(/variants\[0\]\.set\.height: must be a whole number/);
    expect(
      refusal(() =>
        engine.installPlugin(
          text({
            format: 'pow2048-plugin/1',
            kind: 'modifier',
            id: 'a.m',
            version: '1.0.0',
            name: 'm',
            set: { width: 0 },
          }),
        ),
      ),
    ).toMatch(/set\.width: must be at least 1/);
    expect(refusal(() => engine.installPlugin(text({ ...THREES_PLUGIN, variants: 5 })))).toMatch(/cannot be used/);
    expect(refusal(() => engine.installPlugin(text({ ...THREES_PLUGIN, options: {} })))).toMatch(
      /test\.threes|options/,
    );
    // A mode whose start never ends: the language's step limit stops it at install time.
    const endless = [0, '@repeat', '@Infinity', '+', 1, '@end-repeat'];
    expect(
      refusal(() =>
        engine.installPlugin(
          text({ ...THREES_PLUGIN, definition: { ...THREES_PLUGIN.definition, startTileSpawns: [[[0], endless]] } }),
        ),
      ),
    ).toMatch(/refused/);
    expect(
      refusal(() =>
        engine.installPlugin(
          text({
            format: 'pow2048-plugin/1',
            kind: 'colorScheme',
            id: 'a.c',
            version: '1.0.0',
            name: 'c',
            background: endless,
          }),
        ),
      ),
    ).toMatch(/refused/);
    expect(engine.listModes().length).toBe(before);
  });

  it('removes a plugin; a saved game of the removed mode is refused cleanly', () => {
    const engine = fresh();
    engine.installPlugin(text(THREES_PLUGIN));
    const saved = engine.newGame({ source: { kind: 'mode', modeId: 'test.threes' }, seed: 1 }).save();
    expect(engine.removePlugin('test.threes')).toBe(true);
    expect(engine.removePlugin('pc.2584')).toBe(false);
    expect(engine.listModes().some((m) => m.id === 'test.threes')).toBe(false);
    expect(refusal(() => engine.restore(saved))).toMatch(/not installed/);
  });

  it('installs a modifier and a colour scheme; the scheme colours the tiles and is kept in saves', () => {
    const engine = fresh();
    engine.installPlugin(
      text({
        format: 'pow2048-plugin/1',
        kind: 'modifier',
        id: 'test.wide',
        version: '1.0.0',
        name: 'Wide',
        set: { width: 6 },
      }),
    );
    expect(engine.listModifiers().some((m) => m.id === 'test.wide')).toBe(true);
    expect(
      engine
        .newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 1, modifiers: [{ id: 'test.wide', options: {} }] })
        .view().width,
    ).toBe(6);
    engine.installPlugin(
      text({
        format: 'pow2048-plugin/1',
        kind: 'colorScheme',
        id: 'test.red',
        version: '1.0.0',
        name: 'Red',
        background: '#ff0000',
      }),
    );
    const plain = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 1 });
    const red = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 1, colorScheme: 'test.red' });
    expect(plain.view().tiles[0]!.background).not.toMatch(/255, 0, 0|#ff0000/i);
    expect(red.view().tiles.every((t) => /255, 0, 0|#ff0000|red/i.test(t.background))).toBe(true);
    expect(engine.restore(red.save()).view().tiles[0]!.background).toBe(red.view().tiles[0]!.background);
    expect(engine.restore(red.save(), '').view().tiles[0]!.background).toBe(plain.view().tiles[0]!.background);
  });

  it('loads stored files in one request, reporting each failure', () => {
    const x = new Dispatcher(fresh());
    const res = x.handle({ id: 1, type: 'loadPlugins', payload: { texts: [text(THREES_PLUGIN), 'nope'] } });
    expect(res).toMatchObject({ ok: true, result: [{ ok: true, plugin: { id: 'test.threes' } }, { ok: false }] });
  });

  it('updates to a higher version only when asked, refuses the same or a lower one, and a refusal changes nothing', () => {
    const engine = fresh();
    engine.installPlugin(text(THREES_PLUGIN));
    const v2 = {
      ...THREES_PLUGIN,
      version: '1.3.0',
      name: 'Threes on 4x4',
      definition: { ...THREES_PLUGIN.definition, width: 4, height: 4 },
    };
    const check = engine.checkPlugin(text(v2));
    expect(check).toMatchObject({ plan: 'update', from: '1.2.0', info: { version: '1.3.0' } });
    expect(check.lines).toEqual([
      'Update “Threes on 4x4” from v1.2.0 to v1.3.0.',
      'Name: “Threes on 3x3” → “Threes on 4x4”',
      'Rule field “height” changed',
      'Rule field “width” changed',
    ]);
    const width = (): number =>
      engine.newGame({ source: { kind: 'mode', modeId: 'test.threes' }, seed: 1 }).view().width;
    expect(refusal(() => engine.installPlugin(text(v2)))).toMatch(/^version: Update .* Confirm the update/);
    expect(width()).toBe(3);
    expect(engine.checkPlugin(text(THREES_PLUGIN)).plan).toBe('same');
    expect(refusal(() => engine.installPlugin(text(THREES_PLUGIN)))).toMatch(
      /^version: .*v1\.2\.0 is already installed/,
    );
    expect(refusal(() => engine.installPlugin(text({ ...THREES_PLUGIN, version: '1.1.9' })))).toMatch(
      /older version \(v1\.1\.9\)/,
    );
    expect(
      refusal(() =>
        engine.installPlugin(
          text({ format: 'pow2048-plugin/1', kind: 'modifier', id: 'test.threes', version: '9.0.0', name: 'M' }),
        ),
      ),
    ).toMatch(/^This plugin file cannot be used: kind: /);
    expect(width()).toBe(3);
    expect(engine.installPlugin(text(v2), { update: true }).version).toBe('1.3.0');
    expect(width()).toBe(4);
    expect(engine.listModes().find((m) => m.id === 'test.threes')?.installed?.version).toBe('1.3.0');
  });
});
