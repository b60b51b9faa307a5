// Random goals in doubling bands (the original's rule in SCAPRIM, read from its recorded mode
// code): with first-goal minimum m, the first goal is drawn in [m, 2m − 1] and the n-th goal reached
// moves the goal into [2^n·m, 2^(n+1)·m − 1]. Goals are single BigInt tiles.
import type { Value } from '../../../src/plugins/kit.ts';
import type { GoalPlan } from '../page3/reachable-goals.ts';
import { bandNext } from './dive-goals.ts';

export function bandGoalPlan(v: { goal: number; reached: number; made: number; minimum: number }): GoalPlan {
  const goal = `@GVar ${v.goal}`;
  const next: Value = bandNext(goal, `@GVar ${v.reached}`, `@GVar ${v.minimum}`);
  return {
    chain: {
      goal: v.goal,
      reached: v.reached,
      made: v.made,
      // With no goal reached yet the band is [m, 2m − 1]: the roll needs no further step.
      start: next,
      next: [next],
      belowMinimum: [goal, '<', `@GVar ${v.minimum}`],
      tile: [goal, 'Array'],
      madeIn: ['@var_retain', '@Var -1', 'arr_elem', 0, 'arr_elem', 0, 'absB', '=', goal],
      buildStep: ['@edit_gvar', v.goal, next],
    },
    vars: v,
    start: 0n,
  };
}
