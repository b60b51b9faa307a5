import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { E, LEFT, define, displayedText, playOn } from '../page2/test-kit.ts';
import { mode2205, mode2700 } from './smooth-levels.ts';

const t = (a: number, b: number, c: number): Value => [a, b, c];

describe('2700 (powers of 2, 3 and 5)', () => {
  it('level 1: 1 + 1 = 2, x + 2x = 3x, x + 3x = 4x, 2x + 3x = 5x, 3x + 5x = 8x', () => {
    const g = playOn(mode2700, [
      [t(0, 0, 0), t(0, 0, 0)],
      [t(1, 0, 0), t(2, 0, 0)],
      [t(0, 2, 0), t(0, 1, 0)],
      [t(1, 0, 1), t(0, 1, 1)],
      [t(0, 0, 1), t(0, 1, 0)],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([t(1, 0, 0), t(1, 1, 0), t(2, 1, 0), t(0, 0, 2), t(3, 0, 0)]);
    expect(r.scoreDelta).toBe(2 + 6 + 12 + 25 + 8);
  });
  it('level 1: x + 4x does not merge, level 2 makes it 5x and adds 2 + 2 = 4', () => {
    expect(playOn(mode2700, [[t(0, 1, 0), t(2, 1, 0)]]).move(LEFT).moved).toBe(false);
    const g = playOn(
      mode2700,
      [
        [t(0, 1, 0), t(2, 1, 0)],
        [t(1, 0, 0), t(1, 0, 0)],
      ],
      { level: '2' },
    );
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([t(0, 1, 1), t(2, 0, 0)]);
    expect(define(mode2700, { level: '2' }).width).toBe(5);
    expect(define(mode2700).width).toBe(4);
  });
  it('wins at 2700 and reads the level from the mode variables', () => {
    const g = playOn(mode2700, [[E]]);
    expect(displayedText(g, t(2, 3, 2))).toBe('2700');
    expect(mode2700.optionsFromModeVars?.([2, 1, 0, 8])).toEqual({
      level: '2',
      randomGoals: 'off',
      firstGoalMinimum: 8,
    });
  });
});

describe('2205 (powers of 3, 5 and 7)', () => {
  it('level 1: 1 + 1 + 1 = 3, y + y + 3y = 5y, y + y + 5y = 7y, y + y + 7y = 9y (any order)', () => {
    const g = playOn(mode2205, [
      [t(0, 0, 0), t(0, 0, 0), t(0, 0, 0)],
      [t(1, 0, 0), t(0, 0, 0), t(0, 0, 0)],
      [t(0, 0, 0), t(0, 1, 0), t(0, 0, 0)],
      [t(0, 1, 0), t(0, 1, 1), t(0, 1, 0)],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([t(1, 0, 0), t(0, 1, 0), t(0, 0, 1), t(2, 1, 0)]);
    expect(r.scoreDelta).toBe(3 + 5 + 7 + 45);
  });
  it('two tiles never merge; level 1 has no y + 7y + 7y, level 2 does', () => {
    expect(playOn(mode2205, [[t(0, 0, 0), t(0, 0, 0), E]]).move(LEFT).moved).toBe(false);
    const row = [[t(0, 0, 0), t(0, 0, 1), t(0, 0, 1)]];
    expect(playOn(mode2205, row).move(LEFT).moved).toBe(false);
    const g = playOn(mode2205, row, { level: '2' });
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual(t(1, 1, 0));
  });
  it('level 3: y + 3y + 3y = 7y', () => {
    const g = playOn(mode2205, [[t(1, 0, 0), t(0, 0, 0), t(1, 0, 0)]], { level: '3' });
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual(t(0, 0, 1));
    expect(displayedText(g, t(2, 1, 2))).toBe('2205');
  });
});

describe('2205 random goals', () => {
  it('rolls a 7-smooth goal tile of at least the minimum; a goal reached steps as one of the recipes (3 → 5 from 3)', () => {
    const g = playOn(mode2205, [[t(0, 0, 0), t(0, 0, 0), t(0, 0, 0)]], { randomGoals: 'build', firstGoalMinimum: 30 });
    const [a, b, c] = g.state.gameVars[1] as number[];
    expect(3 ** a! * 5 ** b! * 7 ** c!).toBeGreaterThanOrEqual(30);
    g.state.gameVars = g.state.gameVars.map((v, i) => (i === 1 ? t(1, 0, 0) : v));
    g.move(LEFT);
    expect(g.state.gameVars[2]).toBe(1);
    // Game variable 4: one weight per recipe step (3 → 5, 5 → 7, 7 → 9), rolled at start.
    const weights = g.state.gameVars[4] as number[];
    expect(weights).toHaveLength(3);
    for (const w of weights) expect(w >= 0 && w < 1).toBe(true);
    expect(g.state.gameVars[1]).toEqual(t(0, 1, 0));
    expect(mode2205.optionsFromModeVars?.([2, 1, 40])).toEqual({
      level: '2',
      randomGoals: 'build',
      firstGoalMinimum: 40,
    });
  });
});

describe('level 0: any tiles with a smooth sum', () => {
  it('2700: two tiles merge when their sum is 5-smooth (3 + 5 = 8, 9 + 16 = 25) but not 2 + 5 = 7', () => {
    const g = playOn(
      mode2700,
      [
        [t(0, 1, 0), t(0, 0, 1)],
        [t(0, 2, 0), t(4, 0, 0)],
        [t(1, 0, 0), t(0, 0, 1)],
      ],
      { level: '0' },
    );
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([t(3, 0, 0), t(0, 0, 2), t(1, 0, 0)]);
    expect(r.scoreDelta).toBe(8 + 25);
    expect(define(mode2700, { level: '0' }).width).toBe(3);
  });
  it('2205: three tiles merge when their sum is 7-smooth (1 + 3 + 5 = 9) but not 1 + 1 + 9 = 11', () => {
    const g = playOn(
      mode2205,
      [
        [t(0, 0, 0), t(1, 0, 0), t(0, 1, 0)],
        [t(0, 0, 0), t(0, 0, 0), t(2, 0, 0)],
      ],
      { level: '0' },
    );
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([t(2, 0, 0), t(0, 0, 0)]);
    expect(define(mode2205, { level: '0' }).width).toBe(4);
  });
});
