// `mergeRuleApplies` as an operator: tests a host merge rule at an offset from the context tile.
// The rule semantics (engine.md §4.4) are the engine's (src/engine/rules/merge-rules.ts), which
// registers its test here when it loads, so the language imports nothing of the engine; this
// adapter supplies the evaluator.
import { typeError } from './errors.ts';
import { evalExpr, NO_PARENTS, type EvalEnv } from './evaluate.ts';
import type { CalcHost } from './host.ts';
import type { Value } from './values.ts';

/** The tile context an expression is evaluated in (calcarray.md §1.1). */
export interface RuleTileContext {
  v: number | 'None';
  h: number | 'None';
  vdir: number;
  hdir: number;
  /** [mergeLength, slideAmount, moveType, directionIndex, ...] */
  addInfo: Value[];
  container: Value;
}

/** Evaluates `expr` as a fresh top-level evaluation in `tile`, passing `vars` as the caller's list. */
export type RuleEvaluate = (expr: Value, tile: RuleTileContext, vars: Value[] | null) => Value;

export interface MergeRuleAppliesContext {
  host: CalcHost;
  /** The calling expression's tile context (its addInfo is prepended with the rule's length). */
  tile: RuleTileContext;
  evaluate: RuleEvaluate;
}

/** Does merge rule `ruleIndex` apply at the context tile with its references shifted by `offset`? */
export type MergeRuleTest = (
  ruleIndex: number,
  offset: number,
  nonRecursive: boolean,
  ctx: MergeRuleAppliesContext,
) => boolean;

let mergeRuleTest: MergeRuleTest | null = null;

/** Installs the engine's merge-rule test (src/engine/rules/merge-rules.ts does when it loads). */
export function registerMergeRuleTest(test: MergeRuleTest): void {
  mergeRuleTest = test;
}

export function mergeRuleAppliesOp(env: EvalEnv, ruleIndex: number, offset: number, nonRecursive: boolean): boolean {
  const where = nonRecursive ? 'mergeRuleApplies_nonRecursive' : 'mergeRuleApplies';
  if (mergeRuleTest === null) throw typeError(where, 'merge rules can only be tested in a game');
  const rt = env.rt;
  return mergeRuleTest(ruleIndex, offset, nonRecursive, {
    host: rt.host,
    tile: env.tile,
    evaluate: (expr, tile, vars) => evalExpr(expr, { rt, tile, parents: NO_PARENTS, vars, gvs: 0 }, true, true),
  });
}
