// Page 4, slot 25 — Alternate 5040. The factorials split the numbers into tiers: tier n runs from
// n! to (n + 1)!. A tile `[n, k]` (BigInts) is n! × k, and inside its tier it plays like 1762:
// two tiles whose multipliers are equal or one apart merge into their sum, as long as the tier's
// ratio n + 1 can still be reached from it; reaching exactly n + 1 starts the next tier, [n + 1, 1].
//
// The original offers twenty source modes to play per tier (its variant tiles) and other tier
// progressions; we recreate the 1762 default over factorials or powers of a base, and the source
// modes of the recorded variant tiles over factorials (option "Source mode").
import { BigRational, type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, or, type Expr } from '../shared/expr.ts';
import { mergeRule, type MergeRuleSpec } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optNumber, optString, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { hsla, row, unless } from './looks.ts';

const TIER = '@This 0';
const K1 = '@This 1';
const K2 = '@Next 1 1';
const SUM: Expr = [K1, '+B', K2];

/** The tiers: factorials (n! to (n + 1)!, the default) or powers of a base b (b^n to b^(n+1)). */
interface Tiers {
  /** null: factorials. */
  readonly base: bigint | null;
}

/** The tier's ratio: multipliers climb from 1 to n + 1 (factorials) or to b. */
function target(t: Tiers): Expr {
  return t.base === null ? [TIER, '+B', 1n] : t.base;
}

function tileValue(t: Tiers, n: Expr, k: Expr): Expr {
  return t.base === null ? [n, 'factorial', '*', k] : [t.base, '^', n, '*', k];
}

/**
 * The merge result of tiles whose multipliers add up to `sum` (operands of one expression): the next
 * tier with multiplier 1 when the sum is n + 1 (script 0 lists that tier's multipliers if new), else
 * the same tier with the sum.
 */
function tierUpOutput(sum: readonly Value[]): Value[] {
  return [
    [
      TIER,
      '@if',
      [...sum, '=', T],
      '+B',
      1n,
      '@repeat',
      ['@Parent -2', '>=', '@GVar 1'],
      '@run_script',
      0,
      '@end-repeat',
      '@end-if',
    ],
    [...sum, '@if', ['@Parent -2', '=', T], '2nd', 1n],
  ];
}

/** The first tier's exponent (1! = 1, b^0 = 1) and the winning tier: 7! = 5040, or the first b^n ≥ 2048. */
function firstTier(t: Tiers): bigint {
  return t.base === null ? 1n : 0n;
}

function winningTier(t: Tiers): bigint {
  if (t.base === null) return 7n;
  let n = 0n;
  for (let v = 1n; v < 2048n; v *= t.base) n++;
  return n;
}

/**
 * The sum s can still grow to the target T by near-doublings (each merge at most doubles, give or
 * take one): with P the power of 2 just above T / (s + 1), T must be within P of s × P.
 */
function canReachTarget(t: Tiers, s: Expr): Expr {
  const p: Expr = [2n, '^B', [target(t), '/B', [s, '+B', 1n], 'logB', 2n, '+B', 1n, 'max', 0n]];
  return [[target(t), '-B', [s, '*B', p], 'absB'], '<', p];
}

function tiersOf(o: OptionValues): Tiers {
  if (optString(o, 'tiers', 'factorials') !== 'powers') return { base: null };
  const b = optNumber(o, 'base', 2);
  return { base: Number.isInteger(b) && b >= 2 && b <= 1000 ? BigInt(b) : 2n };
}

const neighbours: Expr[] = [
  ['@This 0', '=', '@Next 1 0'],
  [K1, '!=', 0n],
  [K2, '!=', 0n],
  [K1, '-B', K2, 'absB', '<', 2n],
];

function rulesText(t: Tiers): RulesText {
  if (t.base !== null) {
    const goal = t.base ** winningTier(t);
    return {
      heading: 'Alternate 5040',
      title: `${goal} (Alternate 5040, 1762 Variant)`,
      paragraphs: [
        `The powers of ${t.base} split the numbers into tiers, and inside each tier the tiles play like 1762 with the tier's power as their 1: two tiles of the same tier whose multipliers are equal or one apart merge into their sum, as long as ${t.base} times the tier's power stays reachable. Making exactly the next power starts the next tier.`,
        'Spawns: 1 (100%).',
        `Make a ${goal} tile to win.`,
      ],
    };
  }
  return {
    heading: 'Alternate 5040',
    title: 'Alternate 5040 (1762 Variant)',
    paragraphs: [
      "The factorials 1, 2, 6, 24, 120, … split the numbers into tiers, and inside each tier the tiles play like 1762 with the tier's factorial as their 1: two tiles of the same tier whose multipliers are equal or one apart merge into their sum (2 + 2 = 4, 24 + 48 = 72).",
      'A merge must keep the next factorial reachable: in tier n! (multipliers 1 to n + 1) the new multiplier has to be able to grow to n + 1 by merges of this kind. Making exactly (n + 1)! starts the next tier.',
      'Spawns: 1 (100%).',
      'Make a 5040 tile to win.',
    ],
  };
}

// Other source modes played per tier (the original's variant tiles). In tier n the ratio is
// T = n + 1; a tile [n, k] is n! × k; every variant makes the next tier's [n + 1, 1] when its merge
// reaches exactly T. Only the factorial tiers are offered with them.
const T: Expr = [TIER, '+B', 1n];
const NEXT_TIER: Value[] = [[TIER, '+B', 1n], 1n];
const NEXT_TIER_SCORE: Expr = [T, 'factorial', '*', 1n];

type TierRuleSpec = Pick<MergeRuleSpec, 'length' | 'cond' | 'ordered' | 'flags'>;

/** A merge that reaches exactly T: the next tier's [n + 1, 1], scored (n + 1)!. */
function toNextTier(spec: TierRuleSpec): Value[] {
  return mergeRule({ ...spec, outputs: [NEXT_TIER], score: NEXT_TIER_SCORE });
}

/** A merge inside the tier: multiplier `k`, scored n! × k. */
function withinTier(k: Expr, spec: TierRuleSpec): Value[] {
  return mergeRule({ ...spec, outputs: [[TIER, k]], score: [[TIER, 'factorial'], '*', k] });
}
const mults = (len: number): string[] => Array.from({ length: len }, (_, i) => (i === 0 ? K1 : `@Next ${i} 1`));
const tiers = (len: number): string[] => Array.from({ length: len }, (_, i) => (i === 0 ? TIER : `@Next ${i} 0`));
const sumOf = (xs: readonly string[]): Expr => xs.slice(1).reduce<Value[]>((acc, x) => [...acc, '+B', x], [xs[0]!]);
const flagsOf = (len: number): boolean[] => [false, ...new Array<boolean>(len - 1).fill(true)];

/** Same tier, and every multiplier (the `nonZero` ones) not 0. */
function sameTier(len: number, nonZero = true): Expr[] {
  return [
    ...tiers(len)
      .slice(1)
      .map((t): Expr => [TIER, '=', t]),
    ...(nonZero ? mults(len).map((m): Expr => [m, '!=', 0n]) : []),
  ];
}

interface AltVariant {
  readonly label: string;
  readonly size: number;
  readonly rules: () => Value[];
  /** The merge-result cache level (0 for rules that read the move count). */
  readonly cacheLevel?: number;
  readonly maxLength?: number;
  readonly lookback?: number;
  /** Spawn table (default: [1, 1] only) and tile components (default 2). */
  readonly spawns?: Value[];
  readonly components?: number;
  /** The winning tile (default [7, 1]) and the tile's value (default n! × k). */
  readonly win?: Value[];
  /** The whole list of winning tiles, where it is not the default's. */
  readonly wins?: Value[];
  readonly value?: Expr;
  /** Start game variables and scripts (default none). */
  readonly gameVars?: Value[];
  readonly scripts?: Value[];
  /** Stat boxes, where the original shows more than the score. */
  readonly statBoxes?: Value[];
  /** The original's display rules for this variant's tiles (default: `factorialTileTypes`). */
  readonly look?: (text: Expr) => Value[];
  /** The rules screen's title and paragraphs (default: the 1762 variant's). */
  readonly text?: RulesText;
}

// The original's look for factorial tiers: a radial gradient from the tier's colour (hue 49° per
// tier, darkening) to a ring whose hue is the multiplier's share of the tier (log base n + 1);
// dark text on the first six tiers, light from 7! on.
const N = '@This 0';
const LATE_TIER: Expr = [N, '>', 6];

function factorialBackground(k: Expr): Expr {
  return [
    '@radial-gradient',
    hsla([N, '*', 49, '+', 77], 100, [0.86, '^', [N, '-', 1], '*', 90, '+', 10]),
    0,
    60,
    hsla([k, 'log', [N, '+', 1], '*', 360], 100, unless(40, LATE_TIER, 60)),
    100,
  ];
}

const FACTORIAL_TEXT_COLOUR = unless('#393900', LATE_TIER, '#ffffd3');

/** `[n, k]` tiles (n! × k); `one` is the tile drawn white (the first tile). */
function factorialTileTypes(text: Expr, one: Value[] = [1n, 1n]): Value[] {
  return [row(one, text, '#ffffff', '#393900'), row(true, text, factorialBackground('@This 1'), FACTORIAL_TEXT_COLOUR)];
}

/** Powers of 2 as tiers (`[n, k]`, 2^n × k): the hue turns 49° per power, light text from 512 on. */
function powerTileTypes(text: Expr, base: bigint): Value[] {
  const ring = hsla(
    ['@This 1', 'log', base, '*', 360],
    100,
    unless(40, [base, '^B', N, '*B', '@This 1', '>=', 512n], 60),
  );
  const centre = hsla([N, '*', 49, '+', 0], 100, [0.925, '^', [N, '*', 1], '*', 90, '+', 10]);
  return [
    row(
      true,
      text,
      ['@radial-gradient', centre, 0, 60, ring, 100],
      unless('#393900', [base, '^B', N, '>=', 512n], '#ffffd3'),
    ),
  ];
}

/** Signed tiles `[n, k, s]`: negative ones are drawn upside down (rotated 180°). */
function signedFactorialTileTypes(text: Expr): Value[] {
  const turned = (x: Value): Expr => ['@var_retain', '@rotate', 180, true, x];
  return [
    row([1n, 1n, 1], text, '#ffffff', '#393900'),
    row(['@This 2', '=', 1], text, factorialBackground('@This 1'), FACTORIAL_TEXT_COLOUR),
    row([1n, 1n, -1], text, turned('#ffffff'), turned('#393900')),
    row(['@This 2', '=', -1], text, turned(factorialBackground('@This 1')), turned(FACTORIAL_TEXT_COLOUR)),
  ];
}

/**
 * Tiles `[n, used, v]` whose value v is a multiple of n!: one bar per possible multiplier below the
 * tile, lit where the multiplier has been used.
 */
function multiplierBarsTileTypes(text: Expr): Value[] {
  const k: Expr = ['@This 2', '/', [N, 'factorial']];
  const bars: Expr = [[[N, '+B', 1n], '*', 1], '-', 1];
  const i: Expr = ['@CalcArray', '@Var 0'];
  const barColour = hsla([360, '/', bars, '*', i], 100, [15, '@if', ['@This 1', 'arr_elem', i], '2nd', 75, '@end-if']);
  const at = (j: Expr): Expr => ['@CalcArrayNumber', 100, '/', bars, '*', j];
  const bar = [
    '@Literal',
    'PrimeImage',
    ['@linear-gradient', barColour, 0, '#0000', 25, 75, barColour, 100],
    ['@linear-gradient', 90, '#0000', 0, at(i), '#000', at(i), at([i, '+', 1]), '#0000', at([i, '+', 1])],
  ];
  const list = [
    'ExtraEntriesList',
    '@global_var_retain_inner',
    0,
    '@end_vars',
    ['@Literal'],
    '@repeat',
    ['@Var 0', '<', bars],
    'arr_push',
    bar,
    '@edit_var',
    0,
    ['@Var 0', '+', 1],
    '@end-repeat',
  ];
  return [
    row([['@This 2', '=', 1n], '&&', [N, '=', 1n]], text, '#ffffff', '#393900'),
    row([N, '<', 2], text, factorialBackground(k), FACTORIAL_TEXT_COLOUR),
    row(true, text, factorialBackground(k), FACTORIAL_TEXT_COLOUR, { sizes: [2, 0], addons: [list] }),
  ];
}

/** Script 0 of the SCAPRIM variant: lists the next tier's multipliers (as `reachableByPrimeRatios`). */
const EXTEND_REACHABLE: Value[] = [
  '@global_var_retain_inner',
  ['@Literal'],
  0,
  ['@Literal'],
  0,
  0n,
  '@end_vars',
  0,
  '@edit_gvar',
  1,
  ['@GVar 1', '+B', 1n],
  '@edit_var',
  0,
  ['@Var 0', 'arr_push', '@GVar 1'],
  '@repeat',
  ['@Var 1', '<', ['@Var 0', 'arr_length']],
  '@edit_var',
  2,
  ['@Var 0', 'arr_elem', '@Var 1', 'primeFactorizeB', 1],
  '@edit_var',
  3,
  0,
  '@repeat',
  ['@Var 3', '<', ['@Var 2', 'arr_length']],
  '@edit_var',
  4,
  [
    '@Var 0',
    'arr_elem',
    '@Var 1',
    '/B',
    ['@Var 2', 'arr_elem', '@Var 3', 'arr_elem', 0],
    '*B',
    ['@Var 2', 'arr_elem', '@Var 3', 'arr_elem', 0, '-B', 1n],
  ],
  '@if',
  ['@Var 0', 'arr_indexOf', '@Var 4', '=', -1],
  '@edit_var',
  0,
  ['@Var 0', 'arr_push', '@Var 4'],
  '@end-if',
  '@edit_var',
  3,
  ['@Var 3', '+', 1],
  '@end-repeat',
  '@edit_var',
  1,
  ['@Var 1', '+', 1],
  '@end-repeat',
  '@edit_gvar',
  0,
  ['@GVar 0', 'arr_push', '@Var 0'],
];

/**
 * Script 0 of the 3069 variant: lists the next tier's multipliers. With t = the new goal and
 * i₁ ≤ i₂ ≤ … the prime indices of its factors, they are the products of the primes of every
 * ascending index list elementwise at most (i₁, i₂, …) (index 0 standing for 1), in counting order.
 */
const EXTEND_BY_PRIME_STEPS: Value[] = [
  '@global_var_retain_inner',
  ['@Literal'],
  [
    '@GVar 1',
    '+B',
    1n,
    'primeFactorizeB',
    2,
    '@primesUpdate',
    ['@Parent -2', 'arr_elem', -1],
    'arr_map',
    ['@Primes', 'arr_indexOf', '@Var -1', '+B', 1n],
  ],
  [['@Literal'], '@repeat', ['@Var 1', 'arr_length'], 'arr_push', 0n, '@end-repeat'],
  ['@Var 1', 'arr_length', '-', 1],
  ['@Var 1', 'arr_length', '-', 1],
  '@end_vars',
  0,
  '@edit_gvar',
  1,
  ['@GVar 1', '+B', 1n],
  '@repeat',
  [['@Var 2', 'arr_elem', 0], '<=', ['@Var 1', 'arr_elem', 0]],
  '@edit_var',
  0,
  ['@Var 0', 'arr_push', ['@Var 2', 'arr_reduce', 1n, ['*B', ['@Var -1', 'primeB']]]],
  '@edit_var',
  2,
  ['@Var 2', 'arr_edit_elem', '@Var 4', ['@Var 2', 'arr_elem', '@Var 4', '+B', 1n]],
  '@repeat',
  [[['@Var 2', 'arr_elem', '@Var 3'], '>', ['@Var 1', 'arr_elem', '@Var 3']], '&&', ['@Var 3', '>', 0]],
  '@edit_var',
  3,
  ['@Var 3', '-', 1],
  '@edit_var',
  2,
  ['@Var 2', 'arr_edit_elem', '@Var 3', ['@Var 2', 'arr_elem', '@Var 3', '+B', 1n]],
  '@end-repeat',
  '@edit_var',
  3,
  ['@Var 3', '+', 1],
  '@repeat',
  ['@Var 3', '<=', '@Var 4'],
  '@edit_var',
  2,
  ['@Var 2', 'arr_edit_elem', '@Var 3', ['@Var 2', 'arr_elem', ['@Var 3', '-', 1]]],
  '@edit_var',
  3,
  ['@Var 3', '+', 1],
  '@end-repeat',
  '@edit_var',
  3,
  '@Var 4',
  '@end-repeat',
  '@edit_gvar',
  0,
  ['@GVar 0', 'arr_push', '@Var 0'],
];

/**
 * A 3069 merge of `len` tiles of one tier (any order): the total over the first tile's multiplier
 * is p′/p for consecutive primes p < p′ (or 2) — one prime factor bumped to the next prime — and the
 * total is listed as reachable in the tier.
 */
function primeStepMerge(len: number): Value[] {
  const ms = mults(len);
  const sum = sumOf(ms) as Value[];
  const ratio = '@Var 0';
  return mergeRule({
    length: len,
    cond: [
      '@global_var_retain_inner',
      ...ms.flatMap((m, i): Value[] => [...(i > 0 ? ['&&'] : []), [m, 'typeof', '=', 'bigint']]),
      ...tiers(len)
        .slice(1)
        .flatMap((t): Value[] => ['&&', [TIER, '=', t]]),
      '@add_var',
      [sum, '/BR', K1],
      '&&',
      [ratio, 'numeratorBR', 'primeFactorizeB', 2, 'arr_length', '=', 1],
      '&&',
      [
        [ratio, '=', BigRational.of(2n, 1n)],
        '||',
        [
          [ratio, 'numeratorBR', '>', 2n],
          '@primesUpdate',
          [ratio, 'numeratorBR'],
          '&&',
          [
            ['@Primes', 'arr_indexOf', [ratio, 'numeratorBR']],
            '-',
            ['@Primes', 'arr_indexOf', [ratio, 'denominatorBR']],
            '=',
            1,
          ],
        ],
      ],
      '&&',
      ['@GVar 0', 'arr_elem', TIER, 'arr_indexOf', sum, '!=', -1],
      // Two tiles only where no three-tile merge starts one tile further back.
      ...(len === 2 ? ['&&', [0, 'mergeRuleApplies', -1, '!']] : []),
    ],
    ordered: false,
    outputs: [tierUpOutput(sum)],
    score: [TIER, 'factorial', '*', ms.slice(1).reduce<Value[]>((acc, m) => [...acc, '+', m], [K1])],
    flags: flagsOf(len),
  });
}

/** x is a power of 2: 2 to the power of its 2-adic valuation (`expomodB`) gives x back. */
const powerOf2 = (x: Expr): Expr => [2n, '^B', [x, 'expomodB', 2n], '=', x];

/** The bit of x worth `bit` (a power of 2) is clear. */
const bitClear = (x: Expr, bit: Expr): Expr => [x, '/B', bit, '%B', 2n, '=', 0n];

const ALT_VARIANTS: Record<string, AltVariant> = {
  // 3375 in each tier, as the original writes it for base 2: two equal powers of 2 double while
  // below T (exactly T makes the next tier). A tile a above T / 2 then takes power-of-2 tiles b it
  // lacks as a bit: b must be T's lowest set bit while a + b stays below T, and any such b when
  // a + b is T. So tier 6 (T = 7) goes 1, 2, 4, 4 + 1 = 5, 5 + 2 = 7, where 1762 goes 1, 2, 3, 7.
  '12': {
    label: '3375',
    size: 4,
    text: {
      heading: 'Alternate 5040',
      title: 'Alternate 5040 (3375 Variant)',
      paragraphs: [
        "The factorials 1, 2, 6, 24, 120, … split the numbers into tiers, and inside each tier the tiles play like 3375 with the tier's factorial as their 1 and 2 as the base: two equal tiles 2^k × n! merge while their sum is at most (n + 1)!.",
        'The largest such tile then takes the other 2^k × n! tiles it lacks, smallest k first, until its base 2 representation spells out n + 1: making exactly (n + 1)! starts the next tier.',
        'Spawns: 1 (100%).',
        'Make a 5040 tile to win.',
      ],
    },
    rules: () => {
      const pair = and([TIER, '=', '@Next 1 0'], [K1, '=', K2], [K1, '!=', 0n], powerOf2(K1));
      // K1 the larger tile (any order): above T / 2, without K2's bit.
      const fill = and(
        [K1, '!=', 0n],
        [K2, '!=', 0n],
        [TIER, '=', '@Next 1 0'],
        [K1, '*B', 2n, '>', T],
        [K1, '>=', K2],
        powerOf2(K2),
        bitClear(K1, K2),
      );
      return [
        withinTier([K1, '*B', 2n], {
          length: 2,
          cond: and(pair, [K1, '*B', 2n, '<', T]),
          ordered: true,
          flags: [false, true],
        }),
        toNextTier({
          length: 2,
          cond: and(pair, [K1, '*B', 2n, '=', T]),
          ordered: true,
          flags: [false, true],
        }),
        withinTier(SUM, {
          length: 2,
          cond: and(fill, [SUM, '<', T], [K2, '=', [2n, '^B', [T, 'expomodB', 2n]]]),
          ordered: false,
          flags: [false, true],
        }),
        toNextTier({
          length: 2,
          cond: and(fill, [SUM, '=', T]),
          ordered: false,
          flags: [false, true],
        }),
      ];
    },
  },
  // 3125: two multipliers add while below T (a plain-number sum, as the original's).
  '7': {
    label: '3125',
    size: 4,
    rules: () => [
      withinTier([K1, '+', K2], {
        length: 2,
        cond: and(...sameTier(2), [SUM, '<', T]),
        ordered: true,
        flags: [false, true],
      }),
      toNextTier({
        length: 2,
        cond: and(...sameTier(2, false), [SUM, '=', T]),
        ordered: true,
        flags: [false, true],
      }),
    ],
  },
  // Partial Absorb 243: equal tiles add; past T the hit tile makes the next tier and the rest stays.
  '4': {
    label: 'Partial Absorb 243',
    size: 4,
    rules: () => {
      const same = and([TIER, '=', '@Next 1 0'], [K1, '=', K2]);
      return [
        toNextTier({
          length: 2,
          cond: and([K1, '*B', 2n, '=', T], same),
          ordered: true,
          flags: [false, true],
        }),
        withinTier(SUM, {
          length: 2,
          cond: and(same, [K1, '!=', 0n], [SUM, '<', T]),
          ordered: true,
          flags: [false, true],
        }),
        toNextTier({
          length: 2,
          cond: and(same, [K1, '!=', 0n], [SUM, '=', T]),
          ordered: true,
          flags: [false, true],
        }),
        mergeRule({
          length: 2,
          cond: and(same, [K1, '!=', 0n], [SUM, '>', [T, '*B', 1n]], [SUM, '<', [T, '*B', 2n]]),
          ordered: true,
          outputs: [NEXT_TIER, [TIER, [SUM, '-B', [T, '*B', 1n]]]],
          score: NEXT_TIER_SCORE,
          flags: [false, false],
        }),
      ];
    },
  },
  // Turatin: the larger multiplier a and the smaller b merge when a / b is whole and divides the
  // round number ⌊moves / 4⌋ + 1.
  '22': {
    label: 'Turatin',
    size: 4,
    cacheLevel: 0,
    // The round number, shown as a Turatin tile before the score.
    statBoxes: [
      ['Merge Number', ['@Moves', '/', 4, 'floor', 1, '+', 1], false, false, 'Tile', 'Turatin'],
      ['Score', '@Score'],
    ],
    rules: () => {
      const ratio: Expr = [[K1, 'Number'], '/', [K2, 'Number']];
      const turatin: Expr[] = [
        [K1, '>=', K2],
        [['@Moves', '/', 4, 'floor', 1, '+', 1], '%', ratio, '=', 0],
        [ratio, '%', 1, '=', 0],
      ];
      return [
        withinTier(SUM, {
          length: 2,
          cond: and([TIER, '=', '@Next 1 0'], [K1, '!=', 0n], [SUM, '<', T], ...turatin),
          ordered: false,
          flags: [false, true],
        }),
        toNextTier({
          length: 2,
          cond: and([TIER, '=', '@Next 1 0'], [K1, '!=', 0n], [SUM, '=', T], ...turatin),
          ordered: false,
          flags: [false, true],
        }),
      ];
    },
  },
  // FACTUP: two to four multipliers add when their sum has no more prime factors (with
  // multiplicity) than T and at least as many as each of them.
  '27': {
    label: 'FACTUP',
    size: 4,
    maxLength: 4,
    rules: () =>
      [2, 3, 4].flatMap((len) => {
        const ms = mults(len);
        const sum = sumOf(ms);
        const factors = (x: Expr): Expr => [x, 'factorAmountB'];
        return [
          withinTier(sum, {
            length: len,
            cond: and(
              [sum, '<', T],
              [factors(sum), '<=', factors(T)],
              ...ms.map((m): Expr => [factors(m), '<=', factors(sum)]),
              ...sameTier(len),
            ),
            ordered: true,
            flags: flagsOf(len),
          }),
          toNextTier({
            length: len,
            cond: and([sum, '=', T], ...sameTier(len)),
            ordered: true,
            flags: flagsOf(len),
          }),
        ];
      }),
  },
  // Partial Absorb 257: two equal multipliers a make 2a − d (d = 0, or 1 leaving a 1 behind) when
  // that is the step towards T in its halving chain: ⌈T / 2^(⌈log2(T / a)⌉ − 1)⌉.
  '5': {
    label: 'Partial Absorb 257',
    size: 4,
    rules: () => {
      const same = and([K1, '!=', 0n], [TIER, '=', '@Next 1 0'], [K1, '=', K2]);
      const onChain = (v: Expr): Expr => [
        v,
        '=',
        [[T, '/', [2, '^', [[T, '/', K1, 'log', 2], 'ceil', 1, '-', 1]]], 'ceil', 1, '+B', 0n],
      ];
      const made = (d: bigint): Expr => [K1, '*B', 2, '-B', d];
      const leftover = (d: bigint): Value[] => (d === 0n ? [] : [[TIER, 1n]]);
      const flags = (d: bigint): boolean[] => (d === 0n ? [false, true] : [false, false]);
      return [
        toNextTier({
          length: 2,
          cond: and(same, [K1, '*B', 2, '=', T]),
          ordered: true,
          flags: [false, true],
        }),
        ...[0n, 1n].flatMap((d) => [
          mergeRule({
            length: 2,
            cond: and(same, [made(d), '<', T], onChain(made(d))),
            ordered: true,
            outputs: [[TIER, made(d)], ...leftover(d)],
            score: [[TIER, 'factorial'], '*', made(d)],
            flags: flags(d),
          }),
          mergeRule({
            length: 2,
            cond: and(same, [made(d), '=', T], onChain(made(d))),
            ordered: true,
            outputs: [NEXT_TIER, ...leftover(d)],
            score: NEXT_TIER_SCORE,
            flags: flags(d),
          }),
        ]),
      ];
    },
  },
  // Harderer 1762: three equal multipliers a make ⌊(3a + 1) / 2⌋ and ⌊3a / 2⌋; two that add up to T
  // make the next tier only when ⌊(3a + 1) / 2⌋ would overshoot it.
  '20': {
    label: 'Harderer 1762',
    size: 10,
    maxLength: 3,
    rules: () => {
      const up: Expr = [K1, '*B', 3n, '+B', 1n, '/B', 2n];
      const down: Expr = [K1, '*B', 3n, '/B', 2n];
      const three = and(...sameTier(3, false), [K1, '=', '@Next 1 1'], [K1, '=', '@Next 2 1'], [K1, '!=', 0n]);
      return [
        // (The original's rule has no score entry: its flags stand in that place.)
        [2, and([TIER, '=', '@Next 1 0'], [SUM, '=', T], [up, '>', T]), false, [NEXT_TIER], [false, true]],
        mergeRule({
          length: 3,
          cond: and(three, [up, '<', T]),
          ordered: true,
          outputs: [
            [TIER, up],
            [TIER, down],
          ],
          score: [[TIER, 'factorial'], '*', up],
          flags: [false, false, true],
        }),
        mergeRule({
          length: 3,
          cond: and(three, [down, '=', T]),
          ordered: true,
          outputs: [NEXT_TIER, NEXT_TIER],
          score: NEXT_TIER_SCORE,
          flags: [false, false, true],
        }),
        mergeRule({
          length: 3,
          cond: and(three, [up, '=', T]),
          ordered: true,
          outputs: [NEXT_TIER, [TIER, down]],
          score: NEXT_TIER_SCORE,
          flags: [false, false, true],
        }),
      ];
    },
  },
  // 2047: two equal multipliers a make 2a, or 2a + 1 together with a 1, whichever keeps T reachable
  // by such doublings.
  '1': {
    label: '2047',
    size: 5,
    maxLength: 3,
    rules: () => {
      const pair = and([TIER, '=', '@Next 1 0'], [K1, '!=', 0n], [K1, '=', K2]);
      const withOne = and(pair, [TIER, '=', '@Next 2 0'], ['@Next 2 1', '=', 1n]);
      const odd: Expr = [K1, '*B', 2n, '+B', 1n];
      const fits: Expr = [odd, '*B', [2n, '^B', [[T, 'logB', 2n], '-B', [K1, 'logB', 2n], '-B', 1n]]];
      return [
        toNextTier({
          length: 3,
          cond: and(withOne, [odd, '=', T]),
          ordered: false,
          flags: [false, true, true],
        }),
        toNextTier({
          length: 2,
          cond: and(pair, [K1, '*B', 2n, '=', T]),
          ordered: false,
          flags: [false, true],
        }),
        withinTier(odd, {
          length: 3,
          cond: and(withOne, [fits, '<=', T]),
          ordered: false,
          flags: [false, true, true],
        }),
        withinTier([K1, '*B', 2n], {
          length: 2,
          cond: and(pair, [fits, '>', T]),
          ordered: false,
          flags: [false, true],
        }),
      ];
    },
  },
  // "10": signed tiles [n, k, s]; two equal ones make k + 1 together with the opposite-signed k − 1.
  '19': {
    look: signedFactorialTileTypes,
    label: '10',
    size: 6,
    maxLength: 3,
    components: 3,
    // The sign is part of the value (and of the text: −1, −2, …), as the original's value function has it.
    value: ['@This 0', 'factorial', '*', '@This 1', '*', '@This 2'],
    spawns: [
      [[1n, 1n, 1], 1],
      [[1n, 1n, -1], 1],
    ],
    rules: () => {
      const pair = and([TIER, '=', '@Next 1 0'], [K1, '=', K2], ['@This 2', '=', '@Next 1 2']);
      const third = and(['@Next 2 2', '!=', '@This 2'], ['@Next 2 0', '=', TIER], ['@Next 2 1', '+B', 1n, '=', K1]);
      return [
        mergeRule({
          length: 2,
          cond: and(pair, [K1, '!=', 0n], [T, '=', 2n]),
          ordered: true,
          outputs: [[[TIER, '+B', 1n], 1n, '@This 2']],
          score: NEXT_TIER_SCORE,
          flags: [false, true],
        }),
        mergeRule({
          length: 2,
          cond: and(pair, [K1, '=', 1n], [T, '>', 2n]),
          ordered: true,
          outputs: [[TIER, 2n, '@This 2']],
          score: [[TIER, 'factorial'], '*', 2n],
          flags: [false, true],
        }),
        mergeRule({
          length: 3,
          cond: and(pair, [K1, '!=', 0n], [K1, '<', [T, '-B', 1n]], [T, '>', 2n], third),
          ordered: false,
          outputs: [[TIER, [K1, '+B', 1n], '@This 2']],
          score: [[TIER, 'factorial'], '*', [K1, '+B', 1n]],
          flags: [false, true, true],
        }),
        mergeRule({
          length: 3,
          cond: and(pair, [K1, '=', [T, '-B', 1n]], [T, '>', 2n], third),
          ordered: false,
          outputs: [[[TIER, '+B', 1n], 1n, '@This 2']],
          score: NEXT_TIER_SCORE,
          flags: [false, true, true],
        }),
      ];
    },
  },
  // RACUTE: multipliers add when the sum shares at least as much with T as each of them does.
  '29': {
    label: 'RACUTE',
    size: 5,
    rules: () => [
      toNextTier({
        length: 2,
        cond: and(...sameTier(2), [SUM, '=', T]),
        ordered: true,
        flags: [false, true],
      }),
      withinTier(SUM, {
        length: 2,
        cond: and(...sameTier(2), [SUM, '<', T], [[SUM, 'gcdB', T], '>=', [[K1, 'gcdB', T], 'max', [K2, 'gcdB', T]]]),
        ordered: true,
        flags: [false, true],
      }),
    ],
  },
  // X^Y: two to five multipliers add when their sum is a perfect power (or exactly T).
  '18': {
    label: 'X^Y',
    size: 5,
    maxLength: 5,
    rules: () =>
      [2, 3, 4, 5].flatMap((len) => {
        const sum = sumOf(mults(len));
        const perfectPower: Expr = [sum, 'perfectPowerFormB', 2n ** 1024n, 'arr_elem', 1, '>', 1n];
        return [
          toNextTier({
            length: len,
            cond: and(...sameTier(len), [sum, '=', T]),
            ordered: true,
            flags: flagsOf(len),
          }),
          withinTier(sum, {
            length: len,
            cond: and(...sameTier(len), perfectPower, [sum, '<', T]),
            ordered: true,
            flags: flagsOf(len),
          }),
        ];
      }),
  },
  // 2520: a tile [n, d] is (n + 1)! / d. Tiles merge into their total S when S divides (m + 1)!, m
  // the smallest tier among them: into [m, (m + 1)! / S], or [m + 1, m + 2] when S is (m + 1)!.
  '10': {
    look: (text) => factorialTileTypes(text, [1n, 2n]),
    label: '2520',
    size: 4,
    maxLength: 4,
    spawns: [[[1n, 2n], 1]],
    win: [7n, 8n],
    value: [['@This 0', '+', 1], 'factorial', '/', '@This 1'],
    rules: () =>
      [2, 3, 4].flatMap((len) => {
        const ts = tiers(len);
        const ms = mults(len);
        const smallest: Expr = [
          ['@Literal', ...ts.map((t) => ['@CalcArray', t])],
          'arr_sort',
          ['@Var -1', '-B', '@Var -2', 'Number'],
          'arr_elem',
          0,
        ];
        const total: Expr = ts
          .slice(1)
          .reduce<Value[]>(
            (acc, t, i) => [...acc, '+B', [[t, '+B', 1n], 'factorialB', '/B', ms[i + 1]!]],
            [[[TIER, '+B', 1n], 'factorialB', '/B', K1]],
          );
        const top: Expr = [smallest, '+B', 1n, 'factorialB'];
        return [
          mergeRule({
            length: len,
            cond: [top, '=', total],
            ordered: true,
            outputs: [
              [
                [smallest, '+B', 1n],
                [smallest, '+B', 2n],
              ],
            ],
            score: total,
            flags: flagsOf(len),
          }),
          mergeRule({
            length: len,
            cond: [top, '%B', total, '=', 0n],
            ordered: true,
            outputs: [[smallest, [top, '/B', total]]],
            score: total,
            flags: flagsOf(len),
          }),
        ];
      }),
  },
  // XXXX: n + 1 tiles of tier n (any multipliers: only [n, 1] tiles are ever made) in a row make
  // [n + 1, 1], scoring (n + 1)!. Runs of up to 9 tiles: a 9 × 9 grid.
  '8': {
    label: 'XXXX',
    size: 9,
    maxLength: 9,
    rules: () =>
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
        mergeRule({
          length: n + 1,
          cond: and(
            [TIER, '=', BigInt(n)],
            ...tiers(n + 1)
              .slice(1)
              .map((t): Expr => [TIER, '=', t]),
          ),
          ordered: true,
          outputs: [NEXT_TIER],
          score: [TIER, '+', 1, 'factorial'],
          flags: flagsOf(n + 1),
        }),
      ),
  },
  // 180: a run of exactly L equal tiles of tier n, L a prime factor of n + 1, merges when the
  // multipliers' sum S divides n + 1: into [n, S], or the next tier when S is n + 1. Tiers up to 9
  // (lengths up to 7 on the 8 × 8 grid).
  '9': {
    label: '180',
    size: 8,
    maxLength: 8,
    lookback: 2,
    rules: () =>
      [9, 8, 7, 6, 5, 4, 3, 2, 1].flatMap((n) =>
        primeFactors(n + 1)
          .reverse()
          .flatMap((len) => {
            const ms = mults(len);
            const sum = sumOf(ms);
            const exactRun: Expr[] = [
              or([TIER, '!=', '@NextNE -1 0'], [K1, '!=', '@NextNE -1 1']),
              or([TIER, '!=', `@Next ${len} 0`], [K1, '!=', `@Next ${len} 1`]),
              ...Array.from({ length: len - 1 }, (_, i): Expr[] => [
                [TIER, '=', `@Next ${i + 1} 0`],
                [K1, '=', `@Next ${i + 1} 1`],
              ]).flat(),
            ];
            const ofTier: Expr = [TIER, '=', BigInt(n)];
            return [
              mergeRule({
                length: len,
                cond: and(ofTier, [T, '=', sum], ...exactRun),
                ordered: true,
                outputs: [NEXT_TIER],
                score: [[T, 'factorial'], '*', 1n],
                flags: flagsOf(len),
              }),
              withinTier(sum, {
                length: len,
                cond: and(ofTier, [T, '%B', sum, '=', 0n], ...exactRun),
                ordered: true,
                flags: flagsOf(len),
              }),
            ];
          }),
      ),
  },
  // 1668 in each tier (n! as its 1, n + 1 as its goal): two equal 1s double unless n + 1 is a
  // power of 3 (and no longer path needs them), three tiles a a b (b within 1 of a) add up while
  // the goal stays reachable by tripling; tier 1's two 1s make 2 directly.
  '2': {
    label: '1668',
    size: 5,
    maxLength: 3,
    lookback: 1,
    rules: () => {
      const three: Expr[] = [
        [TIER, '=', '@Next 1 0'],
        [K1, '=', K2],
        [K1, '!=', 0n],
        ['@Next 2 1', '!=', 0n],
        [TIER, '=', '@Next 2 0'],
        [K1, '-B', '@Next 2 1', 'absB', '<', 2n],
      ];
      const threeSum: Value[] = [K1, '*B', 2n, '+B', '@Next 2 1'];
      const pairOfOnes: Expr[] = [
        [TIER, '=', '@Next 1 0'],
        [K1, '=', 1n],
        [K2, '=', 1n],
      ];
      /** |T − m × 3^e| compared with 3^e, for the power 3^e the expression `e` gives (a local variable). */
      const nearPowerOf3 = (e: Value[], m: Value[], cmp: string): Expr => [
        [3n, '^B', e],
        '@end_vars',
        T,
        '-B',
        ['@var_retain', ...m, '*B', '@Var 0'],
        'absB',
        cmp,
        '@Var 0',
      ];
      const behindIsNot = (k: bigint, e: Value[], m: bigint): Expr =>
        or(['@NextNE -1 0', '!=', TIER], ['@NextNE -1 1', '!=', k], nearPowerOf3(e, [m], '>='));
      return [
        mergeRule({
          length: 2,
          cond: and(...pairOfOnes, [T, '=', 2n]),
          ordered: true,
          outputs: [NEXT_TIER],
          score: [[T, 'factorial'], '*', 1n],
          flags: [false, true],
        }),
        mergeRule({
          length: 3,
          cond: and(...three, [...threeSum, '=', T]),
          ordered: false,
          outputs: [NEXT_TIER],
          score: [[T, 'factorial'], '*', 1n],
          flags: [false, true, true],
        }),
        withinTier(threeSum, {
          length: 3,
          cond: and(
            ...three,
            [...threeSum, '<', T],
            nearPowerOf3([T, '/B', [...threeSum, '+B', 1n], 'logB', 3n, '+B', 1n, 'max', 0n], threeSum, '<'),
          ),
          ordered: false,
          flags: [false, true, true],
        }),
        withinTier([K1, '*B', 2n], {
          length: 2,
          cond: and(
            ...pairOfOnes,
            [T, '/B', [3n, '^B', [T, 'expomodB', 3n]], '!=', 1n],
            behindIsNot(1n, [T, '*B', 2n, 'logB', 3n, '-B', 1n, 'max', 0n], 3n),
            behindIsNot(2n, [T, 'logB', 3n, '-B', 1n, 'max', 0n], 4n),
          ),
          ordered: true,
          flags: [false, true],
        }),
      ];
    },
  },
  // Ratio-Fill 1296 in each tier: a tile [n, bars, v] (v the number; tiers below 2 have no bars,
  // `[-1]`). Below 2, a multiple and its divisor add up to at most (n + 1)!, exactly that making the
  // next tier with n + 2 empty bars. From tier 2 a tile v takes a tile v / i (i a whole number,
  // game variable 0 holding the ratio while it is tested) to fill bar i − 1, and with every bar
  // but one filled, the tile v / i for the last bar i makes the next tier.
  '21': {
    look: multiplierBarsTileTypes,
    label: 'Ratio-Fill 1296',
    size: 4,
    components: 3,
    spawns: [[[1n, ['@Literal', -1], 1n], 1]],
    wins: [[7n, 1n]],
    gameVars: [0],
    value: '@This 2',
    rules: () => {
      const V = '@This 2';
      const W = '@Next 1 2';
      const total: Expr = [V, '+B', W];
      const noBars: Value = ['@Literal', -1];
      const bars: Expr = [
        '@global_var_retain_inner',
        1,
        '@end_vars',
        ['@Literal'],
        '@repeat',
        ['@Var 0', '<=', [[TIER, '+B', 2n], '-', 1, '*', 1, 'Number']],
        'arr_push',
        false,
        '@edit_var',
        0,
        ['@Var 0', '+', 1],
        '@end-repeat',
      ];
      const barCount: Expr = [T, '-', 1, '*', 1, 'Number'];
      const low: Expr[] = [
        ['@Next 1 0', '<', 2],
        [TIER, '<', 2],
        [TIER, '>=', '@Next 1 0'],
        [V, '%B', W, '=', 0n],
      ];
      const rule = (cond: Expr, out: Value[]): Value[] =>
        mergeRule({ length: 2, cond, ordered: false, outputs: [out], score: [V, '+', W], flags: [false, true] });
      const ratio = '@GVar 0';
      return [
        rule(and(...low, [total, '<', [T, 'factorialB']]), [TIER, noBars, total]),
        rule(and(...low, [total, '=', [T, 'factorialB']]), [T, bars, total]),
        rule(
          and(
            [TIER, '>=', 2],
            [K1, 'arr_reduce', 1, ['+', '@Var -1'], '=', barCount],
            [W, '*B', [K1, 'arr_indexOf', false, '+B', 1n], '=', V],
            [V, '>=', W],
          ),
          [T, bars, [W, '+B', V]],
        ),
        rule(
          [
            false,
            '@edit_gvar',
            0,
            [V, '/BR', W],
            '@if',
            [
              [W, 'typeof', '!=', 'bigint'],
              '||',
              [V, 'typeof', '!=', 'bigint'],
              '||',
              [ratio, 'modBR', 1n, '!=', BigRational.of(0n, 1n)],
            ],
            '2nd',
            false,
            '@end-if',
            '@else',
            '@edit_gvar',
            0,
            [ratio, 'BigInt', '-B', 1n],
            '2nd',
            [[ratio, '>', -1n], '&&', [ratio, '<', barCount], '&&', [K1, 'arr_elem', ratio, '!']],
            '@end-else',
            '&&',
            [TIER, '>=', 2],
            '&&',
            [V, '>=', W],
          ],
          [TIER, [K1, 'arr_edit_elem', ratio, true], total],
        ),
      ];
    },
  },
  // 3069 in each tier: two or three tiles whose total bumps one prime factor of the first tile's
  // multiplier to the next prime, towards n + 1 (game variable 0: per tier the multipliers on the
  // way; 1: the last tier listed, extended by script 0 as tiers are reached).
  '3': {
    label: '3069',
    size: 5,
    maxLength: 3,
    gameVars: [
      [[1n], [1n, 2n], [1n, 2n, 3n], [1n, 2n, 4n], [1n, 2n, 3n, 5n], [1n, 2n, 3n, 4n, 6n], [1n, 2n, 3n, 5n, 7n]],
      7n,
    ],
    scripts: [[EXTEND_BY_PRIME_STEPS, 'None']],
    rules: () => [primeStepMerge(3), primeStepMerge(2)],
  },
  // SCAPRIM in each tier: tiles a and b (a dividing b) merge when b / a is one less than a prime
  // and the sum is a multiplier from which n + 1 can still be reached (game variable 0: per tier
  // the reachable multipliers; 1: the last tier listed, extended by script 0 as tiers are reached).
  '6': {
    label: 'SCAPRIM',
    size: 4,
    maxLength: 3,
    lookback: 1,
    gameVars: [
      [1, 2, 3, 4, 5, 6, 7].map((t) =>
        reachableByPrimeRatios(t)
          .sort((x, y) => x - y)
          .map(BigInt),
      ),
      7n,
    ],
    scripts: [[EXTEND_REACHABLE, 'None']],
    rules: () => {
      const sum: Expr = [K1, '+B', K2];
      return [
        mergeRule({
          length: 2,
          cond: [
            '@global_var_retain_inner',
            [K1, 'typeof', '=', 'bigint'],
            '&&',
            [K2, 'typeof', '=', 'bigint'],
            '&&',
            [TIER, '=', '@Next 1 0'],
            '&&',
            [K2, '%B', K1, '=', 0n],
            '&&',
            [K2, '/B', K1, '+B', 1n, 'primeFactorizeB', 2, 'arr_length', '=', 1],
            '&&',
            ['@GVar 0', 'arr_elem', TIER, 'arr_indexOf', sum, '!=', -1],
          ],
          ordered: false,
          outputs: [tierUpOutput(sum)],
          score: [TIER, 'factorial', '*', [K1, '+', K2]],
          flags: [false, true],
        }),
      ];
    },
  },
};

/**
 * The multipliers from which t is reached by SCAPRIM merges: t itself, and for each listed x and
 * prime p dividing x, x / p × (p − 1) (the larger of the two tiles that make x), in listing order.
 */
function reachableByPrimeRatios(t: number): number[] {
  const out = [t];
  for (let i = 0; i < out.length; i++)
    for (const p of primeFactors(out[i]!)) {
      const y = (out[i]! / p) * (p - 1);
      if (!out.includes(y)) out.push(y);
    }
  return out;
}

/** The distinct prime factors of n, ascending. */
function primeFactors(n: number): number[] {
  const out: number[] = [];
  for (let p = 2, m = n; m > 1; p++)
    if (m % p === 0) {
      out.push(p);
      while (m % p === 0) m /= p;
    }
  return out;
}

const VARIANT_IDS = Object.keys(ALT_VARIANTS);

/** 100 — Alternate 5040. */
export const modeAlternate5040: ModePlugin = builtinMode({
  id: 'pc.alternate-5040',
  size: 4,
  name: 'Alternate 5040',
  description: 'Factorial tiers, each played like 1762',
  page: 4,
  category: 'Alternate 5040',
  rules: plainRules(rulesText({ base: null })),
  options: [
    {
      id: 'tiers',
      label: 'Tiers',
      type: 'choice',
      default: 'factorials',
      choices: [
        { value: 'factorials', label: 'Factorials (5040)' },
        { value: 'powers', label: 'Powers of a base' },
      ],
      help: 'What separates the tiers (with the 1762 source mode).',
    },
    {
      id: 'base',
      label: 'Base (powers)',
      type: 'number',
      default: 2,
      min: 2,
      max: 1000,
      step: 1,
      help: 'The base whose powers make the tiers, when "Powers of a base" is chosen.',
    },
    {
      id: 'variant',
      label: 'Source mode',
      type: 'choice',
      default: '1762',
      choices: [
        { value: '1762', label: '1762' },
        ...VARIANT_IDS.map((v) => ({ value: v, label: ALT_VARIANTS[v]!.label })),
      ],
      help: 'The mode each tier is played like (with the factorial tiers).',
    },
  ],
  recreates: [{ modeId: '100' }],
  // mv[1]: true for factorials, or the base (a BigInt) of the powers.
  // mv[0]: the source mode's variant tile (0 = 1762).
  optionsFromModeVars: (mv): OptionValues => ({
    ...(typeof mv[1] === 'bigint' && mv[1] >= 2n && mv[1] <= 1000n ? { tiers: 'powers', base: Number(mv[1]) } : {}),
    ...(typeof mv[0] === 'number' && Object.hasOwn(ALT_VARIANTS, String(mv[0]))
      ? { variant: String(mv[0]), width: ALT_VARIANTS[String(mv[0])]!.size, height: ALT_VARIANTS[String(mv[0])]!.size }
      : {}),
  }),
  build: (o) => {
    const t = tiersOf(o);
    const variant = ALT_VARIANTS[optString(o, 'variant', '1762')];
    if (variant && t.base === null) {
      const text = variant.value ?? tileValue(t, '@This 0', '@This 1');
      return defaultMode({
        width: variant.size,
        height: variant.size,
        tileNumAmount: variant.components ?? 2,
        tileTypes: (variant.look ?? factorialTileTypes)(text),
        mergeRules: variant.rules(),
        startTileSpawns: variant.spawns ?? [[[1n, 1n], 1]],
        winConditions: variant.wins ?? [
          variant.win ?? (variant.components === 3 ? [7n, 1n, 1] : [7n, 1n]),
          ...(variant.components === 3 ? [[7n, 1n, -1]] : []),
        ],
        winRequirement: 1,
        gameplayRulesText: gameplayRules(variant.text ?? rulesText(t)),
        tileValueFunction: variant.value ?? tileValue(t, '@This 0', '@This 1'),
        startGameVars: variant.gameVars ?? [],
        scripts: variant.scripts ?? [],
        ...(variant.statBoxes ? { statBoxes: variant.statBoxes } : {}),
        mergeResultKnownLevel: variant.cacheLevel ?? 2,
        knownMergeMaxLength: variant.maxLength ?? 2,
        knownMergeLookbackDistance: variant.lookback ?? 0,
      });
    }
    const TARGET = target(t);
    const text = tileValue(t, '@This 0', '@This 1');
    return defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 2,
      tileTypes: t.base === null ? factorialTileTypes(text) : powerTileTypes(text, t.base),
      mergeRules: [
        // Reaching the ratio: the first tile of the next tier.
        mergeRule({
          length: 2,
          cond: and(...neighbours, [SUM, '=', TARGET]),
          ordered: true,
          outputs: [[[TIER, '+B', 1n], 1n]],
          score: t.base === null ? [TARGET, 'factorial'] : tileValue(t, [TIER, '+B', 1n], 1n),
          flags: [false, true],
        }),
        mergeRule({
          length: 2,
          cond: and(...neighbours, [SUM, '<', TARGET], canReachTarget(t, SUM)),
          ordered: true,
          outputs: [[TIER, SUM]],
          score: tileValue(t, TIER, SUM),
          flags: [false, true],
        }),
      ],
      startTileSpawns: [[[firstTier(t), 1n], 1]],
      winConditions: [[winningTier(t), 1n]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(rulesText(t)),
      tileValueFunction: tileValue(t, '@This 0', '@This 1'),
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
