import { describe, expect, it } from 'vitest';
import { BigRational, type Value } from '../../../src/calc/values.ts';
import { modeRatioFill1024, modeRatioFill1296, modeRatioFill3375, modeRatioFill9261 } from './ratio-fill.ts';
import { E, LEFT, define, playOn } from './test-kit.ts';

/** A tile of tier t with the given boxes (true = filled) and value v. */
const tile = (t: number, boxes: boolean[] | number, v: number): Value => [
  t,
  typeof boxes === 'number' ? Array<boolean>(boxes).fill(t === 0) : boxes,
  BigInt(v),
];
const boxes = (n: number, ...filled: number[]): boolean[] => Array.from({ length: n }, (_, i) => filled.includes(i));

describe('Ratio-Fill 1296', () => {
  it('below 6 a tile merges with a divisor; 6 starts tier 1', () => {
    const g = playOn(modeRatioFill1296, [
      [tile(0, 5, 2), tile(0, 5, 1)],
      [tile(0, 5, 3), tile(0, 5, 2)],
      [tile(0, 5, 4), tile(0, 5, 2)],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [tile(0, 5, 3), E],
      [tile(0, 5, 3), tile(0, 5, 2)],
      [tile(1, boxes(5), 6), E],
    ]);
    expect(r.scoreDelta).toBe(3 + 6);
  });
  it('a tier tile V takes V/r for an unused r, ticking box r; the scratch variable keeps the box', () => {
    const g = playOn(modeRatioFill1296, [[tile(0, 5, 2), tile(1, boxes(5), 6)]]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([tile(1, boxes(5, 2), 8), E]);
    expect(g.state.gameVars).toEqual([2n]);
    const used = playOn(modeRatioFill1296, [[tile(0, 5, 2), tile(1, boxes(5, 3), 8)]]);
    expect(used.move(LEFT).moved).toBe(false);
    expect(used.state.gameVars).toEqual([3n]);
  });
  it('a ratio that is not whole is kept as a fraction', () => {
    const g = playOn(modeRatioFill1296, [[tile(0, 5, 3), tile(1, boxes(5), 10)]]);
    expect(g.move(LEFT).moved).toBe(false);
    expect(g.state.gameVars).toEqual([BigRational.of(10n, 3n)]);
  });
  it('the fifth box makes the tile six times its tier start and opens the next tier', () => {
    // 6 → 12 (r = 1) → 16 (r = 3) → 20 (r = 4) → 24 (r = 5) → 36 (r = 2).
    const g = playOn(modeRatioFill1296, [[tile(1, boxes(5, 0), 12), tile(1, boxes(5, 0, 2, 3, 4), 24)]]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([tile(2, boxes(5), 36), E]);
  });
});

describe('Ratio-Fill 1024', () => {
  it('below 4 any tiles add up; 4 starts tier 1; V + V/2 ticks the first box', () => {
    const g = playOn(modeRatioFill1024, [
      [tile(0, 6, 2), tile(0, 6, 1)],
      [tile(0, 6, 3), tile(0, 6, 1)],
      [tile(1, boxes(6), 4), tile(0, 6, 2)],
    ]);
    g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([tile(0, 6, 3), tile(1, boxes(6), 4), tile(1, boxes(6, 0), 6)]);
  });
});

describe('Ratio-Fill 3375', () => {
  it('three tiles: 1 + 1 + 1 = 3, 5 + 5 + 5 = 15, and 15 with two tiles summing to 2·15/3 ticks box 1', () => {
    const g = playOn(modeRatioFill3375, [
      [tile(0, 7, 1), tile(0, 7, 1), tile(0, 7, 1)],
      [tile(0, 7, 5), tile(0, 7, 5), tile(0, 7, 5)],
      [tile(1, boxes(7), 15), tile(0, 7, 5), tile(0, 7, 5)],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([tile(0, 7, 3), tile(1, boxes(7), 15), tile(1, boxes(7, 1), 25)]);
    // Reaching 15 scores 6, as recorded in the original.
    expect(r.scoreDelta).toBe(3 + 6 + 25);
  });
  it('with "the filled tile must be the largest" off, a larger partner may help fill', () => {
    const row = [tile(1, boxes(7), 15), tile(1, boxes(7, 2), 25), tile(0, 7, 5)];
    expect(playOn(modeRatioFill3375, [row]).move(LEFT).moved).toBe(false);
    const g = playOn(modeRatioFill3375, [row], { largestFilled: false });
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([tile(1, boxes(7, 0), 45), E, E]);
  });
  it('maps the recorded mode variable to the option', () => {
    expect(modeRatioFill3375.optionsFromModeVars?.([false])).toEqual({ largestFilled: false });
    expect(modeRatioFill3375.optionsFromModeVars?.([true])).toEqual({ largestFilled: true });
  });
});

describe('Ratio-Fill 9261', () => {
  it('1 takes an equal tile (V: ×2) or two tiles summing to 2V (×3)', () => {
    const one = tile(0, boxes(5), 1);
    const g = playOn(modeRatioFill9261, [
      [one, one, E],
      [one, one, one],
    ]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([
      [tile(0, boxes(5, 1), 2), E, E],
      [tile(0, boxes(5, 0), 3), E, E],
    ]);
  });
  it('all five fills make 21 and the next tier: 1 → 3 → 5 → 10 → 15 → 21', () => {
    const three = tile(0, boxes(5, 0), 3);
    const g = playOn(modeRatioFill9261, [[tile(0, boxes(5, 0, 1, 2, 3), 15), three, three]]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([tile(1, boxes(5), 21), E, E]);
  });
  it('starts every game with a fresh scratch variable', () => {
    expect(define(modeRatioFill9261).startGameVars).toEqual([0]);
  });
});
