import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode3240 } from './semiprime-products.ts';

const ONE: Value = [0, 0, 0, 0, 0, 0];
const TWO: Value = [0.5, 0, 0, 0, 0, 0];
const FOUR: Value = [1, 0, 0, 0, 0, 0];
/** 4^a · 6^b · 9^c · 10^d · 14^e · 15^f */
const tile = (a: number, b = 0, c = 0, d = 0, e = 0, f = 0): Value => [a, b, c, d, e, f];

describe('3240 (products of semiprimes)', () => {
  it('1 + 1 = 2, 2 + 2 = 4', () => {
    const g = playOn(mode3240, [
      [ONE, ONE, E],
      [TWO, TWO, E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([TWO, FOUR]);
    expect(r.scoreDelta).toBe(6);
  });
  it('4 + 1 + 1 = 6 takes precedence over 1 + 1', () => {
    const g = playOn(mode3240, [[FOUR, ONE, ONE]]);
    const r = g.move(LEFT);
    expect(g.state.grid[0]).toEqual([tile(0, 1), E, E]);
    expect(r.scoreDelta).toBe(6);
  });
  it('6n + 4n = 10n and 9n + 6n = 15n, in either order', () => {
    const g = playOn(mode3240, [
      [tile(1), tile(0, 1)],
      [tile(0, 1, 1), tile(0, 2)],
    ]);
    g.move(LEFT);
    // 4 + 6 = 10; 54 + 36 = 90 = 6 × 15
    expect(g.state.grid.map((row) => row[0])).toEqual([tile(0, 0, 0, 1), tile(0, 1, 0, 0, 0, 1)]);
  });
  it('a tile acts only as it was built: 60 = 6 × 10 does not merge with 4 like 4 × 15 would', () => {
    expect(playOn(mode3240, [[tile(0, 1, 0, 1), tile(0, 0, 0, 0, 0, 1)]]).move(LEFT).moved).toBe(false);
    // 15n + n = 16n: 4 × 15 + 4 = 4 × 4 × 4
    const g = playOn(mode3240, [[tile(1, 0, 0, 0, 0, 1), tile(1)]]);
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual(tile(3));
  });
  it('shows the value with the semiprimes it was built from', () => {
    const g = playOn(mode3240, [[E]]);
    expect(displayedText(g, tile(1, 0, 0, 0, 0, 1))).toBe('604×15');
    expect(displayedText(g, tile(3))).toBe('644×4×4');
    expect(displayedText(g, tile(0, 0, 0, 1))).toBe('10');
    expect(displayedText(g, TWO)).toBe('2');
  });
  it('random goals: a goal is made only by a tile built as it is (90 = 6 × 15 is not the goal 9 × 10)', () => {
    // 54 + 36 = 6 × 15; goal state in game variables 1 (goal) and 2 (reached).
    const reachedWith = (goal: Value): Value => {
      const g = playOn(mode3240, [[tile(0, 1, 1), tile(0, 2)]], { randomGoals: 'build' });
      g.state.gameVars = g.state.gameVars.map((v, i) => (i === 1 ? goal : v));
      g.move(LEFT);
      expect(g.state.grid[0]![0]).toEqual(tile(0, 1, 0, 0, 0, 1));
      return g.state.gameVars[2]!;
    };
    expect(reachedWith(tile(0, 0, 1, 1))).toBe(0);
    expect(reachedWith(tile(0, 1, 0, 0, 0, 1))).toBe(1);
  });
});
