import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { modeWildcardDive } from './wildcard-dive.ts';

describe('Wildcard DIVE', () => {
  it('merges when some possibility pair is a divisor pair, keeping every possible sum', () => {
    const g = playOn(modeWildcardDive, [
      [[[2n, 3n]], [[6n]], E],
      [[[4n]], E, E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([[8n, 9n]]);
    // 2 | 6 and 3 | 6: the smaller members 2 + 3 score.
    expect(r.scoreDelta).toBe(5);
  });
  it('does not merge when no possibility divides another', () => {
    const g = playOn(modeWildcardDive, [[[[2n]], [[3n, 5n]], E]]);
    g.move(LEFT);
    expect(g.state.grid[0]!.slice(0, 2)).toEqual([[[2n]], [[3n, 5n]]]);
  });
  it('counts every possibility on its own for seeds', () => {
    const g = playOn(modeWildcardDive, [[E, [[2n, 5n]], E]]);
    g.move(LEFT);
    expect(g.state.gameVars[0]).toEqual([2n, 5n]);
  });
  it('shows the possibilities, smallest first', () => {
    expect(displayedText(playOn(modeWildcardDive, [[E]]), [[100n, 106n]])).toBe('100 106');
  });
});
