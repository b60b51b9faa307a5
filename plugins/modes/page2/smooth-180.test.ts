import { describe, expect, it } from 'vitest';
import { BigRational, type Value } from '../../../src/calc/values.ts';
import { lengthRules, mode180, parseLengthList } from './smooth-180.ts';
import { E, LEFT, define, displayedText, playOn } from './test-kit.ts';

const ONE: Value = [0, 0, 0];
const run = (tile: Value, n: number, width = 7): Value[] => Array.from({ length: width }, (_, i) => (i < n ? tile : E));

describe('180 (5-smooth supermerging)', () => {
  it('merges lines of exactly 2, 3 or 5 equal tiles into one tile 2, 3 or 5 times larger', () => {
    const g = playOn(mode180, [run(ONE, 2), run(ONE, 3), run(ONE, 5), run([1, 0, 0], 3)]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
      [1, 1, 0],
    ]);
    expect(r.scoreDelta).toBe(2 + 3 + 5 + 6);
  });
  it('never merges lines of 4 or 6 equal tiles', () => {
    expect(playOn(mode180, [run(ONE, 4)]).move(LEFT).moved).toBe(false);
    expect(playOn(mode180, [run(ONE, 6)]).move(LEFT).moved).toBe(false);
  });
  it('shows 2^a·3^b·5^c and wins at 180', () => {
    const g = playOn(mode180, [[E]]);
    expect(displayedText(g, [2, 2, 1])).toBe('180');
    expect(define(mode180).winConditions).toEqual([[2, 2, 1]]);
  });
  it('starts with the game variables of the original and a Discovered Tiles box pair', () => {
    const def = define(mode180);
    expect(def.startGameVars).toEqual([2n, 0, false, 0, 0, 6, 0, [], [], []]);
    expect(def.statBoxes.map((b) => (b as Value[])[0])).toEqual(['Discovered Tiles', 'Discovered Tiles', 'Score']);
    const g = playOn(mode180, [[E]]);
    g.clickStatBox(0);
    expect(g.state.gameVars[6]).toBe(1);
  });
});

describe('180 variants', () => {
  it('reads length lists, n/d meaning n tiles into d', () => {
    expect(parseLengthList('5, 3/2, 2')).toEqual([
      { n: 5, d: 1 },
      { n: 3, d: 2 },
      { n: 2, d: 1 },
    ]);
    expect(parseLengthList('1, 3/3, x')).toEqual([]);
    expect(lengthRules('primes', '', false, 7).map((r) => r.n)).toEqual([7, 5, 3, 2]);
    expect(lengthRules('any', '', false, 4).map((r) => r.n)).toEqual([4, 3, 2]);
  });
  it('any prime length: seven 1s make a 7 (value tiles)', () => {
    const g = playOn(mode180, [run([1n], 7)], { lengths: 'primes' });
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([7n]);
  });
  it('any length: four 1s make a 4', () => {
    const g = playOn(mode180, [run([1n], 4)], { lengths: 'any' });
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([4n]);
  });
  it('partial absorb: three equal tiles leave two worth 3/2 as much', () => {
    const one: Value = [BigRational.of(1n)];
    const g = playOn(mode180, [run(one, 3)], { partialAbsorb: true });
    g.move(LEFT);
    expect(g.state.grid[0]!.slice(0, 3)).toEqual([[BigRational.of(3n, 2n)], [BigRational.of(3n, 2n)], E]);
    // Any tile whose number equals 675/8 wins: three 225/4 leave two of them.
    const w = playOn(mode180, [run([BigRational.of(225n, 4n)], 3)], { partialAbsorb: true });
    w.move(LEFT);
    expect(w.state.grid[0]![0]).toEqual([BigRational.of(675n, 8n)]);
    expect(w.state.screen).toBe('Win');
  });
  it('maps the recorded mode variables', () => {
    expect(
      mode180.optionsFromModeVars?.([
        0,
        0,
        6,
        [
          [5n, 1n],
          [3n, 1n],
          [2n, 1n],
        ],
        false,
        [],
        -0.5,
        7,
        false,
      ]),
    ).toEqual({
      lengths: 'smooth',
      lengthList: [5, 3, 2],
      lengthInto: [],
      overflowMerges: false,
      partialAbsorb: false,
      randomGoals: 'off',
      firstGoalMinimum: 6,
    });
    expect(
      mode180.optionsFromModeVars?.([
        1,
        2,
        10,
        [
          [3n, 1n],
          [2n, 1n],
        ],
        false,
        [],
        0,
        7,
        true,
      ]),
    ).toMatchObject({
      lengths: 'primes',
      lengthList: [3, 2],
      lengthInto: [],
      partialAbsorb: true,
      randomGoals: 'random',
    });
  });
  it('random goals: a first goal of at least the minimum, and a new goal one factor of 2, 3 or 5 above it', () => {
    const opts = { randomGoals: 'build', firstGoalMinimum: 6 };
    const g = playOn(mode180, [run([1, 0, 0], 2)], opts);
    const first = g.state.gameVars[0] as number[];
    const value = (e: number[]): number => 2 ** e[0]! * 3 ** e[1]! * 5 ** e[2]!;
    expect(value(first)).toBeGreaterThanOrEqual(6);
    const [low, high] = [g.state.gameVars[3] as number, g.state.gameVars[4] as number];
    expect(0 <= low && low <= high && high <= 1).toBe(true);
    g.state.gameVars = [[2, 0, 0], ...g.state.gameVars.slice(1)];
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([2, 0, 0]);
    expect(g.state.gameVars[1]).toBe(1);
    expect([8, 12, 20]).toContain(value(g.state.gameVars[0] as number[]));
    expect(define(mode180, opts).statBoxes.map((b) => (b as Value[])[0])).toContain('Current Goal');
  });
});
