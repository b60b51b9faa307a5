import { describe, expect, it } from 'vitest';
import { GaussianBigInt } from '../../../src/calc/values.ts';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { resolveOptions } from '../../../src/plugins/registry.ts';
import { modeGaussianDive } from './gaussian-dive.ts';

const g = (re: bigint, im: bigint): GaussianBigInt => new GaussianBigInt(re, im);

describe('Gaussian DIVE', () => {
  it('a tile merges with its Gaussian multiple, scoring the smaller magnitude', () => {
    const game = playOn(modeGaussianDive, [
      [[g(1n, 1n)], [g(0n, 2n)], E],
      [[g(1n, 1n)], [g(3n, 0n)], E],
    ]);
    const r = game.move(LEFT);
    // 2i = (1+i)(1+i); 3 is not a multiple of 1+i.
    expect(game.state.grid[0]![0]).toEqual([g(1n, 3n)]);
    expect(game.state.grid[1]!.slice(0, 2)).toEqual([[g(1n, 1n)], [g(3n, 0n)]]);
    expect(r.scoreDelta).toBeCloseTo(Math.SQRT2);
  });
  it('opposite tiles cancel out', () => {
    const game = playOn(modeGaussianDive, [
      [[g(1n, 1n)], [g(-1n, -1n)], E],
      [[g(1n, 1n)], E, E],
    ]);
    const r = game.move(LEFT);
    expect(game.state.grid[0]).toEqual([E, E, E]);
    expect(r.scoreDelta).toBe(0);
  });
  it('shows the Gaussian integer', () => {
    const game = playOn(modeGaussianDive, [[E]]);
    expect(displayedText(game, [g(1n, 1n)])).toBe('1+1i');
  });
  it('spawn weights of the four units come from the option (mode_vars[3]); unusable weights fall back to 1, 0, 0, 0', () => {
    const weights = (given: Record<string, unknown>): unknown[] =>
      modeGaussianDive
        .build(resolveOptions(modeGaussianDive.options, given))
        .startTileSpawns.map((s) => (s as unknown[])[1]);
    expect(weights({})).toEqual([1, 0, 0, 0]);
    expect(weights({ unitWeights: [1, 2, 0, 3] })).toEqual([1, 2, 0, 3]);
    expect(weights({ unitWeights: [0, 0, 0, 0] })).toEqual([1, 0, 0, 0]);
    expect(weights({ unitWeights: [1, 2] })).toEqual([1, 0, 0, 0]);
    expect(modeGaussianDive.optionsFromModeVars?.([0, true, true, [2, 1, 0, 0], 0])).toMatchObject({
      unitWeights: [2, 1, 0, 0],
    });
  });
});
