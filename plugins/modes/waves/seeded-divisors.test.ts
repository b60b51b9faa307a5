import { describe, expect, it } from 'vitest';
import { E, LEFT, define, displayedText, playOn } from '../page2/test-kit.ts';
import { modeAquatic1845, modeHicem } from './seeded-divisors.ts';

describe('HICEM', () => {
  it('three tiles merge when one is the gcd of the other two, scoring the smallest', () => {
    const g = playOn(modeHicem, [
      [[6n], [3n], [9n], E],
      [[4n], [6n], [9n], E],
    ]);
    g.state.gameVars[0] = [3n, 2n];
    const r = g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([18n]);
    // gcd(6, 9) = 3, gcd(4, 9) = 1, gcd(4, 6) = 2: no merge.
    expect(g.state.grid[1]!.slice(0, 3)).toEqual([[4n], [6n], [9n]]);
    expect(r.scoreDelta).toBe(3);
  });
  it('starts with the seed 3 and has no winning tile', () => {
    const def = define(modeHicem);
    expect(def.startGameVars[0]).toEqual([3n]);
    expect(def.winRequirement).toBe(false);
    expect(def.width).toBe(5);
  });
  it('shows the number', () => {
    const g = playOn(modeHicem, [[E]]);
    expect(displayedText(g, [279n])).toBe('279');
  });
});

describe('Aquatic 1845', () => {
  it('ratios 1, 2 and a whole number plus a unit fraction merge; others do not', () => {
    const g = playOn(modeAquatic1845, [
      [[2n], [3n], E],
      [[3n], [7n], E],
      [[2n], [6n], E],
      [[4n], [2n], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([[5n], [10n], [2n], [6n]]);
    expect(g.state.grid[2]![1]).toEqual([6n]);
    expect(r.scoreDelta).toBeGreaterThanOrEqual(2 + 3 + 2);
  });
  it('new leftovers become seeds; eliminated seeds score at their old list positions, as the original does', () => {
    const g = playOn(modeAquatic1845, [[[5n], [2n], E]]);
    g.state.gameVars[0] = [1n, 2n, 5n];
    g.state.gameVars[1] = [1n, 2n, 5n];
    const r = g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([7n]);
    // 7 is unlocked; 2 and 5 go. The second elimination reads position 2 after 2 left: 7.
    expect(g.state.gameVars[0]).toEqual([1n, 7n]);
    expect(g.state.gameVars[1]).toEqual([1n, 2n, 5n, 7n]);
    expect(r.scoreDelta).toBe(2 + 2 + 7);
  });
});
