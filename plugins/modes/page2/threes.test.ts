import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { mode3072 } from './threes.ts';
import { E, LEFT, define, displayedText, playOn } from './test-kit.ts';

describe('3072', () => {
  it('1 and 2 make 3 in either order; 1s and 2s never merge with themselves; equal tiles from 3 double', () => {
    const g = playOn(mode3072, [
      [[-1], [-2]],
      [[-2], [-1]],
      [[-1], [-1]],
      [[-2], [-2]],
      [[2], [2]],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([[0], [0], [-1], [-2], [3]]);
    expect(r.scoreDelta).toBe(3 + 3 + 24);
  });
  it('shows 1, 2, 3, 6, …, 3072', () => {
    const g = playOn(mode3072, [[E]]);
    expect([[-1], [-2], [0], [1], [10]].map((t) => displayedText(g, t))).toEqual(['1', '2', '3', '6', '3072']);
  });
  it('spawns from a bag of four 1s, four 2s and four 3s', () => {
    expect(define(mode3072).startTileSpawns[0]).toEqual(['Box', 20, [-1], 4, [-2], 4, [0], 4]);
  });
  it('adds a bonus tile from 6 to an eighth of the best tile once a 48 exists', () => {
    const g = playOn(mode3072, [[E]]);
    const [tile, weight] = define(mode3072).startTileSpawns[1] as [Value, Value];
    g.state.discoveredTiles = [[-1], [0], [3]];
    expect(g.core.ev(weight)).toBe(0);
    g.state.discoveredTiles = [[-1], [6], [0], [4]];
    expect(g.core.ev(weight)).toBe(1);
    for (let i = 0; i < 40; i++) {
      const [n] = g.core.ev(tile) as [number];
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
    }
  });
  it('"Threes-like moves" slide one space, show a next tile, start with 9 tiles and spawn on the far edge', () => {
    const def = define(mode3072, { threesLike: true });
    expect(def.nextTiles).toBe(1);
    expect(def.startTileAmount).toBe(9);
    expect(def.spawnLocation).toBe('Edge');
    const g = playOn(mode3072, [[E, E, [0]]], { threesLike: true });
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([E, [0], E]);
  });
});
