// Page 3, slot 13 — 3069. A tile is a product of primes, stored as the ascending list of their
// indices `[[i1, i2, …]]` (BigInts; index 1 is 2, 2 is 3, 3 is 5, …; the empty list is 1). Two equal
// tiles merge into their double; a larger tile L and a smaller S merge when L + S is L with one of
// its prime factors replaced by the next prime (90 + 45 = 135: 2·3·3·5 → 3·3·3·5). Odds-Only 3069
// does the same with three tiles: three equal ones triple, two smaller ones together bump a prime.
//
// Game variables: 0 the last candidate the bump test tried (the test writes each candidate there and
// the merge takes the one that worked), 1–4 random goals (off by default: goal, goals reached, goal
// made this turn, first-goal minimum), 5 which Discovered Tiles box is shown.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { toggledBoxes } from '../shared/toggled-boxes.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { gridSize } from '../shared/grid-size.ts';
import { builtinMode, gameplayRules, optBool, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import type { GoalChain } from './goal-chains.ts';
import { offerFromModeVars, offerOptions, withGoals, type GoalOffer, type GoalPlan } from './reachable-goals.ts';

/** The product of the primes a list of prime indices names (`retain`: read from a nested scope). */
function productOf(list: Expr, retain = false): Expr {
  return [
    ...(retain ? ['@var_retain'] : []),
    list,
    'arr_map',
    ['@Var -1', 'prime'],
    'arr_reduce',
    1n,
    ['*B', '@Var -1'],
  ];
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
 * The bump test, with local variables 0 (the moving tile's indices), 1 (the sum of the tiles),
 * 2 (the position tried next) and 3 (found): for each position in turn, until one works, write the
 * list with that index raised by one (re-sorted) to game variable 0 and compare its product with
 * the sum.
 */
function bumpTest(others: readonly string[]): Expr {
  return [
    MINE,
    [productOf(MINE), ...others.flatMap((t): Value[] => ['+B', productOf(t)])],
    0,
    false,
    '@end_vars',
    false,
    '@repeat',
    [
      '@var_retain',
      ['@var_retain', '@Var 2', '<', ['@var_retain', '@Var 0', 'arr_length']],
      '&&',
      ['@var_retain', '@Var 3', '!'],
    ],
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
}

const BUMP = mergeRule({
  length: 2,
  cond: bumpTest([OTHER]),
  ordered: false,
  outputs: [[CANDIDATE]],
  score: [productOf(CANDIDATE), 'Number'],
  flags: [false, true],
});

// Odds-Only 3069 (`mv[2]`): only merges of three tiles, so odd tiles stay odd.
const THIRD = '@Next 2 0';

/** Three equal tiles: one more factor 3 (index 2; odd tiles have no 2s, so the list stays sorted). */
const TRIPLE = mergeRule({
  length: 3,
  cond: [[MINE, '=', OTHER], '&&', [MINE, '=', THIRD]],
  ordered: true,
  outputs: [[[MINE, 'arr_unshift', 2n]]],
  score: [productOf(MINE), '*B', 3n, 'Number'],
});

/**
 * A larger tile and two smaller ones (in any order) whose sum is the larger tile with one prime
 * factor bumped to the next prime: 9 + 3 + 3 = 15, 7 + 1 + 3 = 11. The two smaller tiles need not
 * be equal (the catalog asks only for "two smaller ones"); they are smaller by themselves, since
 * a bump at most doubles a tile (a prime's successor is below its double).
 */
const BUMP_THREE = mergeRule({
  length: 3,
  cond: bumpTest([OTHER, THIRD]),
  ordered: false,
  outputs: [[CANDIDATE]],
  score: [productOf(CANDIDATE), 'Number'],
  // The original's flags cover two of the three cells: the third is left unflagged (neither used
  // up nor fresh), which changes which tiles try to merge again later in the move.
  flags: [false, true],
});

const BOXES: Value[] = [...toggledBoxes('Discovered Tiles', ['@DiscTiles'], 5), ['Score', '@Score']];

const VALUE = productOf(MINE);

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
  [
    '@global_var_retain',
    [
      [GOAL, 'arr_edit_elem', '@Var -2', ['@Var -1', '+B', 1n]],
      '@if',
      [[GOAL, 'arr_elem', ['@Var -2', '+', 1]], '=', '@Var -1'],
      '2nd',
      false,
      '@end-if',
    ],
  ],
  'arr_filter',
  ['@global_var_retain', ['@Var -1', '!=', false]],
];
/** Bumps one prime index of the goal, picked at random (the list may then be out of order). */
const BUMP_ONE_GOAL_PRIME: Value[] = [
  '@edit_gvar',
  1,
  [
    [0, 'rand_int', [GOAL, 'arr_length', '-', 1]],
    '@end_vars',
    GOAL,
    'arr_edit_elem',
    '@Var 0',
    ['@var_retain', GOAL, 'arr_elem', '@Var 0', '+B', 1n],
  ],
];
const GOAL_PRODUCT: Expr = [GOAL, 'arr_reduce', 1n, ['*B', ['@var_retain', '@Var -1', 'prime']]];

/**
 * The original's "build upon the previous goals": after every third goal reached (the 1st, 4th, …)
 * the goal is doubled and one of its primes bumped; otherwise primes picked at random are bumped
 * until the goal is at least 1.5 times the one reached. The indexes are then sorted again. (Local
 * variables: −2 the goal reached, −1 the new goal's value, starting as a copy of the first.)
 */
const BUILD_STEP: Value[] = [
  '@add_var',
  GOAL_PRODUCT,
  '@add_var',
  ['@var_retain', '@Var -1', 'arr_copy'],
  '@if',
  ['@GVar 2', '%', 3, '=', 1],
  '@edit_gvar',
  1,
  [GOAL, 'arr_unshift', 1n],
  ...BUMP_ONE_GOAL_PRIME,
  '@end-if',
  '@else',
  '@repeat',
  ['@var_retain', '@Var -2', '*B', 3n, '/B', 2n, '>', '@Var -1'],
  ...BUMP_ONE_GOAL_PRIME,
  '@edit_var',
  -1,
  GOAL_PRODUCT,
  '@end-repeat',
  '@end-else',
  '@edit_gvar',
  1,
  [GOAL, 'arr_sort', ['@Var -2', '-B', '@Var -1', 'Number']],
];

/**
 * Odds Only: every odd number can be made (3^k by triples; n = m·P with P > 3 its largest prime
 * from m·P′, P′ the previous prime, plus 1 and m(P − P′) − 1), so a step bumps a prime or triples.
 */
function goalChain(oddsOnly: boolean): GoalChain {
  return {
    // Recorded for 3069; Odds-Only's build rule is not recorded, so it steps as its merges would.
    ...(oddsOnly ? {} : { buildStep: BUILD_STEP }),
    goal: 1,
    reached: 2,
    made: 3,
    start: ['@Literal'],
    choices: [BUMPS, 'arr_push', [GOAL, 'arr_unshift', oddsOnly ? 2n : 1n]],
    belowMinimum: [productOf(GOAL), '<', '@GVar 4'],
    tile: [['@Literal'], 'arr_push', GOAL],
  };
}
const plan = (oddsOnly: boolean): GoalPlan => ({
  chain: goalChain(oddsOnly),
  vars: { goal: 1, reached: 2, made: 3, minimum: 4 },
  start: [],
});
const OFFER: GoalOffer = {
  count: 3,
  minimum: { label: 'First goal minimum', default: 4, min: 4, max: 1e12 },
  modeVars: [0, 1],
};

function rulesText(oddsOnly: boolean): RulesText {
  return {
    title: oddsOnly ? 'Odds-Only 3069' : '3069',
    paragraphs: [
      oddsOnly
        ? 'Three tiles in a row merge: three equal tiles into their triple, or a larger tile and two smaller ones when the sum is the larger tile with one of its prime factors replaced by the next prime: 9 + 3 + 3 = 15 (3×3 → 3×5), 7 + 1 + 3 = 11. Every tile stays odd.'
        : 'Two equal tiles merge into their double. A larger and a smaller tile merge when their sum is the larger tile with one of its prime factors replaced by the next prime: 90 (2×3×3×5) merges with 45 into 135 (3×3×3×5), with 60 into 150 (2×3×5×5), with 36 into 126 (2×3×3×7), and with 90 into 180.',
      `Spawns: ${spawnText([{ label: '1', weight: 100 }])}.`,
      'Make a 3069 tile to win, or see how many different tiles you can discover.',
    ],
  };
}

/** 61 — 3069, as the menu builds it (grid size options from 4×4). */
const plugin3069: ModePlugin = builtinMode({
  id: 'pc.3069',
  size: 4,
  name: '3069',
  description: 'Bump a prime factor to the next prime',
  page: 3,
  category: 'Prime bumps',
  rules: plainRules(rulesText(false)),
  options: [
    {
      id: 'oddsOnly',
      label: 'Odds-Only 3069',
      type: 'boolean',
      default: false,
      help: 'Three-tile merges: triples, and bumps by two smaller tiles (on 5×5 while the grid is left at 4×4).',
    },
    ...offerOptions(OFFER),
  ],
  recreates: [{ modeId: '61' }],
  // mode_vars: [random goals, first-goal minimum, Odds-Only 3069].
  optionsFromModeVars: (mv) => ({ oddsOnly: mv[2] === true, ...offerFromModeVars(OFFER, mv) }),
  build: (o) => {
    const oddsOnly = optBool(o, 'oddsOnly', false);
    const def = defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 1,
      // The original draws these with its 3069 colour schemes (a scheme plugin of ours draws each).
      tileTypes: [[true, VALUE, '@ColorScheme', oddsOnly ? 'Odds-Only 3069' : '3069', [VALUE]]],
      mergeRules: oddsOnly ? [TRIPLE, BUMP_THREE] : [DOUBLE, BUMP],
      // Three-tile merges: the cache key holds all three tiles (the original's setting). A cached
      // outcome skips the bump test, so game variable 0 keeps the last candidate actually tested.
      ...(oddsOnly ? { knownMergeMaxLength: 3 } : {}),
      // The tile 1: no prime factors.
      startTileSpawns: [[[['@Literal']], 100]],
      // 3069 = 3 · 3 · 11 · 31 (primes 2, 2, 5 and 11).
      winConditions: [[[2n, 2n, 5n, 11n]]],
      winRequirement: 1,
      startGameVars: [['@Literal'], [1n], 0, false, 4n, 0],
      statBoxes: BOXES,
      gameplayRulesText: gameplayRules(rulesText(oddsOnly)),
      tileValueFunction: VALUE,
    });
    return withGoals(def, plan(oddsOnly), OFFER, o);
  },
});

/** 61 — 3069. Odds-Only 3069's own grid is 5×5: the grid options' default (4×4) gives it that. */
export const mode3069: ModePlugin = {
  ...plugin3069,
  build: (o) => {
    const { width, height } = gridSize(o, 4);
    return plugin3069.build(
      optBool(o, 'oddsOnly', false) && width === 4 && height === 4 ? { ...o, width: 5, height: 5 } : o,
    );
  },
};
