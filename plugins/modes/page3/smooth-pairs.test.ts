import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { DOWN, E, LEFT, RIGHT, define, displayedText, playOn } from '../page2/test-kit.ts';
import { mode2000, mode3645, mode3888 } from './smooth-pairs.ts';

/** Exponent tiles of p^a × q^b. */
const t = (a: number, b: number): Value => [a, b];

describe('3888 (powers of 2 times powers of 3)', () => {
  it('1 + 1 = 2, x + 2x = 3x and x + 3x = 4x in either order', () => {
    const g = playOn(mode3888, [
      [t(0, 0), t(0, 0), E],
      [t(2, 0), t(1, 0), E],
      [t(0, 1), t(0, 2), E],
      [t(1, 1), t(1, 0), E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([t(1, 0), t(1, 1), t(2, 1), t(3, 0)]);
    expect(r.scoreDelta).toBe(2 + 6 + 12 + 8);
  });
  it('equal tiles other than 1 do not merge, nor do x and 4x', () => {
    expect(playOn(mode3888, [[t(1, 0), t(1, 0)]]).move(RIGHT).moved).toBe(false);
    expect(playOn(mode3888, [[t(0, 1), t(2, 1)]]).move(RIGHT).moved).toBe(false);
  });
  it('the extra merge x + 8x = 9x is off unless chosen', () => {
    expect(playOn(mode3888, [[t(0, 0), t(3, 0)]]).move(LEFT).moved).toBe(false);
    const g = playOn(mode3888, [[t(0, 1), t(3, 1)]], { extraMerge: true });
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual(t(0, 3));
  });
  it('shows values and wins at 3888 = 2^4 × 3^5', () => {
    const g = playOn(mode3888, [[E]]);
    expect([t(4, 5), t(1, 2), t(0, 0)].map((x) => displayedText(g, x))).toEqual(['3888', '18', '1']);
    expect(define(mode3888).winConditions).toEqual([t(4, 5)]);
  });
});

describe('2000 (powers of 2 times powers of 5)', () => {
  it('x, 2x and 5x merge into 8x in any order; 2 + 2 = 4; x + 4x = 5x', () => {
    const g = playOn(mode2000, [
      [t(1, 0), t(0, 0), t(0, 1), E],
      [t(1, 0), t(1, 0), E, E],
      [t(2, 1), t(0, 1), E, E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([t(3, 0), t(2, 0), t(0, 2)]);
    expect(r.scoreDelta).toBe(8 + 4 + 25);
  });
  it('4 + 4 does not merge (only 1 + 1 and 2 + 2 do)', () => {
    expect(playOn(mode2000, [[t(2, 0), t(2, 0)]]).move(LEFT).moved).toBe(false);
  });
  it('the three cells of x + 2x + 5x are used up for the rest of the move', () => {
    // Moving down: 5, 1, 2 make an 8; the two 1s that follow land on used-up cells and stay apart.
    const g = playOn(mode2000, [[t(0, 0)], [t(0, 0)], [t(1, 0)], [t(0, 0)], [t(0, 1)]]);
    g.move(DOWN);
    expect(g.state.grid.map((row) => row[0])).toEqual([E, E, t(0, 0), t(0, 0), t(3, 0)]);
  });
});

describe('3645 (powers of 3 times powers of 5)', () => {
  it('three tiles merge: 1 + 1 + 1 = 3, 1 + 1 + 3 = 5 and 3 + 1 + 5 = 9; two 1s do not', () => {
    const g = playOn(mode3645, [
      [t(0, 0), t(0, 0), t(0, 0)],
      [t(0, 0), t(1, 0), t(0, 0)],
      [t(1, 0), t(0, 0), t(0, 1)],
      [t(0, 0), t(0, 0), E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([t(1, 0), t(0, 1), t(2, 0), t(0, 0)]);
    expect(r.scoreDelta).toBe(3 + 5 + 9);
  });
  it('the extra merge x + 5x + 9x = 15x is on by default', () => {
    const row = [[t(0, 0), t(0, 1), t(2, 0)]];
    const on = playOn(mode3645, row);
    on.move(LEFT);
    expect(on.state.grid[0]![0]).toEqual(t(1, 1));
    expect(playOn(mode3645, row, { extraMerge: false }).move(LEFT).moved).toBe(false);
    // As the original scores it: 15 × 2^a × 5^b for x = 3^a × 5^b (3 + 15 + 27 = 45 scores 30).
    const x3 = playOn(mode3645, [[t(1, 0), t(3, 0), t(1, 1)]]);
    expect(x3.move(LEFT).scoreDelta).toBe(30);
    expect(x3.state.grid[0]![0]).toEqual(t(2, 1));
    expect(mode3645.optionsFromModeVars?.([0, 75, false])).toEqual({
      extraMerge: false,
      randomGoals: 'off',
      firstGoalMinimum: 75,
    });
  });
});

describe('random goals (3888)', () => {
  const value = (t: Value): number => 2 ** ((t as number[])[0] ?? 0) * 3 ** ((t as number[])[1] ?? 0);
  it('rolls a first goal of at least the minimum, made only of steps ×2 and ×3', () => {
    for (const seed of [1, 2, 3]) {
      const g = playOn(mode3888, [[E]], { randomGoals: 'random', firstGoalMinimum: 16 + seed });
      const goal = g.state.gameVars[0] as Value;
      expect(value(goal)).toBeGreaterThanOrEqual(16 + seed);
      expect(value(goal)).toBeLessThan(3 * (16 + seed));
      // Slot 3 holds the game's ratio steering later steps (a draw in [0, 1)), as in the original.
      expect(g.state.gameVars.slice(1, 3)).toEqual([0, false]);
      expect(g.state.gameVars[3]).toBeGreaterThanOrEqual(0);
      expect(g.state.gameVars[3]).toBeLessThan(1);
      expect(g.state.gameVars[4]).toBe(16 + seed);
    }
  });
  it('counts a goal when the goal tile is made and builds the next goal on it', () => {
    const g = playOn(mode3888, [[t(0, 0), t(0, 0)]], { randomGoals: 'build' });
    g.state.gameVars = [t(1, 0), ...g.state.gameVars.slice(1)];
    g.move(LEFT);
    expect(g.state.gameVars[1]).toBe(1);
    expect(g.state.gameVars[2]).toBe(false);
    // Only the step a − 1, b + 1 (×1.5) is open from [1, 0].
    expect(g.state.gameVars[0]).toEqual(t(0, 1));
    // The original's order: the score, then the goal boxes.
    expect(define(mode3888, { randomGoals: 'build' }).statBoxes.map((b) => (b as Value[])[0])).toEqual([
      'Score',
      'Current Goal',
      'Goals Reached',
    ]);
  });
  it('from a goal with both steps open, takes a + 2, b − 1 on a draw below the ratio, else a − 1, b + 1', () => {
    for (const [ratio, next] of [
      [1, t(3, 0)],
      [0, t(0, 2)],
    ] as const) {
      const g = playOn(mode3888, [[t(1, 0), t(2, 0)]], { randomGoals: 'build' });
      g.state.gameVars = [t(1, 1), 0, false, ratio, 16];
      g.move(LEFT);
      expect(g.state.gameVars[1]).toBe(1);
      expect(g.state.gameVars[0]).toEqual(next);
    }
  });
  it('reads the setting and minimum from the mode variables', () => {
    expect(mode3888.optionsFromModeVars?.([1, 20, true])).toEqual({
      extraMerge: true,
      randomGoals: 'build',
      firstGoalMinimum: 20,
    });
  });
});
