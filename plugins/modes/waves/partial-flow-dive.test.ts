import { describe, expect, it } from 'vitest';
import { E, LEFT, define, playOn } from '../page2/test-kit.ts';
import { modePartialFlowDive } from './partial-flow-dive.ts';

describe('Partial Flow DIVE', () => {
  it('a tile and its multiple merge fully, scoring the smaller', () => {
    const g = playOn(modePartialFlowDive, [
      [[4n], [12n], E],
      [E, E, E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([16n]);
    expect(r.scoreDelta).toBe(4);
  });
  it('otherwise the larger tile takes the gcd from the smaller one, without score', () => {
    const g = playOn(modePartialFlowDive, [
      [[6n], [4n], E],
      [E, E, E],
    ]);
    g.state.gameVars[0] = [2n, 3n];
    const r = g.move(LEFT);
    expect(g.state.grid[0]!.slice(0, 2)).toEqual([[8n], [2n]]);
    expect(r.scoreDelta).toBe(0);
  });
  it('eliminated seeds score nothing', () => {
    // 2 + 8 = 10 leaves no multiple of 3 on the board (and unlocks 5).
    const g = playOn(modePartialFlowDive, [
      [[2n], [8n], E],
      [E, E, E],
    ]);
    g.state.gameVars[0] = [2n, 3n];
    const r = g.move(LEFT);
    expect(g.state.gameVars[0]).toEqual([2n, 5n]);
    expect(r.scoreDelta).toBe(2);
  });
  it('a full grid loses at once', () => {
    const g = playOn(modePartialFlowDive, [[[2n], [3n]]]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[1n], [4n]]);
    expect(g.state.screen).not.toBe('Gameplay');
    expect(define(modePartialFlowDive).width).toBe(3);
  });
});
