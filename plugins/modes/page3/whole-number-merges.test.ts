import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { bitwiseGoal, bitwiseTitle, mode1845, modeBitwise2048, modeFactup, modeSquart } from './whole-number-merges.ts';

const t = (...ns: number[]): Value[] => ns.map((n) => [BigInt(n)]);

describe('1845', () => {
  it('merges equal tiles and tiles in the ratio n : n + 1 (times their gcd)', () => {
    const g = playOn(mode1845, [t(3, 3), t(4, 6), t(12, 9), t(10, 15)]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual(t(6, 10, 21, 25));
    expect(r.scoreDelta).toBe(6 + 10 + 21 + 25);
  });
  it('does not merge tiles whose reduced ratio is not n : n + 1', () => {
    expect(playOn(mode1845, [t(3, 5)]).move(LEFT).moved).toBe(false);
    expect(playOn(mode1845, [t(4, 10)]).move(LEFT).moved).toBe(false);
  });
  it('shows the number', () => {
    expect(displayedText(playOn(mode1845, [[E]]), [1845n])).toBe('1845');
  });
});

describe('Bitwise 2048', () => {
  it('merges tiles whose binary sum has no carries', () => {
    const g = playOn(modeBitwise2048, [t(5, 2, 8), t(4, 8, 1)]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[7n], [8n], E],
      [[12n], [1n], E],
    ]);
  });
  it('lets 2^k − 1 (and 1 itself) merge with a 1, in either order, but not 2 + 1 + carry cases', () => {
    const g = playOn(modeBitwise2048, [t(7, 1, 3), t(1, 3, 5), t(1, 1, 6)]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[8n], [3n], E],
      [[4n], [5n], E],
      [[2n], [6n], E],
    ]);
    expect(playOn(modeBitwise2048, [t(3, 5)]).move(LEFT).moved).toBe(false);
  });
  it('plays on 3×3 and shows the binary digits under the number', () => {
    const def = modeBitwise2048.build({});
    expect([def.width, def.height]).toEqual([3, 3]);
    expect(displayedText(playOn(modeBitwise2048, [[E]]), [10n])).toBe('101010');
  });
  it('other bases add digit-wise in that base', () => {
    expect(bitwiseGoal(3)).toBe(2187n);
    expect(bitwiseTitle(10)).toBe('Base 10 1000');
    const g = playOn(modeBitwise2048, [t(4, 4), t(2, 1), t(5, 5)], { base: 3 });
    g.move(LEFT);
    // 11 + 11 = 22 (base 3, no carry); 2 + 1 = 3 (2 = 3 − 1); 12 + 12 carries.
    expect(g.state.grid.map((r) => r[0])).toEqual(t(8, 3, 5));
    expect(modeBitwise2048.optionsFromModeVars?.([3n])).toEqual({ base: 3 });
  });
});

describe('SQUART', () => {
  it('merges equal tiles, and tiles whose smaller one squared is a multiple of the larger', () => {
    const g = playOn(modeSquart, [t(6, 9), t(9, 6), t(4, 4), t(2, 8)]);
    g.move(LEFT);
    expect(g.state.grid.map((r) => r[0])).toEqual(t(15, 15, 8, 2));
    expect(g.state.grid[3]).toEqual(t(2, 8));
  });
  it('has no winning tile', () => {
    expect(modeSquart.build({}).winRequirement).toBe(false);
  });
});

describe('FACTUP', () => {
  it('merges when the sum has more divisors than each tile', () => {
    const g = playOn(modeFactup, [t(1, 1), t(2, 2), t(2, 1), t(4, 2)]);
    const r = g.move(LEFT);
    // 2 (2 divisors) > 1; 4 (3) > 2; 3 (2) is not more than 2's 2; 6 (4) > 3.
    expect(g.state.grid.map((row) => row[0])).toEqual(t(2, 4, 2, 6));
    expect(g.state.grid[2]).toEqual(t(2, 1));
    expect(r.scoreDelta).toBe(2 + 4 + 6);
  });
  it('records the divisor counts made, ascending, in the Discovered Factor Amounts box', () => {
    const g = playOn(modeFactup, [t(4, 2), t(1, 1), t(8, 4)]);
    g.move(LEFT);
    // 6 has 4 divisors, 2 has 2, 12 has 6; the list starts with 1 (the tile 1).
    expect(g.state.gameVars[5]).toEqual([1n, 2n, 4n, 6n]);
  });
});

describe('Crazy FACTUP', () => {
  it('also merges when the sum has as many divisors as the larger tile', () => {
    const g = playOn(modeFactup, [t(2, 1), t(4, 1)], { crazy: true });
    g.move(LEFT);
    // 3 has two divisors like 2; 5 has two, fewer than 4's three.
    expect(g.state.grid).toEqual([[[3n], E], t(4, 1)]);
    expect(modeFactup.optionsFromModeVars?.([true, 0, 1680n, 2, 2])).toEqual({
      crazy: true,
      minLength: 2,
      maxLength: 2,
      randomGoals: 'off',
      firstGoalMinimum: 1680,
    });
    expect(modeFactup.optionsFromModeVars?.([false, 3, 99n, 2, 2])).toEqual({
      crazy: false,
      minLength: 2,
      maxLength: 2,
      randomGoals: 'chain',
      firstGoalMinimum: 99,
    });
  });
});

describe('FACTUP merge lengths', () => {
  it('min / max merge length (mv[3], mv[4]): longer runs merge when their sum has more divisors than each tile', () => {
    const rows = (): Value[][] => [t(2, 1, 1, 5), t(1, 1, 1, 3)];
    // Up to three tiles: 2 + 1 + 1 = 4 (three divisors) is taken before 1 + 1; in the second row
    // the first 1 has only one tile ahead (1 + 1 = 2), then 1 + 3 = 4.
    const g = playOn(modeFactup, rows(), { minLength: 2, maxLength: 3 });
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[4n], [5n], E, E],
      [[2n], [4n], E, E],
    ]);
    expect(r.scoreDelta).toBe(4 + 2 + 4);
    // Exactly three: 1 + 1 no longer merges; 1 + 1 + 1 = 3 does.
    const h = playOn(modeFactup, rows(), { minLength: 3, maxLength: 3 });
    h.move(LEFT);
    expect(h.state.grid).toEqual([
      [[4n], [5n], E, E],
      [[3n], [3n], E, E],
    ]);
    expect(h.core.mode.mergeResultKnownLevel).toBe(0);
  });
  it('the default stays two tiles only', () => {
    const g = playOn(modeFactup, [t(2, 1, 1, 5)]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([[[2n], [2n], [5n], E]]);
    expect(modeFactup.build({}).mergeRules).toHaveLength(1);
  });
  it('maps the mode variables; ∞ is the longest offered', () => {
    expect(modeFactup.optionsFromModeVars?.([false, 0, 1680n, 3, Infinity])).toMatchObject({
      minLength: 3,
      maxLength: 16,
    });
    expect(modeFactup.optionsFromModeVars?.([false, 0, 1680n, 2, 2])).toMatchObject({ minLength: 2, maxLength: 2 });
    // No limit: every length up to the longer side of the grid (4, 3, 2 on 4×4; up to 6 on 6×4).
    expect(modeFactup.build({ minLength: 2, maxLength: 16 }).mergeRules).toHaveLength(3);
    expect(modeFactup.build({ minLength: 2, maxLength: 16, width: 6, height: 4 }).mergeRules).toHaveLength(5);
  });
  it('random goals with three-tile merges only start from tiles three 1s can make', () => {
    const def = modeFactup.build({ minLength: 3, maxLength: 4, randomGoals: 'build', firstGoalMinimum: 3 });
    expect(def.startGameVars[3]).toEqual([1n, 3n]);
  });
});

describe('Three-Tile SQUART', () => {
  it('merges three tiles in a row whose middle one could merge with both others (mv[2]), on 5×5', () => {
    const g = playOn(modeSquart, [t(1, 1, 1), t(9, 3, 3), t(2, 8, 4), t(1, 1, 3)], { threeTile: true });
    const r = g.move(LEFT);
    // 1, 1, 1 → 3; 3 (middle) with 3 and with 9 → 15; 8 merges with 4 but not with 2; two 1s alone
    // do not merge.
    expect(g.state.grid).toEqual([[[3n], E, E], [[15n], E, E], t(2, 8, 4), t(1, 1, 3)]);
    expect(r.scoreDelta).toBe(3 + 15);
    const def = modeSquart.build({ threeTile: true });
    expect([def.width, def.height, def.winRequirement]).toEqual([5, 5, false]);
    expect(modeSquart.optionsFromModeVars?.([0, 1536n, true])).toEqual({
      threeTile: true,
      randomGoals: 'off',
      firstGoalMinimum: 1536,
    });
  });
  it('the default SQUART still merges pairs on 4×4', () => {
    const g = playOn(modeSquart, [t(1, 1, 1)]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([[[2n], [1n], E]]);
    expect(modeSquart.optionsFromModeVars?.([0, 1536n, false])).toMatchObject({ threeTile: false });
    expect(modeSquart.build({}).width).toBe(4);
  });
  it('random goals step by a three-tile merge from 1 and 3', () => {
    const def = modeSquart.build({ threeTile: true, randomGoals: 'build', firstGoalMinimum: 6 });
    expect(def.startGameVars[3]).toEqual([1n, 3n]);
  });
});
