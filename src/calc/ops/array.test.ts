import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../errors.ts';
import { BigRational, GaussianBigInt, setWalkMeter, type Value } from '../values.ts';
import { arrayOps } from './array.ts';
import { applyOp, fakeRuntime } from './testing.ts';

const op = (name: string, r: Value, ...args: Value[]): Value => applyOp(arrayOps, name, r, args);

function kindOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof CalcArrayError) return e.kind;
    throw e;
  }
  return 'none';
}

describe('array family', () => {
  it('declares family array and the patterns of §3.0', () => {
    const patterns: Record<string, string> = {
      arr_copy: 'U',
      arr_elem: 'N',
      arr_edit_elem: 'NY',
      arr_length: 'U',
      arr_push: 'Y',
      arr_pop: 'U',
      arr_shift: 'U',
      arr_unshift: 'Y',
      arr_concat: 'F',
      arr_concat_front: 'F',
      arr_flat: 'F',
      arr_splice: 'NNF',
      arr_slice: 'NN',
      arr_indexOf: 'Y',
      arr_lastIndexOf: 'Y',
      arr_indexOfFrom: 'Short3',
      arr_lastIndexOfFrom: 'Short3',
      arr_includes: 'F',
      arr_reverse: 'U',
      arr_binarySearch: 'Y',
      arr_binaryInsert: 'Y',
      arr_eqRearrange: 'F',
      primeDefactorizeB: 'N',
      weightedRandomArrayEntry: 'F',
      multicolor: 'F',
    };
    expect(Object.keys(arrayOps).sort()).toEqual(Object.keys(patterns).sort());
    for (const [name, def] of Object.entries(arrayOps))
      expect(def).toMatchObject({ family: 'array', pattern: patterns[name] });
  });

  it('copies, reads and measures without mutating R', () => {
    const r = [1, [2], 3];
    expect(op('arr_copy', r)).toEqual(r);
    expect(op('arr_copy', r)).not.toBe(r);
    expect(op('arr_elem', r, -1)).toBe(3);
    expect(op('arr_elem', r, 1.5)).toEqual([2]);
    expect(op('arr_elem', r, 5)).toBe(undefined);
    expect(op('arr_length', r)).toBe(3);
    expect(op('arr_pop', r)).toEqual([1, [2]]);
    expect(op('arr_shift', r)).toEqual([[2], 3]);
    expect(op('arr_pop', [])).toEqual([]);
    expect(op('arr_reverse', r)).toEqual([3, [2], 1]);
    expect(r).toEqual([1, [2], 3]);
  });

  it('arr_edit_elem pads past the end and ignores non-index positions', () => {
    expect(op('arr_edit_elem', [1, 2, 3], 1, 'x')).toEqual([1, 'x', 3]);
    expect(op('arr_edit_elem', [1, 2, 3], 5, 9)).toEqual([1, 2, 3, undefined, undefined, 9]);
    expect(op('arr_edit_elem', [1, 2, 3], -1, 9)).toEqual([1, 2, 3]);
    expect(op('arr_edit_elem', [1, 2, 3], 1.5, 9)).toEqual([1, 2, 3]);
    expect(op('arr_edit_elem', [1, 2, 3], -0, 9)).toEqual([9, 2, 3]);
    expect(op('arr_edit_elem', [1, 2, 3], Infinity, 9)).toEqual([1, 2, 3]);
    expect(op('arr_edit_elem', [1, 2, 3], 2 ** 32, 9)).toEqual([1, 2, 3]);
    expect(kindOf(() => op('arr_edit_elem', [1], 1e9, 9))).toBe('limit');
  });

  it('push/unshift add one element; concat spreads the array-converted operand', () => {
    expect(op('arr_push', [1, 2], [3])).toEqual([1, 2, [3]]);
    expect(op('arr_unshift', [1, 2], 0)).toEqual([0, 1, 2]);
    expect(op('arr_concat', [1, 2], [3, 4])).toEqual([1, 2, 3, 4]);
    expect(op('arr_concat', [1], [[2]])).toEqual([1, [2]]);
    expect(op('arr_concat_front', [1, 2], [3, 4])).toEqual([3, 4, 1, 2]);
    const rt = fakeRuntime({}, { limits: { maxArrayLength: 3 } });
    expect(() => applyOp(arrayOps, 'arr_push', [1, 2, 3], [4], rt)).toThrow(CalcArrayError);
  });

  it('arr_flat takes the JS number of the array-wrapped depth', () => {
    const nested = [1, [2, [3]]];
    expect(op('arr_flat', nested, [1])).toEqual([1, 2, [3]]);
    expect(op('arr_flat', nested, [Infinity])).toEqual([1, 2, 3]);
    expect(op('arr_flat', nested, [undefined])).toEqual(nested);
    expect(op('arr_flat', nested, [2.5])).toEqual([1, 2, 3]);
    expect(op('arr_flat', nested, [1, 2, 3])).toEqual(nested);
    expect(op('arr_flat', nested, [-1])).toEqual(nested);
  });

  it('arr_flat charges its result L/8 + L/32 (pushed one by one) beside the arrays it enters', () => {
    const rt = fakeRuntime();
    const flat = applyOp(arrayOps, 'arr_flat', [Array.from({ length: 4096 }, (_, i) => i), [7]], [[1]], rt);
    expect((flat as Value[]).length).toBe(4097);
    // The depth's text read, 1 array entered; 4,097 elements: 4097 >> 3 + 4097 >> 5.
    expect(rt.steps).toBe(1 + 1 + 512 + 128);
  });

  it('arr_flat reads a one-number depth as its text, charged the same', () => {
    // The depth [d] is read without building its text (flatDepth): the same depth and walk charge
    // as the text itself, [String(d)], which takes the general path.
    const deep = [1, [2, [3, [4]]], [[[5]]]];
    const charges = (f: () => Value): { value: Value; charged: number[] } => {
      const charged: number[] = [];
      const outer = setWalkMeter({ charge: (n: number) => void charged.push(n) });
      try {
        return { value: f(), charged };
      } finally {
        setWalkMeter(outer);
      }
    };
    for (const d of [2, 1, 0, -0, -1, 2.9, -2.9, NaN, Infinity, -Infinity, 1e21, 5e-324, 2 ** 53 + 2]) {
      const fast = charges(() => op('arr_flat', deep, [d]));
      expect(fast).toEqual(charges(() => op('arr_flat', deep, [String(d)])));
      expect(fast.charged.length).toBeGreaterThan(0);
    }
  });

  it('arr_splice returns the modified copy; arr_slice is JS slice', () => {
    expect(op('arr_splice', [1, 2, 3, 4], 1, 2, ['a', 'b'])).toEqual([1, 'a', 'b', 4]);
    expect(op('arr_splice', [1, 2, 3], -1, 1, [])).toEqual([1, 2]);
    expect(op('arr_splice', [1, 2, 3], 1, 1, [undefined])).toEqual([1, undefined, 3]);
    expect(op('arr_splice', [1, 2, 3, 4], 1, -3, ['a'])).toEqual([1, 'a', 2, 3, 4]);
    expect(op('arr_splice', [1, 2, 3, 4], -Infinity, 2, ['a'])).toEqual(['a', 3, 4]);
    expect(op('arr_slice', [1, 2, 3, 4], 1, 3)).toEqual([2, 3]);
    expect(op('arr_slice', [1, 2, 3, 4], 1, 0)).toEqual([]);
  });

  it('index searches use deep, strictly typed equality', () => {
    expect(op('arr_indexOf', [1, 2, 3, 2], 2)).toBe(1);
    expect(op('arr_indexOf', [1, [2, 3]], [2, 3])).toBe(1);
    expect(op('arr_indexOf', [1, 2], '2')).toBe(-1);
    expect(op('arr_indexOf', [NaN], NaN)).toBe(-1);
    expect(op('arr_indexOf', [BigRational.of(1n, 2n)], BigRational.of(2n, 4n))).toBe(0);
    expect(op('arr_indexOf', [1n], 1)).toBe(-1);
    expect(op('arr_lastIndexOf', [[1], [1]], [1])).toBe(1);
  });

  it('the From searches walk from the start like the original loop', () => {
    const r = [1, 2, 3, 2];
    expect(op('arr_indexOfFrom', r, 2, 2)).toBe(3);
    expect(op('arr_indexOfFrom', r, 2, -1)).toBe(1);
    expect(op('arr_indexOfFrom', r, 2, 2.5)).toBe(-1);
    expect(op('arr_indexOfFrom', r, 2, 9)).toBe(-1);
    expect(op('arr_indexOfFrom', r, undefined, -3)).toBe(-3);
    expect(op('arr_lastIndexOfFrom', r, 2, 2)).toBe(1);
    expect(op('arr_lastIndexOfFrom', r, 2, 0)).toBe(-1);
    expect(op('arr_lastIndexOfFrom', r, 2, 10)).toBe(3);
    expect(op('arr_lastIndexOfFrom', r, 2, 2.5)).toBe(-1);
    expect(op('arr_lastIndexOfFrom', r, 2, -3)).toBe(-1);
    expect(kindOf(() => op('arr_indexOfFrom', [1, 2], 2, -Infinity))).toBe('limit');
    expect(kindOf(() => op('arr_lastIndexOfFrom', [1, 2], 2, Infinity))).toBe('limit');
    expect(kindOf(() => op('arr_indexOfFrom', [1, 2], 2, -1e12))).toBe('limit');
  });

  it('arr_includes looks for the array-wrapped operand (QUIRK)', () => {
    expect(op('arr_includes', [1, 5, 9], [5])).toBe(false);
    expect(op('arr_includes', [[1], [5], 9], [5])).toBe(true);
  });

  it('arr_binarySearch uses JS < and ==', () => {
    expect(op('arr_binarySearch', [1, 3, 5, 7, 9], 7)).toBe(3);
    expect(op('arr_binarySearch', [1, 3, 5, 7, 9], 4)).toBe(-1);
    expect(op('arr_binarySearch', ['a', 'c', 'e'], 'c')).toBe(1);
    expect(op('arr_binarySearch', [1, 3, 5, 7, 9], true)).toBe(0);
    expect(op('arr_binarySearch', [1, 3, 5, 7, 9], 9n)).toBe(4);
    expect(op('arr_binarySearch', [[1], [2]], [1])).toBe(-1);
  });

  it('arr_binaryInsert inserts at the ascending position and throws when incomparable', () => {
    expect(op('arr_binaryInsert', [1, 3, 5, 7], 4)).toEqual([1, 3, 4, 5, 7]);
    expect(op('arr_binaryInsert', [], 1)).toEqual([1]);
    expect(op('arr_binaryInsert', [1, 3], 0)).toEqual([0, 1, 3]);
    expect(op('arr_binaryInsert', [1, 3, 5, 7], true)).toEqual([true, 1, 3, 5, 7]);
    expect(op('arr_binaryInsert', [1, 3, 5, 7], [6])).toEqual([1, 3, 5, [6], 7]);
    expect(op('arr_binaryInsert', [1, 3, 5, 7], BigRational.of(3n, 4n))).toEqual([BigRational.of(3n, 4n), 1, 3, 5, 7]);
    expect(op('arr_binaryInsert', ['abc'], 4)).toEqual(['abc', 4]);
    expect(op('arr_binaryInsert', ['12'], 4)).toEqual([4, '12']);
    expect(kindOf(() => op('arr_binaryInsert', [1, 3, 5, 7], NaN))).toBe('type');
    expect(kindOf(() => op('arr_binaryInsert', [1, 3, 5, 7], 'abc'))).toBe('type');
    expect(kindOf(() => op('arr_binaryInsert', [1, 3, 5, 7], new GaussianBigInt(3n, -2n)))).toBe('type');
  });

  it('arr_eqRearrange: every element of A2 matched by a distinct element of R', () => {
    expect(op('arr_eqRearrange', [1, 2, 3], [3, 1, 2])).toBe(true);
    expect(op('arr_eqRearrange', [1, 2, 2], [2, 1, 1])).toBe(false);
    expect(op('arr_eqRearrange', [[1]], [[1]])).toBe(true);
    expect(op('arr_eqRearrange', [1], [1, 1])).toBe(false);
    expect(op('arr_eqRearrange', [1, 2, 3], [])).toBe(true); // recorded
    expect(op('arr_eqRearrange', [5], [5])).toBe(true);
  });

  it('primeDefactorizeB: exponents (any other form), pairs (1), factors (2)', () => {
    expect(op('primeDefactorizeB', [2n, 1n, 0n, 1n], 0)).toBe(84n);
    expect(op('primeDefactorizeB', [2n, 1n, 0n, 1n], 7)).toBe(84n);
    expect(op('primeDefactorizeB', [0n, 0n, 0n, 0n, 1n], 0)).toBe(11n);
    expect(
      op(
        'primeDefactorizeB',
        [
          [2n, 2n],
          [3n, 1n],
        ],
        1,
      ),
    ).toBe(12n);
    expect(op('primeDefactorizeB', [2n, 2n, 3n], 2)).toBe(12n);
    expect(op('primeDefactorizeB', [], 0)).toBe(1n);
    expect(kindOf(() => op('primeDefactorizeB', [1, 2, 3], 0))).toBe('type');
    expect(kindOf(() => op('primeDefactorizeB', [2n, 1n], 1))).toBe('type');
    expect(kindOf(() => op('primeDefactorizeB', [-1n], 0))).toBe('range');
    expect(kindOf(() => op('primeDefactorizeB', [[2n, 10n ** 12n]], 1))).toBe('limit');
  });

  it('weightedRandomArrayEntry: one draw u·total, weights padded/truncated to R', () => {
    const rt = fakeRuntime({}, { random: [0.25, 0.5, 0.9, 0.999999] });
    const pick = (r: Value[], w: Value[]) => applyOp(arrayOps, 'weightedRandomArrayEntry', r, [w], rt);
    expect(pick(['a', 'b', 'c'], [1, 2, 3])).toBe('b');
    expect(pick(['a', 'b', 'c'], [1])).toBe('a');
    expect(pick(['a', 'b', 'c'], [1, -1, 1])).toBe('a');
    expect(pick(['x', 'y'], [0, 0])).toBe('x');
    expect(rt.host.otherRandomEvents.slice(0, 4)).toEqual(['b', 'a', 'a', 'x']);
  });

  it('weightedRandomArrayEntry: entries past the last weight are never drawn', () => {
    const rt = fakeRuntime({}, { random: [0.25, 0.5] });
    const pick = (r: Value[], w: Value[]) => applyOp(arrayOps, 'weightedRandomArrayEntry', r, [w], rt);
    // u = 0.25·(−1) → 1.75 → 0.75: still positive after the weights, so no entry (the rest weigh 0).
    expect(pick(['a', 'b', 'c', 'd'], [-2, 1])).toBe(undefined);
    expect(pick(['a', 'b'], [1, 1, 5, 5])).toBe('a');
  });

  it('multicolor', () => {
    expect(op('multicolor', [9, 0, 1], [3])).toBe(2);
    expect(op('multicolor', [9, 2, 0], [3])).toBe(1);
    expect(op('multicolor', [9, 0, 0], [3])).toBe(-1);
    expect(op('multicolor', [9, 0, 1, 2], [3])).toBe(9);
    expect(op('multicolor', [7, 0, 1, 2, 0], [3])).toBe(1);
    expect(op('multicolor', [7], [3])).toBe(7);
    expect(op('multicolor', [], [3])).toBe(undefined);
    expect(op('multicolor', [5, 0, 1, 2], ['abc'])).toBe(-1);
    expect(kindOf(() => op('multicolor', [5, 0, 1], [0]))).toBe('limit');
    expect(op('multicolor', [5, 0], [1e9])).toBe(1); // a huge colour count is not a huge loop
  });
});

describe('copies charged to the step budget', () => {
  it('a copy of n ≥ 32 elements costs n/32 steps, so a loop growing an array by copies stays bounded', () => {
    const rt = fakeRuntime();
    applyOp(
      arrayOps,
      'arr_push',
      Array.from({ length: 31 }, () => 0),
      [1],
      rt,
    );
    expect(rt.steps).toBe(1);
    applyOp(
      arrayOps,
      'arr_push',
      Array.from({ length: 639 }, () => 0),
      [1],
      rt,
    );
    expect(rt.steps).toBe(1 + 20);
    // 4,000 pushes onto a growing array: ~250,000 steps of copies (at one step per 256 elements, as
    // before, ~31,000: `@repeat 1e9 arr_push` then copied for ~25 s inside the 2M default budget).
    const small = fakeRuntime({}, { limits: { maxSteps: 100_000 } });
    let a: Value = [];
    expect(() => {
      for (let k = 0; k < 4000; k++) a = applyOp(arrayOps, 'arr_push', a, [k], small);
    }).toThrow(/step budget/);
  });
});
