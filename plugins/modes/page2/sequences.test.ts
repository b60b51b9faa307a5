import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { fibonacci, linearRecurrence, narayana, pell, primorials, tribonacci } from '../shared/sequences.ts';
import { mode1705, mode2378, mode2583, mode2584, mode2745 } from './sequences.ts';
import { E, LEFT, RIGHT, displayedText, playOn } from './test-kit.ts';

const t = (...ns: number[]): Value[] => ns.map((n) => [n]);

describe('sequence tables', () => {
  it('are the sequences the modes are named after', () => {
    expect(fibonacci().slice(0, 8)).toEqual([1, 2, 3, 5, 8, 13, 21, 34]);
    expect(fibonacci()[16]).toBe(2584);
    expect(narayana().slice(0, 9)).toEqual([1, 2, 3, 4, 6, 9, 13, 19, 28]);
    expect(narayana()[20]).toBe(2745);
    expect(tribonacci().slice(0, 7)).toEqual([1, 2, 4, 7, 13, 24, 44]);
    expect(tribonacci()[12]).toBe(1705);
    expect(pell().slice(0, 7)).toEqual([0, 1, 2, 5, 12, 29, 70]);
    expect(pell()[10]).toBe(2378);
    expect(primorials().slice(0, 6)).toEqual([1, 2, 6, 30, 210, 2310]);
  });
  it('stop before leaving the exact doubles', () => {
    for (const table of [fibonacci(), narayana(), tribonacci(), pell(), linearRecurrence([1, 1], [4, -1])])
      expect(Math.max(...table)).toBeLessThanOrEqual(2 ** 53);
  });
});

describe('2584 (Fibonacci)', () => {
  it('merges two 1s, and a term with the one before it in either order', () => {
    const g = playOn(mode2584, [t(0, 0, 3, 2), [[2], [3], E, E]]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[1], [4], E, E],
      [[4], E, E, E],
    ]);
    expect(r.scoreDelta).toBe(2 + 8 + 8);
  });
  it('does not merge tiles two apart or equal tiles above 1', () => {
    const g = playOn(mode2584, [t(1, 3, 3, 5)]);
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('shows Fibonacci numbers', () => {
    const g = playOn(mode2584, [[E]]);
    expect([0, 1, 2, 3, 16].map((n) => displayedText(g, [n]))).toEqual(['1', '2', '3', '5', '2584']);
  });
});

describe('2745 (Narayana)', () => {
  it('1 + 1 = 2, 1 + 2 = 3, and a term with the one two before it', () => {
    const g = playOn(mode2745, [t(-1, -1, 0, -1), [[3], [1], E, E]]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[0], [1], E, E]);
    expect(g.state.grid[1]).toEqual([[4], E, E, E]);
  });
  it('scores the larger tile of a term + term-two-before merge (as the original does)', () => {
    const g = playOn(mode2745, [[[1], [-1], E, E]]);
    expect(g.move(LEFT).scoreDelta).toBe(3);
    expect(g.state.grid[0]![0]).toEqual([2]);
  });
});

describe('1705 (Tribonacci)', () => {
  it('1 1 1 → 2 1: two 1s merge at the front', () => {
    const g = playOn(mode1705, [t(0, 0, 0)]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[1], [0], E]);
  });
  it('1 1 2 → 4 in both directions: the pair waits for the 2 behind it', () => {
    for (const d of [LEFT, RIGHT]) {
      const g = playOn(mode1705, [t(0, 0, 1)]);
      const r = g.move(d);
      expect(g.state.grid[0]!.filter((c) => c !== E)).toEqual([[2]]);
      expect(r.scoreDelta).toBe(4);
    }
  });
  it('three consecutive terms in any order make the next', () => {
    const g = playOn(mode1705, [t(3, 1, 2, 5)]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[4], [5], E, E]);
  });
});

describe('2378 (Pell)', () => {
  it('two equal terms and the one before make the next: 2 + 2 + 1 = 5, 12 + 5 + 12 = 29', () => {
    const g = playOn(mode2378, [t(2, 2, 1, 4, 3, 4)]);
    const r = g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[3], [5], E, E, E, E]);
    expect(r.scoreDelta).toBe(5 + 29);
  });
  it('1 + 1 = 2 but 2 + 2 alone does not merge', () => {
    const g = playOn(mode2378, [t(1, 1, 2, 2)]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[2], [2], [2], E]);
  });
});

describe('2583 (Fibonacci minus 1)', () => {
  it('a term, the one before and a 1 make the next: 7 + 4 + 1 = 12', () => {
    const g = playOn(mode2583, [t(4, 3, 1)]);
    expect(g.move(LEFT).scoreDelta).toBe(12);
    expect(g.state.grid[0]).toEqual([[5], E, E]);
  });
  it('1 1 2 → 4 moving either way', () => {
    for (const d of [LEFT, RIGHT]) {
      const g = playOn(mode2583, [t(1, 1, 2)]);
      g.move(d);
      expect(g.state.grid[0]!.filter((c) => c !== E)).toEqual([[3]]);
    }
  });
});

describe('tile texts past 10,000', () => {
  it('are written out as the original writes its table (17711) and abbreviated past it (46,368)', () => {
    const g = playOn(mode2584, [[E]]);
    expect([[19], [20], [21], [22]].map((tile) => displayedText(g, tile))).toEqual([
      '10946',
      '17711',
      '28657',
      '46,368',
    ]);
    expect(displayedText(playOn(mode2378, [[E]]), [14])).toBe('80782');
    expect(displayedText(playOn(mode2583, [[E]]), [23])).toBe('75024');
    expect(displayedText(playOn(mode1705, [[E]]), [18])).toBe('66012');
    expect(displayedText(playOn(mode2745, [[E]]), [33])).toBe('578949');
  });
});
