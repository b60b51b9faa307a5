import { describe, expect, it } from 'vitest';
import { mode3120 } from './fibonacci-products.ts';
import { E, LEFT, displayedText, playOn } from './test-kit.ts';

describe('3120', () => {
  it('shows the value and "k / n"', () => {
    const g = playOn(mode3120, [[E]]);
    expect(
      [
        [0, 0],
        [1, 1],
        [2, 2],
        [3, 3],
        [5, 0],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['10 / 0', '31 / 1', '152 / 2', '1203 / 3', '31200 / 5']);
  });
  it('climbs a level and starts the next from two top tiles, growing the Fibonacci list', () => {
    const g = playOn(mode3120, [
      [
        [2, 1],
        [2, 0],
      ],
      [
        [2, 0],
        [1, 1],
      ],
      [
        [1, 1],
        [1, 1],
      ],
    ]);
    expect(g.state.gameVars).toEqual([[2, 3]]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([
      [2, 2],
      [2, 1],
      [2, 0],
    ]);
    expect(r.scoreDelta).toBe(15 + 9 + 6);
    expect(g.state.gameVars).toEqual([[2, 3, 5]]);
  });
  it('the top tile of a level only merges with an equal one', () => {
    expect(
      playOn(mode3120, [
        [
          [2, 2],
          [2, 1],
        ],
      ]).move(LEFT).moved,
    ).toBe(false);
  });
});
