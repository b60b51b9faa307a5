// Draws a tile's styled text runs (src/calc/text-runs.ts) into one texture with Canvas 2D: one
// sprite per tile, shared by every tile showing the same text at the same size. Handles bold and
// italic, nested super/subscripts, decorations, per-run colours and shadows, and line breaks.
// Tile text is bold by default (the 2048 look), so a run's `bold: false` keeps the tile weight.

import { CanvasSource, Texture } from 'pixi.js';
import { parseSolidColor } from '../worker/view-colors.ts';
import type { TextRun, TextShadow } from '../worker/protocol.ts';
import { cssOf } from './rgba.ts';

/** Largest text canvas side in device pixels. */
const MAX_CANVAS = 2048;
const SCRIPT_SCALE = 0.62;
const SCRIPT_SHIFT = 0.36;

export const TILE_FONT = '"Clear Sans", "Helvetica Neue", Arial, sans-serif';

export interface TextSpec {
  readonly runs: readonly TextRun[];
  readonly fontSize: number;
  /** CSS text colour of the tile. */
  readonly color: string;
  readonly shadow: TextShadow | null;
  /** Shadow lengths are multiplied by this (they are given for a reference tile size). */
  readonly shadowScale: number;
  readonly resolution: number;
}

export function textKey(s: TextSpec): string {
  return JSON.stringify([s.runs, s.fontSize.toFixed(2), s.color, s.shadow, s.shadowScale.toFixed(3), s.resolution]);
}

interface Placed {
  readonly run: TextRun;
  readonly text: string;
  readonly font: string;
  readonly size: number;
  readonly x: number;
  readonly width: number;
  readonly shift: number;
}

function sizeOf(run: TextRun, fs: number): number {
  return fs * SCRIPT_SCALE ** Math.min(run.scriptDepth, 4);
}

function fontOf(run: TextRun, size: number): string {
  return `${run.italic ? 'italic ' : ''}bold ${size.toFixed(2)}px ${TILE_FONT}`;
}

let measureCtx: CanvasRenderingContext2D | null = null;

/** Splits runs into lines at "\n" (from <br>). */
function lines(runs: readonly TextRun[]): { run: TextRun; text: string }[][] {
  const out: { run: TextRun; text: string }[][] = [[]];
  for (const run of runs)
    run.text.split('\n').forEach((part, i) => {
      if (i > 0) out.push([]);
      if (part) out[out.length - 1]!.push({ run, text: part });
    });
  return out;
}

export function makeTextTexture(spec: TextSpec): Texture {
  measureCtx ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const m = measureCtx;
  const fs = spec.fontSize;
  const tileColor = parseSolidColor(spec.color) ?? [255, 255, 255, 1];
  const rows: { placed: Placed[]; width: number }[] = [];
  for (const line of lines(spec.runs)) {
    const placed: Placed[] = [];
    let x = 0;
    for (const { run, text } of line) {
      const size = sizeOf(run, fs);
      const font = fontOf(run, size);
      let width = size * 0.6 * text.length;
      if (m) {
        m.font = font;
        width = m.measureText(text).width;
      }
      // Each script level shifts the baseline by a fraction of the enclosing size.
      const shift = -run.baseline * fs * SCRIPT_SHIFT;
      placed.push({ run, text, font, size, x, width, shift });
      x += width;
    }
    rows.push({ placed, width: x });
  }
  const shadows = [spec.shadow, ...spec.runs.map((r) => (typeof r.shadow === 'object' ? r.shadow : null))].filter(
    (s): s is TextShadow => s !== null,
  );
  const pad = Math.ceil(
    2 + Math.max(0, ...shadows.map((s) => (Math.abs(s.dx) + Math.abs(s.dy) + s.blur * 2) * spec.shadowScale)),
  );
  const lineH = fs * 1.15;
  const maxW = Math.max(1, ...rows.map((r) => r.width));
  const cssW = maxW + pad * 2;
  const cssH = lineH * rows.length + fs * 0.35 + pad * 2;
  // Text from a mode can be arbitrarily long with a fixed size rule: cap the canvas, not the text.
  const res = Math.max(0.05, Math.min(spec.resolution, MAX_CANVAS / cssW, MAX_CANVAS / cssH));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(cssW * res));
  canvas.height = Math.max(1, Math.ceil(cssH * res));
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (ctx) {
    ctx.scale(res, res);
    ctx.textBaseline = 'middle';
    rows.forEach((row, li) => {
      const y0 = cssH / 2 + (li - (rows.length - 1) / 2) * lineH;
      const x0 = pad + (maxW - row.width) / 2;
      for (const p of row.placed) {
        ctx.font = p.font;
        const color = cssOf(p.run.color ?? tileColor);
        const shadow = p.run.shadow === 'none' ? null : (p.run.shadow ?? spec.shadow);
        ctx.fillStyle = color;
        if (shadow) {
          // Canvas shadows ignore the transform, so scale by the resolution by hand.
          const k = spec.shadowScale * res;
          ctx.shadowColor = shadow.color ? cssOf(shadow.color) : color;
          ctx.shadowOffsetX = shadow.dx * k;
          ctx.shadowOffsetY = shadow.dy * k;
          ctx.shadowBlur = shadow.blur * k;
        } else ctx.shadowColor = 'transparent';
        const y = y0 + p.shift;
        ctx.fillText(p.text, x0 + p.x, y);
        ctx.shadowColor = 'transparent';
        const t = Math.max(1, p.size / 14);
        const line = (dy: number): void => ctx.fillRect(x0 + p.x, y + dy - t / 2, p.width, t);
        if (p.run.underline) line(p.size * 0.42);
        if (p.run.overline) line(-p.size * 0.5);
        if (p.run.lineThrough) line(0);
      }
    });
  }
  return new Texture({ source: new CanvasSource({ resource: canvas, resolution: res }) });
}
