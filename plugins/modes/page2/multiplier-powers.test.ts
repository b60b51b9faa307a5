import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import {
  modeEasier2401,
  modeHarder3125,
  modeHarder3375,
  modeInterleaved3125,
  modeInterleaved3375,
  modeInterleaved5832,
} from './multiplier-powers.ts';
import { E, LEFT, displayedText, playOn } from './test-kit.ts';

/** Tiles [e, m] of a row. */
const row = (...tiles: ([number, number] | typeof E)[]): Value[] => tiles.map((x) => (x === E ? E : [...x]));

describe('Harder 3125', () => {
  it('three 1s make a 3, and 1 + 1 + 3 (any order) make a 5', () => {
    const g = playOn(modeHarder3125, [
      row([0, 1], [0, 1], [0, 1]),
      row([0, 3], [0, 1], [0, 1]),
      row([0, 1], [0, 1], E),
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([row([0, 3], E, E), row([1, 1], E, E), row([0, 1], [0, 1], E)]);
    expect(r.scoreDelta).toBe(3 + 5);
  });
});

describe('Easier 2401', () => {
  it('1 + 1 = 2, 2 + 2 = 4 and 1 + 2 + 4 = 7 (any order)', () => {
    const g = playOn(modeEasier2401, [row([0, 1], [0, 1], E), row([0, 2], [0, 2], E), row([0, 4], [0, 1], [0, 2])]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([row([0, 2], E, E), row([0, 4], E, E), row([1, 1], E, E)]);
    expect(r.scoreDelta).toBe(2 + 4 + 7);
  });
});

describe('Harder 3375', () => {
  it('1 + 1 + 1 = 3, 3 + 1 + 3 = 7, 7 + 7 + 1 = 15', () => {
    const g = playOn(modeHarder3375, [
      row([0, 1], [0, 1], [0, 1]),
      row([0, 3], [0, 1], [0, 3]),
      row([0, 7], [0, 7], [0, 1]),
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([
      [0, 3],
      [0, 7],
      [1, 1],
    ]);
    expect(r.scoreDelta).toBe(3 + 7 + 15);
  });
});

describe('Interleaved 3125', () => {
  it('climbs 1, 2, 3, then 25 + 10 = 35, 25 + 15 = 40, 7 + 8 = 15 times a power, 10 + 15 = 25', () => {
    const g = playOn(modeInterleaved3125, [
      row([-1, 5], [-1, 5]),
      row([-1, 10], [-1, 5]),
      row([1, 5], [0, 10]),
      row([0, 15], [1, 5]),
      row([1, 7], [1, 8]),
      row([0, 10], [0, 15]),
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([
      [-1, 10],
      [-1, 15],
      [1, 7],
      [1, 8],
      [1, 15],
      [1, 5],
    ]);
    expect(r.scoreDelta).toBe(2 + 3 + 35 + 40 + 75 + 25);
  });
  it('shows whole numbers below 5', () => {
    const g = playOn(modeInterleaved3125, [[E]]);
    expect([5, 10, 15].map((m) => displayedText(g, [-1, m]))).toEqual(['1', '2', '3']);
  });
});

describe('Interleaved 3375', () => {
  it('1 + 1 = 2, 2 + 2 = 4, 4 + 1 = 5, 15 + 5 = 20, three 20s = 60, three 75s = 225', () => {
    const g = playOn(modeInterleaved3375, [
      row([-1, 15], [-1, 15], E),
      row([-1, 30], [-1, 30], E),
      row([-1, 60], [-1, 15], E),
      row([0, 15], [-1, 75], E),
      row([0, 20], [0, 20], [0, 20]),
      row([0, 75], [0, 75], [0, 75]),
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([
      [-1, 30],
      [-1, 60],
      [-1, 75],
      [0, 20],
      [0, 60],
      [1, 15],
    ]);
    expect(r.scoreDelta).toBe(2 + 4 + 5 + 20 + 60 + 225);
  });
});

describe('Interleaved 5832', () => {
  it('1, 2, 3, 6, 9, 18, then 18 + 9 = 27, 27 + 27 = 54, 54 + 27 = 81, 81 + 81 = 162, 162 + 162 = 324', () => {
    const g = playOn(modeInterleaved5832, [
      row([0, 6], [0, 3]),
      row([0, 9], [0, 9]),
      row([1, 1], [0, 9]),
      row([1, 1.5], [1, 1.5]),
      row([1, 3], [1, 1.5]),
      row([1, 4.5], [1, 4.5]),
      row([1, 9], [1, 9]),
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([
      [0, 9],
      [1, 1],
      [1, 1.5],
      [1, 3],
      [1, 4.5],
      [1, 9],
      [2, 1],
    ]);
    expect(r.scoreDelta).toBe(9 + 18 + 27 + 54 + 81 + 162 + 324);
  });
  it('below-18 merges stay below 18: two 54s do not merge', () => {
    const g = playOn(modeInterleaved5832, [row([1, 3], [1, 3])]);
    expect(g.move(LEFT).moved).toBe(false);
  });
});
