import { describe, expect, it } from 'vitest';
import { parseSolidColor } from '../worker/view-colors.ts';
import type { BoardView, TileView } from '../worker/protocol.ts';
import { AA_CONTRAST, contrastRatio, readableTextColor, readableView } from './readable-text.ts';

const rgba = (css: string) => parseSolidColor(css)!;
// The original 2048's tile colours and its two text colours (dark up to 4, light from 8).
const CLASSIC = [
  '#eee4da',
  '#ede0c8',
  '#f2b179',
  '#f59563',
  '#f67c5f',
  '#f65e3b',
  '#edcf72',
  '#edcc61',
  '#edc850',
  '#edc53f',
  '#edc22e',
];
const textOf = (i: number) => (i < 2 ? '#776e65' : '#f9f6f2');

describe('readable tile numbers', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio(rgba('#000'), rgba('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgba('#777'), rgba('#fff'))).toBeCloseTo(4.48, 2);
  });
  it('lifts every classic 2048 tile number to AA, and says the original falls short', () => {
    const below = CLASSIC.filter((bg, i) => contrastRatio(rgba(textOf(i)), rgba(bg)) < AA_CONTRAST);
    expect(below.length).toBeGreaterThan(5);
    for (const [i, bg] of CLASSIC.entries()) {
      const c = readableTextColor(bg, textOf(i), '#cdc1b4');
      expect(contrastRatio(rgba(c), rgba(bg))).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });
  it('keeps a colour that already reads, and anything that is not a plain colour', () => {
    expect(readableTextColor('#000000', '#ffffff', '#cdc1b4')).toBe('#ffffff');
    expect(readableTextColor('linear-gradient(red, blue)', '#f9f6f2', '#cdc1b4')).toBe('#f9f6f2');
    expect(readableTextColor('#eee4da', 'var(--x)', '#cdc1b4')).toBe('var(--x)');
  });
  it('judges a see-through background over the board colour under it', () => {
    // Half-transparent white over black is mid grey: light text fails there, dark text is chosen.
    expect(readableTextColor('rgba(255,255,255,0.5)', '#bbbbbb', '#000000')).toBe('#1f1d1a');
  });
  it('changes only the tiles that need it, and not scheme pictures', () => {
    const tile = (id: number, background: string, color: string, picture = false): TileView =>
      ({
        id,
        v: 0,
        h: id,
        text: [],
        size: { min: null, max: null },
        background,
        color,
        shadow: null,
        ...(picture ? { picture: { key: 'k', picture: { layers: [] } } } : {}),
      }) as unknown as TileView;
    const view = {
      emptyColor: '#cdc1b4',
      tiles: [tile(1, '#000', '#fff'), tile(2, '#f2b179', '#f9f6f2'), tile(3, '#f2b179', '#f9f6f2', true)],
    } as unknown as BoardView;
    const out = readableView(view);
    expect(out.tiles[0]).toBe(view.tiles[0]);
    expect(out.tiles[1]!.color).not.toBe('#f9f6f2');
    expect(out.tiles[2]).toBe(view.tiles[2]);
    const clean = { ...view, tiles: [view.tiles[0]!] } as BoardView;
    expect(readableView(clean)).toBe(clean);
  });
});
