import { describe, expect, it } from 'vitest';
import { BigRational } from '../../../src/calc/values.ts';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { modeRacute } from './racute.ts';

const q = (n: bigint, d: bigint = 1n): BigRational => BigRational.of(n, d);

describe('RACUTE', () => {
  it('merges when the sum keeps a small denominator, scoring the lcm of the denominators', () => {
    const g = playOn(modeRacute, [[[q(1n, 3n)], [q(1n, 6n)], E]]);
    const r = g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([q(1n, 2n)]);
    expect(r.scoreDelta).toBe(6);
  });
  it('does not merge when the sum needs a larger denominator', () => {
    const g = playOn(modeRacute, [[[q(1n, 2n)], [q(1n, 3n)], E]]);
    g.move(LEFT);
    expect(g.state.grid[0]!.slice(0, 2)).toEqual([[q(1n, 2n)], [q(1n, 3n)]]);
  });
  it('spawns unit fractions from whole tiles and denominators on the board', () => {
    const g = playOn(modeRacute, [
      [E, [q(5n)], [q(2n, 7n)]],
      [E, [q(3n, 5n)], E],
    ]);
    g.move(LEFT);
    expect(g.state.gameVars[0]).toEqual([q(1n, 5n), q(1n, 7n)]);
    expect(displayedText(g, [q(1n, 11n)])).toBe('1/11');
  });
});
