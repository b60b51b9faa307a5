import { describe, expect, it } from 'vitest';
import { BigRational, type Value } from '../../../src/calc/values.ts';
import { E, LEFT, define, displayedText, playOn } from '../page2/test-kit.ts';
import { mode1668, mode1762, mode1847 } from './near-merges.ts';

const n = (v: number): Value => [BigInt(v)];

describe('1762', () => {
  it('equal tiles and tiles 1 apart merge into their sum; 2 apart do not', () => {
    const g = playOn(mode1762, [
      [n(3), n(3)],
      [n(4), n(3)],
      [n(3), n(5)],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [n(6), E],
      [n(7), E],
      [n(3), n(5)],
    ]);
    expect(r.scoreDelta).toBe(13);
  });
  it('harder 1762: only equal tiles, alone or with a 1, on a 5×5 grid', () => {
    const g = playOn(
      mode1762,
      [
        [n(5), n(5), n(1)],
        [n(1), n(4), n(4)],
        [n(4), n(3), E],
      ],
      { harder: true },
    );
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([n(11), n(9), n(4)]);
    expect(define(mode1762, { harder: true }).width).toBe(5);
    expect(mode1762.optionsFromModeVars?.([0, 11n, true])).toEqual({
      harder: true,
      randomGoals: 'off',
      firstGoalMinimum: 11,
    });
  });
  it('spawns 1 (90) and 2 (10) and shows whole numbers', () => {
    expect(define(mode1762).startTileSpawns).toEqual([
      [n(1), 90],
      [n(2), 10],
    ]);
    expect(displayedText(playOn(mode1762, [[E]]), n(1762))).toBe('1762');
  });
});

describe('1668', () => {
  it('two equal tiles and a third equal or 1 away merge, in any order; 2 away does not', () => {
    const g = playOn(mode1668, [
      [n(4), n(4), n(5)],
      [n(4), n(3), n(4)],
      [n(4), n(4), n(4)],
      [n(4), n(4), n(6)],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([n(13), n(11), n(12), n(4)]);
    expect(g.state.grid[3]).toEqual([n(4), n(4), n(6)]);
    expect(r.scoreDelta).toBe(13 + 11 + 12);
  });
  it('two 1s merge, but 2 1 1 makes a 4 rather than 2 2', () => {
    const g = playOn(mode1668, [
      [n(1), n(1), E],
      [n(2), n(1), n(1)],
      [n(2), n(2), E],
    ]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([
      [n(2), E, E],
      [n(4), E, E],
      [n(2), n(2), E],
    ]);
  });
});

describe('1847', () => {
  it('a tile merges with double itself, or double ± 1, in either order', () => {
    const g = playOn(mode1847, [
      [n(3), n(6)],
      [n(5), n(3)],
      [n(3), n(7)],
      [n(3), n(8)],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([n(9), n(8), n(10), n(3)]);
    expect(r.scoreDelta).toBe(27);
  });
  it('1 + 1 and 1 + 2 and 1 + 3 all merge (1 is within 1 of half of each)', () => {
    const g = playOn(mode1847, [
      [n(1), n(1)],
      [n(1), n(2)],
      [n(3), n(1)],
    ]);
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([n(2), n(3), n(4)]);
  });
});

describe('random goals (tiers)', () => {
  it('1762: the first goal lies in the chosen power-of-2 tier; a made goal builds 2g − 1, 2g or 2g + 1', () => {
    const g = playOn(mode1762, [[n(3), n(3)]], { randomGoals: 'build', firstGoalMinimum: 11 });
    const first = g.state.gameVars[0] as bigint;
    expect(first >= 1024n && first < 2048n).toBe(true);
    expect(g.state.gameVars[3]).toBe(11n);
    g.state.gameVars = [6n, ...g.state.gameVars.slice(1)];
    g.move(LEFT);
    expect(g.state.gameVars[1]).toBe(1);
    expect([11n, 12n, 13n]).toContain(g.state.gameVars[0]);
  });
  it('1668 and 1847 roll first goals in powers of 3 and of 1.5', () => {
    const a = playOn(mode1668, [[E]], { randomGoals: 'random', firstGoalMinimum: 5 }).state.gameVars[0] as bigint;
    expect(a >= 81n && a < 3n * 81n + 3n).toBe(true);
    const b = Number(
      playOn(mode1847, [[E]], { randomGoals: 'random', firstGoalMinimum: 10 }).state.gameVars[0] as bigint,
    );
    expect(b).toBeGreaterThanOrEqual(1.5 ** 9);
    expect(b).toBeLessThan(1.5 ** 10 + 2);
  });
  it('goals off keeps the recorded game variables and only the Score box', () => {
    expect(define(mode1847).startGameVars).toEqual([2n, 0, false, 19n]);
    expect(define(mode1847).statBoxes).toEqual([['Score', '@Score']]);
    expect(define(mode1847).scripts).toEqual([]);
  });
});

describe('1847 merge ratio', () => {
  it('ratio 3: a tile merges with one whose third is less than 1 away from it (2 + 6, 7 + 2; not 2 + 3, 2 + 9)', () => {
    const opts = { ratioNumerator: 3, ratioDenominator: 1 };
    const g = playOn(
      mode1847,
      [
        [n(2), n(6)],
        [n(7), n(2)],
        [n(2), n(3)],
        [n(2), n(9)],
      ],
      opts,
    );
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([n(8), n(9), n(2), n(2)]);
  });
  it('ratio 3/2: 4 + 6 and 4 + 5 merge, 4 + 8 does not', () => {
    const g = playOn(
      mode1847,
      [
        [n(4), n(6)],
        [n(5), n(4)],
        [n(4), n(8)],
      ],
      { ratioNumerator: 3, ratioDenominator: 2 },
    );
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([n(10), n(9), n(4)]);
  });
  it('reads the recorded ratio and falls back to 2 for a ratio below 1', () => {
    expect(mode1847.optionsFromModeVars?.([0, 19n, BigRational.of(2n, 1n)])).toEqual({
      randomGoals: 'off',
      firstGoalMinimum: 19,
      ratioNumerator: 2,
      ratioDenominator: 1,
    });
    expect(mode1847.optionsFromModeVars?.([0, 19n, BigRational.of(1n, 2n)])).toMatchObject({
      ratioNumerator: 2,
      ratioDenominator: 1,
    });
  });
});
