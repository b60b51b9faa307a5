// The operator cost table (src/calc/ops/costs.ts) covers every operator, and each operator's time
// grows no faster than its charge: fed operands of each kind its entry names at two sizes (16×
// apart), the time at the larger size is at most 20× what the smaller size's time per step
// predicts for the larger one's steps. Ratios within one run, never absolute times: each time is
// the fastest of a few runs, and small differences are measured against a floor of 20,000 steps of
// a cheap workload (the yardstick) timed in the same run.
import { describe, expect, it } from 'vitest';
import { costTable, type SizedKind } from '../src/calc/ops/costs.ts';
import { operatorNames } from '../src/calc/ops/registry.ts';
import {
  arrayOf,
  bigOf,
  describeOperand,
  gaussianOf,
  judgeApplication,
  MAX_RATIO,
  nsPerStep,
  operandOf,
  timeApplication,
} from './helpers/hostile-operands.ts';
import { BigRational, GaussianBigInt, type Value } from '../src/calc/values.ts';
import { CalcArrayError } from '../src/calc/errors.ts';
import { createHost } from '../src/calc/host.ts';
import { evaluate } from '../src/calc/index.ts';

const SIZES: Record<SizedKind, [number, number]> = {
  text: [1 << 14, 1 << 18],
  bigint: [1 << 12, 1 << 16],
  array: [1 << 10, 1 << 14],
  parts: [1 << 11, 1 << 15],
  count: [500, 8000],
};

describe('operator cost table', () => {
  it('lists every operator with a charge formula', () => {
    const table = costTable();
    expect(table.map((e) => e.name)).toEqual(operatorNames());
    for (const { name, cost } of table) {
      expect(cost, name).toBeDefined();
      expect(cost!.charge.length, name).toBeGreaterThan(3);
    }
  });

  it('each costly operator takes no more time than its charge predicts (20× bound)', () => {
    const ns = nsPerStep();
    const floorMs = (20_000 * ns) / 1e6;
    const worst: string[] = [];
    const failures: string[] = [];
    for (const { name, cost } of costTable()) {
      for (const kind of cost!.sized) {
        const [small, large] = SIZES[kind];
        const a = operandOf(kind, small);
        const b = operandOf(kind, large);
        timeApplication(name, [a, a, 3, 2], 1); // warm up (compilation, prime table)
        const s = timeApplication(name, [a, a, 3, 2], 3);
        const l = timeApplication(name, [b, b, 3, 2], 2);
        const predicted = Math.max(s.ms * Math.max(1, l.steps / Math.max(1, s.steps)), floorMs);
        const ratio = l.ms / predicted;
        worst.push(
          `${ratio.toFixed(2)} ${name} ${kind}: ${s.ms.toFixed(2)} ms/${s.steps} → ${l.ms.toFixed(2)} ms/${l.steps} (${l.outcome})`,
        );
        if (ratio > 20) {
          // A second look: a collection or a neighbour's burst may have stalled one run.
          const again = timeApplication(name, [b, b, 3, 2], 2);
          if (again.ms / predicted > 20) failures.push(worst[worst.length - 1]!);
        }
      }
    }
    worst.sort((x, y) => parseFloat(y) - parseFloat(x));
    console.log(`yardstick ${ns.toFixed(0)} ns/step; highest time/charge ratios:\n${worst.slice(0, 8).join('\n')}`);
    expect(failures).toEqual([]);
  }, 300_000);

  // Costs the hostile-operator fuzz (tests/hostile-operators.fuzz.test.ts) found uncharged, each
  // as the application that found it: its time within 20× what its charged steps predict.
  const digits = '3'.repeat(315_000); // a text JS parses as a 315,000-digit bigint when compared with one
  const longDigits = '7'.repeat(1_000_000); // ~1 s to parse: the charge stops it first
  const huge = bigOf((1 << 20) - 8);
  const bigG = new GaussianBigInt(bigOf(1 << 19), -bigOf(1 << 18));
  const bigQ = BigRational.of(bigOf(1 << 18), bigOf(1 << 17) + 2n);
  const FOUND: [what: string, op: string, vars: Value[]][] = [
    ['a missing row named in the error (a million-bit bigint printed in decimal)', 'tileValue', [huge, 1]],
    ['a long integer text ordered against a bigint (parsed as a bigint)', 'min', [longDigits, huge]],
    ['… and by `<`', '<', [5n, longDigits]],
    ['… at each probe of a binary search', 'arr_binarySearch', [Array.from({ length: 4096 }, () => digits), 5n]],
    ['a big Gaussian divided by a mid-size one (work ∝ the product of their sizes)', '/mGB', [bigG, bigOf(1 << 16)]],
    [
      'Gaussian seeds unlocked with big parts (a division per step)',
      'GaussianDIVESeedUnlock',
      [bigG, [bigG], NaN, true],
    ],
    // Found repeated (judged as a script repeats a cheaply charged application):
    ['a big Gaussian cubed (the power charged by its result size)', '^GB', [gaussianOf(1 << 18), 3n]],
    ['a big Gaussian to the power 0 (its norm was computed first)', '^GB', [bigG, 0n]],
    ['a unit to a million-bit power (its exponent % 4 scanned every bit)', '**GB', [bigQ, 1n << 1_000_000n]],
    ['0 modGB a 65,536-bit divisor (its norms charged whatever R is)', 'modGB', [bigQ, bigOf(1 << 16)]],
    [
      '65,536 entries with 3 weights (only the weighed ones are read)',
      'weightedRandomArrayEntry',
      [arrayOf(1 << 16), [1, 2, 3]],
    ],
    ['65,536 entries with 65,536 weights', 'weightedRandomArrayEntry', [arrayOf(1 << 16), arrayOf(1 << 16)]],
    [
      'the logarithm of big parts (their bit lengths read)',
      'logRBR',
      [bigQ, BigRational.of(1n, bigOf(1 << 19)), bigOf(68)],
    ],
    ['a big rational squared to a precision (the power and long division)', '^RBR', [bigQ, 2n, 1n]],
    ['a 65,536-bit bigint cubed (the power charged by its result size)', '**B', [bigOf(1 << 16), 3n]],
    ['4,100 bits written in base 2 (1 step a digit)', 'baseConvertB', [bigOf(4100), [0, 1]]],
    ['the gcd of 2^20 and 2^16 bits (its first division was in a free round)', 'gcdB', [huge, bigOf(1 << 16)]],
    ['… of 2^20 and 2^19 bits', 'gcdB', [huge, bigOf(1 << 19)]],
    ['65,536 elements rearranged to none (R was copied for 0 steps)', 'arr_eqRearrange', [arrayOf(1 << 16), []]],
    [
      'a million-bit tile unlocked by a 4,100-bit seed (long divisions; seed 201 of 100,000, case 65249)',
      'DIVESeedUnlock',
      [bigOf(1_000_004), bigOf(4100), -1],
    ],
    [
      'a 4,100-bit bigint written in a 65,536-bit base (the base was squared first; seed 201, case 86098)',
      'baseConvertB',
      [bigOf(4100), bigOf(1 << 16)],
    ],
    [
      'a bigint ordered against a rational of a 524,280-bit denominator (its cross products)',
      '>=',
      [bigOf(4100), BigRational.of(1n, bigOf(1 << 19))],
    ],
  ];
  for (const [what, op, vars] of FOUND) {
    it(`charges ${what}: ${op} [${vars.map(describeOperand).join(', ')}]`, () => {
      const t = judgeApplication(op, vars, nsPerStep());
      expect(
        t.ratio,
        `${t.ms.toFixed(1)} ms for ${t.steps} steps (${t.outcome}); ${t.retimed.join('; ')}`,
      ).toBeLessThanOrEqual(MAX_RATIO);
    }, 60_000);
  }

  /**
   * The time of `expr` repeated by a script until a budget of 200,000 steps runs out, over the
   * time those steps predict: the fastest of up to 4 runs, each beside a fresh yardstick (a
   * neighbour's burst may stall one).
   */
  function repeatedRatio(expr: Value, gameVars: () => Value[]): { ratio: number; seen: string[] } {
    const budget = 200_000;
    const run = (): number => {
      const host = createHost({ gameVars: gameVars() });
      host.stepMeter = { left: budget, budget, what: 'probe' };
      const t0 = performance.now();
      expect(() => evaluate([0, '@repeat', 1e9, expr, '@end-repeat'], host)).toThrow(CalcArrayError);
      return performance.now() - t0;
    };
    run(); // warm up
    let ratio = Infinity;
    const seen: string[] = [];
    for (let k = 0; k < 4 && ratio > MAX_RATIO; k++) {
      const ns = nsPerStep(3);
      const ms = run();
      ratio = Math.min(ratio, ms / ((budget * ns) / 1e6));
      seen.push(`${ms.toFixed(0)} ms at ${ns.toFixed(0)} ns/step`);
    }
    return { ratio, seen };
  }

  // Found by the sim suite (tests/sim-hostile-suite.test.ts, case 17): evaluation levels were not
  // charged, so an application nested 300 deep, repeated by a script, ran ~45 µs per charged step.
  it('charges each evaluation level: an application nested 300 deep in a @repeat', () => {
    let deep: Value = ['@GVar 0', 'expomodBR', '@GVar 1'];
    for (let k = 0; k < 300; k++) deep = [deep];
    const { ratio, seen } = repeatedRatio(deep, () => [new GaussianBigInt(bigOf(64), 3n), '']);
    expect(ratio, seen.join('; ')).toBeLessThanOrEqual(MAX_RATIO);
  }, 120_000);

  // Found by the hostile fuzz (seed 201, cases 1544 and 4345): ordering an array against a rational
  // of 2^18-bit parts multiplied those parts (a copy each) for a charge of one step.
  it('charges the cross products of a rational comparison: an array <= a big rational, repeated', () => {
    const { ratio, seen } = repeatedRatio(['@GVar 0', '<=', '@GVar 1'], () => [arrayOf(1 << 16), bigQ]);
    expect(ratio, seen.join('; ')).toBeLessThanOrEqual(MAX_RATIO);
  }, 120_000);

  // Found by the hostile fuzz (seed 201, case 2694): NaN and arrays are never already signalled, so
  // a repeated signal grew the list by one a call, and each call scanned it for a step.
  it('charges @ScriptSignal its scan of a growing list of signals', () => {
    const nanSignals = repeatedRatio(['@GVar 0', '@ScriptSignal', '@GVar 1'], () => [true, NaN]);
    expect(nanSignals.ratio, nanSignals.seen.join('; ')).toBeLessThanOrEqual(MAX_RATIO);
    const scans = repeatedRatio(['@GVar 0', '@ScriptSignal', [], '@ScriptSignal', '@GVar 0'], () => [true]);
    expect(scans.ratio, scans.seen.join('; ')).toBeLessThanOrEqual(MAX_RATIO);
    // Seed 201, case 36897 of 100,000: a negative million-bit bigint signalled again (compared
    // digit by digit; its size bound negated it, a copy, until bigBits compared it with negated bounds).
    const bigSignals = repeatedRatio(['@GVar 0', '@ScriptSignal', '@GVar 1'], () => [bigQ, -huge]);
    expect(bigSignals.ratio, bigSignals.seen.join('; ')).toBeLessThanOrEqual(MAX_RATIO);
  }, 240_000);

  // Found by the hostile fuzz (seed 201, case 23457 of 100,000): arr_flat pushes its result one
  // element at a time, ~10× a copy's time, charged as a copy.
  it('charges arr_flat its pushes: 65,536 numbers flattened, repeated', () => {
    const { ratio, seen } = repeatedRatio(['@GVar 0', 'arr_flat', '@GVar 1'], () => [arrayOf(1 << 16), 0]);
    expect(ratio, seen.join('; ')).toBeLessThanOrEqual(MAX_RATIO);
  }, 120_000);

  // Found by the sim suite (case 94): with a colour count that is no number, multicolor copied its
  // 4,096 colours and built their set for a charge of one step, ~150 µs per step.
  it('charges multicolor its copy of the colours when no full set can be removed', () => {
    const nested = Array.from({ length: 4096 }, (_, i): Value => [i, [i]]);
    const { ratio, seen } = repeatedRatio(['@GVar 0', 'multicolor', '@GVar 1'], () => [arrayOf(4096), nested]);
    expect(ratio, seen.join('; ')).toBeLessThanOrEqual(MAX_RATIO);
  }, 120_000);
});
