import { describe, expect, it } from 'vitest';
import { E, LEFT, define, playOn } from '../page2/test-kit.ts';
import { modeMod27 } from './modular.ts';

describe('mod 27', () => {
  it('a run of exactly L equal tiles makes v × L mod M; a run is never merged in part', () => {
    const g = playOn(modeMod27, [
      [[2], [2], [2], E, E],
      [[4], [4], [4], [4], E],
    ]);
    g.state.gameVars = [7];
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[6], E, E, E, E],
      [[2], E, E, E, E],
    ]);
    expect(r.scoreDelta).toBe(0);
  });
  it('making a 1 scores 1, raises the modulus by 2, and the 1 disappears', () => {
    const g = playOn(modeMod27, [
      [[2], [2], E],
      [[3], E, E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [E, E, E],
      [[3], E, E],
    ]);
    expect(r.scoreDelta).toBe(1);
    expect(g.state.gameVars).toEqual([5]);
  });
  it('is won when the modulus reaches 27', () => {
    const def = define(modeMod27);
    expect(def.winRequirement).toEqual(['@GVar 0', '=', 27]);
    expect(def.mergeRules.map((r) => (r as unknown[])[0])).toEqual([5, 4, 3, 2, 0]);
    expect(define(modeMod27, { width: 7, height: 3 }).mergeRules.map((r) => (r as unknown[])[0])).toEqual([
      7, 6, 5, 4, 3, 2, 0,
    ]);
  });

  it('options: starting modulus and increment set the goal; coprime lengths refuse other runs', () => {
    const def = define(modeMod27, { startModulus: 5, increment: 3 });
    expect(def.startGameVars).toEqual([5]);
    expect(def.winRequirement).toEqual(['@GVar 0', '=', 41]);
    const g = playOn(
      modeMod27,
      [
        [[2], [2], [2], E],
        [[2], [2], E, E],
      ],
      { startModulus: 4, coprimeLengths: true },
    );
    g.move(LEFT);
    // 3 is coprime to 4 (2 · 3 mod 4 = 2); 2 is not.
    expect(g.state.grid).toEqual([
      [[2], E, E, E],
      [[2], [2], E, E],
    ]);
    expect(modeMod27.optionsFromModeVars!([7, 4, true, true])).toEqual({
      startModulus: 7,
      increment: 4,
      negativeOffset: true,
      coprimeLengths: true,
    });
  });
});

describe('mod 27 with negative residues', () => {
  it('spawns 1, merges into −1 modulo 3 and removes the −1 (raising the modulus)', () => {
    const def = modeMod27.build({ negativeOffset: true });
    expect(def.startTileSpawns).toEqual([[[1], 1]]);
    expect(def.statBoxes[1]).toEqual(['-1s Created', '@Score']);
  });
});
