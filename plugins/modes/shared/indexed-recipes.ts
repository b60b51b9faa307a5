// Merge recipes for tiles that store a position in a sequence: `[i]`, or `[i, k]` with a kind `k`
// (a multiplier, a colour, an offset…). A recipe names its inputs relative to one reference
// position e — "e, e−1 and a 1 make e+1" — so a whole ladder of merges is one line. The engine
// tries every order of the inputs unless the recipe is ordered (engine.md §4.4).
import type { Value } from '../../../src/plugins/kit.ts';
import { and, plus, slotRef, type Expr } from './expr.ts';
import { mergeRule } from './merge-rule.ts';

/** One input or output tile: position e + d (or the fixed position `at`) and, for two-part tiles, kind k. */
export interface Part {
  /** Offset from the reference position e. */
  readonly d?: number;
  /** A fixed position instead of an offset (e.g. "two 1s"), or for outputs any expression. */
  readonly at?: Expr;
  /** The kind (second component): a number to match, or for outputs an expression. */
  readonly k?: Expr;
}

export interface IndexedRecipe {
  readonly inputs: readonly Part[];
  readonly output: Part;
  /** true: the inputs must come in the written order (rear tile first). Default: any order. */
  readonly ordered?: boolean;
  /** Further conditions, written for the inputs in the written order (slot j = input j). */
  readonly extra?: readonly Expr[];
  /** Smallest reference position the recipe applies to. */
  readonly minPosition?: number;
  /** Score of the merge, if not the value of the result (written for the inputs in order). */
  readonly score?: Expr;
  /**
   * Used-up flags per cell (front-most first). Default: the result's cell is used up, the others
   * stay usable. A shorter list leaves the rear cells unflagged: a tile arriving there cannot start
   * another merge in that move (engine.md §5.5), which some of the original's modes do.
   */
  readonly flags?: readonly boolean[];
}

export interface IndexedFamily {
  /** 1 for `[i]` tiles, 2 for `[i, k]`. */
  readonly components: 1 | 2;
  /** The value of the tile at position `i` (an expression) with kind `k` — the score of a merge. */
  value(i: Expr, k: Expr | undefined): Expr;
}

/** Position of the reference e, read from input 0 (slot 0, the moving tile). */
function reference(r: IndexedRecipe): Expr {
  const first = r.inputs[0]!;
  if (first.at !== undefined) return first.at;
  return plus(slotRef(0, 0), -(first.d ?? 0));
}

function positionOf(p: Part, e: Expr): Expr {
  return p.at !== undefined ? p.at : plus(e, p.d ?? 0);
}

/** The condition: every input j sits at its position (relative to input 0) with its kind. */
export function recipeCondition(f: IndexedFamily, r: IndexedRecipe): Expr {
  const e = reference(r);
  const parts: Expr[] = [];
  r.inputs.forEach((p, j) => {
    if (j > 0 || p.at !== undefined) parts.push([slotRef(j, 0), '=', positionOf(p, e)]);
    if (f.components === 2 && p.k !== undefined) parts.push([slotRef(j, 1), '=', p.k]);
  });
  if (r.minPosition !== undefined) parts.push([e, '>=', r.minPosition]);
  parts.push(...(r.extra ?? []));
  return and(...parts);
}

/** The result tile template and its value. */
export function recipeOutput(f: IndexedFamily, r: IndexedRecipe): { tile: Value[]; value: Expr } {
  const i = positionOf(r.output, reference(r));
  const k = r.output.k;
  const tile: Value[] = f.components === 2 ? [i, k ?? 0] : [i];
  return { tile, value: f.value(i, f.components === 2 ? (k ?? 0) : undefined) };
}

/** The merge rule of one recipe (score = the value of the result). */
export function recipeRule(f: IndexedFamily, r: IndexedRecipe): Value[] {
  const out = recipeOutput(f, r);
  return mergeRule({
    length: r.inputs.length,
    cond: recipeCondition(f, r),
    ordered: r.ordered ?? false,
    outputs: [out.tile],
    score: r.score ?? out.value,
    flags: r.flags ? r.flags.slice() : r.inputs.map((_, j) => j > 0),
  });
}

/** Conditions saying the first non-empty cell behind the moving tile is not the tile `tile`. */
export function notBehind(tile: readonly number[]): Expr {
  const same = and(...tile.map((x, k) => [slotRef(-1, k), '=', x] as Expr));
  return [same, '!'];
}
