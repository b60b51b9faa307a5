// Garbage tiles through the real engine: 0s left by merges, 0 + 0, holes left by merges, and how
// the rewrite composes with Negative Tiles and Hidden tile colours.
import { describe, expect, it } from 'vitest';
import { defaultMode, type ModeDefinition } from '../../src/engine/index.ts';
import { TileDisplay } from '../../src/worker/display.ts';
import { mode2048 } from '../modes/page1/offset-powers.ts';
import { mergeRule } from '../modes/shared/merge-rule.ts';
import { garbageOutputs, garbageTiles, zeroTile } from './garbage.ts';
import { hiddenColors } from './hidden-colors.ts';
import { negativeTiles } from './negative-tiles.ts';
import { board, built, E, LEFT, play, RIGHT, withModifier } from './test-kit.ts';

const Z = zeroTile(1);
const ZEROS = { garbage: 'zeros' };
const zeros = (mode: ModeDefinition): ModeDefinition => withModifier(mode, garbageTiles, ZEROS);

describe('Garbage 0s on classic 2048', () => {
  const def = zeros(built(mode2048));

  it('fills the cells a merge vacated with 0s, scoring as usual', () => {
    expect(play(def, [[[1], [1], [2], [2]]], [LEFT])).toEqual({ grid: [[[2], Z, [3], Z]], score: 12 });
    expect(play(def, [[[1], [1], E, E]], [RIGHT])).toEqual({ grid: [[E, E, Z, [2]]], score: 4 });
  });

  it('keeps 0s out of normal merges; two 0s make one 0 without score or new 0s', () => {
    expect(play(def, [[Z, [1], [1], E]], [LEFT]).grid).toEqual([[Z, [2], Z, E]]);
    expect(play(def, [[Z, Z, E, E]], [LEFT])).toEqual({ grid: [[Z, E, E, E]], score: 0 });
    expect(play(def, [[[1], Z, E, E]], [LEFT]).grid).toEqual([[[1], Z, E, E]]);
    expect(def.mergeRules[0]).toEqual([
      2,
      [['@This 0', '=', 'Zero'], '&&', ['@Next 1 0', '=', 'Zero']],
      true,
      [Z],
      0,
      [true, true],
    ]);
  });

  it('draws a 0 as a dark grey "0", as the original does', () => {
    const display = new TileDisplay(board(def, [[E]]).core);
    const face = display.face(Z, 'None', 'None', Z);
    expect(face.text.map((r) => r.text).join('')).toBe('0');
    expect(face.background).toBe('#444444');
    expect(display.face([11], 'None', 'None', [11]).background).toBe('#edc22e');
    expect(display.takeIssue()).toBeNull();
  });

  it('makes a length-0 rule that deletes a tile leave a 0, and keeps length-0 rules off 0s', () => {
    const vanish = zeros(
      defaultMode({ mergeRules: [[0, ['@This 0', '=', 5], true, [], 0]], mergeResultKnownLevel: 0 }),
    );
    expect(play(vanish, [[E, [5], [3]]], [LEFT]).grid).toEqual([[Z, [3], E]]);
  });

  it('guards multi-length and expression-length rules', () => {
    const cond = [['@NextNE -1 0', '!=', '@This 0'], '&&', ['@Next 1 0', '=', '@This 0']];
    const run = zeros(
      defaultMode({
        mergeRules: [
          mergeRule({
            length: 2,
            cond,
            ordered: true,
            outputs: [[['@This 0', '+', 1]]],
            score: 0,
            multiLength: { base: 2, stepOrders: [0, 1], step: 1, max: 4 },
          }),
        ],
        mergeResultKnownLevel: 0,
      }),
    );
    expect(play(run, [[[0], [0], [0], E]], [LEFT]).grid).toEqual([[[1], Z, Z, E]]);
    const dyn = zeros(
      defaultMode({
        mergeRules: [[[1, '+', 1], ['@Next 1 0', '=', '@This 0'], true, [[['@This 0', '+', 1]]], 0]],
        mergeResultKnownLevel: 0,
      }),
    );
    expect(play(dyn, [[[0], [0], E]], [LEFT]).grid).toEqual([[[1], Z, E]]);
  });

  it('leaves computed output lists and existing fills alone', () => {
    expect(garbageOutputs(['@CalcArray', '@Literal', [[1]]], Z)).toEqual(['@CalcArray', '@Literal', [[1]]]);
    expect(garbageOutputs([[1], 'fill', [2]], Z)).toEqual([[1], 'fill', [2]]);
  });
});

describe('Garbage temporary holes', () => {
  it('leaves holes of the chosen lifespan (counted down at the end of the move) and adds no 0 rule', () => {
    const base = built(mode2048);
    const def = withModifier(base, garbageTiles, { garbage: 'holes', lifespan: 3 });
    expect(def.mergeRules).toHaveLength(base.mergeRules.length);
    expect(def.tileTypes).toEqual(base.tileTypes);
    const g = board(def, [[[1], [1], [2], E]]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[2], '@TemporaryHole 2', [2], E]);
    // The hole stops the 4 that slides back towards it, then expires; then the 4s merge.
    g.move(RIGHT);
    expect(g.state.grid[0]).toEqual([[2], '@TemporaryHole 1', E, [2]]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[2], E, [2], E]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[3], '@TemporaryHole 2', E, E]);
  });
});

describe('Garbage with other modifiers (catalog order: Negative Tiles, Garbage, Hidden colours)', () => {
  it('after Negative Tiles: signless 0s left by merges of either sign', () => {
    const def = zeros(withModifier(built(mode2048), negativeTiles));
    const Z2 = zeroTile(2);
    expect(Z2).toEqual(['Zero', 0]);
    expect(
      play(
        def,
        [
          [
            [1, -1],
            [1, -1],
            [1, 1],
            [1, 1],
          ],
        ],
        [LEFT],
      ).grid,
    ).toEqual([[[2, -1], Z2, [2, 1], Z2]]);
    expect(play(def, [[Z2, Z2, E, E]], [LEFT]).grid).toEqual([[Z2, E, E, E]]);
  });

  it('draws 0s white when colours are hidden, whichever comes first', () => {
    for (const def of [
      withModifier(zeros(built(mode2048)), hiddenColors),
      zeros(withModifier(built(mode2048), hiddenColors)),
    ]) {
      const face = new TileDisplay(board(def, [[E]]).core).face(Z, 'None', 'None', Z);
      expect(face.background).toBe('white');
      expect(face.text.map((r) => r.text).join('')).toBe('0');
    }
  });
});
