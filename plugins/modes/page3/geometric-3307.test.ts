import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode3307 } from './geometric-3307.ts';

describe('3307', () => {
  it('doubles equal tiles', () => {
    const g = playOn(mode3307, [[[7n], [7n], E]]);
    const r = g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[14n], E, E]);
    expect(r.scoreDelta).toBe(14);
  });

  it('merges three different tiles in geometric progression, in any order', () => {
    const g = playOn(mode3307, [
      [[1n], [2n], [4n]],
      [[9n], [4n], [6n]],
    ]);
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([[7n], [19n]]);
  });

  it('does not merge three tiles that are no progression (1, 2, 3), or two different tiles', () => {
    expect(playOn(mode3307, [[[1n], [2n], [3n]]]).move(LEFT).moved).toBe(false);
    expect(playOn(mode3307, [[[2n], [4n]]]).move(LEFT).moved).toBe(false);
  });

  it('wins with 3307 and shows plain numbers', () => {
    const g = playOn(mode3307, [[E]]);
    expect(g.core.mode.winConditions).toEqual([[3307n]]);
    expect(displayedText(g, [3307n])).toBe('3307');
  });
});

describe('2379 and 2667 variants (not checked against recordings)', () => {
  it('2379: no pairs, but three equal tiles merge', () => {
    expect(playOn(mode3307, [[[7n], [7n]]], { variant: '2379' }).move(LEFT).moved).toBe(false);
    const g = playOn(mode3307, [[[7n], [7n], [7n]]], { variant: '2379' });
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[21n], E, E]);
    expect(g.core.mode.winConditions).toEqual([[2379n]]);
  });

  it('2667: pairs and progressions', () => {
    const g = playOn(
      mode3307,
      [
        [[7n], [7n], E],
        [[1n], [2n], [4n]],
      ],
      { variant: '2667' },
    );
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([[14n], [7n]]);
    expect(g.core.mode.winConditions).toEqual([[2667n]]);
  });
});
