import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode2058 } from './consecutive-bases.ts';

describe('2058', () => {
  it('1 + 1 = 2 and equal powers of 2 double', () => {
    const g = playOn(mode2058, [
      [
        [2, 0, 0],
        [2, 0, 0],
      ],
      [
        [2, 2, 0],
        [2, 2, 0],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[2, 1, 0], E],
      [[2, 3, 0], E],
    ]);
    expect(r.scoreDelta).toBe(8);
  });
  it('while the maximum is 2, 4 + 2 (which needs base 3) disappears and is counted', () => {
    const g = playOn(mode2058, [
      [
        [2, 2, 0],
        [2, 1, 0],
      ],
    ]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([[E, E]]);
    expect(g.state.gameVars).toEqual([2, 1]);
  });
  it('an 8 = 2^3 raises the maximum to 3 at the end of the turn', () => {
    const g = playOn(mode2058, [[E, [2, 3, 0]]]);
    g.move(LEFT);
    expect(g.state.gameVars[0]).toBe(3);
  });
  it('with maximum 3: 4 + 2 = 6 = 2·3, and 6 + 3 = 9 = 3^2 (the bases move up)', () => {
    const g = playOn(
      mode2058,
      [
        [
          [2, 2, 0],
          [2, 1, 0],
        ],
        [
          [2, 1, 1],
          [3, 1, 0],
        ],
      ],
      { startMax: 3 },
    );
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[2, 1, 1], E],
      [[3, 2, 0], E],
    ]);
    expect(r.scoreDelta).toBe(6 + 9);
  });
  it('with disappearing turned off, such merges simply do not happen', () => {
    const g = playOn(
      mode2058,
      [
        [
          [2, 2, 0],
          [2, 1, 0],
        ],
      ],
      { disappear: false },
    );
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('shows the value and its factorisation', () => {
    const g = playOn(mode2058, [[E]]);
    expect(displayedText(g, [2, 0, 0])).toBe('1');
    expect(displayedText(g, [2, 1, 1])).toBe('621 × 31');
    expect(displayedText(g, [6, 1, 3])).toBe('205861 × 73');
  });
});
