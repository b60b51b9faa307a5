import { describe, expect, it } from 'vitest';
import { GaussianBigInt, type Value } from '../../calc/values.ts';
import { calcEvaluator } from '../calc-evaluator.ts';
import { Game } from '../game.ts';
import { defaultMode } from '../mode.ts';
import { isPairShapedRule, lineShapeOf, memoSafeTile, memoShape } from './pair-memo.ts';

// DIVE's shape: an unordered two-tile rule (a tile merges with a multiple of it) on bigint tiles;
// here the result is lopsided (the tile counts twice) so that the slot order shows.
const divides: Value = [['@Next 1 0', 'modB', ['@This 0', 'absB', 'max', 1n]], '=', 0n];
const unordered = (ordered: Value): Value[] => [
  2,
  divides,
  ordered,
  [[['@Next 1 0', '+B', '@This 0', '+B', '@This 0']]],
  ['@This 0', 'min', '@Next 1 0'],
  [false, true],
];

/** Whether the general move remembers `rule` by its pair of tiles. */
const isMemoRule = (rule: Value): boolean => isPairShapedRule(rule, true) && memoShape(rule)?.width === 2;

describe('which rules are remembered by pair', () => {
  it('takes written length-2 rules, ordered or unordered, reading only the two tiles through pure operators', () => {
    expect(isMemoRule(unordered(false))).toBe(true);
    expect(isMemoRule(unordered(true))).toBe(true);
  });
  it('leaves every other rule to the general machinery', () => {
    // An ordered flag that is evaluated, a variable prefix, another length, game state, randomness.
    expect(isMemoRule(unordered([false]))).toBe(false);
    expect(isMemoRule(['@end_vars', ...unordered(false)])).toBe(false);
    expect(isMemoRule([3, divides, false, [], 0, []])).toBe(false);
    expect(isMemoRule([2, [divides, '&&', ['@GVar 0', '=', 1]], false, [], 0, []])).toBe(false);
    expect(isMemoRule([2, divides, false, [[[0, 'rand_int', 3]]], 0, []])).toBe(false);
    expect(isMemoRule([2, divides, false, [], ['@Next 2 0'], []])).toBe(false);
    expect(isMemoRule([2, divides, false, ['@CalcArray', [['@This 0']]], 0, []])).toBe(false);
  });
  it('looks up only tiles whose id stands for their exact value', () => {
    expect(memoSafeTile([12n, 'x', true, 3, [1, 2]])).toBe(true);
    // Deep equality holds 0 and −0 equal; a NaN never equals itself.
    expect(memoSafeTile([-0])).toBe(false);
    expect(memoSafeTile([[1, -0]])).toBe(false);
    expect(memoSafeTile([NaN])).toBe(false);
    expect(memoSafeTile([new GaussianBigInt(1n, 2n)])).toBe(false);
  });
});

/** A DIVE-like game with its rule written with `ordered` (a Merge script counts merges and keeps the results). */
function diveLike(ordered: Value, cacheLevel: number): Game {
  const mode = defaultMode({
    mergeRules: [unordered(ordered)],
    startTileSpawns: [
      [[2n], 3],
      [[3n], 2],
      [[5n], 1],
      [[6n], 1],
    ],
    startGameVars: [0, []],
    scripts: [[[0, '@edit_gvar', 0, ['@GVar 0', '+', 1], '@edit_gvar', 1, ['@GVar 1', 'arr_push', '@Var 0']], 'Merge']],
    winConditions: [],
    mergeResultKnownLevel: cacheLevel,
  });
  const g = new Game(mode, { evaluator: calcEvaluator, seed: 7, clock: () => 0 });
  g.start();
  return g;
}

const json = (x: unknown): string => JSON.stringify(x, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

/**
 * Plays `moves` moves (direction `dir(i)`, Play Again at game over) in both games, checking after
 * each that results, grids, scores and game variables are the same; returns the merges played.
 */
function mergesPlayedAlike(
  memo: Game,
  plain: Game,
  moves: number,
  dir = (i: number): number => (i % 5 === 4 ? (i * 7) % 4 : i % 4),
): number {
  let merges = 0;
  for (let i = 0; i < moves; i++) {
    if (memo.state.screen !== 'Gameplay') {
      memo.playAgain();
      plain.playAgain();
    }
    const d = dir(i);
    const a = memo.move(d);
    const b = plain.move(d);
    expect(json(a)).toBe(json(b));
    expect(json(memo.state.grid)).toBe(json(plain.state.grid));
    expect(memo.state.score).toBe(plain.state.score);
    expect(json(memo.state.gameVars)).toBe(json(plain.state.gameVars));
    merges += a.events.filter((e) => e.type === 'merge').length;
  }
  return merges;
}

describe('the general move with remembered pairs', () => {
  for (const ordered of [false, true])
    for (const level of [0, 2]) {
      it(`plays exactly as the rule machinery does (ordered ${ordered}, merge-result cache level ${level})`, () => {
        // `[false]` evaluates to false: the same rule, tried the general way on every attempt.
        const memo = diveLike(ordered, level);
        const plain = diveLike([ordered], level);
        expect(mergesPlayedAlike(memo, plain, 400, (i) => (i % 4 === 3 ? (i * 7) % 4 : i % 3))).toBeGreaterThan(50);
        expect(memo.state.gameVars[0]).toBeGreaterThan(0);
      });
    }
});

// 180's shape on one-number tiles: runs of 3 and 2 equal tiles merge, unless the tile behind the
// run (`@NextNE -1`) or the one after it equals them too (then a longer rule, or nothing).
const run = (L: number, ordered: Value): Value[] => {
  const same: Value[] = [];
  for (let d = 1; d < L; d++) same.push('&&', [`@Next ${d} 0`, '=', '@This 0']);
  return [
    L,
    [['@NextNE -1 0', '!=', '@This 0'], '&&', [`@Next ${L} 0`, '!=', '@This 0'], ...same],
    ordered,
    [[['@This 0', '+', L - 1]]],
    [L, '*', [2, '^', '@This 0']],
  ];
};

describe('which rules are remembered by the tiles of their line', () => {
  it('takes ordered rules that read only @This, @Next d and @NextNE d, noting every position read', () => {
    expect(lineShapeOf(run(3, true))).toEqual({ L: 3, far: 3, ne: [-1], width: 5, out: [0] });
    expect(lineShapeOf(run(2, true))).toEqual({ L: 2, far: 2, ne: [-1], width: 4, out: [0] });
    expect(lineShapeOf([4, ['@Next 1 0', '=', '@This 1'], true, [], 0, []])).toEqual({
      L: 4,
      far: 3,
      ne: [],
      width: 4,
      out: [0],
    });
    // Outputs and score that read further: the key entries they read (`@Next 2`, `@NextNE -2`).
    expect(
      lineShapeOf([
        3,
        [['@Next 1 0', '=', '@This 0'], '&&', ['@NextNE -1 0', '=', 1]],
        true,
        [[['@Next 2 0', '+', 1]]],
        ['@NextNE -2 0'],
        [],
      ]),
    ).toEqual({
      L: 3,
      far: 2,
      ne: [-2, -1],
      width: 5,
      out: [0, 1, 2, 3],
    });
  });
  it('leaves pairs to their own shape and every other rule to the general machinery', () => {
    expect(lineShapeOf(unordered(true))).toBeNull();
    expect(lineShapeOf(run(3, false))).toBeNull();
    expect(lineShapeOf(run(3, [true]))).toBeNull();
    expect(lineShapeOf(['@end_vars', ...run(3, true)])).toBeNull();
    expect(lineShapeOf([3, ['@Next 1 0', '=', '@GVar 0'], true, [], 0, []])).toBeNull();
    expect(lineShapeOf([3, ['@Next 0 0', '=', '@This 0'], true, [], 0, []])).toBeNull();
    expect(lineShapeOf([3, ['@Next 17 0', '=', '@This 0'], true, [], 0, []])).toBeNull();
    expect(lineShapeOf([3, ['@Next 1 0', '=', '@This 0'], true, [[[0, 'rand_int', 3]]], 0, []])).toBeNull();
    expect(lineShapeOf([3, ['@Next 1 0', '=', '@VDir'], true, [], 0, []])).toBeNull();
  });
});

function runs(ordered: Value, cacheLevel: number): Game {
  const mode = defaultMode({
    width: 6,
    height: 6,
    mergeRules: [run(3, ordered), run(2, ordered)],
    // Few tile values, so that runs and their guards come up often.
    startTileSpawns: [
      [[1], 4],
      [[2], 1],
    ],
    winConditions: [],
    mergeResultKnownLevel: cacheLevel,
  });
  const g = new Game(mode, { evaluator: calcEvaluator, seed: 11, clock: () => 0 });
  g.start();
  return g;
}

describe('the general move with rules remembered by their line', () => {
  for (const level of [0, 1, 2])
    it(`plays exactly as the rule machinery does (merge-result cache level ${level})`, () => {
      // `[true]` evaluates to true: the same rules, tried the general way on every attempt.
      const memo = runs(true, level);
      const plain = runs([true], level);
      expect(mergesPlayedAlike(memo, plain, 600)).toBeGreaterThan(50);
    });
});

// Line rules whose score reads past the tile (`@Next 2`, and `@NextNE -1` as well), and a board of
// two-number tiles whose second number is read only there: remembered results and scores must be
// keyed by those tiles too (`LineShape.out`), and the pairs the pre-filter settles on by the tile
// and the one in front only (`Core.noMatchPairs`).
function scored(ordered: Value, cacheLevel: number): Game {
  const rule = (L: number): Value[] => {
    const [, cond] = run(L, ordered);
    return [
      L,
      cond!,
      ordered,
      [[['@This 0', '+', L - 1], 0]],
      [['@This 0', '*', 100], '+', ['@Next 2 1', '*', 10], '+', ['@NextNE -1 1']],
    ];
  };
  const mode = defaultMode({
    width: 6,
    height: 6,
    tileNumAmount: 2,
    mergeRules: [rule(3), rule(2)],
    startTileSpawns: [
      [[1, 0], 4],
      [[1, 1], 2],
      [[2, 1], 1],
    ],
    winConditions: [],
    mergeResultKnownLevel: cacheLevel,
  });
  const g = new Game(mode, { evaluator: calcEvaluator, seed: 5, clock: () => 0 });
  g.start();
  return g;
}

describe('the general move with remembered results and settled pairs', () => {
  for (const level of [0, 2])
    it(`plays exactly as the rule machinery does (merge-result cache level ${level})`, () => {
      const memo = scored(true, level);
      const plain = scored([true], level);
      expect(lineShapeOf(memo.mode.mergeRules[1])!.out).toEqual([0, 1, 2, 3]);
      expect(mergesPlayedAlike(memo, plain, 800)).toBeGreaterThan(100);
    });
});
