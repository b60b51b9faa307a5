import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { TIMES, mode3188646 } from './multiply-3188646.ts';

describe('3,188,646', () => {
  it('4·3^n + 2·3^n = 2·3^(n+1), in either order', () => {
    const g = playOn(mode3188646, [
      [[0, 4], [0, 2], E],
      [[1, 2], [1, 4], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[1, 2], E, E],
      [[2, 2], E, E],
    ]);
    expect(r.scoreDelta).toBe(6 + 18);
  });
  it('"x × y" multiplies two 2·3^k tiles, without score', () => {
    const g = playOn(mode3188646, [[[1, 2], TIMES, [2, 2]]]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([[[3, 4], E, E]]);
    expect(r.scoreDelta).toBe(0);
  });
  it('two × tiles become one; 2 + 2 does not merge', () => {
    const g = playOn(mode3188646, [
      [TIMES, TIMES, E],
      [[0, 2], [0, 2], E],
    ]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([
      [TIMES, E, E],
      [[0, 2], [0, 2], E],
    ]);
  });
  it('shows values and the × sign', () => {
    const g = playOn(mode3188646, [[E]]);
    expect([[0, 2], [3, 4], [13, 2], TIMES].map((t) => displayedText(g, t))).toEqual(['2', '108', '3,188,646', '×']);
  });
});

describe('3,188,646 with the × anywhere', () => {
  it('multiplies "× x y" and "x y ×" too', () => {
    const g = playOn(
      mode3188646,
      [
        [TIMES, [1, 2], [2, 2]],
        [[1, 2], [2, 2], TIMES],
      ],
      { timesInMiddle: false },
    );
    g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[3, 4], E, E],
      [[3, 4], E, E],
    ]);
  });
  it('by default, × at the end of the line does nothing', () => {
    const g = playOn(mode3188646, [[TIMES, [1, 2], [2, 2]]]);
    expect(g.move(LEFT).moved).toBe(false);
  });
});
