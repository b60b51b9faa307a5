import { describe, expect, it } from 'vitest';
import { mode1093, mode1536 } from './tiers.ts';
import { E, LEFT, displayedText, playOn } from './test-kit.ts';

describe('1535, 1536, 1537', () => {
  it('different tiles of one tier climb a tier and add their offsets: 2 + 4 = 6, 3 + 4 = 7; equal tiles stay', () => {
    const g = playOn(mode1536, [
      [
        [0, -1],
        [0, 1],
      ],
      [
        [0, 0],
        [0, 1],
      ],
      [
        [0, 0],
        [0, 0],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[1, 0], E],
      [[1, 1], E],
      [
        [0, 0],
        [0, 0],
      ],
    ]);
    expect(r.scoreDelta).toBe(6 + 7);
    expect(displayedText(g, [9, -1])).toBe('1535');
  });
  it('spawns from a bag of one 2, one 3 and one 4', () => {
    expect(mode1536.build({}).startTileSpawns).toEqual([['Box', 1, [0, -1], [0, 0], [0, 1]]]);
  });
});

describe('1093, 1094', () => {
  it('the halves of a power make it; a half and its power make that half of the next power', () => {
    const g = playOn(mode1093, [
      [
        [1, 1],
        [1, -1],
      ],
      [
        [1, 1],
        [1, 0],
      ],
      [
        [3, 0],
        [3, -1],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([
      [1, 0],
      [2, 1],
      [4, -1],
    ]);
    expect(r.scoreDelta).toBe(3 + 5 + 40);
  });
  it('shows 1, 2, 3 and 1093, 1094', () => {
    const g = playOn(mode1093, [[E]]);
    expect(
      [
        [1, -1],
        [1, 1],
        [1, 0],
        [7, -1],
        [7, 1],
        [7, 0],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['1', '2', '3', '1093', '1094', '2187']);
  });
});
