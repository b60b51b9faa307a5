import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../engine/index.ts';
import { sobol2, stateWithOutputs, stratifiedFork } from './strata.ts';

/** The first `n` draws of a generator started at `state`. */
function draws(state: readonly [number, number, number, number], n: number): number[] {
  const r = new Sfc32(1);
  r.setState(state);
  return Array.from({ length: n }, () => r.next());
}

describe('stratified forks', () => {
  it('builds an sfc32 state whose first two outputs are the words asked for', () => {
    let m = 7;
    const mix = () => (m = (Math.imul(m, 1103515245) + 12345) >>> 0);
    for (const [t1, t2] of [
      [0, 0],
      [0xffffffff, 1],
      [0x80000000, 0x12345678],
      [123456789, 0xdeadbeef],
    ] as const) {
      const [u1, u2] = draws(stateWithOutputs(t1, t2, mix), 2);
      expect(u1! * 2 ** 32).toBe(t1);
      expect(u2! * 2 ** 32).toBe(t2);
    }
  });

  it('puts the first 2^m forks of a level one per stratum in each of the first two draws, and one per box', () => {
    for (const base of [0, 1, 0xdeadbeef]) {
      for (const level of [0, 1, 2]) {
        for (const k of [2, 4, 8, 16]) {
          const firsts = new Set<number>();
          const seconds = new Set<number>();
          const boxes = new Set<string>();
          const side = Math.sqrt(k) % 1 === 0 ? Math.sqrt(k) : 0;
          for (let i = 0; i < k; i++) {
            const [u1, u2, u3] = draws(stratifiedFork(base, level, i), 3);
            firsts.add(Math.floor(u1! * k));
            seconds.add(Math.floor(u2! * k));
            if (side) boxes.add(`${Math.floor(u1! * side)},${Math.floor(u2! * side)}`);
            expect(u3).toBeGreaterThanOrEqual(0);
            expect(u3).toBeLessThan(1);
          }
          expect(firsts.size).toBe(k);
          expect(seconds.size).toBe(k);
          if (side) expect(boxes.size).toBe(k);
        }
      }
    }
  });

  it('shifts the strata per decision and level, and leaves the later draws unalike', () => {
    expect(draws(stratifiedFork(1, 0, 0), 1)).not.toEqual(draws(stratifiedFork(2, 0, 0), 1));
    expect(draws(stratifiedFork(1, 0, 0), 1)).not.toEqual(draws(stratifiedFork(1, 1, 0), 1));
    const thirds = new Set(Array.from({ length: 16 }, (_, i) => draws(stratifiedFork(5, 0, i), 3)[2]));
    expect(thirds.size).toBe(16);
    expect(sobol2(0)).toEqual([0, 0]);
    expect(sobol2(3)).toEqual([0xc0000000, 0x40000000]);
  });
});
