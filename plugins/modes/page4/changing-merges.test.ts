import { describe, expect, it } from 'vitest';
import { E, LEFT, RIGHT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode2295, mode2592, modeTuratin } from './changing-merges.ts';

describe('2592', () => {
  it('doubles pairs on even moves and triples threes on odd moves', () => {
    const g = playOn(mode2592, [
      [[0, 0], [0, 0], [0, 0], E],
      [[1, 0], [1, 0], E, E],
    ]);
    // Move 0: pairs double (the rear 1 of three is left over).
    let r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[1, 0], [0, 0], E, E],
      [[2, 0], E, E, E],
    ]);
    expect(r.scoreDelta).toBe(2 + 4);
    // Move 1: pairs no longer merge, threes do.
    g.state.grid = [
      [[0, 1], [0, 1], [0, 1], E],
      [[1, 0], [1, 0], E, E],
    ];
    g.core.tiles.reset();
    r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[0, 2], E, E, E],
      [[1, 0], [1, 0], E, E],
    ]);
    expect(r.scoreDelta).toBe(9);
  });
  it('shows 2^a × 3^b; 2592 = 2^5 × 3^4 wins', () => {
    const g = playOn(mode2592, [[E]]);
    expect(
      [
        [0, 0],
        [1, 1],
        [5, 4],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['1', '6', '2592']);
  });
});

describe('2295', () => {
  it('merges equal tiles on turn 1, then x with 2x on turn 2', () => {
    const g = playOn(mode2295, [
      [[1], [1], E],
      [[1], [2], E],
    ]);
    expect(g.state.gameVars[0]).toBe(1);
    g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[2], E, E],
      [[1], [2], E],
    ]);
    expect(g.state.gameVars[0]).toBe(2);
    const r = g.move(RIGHT);
    expect(g.state.grid).toEqual([
      [E, E, [2]],
      [E, E, [3]],
    ]);
    expect(r.scoreDelta).toBe(3);
    // Turn 3 is odd again; turn 4 merges x with 4x.
    expect(g.state.gameVars[0]).toBe(1);
  });
  it('Timeless: any two tiles one a power of 2 times the other merge, on every turn', () => {
    const g = playOn(
      mode2295,
      [
        [[1], [1], E],
        [[3], [12], E],
        [[3], [9], E],
      ],
      { timeless: true },
    );
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([[2], [15], [3]]);
    expect(r.scoreDelta).toBe(2 + 15);
    expect(mode2295.optionsFromModeVars!([false, 0, 1025])).toMatchObject({ timeless: true, randomGoals: 'off' });
  });
});

describe('Turatin', () => {
  it('with merge number 1 only equal tiles merge, scoring the ratio 1', () => {
    const g = playOn(modeTuratin, [
      [[1n], [1n], E],
      [[1n], [2n], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[2n], E, E],
      [[1n], [2n], E],
    ]);
    expect(r.scoreDelta).toBe(1);
    expect(g.state.gameVars.slice(0, 2)).toEqual([1n, 3n]);
  });
  it('with merge number 6, ratios 2, 3 and 6 merge but 4 does not', () => {
    const g = playOn(modeTuratin, [
      [[2n], [4n], E],
      [[9n], [3n], E],
      [[1n], [6n], E],
      [[1n], [4n], E],
    ]);
    g.state.gameVars = [6n, 2n, 4];
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([[6n], [12n], [7n], [1n]]);
    expect(r.scoreDelta).toBe(2 + 3 + 6);
  });
  it('the merge number goes up by one every 4 turns (or the chosen number of turns)', () => {
    const g = playOn(modeTuratin, [[[1n], E, E, E, E, E, E, E, E]]);
    for (let i = 0; i < 4; i++) g.move(i % 2 ? LEFT : RIGHT);
    expect(g.state.gameVars.slice(0, 2)).toEqual([2n, 4n]);
    const fast = playOn(modeTuratin, [[[1n], E, E]], { period: 2 });
    expect(fast.state.gameVars).toEqual([1n, 2, 2]);
    for (let i = 0; i < 4; i++) fast.move(i % 2 ? LEFT : RIGHT);
    expect(fast.state.gameVars.slice(0, 2)).toEqual([3n, 2n]);
  });
});
