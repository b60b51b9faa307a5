// `mergeRuleApplies` as an operator: tests a host merge rule at an offset from the context tile.
// The rule semantics (engine.md §4.4) live in merge-rules.ts; this adapter supplies the evaluator.
import { CalcArrayError } from './errors.ts';
import type { EvalEnv } from './evaluate.ts';

export function mergeRuleAppliesOp(_env: EvalEnv, ruleIndex: number, _offset: number, nonRecursive: boolean): boolean {
  throw new CalcArrayError('error', nonRecursive ? 'mergeRuleApplies_nonRecursive' : 'mergeRuleApplies', `rule ${ruleIndex}: not wired yet`);
}
