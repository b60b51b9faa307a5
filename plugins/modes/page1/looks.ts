// How Page 1's tiles look: the original's colours, as its mode codes display them. A mode lists
// its first tiers one by one (looks-table.ts); past them, a formula per kind of tile turns the hue
// with the exponent and fades the colour. Texts stay each mode's own; only colours come from here.
import type { Value } from '../../../src/plugins/kit.ts';
import { eq, type Expr } from '../shared/expr.ts';

const E = '@This 0';

/** A listed tile, its background and its text colour. */
export type LookTable = readonly (readonly [tile: readonly number[], background: string, text: string])[];

/** The colours of one kind of tile (a step) past the table: background and text colour. */
export type StepTone = readonly [step: number, background: Expr, text: Expr];

/**
 * The table's tiles as display rows. Like the original's, each shows its value as a bare number:
 * a number written into a rule is not abbreviated (19683, where a computed text shows 19,683).
 */
export function tableRows(table: LookTable, value: (tile: readonly number[]) => number): Value[] {
  return table.map(([tile, background, color]) => [[...tile], value(tile), background, color]);
}

/** Display rows past the table, one per step (`@This 1`), each with the mode's text for the step. */
export function stepRows(tones: readonly StepTone[], text: (step: number) => Value): Value[] {
  return tones.map(([step, background, color]) => [eq('@This 1', step), text(step), background, color]);
}

/** `a·x + b`: a hue that turns with the exponent. */
export const turn = (a: number, b: number, x: Expr = E): Expr => [a, '*', x, '+', b];

/** `scale · base^(x − from)`: a saturation or lightness that fades past the table. */
export const fade = (base: number, from: number, scale: number, x: Expr = E): Expr => [
  base,
  '^',
  [x, '-', from],
  '*',
  scale,
];

export const hsla = (h: Expr, s: Expr, l: Expr): Expr => ['@HSLA', h, s, l, 1];
export const hsva = (h: Expr, s: Expr, v: Expr): Expr => ['@HSVA', h, s, v, 1];

/** Steps sharing a hue and a saturation, each with its lightness and text colour. */
const lightnesses = (h: Expr, s: Expr, steps: readonly (readonly [number, number, string])[]): StepTone[] =>
  steps.map(([step, l, color]) => [step, hsla(h, s, l), color]);

/** The look of a "powers of n" mode: its table, then one tone per step. */
export interface PowerLook {
  readonly table: LookTable;
  readonly tones: readonly StepTone[];
}

/** 2187 (and 2186's hues): powers of 3 and their doubles. */
export const TONES_2187: readonly StepTone[] = lightnesses(turn(97, -1111), fade(0.9, 12, 100), [
  [1, 70, '#584153'],
  [2, 35, '#f6ebf4'],
]);

/** 1024 and Merge Overflow 256: powers of 4 and their triples. */
export const TONES_1024: readonly StepTone[] = lightnesses(turn(-31, 491), fade(0.95, 12, 75), [
  [1, 70, '#564040'],
  [3, 35, '#f4ecec'],
]);

/** 3125: the hue jumps between odd and even powers of 5. */
export const TONES_3125: readonly StepTone[] = lightnesses(
  [23.5, '*', E, '-', 212, '+', [E, '%', 2, '*', 156.5]],
  fade(0.95, 12, 75),
  [
    [1, 70, '#505246'],
    [2, 60, '#505246'],
    [3, 50, '#f4f7e9'],
    [4, 40, '#f4f7e9'],
  ],
);

/** 1296: each multiplier turns its own way. */
export const TONES_1296: readonly StepTone[] = (
  [
    [1, -553],
    [2, -583],
    [3, -523],
  ] as const
).map(([step, b]) => [step, hsla(turn(97, b), 100, fade(0.9, 7, 40)), '#e2ebf1']);

export const TONES_2401: readonly StepTone[] = lightnesses(turn(-37, -210), fade(0.95, 10, 75), [
  [1, 50, '#524b46'],
  [2, 37.5, '#f1ebe7'],
  [3, 70, '#6d6a67'],
  [4, 25, '#f1ebe7'],
]);

export const TONES_4096: readonly StepTone[] = [
  [1, hsla(turn(-34.5, 331.5), fade(0.95, 7, 100), 65), '#484652'],
  ...lightnesses(turn(-34.5, 331.5), fade(0.9, 7, 100), [
    [2, 50, '#484652'],
    [3, 37.5, '#e8e6f3'],
    [5, 25, '#e8e6f3'],
  ]),
];

export const TONES_6561: readonly StepTone[] = lightnesses(turn(-48.5, 736.5), fade(0.9, 9, 85), [
  [1, 70, '#465252'],
  [4, 30, '#e2e9e9'],
]);

/**
 * 1000: the saturation tells the coin (1, 2, 5). The original keys its 5× formula to step 3, which
 * no tile has; being its last rule, it still draws the 5× tiles, as ours does.
 */
export const TONES_1000: readonly StepTone[] = (
  [
    [1, 33],
    [2, 66],
    [5, 100],
  ] as const
).map(([step, s]) => [step, hsva(turn(-83, 1000), s, fade(0.9, 8, 100)), '#efe6e3']);

export const TONES_1331: readonly StepTone[] = lightnesses(turn(67, -439), fade(0.9, 7, 100), [
  [1, 70, '#485246'],
  [2, 50, '#485246'],
  [3, 37.5, '#e1edde'],
  [6, 25, '#e1edde'],
]);

export const TONES_1728: readonly StepTone[] = [
  ...lightnesses(turn(-74, 495), fade(0.95, 6, 100), [
    [1, 50, '#584e59'],
    [2, 37.5, '#f4edf6'],
    [3, 70, '#2d292e'],
    [4, 25, '#f4edf6'],
  ]),
  [6, hsla(turn(-74, 495), fade(0.95, 6, 75), 50), '#584e59'],
];

export const TONES_2197: readonly StepTone[] = lightnesses(turn(103, -321), fade(0.9, 6, 100), [
  [1, 20, '#f7eaf4'],
  [2, 30, '#f7eaf4'],
  [3, 40, '#f7eaf4'],
  [4, 50, '#272326'],
  [6, 65, '#272326'],
  [9, 80, '#272326'],
]);

export const TONES_3375: readonly StepTone[] = (
  [
    [1, 889, 30],
    [2, 889, 45],
    [4, 889, 65],
    [8, 889, 100],
    [9, 904, 100],
    [11, 919, 100],
  ] as const
).map(([step, b, s]) => [step, hsva(turn(-97, b), s, fade(0.9, 6, 100)), '#f0dfd8']);

export const TONES_4913: readonly StepTone[] = lightnesses(turn(53, -264), fade(0.9, 7, 100), [
  [1, 80, '#3d443c'],
  [3, 65, '#3d443c'],
  [5, 50, '#f1faef'],
  [11, 35, '#f1faef'],
]);

export const TONES_8000: readonly StepTone[] = (
  [
    [1, 25, '#dcd9ec'],
    [2, 50, '#dcd9ec'],
    [6, 75, '#2d2b39'],
    [12, 100, '#2d2b39'],
  ] as const
).map(([step, v, color]) => [step, hsva(turn(82, -307), fade(0.9, 6, 100), v), color]);

export const TONES_9261: readonly StepTone[] = (
  [
    [1, -648, 33, '#f3e7f1'],
    [3, -648, 66, '#f3e7f1'],
    [6, -648, 100, '#f3e7f1'],
    [10, -668, 100, '#ffbbff'],
    [15, -628, 100, '#bbffff'],
  ] as const
).map(([step, b, s, color]) => [step, hsva(turn(113, b), s, fade(0.9, 5, 100)), color]);

export const TONES_625: readonly StepTone[] = lightnesses(turn(-107, 775), fade(0.8, 5, 100), [
  [0, 50, '#515a5a'],
  [1, 40, '#eef9f9'],
  [2, 30, '#eef9f9'],
  [3, 20, '#eef9f9'],
  [4, 10, '#eef9f9'],
  [-1, 66, '#323939'],
  [-2, 83, '#323939'],
]);

export const TONES_2059: readonly StepTone[] = lightnesses(turn(157, -2041), fade(0.9, 12, 100), [
  [1, 50, '#33312c'],
  [2, 25, '#f9f5ee'],
  [3, 75, '#33312c'],
]);

export const TONES_2315: readonly StepTone[] = lightnesses(turn(-149, 1788), fade(0.9, 12, 100), [
  [1, 35, '#d9e3f4'],
  [2, 65, '#333943'],
]);

/** 2186: 3^n − 1 and 2·3^n − 1 (past the table). */
export const TONES_2186: readonly StepTone[] = lightnesses(turn(97, -931), fade(0.9, 12, 100), [
  [1, 70, '#46524c'],
  [2, 35, '#ebf6f1'],
]);

/** 2048 (and 1/512's whole tiles) past 524288. */
export const BACKGROUND_PAST_2048: Expr = hsla(turn(-15, 520), 100, fade(0.9, 20, 36));
export const TEXT_PAST_2048 = '#f9f6f2';

/** 1/512's halves past 1/524288 (by the exponent's size). */
export const BACKGROUND_PAST_HALVES: Expr = hsla(turn(-15, 340, [E, 'abs']), 100, fade(0.9, 20, 36, [E, 'abs']));

/** 2047 past 2^19 − 1. */
export const BACKGROUND_PAST_2047: Expr = hsla(turn(15, -265), 100, fade(0.9, 20, 36));
export const TEXT_PAST_2047 = '#f5eff7';

/** 2049 past 2^19 + 1. */
export const BACKGROUND_PAST_2049: Expr = hsla(turn(15, -250), 100, fade(0.9, 20, 36));
export const TEXT_PAST_2049 = '#f9f2f5';

/**
 * 900: each power of 30 has a colour, black and white by turns for its text; a multiplier
 * (2, 3, 5, 6, 10, 15) puts a coloured dot in the middle.
 */
export const POWERS_900: readonly (readonly [background: string, text: string])[] = [
  ['#000000', '#ffffff'],
  ['#ffffff', '#000000'],
  ['#97006c', '#ffffff'],
  ['#ffe788', '#000000'],
  ['#00306e', '#ffffff'],
  ['#7affb6', '#000000'],
];
export const DOTS_900: readonly (readonly [step: number, dot: string])[] = [
  [2, '#f00'],
  [3, '#0f0'],
  [5, '#00f'],
  [6, '#ff0'],
  [10, '#f0f'],
  [15, '#0ff'],
];
const BASE_PAST_900: Expr = hsla(turn(139, -804), fade(0.85, 6, 100), [E, '%', 2, '*', 50, '+', 25]);
const TEXT_PAST_900: Expr = hsla(0, 0, [E, '%', 2, '*', -100, '+', 100]);
const dotted = (base: Expr, dot: string): Expr => ['@radial-gradient', base, 0, 33, dot];

/** 900's display rows for its steps: listed powers show their value, higher ones the mode's text. */
export function rows900(
  text: (step: number) => Value,
  steps: readonly number[],
  value: (e: number, step: number) => number,
): Value[] {
  const dotOf = new Map(DOTS_900);
  const listed = POWERS_900.flatMap(([base, color], e) =>
    steps.map((step) => {
      const dot = dotOf.get(step);
      return [[e, step], value(e, step), dot ? dotted(base, dot) : base, color];
    }),
  );
  const past = steps.map((step) => {
    const dot = dotOf.get(step);
    return [eq('@This 1', step), text(step), dot ? dotted(BASE_PAST_900, dot) : BASE_PAST_900, TEXT_PAST_900];
  });
  return [...listed, ...past];
}
