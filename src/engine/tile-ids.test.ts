import { describe, expect, it } from 'vitest';
import { BigRational } from '../calc/values.ts';
import { TileIds } from './tile-ids.ts';

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
  it('give back a value of each id, except NaN-holding ones', () => {
    const ids = new TileIds();
    expect(ids.valueOf(ids.of([3, 'x']))).toEqual([3, 'x']);
    expect(ids.valueOf(ids.of('@Empty'))).toBe('@Empty');
    expect(ids.valueOf(ids.ofCell(2, [4]))).toEqual([4]);
    expect(ids.valueOf(ids.of([NaN]))).toBeUndefined();
  });
  it('per cell, follow the value held', () => {
    const ids = new TileIds();
    const a = [1];
    const b = [2];
    expect(ids.ofCell(0, a)).toBe(ids.of([1]));
    expect(ids.ofCell(0, b)).toBe(ids.of([2]));
    expect(ids.ofCell(5, undefined)).toBe(ids.of(undefined));
  });
  it('per cell, follow a tile that moved from another cell, and a NaN-holding tile nowhere', () => {
    const ids = new TileIds();
    const a = [7n];
    const id = ids.ofCell(0, a);
    expect(ids.ofCell(3, a)).toBe(id);
    expect(ids.ofCell(3, [7n])).toBe(id);
    expect(ids.of(a)).toBe(id);
    const n = [NaN];
    const first = ids.ofCell(1, n);
    expect(ids.ofCell(2, n)).not.toBe(first);
    expect(ids.ofCell(1, n)).not.toBe(first);
  });
  it('per cell, follow a slid tile without a search, and never match a stale one', () => {
    const ids = new TileIds();
    const a = [1];
    const b = [2];
    const id = ids.ofCell(0, a);
    ids.slid(0, 4);
    expect(ids.ofCell(4, a)).toBe(id);
    // Cell 0 was not looked at since it held `a`: what slides from it is checked by identity.
    ids.slid(0, 5);
    expect(ids.ofCell(5, b)).toBe(ids.of([2]));
    expect(ids.ofCell(5, [1])).toBe(id);
    // Nothing known at cell 9: nothing moves.
    ids.slid(9, 4);
    expect(ids.ofCell(4, a)).toBe(id);
  });
});
