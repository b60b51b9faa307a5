// Work proportional to a value's size is charged to the step budget (no timed assertions: each
// case runs within a small budget before the fix and exceeds it after).
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, createHost, evaluate, setCompiledEvaluation, type Value } from './index.ts';
import { bigBits as bitsBound } from './values.ts';

/** `[1]` with itself appended k times: 2^k leaves, built in a few steps per doubling. */
function doubled(k: number, seed: Value = ['@Literal', 1]): Value[] {
  return [seed, '@repeat', k, 'arr_push', '@Parent -1', '@end-repeat'];
}

/** `body` read in a loop of `n` passes with variable 0 = `value`. */
function looped(value: Value, n: number, body: Value[]): Value[] {
  return [value, '@end_vars', 0, '@repeat', n, '+', ['@var_retain', ...body], '@end-repeat'];
}

function bothPaths(f: () => void): void {
  for (const compiled of [true, false]) {
    setCompiledEvaluation(compiled);
    try {
      f();
    } finally {
      setCompiledEvaluation(true);
    }
  }
}

function run(expr: Value, maxSteps: number): Value {
  return evaluate(expr, createHost(), undefined, { limits: { ...DEFAULT_LIMITS, maxSteps } });
}

const bigBits = (bits: number): Value[] => [1, 'BigInt', 'bit<<B', [bits, 'BigInt']];
const floats = (n: number): Value[] => ['@Literal', ...Array.from({ length: n }, (_, i) => i * 1.37)];

describe('charges by size', () => {
  it('fits the budgets used below when small', () => {
    bothPaths(() => {
      expect(run([...doubled(4), 'String', 'str_length'], 2000)).toBe(31);
      expect(run([...doubled(4), '=', doubled(4)], 2000)).toBe(true);
      expect(run(looped(floats(10), 20, ['@Var 0', 'str_length']), 2000)).toBeGreaterThan(0);
    });
  });
  it('charges String of an array per element, shared sub-arrays wherever they occur', () => {
    bothPaths(() => expect(() => run([...doubled(18), 'String', 'str_length'], 100_000)).toThrow(/step budget/));
    bothPaths(() => expect(() => run(looped(floats(100), 100, ['@Var 0', 'str_length']), 5000)).toThrow(/step budget/));
  });
  it('charges deep equality and each array arr_flat enters', () => {
    // Building two 2^12-leaf values costs 20,480 steps; comparing them visits 2^13 elements.
    bothPaths(() => expect(() => run([...doubled(12), '=', doubled(12)], 21_000)).toThrow(/step budget/));
    bothPaths(() =>
      expect(() => run([...doubled(12, ['@Literal', []]), 'arr_flat', ['@Literal', 1e9]], 24_000)).toThrow(
        /step budget/,
      ),
    );
  });
  it('keeps shared sub-arrays shared when unescaping a result', () => {
    bothPaths(() => {
      const r = run(doubled(16), DEFAULT_LIMITS.maxSteps) as Value[][];
      expect(r.length).toBe(17);
      expect(r[2]![1]).toBe(r[1]);
    });
  });
  it('charges reading a big array variable', () => {
    bothPaths(() =>
      expect(() => run(looped(floats(1000), 200, ['@Var 0', 'arr_length']), 5000)).toThrow(/step budget/),
    );
  });
  it('charges copying a result out (unescapeAt) by its length, callback results included', () => {
    // A 4,096-element game variable returned by a callback over 256 elements: 2^20 elements copied
    // (before: 25 steps). And returned whole by an evaluation: 1,024 steps (before: 1).
    const big = Array.from({ length: 4096 }, (_, i) => i);
    const withVars = (expr: Value, maxSteps: number): Value =>
      evaluate(expr, createHost({ gameVars: [big.slice(0, 256), big] }), undefined, {
        limits: { ...DEFAULT_LIMITS, maxSteps },
      });
    bothPaths(() => expect(() => withVars(['@GVar 0', 'arr_map', ['@GVar 1']], 100_000)).toThrow(/step budget/));
    bothPaths(() => expect(() => withVars(['@GVar 1', 'ignore', 0], 1000)).toThrow(/step budget/));
    bothPaths(() => expect((withVars(['@GVar 1', 'ignore', 0], 1100) as Value[]).length).toBe(4096));
  });
  it('charges each evaluation level entered (a deep nesting in a loop)', () => {
    // 200 rounds of a value nested 300 levels deep: 60,000 levels (before: ~2 steps a round).
    let deep: Value = ['@GVar 0', '+', 1];
    for (let k = 0; k < 300; k++) deep = [deep];
    const loop = (maxSteps: number): Value =>
      evaluate([0, '@repeat', 200, deep, '@end-repeat'], createHost({ gameVars: [1] }), undefined, {
        limits: { ...DEFAULT_LIMITS, maxSteps },
      });
    bothPaths(() => expect(() => loop(50_000)).toThrow(/step budget/));
    bothPaths(() => expect(loop(70_000)).toBe(0)); // the level's value names no operator: a no-op
  });
  it('charges @include_gvars by the game variables it copies in', () => {
    // 100 rounds including 5,000 game variables: 500,000 copied (before: ~12 steps a round).
    const vars = Array.from({ length: 5000 }, (_, i) => i);
    const host = (): ReturnType<typeof createHost> => createHost({ gameVars: vars.slice() });
    const loop: Value = [0, '@repeat', 100, '+', ['@include_gvars', 1], '@end-repeat'];
    const limits = (maxSteps: number) => ({ limits: { ...DEFAULT_LIMITS, maxSteps } });
    bothPaths(() => expect(() => evaluate(loop, host(), undefined, limits(400_000))).toThrow(/step budget/));
    bothPaths(() => expect(evaluate(loop, host(), undefined, limits(600_000))).toBe(100));
  });
  it('charges string operators by the length of the text they scan', () => {
    const text = ['x', '@repeat', 16, 'str_concat', '@Parent -1', '@end-repeat'];
    bothPaths(() => expect(() => run(looped(text, 50, ['@Var 0', 'str_indexOf', 'y']), 10_000)).toThrow(/step budget/));
    bothPaths(() => expect(() => run(looped(text, 50, ['@Var 0', '=', '@Var 0']), 2500)).toThrow(/step budget/));
  });
  it('charges bigint operators by the size of their operands', () => {
    bothPaths(() =>
      expect(() => run(looped(bigBits(100_000), 500, ['@Var 0', '+B', '@Var 0', 'bit&B', 1]), 8000)).toThrow(
        /step budget/,
      ),
    );
    bothPaths(() =>
      expect(() => run([...bigBits(100_000), '*B', bigBits(100_000), 'bit&B', 1], 3000)).toThrow(/step budget/),
    );
    bothPaths(() => expect(() => run([...bigBits(100_000), 'String', 'str_length'], 4000)).toThrow(/step budget/));
    // Euclid on 2^k and 3^m takes a round per few bits.
    const three = [3, 'BigInt', '**B', [12_600, 'BigInt']];
    bothPaths(() => expect(() => run([...bigBits(20_000), 'gcdB', three], 50_000)).toThrow(/step budget/));
  });
  it('charges Gaussian and rational operators by the size of their parts, and reducing big fractions', () => {
    const g = (bits: number): Value[] => [...bigBits(bits), 'GaussianBigInt'];
    bothPaths(() =>
      expect(() => run([...g(100_000), '*GB', g(100_000), 'reGB', 'bit&B', 1], 3000)).toThrow(/step budget/),
    );
    // 2^20000 / 3^12600: reducing the fraction is a long Euclid of long numbers.
    const three = [3, 'BigInt', '**B', [12_600, 'BigInt']];
    bothPaths(() =>
      expect(() =>
        run([...bigBits(20_000), 'Array', 'arr_push', three, 'BigRational', 'numeratorBR', 'bit&B', 1], 50_000),
      ).toThrow(/step budget/),
    );
  });
});

describe('bigBits (the size bound charges are taken by)', () => {
  it('bounds a negative bigint as its absolute value, at every tier edge', () => {
    for (const bits of [4095, 4096, 4097, 8191, 8192, 8193, 100_000, 1 << 20, (1 << 22) + 1]) {
      const b = 1n << BigInt(bits);
      for (const v of [b - 1n, b, b + 1n]) expect(bitsBound(-v), `-2^${bits} ± 1`).toBe(bitsBound(v));
    }
    expect(bitsBound(0n)).toBe(0);
    expect(bitsBound(-1n)).toBe(0);
  });
});
