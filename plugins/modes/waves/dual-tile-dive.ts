// Waves mode 50.22 — Dual-Tile DIVE (replaces (232, 240)). DIVE where a tile is a pair of whole
// numbers `[x, y]` and all arithmetic is done slot by slot: a tile merges with another when each of
// its numbers divides the matching number of the other (in either order), into the slot-wise sum;
// the merge scores the smaller of the two tiles' sums (x + y). Seeds are pairs too, starting with
// (1, 2): a tile is divided slot-wise by the seeds as far as possible and a leftover other than
// (1, 1) becomes a new seed. Eliminated seeds score nothing.
//
// Game variables: 0–6 as in the other Waves modes (seeds, seeds seen, unlocked, eliminated,
// "unknown" flag, seen-box toggle, check order), 7 = the seed picked by the last spawn.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { and, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { stepBackground, stepTextColor } from '../shared/tile-look.ts';
import { SEEDS, SEEN, wavesSeedScripts, wavesStatBoxes, type SeedArithmetic } from './seeds-w1.ts';
import {
  WAVES_OPTIONS,
  seedOrderValue,
  wavesChoices,
  wavesOptionsFromModeVars,
  type WavesChoices,
} from './waves-options.ts';

/** Slot `i` of the pair in variable `v` (inside the seed operator's functions). */
const slot = (v: string, i: number): Expr => [v, 'arr_elem', i];
/** The two-argument functions see x as variable −2 and y as variable −1. */
const X = '@Var -2';
const Y = '@Var -1';

/** A pair built from two slot expressions. */
const pair = (first: Expr, second: Expr): Expr => [first, 'Array', 'arr_push', second];
/** A function of the seed operator: nested operands keep seeing x and y. */
const fn = (...body: Value[]): Expr => ['@global_var_retain', ...body];

const times = fn(pair([slot(X, 0), '*B', slot(Y, 0)], [slot(X, 1), '*B', slot(Y, 1)]));
const over = fn(pair([slot(X, 0), '/B', slot(Y, 0)], [slot(X, 1), '/B', slot(Y, 1)]));
/** y divides x in both slots (a 0 slot counts as 1). */
const dividedBy = fn([slot(X, 0), 'modB', [slot(Y, 0), 'max', 1n], '=', 0n], '&&', [
  slot(X, 1),
  'modB',
  [slot(Y, 1), 'max', 1n],
  '=',
  0n,
]);
const product = (v: string): Expr => [slot(v, 0), '*B', slot(v, 1)];
const total = (v: string): Expr => [slot(v, 0), '+B', slot(v, 1)];
/** Seed order: by product, then by sum, then by the first number. */
const compare = fn(
  0,
  '@if',
  [product(X), '!=', product(Y)],
  '2nd',
  [product(X), '-B', product(Y), 'Number'],
  '@end-if',
  '@else-if',
  [total(X), '!=', total(Y)],
  '2nd',
  [total(X), '-B', total(Y), 'Number'],
  '@end-else-if',
  '@else',
  '2nd',
  [slot(X, 0), '-', slot(Y, 0)],
  '@end-else',
);
const coprime = fn([slot(X, 0), 'gcdB', slot(Y, 0), '=', 1n], '&&', [slot(X, 1), 'gcdB', slot(Y, 1), '=', 1n]);
const ONE: Value = ['@Literal', 1n, 1n];
const positive = fn([slot(Y, 0), '>=', 1n], '&&', [slot(Y, 1), '>=', 1n]);
const isOne = fn([slot(Y, 0), '=', 1n], '&&', [slot(Y, 1), '=', 1n]);

const absPair: Expr = ['@Var -1', 'arr_map', ['@Var -1', 'absB']];

/** The order of the "seeds seen" list: by second number, then by first. */
const seenOrder: Expr = [
  '@global_var_retain_inner',
  slot(X, 1),
  '-',
  slot(Y, 1),
  '@if',
  ['@Parent -2', '=', 0],
  '2nd',
  slot(X, 0),
  '-',
  slot(Y, 0),
  '@end-if',
];

export const PAIR_SEEDS: SeedArithmetic = {
  type: 'bigint',
  zero: 0n,
  board: [
    '@Grid',
    'arr_flat',
    1,
    'arr_filter',
    ['@Var -1', 'arr_elem', 0, 'typeof', '=', 'bigint', '&&', ['@var_retain', '@Var -1', 'arr_elem', 1, '!=', 0n]],
  ],
  leftover: (tile) => [
    tile,
    'arr_map',
    ['@Var -1', 'absB'],
    'customDIVESeedUnlock',
    [SEEDS, 'arr_map', absPair],
    '@GVar 6',
    times,
    over,
    dividedBy,
    compare,
    coprime,
    ONE,
    positive,
    isOne,
  ],
  // Kept flat: `x` is read through the parent chain, so it must stay at this nesting level.
  isNewSeed: (x) => [x, 'arr_filter', ['@Var -1', '>', 1n], 'arr_length', '>', 0],
  // Nested operands keep the filter's variables (tile, seed) with @var_retain.
  divides: (x, seed) => [
    ['@var_retain', x, 'arr_elem', 0, 'absB', '%B', ['@var_retain', seed, 'arr_elem', 0, 'absB', 'max', 1n], '=', 0n],
    '&&',
    ['@var_retain', x, 'arr_elem', 1, 'absB', '%B', ['@var_retain', seed, 'arr_elem', 1, 'absB', 'max', 1n], '=', 0n],
  ],
  insertSeen: (seed) => ['@var_retain', SEEN, 'arr_binaryInsertCF', seed, seenOrder],
  score: (seed) => seed,
  seenBoxVar: 5,
};

const [rear, front] = tilesFrom(0, 2) as [TileRef, TileRef];
const isBig = (e: Expr): Expr => [e, 'typeof', '=', 'bigint'];
const pairSum = (t: TileRef): Expr => [[t.c(0), 'abs'], '+', [t.c(1), 'abs']];

/** Each number of one tile divides the matching number of the other: the slot-wise sum. */
const pairMerge = mergeRule({
  length: 2,
  cond: and(
    [front.c(0), 'modB', [rear.c(0), 'absB', 'max', 1n], '=', 0n],
    [front.c(1), 'modB', [rear.c(1), 'absB', 'max', 1n], '=', 0n],
    isBig(rear.c(0)),
    isBig(front.c(0)),
    isBig(rear.c(1)),
    isBig(front.c(1)),
  ),
  ordered: false,
  outputs: [
    [
      [rear.c(0), '+B', front.c(0)],
      [rear.c(1), '+B', front.c(1)],
    ],
  ],
  score: [pairSum(rear), 'min', pairSum(front)],
  flags: [false, true],
});

/** Spawns: a random seed (its position is kept in variable 7 while both numbers are read). */
const SPAWN: Value = [
  [
    [SEEDS, '@edit_gvar', 7, [0, 'rand_int', [SEEDS, 'arr_length', '-', 1]], 'arr_elem', '@GVar 7', 'arr_elem', 0],
    [SEEDS, 'arr_elem', '@GVar 7', 'arr_elem', 1],
  ],
  1,
];

function rulesText(c: WavesChoices): RulesText {
  return {
    heading: 'Waves',
    title: 'Dual-Tile DIVE',
    paragraphs: [
      'DIVE with tiles that hold two numbers; all arithmetic is done number by number. Two tiles merge when each number of one divides the matching number of the other: 2 3 and 4 9 make 6 12. A merge scores the smaller of the two tiles’ sums (here 2 + 3 = 5).',
      `The first seed${c.ones ? 's are 1 1 and 1 2' : ' is 1 2'}; new tiles are picked from the seeds. After each move every tile is divided by the seeds (number by number, ${c.order === 'minimum' ? 'in the order that leaves the smallest numbers' : 'largest seed first'}) as often as possible; a leftover other than 1 1 becomes a new seed. ${c.seeds === 'permanent' ? 'Seeds are unlocked permanently.' : 'A seed with no multiple left on the board is eliminated (without score), unless it is the last one.'}`,
      'There is no winning tile: score as much as you can.',
    ],
  };
}

const step: Expr = [['@This 0', '+B', '@This 1'], 'Number', 'max', 1, 'log', 2, 'floor', 1];

/** 50.22 — Dual-Tile DIVE. */
export const modeDualTileDive: ModePlugin = builtinMode({
  id: 'pc.dual-tile-dive',
  size: 5,
  name: 'Dual-Tile DIVE',
  description: 'DIVE with two-number tiles, divisible number by number',
  category: 'Waves',
  rules: plainRules(rulesText(wavesChoices({}))),
  options: WAVES_OPTIONS,
  recreates: [{ modeId: '50.22' }],
  optionsFromModeVars: wavesOptionsFromModeVars,
  build: (o) => {
    const c = wavesChoices(o);
    const permanent = c.seeds === 'permanent';
    const seeds: Value[] = c.ones
      ? [
          [1n, 1n],
          [1n, 2n],
        ]
      : [[1n, 2n]];
    return defaultMode({
      width: 5,
      height: 5,
      tileNumAmount: 2,
      tileTypes: [
        [
          true,
          [['@This 0', 'defaultAbbrevB'], 'str_concat', ' ', 'str_concat', ['@This 1', 'defaultAbbrevB']],
          stepBackground(step),
          stepTextColor(step),
        ],
      ],
      mergeRules: [pairMerge],
      startTileSpawns: [SPAWN],
      // Variable 7 (the spawn's pick) starts as the original leaves it: the last seed's position.
      startGameVars: [seeds, seeds.slice(), [], [], false, 0, seedOrderValue(c), seeds.length - 1],
      scripts: wavesSeedScripts(false, PAIR_SEEDS, permanent),
      statBoxes: wavesStatBoxes(PAIR_SEEDS, undefined, permanent),
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(rulesText(c)),
      tileValueFunction: ['@This 0', '+B', '@This 1'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
