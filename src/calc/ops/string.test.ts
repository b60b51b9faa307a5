import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../errors.ts';
import type { Value } from '../values.ts';
import { stringOps } from './string.ts';
import { applyOp, fakeRuntime } from './testing.ts';

const op = (name: string, r: Value, ...args: Value[]): Value => applyOp(stringOps, name, r, args);

describe('string family', () => {
  it('declares family string and the patterns of §3.0', () => {
    const patterns: Record<string, string> = {
      str_char: 'N',
      str_concat: 'F',
      str_concat_front: 'F',
      str_length: 'U',
      str_slice: 'NN',
      str_substr: 'NN',
      str_replace: 'F',
      str_indexOf: 'Y',
      str_lastIndexOf: 'Y',
      str_indexOfFrom: 'Short3',
      str_lastIndexOfFrom: 'Short3',
      str_includes: 'F',
      str_splice: 'NNF',
      str_toUpperCase: 'U',
      str_toLowerCase: 'U',
      str_split: 'F',
    };
    expect(Object.keys(stringOps).sort()).toEqual(Object.keys(patterns).sort());
    for (const [name, def] of Object.entries(stringOps))
      expect(def).toMatchObject({ family: 'string', pattern: patterns[name] });
  });

  it('str_char is String.at', () => {
    expect(op('str_char', '12345', 0)).toBe('1');
    expect(op('str_char', 'hello', -1)).toBe('o');
    expect(op('str_char', 'hello', 1.7)).toBe('e');
    expect(op('str_char', 'hello', 10)).toBe(undefined);
    expect(op('str_char', 'hello', -6)).toBe(undefined);
    expect(op('str_char', '\u{1F600}a', 0)).toBe('\uD83D');
  });

  it('str_concat is JS +: concatenation, or addition when both resolved to numbers', () => {
    expect(op('str_concat', 'foo', 'bar')).toBe('foobar');
    expect(op('str_concat', 'abc', 'undefined')).toBe('abcundefined');
    expect(op('str_concat', 3, 4)).toBe(7);
    expect(op('str_concat', [1, 2], 'x')).toBe('1,2x');
    expect(op('str_concat_front', 'foo', 'bar')).toBe('barfoo');
    expect(() => op('str_concat', 5n, 1)).toThrow(CalcArrayError);
  });

  it('str_length: undefined for non-sequence values, as the JS property read gave', () => {
    expect(op('str_length', 'hello')).toBe(5);
    expect(op('str_length', '\u{1F600}')).toBe(2);
    expect(op('str_length', 0)).toBe(undefined);
    expect(op('str_length', [1, 2, 3])).toBe(3);
    expect(() => op('str_length', undefined)).toThrow(CalcArrayError);
  });

  it('str_slice and str_substr: a missing numeric operand is 0', () => {
    expect(op('str_slice', 'hello world', 0, 5)).toBe('hello');
    expect(op('str_slice', 'hello', 1, -1)).toBe('ell');
    expect(op('str_slice', 'hello', 1, 0)).toBe('');
    expect(op('str_slice', 'hello', -Infinity, 5)).toBe('hello');
    expect(op('str_substr', 'hello world', 6, 5)).toBe('world');
    expect(op('str_substr', 'hello', -3, 2)).toBe('ll');
    expect(op('str_substr', 'hello', 1, -1)).toBe('');
    expect(op('str_substr', 'hello world', 2.5, 5)).toBe('llo w');
    expect(op('str_substr', 'hello world', 6, Infinity)).toBe('world');
  });

  it('str_replace replaces the first occurrence with the text "undefined" (QUIRK)', () => {
    expect(op('str_replace', 'abcabc', 'b')).toBe('aundefinedcabc');
    expect(op('str_replace', 'a.b', '.')).toBe('aundefinedb');
    expect(op('str_replace', 'hello', 'x')).toBe('hello');
    expect(op('str_replace', 'hello', '')).toBe('undefinedhello');
    expect(op('str_replace', 'a$&b', '$&')).toBe('aundefinedb');
  });

  it('index searches coerce the needle to text; the From forms take a start', () => {
    expect(op('str_indexOf', 'a1b1', 1)).toBe(1);
    expect(op('str_indexOf', 'hello', [])).toBe(0);
    expect(op('str_lastIndexOf', 'hello', 'l')).toBe(3);
    expect(op('str_lastIndexOf', 'hello', [])).toBe(5);
    expect(op('str_indexOfFrom', 'banana', 'a', 2)).toBe(3);
    expect(op('str_indexOfFrom', 'hello', 'l', -5)).toBe(2);
    expect(op('str_lastIndexOfFrom', 'hello', 'l', 2)).toBe(2);
    expect(op('str_lastIndexOfFrom', 'hello', 'l', 0)).toBe(-1);
    expect(op('str_lastIndexOfFrom', 'hello', 'l', Infinity)).toBe(3);
  });

  it('str_includes', () => {
    expect(op('str_includes', 'hello', 'ell')).toBe(true);
    expect(op('str_includes', 'hello', '')).toBe(true);
    expect(op('str_includes', '123', 2)).toBe(true);
  });

  it('str_splice is slice + text + slice, not Array.splice', () => {
    expect(op('str_splice', 'hello', 1, 2, 'XY')).toBe('hXYlo');
    expect(op('str_splice', 'hello', -1, 1, 'XY')).toBe('hellXYhello');
    expect(op('str_splice', 'hello', -2, 1, '!')).toBe('hel!o');
    expect(op('str_splice', 'hello', 1, 2, 'undefined')).toBe('hundefinedlo');
    expect(op('str_splice', 'hello', -Infinity, 2, 'EY')).toBe('EYhello');
    expect(op('str_splice', 'hello', 1, -Infinity, 'EY')).toBe('hEYhello');
  });

  it('case mapping and split', () => {
    expect(op('str_toUpperCase', 'straße')).toBe('STRASSE');
    expect(op('str_toLowerCase', '\u0130')).toBe('i\u0307');
    expect(op('str_split', 'a,,b', ',')).toEqual(['a', '', 'b']);
    expect(op('str_split', 'a,b', '')).toEqual(['a', ',', 'b']);
    expect(op('str_split', 'abc', 'undefined')).toEqual(['abc']);
    expect(op('str_split', '12321', 2)).toEqual(['1', '3', '1']);
  });

  it('a resolved non-string receiver behaves as the JS value would', () => {
    expect(op('str_char', [10, 20], 1)).toBe(20);
    expect(op('str_slice', [1, 2, 3], 1, 3)).toEqual([2, 3]);
    expect(op('str_indexOf', [1, '1'], '1')).toBe(1);
    expect(op('str_includes', [NaN], NaN)).toBe(true);
    expect(() => op('str_char', 0, 0)).toThrow(CalcArrayError);
    expect(() => op('str_toUpperCase', 5)).toThrow(CalcArrayError);
    expect(() => op('str_split', [1], ',')).toThrow(CalcArrayError);
  });

  it('results beyond the string cap are limit errors', () => {
    const rt = fakeRuntime({}, { limits: { maxStringLength: 10 } });
    try {
      applyOp(stringOps, 'str_concat', 'abcdef', ['ghijkl'], rt);
      throw new Error('no error');
    } catch (e) {
      expect((e as CalcArrayError).kind).toBe('limit');
    }
    expect(applyOp(stringOps, 'str_concat', 'abc', ['def'], rt)).toBe('abcdef');
  });
});
