// Page 3 tile looks: the original's colours for each mode (its facts: hex tables, HSLA formulas, text
// colours, glows), written as tileTypes rows. Each function takes our tile-text expression so the
// texts stay ours; conditions and colours follow the original's rows.
import type { Value } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';

const A = '@This 0';
const B = '@This 1';
const C = '@This 2';

/** `[value, "@if", cond, "2nd", then, "@end-if", "@else", "2nd", otherwise, "@end-else"]`. */
function ifElse(start: Value, cond: Expr, then: Value[] | Value, otherwise: Value[] | Value): Value[] {
  const spread = (x: Value[] | Value): Value[] => (Array.isArray(x) ? x : [x]);
  return [start, '@if', cond, '2nd', ...spread(then), '@end-if', '@else', '2nd', ...spread(otherwise), '@end-else'];
}

/** `[value, "@if", cond, "2nd", then, "@end-if"]`: `then` when cond holds, else `value`. */
function when(start: Value, cond: Expr, then: Value): Value[] {
  return [start, '@if', cond, '2nd', then, '@end-if'];
}

/**
 * 3888 / 2000 / 3645 (tiles `[a, b]`): 1 is black; the hue turns with the share of the second prime
 * (`hueScale · b / (a + b) + hueShift`); small tiles (a + b < 4) darken to light as they grow with
 * white text, larger ones fade toward white with black text.
 */
export function smoothPairLooks(text: Expr, hueScale: number, hueShift: number): Value[] {
  const sum: Expr = [A, '+', B];
  const hue: Value[] = [hueScale, '*', B, '/', sum];
  if (hueShift !== 0) hue.push(hueShift < 0 ? '-' : '+', Math.abs(hueShift));
  return [
    [[0, 0], 1, '#000000', '#ffffff'],
    [[A, '+', B, '<', 4], text, ['@HSLA', hue, 100, [A, '+', B, '*', 12.5], 1], '#ffffff'],
    [
      [A, '+', B, '>=', 4],
      text,
      ['@HSLA', hue, 100, [0.75, '^', [A, '+', B, '-', 4], '*', -45, '+', 95], 1],
      '#000000',
    ],
  ];
}

export interface SmoothTripleLook {
  /** Background and text colour of 1 (`[0, 0, 0]`). */
  readonly one: readonly [string, string];
  /** Lightness while the exponent sum is below 4, and past it. */
  readonly small: (sum: Expr) => Value[];
  readonly large: (sum: Expr) => Value[];
  /** The starting value of the lightness switch on the grey row and on the coloured rows. */
  readonly startGrey: number;
  readonly startColour: number;
  /** Hue offsets of the rows where the third, second, first exponent is the smallest. */
  readonly hues: readonly [number, number, number];
  readonly textColour: (sum: Expr) => Value;
}

/** 2700 (2, 3, 5): light text on dark small tiles, alternating green / red hue by exponent parity. */
export const LOOK_2700: SmoothTripleLook = {
  one: ['#000000', '#ffffff'],
  small: (sum) => [sum, '*', 10],
  large: (sum) => [0.75, '^', [sum, '-', 4], '*', -45, '+', 95],
  startGrey: 0,
  startColour: 0,
  hues: [0, 240, 120],
  textColour: (sum) => ['@HSLA', [sum, '%', 2, '*', 120], 100, when(85, [sum, '>=', 4], 15), 1],
};

/** 2205 (3, 5, 7): light small tiles that darken as they grow; black text, white past the fourth tier. */
export const LOOK_2205: SmoothTripleLook = {
  one: ['#ffffff', '#000000'],
  small: (sum) => [sum, '*', -10, '+', 100],
  large: (sum) => [0.75, '^', [sum, '-', 4], '*', 45, '+', 5],
  startGrey: 0,
  startColour: 100,
  hues: [60, 300, 180],
  textColour: (sum) => when('#000000', [sum, '>=', 4], '#ffffff'),
};

/**
 * 2700 / 2205 (tiles `[a, b, c]`): equal exponents are grey; otherwise the hue sits between the two
 * larger exponents' primes (120° apart) and the smallest exponent washes the saturation out.
 */
export function smoothTripleLooks(text: Expr, look: SmoothTripleLook): Value[] {
  const sum: Value[] = [A, '+', B, '+', C];
  const light = (start: number): Value[] =>
    // The small branch is written inline after the sum (`a + b + c * k …`), as the original does.
    ifElse(start, [...sum, '<', 4], [...sum, ...look.small(sum).slice(1)], look.large(sum));
  const fg = look.textColour(sum);
  const coloured = (lo: string, x: string, y: string, shift: number): Value[] => {
    const hue: Value[] = [120, '*', [x, '-', lo], '/', [lo, '*', -2, '+', x, '+', y]];
    if (shift !== 0) hue.push('+', shift);
    return [
      [[lo, '<=', x], '&&', [lo, '<=', y]],
      text,
      ['@HSLA', hue, [0.7, '^', lo, '*', 100], light(look.startColour), 1],
      fg,
    ];
  };
  return [
    [[0, 0, 0], 1, look.one[0], look.one[1]],
    [[[A, '=', B], '&&', [A, '=', C]], text, ['@HSLA', 0, 0, light(look.startGrey), 1], fg],
    coloured(C, B, A, look.hues[0]),
    coloured(B, A, C, look.hues[1]),
    coloured(A, C, B, look.hues[2]),
  ];
}

/**
 * XpowY (tiles `[x, y]` = x^y): the base sets hue and saturation (log2 of x + 4 against log2 6), the
 * exponent the brightness; the text's hue follows the exponent, pale up to y = 6, then deep and darker.
 */
export function perfectPowerLooks(one: Value, text: Expr): Value[] {
  const baseLog: Value[] = [A, '+', 4, 'log', 2, '-', [6, 'log', 2]];
  const bg: Value[] = [
    '@HSVA',
    [...baseLog, '*', 240],
    [0.7, '^', baseLog, '*', 100],
    [0.75, '^', B, '*', -100, '+', 100],
    1,
  ];
  const textHue: Value[] = [B, '-', 2, '*', 49];
  return [
    [one, 1n, '#000000', '#ffffff'],
    [[B, '<', 7n], text, bg, ['@HSVA', textHue, 25, 100, 1]],
    [[B, '>=', 7n], text, bg, ['@HSVA', textHue, 100, [0.95, '^', [B, '-', 9], '*', 40], 1]],
  ];
}

/**
 * FACTUP: a three-band gradient; the outer bands' hue turns 141° per doubling of the value and
 * darken as it grows, the middle band's colour follows the count of prime factors. Black text with
 * a white glow.
 */
export function factupLooks(text: Expr): Value[] {
  const size: Value[] = [A, 'log', 2];
  const factors: Value[] = [A, 'factorAmountB', '+', 15, 'log', 2];
  const outer: Value[] = ['@HSLA', [...size, '*', 141], 75, [0.9, '^', size, '*', 70, '+', 15], 1];
  const middle: Value[] = [
    '@HSLA',
    [...factors, '*', -403, '+', 1672],
    100,
    [0.7, '^', [...factors, '-', 3], '*', 80, '+', 10],
    1,
  ];
  return [[true, text, ['@linear-gradient', outer, 0, middle, 25, 75, outer, 100], '#000000', '0px 0px 5px #fff']];
}

/**
 * 2496 (tiles `[x, y]` = x × y): a band gradient from x (hue 360° per doubling at the edges, a
 * deeper middle band cycling in lightness every 8 doublings); y's own gradient is laid over the
 * right-hand side as a fading picture. Black text with a white glow.
 */
function bands2496(x: Expr): Value[] {
  const size: Value[] = [x, 'log', 2];
  const edge: Value[] = ['@HSLA', [...size, '*', 360], 50, 60, 1];
  const middle: Value[] = [
    '@HSLA',
    [...size, '*', -29, '+', 150],
    100,
    [...size, '%', 8, '-', 4, 'abs', '*', 10, '+', 30],
    1,
  ];
  return ['@linear-gradient', edge, 0, middle, 25, 75, edge, 100];
}

export function looks2496(text: Expr, factors: Value): Value[] {
  return [
    [
      true,
      text,
      bands2496(A),
      '#000',
      '0px 0px 5px #fff',
      2.5,
      0,
      ['PrimeImage', bands2496(B), ['@linear-gradient', 90, '#0000', 0, 30, '#000', 70, 100]],
      factors,
    ],
  ];
}

/**
 * 3026 (tiles `[i, j]`, Fibonacci indices): a vertical gradient from i's colour to j's, hue 23° per
 * index, lighter for small indices within each run of ten; saturation fades every 30 indices of j.
 * Dark navy text, no glow.
 */
export function looks3026(text: Expr, factors: Value): Value[] {
  const saturation: Value[] = [0.8, '^', [B, '/', 30, 'floor', 1], '*', 100];
  const colour = (i: string): Value[] => [
    '@HSLA',
    [i, '*', 23, '+', 53],
    saturation,
    [i, '%', 10, '*', -6, '+', 85],
    1,
  ];
  return [[true, text, ['@linear-gradient', colour(A), 0, 33, colour(B), 66, 100], '#19202e', 'none', 2.5, 0, factors]];
}

// ---------------------------------------------------------------- near merges (1762, 1668, 1847, 1429)

/** Three bands: the edges' hue runs across a tier (`(top − x) · scale / width + shift`), the middle band is the tier's own colour. */
function tierGradient(hue: Value[], saturation: number, lightness: number, middle: Value): Value[] {
  const edge: Value[] = ['@HSLA', hue, saturation, lightness, 1];
  return ['@linear-gradient', edge, 0, middle, 25, 75, edge, 100];
}

/** 1762's middle band per power-of-two tier (tops 4 … 524288), and its dark / light text. */
const MIDDLE_1762 = [
  '#ffc76c',
  '#ff9d00',
  '#ff6f00',
  '#ff3300',
  '#ff0051',
  '#fff8ae',
  '#fff26b',
  '#ffea00',
  '#d4c300',
  '#a39600',
  '#f6b9ff',
  '#eb75fd',
  '#e229ff',
  '#b200ce',
  '#770089',
  '#635ef5',
  '#2c26e1',
  '#120e93',
];

/**
 * 1762 (tiles `[n]`): tiers are powers of two (up to 2^k, or below it with the harder rules); inside
 * a tier the hue runs 300° from its top down; dark text up to 512, light past it; past the table the
 * middle band darkens by formula.
 */
export function looks1762(text: Expr, harder: boolean): Value[] {
  const dark = '#46370d';
  const light = '#fff7de';
  const rows: Value[] = [[[1n], 1, '#ffffff', dark]];
  if (!harder) rows.push([[2n], 2, '#ffe4b8', dark]);
  MIDDLE_1762.forEach((middle, i) => {
    const k = i + 2;
    const top = 2 ** k;
    const cond: Value[] = harder ? [A, '<', BigInt(top)] : [A, '<=', BigInt(top)];
    const hue: Value[] = [harder ? top - 1 : top, '-', A, '*', 300, '/', 2 ** (k - 1) - 1];
    rows.push([cond, text, tierGradient(hue, 100, 60, middle), top <= 512 ? dark : light]);
  });
  const e: Value[] = harder ? [A, 'logB', 2n] : [A, '-B', 1n, 'logB', 2n];
  const hue: Value[] = [[2, '^', e, '*', 2], '-', A, '*', 300, '/', [2, '^', e, '-', 1]];
  const middle: Value[] = ['@HSLA', [-34, '*', e, '+', 495], 100, [0.95, '^', [...e, '-', 19], '*', 36], 1];
  rows.push([true, text, tierGradient(hue, 100, 60, middle), light]);
  return rows;
}

/**
 * 1668 (tiles `[n]`): tiers end halfway past powers of three (4.5, 13.5, …); the middle band's hue
 * comes from a table for the first seven, then turns 47° per tier and darkens.
 */
export function looks1668(text: Expr): Value[] {
  const dark = '#371d35';
  const middleHues = [60, 105, 160, 200, 230, 275, 310];
  const rows: Value[] = [[[1n], 1, '#ffffff', dark]];
  middleHues.forEach((h, i) => {
    const width = 3 ** (i + 1);
    const top = width * 1.5;
    const hue: Value[] = [top, '-', A, '*', -300, '/', width, '+', 270];
    const middle: Value[] = ['@HSVA', h, [top, '-', A, '/', width, '*', -50, '+', 100], 100, 1];
    rows.push([[A, '<', BigInt(top + 0.5)], text, tierGradient(hue, 100, 40, middle), dark]);
  });
  const width: Value[] = [3, '^', '@Var 0'];
  const top: Value[] = [3, '^', '@Var 0', '*', 1.5];
  const hue: Value[] = [top, '-', A, '*', -300, '/', width, '+', 270];
  const middle: Value[] = [
    '@HSVA',
    ['@Var 0', '*', 47, '-', 30],
    [top, '-', A, '*', -50, '/', width, '+', 100],
    [0.95, '^', ['@Var 0', '-', 7], '*', 100],
    1,
  ];
  rows.push([
    [A, '*B', 2n, 'logB', 3n],
    '@end_vars',
    true,
    text,
    ['@global_var_retain', ...tierGradient(hue, 100, 40, middle)],
    '#ffdff6',
  ]);
  return rows;
}

/** 1847's tiers (tops 1.5^4 … 1.5^19): middle band and text colour. */
const TIERS_1847: readonly (readonly [string, string])[] = [
  ['#baeaff', '#3a1711'],
  ['#7cd8ff', '#3a1711'],
  ['#21bcff', '#3a1711'],
  ['#008ac5', '#f0dfdd'],
  ['#005072', '#f0dfdd'],
  ['#00344a', '#f0dfdd'],
  ['#f09eff', '#3a1711'],
  ['#e65bff', '#3a1711'],
  ['#cb00ef', '#3a1711'],
  ['#8c00a4', '#f0dfdd'],
  ['#51005f', '#f0dfdd'],
  ['#ff9d82', '#3a1711'],
  ['#ff7650', '#3a1711'],
  ['#ff3700', '#3a1711'],
  ['#b52700', '#f0dfdd'],
  ['#6c1700', '#f0dfdd'],
];

/** 1847 (tiles `[n]`): greys for 1–3, then tiers of ratio 1.5; past the table, colours by formula. */
export function looks1847(text: Expr): Value[] {
  const dark = '#3a1711';
  const rows: Value[] = [
    [[1n], 1, '#ffffff', dark],
    [[2n], 2, '#c6c6c6', dark],
    [[3n], 3, '#888888', dark],
  ];
  let top = 5.0625;
  for (const [middle, fg] of TIERS_1847) {
    const hue: Value[] = [top, '-', A, '*', 300, '/', top / 3, '+', 60];
    rows.push([[A, '<', top], text, tierGradient(hue, 65, 50, middle), fg]);
    top *= 1.5;
  }
  const next: Value[] = ['@Var 0', '+', 1];
  const hue: Value[] = [[1.5, '^', next], '-', A, '*', 300, '/', [1.5, '^', '@Var 0', '/', 2], '+', 60];
  const middle: Value[] = [
    '@HSLA',
    [...next, 'floor', 5, '/', 5, '*', 73, '-', 247],
    [0.95, '^', [...next, 'floor', 5, '/', 5, '-', 3], '*', 100],
    [...next, 'mod', 5, '*', -15, '+', 80],
    1,
  ];
  rows.push([
    [A, 'log', 1.5, 'floor', 1],
    '@end_vars',
    true,
    text,
    ['@global_var_retain', ...tierGradient(hue, 65, 50, middle)],
    ['@global_var_retain', dark, '@if', [...next, 'mod', 5, '>', 2], '2nd', '#f0dfdd', '@end-if'],
  ]);
  return rows;
}

/** 1429's middle band for k = 0 … 18 (tile x = 2^k + 1). */
const MIDDLE_1429 = [
  '#ffffff',
  '#d8ffb6',
  '#a7ff5a',
  '#37ff00',
  '#00ff91',
  '#00ffff',
  '#00a2ff',
  '#dba6ff',
  '#bb55ff',
  '#9900ff',
  '#6f00b9',
  '#ff82c2',
  '#ff40a3',
  '#e30075',
  '#aa0058',
  '#650034',
  '#ff7b4f',
  '#ff4000',
  '#bf3000',
];

/**
 * 1429 (tiles `[x, sign]`, x = 2^k + 1 or 1, 3): tier gradients with a table middle band; negative
 * tiles are the same picture turned upside down (and their text colour too).
 */
export function looks1429(text: Expr): Value[] {
  const k: Value[] = [A, '-B', 1n, 'logB', 2n];
  const negative: Value[] = [B, '=', -1n];
  const hue: Value[] = [[2, '^', k, '*', 2, '-', 1], '-', A, '*', 300, '/', [2, '^', k, '-', 1], '+', 180];
  const middle: Value[] = [
    0,
    '@if',
    [...k, '<', 19n],
    '2nd',
    [['@Literal', ...MIDDLE_1429], 'arr_elem', k],
    '@end-if',
    '@else',
    '2nd',
    [
      '@Literal',
      '@HSLA',
      ['@CalcArray', 34, '*', k, '-', 611],
      100,
      ['@CalcArray', 0.9, '^', [...k, '-', 19], '*', 36],
      1,
    ],
    '@end-else',
  ];
  return [
    [[1n, 1n], 1, '#ffffff', '#302431'],
    [[3n, 1n], 3, '#d8ffb6', '#302431'],
    [[1n, -1n], -1, '#000000', '#cfdbce'],
    [[3n, -1n], -3, '#270049', '#cfdbce'],
    [
      true,
      text,
      ['@rotate', when(0, negative, 180), negative, tierGradient(hue, 100, 60, middle)],
      ['@rotate', [0, '@if', negative, '2nd', 180], negative, ['#302431', '@if', [...k, '>=', 9n], '2nd', '#fcd8ff']],
    ],
  ];
}

/**
 * 2669 (tiles `[n, p, q, streak]`): a radial gradient, its centre from the size and the larger
 * parent, its rim from the ratio n / p; the text turns from blue to red as the streak of merges with
 * one parent nears the limit (dark from 377 up), with a red glow once it is reached.
 */
export function looks2669(one: Value, text: Expr, addon: Value, limit: number): Value[] {
  const streak = '@This 3';
  const centre: Value[] = ['@HSLA', [A, 'log', 2, '*', -67, '+', 60], 100, [B, '^', -0.12, '*', 80, '+', 10], 1];
  const rim: Value[] = ['@HSLA', [A, '/', B, '*', 360], 50, [2 / 3, '^', [A, '/', B, '-', 1], '*', 100], 1];
  const fg: Value[] = [
    '@HSLA',
    [streak, '-', 1, '/', limit - 1, '*', -240, '+', 240],
    100,
    when(20, [A, '>=', 377], 95),
    1,
  ];
  const glow: Value[] = [0, 0, 0.2, ['@HSLA', when(240, [streak, '=', limit], 0), 75, 50, 1]];
  return [
    [one, 1, '#ffffff', '#000000'],
    [true, text, ['@radial-gradient', centre, 0, 35, rim, 90], fg, glow, 2.5, 0, addon],
  ];
}

/**
 * 3240 (exponents of 4, 6, 9, 10, 14, 15, or read off a plain number): a conic gradient of three
 * colours, one per pair of semiprimes (4 / 6, 9 / 10, 14 / 15), each hue set by the pair's share and
 * its lightness by the pair's size. White text with a dark glow.
 */
export function looks3240(exponent: (k: number) => Expr): Value[] {
  const pair = (k: number, scale: number, shift: number): Value[] => {
    const x = exponent(k);
    const y = exponent(k + 1);
    const hue: Value[] = [y, '*', scale, '/', [x, '+', y, 'max', 1]];
    if (shift) hue.push('+', shift);
    const lightness = ifElse(
      0,
      [x, '+', y, '<', 4],
      [[['@Literal', 0, 25, 35, 50], 'arr_elem', [x, '+', y]]],
      [[0.75, '^', [x, '+', y, '-', 3], '*', -40, '+', 90]],
    );
    return ['@HSLA', hue, 100, lightness, 1];
  };
  const first = pair(0, -288, 0);
  return ['@conic-gradient', first, 0, 60, pair(2, -288, 144), 120, 180, pair(4, -252, 288), 240, 300, first, 360];
}

/** 10's tiles 1 … 15: light colours for positive tiles, dark ones for negative. */
const SIGNED_TEN: readonly (readonly [string, string])[] = [
  ['#ff6767', '#990000'],
  ['#ffb366', '#994d00'],
  ['#ffff66', '#999900'],
  ['#66ff66', '#009900'],
  ['#66adff', '#004799'],
  ['#bf66ff', '#590099'],
  ['#ff66ff', '#990099'],
  ['#ff9166', '#992b00'],
  ['#ffd966', '#997300'],
  ['#d3ff64', '#6e9a00'],
  ['#66ffc2', '#00995c'],
  ['#66ebff', '#008599'],
  ['#6666ff', '#000099'],
  ['#d966ff', '#730099'],
  ['#ff66b3', '#99004d'],
];

/**
 * 10 (tiles `[size, sign]`): a table to 15, then the hue turns 49° per step with positive tiles
 * fading toward white and negative ones toward black; dark text on positive, light on negative.
 */
export function looksSignedTen(positiveText: Expr, negativeText: Expr): Value[] {
  const dark = '#313625';
  const light = '#ecf1e0';
  const rows: Value[] = [];
  SIGNED_TEN.forEach(([plus, minus], i) => {
    rows.push([[i + 1, 1], i + 1, plus, dark], [[i + 1, -1], -(i + 1), minus, light]);
  });
  const hue: Value[] = [49, '*', A, '-', 777];
  const fade: Value[] = [0.97, '^', [A, '-', 16]];
  rows.push(
    [[B, '=', 1], positiveText, ['@HSLA', hue, 100, [...fade, '*', -20, '+', 100], 1], dark],
    [[B, '=', -1], negativeText, ['@HSLA', hue, 100, [...fade, '*', 20], 1], light],
  );
  return rows;
}
