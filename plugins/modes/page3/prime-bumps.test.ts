import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode3069 } from './prime-bumps.ts';

/** A tile from its prime indices (1 = 2, 2 = 3, 3 = 5, 4 = 7, …). */
const p = (...indices: number[]): Value => [indices.map(BigInt)];

describe('3069 (prime bumps)', () => {
  it('doubles equal tiles (1 + 1 = 2, 90 + 90 = 180)', () => {
    const g = playOn(mode3069, [
      [p(), p()],
      [p(1, 2, 2, 3), p(1, 2, 2, 3)],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([p(1), p(1, 1, 2, 2, 3)]);
    expect(r.scoreDelta).toBe(2 + 180);
  });
  it('90 + 45 = 135, 60 + 90 = 150, 90 + 36 = 126: one prime factor moves to the next prime', () => {
    const g = playOn(mode3069, [
      [p(1, 2, 2, 3), p(2, 2, 3)],
      [p(1, 1, 2, 3), p(1, 2, 2, 3)],
      [p(1, 2, 2, 3), p(1, 1, 2, 2)],
    ]);
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([p(2, 2, 2, 3), p(1, 2, 3, 3), p(1, 2, 2, 4)]);
    // Game variable 0 keeps the last candidate tried (the last merge's result).
    expect(g.state.gameVars[0]).toEqual([1n, 2n, 2n, 4n]);
  });
  it('does not merge when no single prime step gives the sum', () => {
    // 6 + 2 = 8 is not 6 with a prime moved up (9 or 10).
    expect(playOn(mode3069, [[p(1, 2), p(1)]]).move(LEFT).moved).toBe(false);
  });
  it('shows the product; 3 · 3 · 11 · 31 wins', () => {
    const g = playOn(mode3069, [[E]]);
    expect(displayedText(g, p(2, 2, 5, 11))).toBe('3069');
    expect(displayedText(g, p())).toBe('1');
  });
});

describe('Odds-Only 3069 (mv[2])', () => {
  it('merges three equal tiles into their triple, and a larger tile with two smaller ones that bump a prime', () => {
    const g = playOn(
      mode3069,
      [
        [p(), p(), p()],
        // 9 + 3 + 3 = 15 (3·3 → 3·5), the larger tile behind.
        [p(2), p(2), p(2, 2)],
        // 7 + 1 + 3 = 11: the two smaller tiles need not be equal.
        [p(4), p(), p(2)],
        // 3 + 1 + 1 = 5; two 1s alone never merge.
        [p(), p(), E],
      ],
      { oddsOnly: true },
    );
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([p(2), p(2, 3), p(5), p()]);
    expect(g.state.grid[3]).toEqual([p(), p(), E]);
    expect(r.scoreDelta).toBe(3 + 15 + 11);
    const def = mode3069.build({ oddsOnly: true });
    expect([def.width, def.height]).toEqual([5, 5]);
    expect(mode3069.optionsFromModeVars?.([0, 4n, true])).toEqual({
      oddsOnly: true,
      randomGoals: 'off',
      firstGoalMinimum: 4,
    });
  });
  it('does not merge three tiles whose sum bumps no prime (9 + 1 + 1 = 11)', () => {
    expect(playOn(mode3069, [[p(2, 2), p(), p()]], { oddsOnly: true }).move(LEFT).moved).toBe(false);
  });
  it('the default keeps its two-tile merges on 4×4', () => {
    const g = playOn(mode3069, [[p(), p(), p()]]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([[p(1), p(), E]]);
    expect(mode3069.build({}).width).toBe(4);
    expect(mode3069.optionsFromModeVars?.([0, 4n, false])).toMatchObject({ oddsOnly: false });
  });
  it('built random goals: the 2nd and 3rd goals are random bumps until 1.5 times the goal reached', () => {
    const g = playOn(mode3069, [[p(), p(), E]], { randomGoals: 'build', firstGoalMinimum: 4 });
    // The goal 2 (index list [1]) is made; one goal was reached before, so this is the 2nd.
    g.state.gameVars = [g.state.gameVars[0]!, [1n], 1, false, 4n, 0];
    g.move(LEFT);
    const next = g.state.gameVars[1] as bigint[];
    expect(g.state.gameVars[2]).toBe(2);
    expect(next).toHaveLength(1);
    // 2 → 3 is already 1.5 times as large: one bump.
    expect(next).toEqual([2n]);
  });
});
