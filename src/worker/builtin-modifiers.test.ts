import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { defaultMode } from '../engine/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { BUILTIN_MODIFIERS } from '../../plugins/modifiers/basic.ts';
import { Dispatcher } from './dispatch.ts';
import { modifierText, optionValueText, settingViews } from './option-text.ts';
import type { ModeOptionView, Update } from './protocol.ts';
import { RealEngine } from './real-engine.ts';
import { errorKind } from './session-error-kind.ts';

const registry = registerBuiltins(new PluginRegistry());
const engine = new RealEngine(registry);
const mod = (id: string) => BUILTIN_MODIFIERS.find((m) => m.id === id)!;

describe('the restart setting', () => {
  it('ends a game in progress as a game over (an undo step), and not one already over', () => {
    const s = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 2 });
    s.move(0);
    const r = s.resign!();
    expect(r.moved).toBe(true);
    expect(s.view().status).toBe('over');
    expect(s.resign!().moved).toBe(false);
    s.undo();
    expect(s.view().status).toBe('playing');
  });
});

describe('built-in modifiers', () => {
  it('start a game on a Custom Grid from the editor, save it with the grid, and refuse a damaged grid', () => {
    const E = 'empty' as const;
    const grid = {
      width: 3,
      height: 2,
      hexagonal: false,
      cells: [
        ['hole', E, E],
        [E, 'slippery', E],
      ] as const,
    };
    const s = engine.newGame({
      source: { kind: 'mode', modeId: '2048' },
      seed: 3,
      modifiers: [{ id: 'pc.custom-grid', options: {}, grid }],
    });
    const v = s.view();
    expect([v.width, v.height, v.cells[0]!.kind, v.cells[4]!.kind]).toEqual([3, 2, 'void', 'slippery']);
    expect(v.setup?.modifiers).toEqual(['Custom grid 3×2']);
    const again = engine.restore(structuredClone(s.save()));
    expect(again.view().cells.map((c) => c.kind)).toEqual(v.cells.map((c) => c.kind));
    for (const bad of [
      undefined,
      { ...grid, width: 4 },
      {
        ...grid,
        cells: [
          ['lava', E, E],
          [E, E, E],
        ],
      },
      { ...grid, width: 65 },
    ])
      expect(() =>
        engine.newGame({
          source: { kind: 'mode', modeId: '2048' },
          seed: 3,
          modifiers: [{ id: 'pc.custom-grid', options: {}, grid: bad as never }],
        }),
      ).toThrow(/custom grid is damaged/);
  });

  it('are registered as modifier plugins and listed with their options', () => {
    const list = engine.listModifiers();
    for (const m of BUILTIN_MODIFIERS) expect(list.some((x) => x.id === m.id && x.name === m.name)).toBe(true);
    expect(list.find((m) => m.id === 'pc.grid-size')!.options[0]).toMatchObject({ type: 'number', default: 5, min: 2 });
    expect(structuredClone(list)).toEqual(list);
  });

  it('rewrite the definition without touching their input', () => {
    const base = defaultMode({});
    const frozen = JSON.stringify(base);
    const big = mod('pc.grid-size').apply(base, { size: 6 });
    expect([big.width, big.height, big.startingGrid.length, big.startingGrid[0]!.length]).toEqual([6, 6, 6, 6]);
    const slide = mod('pc.slide-limit').apply(base, { cells: 1 });
    expect(slide.directions.every((d) => Array.isArray(d) && Array.isArray(d[0]) && d[0][2] === 1)).toBe(true);
    expect(mod('pc.multi-merge').apply(base, {}).multiMerge).toBe(true);
    expect(mod('pc.edge-spawns').apply(base, {}).spawnLocation).toBe('Edge');
    expect(mod('pc.spawns-per-move').apply(base, { count: 3 }).randomTileAmount).toBe(3);
    expect(mod('pc.start-tiles').apply(base, { count: 5 }).startTileAmount).toBe(5);
    expect(mod('pc.next-tiles').apply(base, { count: 2 }).nextTiles).toBe(2);
    expect(mod('pc.hidden-text').apply(base, {}).hiddenTileText).toBe(true);
    expect(JSON.stringify(base)).toBe(frozen);
    // Hexagonal boards keep their shape.
    const hex = defaultMode({ hexagonal: true, width: 9, height: 5 });
    expect(mod('pc.grid-size').apply(hex, { size: 5 }).width).toBe(9);
  });

  it('apply to a new game of a plugin mode and of classic 2048, and are shown and saved with it', () => {
    const s = engine.newGame({
      source: { kind: 'mode', modeId: '2048' },
      seed: 2,
      modifiers: [
        { id: 'pc.grid-size', options: { size: 5 } },
        { id: 'pc.start-tiles', options: { count: 6 } },
      ],
    });
    const v = s.view();
    expect([v.width, v.height]).toEqual([5, 5]);
    expect(v.tiles).toHaveLength(6);
    expect(v.setup?.modifiers).toEqual(['Grid size: 5', 'Tiles spawned at the start: 6']);
    const again = engine.restore(s.save());
    expect([again.view().width, again.view().tiles.length]).toEqual([5, 6]);
    expect(again.view().setup?.modifiers).toEqual(v.setup?.modifiers);
    // A new game without modifiers is the mode's own.
    expect(engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 2 }).view().width).toBe(4);
  });

  it('shows the mode options a game was started with', () => {
    const v = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 1, options: { width: 6 } }).view();
    expect(v.setup?.options.find((o) => o.label === 'Grid width')).toEqual({
      label: 'Grid width',
      value: '6',
      changed: true,
    });
    expect(v.setup?.options.find((o) => o.label === 'Grid height')).toEqual({
      label: 'Grid height',
      value: '4',
      changed: false,
    });
    expect(v.width).toBe(6);
  });

  it('cross the worker boundary as plain data', () => {
    const x = new Dispatcher(new RealEngine(registry));
    const list = x.handle({ id: 1, type: 'listModifiers', payload: {} });
    expect(list.ok).toBe(true);
    const res = x.handle({
      id: 2,
      type: 'newGame',
      payload: {
        source: { kind: 'mode', modeId: 'pc.2584' },
        seed: 1,
        modifiers: [{ id: 'pc.next-tiles', options: { count: 2 } }],
      },
    });
    if (!res.ok) throw new Error(res.error.message);
    const u = res.result as Update;
    expect(u.view.nextTiles).toHaveLength(2);
    expect(u.view.setup?.modifiers).toEqual(['Visible next tiles: 2']);
    expect(structuredClone(u)).toEqual(u);
  });

  it('refuses an unknown modifier and falls back to defaults for unfitting option values', () => {
    expect(
      errorKind(() =>
        engine.newGame({ source: { kind: 'mode', modeId: '2048' }, modifiers: [{ id: 'nope', options: {} }] }),
      ),
    ).toBe('bad-request');
    const v = engine
      .newGame({
        source: { kind: 'mode', modeId: '2048' },
        seed: 1,
        modifiers: [{ id: 'pc.grid-size', options: { size: 999 } }],
      })
      .view();
    expect(v.width).toBe(5);
  });
});

describe('option texts', () => {
  const specs: ModeOptionView[] = [
    { id: 'big', label: 'Big', type: 'boolean', default: false },
    { id: 'n', label: 'N', type: 'number', default: 3 },
    {
      id: 'c',
      label: 'Kind',
      type: 'choice',
      default: 'a',
      choices: [
        { value: 'a', label: 'Apples' },
        { value: 'b', label: 'Bananas' },
      ],
    },
  ];
  it('describes values and marks the changed ones', () => {
    expect(optionValueText(specs[0]!, true)).toBe('on');
    expect(optionValueText(specs[2]!, 'b')).toBe('Bananas');
    expect(settingViews(specs, { n: 4 })).toEqual([
      { label: 'Big', value: 'off', changed: false },
      { label: 'N', value: '4', changed: true },
      { label: 'Kind', value: 'Apples', changed: false },
    ]);
    expect(modifierText('Multi-merge', [], {})).toBe('Multi-merge');
    expect(modifierText('Size', [specs[1]!], { n: 7 })).toBe('Size: 7');
    const flags: ModeOptionView[] = ['a', 'b', 'c', 'd'].map((id) => ({
      id,
      label: id.toUpperCase(),
      type: 'boolean',
      default: false,
    }));
    expect(modifierText('Boxes', [...flags, specs[1]!], { b: true, d: true, n: 7 })).toBe('Boxes: B, D, N 7');
  });
});
