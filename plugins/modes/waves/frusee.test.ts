import { describe, expect, it } from 'vitest';
import { E, LEFT, define, displayedText, playOn } from '../page2/test-kit.ts';
import { modeFrusee } from './frusee.ts';

describe('FRUSEE', () => {
  it('merges a divisor pair whose sum is squarefree, scoring the sum', () => {
    const g = playOn(modeFrusee, [[[2n], [4n], E]]);
    const r = g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([6n]);
    expect(r.scoreDelta).toBe(6);
  });
  it('does not merge when the sum has a square factor, or neither divides the other', () => {
    const g = playOn(modeFrusee, [
      [[3n], [6n], E],
      [[1n], [3n], E],
      [[2n], [3n], E],
    ]);
    g.move(LEFT);
    expect(g.state.grid.map((row) => row.slice(0, 2))).toEqual([
      [[3n], [6n]],
      [[1n], [3n]],
      [[2n], [3n]],
    ]);
  });
  it('spawns 1s, has no win condition and shows plain numbers', () => {
    const def = define(modeFrusee);
    expect(def.startTileSpawns).toEqual([[[1n], 1]]);
    expect(def.winRequirement).toBe(false);
    expect(displayedText(playOn(modeFrusee, [[E]]), [1535n])).toBe('1535');
  });
});
