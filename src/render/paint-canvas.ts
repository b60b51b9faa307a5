// Paints a parsed CSS background into a Canvas 2D context: the path for what Pixi's FillGradient
// cannot do (conic and repeating gradients, several layers, a base colour under gradients).

import type {
  ColorValue,
  ConicGradient,
  LinearGradient,
  RadialGradient,
  ResolvedStop,
  RGBA,
} from '../worker/view-colors.ts';
import {
  centerOf,
  clipStops,
  fitStops,
  linearAngle,
  linearLine,
  radialRadii,
  repeatStops,
  resolveStops,
} from './gradient-geometry.ts';
import { cssOf, mixPremultiplied } from './rgba.ts';

export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Steps per segment that blends two alphas: canvas interpolates unpremultiplied, CSS premultiplied. */
const ALPHA_STEPS = 8;

function addStops(g: CanvasGradient, stops: readonly ResolvedStop[]): void {
  let prev: ResolvedStop | null = null;
  for (const s of stops) {
    const at = Math.min(1, Math.max(0, s.offset));
    if (prev && prev.rgba[3] !== s.rgba[3] && s.offset > prev.offset) {
      const from = Math.min(1, Math.max(0, prev.offset));
      for (let k = 1; k < ALPHA_STEPS; k++) {
        const t = k / ALPHA_STEPS;
        g.addColorStop(from + (at - from) * t, cssOf(mixPremultiplied(prev.rgba, s.rgba, t)));
      }
    }
    g.addColorStop(at, cssOf(s.rgba));
    prev = s;
  }
}

function fillSolid(ctx: Ctx2D, c: RGBA, w: number, h: number): void {
  ctx.fillStyle = cssOf(c);
  ctx.fillRect(0, 0, w, h);
}

/** Stops over [t0, t1] of the gradient length, repeated or clipped; a colour when too dense. */
function stopsOver(
  repeating: boolean,
  stops: readonly ResolvedStop[],
  t0: number,
  t1: number,
): readonly ResolvedStop[] | RGBA {
  if (!repeating) return clipStops(stops, t0, t1);
  const rep = repeatStops(stops, t0, t1);
  return isStopList(rep) ? clipStops(rep, t0, t1) : rep;
}

function isStopList(x: readonly ResolvedStop[] | RGBA): x is readonly ResolvedStop[] {
  return x.length === 0 || typeof x[0] === 'object';
}

function paintLinear(ctx: Ctx2D, g: LinearGradient, w: number, h: number): void {
  const line = linearLine(linearAngle(g, w, h), w, h);
  const stops = resolveStops(g.stops, line.length);
  if (stops.length === 0) return;
  const { t0, t1 } = g.repeating ? { t0: 0, t1: 1 } : fitStops(stops, false);
  const s = stopsOver(g.repeating, stops, t0, t1);
  if (!isStopList(s)) return fillSolid(ctx, s, w, h);
  const dx = line.x1 - line.x0;
  const dy = line.y1 - line.y0;
  const grad = ctx.createLinearGradient(line.x0 + dx * t0, line.y0 + dy * t0, line.x0 + dx * t1, line.y0 + dy * t1);
  addStops(grad, s);
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
}

function paintRadial(ctx: Ctx2D, g: RadialGradient, w: number, h: number): void {
  const { cx, cy, rx, ry } = radialRadii(g, w, h);
  const stops = resolveStops(g.stops, rx);
  if (stops.length === 0) return;
  if (rx <= 0 || ry <= 0) return fillSolid(ctx, stops[stops.length - 1]!.rgba, w, h);
  // A circle of radius rx squashed vertically into the ellipse.
  const sy = ry / rx;
  const far = Math.max(...[0, w].flatMap((x) => [0, h].map((y) => Math.hypot(x - cx, (y - cy) / sy)))) / rx;
  const t1 = g.repeating ? far : Math.max(1, stops[stops.length - 1]!.offset);
  const s = stopsOver(g.repeating, stops, 0, t1);
  if (!isStopList(s)) return fillSolid(ctx, s, w, h);
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(1, sy);
  const grad = ctx.createRadialGradient(0, 0, 0, 0, 0, rx * t1);
  addStops(grad, s);
  ctx.fillStyle = grad;
  ctx.fillRect(-cx, -cy / sy, w, h / sy);
  ctx.restore();
}

function paintConic(ctx: Ctx2D, g: ConicGradient, w: number, h: number): void {
  const { x, y } = centerOf(g.center, w, h);
  const stops = resolveStops(g.stops, 360);
  if (stops.length === 0) return;
  const s = stopsOver(g.repeating, stops, 0, 1);
  if (!isStopList(s)) return fillSolid(ctx, s, w, h);
  if (typeof ctx.createConicGradient !== 'function') return fillSolid(ctx, stops[0]!.rgba, w, h);
  // CSS measures from 12 o'clock clockwise; canvas from 3 o'clock.
  const grad = ctx.createConicGradient(((g.from - 90) * Math.PI) / 180, x, y);
  addStops(grad, s);
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
}

/** Paints `value` over the box (0,0)–(w,h); the caller sets the clip (tile shape). */
export function paintCanvas(ctx: Ctx2D, value: ColorValue, w: number, h: number): void {
  switch (value.kind) {
    case 'solid':
      return fillSolid(ctx, value.rgba, w, h);
    case 'linear':
      return paintLinear(ctx, value, w, h);
    case 'radial':
      return paintRadial(ctx, value, w, h);
    case 'conic':
      return paintConic(ctx, value, w, h);
    case 'multi':
      // CSS paints the first layer on top.
      for (let i = value.layers.length - 1; i >= 0; i--) paintCanvas(ctx, value.layers[i]!, w, h);
  }
}
