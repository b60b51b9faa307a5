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
    [[A, '+', B, '>=', 4], text, ['@HSLA', hue, 100, [0.75, '^', [A, '+', B, '-', 4], '*', -45, '+', 95], 1], '#000000'],
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
  return [
    [true, text, ['@linear-gradient', colour(A), 0, 33, colour(B), 66, 100], '#19202e', 'none', 2.5, 0, factors],
  ];
}
