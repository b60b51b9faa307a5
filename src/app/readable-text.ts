// "Readable tile numbers" (a setting, off by default so modes look like the original's): where a
// tile's text colour is below WCAG AA against its background (4.5:1), the number is drawn in a dark
// or a light colour instead, whichever reads better. Only plain colours are judged: a gradient or a
// scheme's picture keeps its colours (no one contrast figure describes them).

import { parseSolidColor, type RGBA } from '../worker/view-colors.ts';
import type { BoardView, TileView } from '../worker/protocol.ts';

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;
const DARK = '#1f1d1a';
const LIGHT = '#ffffff';

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour. */
export function luminance([r, g, b]: RGBA): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio (1–21) of two opaque colours. */
export function contrastRatio(a: RGBA, b: RGBA): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** `fg` over `bg` (alpha compositing), opaque. */
function over(fg: RGBA, bg: RGBA): RGBA {
  const a = fg[3];
  return [fg[0] * a + bg[0] * (1 - a), fg[1] * a + bg[1] * (1 - a), fg[2] * a + bg[2] * (1 - a), 1];
}

/**
 * The text colour to draw on `background` (over the board colour `under` where it is see-through):
 * `color` itself when it reaches AA or either colour is not a plain colour, else the dark or light
 * colour with the higher contrast (one of them always reaches 4.5:1 on an opaque background).
 */
export function readableTextColor(background: string, color: string, under: string): string {
  const base = parseSolidColor(under) ?? [187, 173, 160, 1];
  const bgRaw = parseSolidColor(background);
  const fgRaw = parseSolidColor(color);
  if (!bgRaw || !fgRaw) return color;
  const bg = over(bgRaw, over(base, [255, 255, 255, 1]));
  if (contrastRatio(over(fgRaw, bg), bg) >= AA_CONTRAST) return color;
  const dark = parseSolidColor(DARK)!;
  const light = parseSolidColor(LIGHT)!;
  return contrastRatio(dark, bg) >= contrastRatio(light, bg) ? DARK : LIGHT;
}

/** The view with every plain-coloured tile's text made readable (the same object when nothing changes). */
export function readableView(view: BoardView): BoardView {
  let changed = false;
  const tiles = view.tiles.map((t): TileView => {
    if (t.picture) return t;
    const color = readableTextColor(t.background, t.color, view.emptyColor);
    if (color === t.color) return t;
    changed = true;
    // A glow chosen for the old colour would blur the new one.
    return { ...t, color, shadow: null };
  });
  return changed ? { ...view, tiles } : view;
}
