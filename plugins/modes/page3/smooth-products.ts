// Page 3, slots 1–5 — products of powers of a few small primes (3888, 2000, 3645, 2700, 2205). A tile
// stores its exponents, `[a, b]` = p^a × q^b (or three primes), so values stay exact. Each mode has
// a handful of "recipes": tiles that are fixed multiples of some tile x (x + 2x, x + x + 3x, …)
// merge into another multiple of x, in any order. Recipes are written with exponent offsets
// relative to x, so one rule covers every x.
import type { Value } from '../../../src/plugins/kit.ts';
import { and, eq, plus, tilesFrom, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import type { GoalChain } from './goal-chains.ts';

/** Exponent vector relative to the recipe's base tile x (e.g. `[1, 0]` is 2x in powers of 2 and 3). */
export type Offsets = readonly number[];

export interface SmoothRecipe {
  /** The participating tiles as multiples of x, in the order the rule is written. */
  readonly inputs: readonly Offsets[];
  /** The result as a multiple of x. */
  readonly output: Offsets;
  /** x must be 1 (a starter merge such as 1 + 1 → 2). */
  readonly fixed?: boolean;
  /** The condition, written for `This` = inputs[0], is also tried for every other order. */
  readonly anyOrder?: boolean;
  /** Every participating cell is used up for the rest of the move (not only the result's). */
  readonly allUsedUp?: boolean;
  /**
   * The merge scores `times` × the product of these primes raised to x's exponents, instead of the
   * result's value (the original's 3645 scores x + 5x + 9x as 15 × 2^a × 5^b for x = 3^a × 5^b).
   */
  readonly score?: { readonly primes: readonly number[]; readonly times: number };
}

/** The value p^a × q^b × … of a tile whose exponent k is `exponent(k)`. */
export function smoothValue(primes: readonly number[], exponent: (k: number) => Expr): Expr {
  const factors: Expr[] = primes.map((p, k) => [p, '^', exponent(k)]);
  const out: Value[] = [factors[0]!];
  for (const f of factors.slice(1)) out.push('*', f);
  return out;
}

/** The merge rule for one recipe. */
export function smoothRule(primes: readonly number[], r: SmoothRecipe): Value[] {
  const n = r.inputs.length;
  const tiles = tilesFrom(0, n);
  const base = r.inputs[0]!;
  const parts: Expr[] = [];
  primes.forEach((_, k) => {
    if (r.fixed) parts.push(eq(tiles[0]!.c(k), base[k]!));
    tiles.slice(1).forEach((t, i) => parts.push(eq(t.c(k), plus(tiles[0]!.c(k), r.inputs[i + 1]![k]! - base[k]!))));
  });
  const output: Value[] = primes.map((_, k) =>
    r.fixed ? r.output[k]! : plus(tiles[0]!.c(k), r.output[k]! - base[k]!),
  );
  const own = r.score;
  const score = own
    ? [smoothValue(own.primes, (k) => plus(tiles[0]!.c(k), -base[k]!)), '*', own.times]
    : smoothValue(primes, (k) => output[k]!);
  return mergeRule({
    length: n,
    cond: and(...parts),
    ordered: !r.anyOrder,
    outputs: [output],
    score,
    ...(r.allUsedUp ? { flags: r.inputs.map(() => false) } : {}),
  });
}

/**
 * Random goals over exponent tiles: the goal is a tile kept in game variable `vars.goal`; each
 * step multiplies it by one of the primes (every such tile is reachable), and rolls stop once
 * its value reaches the minimum held in game variable `vars.minimum`.
 */
export function exponentGoalChain(
  primes: readonly number[],
  vars: { goal: number; reached: number; made: number; minimum: number; history?: number },
): GoalChain {
  const g = `@GVar ${vars.goal}`;
  const goalValue = smoothValue(primes, (k) => [g, 'arr_elem', k]);
  return {
    goal: vars.goal,
    reached: vars.reached,
    made: vars.made,
    ...(vars.history !== undefined ? { history: vars.history } : {}),
    start: ['@Literal', ...primes.map(() => 0)],
    next: primes.map((_, k) => [g, 'arr_edit_elem', k, [[g, 'arr_elem', k], '+', 1]]),
    belowMinimum: [goalValue, '<', `@GVar ${vars.minimum}`],
    tile: g,
  };
}

/**
 * "Any tiles whose sum is smooth": `length` tiles in a row merge when the sum of their values has
 * no prime factor outside `primes`; the result is that sum (its exponents are read off exactly).
 */
export function smoothSumRule(primes: readonly number[], length: number): Value[] {
  const exact = (slot: string): Expr => {
    const out: Value[] = [];
    primes.forEach((p, k) => out.push(...(k === 0 ? [] : ['*B']), [BigInt(p), '^B', `${slot} ${k}`]));
    return out;
  };
  const slots = Array.from({ length }, (_, i) => (i === 0 ? '@This' : `@Next ${i}`));
  const sum: Value[] = [];
  slots.forEach((slot, i) => sum.push(...(i === 0 ? [] : ['+B']), exact(slot)));
  const exponent = (k: number): Expr => [sum, 'expomodB', BigInt(primes[k]!)];
  const rebuilt: Value[] = [];
  primes.forEach((p, k) => rebuilt.push(...(k === 0 ? [] : ['*B']), [BigInt(p), '^B', exponent(k)]));
  return mergeRule({
    length,
    cond: [rebuilt, '=', sum],
    ordered: true,
    outputs: [primes.map((_, k) => [exponent(k), 'Number'])],
    score: [sum, 'Number'],
  });
}
