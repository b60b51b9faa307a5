// Waves mode 73.50118 — Aquatic SQUART (takes SQUART's menu tile when the waves are unleashed). Tiles
// are whole numbers `[v]` (BigInts). Two tiles merge into their sum in two ways:
//   * SQUART-style: the square of one is a multiple of the other, but the first is not (6 and 4:
//     36 is a multiple of 4, 6 is not) — scores the smaller tile;
//   * DIVE-style: one divides the other — scores nothing.
// Seeds as in DIVE (eliminations score nothing), plus a second list of "square seeds" found in the
// square parts of the tiles (the largest square dividing each: 72 → 36): a leftover above 1 after
// dividing a square part by the square seeds becomes a square seed. A square seed goes when no tile
// is a multiple of its square root (it may leave the list empty). A new tile is a seed or a square
// seed, each list weighted by its length.
//
// Game variables (the original's layout): 0 seeds, 1 seeds seen, 2/3 seeds unlocked/eliminated by
// this move, 4 unused flag, 5 which "seeds seen" box shows, 6 seed check order (largest first),
// 7 square seeds, 8 square seeds seen, 9/10 square seeds unlocked/eliminated by this move,
// 11 which "square seeds seen" box shows, 12–15 random-goal bookkeeping (off).
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { exactSum, schemeTileTypes } from '../shared/whole-number-tiles.ts';
import { divides, notDivides } from './number-tests-w2.ts';
import {
  BOARD_COMPONENTS,
  diveSeedLayout,
  randomFrom,
  seedScripts,
  seedStatBoxes,
  type SeedLayout,
} from './seeds-w2.ts';

const SEEDS = diveSeedLayout(BOARD_COMPONENTS, { eliminationScores: false });

/** The largest square dividing each number on the board: every prime exponent rounded down to even. */
const BOARD_SQUARE_PARTS: Expr = [
  BOARD_COMPONENTS,
  'arr_map',
  [
    '@Var -1',
    'absB',
    'primeFactorizeB',
    1,
    'arr_map',
    ['@Var -1', 'arr_edit_elem', 1, ['@var_retain', '@Var -1', 'arr_elem', 1, 'floorB', 2n]],
    'primeDefactorizeB',
    1,
  ],
];

const SQUARE_SEEDS: SeedLayout = {
  seeds: 7,
  seen: 8,
  unlocked: 9,
  eliminated: 10,
  seenBox: 11,
  checkOrder: '@GVar 6',
  unlockFrom: BOARD_SQUARE_PARTS,
  keepAliveBy: BOARD_COMPONENTS,
  eliminationScores: false,
  keepOne: false,
  witness: (seed) => ['@var_retain', seed, 'rootB', 2n],
  words: ['square-unlocked', 'square-eliminated'],
};

const START_VARS: Value[] = [[2n], [2n], [], [], false, 0, 0, [], [], [], [], 0, 4n, 0, false, 4n];

const pair = tilesFrom(0, 2);
const [a, b] = pair as [TileRef, TileRef];
const bothWhole: Expr = [[a.c(0), 'typeof', '=', 'bigint'], '&&', [b.c(0), 'typeof', '=', 'bigint']];

/** a² is a multiple of b while a is not. */
const squartMerge = mergeRule({
  length: 2,
  cond: [divides(b.c(0), [a.c(0), '^B', 2n]), '&&', notDivides(b.c(0), a.c(0)), '&&', bothWhole],
  ordered: false,
  outputs: [[exactSum(pair)]],
  score: [a.c(0), 'min', b.c(0)],
  flags: [false, true],
});

/** b is a multiple of a: merges, no score. */
const diveMerge = mergeRule({
  length: 2,
  cond: [divides(a.c(0), b.c(0)), '&&', bothWhole],
  ordered: false,
  outputs: [[exactSum(pair)]],
  score: 0,
  flags: [false, true],
});

/** A list's length as a spawn weight. */
const lengthOf = (i: number): Expr => [`@GVar ${i}`, 'arr_length'];

const text: RulesText = {
  heading: 'Waves',
  title: 'Aquatic SQUART',
  paragraphs: [
    'Two tiles merge into their sum when the square of one is a multiple of the other while the first itself is not (6 and 4: 36 is a multiple of 4, 6 is not) — this merge scores the smaller tile. Tiles also merge when one divides the other, without score.',
    'New tiles are seeds, as in DIVE (the first seed is 2; eliminating a seed scores nothing here). There is a second list of square seeds: after each move, the square part of every tile (the largest square dividing it) is divided by the square seeds, and a leftover above 1 becomes a square seed. A square seed is eliminated when no tile is a multiple of its square root. A new tile comes from either list, in proportion to their lengths.',
    'There is no winning tile: score as much as you can.',
  ],
};

/** 73.50118 — Aquatic SQUART. */
export const modeAquaticSquart: ModePlugin = builtinMode({
  id: 'pc.aquatic-squart',
  size: 4,
  name: 'Aquatic SQUART',
  description: 'SQUART merges score, divisor merges do not; seeds and square seeds',
  category: 'Waves',
  rules: plainRules(text),
  recreates: [{ modeId: '73.50118' }],
  optionsFromModeVars: () => ({}),
  build: () => {
    const [score, seeds, seen, allSeen] = seedStatBoxes(SEEDS, 'Self', 'SQUART') as [Value, Value, Value, Value];
    const [, squareSeeds, squareSeen, allSquareSeen] = seedStatBoxes(SQUARE_SEEDS, 'Self') as [
      Value,
      Value,
      Value,
      Value,
    ];
    const renamed = (box: Value, name: string): Value => [name, ...(box as Value[]).slice(1)];
    return defaultMode({
      width: 4,
      height: 4,
      tileTypes: schemeTileTypes('SQUART'),
      mergeRules: [squartMerge, diveMerge],
      startTileSpawns: [
        [[randomFrom(SEEDS.seeds)], lengthOf(SEEDS.seeds)],
        [[randomFrom(SQUARE_SEEDS.seeds)], lengthOf(SQUARE_SEEDS.seeds)],
      ],
      startGameVars: START_VARS,
      scripts: [...seedScripts(SEEDS), ...seedScripts(SQUARE_SEEDS)],
      statBoxes: [
        score,
        seeds,
        renamed(squareSeeds, 'Square Seeds'),
        seen,
        allSeen,
        renamed(squareSeen, 'Square Seeds Seen'),
        allSquareSeen,
      ],
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
