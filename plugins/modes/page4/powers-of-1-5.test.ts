import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { HALVE, exactDecimal, mode2216 } from './powers-of-1-5.ts';

describe('2216.8378200531005859375', () => {
  it('a power and its half make the next power; two halves make the whole', () => {
    const g = playOn(mode2216, [
      [
        [0, 2],
        [0, 1],
      ],
      [
        [2, 2],
        [2, 2],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[1, 1], E],
      [[2, 1], E],
    ]);
    expect(r.scoreDelta).toBeCloseTo(1.5 + 2.25);
  });
  it('÷2 halves a power of 1.5, and two ÷2 tiles make one', () => {
    const g = playOn(mode2216, [
      [HALVE, [3, 1]],
      [HALVE, HALVE],
    ]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[3, 2], E],
      [HALVE, E],
    ]);
  });
  it('equal powers and a ÷2 with a half do not merge', () => {
    const g = playOn(mode2216, [
      [
        [1, 1],
        [1, 1],
      ],
      [[1, 2], HALVE],
    ]);
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('writes the values exactly', () => {
    expect(exactDecimal(19, 1)).toBe('2216.8378200531005859375');
    expect(exactDecimal(0, 2)).toBe('0.5');
    const g = playOn(mode2216, [[E]]);
    expect([[0, 1], [3, 2], [5, 2], HALVE].map((t) => displayedText(g, t))).toEqual(['1', '1.6875', '3.796875', '÷2']);
  });
  it('shows the tiles up to 1.5^21 as the numbers themselves, later ones abbreviated (as the original)', () => {
    const g = playOn(mode2216, [[E]]);
    expect(
      [
        [8, 2],
        [19, 1],
        [21, 2],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['12.814453125', '2216.8378200531006', '2493.942547559738']);
    expect(
      [
        [22, 1],
        [23, 1],
        [40, 2],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['7481.828', '11,222.741', '5,528,666.16']);
  });
});
