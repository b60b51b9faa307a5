// Resolves parsed CSS gradients (src/calc/color-model.ts) against a box, per CSS Images 3: the
// linear gradient line, radial ending shapes, conic centres, stop ranges and repetition. Pure
// maths, shared by the FillGradient path (linear/radial) and the Canvas 2D texture path.

import {
  resolveStops,
  type Length,
  type LinearGradient,
  type RadialGradient,
  type ResolvedStop,
  type RGBA,
} from '../worker/view-colors.ts';
import { mixPremultiplied } from './rgba.ts';

export { resolveStops, type ResolvedStop };

/** Max repetitions drawn for a repeating gradient before it is painted as its average colour. */
const MAX_REPEATS = 1000;

/** The colour of a stop list at offset t (padding with the end colours; a hard edge gives the colour before it). */
export function colorAt(stops: readonly ResolvedStop[], t: number): RGBA {
  if (t <= stops[0]!.offset) return stops[0]!.rgba;
  for (let i = 1; i < stops.length; i++) {
    const b = stops[i]!;
    if (t <= b.offset) {
      const a = stops[i - 1]!;
      const span = b.offset - a.offset;
      return span <= 0 ? b.rgba : mixPremultiplied(a.rgba, b.rgba, (t - a.offset) / span);
    }
  }
  return stops[stops.length - 1]!.rgba;
}

/** The colour just after t (the later stop of a hard edge at t). */
function colorAfter(stops: readonly ResolvedStop[], t: number): RGBA {
  let last = -1;
  for (let i = 0; i < stops.length; i++) if (stops[i]!.offset <= t) last = i;
  return last >= 0 && stops[last]!.offset === t ? stops[last]!.rgba : colorAt(stops, t);
}

/** The stops inside [a, b], with exact stops at both ends, rescaled to 0..1. */
export function clipStops(stops: readonly ResolvedStop[], a: number, b: number): ResolvedStop[] {
  const span = b - a || 1;
  const out: ResolvedStop[] = [{ offset: 0, rgba: colorAfter(stops, a) }];
  for (const s of stops) if (s.offset > a && s.offset < b) out.push({ offset: (s.offset - a) / span, rgba: s.rgba });
  out.push({ offset: 1, rgba: colorAt(stops, b) });
  return out;
}

function averageColor(stops: readonly ResolvedStop[]): RGBA {
  let r = 0;
  let g = 0;
  let bl = 0;
  let al = 0;
  for (const { rgba } of stops) {
    r += rgba[0] * rgba[3];
    g += rgba[1] * rgba[3];
    bl += rgba[2] * rgba[3];
    al += rgba[3];
  }
  return al === 0 ? [0, 0, 0, 0] : [r / al, g / al, bl / al, al / stops.length];
}

/** Tiles a repeating gradient's stops over [from, to]; a colour when too dense to draw (CSS: the average). */
export function repeatStops(stops: readonly ResolvedStop[], from: number, to: number): ResolvedStop[] | RGBA {
  const first = stops[0]!.offset;
  const period = stops[stops.length - 1]!.offset - first;
  if (!(period > 1e-9) || (to - from) / period > MAX_REPEATS) return averageColor(stops);
  const out: ResolvedStop[] = [];
  const k0 = Math.floor((from - first) / period);
  const k1 = Math.ceil((to - first) / period);
  for (let k = k0; k <= k1; k++) for (const s of stops) out.push({ offset: s.offset + k * period, rgba: s.rgba });
  return out;
}

/** Stops normalised to 0..1 over [t0, t1] ⊇ [0, 1] (t0 = 0 when `clampStart`, as radii cannot be negative). */
export interface FittedStops {
  readonly t0: number;
  readonly t1: number;
  readonly stops: readonly ResolvedStop[];
}

export function fitStops(stops: readonly ResolvedStop[], clampStart: boolean): FittedStops {
  const t0 = clampStart ? 0 : Math.min(0, stops[0]!.offset);
  const t1 = Math.max(1, stops[stops.length - 1]!.offset, t0 + 1e-6);
  return { t0, t1, stops: clipStops(stops, t0, t1) };
}

// ---- geometry ----

export interface LinearGeometry {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly length: number;
}

/** The CSS angle on a w×h box ("to <corner>" depends on the box: the 50% line joins the other corners). */
export function linearAngle(g: Pick<LinearGradient, 'angle' | 'corner'>, w: number, h: number): number {
  if (!g.corner) return g.angle;
  return (Math.atan2(g.corner.x * h, -g.corner.y * w) * 180) / Math.PI;
}

/** The CSS gradient line through the box centre. */
export function linearLine(angleDeg: number, w: number, h: number): LinearGeometry {
  const a = (angleDeg * Math.PI) / 180;
  const dx = Math.sin(a);
  const dy = -Math.cos(a);
  const length = Math.abs(w * dx) + Math.abs(h * dy);
  const cx = w / 2;
  const cy = h / 2;
  return {
    x0: cx - (dx * length) / 2,
    y0: cy - (dy * length) / 2,
    x1: cx + (dx * length) / 2,
    y1: cy + (dy * length) / 2,
    length,
  };
}

export function lengthOf(p: Length, ref: number): number {
  return p.unit === '%' ? (p.value / 100) * ref : p.value;
}

export function centerOf(center: readonly [Length, Length], w: number, h: number): { x: number; y: number } {
  return { x: lengthOf(center[0], w), y: lengthOf(center[1], h) };
}

/** Centre and radii of a radial gradient's ending shape. */
export function radialRadii(
  g: RadialGradient,
  w: number,
  h: number,
): { cx: number; cy: number; rx: number; ry: number } {
  const { x: cx, y: cy } = centerOf(g.center, w, h);
  if (typeof g.size !== 'string') {
    const rx = Math.max(0, lengthOf(g.size[0], w));
    const ry = g.size.length === 2 ? Math.max(0, lengthOf(g.size[1], h)) : rx;
    return { cx, cy, rx, ry };
  }
  const ext = g.size;
  const near = ext.startsWith('closest');
  const pick = near ? Math.min : Math.max;
  const sx = pick(Math.abs(cx), Math.abs(w - cx));
  const sy = pick(Math.abs(cy), Math.abs(h - cy));
  if (g.shape === 'circle') {
    const r = ext.endsWith('side') ? pick(sx, sy) : Math.hypot(sx, sy);
    return { cx, cy, rx: r, ry: r };
  }
  if (ext.endsWith('side')) return { cx, cy, rx: sx, ry: sy };
  // Corner extents keep the side extent's aspect ratio and pass through the corner.
  if (sx === 0 || sy === 0) return { cx, cy, rx: 0, ry: 0 };
  return { cx, cy, rx: sx * Math.SQRT2, ry: sy * Math.SQRT2 };
}
