import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { statBoxTexts } from '../../../src/engine/index.ts';
import { modeXY } from './perfect-powers.ts';

const ONE = [1n, 0n];

describe('X^Y', () => {
  it('merges 2, 3 or 4 tiles that add up to a perfect power, kept in its highest-power form', () => {
    const g = playOn(modeXY, [
      [ONE, ONE, ONE, ONE, E],
      [[2n, 2n], [2n, 2n], E, E, E],
      // 4 + 8 is no power; 4 + 4 + 8 = 16 is, and the 16 behind it cannot merge again this move.
      [[2n, 3n], [2n, 2n], [2n, 2n], [2n, 4n], E],
      // 27 + 9 = 36 = 6² (the result takes the front cell; the last 9 slides after it).
      [[3n, 2n], [3n, 3n], [3n, 2n], E, E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row.slice(0, 2))).toEqual([
      [[2n, 2n], E],
      [[2n, 3n], E],
      [
        [2n, 4n],
        [2n, 4n],
      ],
      [
        [6n, 2n],
        [3n, 2n],
      ],
    ]);
    expect(r.scoreDelta).toBe(4 + 8 + 16 + 36);
  });

  it('does not merge tiles whose sum is no perfect power', () => {
    expect(playOn(modeXY, [[ONE, ONE]]).move(LEFT).moved).toBe(false);
    expect(playOn(modeXY, [[[2n, 2n], ONE, ONE]]).move(LEFT).moved).toBe(false);
  });

  it('can be limited to merges of at most two tiles', () => {
    const g = playOn(modeXY, [[ONE, ONE, ONE, ONE]], { maxLength: 2 });
    expect(g.move(LEFT).moved).toBe(false);
  });

  it('the merge "+" allows longer runs: five tiles adding up to a power', () => {
    // 1 + 1 + 1 + 4 + 1 = 8, and no shorter run in it adds up to a power.
    const row = [[ONE, ONE, ONE, [2n, 2n], ONE]];
    expect(playOn(modeXY, row).move(LEFT).moved).toBe(false);
    const g = playOn(modeXY, row, { maxLength: 5 });
    expect(g.move(LEFT).moved).toBe(true);
    expect(g.state.grid[0]![0]).toEqual([2n, 3n]);
    expect(modeXY.optionsFromModeVars?.([2n ** 1024n, 5, 0, 256n])).toMatchObject({ maxLength: 5 });
  });

  it('shows the number and wins after twelve cubes or higher powers', () => {
    const g = playOn(modeXY, [[E]]);
    expect(displayedText(g, [2n, 6n])).toBe('64');
    expect(displayedText(g, ONE)).toBe('1');
    expect(g.core.mode.winRequirement).toBe(12);
  });

  it('"highest prime power" (mv[0]) limits the exponents: forms within the limit, no merge into other powers', () => {
    const row = (t: unknown[]): unknown[] => [t, t, t, t];
    const front = (options: Record<string, unknown>): unknown[] => {
      // Four 4s, and four 16s.
      const g = playOn(modeXY, [row([2n, 2n]), row([4n, 2n])] as never, options);
      g.move(LEFT);
      return g.state.grid.map((r) => r.slice(0, 2));
    };
    // Squares only: 4 + 4 = 8 and 16 + 16 = 32 are no squares, so the four merge at once, into
    // 16 = 4^2 and 64 = 8^2.
    expect(front({ highestPower: '2' })).toEqual([
      [[4n, 2n], E],
      [[8n, 2n], E],
    ]);
    // Up to cubes: 8 = 2^3 merges in pairs; 32 still does not, 64 is 4^3.
    expect(front({ highestPower: '3' })).toEqual([
      [
        [2n, 3n],
        [2n, 3n],
      ],
      [[4n, 3n], E],
    ]);
    // The default, unlimited: 32 = 2^5 merges too.
    expect(front({})).toEqual([
      [
        [2n, 3n],
        [2n, 3n],
      ],
      [
        [2n, 5n],
        [2n, 5n],
      ],
    ]);
  });

  it('random goals: the Current Goal box shows the goal, and 0 or 1 once a Discovered Winning Tiles click overwrote it', () => {
    const g = playOn(modeXY, [[E, E]], { randomGoals: 'build' });
    const goalBox = g.core.mode.statBoxes.findIndex((b) => Array.isArray(b) && b[0] === 'Current Goal');
    const shown = (): unknown => (statBoxTexts(g.core)[goalBox] as unknown[])[1];
    g.state.gameVars[1] = [17n, 2n];
    expect(shown()).toEqual(['289']);
    // The original's boxes 3 and 4 toggle with game variable 1, the goal's slot.
    expect(g.clickStatBox(3).accepted).toBe(true);
    expect(g.state.gameVars[1]).toBe(1);
    expect(shown()).toEqual(['1']);
    expect(g.clickStatBox(4).accepted).toBe(true);
    expect(shown()).toEqual(['0']);
  });

  it('maps the recorded mode variables: 2^1024 is unlimited, a prime limits', () => {
    expect(modeXY.optionsFromModeVars?.([2n ** 1024n, 4, 0, 256n])).toEqual({
      highestPower: 'any',
      maxLength: 4,
      randomGoals: 'off',
      firstGoalMinimum: 256,
    });
    expect(modeXY.optionsFromModeVars?.([5n, 3, 0, 256n])).toMatchObject({ highestPower: '5', maxLength: 3 });
  });
});
