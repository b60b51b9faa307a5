import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CalcArrayError } from '../errors.ts';
import { BigRational, GaussianBigInt, type Value } from '../values.ts';
import {
  bigintFamily,
  constructGaussian,
  constructRational,
  gaussianConverter,
  gaussianFamily,
  jsBigInt,
  numberOf,
  parseGaussian,
  rationalConverter,
  rationalFamily,
  rationalFromNumber,
} from './construct.ts';

const G = (re: bigint, im: bigint): GaussianBigInt => new GaussianBigInt(re, im);
const Q = (n: bigint, d: bigint = 1n): BigRational => BigRational.of(n, d);

function gOf(x: GaussianBigInt): [bigint, bigint] {
  return [x.re, x.im];
}

function qOf(x: BigRational): [bigint, bigint] {
  return [x.num, x.den];
}

describe('numberOf (JS Number)', () => {
  it.each<[Value, number]>([
    [true, 1],
    ['0x10', 16],
    [' 12 ', 12],
    ['', 0],
    ['1e3', 1000],
    ['Infinity', Infinity],
    [5n, 5],
    [[7], 7],
    [[], 0],
    [null, 0],
    [G(3n, 0n), 3],
    [Q(3n, 2n), 1.5],
    [Q(1n, 0n), Infinity],
  ])('%o → %o', (x, want) => expect(numberOf(x)).toBe(want));

  it('gives NaN where JS does (no NaN → 0 step)', () => {
    for (const x of [undefined, 'abc', [1, 2], G(3n, 4n), Q(0n, 0n)] as Value[]) expect(numberOf(x)).toBeNaN();
  });
});

describe('jsBigInt (JS BigInt)', () => {
  it('converts like JS', () => {
    expect(jsBigInt(7)).toBe(7n);
    expect(jsBigInt('0x1f')).toBe(31n);
    expect(jsBigInt('  -12 ')).toBe(-12n);
    expect(jsBigInt('')).toBe(0n);
    expect(jsBigInt(true)).toBe(1n);
    expect(jsBigInt([5])).toBe(5n);
    expect(jsBigInt([])).toBe(0n);
    expect(jsBigInt(G(3n, 0n))).toBe(3n);
    expect(jsBigInt(Q(4n))).toBe(4n);
    expect(jsBigInt(1e30)).toBe(1000000000000000019884624838656n);
  });

  it('throws CalcArrayErrors of the JS error class', () => {
    const kind = (x: Value): string => {
      try {
        jsBigInt(x);
        return 'none';
      } catch (e) {
        expect(e).toBeInstanceOf(CalcArrayError);
        return (e as CalcArrayError).kind;
      }
    };
    expect(kind(2.5)).toBe('range');
    expect(kind(NaN)).toBe('range');
    expect(kind('1.5')).toBe('error');
    expect(kind([5, 6])).toBe('error');
    expect(kind(undefined)).toBe('type');
    expect(kind(null)).toBe('type');
    expect(kind(Q(3n, 2n))).toBe('range');
  });

  it('refuses absurdly long texts as a limit', () => {
    expect(() => jsBigInt('9'.repeat(500_000))).toThrow(CalcArrayError);
  });
});

describe('bigintFamily (§2.2/§2.3)', () => {
  it.each<[Value, bigint]>([
    [5, 5n],
    [2.5, 3n],
    [-2.5, -2n],
    [NaN, 0n],
    [Infinity, 0n],
    ['12', 12n],
    ['1.5', 2n],
    ['0x1f', 31n],
    ['abc', 0n],
    ['', 0n],
    ['3+4i', 0n],
    [true, 1n],
    [false, 0n],
    [[1, 2], 0n],
    [[7], 7n],
    [[5, 6], 0n],
    [[], 0n],
    [5n, 5n],
    [1e30, 1000000000000000019884624838656n],
    [undefined, 0n],
    [null, 0n],
  ])('%o → %o', (x, want) => expect(bigintFamily(x)).toBe(want));

  it('handles G and Q', () => {
    expect(bigintFamily(G(3n, 4n))).toBe(0n);
    expect(bigintFamily(G(3n, 0n))).toBe(3n);
    expect(bigintFamily(Q(3n, 2n))).toBe(2n);
    expect(bigintFamily(Q(4n))).toBe(4n);
    expect(bigintFamily(Q(3n, 4n))).toBe(1n);
  });
});

describe('GaussianBigInt construction (§2.6)', () => {
  it.each<[string, bigint, bigint]>([
    ['3', 3n, 0n],
    ['i', 0n, 1n],
    ['-i', 0n, -1n],
    ['2j', 0n, 2n],
    ['4i', 0n, 4n],
    ['1+2i', 1n, 2n],
    [' 1 + 2i ', 1n, 2n],
    ['1+-2i', 1n, -2n],
    ['2-5i', 2n, -5n],
    ['-2-5i', -2n, -5n],
    ['3-i', 3n, -1n],
  ])('parses %o', (s, re, im) => expect(gOf(parseGaussian(s))).toEqual([re, im]));

  it('throws on unparsable text and non-integers', () => {
    for (const s of ['abc', '1.5', '1+2', '1+2i+3i']) expect(() => parseGaussian(s)).toThrow(CalcArrayError);
    expect(() => constructGaussian(2.5)).toThrow(CalcArrayError);
    expect(() => constructGaussian([6])).toThrow(CalcArrayError);
  });

  it('constructs 0+0i from booleans, Q, undefined', () => {
    for (const x of [true, Q(1n, 2n), undefined, null] as Value[]) expect(gOf(constructGaussian(x))).toEqual([0n, 0n]);
  });

  it('family rule: only numbers, bigints, strings, G and numeric pairs reach the constructor', () => {
    expect(gOf(gaussianFamily(5))).toEqual([5n, 0n]);
    expect(gOf(gaussianFamily(-2.5))).toEqual([0n, 0n]);
    expect(gOf(gaussianFamily('3+4i'))).toEqual([3n, 4n]);
    expect(gOf(gaussianFamily([1, 2]))).toEqual([1n, 2n]);
    expect(gOf(gaussianFamily([1, 2, 3]))).toEqual([0n, 0n]);
    expect(gOf(gaussianFamily(['1', '2']))).toEqual([0n, 0n]);
    expect(gOf(gaussianFamily([7]))).toEqual([0n, 0n]);
    expect(gOf(gaussianFamily(5n))).toEqual([5n, 0n]);
    expect(gOf(gaussianFamily(G(3n, 4n)))).toEqual([3n, 4n]);
    expect(gOf(gaussianFamily(true))).toEqual([0n, 0n]);
  });

  it('converter: any array uses its first two elements', () => {
    expect(gOf(gaussianConverter([1, 2, 3]))).toEqual([1n, 2n]);
    expect(gOf(gaussianConverter(['1', '2']))).toEqual([1n, 2n]);
    expect(gOf(gaussianConverter([6]))).toEqual([0n, 0n]);
    expect(gOf(gaussianConverter(''))).toEqual([0n, 0n]);
    expect(gOf(gaussianConverter(NaN))).toEqual([0n, 0n]);
  });
});

describe('BigRational construction (§2.6)', () => {
  it('continued fractions of doubles', () => {
    expect(qOf(rationalFromNumber(0.1))).toEqual([1n, 10n]);
    expect(qOf(rationalFromNumber(1 / 3))).toEqual([1n, 3n]);
    expect(qOf(rationalFromNumber(Math.PI))).toEqual([245850922n, 78256779n]);
    expect(qOf(rationalFromNumber(1.25))).toEqual([5n, 4n]);
    expect(qOf(rationalFromNumber(-2.5))).toEqual([-5n, 2n]);
    expect(qOf(rationalFromNumber(Infinity))).toEqual([1n, 0n]);
    expect(qOf(rationalFromNumber(-Infinity))).toEqual([-1n, 0n]);
    expect(rationalFromNumber(NaN).isNaN()).toBe(true);
    // Every double round-trips through its fraction.
    for (const x of [0.7, 1e-10, 123456.789, 2 ** 60, 1e300, 5e-300]) {
      const q = rationalFromNumber(x);
      expect(Number(q.num) / Number(q.den)).toBe(x);
    }
  });

  it('parses strings', () => {
    expect(qOf(constructRational('2/3'))).toEqual([2n, 3n]);
    expect(qOf(constructRational(' 3 / 4 '))).toEqual([3n, 4n]);
    expect(qOf(constructRational('3/-4'))).toEqual([-3n, 4n]);
    expect(qOf(constructRational('-4/6'))).toEqual([-2n, 3n]);
    expect(qOf(constructRational('3/0'))).toEqual([1n, 0n]);
    expect(qOf(constructRational(''))).toEqual([0n, 1n]);
    expect(qOf(constructRational('1.25'))).toEqual([5n, 4n]);
    expect(qOf(constructRational('Infinity'))).toEqual([1n, 0n]);
    expect(constructRational('NaN').isNaN()).toBe(true);
    for (const s of ['abc', '1/2/3', '1.5/2']) expect(() => constructRational(s)).toThrow(CalcArrayError);
  });

  it('other inputs', () => {
    expect(qOf(constructRational(5n))).toEqual([5n, 1n]);
    expect(qOf(constructRational([1, 3]))).toEqual([1n, 3n]);
    expect(qOf(constructRational([1, 0]))).toEqual([1n, 0n]);
    for (const x of [true, false, undefined, null, G(1n, 1n)] as Value[])
      expect(qOf(constructRational(x))).toEqual([0n, 1n]);
  });

  it('family rule vs converter', () => {
    expect(rationalFamily(true).isNaN()).toBe(true);
    expect(rationalFamily(G(3n, 4n)).isNaN()).toBe(true);
    expect(rationalFamily([7]).isNaN()).toBe(true);
    expect(rationalFamily('abc').isNaN()).toBe(true);
    expect(qOf(rationalFamily([1, 2]))).toEqual([1n, 2n]);
    expect(qOf(rationalFamily(-2.5))).toEqual([-5n, 2n]);
    expect(qOf(rationalConverter(true))).toEqual([0n, 1n]);
    expect(qOf(rationalConverter([1, 2, 3]))).toEqual([1n, 2n]);
    expect(rationalConverter([6]).isNaN()).toBe(true);
    expect(rationalConverter('@Score').isNaN()).toBe(true);
  });
});

describe('BigInt text (checked before the native parser)', () => {
  const alphabet = [
    ' ',
    '\t',
    '\n',
    '\u00a0',
    '\ufeff',
    '\u2028',
    '+',
    '-',
    '0',
    '1',
    '7',
    '9',
    'x',
    'X',
    'o',
    'O',
    'b',
    'B',
    'a',
    'f',
    'F',
    'g',
    '_',
    '.',
    'e',
    'n',
  ];
  it('accepts and rejects exactly what BigInt() does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 8 }), (chars) => {
        const s = chars.join('');
        let want: bigint | 'throws';
        try {
          want = BigInt(s);
        } catch {
          want = 'throws';
        }
        let got: bigint | 'throws';
        try {
          got = jsBigInt(s);
        } catch (e) {
          expect(e).toBeInstanceOf(CalcArrayError);
          got = 'throws';
        }
        expect(got).toBe(want);
        // The family rule falls back to Math.round(Number(s)) exactly where BigInt() throws.
        const n = Math.round(Number(s));
        expect(bigintFamily(s)).toBe(want === 'throws' ? (Number.isFinite(n) ? BigInt(n) : 0n) : want);
      }),
      { numRuns: 20000 },
    );
  });
});
