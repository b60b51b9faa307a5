// The engine's seam to the CalcArray language: every expression the engine evaluates goes through
// an injected `EngineEvaluator`, so the move mechanics can be tested with a stub and the real
// evaluator (src/calc) is wired in one place (`calc-evaluator.ts`).
import type { CalcHost } from '../calc/host.ts';
import type { RuleTileContext } from './rules/merge-rules.ts';
import type { Value } from '../calc/values.ts';

/** Where an expression is evaluated (calcarray.md §1.1); absent fields take the defaults. */
export interface EvalContext {
  v?: number | 'None';
  h?: number | 'None';
  vdir?: number;
  hdir?: number;
  /** [mergeLength, slideAmount, moveType, directionIndex]; shorter lists are completed. */
  addInfo?: Value[];
  /** The tile container (`@This`, `@Next` …); defaults to the live grid. */
  container?: Value;
  /** The caller's variable list (adopted only under `@var_retain`/`@var_copy`). */
  vars?: Value[] | null;
}

export interface EngineEvaluator {
  /** Evaluates a CalcArray top-level (fresh parents); throws CalcArrayError on failure. */
  evaluate(expr: Value, host: CalcHost, ctx: EvalContext): Value;
  /**
   * Optional fast path of `evaluate(expr, host, { ...tile, vars })` for a context the engine built
   * complete (merge rules): no intermediate context objects.
   */
  evaluateAt?(expr: Value, host: CalcHost, tile: RuleTileContext, vars: Value[] | null): Value;
  /** Evaluates a text expression to the displayed plain text (optional: display only). */
  text?(x: Value, host: CalcHost, v: number | 'None', h: number | 'None', container?: Value): string;
}

export const DEFAULT_ADD_INFO: readonly Value[] = [1, Infinity, 0, 0];

export function toRuleTile(ctx: EvalContext, host: CalcHost): RuleTileContext {
  return {
    v: ctx.v ?? 0,
    h: ctx.h ?? 0,
    vdir: ctx.vdir ?? 0,
    hdir: ctx.hdir ?? 0,
    addInfo: ctx.addInfo ?? (DEFAULT_ADD_INFO as Value[]),
    container: ctx.container === undefined ? host.grid : ctx.container,
  };
}
