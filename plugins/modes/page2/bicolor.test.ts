import { describe, expect, it } from 'vitest';
import { modeBicolor2187, modeBicolor2584 } from './bicolor.ts';
import { E, LEFT, RIGHT, displayedText, playOn } from './test-kit.ts';

describe('Bicolor 2187', () => {
  it('red and blue of one power make its double; the same colour never merges', () => {
    const g = playOn(modeBicolor2187, [
      [
        [2, 1],
        [2, -1],
      ],
      [
        [2, 1],
        [2, 1],
      ],
      [
        [0, 1],
        [0, 1],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[2, 2], E],
      [
        [2, 1],
        [2, 1],
      ],
      [[0, 2], E],
    ]);
    expect(r.scoreDelta).toBe(18 + 2);
  });
  it('the moving tile decides the colour: a power moving into its double makes blue, the double moving into the power red', () => {
    const g = playOn(modeBicolor2187, [
      [
        [1, 1],
        [1, 2],
      ],
    ]);
    g.move(RIGHT);
    expect(g.state.grid[0]![1]).toEqual([2, -1]);
    const h = playOn(modeBicolor2187, [
      [
        [1, 1],
        [1, 2],
      ],
    ]);
    h.move(LEFT);
    expect(h.state.grid[0]![0]).toEqual([2, 1]);
  });
});

describe('Bicolor 2584', () => {
  it('1 into 2 makes a yellow 3, 2 into 1 a cyan 3', () => {
    const g = playOn(modeBicolor2584, [
      [
        [0, 0],
        [1, 0],
      ],
    ]);
    g.move(RIGHT);
    expect(g.state.grid[0]![1]).toEqual([2, 1]);
    const h = playOn(modeBicolor2584, [
      [
        [0, 0],
        [1, 0],
      ],
    ]);
    h.move(LEFT);
    expect(h.state.grid[0]![0]).toEqual([2, -1]);
  });
  it("neighbouring terms merge only with different colours, keeping the larger tile's colour", () => {
    const g = playOn(modeBicolor2584, [
      [
        [3, 1],
        [2, -1],
      ],
      [
        [3, 1],
        [2, 1],
      ],
      [
        [1, 0],
        [2, -1],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[4, 1], E],
      [
        [3, 1],
        [2, 1],
      ],
      [[3, -1], E],
    ]);
    expect(r.scoreDelta).toBe(8 + 5);
  });
});

describe('Bicolor 2584 tile texts past 10,000', () => {
  it('show the numbers of the original table as written (17711), larger ones abbreviated', () => {
    const g = playOn(modeBicolor2584, [[E]]);
    expect(
      [
        [20, 1],
        [21, -1],
        [22, 1],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['17711', '28657', '46,368']);
  });
});
