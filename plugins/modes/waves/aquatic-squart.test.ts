import { describe, expect, it } from 'vitest';
import { E, LEFT, playOn } from '../page2/test-kit.ts';
import { modeAquaticSquart } from './aquatic-squart.ts';

describe('Aquatic SQUART', () => {
  it('a SQUART pair merges and scores the smaller tile', () => {
    const g = playOn(modeAquaticSquart, [[[6n], [4n], E]]);
    const r = g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([10n]);
    expect(r.scoreDelta).toBe(4);
  });
  it('a plain divisor pair merges without score; other pairs do not merge', () => {
    const g = playOn(modeAquaticSquart, [
      [[2n], [8n], E],
      [[2n], [3n], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row.slice(0, 2))).toEqual([
      [[10n], E],
      [[2n], [3n]],
    ]);
    expect(r.scoreDelta).toBe(0);
  });
  it('square parts of the tiles unlock square seeds, which go with their square root', () => {
    const g = playOn(modeAquaticSquart, [[E, [12n], E]]);
    g.move(LEFT);
    expect(g.state.gameVars[7]).toEqual([4n]);
    const h = playOn(modeAquaticSquart, [[E, [3n], E]]);
    h.state.gameVars[7] = [4n];
    h.move(LEFT);
    expect(h.state.gameVars[7]).toEqual([]);
  });
});
