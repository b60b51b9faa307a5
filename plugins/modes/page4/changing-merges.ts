// Page 4, slots 18, 19 and 22 — modes whose merge rule changes from turn to turn.
//   * 2592 ("3-Smooth Numbers"): on even moves two equal tiles double, on odd moves three equal
//     tiles triple.
//   * 2295: a game variable r (1, 2, 4, …) says which ratio merges this turn: x + r·x.
//   * Turatin: a "merge number" m that grows every few turns; two tiles merge when the larger is
//     the smaller times a divisor of m.
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, eq, sameComponent, tilesFrom, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { schemeTileTypes } from '../shared/whole-number-tiles.ts';
import {
  builtinMode,
  gameplayRules,
  optBool,
  optNumber,
  plainRules,
  spawnText,
  type RulesText,
} from '../shared/mode-kit.ts';
import { hsva, row } from './looks.ts';
import { goalOptions, goalSetting, goalSettingFromModeVar } from '../page3/goal-chains.ts';

// ---------------------------------------------------------------------------------------------
// 39 — 2592. A tile `[a, b]` is 2^a × 3^b.

function smoothValue(a: Expr, b: Expr): Expr {
  return [[2, '^', a], '*', [3, '^', b]];
}

const spawns2592 = [
  { tile: [0, 0], label: '1', weight: 90 },
  { tile: [1, 0], label: '2', weight: 5 },
  { tile: [0, 1], label: '3', weight: 5 },
];

/**
 * The original keeps its random-goal settings in the game variables: the current goal `[a, b]`,
 * goals reached, whether goals are on, the goal mode and the first goal's minimum exponent. With
 * random goals off they never change; we keep the same layout.
 */
const GOAL_VARS_2592: Value[] = [[0, 0], 0, false, 0, 4];

function text2592(mergeMoves: boolean): RulesText {
  return {
    heading: '3-Smooth Numbers',
    title: '2592',
    paragraphs: [
      mergeMoves
        ? 'Tiles are 2^a × 3^b. The merge rule switches after each move in which something merges (the "Moves Where A Merge Occured" box, counted from 0):'
        : 'Tiles are 2^a × 3^b. The merge rule alternates with the move number (the "Moves" box, counted from 0):',
      'on even counts two equal tiles merge into their double; on odd counts three equal tiles merge into their triple.',
      `Spawns: ${spawnText(spawns2592)}.`,
      'Make a 2592 tile to win.',
    ],
  };
}

/**
 * The original's look for 2592 (2^a·3^b): the hue follows b (149° per factor of 3) nudged by a,
 * saturation fades every five factors of 3 and brightness every four factors of 2; white text.
 */
function tileTypes2592(text: Expr): Value[] {
  const [a, b] = ['@This 0', '@This 1'];
  const hue: Expr = [[a, '%', 8, '-', 3.5, 'abs', '*', -15], '+', [b, '*', 149], '+', 300];
  const background = hsva(
    hue,
    [0.75, '^', [b, 'floor', 5, '/', 5], '*', 100],
    [0.8, '^', [a, 'floor', 4, '/', 4], '*', 100],
  );
  return [row(true, text, background, '#ffffff')];
}

/** 39 — 2592. */
export const mode2592: ModePlugin = builtinMode({
  id: 'pc.2592',
  size: 6,
  name: '2592',
  description: '3-Smooth Numbers: doubling and tripling turns alternate',
  page: 4,
  category: '3-Smooth Numbers',
  rules: plainRules(text2592(false)),
  options: [
    {
      id: 'mergeMovesOnly',
      label: 'Switch only after moves with a merge',
      type: 'boolean',
      default: false,
      help: 'The rules alternate with the number of moves in which something merged, not with every move.',
    },
    ...goalOptions({ label: 'First goal minimum', default: 4, min: 1, max: 1e12 }, 2),
  ],
  recreates: [{ modeId: '39' }],
  // mv[0] the switch (1: count moves with merges); mv[1] random goals, mv[2] the first-goal minimum.
  optionsFromModeVars: (mv) => ({
    mergeMovesOnly: mv[0] === 1,
    randomGoals: goalSettingFromModeVar(mv[1], 2),
    firstGoalMinimum: typeof mv[2] === 'number' ? mv[2] : 4,
  }),
  build: (o) => {
    const mergeMoves = optBool(o, 'mergeMovesOnly', false);
    const goals = goalSetting(o) === 'off' ? null : goals2592();
    const minimum = Math.round(Math.min(Math.max(optNumber(o, 'firstGoalMinimum', 4), 1), 1e12));
    const counter = mergeMoves ? '@MergeMoves' : '@Moves';
    const three = tilesFrom(0, 3);
    const two = three.slice(0, 2);
    const [a, b] = [three[0]!.c(0), three[0]!.c(1)];
    const oddMove: Expr = [counter, '%', 2, '=', 1];
    const evenMove: Expr = [counter, '%', 2, '=', 0];
    return defaultMode({
      width: 6,
      height: 6,
      tileNumAmount: 2,
      tileTypes: tileTypes2592(smoothValue('@This 0', '@This 1')),
      mergeRules: [
        mergeRule({
          length: 3,
          cond: and(...sameComponent(three, 0), ...sameComponent(three, 1), oddMove),
          ordered: true,
          outputs: [[a, [b, '+', 1]]],
          score: [smoothValue(a, b), '*', 3],
          flags: [false, true, true],
        }),
        mergeRule({
          length: 2,
          cond: and(...sameComponent(two, 0), ...sameComponent(two, 1), evenMove),
          ordered: true,
          outputs: [[[a, '+', 1], b]],
          score: [smoothValue(a, b), '*', 2],
          flags: [false, true],
        }),
      ],
      startTileSpawns: spawns2592.map((s) => [s.tile, s.weight]),
      startGameVars: goals ? GOAL_VARS_2592.map((v, i) => (i === 4 ? minimum : v)) : GOAL_VARS_2592,
      scripts: goals?.scripts ?? [],
      statBoxes: [
        mergeMoves ? ['Moves Where A Merge Occured', '@MergeMoves'] : ['Moves', '@Moves'],
        ['Score', '@Score'],
        ...(goals?.statBoxes ?? []),
      ],
      winConditions: [[5, 4]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text2592(mergeMoves)),
      tileValueFunction: smoothValue('@This 0', '@This 1'),
      mergeResultKnownLevel: 0,
      knownMergeMaxLength: 3,
      knownMergeLookbackDistance: 0,
    });
  },
});

// ---------------------------------------------------------------------------------------------
// 60 — 2295. A tile `[v]` is the number v. Game variable 0 is the ratio r of this turn.

const RATIO = '@GVar 0';

/**
 * Game variable 0 is r; the rest is the original's random-goal bookkeeping (current goal, goals
 * reached, goals on, first goal minimum, …), constant while random goals are off.
 */
const START_VARS_2295: Value[] = [1, 1, 0, false, 1025, 0.5];

function rulesText2295(timeless: boolean): RulesText {
  return {
    heading: 'Ratio of the Turn',
    title: timeless ? 'Timeless 2295' : '2295',
    paragraphs: [
      timeless
        ? 'Two tiles merge into their sum whenever one is a power of 2 times the other (1 + 1, 1 + 2, 3 + 12, …).'
        : 'A tile merges with the tile r times as big, making their sum. r depends on the turn number: on odd turns r = 1 (equal tiles), on turns 2, 6, 10, … r = 2, on turns 4, 12, 20, … r = 4, and so on — r is the largest power of 2 dividing the turn number.',
      ...(timeless ? [] : ['The "1s Merge With:" box shows the r of the current turn.']),
      'Spawns: 1 (100%).',
      'Make a 2295 tile to win.',
    ],
  };
}

/**
 * 2295's random goals (game variables: 1 the goal, 2 goals reached, 3 goal made this turn, 4 the
 * first-goal minimum, 5 a per-game ratio r rolled at start). A reached goal g becomes g / 2^k ×
 * (2^k + 1) with k = ⌊log_r(a random number in [0, 1))⌋, or k = 0 when 2^k does not divide g. The
 * first goal is the first power of 2 at or above the minimum (the original rolls it at load).
 */
function goals2295(): { scripts: Value[]; statBoxes: Value[] } {
  const k = '@Var 0';
  return {
    scripts: [
      [
        [0, '@edit_gvar', 5, [0, 'rand_float', 1], '@edit_gvar', 1, [2, '^', ['@GVar 4', 'log', 2, 'ceil', 1]]],
        'RestartMode',
      ],
      [
        [
          '@var_retain',
          0,
          '@if',
          ['@var_retain', '@Var -1', 'arr_elem', 0, 'arr_elem', 0, 'abs', '=', '@GVar 1'],
          '@edit_gvar',
          3,
          true,
          '@end-if',
        ],
        'Merge',
      ],
      [
        [
          0,
          '@end_vars',
          0,
          '@if',
          '@GVar 3',
          '@edit_gvar',
          2,
          ['@var_retain', '@GVar 2', '+', 1],
          '@edit_gvar',
          3,
          false,
          '@edit_var',
          0,
          [0, 'rand_float', 1, 'log', '@GVar 5', 'floor', 1],
          '@if',
          ['@var_retain', k, '>', ['@var_retain', '@GVar 1', 'expomod', 2]],
          '@edit_var',
          0,
          0,
          '@end-if',
          '@edit_gvar',
          1,
          ['@var_retain', '@GVar 1', '/', ['@var_retain', 2, '^', k], '*', ['@var_retain', 2, '^', k, '+', 1]],
          '@end-if',
        ],
        'EndTurn',
      ],
    ],
    statBoxes: [
      ['Current Goal', ['@GVar 1', 'Array'], false, false, 'Tile', 'Self'],
      ['Goals Reached', '@GVar 2'],
    ],
  };
}

/**
 * 2592's random goals (game variables: 0 the goal [a, b] = 2^a·3^b, 1 goals reached, 2 goal made
 * this turn, 3 a per-game ratio p rolled at start, 4 the first-goal minimum). A reached goal raises
 * a with chance p, else b. The first goal climbs the same way from 1 to the minimum (the original
 * rolls it at load).
 */
function goals2592(): { scripts: Value[]; statBoxes: Value[] } {
  const G = '@GVar 0';
  const step: Value[] = [
    'rand_float',
    1,
    '@if',
    ['@Parent -2', '<', '@GVar 3'],
    '@edit_gvar',
    0,
    ['@Literal', ['@CalcArray', G, 'arr_elem', 0, '+', 1], ['@CalcArray', G, 'arr_elem', 1]],
    '@end-if',
    '@else',
    '@edit_gvar',
    0,
    ['@Literal', ['@CalcArray', G, 'arr_elem', 0], ['@CalcArray', G, 'arr_elem', 1, '+', 1]],
    '@end-else',
  ];
  const below: Expr = [[2, '^', [G, 'arr_elem', 0]], '*', [3, '^', [G, 'arr_elem', 1]], '<', '@GVar 4'];
  return {
    scripts: [
      [
        [
          0,
          '@edit_gvar',
          3,
          [0, 'rand_float', 1],
          '@edit_gvar',
          0,
          ['@Literal', 0, 0],
          '@repeat',
          below,
          ...step,
          '@end-repeat',
        ],
        'RestartMode',
      ],
      [
        [
          '@var_retain',
          0,
          '@if',
          ['@var_retain', '@Var -1', 'arr_slice', 0, 2, '=', G],
          '@edit_gvar',
          2,
          true,
          '@end-if',
        ],
        'Merge',
      ],
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
          ...step,
          '@end-if',
        ],
        'EndTurn',
      ],
    ],
    statBoxes: [
      ['Current Goal', [G], false, false, 'Tile', 'Self'],
      ['Goals Reached', '@GVar 1'],
    ],
  };
}

/** 60 — 2295. */
export const mode2295: ModePlugin = builtinMode({
  id: 'pc.2295',
  size: 4,
  name: '2295',
  description: 'The merge ratio follows the powers of 2 in the turn number',
  page: 4,
  category: 'Ratio of the Turn',
  rules: plainRules(rulesText2295(false)),
  options: [
    {
      id: 'timeless',
      label: 'Timeless',
      type: 'boolean',
      default: false,
      help: 'Any two tiles whose ratio is a power of 2 merge, whatever the turn.',
    },
    ...goalOptions({ label: 'First goal minimum', default: 1025, min: 2, max: 1e12 }, 2),
  ],
  recreates: [{ modeId: '60', options: { timeless: false } }],
  // The original's variable 0 is "timed" (true by default); 1 random goals, 2 the first-goal minimum.
  optionsFromModeVars: (mv) => ({
    timeless: mv[0] === false,
    randomGoals: goalSettingFromModeVar(mv[1], 2),
    firstGoalMinimum: typeof mv[2] === 'number' ? mv[2] : 1025,
  }),
  build: (o) => {
    const timeless = optBool(o, 'timeless', false);
    const goals = goalSetting(o) === 'off' ? null : goals2295();
    const minimum = Math.round(Math.min(Math.max(optNumber(o, 'firstGoalMinimum', 1025), 2), 1e12));
    const text = rulesText2295(timeless);
    const [x, y] = tilesFrom(0, 2).map((t) => t.c(0)) as [Expr, Expr];
    const sum: Expr = [x, '+', y];
    const ratio: Expr = [y, '/', x];
    // y is x times a power of 2 (a whole number with a single bit set).
    const powerOf2Ratio: Expr = and([y, '%', x, '=', 0], [[ratio, 'bit&', [ratio, '-', 1]], '=', 0]);
    const turnNumber: Expr = ['@Moves', '+', 1];
    // log2 of a tile, for its colour: 1, 2, 4, … are one hue apart.
    return defaultMode({
      width: 4,
      height: 4,
      tileTypes: schemeTileTypes('2295'),
      mergeRules: [
        mergeRule({
          length: 2,
          cond: timeless ? powerOf2Ratio : eq([x, '*', RATIO], y),
          ordered: false,
          outputs: [[sum]],
          score: sum,
          flags: [false, true],
        }),
      ],
      startTileSpawns: [[[1], 100]],
      startGameVars: goals ? START_VARS_2295.map((v, i) => (i === 4 ? minimum : v)) : START_VARS_2295,
      // After each turn: r = 2^(how many times 2 divides the next turn's number).
      scripts: [
        ...(timeless ? [] : [[[0, '@edit_gvar', 0, [2, '^', [turnNumber, 'expomod', 2]]], 'EndTurn']]),
        ...(goals?.scripts ?? []),
      ],
      statBoxes: [
        ...(timeless
          ? [['Score', '@Score']]
          : [
              ['Turn Number', turnNumber],
              ['1s Merge With:', RATIO],
              ['Score', '@Score'],
            ]),
        ...(goals?.statBoxes ?? []),
      ],
      winConditions: [[2295]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: '@This 0',
      mergeResultKnownLevel: 0,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});

// ---------------------------------------------------------------------------------------------
// 74 — Turatin. A tile `[v]` holds the BigInt v. Game variables: 0 = the merge number m,
// 1 = turns until m changes, 2 = turns between changes.

const MERGE_NUMBER = '@GVar 0';
const PERIOD = '@GVar 2';

/** 0 counts as 1 in divisibility tests (as in the original, so a 0 never divides by zero). */
function nonZero(v: Expr): Expr {
  return [v, '@if', [v, 'BigInt', '=', 0n], '2nd', 1n, '@end-if'];
}

interface TuratinChoices {
  readonly period: number;
  /** Any ratio whose numerator (in lowest terms) divides the merge number, whole or not. */
  readonly fluid: boolean;
  /** Only turns with a merge count towards the next merge number. */
  readonly mergeTurns: boolean;
}

function rulesTextTuratin(c: TuratinChoices): RulesText {
  const turns = c.period === 1 ? 'turn' : `${c.period} turns`;
  return {
    heading: 'Changing Divisors',
    title: c.fluid ? 'Turatin (Extra Fluid)' : 'Turatin',
    paragraphs: [
      `A "merge number" starts at 1 and goes up by 1 every ${turns}${c.mergeTurns ? ' with a merge' : ''}. ${
        c.fluid
          ? 'Two tiles merge into their sum when the merge number is a multiple of the larger tile divided by the smaller one, even when that ratio is not whole: with merge number 6, 2 and 3 merge (ratio 3/2).'
          : 'Two tiles merge into their sum when the larger one is the smaller one times a divisor of the merge number: with merge number 6, x merges with x, 2x, 3x and 6x.'
      }`,
      'A merge scores the larger tile divided by the smaller one.',
      'Spawns: 1 (100%). There is no winning tile: see how long you last.',
    ],
  };
}

const DEFAULT_PERIOD = 4;

function turatinChoices(o: OptionValues): TuratinChoices {
  const n = optNumber(o, 'period', DEFAULT_PERIOD);
  return {
    period: Number.isInteger(n) && n >= 1 && n <= 1e6 ? n : DEFAULT_PERIOD,
    fluid: optBool(o, 'nonIntegerRatio', false),
    mergeTurns: optBool(o, 'mergeTurnsOnly', false),
  };
}

/** 74 — Turatin. */
export const modeTuratin: ModePlugin = builtinMode({
  id: 'pc.turatin',
  size: 4,
  name: 'Turatin',
  description: 'Merge ratios are the divisors of a growing merge number',
  page: 4,
  category: 'Changing Divisors',
  rules: plainRules(rulesTextTuratin(turatinChoices({}))),
  options: [
    {
      id: 'period',
      label: 'Turns between merge number changes',
      type: 'number',
      default: DEFAULT_PERIOD,
      min: 1,
      step: 1,
    },
    {
      id: 'nonIntegerRatio',
      label: 'Extra fluid (ratios need not be whole)',
      type: 'boolean',
      default: false,
      help: 'Two tiles merge when the merge number is a multiple of their ratio, whole or not.',
    },
    {
      id: 'mergeTurnsOnly',
      label: 'Count only turns with a merge',
      type: 'boolean',
      default: false,
      help: 'The merge number goes up after that many turns in which something merged.',
    },
  ],
  recreates: [{ modeId: '74', options: { period: DEFAULT_PERIOD } }],
  // mv[0] the period, mv[1] extra fluid, mv[2] count only turns with merges.
  optionsFromModeVars: (mv) => ({
    period: typeof mv[0] === 'number' ? mv[0] : DEFAULT_PERIOD,
    nonIntegerRatio: mv[1] === true,
    mergeTurnsOnly: mv[2] === 1,
  }),
  build: (o) => {
    const c = turatinChoices(o);
    const period = c.period;
    const [big, small] = tilesFrom(0, 2).map((t) => t.c(0)) as [Expr, Expr];
    const ratio: Expr = [big, '/B', nonZero(small)];
    const moves: Expr = c.mergeTurns ? '@MergeMoves' : ['@Moves', 'BigInt'];
    const periodB: Expr = [PERIOD, 'BigInt'];
    return defaultMode({
      width: 4,
      height: 4,
      tileTypes: schemeTileTypes('Turatin'),
      mergeRules: [
        mergeRule({
          length: 2,
          cond: c.fluid
            ? and([big, '>=', small], [MERGE_NUMBER, '%B', [big, '/B', [big, 'gcdB', small]], '=', 0n])
            : and(
                [big, '>=', small],
                [big, '%B', nonZero(small), '=', 0n],
                [MERGE_NUMBER, '%B', nonZero(ratio), '=', 0n],
              ),
          ordered: false,
          outputs: [[[big, '+B', small]]],
          score: [big, '/', small],
          flags: [false, true],
        }),
      ],
      startTileSpawns: [[[1n], 1]],
      startGameVars: [1n, period, period],
      // After each turn: m = 1 + ⌊turns / period⌋, and the countdown to its next change.
      scripts: [
        [
          [
            0,
            '@edit_gvar',
            1,
            [periodB, '-B', [moves, '%B', periodB]],
            '@edit_gvar',
            0,
            [moves, '/B', periodB, '+B', 1n],
          ],
          'EndTurn',
        ],
      ],
      statBoxes: [
        [c.mergeTurns ? 'Turns with Merges Until Merge Change' : 'Turns Until Merge Change', '@GVar 1'],
        ['Merge Number', MERGE_NUMBER, false, false, 'Tile', 'Turatin'],
        ['Score', '@Score'],
      ],
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(rulesTextTuratin(c)),
      tileValueFunction: '@This 0',
      mergeResultKnownLevel: 0,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
