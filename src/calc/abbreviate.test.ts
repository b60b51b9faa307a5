import { describe, expect, it } from 'vitest';
import { defaultAbbreviate } from './abbreviate.ts';
import { CalcArrayError } from './errors.ts';
import { BigRational, GaussianBigInt } from './values.ts';

const sci = (mantissa: string, p: number, neg = false) =>
  neg ? ['@TextE', '-', mantissa, ' × 10', ['@Superscript', p]] : ['@TextE', mantissa, ' × 10', ['@Superscript', p]];

describe('defaultAbbreviate: numbers', () => {
  it('shows 0.1 ≤ |x| < 10000 plainly with at most three decimals', () => {
    expect(defaultAbbreviate(1234)).toBe('1234');
    expect(defaultAbbreviate(1.23456)).toBe('1.235');
    expect(defaultAbbreviate(-1.2345)).toBe('-1.234');
    expect(defaultAbbreviate(1.0005)).toBe('1.001');
    expect(defaultAbbreviate(-1.0005)).toBe('-1');
    expect(defaultAbbreviate(0.1)).toBe('0.1');
    expect(defaultAbbreviate(9999.5)).toBe('9999.5');
    expect(defaultAbbreviate(999.9999)).toBe('1000');
    // The range test happens before rounding.
    expect(defaultAbbreviate(9999.9996)).toBe('10000');
  });

  it('groups 10000 ≤ |x| < 10^12 and drops a fraction that rounds to 1 without carrying', () => {
    expect(defaultAbbreviate(10000)).toBe('10,000');
    expect(defaultAbbreviate(12345.678)).toBe('12,345.678');
    expect(defaultAbbreviate(-12345.5)).toBe('-12,345.5');
    expect(defaultAbbreviate(999999999999.5)).toBe('999,999,999,999.5');
    expect(defaultAbbreviate(123456789012)).toBe('123,456,789,012');
    expect(defaultAbbreviate(12345.9999)).toBe('12,345');
    expect(defaultAbbreviate(99999.99)).toBe('99,999.99');
  });

  it('uses a text expression for scientific notation', () => {
    expect(defaultAbbreviate(1e12)).toEqual(sci('1', 12));
    expect(defaultAbbreviate(1.234567e12)).toEqual(sci('1.23457', 12));
    expect(defaultAbbreviate(-1.5e15)).toEqual(sci('1.5', 15, true));
    expect(defaultAbbreviate(0.05)).toEqual(sci('5', -2));
    expect(defaultAbbreviate(-0.000123456)).toEqual(sci('1.23456', -4, true));
    expect(defaultAbbreviate(0.09999)).toEqual(sci('9.999', -2));
    expect(defaultAbbreviate(1e21)).toEqual(sci('1', 21));
  });

  it('keeps the mantissa quirks of double arithmetic', () => {
    expect(defaultAbbreviate(9.9999999e12)).toEqual(sci('9', 12));
    expect(defaultAbbreviate(999999999999999.9)).toEqual(sci('0', 15));
    expect(defaultAbbreviate(1e-307)).toEqual(sci('0', -307));
  });

  it('special values', () => {
    expect(defaultAbbreviate(0)).toBe('0');
    expect(defaultAbbreviate(-0)).toBe('0');
    expect(defaultAbbreviate(Infinity)).toBe('Infinity');
    expect(defaultAbbreviate(-Infinity)).toBe('-Infinity');
    expect(defaultAbbreviate(NaN)).toBe(' NaN ');
  });

  it('throws a CalcArrayError for subnormal numbers (the original crashed)', () => {
    expect(() => defaultAbbreviate(1e-310)).toThrow(CalcArrayError);
    expect(() => defaultAbbreviate(-5e-324)).toThrow(CalcArrayError);
  });
});

describe('defaultAbbreviate: bigints, Gaussian integers, rationals, others', () => {
  it('bigints: plain below 10000, otherwise every digit grouped', () => {
    expect(defaultAbbreviate(9999n)).toBe('9999');
    expect(defaultAbbreviate(12345n)).toBe('12,345');
    expect(defaultAbbreviate(-1234567n)).toBe('-1,234,567');
    expect(defaultAbbreviate(123456789012345678901234567890n)).toBe('123,456,789,012,345,678,901,234,567,890');
  });

  it('Gaussian integers: components as bigints, coefficient 1 written', () => {
    expect(defaultAbbreviate(new GaussianBigInt(3n, -4n))).toBe('3-4i');
    expect(defaultAbbreviate(new GaussianBigInt(0n, 5n))).toBe('5i');
    expect(defaultAbbreviate(new GaussianBigInt(1n, 1n))).toBe('1+1i');
    expect(defaultAbbreviate(new GaussianBigInt(0n, 0n))).toBe('0');
    expect(defaultAbbreviate(new GaussianBigInt(12345n, -99999n))).toBe('12,345-99,999i');
  });

  it('rationals: mixed numbers decided on the double value', () => {
    expect(defaultAbbreviate(BigRational.of(7n, 2n))).toBe('3 1/2');
    expect(defaultAbbreviate(BigRational.of(-7n, 2n))).toBe('-3 1/2');
    expect(defaultAbbreviate(BigRational.of(1n, 3n))).toBe('1/3');
    expect(defaultAbbreviate(BigRational.of(123456n, 7n))).toBe('17,636 4/7');
    expect(defaultAbbreviate(BigRational.of(1n, 12345n))).toBe('1/12,345');
    expect(defaultAbbreviate(BigRational.of(5n))).toBe('5');
    expect(defaultAbbreviate(BigRational.of(1n, 0n))).toBe('Infinity');
    expect(defaultAbbreviate(BigRational.of(0n, 0n))).toBe(' NaN ');
    // Beyond double range: "Infinity" and "0" (QUIRK).
    expect(defaultAbbreviate(BigRational.of(10n ** 400n))).toBe('Infinity');
    expect(defaultAbbreviate(BigRational.of(1n, 10n ** 400n))).toBe('0');
  });

  it('returns anything else unchanged', () => {
    const arr = [1, 2];
    expect(defaultAbbreviate(arr)).toBe(arr);
    expect(defaultAbbreviate('abc')).toBe('abc');
    expect(defaultAbbreviate(true)).toBe(true);
    expect(defaultAbbreviate(undefined)).toBe(undefined);
  });
});
