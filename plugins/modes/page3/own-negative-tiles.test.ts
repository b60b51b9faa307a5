// 1429 and X^Y under the Negative Tiles modifier (their own rules, catalog-modes.md modes 80 and 41),
// checked against the original's recorded mode codes: no recording plays these modes with Negative
// Tiles on, so seeded boards of the tiles the plain mode makes are played with the recorded code
// and with our rules, and the same boards with every sign flipped must give the flipped results.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { calcEvaluator, Game, modeFromRaw, tileText, type ModeDefinition } from '../../../src/engine/index.ts';
import { importModeCode } from '../../../src/formats/index.ts';
import { resolveOptions } from '../../../src/plugins/registry.ts';
import type { ModePlugin } from '../../../src/plugins/types.ts';
import { negativeTiles } from '../../modifiers/negative-tiles.ts';
import { mode1429 } from './odd-doubles.ts';
import { modeXY } from './perfect-powers.ts';

const E = '@Empty';
const LEFT = 2;
const REPLAYS = fileURLToPath(new URL('../../../../shared/conformance/replays', import.meta.url));

/** The original's own definition of a mode, read from its recorded mode code. */
function recordedMode(modeId: string): ModeDefinition {
  const file = JSON.parse(readFileSync(`${REPLAYS}/${modeId}.json`, 'utf8')) as { modeCode: string };
  return modeFromRaw(importModeCode(file.modeCode).mode);
}

function withNegatives(p: ModePlugin, interaction: string, options: Record<string, unknown> = {}): ModeDefinition {
  const mode = p.build(resolveOptions(p.options, {}));
  return negativeTiles.apply(mode, resolveOptions(negativeTiles.options, { interaction, ...options }));
}

interface Played {
  grid: Value[][];
  score: number;
}

/** One move of `def` on exactly `rows` (no start tiles, no spawns). */
function play(def: ModeDefinition, rows: Value[][], direction: number): Played {
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
  const start = g.start();
  if (start.error) throw new Error(start.error);
  const r = g.move(direction);
  if (r.error) throw new Error(r.error);
  return { grid: g.state.grid, score: g.state.score };
}

const left = (def: ModeDefinition, row: Value[]): Played => play(def, [row], LEFT);

/** A small seeded generator (tests only). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Seeded 5×5 boards, about two thirds full, of tiles drawn from `tiles`. */
function boards(count: number, tiles: readonly Value[], seed: number): Value[][][] {
  const rand = lcg(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: 5 }, () =>
      Array.from({ length: 5 }, (): Value => (rand() < 0.34 ? E : tiles[Math.floor(rand() * tiles.length)]!)),
    ),
  );
}

const mapTiles = (grid: Value[][], f: (t: Value[]) => Value): Value[][] =>
  grid.map((row) => row.map((t) => (Array.isArray(t) ? f(t) : t)));

describe('1429 with Negative Tiles', () => {
  const original = recordedMode('80');
  const pos = (v: number): Value => [BigInt(v), 1n];
  const neg = (v: number): Value => [BigInt(v), -1n];
  const flip = (grid: Value[][]): Value[][] => mapTiles(grid, ([v, s]) => [v!, -(s as bigint)]);

  /**
   * The plain mode's tiles with at most one −1 per row and column: every merge then has at most one
   * negative in it, where the recorded rules (which only pair positives) and the sign-symmetric ones
   * must agree. (Two −1s do pair under Negative Tiles: −1 − 1 − 1 = −3, which the plain mode never makes.)
   */
  function oneNegativePerLine(b: Value[][]): Value[][] {
    const rows = new Set<number>();
    const cols = new Set<number>();
    return b.map((row, r) =>
      row.map((t, c) => {
        if (!Array.isArray(t) || t[1] !== -1n) return t;
        if (rows.has(r) || cols.has(c)) return pos(1);
        rows.add(r);
        cols.add(c);
        return t;
      }),
    );
  }

  for (const interaction of ['non-interacting', 'interacting']) {
    it(`plays as the recorded code on its own tiles, and sign-flipped boards flipped (${interaction})`, () => {
      const ours = withNegatives(mode1429, interaction);
      const tiles = [pos(1), pos(1), neg(1), neg(1), pos(3), pos(5), pos(5), pos(7), pos(9), pos(11)];
      let merged = 0;
      for (const [i, b0] of boards(100, tiles, 80).entries()) {
        const b = oneNegativePerLine(b0);
        const dir = i % 4;
        const want = play(original, b, dir);
        expect(play(ours, b, dir)).toEqual(want);
        expect(play(ours, flip(b), dir)).toEqual({ grid: flip(want.grid), score: want.score });
        if (want.score > 0) merged++;
      }
      expect(merged).toBeGreaterThan(30);
    });
  }

  it('merges two equal tiles of either sign with a 1 or a −1 into their sum, in any order', () => {
    const def = withNegatives(mode1429, 'non-interacting');
    expect(left(def, [neg(5), neg(5), pos(1)])).toEqual({ grid: [[neg(9), E, E]], score: 9 });
    expect(left(def, [neg(5), neg(1), neg(5)])).toEqual({ grid: [[neg(11), E, E]], score: 11 });
    expect(left(def, [neg(1), neg(1), neg(1)])).toEqual({ grid: [[neg(3), E, E]], score: 3 });
    expect(left(def, [pos(1), pos(5), pos(5)])).toEqual({ grid: [[pos(11), E, E]], score: 11 });
    // A pair of mixed signs is no pair.
    expect(left(def, [neg(3), pos(3), E]).grid).toEqual([[E, E, E]]);
    expect(left(def, [neg(3), pos(1), pos(3)]).grid).toEqual([[neg(3), pos(1), pos(3)]]);
  });

  it('annihilates equal tiles of opposite signs, of any size', () => {
    const def = withNegatives(mode1429, 'non-interacting');
    expect(left(def, [pos(7), neg(7), E])).toEqual({ grid: [[E, E, E]], score: 0 });
    expect(left(def, [neg(1), pos(1), E])).toEqual({ grid: [[E, E, E]], score: 0 });
  });

  it('spawns ±1 at the modifier’s ratio, needs 1429 and −1429, and draws negatives with a minus', () => {
    const def = withNegatives(mode1429, 'interacting', { positiveRatio: 3, negativeRatio: 2 });
    expect(def.tileNumAmount).toBe(2);
    expect(def.startTileSpawns).toEqual([
      [pos(1), 3],
      [neg(1), 2],
    ]);
    expect(def.winConditions).toEqual([pos(1429), neg(1429)]);
    expect(def.winRequirement).toBe(2);
    const g = new Game(def, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
    g.start();
    expect(tileText(g.core, neg(1429), 'Self')).toBe('-1429');
  });
});

describe('X^Y with Negative Tiles', () => {
  const original = recordedMode('41');
  const t = (x: number, y: number, s = 1): Value => [BigInt(x), BigInt(y), s];
  const plainTiles: Value[] = [
    [1n, 0n],
    [1n, 0n],
    [1n, 0n],
    [2n, 2n],
    [2n, 3n],
    [3n, 2n],
    [2n, 4n],
    [5n, 2n],
    [3n, 3n],
  ];
  const withSign = (grid: Value[][], s: 1 | -1): Value[][] => mapTiles(grid, (tile) => [...tile, s]);

  for (const interaction of ['non-interacting', 'interacting']) {
    it(`plays as the recorded code on tiles of one sign, either sign (${interaction})`, () => {
      const ours = withNegatives(modeXY, interaction);
      let merged = 0;
      for (const [i, b] of boards(60, plainTiles, 41).entries()) {
        const dir = i % 4;
        const want = play(original, b, dir);
        expect(play(ours, withSign(b, 1), dir)).toEqual({ grid: withSign(want.grid, 1), score: want.score });
        expect(play(ours, withSign(b, -1), dir)).toEqual({ grid: withSign(want.grid, -1), score: want.score });
        if (want.score > 0) merged++;
      }
      expect(merged).toBeGreaterThan(40);
    });
  }

  it('Interacting: tiles of both signs in a row merge when their sum is ± a perfect power', () => {
    const def = withNegatives(modeXY, 'interacting');
    // 8 + (−1) + 1 = 8 = 2^3 (the rear tile starts the merge, so the three are one run).
    expect(left(def, [t(2, 3), t(1, 0, -1), t(1, 0)])).toEqual({ grid: [[t(2, 3), E, E]], score: 8 });
    // −8 − 1 = −9 = −(3^2); 9 − 1 = 8 = 2^3.
    expect(left(def, [t(2, 3, -1), t(1, 0, -1), E])).toEqual({ grid: [[t(3, 2, -1), E, E]], score: 9 });
    expect(left(def, [t(3, 2), t(1, 0, -1), E])).toEqual({ grid: [[t(2, 3), E, E]], score: 8 });
    // 1 + 1 − 1 = 1 = 1^0, the spawned tile.
    expect(left(def, [t(1, 0), t(1, 0), t(1, 0, -1)])).toEqual({ grid: [[t(1, 0), E, E]], score: 1 });
    // 4 − 1 = 3 is no power: nothing merges.
    expect(left(def, [t(2, 2), t(1, 0, -1), E]).grid).toEqual([[t(2, 2), t(1, 0, -1), E]]);
  });

  it('Interacting: a run summing to 0 annihilates for no score', () => {
    const def = withNegatives(modeXY, 'interacting');
    expect(left(def, [t(2, 2), t(2, 2, -1), E])).toEqual({ grid: [[E, E, E]], score: 0 });
    // A run of three (a made-up 3 = 3^1 tile: with real tiles the front pair would merge first).
    expect(left(def, [t(2, 2, -1), t(1, 0), t(3, 1)])).toEqual({ grid: [[E, E, E]], score: 0 });
  });

  it('Non-Interacting: tiles of opposite signs never merge', () => {
    const def = withNegatives(modeXY, 'non-interacting');
    expect(left(def, [t(3, 2), t(1, 0, -1), E]).grid).toEqual([[t(3, 2), t(1, 0, -1), E]]);
    expect(left(def, [t(2, 2), t(2, 2, -1), E]).grid).toEqual([[t(2, 2), t(2, 2, -1), E]]);
  });
});
