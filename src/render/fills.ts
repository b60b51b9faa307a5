// Turns a CSS background and a tile shape into a shareable Pixi resource: solid colours and single
// linear/radial gradients become a GraphicsContext (gradients through FillGradient); conic,
// repeating and layered backgrounds are painted into a generated texture. CSS is parsed by the
// shared colour model (src/calc/color-model.ts); what a browser would reject draws nothing.

import { CanvasSource, FillGradient, GraphicsContext, Texture } from 'pixi.js';
import { parseCssColor, type ColorValue, type GradientValue, type RGBA } from '../worker/view-colors.ts';
import {
  fitStops,
  linearAngle,
  linearLine,
  radialRadii,
  resolveStops,
  type ResolvedStop,
} from './gradient-geometry.ts';
import { hexagonPoints } from './layout.ts';
import { paintCanvas } from './paint-canvas.ts';
import type { PictureBox } from '../worker/protocol.ts';
import { paintPicture } from './picture-paint.ts';
import { unitRgba } from './rgba.ts';

export type ShapeSpec =
  | { readonly kind: 'rect'; readonly w: number; readonly h: number; readonly r: number }
  | { readonly kind: 'hex'; readonly w: number; readonly h: number };

export type FillResource =
  | { readonly kind: 'graphics'; readonly context: GraphicsContext; readonly gradient: FillGradient | null }
  | { readonly kind: 'texture'; readonly texture: Texture };

export function shapeKey(s: ShapeSpec): string {
  return s.kind === 'rect' ? `r${s.w.toFixed(2)}x${s.h.toFixed(2)}r${s.r.toFixed(2)}` : `h${s.w.toFixed(2)}`;
}

function tracePath(ctx: GraphicsContext, s: ShapeSpec): GraphicsContext {
  return s.kind === 'rect' ? ctx.roundRect(-s.w / 2, -s.h / 2, s.w, s.h, s.r) : ctx.poly(hexagonPoints(s.w), true);
}

function colorStops(stops: readonly ResolvedStop[]): { offset: number; color: [number, number, number, number] }[] {
  return stops.map((s) => ({ offset: Math.min(1, Math.max(0, s.offset)), color: unitRgba(s.rgba) }));
}

/** A FillGradient in the shape's local (0..1) space; a colour for degenerate shapes; null when Pixi cannot draw it exactly. */
function pixiGradient(g: GradientValue, w: number, h: number): FillGradient | RGBA | null {
  if (g.repeating || g.kind === 'conic') return null;
  if (g.kind === 'linear') {
    const line = linearLine(linearAngle(g, w, h), w, h);
    const stops = resolveStops(g.stops, line.length);
    if (stops.length === 0) return null;
    const fit = fitStops(stops, false);
    const dx = line.x1 - line.x0;
    const dy = line.y1 - line.y0;
    // Pixi mirrors gradients whose direction has components of opposite signs; paint those instead.
    if ((dx < -1e-9 && dy > 1e-9) || (dx > 1e-9 && dy < -1e-9)) return null;
    return new FillGradient({
      type: 'linear',
      start: { x: (line.x0 + dx * fit.t0) / w, y: (line.y0 + dy * fit.t0) / h },
      end: { x: (line.x0 + dx * fit.t1) / w, y: (line.y0 + dy * fit.t1) / h },
      colorStops: colorStops(fit.stops),
      textureSpace: 'local',
    });
  }
  const { cx, cy, rx, ry } = radialRadii(g, w, h);
  const stops = resolveStops(g.stops, rx);
  if (stops.length === 0) return null;
  if (rx <= 0 || ry <= 0) return stops[stops.length - 1]!.rgba;
  const fit = fitStops(stops, true);
  // Local space is the unit square over the shape's bounds, so radii are normalised per axis;
  // the longer normalised radius is the circle and the other axis is squashed (scale ≤ 1).
  const nx = rx / w;
  const ny = ry / h;
  const wide = nx >= ny;
  return new FillGradient({
    type: 'radial',
    center: { x: cx / w, y: cy / h },
    innerRadius: 0,
    outerRadius: (wide ? nx : ny) * fit.t1,
    colorStops: colorStops(fit.stops),
    scale: wide ? ny / nx : nx / ny,
    rotation: wide ? 0 : Math.PI / 2,
    textureSpace: 'local',
  });
}

function solidContext(shape: ShapeSpec, c: RGBA): FillResource {
  const [r, g, b, a] = unitRgba(c);
  return {
    kind: 'graphics',
    context: tracePath(new GraphicsContext(), shape).fill({ color: [r, g, b], alpha: a }),
    gradient: null,
  };
}

function textureOf(value: ColorValue, shape: ShapeSpec, resolution: number): FillResource {
  return paintedTexture(shape, resolution, (ctx) => paintCanvas(ctx, value, shape.w, shape.h));
}

/** A special colour scheme's picture painted once into a texture of the shape. */
export function makePictureFill(box: PictureBox, shape: ShapeSpec, resolution: number): FillResource {
  // Painted in device pixels (borders snap to whole pixels as a browser's do).
  return paintedTexture(shape, resolution, (ctx) => {
    ctx.scale(1 / resolution, 1 / resolution);
    paintPicture(ctx, box, shape.w * resolution, shape.h * resolution);
  });
}

function paintedTexture(
  shape: ShapeSpec,
  resolution: number,
  paint: (ctx: CanvasRenderingContext2D) => void,
): FillResource {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(shape.w * resolution));
  canvas.height = Math.max(1, Math.ceil(shape.h * resolution));
  // A CPU-backed canvas: it is uploaded to WebGL once, never read back from the GPU.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (ctx) {
    ctx.scale(resolution, resolution);
    ctx.beginPath();
    if (shape.kind === 'rect') ctx.roundRect(0, 0, shape.w, shape.h, shape.r);
    else {
      const pts = hexagonPoints(shape.w);
      for (let i = 0; i < pts.length; i += 2) ctx.lineTo(pts[i]! + shape.w / 2, pts[i + 1]! + shape.h / 2);
      ctx.closePath();
    }
    ctx.clip();
    paint(ctx);
  }
  return { kind: 'texture', texture: new Texture({ source: new CanvasSource({ resource: canvas, resolution }) }) };
}

/** Builds the resource for `css` on `shape`. */
export function makeFill(css: string, shape: ShapeSpec, resolution: number): FillResource {
  const value = parseCssColor(css);
  if (!value) return { kind: 'graphics', context: new GraphicsContext(), gradient: null };
  if (value.kind === 'solid') return solidContext(shape, value.rgba);
  if (value.kind !== 'multi') {
    const g = pixiGradient(value, shape.w, shape.h);
    if (g instanceof FillGradient)
      return { kind: 'graphics', context: tracePath(new GraphicsContext(), shape).fill(g), gradient: g };
    if (g) return solidContext(shape, g);
  }
  return textureOf(value, shape, resolution);
}

export function disposeFill(f: FillResource): void {
  if (f.kind === 'graphics') {
    f.context.destroy();
    f.gradient?.destroy();
  } else f.texture.destroy(true);
}
