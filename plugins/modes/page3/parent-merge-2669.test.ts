import { describe, expect, it } from 'vitest';
import { Game, calcEvaluator } from '../../../src/engine/index.ts';
import { E, LEFT, define, displayedText, playOn } from '../page2/test-kit.ts';
import { mode2669 } from './parent-merge-2669.ts';

const ONE = [1n, 1n, 0n, 1];

describe('2669', () => {
  it('a tile merges with one of its parents, remembering what it was made from', () => {
    const g = playOn(mode2669, [
      [ONE, ONE],
      [[2n, 1n, 1n, 1], ONE],
      [
        [5n, 3n, 2n, 1],
        [3n, 2n, 1n, 1],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2n, 1n, 1n, 1],
      [3n, 2n, 1n, 2],
      [8n, 5n, 3n, 1],
    ]);
    expect(r.scoreDelta).toBe(2 + 3 + 8);
  });

  it('a tile that merged with the same number twice in a row must use its other parent', () => {
    const g = playOn(mode2669, [
      [[3n, 2n, 1n, 2], ONE],
      [
        [3n, 2n, 1n, 2],
        [2n, 1n, 1n, 1],
      ],
    ]);
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [3n, 2n, 1n, 2],
      [5n, 3n, 2n, 1],
    ]);
    // With a limit of 3 the 1 may be used again.
    const h = playOn(mode2669, [[[3n, 2n, 1n, 2], ONE]], { repeatLimit: 3 });
    h.move(LEFT);
    expect(h.state.grid[0]).toEqual([[4n, 3n, 1n, 3], E]);
  });

  it('does not merge with a number that is not a parent', () => {
    expect(playOn(mode2669, [[[5n, 3n, 2n, 1], ONE]]).move(LEFT).moved).toBe(false);
  });

  it('shows the parents under the number', () => {
    const g = playOn(mode2669, [[E]]);
    expect(displayedText(g, ONE)).toBe('1');
    expect(displayedText(g, [8n, 5n, 3n, 1])).toBe('85 + 3');
  });
  it('random goals: a number with its parents; a goal made steps on with one of them', () => {
    for (const seed of [1, 2, 3]) {
      const def = define(mode2669, { randomGoals: 'build', firstGoalMinimum: 30 });
      const g = new Game(def, { evaluator: calcEvaluator, seed, clock: () => 0 });
      expect(g.start().error).toBeFalsy();
      const [v, , , parents, minimum] = g.state.gameVars as [bigint, number, boolean, [bigint, bigint, number], bigint];
      expect(v >= minimum && v < 2n * minimum).toBe(true);
      expect(parents[0] + parents[1]).toBe(v);
      expect(parents[2] >= 1 && parents[2] <= 2).toBe(true);
    }
    // 5 (from 3 and 2) merges with its parent 3 into 8: the goal 8 made, from [5, 3], streak 1.
    const g = playOn(
      mode2669,
      [
        [
          [5n, 3n, 2n, 1],
          [3n, 2n, 1n, 2],
        ],
      ],
      { randomGoals: 'build' },
    );
    g.state.gameVars = [8n, 0, false, [5n, 3n, 1], 7n];
    g.move(LEFT);
    expect(g.state.gameVars.slice(1, 3)).toEqual([1, false]);
    // With 5 (older parent, a new streak) → 13 from [8, 5]; or 3 again → 11 from [8, 3], streak 2.
    expect([
      [13n, [8n, 5n, 1]],
      [11n, [8n, 3n, 2]],
    ]).toContainEqual([g.state.gameVars[0], g.state.gameVars[3]]);
  });
});
