import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode2669 } from './parent-merge-2669.ts';

const ONE = [1n, 1n, 0n, 1];

describe('2669', () => {
  it('a tile merges with one of its parents, remembering what it was made from', () => {
    const g = playOn(mode2669, [
      [ONE, ONE],
      [[2n, 1n, 1n, 1], ONE],
      [
        [5n, 3n, 2n, 1],
        [3n, 2n, 1n, 1],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2n, 1n, 1n, 1],
      [3n, 2n, 1n, 2],
      [8n, 5n, 3n, 1],
    ]);
    expect(r.scoreDelta).toBe(2 + 3 + 8);
  });

  it('a tile that merged with the same number twice in a row must use its other parent', () => {
    const g = playOn(mode2669, [
      [[3n, 2n, 1n, 2], ONE],
      [
        [3n, 2n, 1n, 2],
        [2n, 1n, 1n, 1],
      ],
    ]);
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [3n, 2n, 1n, 2],
      [5n, 3n, 2n, 1],
    ]);
    // With a limit of 3 the 1 may be used again.
    const h = playOn(mode2669, [[[3n, 2n, 1n, 2], ONE]], { repeatLimit: 3 });
    h.move(LEFT);
    expect(h.state.grid[0]).toEqual([[4n, 3n, 1n, 3], E]);
  });

  it('does not merge with a number that is not a parent', () => {
    expect(playOn(mode2669, [[[5n, 3n, 2n, 1], ONE]]).move(LEFT).moved).toBe(false);
  });

  it('shows the parents under the number', () => {
    const g = playOn(mode2669, [[E]]);
    expect(displayedText(g, ONE)).toBe('1');
    expect(displayedText(g, [8n, 5n, 3n, 1])).toBe('85 + 3');
  });
});
