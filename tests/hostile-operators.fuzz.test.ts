// Hostile operator applications (issue 24): every operator of the cost table (src/calc/ops/costs.ts)
// applied to operands at size extremes — texts of up to 4M characters, bigints of up to 2^20 bits,
// arrays of 2^16 elements, values nested 390 deep or sharing sub-arrays (exponentially long
// to walk), rationals and Gaussians with big parts — optionally nested deep in the expression, each
// evaluated under the normal budget (DEFAULT_LIMITS). Every evaluation must end with a value or a
// CalcArrayError, and take no more than 20× the time its charged steps predict: steps are turned
// into time by a cheap workload timed in the same run (a ratio, never an absolute time), with a
// floor of 20,000 steps for what every evaluation costs (compiling a new expression). A case over
// the bound is timed again before it fails (a collection or a neighbour may stall one run).
//
// CI runs only 20 cases (under a second): with the default seed, some case among the first 300
// still runs for minutes (a cost not yet metered, not yet found), so 5,000 do not finish. A hunt:
//   HOSTILE_OPS_FUZZ_RUNS=100000 HOSTILE_OPS_FUZZ_SEED=7 npx vitest run tests/hostile-operators.fuzz.test.ts
// (a failure prints the seed and path to replay it: HOSTILE_OPS_FUZZ_SEED=… HOSTILE_OPS_FUZZ_PATH=…).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costTable, type SizedKind } from '../src/calc/ops/costs.ts';
import { BigRational, GaussianBigInt, type Value } from '../src/calc/values.ts';
import { fuzzSettings } from './helpers/fuzz-settings.ts';
import { arrayOf, bigOf, nsPerStep, textOf, timeApplication } from './helpers/hostile-operands.ts';

const FUZZ = fuzzSettings('HOSTILE_OPS', 20, 20_261_128);

/** Values of each kind, built once: the extremes the limits allow, and a few ordinary ones. */
function pool(): Record<SizedKind | 'plain', Value[]> {
  let nested: Value = [1];
  for (let i = 0; i < 390; i++) nested = [nested, i];
  let shared: Value = [1, 2];
  for (let i = 0; i < 40; i++) shared = [shared, shared];
  const huge = bigOf((1 << 20) - 8);
  return {
    text: [textOf((1 << 22) - 16), textOf(1 << 16), '3'.repeat(315_000), 'rgba(' + '7'.repeat(1 << 21) + ', 1, 1, 1)', '<b>'.repeat(200_000), '(('.repeat(100_000)],
    bigint: [huge, -huge, bigOf(1 << 16), 1n << 1_000_000n, bigOf(1 << 12)],
    // Not 2^20 elements yet: a top-level result is copied (unescapeAt) without a charge, ~80 ms
    // for a million elements (charging it there is still to do: the shortcuts must charge alike).
    array: [arrayOf(1 << 16), arrayOf(1 << 12), nested, shared, Array.from({ length: 4096 }, (_, i) => [i, [i]])],
    parts: [BigRational.of(bigOf(1 << 18), bigOf(1 << 17) + 2n), new GaussianBigInt(bigOf(1 << 18), -bigOf(1 << 17)), BigRational.of(1n, bigOf(1 << 19))],
    count: [1_000_000n, 99_999n, 3_000_000, 1e300, 2n ** 64n],
    plain: [0, -1, 2.5, NaN, Infinity, -Infinity, '', 'x', true, undefined, null, 3n, -7n, [], [1, 2, 3]],
  };
}

describe('hostile operator applications', () => {
  it('end with a value or a CalcArrayError, within 20× the time their steps predict', () => {
    const values = pool();
    const ops = costTable();
    const kinds = Object.keys(values) as (SizedKind | 'plain')[];
    const ns = nsPerStep();
    const operand = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...kinds).chain((k) => fc.constantFrom(...values[k])) },
      { weight: 1, arbitrary: fc.constantFrom(...values.plain) },
    );
    const hostileCase = fc.record({
      op: fc.constantFrom(...ops),
      // R at a size extreme of a kind the operator's entry names (or any), then any operands.
      r: fc.nat(),
      rest: fc.array(operand, { minLength: 3, maxLength: 3 }),
      nesting: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constantFrom(50, 300, 399, 450) }),
    });
    const slow: string[] = [];
    fc.assert(
      fc.property(hostileCase, ({ op, r, rest, nesting }) => {
        const own = op.cost!.sized.length > 0 ? op.cost!.sized : kinds;
        const pick = values[own[r % own.length]!];
        const vars = [pick[(r >> 4) % pick.length]!, ...rest];
        const t = timeApplication(op.name, vars, 1, undefined, nesting);
        expect(['value', 'type', 'range', 'error', 'limit']).toContain(t.outcome);
        const bound = (20 * Math.max(t.steps, 20_000) * ns) / 1e6;
        if (t.ms > bound) {
          const again = timeApplication(op.name, vars, 2, undefined, nesting);
          if (again.ms > bound) slow.push(`${op.name} (${again.ms.toFixed(1)} ms for ${again.steps} steps, bound ${bound.toFixed(1)} ms)`);
          expect(again.ms, `${op.name}: ${again.steps} steps`).toBeLessThanOrEqual(bound);
        }
      }),
      // No shrinking: each case may run for its whole budget, and the case is printed as it is.
      { ...FUZZ, endOnFailure: true },
    );
    expect(slow).toEqual([]);
  }, 3_600_000);
});
