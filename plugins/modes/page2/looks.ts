// The original's tile colours for the page-2 modes, as colour expressions for tileTypes rows (issue 27).
// Each mode keeps its colours as data (tables of hex colours per tier, the formula for tiers past
// the table); these helpers turn them into one expression the engine evaluates per tile.
import type { Value } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';

/** A colour: a CSS text, or a colour array (`["@HSLA", h, s, l, a]`, a gradient, …) of expressions. */
export type Colour = string | Value[];

/**
 * A colour kept as a value inside an expression (arrays are not evaluated until drawn). Unescaping
 * a literal drops every leading `@Literal` of the arrays nested in it, so a quoted colour must hold
 * no literal (no table): such colours go in separate tileTypes rows (`lookRows`).
 */
function quoted(c: Colour): Expr {
  return typeof c === 'string' ? c : ['@Literal', ...c];
}

/** The colour of the first case whose condition holds, else `otherwise` (conditions are tile expressions). */
export function colourCases(otherwise: Colour, cases: readonly (readonly [Expr, Colour])[]): Colour {
  if (cases.length === 0) return otherwise;
  // Later `@if`s override earlier ones: listed backwards so that the first true case wins.
  const picks = [...cases].reverse().flatMap(([cond, c]) => ['@if', cond, '2nd', quoted(c), '@end-if']);
  return ['@CalcArray', quoted(otherwise), ...picks] as Value[];
}

/** `table[index − first]` while `index` is inside the table, else `beyond` (a colour for any tier). */
export function tierColour(index: Expr, table: readonly string[], beyond: Colour, first = 0): Colour {
  if (table.length === 0) return beyond;
  const at: Expr = first === 0 ? index : [index, '-', first];
  const inside: Expr = [[index, '>=', first], '&&', [index, '<', first + table.length]];
  return [
    '@CalcArray',
    quoted(beyond),
    '@if',
    inside,
    '2nd',
    [['@Literal', ...table], 'arr_elem', at],
    '@end-if',
  ] as Value[];
}

/** The text colour: `light` from tier `from` on (and below `below`, if given), else `dark`. */
export function textFrom(index: Expr, from: number, dark: string, light: string): Colour {
  return [dark, '@if', [index, '>=', from], '2nd', light, '@end-if'] as Value[];
}

/** `["@HSLA", h, s, l, a]`. */
export function hsla(h: Expr, s: Expr, l: Expr, a: Expr = 1): Value[] {
  return ['@HSLA', h, s, l, a] as Value[];
}

/** `["@HSVA", h, s, v, a]`. */
export function hsva(h: Expr, s: Expr, v: Expr, a: Expr = 1): Value[] {
  return ['@HSVA', h, s, v, a] as Value[];
}

/** A table from runs: `runs([3, a], [2, b])` is `[a, a, a, b, b]`. */
export function runs(...parts: readonly (readonly [number, string])[]): string[] {
  return parts.flatMap(([n, c]) => Array<string>(n).fill(c));
}

/** A tile's background and text colour. */
export interface TileLook {
  readonly background: Colour;
  readonly text: Colour;
}

/**
 * One kind of tile in a two-component mode (`[n, k]` with k = `k`): its tier table from tier `first`
 * (text colour `tableText`, one or per tier), then the formula `beyond` with text colour `text`.
 * Without a formula the kind has only the table's tiers.
 */
export interface Column {
  readonly k: number;
  readonly first?: number;
  readonly table: readonly string[];
  readonly tableText?: string | readonly string[];
  readonly beyond?: Colour;
  readonly text: Colour;
}

/** The looks of tiles `[n, k]` by their column k; tables start at tier `first` unless a column says otherwise. */
export function columnLooks(n: Expr, k: Expr, first: number, columns: readonly Column[]): [Expr, TileLook][] {
  return columns.map((c) => {
    const from = c.first ?? first;
    const tableText = c.tableText ?? [];
    const texts = typeof tableText === 'string' ? Array<string>(c.table.length).fill(tableText) : tableText;
    const onlyTable: Expr = [[n, '>=', from], '&&', [n, '<', from + c.table.length]];
    return [
      c.beyond === undefined ? [[k, '=', c.k], '&&', onlyTable] : [k, '=', c.k],
      {
        background: tierColour(n, c.table, c.beyond ?? '#000000', from),
        text: texts.every((t) => t === c.text) ? c.text : tierColour(n, texts, c.text, from),
      },
    ];
  });
}

/** tileTypes rows: the first look whose condition holds colours the tile; `text` and `rest` (glow, addons) as given. */
export function lookRows(
  text: Expr,
  looks: readonly (readonly [Expr, TileLook])[],
  rest: readonly Value[] = [],
): Value[] {
  return looks.map(([cond, look]) => [cond, text, look.background, look.text, ...rest] as Value);
}

/** `["@linear-gradient", edge, 0, middle, 25, 75, edge, 100]`: a tile with edges of a second colour. */
export function edged(edge: string, middle: Colour): Value[] {
  return ['@linear-gradient', edge, 0, middle, 25, 75, edge, 100];
}

// The original's Fibonacci palette (2584 and Bicolor 2584): green to blue to purple, then a formula.
// biome-ignore format: a colour table
const FIBONACCI_TABLE = ['#ffffff', '#b3ffe8', '#52ffcb', '#00ff99', '#00c777', '#008b53', '#008b00', '#00e200', '#4aff4a', '#94ff94', '#8ac4ff', '#50a8ff', '#0180ff', '#0055a9', '#0030a9', '#2d0087', '#1a004f', '#3d004f', '#750099', '#c300ff', '#d85aff', '#e591ff'];

/** The colour of the n-th Fibonacci tile (n from 0: 1, 2, 3, 5, …). */
export function fibonacciColour(n: Expr): Colour {
  return tierColour(
    n,
    FIBONACCI_TABLE,
    hsla(
      [6.5, '*', n, '+', 157],
      [0.99, '^', [n, '-', 22], '*', 100],
      [n, '-', 21, '%', 9, '*', -1, '+', 4, 'abs', '*', 10, '+', 30],
    ),
  );
}

export const FIBONACCI_DARK_TEXT = '#2d2b31';
export const FIBONACCI_LIGHT_TEXT = '#dddbe1';
