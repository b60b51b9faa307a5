// Waves mode 50.22 — Dual-Tile DIVE (replaces (232, 240)). DIVE where a tile is a pair of whole
// numbers `[x, y]` and all arithmetic is done slot by slot: a tile merges with another when each of
// its numbers divides the matching number of the other (in either order), into the slot-wise sum;
// the merge scores the smaller of the two tiles' sums (x + y). Seeds are pairs too, starting with
// (1, 2): a tile is divided slot-wise by the seeds as far as possible and a leftover other than
// (1, 1) becomes a new seed. Eliminated seeds score nothing. Unordered Dual-Tile DIVE (`mv[3]`): the
// two numbers are not ordered — tiles and seeds are kept smaller number first, and divisibility
// also holds crosswise (each number of one divides the other number of the other).
//
// Game variables: 0–6 as in the other Waves modes (seeds, seeds seen, unlocked, eliminated,
// "unknown" flag, seen-box toggle, check order), 7 = the seed picked by the last spawn.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { and, or, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { looksDualTileDive } from './looks.ts';
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

/** x and y as the original's unordered variant keeps them: smaller number first. */
const SORTED: Value[] = ['arr_sort', [X, '-B', Y, 'Number']];
/** y divides x slot by slot (a 0 slot counts as 1); `cross`: y's first divides x's second and back. */
const slotsDivide = (x: string, y: string, cross: boolean): Expr =>
  and(
    [slot(x, 0), 'modB', [slot(y, cross ? 1 : 0), 'max', 1n], '=', 0n],
    [slot(x, 1), 'modB', [slot(y, cross ? 0 : 1), 'max', 1n], '=', 0n],
  );

function arithmetic(unordered: boolean) {
  const straight = (op: string): Value[] => [
    'arr_push',
    [slot(X, 0), op, slot(Y, 0)],
    'arr_push',
    [slot(X, 1), op, slot(Y, 1)],
  ];
  if (!unordered)
    return {
      times: fn(pair([slot(X, 0), '*B', slot(Y, 0)], [slot(X, 1), '*B', slot(Y, 1)])),
      over: fn(pair([slot(X, 0), '/B', slot(Y, 0)], [slot(X, 1), '/B', slot(Y, 1)])),
      dividedBy: fn([slot(X, 0), 'modB', [slot(Y, 0), 'max', 1n], '=', 0n], '&&', [
        slot(X, 1),
        'modB',
        [slot(Y, 1), 'max', 1n],
        '=',
        0n,
      ]),
      coprime: fn([slot(X, 0), 'gcdB', slot(Y, 0), '=', 1n], '&&', [slot(X, 1), 'gcdB', slot(Y, 1), '=', 1n]) as Value,
    };
  return {
    times: fn(['@Literal'], ...straight('*B'), ...SORTED),
    // Divided slot by slot where that divides, else crosswise.
    over: fn(
      ['@Literal'],
      '@if',
      slotsDivide(X, Y, false),
      ...straight('/B'),
      '@end-if',
      '@else',
      'arr_push',
      [slot(X, 0), '/B', slot(Y, 1)],
      'arr_push',
      [slot(X, 1), '/B', slot(Y, 0)],
      '@end-else',
      ...SORTED,
    ),
    dividedBy: fn(slotsDivide(X, Y, false), '||', slotsDivide(X, Y, true)),
    // No coprime core: the greedy check orders never ask for one (the original passes false).
    coprime: false as Value,
  };
}
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

/** A seed divides a tile's pair (absolute values; slot by slot, or also crosswise when unordered). */
function pairDivides(x: Expr, seed: Expr, unordered: boolean): Expr {
  // Nested operands keep the filter's variables (tile, seed) with @var_retain.
  const part = (i: number, j: number): Expr => [
    '@var_retain',
    x,
    'arr_elem',
    i,
    'absB',
    '%B',
    ['@var_retain', seed, 'arr_elem', j, 'absB', 'max', 1n],
    '=',
    0n,
  ];
  if (!unordered) return [part(0, 0), '&&', part(1, 1)];
  // Each group keeps the variables too.
  return [['@var_retain', part(0, 0), '&&', part(1, 1)], '||', ['@var_retain', part(0, 1), '&&', part(1, 0)]];
}

export const PAIR_SEEDS: SeedArithmetic = pairSeeds(false);

export function pairSeeds(unordered: boolean): SeedArithmetic {
  const { times, over, dividedBy, coprime } = arithmetic(unordered);
  return {
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
    divides: (x, seed) => pairDivides(x, seed, unordered),
    insertSeen: (seed) => ['@var_retain', SEEN, 'arr_binaryInsertCF', seed, seenOrder],
    score: (seed) => seed,
    seenBoxVar: 5,
  };
}

const [rear, front] = tilesFrom(0, 2) as [TileRef, TileRef];
const isBig = (e: Expr): Expr => [e, 'typeof', '=', 'bigint'];
const pairSum = (t: TileRef): Expr => [[t.c(0), 'abs'], '+', [t.c(1), 'abs']];

/**
 * Each number of one tile divides the matching number of the other: the slot-wise sum. Unordered:
 * crosswise division counts too, and the sum is kept smaller number first.
 */
function pairMerge(unordered: boolean): Value[] {
  const divides = (cross: boolean): Expr =>
    and(
      [front.c(0), 'modB', [rear.c(cross ? 1 : 0), 'absB', 'max', 1n], '=', 0n],
      [front.c(1), 'modB', [rear.c(cross ? 0 : 1), 'absB', 'max', 1n], '=', 0n],
    );
  const sum0: Expr = [rear.c(0), '+B', front.c(0)];
  const sum1: Expr = [rear.c(1), '+B', front.c(1)];
  return mergeRule({
    length: 2,
    cond: and(
      unordered ? or(divides(false), divides(true)) : divides(false),
      isBig(rear.c(0)),
      isBig(front.c(0)),
      isBig(rear.c(1)),
      isBig(front.c(1)),
    ),
    ordered: false,
    outputs: [
      unordered
        ? [
            [sum0, 'min', sum1],
            [sum0, 'max', sum1],
          ]
        : [sum0, sum1],
    ],
    score: [pairSum(rear), 'min', pairSum(front)],
    flags: [false, true],
  });
}

/** Spawns: a random seed (its position is kept in variable 7 while both numbers are read). */
function spawn(unordered: boolean): Value {
  const pick: Expr = [SEEDS, '@edit_gvar', 7, [0, 'rand_int', [SEEDS, 'arr_length', '-', 1]], 'arr_elem', '@GVar 7'];
  const number = (i: number): Value[] => [SEEDS, 'arr_elem', '@GVar 7', 'arr_elem', i];
  // Unordered: the smaller number first.
  return [
    unordered
      ? [
          [...pick, 'arr_elem', 0, 'min', number(1)],
          [...number(1), 'max', number(0)],
        ]
      : [[...pick, 'arr_elem', 0], number(1)],
    1,
  ];
}

function rulesText(c: WavesChoices, unordered: boolean): RulesText {
  return {
    heading: 'Waves',
    title: unordered ? 'Unordered Dual-Tile DIVE' : 'Dual-Tile DIVE',
    paragraphs: [
      unordered
        ? 'DIVE with tiles that hold two numbers, in no particular order (shown smaller first); arithmetic is done number by number. Two tiles merge when each number of one divides a different number of the other: 2 3 and 4 9 make 6 12, and 3 4 with 4 9 makes 7 13. A merge scores the smaller of the two tiles’ sums.'
        : 'DIVE with tiles that hold two numbers; all arithmetic is done number by number. Two tiles merge when each number of one divides the matching number of the other: 2 3 and 4 9 make 6 12. A merge scores the smaller of the two tiles’ sums (here 2 + 3 = 5).',
      `The first seed${c.ones ? 's are 1 1 and 1 2' : ' is 1 2'}; new tiles are picked from the seeds. After each move every tile is divided by the seeds (number by number, ${c.order === 'minimum' ? 'in the order that leaves the smallest numbers' : 'largest seed first'}) as often as possible; a leftover other than 1 1 becomes a new seed. ${c.seeds === 'permanent' ? 'Seeds are unlocked permanently.' : 'A seed with no multiple left on the board is eliminated (without score), unless it is the last one.'}`,
      'There is no winning tile: score as much as you can.',
    ],
  };
}

/** 50.22 — Dual-Tile DIVE. */
export const modeDualTileDive: ModePlugin = builtinMode({
  id: 'pc.dual-tile-dive',
  size: 5,
  name: 'Dual-Tile DIVE',
  description: 'DIVE with two-number tiles, divisible number by number',
  category: 'Waves',
  rules: plainRules(rulesText(wavesChoices({}), false)),
  options: [
    ...WAVES_OPTIONS,
    {
      id: 'unordered',
      label: 'Unordered',
      type: 'boolean',
      default: false,
      help: 'The two numbers of a tile are not ordered: tiles also merge and divide crosswise.',
    },
  ],
  recreates: [{ modeId: '50.22' }],
  // mode_vars: [seed system, 1s, check order, unordered].
  optionsFromModeVars: (mv) => ({ ...wavesOptionsFromModeVars(mv), unordered: mv[3] === true }),
  build: (o) => {
    const c = wavesChoices(o);
    const unordered = optBool(o, 'unordered', false);
    const arithmetic = pairSeeds(unordered);
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
      tileTypes: looksDualTileDive([
        ['@This 0', 'defaultAbbrevB'],
        'str_concat',
        ' ',
        'str_concat',
        ['@This 1', 'defaultAbbrevB'],
      ]),
      mergeRules: [pairMerge(unordered)],
      startTileSpawns: [spawn(unordered)],
      // Variable 7 (the spawn's pick) starts as the original leaves it: the last seed's position.
      startGameVars: [seeds, seeds.slice(), [], [], false, 0, seedOrderValue(c), seeds.length - 1],
      scripts: wavesSeedScripts(false, arithmetic, permanent),
      statBoxes: wavesStatBoxes(arithmetic, undefined, permanent),
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(rulesText(c, unordered)),
      tileValueFunction: ['@This 0', '+B', '@This 1'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
