import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { E, LEFT, RIGHT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode2496, mode3026 } from './factor-pairs.ts';

describe('2496', () => {
  it('adds the smaller numbers of tiles sharing the larger one, keeping the pair sorted', () => {
    const g = playOn(mode2496, [
      [
        [2n, 6n],
        [3n, 6n],
      ],
      [
        [3n, 4n],
        [1n, 4n],
      ],
      [
        [3n, 4n],
        [2n, 4n],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [5n, 6n],
      [4n, 4n],
      [4n, 5n],
    ]);
    expect(r.scoreDelta).toBe(30 + 16 + 20);
  });
  it('does not merge tiles with different larger numbers, even of equal value', () => {
    expect(
      playOn(mode2496, [
        [
          [2n, 6n],
          [3n, 4n],
        ],
      ]).move(LEFT).moved,
    ).toBe(false);
    expect(
      playOn(mode2496, [
        [
          [1n, 2n],
          [2n, 3n],
        ],
      ]).move(RIGHT).moved,
    ).toBe(false);
  });
  it('shows the product with "a × b" under it; 39 × 64 wins', () => {
    const g = playOn(mode2496, [[E]]);
    expect(displayedText(g, [2n, 3n])).toBe('62 × 3');
    expect(mode2496.build({}).winConditions).toEqual([[39n, 64n]]);
  });
});

describe('3026', () => {
  it('x·1 + x·1 = x·2 and 1·y + 1·y = 2·y (the first form wins for 1·1)', () => {
    const g = playOn(mode3026, [
      [
        [3, 0],
        [3, 0],
      ],
      [
        [0, 4],
        [0, 4],
      ],
      [
        [0, 0],
        [0, 0],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [3, 1],
      [1, 4],
      [0, 1],
    ]);
    // 5·2 + 2·8 + 1·2
    expect(r.scoreDelta).toBe(10 + 16 + 2);
  });
  it('climbs one factor when the other is shared and the climbing ones are consecutive', () => {
    const g = playOn(mode3026, [
      [
        [3, 4],
        [3, 5],
      ],
      [
        [2, 5],
        [3, 5],
      ],
      [
        [4, 4],
        [3, 4],
      ],
    ]);
    g.move(LEFT);
    // 5×8 + 5×13 = 5×21; 3×13 + 5×13 = 8×13; 8×8 + 5×8 = 8×13.
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [3, 6],
      [4, 5],
      [4, 5],
    ]);
  });
  it('does not merge Fibonacci numbers two apart', () => {
    expect(
      playOn(mode3026, [
        [
          [3, 4],
          [3, 6],
        ],
      ]).move(LEFT).moved,
    ).toBe(false);
  });
  it('shows F × F under the product', () => {
    const g = playOn(mode3026, [[E]]);
    expect(displayedText(g, [7, 9])).toBe('302634 × 89');
  });
  it('"any sum" (mv[0]) merges any two tiles adding up to a Fibonacci product, smaller factor first', () => {
    const rows = [
      [
        [0, 0],
        [0, 2],
      ],
      [
        [1, 2],
        [0, 1],
      ],
      [
        [2, 2],
        [0, 1],
      ],
      [
        [3, 4],
        [3, 5],
      ],
    ];
    const g = playOn(mode3026, rows, { anySum: true });
    // The Fibonacci list (game variable 0) grows with the merges made; this board skipped them.
    g.state.gameVars = g.state.gameVars.map((v, i) => (i === 0 ? [1n, 2n, 3n, 5n, 8n, 13n] : v));
    const r = g.move(LEFT);
    // 1 + 3 = 2 × 2; 6 + 2 = 1 × 8; 9 + 2 = 11, not a product of two Fibonacci numbers;
    // 5 × 8 + 5 × 13 = 105 = 5 × 21.
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [1, 1],
      [0, 4],
      [2, 2],
      [3, 6],
    ]);
    expect(g.state.grid[2]).toEqual([
      [2, 2],
      [0, 1],
    ]);
    expect(r.scoreDelta).toBe(4 + 8 + 105);
    expect(mode3026.optionsFromModeVars?.([true, 0, 4])).toEqual({
      anySum: true,
      randomGoals: 'off',
      firstGoalMinimum: 4,
    });
  });
  it('without "any sum" (the default) those sums do not merge', () => {
    expect(mode3026.optionsFromModeVars?.([false, 0, 4])).toEqual({
      anySum: false,
      randomGoals: 'off',
      firstGoalMinimum: 4,
    });
    const g = playOn(mode3026, [
      [
        [0, 0],
        [0, 2],
      ],
      [
        [1, 2],
        [0, 1],
      ],
    ]);
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('random goals: a goal is made only with its factors in order (5 × 3 is not the goal 3 × 5)', () => {
    // [2, 1] + [1, 1] = [3, 1]: 5 × 2 + 3 × 2 = 8 × 2; goal state in game variables 4 (goal) and 5 (reached).
    const reachedWith = (goal: Value): Value => {
      const g = playOn(
        mode3026,
        [
          [
            [2, 1],
            [1, 1],
          ],
        ],
        { randomGoals: 'build' },
      );
      g.state.gameVars = g.state.gameVars.map((v, i) => (i === 4 ? goal : v));
      expect(g.move(LEFT).moved).toBe(true);
      expect(g.state.grid[0]![0]).toEqual([3, 1]);
      return g.state.gameVars[5]!;
    };
    expect(reachedWith([1, 3])).toBe(0);
    expect(reachedWith([3, 1])).toBe(1);
  });
});
