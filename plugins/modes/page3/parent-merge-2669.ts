// Page 3, slot 21 — 2669. A tile `[v, p, q, streak]` remembers the two numbers it was made from:
// v = p + q, where q is the number it merged with last (a spawned 1 is `[1, 1, 0, 1]`). A larger
// tile merges with a smaller tile equal to one of its two parents, giving their sum:
// * with q again (same number as last time) — unless it has already done that in each of its last
//   N merges (N = 2 by default): the new tile is `[v + q, v, q, streak + 1]`;
// * with p: the new tile is `[v + p, v, p, 1]`.
// The tile shows its parents underneath its number. Make 2669 to win.
import {
  type Value,
  defaultMode,
  type ModeDefinition,
  type ModePlugin,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import { and, eq, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optNumber, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { exactSum, scoreSum } from '../shared/whole-number-tiles.ts';
import { GOALS_TEXT, goalMinimum } from './goal-chains.ts';
import { looks2669 } from './looks.ts';
import { offerFromModeVars, offerOptions, offeredSetting, type GoalOffer } from './reachable-goals.ts';

const VALUE = 0;
const OLDER_PARENT = 1;
const LAST_PARTNER = 2;
const STREAK = 3;

const pair = tilesFrom(0, 2);
const [grown, parent] = pair as [TileRef, TileRef];

/** The same partner as last time, while the streak is below the limit (∞: always). */
function sameAgain(limit: number): Value[] {
  const cond: Expr[] = [eq(parent.c(VALUE), grown.c(LAST_PARTNER))];
  if (Number.isFinite(limit)) cond.push([grown.c(STREAK), '<', limit]);
  return mergeRule({
    length: 2,
    cond: and(...cond),
    ordered: false,
    outputs: [[exactSum(pair), grown.c(VALUE), grown.c(LAST_PARTNER), [grown.c(STREAK), '+', 1]]],
    score: scoreSum(pair),
  });
}

/** The other parent: the streak starts again at 1. */
const otherParent = mergeRule({
  length: 2,
  cond: eq(parent.c(VALUE), grown.c(OLDER_PARENT)),
  ordered: false,
  outputs: [[exactSum(pair), grown.c(VALUE), grown.c(OLDER_PARENT), 1]],
  score: scoreSum(pair),
});

const ONE: Value[] = [1n, 1n, 0n, 1];

/** The parents "p + q", small, under the number. */
const PARENTS_ADDON: Value = [
  'Innerscript',
  [['@This 1', 'defaultAbbrevB'], 'str_concat', ' + ', 'str_concat', ['@This 2', 'defaultAbbrevB']],
  'bottom-center',
  6,
  0,
];

/**
 * Random-goal bookkeeping (with goals off these stay as they start): current goal, goals reached,
 * "goal just made", the last goal's parents and streak, first-goal minimum.
 */
const GOAL_STATE: Value[] = [7n, 0, false, [5n, 2n, 2], 7n];

/**
 * Random goals, in the original's game variables: 0 the goal's number, 1 goals reached, 2 goal made
 * this turn, 3 the goal tile's parents and streak `[p, q, streak]`, 4 first-goal minimum. A goal
 * steps on as its tile would merge: with its older parent p (always once the streak reached the
 * limit, else on a coin toss) or with q again, so its partner came earlier on the chain. Built goals
 * take one step; a fresh roll starts from a spawned 2 and steps until it reaches the minimum. Any
 * tile of the goal's number counts, however it was built.
 */
function goalStep(limit: number): Value[] {
  const coin: Expr = [0, 'rand_float', 1, '>', 0.5];
  // Local variable 0: the parents before the step.
  return [
    '@if',
    Number.isFinite(limit) ? [['@GVar 3', 'arr_elem', 2, '>=', limit], '||', coin] : coin,
    '@edit_gvar',
    3,
    ['@GVar 0', 'arr_concat', ['@GVar 3', 'arr_elem', 0], 'arr_concat', 1],
    '@edit_gvar',
    0,
    ['@var_retain', '@Var 0', 'arr_elem', 0, '+B', '@GVar 0'],
    '@end-if',
    '@else',
    '@edit_gvar',
    3,
    ['@GVar 0', 'arr_concat', ['@GVar 3', 'arr_elem', 1], 'arr_concat', ['@GVar 3', 'arr_elem', 2, '+', 1]],
    '@edit_gvar',
    0,
    ['@var_retain', '@Var 0', 'arr_elem', 1, '+B', '@GVar 0'],
    '@end-else',
  ];
}

function goalRoll(limit: number): Value[] {
  return [
    '@edit_gvar',
    0,
    2n,
    '@edit_gvar',
    3,
    ['@Literal', 1n, 1n, 1],
    '@repeat',
    ['@GVar 0', '<', '@GVar 4'],
    '@edit_var',
    0,
    ['@GVar 3', 'arr_copy'],
    ...goalStep(limit),
    '@end-repeat',
  ];
}

const OFFER: GoalOffer = {
  count: 3,
  minimum: { label: 'First goal minimum', default: 7, min: 2, max: 1e12 },
  modeVars: [0, 1],
};

function withGoals(def: ModeDefinition, limit: number, o: OptionValues): ModeDefinition {
  const setting = offeredSetting(OFFER, o);
  if (setting === 'off') return def;
  const minimum = goalMinimum(o, OFFER.minimum.default, OFFER.minimum.min, OFFER.minimum.max);
  const parents: Value = ['@GVar 3', 'arr_copy'];
  const made: Expr = ['@var_retain', '@Var -1', 'arr_elem', 0, 'arr_elem', 0, '=', '@GVar 0'];
  return {
    ...def,
    startGameVars: [2n, 0, false, [1n, 1n, 1], BigInt(minimum)],
    scripts: [
      ...def.scripts,
      [[['@Literal'], '@end_vars', 0, ...goalRoll(limit)], 'RestartMode'],
      [['@var_retain', 0, '@if', made, '@edit_gvar', 2, true, '@end-if'], 'Merge'],
      [
        [
          parents,
          '@end_vars',
          0,
          '@if',
          '@GVar 2',
          '@edit_gvar',
          1,
          ['@GVar 1', '+', 1],
          '@edit_gvar',
          2,
          false,
          ...(setting === 'build' ? goalStep(limit) : goalRoll(limit)),
          '@end-if',
        ],
        'EndTurn',
      ],
    ],
    statBoxes: [
      ...def.statBoxes,
      ['Current Goal', ['@GVar 0', 'arr_concat', '@GVar 3'], false, false, 'Tile', 'Self'],
      ['Goals Reached', '@GVar 1'],
    ],
    gameplayRulesText: Array.isArray(def.gameplayRulesText)
      ? [...def.gameplayRulesText, ['p', GOALS_TEXT]]
      : def.gameplayRulesText,
  };
}

function rulesText(limit: number): RulesText {
  const n = Number.isFinite(limit) ? String(limit) : 'any number of';
  return {
    title: '2669',
    paragraphs: [
      'Every tile remembers the two tiles it was made from (shown under its number). A larger tile merges with a smaller tile whose number is one of those two, making their sum.',
      `A tile cannot merge with the same number more than ${n} times in a row: once its last ${n} merges were all with that number, it has to use its other parent.`,
      'Spawns: 1 (85%), 2 (10%), 3 (5%).',
      'Make a 2669 tile to win (figuring out how is the first puzzle), or just see which tiles you can make.',
    ],
  };
}

function repeatLimit(o: OptionValues): number {
  const n = optNumber(o, 'repeatLimit', 2);
  return n >= 1 ? Math.floor(n) : 2;
}

/** 85 — 2669. */
export const mode2669: ModePlugin = builtinMode({
  id: 'pc.2669',
  size: 4,
  name: '2669',
  description: 'Tiles merge with their parents',
  page: 3,
  category: '2669',
  rules: plainRules(rulesText(2)),
  options: [
    {
      id: 'repeatLimit',
      label: 'Merges in a row with the same number',
      type: 'number',
      default: 2,
      min: 1,
      step: 1,
      help: 'How many times in a row a tile may merge with the same number (∞ for no limit).',
    },
    ...offerOptions(OFFER),
  ],
  recreates: [{ modeId: '85', options: { repeatLimit: 2 } }],
  optionsFromModeVars: (mv): OptionValues => {
    const n = mv[2];
    return { repeatLimit: typeof n === 'number' && n >= 1 ? n : 2, ...offerFromModeVars(OFFER, mv) };
  },
  build: (o) => {
    const limit = repeatLimit(o);
    const def = defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 4,
      tileTypes: looks2669(ONE, '@This 0', PARENTS_ADDON, limit),
      mergeRules: [sameAgain(limit), otherParent],
      startTileSpawns: [
        [ONE, 85],
        [[2n, 1n, 1n, 1], 10],
        [[3n, 2n, 1n, 2], 5],
      ],
      winConditions: [[['@This 0', '=', 2669n]]],
      winRequirement: 1,
      startGameVars: GOAL_STATE,
      gameplayRulesText: gameplayRules(rulesText(limit)),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
    return withGoals(def, limit, o);
  },
});
