// The move's shortcuts against the plain move, on small random modes. Each generated mode (board
// 2×2–5×5 with some void and slippery cells, 1–4 merge rules of the shapes real modes use, one- or
// two-number tiles, a small spawn table, merge-cache settings, sometimes diagonal directions, slide
// limits, multiMerge, a "bomb" that leaves a slippery cell mid-move) is played with one random list
// of moves, undos and redos five ways:
//   fast     the fast move allowed (fast-move.ts; the general move where it gives up), and the
//            merge-result cache left out where it is transparent (cache-transparency.ts);
//   general  the general move only, its shortcuts on (rule pre-filter, pair and line memos,
//            settled attempts, line tables, numeric boards), the merge-result cache always kept;
//   bypass   general, with the cache left out where it is transparent;
//   plain    the general move with a no-op MoveIteration script, which turns the slide loop's
//            shortcuts off (move.ts `linesSettle`);
//   bare     plain, and every rule's ORDERED flag written as an expression (`[true]`, `[false]`:
//            the same flag), which the pre-filter and the memos leave to the rule machinery.
// After every action all five must have the same result and state (grid, score, tile ids, events,
// screen, counters, logs), merge events with their rule (a merge-result cache hit names the rule
// that gave its outcome).
// (Two cases where the cache's answer is not the rules' made the fast move differ: see the end of
// tests/fast-move.test.ts.)
//
// Deterministic by default (fixed seed, bounded runs). For a longer hunt:
//   MOVE_FUZZ_RUNS=2000 MOVE_FUZZ_SEED=7 npx vitest run tests/move-shortcuts.fuzz.test.ts
// (a failure prints the shrunk mode and actions, and the seed and path to replay it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Value } from '../src/calc/values.ts';
import { calcEvaluator } from '../src/engine/index.ts';
import type { MoveResult } from '../src/engine/index.ts';
import { Game } from '../src/engine/index.ts';
import { defaultMode, type ModeDefinition } from '../src/engine/index.ts';
import { fuzzSettings } from './helpers/fuzz-settings.ts';
import { resultText, stateText } from './helpers/game-text.ts';

/** State the variants set up differently, left out of the comparison. */
const FUZZ_UNCOMPARED = ['scripts', 'scriptLastRun', 'mergeRules'];

const FUZZ = fuzzSettings('MOVE', 200, 20_261_126);

// ---------------------------------------------------------------------------------------------
// Modes, as compact data (what a failing case prints).

/** A "bomb" tile: its rule destroys the tile in front and leaves its own cell slippery. */
const BOMB: Value = ['@Slippery'];

interface ModeSpec {
  width: number;
  height: number;
  /** Row-major cells of the starting grid. */
  cells: Value[];
  tileNumAmount: number;
  rules: Value[];
  spawns: Value[];
  startTiles: number;
  randomTiles: number;
  cacheLevel: number;
  lookback: number;
  maxLength: number;
  multiMerge: boolean;
  /** Slide amount of every direction. */
  slide: number;
  /** The four diagonal directions too. */
  diagonals: boolean;
  /** A losing tile (lose requirement 1), or none. */
  loseAt: number | null;
  winAt: number;
  postgame: boolean;
}

const small = fc.integer({ min: 0, max: 3 });
const eq1: Value = ['@Next 1 0', '=', '@This 0'];
const plusOne: Value = [['@This 0', '+', 1]];
const score = fc.constantFrom<Value>(0, ['@This 0', '+', 1], [2, '**', ['@This 0', '+', 1]]);
/** A used-up flag: mostly booleans; 0 and 1 are falsy and truthy but not `false` (§5.5–§5.6). */
const flag: fc.Arbitrary<Value> = fc.oneof(
  { weight: 4, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom(0, 1) },
);
/** FLAGS: absent (defaults), or written. */
const flags = (L: number): fc.Arbitrary<Value[] | null> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.array(flag, { minLength: L, maxLength: L }) },
  );
const withFlags = (rule: Value[], f: Value[] | null): Value => (f === null ? rule : [...rule, f]);
const overflow = fc.constantFrom(
  '@MergeOverflowEmpty',
  '@MergeOverflowSlot',
  '@MergeOverflowOverwrite',
  '@MergeOverflowPush',
);

/**
 * Rule shapes of real modes (2048, 2187, 1296, 180, annihilations, overflows). `pairs`: only the
 * ordered two-tile shapes with at most two results, which the fast move plays.
 */
function ruleOf(pairs: boolean): fc.Arbitrary<Value> {
  const ordered = pairs ? fc.constant(true) : fc.boolean();
  const shapes: fc.WeightedArbitrary<Value>[] = [
    // Equal tiles, next exponent (2048).
    { weight: 4, arbitrary: fc.tuple(score, flags(2)).map(([s, f]) => withFlags([2, eq1, true, [plusOne], s], f)) },
    // Equal tiles, their sum.
    {
      weight: 2,
      arbitrary: fc
        .tuple(score, flags(2))
        .map(([s, f]) => withFlags([2, eq1, true, [[['@This 0', '+', '@Next 1 0']]], s], f)),
    },
    // A fixed pair, ordered or either way (2187's 1 + 2 = 3).
    {
      weight: 3,
      arbitrary: fc
        .tuple(small, small, small, ordered, flags(2))
        .map(([a, b, c, ord, f]) =>
          withFlags([2, [['@This 0', '=', a], '&&', ['@Next 1 0', '=', b]], ord, [[c]], c], f),
        ),
    },
    // Consecutive values, ordered or either way; the result sees the permuted tiles.
    {
      weight: 2,
      arbitrary: fc
        .tuple(ordered, score, flags(2))
        .map(([ord, s, f]) =>
          withFlags([2, [['@This 0', '+', 1], '=', '@Next 1 0'], ord, [[['@Next 1 0', '+', 1]]], s], f),
        ),
    },
    // Annihilation: a fixed pair, or any equal pair, leaves empty cells.
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.option(small, { nil: null }), flags(2))
        .map(([a, f]) =>
          withFlags([2, a === null ? eq1 : [['@This 0', '=', a], '&&', ['@Next 1 0', '=', a]], true, [], 0], f),
        ),
    },
    // Odd values: −0, ±Infinity, NaN, fractions, bigints (their tile ids and memo keys are special),
    // and an operator that throws on mixed types (the action is rolled back and reports it).
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom<Value>(
            ['@This 0', '*', -1],
            ['@This 0', '/', 0],
            ['@This 0', '-', 0.5],
            ['@This 0', 'BigInt'],
            ['@This 0', '+B', 1n],
          ),
          flags(2),
        )
        .map(([out, f]) => withFlags([2, eq1, true, [[out]], 0], f)),
    },
    // Two results, placed normally or reversed.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.boolean(), flags(2))
        .map(([rev, f]) => withFlags([2, eq1, true, [...(rev ? ['@MergeReverseStart'] : []), plusOne, [0]], 1], f)),
    },
  ];
  if (pairs) return fc.oneof(...shapes);
  return fc.oneof(
    ...shapes,
    // Three equal tiles, or (either way) three consecutive values.
    {
      weight: 2,
      arbitrary: fc
        .tuple(score, flags(3))
        .map(([s, f]) =>
          withFlags([3, [eq1, '&&', ['@Next 2 0', '=', '@This 0']], true, [[['@This 0', '+', 2]]], s], f),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.boolean(), flags(3))
        .map(([ord, f]) =>
          withFlags(
            [
              3,
              [[['@This 0', '+', 1], '=', '@Next 1 0'], '&&', [['@Next 1 0', '+', 1], '=', '@Next 2 0']],
              ord,
              [[['@Next 2 0', '+', 1]]],
              2,
            ],
            f,
          ),
        ),
    },
    // A pair guarded two tiles behind and three ahead (reads further than its slots).
    {
      weight: 1,
      arbitrary: fc
        .tuple(score, flags(2))
        .map(([s, f]) =>
          withFlags(
            [
              2,
              [['@NextNE -2 0', '!=', '@This 0'], '&&', eq1, '&&', ['@Next 3 0', '!=', '@This 0']],
              true,
              [plusOne],
              s,
            ],
            f,
          ),
        ),
    },
    // Equal pair guarded by a look-behind (1296), and optionally by the tile beyond the pair (180).
    {
      weight: 3,
      arbitrary: fc.tuple(fc.boolean(), score, flags(2)).map(([front, s, f]) => {
        const cond: Value[] = [['@NextNE -1 0', '!=', '@This 0'], '&&', eq1];
        if (front) cond.push('&&', ['@Next 2 0', '!=', '@This 0']);
        return withFlags([2, cond, true, [plusOne], s], f);
      }),
    },
    // Three results from two tiles: the third overflows behind.
    {
      weight: 1,
      arbitrary: fc
        .tuple(overflow, flags(3))
        .map(([o, f]) => withFlags([2, eq1, true, [o, plusOne, ['@This 0'], [0]], 1], f)),
    },
  );
}

/** Two-number tiles `[k, c]` (a value and a colour), 1296 / 180-like line rules with look-behind guards. */
const sameAt = (d: number): Value => [
  ['@Next ' + d + ' 0', '=', '@This 0'],
  '&&',
  ['@Next ' + d + ' 1', '=', '@This 1'],
];
const lineRule2: fc.Arbitrary<Value> = fc
  .tuple(fc.constantFrom(2, 3, 4), fc.boolean(), score)
  .map(([L, guarded, s]) => {
    const cond: Value[] = [];
    if (guarded)
      cond.push(
        [['@NextNE -1 0', '!=', '@This 0'], '||', ['@NextNE -1 1', '!=', '@This 1']],
        '&&',
        [['@Next ' + L + ' 0', '!=', '@This 0'], '||', ['@Next ' + L + ' 1', '!=', '@This 1']],
        '&&',
      );
    for (let d = 1; d < L; d++) cond.push(sameAt(d), '&&');
    cond.pop();
    return [L, cond, true, [[['@This 0', '+', L - 1], '@This 1']], s, Array.from({ length: L }, () => true)];
  });
const mixRule2: fc.Arbitrary<Value> = fc.tuple(fc.boolean(), flags(2)).map(([ord, f]) =>
  withFlags(
    [
      2,
      [eq1, '&&', ['@Next 1 1', '!=', '@This 1']],
      ord,
      [
        [
          ['@This 0', '+', 1],
          ['@This 1', '*', '@Next 1 1'],
        ],
      ],
      1,
    ],
    f,
  ),
);

/** The bomb's rule: first, so that a bomb never takes part in the others. */
const BOMB_RULE: Value = [2, [['@This 0', 'typeof'], '=', 'string'], true, [true, '@This 0'], 0];

/**
 * Modes of any shape; `fast`: inside the fast move's subset (pair rules, no slippery cells, no
 * bombs); `two`: two-number tiles with their own rules (the others read their first number).
 */
function modeSpecOf(kind: 'any' | 'fast' | 'two'): fc.Arbitrary<ModeSpec> {
  const fast = kind === 'fast';
  const two = kind === 'two';
  const tile = two
    ? fc.tuple(small, fc.integer({ min: 0, max: 1 })).map(([n, c]): Value => [n, c])
    : small.map((n): Value => [n]);
  const cell: fc.Arbitrary<Value> = fc.oneof(
    { weight: 12, arbitrary: fc.constant<Value>('@Empty') },
    { weight: 1, arbitrary: fc.constant<Value>('@Void') },
    { weight: fast ? 0 : 1, arbitrary: fc.constant<Value>('@Slippery') },
    { weight: 2, arbitrary: tile },
  );
  const rule = two
    ? fc.oneof(
        { weight: 3, arbitrary: lineRule2 },
        { weight: 2, arbitrary: mixRule2 },
        { weight: 1, arbitrary: ruleOf(false) },
      )
    : ruleOf(fast);
  return fc
    .record({
      width: fc.integer({ min: 2, max: 5 }),
      height: fc.integer({ min: 2, max: 5 }),
      cellPool: fc.array(cell, { minLength: 25, maxLength: 25 }),
      rules: fc.array(rule, { minLength: 1, maxLength: 4 }),
      bomb: fast ? fc.constant(null) : fc.option(fc.integer({ min: 1, max: 3 }), { nil: null, freq: 4 }),
      spawns: fc.array(fc.tuple(tile, fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 3 }),
      startTiles: fc.integer({ min: 1, max: 4 }),
      randomTiles: fc.integer({ min: 1, max: 2 }),
      cacheLevel: fc.constantFrom(0, 1, 2, 2, 2, 3),
      lookback: fc.integer({ min: 0, max: 2 }),
      maxLength: fc.integer({ min: 1, max: 4 }),
      multiMerge: fast ? fc.constant(false) : fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      slide: fast ? fc.constant(Infinity) : fc.constantFrom(Infinity, Infinity, Infinity, 1, 2),
      diagonals: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      loseAt: fc.option(fc.integer({ min: 3, max: 6 }), { nil: null, freq: 3 }),
      winAt: fc.constantFrom(11, 4),
      postgame: fc.boolean(),
    })
    .map((r) => ({
      width: r.width,
      height: r.height,
      cells: r.cellPool.slice(0, r.width * r.height),
      rules: r.bomb === null ? r.rules : [BOMB_RULE, ...r.rules],
      tileNumAmount: two ? 2 : 1,
      spawns: [...r.spawns.map(([t, w]): Value => [t, w]), ...(r.bomb === null ? [] : [[BOMB, r.bomb]])],
      startTiles: r.startTiles,
      randomTiles: r.randomTiles,
      cacheLevel: r.cacheLevel,
      lookback: r.lookback,
      maxLength: r.maxLength,
      multiMerge: r.multiMerge,
      slide: r.slide,
      diagonals: r.diagonals,
      loseAt: r.loseAt,
      winAt: r.winAt,
      postgame: r.postgame,
    }));
}

const modeSpec = fc.oneof(
  { weight: 3, arbitrary: modeSpecOf('any') },
  { weight: 2, arbitrary: modeSpecOf('fast') },
  { weight: 1, arbitrary: modeSpecOf('two') },
);

/** `bare`: the same rule, its ORDERED flag written as an expression (which evaluates to it). */
function bareRule(rule: Value): Value {
  if (!Array.isArray(rule)) return rule;
  const r = rule.slice();
  r[2] = [r[2]!];
  return r;
}

function modeOf(spec: ModeSpec, variant: Variant): ModeDefinition {
  const base = defaultMode();
  const orthogonal = base.directions as Value[][];
  const diagonal = [
    [-1, -1],
    [-1, 1],
    [1, -1],
    [1, 1],
  ].map(([v, h]): Value[] => {
    const entry = structuredClone(orthogonal[0]!);
    (entry[0] as Value[])[0] = v!;
    (entry[0] as Value[])[1] = h!;
    return entry;
  });
  const directions = [...orthogonal, ...(spec.diagonals ? diagonal : [])].map((e) => {
    const entry = structuredClone(e);
    (entry[0] as Value[])[2] = spec.slide;
    return entry;
  });
  const grid: Value[][] = [];
  for (let v = 0; v < spec.height; v++) grid.push(spec.cells.slice(v * spec.width, (v + 1) * spec.width));
  return defaultMode({
    width: spec.width,
    height: spec.height,
    startingGrid: grid,
    tileNumAmount: spec.tileNumAmount,
    mergeRules: variant === 'bare' ? spec.rules.map(bareRule) : spec.rules,
    startTileSpawns: spec.spawns,
    startTileAmount: spec.startTiles,
    randomTileAmount: spec.randomTiles,
    mergeResultKnownLevel: spec.cacheLevel,
    knownMergeLookbackDistance: spec.lookback,
    knownMergeMaxLength: spec.maxLength,
    multiMerge: spec.multiMerge,
    directions,
    winConditions: [[spec.winAt]],
    loseConditions: spec.loseAt === null ? [] : [[spec.loseAt]],
    loseRequirement: spec.loseAt === null ? false : 1,
    postgameAllowed: spec.postgame,
    // A MoveIteration script runs inside the slide loop: the slide loop's shortcuts are off.
    scripts: variant === 'plain' || variant === 'bare' ? [[[0], 'MoveIteration']] : [],
  });
}

// ---------------------------------------------------------------------------------------------
// Playing and comparing.

const VARIANTS = ['fast', 'general', 'plain', 'bare', 'bypass'] as const;
type Variant = (typeof VARIANTS)[number];

/** An action: a direction (taken modulo the mode's). */
const actions = fc.array(fc.integer({ min: 0, max: 7 }), {
  minLength: 5,
  maxLength: 30,
});

/** The game state as comparable text: functions and what the variants set up differently left out. */

/** Where two texts first differ, with some context. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 120);
  return `at character ${i}:\n    …${a.slice(from, i + 120)}\n    …${b.slice(from, i + 120)}`;
}

/** What the runs covered (checked at the end: the property must exercise the shortcuts). */
const seen = { runs: 0, moves: 0, fastMoves: 0, merges: 0, slipperyMade: 0, budgetStops: 0, bypassed: 0 };

/**
 * Steps per action. Shortcuts are there to save work, so where the budget of an action runs out
 * differs between the variants: a run ends at the first action that exhausts it in any of them.
 * (Modes whose moves never settle, multiMerge with a rule that keeps making merges, spend the whole
 * budget on every move: the default 10,000,000 took seconds an action.)
 */
const ACTION_BUDGET = 300_000;
const OUT_OF_BUDGET = /step budget|never settles/;

/** Plays the actions five ways; throws at the first difference. */
function playAll(spec: ModeSpec, list: number[]): void {
  const games = VARIANTS.map(
    (v) =>
      new Game(modeOf(spec, v), {
        evaluator: calcEvaluator,
        seed: 1,
        clock: () => 0,
        fastMoves: v === 'fast',
        actionStepBudget: ACTION_BUDGET,
        cacheBypass: v === 'fast' || v === 'bypass',
      }),
  );
  const slipperyCells = (): number => games[1]!.state.grid.flat().filter((c) => c === '@Slippery').length;
  /** Plays one action five ways and compares; false when the run ends here (budget). */
  const step = (what: string, act: (g: Game) => MoveResult | boolean): boolean => {
    const before = slipperyCells();
    const results = games.map(act);
    if (results.some((r) => typeof r !== 'boolean' && r.error !== undefined && OUT_OF_BUDGET.test(r.error))) {
      seen.budgetStops++;
      return false;
    }
    for (let k = 1; k < games.length; k++) {
      const r0 = resultText(results[k === 1 ? 0 : 1]!);
      const rk = resultText(results[k]!);
      const s0 = stateText(games[k === 1 ? 0 : 1]!, FUZZ_UNCOMPARED);
      const sk = stateText(games[k]!, FUZZ_UNCOMPARED);
      const pair = `${VARIANTS[k === 1 ? 0 : 1]} / ${VARIANTS[k]}`;
      if (r0 !== rk) throw new Error(`${what}: results differ (${pair}) ${firstDifference(r0, rk)}`);
      if (s0 !== sk) throw new Error(`${what}: states differ (${pair}) ${firstDifference(s0, sk)}`);
    }
    if (games[VARIANTS.indexOf('bypass')]!.core.cache.bypass) seen.bypassed++;
    const r = results[1]!;
    if (typeof r !== 'boolean') {
      seen.merges += r.events.filter((e) => e.type === 'merge').length;
      if (r.moved && slipperyCells() > before) seen.slipperyMade++;
    }
    return true;
  };
  seen.runs++;
  let going = step('start', (g) => g.start());
  for (let n = 0; n < list.length && going; n++) {
    const a = list[n]!;
    const s = games[0]!.state;
    if (s.screen === 'Win' && s.postgameAllowed) going = step(`action ${n}: continue`, (g) => g.continuePlaying());
    else if (s.screen !== 'Gameplay') going = step(`action ${n}: play again`, (g) => g.playAgain());
    else {
      const d = a % games[0]!.mode.directions.length;
      going = step(`action ${n}: move ${d}`, (g) => g.move(d));
      seen.moves++;
    }
  }
  seen.fastMoves += games[0]!.fastMovesPlayed;
}

describe('the move with its shortcuts = without them, on random small modes', () => {
  it(`plays every action the same five ways (${FUZZ.numRuns} runs, seed ${FUZZ.seed})`, {
    timeout: Math.max(60_000, FUZZ.numRuns * 1_000),
  }, () => {
    fc.assert(
      fc.property(modeSpec, actions, (spec, list) => {
        playAll(spec, list);
      }),
      { numRuns: FUZZ.numRuns, seed: FUZZ.seed, path: FUZZ.path },
    );
    // The games reach what is compared: fast moves, merges, slippery cells made by merges (with the
    // default settings: 408, 732 and 204 in 1920 moves).
    expect(seen.fastMoves).toBeGreaterThan(seen.moves / 10);
    expect(seen.merges).toBeGreaterThan(seen.moves / 4);
    expect(seen.slipperyMade).toBeGreaterThan(seen.runs / 30);
    // Actions played with the merge-result cache left out.
    expect(seen.bypassed).toBeGreaterThan(seen.moves / 10);
  });
});
