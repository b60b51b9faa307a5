import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { modeWildcard2048 } from './wildcard.ts';

describe('Wildcard 2048', () => {
  it('tiles sharing a possibility merge into the shared ones, doubled, and the highest power is kept', () => {
    const g = playOn(modeWildcard2048, [
      [[3n], [6n]],
      [[7n], [6n]],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[4n], E],
      [[12n], E],
    ]);
    expect(r.scoreDelta).toBe(4 + 12);
    expect(g.state.gameVars[0]).toBe(3n);
  });
  it('tiles with nothing in common do not merge', () => {
    const g = playOn(modeWildcard2048, [[[1n], [6n]]]);
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('shows every possibility', () => {
    const g = playOn(modeWildcard2048, [[E]]);
    expect(displayedText(g, [11n])).toBe('1 2 8');
    expect(displayedText(g, [2048n])).toBe('2048');
  });
});
