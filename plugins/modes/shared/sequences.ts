// Integer sequences the Page 2 modes are built on, computed here in TypeScript and handed to the
// game as lookup tables: a tile stores an index, its value is `table[index + offset]`. Tables run
// until their values leave the exactly representable doubles, far beyond any reachable tile.
import type { Value } from '../../../src/plugins/kit.ts';
import type { Expr } from './expr.ts';

/** Largest value a table keeps (exact in a double; bigger tiles are never reached in play). */
export const TABLE_LIMIT = 2 ** 53;

/** Terms of a linear recurrence `next = Σ coeffs[i]·previous[i]` (previous[0] = the latest term). */
export function linearRecurrence(seed: readonly number[], coeffs: readonly number[], limit = TABLE_LIMIT): number[] {
  const out = seed.slice();
  for (;;) {
    let next = 0;
    coeffs.forEach((c, i) => {
      next += c * (out[out.length - 1 - i] ?? 0);
    });
    if (!(Math.abs(next) <= limit)) return out;
    out.push(next);
  }
}

/** Fibonacci numbers 1, 2, 3, 5, 8, … (F(n+2) for n = 0, 1, …). */
export function fibonacci(limit = TABLE_LIMIT): number[] {
  return linearRecurrence([1, 2], [1, 1], limit);
}

/** Narayana's cows sequence from its first 1 on: 1, 2, 3, 4, 6, 9, 13, … (a(n) = a(n−1) + a(n−3)). */
export function narayana(limit = TABLE_LIMIT): number[] {
  return linearRecurrence([1, 2, 3], [1, 0, 1], limit);
}

/** Tribonacci numbers 1, 2, 4, 7, 13, 24, … */
export function tribonacci(limit = TABLE_LIMIT): number[] {
  return linearRecurrence([1, 2, 4], [1, 1, 1], limit);
}

/** Pell numbers 0, 1, 2, 5, 12, 29, … (P(n+1) = 2P(n) + P(n−1)). */
export function pell(limit = TABLE_LIMIT): number[] {
  return linearRecurrence([0, 1], [2, 1], limit);
}

/** The first `n` primes. */
export function primes(n: number): number[] {
  const out: number[] = [];
  for (let k = 2; out.length < n; k++) if (out.every((p) => k % p !== 0)) out.push(k);
  return out;
}

/** Primorials p_0# = 1, p_1# = 2, p_2# = 6, 30, 210, 2310, … */
export function primorials(limit = TABLE_LIMIT): number[] {
  const out = [1];
  for (const p of primes(40)) {
    const next = out[out.length - 1]! * p;
    if (next > limit) break;
    out.push(next);
  }
  return out;
}

/** `table[index + offset]` as an expression (index is an expression such as `"@This 0"`). */
export function tableLookup(table: readonly number[], index: Expr, offset = 0): Expr {
  const at: Expr = offset === 0 ? index : typeof index === 'number' ? index + offset : [index, '+', offset];
  return [['@Literal', ...table] as Value, 'arr_elem', at];
}

/**
 * A tile text `value` written out as a string while |value| ≤ `limit` (the original's table writes
 * those numbers into its texts, shown as they are: 17711), abbreviated like a computed value past it
 * (46,368).
 */
export function writtenUpTo(value: Expr, limit: number): Expr {
  return writtenWhen(value, [value, 'abs', '<=', limit]);
}

/** The tile text `value`, written out as a string where `cond` holds (the original's table rows). */
export function writtenWhen(value: Expr, cond: Expr): Expr {
  return [value, '@if', cond, 'String', '@end-if'];
}
