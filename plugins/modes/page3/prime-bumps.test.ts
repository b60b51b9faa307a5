import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode3069 } from './prime-bumps.ts';

/** A tile from its prime indices (1 = 2, 2 = 3, 3 = 5, 4 = 7, …). */
const p = (...indices: number[]): Value => [indices.map(BigInt)];

describe('3069 (prime bumps)', () => {
  it('doubles equal tiles (1 + 1 = 2, 90 + 90 = 180)', () => {
    const g = playOn(mode3069, [
      [p(), p()],
      [p(1, 2, 2, 3), p(1, 2, 2, 3)],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([p(1), p(1, 1, 2, 2, 3)]);
    expect(r.scoreDelta).toBe(2 + 180);
  });
  it('90 + 45 = 135, 60 + 90 = 150, 90 + 36 = 126: one prime factor moves to the next prime', () => {
    const g = playOn(mode3069, [
      [p(1, 2, 2, 3), p(2, 2, 3)],
      [p(1, 1, 2, 3), p(1, 2, 2, 3)],
      [p(1, 2, 2, 3), p(1, 1, 2, 2)],
    ]);
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([p(2, 2, 2, 3), p(1, 2, 3, 3), p(1, 2, 2, 4)]);
    // Game variable 0 keeps the last candidate tried (the last merge's result).
    expect(g.state.gameVars[0]).toEqual([1n, 2n, 2n, 4n]);
  });
  it('does not merge when no single prime step gives the sum', () => {
    // 6 + 2 = 8 is not 6 with a prime moved up (9 or 10).
    expect(playOn(mode3069, [[p(1, 2), p(1)]]).move(LEFT).moved).toBe(false);
  });
  it('shows the product; 3 · 3 · 11 · 31 wins', () => {
    const g = playOn(mode3069, [[E]]);
    expect(displayedText(g, p(2, 2, 5, 11))).toBe('3069');
    expect(displayedText(g, p())).toBe('1');
  });
});
