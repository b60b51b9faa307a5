import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { E, LEFT, define, displayedText, playOn } from '../page2/test-kit.ts';
import { mode1429 } from './odd-doubles.ts';

const pos = (v: number): Value => [BigInt(v), 1n];
const ONE = pos(1);
const MINUS_ONE: Value = [1n, -1n];

describe('1429', () => {
  it('two equal positive tiles and a 1 make 2v + 1; with a −1, 2v − 1 (any order)', () => {
    const g = playOn(mode1429, [
      [pos(5), pos(5), ONE],
      [pos(5), MINUS_ONE, pos(5)],
      [pos(3), pos(5), ONE],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([pos(11), pos(9), pos(3)]);
    expect(r.scoreDelta).toBe(20);
  });
  it('a 1 and a −1 annihilate for no score, before a three-tile merge is tried', () => {
    const g = playOn(mode1429, [
      [ONE, MINUS_ONE, E],
      [ONE, ONE, MINUS_ONE],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [E, E, E],
      [ONE, E, E],
    ]);
    expect(r.scoreDelta).toBe(0);
  });
  it('shows signed values, spawns 1 (75) and −1 (25) and wins at 1429', () => {
    const g = playOn(mode1429, [[E]]);
    expect([MINUS_ONE, pos(1429)].map((x) => displayedText(g, x))).toEqual(['-1', '1429']);
    expect(define(mode1429).startTileSpawns).toEqual([
      [ONE, 75],
      [MINUS_ONE, 25],
    ]);
  });
});

describe('1429 random goals', () => {
  it('rolls an odd first goal in the chosen tier and counts it when made', () => {
    const g = playOn(mode1429, [[pos(5), pos(5), ONE]], { randomGoals: 'build', firstGoalMinimum: 8 });
    const first = g.state.gameVars[0] as bigint;
    expect(first % 2n).toBe(1n);
    expect(first >= 128n && first < 256n).toBe(true);
    g.state.gameVars = [11n, ...g.state.gameVars.slice(1)];
    g.move(LEFT);
    expect(g.state.gameVars[1]).toBe(1);
    expect([21n, 23n]).toContain(g.state.gameVars[0]);
    expect(mode1429.optionsFromModeVars?.([2, 9n])).toEqual({ randomGoals: 'random', firstGoalMinimum: 9 });
  });
});
