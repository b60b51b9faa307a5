// Issue 24 "every cost is metered": operations whose cost grows with their operands' size are
// charged by that size (safe integer arithmetic), so a hostile mode runs out of steps instead of
// running for seconds. Each test here failed before its fix.
import { describe, expect, it } from 'vitest';
import { CalcArrayError, DEFAULT_LIMITS } from './errors.ts';
import { createHost } from './host.ts';
import { evaluate } from './index.ts';
import { GaussianBigInt, type Value } from './values.ts';
import { arrayOps } from './ops/array.ts';
import { bigintOperators } from './ops/bigint.ts';
import { applyOp, fakeRuntime } from './ops/testing.ts';

function limitOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof CalcArrayError) return e.kind;
    throw e;
  }
  return 'none';
}

describe('finding 5: charges of large products do not overflow', () => {
  it('arr_eqRearrange of two 65,536-element arrays is charged (a·b/16 steps), not 0', () => {
    const a = Array.from({ length: 65_536 }, (_, i) => i);
    const b = [-1, ...a.slice(1)]; // fails at its first element: cheap if the charge lets it run
    const rt = fakeRuntime({}, { limits: { maxSteps: Number.MAX_SAFE_INTEGER } });
    applyOp(arrayOps, 'arr_eqRearrange', a, [b], rt);
    expect(rt.steps).toBeGreaterThanOrEqual((65_536 * 65_536) / 16 - 1);
    expect(limitOf(() => applyOp(arrayOps, 'arr_eqRearrange', a, [a.slice()]))).toBe('limit');
  });

  it("arr_eqRearrange is charged its operands' lengths when one is empty (the product is 0)", () => {
    const a = Array.from({ length: 65_536 }, (_, i) => i);
    const rt = fakeRuntime();
    expect(applyOp(arrayOps, 'arr_eqRearrange', a, [[]], rt)).toBe(true);
    expect(rt.steps).toBeGreaterThanOrEqual(65_536 / 16);
    const back = fakeRuntime();
    expect(applyOp(arrayOps, 'arr_eqRearrange', [], [a], back)).toBe(false);
    expect(back.steps).toBeGreaterThanOrEqual(65_536 / 16);
  });
});

/**
 * Steps an evaluation of `[R, ...rest]` charges (a meter with room for anything), and how it
 * ended. R is read from a game variable, so that the expression is no constant folded at load.
 */
function measure([r, ...rest]: Value[]): { steps: number; result: string } {
  const host = createHost({ gameVars: [r] });
  const expr: Value = ['@GVar 0', ...rest];
  const meter = { left: 1e15, budget: 1e15, what: 'probe' };
  host.stepMeter = meter;
  let result = 'value';
  try {
    evaluate(expr, host, undefined, { limits: { ...DEFAULT_LIMITS, maxSteps: 1e13 } });
  } catch (e) {
    if (!(e instanceof CalcArrayError)) throw e;
    result = e.kind;
  }
  return { steps: 1e15 - meter.left, result };
}

/** How an evaluation under the default limits ends: 'value' or the error kind. */
function underDefaults([r, ...rest]: Value[]): string {
  try {
    evaluate(['@GVar 0', ...rest], createHost({ gameVars: [r] }));
    return 'value';
  } catch (e) {
    if (!(e instanceof CalcArrayError)) throw e;
    return e.kind;
  }
}

describe('finding 4: operations charge by the size of their operands', () => {
  const big = (bits: number): bigint => (1n << BigInt(bits)) - 12345n;

  it('parsing long text as a number or a bigint is charged by its length', () => {
    const text = '7'.repeat(1 << 22);
    expect(measure([text, 'Number']).steps).toBeGreaterThanOrEqual((1 << 22) / 64);
    const digits = '3'.repeat(300_000);
    // The native decimal parser is quadratic: 300,000 digits take ~0.1 s.
    expect(measure([digits, 'BigInt']).steps).toBeGreaterThanOrEqual(1_000_000);
    expect(measure([digits, '+B', 1]).steps).toBeGreaterThanOrEqual(1_000_000);
  });

  it('deevaluateColor of a long colour text is charged by its length', () => {
    const css = 'rgba(' + '1'.repeat(1 << 22) + ', 2, 3, 1)';
    expect(measure([css, 'deevaluateColor']).steps).toBeGreaterThanOrEqual((1 << 22) / 64);
  });

  it('roots, perfect powers and base conversions of big numbers are charged by their size', () => {
    const n = big(1 << 16);
    expect(measure([n, 'rootB', 2n]).steps).toBeGreaterThanOrEqual(50_000);
    expect(measure([n, 'perfectPowerFormB', 1000n]).steps).toBeGreaterThanOrEqual(1_000_000);
    expect(measure([n, 'baseConvertB', 3n]).steps).toBeGreaterThanOrEqual(60_000);
    expect(measure(['12'.repeat(20_000), 'baseDeconvertB', 3n]).steps).toBeGreaterThanOrEqual(10_000);
    expect(measure([n, 'basebit~B', 3n]).steps).toBeGreaterThanOrEqual(60_000);
    // A million-bit root or perfect-power test runs for seconds: past the budget now.
    expect(underDefaults([big(1 << 20), 'rootB', 2n])).toBe('limit');
    expect(underDefaults([big(1 << 20), 'perfectPowerFormB', 1000n])).toBe('limit');
  });

  it('gaussian_prime is charged for the sort of the primes it collects', () => {
    expect(measure([20_000n, 'gaussian_prime', 0n]).steps).toBeGreaterThanOrEqual(1_000_000);
  });

  it('Gaussian gcd and lcm of big parts are charged per Euclid round by the parts’ size', () => {
    const a = new GaussianBigInt(big(1 << 16), -big(1 << 15));
    const b = new GaussianBigInt(big(1 << 15) + 7n, big(1 << 14));
    // Before: one step per round (a few dozen here) for the divisions of 2^16-bit parts.
    expect(measure([a, 'gcdGB', b]).steps).toBeGreaterThanOrEqual(5_000);
    expect(measure([a, 'lcmGB', b]).steps).toBeGreaterThan(measure([a, 'gcdGB', b]).steps);
    // Small parts still cost one step a round.
    expect(measure([new GaussianBigInt(12n, 5n), 'gcdGB', new GaussianBigInt(3n, 4n)]).steps).toBeLessThan(100);
  });
  it('baseDeconvertB charges each character it reads (before: L/64)', () => {
    expect(measure(['3'.repeat(315_000), 'baseDeconvertB', 10]).steps).toBeGreaterThanOrEqual(315_000 / 2);
  });
  it('Gaussian divisions are charged by the product of the operands’ sizes', () => {
    // A 2^18-bit part divided by a 2^16-bit one: 32 ms for ~23,000 steps before (a·d work).
    const a = new GaussianBigInt(big(1 << 18), -big(1 << 17));
    const d = new GaussianBigInt(big(1 << 16), 0n);
    for (const op of ['/GB', '/mGB', 'modGB'])
      expect(measure([a, op, d]).steps, op).toBeGreaterThanOrEqual(8 * 256 * 64);
  });
});

describe('units and zero raised to a huge exponent', () => {
  it('answer by the exponent mod 4 (a 2^20-bit exponent took seconds of shifts)', () => {
    const e = (1n << BigInt((1 << 20) - 8)) - 12345n;
    const i = new GaussianBigInt(0n, 1n);
    const powers = [new GaussianBigInt(1n, 0n), i, new GaussianBigInt(-1n, 0n), new GaussianBigInt(0n, -1n)];
    for (const k of [0n, 1n, 2n, 3n]) {
      const got = evaluate(['@GVar 0', '**GB', e + k], createHost({ gameVars: [i] }));
      expect(got).toEqual(powers[Number((e + k) % 4n)]);
    }
    expect(evaluate(['@GVar 0', '^GB', e], createHost({ gameVars: [new GaussianBigInt(0n, 0n)] }))).toEqual(
      new GaussianBigInt(0n, 0n),
    );
    expect(evaluate(['@GVar 0', '^GB', 0n], createHost({ gameVars: [new GaussianBigInt(0n, 0n)] }))).toEqual(
      new GaussianBigInt(1n, 0n),
    );
  });
});

describe("gcdB charges its divisions by the operands' sizes (issue 24)", () => {
  const big = (bits: number) => 3n ** BigInt(Math.floor(bits / 1.585)) * 2n + 1n;

  it('a 2^20-bit number by a 2^16-bit one: the first division, in a free round, is charged', () => {
    for (const [r, a] of [
      [big(1 << 20), big(1 << 16)],
      [big(1 << 16), big(1 << 20)], // the first round only swaps them
    ]) {
      const rt = fakeRuntime({}, { limits: { maxSteps: Number.MAX_SAFE_INTEGER } });
      const g = applyOp(bigintOperators, 'gcdB', r, [a], rt);
      expect(g === 1n || g === -1n).toBe(true);
      // 2^14 − 2^10 quotient words by 2^10 divisor words, 16 pairs a step.
      expect(rt.steps).toBeGreaterThanOrEqual(((2 ** 14 - 2 ** 10) * 2 ** 10) / 16);
    }
  });

  it('stays cheap for small operands and equal big ones', () => {
    const rt = fakeRuntime();
    expect(applyOp(bigintOperators, 'gcdB', 12n, [18n], rt)).toBe(6n);
    expect(rt.steps).toBeLessThan(4);
    const same = fakeRuntime();
    const h = big(1 << 20);
    expect(applyOp(bigintOperators, 'gcdB', h, [-h], same)).toBe(-h);
    expect(same.steps).toBeLessThan(20_000);
  });
});
