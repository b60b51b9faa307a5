// Waves mode 89.50118 — Aquatic 2496 (takes 2496's menu tile when the waves are unleashed). A tile
// is a product of two whole numbers, kept sorted `[small, large]`; it shows the product with
// "small × large" below. Two tiles merge when they share a number, in any position: the shared
// number stays and the two other numbers are added (2 × 6 and 6 × 7 → 6 × 9). When both numbers
// could match, the larger one is the shared one. A merge scores the shared number.
//
// Seeds are DIVE's, found in the products on the board; a new tile is the product of two seeds:
// the spawn picks one of the pairs of seeds (each unordered pair once, listed in game variable 7
// and rebuilt after every move).
//
// Game variables (the original's layout): 0 seeds, 1 seeds seen, 2/3 seeds unlocked/eliminated by
// this move, 4 unused flag, 5 which "seeds seen" box shows, 6 seed check order (largest first),
// 7 the seed pairs spawns pick from, 8 the largest product made so far, 9 the pair picked last.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { pairTileTypes } from './pair-tiles-w2.ts';
import { diveSeedLayout, BOARD_PAIR_PRODUCTS, seedScripts, seedStatBoxes } from './seeds-w2.ts';

const SEEDS = diveSeedLayout(BOARD_PAIR_PRODUCTS);
const PAIRS = '@GVar 7';
const LARGEST = '@GVar 8';
const PICKED = '@GVar 9';

const START_VARS: Value[] = [[2n], [2n], [], [], false, 0, 0, [[2n, 2n]], 4n, 0];

const [A, B, NA, NB] = ['@This 0', '@This 1', '@Next 1 0', '@Next 1 1'];
const allWhole: Expr = [
  [A, 'typeof', '=', 'bigint'],
  '&&',
  [NA, 'typeof', '=', 'bigint'],
  '&&',
  [B, 'typeof', '=', 'bigint'],
  '&&',
  [NB, 'typeof', '=', 'bigint'],
];

/**
 * Tiles sharing `shared` (a slot of the moving tile equal to a slot of the other) merge into
 * `shared` × (`x` + `y`), sorted. The merge scores the shared number and remembers the largest
 * product made.
 */
function sharedNumberMerge(shared: string, other: string, x: string, y: string): Value[] {
  const added: Expr = [x, '+B', y];
  const made: Expr = [added, '*B', shared];
  return mergeRule({
    length: 2,
    cond: [[shared, '=', other], '&&', allWhole],
    ordered: false,
    outputs: [
      [
        [added, 'min', shared],
        [added, 'max', shared],
      ],
    ],
    score: [shared, '@if', [made, 'absB', '>', LARGEST], '@edit_gvar', 8, made],
    flags: [false, true],
  });
}

/** The seeds in increasing order. */
const SORTED_SEEDS: Expr = ['@GVar 0', 'arr_sort', ['@Var -2', '-B', '@Var -1', 'Number']];

/** Every pair of seeds [s, t] with s ≤ t, by s then t. */
const SEED_PAIRS: Expr = [
  SORTED_SEEDS,
  'arr_map',
  // Callback variables: 0 = index of s, 1 = s; the inner callback appends (index, t) after them.
  [
    SORTED_SEEDS,
    'arr_slice',
    '@Var 0',
    [SORTED_SEEDS, 'arr_length'],
    'arr_map',
    ['@var_retain', ['@Literal'], 'arr_push', '@Var 1', 'arr_push', '@Var -1'],
  ],
  'arr_flat',
  1,
];
const REBUILD_PAIRS: Expr = [0, '@edit_gvar', 7, SEED_PAIRS];

/** Spawns: a random pair of seeds, smaller first. */
const PAIR_SPAWN: Value = [
  [
    // (The spawn table is compared as data by the replays, so this keeps the original's wording.)
    [PAIRS, '@edit_gvar', 9, [0, 'rand_int', [PAIRS, 'arr_length', '-', 1]], 'arr_elem', PICKED, 'arr_elem', 0],
    [PAIRS, 'arr_elem', PICKED, 'arr_elem', 1],
  ],
  1,
];

const text: RulesText = {
  heading: 'Waves',
  title: 'Aquatic 2496',
  paragraphs: [
    'Each tile is a product of two whole numbers, shown with its two factors. Two tiles merge when they have a number in common, in any position: the common number stays and the other two are added — 2 × 6 and 6 × 7 make 6 × 9. If both numbers match, the larger one counts as the common one. A merge scores the common number.',
    'The numbers come from seeds, as in DIVE: the first seed is 2, and a new tile is the product of two seeds (possibly the same one). After each move every product on the board is divided by the seeds as often as possible (largest seed first) and a leftover above 1 becomes a new seed; a seed that divides no product any more is eliminated and scores its value, unless it is the last one.',
    'There is no winning tile: score as much as you can.',
  ],
};

/** 89.50118 — Aquatic 2496. */
export const modeAquatic2496: ModePlugin = builtinMode({
  id: 'pc.aquatic-2496',
  size: 4,
  name: 'Aquatic 2496',
  description: 'Products of two seeds merge when they share a factor',
  category: 'Waves',
  rules: plainRules(text),
  recreates: [{ modeId: '89.50118' }],
  optionsFromModeVars: () => ({}),
  build: () =>
    defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 2,
      tileTypes: pairTileTypes(true),
      // The larger numbers first, then the smaller ones, then a smaller one against a larger one.
      mergeRules: [sharedNumberMerge(B, NB, A, NA), sharedNumberMerge(A, NA, B, NB), sharedNumberMerge(A, NB, B, NA)],
      startTileSpawns: [PAIR_SPAWN],
      startGameVars: START_VARS,
      scripts: [...seedScripts(SEEDS), [REBUILD_PAIRS, 'EndMovement']],
      statBoxes: seedStatBoxes(SEEDS, 'mod 27'),
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: ['@This 0', '*', '@This 1'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    }),
});
