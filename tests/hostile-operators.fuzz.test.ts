// Hostile operator applications (issue 24): every operator of the cost table (src/calc/ops/costs.ts)
// applied to operands at size extremes — texts of up to 4M characters, bigints of up to 2^20 bits,
// arrays of 2^16 elements, values nested 390 deep or sharing sub-arrays (exponentially long
// to walk), rationals and Gaussians with big parts — optionally nested deep in the expression, each
// evaluated under the normal budget (DEFAULT_LIMITS). Every evaluation must end with a value or a
// CalcArrayError, and take no more than 20× the time its charged steps predict: steps are turned
// into time by a cheap workload timed in the same run (a ratio, never an absolute time), with a
// floor of 20,000 steps for what every evaluation costs (compiling a new expression). The
// yardstick is the fastest of its measures (every 250 cases); a case over the bound is timed 3 more
// times, each beside a fresh yardstick, and judged by its fastest (a collection or a neighbour's
// burst may stall one run; a loaded machine slows both alike).
//
// CI runs 5,000 cases (about 50 s of CPU; the wall time grows with the machine's load). Found by
// this suite and charged: Gaussian gcd/lcm of big parts, units raised to huge exponents, texts
// compared with bigints (a quadratic parse), Gaussian DIVE unlocks of big parts, Gaussian powers
// (by their result size) and the divisor's norms of modGB, rational real functions (their parts,
// ^RBR's power and long division), the weighed entries of weightedRandomArrayEntry, the cross
// products of ordering a bigint or an array against a big rational, @ScriptSignal's scan of a
// list that NaN and array signals grow by one a call (and of big bigint signals), arr_flat's
// one-by-one pushes, DIVESeedUnlock's long divisions of big tiles, gcdB's first long division;
// and uncharged work removed: a million-bit bigint printed into an error message, compile
// attempts descending from every level of a deep chain, the norm and a million-bit exponent's
// % 4 of a unit power, the entries past the last weight, the copy bigBits made of a negative
// bigint to size it, a base squared past the number written in it. Each failure is named by its case index; replay one with
// HOSTILE_OPS_FUZZ_CASES=<index,…> (same seed and run count); HOSTILE_OPS_FUZZ_SHARD=k/n (0 ≤ k < n) runs the
// cases k mod n (a long hunt over n processes); HOSTILE_OPS_FUZZ_LOG=<file>
// writes a line per case (ms, steps, first and judged ratio, outcome, case). A hunt:
//   HOSTILE_OPS_FUZZ_RUNS=100000 HOSTILE_OPS_FUZZ_SEED=7 npx vitest run tests/hostile-operators.fuzz.test.ts
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzSettings } from './helpers/fuzz-settings.ts';
import {
  describeOperand,
  hostileCaseArb,
  hostilePool,
  judgeApplication,
  MAX_RATIO,
  nsPerStep,
} from './helpers/hostile-operands.ts';

const FUZZ = fuzzSettings('HOSTILE_OPS', 5_000, 20_261_128);

/** Failures reported at most (the later cases are skipped: a hunt needs only a few); HOSTILE_OPS_FUZZ_MAX_FAILURES. */
const MAX_FAILURES = Number(process.env.HOSTILE_OPS_FUZZ_MAX_FAILURES ?? 10);
/** A case over its bound is timed this many times more, each beside a fresh yardstick. */
const RETIMES = 3;
/** Cases between two measures of the yardstick. */
const YARDSTICK_EVERY = 250;
/** `k/n`: only the cases whose index is k mod n (a long hunt split over n processes). */
const SHARD = (process.env.HOSTILE_OPS_FUZZ_SHARD ?? '0/1').split('/').map(Number) as [number, number];
// A shard k ≥ n (say 2/2) would select no case and pass having judged nothing.
if (!(Number.isInteger(SHARD[0]) && Number.isInteger(SHARD[1]) && SHARD[0] >= 0 && SHARD[0] < SHARD[1]))
  throw new Error(`HOSTILE_OPS_FUZZ_SHARD=${process.env.HOSTILE_OPS_FUZZ_SHARD}: k/n with 0 ≤ k < n`);
/** Only these cases (by index) are run, when given: replays of a failure. */
const only = process.env.HOSTILE_OPS_FUZZ_CASES
  ? new Set(process.env.HOSTILE_OPS_FUZZ_CASES.split(',').map(Number))
  : null;

describe('hostile operator applications', () => {
  it('end with a value or a CalcArrayError, within 20× the time their steps predict', () => {
    const values = hostilePool();
    const hostileCase = hostileCaseArb(values);
    // The yardstick: the fastest seen, measured again every YARDSTICK_EVERY cases (a run measured
    // during a neighbour's burst would make every bound after it lenient).
    let ns = nsPerStep();
    // Failures are described here, briefly: fast-check cannot print operands of megabytes.
    const failures: string[] = [];
    const worst: { ratio: number; what: () => string }[] = [];
    let index = 0;
    let retimed = 0;
    const t0 = performance.now();
    fc.assert(
      fc.property(hostileCase, ({ op, vars, nesting }) => {
        const n = index++;
        if (failures.length >= MAX_FAILURES || (only !== null && !only.has(n)) || n % SHARD[1] !== SHARD[0])
          return true;
        if (n % YARDSTICK_EVERY === YARDSTICK_EVERY - 1) ns = Math.min(ns, nsPerStep(3));
        // Described only when reported: printing the sizes of big operands costs ~1 ms a case.
        const what = () => `case ${n}: ${op} [${vars.map(describeOperand).join(', ')}] nested ${nesting}`;
        try {
          const t = judgeApplication(op, vars, ns, nesting, RETIMES);
          if (!['value', 'type', 'range', 'error', 'limit'].includes(t.outcome))
            failures.push(`${what()}: ended with ${t.outcome}`);
          if (t.ratio > MAX_RATIO) failures.push(`${what()}: ${t.ratio.toFixed(1)}× (${t.retimed.join('; ')})`);
          if (t.firstRatio > MAX_RATIO) retimed++;
          worst.push({ ratio: t.ratio, what });
          if (process.env.HOSTILE_OPS_FUZZ_LOG)
            appendFileSync(
              process.env.HOSTILE_OPS_FUZZ_LOG,
              `${t.ms.toFixed(2)}\t${t.steps}\t${t.firstRatio.toFixed(2)}\t${t.ratio.toFixed(2)}\t${t.outcome}\t${what()}\n`,
            );
          if (worst.length > 64) worst.sort((a, b) => b.ratio - a.ratio).splice(8);
        } catch (e) {
          failures.push(`${what()}: threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
        }
        return true;
      }),
      // No shrinking: each case may run for its whole budget, and the case is described above.
      { ...FUZZ, endOnFailure: true },
    );
    worst.sort((a, b) => b.ratio - a.ratio);
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `${index} cases, seed ${FUZZ.seed}, ${seconds} s, yardstick ${ns.toFixed(0)} ns/step, ${retimed} re-timed; highest time/charge ratios:\n` +
        worst
          .slice(0, 5)
          .map((w) => `${w.ratio.toFixed(2)} ${w.what()}`)
          .join('\n'),
    );
    expect(failures).toEqual([]);
  }, 3_600_000);
});
