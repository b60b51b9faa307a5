import { describe, expect, it } from 'vitest';
import { BigRational } from '../calc/values.ts';
import { packIds, TileIds } from './tile-ids.ts';

describe('tile ids', () => {
  it('are equal exactly for deep-equal values', () => {
    const ids = new TileIds();
    expect(ids.of([1, 2n])).toBe(ids.of([1, 2n]));
    expect(ids.of([1, 2n])).not.toBe(ids.of([1, 2]));
    expect(ids.of('@Empty')).toBe(ids.of('@Empty'));
    expect(ids.of([0])).toBe(ids.of([-0]));
    expect(ids.of(['a,b'])).not.toBe(ids.of(['a', 'b']));
  });
  it('give a value holding a NaN a new id every time', () => {
    const ids = new TileIds();
    const t = [NaN];
    expect(ids.of(t)).not.toBe(ids.of(t));
    expect(ids.of(NaN)).not.toBe(ids.of(NaN));
    const q = BigRational.of(0n, 0n);
    expect(ids.of([q])).not.toBe(ids.of([q]));
    expect(ids.ofCell(3, t)).not.toBe(ids.ofCell(3, t));
  });
  it('per cell, follow the value held', () => {
    const ids = new TileIds();
    const a = [1];
    const b = [2];
    expect(ids.ofCell(0, a)).toBe(ids.of([1]));
    expect(ids.ofCell(0, b)).toBe(ids.of([2]));
    expect(ids.ofCell(5, undefined)).toBe(ids.of(undefined));
  });
  it('pack into strings that are equal exactly when the numbers are', () => {
    expect(packIds(1, 0, [5, 70000])).toBe(packIds(1, 0, [5, 70000]));
    expect(packIds(1, 0, [5, 70000])).not.toBe(packIds(1, 0, [5, 70001]));
    expect(packIds(2, 0, [1])).not.toBe(packIds(1, 0, [2, 1]));
    expect(packIds(0, 0, [0x8000])).not.toBe(packIds(0, 0, [0x8000 >>> 16 | 0x8000, 0]));
  });
  it('pack the first `count` numbers, short lists as one unit each', () => {
    expect(packIds(2, 1, [7, 8, 9, 10], 3)).toBe(packIds(2, 1, [7, 8, 9]));
    expect(packIds(2, 1, [7, 8, 9])).toBe(String.fromCharCode(2, 1, 7, 8, 9));
    // Lengths 1 to 6 agree with the one-unit code (short forms and the general one).
    for (let n = 1; n <= 6; n++) {
      const ids = Array.from({ length: n }, (_, i) => 100 + i);
      expect(packIds(3, 0, ids)).toBe(String.fromCharCode(3, 0, ...ids));
    }
    expect(packIds(1, 0, [5, 70000], 1)).toBe(packIds(1, 0, [5]));
  });
});
