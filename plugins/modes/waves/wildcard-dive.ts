// Waves mode 50.248 — Wildcard DIVE (takes Wildcard 2048's menu tile when the waves are unleashed).
// A tile `[[p₁, p₂, …]]` is a sorted list of possibilities (BigInts): it could be any of them. Two
// tiles merge when some possibility of one divides some possibility of the other; the result holds
// every sum such a divisor pair makes (sorted, each once), and the merge scores the smaller member
// of every such pair added up. [2] and [3, 4] → 2 divides 4 → [6], score 2; [2, 3] and [6] → [8, 9],
// score 5.
//
// Seeds are DIVE's, with every possibility on the board counted on its own. A new tile starts with
// one random seed; then, as long as a random draw stays under the extra-possibility chance (½) and
// seeds are left, another random seed is drawn and added if new.
//
// Game variables (the original's layout): 0 seeds, 1 seeds seen, 2/3 seeds unlocked/eliminated by
// this move, 4 unused flag, 5 which "seeds seen" box shows, 6 seed check order (largest first),
// 7/8 scratch of the last merge test (the sums found, their score), 9 the extra-possibility chance,
// 10–13 random-goal bookkeeping (off).
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { looksWildcardDive } from './looks.ts';
import { divides } from './number-tests-w2.ts';
import { diveSeedLayout, bigintsOnly, randomFrom, seedScripts, seedStatBoxes } from './seeds-w2.ts';

/** Every possibility of every tile on the board. */
const BOARD_POSSIBILITIES: Expr = bigintsOnly(['@Grid', 'arr_flat', 3]);

const SEEDS = diveSeedLayout(BOARD_POSSIBILITIES);
const SUMS = '@GVar 7';
const PAIR_SCORE = '@GVar 8';
const EXTRA_CHANCE = '@GVar 9';

const START_VARS: Value[] = [[2n], [2n], [], [], false, 0, 0, [], 0n, 0.5, 4n, 0, false, 4n];

const MINE = '@This 0';
const THEIRS = '@Next 1 0';
/** Increasing order, for lists of BigInts. */
const ASCENDING: Expr = ['@Var -2', '-B', '@Var -1', 'Number'];

/**
 * The merge test: loops over every possibility pair (mine i = variable 0, theirs j = variable 1),
 * collecting the sums of divisor pairs in game variable 7 (each once, in the order found) and the
 * smaller members' total in game variable 8; true when some pair was found. The variables are kept
 * by the whole game (as the original's are), so the last test's findings show in them.
 */
const mine: Expr = [MINE, 'arr_elem', '@Var 0'];
const theirs: Expr = [THEIRS, 'arr_elem', '@Var 1'];
const pairSum: Expr = [mine, '+B', theirs];
const FIND_PAIRS: Expr = [
  '@global_var_retain_inner',
  0,
  0,
  '@end_vars',
  0,
  '@edit_gvar',
  7,
  ['@Literal'],
  '@edit_gvar',
  8,
  0n,
  '@repeat',
  [MINE, 'arr_length', '>', '@Var 0'],
  '@edit_var',
  1,
  0,
  '@repeat',
  [THEIRS, 'arr_length', '>', '@Var 1'],
  '@if',
  [divides(theirs, mine), '||', divides(mine, theirs)],
  '@if',
  [SUMS, 'arr_indexOf', pairSum, '=', -1],
  '@edit_gvar',
  7,
  [SUMS, 'arr_push', pairSum],
  '@end-if',
  '@edit_gvar',
  8,
  [PAIR_SCORE, '+B', [mine, 'min', theirs]],
  '@end-if',
  '@edit_var',
  1,
  ['@Var 1', '+', 1],
  '@end-repeat',
  '@edit_var',
  0,
  ['@Var 0', '+', 1],
  '@end-repeat',
  '2nd',
  [SUMS, 'arr_length', '>', 0],
];

const possibilityMerge: Value[] = [
  2,
  [
    [MINE, 'arr_elem', 0, 'typeof', '=', 'bigint'],
    '&&',
    [THEIRS, 'arr_elem', 0, 'typeof', '=', 'bigint'],
    '&&',
    FIND_PAIRS,
  ],
  true,
  [[[SUMS, 'arr_sort', ASCENDING]]],
  PAIR_SCORE,
  [false, true],
];

/**
 * A new tile: variable 0 is the last draw (0 at first, so one seed is always taken), variable 1 the
 * seed drawn; the list being built is the running value (`@Parent -4` inside the loop condition).
 */
const WILDCARD_SPAWN: Expr = [
  0,
  ['@Literal'],
  '@end_vars',
  ['@Literal'],
  '@repeat',
  ['@var_retain', '@Var 0', '<', EXTRA_CHANCE, '&&', [['@Parent -4', 'arr_length'], '<', ['@GVar 0', 'arr_length']]],
  '@edit_var',
  1,
  randomFrom(SEEDS.seeds),
  '@if',
  ['@var_retain', '@Parent -2', 'arr_indexOf', '@Var 1', '=', -1],
  'arr_push',
  '@Var 1',
  '@end-if',
  '@edit_var',
  0,
  [0, 'rand_float', 1],
  '@end-repeat',
  'arr_sort',
  ASCENDING,
];

/** "2 3 5": the possibilities, smallest first. */
const POSSIBILITIES_TEXT: Expr = [
  [MINE, 'arr_elem', 0, 'defaultAbbrevB'],
  'str_concat',
  [
    MINE,
    'arr_slice',
    1,
    [MINE, 'arr_length'],
    'arr_reduce',
    '',
    ['str_concat', ' ', 'str_concat', ['@var_retain', '@Var -1', 'defaultAbbrevB']],
  ],
];

const text: RulesText = {
  heading: 'Waves',
  title: 'Wildcard DIVE',
  paragraphs: [
    'DIVE with wildcard tiles: a tile lists one or more possibilities. Two tiles merge when some possibility of one divides some possibility of the other. The new tile lists every sum such a pair makes; the merge scores the smaller member of every such pair, added up. [2] and [3 4] make [6]; [2 3] and [6] make [8 9].',
    'Seeds work as in DIVE (the first seed is 2), with each possibility counted on its own. A new tile gets one random seed, and then, with a 50% chance each time, another one.',
    'There is no winning tile: score as much as you can.',
  ],
};

/** 50.248 — Wildcard DIVE. */
export const modeWildcardDive: ModePlugin = builtinMode({
  id: 'pc.wildcard-dive',
  size: 4,
  name: 'Wildcard DIVE',
  description: 'DIVE with tiles that could be several numbers at once',
  category: 'Waves',
  rules: plainRules(text),
  recreates: [{ modeId: '50.248' }],
  optionsFromModeVars: () => ({}),
  build: () =>
    defaultMode({
      width: 4,
      height: 4,
      tileTypes: looksWildcardDive(POSSIBILITIES_TEXT),
      mergeRules: [possibilityMerge],
      startTileSpawns: [[[WILDCARD_SPAWN], 1]],
      startGameVars: START_VARS,
      scripts: seedScripts(SEEDS),
      statBoxes: seedStatBoxes(SEEDS, 'DIVE'),
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: [MINE, 'arr_reduce', 0n, ['+B', '@Var -1']],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    }),
});
