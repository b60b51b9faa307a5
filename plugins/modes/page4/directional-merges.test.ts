import { describe, expect, it } from 'vitest';
import { E, DOWN, LEFT, RIGHT, UP, define, displayedText, playOn } from '../page2/test-kit.ts';
import { modeDirectionalMerges } from './directional-merges.ts';

const ONE = [0, 0, 0, 0, 0, 0];
const TWO = [1, 0, 0, 0, 0, 0];
const THREE = [0, 1, 0, 0, 0, 0];

describe('Directional Merges (Medium)', () => {
  it('right: x + x; left: x + 3x (either order), not x + x', () => {
    let g = playOn(modeDirectionalMerges, [
      [ONE, ONE, E],
      [ONE, THREE, E],
    ]);
    g.move(RIGHT);
    expect(g.state.grid).toEqual([
      [E, E, TWO],
      [E, ONE, THREE],
    ]);
    g = playOn(modeDirectionalMerges, [
      [ONE, ONE, E],
      [THREE, ONE, E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [ONE, ONE, E],
      [[2, 0, 0, 0, 0, 0], E, E],
    ]);
    expect(r.scoreDelta).toBe(4);
  });
  it('down: x + 2x = 3x; up: 2x + 3x = 5x', () => {
    let g = playOn(modeDirectionalMerges, [[TWO], [ONE]]);
    g.move(DOWN);
    expect(g.state.grid).toEqual([[E], [THREE]]);
    g = playOn(modeDirectionalMerges, [[TWO], [THREE]]);
    const r = g.move(UP);
    expect(g.state.grid).toEqual([[[0, 0, 1, 0, 0, 0]], [E]]);
    expect(r.scoreDelta).toBe(5);
  });
  it('shows the product of prime powers; 2160 wins, Easy and Hard change the goal', () => {
    const g = playOn(modeDirectionalMerges, [[E]]);
    expect([ONE, [1, 1, 1, 0, 0, 0], [4, 3, 1, 0, 0, 0]].map((t) => displayedText(g, t))).toEqual(['1', '30', '2160']);
    expect(define(modeDirectionalMerges).winConditions).toEqual([[4, 3, 1, 0, 0, 0]]);
    expect(define(modeDirectionalMerges, { difficulty: 'easy' }).winConditions).toEqual([[3, 5, 0, 0, 0, 0]]);
    expect(define(modeDirectionalMerges, { difficulty: 'hard' }).winConditions).toEqual([[2, 1, 2, 1, 0, 0]]);
  });
  it('random goals: a first goal of at least the minimum; a goal made steps on as one of the merges would', () => {
    const opts = { randomGoals: 'build', firstGoalMinimum: 100 };
    const g = playOn(modeDirectionalMerges, [[ONE, ONE, E]], opts);
    const value = (e: number[]): number => [2, 3, 5, 7, 11, 13].reduce((acc, p, k) => acc * p ** e[k]!, 1);
    expect(value(g.state.gameVars[1] as number[])).toBeGreaterThanOrEqual(100);
    expect((g.state.gameVars[4] as number[]).length).toBe(15);
    // The goal 2 is made (1 + 1, right); 2 = n·x steps to 4 (x + x) or 3 (x + 2x); 3x and 2x + 3x need a 3.
    g.state.gameVars = [0, TWO, 0, false, [1, 1, 1, 1], 100];
    g.move(RIGHT);
    expect(g.state.gameVars.slice(2, 4)).toEqual([1, false]);
    expect([[2, 0, 0, 0, 0, 0], THREE]).toContainEqual(g.state.gameVars[1]);
    expect(define(modeDirectionalMerges, opts).statBoxes.map((b) => (b as unknown[])[0])).toEqual([
      'Score',
      'Current Goal',
      'Goals Reached',
    ]);
  });
});
