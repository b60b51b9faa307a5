// Waves tile looks: the original's colours for Aquatic 2496, Div-Add-Tor, Dual Tile DIVE, FRUSEE,
// Isotopic DIVE, Pair Production and Wildcard DIVE (its facts: colours, glows, the colour-scheme
// pictures laid over the tiles), written as tileTypes rows around our own tile texts.
import type { Value } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { PA377_TIERS } from '../page4/partial-absorb.ts';

const A = '@This 0';
const B = '@This 1';

/** White text with a dark glow over a black tile, the scheme's picture covering it. */
const LIGHT_ON_PICTURE = ['#000000', '#ffffff', '0px 0px 5px #000000'] as const;

/** A picture of `value` drawn by the DIVE colour scheme, optionally masked. */
function divePicture(value: Expr, mask?: Value): Value[] {
  return mask === undefined
    ? ['PrimeImage', ['@ColorScheme', 'DIVE', value]]
    : ['PrimeImage', ['@ColorScheme', 'DIVE', value], mask];
}

/**
 * Aquatic 2496 (pair tiles `[a, b]`): the mod 27 scheme's picture of a, with b's on the right
 * fading in; white text on positive pairs, black text with a white glow on negative ones.
 */
export function looksAquatic2496(text: Expr, small: Value): Value[] {
  const pictures: Value[] = [
    ['PrimeImage', ['@ColorScheme', 'mod 27', [A, 'absB'], 180, false]],
    [
      'PrimeImage',
      ['@ColorScheme', 'mod 27', B, 180, false],
      ['@linear-gradient', 90, '#0000', 0, 30, '#000', 70, 100],
    ],
  ];
  return [
    [[A, '>', 0n], text, ...LIGHT_ON_PICTURE, 2.5, 0, small, ...pictures],
    [[A, '<', 0n], text, '#000000', '#000000', '0px 0px 5px #ffffff', 2.5, 0, small, ...pictures],
  ];
}

/**
 * Div-Add-Tor (pair tiles `[a, b]`): the DIVE picture of the product, with a's and b's pictures as
 * wedges on the left and right. The original's background is the malformed "#00000" (no colour at
 * all under the pictures); kept as is so the tiles match it.
 */
export function looksDivAddTor(text: Expr, small: Value): Value[] {
  const wedge = (angle: number): Value[] => ['@conic-gradient', angle, '#0000', 0, 15, '#000', 60, 120, '#0000', 165];
  return [
    [
      true,
      text,
      '#00000',
      '#ffffff',
      '0px 0px 5px #000000',
      2.5,
      0,
      divePicture([A, '*B', B]),
      divePicture(A, wedge(-90)),
      divePicture(B, wedge(90)),
      small,
    ],
  ];
}

/** Dual Tile DIVE (tiles `[a, b]`): a's DIVE picture, b's over the lower half. */
export function looksDualTileDive(text: Expr): Value[] {
  return [
    [
      true,
      text,
      ...LIGHT_ON_PICTURE,
      0,
      0,
      divePicture(A),
      divePicture(B, ['@linear-gradient', '#0000', 0, 50, '#000', 50, 100]),
    ],
  ];
}

/**
 * FRUSEE (tiles `[n]`, any sign): the DIVE picture of n⁷'s prime factors; white text on positive
 * tiles, black with a white glow on negative ones; 0 is DIVE's own 0.
 */
export function looksFrusee(text: Expr): Value[] {
  const picture: Value[] = [
    'PrimeImage',
    ['@ColorScheme', 'DIVE', [A, '^B', 7n, 'primeFactorizeB', 0n, 'Array'], null],
  ];
  return [
    [[A, '>', 0], text, ...LIGHT_ON_PICTURE, 0, 0, picture],
    [[A, '<', 0], text, '#ffffff', '#000000', '0px 0px 5px #ffffff', 0, 0, picture],
    [[A, '=', 0], text, '@ColorScheme', 'DIVE', [A]],
  ];
}

/** Isotopic DIVE (tiles `[n, half-life]`): DIVE's look of n, the half-life in small print. */
export function looksIsotopicDive(text: Expr, small: Value): Value[] {
  return [[true, text, '@ColorScheme', 'DIVE', [A], 2, 0, small]];
}

/** Pair Production's Fibonacci tiles F(1) … F(22) (Partial Absorb 377's colours), and the same signed negative. */
const FIB_POSITIVE = PA377_TIERS;
const FIB_NEGATIVE = [
  '#000000',
  '#4c0017',
  '#ad0034',
  '#ff0066',
  '#ff3888',
  '#ff74ac',
  '#ff74ff',
  '#ff1dff',
  '#b500b5',
  '#6b006b',
  '#753b00',
  '#af5700',
  '#fe7f00',
  '#ffaa56',
  '#ffcf56',
  '#d2ff78',
  '#e5ffb0',
  '#c2ffb0',
  '#8aff66',
  '#3cff00',
  '#27a500',
  '#1a6e00',
];

/**
 * Pair Production (tiles `[k]`, the signed index of a Fibonacci number): grey 0, greens to purples
 * for positive tiles and their opposites for negative ones (text light from the 11th); past the
 * table the hue turns 6.5° per index.
 */
export function looksPairProduction(text: Expr): Value[] {
  const rows: Value[] = [[[0], text, '#444444', '#888888']];
  FIB_POSITIVE.forEach((bg, i) => rows.push([[i + 1], text, bg, i < 10 ? '#2d2b31' : '#dddbe1']));
  const wave: Value[] = [A, '-', 22, '%', 9, '*', -1, '+', 4, 'abs'];
  rows.push([
    [A, '>', 0],
    text,
    ['@HSLA', [6.5, '*', A, '+', 157], [0.99, '^', [A, '-', 23], '*', 100], [...wave, '*', 10, '+', 30], 1],
    '#dddbe1',
  ]);
  FIB_NEGATIVE.forEach((bg, i) => rows.push([[-(i + 1)], text, bg, i < 10 ? '#d2d4ce' : '#22241e']));
  rows.push([
    [A, '<', 0],
    text,
    [
      '@HSLA',
      [-6.5, '*', A, '+', 337],
      [0.99, '^', [A, 'abs', '-', 23], '*', -100, '+', 100],
      [...wave, '*', -10, '+', 70],
      1,
    ],
    '#22241e',
  ]);
  return rows;
}

/**
 * Wildcard DIVE (tiles `[[n, …]]`, the numbers a tile may be): the DIVE picture of each possibility
 * in its own vertical strip, white text with a dark glow, smaller and raised.
 */
export function looksWildcardDive(text: Expr): Value[] {
  const strips: Value[] = [
    'ExtraEntriesList',
    '@global_var_retain_inner',
    0,
    '@end_vars',
    ['@Literal'],
    '@repeat',
    [A, 'arr_length', '>', '@Var 0'],
    'arr_push',
    [
      [
        '@Literal',
        'PrimeImage',
        ['@ColorScheme', 'DIVE', [A, 'arr_elem', ['@CalcArray', '@Var 0']]],
        ['@linear-gradient', '#000', '#000'],
      ],
      'arr_push',
      [100, '/', [A, 'arr_length']],
      'arr_push',
      100,
      'arr_push',
      [100, '/', [A, 'arr_length'], '*', '@Var 0'],
    ],
    '@edit_var',
    0,
    ['@Var 0', '+', 1],
    '@end-repeat',
  ];
  return [[true, text, '#000', '#fff', '0px 0px 5px #000', 2, -0.7, strips]];
}
