import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { modeXY } from './perfect-powers.ts';

const ONE = [1n, 0n];

describe('X^Y', () => {
  it('merges 2, 3 or 4 tiles that add up to a perfect power, kept in its highest-power form', () => {
    const g = playOn(modeXY, [
      [ONE, ONE, ONE, ONE, E],
      [[2n, 2n], [2n, 2n], E, E, E],
      // 4 + 8 is no power; 4 + 4 + 8 = 16 is, and the 16 behind it cannot merge again this move.
      [[2n, 3n], [2n, 2n], [2n, 2n], [2n, 4n], E],
      // 27 + 9 = 36 = 6² (the result takes the front cell; the last 9 slides after it).
      [[3n, 2n], [3n, 3n], [3n, 2n], E, E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row.slice(0, 2))).toEqual([
      [[2n, 2n], E],
      [[2n, 3n], E],
      [[2n, 4n], [2n, 4n]],
      [[6n, 2n], [3n, 2n]],
    ]);
    expect(r.scoreDelta).toBe(4 + 8 + 16 + 36);
  });

  it('does not merge tiles whose sum is no perfect power', () => {
    expect(playOn(modeXY, [[ONE, ONE]]).move(LEFT).moved).toBe(false);
    expect(playOn(modeXY, [[[2n, 2n], ONE, ONE]]).move(LEFT).moved).toBe(false);
  });

  it('can be limited to merges of at most two tiles', () => {
    const g = playOn(modeXY, [[ONE, ONE, ONE, ONE]], { maxLength: 2 });
    expect(g.move(LEFT).moved).toBe(false);
  });

  it('shows the number and wins after twelve cubes or higher powers', () => {
    const g = playOn(modeXY, [[E]]);
    expect(displayedText(g, [2n, 6n])).toBe('64');
    expect(displayedText(g, ONE)).toBe('1');
    expect(g.core.mode.winRequirement).toBe(12);
  });
});
