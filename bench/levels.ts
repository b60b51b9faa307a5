// Entering evaluation levels (issue 24): `npm run -s bench -- levels`. Each level entered is
// charged one step, so its time must not grow with the depth. `[[…[@GVar 0 + 1]…]]` nested N deep
// is repeated by `@repeat` until a step budget runs out; printed: its time per charged step, and
// that over the flat application's (N = 0) in the same run, compiled and interpreted.
import { CalcArrayError, DEFAULT_LIMITS, type CalcLimits } from '../src/calc/errors.ts';
import { createHost } from '../src/calc/host.ts';
import { evaluate, setCompiledEvaluation } from '../src/calc/index.ts';
import type { Value } from '../src/calc/values.ts';
import { report } from './_measure.ts';

const BUDGET = 400_000;
const LIMITS: CalcLimits = { ...DEFAULT_LIMITS, maxDepth: 1_100 };

/** `[[…[@GVar 0 + 1]…]]` nested `depth` deep (tests/deep-nesting.test.ts uses it too). */
export function nested(depth: number): Value {
  let app: Value = ['@GVar 0', '+', 1];
  for (let k = 0; k < depth; k++) app = [app];
  return app;
}

/** Nanoseconds per charged step of `expr` repeated until `budget` steps run out (the fastest of `reps`). */
export function nsPerChargedStep(expr: Value, reps: number, budget = BUDGET, limits = LIMITS): number {
  let best = Infinity;
  for (let k = 0; k < reps; k++) {
    const host = createHost({ gameVars: [1] });
    host.stepMeter = { left: budget, budget, what: 'probe' };
    const t0 = performance.now();
    try {
      evaluate([0, '@repeat', 1e9, expr, '@end-repeat'], host, undefined, { limits });
    } catch (e) {
      if (!(e instanceof CalcArrayError) || !e.message.includes('step budget')) throw e;
    }
    best = Math.min(best, ((performance.now() - t0) * 1e6) / budget);
  }
  return best;
}

export function main(): void {
  for (const compiled of [true, false]) {
    setCompiledEvaluation(compiled);
    const mode = compiled ? 'compiled' : 'interpreted';
    const flatExpr = nested(0); // one array: compiled once, as each deep one is
    nsPerChargedStep(flatExpr, 2); // warm up
    const flat = nsPerChargedStep(flatExpr, 5);
    report(`${mode} flat`, flat, 'ns/step');
    for (const n of [300, 399, 600, 1000]) {
      nsPerChargedStep(nested(n), 1);
      const deep = nsPerChargedStep(nested(n), 5);
      report(`${mode} nested ${n}`, deep, `ns/step (${(deep / flat).toFixed(2)}× flat)`);
    }
  }
  setCompiledEvaluation(true);
}
