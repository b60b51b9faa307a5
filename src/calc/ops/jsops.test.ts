import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../errors.ts';
import { BigRational, GaussianBigInt } from '../values.ts';
import {
  atIndex,
  jsLess,
  jsLessEq,
  jsLooseEq,
  jsNumber,
  jsPlus,
  jsSameValueZero,
  jsStrictEq,
  relativeIndex,
  toPrimitive,
} from './jsops.ts';

describe('JS coercion helpers', () => {
  it('toPrimitive: arrays join, Q numeric by default and textual for the string hint, G always its text', () => {
    expect(toPrimitive([1, [2, undefined], null])).toBe('1,2,,');
    expect(toPrimitive(BigRational.of(3n, 4n))).toBe(0.75);
    expect(toPrimitive(BigRational.of(3n, 4n), 'string')).toBe('3/4');
    // The recorded `"" str_concat G` gives "3-2i": G has no numeric valueOf.
    expect(toPrimitive(new GaussianBigInt(3n, 0n))).toBe('3');
    expect(toPrimitive(new GaussianBigInt(3n, -2n))).toBe('3-2i');
    expect(jsNumber(new GaussianBigInt(3n, 0n))).toBe(3);
    expect(jsNumber(new GaussianBigInt(3n, -2n))).toBeNaN();
  });

  it('relational comparison as JS does it', () => {
    expect(jsLess('10', '9')).toBe(true);
    expect(jsLess(10, '9')).toBe(false);
    expect(jsLess([1, 1], [1, 2])).toBe(true);
    expect(jsLess(5n, 5.5)).toBe(true);
    expect(jsLess('x', 5n)).toBe(false);
    expect(jsLessEq(null, 0)).toBe(true);
    expect(jsLessEq(undefined, undefined)).toBe(false);
  });

  it('equalities treat distinct objects as never equal', () => {
    expect(jsLooseEq(true, 1)).toBe(true);
    expect(jsLooseEq('5', 5)).toBe(true);
    expect(jsLooseEq([6], 6)).toBe(true);
    expect(jsLooseEq([6], [6])).toBe(false);
    expect(jsLooseEq(null, undefined)).toBe(true);
    expect(jsLooseEq([], null)).toBe(false);
    expect(jsLooseEq(9n, 9)).toBe(true);
    expect(jsStrictEq([1], [1])).toBe(false);
    expect(jsStrictEq(NaN, NaN)).toBe(false);
    expect(jsSameValueZero(NaN, NaN)).toBe(true);
  });

  it('jsPlus concatenates or adds; bigint with number throws', () => {
    expect(jsPlus('a', [1, 2], 't')).toBe('a1,2');
    expect(jsPlus(1, true, 't')).toBe(2);
    expect(jsPlus(undefined, 1, 't')).toBeNaN();
    expect(jsPlus(2n, 3n, 't')).toBe(5n);
    expect(() => jsPlus(2n, 3, 't')).toThrow(CalcArrayError);
    expect(jsNumber([5])).toBe(5);
    expect(jsNumber([undefined])).toBe(0);
  });

  it('index helpers', () => {
    expect(atIndex(3, -1)).toBe(2);
    expect(atIndex(3, 1.9)).toBe(1);
    expect(atIndex(3, 3)).toBe(-1);
    expect(atIndex(3, -Infinity)).toBe(-1);
    expect(relativeIndex(-1, 4)).toBe(3);
    expect(relativeIndex(-10, 4)).toBe(0);
    expect(relativeIndex(Infinity, 4)).toBe(4);
  });
});
