import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../errors.ts';
import {
  bitLength,
  floorDiv,
  floorMod,
  floorRoot,
  fromDigits,
  ilog,
  iroot,
  largestDivisorAtMost,
  perfectPowerExponent,
  rangeProduct,
  toDigits,
  valuation,
} from './bigmath.ts';

const big = fc.bigInt({ min: 0n, max: 1n << 300n });

describe('bigmath', () => {
  it('bitLength', () => {
    expect(bitLength(0n)).toBe(0);
    expect(bitLength(1n)).toBe(1);
    expect(bitLength(255n)).toBe(8);
    expect(bitLength(-256n)).toBe(9);
    fc.assert(fc.property(big, (n) => bitLength(n) === (n === 0n ? 0 : n.toString(2).length)));
    // Around every power of two up to 2^70 (the double shortcut ends at 2^53), both signs.
    for (let k = 0n; k <= 70n; k++) {
      for (const n of [(1n << k) - 1n, 1n << k, (1n << k) + 1n]) {
        const bits = n === 0n ? 0 : n.toString(2).length;
        expect(bitLength(n)).toBe(bits);
        expect(bitLength(-n)).toBe(bits);
      }
    }
  });

  it('floored division and modulo', () => {
    expect(floorDiv(-14n, 3n)).toBe(-5n);
    expect(floorMod(-14n, 3n)).toBe(1n);
    expect(floorMod(14n, -3n)).toBe(-1n);
    expect(() => floorDiv(1n, 0n)).toThrow(CalcArrayError);
  });

  it('floorRoot is the integer root', () => {
    fc.assert(
      fc.property(big, fc.integer({ min: 1, max: 40 }), (n, k) => {
        const r = floorRoot(n, BigInt(k));
        return r ** BigInt(k) <= n && (r + 1n) ** BigInt(k) > n;
      }),
    );
  });

  it('iroot (rootB) examples and errors', () => {
    expect(iroot(1001n, 3n, 'rootB')).toBe(10n);
    expect(iroot(999n, 3n, 'rootB')).toBe(9n);
    expect(iroot(-27n, 3n, 'rootB')).toBe(-3n);
    expect(iroot(0n, 0n, 'rootB')).toBe(0n);
    expect(iroot(1n, 0n, 'rootB')).toBe(1n);
    expect(iroot(17n, 1n, 'rootB')).toBe(17n);
    expect(() => iroot(10n, 0n, 'rootB')).toThrow(/degree < 1/);
    expect(() => iroot(-16n, 2n, 'rootB')).toThrow(/even negative/);
  });

  it('ilog (logB) examples and errors', () => {
    expect(ilog(1000n, 10n, 'logB')).toBe(3n);
    expect(ilog(999n, 10n, 'logB')).toBe(2n);
    expect(ilog(0n, 2n, 'logB')).toBe(-1n);
    expect(ilog(1n, 2n, 'logB')).toBe(0n);
    expect(ilog(123456789012345678901234567890n, 10n, 'logB')).toBe(29n);
    expect(() => ilog(-1n, 2n, 'logB')).toThrow(CalcArrayError);
    expect(() => ilog(8n, 1n, 'logB')).toThrow(CalcArrayError);
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 1n << 400n }), fc.bigInt({ min: 2n, max: 1000n }), (n, b) => {
        const e = ilog(n, b, 'logB');
        return b ** e <= n && b ** (e + 1n) > n;
      }),
    );
  });

  it('digits round-trip', () => {
    expect(toDigits(255n, 16n)).toEqual([15n, 15n]);
    expect(toDigits(0n, 10n)).toEqual([]);
    fc.assert(
      fc.property(big, fc.bigInt({ min: 2n, max: 300n }), (n, b) => {
        const d = toDigits(n, b);
        return fromDigits(d, b) === n && d.every((x) => x >= 0n && x < b) && (d.length === 0 || d[0] !== 0n);
      }),
    );
  });

  it('valuation strips every factor', () => {
    expect(valuation(48n, 2n)).toEqual([3n, 4n]);
    expect(valuation(-8n, 2n)).toEqual([-1n, 3n]);
    expect(valuation(7n, 2n)).toEqual([7n, 0n]);
    expect(valuation(1n << 100000n, 2n)).toEqual([1n, 100000n]);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 1n << 200n }),
        fc.bigInt({ min: 2n, max: 50n }),
        fc.integer({ min: 0, max: 60 }),
        (n, p, e) => {
          const [rest, k] = valuation(n * p ** BigInt(e), p);
          return rest * p ** k === n * p ** BigInt(e) && rest % p !== 0n;
        },
      ),
    );
  });

  it('perfect power exponents', () => {
    const none = (): void => {};
    expect(perfectPowerExponent(64n, none)).toEqual([2n, 6n]);
    expect(perfectPowerExponent(72n, none)).toEqual([72n, 1n]);
    expect(perfectPowerExponent(3n ** 60n * 5n ** 90n, none)).toEqual([3n ** 2n * 5n ** 3n, 30n]);
    expect(largestDivisorAtMost(6n, 100n)).toBe(6n);
    expect(largestDivisorAtMost(6n, 5n)).toBe(3n);
    expect(largestDivisorAtMost(10n, 3n)).toBe(2n);
  });

  it('rangeProduct', () => {
    expect(rangeProduct(2n, 20n)).toBe(2432902008176640000n);
    expect(rangeProduct(2n, 1n)).toBe(1n);
  });
});
