import { describe, expect, it } from 'vitest';
import { E, LEFT, playOn } from '../page2/test-kit.ts';
import { mode3385 } from './square-ratio-3385.ts';

describe('3385', () => {
  it('merges tiles whose ratio is a square (of a fraction)', () => {
    const g = playOn(mode3385, [
      [[5n], [5n]],
      [[2n], [8n]],
      [[18n], [8n]],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([[10n], [10n], [26n]]);
    expect(r.scoreDelta).toBe(10 + 10 + 26);
  });

  it('does not merge 2 and 4 or 3 and 12·2', () => {
    expect(playOn(mode3385, [[[2n], [4n]]]).move(LEFT).moved).toBe(false);
    expect(playOn(mode3385, [[[3n], [24n]]]).move(LEFT).moved).toBe(false);
  });

  it('wins with 3385', () => {
    expect(playOn(mode3385, [[E]]).core.mode.winConditions).toEqual([[3385n]]);
  });

  it('the exponent variant merges tiles whose ratio is a cube, and wins with 2920', () => {
    const cube = { exponent: '3' };
    const g = playOn(
      mode3385,
      [
        [[2n], [16n]],
        [[3n], [81n]],
        [[1n], [8n]],
      ],
      cube,
    );
    expect(g.move(LEFT).moved).toBe(true);
    expect(g.state.grid.map((row) => row[0])).toEqual([[18n], [84n], [9n]]);
    expect(playOn(mode3385, [[[2n], [8n]]], cube).move(LEFT).moved).toBe(false);
    expect(playOn(mode3385, [[E]], cube).core.mode.winConditions).toEqual([[2920n]]);
    expect(mode3385.optionsFromModeVars?.([3n, false, 0, 3385n, 0])).toMatchObject({ exponent: '3' });
  });
});
