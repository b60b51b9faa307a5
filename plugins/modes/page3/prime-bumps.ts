// Page 3, slot 13 — 3069. A tile is a product of primes, stored as the ascending list of their
// indices `[[i1, i2, …]]` (BigInts; index 1 is 2, 2 is 3, 3 is 5, …; the empty list is 1). Two equal
// tiles merge into their double; a larger tile L and a smaller S merge when L + S is L with one of
// its prime factors replaced by the next prime (90 + 45 = 135: 2·3·3·5 → 3·3·3·5).
//
// Game variables: 0 the last candidate the bump test tried (the test writes each candidate there and
// the merge takes the one that worked), 1–4 random goals (off by default: goal, goals reached, goal
// made this turn, first-goal minimum), 5 which Discovered Tiles box is shown.
import type { Value } from '../../../src/calc/values.ts';
import { defaultMode } from '../../../src/engine/mode.ts';
import type { ModePlugin } from '../../../src/plugins/types.ts';
import type { Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import { stepBackground, stepTextColor, type SequenceLook } from '../shared/tile-look.ts';
import type { GoalChain } from './goal-chains.ts';
import { offerFromModeVars, offerOptions, withGoals, type GoalOffer, type GoalPlan } from './reachable-goals.ts';

/** The product of the primes a list of prime indices names (`retain`: read from a nested scope). */
function productOf(list: Expr, retain = false): Expr {
  return [...(retain ? ['@var_retain'] : []), list, 'arr_map', ['@Var -1', 'prime'], 'arr_reduce', 1n, ['*B', '@Var -1']];
}

const MINE = '@This 0';
const OTHER = '@Next 1 0';
const CANDIDATE = '@GVar 0';

/** Two equal tiles: one more factor 2 (index 1, the smallest, so the list stays sorted). */
const DOUBLE = mergeRule({
  length: 2,
  cond: [MINE, '=', OTHER],
  ordered: false,
  outputs: [[[MINE, 'arr_unshift', 1n]]],
  score: [productOf(MINE), '*B', 2n, 'Number'],
  flags: [false, true],
});

/**
 * The bump test, with local variables 0 (the moving tile's indices), 1 (the sum of both tiles),
 * 2 (the position tried next) and 3 (found): for each position in turn, until one works, write the
 * list with that index raised by one (re-sorted) to game variable 0 and compare its product with
 * the sum.
 */
const BUMP_TEST: Expr = [
  MINE,
  [productOf(MINE), '+B', productOf(OTHER)],
  0,
  false,
  '@end_vars',
  false,
  '@repeat',
  ['@var_retain', ['@var_retain', '@Var 2', '<', ['@var_retain', '@Var 0', 'arr_length']], '&&', ['@var_retain', '@Var 3', '!']],
  '@edit_gvar',
  0,
  [
    '@var_retain',
    '@Var 0',
    'arr_copy',
    'arr_edit_elem',
    '@Var 2',
    ['@var_retain', '@Var 0', 'arr_elem', '@Var 2', '+B', 1n],
    'arr_sort',
    ['@Var -2', '-B', '@Var -1', 'Number'],
  ],
  '@edit_var',
  3,
  ['@var_retain', productOf(CANDIDATE), '=', '@Var 1'],
  '@edit_var',
  2,
  ['@var_retain', '@Var 2', '+', 1],
  '@end-repeat',
  '2nd',
  '@Var 3',
];

const BUMP = mergeRule({ length: 2, cond: BUMP_TEST, ordered: false, outputs: [[CANDIDATE]], score: [productOf(CANDIDATE), 'Number'], flags: [false, true] });

const SHOWN = '@GVar 5';
const BOXES: Value[] = [
  ['Discovered Tiles', ['@DiscTiles', 'arr_length'], false, undefined, undefined, undefined, [SHOWN, '=', 0], [0, '@edit_gvar', 5, 1], true],
  ['Discovered Tiles', ['@DiscTiles'], true, false, 'TileArray', 'Self', [SHOWN, '=', 1], [0, '@edit_gvar', 5, 0], true],
  ['Score', '@Score'],
];

const VALUE = productOf(MINE);
const LOOK: SequenceLook = { hue0: 280, hueStep: 360 / 10, darkenOver: 12, saturation: 60 };
const LOG2: Expr = [VALUE, 'log', 2];

/**
 * Goals: index lists, like tiles. Every whole number can be made (an even one from two halves, an
 * odd one n as n with its largest prime lowered to the previous prime, plus the rest), so a step
 * is either of the mode's merges applied to the goal: double it, or bump one of its primes to the
 * next (only the last of equal indexes, so the list stays sorted).
 */
const GOAL = '@GVar 1';
const BUMPS: Expr = [
  GOAL,
  'arr_map',
  ['@global_var_retain', [[GOAL, 'arr_edit_elem', '@Var -2', ['@Var -1', '+B', 1n]], '@if', [[GOAL, 'arr_elem', ['@Var -2', '+', 1]], '=', '@Var -1'], '2nd', false, '@end-if']],
  'arr_filter',
  ['@global_var_retain', ['@Var -1', '!=', false]],
];
const CHAIN: GoalChain = {
  goal: 1,
  reached: 2,
  made: 3,
  start: ['@Literal'],
  choices: [BUMPS, 'arr_push', [GOAL, 'arr_unshift', 1n]],
  belowMinimum: [productOf(GOAL), '<', '@GVar 4'],
  tile: [['@Literal'], 'arr_push', GOAL],
};
const PLAN: GoalPlan = { chain: CHAIN, vars: { goal: 1, reached: 2, made: 3, minimum: 4 }, start: [] };
const OFFER: GoalOffer = { count: 3, minimum: { label: 'First goal minimum', default: 4, min: 4, max: 1e12 }, modeVars: [0, 1] };

const TEXT: RulesText = {
  title: '3069',
  paragraphs: [
    'Two equal tiles merge into their double. A larger and a smaller tile merge when their sum is the larger tile with one of its prime factors replaced by the next prime: 90 (2×3×3×5) merges with 45 into 135 (3×3×3×5), with 60 into 150 (2×3×5×5), with 36 into 126 (2×3×3×7), and with 90 into 180.',
    `Spawns: ${spawnText([{ label: '1', weight: 100 }])}.`,
    'Make a 3069 tile to win, or see how many different tiles you can discover.',
  ],
};

/** 61 — 3069. */
export const mode3069: ModePlugin = builtinMode({
  id: 'pc.3069',
  size: 4,
  name: '3069',
  description: 'Bump a prime factor to the next prime',
  page: 3,
  category: 'Prime bumps',
  rules: plainRules(TEXT),
  options: offerOptions(OFFER),
  recreates: [{ modeId: '61' }],
  // mode_vars: [random goals, first-goal minimum, Odds-Only 3069 (not offered)].
  optionsFromModeVars: (mv) => offerFromModeVars(OFFER, mv),
  build: (o) => {
    const def = defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 1,
      tileTypes: [[true, VALUE, stepBackground(LOG2, LOOK), stepTextColor(LOG2, LOOK)]],
      mergeRules: [DOUBLE, BUMP],
      // The tile 1: no prime factors.
      startTileSpawns: [[[['@Literal']], 100]],
      // 3069 = 3 · 3 · 11 · 31 (primes 2, 2, 5 and 11).
      winConditions: [[[2n, 2n, 5n, 11n]]],
      winRequirement: 1,
      startGameVars: [['@Literal'], [1n], 0, false, 4n, 0],
      statBoxes: BOXES,
      gameplayRulesText: gameplayRules(TEXT),
      tileValueFunction: VALUE,
    });
    return withGoals(def, PLAN, OFFER, o);
  },
});
