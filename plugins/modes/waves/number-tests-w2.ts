// Number tests on BigInt expressions shared by group W2's waves modes.
import type { Expr } from '../shared/expr.ts';

/** `m` is a multiple of `d` (a 0 divisor counts as 1, so 0 divides everything it meets). */
export function divides(d: Expr, m: Expr): Expr {
  return [m, 'modB', [d, 'absB', 'max', 1n], '=', 0n];
}

/** One of the two divides the other. */
export function dividesEither(x: Expr, y: Expr): Expr {
  return [divides(x, y), '||', divides(y, x)];
}

/** No prime divides `n` twice: its prime factors with repetition are as many as without. */
export function squarefree(n: Expr): Expr {
  return [[n, 'primeFactorizeB', 2, 'arr_length'], '=', [n, 'primeFactorizeB', 1, 'arr_length']];
}

/** `m` is not a multiple of `d` (same convention as `divides`). */
export function notDivides(d: Expr, m: Expr): Expr {
  return [m, 'modB', [d, 'absB', 'max', 1n], '!=', 0n];
}
