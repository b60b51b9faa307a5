// The Negative Tiles modifier through the real engine: spawns, merges, looks and wins of signed
// tiles on classic 2048 and 2584, 2049's own rebuild, and every built-in mode playing with it.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/calc/values.ts';
import { calcEvaluator } from '../../src/engine/index.ts';
import { Game } from '../../src/engine/index.ts';
import { defaultMode, type ModeDefinition } from '../../src/engine/index.ts';
import { tileText } from '../../src/engine/index.ts';
import { PluginRegistry, resolveOptions } from '../../src/plugins/registry.ts';
import { PluginSession } from '../../src/plugins/session.ts';
import type { ModePlugin } from '../../src/plugins/types.ts';
import { TileDisplay } from '../../src/worker/display.ts';
import { builtinPlugins, registerBuiltins } from '../index.ts';
import { mode2048, mode2049 } from '../modes/page1/offset-powers.ts';
import { mode2584 } from '../modes/page2/sequences.ts';
import { mergeRule } from '../modes/shared/merge-rule.ts';
import { BUILTIN_MODIFIERS } from './basic.ts';
import { negativeTilesHintOf, withNegativeTilesHint } from './negative-tiles-hint.ts';
import { negativeTiles } from './negative-tiles.ts';

const E = '@Empty';
const LEFT = 2;
const NON = { interaction: 'non-interacting' };
const INTER = { interaction: 'interacting' };

function withNegatives(mode: ModeDefinition, options: Record<string, unknown> = {}): ModeDefinition {
  return negativeTiles.apply(mode, resolveOptions(negativeTiles.options, options));
}

function signed(p: ModePlugin, options: Record<string, unknown> = {}): ModeDefinition {
  return withNegatives(p.build(resolveOptions(p.options, {})), options);
}

/** A started game of `def` on exactly `rows` (no start tiles, no spawns). */
function board(def: ModeDefinition, rows: Value[][]): Game {
  const g = new Game(
    {
      ...def,
      width: rows[0]!.length,
      height: rows.length,
      startingGrid: rows,
      startTileAmount: 0,
      spawnConditions: false,
    },
    { evaluator: calcEvaluator, seed: 1, clock: () => 0 },
  );
  const r = g.start();
  if (r.error) throw new Error(r.error);
  return g;
}

/** The row after one move left, and the score it made. */
function left(def: ModeDefinition, row: Value[]): { row: Value[]; score: number } {
  const g = board(def, [row]);
  const r = g.move(LEFT);
  if (r.error) throw new Error(r.error);
  return { row: g.state.grid[0]!, score: g.state.score };
}

const textOf = (def: ModeDefinition, tile: Value): string => tileText(board(def, [[E]]).core, tile, 'Self');

/** `hsla(h, s%, l%, a)` → [h, s, l]. */
function hsl(css: string): number[] {
  const m = /^hsla\(([-\d.]+), ([-\d.]+)%, ([-\d.]+)%, [\d.]+\)$/.exec(css);
  if (!m) throw new Error(`not hsla: ${css}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Hue and lightness of a `#rrggbb` colour (standard formulas). */
function hueLightness(hex: string): [number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d > 0) h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [(h * 60 + 360) % 360, ((max + min) / 2) * 100];
}

describe('Negative Tiles on classic 2048', () => {
  const def = signed(mode2048);

  it('spawns negatives at the ratio’s rate (seeded)', () => {
    const share = (options: Record<string, unknown>): number => {
      const d = signed(mode2048, options);
      let neg = 0;
      let all = 0;
      for (let seed = 1; seed <= 200; seed++) {
        const g = new Game(d, { evaluator: calcEvaluator, seed, clock: () => 0 });
        g.start();
        for (const t of g.state.grid.flat()) {
          if (!Array.isArray(t)) continue;
          all++;
          if (t[1] === -1) neg++;
          else expect(t[1]).toBe(1);
        }
      }
      expect(all).toBe(400);
      return neg / all;
    };
    expect(share({ positiveRatio: 1, negativeRatio: 3 })).toBeGreaterThan(0.68);
    expect(share({ positiveRatio: 1, negativeRatio: 3 })).toBeLessThan(0.82);
    expect(share({ positiveRatio: 1, negativeRatio: 1 })).toBeGreaterThan(0.42);
    expect(share({ positiveRatio: 1, negativeRatio: 1 })).toBeLessThan(0.58);
    expect(share({ positiveRatio: 1, negativeRatio: 0 })).toBe(0);
    // Both 0 means 1:1, as in the original.
    expect(share({ positiveRatio: 0, negativeRatio: 0 })).toBeGreaterThan(0.42);
  });

  it('merges 2 and 2, and −2 and −2, keeping the sign', () => {
    expect(left(def, [[1, 1], [1, 1], E])).toEqual({ row: [[2, 1], E, E], score: 4 });
    expect(left(def, [[1, -1], [1, -1], E])).toEqual({ row: [[2, -1], E, E], score: 4 });
  });

  it('never merges 2 and −2 (Non-Interacting); annihilates them without score (Interacting)', () => {
    expect(left(def, [E, [1, 1], [1, -1]])).toEqual({ row: [[1, 1], [1, -1], E], score: 0 });
    const inter = signed(mode2048, INTER);
    expect(left(inter, [E, [1, 1], [1, -1]])).toEqual({ row: [E, E, E], score: 0 });
    // Only exact opposites annihilate.
    expect(left(inter, [[2, 1], [1, -1], E])).toEqual({ row: [[2, 1], [1, -1], E], score: 0 });
    expect(
      left(inter, [
        [2, 1],
        [1, 1],
        [1, -1],
      ]).row,
    ).toEqual([[2, 1], E, E]);
  });

  it('draws −4 as "-4" in the 4’s colours turned 180° with lightness inverted', () => {
    expect(textOf(def, [2, -1])).toBe('-4');
    expect(textOf(def, [2, 1])).toBe('4');
    expect(textOf(def, [13, -1])).toBe('-8192');
    const g = board(def, [[E]]);
    const display = new TileDisplay(g.core);
    const positive = display.face([2, 1], 'None', 'None', [2, 1]);
    const negative = display.face([2, -1], 'None', 'None', [2, -1]);
    expect(positive.background).toBe('#ede0c8');
    const [h0, l0] = hueLightness(positive.background);
    const [h, , l] = hsl(negative.background);
    expect(h).toBeCloseTo(h0 + 180, 6);
    expect(l).toBeCloseTo(100 - l0, 6);
    const [th0, tl0] = hueLightness(positive.color);
    const [th, , tl] = hsl(negative.color);
    expect(th).toBeCloseTo(th0 + 180, 6);
    expect(tl).toBeCloseTo(100 - tl0, 6);
    expect(display.takeIssue()).toBeNull();
  });

  it('is not won by 2048 alone: −2048 is needed too', () => {
    expect(def.winConditions).toEqual([
      [11, 1],
      [11, -1],
    ]);
    expect(def.winRequirement).toBe(2);
    const alone = board(def, [[[10, 1], [10, 1], E, E]]);
    alone.move(LEFT);
    expect(alone.state.grid[0]![0]).toEqual([11, 1]);
    expect(alone.state.screen).toBe('Gameplay');
    const both = board(def, [
      [
        [10, 1],
        [10, 1],
        [10, -1],
        [10, -1],
      ],
    ]);
    both.move(LEFT);
    expect(both.state.grid[0]).toEqual([[11, 1], [11, -1], E, E]);
    expect(both.state.screen).toBe('Win');
  });

  it('never mutates the definition it rewrites and leaves no hint behind', () => {
    const base = mode2049.build(resolveOptions(mode2049.options, {}));
    const before = JSON.stringify(base);
    const out = withNegatives(base);
    expect(JSON.stringify(base)).toBe(before);
    expect(negativeTilesHintOf(base)).toBeDefined();
    expect(negativeTilesHintOf(out)).toBeUndefined();
    expect(() => structuredClone(base)).not.toThrow();
  });
});

describe('Negative Tiles on merge rules of any shape', () => {
  const ones = (rule: Value[]): ModeDefinition =>
    withNegatives(defaultMode({ mergeRules: [rule], mergeResultKnownLevel: 0 }));

  it('guards every length of a multi-length rule', () => {
    // Any run of 2 to 4 equal tiles makes one tile a step up; the look-behind guard lets the
    // longest run merge (engine.md §4.4a).
    const cond = [['@NextNE -1 0', '!=', '@This 0'], '&&', ['@Next 1 0', '=', '@This 0']];
    const run = ones(
      mergeRule({
        length: 2,
        cond,
        ordered: true,
        outputs: [[['@This 0', '+', 1]]],
        score: 0,
        multiLength: { base: 2, stepOrders: [0, 1], step: 1, max: 4 },
      }),
    );
    expect(
      left(run, [
        [0, 1],
        [0, 1],
        [0, 1],
        [0, 1],
      ]).row,
    ).toEqual([[1, 1], E, E, E]);
    expect(left(run, [[0, -1], [0, -1], [0, -1], E]).row).toEqual([[1, -1], E, E, E]);
    // Without the sign guard on the 4-tile copy these four would merge.
    expect(
      left(run, [
        [0, -1],
        [0, 1],
        [0, 1],
        [0, 1],
      ]).row,
    ).toEqual([[0, -1], [1, 1], E, E]);
  });

  it('guards a rule whose length is an expression', () => {
    const dyn = ones(
      mergeRule({
        length: [1, '+', 1],
        cond: ['@Next 1 0', '=', '@This 0'],
        ordered: true,
        outputs: [[['@This 0', '+', 1]]],
        score: 0,
      }),
    );
    expect(left(dyn, [[0, 1], [0, 1], E]).row).toEqual([[1, 1], E, E]);
    expect(left(dyn, [[0, 1], [0, -1], E]).row).toEqual([[0, 1], [0, -1], E]);
  });

  it('keeps the sign on computed outputs and overflow outputs', () => {
    const computed = ones([2, ['@Next 1 0', '=', '@This 0'], true, [['@CalcArray', '@Literal', 5]], 0]);
    expect(left(computed, [[0, -1], [0, -1], E]).row).toEqual([[5, -1], E, E]);
    const overflow = ones([2, ['@Next 1 0', '=', '@This 0'], true, ['@MergeOverflowEmpty', [7], [8], [9]], 0]);
    expect(left(overflow, [[0, -1], [0, -1], E]).row).toEqual([
      [7, -1],
      [8, -1],
      [9, -1],
    ]);
  });
});

describe('mode hints', () => {
  it('keep their look, spawn share and win condition, and never get a sign', () => {
    const times: Value = ['×', 0];
    const base = defaultMode({
      tileNumAmount: 2,
      tileTypes: [
        [times, '×', '#888888', '#000000'],
        [true, ['@This 0'], '#eee4da', '#776e65'],
      ],
      startTileSpawns: [
        [[1, 0], 3],
        [times, 1],
      ],
      winConditions: [[5, 0], times],
      startingGrid: [
        [[1, 0], times, E, E],
        [E, E, E, E],
        [E, E, E, E],
        [E, E, E, E],
      ],
    });
    const def = withNegatives(withNegativeTilesHint(base, { signless: [times] }), { negativeRatio: 3 });
    expect(def.startTileSpawns).toEqual([
      [[1, 0, 1], 3],
      [times, 4],
      [[1, 0, -1], 9],
    ]);
    expect(def.winConditions).toEqual([[5, 0, 1], [5, 0, -1], times]);
    expect(def.startingGrid[0]).toEqual([[1, 0, 1], times, E, E]);
    expect(textOf(def, times)).toBe('×');
    expect(textOf(def, [3, 0, -1])).toBe('-3');
    expect(textOf(def, [3, 0, 1])).toBe('3');
  });

  it('a mode’s extras run after the generic rewrite and see the sign slot', () => {
    const hinted = withNegativeTilesHint(defaultMode(), {
      extras: (m, s) => ({ ...m, startGameVars: [s.signSlot, s.interacting] }),
    });
    const def = withNegatives(hinted, INTER);
    expect(def.startGameVars).toEqual([1, true]);
    expect(def.tileNumAmount).toBe(2);
  });
});

describe('Negative Tiles on 2584 (Page 2)', () => {
  const def = signed(mode2584);

  it('merges Fibonacci neighbours of one sign only, and draws negatives with a minus', () => {
    expect(left(def, [[0, 1], [0, 1], E]).row).toEqual([[1, 1], E, E]);
    expect(left(def, [[1, -1], [0, -1], E]).row).toEqual([[2, -1], E, E]);
    expect(left(def, [[0, -1], [1, -1], E]).row).toEqual([[2, -1], E, E]);
    expect(left(def, [[1, 1], [0, -1], E]).row).toEqual([[1, 1], [0, -1], E]);
    expect(textOf(def, [2, -1])).toBe('-3');
    expect(textOf(def, [16, 1])).toBe('2584');
  });

  it('annihilates equal opposite tiles when Interacting', () => {
    const inter = signed(mode2584, INTER);
    expect(left(inter, [[3, 1], [3, -1], E])).toEqual({ row: [E, E, E], score: 0 });
    expect(left(inter, [[1, 1], [0, -1], E]).row).toEqual([[1, 1], [0, -1], E]);
  });
});

describe('2049 rebuilt for Negative Tiles', () => {
  it('spawns ±1 by the ratio and needs 2049 and −2049', () => {
    const def = signed(mode2049, { positiveRatio: 2, negativeRatio: 5 });
    expect(def.tileNumAmount).toBe(2);
    expect(def.startTileSpawns).toEqual([
      [[-1, 1], 2],
      [[-1, -1], 5],
    ]);
    expect(def.winConditions).toEqual([
      [11, 1],
      [11, -1],
    ]);
    expect(def.winRequirement).toBe(2);
  });

  it('merges two 1s of a sign, and two equal tiles with a 1 of the opposite sign', () => {
    const def = signed(mode2049, NON);
    expect(left(def, [[-1, -1], [-1, -1], E])).toEqual({ row: [[0, -1], E, E], score: 2 });
    expect(
      left(def, [
        [2, 1],
        [-1, -1],
        [2, 1],
      ]),
    ).toEqual({ row: [[3, 1], E, E], score: 7 });
    expect(
      left(def, [
        [2, -1],
        [2, -1],
        [-1, 1],
      ]).row,
    ).toEqual([[3, -1], E, E]);
    expect(
      left(def, [
        [2, 1],
        [2, 1],
        [-1, 1],
      ]).row,
    ).toEqual([
      [2, 1],
      [2, 1],
      [-1, 1],
    ]);
    expect(left(def, [[-1, 1], [-1, -1], E]).row).toEqual([[-1, 1], [-1, -1], E]);
    expect([textOf(def, [-1, 1]), textOf(def, [-1, -1]), textOf(def, [3, -1])]).toEqual(['1', '-1', '-9']);
  });

  it('annihilates equal tiles of opposite signs when Interacting', () => {
    const def = signed(mode2049, INTER);
    expect(left(def, [[-1, 1], [-1, -1], E])).toEqual({ row: [E, E, E], score: 0 });
    expect(left(def, [[4, -1], [4, 1], E]).row).toEqual([E, E, E]);
  });

  it('is rebuilt even after another modifier rewrote the mode first', () => {
    const registry = registerBuiltins(new PluginRegistry());
    const s = new PluginSession(registry, {
      mode: { id: mode2049.id },
      modifiers: [
        { id: 'pc.grid-size', options: { size: 6 } },
        { id: negativeTiles.id, options: INTER },
      ],
      seed: 3,
    });
    expect(s.definition.width).toBe(6);
    expect(s.definition.startTileSpawns).toEqual([
      [[-1, 1], 1],
      [[-1, -1], 1],
    ]);
    expect(s.start().error).toBeUndefined();
  });
});

describe('every built-in mode with Negative Tiles', () => {
  const modes = builtinPlugins.filter((p): p is ModePlugin => p.kind === 'mode');

  it('is registered next to the other built-in modifiers', () => {
    const registry = registerBuiltins(new PluginRegistry());
    expect(registry.get('modifier', negativeTiles.id)).toBe(negativeTiles);
    expect(BUILTIN_MODIFIERS.some((m) => m.id === negativeTiles.id)).toBe(false);
  });

  it('builds, starts and plays 20 moves without an engine error, Non-Interacting and Interacting', () => {
    const problems: string[] = [];
    let withNegativesOnBoard = 0;
    for (const options of [NON, INTER]) {
      for (const p of modes) {
        const g = new Game(signed(p, options), { evaluator: calcEvaluator, seed: 7, clock: () => 0 });
        const start = g.start();
        if (start.error) {
          problems.push(`${p.id}: start: ${start.error}`);
          continue;
        }
        for (let i = 0; i < 20 && g.state.screen === 'Gameplay'; i++) {
          const r = g.move(i % 4);
          if (r.error) {
            problems.push(`${p.id} ${options.interaction}: move ${i + 1}: ${r.error}`);
            break;
          }
        }
        if (g.state.grid.flat().some((t) => Array.isArray(t) && t[t.length - 1] === -1)) withNegativesOnBoard++;
      }
    }
    expect(problems).toEqual([]);
    expect(withNegativesOnBoard).toBeGreaterThan(modes.length);
  });
});
