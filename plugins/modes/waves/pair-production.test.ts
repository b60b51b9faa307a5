import { describe, expect, it } from 'vitest';
import { E, LEFT, define, displayedText, playOn } from '../page2/test-kit.ts';
import { modePairProduction377 } from './pair-production.ts';

describe('Pair Production Partial Absorb 377', () => {
  it('three 0s make 1 and −1 (the 1 ahead after an even number of moves), then −1 ahead', () => {
    const game = playOn(modePairProduction377, [[[0], [0], [0], E]]);
    const r = game.move(LEFT);
    expect(game.state.grid[0]).toEqual([[1], [-1], E, E]);
    expect(r.scoreDelta).toBe(1);
    const odd = playOn(modePairProduction377, [[[0], [0], [0], E]]);
    odd.state.moves = 1;
    odd.move(LEFT);
    expect(odd.state.grid[0]).toEqual([[-1], [1], E, E]);
  });
  it('three 1s make 3 and 0; three larger tiles step two up and two down; two equal tiles do not merge', () => {
    const game = playOn(modePairProduction377, [
      [[1], [1], [1], E],
      [[-3], [-3], [-3], E],
      [[2], [2], E, E],
    ]);
    const r = game.move(LEFT);
    expect(game.state.grid[0]!.slice(0, 2)).toEqual([[3], [0]]);
    expect(game.state.grid[1]!.slice(0, 2)).toEqual([[-5], [-1]]);
    expect(game.state.grid[2]!.slice(0, 2)).toEqual([[2], [2]]);
    // 3 for the 1s, 8 (the value of [±5]) for the −3s.
    expect(r.scoreDelta).toBe(3 + 8);
  });
  it('shows signed Fibonacci numbers; 377 or −377 wins', () => {
    const game = playOn(modePairProduction377, [[E]]);
    expect([0, 1, 4, -6, 13, -13].map((k) => displayedText(game, [k]))).toEqual(['0', '1', '5', '-13', '377', '-377']);
    expect(define(modePairProduction377).winConditions).toEqual([[13], [-13]]);
  });
});

describe('tile texts past 10,000', () => {
  it('show the numbers of the original table as written (±17711), larger ones abbreviated', () => {
    const g = playOn(modePairProduction377, [[E]]);
    expect([[21], [-21], [22]].map((t) => displayedText(g, t))).toEqual(['17711', '-17711', '28657']);
    expect(displayedText(g, [23])).toBe('46,368');
  });
});
