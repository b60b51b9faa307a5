// Page 3, slot 18 — TRIGAT. A tile is a whole number `[v]` and tiles start as 3s. Two tiles merge
// into their sum when they are equal, or when the smaller one s and the larger one l satisfy
// "s is a multiple of 2·(l/s) − 1" — in whole numbers, s² is a multiple of 2l − s. (Put another
// way: x merges with its triangular number x(x+1)/2, as 3 + 6 or 4 + 10, and so do whole multiples
// of such a pair, as 12 + 30.)
// There is no winning tile; a stat box lists which triangular numbers divide a tile made so far.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { and, eq, ge, or, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { exactSum, scoreSum, whole, schemeTileTypes } from '../shared/whole-number-tiles.ts';
import {
  offerFromModeVars,
  offerOptions,
  withRandomGoals,
  type GoalOffer,
  type ReachableGoals,
} from './reachable-goals.ts';

const pair = tilesFrom(0, 2);
const [larger, smaller] = pair as [TileRef, TileRef];

/** l ≥ s and s² ≡ 0 (mod 2l − s), tried both ways round (equal tiles: s² mod s = 0). */
const triangularPartners = mergeRule({
  length: 2,
  cond: and(
    ge(larger.c(0), smaller.c(0)),
    eq([[smaller.c(0), '^B', 2n], '%B', [larger.c(0), '*B', 2n, '-B', smaller.c(0)]], 0n),
  ),
  ordered: false,
  outputs: [[exactSum(pair)]],
  score: scoreSum(pair),
});

/** Game variables: random-goal bookkeeping (unused while random goals are off), then the stat box's. */
const FOUND = 5;
const SHOW_LIST = 6;
const START_VARS: Value[] = [
  // current goal, goals reached, "goal just made", tiles known to be reachable, first-goal minimum
  3n,
  0,
  false,
  [3n, 6n],
  4374n,
  // n ≥ 1 such that the triangular number n(n+1)/2 divides a tile made so far (3 divides the spawns)
  [1n, 2n],
  // 0: the stat box shows how many, 1: the list
  0,
];

/**
 * Merge script. Every variable is shared down the expression (global retain). The merge rule
 * declares no variables, so the script's variables are `[results, v]`: `@Var 1` is the number v of
 * the merge's result (callbacks append their inputs after it). When v is a new tile, the indexes n
 * whose triangular number divides v (n(n+1) divides 2v, so n is a divisor of 2v) that are not
 * known yet are inserted into the sorted list.
 */
const V_OF_RESULT: Expr = ['@Var -1', 'arr_elem', 0, 'arr_elem', 0];
const NEW_INDEXES: Expr = [
  ['@Var -1', '*B', 2n],
  'factorListB',
  'arr_filter',
  // the callback's element n is `@Var -1`
  [
    [[['@Var 1', '*B', 2n], '%B', ['@Var -1', '*B', ['@Var -1', '+B', 1n]]], '=', 0n],
    '&&',
    [[`@GVar ${FOUND}`, 'arr_binarySearch', '@Var -1'], '=', -1],
  ],
];
const RECORD_TRIANGULARS: Expr = [
  '@global_var_retain',
  V_OF_RESULT,
  '@end_vars',
  0,
  '@if',
  [['@DiscTiles', 'arr_indexOf', ['@Var -1', 'Array']], '=', -1],
  '@edit_gvar',
  FOUND,
  [NEW_INDEXES, 'arr_reduce', `@GVar ${FOUND}`, ['arr_binaryInsert', '@Var -1']],
  '@end-if',
];

/** "1, 2, 3, 5" (the list box). */
const FOUND_LIST: Expr = [
  `@GVar ${FOUND}`,
  'arr_reduce',
  '',
  [
    'str_concat',
    ['@var_retain', ', ', '@if', ['@var_retain', '@Var -2', '=', 0], '2nd', '', '@end-if'],
    'str_concat',
    ['@var_retain', '@Var -1', 'String'],
  ],
];

const STAT_BOXES: Value[] = [
  [
    'Discovered Triangular Numbers',
    [`@GVar ${FOUND}`, 'arr_length'],
    undefined,
    undefined,
    undefined,
    undefined,
    [`@GVar ${SHOW_LIST}`, '=', 0],
    [0, '@edit_gvar', SHOW_LIST, 1],
    true,
  ],
  [
    'Discovered Triangular Numbers',
    FOUND_LIST,
    true,
    undefined,
    undefined,
    undefined,
    [`@GVar ${SHOW_LIST}`, '=', 1],
    [0, '@edit_gvar', SHOW_LIST, 0],
    true,
  ],
  ['Score', '@Score'],
];

/** s² is a multiple of 2l − s, for the smaller tile s and the larger l (equal tiles: always). */
function triangularPair(l: Expr, s: Expr): Expr {
  return and(ge(l, s), eq([[s, '^B', 2n], '%B', [l, '*B', 2n, '-B', s]], 0n));
}

/** Goals: the goal plus a known tile it is a triangular partner of (3s spawn; 3 + 3 = 6). */
const GOALS: ReachableGoals = {
  vars: { goal: 0, reached: 1, made: 2, known: 3, minimum: 4 },
  starters: [3n, 6n],
  partner: (g, h) => or(triangularPair(g, h), triangularPair(h, g)),
};
const OFFER: GoalOffer = {
  count: 4,
  minimum: { label: 'First goal minimum', default: 4374, min: 9, max: 1e12 },
  modeVars: [0, 1],
};

const text: RulesText = {
  title: 'TRIGAT',
  paragraphs: [
    'Two tiles merge into their sum when they are equal, or when the smaller tile is a multiple of (the larger tile divided by the smaller one, times 2, minus 1). For example 30 and 12 merge, because 30 / 12 × 2 − 1 = 4 and 12 is a multiple of 4.',
    'Another way to see it: a number merges with the triangular number that follows it in the sequence of sums 1 + 2 + 3 + … (even when the numbers are not whole), and whenever a + b = c is a merge, so is na + nb = nc for any whole number n.',
    'There are so many possible tiles that there is no winning tile. For a goal, see how many triangular numbers you can make multiples of: the "Discovered Triangular Numbers" box counts them (click it to see the list).',
  ],
};

const spawnsText = (twos: boolean): string => (twos ? 'Spawns: 3 (50%), 2 (50%).' : 'Spawns: 3 (100%).');

/** 93 — TRIGAT. */
export const modeTrigat: ModePlugin = builtinMode({
  id: 'pc.trigat',
  size: 4,
  name: 'TRIGAT',
  description: 'Numbers merge with their triangular partners',
  page: 3,
  category: 'TRIGAT',
  rules: plainRules({ ...text, paragraphs: [...text.paragraphs, spawnsText(false)] }),
  options: [
    ...offerOptions(OFFER),
    {
      id: 'spawnTwos',
      label: 'Spawn 2s too',
      type: 'boolean',
      default: false,
      help: 'Half of the new tiles are 2s instead of 3s.',
    },
  ],
  recreates: [{ modeId: '93' }],
  // mode_vars: [random goals (0–3), first-goal minimum, spawn 2s].
  optionsFromModeVars: (mv) => ({ ...offerFromModeVars(OFFER, mv), spawnTwos: mv[2] === true }),
  build: (o) => {
    const twos = optBool(o, 'spawnTwos', false);
    const def = defaultMode({
      width: 4,
      height: 4,
      tileTypes: schemeTileTypes('TRIGAT'),
      mergeRules: [triangularPartners],
      startTileSpawns: twos
        ? [
            [whole(3), 50],
            [whole(2), 50],
          ]
        : [[whole(3), 100]],
      winConditions: [],
      winRequirement: false,
      startGameVars: START_VARS,
      scripts: [[RECORD_TRIANGULARS, 'Merge']],
      statBoxes: STAT_BOXES,
      gameplayRulesText: gameplayRules({ ...text, paragraphs: [...text.paragraphs, spawnsText(twos)] }),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
    return withRandomGoals(def, GOALS, OFFER, o);
  },
});
