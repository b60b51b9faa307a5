import { describe, expect, it } from 'vitest';
import { E, LEFT, define, playOn } from '../page2/test-kit.ts';
import { modeDive } from '../page4/dive.ts';
import { modePartialFlowDive } from '../waves/partial-flow-dive.ts';
import { mode1321 } from '../page4/additive.ts';

const ROW = [E, E, E, E];

describe('random goals in DIVE-like modes', () => {
  it('are off by default and follow the mode variables', () => {
    expect(define(modeDive, {}).statBoxes.map((b) => (b as unknown[])[0])).not.toContain('Current Goal');
    expect(modeDive.optionsFromModeVars?.([0, 2n, 0, 1, 9n, 0])).toMatchObject({
      randomGoals: true,
      firstGoalMinimum: 9,
    });
    expect(modePartialFlowDive.optionsFromModeVars?.([0, false, 0, true, 0, 4n, 0, 0])).toMatchObject({
      randomGoals: false,
    });
  });
  it('roll a first goal between the minimum m and 2m − 1', () => {
    for (const m of [4, 5, 9]) {
      const g = playOn(modeDive, [[[2n], E, E, E], ROW, ROW, ROW], { randomGoals: true, firstGoalMinimum: m });
      const goal = g.state.gameVars[5] as bigint;
      expect(goal >= BigInt(m) && goal <= BigInt(2 * m - 1)).toBe(true);
      expect(g.state.gameVars.slice(6, 10)).toEqual([0, false, false, BigInt(m)]);
    }
  });
  it('count a goal when a merge makes it and draw the next as (goal + r) × k', () => {
    const g = playOn(modeDive, [[[2n], [4n], E, E], ROW, ROW, ROW], { randomGoals: true, firstGoalMinimum: 4 });
    g.state.gameVars[5] = 6n;
    g.move(LEFT);
    expect(g.state.gameVars[6]).toBe(1);
    expect(g.state.gameVars[7]).toBe(false);
    // r in 0…log2 6 = 0…2, k ≥ 2: the next goal is a multiple of some k ≥ 2 of 6, 7 or 8.
    const next = g.state.gameVars[5] as bigint;
    expect([6n, 7n, 8n].some((b) => next % b === 0n && next / b >= 2n)).toBe(true);
  });
  it('in 1321 (plain numbers): the first goal is in tier n, a reached goal g is followed by 2g or 2g + 1', () => {
    const five = [E, E, E, E, E];
    const g = playOn(mode1321, [[[2, 0], [2, 0], E, E, E], five, five, five, five], {
      randomGoals: true,
      firstGoalMinimum: 3,
    });
    expect(g.state.gameVars[0]).toBeGreaterThanOrEqual(4);
    expect(g.state.gameVars[0]).toBeLessThanOrEqual(7);
    g.state.gameVars[0] = 4;
    g.move(LEFT);
    expect(g.state.gameVars[1]).toBe(1);
    expect([8, 9]).toContain(g.state.gameVars[0]);
  });
});
