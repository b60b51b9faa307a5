// Paints a special colour scheme's picture (src/plugins/picture.ts) into a Canvas 2D context, the
// way a browser lays out the original's tile boxes: base colour, gradient layers (paint-canvas.ts),
// border ring, children inside the border, hexagon / circle clipping, and masked or translucent
// boxes composited from a layer of their own.

import { parseCssColor } from '../worker/view-colors.ts';
import type { PictureBox } from '../worker/protocol.ts';
import { paintCanvas, type Ctx2D } from './paint-canvas.ts';

/** Deeper pictures are cut off here (untrusted schemes cannot make painting unbounded). */
const MAX_DEPTH = 24;
const MAX_BOXES = 4000;

type Layer = { canvas: OffscreenCanvas | HTMLCanvasElement; ctx: Ctx2D };

function layerOf(w: number, h: number): Layer | null {
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(w, h)
      : Object.assign(document.createElement('canvas'), { width: w, height: h });
  const ctx = canvas.getContext('2d') as Ctx2D | null;
  return ctx ? { canvas, ctx } : null;
}

/** A CSS border width in device pixels: below one pixel rounds up to one, above it floors. */
function borderPx(w: number): number {
  if (!(w > 0)) return 0;
  return w < 1 ? 1 : Math.floor(w);
}

/**
 * A length given as a fraction `part / whole` of a parent length of `px` pixels, as a browser lays
 * out the original's percentage lengths: the percentage held as a 32-bit float, the product
 * rounded down to the 1/64 px layout grid (so a third of 14.390625 px is 4.78125 px, not 4.796875).
 */
function layoutUnit(px: number, part: number, whole: number): number {
  if (whole <= 0 || !Number.isFinite(part / whole)) return 0;
  const pct = Math.fround((part / whole) * 100);
  return Math.floor(((px * pct) / 100) * 64 + 1e-9) / 64;
}

function hexPath(ctx: Ctx2D, x: number, y: number, w: number, h: number): void {
  const pts = [0.0667, 0.25, 0.0667, 0.75, 0.5, 1, 0.933, 0.75, 0.933, 0.25, 0.5, 0];
  ctx.beginPath();
  for (let i = 0; i < pts.length; i += 2) ctx.lineTo(x + pts[i]! * w, y + pts[i + 1]! * h);
  ctx.closePath();
}

function paintImage(ctx: Ctx2D, css: string, x: number, y: number, w: number, h: number): void {
  const value = parseCssColor(css);
  if (!value || w <= 0 || h <= 0) return;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  ctx.translate(x, y);
  paintCanvas(ctx, value, w, h);
  ctx.restore();
}

interface Painter {
  readonly width: number;
  readonly height: number;
  readonly unit: number;
  boxes: number;
  /** Vertical mirroring of the boxes being painted (inside `flipY` boxes): device y = sy · y + ty. */
  sy: number;
  ty: number;
}

/** Puts the painter's mirroring on a fresh layer (whose transform is the identity). */
function useFlip(p: Painter, ctx: Ctx2D): void {
  if (p.sy !== 1 || p.ty !== 0) ctx.setTransform(1, 0, 0, p.sy, 0, p.ty);
}

/**
 * Paints `box` whose parent content box starts at (ox, oy) and is pw × ph device pixels, or
 * pfw × pfh in the picture's tile fractions.
 */
function paintBox(
  p: Painter,
  ctx: Ctx2D,
  box: PictureBox,
  ox: number,
  oy: number,
  pw: number,
  ph: number,
  pfw: number,
  pfh: number,
  depth: number,
): void {
  if (depth > MAX_DEPTH || ++p.boxes > MAX_BOXES) return;
  // Layout stays fractional (fx, fy, w, h: children are placed from this box's exact content
  // origin), but the box is painted into its rectangle snapped to device pixels, as browsers do.
  // Lengths land on a browser's layout grid (1/64 px, rounded down) as the original's boxes did.
  const fx = ox + layoutUnit(pw, box.x ?? 0, pfw);
  const y0 = oy + layoutUnit(ph, box.y ?? 0, pfh);
  // A transformed (flipped) box is placed at a whole pixel and its contents snapped from there.
  const fy = box.flipY ? Math.round(y0) : y0;
  const w = box.w === undefined ? pw : layoutUnit(pw, box.w, pfw);
  const h = box.h === undefined ? ph : layoutUnit(ph, box.h, pfh);
  const fw = box.w ?? pfw;
  const fh = box.h ?? pfh;
  const bw = box.border ? borderPx(box.border.width * p.unit) : 0;
  const x = Math.round(fx);
  const y = Math.round(fy);
  const ow = Math.round(fx + w + 2 * bw) - x;
  const oh = Math.round(fy + h + 2 * bw) - y;
  const opacity = box.opacity ?? 1;
  if (opacity <= 0) return;
  const layered = box.mask !== undefined || opacity < 1;
  const layer = layered ? layerOf(p.width, p.height) : null;
  const c = layer ? layer.ctx : ctx;
  const [sy0, ty0] = [p.sy, p.ty];
  c.save();
  if (layer) useFlip(p, c);
  if (box.flipY) {
    // Mirrored about the box's centre (in the current, possibly already mirrored, coordinates).
    const cy = fy + bw + h / 2;
    p.ty = 2 * p.sy * cy + p.ty;
    p.sy = -p.sy;
    c.transform(1, 0, 0, -1, 0, 2 * cy);
  }
  if (box.hex) {
    hexPath(c, x, y, ow, oh);
    c.clip();
  }
  if (box.round) {
    c.beginPath();
    c.ellipse(x + ow / 2, y + oh / 2, ow / 2, oh / 2, 0, 0, Math.PI * 2);
    c.clip();
  }
  if (box.color) paintImage(c, box.color, x, y, ow, oh);
  if (box.image) paintImage(c, box.image, x, y, ow, oh);
  if (box.border && bw > 0) {
    const bc = parseCssColor(box.border.color);
    if (bc) {
      c.save();
      c.beginPath();
      if (box.round) {
        c.ellipse(x + ow / 2, y + oh / 2, ow / 2, oh / 2, 0, 0, Math.PI * 2);
        c.ellipse(x + ow / 2, y + oh / 2, Math.max(0, ow / 2 - bw), Math.max(0, oh / 2 - bw), 0, 0, Math.PI * 2);
      } else {
        c.rect(x, y, ow, oh);
        c.rect(x + bw, y + bw, ow - 2 * bw, oh - 2 * bw);
      }
      c.clip('evenodd');
      paintCanvas(c, bc, p.width, p.height);
      c.restore();
    }
  }
  for (const child of box.children ?? []) paintBox(p, c, child, fx + bw, fy + bw, w, h, fw, fh, depth + 1);
  c.restore();
  p.sy = sy0;
  p.ty = ty0;
  if (!layer) return;
  // A mask that is no colour or gradient (untrusted modes) masks nothing, as CSS ignores it.
  if (box.mask && parseCssColor(box.mask)) {
    const m = layerOf(p.width, p.height);
    if (m) {
      useFlip(p, m.ctx);
      paintImage(m.ctx, box.mask, x, y, ow, oh);
      m.ctx.setTransform(1, 0, 0, 1, 0, 0);
      layer.ctx.globalCompositeOperation = 'destination-in';
      layer.ctx.drawImage(m.canvas, 0, 0);
    }
  }
  ctx.save();
  ctx.globalAlpha = Math.min(1, opacity);
  // The layer is in unmirrored pixels: undo the mirroring `ctx` is under.
  if (p.sy !== 1 || p.ty !== 0) ctx.transform(1, 0, 0, p.sy, 0, -p.sy * p.ty);
  ctx.drawImage(layer.canvas, 0, 0);
  ctx.restore();
}

/** Paints `box` as a tile of `size` device pixels at the context's origin (the canvas is that size). */
export function paintPicture(ctx: Ctx2D, box: PictureBox, width: number, height: number): void {
  const p: Painter = { width: Math.ceil(width), height: Math.ceil(height), unit: width, boxes: 0, sy: 1, ty: 0 };
  paintBox(p, ctx, box, 0, 0, width, height, 1, 1, 0);
}
