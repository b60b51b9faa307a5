import { describe, expect, it } from 'vitest';
import { CalcArrayError, DEFAULT_LIMITS } from '../errors.ts';
import { createHost } from '../host.ts';
import {
  ensurePrimeCount,
  ensurePrimesUpTo,
  factorExponents,
  factorize,
  growPrimeTable,
  nthPrime,
  type PrimeContext,
} from './primes.ts';

function ctx(maxPrimes = DEFAULT_LIMITS.maxPrimes): PrimeContext & { steps: number } {
  const c = {
    host: createHost(),
    limits: { ...DEFAULT_LIMITS, maxPrimes },
    steps: 0,
    charge(n: number) {
      c.steps += n;
    },
  };
  return c;
}

function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

describe('prime table growth', () => {
  it('doubles from the last prime, as the original (prime 20 leaves 23 primes)', () => {
    const c = ctx();
    growPrimeTable(c);
    expect(c.host.primes).toEqual([2n, 3n, 5n, 7n]);
    const c2 = ctx();
    expect(nthPrime(c2, 20)).toBe(71n);
    expect(c2.host.primes.length).toBe(23);
    expect(c2.host.primes[22]).toBe(83n);
  });

  it('@primesUpdate sieves straight to the bound and never shrinks', () => {
    const c = ctx();
    ensurePrimesUpTo(c, 30n);
    expect(c.host.primes).toEqual([2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n]);
    ensurePrimesUpTo(c, 10n);
    expect(c.host.primes.length).toBe(10);
    ensurePrimesUpTo(c, -5n);
    expect(c.host.primes.length).toBe(10);
  });

  it('replaces the table instead of mutating it (arrays handed out keep their contents)', () => {
    const c = ctx();
    const before = c.host.primes;
    ensurePrimeCount(c, 50);
    expect(before).toEqual([2n, 3n, 5n]);
    expect(c.host.primes.length).toBeGreaterThanOrEqual(50);
  });

  it('holds exactly the primes up to its end', () => {
    const c = ctx();
    ensurePrimeCount(c, 2000);
    const t = c.host.primes.map(Number);
    const last = t[t.length - 1]!;
    const expected: number[] = [];
    for (let n = 2; n <= last; n++) if (isPrime(n)) expected.push(n);
    expect(t).toEqual(expected);
  });

  it('stops at maxPrimes with a limit error', () => {
    const c = ctx(100);
    expect(() => ensurePrimeCount(c, 101)).toThrow(CalcArrayError);
    expect(() => nthPrime(c, 10n ** 30n)).toThrow(/more than 100 primes/);
    expect(() => ensurePrimesUpTo(c, 10n ** 9n)).toThrow(CalcArrayError);
    expect(() => nthPrime(c, Infinity)).toThrow(CalcArrayError);
  });
});

describe('nthPrime (prime / primeB)', () => {
  it('spec examples', () => {
    const c = ctx();
    expect(nthPrime(c, 1)).toBe(2n);
    expect(nthPrime(c, 2)).toBe(3n);
    expect(nthPrime(c, 10)).toBe(29n);
    expect(nthPrime(c, 100)).toBe(541n);
    expect(nthPrime(c, 0)).toBe(1n);
    expect(nthPrime(c, 5n)).toBe(11n);
    expect(nthPrime(c, 2.5)).toBeUndefined();
  });

  it('negative indices read the table as it is, without growing it', () => {
    const c = ctx();
    expect(nthPrime(c, -3)).toBe(-5n);
    expect(() => nthPrime(c, -4)).toThrow(CalcArrayError);
    expect(c.host.primes.length).toBe(3);
    nthPrime(c, 4);
    expect(nthPrime(c, -4n)).toBe(-7n);
  });

  it('accepts a bare host', () => {
    const host = createHost();
    expect(nthPrime(host, 7)).toBe(17n);
  });
});

describe('factorisation over the table', () => {
  it('forms 1/2 (pairs)', () => {
    const c = ctx();
    expect(factorize(c, 84n)).toEqual([
      [2n, 2n],
      [3n, 1n],
      [7n, 1n],
    ]);
    expect(factorize(c, -12n)).toEqual([
      [2n, 2n],
      [3n, 1n],
    ]);
    expect(factorize(c, 97n)).toEqual([[97n, 1n]]);
    expect(factorize(c, 1n)).toEqual([]);
    expect(factorize(c, 0n)).toEqual([]);
    expect(factorize(c, 2n ** 31n - 1n)).toEqual([[2147483647n, 1n]]);
    expect(factorize(c, 1n << 100000n)).toEqual([[2n, 100000n]]);
  });

  it('form 0 (exponents of consecutive primes)', () => {
    const c = ctx();
    expect(factorExponents(c, 84n)).toEqual([2n, 1n, 0n, 1n]);
    expect(factorExponents(c, 1001n)).toEqual([0n, 0n, 0n, 1n, 1n, 1n]);
    expect(factorExponents(c, 1n)).toEqual([0n]);
    expect(factorExponents(c, 0n)).toEqual([]);
    const e97 = factorExponents(c, 97n);
    expect(e97.length).toBe(25);
    expect(e97[24]).toBe(1n);
  });

  it('a huge prime factor hits the table limit instead of hanging', () => {
    const c = ctx(10_000);
    expect(() => factorize(c, 2n ** 61n - 1n)).toThrow(CalcArrayError);
  });
});
