// `mergeRuleApplies` as an operator: tests a host merge rule at an offset from the context tile.
// The rule semantics (engine.md §4.4) live in merge-rules.ts; this adapter supplies the evaluator.
import { evalExpr, type EvalEnv } from './evaluate.ts';
import { mergeRuleApplies } from './merge-rules.ts';

export function mergeRuleAppliesOp(env: EvalEnv, ruleIndex: number, offset: number, nonRecursive: boolean): boolean {
  const rt = env.rt;
  return mergeRuleApplies(ruleIndex, offset, nonRecursive, {
    host: rt.host,
    tile: env.tile,
    evaluate: (expr, tile, vars) => evalExpr(expr, { rt, tile, parents: [], vars, gvs: 0 }, true, true),
  });
}
