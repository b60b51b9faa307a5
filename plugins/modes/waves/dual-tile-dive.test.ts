import { describe, expect, it } from 'vitest';
import { E, LEFT, define, displayedText, playOn } from '../page2/test-kit.ts';
import { modeDualTileDive } from './dual-tile-dive.ts';

describe('Dual-Tile DIVE', () => {
  it('merges when each number divides its partner, scoring the smaller tile sum', () => {
    const g = playOn(modeDualTileDive, [
      [[2n, 3n], [4n, 9n], E],
      [[2n, 3n], [4n, 8n], E],
    ]);
    g.state.gameVars[0] = [
      [1n, 1n],
      [2n, 3n],
    ];
    const r = g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([6n, 12n]);
    expect(g.state.grid[1]!.slice(0, 2)).toEqual([
      [2n, 3n],
      [4n, 8n],
    ]);
    expect(r.scoreDelta).toBe(5);
  });
  it('leftovers after dividing by the seeds slot by slot become seeds', () => {
    const g = playOn(modeDualTileDive, [[[1n, 2n], [2n, 4n], E]]);
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([3n, 6n]);
    expect(g.state.gameVars[0]).toEqual([
      [1n, 2n],
      [3n, 3n],
    ]);
  });
  it('shows both numbers and starts with the seed 1 2', () => {
    const g = playOn(modeDualTileDive, [[E]]);
    expect(displayedText(g, [5n, 11n])).toBe('5 11');
    expect(define(modeDualTileDive).startGameVars[0]).toEqual([[1n, 2n]]);
  });

  it('unordered: tiles merge crosswise too, into the slot-wise sum kept smaller number first', () => {
    const unordered = { unordered: true };
    // 3 divides 9 and 4 divides 4, crosswise: (3 + 4, 4 + 9) = (7, 13); (9, 2) + (2, 3) → (5, 11).
    const g = playOn(
      modeDualTileDive,
      [
        [[3n, 4n], [4n, 9n], E],
        [[9n, 2n], [2n, 3n], E],
      ],
      unordered,
    );
    g.state.gameVars[0] = [[1n, 1n]];
    g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([
      [7n, 13n],
      [5n, 11n],
    ]);
    expect(modeDualTileDive.optionsFromModeVars?.([0, false, 0, true])).toMatchObject(unordered);
    expect(define(modeDualTileDive, unordered).gameplayRulesText).toContainEqual(['h1', 'Unordered Dual-Tile DIVE']);
  });
});
