// Issue 24, done-when 4: `npm run sim` on every hostile code of the suite ends with a typed error
// within the budget. The suite's cases (the hostile-operator fuzz's: an operator applied to
// operands at size extremes, nested up to past the depth limit; tests/helpers/hostile-operands.ts)
// become Mode codes: a classic mode whose game variables hold the operands and whose end-of-turn
// script repeats the application until the action's step budget runs out. Each code must end
// with a typed error (exit 1: an engine error; exit 2: the code refused, a SaveCodeError), and
// take no more than 20× the time its budgets (import, one action, the view) predict at the
// yardstick's time per step, measured in the same run.
//
// CI plays a sample of 4 cases (each runs a whole action's budget, about a second); every case of
// the fuzz's CI run (5,000, the same seed), a long run of about 40 minutes:
//   HOSTILE_SIM_FUZZ_RUNS=5000 npx vitest run tests/sim-hostile-suite.test.ts
// or in shards (the same cases, numbered as in the whole run): HOSTILE_SIM_FROM=2500 HOSTILE_SIM_TO=5000 …
// HOSTILE_SIM_MIN_NESTING=300 keeps only the cases nested at least that deep (the same numbers).
// A case whose operands cannot be written as a code at all (case 14: an array sharing its halves
// 40 levels deep, 2^41 elements as text) is refused by the exporter with a SaveCodeError: it
// counts as the code refused (it once killed the process with a V8 fatal error).
// Found with HOSTILE_SIM_FUZZ_RUNS=40: case 17, expomodBR on a 262,140-bit Gaussian integer nested
// 300 deep, took 44× its budgets' time. Not the operator (a 64-bit operand, `+` or `str_length`
// took as long): evaluation levels were not charged, so each round of the script's `@repeat`
// charged ~26 steps for 300 interpreted levels (~1.5 µs each, plus an O(depth) parent-chain copy).
// Each level entered is a step now (interpreter and compiled nodes alike): 1.7× in a run of the 40 (12.6×
// under a load of 20; tests/operator-costs.test.ts times the loop alone: 167× before).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSim } from '../scripts/sim.ts';
import { ACTION_STEP_BUDGET } from '../src/engine/game.ts';
import { IMPORT_STEP_BUDGET } from '../src/formats/errors.ts';
import type { Value } from '../src/calc/values.ts';
import { VIEW_STEP_BUDGET } from '../src/worker/view-model.ts';
import { modeCode, testClassicMode } from '../src/worker/test-codes.ts';
import { SaveCodeError } from '../src/formats/errors.ts';
import { fuzzSettings } from './helpers/fuzz-settings.ts';
import {
  describeOperand,
  hostileCaseArb,
  hostilePool,
  MAX_RATIO,
  nsPerStep,
  type HostileCase,
} from './helpers/hostile-operands.ts';

const SIM = fuzzSettings('HOSTILE_SIM', 4, 20_261_128);

/** A classic mode whose end-of-turn script repeats the case's application (operands in game variables). */
function caseCode({ op, vars, nesting }: HostileCase): string {
  let app: Value = ['@GVar 0', op, ...vars.slice(1).map((_, i) => `@GVar ${i + 1}`)];
  for (let k = 0; k < nesting; k++) app = [app];
  return modeCode(
    testClassicMode('hostile', { startGameVars: vars, scripts: [[[0, '@repeat', 1e9, app], 'EndTurn']] }),
  );
}

describe('npm run sim on the hostile suite', () => {
  const all = fc.sample(hostileCaseArb(hostilePool()), { numRuns: SIM.numRuns, seed: SIM.seed });
  const from = Number(process.env.HOSTILE_SIM_FROM ?? 0);
  const minNesting = Number(process.env.HOSTILE_SIM_MIN_NESTING ?? 0);
  const cases = all
    .slice(from, Number(process.env.HOSTILE_SIM_TO ?? all.length))
    .map((c, n) => ({ c, n }))
    .filter(({ c }) => c.nesting >= minNesting);
  const budgetSteps = IMPORT_STEP_BUDGET + ACTION_STEP_BUDGET + VIEW_STEP_BUDGET;

  it(
    `ends each of ${cases.length} codes with a typed error within 20× its budgets' time`,
    async () => {
      const ns = nsPerStep();
      const failures: string[] = [];
      const figures: string[] = [];
      for (const { c, n } of cases) {
        const what = `case ${from + n}: ${c.op} [${c.vars.map(describeOperand).join(', ')}] nested ${c.nesting}`;
        let code: string;
        try {
          code = caseCode(c);
        } catch (e) {
          if (!(e instanceof SaveCodeError)) throw e;
          figures.push(`0 0 ms code (export) ${what}: ${e.message.slice(0, 80)}`);
          continue;
        }
        const t0 = performance.now();
        const outcome = await runSim(['--code', code, '--moves', '1', '--seed', '1'], () => {});
        const ms = performance.now() - t0;
        const ratio = ms / ((budgetSteps * ns) / 1e6);
        figures.push(
          `${ratio.toFixed(3)} ${ms.toFixed(0)} ms ${outcome.error?.kind ?? 'none'} ${what}: ${outcome.error?.message.slice(0, 80) ?? ''}`,
        );
        if (outcome.exitCode === 0 || (outcome.error?.kind !== 'engine' && outcome.error?.kind !== 'code'))
          failures.push(`${what}: exit ${outcome.exitCode}`);
        if (ratio > MAX_RATIO) failures.push(`${what}: ${ms.toFixed(0)} ms, ${ratio.toFixed(1)}× the budgets' time`);
      }
      figures.sort((a, b) => parseFloat(b) - parseFloat(a));
      console.log(
        `${cases.length} codes, yardstick ${ns.toFixed(0)} ns/step, budgets ${budgetSteps} steps; highest time/budget ratios:\n${figures.slice(0, 8).join('\n')}`,
      );
      expect(failures).toEqual([]);
    },
    24 * 3_600_000,
  );
});
