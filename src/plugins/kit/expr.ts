// Small builders for the CalcArray expressions mode plugins are made of. They only assemble data
// (arrays and strings); the engine evaluates them. Conditions chain left to right without
// precedence in the language, so every combinator wraps its operands in their own arrays.
import type { Value } from '../../calc/values.ts';

export type Expr = Value;

/**
 * The reference to component `k` of tile slot `slot` in a merge: slot 0 is the moving tile
 * (`@This`), slot i > 0 the i-th cell ahead (`@Next i`), slot i < 0 the i-th non-empty cell behind
 * (`@NextNE i`, which skips empty cells: the look-behind idiom of engine.md §4.4a).
 */
export function slotRef(slot: number, k: number): string {
  if (slot === 0) return `@This ${k}`;
  return slot > 0 ? `@Next ${slot} ${k}` : `@NextNE ${slot} ${k}`;
}

/** One participant of a merge, as seen from the moving tile. */
export interface TileRef {
  readonly slot: number;
  /** Component `k` of this tile. */
  c(k: number): string;
}

export function tileAt(slot: number): TileRef {
  return { slot, c: (k) => slotRef(slot, k) };
}

/** The `n` participants of a merge starting at `first` (0 = the moving tile). */
export function tilesFrom(first: number, n: number): TileRef[] {
  return Array.from({ length: n }, (_, i) => tileAt(first + i));
}

export function eq(a: Expr, b: Expr): Expr {
  return [a, '=', b];
}

export function ne(a: Expr, b: Expr): Expr {
  return [a, '!=', b];
}

export function ge(a: Expr, b: Expr): Expr {
  return [a, '>=', b];
}

export function le(a: Expr, b: Expr): Expr {
  return [a, '<=', b];
}

function chain(op: '&&' | '||', parts: readonly Expr[], empty: boolean): Expr {
  if (parts.length === 0) return [empty];
  if (parts.length === 1) return parts[0]!;
  const out: Value[] = [parts[0]!];
  for (const p of parts.slice(1)) out.push(op, p);
  return out;
}

/** All conditions hold (short-circuits left to right). `and()` is `[true]`. */
export function and(...parts: Expr[]): Expr {
  return chain('&&', parts, true);
}

/** Any condition holds. `or()` is `[false]`. */
export function or(...parts: Expr[]): Expr {
  return chain('||', parts, false);
}

export function not(c: Expr): Expr {
  return [c, '!'];
}

/** `a + n` (a number literal when `a` is one). */
export function plus(a: Expr, n: number): Expr {
  if (n === 0) return a;
  return typeof a === 'number' ? a + n : [a, '+', n];
}

/** The distinct orderings of a multiset of numbers (for order-free tests written out in full). */
export function distinctPermutations(xs: readonly number[]): number[][] {
  if (xs.length <= 1) return [xs.slice()];
  const out: number[][] = [];
  const seen = new Set<number>();
  xs.forEach((x, i) => {
    if (seen.has(x)) return;
    seen.add(x);
    const rest = xs.slice(0, i).concat(xs.slice(i + 1));
    for (const p of distinctPermutations(rest)) out.push([x, ...p]);
  });
  return out;
}

/** Component `k` of the tiles, in some order, equals the multiset `wanted`. */
export function componentsAre(tiles: readonly TileRef[], k: number, wanted: readonly number[]): Expr {
  const perms = distinctPermutations(wanted);
  const one = (p: number[]): Expr => and(...tiles.map((t, i) => eq(t.c(k), p[i]!)));
  return perms.length === 1 ? one(perms[0]!) : or(...perms.map(one));
}

/** Component `k` is the same on every tile. */
export function sameComponent(tiles: readonly TileRef[], k: number): Expr[] {
  return tiles.slice(1).map((t) => eq(t.c(k), tiles[0]!.c(k)));
}
