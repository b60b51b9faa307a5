// Page 3 modes whose tiles are a product of two numbers, shown as "a × b" under the value:
// 2496 (slot 11; any two whole numbers) and 3026 (slot 12; two Fibonacci numbers).
import {
  type Value,
  defaultMode,
  type ModeDefinition,
  type ModePlugin,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import { and, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import {
  builtinMode,
  gameplayRules,
  optBool,
  optNumber,
  plainRules,
  spawnText,
  type RulesText,
} from '../shared/mode-kit.ts';
import { looks2496, looks3026 } from './looks.ts';
import { fibonacci, tableLookup } from '../shared/sequences.ts';
import { GOALS_TEXT, goalMinimum, type GoalChain } from './goal-chains.ts';
import {
  offerFromModeVars,
  offerOptions,
  offeredSetting,
  withGoals,
  type GoalOffer,
  type GoalPlan,
} from './reachable-goals.ts';

/** `a × b` under the tile's value. */
function factorsLine(a: Expr, b: Expr): Value {
  return ['Innerscript', [a, 'str_concat', ' × ', 'str_concat', b], 'bottom-center', 6, 0];
}

// ---------------------------------------------------------------- 2496

const A0 = '@This 0';
const A1 = '@This 1';
const B0 = '@Next 1 0';
const B1 = '@Next 1 1';

/** The small factors added up, the shared large factor kept: the pair re-sorted (small first). */
const SMALL_SUM: Expr = [A0, '+B', B0];

/**
 * Random goals, in the original's game variables: 0 the goal `[a, b]`, 1 goals reached, 2 goal made
 * this turn, 3 first-goal tier. The original builds a goal on the one reached: when b is a power of
 * 2 the next is `[b, a + r]` with r drawn from b/2 … b, else `[b, 2a]`. A fresh roll starts from
 * 1 × 1 and takes such steps until the goal is at least 2^(tier − 1); a step never more than
 * doubles the goal, so it lands in the tier.
 */
const GOAL_2496 = '@GVar 0';
const GOAL_STEP_2496: Value[] = [
  '@edit_gvar',
  0,
  [
    ['@Literal'],
    'arr_push',
    [GOAL_2496, 'arr_elem', 1],
    '@if',
    [GOAL_2496, 'arr_elem', 1, '/B', [2, '^B', [GOAL_2496, 'arr_elem', 1, 'expomodB', 2]], '=', 1n],
    'arr_push',
    [GOAL_2496, 'arr_elem', 0, '+B', [[GOAL_2496, 'arr_elem', 1, '/B', 2], 'rand_bigint', [GOAL_2496, 'arr_elem', 1]]],
    '@end-if',
    '@else',
    'arr_push',
    [GOAL_2496, 'arr_elem', 0, '*B', 2],
    '@end-else',
  ],
];
const GOAL_ROLL_2496: Value[] = [
  '@edit_gvar',
  0,
  ['@Literal', 1n, 1n],
  '@repeat',
  [[GOAL_2496, 'arr_elem', 0, '*B', [GOAL_2496, 'arr_elem', 1]], '<', [2n, '^B', ['@GVar 3', '-B', 1n]]],
  ...GOAL_STEP_2496,
  '@end-repeat',
];

function withGoals2496(def: ModeDefinition, o: OptionValues): ModeDefinition {
  const setting = offeredSetting(OFFER_2496, o);
  if (setting === 'off') return def;
  const tier = goalMinimum(o, OFFER_2496.minimum.default, OFFER_2496.minimum.min, OFFER_2496.minimum.max);
  const made: Expr = [
    '@var_retain',
    '@Var -1',
    'arr_elem',
    0,
    'arr_slice',
    0,
    2,
    'arr_map',
    ['@Var -1', 'absB'],
    '=',
    GOAL_2496,
  ];
  return {
    ...def,
    startGameVars: [[1n, 1n], 0, false, BigInt(tier)],
    scripts: [
      ...def.scripts,
      [[0, ...GOAL_ROLL_2496], 'RestartMode'],
      [['@var_retain', 0, '@if', made, '@edit_gvar', 2, true, '@end-if'], 'Merge'],
      [
        [
          0,
          '@if',
          '@GVar 2',
          '@edit_gvar',
          1,
          ['@var_retain', '@GVar 1', '+', 1],
          '@edit_gvar',
          2,
          false,
          ...(setting === 'build' ? GOAL_STEP_2496 : GOAL_ROLL_2496),
          '@end-if',
        ],
        'EndTurn',
      ],
    ],
    statBoxes: [
      ...def.statBoxes,
      ['Current Goal', GOAL_2496, false, false, 'Tile', 'Self'],
      ['Goals Reached', '@GVar 1'],
    ],
    gameplayRulesText: Array.isArray(def.gameplayRulesText)
      ? [...def.gameplayRulesText, ['p', GOALS_TEXT]]
      : def.gameplayRulesText,
  };
}
const OFFER_2496: GoalOffer = {
  count: 3,
  // A roll takes about one step per tier, each over a list one longer: 64 tiers stay well within budget.
  minimum: {
    label: 'First goal tier (powers of 2)',
    default: 12,
    min: 1,
    max: 64,
    help: 'The first goal lies between 2^(n − 1) and 2^n.',
  },
  modeVars: [0, 1],
};

const TEXT_2496: RulesText = {
  title: '2496',
  paragraphs: [
    'Every tile is a product of two whole numbers, a × b with a no larger than b. Two tiles merge when their larger numbers are the same: the smaller numbers add up, so 2 × 6 and 3 × 6 make 5 × 6, and 3 × 4 and 1 × 4 make 4 × 4. The score is the value made.',
    `Spawns: ${spawnText([
      { label: '1 × 1', weight: 90 },
      { label: '1 × 2', weight: 10 },
    ])}.`,
    'Make 2496 as 39 × 64 to win.',
  ],
};

/** Merges of `min`…`max` tiles sharing the larger number, longest first; a shorter one waits while the tile behind shares it too. */
function lengthRules2496(min: number, max: number): Value[] {
  const rules: Value[] = [];
  for (let len = max; len >= min; len--) {
    const others = Array.from({ length: len - 1 }, (_, i) => `@Next ${i + 1}`);
    const same: Expr[] = others.map((t): Expr => [`${t} 1`, '=', A1]);
    const sum: Expr = others.reduce<Value[]>((acc, t) => [...acc, '+B', `${t} 0`], [A0]);
    rules.push(
      mergeRule({
        length: len,
        cond: len === max ? and(...same) : and(...same, ['@NextNE -1 1', '!=', A1]),
        ordered: true,
        outputs: [
          [
            [sum, 'min', A1],
            [sum, 'max', A1],
          ],
        ],
        score: [sum, '*', A1],
        flags: [false, ...others.map(() => true)],
      }),
    );
  }
  return rules;
}

/** The goal a × m^k (a ≤ m^k) nearest 2500 for merges of at least m tiles: 39 × 64 for 2, 31 × 81 for 3. */
function win2496(m: number): Value[] {
  let best: [bigint, bigint] = [39n, 64n];
  let gap = Infinity;
  for (let b = m; b <= 2500 * m; b *= m)
    for (const a of [Math.floor(2500 / b), Math.ceil(2500 / b)])
      if (a >= 1 && a <= b && Math.abs(a * b - 2500) < gap)
        [best, gap] = [[BigInt(a), BigInt(b)], Math.abs(a * b - 2500)];
  return best;
}

/** 89 — 2496. */
export const mode2496: ModePlugin = builtinMode({
  id: 'pc.2496',
  size: 4,
  name: '2496',
  description: 'Products of two numbers sharing the larger one',
  page: 3,
  category: 'Products',
  rules: plainRules(TEXT_2496),
  options: [
    ...offerOptions(OFFER_2496),
    {
      id: 'minLength',
      label: 'Shortest merge',
      type: 'number',
      default: 2,
      min: 2,
      max: 6,
      step: 1,
      help: 'How many tiles a merge takes at least (longer merges come first).',
    },
    {
      id: 'maxLength',
      label: 'Longest merge',
      type: 'number',
      default: 2,
      min: 2,
      max: 6,
      step: 1,
      help: 'How many tiles a merge takes at most.',
    },
  ],
  recreates: [{ modeId: '89' }],
  // mode_vars: [random goals, first-goal tier, shortest merge, longest merge].
  optionsFromModeVars: (mv) => ({
    ...offerFromModeVars(OFFER_2496, mv),
    ...(typeof mv[2] === 'number' ? { minLength: mv[2] } : {}),
    ...(typeof mv[3] === 'number' ? { maxLength: mv[3] } : {}),
  }),
  build: (o) => {
    const lengthOf = (id: string): number => Math.min(6, Math.max(2, Math.round(optNumber(o, id, 2)) || 2));
    const min = lengthOf('minLength');
    const max = Math.max(min, lengthOf('maxLength'));
    if (min !== 2 || max !== 2) {
      const def = defaultMode({
        width: 4,
        height: 4,
        tileNumAmount: 2,
        tileTypes: looks2496([A0, '*B', A1], factorsLine([A0, 'defaultAbbrevB'], [A1, 'defaultAbbrevB'])),
        mergeRules: lengthRules2496(min, max),
        startTileSpawns: [[[1n, 1n], 100]],
        winConditions: [win2496(min)],
        winRequirement: 1,
        startGameVars: [[2n, 3n], 0, false, 12n],
        gameplayRulesText: gameplayRules(TEXT_2496),
        tileValueFunction: [A0, '*', A1],
        knownMergeMaxLength: max,
        knownMergeLookbackDistance: min < max ? 1 : 0,
      });
      return withGoals2496(def, o);
    }
    const def = defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 2,
      tileTypes: looks2496([A0, '*B', A1], factorsLine([A0, 'defaultAbbrevB'], [A1, 'defaultAbbrevB'])),
      mergeRules: [
        mergeRule({
          length: 2,
          cond: [A1, '=', B1],
          ordered: true,
          outputs: [
            [
              [SMALL_SUM, 'min', A1],
              [SMALL_SUM, 'max', A1],
            ],
          ],
          score: [[A0, '+', B0], '*', A1],
          flags: [false, true],
        }),
      ],
      startTileSpawns: [
        [[1n, 1n], 90],
        [[1n, 2n], 10],
      ],
      winConditions: [[39n, 64n]],
      winRequirement: 1,
      // Random goals (off by default): current goal (a tile), goals reached, goal made this turn,
      // first-goal tier.
      startGameVars: [[2n, 3n], 0, false, 12n],
      gameplayRulesText: gameplayRules(TEXT_2496),
      tileValueFunction: [A0, '*', A1],
    });
    return withGoals2496(def, o);
  },
});

// ---------------------------------------------------------------- 3026

const FIB = fibonacci();
/** F(i): 1, 2, 3, 5, 8, … for i = 0, 1, 2, … */
const F = (i: Expr): Expr => tableLookup(FIB, i);
const succ = (x: Expr): Expr => [x, '+', 1];

/** A merge of two Fibonacci-pair tiles into `[i, j]`, scoring F(i)·F(j). */
function fibMerge(cond: Expr, ordered: boolean, i: Expr, j: Expr): Value[] {
  return mergeRule({ length: 2, cond, ordered, outputs: [[i, j]], score: [F(i), '*', F(j)], flags: [false, true] });
}

/**
 * In order (the first that applies wins, which decides which side a result's factors are on):
 * x·1 + x·1 → x·2; 1·y + 1·y → 2·y; then, in either order, a·a + F(a−1)·a → a·F(a+1),
 * a·b + a·F(b−1) → a·F(b+1) and a·b + F(a−1)·b → F(a+1)·b (indices stand for their numbers).
 */
const FIB_MERGES: Value[] = [
  fibMerge(and([A0, '=', B0], [A1, '=', 0], [B1, '=', 0]), true, A0, 1),
  fibMerge(and([A1, '=', B1], [A0, '=', 0], [B0, '=', 0]), true, 1, A1),
  fibMerge(and([A0, '=', A1], [A1, '=', B1], [succ(B0), '=', A0]), false, A0, succ(A1)),
  fibMerge(and([A0, '=', B0], [succ(B1), '=', A1]), false, A0, succ(A1)),
  fibMerge(and([A1, '=', B1], [succ(B0), '=', A0]), false, succ(A0), A1),
];

/**
 * "All merges" (the original's any-sum setting), its only rule: two tiles merge, in either order,
 * when their total S is a product of two Fibonacci numbers. Game variable 0 is the list of
 * Fibonacci numbers (1, 2, 3, 5, …), grown while its last entry is not above S; the search tries
 * the largest index i with F(i) ≤ S first, and j from i down, then i − 1, …; the indices found
 * are kept in game variables 1 (j) and 2 (i) and make the tile [j, i].
 */
const FIBS = '@GVar 0';
const fibAt = (i: Expr): Expr => [FIBS, 'arr_elem', i];
const SEARCH_TOTAL: Expr = [[fibAt(A0), '*B', fibAt(A1)], '+B', [fibAt(B0), '*B', fibAt(B1)]];
const ALL_MERGES: Value[] = [
  mergeRule({
    length: 2,
    cond: [
      // Var 0: the total; Var 1: found.
      SEARCH_TOTAL,
      false,
      '@end_vars',
      0,
      '@repeat',
      ['@var_retain', fibAt(-1), '<=', '@Var 0'],
      '@edit_gvar',
      0,
      [FIBS, 'arr_push', [fibAt(-1), '+B', fibAt(-2)]],
      '@end-repeat',
      // The first index whose Fibonacci number is above the total, less 1: Var 2 = i, Var 3 = j.
      '@repeat',
      ['@var_retain', FIBS, 'arr_elem', '@Parent -2', '<=', '@Var 0'],
      '+',
      1,
      '@end-repeat',
      '-',
      1,
      'max',
      0,
      '@add_var',
      '@Parent -1',
      '@add_var',
      '@Parent -1',
      '@repeat',
      ['@var_retain', ['@var_retain', '@Var 2', '>=', 0], '&&', ['@var_retain', '@Var 1', '!']],
      '@if',
      [
        '@var_retain',
        ['@var_retain', FIBS, 'arr_elem', '@Var 2'],
        '*B',
        ['@var_retain', FIBS, 'arr_elem', '@Var 3'],
        '=',
        '@Var 0',
      ],
      '@edit_var',
      1,
      true,
      '@end-if',
      '@else',
      '@edit_var',
      3,
      ['@var_retain', '@Var 3', '-', 1],
      '@if',
      ['@var_retain', '@Var 3', '<', 0],
      '@edit_var',
      2,
      ['@var_retain', '@Var 2', '-', 1],
      '@edit_var',
      3,
      '@Var 2',
      '@end-if',
      '@end-else',
      '@end-repeat',
      '@edit_gvar',
      1,
      '@Var 3',
      '@edit_gvar',
      2,
      '@Var 2',
      '2nd',
      '@Var 1',
    ],
    ordered: false,
    outputs: [['@GVar 1', '@GVar 2']],
    score: [fibAt('@GVar 1'), '*B', fibAt('@GVar 2')],
    flags: [false, true],
  }),
];

/**
 * Goals: index pairs [i, j] (F(i) × F(j)). Every pair can be made, and [i, j] makes [i, j + 1]
 * (with [i, j − 1], or itself when j = 0) and [i + 1, j] (with [i − 1, j], or itself when i = 0):
 * a step raises one index. The original steps with a per-game ratio (game variable 7, rolled at
 * start): the second index with that chance (always when both are equal), else the first, so a goal
 * always has i ≤ j; a roll takes such steps from 1 × 1 until i + j reaches the chosen number of
 * merges. Game variables with goals on: 4 the goal, 5 goals reached, 6 goal made this turn, 7 the
 * ratio, 8 the minimum (the others keep their start values).
 */
const G3026 = '@GVar 4';
const STEP_3026: Value[] = [
  '@edit_gvar',
  4,
  [
    [G3026, 'arr_edit_elem', 0, [[G3026, 'arr_elem', 0], '+', 1]],
    '@if',
    [[[G3026, 'arr_elem', 0], '=', [G3026, 'arr_elem', 1]], '||', [0, 'rand_float', 1, '<', '@GVar 7']],
    '2nd',
    [G3026, 'arr_edit_elem', 1, [[G3026, 'arr_elem', 1], '+', 1]],
    '@end-if',
  ],
];
const CHAIN_3026: GoalChain = {
  goal: 4,
  reached: 5,
  made: 6,
  start: ['@Literal', 0, 0],
  belowMinimum: [[[G3026, 'arr_elem', 0], '+', [G3026, 'arr_elem', 1]], '<', '@GVar 8'],
  tile: G3026,
  atStart: ['@edit_gvar', 7, [0, 'rand_float', 1]],
  rollStep: STEP_3026,
  buildStep: STEP_3026,
  // The first merge result in this very order: 5 × 3 is not the goal 3 × 5 (a tile may hold its
  // factors either way round).
  madeIn: ['@var_retain', '@Var -1', 'arr_elem', 0, 'arr_slice', 0, 2, '=', G3026],
};
const PLAN_3026: GoalPlan = {
  chain: CHAIN_3026,
  vars: { goal: 4, reached: 5, made: 6, minimum: 8 },
  start: [0, 0],
  minimumValue: (n) => n,
};
const OFFER_3026: GoalOffer = {
  count: 3,
  minimum: { label: 'First goal: merges above 1', default: 4, min: 1, max: 60 },
  modeVars: [1, 2],
};

function text3026(anySum: boolean): RulesText {
  return {
    title: '3026',
    paragraphs: [
      'Every tile is a product of two Fibonacci numbers (1, 2, 3, 5, 8, 13, …). Two tiles merge when they share one Fibonacci number and their other numbers are both 1 (5 × 1 + 5 × 1 = 5 × 2), or are consecutive Fibonacci numbers, which then make the next one: 5 × 8 + 5 × 13 = 5 × 21.',
      ...(anySum
        ? [
            'Any sum: any two tiles also merge when they add up to a product of two Fibonacci numbers (1 × 1 + 1 × 3 = 4 = 2 × 2, 2 × 3 + 1 × 2 = 8 = 1 × 8).',
          ]
        : []),
      `Spawns: ${spawnText([
        { label: '1 × 1', weight: 90 },
        { label: '1 × 2', weight: 10 },
      ])}.`,
      'Make 3026 as 34 × 89 to win.',
    ],
  };
}

/** 72 — 3026. */
export const mode3026: ModePlugin = builtinMode({
  id: 'pc.3026',
  size: 4,
  name: '3026',
  description: 'Products of two Fibonacci numbers',
  page: 3,
  category: 'Products',
  rules: plainRules(text3026(false)),
  options: [
    {
      id: 'anySum',
      label: 'Any sum',
      type: 'boolean',
      default: false,
      help: 'Any two tiles adding up to a product of two Fibonacci numbers merge into it (this replaces the other merges).',
    },
    ...offerOptions(OFFER_3026),
  ],
  recreates: [{ modeId: '72' }],
  // mode_vars: ["any sum" merges, random goals, merges above 1].
  optionsFromModeVars: (mv) => ({ anySum: mv[0] === true, ...offerFromModeVars(OFFER_3026, mv) }),
  build: (o) => {
    const anySum = optBool(o, 'anySum', false);
    const def = defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 2,
      tileTypes: looks3026([F(A0), '*', F(A1)], factorsLine([F(A0), 'defaultAbbrev'], [F(A1), 'defaultAbbrev'])),
      mergeRules: anySum ? ALL_MERGES : FIB_MERGES,
      startTileSpawns: [
        [[0, 0], 90],
        [[0, 1], 10],
      ],
      // 34 × 89.
      winConditions: [[7, 9]],
      winRequirement: 1,
      // Random goals (off by default) and the "any Fibonacci-product sum" variant's cached list.
      startGameVars: [[1n, 2n], 0, 0, 1, [1, 1], 0, false, 0.5, 4],
      gameplayRulesText: gameplayRules(text3026(anySum)),
      tileValueFunction: [F(A0), '*', F(A1)],
    });
    return withGoals(def, PLAN_3026, OFFER_3026, o);
  },
});
