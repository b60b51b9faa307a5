import { describe, expect, it } from 'vitest';
import { statBoxTexts } from '../../../src/engine/index.ts';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { modeTrigat } from './trigat.ts';

describe('TRIGAT', () => {
  it('merges equal tiles and triangular partners: 30 + 12 (12 is a multiple of 30/12·2 − 1 = 4)', () => {
    const g = playOn(modeTrigat, [
      [[3n], [3n], E],
      [[30n], [12n], E],
      [[12n], [30n], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([[6n], [42n], [42n]]);
    expect(r.scoreDelta).toBe(6 + 42 + 42);
  });

  it('does not merge other pairs: 12 + 9 (9² is no multiple of 15), 3 + 9 (3 is no multiple of 5)', () => {
    expect(playOn(modeTrigat, [[[12n], [9n]]]).move(LEFT).moved).toBe(false);
    expect(playOn(modeTrigat, [[[3n], [9n]]]).move(LEFT).moved).toBe(false);
    // 3 + 6 does merge (6/3·2 − 1 = 3).
    expect(playOn(modeTrigat, [[[3n], [6n]]]).move(LEFT).moved).toBe(true);
  });

  it('records which triangular numbers divide a new tile, in the stat box', () => {
    const g = playOn(modeTrigat, [[[3n], [3n], E, E]]);
    g.state.discoveredTiles = [[3n]];
    g.move(LEFT);
    // 6 = T(3): the list of n with T(n) | tile was [1, 2] (T = 1, 3).
    expect(g.state.gameVars[5]).toEqual([1n, 2n, 3n]);
    expect(statBoxTexts(g.core)[0]).toEqual(['Discovered Triangular Numbers', '3']);
    g.clickStatBox(0);
    expect(statBoxTexts(g.core)[1]).toEqual(['Discovered Triangular Numbers', '1, 2, 3']);
  });

  it('shows the number and has no winning tile', () => {
    const g = playOn(modeTrigat, [[E]]);
    expect(displayedText(g, [4374n])).toBe('4374');
    expect(g.core.mode.winRequirement).toBe(false);
  });
});
