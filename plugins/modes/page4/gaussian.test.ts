import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode16plus16i } from './gaussian.ts';

describe('16+16i', () => {
  it('x and ix merge into (1 + i)x, in either order', () => {
    const g = playOn(mode16plus16i, [
      [
        [0, 0],
        [0, 1],
      ],
      [
        [0, 1],
        [0, 0],
      ],
      [
        [0, 2],
        [0, 3],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[1, 0], E],
      [[1, 0], E],
      [[1, 2], E],
    ]);
    expect(r.scoreDelta).toBe(6);
  });
  it('opposite tiles and tiles of different sizes do not merge', () => {
    const g = playOn(mode16plus16i, [
      [
        [0, 0],
        [0, 2],
      ],
      [
        [1, 0],
        [0, 1],
      ],
    ]);
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('shows Gaussian integers', () => {
    const g = playOn(mode16plus16i, [[E]]);
    expect(
      [
        [0, 1],
        [1, 0],
        [1, 1],
        [2, 0],
        [9, 0],
        [9, 2],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['1i', '1+1i', '-1+1i', '2i', '16+16i', '-16-16i']);
  });
});

describe('Eisenstein tile texts past 10,000', () => {
  it('group the coefficients as the original abbreviates its computed numbers', () => {
    const g = playOn(mode16plus16i, [[E]], { units: 'eisenstein' });
    expect(displayedText(g, [20, 2])).toBe('59,049');
    expect(displayedText(g, [20, 0])).toBe('-59,049-59,049ω');
    expect(displayedText(g, [2, 0])).not.toContain(',');
  });
});
