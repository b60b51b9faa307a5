import { describe, expect, it } from 'vitest';
import { E, LEFT, playOn } from '../page2/test-kit.ts';
import { modeFive } from './five.ts';

describe('FIVE', () => {
  it('merges a divisor pair with a 5-smooth sum, scoring the smaller tile', () => {
    const g = playOn(modeFive, [
      [[3n], [6n], E],
      [[5n], [10n], E],
      [[4n], E, E],
    ]);
    g.state.gameVars[0] = [2n, 3n, 5n];
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([[9n], [15n], [4n]]);
    expect(r.scoreDelta).toBe(3 + 5);
  });
  it('does not merge when the sum has a prime factor above 5', () => {
    const g = playOn(modeFive, [[[2n], [12n], E]]);
    g.move(LEFT);
    expect(g.state.grid[0]!.slice(0, 2)).toEqual([[2n], [12n]]);
  });
  it('unlocks seeds as DIVE does and eliminates unused ones, scoring them', () => {
    const g = playOn(modeFive, [
      [[2n], [4n], E],
      [[9n], E, E],
    ]);
    g.state.gameVars[0] = [2n, 3n, 7n];
    g.state.gameVars[1] = [2n, 3n, 7n];
    const r = g.move(LEFT);
    expect(g.state.gameVars[0]).toEqual([2n, 3n]);
    expect(r.scoreDelta).toBe(2 + 7);
  });
});
