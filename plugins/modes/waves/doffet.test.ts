import { describe, expect, it } from 'vitest';
import { E, LEFT, define, playOn } from '../page2/test-kit.ts';
import { modeDoffet } from './doffet.ts';

describe('DOFFET', () => {
  it('(one + 1) a multiple of (the other + 1) merges into the sum, scoring it', () => {
    const g = playOn(modeDoffet, [
      [[1n], [3n], E],
      [[2n], [3n], E],
      [[5n], [2n], E],
    ]);
    const r = g.move(LEFT);
    // 3 + 1 = 4 is a multiple of 1 + 1; 6 is a multiple of 3 (5 and 2).
    expect(g.state.grid.map((row) => row[0])).toEqual([[4n], [2n], [7n]]);
    expect(g.state.grid[1]![1]).toEqual([3n]);
    expect(r.scoreDelta).toBe(4 + 7);
  });
  it('takes other offsets from the options (and the title shows them)', () => {
    const g = playOn(
      modeDoffet,
      [
        [[2n], [4n], E],
        [[1n], [1n], E],
      ],
      { firstOffset: 2, secondOffset: 0 },
    );
    g.move(LEFT);
    // 4 + 0 is a multiple of 2 + 2; 1 + 0 is not a multiple of 1 + 2.
    expect(g.state.grid[0]![0]).toEqual([6n]);
    expect(g.state.grid[1]!.slice(0, 2)).toEqual([[1n], [1n]]);
    expect(JSON.stringify(define(modeDoffet, { firstOffset: 2, secondOffset: 0 }).gameplayRulesText)).toContain(
      'DOFFET 2, 0',
    );
  });
  it('spawns 1s and has no winning tile', () => {
    const def = define(modeDoffet);
    expect(def.startTileSpawns).toEqual([[[1n], 1]]);
    expect(def.winRequirement).toBe(false);
  });
  it('random goals: 1 → 2 → 4 to the minimum; a goal made grows by a known tile that divides it as merges do', () => {
    const opts = { randomGoals: 'build', firstGoalMinimum: 3 };
    const g = playOn(modeDoffet, [[[2n], [2n], E]], opts);
    // (g + 1) a multiple of (k + 1): from 1 only 1 + 1, from 2 only 2 + 2.
    expect(g.state.gameVars.slice(3)).toEqual([4n, 0, false, [1n, 2n, 4n], 3n]);
    g.move(LEFT);
    // 4 made: 5 is a multiple of 1 + 1? no; of 2 + 1? no; of 4 + 1: yes → 8.
    expect(g.state.gameVars.slice(3, 7)).toEqual([8n, 1, false, [1n, 2n, 4n, 8n]]);
    expect(define(modeDoffet, opts).statBoxes.map((b) => (b as unknown[])[0])).toEqual([
      'Score',
      'Current Goal',
      'Goals Reached',
    ]);
  });
  it('random goals with offsets no goal can grow by: the roll stops instead of running on', () => {
    const g = playOn(modeDoffet, [[E]], {
      randomGoals: 'build',
      firstGoalMinimum: 50,
      firstOffset: 1,
      secondOffset: 0,
    });
    expect(g.state.gameVars[3]).toBe(1n);
  });
});
