import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { PluginError } from '../../../src/plugins/registry.ts';
import { ARRANGEMENT_PRESETS, customOffsets, rotated, smoothExponents } from './arrangement-180.ts';
import { mode180, patternPicture } from './smooth-180.ts';
import { DOWN, E, RIGHT, UP, define, playOn } from './test-kit.ts';

const o: Value = [0, 0, 0];
const two: Value = [1, 0, 0];
const ARR = { lengths: 'arrangement' };

describe('Arrangement 180: patterns', () => {
  it('turns a pattern drawn for a move up to face the move', () => {
    const ell = ARRANGEMENT_PRESETS.ell.offsets;
    expect(rotated(ell, 'up')).toEqual([
      [-1, 0],
      [0, 1],
    ]);
    expect(rotated(ell, 'right')).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(rotated(ell, 'down')).toEqual([
      [1, 0],
      [0, -1],
    ]);
    expect(rotated(ell, 'left')).toEqual([
      [0, -1],
      [-1, 0],
    ]);
  });
  it('reads custom cells of the 5 × 5 grid (13 the centre, repeats ignored)', () => {
    expect(customOffsets([8, 14, 13, 8], 'pc.180')).toEqual([
      [-1, 0],
      [0, 1],
    ]);
    expect(customOffsets([1, 25, 5], 'pc.180')).toEqual([
      [-2, -2],
      [-2, 2],
      [2, 2],
    ]);
    expect(patternPicture(ARRANGEMENT_PRESETS.ell.offsets)).toBe('X· / CX');
  });
  it('refuses custom patterns whose cell count is not 5-smooth, or cells off the grid, with a PluginError', () => {
    expect(() => customOffsets([1, 2, 3, 4, 5, 6], 'pc.180')).toThrow(PluginError);
    expect(() => customOffsets([1, 2, 3, 4, 5, 6], 'pc.180')).toThrow(/7 cells/);
    expect(() => customOffsets([13], 'pc.180')).toThrow(/1 cells/);
    expect(() => customOffsets([26], 'pc.180')).toThrow(/not a cell/);
    expect(() => define(mode180, { ...ARR, arrangement: 'custom', arrangementCells: [1, 2, 3, 4, 5, 6] })).toThrow(
      PluginError,
    );
    // The custom cells are only read for the custom pattern.
    expect(() => define(mode180, { ...ARR, arrangement: 'plus', arrangementCells: [1, 2, 3, 4, 5, 6] })).not.toThrow();
    expect(() => define(mode180, { ...ARR, width: 40, height: 41 })).toThrow(/at most 1,600 cells/);
    expect(define(mode180, { ...ARR, width: 40, height: 40 }).width).toBe(40);
    expect(define(mode180, { width: 256, height: 256 }).width).toBe(256);
    expect(smoothExponents(12)).toEqual([2, 1, 0]);
    expect(smoothExponents(7)).toBeNull();
    for (const p of Object.values(ARRANGEMENT_PRESETS)) expect(smoothExponents(p.offsets.length + 1)).not.toBeNull();
  });
  it('says its pattern in the rules text', () => {
    const text = JSON.stringify(define(mode180, { ...ARR, arrangementRotates: false }).gameplayRulesText);
    expect(text).toContain('3 equal tiles standing in the pattern X· / CX');
    expect(text).toContain('never turned');
  });
  it('has no line merges: a line of 2 equal tiles stays', () => {
    expect(define(mode180, ARR).mergeRules).toEqual([]);
    const g = playOn(mode180, [[E, o, o]], { ...ARR, arrangement: 'diagonal' });
    g.move(UP);
    expect(g.move(RIGHT).moved).toBe(false);
    expect(g.state.grid).toEqual([[E, o, o]]);
  });
});

describe('Arrangement 180: merging at the end of the move', () => {
  it('merges equal tiles in the pattern into its centre, 3 times larger, scoring the new value', () => {
    const g = playOn(
      mode180,
      [
        [o, o, E],
        [o, o, E],
        [E, E, two],
      ],
      ARR,
    );
    const r = g.move(UP);
    expect(g.state.grid).toEqual([
      [E, o, two],
      [[0, 1, 0], E, E],
      [E, E, E],
    ]);
    expect(r.scoreDelta).toBe(3);
  });
  it('turns the pattern with the move, or keeps it as drawn', () => {
    const board = (): Value[][] => [
      [E, o, o],
      [E, o, two],
      [[0, 1, 0], E, E],
    ];
    const turned = playOn(mode180, board(), ARR);
    turned.move(RIGHT);
    expect(turned.state.grid).toEqual([
      [E, [0, 1, 0], E],
      [E, E, two],
      [E, E, [0, 1, 0]],
    ]);
    const fixed = playOn(mode180, board(), { ...ARR, arrangementRotates: false });
    fixed.move(RIGHT);
    expect(fixed.state.grid).toEqual([
      [E, o, o],
      [E, o, two],
      [E, E, [0, 1, 0]],
    ]);
  });
  it('lets each tile merge once a move: a merged centre does not merge again with an equal neighbour', () => {
    const g = playOn(
      mode180,
      [
        [o, two],
        [o, E],
        [two, E],
      ],
      { ...ARR, arrangement: 'pair' },
    );
    // Moving down, a pair is the centre and the tile above it: (1, 0) takes (0, 0) and becomes a 2;
    // the 2 below it, whose pair it now completes, is not merged with it in the same move.
    g.move(DOWN);
    expect(g.state.grid.map((row) => row[0])).toEqual([E, two, two]);
    // Next move (up): the two 2s merge into a 4, in front.
    g.move(UP);
    expect(g.state.grid.map((row) => row[0])).toEqual([[2, 0, 0], E, E]);
  });
  it('of overlapping placements merges the first, scanned row by row from the top', () => {
    const g = playOn(
      mode180,
      [
        [o, E],
        [o, E],
        [o, E],
        [E, two],
      ],
      { ...ARR, arrangement: 'pair' },
    );
    g.move(UP);
    expect(g.state.grid.map((row) => row[0])).toEqual([two, E, o, E]);
  });
  const b: Value = [0, 0, 3];
  it('does not merge when one cell of the pattern differs', () => {
    const g = playOn(
      mode180,
      [
        [b, two, b],
        [two, two, two],
        [E, o, E],
        [E, E, o],
      ],
      { ...ARR, arrangement: 'plus' },
    );
    expect(g.move(UP).moved).toBe(true);
    expect(g.state.grid[1]).toEqual([two, two, two]);
  });
  it('a plus of five 36s makes 180, scores 180 and wins', () => {
    const t: Value = [2, 2, 0];
    const g = playOn(
      mode180,
      [
        [b, t, b],
        [t, t, t],
        [E, t, E],
        [E, E, o],
      ],
      { ...ARR, arrangement: 'plus' },
    );
    const r = g.move(UP);
    expect(g.state.grid.slice(0, 3)).toEqual([
      [b, E, b],
      [E, [2, 2, 1], E],
      [E, E, o],
    ]);
    expect(r.scoreDelta).toBe(180);
    expect(r.won).toBe(1);
  });
  it('counts a goal made by a pattern merge (random goals)', () => {
    const g = playOn(
      mode180,
      [
        [o, o, E],
        [o, o, E],
        [E, E, two],
      ],
      { ...ARR, randomGoals: 'build' },
    );
    g.state.gameVars[0] = [0, 1, 0];
    g.state.gameVars[1] = 0;
    g.move(UP);
    expect(g.state.gameVars[1]).toBe(1);
    // The next goal is one factor of 2, 3 or 5 above the goal reached.
    const next = g.state.gameVars[0] as number[];
    expect(next.reduce((a, b) => a + b, 0)).toBe(2);
  });
});
