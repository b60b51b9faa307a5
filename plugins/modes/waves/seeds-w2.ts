// DIVE's seed machinery, parametrised for the waves modes of group W2: where the seed lists live in
// the game variables, which numbers on the board count (whole tiles, each member of a pair, a
// product…), and whether eliminated seeds score. Same behaviour as page4/dive.ts:
//   1. every counted number is divided by the seeds as often as possible (in the check order); a
//      leftover above 1 is remembered as a new seed (board order, no repeats);
//   2. a seed that divides none of the counted numbers is marked for elimination;
//   3. the new seeds join the spawn list (and the sorted "seen" list) and are announced;
//   4. marked seeds leave the spawn list (and score, see eliminationScore) unless none would be left.
import type { Value } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';

export interface SeedLayout {
  /** Game variable holding the seeds (unlock order; spawns pick from it). */
  readonly seeds: number;
  /** Game variable holding every seed seen, sorted. */
  readonly seen: number;
  /** Scratch game variables: seeds unlocked / eliminated by this move. */
  readonly unlocked: number;
  readonly eliminated: number;
  /** The check order given to `DIVESeedUnlock` (0: largest seed first). */
  readonly checkOrder: Expr;
  /** Game variable that says which of the two "seeds seen" boxes is shown. */
  readonly seenBox: number;
  /** The numbers new seeds are found in (a list expression of BigInts). */
  readonly unlockFrom: Expr;
  /** The numbers that keep a seed alive when it divides one of them. */
  readonly keepAliveBy: Expr;
  /** Eliminated seeds score (default true); see eliminationScore. */
  readonly eliminationScores?: boolean;
  /** The last seeds are never all eliminated (default true). */
  readonly keepOne?: boolean;
  /**
   * What a counted number must be a multiple of to keep a seed (default: the seed itself). Gets the
   * seed's variable reference; the expression must start with `@var_retain` to see it.
   */
  readonly witness?: (seed: Expr) => Expr;
  /** When the scripts run (default after the tiles have moved: "EndMovement"). */
  readonly when?: string;
  /** Word in the announcements: "5 unlocked!" (default "unlocked" / "eliminated"). */
  readonly words?: readonly [string, string];
}

/**
 * DIVE's layout of the seed variables (seeds 0, seen 1, this move's unlocked 2 and eliminated 3, the
 * seen-box toggle 5, the check order in 6), kept by the Waves modes built on it; seeds are found in
 * and kept alive by the same `numbers`.
 */
export function diveSeedLayout(numbers: Expr, more: Partial<SeedLayout> = {}): SeedLayout {
  return {
    seeds: 0,
    seen: 1,
    unlocked: 2,
    eliminated: 3,
    seenBox: 5,
    checkOrder: '@GVar 6',
    unlockFrom: numbers,
    keepAliveBy: numbers,
    ...more,
  };
}

/**
 * What the eliminations of one move score. The waves modes' original removes the eliminated seeds
 * one by one, and each removal shifts the later seeds down the list while the score is still read at
 * the unshifted position: the k-th eliminated seed (counting from 0, in seed-list order) scores the
 * seed k places after it in the list as it was before the removals (nothing past the end). With a
 * single elimination that is the seed itself. Recorded games depend on this (Aquatic 2496 seed 1,
 * move 13: 13 and 16 eliminated from [3, 11, 13, 5, 16, 2, 29] score 13 + 2).
 */
function eliminationScore(seeds: string, eliminated: string): Expr {
  return [
    eliminated,
    'arr_map',
    [seeds, 'arr_elem', ['@var_retain', seeds, 'arr_indexOf', '@Var -1', '+', '@Var -2']],
    'arr_filter',
    ['@Var -1', 'typeof', '=', 'bigint'],
    'arr_reduce',
    0n,
    ['+B', '@Var -1'],
  ];
}

/** `list` without non-BigInt entries and without 0s. */
export function bigintsOnly(list: Expr): Expr {
  return [list, 'arr_filter', ['@Var -1', 'typeof', '=', 'bigint'], 'arr_filter', ['@Var -1', '!=', 0n]];
}

/** Every component of every number tile on the board (0s left out). */
export const BOARD_COMPONENTS: Expr = bigintsOnly(['@Grid', 'arr_flat', 2]);

/** The product of the two members of every pair tile on the board. */
export const BOARD_PAIR_PRODUCTS: Expr = bigintsOnly([
  '@Grid',
  'arr_flat',
  1,
  'arr_filter',
  ['@Var -1', 'typeof', '=', 'array'],
  'arr_map',
  [['@var_retain', '@Var -1', 'arr_elem', 0], '*B', ['@var_retain', '@Var -1', 'arr_elem', 1]],
]);

const gvar = (i: number): string => `@GVar ${i}`;

/** The four EndMovement scripts, in order. */
export function seedScripts(l: SeedLayout): Value[] {
  const [SEEDS, SEEN, UNLOCKED, ELIMINATED] = [gvar(l.seeds), gvar(l.seen), gvar(l.unlocked), gvar(l.eliminated)];
  const [unlockedWord, eliminatedWord] = l.words ?? ['unlocked', 'eliminated'];
  const findUnlocked: Expr = [
    l.unlockFrom,
    'arr_map',
    [
      '@Var -1',
      'absB',
      'DIVESeedUnlock',
      SEEDS,
      l.checkOrder,
      '@if',
      [['@Parent -3', '>', 1n], '&&', [UNLOCKED, 'arr_indexOf', '@Parent -3', '=', -1]],
      '@edit_gvar',
      l.unlocked,
      [UNLOCKED, 'arr_push', '@Parent -2'],
      '@end-if',
    ],
  ];
  // Inside the number filter the seed being checked stays variable 1 (the filter keeps its caller's
  // variables and appends each call's after them).
  const findEliminated: Expr = [
    0,
    '@edit_gvar',
    l.eliminated,
    [
      SEEDS,
      'arr_filter',
      [
        l.keepAliveBy,
        'arr_filter',
        ['@var_retain', '@Var -1', '%B', l.witness ? l.witness('@Var 1') : '@Var 1', '=', 0n],
        'arr_length',
        '=',
        0,
      ],
    ],
  ];
  const unlock: Expr = [
    UNLOCKED,
    'arr_map',
    [
      0,
      '@edit_gvar',
      l.seeds,
      ['@var_retain', SEEDS, 'arr_push', '@Var -1'],
      '@if',
      ['@var_retain', SEEN, 'arr_indexOf', '@Var -1', '=', -1],
      '@edit_gvar',
      l.seen,
      ['@var_retain', SEEN, 'arr_binaryInsert', '@Var -1'],
      '@end-if',
      'announce',
      ['@var_retain', '@Var -1', 'String', 'str_concat', ` ${unlockedWord}!`],
      2500,
    ],
    '@edit_gvar',
    l.unlocked,
    ['@Literal'],
  ];
  const eliminate: Expr = [
    0,
    '@if',
    l.keepOne === false
      ? [ELIMINATED, 'arr_length', '>', 0]
      : [[ELIMINATED, 'arr_length', '>', 0], '&&', [[ELIMINATED, 'arr_length'], '<', [SEEDS, 'arr_length']]],
    ...(l.eliminationScores === false ? [] : ['@add_score', eliminationScore(SEEDS, ELIMINATED)]),
    '@edit_gvar',
    l.seeds,
    [SEEDS, 'arr_filter', [ELIMINATED, 'arr_indexOf', '@Var -1', '=', -1]],
    '2nd',
    [
      ELIMINATED,
      'arr_map',
      [0, 'announce', ['@var_retain', '@Var -1', 'String', 'str_concat', ` ${eliminatedWord}!`], 2500],
    ],
    '@end-if',
    '@edit_gvar',
    l.eliminated,
    ['@Literal'],
  ];
  const when = l.when ?? 'EndMovement';
  return [
    [findUnlocked, when],
    [findEliminated, when],
    [unlock, when],
    [eliminate, when],
  ];
}

/** A random element of the list in game variable `i` (a spawn component). */
export function randomFrom(i: number): Expr {
  return [gvar(i), 'arr_elem', [0, 'rand_bigint', [gvar(i), 'arr_length', '-', 1]]];
}

/** The usual boxes: Score, Seeds, and Seeds Seen (a count; clicking shows the list instead). */
export function seedStatBoxes(l: SeedLayout, scheme: string, scoreScheme: string = scheme): Value[] {
  return [
    ['Score', '@Score', false, false, 'Tile', scoreScheme],
    ['Seeds', gvar(l.seeds), false, false, 'TileArray', scheme],
    [
      'Seeds Seen',
      [gvar(l.seen), 'arr_length'],
      false,
      false,
      'Text',
      'Self',
      [gvar(l.seenBox), '=', 0],
      [0, '@edit_gvar', l.seenBox, 1],
      true,
    ],
    [
      'All Seeds Seen',
      gvar(l.seen),
      true,
      false,
      'TileArray',
      scheme,
      [gvar(l.seenBox), '=', 1],
      [0, '@edit_gvar', l.seenBox, 0],
      true,
    ],
  ];
}
