import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { modeAlternate5040 } from './alternate-5040.ts';
import type { Value } from '../../../src/plugins/kit.ts';

describe('Alternate 5040 (1762 variant)', () => {
  it('tiles of a tier merge like 1762 and reaching the next factorial starts the next tier', () => {
    const g = playOn(modeAlternate5040, [
      [[1n, 1n], [1n, 1n], E],
      [[2n, 1n], [2n, 1n], E],
      [[2n, 2n], [2n, 1n], E],
      [[3n, 2n], [3n, 2n], E],
      [[2n, 1n], [3n, 1n], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2n, 1n],
      [2n, 2n],
      [3n, 1n],
      [4n, 1n],
      [2n, 1n],
    ]);
    expect(r.scoreDelta).toBe(2 + 4 + 6 + 24);
  });
  it('a merge must keep the next factorial reachable: 12 + 6 = 18 is refused in the 6 tier', () => {
    const g = playOn(modeAlternate5040, [[[3n, 2n], [3n, 1n], E]]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[3n, 2n], [3n, 1n], E]);
  });
  it('shows n! × k; 5040 wins', () => {
    const g = playOn(modeAlternate5040, [[E]]);
    expect(
      [
        [1n, 1n],
        [3n, 2n],
        [4n, 3n],
        [7n, 1n],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['1', '12', '72', '5040']);
  });

  it('"10" variant (variant tile 19): a tile [n, k, s] shows and is worth n! × k × s, its sign included', () => {
    const g = playOn(modeAlternate5040, [[E]], { variant: '19' });
    const tiles: Value[] = [
      [1n, 1n, -1],
      [2n, 2n, -1],
      [3n, 1n, 1],
    ];
    expect(tiles.map((t) => displayedText(g, t))).toEqual(['-1', '-4', '6']);
  });

  it('XXXX variant (variant tile 8): n + 1 tiles of tier n make the next tier; fewer do not', () => {
    const xxxx = { variant: '8' };
    const g = playOn(
      modeAlternate5040,
      [
        [[1n, 1n], [1n, 1n], E, E],
        [[2n, 1n], [2n, 1n], [2n, 1n], E],
        [[3n, 1n], [3n, 1n], [3n, 1n], E],
      ],
      xxxx,
    );
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2n, 1n],
      [3n, 1n],
      [3n, 1n],
    ]);
    expect(r.scoreDelta).toBe(2 + 6);
    expect(modeAlternate5040.optionsFromModeVars?.([8, true, 0, 0, 2, 0])).toMatchObject({ ...xxxx, width: 9 });
  });

  it('180 variant (variant tile 9): exact runs of a prime factor of n + 1 whose sum divides n + 1', () => {
    const g = playOn(
      modeAlternate5040,
      [
        [[5n, 1n], [5n, 1n], [5n, 1n], E],
        [[5n, 3n], [5n, 3n], E, E],
        [
          [1n, 1n],
          [1n, 1n],
          [1n, 1n],
          [1n, 1n],
        ],
      ],
      { variant: '9' },
    );
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [5n, 3n],
      [6n, 1n],
      [1n, 1n],
    ]);
    expect(g.state.grid[2]).toEqual([
      [1n, 1n],
      [1n, 1n],
      [1n, 1n],
      [1n, 1n],
    ]);
  });

  it('1668 variant (variant tile 2): two 1s make 2; three tiles a, a, b add up towards n + 1', () => {
    const g = playOn(
      modeAlternate5040,
      [
        [[1n, 1n], [1n, 1n], E],
        [
          [2n, 1n],
          [2n, 1n],
          [2n, 1n],
        ],
        [[3n, 1n], [3n, 1n], E],
      ],
      { variant: '2' },
    );
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2n, 1n],
      [3n, 1n],
      [3n, 2n],
    ]);
  });

  it('SCAPRIM variant (variant tile 6): ratio one less than a prime; a new tier lists its multipliers', () => {
    const g = playOn(
      modeAlternate5040,
      [
        [[6n, 1n], [6n, 6n], E],
        [[2n, 1n], [2n, 3n], E],
      ],
      { variant: '6' },
    );
    g.move(LEFT);
    // 1 + 6 = 7 makes 7! (tier 7, whose multipliers towards 8 are then listed); 3 / 1 + 1 = 4 is no prime.
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [7n, 1n],
      [2n, 1n],
    ]);
    expect(g.state.gameVars[1]).toBe(8n);
    expect((g.state.gameVars[0] as Value[])[7]).toEqual([8n, 4n, 2n, 1n]);
  });

  it('3069 variant (variant tile 3): a total that bumps a prime factor to the next prime', () => {
    const g = playOn(
      modeAlternate5040,
      [
        [[1n, 1n], [1n, 1n], E],
        [[2n, 2n], [2n, 1n], E],
        [[4n, 1n], [4n, 1n], E],
      ],
      { variant: '3' },
    );
    g.move(LEFT);
    // 1 + 1 = 2 = 2! / 1!; 2 + 1 = 3 = 2 × 3/2 reaches 3!; in tier 4, 1 + 1 = 2 is on the way to 5.
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2n, 1n],
      [3n, 1n],
      [4n, 2n],
    ]);
  });

  it('Ratio-Fill 1296 variant (variant tile 21): below tier 2 multiples add; later tiles fill bars', () => {
    const none: Value = [-1];
    const g = playOn(
      modeAlternate5040,
      [
        [[1n, none, 1n], [1n, none, 1n], E],
        [[2n, [false, false], 2n], [2n, [false, false], 2n], E],
        [[2n, [true, false], 4n], [2n, [false, false], 2n], E],
      ],
      { variant: '21' },
    );
    g.move(LEFT);
    // 1 + 1 = 2 = 2!: tier 2 with its two empty bars; 2 + 2/1 fills bar 0; 4 + 4/2 fills the last bar: 3!.
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2n, [false, false], 2n],
      [2n, [true, false], 4n],
      [3n, [false, false, false], 6n],
    ]);
  });
});
