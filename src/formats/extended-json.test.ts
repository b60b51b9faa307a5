import { describe, expect, it } from 'vitest';
import { BigRational, GaussianBigInt, type Value } from '../calc/values.ts';
import { SaveCodeError } from './errors.ts';
import { decodeCorpusValue, encodeCorpusValue, plainJsonParse, scParse, scStringify } from './extended-json.ts';

/** Exact equality: Object.is on numbers, number classes by value, arrays elementwise. */
function same(a: Value, b: Value): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => same(x, b[i]));
  }
  if (a instanceof GaussianBigInt) return b instanceof GaussianBigInt && a.re === b.re && a.im === b.im;
  if (a instanceof BigRational) return b instanceof BigRational && a.num === b.num && a.den === b.den;
  return Object.is(a, b);
}

describe('corpus value encoding', () => {
  it('decodes every tag of the README table', () => {
    const decoded = decodeCorpusValue([
      '@-0',
      '@Infinity',
      '@-Infinity',
      '@NaN',
      '@undefined',
      '@BigInt -12',
      '@BigRational 2 3',
      '@BigRational 1 0',
      '@BigRational -1 0',
      '@BigRational 0 0',
      '@GaussianBigInt 3 -4',
      '@String @NaN',
      '@String @String x',
      '@This 0',
      '@@x',
      0.30000000000000004,
      true,
      null,
      [['@Literal', 1, 2]],
    ]);
    expect(
      same(decoded, [
        -0,
        Infinity,
        -Infinity,
        NaN,
        undefined,
        -12n,
        BigRational.of(2n, 3n),
        BigRational.of(1n, 0n),
        BigRational.of(-1n, 0n),
        BigRational.of(0n, 0n),
        new GaussianBigInt(3n, -4n),
        '@NaN',
        '@String x',
        '@This 0',
        '@@x',
        0.30000000000000004,
        true,
        null,
        [['@Literal', 1, 2]],
      ]),
    ).toBe(true);
  });

  it('encodes values so that every one round-trips', () => {
    const values: Value[] = [
      -0,
      0,
      NaN,
      -Infinity,
      undefined,
      5n,
      BigRational.of(6n, -4n),
      new GaussianBigInt(0n, 1n),
      '@NaN',
      '@BigInt 5',
      '@String ',
      '@undefinedx',
      'plain',
      [1, [undefined, [null]]],
    ];
    for (const v of values) {
      const text = JSON.stringify(encodeCorpusValue(v));
      expect(same(decodeCorpusValue(JSON.parse(text)), v), text).toBe(true);
    }
    expect(encodeCorpusValue(-0)).toBe('@-0');
    expect(encodeCorpusValue('@NaN')).toBe('@String @NaN');
    expect(encodeCorpusValue('@NaNx')).toBe('@NaNx');
    expect(encodeCorpusValue(BigRational.of(6n, -4n))).toBe('@BigRational -3 2');
  });

  it('rejects malformed tags and objects with SaveCodeError', () => {
    expect(() => decodeCorpusValue('@BigInt 1.5')).toThrow(SaveCodeError);
    expect(() => decodeCorpusValue({ a: 1 })).toThrow(SaveCodeError);
  });
});

describe('SCstringify', () => {
  it('writes the replacer table', () => {
    expect(scStringify([5n, -5n, new GaussianBigInt(1n, -2n), BigRational.of(6n, 4n)])).toBe(
      '["@BigInt 5","@BigInt -5","@GaussianBigInt 1 -2","@BigRational 3 2"]',
    );
    expect(scStringify([Infinity, -Infinity, NaN, undefined, null, -0, 1e21, 0.1])).toBe(
      '["@Infinity","@-Infinity","@NaN","@undefined",null,0,1e+21,0.1]',
    );
    expect(scStringify(undefined)).toBe('"@undefined"');
    expect(scStringify('a"b\\\n\u2028\ud800')).toBe(JSON.stringify('a"b\\\n\u2028\ud800'));
    expect(scStringify([['@This 0', '&&', 5n, Infinity, 'é→😀']])).toBe(
      '[["@This 0","&&","@BigInt 5","@Infinity","é→😀"]]',
    );
  });

  it('stops at the depth cap', () => {
    let v: Value = [];
    for (let i = 0; i < 600; i++) v = [v];
    expect(() => scStringify(v)).toThrow(SaveCodeError);
  });
});

describe('SCparse', () => {
  it('revives tagged strings bottom-up', () => {
    const v = scParse(
      '[["@BigInt 12","@GaussianBigInt 3 -4","@BigRational 2 4","@Infinity","@-Infinity","@NaN","@undefined","@BigIntx","@Infinity "]]',
    );
    expect(
      same(v, [
        [
          12n,
          new GaussianBigInt(3n, -4n),
          BigRational.of(1n, 2n),
          Infinity,
          -Infinity,
          NaN,
          undefined,
          '@BigIntx',
          '@Infinity ',
        ],
      ]),
    ).toBe(true);
    expect(scParse('"@undefined"')).toBeUndefined();
  });

  it('accepts what BigInt() accepts and rejects the rest', () => {
    expect(scParse('"@BigInt "')).toBe(0n);
    expect(scParse('"@BigInt 0x1f"')).toBe(31n);
    expect(() => scParse('"@BigInt 1.5"')).toThrow(SaveCodeError);
    expect(() => scParse('"@GaussianBigInt 1"')).toThrow(SaveCodeError);
    expect(() => scParse('"@BigInt ' + '9'.repeat(400_000) + '"')).toThrow(/digits/);
  });

  it('reads -0 as 0, rejects objects, bad JSON and deep nesting', () => {
    expect(Object.is(scParse('-0'), 0)).toBe(true);
    expect(() => scParse('{"a":1}')).toThrow(SaveCodeError);
    expect(() => scParse('[1,')).toThrow(SaveCodeError);
    expect(() => scParse('')).toThrow(SaveCodeError);
    expect(() => scParse('['.repeat(100_000) + ']'.repeat(100_000))).toThrow(SaveCodeError);
  });

  it('round-trips with SCstringify', () => {
    const v: Value = [1, 'x', [true, null, 5n, BigRational.of(-1n, 3n)], NaN, undefined, new GaussianBigInt(-1n, 0n)];
    expect(same(scParse(scStringify(v)), v)).toBe(true);
  });

  it('plain parse keeps tags as strings (legacy 1.0)', () => {
    expect(plainJsonParse('["@Infinity","@BigInt 5"]')).toEqual(['@Infinity', '@BigInt 5']);
  });
});
