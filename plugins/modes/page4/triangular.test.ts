import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode378 } from './triangular.ts';

describe('378', () => {
  it('three tiles summing to a triangular number merge (1 + 1 + 1 = 3); 1 + 1 = 2 does not', () => {
    const g = playOn(mode378, [
      [[1], [1], [1]],
      [[1], [1], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[2], E, E],
      [[1], [1], E],
    ]);
    expect(r.scoreDelta).toBe(3);
  });
  it('making the goal tile removes it and raises the goal to the next triangular number', () => {
    const g = playOn(mode378, [[[2], [2], E]]);
    const r = g.move(LEFT);
    expect(r.scoreDelta).toBe(6);
    expect(g.state.grid).toEqual([[E, E, E]]);
    expect(g.state.gameVars[0]).toBe(4);
    expect(g.state.screen).toBe('Gameplay');
  });
  it('making a tile bigger than the goal loses', () => {
    const g = playOn(mode378, [[[3], [5], E]]);
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([6]);
    expect(g.state.screen).toBe('Game Over');
  });
  it('making 378 above the goal is a loss, not a win (a loss on the turn of a win counts)', () => {
    // 300 + 78 = 378 while the goal is 6.
    const g = playOn(mode378, [[[24], [12], E]]);
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([27]);
    expect(g.state.screen).toBe('Game Over');
  });
  it('shows triangular numbers', () => {
    const g = playOn(mode378, [[E]]);
    expect([1, 2, 3, 27].map((n) => displayedText(g, [n]))).toEqual(['1', '3', '6', '378']);
  });
});

describe('378 variants', () => {
  it('without the goal tile, a 6 stays and bigger tiles do not lose', () => {
    const g = playOn(mode378, [[[2], [2], [5]]], { goalTile: false });
    g.move(LEFT);
    expect(g.state.grid).toEqual([[[3], [5], E]]);
    expect(g.state.screen).toBe('Gameplay');
  });
  it('with merges of up to four tiles, 1 + 1 + 3 + 1 = 6 merges at once', () => {
    const g = playOn(mode378, [[[1], [1], [2], [1]]], { goalTile: false, maxLength: 4 });
    g.move(LEFT);
    expect(g.state.grid).toEqual([[[3], E, E, E]]);
  });
  it('with pairs only, three 1s do not merge', () => {
    const g = playOn(mode378, [[[1], [1], [1]]], { maxLength: 2 });
    expect(g.move(LEFT).moved).toBe(false);
  });
});
