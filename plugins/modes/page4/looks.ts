// The original's tile looks for the modes of page 4: display rows built from colour tables and
// formulas read from the original's modes (facts: its colours), with our own texts. A display row is
// [condition or literal tile, text, background, text colour, glow, text size, text size, ...addons].
import type { Value } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';

/** One tier of a colour table: the literal tile, its background and its text colour. */
export type TableLook = readonly [tile: Value[], background: string, color: string];

/** What a row may add after its text colour: a glow, the two text-size slots and addons (PrimeImage, …). */
export interface RowExtras {
  readonly glow?: string;
  readonly sizes?: readonly [Value, Value];
  readonly addons?: readonly Value[];
}

/** A display row; extras are written only when given (a plain row stops at the text colour). */
export function row(cond: Value, text: Expr, background: Value, color: Value, extras?: RowExtras): Value[] {
  const out: Value[] = [cond, text, background, color];
  if (!extras) return out;
  out.push(extras.glow ?? 'none');
  if (extras.sizes || extras.addons?.length) out.push(...(extras.sizes ?? [0, 0]));
  if (extras.addons) out.push(...extras.addons);
  return out;
}

/** A row per table tier (the literal tile as condition), each showing `text`. */
export function tableRows(text: Expr, table: readonly TableLook[], extras?: RowExtras): Value[][] {
  return table.map(([tile, background, color]) => row(tile, text, background, color, extras));
}

/** `@HSLA` colour from hue, saturation and lightness expressions. */
export function hsla(h: Value, s: Value, l: Value, a: Value = 1): Expr {
  return ['@HSLA', h, s, l, a];
}

/** `@HSVA` colour from hue, saturation and value expressions. */
export function hsva(h: Value, s: Value, v: Value, a: Value = 1): Expr {
  return ['@HSVA', h, s, v, a];
}

/** `first` normally, `second` when `cond` holds (the original's `[a, "@if", cond, "2nd", b, "@end-if"]`). */
export function unless(first: Value, cond: Expr, second: Value): Expr {
  return [first, '@if', cond, '2nd', second, '@end-if'];
}

/** The original's special colour scheme `name` drawing `params` (a background slot and the next two). */
export function scheme(name: string, params: Value): Value[] {
  return ['@ColorScheme', name, params];
}

/** A scheme-coloured row: [cond, text, "@ColorScheme", name, params, sizes…, addons…]. */
export function schemeRow(cond: Value, text: Expr, name: string, params: Value, addons?: readonly Value[]): Value[] {
  const out: Value[] = [cond, text, ...scheme(name, params)];
  if (addons?.length) out.push(0, 0, ...addons);
  return out;
}

/** A PrimeImage addon: a picture (colour or gradient) with an optional mask. */
export function primeImage(picture: Value, mask?: Value): Value[] {
  return mask === undefined ? ['PrimeImage', picture] : ['PrimeImage', picture, mask];
}

/** An Innerscript addon: a small second text at the bottom centre (the original's placement). */
export function innerBottom(text: Expr): Value[] {
  return ['Innerscript', text, 'bottom-center', 6, 0];
}

/**
 * A table of tiers by column: `tiers[t][c]` is the background of the tile `key(t, c)`, whose text
 * colour is `colors[c]` or `colors(t, c)` (the original's tables of powers and their multiples).
 */
export function tierColumns(
  tiers: readonly (readonly string[])[],
  colors: readonly string[] | ((tier: number, column: number) => string),
  key: (tier: number, column: number) => Value[],
): TableLook[] {
  const color = typeof colors === 'function' ? colors : (_t: number, c: number) => colors[c]!;
  return tiers.flatMap((bgs, t) => bgs.map((bg, c): TableLook => [key(t, c), bg, color(t, c)]));
}

/**
 * A run of one-number tiles `[first]`, `[first + 1]`, … with the given backgrounds: dark text up to
 * `lightFrom` (exclusive), light text from there on.
 */
export function runTable(
  first: number,
  backgrounds: readonly string[],
  [dark, light]: readonly [string, string],
  lightFrom: number,
): TableLook[] {
  return backgrounds.map((bg, i): TableLook => [[first + i], bg, first + i < lightFrom ? dark : light]);
}

/**
 * Triangular-number tiles `[n]` (378 and Partial Absorb 378): 1 is white; each later tile a radial
 * gradient between two close colours whose hue turns 34° per tile, with white text.
 */
export function triangularTileTypes(text: Expr): Value[] {
  const n = '@This 0';
  const at = (k: Expr): Expr =>
    hsla(
      [34, '*', k, '-', 8],
      [k, '%', 320, '-', 160, 'abs', '/', 2, '+', 20],
      [k, '%', 81, '-', 40, 'abs', '*', 2, '+', 10],
    );
  return [
    row([1], text, '#ffffff', '#2c2700'),
    row(true, text, ['@radial-gradient', at(n), at([n, '*', 0.995])], '#ffffff'),
  ];
}
