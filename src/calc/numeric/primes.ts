// The shared prime table (host.primes, bigints, starting [2n, 3n, 5n]) and the operations that read
// and grow it (spec calcarray.md §3.1 `@primesUpdate`, §3.2 `prime`, §3.6 `primeB`,
// `primeFactorizeB`, `factorAmountB`, `factorListB`).
//
// Growth reproduces the original so that `@Primes` shows the same table: lookups and factorisations
// grow it by "doubling" sieves (the new table is every prime ≤ 2 × the last prime), repeated as
// needed; `@primesUpdate n` sieves straight to n. The table is replaced, never mutated in place, so
// arrays handed out earlier (e.g. by `@Primes`) keep their contents.
import { DEFAULT_LIMITS, limitError, typeError, type CalcLimits } from '../errors.ts';
import type { CalcHost } from '../host.ts';
import { bigWorkSteps, bitLength, smallPrimes, valuation } from './bigmath.ts';

/** What the prime helpers need: the host (its table), the limits, and optionally the step budget. */
export interface PrimeContext {
  readonly host: CalcHost;
  readonly limits: CalcLimits;
  charge?(n: number, where: string): void;
}

function contextOf(ctx: PrimeContext | CalcHost): PrimeContext {
  return 'host' in ctx ? ctx : { host: ctx, limits: DEFAULT_LIMITS };
}

/** An upper bound of the n-th prime (Rosser), used to size the sieve cap from `maxPrimes`. */
function nthPrimeUpperBound(n: number): number {
  if (n < 6) return 13;
  return n * (Math.log(n) + Math.log(Math.log(n)));
}

/** The largest number the sieve may reach: room for one doubling past the `maxPrimes`-th prime. */
export function sieveCap(limits: CalcLimits): number {
  return Math.ceil(2 * nthPrimeUpperBound(limits.maxPrimes));
}

function lastPrime(host: CalcHost): bigint {
  const t = host.primes;
  return t.length > 0 ? t[t.length - 1]! : 1n;
}

/**
 * Replaces the table by every prime ≤ `bound` (if that adds anything). Sieves only the new part
 * (segmented, with the primes already known), which gives the same table as a full sieve.
 */
function sieveTo(ctx: PrimeContext, bound: number, where: string): void {
  const host = ctx.host;
  const cap = sieveCap(ctx.limits);
  if (bound > cap) throw limitError(where, `the prime table would grow past ${ctx.limits.maxPrimes} primes`);
  const old = host.primes;
  const last = Number(lastPrime(host));
  if (bound <= last) return;
  // Sieving, then a bigint per prime and a copy of the table: ~0.3 µs per 2 numbers sieved.
  ctx.charge?.(Math.ceil((bound - last) / 2), where);
  // A trusted base of small primes: the old table when it is the plain prefix, else recomputed.
  const start = Math.max(2, last + 1);
  const size = bound - start + 1;
  const composite = new Uint8Array(size);
  const root = Math.floor(Math.sqrt(bound));
  for (const p of smallPrimes(root)) {
    let m = Math.max(p * p, Math.ceil(start / p) * p);
    for (; m <= bound; m += p) composite[m - start] = 1;
  }
  const next = old.slice();
  for (let i = 0; i < size; i++) if (composite[i] === 0) next.push(BigInt(start + i));
  host.primes = next;
}

/** One doubling step of the original's sieve: the table becomes every prime ≤ 2 × last prime. */
export function growPrimeTable(ctx: PrimeContext | CalcHost, where = 'prime'): void {
  const c = contextOf(ctx);
  sieveTo(c, Number(lastPrime(c.host)) * 2, where);
}

/** Grows the table (by doubling) until it holds at least `count` primes. */
export function ensurePrimeCount(ctx: PrimeContext | CalcHost, count: number, where = 'prime'): void {
  const c = contextOf(ctx);
  if (!(count <= c.limits.maxPrimes)) throw limitError(where, `more than ${c.limits.maxPrimes} primes requested`);
  while (c.host.primes.length < count) growPrimeTable(c, where);
}

/** `@primesUpdate`: sieves straight to `bound` so the table holds every prime ≤ it (never shrinks). */
export function ensurePrimesUpTo(ctx: PrimeContext | CalcHost, bound: bigint, where = '@primesUpdate'): void {
  const c = contextOf(ctx);
  if (bound <= lastPrime(c.host)) return;
  if (bound > BigInt(sieveCap(c.limits)))
    throw limitError(where, `the prime table would grow past ${c.limits.maxPrimes} primes`);
  sieveTo(c, Number(bound), where);
}

/**
 * The k-th prime, 1-based, as `prime`/`primeB` read it: 0 → 1n; k > 0 grows the table as needed;
 * −k → −(k-th prime) read from the table as it is (beyond it the original crashed mixing types);
 * a non-integer number → undefined.
 */
export function nthPrime(ctx: PrimeContext | CalcHost, k: number | bigint, where = 'prime'): bigint | undefined {
  const c = contextOf(ctx);
  if (typeof k === 'number') {
    if (Number.isNaN(k)) return undefined;
    if (!Number.isFinite(k)) {
      if (k > 0) throw limitError(where, 'an infinite prime index never finishes');
      throw typeError(where, 'Cannot mix BigInt and other types, use explicit conversions');
    }
    if (!Number.isInteger(k)) return undefined;
  }
  const n = BigInt(k);
  if (n === 0n) return 1n;
  const table = c.host.primes;
  if (n < 0n) {
    const i = -n - 1n;
    if (i >= BigInt(table.length))
      throw typeError(where, 'Cannot mix BigInt and other types, use explicit conversions');
    return -table[Number(i)]!;
  }
  if (n > BigInt(c.limits.maxPrimes)) throw limitError(where, `more than ${c.limits.maxPrimes} primes requested`);
  ensurePrimeCount(c, Number(n), where);
  return c.host.primes[Number(n) - 1]!;
}

/**
 * Prime factorisation of |n| by trial division over the shared table (forms 1/2 of
 * `primeFactorizeB`): `[[p, e], …]` ascending; 0 and 1 give []. When the table runs out the cofactor
 * is prime if it is below the square of the last table prime, otherwise the table doubles.
 */
export function factorize(ctx: PrimeContext | CalcHost, n: bigint, where = 'primeFactorizeB'): [bigint, bigint][] {
  const c = contextOf(ctx);
  if (n < 0n) n = -n;
  const out: [bigint, bigint][] = [];
  if (n <= 1n) return out;
  let i = 0;
  while (n > 1n) {
    const table = c.host.primes;
    if (i >= table.length) {
      const last = lastPrime(c.host);
      if (n < last * last) {
        out.push([n, 1n]);
        break;
      }
      growPrimeTable(c, where);
      continue;
    }
    const p = table[i]!;
    if (p * p > n) {
      // Everything below √n has been tried: the cofactor is prime (same result, less table growth
      // than running to the end of the table, which never grows it further either).
      out.push([n, 1n]);
      break;
    }
    if (n % p === 0n) {
      // Divisions by p, p², p⁴, … of n: ~1 step per (bits/1024)² (2^1000000 by 2 took 0.1 s).
      c.charge?.(bigWorkSteps(bitLength(n), 1), where);
      const [rest, e] = valuation(n, p);
      n = rest;
      out.push([p, e]);
    }
    // 1024 trial divisions of n: ~bits/64 word operations each (~0.3 ns a bit).
    if ((i & 1023) === 1023) c.charge?.(16 + 3 * bitLength(n), where);
    i++;
  }
  return out;
}

/**
 * Form 0 of `primeFactorizeB`: the exponents of 2, 3, 5, … up to the largest prime factor of |n|
 * (the table keeps growing until the cofactor is 1). 0 → [], 1 → [0n].
 */
export function factorExponents(ctx: PrimeContext | CalcHost, n: bigint, where = 'primeFactorizeB'): bigint[] {
  const c = contextOf(ctx);
  if (n < 0n) n = -n;
  if (n === 0n) return [];
  if (n === 1n) return [0n];
  const out: bigint[] = [];
  let i = 0;
  while (n > 1n) {
    if (i >= c.host.primes.length) {
      growPrimeTable(c, where);
      continue;
    }
    const p = c.host.primes[i]!;
    if (n % p === 0n) c.charge?.(bigWorkSteps(bitLength(n), 1), where);
    const [rest, e] = valuation(n, p);
    n = rest;
    out.push(e);
    if ((i & 1023) === 1023) c.charge?.(16 + 3 * bitLength(n), where);
    i++;
  }
  return out;
}
