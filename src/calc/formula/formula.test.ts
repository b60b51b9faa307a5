import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpusEqual } from '../../formats/corpus-codec.ts';
import { createHost, evaluate } from '../index.ts';
import { BigRational, GaussianBigInt, type Value } from '../values.ts';
import { FormulaError, parseFormula, printFormula } from './index.ts';
import { root, scalar } from '../../../tests/helpers/expression-arbitraries.ts';
import { fuzzSettings } from '../../../tests/helpers/fuzz-settings.ts';

function roundTrip(x: Value): Value {
  return parseFormula(printFormula(x));
}

describe('printFormula', () => {
  it('writes special strings as names and sub-expressions in brackets', () => {
    expect(printFormula([['@Next 1 0', '=', '@This 0'], '&&', ['@This 1', '<', 3]])).toBe(
      '[@Next(1, 0) = @This(0)] && [@This(1) < 3]',
    );
  });

  it('adds parentheses where usual precedence would group otherwise than left to right', () => {
    expect(printFormula([1, '+', 2, '*', 3])).toBe('(1 + 2) * 3');
    expect(printFormula([1, '*', 2, '+', 3])).toBe('1 * 2 + 3');
    expect(printFormula([2, '^', 3, '^', 2])).toBe('(2 ^ 3) ^ 2');
    expect(printFormula([1, '+', 2, 'abs'])).toBe('(1 + 2) abs');
    expect(printFormula([-3, 'abs', '+', 1])).toBe('(-3 abs) + 1');
    expect(printFormula(['s', 'str_slice', 1, 3, 'str_length'])).toBe('"s" str_slice 1, 3 str_length');
  });

  it('writes exact literals and literal arrays', () => {
    expect(printFormula([5n, '+B', new GaussianBigInt(3n, -4n), '*BR', BigRational.of(3n, 4n)])).toBe(
      '5n +B 3-4i *BR 3/4r',
    );
    expect(printFormula(['@Literal', 1, 'a', ['@Score']])).toBe('{1, "a", ["@Score"]}');
    expect(printFormula(-0)).toBe('-0');
    expect(printFormula(['@Score'])).toBe('[@Score]');
  });
});

describe('parseFormula', () => {
  it('reads the readable form back to the same array', () => {
    expect(parseFormula('(1 + 2) * 3')).toEqual([1, '+', 2, '*', 3]);
    expect(parseFormula('[1 + 2] * 3')).toEqual([[1, '+', 2], '*', 3]);
    expect(parseFormula('@Next(1, 0) = @This(0)')).toEqual(['@Next 1 0', '=', '@This 0']);
    expect(parseFormula('{1, "two", [3]}')).toEqual(['@Literal', 1, 'two', [3]]);
    expect(parseFormula('7')).toBe(7);
    expect(parseFormula('"true"')).toBe('true');
    expect(parseFormula('true')).toBe(true);
  });

  it('evaluates as the original does: left to right', () => {
    const host = createHost();
    expect(evaluate(parseFormula('(1 + 2) * 3'), host)).toBe(9);
    expect(evaluate(parseFormula('1 + [2 * 3]'), host)).toBe(7);
    expect(evaluate(parseFormula('2n ^B 70'), host)).toBe(2n ** 70n);
  });

  it('names the column of an error', () => {
    const col = (text: string): number => {
      try {
        parseFormula(text);
      } catch (e) {
        if (e instanceof FormulaError) return e.column;
        throw e;
      }
      throw new Error(`no error for ${text}`);
    };
    expect(col('1 + (2 * 3)')).toBe(5);
    expect(col('[1 + 2')).toBe(7);
    expect(col('1 + "abc')).toBe(5);
    expect(col('1 + 2]')).toBe(6);
    expect(col('@This(0')).toBe(1);
    expect(col('')).toBe(1);
    expect(() => parseFormula('1 + (2')).toThrow(/column 5: parentheses only group/);
  });

  it('rejects nesting deeper than its limit instead of overflowing the stack', () => {
    expect(() => parseFormula('['.repeat(100_000))).toThrow(FormulaError);
  });
});

describe('round trip', () => {
  const settings = fuzzSettings('FORMULA', 2000, 30);
  // The issue's figure: 20,000 random expressions per CI run (about 4 s).
  const expressionSettings = fuzzSettings('FORMULA_EXPR', 20_000, 30);

  it('random expressions print and parse back to the same array', () => {
    fc.assert(
      fc.property(root, (e) => {
        const back = roundTrip(e);
        if (!corpusEqual(back, e))
          throw new Error(
            `${printFormula(e)} read back as ${JSON.stringify(back, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`,
          );
      }),
      expressionSettings,
    );
  });

  const anyText = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.constantFrom(
      '@',
      '@@',
      '@x (',
      'a b',
      '"',
      '\\',
      '1e5',
      '-',
      '5n',
      '1/2r',
      '3+4i',
      'null',
      '@Var 1.5',
      '@Var -0',
      '@Var 01',
    ),
  );
  const anyValue: fc.Arbitrary<Value> = fc.letrec<{ v: Value }>((tie) => ({
    v: fc.oneof(
      { depthSize: 'small' },
      scalar,
      anyText,
      fc.double(),
      fc.array(tie('v'), { maxLength: 4 }),
      fc.array(tie('v'), { maxLength: 3 }).map((a): Value => ['@Literal', ...a]),
    ),
  })).v;

  it('any value, however odd its strings, prints and parses back to itself', () => {
    fc.assert(
      fc.property(anyValue, (v) => {
        expect(corpusEqual(roundTrip(v), v)).toBe(true);
      }),
      { ...settings, seed: settings.seed + 1 },
    );
  });

  it('any text either reads or fails with a FormulaError naming a column inside it', () => {
    const pieces = fc.constantFrom(
      '(',
      ')',
      '[',
      ']',
      '{',
      '}',
      ',',
      '"',
      '\\',
      ' ',
      '@This',
      '@X(',
      '+',
      '1',
      '5n',
      'abs',
      '"a"',
      '3/4r',
    );
    const formulaLike = fc.array(pieces, { maxLength: 30 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.oneof(formulaLike, fc.string()), (text) => {
        try {
          parseFormula(text);
        } catch (e) {
          if (!(e instanceof FormulaError)) throw e;
          expect(e.column).toBeGreaterThanOrEqual(1);
          expect(e.column).toBeLessThanOrEqual(text.length + 1);
        }
      }),
      { ...settings, seed: settings.seed + 2 },
    );
  });
});
