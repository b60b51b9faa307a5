// Sfc32 keeps its four words in a typed list; these tests hold it to the generator as it was
// written before (plain number fields), draw for draw and state for state, including states set
// from words that are not 32-bit integers.
import { describe, expect, it } from 'vitest';
import { hashString, Sfc32, splitmix32, type RngState } from './rng.ts';

/** The generator with plain number fields (the reference). */
class PlainSfc32 {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(seed: number | string) {
    const sm = splitmix32(typeof seed === 'string' ? hashString(seed) : Math.floor(seed));
    this.a = sm();
    this.b = sm();
    this.c = sm();
    this.d = sm();
    for (let i = 0; i < 12; i++) this.next();
  }
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
  getState(): RngState {
    return [this.a, this.b, this.c, this.d];
  }
  setState(s: RngState): void {
    [this.a, this.b, this.c, this.d] = s;
  }
}

describe('Sfc32', () => {
  it('starts from the same states as the reference (seeded the same, then 12 draws)', () => {
    expect(new Sfc32('x').getState()).toEqual(new PlainSfc32('x').getState());
  });

  it.each([1, 42, 2 ** 31 + 5, 'bench:1', 'fast-move:3', ''])(
    'draws and states as the plain-field generator (seed %s)',
    (seed) => {
      const r = new Sfc32(seed);
      const p = new PlainSfc32(seed);
      for (let i = 0; i < 2000; i++) {
        expect(r.next()).toBe(p.next());
        if (i % 97 === 0) expect(r.getState()).toEqual(p.getState());
      }
    },
  );

  it('restores states, also words that are not 32-bit integers, exactly as given', () => {
    const states: RngState[] = [
      [1, -2, 3, -4],
      [2 ** 31 - 1, -(2 ** 31), 0, 7],
      [3e9, 4294967295, -3e9, 1],
      [2 ** 60, 2 ** 53 + 2, -(2 ** 55), 12345],
      [NaN, 1.5, Infinity, -0],
      [-0, 0, -0, 0],
    ];
    for (const st of states) {
      const r = new Sfc32(1);
      const p = new PlainSfc32(1);
      r.setState(st);
      p.setState(st);
      expect(Object.is(r.getState()[3], p.getState()[3])).toBe(true);
      expect(r.getState()).toEqual(p.getState());
      for (let i = 0; i < 50; i++) {
        expect(r.next()).toBe(p.next());
        expect(r.getState()).toEqual(p.getState());
      }
    }
  });

  it('a saved state replays the same draws', () => {
    const r = new Sfc32('save');
    for (let i = 0; i < 10; i++) r.next();
    const st = r.getState();
    const a = Array.from({ length: 20 }, () => r.next());
    r.setState(st);
    expect(Array.from({ length: 20 }, () => r.next())).toEqual(a);
  });
});
