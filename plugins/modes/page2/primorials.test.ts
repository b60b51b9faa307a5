import { describe, expect, it } from 'vitest';
import { mode2310 } from './primorials.ts';
import { E, LEFT, displayedText, playOn } from './test-kit.ts';

describe('2310 (primorials)', () => {
  it('shows p_a# × p_b', () => {
    const g = playOn(mode2310, [[E]]);
    expect(
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [2, 0],
        [2, 2],
        [3, 3],
        [5, 0],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['1', '2', '4', '6', '18', '150', '2310']);
  });
  it('1 + 1 = 2, 2 + 2 = 4, 4 + 2 = 6 (next primorial), 18 + 12 = 30 (twin primes 3, 5)', () => {
    const g = playOn(mode2310, [
      [
        [0, 0],
        [0, 0],
      ],
      [
        [1, 0],
        [1, 0],
      ],
      [
        [1, 1],
        [1, 0],
      ],
      [
        [2, 2],
        [2, 1],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual([
      [1, 0],
      [1, 1],
      [2, 0],
      [3, 0],
    ]);
    expect(r.scoreDelta).toBe(2 + 4 + 6 + 30);
  });
  it('three tiles bridge a prime gap: 7x + 2x + 2x = 11x', () => {
    const g = playOn(mode2310, [
      [
        [5, 4],
        [5, 1],
        [5, 1],
      ],
    ]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[5, 5], E, E]);
  });
  it('5x + 2x = 7x climbs into the next primorial (150 + 60 = 210), but 5x + 3x makes no prime', () => {
    const g = playOn(mode2310, [
      [
        [3, 3],
        [3, 1],
      ],
    ]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[4, 0], E]);
    expect(
      playOn(mode2310, [
        [
          [3, 3],
          [3, 2],
        ],
      ]).move(LEFT).moved,
    ).toBe(false);
  });
});
