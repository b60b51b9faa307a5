import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { modeDivAddTor } from './div-add-tor.ts';

describe('Div-Add-Tor', () => {
  it('merges pairs whose products divide each other, slot by slot, scoring the smaller product', () => {
    const g = playOn(modeDivAddTor, [[[4n, 3n], [2n, 3n], E]]);
    const r = g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([6n, 6n]);
    expect(r.scoreDelta).toBe(6);
  });
  it('does not merge pairs whose products do not divide each other', () => {
    const g = playOn(modeDivAddTor, [[[2n, 3n], [5n, 1n], E]]);
    g.move(LEFT);
    expect(g.state.grid[0]!.slice(0, 2)).toEqual([
      [2n, 3n],
      [5n, 1n],
    ]);
  });
  it('counts each number of a pair on its own for seeds', () => {
    const g = playOn(modeDivAddTor, [[E, [2n, 3n], E]]);
    g.move(LEFT);
    expect(g.state.gameVars[0]).toEqual([2n, 3n]);
  });
  it('shows "a × b" with the product', () => {
    expect(displayedText(playOn(modeDivAddTor, [[E]]), [10n, 6n])).toBe('10 × 660');
  });
});
