// Page 4, slot 23 — DIVE. Tiles are whole numbers (BigInts); a tile merges with any multiple of
// itself, in either order, and the merge scores the smaller tile. New tiles are "seeds": the game
// starts with the seed 2, and after every move each tile is divided by the seeds as often as
// possible — whatever is left above 1 becomes a new seed. A seed that no tile on the board is a
// multiple of any more is eliminated (and scores its value), unless every seed would go.
//
// Game variables: 0 = the seeds (in unlock order; spawns pick one), 1 = every seed seen (sorted),
// 2 = seeds unlocked by this move and 3 = seeds eliminated by it (both emptied again before the
// move ends), 4 = the seed check order (0: largest seed first), 5–9 = the original's random-goal
// settings (off), 10 = which of the two "seeds seen" boxes is shown.
import type { Value } from '../../../src/calc/values.ts';
import { defaultMode } from '../../../src/engine/mode.ts';
import type { ModePlugin } from '../../../src/plugins/types.ts';
import type { Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { diveNext, withDiveGoals } from '../shared/dive-goals.ts';
import { stepBackground, stepTextColor } from '../shared/tile-look.ts';

const SEEDS = '@GVar 0';
const SEEN = '@GVar 1';
const UNLOCKED = '@GVar 2';
const ELIMINATED = '@GVar 3';
const CHECK_ORDER = '@GVar 4';
const SEEN_BOX = '@GVar 10';

const START_VARS: Value[] = [[2n], [2n], [], [], 0, 4n, 0, false, false, 4n, 0];

/** Every number tile on the board, as a list of BigInts (0s left out). */
const BOARD_NUMBERS: Expr = ['@Grid', 'arr_flat', 2, 'arr_filter', ['@Var -1', 'typeof', '=', 'bigint'], 'arr_filter', ['@Var -1', '!=', 0n]];

/** For each tile: what is left after dividing by the seeds; a new value above 1 is remembered. */
const FIND_UNLOCKED: Expr = [
  BOARD_NUMBERS,
  'arr_map',
  [
    '@Var -1',
    'absB',
    'DIVESeedUnlock',
    SEEDS,
    CHECK_ORDER,
    '@if',
    [['@Parent -3', '>', 1n], '&&', [UNLOCKED, 'arr_indexOf', '@Parent -3', '=', -1]],
    '@edit_gvar',
    2,
    [UNLOCKED, 'arr_push', '@Parent -2'],
    '@end-if',
  ],
];

/**
 * Inside the tile filter below: the seed being checked. That filter keeps its caller's variables
 * (index, seed) and appends each call's (index, tile) after them, so the seed stays variable 1.
 */
const SEED_BEING_CHECKED = '@Var 1';

/** The seeds no tile is a multiple of. */
const FIND_ELIMINATED: Expr = [
  0,
  '@edit_gvar',
  3,
  [SEEDS, 'arr_filter', [BOARD_NUMBERS, 'arr_filter', ['@var_retain', '@Var -1', '%B', SEED_BEING_CHECKED, '=', 0n], 'arr_length', '=', 0]],
];

/** New seeds join the spawn list (and the sorted list of seeds seen); each is announced. */
const UNLOCK: Expr = [
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
    ['@var_retain', SEEN, 'arr_binaryInsert', '@Var -1'],
    '@end-if',
    'announce',
    ['@var_retain', '@Var -1', 'String', 'str_concat', ' unlocked!'],
    2500,
  ],
  '@edit_gvar',
  2,
  ['@Literal'],
];

/** Eliminated seeds leave the spawn list and score their value, as long as some seed remains. */
const ELIMINATE: Expr = [
  0,
  '@if',
  [[ELIMINATED, 'arr_length', '>', 0], '&&', [[ELIMINATED, 'arr_length'], '<', [SEEDS, 'arr_length']]],
  '@add_score',
  [ELIMINATED, 'arr_reduce', 0n, ['+B', '@Var -1']],
  '@edit_gvar',
  0,
  [SEEDS, 'arr_filter', [ELIMINATED, 'arr_indexOf', '@Var -1', '=', -1]],
  '2nd',
  [ELIMINATED, 'arr_map', [0, 'announce', ['@var_retain', '@Var -1', 'String', 'str_concat', ' eliminated!'], 2500]],
  '@end-if',
  '@edit_gvar',
  3,
  ['@Literal'],
];

/** Spawns: one of the seeds, picked at random. */
const RANDOM_SEED: Value = [[[SEEDS, 'arr_elem', [0, 'rand_bigint', [SEEDS, 'arr_length', '-', 1]]]], 1];

const text: RulesText = {
  heading: 'Divisibility',
  title: 'DIVE',
  paragraphs: [
    'A tile merges with any multiple of itself, in either order, into their sum (3 + 12 = 15). A merge scores the smaller tile.',
    'New tiles are seeds, picked at random from the "Seeds" box; the first seed is 2. After each move, every tile is divided by the seeds as often as possible: whatever is left above 1 becomes a new seed (15 with the seeds 2 and 3 unlocks 5).',
    'When no tile is a multiple of a seed any more, that seed is eliminated and scores its value — unless that would leave no seeds at all.',
    'There is no winning tile: score as much as you can.',
  ],
};

/** 50 — DIVE. */
export const modeDive: ModePlugin = withDiveGoals(builtinMode({
  id: 'pc.dive',
  size: 4,
  name: 'DIVE',
  description: 'Tiles merge with their multiples; seeds unlock and are eliminated as the board changes',
  page: 4,
  category: 'Divisibility',
  rules: plainRules(text),
  recreates: [{ modeId: '50' }],
  optionsFromModeVars: () => ({}),
  build: () => {
    const [a, b] = ['@This 0', '@Next 1 0'];
    const step: Expr = ['@This 0', 'Number', 'log', 2, 'floor', 1];
    return defaultMode({
      width: 4,
      height: 4,
      tileTypes: [[true, '@This 0', stepBackground(step), stepTextColor(step)]],
      mergeRules: [
        mergeRule({
          length: 2,
          // b is a multiple of a (a 0 tile counts as 1), both plain BigInts; any order.
          cond: [[b, 'modB', [a, 'absB', 'max', 1n], '=', 0n], '&&', [a, 'typeof', '=', 'bigint'], '&&', [b, 'typeof', '=', 'bigint']],
          ordered: false,
          outputs: [[[a, '+B', b]]],
          score: [a, 'min', b],
          flags: [false, true],
        }),
      ],
      startTileSpawns: [RANDOM_SEED],
      startGameVars: START_VARS,
      scripts: [
        [FIND_UNLOCKED, 'EndMovement'],
        [FIND_ELIMINATED, 'EndMovement'],
        [UNLOCK, 'EndMovement'],
        [ELIMINATE, 'EndMovement'],
      ],
      statBoxes: [
        ['Score', '@Score', false, false, 'Tile', 'DIVE'],
        ['Seeds', SEEDS, false, false, 'TileArray', 'Self'],
        // Clicking flips between the count of seeds seen and the list of them.
        ['Seeds Seen', [SEEN, 'arr_length'], false, false, 'Text', 'Self', [SEEN_BOX, '=', 0], [0, '@edit_gvar', 10, 1], true],
        ['All Seeds Seen', SEEN, true, false, 'TileArray', 'Self', [SEEN_BOX, '=', 1], [0, '@edit_gvar', 10, 0], true],
      ],
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: '@This 0',
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
}), { goal: 5, reached: 6, made: 7, minimum: 9, modeVar: 3, minimumModeVar: 4, defaultMinimum: 4, next: diveNext });
