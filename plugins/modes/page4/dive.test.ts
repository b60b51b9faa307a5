import { describe, expect, it } from 'vitest';
import { E, LEFT, define, playOn } from '../page2/test-kit.ts';
import { modeDive } from './dive.ts';

describe('DIVE', () => {
  it('a tile merges with a multiple of itself in either order and scores the smaller one', () => {
    const g = playOn(modeDive, [
      [[3n], [12n], E],
      [[12n], [4n], E],
      [[4n], [6n], E],
    ]);
    g.state.gameVars[0] = [2n, 3n];
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([[15n], [16n], [4n]]);
    expect(r.scoreDelta).toBe(3 + 4);
  });
  it('whatever is left after dividing by the seeds becomes a new seed', () => {
    const g = playOn(modeDive, [
      [[2n], [8n], E],
      [E, [6n], E],
    ]);
    g.move(LEFT);
    // 10 / 2 = 5 and 6 / 2 = 3 are unlocked, in board order; the seeds seen are kept sorted.
    expect(g.state.grid.map((row) => row[0])).toEqual([[10n], [6n]]);
    expect(g.state.gameVars.slice(0, 4)).toEqual([[2n, 5n, 3n], [2n, 3n, 5n], [], []]);
  });
  it('a seed without multiples on the board is eliminated and scores its value, unless it is the last', () => {
    const g = playOn(modeDive, [
      [[2n], [4n], E],
      [[9n], E, E],
    ]);
    g.state.gameVars[0] = [2n, 3n, 7n];
    g.state.gameVars[1] = [2n, 3n, 7n];
    const r = g.move(LEFT);
    expect(g.state.gameVars[0]).toEqual([2n, 3n]);
    expect(r.scoreDelta).toBe(2 + 7);
    // The only seed stays even without multiples.
    const lone = playOn(modeDive, [[E, [1n], E]]);
    expect(lone.move(LEFT).scoreDelta).toBe(0);
    expect(lone.state.gameVars[0]).toEqual([2n]);
  });
  it('spawns one of the seeds; no winning tile', () => {
    const def = define(modeDive);
    expect(def.winRequirement).toBe(false);
    expect(def.startGameVars[0]).toEqual([2n]);
  });
});
