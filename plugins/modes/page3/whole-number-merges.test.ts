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
    expect(g.state.grid).toEqual([[[7n], [8n], E], [[12n], [1n], E]]);
  });
  it('lets 2^k − 1 (and 1 itself) merge with a 1, in either order, but not 2 + 1 + carry cases', () => {
    const g = playOn(modeBitwise2048, [t(7, 1, 3), t(1, 3, 5), t(1, 1, 6)]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([[[8n], [3n], E], [[4n], [5n], E], [[2n], [6n], E]]);
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
    expect(modeFactup.optionsFromModeVars?.([true, 0, 1680n, 2, 2])).toEqual({ crazy: true, randomGoals: 'off', firstGoalMinimum: 1680 });
    expect(modeFactup.optionsFromModeVars?.([false, 3, 99n, 2, 2])).toEqual({ crazy: false, randomGoals: 'chain', firstGoalMinimum: 99 });
  });
});
