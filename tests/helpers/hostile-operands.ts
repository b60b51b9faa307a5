// Operands at size extremes for the operator table (src/calc/ops/costs.ts), and a timer that runs
// one operator application the way a mode would (operands read from game variables, so nothing
// is folded at load) and reports its time and charged steps. Shared by the cost-curve test and
// the hostile-operator fuzz suite.
import { CalcArrayError, DEFAULT_LIMITS, type CalcLimits } from '../../src/calc/errors.ts';
import { createHost } from '../../src/calc/host.ts';
import { evaluate } from '../../src/calc/index.ts';
import type { SizedKind } from '../../src/calc/ops/costs.ts';
import { BigRational, GaussianBigInt, type Value } from '../../src/calc/values.ts';

/** A number that is no perfect power and has no small factors other than 2·3: `bits` bits. */
export function bigOf(bits: number): bigint {
  return (3n ** BigInt(Math.max(1, Math.floor(bits / 1.585)))) * 2n + 1n;
}

/** Digits (so the text parses as a number or a bigint) with a separator now and then. */
export function textOf(length: number): string {
  return '1234567 '.repeat(Math.ceil(length / 8)).slice(0, length);
}

export function arrayOf(length: number): Value[] {
  return Array.from({ length }, (_, i) => (i * 7) % 31);
}

/** An operand of `kind` whose size grows with `size` (text/array length, bits, or a count). */
export function operandOf(kind: SizedKind, size: number): Value {
  switch (kind) {
    case 'text':
      return textOf(size);
    case 'bigint':
      return bigOf(size);
    case 'array':
      return arrayOf(size);
    case 'parts':
      return BigRational.of(bigOf(size), bigOf(size >> 1) + 2n);
    case 'count':
      return BigInt(size);
  }
}

/** A Gaussian integer with parts of `bits` bits. */
export function gaussianOf(bits: number): GaussianBigInt {
  return new GaussianBigInt(bigOf(bits), bigOf(bits >> 1));
}

export interface Timed {
  ms: number;
  steps: number;
  /** 'value' or the CalcArrayError's kind; anything else thrown is a failure of the caller's. */
  outcome: string;
}

/**
 * Evaluates `[GVar 0, op, GVar 1, …]` over `vars`, `reps` times; the fastest run's time, and
 * the steps charged (the same each run: evaluations are deterministic).
 */
export function timeApplication(op: string, vars: Value[], reps: number, limits: CalcLimits = DEFAULT_LIMITS, nesting = 0): Timed {
  let expr: Value = ['@GVar 0', op, ...vars.slice(1).map((_, i) => `@GVar ${i + 1}`)];
  // Nested as the first element of `nesting` arrays (each an evaluation level of its own).
  for (let k = 0; k < nesting; k++) expr = [expr];
  let best = Infinity;
  let steps = 0;
  let outcome = 'value';
  for (let k = 0; k < reps; k++) {
    // A fresh host each time: operators may grow the shared prime table or edit the variables.
    const host = createHost({ gameVars: vars.slice() });
    const meter = { left: 1e15, budget: 1e15, what: 'probe' };
    host.stepMeter = meter;
    outcome = 'value';
    const t0 = performance.now();
    try {
      evaluate(expr, host, undefined, { limits });
    } catch (e) {
      if (!(e instanceof CalcArrayError)) throw e;
      outcome = e.kind;
    }
    best = Math.min(best, performance.now() - t0);
    steps = 1e15 - meter.left;
  }
  return { ms: best, steps, outcome };
}

/**
 * Nanoseconds per step of a cheap workload in this run (the yardstick time ratios are taken
 * against): a map of `x + 1` over 20,000 numbers, the fastest of `reps`.
 */
export function nsPerStep(reps = 7): number {
  const items = arrayOf(20_000);
  const expr: Value = ['@GVar 0', 'arr_map', [['@Var 1'], '+', ['@Var 1', '*', 3]]];
  let best = Infinity;
  for (let k = 0; k < reps; k++) {
    const host = createHost({ gameVars: [items] });
    const meter = { left: 1e15, budget: 1e15, what: 'yardstick' };
    host.stepMeter = meter;
    const t0 = performance.now();
    evaluate(expr, host);
    best = Math.min(best, ((performance.now() - t0) * 1e6) / (1e15 - meter.left));
  }
  return best;
}
