// Small helpers over the colour model's RGBA tuples (src/calc/color-model.ts) for drawing.

import type { RGBA } from '../worker/view-colors.ts';

export const TRANSPARENT: RGBA = [0, 0, 0, 0];

/** `rgba(…)` for Canvas 2D. */
export function cssOf([r, g, b, a]: RGBA): string {
  return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${+a.toFixed(4)})`;
}

/** Linear interpolation in premultiplied space, as CSS gradients and canvas do. */
export function mixPremultiplied(x: RGBA, y: RGBA, t: number): RGBA {
  const a = x[3] + (y[3] - x[3]) * t;
  if (a === 0) return TRANSPARENT;
  const ch = (i: 0 | 1 | 2): number => (x[i] * x[3] + (y[i] * y[3] - x[i] * x[3]) * t) / a;
  return [ch(0), ch(1), ch(2), a];
}

/** Channels 0–1 with alpha, as Pixi's colour sources take them. */
export function unitRgba([r, g, b, a]: RGBA): [number, number, number, number] {
  return [r / 255, g / 255, b / 255, a];
}
