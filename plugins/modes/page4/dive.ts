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
import { withModeHints } from '../../modifiers/mode-hints.ts';
import {
  type Value,
  defaultMode,
  type ModeDefinition,
  type ModePlugin,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import {
  SEED_ORDER_OPTION,
  SEED_SYSTEM_OPTION,
  seedOptionsFromModeVars,
  seedOrderValue,
  wavesChoices,
  type WavesChoices,
} from '../waves/waves-options.ts';
import type { Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { schemeTileTypes } from '../shared/whole-number-tiles.ts';
import { builtinMode, gameplayRules, optNumber, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { diveNext, withDiveGoals } from '../shared/dive-goals.ts';

const SEEDS = '@GVar 0';
const SEEN = '@GVar 1';
const UNLOCKED = '@GVar 2';
const ELIMINATED = '@GVar 3';
const CHECK_ORDER = '@GVar 4';
const SEEN_BOX = '@GVar 10';

function startVars(seed: bigint, order: number): Value[] {
  return [[seed], [seed], [], [], order, 4n, 0, false, false, 4n, 0];
}

interface Choices {
  readonly waves: WavesChoices;
  readonly startSeed: bigint;
}

function choices(o: OptionValues): Choices {
  const seed = optNumber(o, 'startSeed', 2);
  return {
    waves: wavesChoices(o),
    startSeed: BigInt(Number.isFinite(seed) ? Math.max(1, Math.min(1e15, Math.floor(seed))) : 2),
  };
}

/** Every number tile on the board, as a list of BigInts (0s left out). */
const BOARD_NUMBERS: Expr = [
  '@Grid',
  'arr_flat',
  2,
  'arr_filter',
  ['@Var -1', 'typeof', '=', 'bigint'],
  'arr_filter',
  ['@Var -1', '!=', 0n],
];

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
  [
    SEEDS,
    'arr_filter',
    [BOARD_NUMBERS, 'arr_filter', ['@var_retain', '@Var -1', '%B', SEED_BEING_CHECKED, '=', 0n], 'arr_length', '=', 0],
  ],
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

/**
 * The original removes the eliminated seeds one at a time but reads each score at the seed's
 * position before any removal: the k-th eliminated seed (in list order) scores the seed k places
 * further on in the list as it was (nothing past its end). One score addition per seed, in order.
 */
const ELIMINATION_SCORES: Expr = [
  ELIMINATED,
  'arr_map',
  [SEEDS, 'arr_elem', ['@var_retain', SEEDS, 'arr_indexOf', '@Var 1', '+', '@Var 0']],
  'arr_filter',
  ['@Var -1', 'typeof', '=', 'bigint'],
];

/** Eliminated seeds leave the spawn list and score (see above), as long as some seed remains. */
const ELIMINATE: Expr = [
  0,
  '@if',
  [[ELIMINATED, 'arr_length', '>', 0], '&&', [[ELIMINATED, 'arr_length'], '<', [SEEDS, 'arr_length']]],
  '2nd',
  [ELIMINATION_SCORES, 'arr_map', [0, '@add_score', ['@var_retain', '@Var -1']]],
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

function rulesText(c: Choices): RulesText {
  return {
    heading: 'Divisibility',
    title: 'DIVE',
    paragraphs: [
      'A tile merges with any multiple of itself, in either order, into their sum (3 + 12 = 15). A merge scores the smaller tile.',
      `New tiles are seeds, picked at random from the "Seeds" box; the first seed is ${c.startSeed}. After each move, every tile is divided by the seeds (${c.waves.order === 'minimum' ? 'in the order that leaves the smallest number' : 'largest seed first'}) as often as possible: whatever is left above 1 becomes a new seed (15 with the seeds 2 and 3 unlocks 5).`,
      c.waves.seeds === 'permanent'
        ? 'Seeds are unlocked permanently.'
        : 'When no tile is a multiple of a seed any more, that seed is eliminated and scores its value — unless that would leave no seeds at all.',
      'There is no winning tile: score as much as you can.',
    ],
  };
}

/** 50 — DIVE. */
/** Hidden tile numbers (a global modifier) also hide the seeds in DIVE's announcements (game variable 8). */
const HIDDEN_TEXT_HINT = {
  hiddenText: (m: ModeDefinition): ModeDefinition => ({
    ...m,
    startGameVars: m.startGameVars.map((v, i) => (i === 8 ? true : v)),
  }),
};

export const modeDive: ModePlugin = withDiveGoals(
  builtinMode({
    id: 'pc.dive',
    size: 4,
    name: 'DIVE',
    description: 'Tiles merge with their multiples; seeds unlock and are eliminated as the board changes',
    page: 4,
    category: 'Divisibility',
    rules: plainRules(rulesText(choices({}))),
    options: [
      SEED_SYSTEM_OPTION,
      {
        id: 'startSeed',
        label: 'First seed',
        type: 'number',
        default: 2,
        min: 1,
        step: 1,
        help: 'The seed the game starts with (the "1s" control sets 1).',
      },
      SEED_ORDER_OPTION,
    ],
    recreates: [{ modeId: '50' }],
    // mv[0] seed system, mv[1] the first seed, mv[2] check order.
    optionsFromModeVars: (mv) => ({
      ...seedOptionsFromModeVars(mv),
      startSeed: typeof mv[1] === 'bigint' && mv[1] >= 1n && mv[1] <= 1000000000000000n ? Number(mv[1]) : 2,
    }),
    build: (o) => {
      const c = choices(o);
      const permanent = c.waves.seeds === 'permanent';
      const [a, b] = ['@This 0', '@Next 1 0'];
      return withModeHints(
        defaultMode({
          width: 4,
          height: 4,
          tileTypes: schemeTileTypes('DIVE'),
          mergeRules: [
            mergeRule({
              length: 2,
              // b is a multiple of a (a 0 tile counts as 1), both plain BigInts; any order.
              cond: [
                [b, 'modB', [a, 'absB', 'max', 1n], '=', 0n],
                '&&',
                [a, 'typeof', '=', 'bigint'],
                '&&',
                [b, 'typeof', '=', 'bigint'],
              ],
              ordered: false,
              outputs: [[[a, '+B', b]]],
              score: [a, 'min', b],
              flags: [false, true],
            }),
          ],
          startTileSpawns: [RANDOM_SEED],
          startGameVars: startVars(c.startSeed, seedOrderValue(c.waves)),
          scripts: permanent
            ? [
                [FIND_UNLOCKED, 'EndMovement'],
                [UNLOCK, 'EndMovement'],
              ]
            : [
                [FIND_UNLOCKED, 'EndMovement'],
                [FIND_ELIMINATED, 'EndMovement'],
                [UNLOCK, 'EndMovement'],
                [ELIMINATE, 'EndMovement'],
              ],
          statBoxes: [
            ['Score', '@Score', false, false, 'Tile', 'DIVE'],
            ['Seeds', SEEDS, false, false, 'TileArray', 'Self'],
            // Clicking flips between the count of seeds seen and the list of them.
            ...(permanent
              ? []
              : [
                  [
                    'Seeds Seen',
                    [SEEN, 'arr_length'],
                    false,
                    false,
                    'Text',
                    'Self',
                    [SEEN_BOX, '=', 0],
                    [0, '@edit_gvar', 10, 1],
                    true,
                  ],
                  [
                    'All Seeds Seen',
                    SEEN,
                    true,
                    false,
                    'TileArray',
                    'Self',
                    [SEEN_BOX, '=', 1],
                    [0, '@edit_gvar', 10, 0],
                    true,
                  ],
                ]),
          ],
          winConditions: [],
          winRequirement: false,
          gameplayRulesText: gameplayRules(rulesText(c)),
          tileValueFunction: '@This 0',
          mergeResultKnownLevel: 2,
          knownMergeMaxLength: 2,
          knownMergeLookbackDistance: 0,
        }),
        HIDDEN_TEXT_HINT,
      );
    },
  }),
  { goal: 5, reached: 6, made: 7, minimum: 9, modeVar: 3, minimumModeVar: 4, defaultMinimum: 4, next: diveNext },
);
