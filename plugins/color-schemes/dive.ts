// "DIVE", "Anti-DIVE" and "SQUARTSingle" (catalog §5): an RGB table colour of the exponents of 2, 3
// and 5, one translucent pattern layer per higher prime (7 spokes, 11 rings, 13 dashes, thin line
// sets for p ≥ 17), the negative edge ring and the leftover chain in a 50 % sub-tile.
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import { BLACK_TEXT, bigOf, edgeRing, factorChain, invert, numParam, picture, PRIMES, rcol, rgb, subTile, WHITE_TEXT, type RGB } from './common.ts';

export interface DiveTable {
  readonly r: readonly number[];
  readonly g: readonly number[];
  readonly b: readonly number[];
}

export const DIVE_TABLE: DiveTable = { r: [0, 4, 8, 10, 12, 13, 14, 15], g: [0, 6, 10, 13, 15], b: [0, 8, 12, 15] };
export const SQUART_TABLE: DiveTable = { r: [0, 5, 8, 11, 13, 15], g: [0, 5, 10, 15], b: [0, 9, 15] };

function pick(t: readonly number[], e: number): number {
  return t[Math.max(0, Math.min(t.length - 1, e))]! * 17;
}

export function tableRgb(t: DiveTable, e: readonly number[]): RGB {
  return [pick(t.r, e[0] ?? 0), pick(t.g, e[1] ?? 0), pick(t.b, e[2] ?? 0)];
}

/**
 * "_primeGrey": the table colour scaled so the largest channel is 255, greys lightened halfway to
 * white. DIVE's green steps here as its red ones do (the recorded stripes say so).
 */
function primeGrey(table: DiveTable, e: readonly number[]): RGB {
  const c = tableRgb(table === DIVE_TABLE ? { ...table, g: table.r } : table, e);
  const max = Math.max(...c);
  if (max === 0) return [0, 0, 0];
  if (c[0] === c[1] && c[1] === c[2]) return [(c[0] + 255) / 2, (c[0] + 255) / 2, (c[0] + 255) / 2];
  return [(c[0] * 255) / max, (c[1] * 255) / max, (c[2] * 255) / max];
}

function n(x: number): string {
  return `${+x.toFixed(5)}`;
}

export const SPOKES = (w: string, k: string): string =>
  `conic-gradient(rgba(0, 0, 0, 0) 0deg, rgba(0, 0, 0, 0) 10deg, ${w} 35deg, ${w} 55deg, rgba(0, 0, 0, 0) 80deg, rgba(0, 0, 0, 0) 100deg, ${k} 125deg, ${k} 145deg, rgba(0, 0, 0, 0) 170deg, rgba(0, 0, 0, 0) 190deg, ${w} 215deg, ${w} 235deg, rgba(0, 0, 0, 0) 260deg, rgba(0, 0, 0, 0) 280deg, ${k} 305deg, ${k} 325deg, rgba(0, 0, 0, 0) 350deg)`;
export const RINGS = (w: string, k: string, hex: boolean): string =>
  hex
    ? `radial-gradient(${w} 0%, rgba(0, 0, 0, 0) 15%, rgba(0, 0, 0, 0) 25%, ${k} 32%, ${k} 36%, rgba(0, 0, 0, 0) 43%, rgba(0, 0, 0, 0) 52%, ${w} 58%, ${w} 63%, rgba(0, 0, 0, 0) 70%, ${k} 80%)`
    : `radial-gradient(${w} 0%, rgba(0, 0, 0, 0) 19.666%, rgba(0, 0, 0, 0) 30.333%, ${k} 38.888%, ${k} 44.444%, rgba(0, 0, 0, 0) 53%, rgba(0, 0, 0, 0) 63.666%, ${w} 72.222%, ${w} 77.777%, rgba(0, 0, 0, 0) 86.333%, ${k} 100%)`;
export const DASHES = (w: string, k: string): PictureBox => ({
  image: `repeating-linear-gradient(rgba(0, 0, 0, 0) 0%, ${w} 15%, rgba(0, 0, 0, 0) 30%, ${k} 45%, rgba(0, 0, 0, 0) 60%)`,
  mask: 'repeating-linear-gradient(90deg, rgb(0, 0, 0) 0%, rgb(0, 0, 0) 14%, rgba(0, 0, 0, 0) 14%, rgba(0, 0, 0, 0) 42%)',
});

/**
 * The thin line set of the prime of index i (p ≥ 17): its colour from b = (p + 1)/2 ("_primeGrey" of
 * the table, then `tone`), between `k` (the ends) and `wh` (the middle of 7-stripes).
 */
export function lines(i: number, table: DiveTable, tone: (c: RGB) => RGB, k: string, wh: string): PictureBox {
  const p = PRIMES[i]!;
  const theta = 45 + 291.246118 * (i - 3);
  const w = 110 / Math.sqrt(p);
  const b = BigInt((p + 1) / 2);
  const f = factorChain(b, 4)[0] ?? [];
  const base = rgb(tone(primeGrey(table, f)));
  const e7 = f[3] ?? 0;
  let image: string;
  if (e7 > 0) {
    const q = 40 / e7;
    image = `repeating-linear-gradient(${n(theta + 90)}deg, ${k} 0%, ${k} ${n(q / 12)}%, ${base} ${n(q / 4)}%, ${wh} ${n(q * (5 / 12))}%, ${wh} ${n(q * (7 / 12))}%, ${base} ${n(q * 0.75)}%, ${k} ${n(q * (11 / 12))}%, ${k} ${n(q)}%)`;
  } else image = `linear-gradient(${n(theta + 90)}deg, ${k}, ${base}, ${k})`;
  const mask = `repeating-linear-gradient(${n(theta)}deg, rgb(0, 0, 0) 0%, rgb(0, 0, 0) ${n(w / 6)}%, rgba(0, 0, 0, 0) ${n(w / 6)}%, rgba(0, 0, 0, 0) ${n((5 * w) / 6)}%, rgb(0, 0, 0) ${n((5 * w) / 6)}%, rgb(0, 0, 0) ${n(w)}%)`;
  return { image, mask };
}

export interface Variant {
  readonly table: DiveTable;
  readonly anti: boolean;
}

export function diveLevel(v: Variant, chain: readonly (readonly number[])[], depth: number, size: number, hex: boolean, neg: boolean): PictureBox {
  const e = chain[depth] ?? [];
  let base = tableRgb(v.table, e);
  if (v.anti) base = [255 - base[0], 255 - base[1], 255 - base[2]];
  const w = rgb(v.anti ? [0, 0, 0] : [255, 255, 255]);
  const k = rgb(v.anti ? [255, 255, 255] : [0, 0, 0]);
  const children: PictureBox[] = [];
  const layer = (b: PictureBox, x: number): void => {
    const opacity = Math.min(1, 0.5 * x);
    children.push(opacity < 1 ? { ...b, opacity } : b);
  };
  for (let i = 3; i < e.length; i++) {
    const x = e[i]!;
    if (x === 0) continue;
    if (i === 3) layer({ image: SPOKES(w, k) }, x);
    else if (i === 4) layer({ image: RINGS(w, k, hex) }, x);
    else if (i === 5) layer(DASHES(w, k), x);
    else {
      const flip = (c: RGB): RGB => (v.anti ? [255 - c[0], 255 - c[1], 255 - c[2]] : c);
      layer(lines(i, v.table, flip, k, w), x);
    }
  }
  if (neg) children.push(edgeRing(invert(base)));
  if (depth + 1 < chain.length) children.push(subTile(diveLevel(v, chain, depth + 1, size * 0.5, hex, false), size, 0.5, rgb(rcol(base)), hex));
  return { w: size, h: size, color: rgb(base), children };
}

export function pictureDive(v: Variant): (input: readonly Value[], hex: boolean) => SchemePicture {
  return (input, hex) => {
    const value = bigOf(input[0]);
    const count = Math.max(3, Math.min(1229, Math.floor(numParam(input[1], 168))));
    const neg = value < 0n;
    const zero = value === 0n;
    // Zero is drawn as exponents (7, 4, 3) with seventy more primes at 2: a busy pattern.
    const chain = zero ? [[7, 4, 3, ...Array.from({ length: 70 }, () => 2)]] : factorChain(value, count);
    const { w: _w, h: _h, ...box } = diveLevel(v, chain, 0, 1, hex, neg);
    const normal = v.anti ? BLACK_TEXT : WHITE_TEXT;
    const flipped = v.anti ? WHITE_TEXT : BLACK_TEXT;
    const text = zero ? { textColor: 'rgb(136, 136, 136)', textShadow: 'rgb(0, 0, 0) 0px 0px 5px' } : neg ? flipped : normal;
    return picture(box, text, hex);
  };
}
