// The tile text-size rule of engine.md §9.2: the font size is the tile's reference unit divided by
// an effective text length computed from the rendered length n and display entries 5 and 6.

import type { TextRun } from '../calc/text-runs.ts';
import type { TextSizeRule } from '../worker/protocol.ts';

/** n: UTF-16 code units of the rendered text. */
export function renderedLength(runs: readonly TextRun[]): number {
  let n = 0;
  for (const r of runs) n += r.text.length;
  return n;
}

/** Effective text length Lt = max(a, b). */
export function effectiveTextLength(n: number, rule: TextSizeRule): number {
  let a = 2;
  let b = 0.7 * n;
  const { min, max } = rule;
  if (min !== null && Number.isFinite(min)) a = min === 0 ? 2 : min < 0 ? n * -min : min;
  if (max !== null && Number.isFinite(max)) b = max === 0 ? 0.7 * n : max < 0 ? n * -max : max;
  const lt = Math.max(a, b);
  // A zero or negative length would make an infinite font; the original would draw nothing useful.
  return lt > 0 ? lt : 2;
}

/**
 * Font size in px. `unit` is the tile's reference width (the square cell pitch, or the hexagon's
 * width), which is what `gridUnit · tsize/100` amounts to for the grid.
 */
export function tileFontSize(unit: number, runs: readonly TextRun[], rule: TextSizeRule): number {
  return unit / effectiveTextLength(renderedLength(runs), rule);
}
