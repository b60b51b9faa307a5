import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHost } from '../../calc/host.ts';
import type { Value } from '../../calc/values.ts';
import { importCode } from '../../formats/index.ts';
import type { RawCustom } from '../../formats/types.ts';
import { calcEvaluator } from '../calc-evaluator.ts';
import { combineCongruences, isSubset, readMerges } from './custom-merges.ts';
import { customModeFromRaw } from './custom-mode.ts';
import { Game } from '../game.ts';
import { ModeBuildError } from '../mode-build-error.ts';
import type { ModeDefinition } from '../mode.ts';

const codes = JSON.parse(
  readFileSync(new URL('../../../../shared/conformance/community/codes.json', import.meta.url), 'utf8'),
) as { title: string; code: string }[];

function custom(title: string): RawCustom {
  const imp = importCode(codes.find((c) => c.title === title)!.code);
  if (imp.kind !== 'custom') throw new Error('not a custom code');
  return imp.custom;
}

const E = '@Empty';
const hsla = (h: number, s: number, l: number): Value => ['@HSLA', h, s, l, 1];
const plainColour: Value = ['@HSLA', 0, 0, 50, 1, 1, false, 0, 0, false, 0, 0, false, 0, 0, false, 0, 0];

/** A small Custom code: spawning 1s, the given merges, one colour rule, default backgrounds. */
function code(merges: Value[], extra: Partial<RawCustom> = {}): RawCustom {
  return {
    customSpawningTiles: [false, [1, 1]],
    customMerges: merges,
    customColors: [[1, [1, Infinity, 0, 1], [plainColour], [0], ['@linear-gradient', 180], plainColour]],
    customBackground: [
      ['@linear-gradient', 180, [0], [hsla(44, 100, 93)]],
      ['@radial-gradient', 0, [0, 150], [hsla(46, 100, 50), hsla(0, 100, 100)]],
      ['@linear-gradient', 180, [0], [hsla(43, 22, 72)]],
      ['@linear-gradient', 180, [0], [hsla(43, 53, 84)]],
      ['@linear-gradient', 180, [0], [hsla(30, 8, 30)]],
      ['@linear-gradient', 180, [], []],
    ],
    customWins: [0],
    customLosses: [0],
    customRulesText: ['', 'Test', 'A test mode.', 0, ''],
    ...extra,
  };
}

/** Plays one move on a fixed first row (no spawns), returning the row and the score. */
function moveRow(mode: ModeDefinition, row: Value[], dir = 2): { row: Value[]; score: number; moved: boolean } {
  const grid = Array.from({ length: mode.height }, (_, v) =>
    Array.from({ length: mode.width }, (_, h) => (v === 0 ? (row[h] ?? E) : E)),
  );
  const game = new Game(
    { ...mode, startingGrid: grid, startTileAmount: 0, randomTileAmount: 0 },
    { evaluator: calcEvaluator, seed: 1, clock: () => 0 },
  );
  expect(game.start().error).toBeUndefined();
  const r = game.move(dir);
  expect(r.error).toBeUndefined();
  return { row: game.state.grid[0]!, score: game.state.score, moved: r.moved };
}

const pair = (_n: number, out: number, ordered = false): Value => [
  1,
  [1, Infinity, 0, 1],
  [[true, 0]],
  [[true, out]],
  ordered,
];
const triple = (out: number, ordered = false): Value => [
  1,
  [1, Infinity, 0, 1],
  [
    [true, 0],
    [true, 0],
  ],
  [[true, out]],
  ordered,
];

describe('custom-modes.md §4: the official "2048 recreation" code', () => {
  const built = customModeFromRaw(custom('guide example'));
  const m = built.mode;

  it('converts spawns, backgrounds, win condition and size as verified', () => {
    expect(m.tileNumAmount).toBe(2);
    expect(m.startTileSpawns).toEqual([
      [[1, 1], 85],
      [[2, 2], 12],
      [[3, 4], 3],
    ]);
    expect(m.gameplayBackground).toBe('hsla(44, 100%, 93%, 1)');
    expect(m.gridBackground).toBe('hsla(43, 22%, 72%, 1)');
    expect(m.tileBackground).toBe('hsla(43, 53%, 83%, 1)');
    expect(m.textBackground).toBe('hsla(30, 8%, 30%, 1)');
    expect(m.winConditions).toEqual([[['@This 0', '=', 12]]]);
    expect(m.winRequirement).toBe(1);
    expect(m.loseRequirement).toBe(false);
    expect(built.defaultSize).toBe(4);
    expect([m.width, m.height]).toEqual([4, 4]);
    expect(m.tileValueFunction).toEqual(['@This 1']);
    expect(built.modeVars).toEqual([false]);
  });

  it('builds one unordered length-2 rule with outputs [n+1, v1+v2] and score |v1+v2|', () => {
    expect(m.mergeRules).toHaveLength(1);
    const rule = m.mergeRules[0] as Value[];
    expect(rule[0]).toBe(2);
    expect((rule[1] as Value[]).slice(0, 9)).toEqual([
      '@global_var_retain',
      0,
      -1,
      ['@Literal', '@This 0', '@Next 1 0'],
      false,
      0,
      0,
      true,
      '@end_vars',
    ]);
    expect(rule[2]).toBe(true);
    expect(rule[3]).toEqual([
      [
        ['@var_retain', '@Var 0', '+', 1],
        ['@This 1', '+', '@Next 1 1'],
      ],
    ]);
    expect(rule[4]).toEqual(['@This 1', '+', '@Next 1 1', 'abs']);
    expect(m.knownMergeMaxLength).toBe(2);
    expect(m.knownMergeLookbackDistance).toBe(0);
  });

  it('plays the verified left move: [1,1] [1,1] [2,2] [2,2] → [2,2] [3,4], score 6', () => {
    const r = moveRow(m, [
      [1, 1],
      [1, 1],
      [2, 2],
      [2, 2],
    ]);
    expect(r.row).toEqual([[2, 2], [3, 4], E, E]);
    expect(r.score).toBe(6);
  });

  it('colours: rule 21 varies hue linearly and lightness exponentially; a catch-all ends the list', () => {
    const rule21 = m.tileTypes[20] as Value[];
    const bg = rule21[2] as Value[];
    expect(bg[1]).toEqual(['@This 0', '-', 21, '*', -15, '+', 220]);
    expect(bg[3]).toEqual([0.9, '^', ['@This 0', '-', 21], '*', 36, '+', 0]);
    expect(m.tileTypes[m.tileTypes.length - 1]).toEqual([true, '@This 1', '#000000', '#ffffff']);
  });

  it('writes the rules text with the spawn line', () => {
    expect(m.gameplayRulesText).toEqual([
      ['h2', 'Custom Mode Recreation'],
      ['h1', '2048'],
      ['p', 'Merges occur between two tiles of the same number. Get to the 2048 tile to win!'],
      ['p', 'Spawning tiles: 1 with chance 85, 2 with chance 12, 4 with chance 3'],
    ]);
  });
});

describe('merge priority (§3.3, §3.4)', () => {
  it('a shorter merge gets a priority clause against an earlier longer superset merge', () => {
    const built = customModeFromRaw(code([triple(2), pair(1, 1)]));
    const cond = JSON.stringify(built.mode.mergeRules[1]);
    expect(cond).toContain('[0,"mergeRuleApplies_nonRecursive","@Var 5","!"]');
    expect(JSON.stringify(built.mode.mergeRules[0])).not.toContain('mergeRuleApplies');
    expect(built.mode.knownMergeLookbackDistance).toBe(1);
    expect(built.mode.knownMergeMaxLength).toBe(3);
    expect(built.defaultSize).toBe(5);
  });

  it('three equal tiles merge as three, not as a pair first (unordered)', () => {
    const { mode } = customModeFromRaw(code([triple(2), pair(1, 1)]), { size: 4 });
    const r = moveRow(mode, [
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    expect(r.row).toEqual([[3, 3], E, E, E]);
    expect(r.score).toBe(3);
    expect(
      moveRow(mode, [
        [1, 1],
        [1, 1],
      ]).row,
    ).toEqual([[2, 2], E, E, E]);
  });

  it('QUIRK: an ordered merge with an earlier longer superset merge never fires', () => {
    const { mode } = customModeFromRaw(code([triple(2, true), pair(1, 1, true)]), { size: 4 });
    const r = moveRow(mode, [
      [1, 1],
      [1, 1],
    ]);
    expect(r.row).toEqual([[1, 1], [1, 1], E, E]);
    expect(r.moved).toBe(false);
  });

  it('subset tests', () => {
    const [t, p, q, abs] = readMerges([
      triple(2),
      pair(1, 1),
      [1, [1, Infinity, 1, 2], [[true, 1]], [[true, 1]], false],
      [0, [3], [[false, 1]], [[true, 1]], false],
    ]);
    expect(isSubset(p!, t!)).toBe(true);
    expect(isSubset(t!, p!)).toBe(false);
    // n, n+1 (n odd) is not part of n, n, n.
    expect(isSubset(q!, t!)).toBe(false);
    const [big] = readMerges([
      [
        1,
        [1, Infinity, 0, 1],
        [
          [false, 1],
          [true, 0],
        ],
        [[true, 1]],
        false,
      ],
    ]);
    // 3 + 1 fits "1, n, n" with n = 3.
    expect(isSubset(abs!, big!)).toBe(true);
  });

  it('combines congruences', () => {
    expect(combineCongruences(1, 3, 2, 5)).toEqual([7, 15]);
    expect(combineCongruences(0, 2, 1, 4)).toBeNull();
    expect(combineCongruences(3, 4, 1, 6)).toEqual([7, 12]);
    expect(combineCongruences(0, 1, 0, 1)).toEqual([0, 1]);
  });
});

describe('other conversions', () => {
  it('box spawns become one Box entry and a box rules line', () => {
    const { mode } = customModeFromRaw(code([pair(1, 1)], { customSpawningTiles: [true, [1, 2], [2, 0], [4, 1]] }));
    expect(mode.startTileSpawns).toEqual([['Box', 1, [1, 1], 2, [2, 2], 0, [3, 4], 1]]);
    expect((mode.gameplayRulesText as Value[])[3]).toEqual([
      'p',
      'Spawning tiles pull from a "box" that starts with: 1 with amount 2, 4 with amount 1',
    ]);
  });

  it('QUIRK: a list-form colour rule matches only its first index', () => {
    const colours = [[0, [1, 2], [plainColour], [0], ['@linear-gradient', 180], plainColour]];
    const { mode } = customModeFromRaw(code([pair(1, 1)], { customColors: colours }));
    const match = (mode.tileTypes[0] as Value[])[0];
    const at = (tile: Value): Value =>
      calcEvaluator.evaluate(match, createHost({ grid: [[tile]], tileNumAmount: 2 }), { v: 0, h: 0 });
    expect(at([1, 1])).toBe(true);
    expect(at([2, 2])).not.toBe(true);
  });

  it('a length-0 merge (single input) is an end-of-turn rule without score', () => {
    const { mode } = customModeFromRaw(code([[0, [3], [], [], false]]));
    const rule = mode.mergeRules[0] as Value[];
    expect(rule[0]).toBe(0);
    expect(rule[3]).toEqual([]);
    expect(rule[4]).toBe(0);
  });

  it('wins, losses, negative spawns and the chosen size', () => {
    const built = customModeFromRaw(
      code([pair(1, 1)], {
        customWins: [2, 5, 6],
        customLosses: [1, 9],
        customSpawningTiles: [false, [-1, 1], [1, 1]],
      }),
      { size: 6 },
    );
    expect(built.mode.winConditions).toEqual([[['@This 0', '=', 5]], [['@This 0', '=', 6]]]);
    expect(built.mode.winRequirement).toBe(2);
    expect(built.mode.loseConditions).toEqual([[['@This 0', '=', 9]]]);
    expect(built.mode.loseRequirement).toBe(1);
    expect(built.modeVars).toEqual([true]);
    expect([built.mode.width, built.mode.height, built.mode.startingGrid.length]).toEqual([6, 6, 6]);
  });
});

describe('malformed and hostile codes', () => {
  const bad = (c: RawCustom, kind: 'value' | 'limit'): void => {
    let err: unknown;
    try {
      customModeFromRaw(c);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ModeBuildError);
    expect((err as ModeBuildError).kind).toBe(kind);
  };
  it('gives typed errors, never a crash', () => {
    bad(code(5 as unknown as Value[]), 'value');
    bad(code([[7, [1], [], [], false]]), 'value');
    bad(code([[1, [1, 'x', 0, 1], [], [], false]]), 'value');
    bad(code([pair(1, 1)], { customSpawningTiles: [true, [1, 1e12]] }), 'limit');
    bad(code([pair(1, 1)], { customSpawningTiles: [false, [1, -1]] }), 'value');
    bad(code([pair(1, 1)], { customRulesText: ['', '', '', 100000, ''] }), 'limit');
    bad(
      code([pair(1, 1)], { customColors: [[1, [1, Infinity, 0, 1], [['@HSLA', 1]], [0], [], plainColour]] }),
      'value',
    );
    bad(code([pair(1, 1)], { customWins: 'x' }), 'value');
    bad(code(new Array(1000).fill(pair(1, 1))), 'limit');
  });
});
