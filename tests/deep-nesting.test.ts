// Issue 24: entering an evaluation level is charged one step, so its time must not grow with the
// depth. It once copied the parent chain (O(depth) per level): applications nested 300–399 deep
// ran 3.5–35× their charge. `[[…[@GVar 0 + 1]…]]` nested N deep, repeated by `@repeat` until a
// step budget runs out: the charge is asserted exactly (one step per level entered), and the time
// per charged step against the flat application's (N = 0) in the same run, with a generous bound,
// judged by the fastest of a few runs (a collection or a neighbour's burst may stall one).
// `npm run -s bench -- levels` prints the same figures up to 1,000 levels.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type CalcLimits } from '../src/calc/errors.ts';
import { createHost } from '../src/calc/host.ts';
import { evaluate, setCompiledEvaluation } from '../src/calc/index.ts';
import type { Value } from '../src/calc/values.ts';
import { MAX_RATIO } from './helpers/hostile-operands.ts';
import { nested, nsPerChargedStep as nsPerStepOf } from '../bench/levels.ts';

const BUDGET = 200_000;
/** Deeper than the default limit (400). */
const LIMITS: CalcLimits = { ...DEFAULT_LIMITS, maxDepth: 800 };
const DEPTHS = [50, 300, 399, 700];

const nsPerStep = (expr: Value, reps: number): number => nsPerStepOf(expr, reps, BUDGET, LIMITS);

/** Steps one evaluation of `expr` charges. */
function stepsOf(expr: Value): number {
  const host = createHost({ gameVars: [1] });
  const meter = { left: 1e15, budget: 1e15, what: 'probe' };
  host.stepMeter = meter;
  evaluate(expr, host, undefined, { limits: LIMITS });
  return 1e15 - meter.left;
}

describe.each([
  ['compiled', true],
  ['interpreted', false],
])('levels nested deep (%s)', (mode, compiled) => {
  it('charges one step per level entered', () => {
    setCompiledEvaluation(compiled);
    try {
      const flat = stepsOf(nested(0));
      for (const n of DEPTHS) expect(stepsOf(nested(n)), `depth ${n}`).toBe(flat + n);
    } finally {
      setCompiledEvaluation(true);
    }
  });

  it(`takes no more than ${MAX_RATIO}× the flat application's time per charged step`, () => {
    setCompiledEvaluation(compiled);
    try {
      const lines: string[] = [];
      const failures: string[] = [];
      const flatExpr = nested(0); // one array: compiled once, as each deep one is
      nsPerStep(flatExpr, 2); // warm up
      for (const n of DEPTHS) {
        const expr = nested(n);
        nsPerStep(expr, 1); // warm up
        let ratio = Infinity;
        let seen = '';
        for (let k = 0; k < 3 && ratio > MAX_RATIO / 4; k++) {
          const flat = nsPerStep(flatExpr, 2);
          const deep = nsPerStep(expr, 2);
          if (deep / flat < ratio) {
            ratio = deep / flat;
            seen = `${deep.toFixed(0)} vs ${flat.toFixed(0)} ns/step`;
          }
        }
        lines.push(`depth ${n}: ${ratio.toFixed(2)}× (${seen})`);
        if (ratio > MAX_RATIO) failures.push(lines[lines.length - 1]!);
      }
      console.log(`time per charged step over the flat application's, ${mode}:\n${lines.join('\n')}`);
      expect(failures).toEqual([]);
    } finally {
      setCompiledEvaluation(true);
    }
  }, 120_000);
});
