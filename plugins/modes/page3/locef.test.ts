import { describe, expect, it } from 'vitest';
import { E, LEFT, playOn } from '../page2/test-kit.ts';
import { modeLocef } from './locef.ts';

describe('LOCEF', () => {
  it('merges two equal tiles with a factor of them, in any order', () => {
    const g = playOn(modeLocef, [
      [[1n], [1n], [1n], E],
      [[6n], [3n], [6n], E],
      [[2n], [6n], [6n], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([[3n], [15n], [14n]]);
    expect(r.scoreDelta).toBe(3 + 15 + 14);
  });

  it('does not merge a pair alone, or a pair with a non-factor', () => {
    expect(playOn(modeLocef, [[[2n], [2n]]]).move(LEFT).moved).toBe(false);
    expect(playOn(modeLocef, [[[6n], [6n], [4n]]]).move(LEFT).moved).toBe(false);
  });

  it('has no winning tile', () => {
    expect(playOn(modeLocef, [[E]]).core.mode.winRequirement).toBe(false);
  });
});

describe('Extended LOCEF (not checked against recordings)', () => {
  it('merges three tiles when one is the lcm of the other two', () => {
    const g = playOn(
      modeLocef,
      [
        [[2n], [6n], [3n], E],
        [[6n], [6n], [2n], E],
      ],
      { extended: true },
    );
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([[11n], [14n]]);
    expect(playOn(modeLocef, [[[2n], [3n], [12n]]], { extended: true }).move(LEFT).moved).toBe(false);
  });
});
