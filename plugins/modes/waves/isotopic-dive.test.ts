import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { modeIsotopicDive } from './isotopic-dive.ts';

describe('Isotopic DIVE', () => {
  it('merges multiples into a fresh tile, scoring the smaller one', () => {
    const g = playOn(modeIsotopicDive, [
      [[3n, 2], [12n, 3], E],
      [[2n, 4], E, E],
    ]);
    g.state.gameVars[0] = [2n, 3n, 5n];
    const r = g.move(LEFT);
    // 15 is new (4 turns, then the end-of-turn countdown); the seed 2 keeps its timer.
    expect(g.state.grid[0]![0]).toEqual([15n, 3]);
    expect(g.state.grid[1]![0]).toEqual([2n, 4]);
    expect(r.scoreDelta).toBe(3);
  });
  it('a tile whose time is up loses its largest seed factor; a 1 disappears; seeds wait', () => {
    const g = playOn(modeIsotopicDive, [
      [E, [12n, 1], E],
      [E, [1n, 1], E],
      [E, [2n, 1], E],
    ]);
    g.state.gameVars[0] = [2n, 3n];
    g.move(LEFT);
    const [decayed, gone, seed] = g.state.grid.map((row) => row[0]);
    expect((decayed as bigint[])[0]).toBe(9n);
    expect(gone).toBe(E);
    expect(seed).toEqual([2n, 1]);
    expect(g.state.gameVars[12]).toBe(2);
  });
  it('shows the number with the turns left below', () => {
    expect(displayedText(playOn(modeIsotopicDive, [[E]]), [10n, 3])).toBe('103');
  });
});
