import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode10 } from './signed-ten.ts';

describe('10', () => {
  it('merges two 1s of the same sign into a 2 of that sign', () => {
    const g = playOn(mode10, [
      [
        [1, 1],
        [1, 1],
      ],
      [
        [1, -1],
        [1, -1],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2, 1],
      [2, -1],
    ]);
    expect(r.scoreDelta).toBe(4);
  });

  it("merges a pair with an opposite tile one smaller, into the next number with the pair's sign", () => {
    const g = playOn(mode10, [
      [
        [2, 1],
        [2, 1],
        [1, -1],
      ],
      [
        [2, 1],
        [3, -1],
        [3, -1],
      ],
    ]);
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [3, 1],
      [4, -1],
    ]);
  });

  it('does not merge 1 and −1, a pair with a same-sign tile, or a pair with a tile two smaller', () => {
    expect(
      playOn(mode10, [
        [
          [1, 1],
          [1, -1],
        ],
      ]).move(LEFT).moved,
    ).toBe(false);
    expect(
      playOn(mode10, [
        [
          [2, 1],
          [2, 1],
          [1, 1],
        ],
      ]).move(LEFT).moved,
    ).toBe(false);
    expect(
      playOn(mode10, [
        [
          [3, 1],
          [3, 1],
          [1, -1],
        ],
      ]).move(LEFT).moved,
    ).toBe(false);
  });

  it('shows signed numbers and wins with 10 or −10', () => {
    const g = playOn(mode10, [[E]]);
    expect(displayedText(g, [4, -1])).toBe('-4');
    expect(displayedText(g, [10, 1])).toBe('10');
    expect(g.core.mode.winConditions).toEqual([
      [10, 1],
      [10, -1],
    ]);
  });
});
