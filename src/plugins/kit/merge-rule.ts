// A merge rule as the engine reads it (engine.md §4.1), built from named parts so plugin code says
// what a rule means rather than where each entry goes.
import type { Value } from '../../calc/values.ts';
import type { Expr } from './expr.ts';

export interface MergeRuleSpec {
  /** Tiles consumed: a number, or an expression evaluated per attempt. */
  length: number | Expr;
  /** Must evaluate to exactly `true`. `@This` is the moving (rear) tile, `@Next i` the i-th ahead. */
  cond: Expr;
  /** false: every ordering of the tiles is tried, and outputs/score see the matching order. */
  ordered: boolean;
  /** One tile template per resulting tile (front-most cell first); fewer than `length` empties the rest. */
  outputs: Value[];
  /** Added to the score. */
  score: Expr;
  /** Used-up flag per position; omitted = the engine's default (outputs used up). */
  flags?: boolean[];
  /**
   * One rule standing for several lengths (engine.md §4.3): from `base` up in steps of `step` to
   * `max` (a number, capped by the grid, or a list of allowed lengths); each extra step repeats
   * the condition with tile slot i moved by `stepOrders[i]` slots.
   */
  multiLength?: { base: number; stepOrders: Expr[]; step: number; max?: number | number[] };
}

export function mergeRule(r: MergeRuleSpec): Value[] {
  const rule: Value[] = [r.length, r.cond, r.ordered, r.outputs, r.score];
  if (r.flags || r.multiLength) rule.push(r.flags ?? []);
  if (r.multiLength) {
    const m = r.multiLength;
    rule.push(m.base, m.stepOrders, m.step);
    if (m.max !== undefined) rule.push(m.max);
  }
  return rule;
}
