// Hidden tile colours through the real engine and the app's tile drawing.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/calc/values.ts';
import { defaultMode, type ModeDefinition } from '../../src/engine/index.ts';
import { TileDisplay, type TileFace } from '../../src/worker/display.ts';
import { mode2048 } from '../modes/page1/offset-powers.ts';
import { applyHiddenColors, colorsHidden, hiddenColors, hiddenColorRule } from './hidden-colors.ts';
import { negativeTiles } from './negative-tiles.ts';
import { board, built, E, withModifier } from './test-kit.ts';

const faceOf = (def: ModeDefinition, tile: Value[]): TileFace => {
  const display = new TileDisplay(board(def, [[E]]).core);
  const face = display.face(tile, 'None', 'None', tile);
  expect(display.takeIssue()).toBeNull();
  return face;
};

/** `white`/`black` or their hex forms, as the drawing code reports them. */
const isWhite = (c: string): boolean => /^(white|#ffffff|#fff|rgba?\(255, ?255, ?255(, ?1)?\))$/i.test(c);
const isBlack = (c: string): boolean => /^(black|#000000|#000|rgba?\(0, ?0, ?0(, ?1)?\))$/i.test(c);

describe('Hidden tile colours', () => {
  it('draws every 2048 tile white with black text, keeping its number', () => {
    const plain = built(mode2048);
    const def = withModifier(plain, hiddenColors);
    expect(faceOf(plain, [1]).background).toBe('#f9eee3');
    for (const tile of [[1], [2], [11], [17]]) {
      const face = faceOf(def, tile);
      expect(isWhite(face.background), face.background).toBe(true);
      expect(isBlack(face.color), face.color).toBe(true);
    }
    expect(
      faceOf(def, [11])
        .text.map((r) => r.text)
        .join(''),
    ).toBe('2048');
    expect(colorsHidden(def)).toBe(true);
    expect(colorsHidden(plain)).toBe(false);
  });

  it('keeps block tiles, variable prefixes and the rest of each rule', () => {
    const block = [['BlackBox', 0], '', '#000000', '#ffffff'];
    expect(hiddenColorRule(block)).toEqual(block);
    expect(hiddenColorRule(['@include_gvars', [3], 'x', '#123456', '#abcdef', '2px 2px 0 red', 0, 0])).toEqual([
      '@include_gvars',
      [3],
      'x',
      'white',
      'black',
      '2px 2px 0 red',
      0,
      0,
    ]);
    // A special colour scheme goes, with its input in entry 4.
    expect(hiddenColorRule([true, ['@This 0'], '@ColorScheme', 'DIVE', [['@This 0']]])).toEqual([
      true,
      ['@This 0'],
      'white',
      'black',
      '',
    ]);
  });

  it('gives a mode without display rules one white catch-all rule', () => {
    const def = applyHiddenColors(defaultMode());
    expect(def.tileTypes).toEqual([[true, ['@This 0'], 'white', 'black']]);
    expect(isWhite(faceOf(def, [3]).background)).toBe(true);
  });

  it('keeps negatives white whichever of it and Negative Tiles comes first', () => {
    for (const def of [
      withModifier(withModifier(built(mode2048), negativeTiles), hiddenColors),
      withModifier(withModifier(built(mode2048), hiddenColors), negativeTiles),
    ]) {
      const neg = faceOf(def, [2, -1]);
      expect(isWhite(neg.background), neg.background).toBe(true);
      expect(isBlack(neg.color), neg.color).toBe(true);
      expect(neg.text.map((r) => r.text).join('')).toBe('-4');
    }
  });

  it('never mutates the definition', () => {
    const base = built(mode2048);
    const before = JSON.stringify(base);
    withModifier(base, hiddenColors);
    expect(JSON.stringify(base)).toBe(before);
  });
});
