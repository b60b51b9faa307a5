// The tile text-size rule of engine.md §9.2: the font size is the tile's reference unit divided by
// an effective text length computed from the rendered length n and display entries 5 and 6.

import type { TextRun, TextSizeRule } from '../worker/protocol.ts';

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

/** Smallest tile text a player can read on a phone, in CSS px. */
export const MIN_READABLE_PX = 10;
/** Text lines may fill this much of a tile's height (line height 1.15 em, as text-texture.ts draws). */
const TEXT_HEIGHT_SHARE = 0.75;
const LINE_HEIGHT = 1.15;

/** Splits runs into `k` lines of about equal length (at code-unit boundaries between surrogates). */
function splitLines(runs: readonly TextRun[], n: number, k: number): TextRun[] {
  const per = Math.ceil(n / k);
  const out: TextRun[] = [];
  let used = 0;
  for (const r of runs) {
    let text = '';
    for (let i = 0; i < r.text.length; i++) {
      const c = r.text.charCodeAt(i);
      const lowSurrogate = c >= 0xdc00 && c <= 0xdfff;
      if (used > 0 && used % per === 0 && !lowSurrogate) text += '\n';
      text += r.text[i];
      used++;
    }
    out.push({ ...r, text });
  }
  return out;
}

/**
 * The tile text as drawn: the §9.2 size, or, where that falls below a readable size, the text
 * wrapped onto as many lines as make it largest (never larger than the rule's own size).
 */
export function readableTileText(
  unit: number,
  runs: readonly TextRun[],
  rule: TextSizeRule,
): { runs: readonly TextRun[]; fontSize: number } {
  const fontSize = tileFontSize(unit, runs, rule);
  const n = renderedLength(runs);
  if (fontSize >= MIN_READABLE_PX || n < 4 || runs.some((r) => r.text.includes('\n'))) return { runs, fontSize };
  let best = { k: 1, size: fontSize };
  for (let k = 2; k <= Math.min(n, 12); k++) {
    const size = Math.min(
      unit / effectiveTextLength(Math.ceil(n / k), rule),
      (TEXT_HEIGHT_SHARE * unit) / (LINE_HEIGHT * k),
    );
    if (size <= best.size) break;
    best = { k, size };
    if (size >= MIN_READABLE_PX) break;
  }
  return best.k === 1 ? { runs, fontSize } : { runs: splitLines(runs, n, best.k), fontSize: best.size };
}
