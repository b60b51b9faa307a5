import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { modeAquatic2496 } from './aquatic-2496.ts';

describe('Aquatic 2496', () => {
  it('merges tiles sharing a number in any position, scoring the shared number', () => {
    const g = playOn(modeAquatic2496, [[[2n, 6n], [6n, 7n], E]]);
    const r = g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([6n, 9n]);
    expect(r.scoreDelta).toBe(6);
    expect(g.state.gameVars[8]).toBe(54n);
  });
  it('uses the larger number when both match, and keeps the pair sorted', () => {
    const g = playOn(modeAquatic2496, [[[3n, 5n], [3n, 5n], E]]);
    const r = g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([5n, 6n]);
    expect(r.scoreDelta).toBe(5);
  });
  it('does not merge tiles without a common number', () => {
    const g = playOn(modeAquatic2496, [[[2n, 3n], [5n, 7n], E]]);
    g.move(LEFT);
    expect(g.state.grid[0]!.slice(0, 2)).toEqual([
      [2n, 3n],
      [5n, 7n],
    ]);
  });
  it('spawns from every pair of seeds, rebuilt after each move', () => {
    const g = playOn(modeAquatic2496, [[E, [2n, 3n], E]]);
    g.move(LEFT);
    expect(g.state.gameVars[0]).toEqual([2n, 3n]);
    expect(g.state.gameVars[7]).toEqual([
      [2n, 2n],
      [2n, 3n],
      [3n, 3n],
    ]);
  });
  it('shows the product with its factors', () => {
    expect(displayedText(playOn(modeAquatic2496, [[E]]), [10n, 19n])).toBe('19010 × 19');
  });
});
