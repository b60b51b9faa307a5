// A stat box or next-tile preview whose tile a special colour scheme draws (Current Goal, DIVE's
// score, Turatin's merge number): the scheme's picture painted into a small canvas behind the
// number, by the same painter the board's picture textures use.
import { paintPicture } from '../render/picture-paint.ts';
import type { Ctx2D } from '../render/paint-canvas.ts';
import type { TilePictureView } from '../worker/protocol.ts';

/** CSS side of a mini tile (styles.css `.mini-tile`: 2rem). */
const SIDE_CSS_PX = 32;

/** A canvas holding `pic` at the mini tile's size and the screen's pixel density, or null. */
export function miniPicture(pic: TilePictureView): HTMLCanvasElement | null {
  const px = Math.max(1, Math.round(SIDE_CSS_PX * Math.min(4, globalThis.devicePixelRatio || 1)));
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = px;
  const ctx = canvas.getContext('2d') as Ctx2D | null;
  if (!ctx) return null;
  paintPicture(ctx, pic.picture.box, px, px);
  canvas.className = 'mini-picture';
  canvas.setAttribute('aria-hidden', 'true');
  return canvas;
}
