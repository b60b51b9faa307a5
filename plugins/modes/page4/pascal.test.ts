import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode1716 } from './pascal.ts';

const ONE = [1, 1, 1];

describe('1716', () => {
  it("neighbours in Pascal's triangle merge into the entry below: 3 + 3 = 6, 6 + 4 = 10", () => {
    const g = playOn(mode1716, [
      [
        [2, 3, 3],
        [2, 3, 3],
      ],
      [
        [3, 3, 6],
        [2, 4, 4],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[3, 3, 6], E],
      [[3, 4, 10], E],
    ]);
    expect(r.scoreDelta).toBe(16);
  });
  it('1 + 1 = 2 and 2 + 1 = 3 without score', () => {
    const g = playOn(mode1716, [
      [ONE, ONE],
      [ONE, [2, 2, 2]],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[2, 2, 2], E],
      [[2, 3, 3], E],
    ]);
    expect(r.scoreDelta).toBe(0);
  });
  it('other equal tiles disappear and are counted', () => {
    const g = playOn(mode1716, [
      [
        [2, 2, 2],
        [2, 2, 2],
      ],
    ]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([[E, E]]);
    expect(g.state.gameVars[0]).toBe(1);
  });
  it('tiles that are not neighbours do not merge', () => {
    const g = playOn(mode1716, [
      [
        [2, 2, 2],
        [3, 3, 6],
      ],
    ]);
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('shows the number with its place in the triangle', () => {
    const g = playOn(mode1716, [[E]]);
    expect(displayedText(g, ONE)).toBe('1');
    expect(displayedText(g, [7, 8, 1716])).toBe('1716(7, 8)');
  });
});

describe('1716 without disappearing tiles', () => {
  it('leaves other equal tiles alone', () => {
    const g = playOn(
      mode1716,
      [
        [
          [2, 2, 2],
          [2, 2, 2],
        ],
      ],
      { disappear: false },
    );
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('scores only tiles with both places 3 or more', () => {
    const g = playOn(
      mode1716,
      [
        [
          [2, 3, 3],
          [2, 3, 3],
        ],
        [
          [2, 4, 4],
          [2, 4, 4],
        ],
        [
          [3, 3, 6],
          [2, 4, 4],
        ],
      ],
      { disappear: false },
    );
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [3, 3, 6],
      [2, 4, 4],
      [3, 4, 10],
    ]);
    expect(g.state.grid[1]![1]).toEqual([2, 4, 4]);
    expect(r.scoreDelta).toBe(6 + 10);
  });
});
