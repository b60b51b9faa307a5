import { describe, expect, it } from 'vitest';
import { mode1365, mode2131 } from './spines.ts';
import { E, LEFT, displayedText, playOn } from './test-kit.ts';

describe('2131', () => {
  it('plays 1, 2, 3, 6, 8, 11, 22, 30, 41 …', () => {
    const g = playOn(mode2131, [[E]]);
    const tiles = [
      [0, 1],
      [0, 3],
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 1],
      [2, 2],
      [2, 3],
      [3, 1],
      [6, 1],
    ];
    expect(tiles.map((t) => displayedText(g, t))).toEqual(['1', '2', '3', '6', '8', '11', '22', '30', '41', '2131']);
  });
  it('1 + 1 = 2, 3 + 3 = 6, 6 + 2 = 8, 8 + 3 = 11, 22 + 8 = 30, 30 + 11 = 41', () => {
    const g = playOn(mode2131, [
      [
        [0, 1],
        [0, 1],
      ],
      [
        [1, 1],
        [1, 1],
      ],
      [
        [1, 2],
        [0, 3],
      ],
      [
        [1, 1],
        [1, 3],
      ],
      [
        [2, 2],
        [1, 3],
      ],
      [
        [2, 3],
        [2, 1],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 1],
      [2, 3],
      [3, 1],
    ]);
    expect(r.scoreDelta).toBe(2 + 6 + 8 + 11 + 30 + 41);
  });
  it('two 2s (the even step below 3) do not merge', () => {
    expect(
      playOn(mode2131, [
        [
          [0, 3],
          [0, 3],
        ],
      ]).move(LEFT).moved,
    ).toBe(false);
  });
});

describe('1365, 1366', () => {
  it('plays 1, 2, 3, 5, 6, 10, 11, 21 …', () => {
    const g = playOn(mode1365, [[E]]);
    const tiles = [
      [0, 1],
      [0, 2],
      [1, 1],
      [2, 1],
      [1, 2],
      [2, 2],
      [3, 1],
      [4, 1],
      [10, 1],
      [9, 2],
    ];
    expect(tiles.map((t) => displayedText(g, t))).toEqual(['1', '2', '3', '5', '6', '10', '11', '21', '1365', '1366']);
  });
  it('equal odd tiles double, 1 + 2 = 3, and an even tile takes the odd tile after its half', () => {
    const g = playOn(mode1365, [
      [
        [1, 1],
        [1, 1],
      ],
      [
        [0, 2],
        [0, 1],
      ],
      [
        [0, 2],
        [1, 1],
      ],
      [
        [2, 1],
        [1, 2],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([
      [1, 2],
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(r.scoreDelta).toBe(6 + 3 + 5 + 11);
  });
  it('wins with either 1365 or 1366', () => {
    expect(mode1365.build({}).winConditions).toEqual([
      [10, 1],
      [9, 2],
    ]);
  });
});
