// The seed machinery shared by the Waves modes (DIVE variants shown after "Unleash the Waves"), for
// whole numbers, Gaussian integers or pairs (`SeedArithmetic`). Whole-number modes keep their game
// variables in this layout (Gaussian DIVE differs after 3; see gaussian-dive.ts):
//   0 = the seeds (in unlock order; spawns pick one), 1 = every seed seen (sorted),
//   2 = seeds unlocked by this move, 3 = the seeds eliminated by it (2 and 3
//   are emptied again before the move ends), 4 = "seeds may be unknown" flag (announcements add a
//   "?"; off), 5 = which of the two "seeds seen" boxes is shown, 6 = seed check order (0: largest
//   seed first), 7–10 = random-goal settings (goals off: they stay as they start), then any
//   mode-specific variables.
// After every move each tile is divided by the seeds as often as possible; whatever is left above
// 1 becomes a new seed. A seed that no tile is a multiple of any more is eliminated (optionally
// scoring its value), unless every seed would go.
import type { Value } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';

export const SEEDS = '@GVar 0';
export const SEEN = '@GVar 1';
const UNLOCKED = '@GVar 2';
const ELIMINATED = '@GVar 3';

/** How a Waves mode's numbers behave, for the seed scripts. */
export interface SeedArithmetic {
  /** `typeof` of a number tile. */
  readonly type: 'bigint' | 'gaussianbigint';
  /** The zero of that type (zero tiles are left out). */
  readonly zero: Value;
  /** What is left of `tile` after dividing by the seeds (the DIVE unlock operator). */
  readonly leftover: (tile: Expr) => Value[];
  /**
   * A leftover that is a new seed (bigger than a unit). `leftover` is a parent-chain reference
   * (`@Parent -3`): keep it at the top level of the returned expression.
   */
  readonly isNewSeed: (leftover: Expr) => Expr;
  /** `x` is a multiple of `seed`. */
  readonly divides: (x: Expr, seed: Expr) => Expr;
  /** The seen list with `seed` inserted in order. */
  readonly insertSeen: (seed: Expr) => Expr;
  /** What an eliminated seed scores (a number). */
  readonly score: (seed: Expr) => Expr;
  /** Game variable holding the "seeds seen" box toggle. */
  readonly seenBoxVar: number;
  /** The tiles the seeds are checked against (default: every number tile of `type`, zeros left out). */
  readonly board?: Expr;
}

/** Whole-number seeds (DIVE's), checked in the order held in game variable 6. */
export const WHOLE_SEEDS: SeedArithmetic = {
  type: 'bigint',
  zero: 0n,
  leftover: (tile) => [tile, 'absB', 'DIVESeedUnlock', SEEDS, '@GVar 6'],
  isNewSeed: (x) => [x, '>', 1n],
  divides: (x, seed) => [x, '%B', seed, '=', 0n],
  insertSeen: (seed) => ['@var_retain', SEEN, 'arr_binaryInsert', seed],
  score: (seed) => seed,
  seenBoxVar: 5,
};

export interface WavesSeedSettings {
  /** The first seed. */
  readonly startSeed: bigint;
  /** The random goals' minimum (kept in two variables; unused while goals are off). */
  readonly goalMinimum: bigint;
  /** Extra game variables after the shared ones. */
  readonly extraVars?: readonly Value[];
  /** The seed check order (game variable 6: 0 largest first, 1 smallest leftover). */
  readonly order?: number;
}

/** The starting game variables of a whole-number Waves mode. */
export function wavesStartVars(s: WavesSeedSettings): Value[] {
  return [
    [s.startSeed],
    [s.startSeed],
    [],
    [],
    false,
    0,
    s.order ?? 0,
    s.goalMinimum,
    0,
    false,
    s.goalMinimum,
    ...(s.extraVars ?? []),
  ];
}

/** Every number tile on the board (zeros left out). */
function boardNumbers(k: SeedArithmetic): Expr {
  if (k.board !== undefined) return k.board;
  return [
    '@Grid',
    'arr_flat',
    2,
    'arr_filter',
    ['@Var -1', 'typeof', '=', k.type],
    'arr_filter',
    ['@Var -1', '!=', k.zero],
  ];
}

/** For each tile: what is left after dividing by the seeds; a new value is remembered once. */
function findUnlocked(k: SeedArithmetic): Expr {
  return [
    boardNumbers(k),
    'arr_map',
    [
      ...k.leftover('@Var -1'),
      '@if',
      // Inside the condition's operands, the callback's running value is two levels up.
      [k.isNewSeed('@Parent -3'), '&&', [UNLOCKED, 'arr_indexOf', '@Parent -3', '=', -1]],
      '@edit_gvar',
      2,
      [UNLOCKED, 'arr_push', '@Parent -2'],
      '@end-if',
    ],
  ];
}

/**
 * The seeds no tile is a multiple of. Inside the tile filter the caller's variables (index, seed)
 * come first, so the seed being checked is variable 1.
 */
function findEliminated(k: SeedArithmetic): Expr {
  return [
    0,
    '@edit_gvar',
    3,
    [
      SEEDS,
      'arr_filter',
      [boardNumbers(k), 'arr_filter', ['@var_retain', ...asList(k.divides('@Var -1', '@Var 1'))], 'arr_length', '=', 0],
    ],
  ];
}

function asList(e: Expr): Value[] {
  return Array.isArray(e) ? e : [e];
}

/** New seeds join the spawn list (and the ordered list of seeds seen); each is announced. */
function unlock(k: SeedArithmetic): Expr {
  return [
    UNLOCKED,
    'arr_map',
    [
      0,
      '@edit_gvar',
      0,
      ['@var_retain', SEEDS, 'arr_push', '@Var -1'],
      '@if',
      ['@var_retain', SEEN, 'arr_indexOf', '@Var -1', '=', -1],
      '@edit_gvar',
      1,
      k.insertSeen('@Var -1'),
      '@end-if',
      'announce',
      ['@var_retain', '@Var -1', 'String', 'str_concat', ' unlocked!'],
      2500,
    ],
    '@edit_gvar',
    2,
    ['@Literal'],
  ];
}

/** Eliminated seeds leave the spawn list (scoring if `scores`), as long as one seed remains. */
function eliminate(k: SeedArithmetic, scores: boolean): Expr {
  // The original removes the seeds one at a time but reads each score at the seed's position
  // before any removal: the k-th eliminated seed (in list order) scores whatever then sits at its
  // old position, i.e. the seed k places further on in the list as it was (nothing past the end).
  const scored: Expr = [
    ELIMINATED,
    'arr_map',
    [SEEDS, 'arr_elem', ['@var_retain', SEEDS, 'arr_indexOf', '@Var 1', '+', '@Var 0']],
    'arr_filter',
    ['@Var -1', 'typeof', '=', k.type],
  ];
  return [
    0,
    '@if',
    [[ELIMINATED, 'arr_length', '>', 0], '&&', [[ELIMINATED, 'arr_length'], '<', [SEEDS, 'arr_length']]],
    // One score addition per seed, in order (as the original adds them).
    ...(scores ? ['2nd', [scored, 'arr_map', [0, '@add_score', ['@var_retain', ...asList(k.score('@Var -1'))]]]] : []),
    '2nd',
    [ELIMINATED, 'arr_map', [0, 'announce', ['@var_retain', '@Var -1', 'String', 'str_concat', ' eliminated!'], 2500]],
    '@edit_gvar',
    0,
    [SEEDS, 'arr_filter', [ELIMINATED, 'arr_indexOf', '@Var -1', '=', -1]],
    '@end-if',
    '@edit_gvar',
    3,
    ['@Literal'],
  ];
}

/**
 * The four EndMovement scripts: find new seeds, find gone seeds, unlock, eliminate (only the
 * unlocking two when seeds are `permanent`).
 */
export function wavesSeedScripts(
  eliminationScores = true,
  k: SeedArithmetic = WHOLE_SEEDS,
  permanent = false,
): Value[] {
  if (permanent)
    return [
      [findUnlocked(k), 'EndMovement'],
      [unlock(k), 'EndMovement'],
    ];
  return [
    [findUnlocked(k), 'EndMovement'],
    [findEliminated(k), 'EndMovement'],
    [unlock(k), 'EndMovement'],
    [eliminate(k, eliminationScores), 'EndMovement'],
  ];
}

/** One of the seeds, picked at random, optionally turned by a unit (`*GB`). */
export function randomSeed(unit?: Value): Expr {
  const pick: Value[] = [SEEDS, 'arr_elem', [0, 'rand_bigint', [SEEDS, 'arr_length', '-', 1]]];
  return unit === undefined ? pick : [...pick, '*GB', unit];
}

/** Spawns: one of the seeds, picked at random. */
export const RANDOM_SEED: Value = [[randomSeed()], 1];

/** Stat boxes Score / Seeds / Seeds Seen (click: ⇄ All Seeds Seen); no "seen" boxes with permanent seeds. */
export function wavesStatBoxes(
  k: SeedArithmetic = WHOLE_SEEDS,
  scoreBox: Value = ['Score', '@Score', false, false, 'Tile', 'DIVE'],
  permanent = false,
): Value[] {
  const v = k.seenBoxVar;
  const box: Expr = `@GVar ${v}`;
  if (permanent) return [scoreBox, ['Seeds', SEEDS, false, false, 'TileArray', 'Self']];
  return [
    scoreBox,
    ['Seeds', SEEDS, false, false, 'TileArray', 'Self'],
    ['Seeds Seen', [SEEN, 'arr_length'], false, false, 'Text', 'Self', [box, '=', 0], [0, '@edit_gvar', v, 1], true],
    ['All Seeds Seen', SEEN, true, false, 'TileArray', 'Self', [box, '=', 1], [0, '@edit_gvar', v, 0], true],
  ];
}

/** The closing rules paragraph about seeds. */
export function seedsParagraph(
  startSeed: bigint,
  eliminationScores = true,
  permanent = false,
  minimumOrder = false,
): string {
  const order = minimumOrder ? 'in the order that leaves the smallest number' : 'largest seed first';
  const elimination = permanent
    ? 'Seeds are unlocked permanently.'
    : `A seed with no multiple left on the board is eliminated${eliminationScores ? ' and scores its value' : ' (without scoring)'}, unless it is the last one.`;
  return `The first seed is ${startSeed}; new tiles are picked from the seeds. After each move every tile is divided by the seeds (${order}) as often as possible, and whatever is left above 1 becomes a new seed. ${elimination} There is no winning tile: score as much as you can.`;
}
