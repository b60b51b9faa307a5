// `npx tsx scripts/compare-tiles.ts <reference folder> <out>`: judges pictures drawn by
// `render-tiles` against a colour-scheme conformance folder, by its README's definition: per case
// the mean absolute channel error (RGB, 0–255) and, after a 3 × 3 box blur of both pictures, the
// 99th percentile of the per-pixel largest channel error; a case passes with mean ≤ 6 and p99 ≤ 48.
// Transparent pixels are laid over #808080. Text colours and glows are compared by value.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { decodePng, type Image } from '../tests/browser/png.ts';

export const MEAN_LIMIT = 6;
export const P99_LIMIT = 48;

/** RGB over #808080 as floats, w × h × 3. */
function flatten(img: Image): Float64Array {
  const out = new Float64Array(img.width * img.height * 3);
  for (let i = 0; i < img.width * img.height; i++) {
    const a = img.data[i * 4 + 3]! / 255;
    for (let c = 0; c < 3; c++) out[i * 3 + c] = img.data[i * 4 + c]! * a + 128 * (1 - a);
  }
  return out;
}

/** 3 × 3 box blur; at the borders, the mean of the neighbours inside the picture. */
function blur(px: Float64Array, w: number, h: number): Float64Array {
  const out = new Float64Array(px.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 3; c++) {
        let s = 0;
        let n = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            const yy = y + dy;
            if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
            s += px[(yy * w + xx) * 3 + c]!;
            n++;
          }
        out[(y * w + x) * 3 + c] = s / n;
      }
  return out;
}

export interface Score {
  readonly mean: number;
  readonly p99: number;
  readonly pass: boolean;
}

export function scorePictures(ref: Image, got: Image): Score {
  if (ref.width !== got.width || ref.height !== got.height) return { mean: 255, p99: 255, pass: false };
  const a = flatten(ref);
  const b = flatten(got);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  const mean = sum / a.length;
  const ba = blur(a, ref.width, ref.height);
  const bb = blur(b, ref.width, ref.height);
  const errs = new Float64Array(ref.width * ref.height);
  for (let i = 0; i < errs.length; i++)
    errs[i] = Math.max(...[0, 1, 2].map((c) => Math.abs(ba[i * 3 + c]! - bb[i * 3 + c]!)));
  errs.sort();
  const p99 = errs[Math.min(errs.length - 1, Math.ceil(errs.length * 0.99) - 1)]!;
  return { mean, p99, pass: mean <= MEAN_LIMIT && p99 <= P99_LIMIT };
}

/** A CSS colour or shadow written the way computed styles are (spacing only). */
export function normalCss(s: string): string {
  return s
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')');
}

interface RefCase {
  readonly id: string;
  readonly scheme: string;
  readonly png: string;
  readonly text: { readonly color: string; readonly shadow: string };
}

export interface CaseResult extends Score {
  readonly id: string;
  readonly scheme: string;
  readonly textOk: boolean;
  readonly gotText: { color: string; shadow: string } | null;
}

export function compareFolder(refDir: string, outDir: string, only?: (c: RefCase) => boolean): CaseResult[] {
  const spec = JSON.parse(readFileSync(join(refDir, 'cases.json'), 'utf8')) as { cases: RefCase[] };
  const textPath = join(outDir, 'text.json');
  const texts = existsSync(textPath)
    ? (JSON.parse(readFileSync(textPath, 'utf8')) as Record<string, { color: string; shadow: string }>)
    : {};
  const out: CaseResult[] = [];
  for (const c of spec.cases) {
    if (only && !only(c)) continue;
    const mine = join(outDir, 'png', `${c.id}.png`);
    const score = existsSync(mine)
      ? scorePictures(decodePng(readFileSync(join(refDir, c.png))), decodePng(readFileSync(mine)))
      : { mean: 255, p99: 255, pass: false };
    const t = texts[c.id] ?? null;
    const textOk =
      t !== null && normalCss(t.color) === normalCss(c.text.color) && normalCss(t.shadow) === normalCss(c.text.shadow);
    out.push({ id: c.id, scheme: c.scheme, ...score, textOk, gotText: t });
  }
  return out;
}

async function main(): Promise<void> {
  const [refDir, outDir, ...flags] = process.argv.slice(2);
  if (!refDir || !outDir) throw new Error('usage: compare-tiles <reference folder> <out> [--failures]');
  const results = compareFolder(refDir, outDir);
  const by = new Map<string, CaseResult[]>();
  for (const r of results) by.set(r.scheme, [...(by.get(r.scheme) ?? []), r]);
  for (const [scheme, rs] of [...by].sort()) {
    const pass = rs.filter((r) => r.pass).length;
    const text = rs.filter((r) => r.textOk).length;
    console.log(
      `${scheme.padEnd(24)} pictures ${pass}/${rs.length} (${((100 * pass) / rs.length).toFixed(0)}%)  text ${text}/${rs.length}`,
    );
  }
  const pass = results.filter((r) => r.pass).length;
  const text = results.filter((r) => r.textOk).length;
  console.log(
    `all: pictures ${pass}/${results.length} (${((100 * pass) / results.length).toFixed(1)}%), text ${text}/${results.length}`,
  );
  if (flags.includes('--failures'))
    for (const r of results) {
      if (!r.pass) console.log(`  FAIL ${r.id}: mean ${r.mean.toFixed(2)} p99 ${r.p99.toFixed(1)}`);
      if (!r.textOk) console.log(`  TEXT ${r.id}: got ${JSON.stringify(r.gotText)}`);
    }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
