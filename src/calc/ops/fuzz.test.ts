// Whatever converted operands an operator of these families receives, it either returns a value or
// throws a CalcArrayError: never a bare JS TypeError/RangeError, never a hang.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../errors.ts';
import { BigRational, GaussianBigInt, type Value } from '../values.ts';
import { arrayOps } from './array.ts';
import { booleanOps } from './boolean.ts';
import { compareOps } from './compare.ts';
import { numberOps } from './number.ts';
import { stringOps } from './string.ts';
import { fakeRuntime } from './testing.ts';
import { PURE } from './types.ts';
import type { OpTable } from './types.ts';

const scalar: fc.Arbitrary<Value> = fc.oneof(
  fc.double(),
  fc.integer({ min: -20, max: 20 }),
  fc.constantFrom(0, -0, NaN, Infinity, -Infinity, 1e21, 5e-324),
  fc.string({ maxLength: 6 }),
  fc.constantFrom('', '12', '1/2', 'abc', '3+4i', '@@x'),
  fc.boolean(),
  fc.bigInt({ min: -1000n, max: 1000n }),
  fc.constantFrom(undefined, null),
  fc
    .tuple(fc.bigInt({ min: -9n, max: 9n }), fc.bigInt({ min: -9n, max: 9n }))
    .map(([a, b]) => new GaussianBigInt(a, b)),
  fc.tuple(fc.bigInt({ min: -9n, max: 9n }), fc.bigInt({ min: -9n, max: 9n })).map(([a, b]) => BigRational.of(a, b)),
);
const { value } = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('value'), { maxLength: 5 })),
}));

/** The operands as the evaluator would have converted them for `family`/`pattern`. */
function convertFor(family: string, x: Value): Value {
  if (family === 'number') return typeof x === 'number' ? (x !== x ? 0 : x) : 0;
  if (family === 'boolean') return Boolean(x);
  if (family === 'array') return Array.isArray(x) ? x : [x];
  return x;
}

function check(table: OpTable): void {
  for (const [name, def] of Object.entries(table)) {
    fc.assert(
      fc.property(value, value, value, value, (r, a, b, c) => {
        const rt = fakeRuntime({}, { random: [0.5, 0.25], limits: { maxSteps: 100_000 } });
        const own = def.family;
        const p = def.pattern;
        const n = (x: Value) => convertFor('number', x);
        const args: Value[] =
          p === 'U'
            ? []
            : p === 'N'
              ? [n(a)]
              : p === 'NN'
                ? [n(a), n(b)]
                : p === 'NNF'
                  ? [n(a), n(b), convertFor(own, c)]
                  : p === 'NY'
                    ? [n(a), b]
                    : p === 'Short3'
                      ? [a, n(b)]
                      : p === 'Y'
                        ? [a]
                        : [convertFor(own, a)];
        try {
          def.apply(convertFor(own, r), args, rt);
        } catch (e) {
          if (!(e instanceof CalcArrayError)) throw new Error(`${name} threw ${String(e)}`);
        }
      }),
      { numRuns: 150 },
    );
  }
}

describe('operators never let a bare JS error escape', () => {
  it('number family', () => check(numberOps));
  it('comparison and utility', () => check(compareOps));
  it('boolean family', () => check(booleanOps));
  it('string family', () => check(stringOps));
  it('array family', () => check(arrayOps));
  it('the property itself detects bare errors', () => {
    expect(() =>
      check({
        bad: {
          family: 'any',
          pattern: 'U',
          effects: PURE,
          apply: () => {
            throw new TypeError('x');
          },
        },
      }),
    ).toThrow();
  });
});
