// "DIVE", "Anti-DIVE" and "SQUARTSingle" (catalog §5): an RGB table colour of the exponents of 2, 3
// and 5, one translucent pattern layer per higher prime (7 spokes, 11 rings, 13 dashes, thin line
// sets for p ≥ 17), the negative edge ring and the leftover chain in a 50 % sub-tile.
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import {
  BLACK_TEXT,
  bigOf,
  rgba,
  edgeRing,
  factorChain,
  invert,
  numParam,
  picture,
  PRIMES,
  rcol,
  rgb,
  subTile,
  WHITE_TEXT,
  type RGB,
} from './common.ts';

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
 * white (black too). DIVE's green steps here as its red ones do (the recorded stripes say so).
 * "_prime" (`lighten` false): the same without lightening greys.
 */
function primeGrey(table: DiveTable, e: readonly number[], lighten = true): RGB {
  const c = tableRgb(table === DIVE_TABLE ? { ...table, g: table.r } : table, e);
  const max = Math.max(...c);
  if (c[0] === c[1] && c[1] === c[2]) return lighten ? [(c[0] + 255) / 2, (c[0] + 255) / 2, (c[0] + 255) / 2] : c;
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
/** 13's dash grid; on hexagonal grids its stops are squeezed into the hexagon's width (6.7 %–93.3 %). */
export const DASHES = (w: string, k: string, hex: boolean): PictureBox => {
  const at = (x: number): string => `${n(hex ? 6.69873 + x * 0.866025 : x)}%`;
  return {
    image: `repeating-linear-gradient(rgba(0, 0, 0, 0) ${at(0)}, ${w} ${at(15)}, rgba(0, 0, 0, 0) ${at(30)}, ${k} ${at(45)}, rgba(0, 0, 0, 0) ${at(60)})`,
    mask: `repeating-linear-gradient(90deg, rgb(0, 0, 0) ${at(0)}, rgb(0, 0, 0) ${at(14)}, rgba(0, 0, 0, 0) ${at(14)}, rgba(0, 0, 0, 0) ${at(42)})`,
  };
};

/** Exponents of 2, 3, 5 and 7 in n, and what is left after them. */
function split7(n: number): { e: number[]; rest: number } {
  const e: number[] = [];
  for (const q of [2, 3, 5, 7]) {
    let k = 0;
    while (n % q === 0) {
      n /= q;
      k++;
    }
    e.push(k);
  }
  return { e, rest: n };
}

/** The largest prime power q^k dividing n (n > 1, odd of small primes removed). */
function largestPrimePower(n: number): { q: number; k: number } {
  let best = { q: n, k: 1, v: n };
  let first = true;
  for (let q = 11; q * q <= n; q += 2) {
    if (n % q !== 0) continue;
    let k = 0;
    let v = 1;
    while (n % q === 0) {
      n /= q;
      k++;
      v *= q;
    }
    if (first || v > best.v) best = { q, k, v };
    first = false;
  }
  if (n > 1 && (first || n > best.v)) best = { q: n, k: 1, v: n };
  return { q: best.q, k: best.k };
}

/** What a line set's fill is drawn with. */
export interface LineStyle {
  readonly table: DiveTable;
  /** Applied to every colour of the fill (Anti-DIVE's inversion, Rational DIVE's light and dark). */
  readonly tone: (c: RGB) => RGB;
  /** Ends of the fill across the lines. */
  readonly k: string;
  /** Ends and middle of the 7-stripes of the line set itself. */
  readonly sk: string;
  readonly sw: string;
  /** Whether a bar's own leftover is drawn as a nested bar (Rational DIVE leaves it out). */
  readonly nested: boolean;
}

function rgbaOf(c: RGB, a: number): string {
  return rgba(c, a);
}

/**
 * The repeating fill of a line set whose b = (p + 1)/2 has a prime factor q above 7 (the largest
 * prime power q^k when there are several): period 100/√(q^k) %, the b's own colour at half alpha,
 * then a bar for q drawn from (q + 1)/2 — a third of the period in its colour, or half of it when
 * that has 7s (stripes) or a leftover of its own (then a nested bar in the middle third of it).
 */
function barFill(s: LineStyle, theta: number, e: readonly number[], rest: number): PictureBox {
  const { q, k: qk } = largestPrimePower(rest);
  const period = 100 / Math.sqrt(Math.pow(q, qk));
  const inner = split7((q + 1) / 2);
  const half = inner.e[3]! > 0 || inner.rest > 1;
  const start = half ? period / 2 : (period * 2) / 3;
  const base = rgbaOf(s.tone(primeGrey(s.table, e)), 0.5);
  const bar: string[] = [];
  const children: PictureBox[] = [];
  const at = (o: number): string => `${n(o)}%`;
  const barStops = (o: number): void => {
    if (inner.rest > 1) {
      const c = rgbaOf(s.tone(primeGrey(s.table, inner.e, false)), 0.667);
      bar.push(`${c} ${at(o + start)}`, `${c} ${at(o + period)}`);
    } else if (inner.e[3]! > 0) {
      const cycles = inner.e[3]!;
      const k = rgbaOf(s.tone([0, 0, 0]), 0.75);
      const w = rgbaOf(s.tone([255, 255, 255]), 0.75);
      const mid = rgbaOf(s.tone(primeGrey(s.table, inner.e)), 0.75);
      const step = (period - start) / (4 * cycles);
      for (let j = 0; j < 4 * cycles; j++) bar.push(`${[k, mid, w, mid][j % 4]} ${at(o + start + j * step)}`);
      bar.push(`${k} ${at(o + period)}`);
    } else {
      const c = rgbaOf(s.tone(primeGrey(s.table, inner.e)), 0.75);
      bar.push(`${c} ${at(o + start)}`, `${c} ${at(o + period)}`);
    }
  };
  const white = 'rgb(255, 255, 255)';
  let stops: string[];
  if (e[3]! > 0) {
    // 7s in b: the base runs to white before each bar and back after it (a period of two bars).
    bar.length = 0;
    stops = [`${base} 0%`, `${white} ${at(start)}`];
    barStops(0);
    stops.push(...bar, `${white} ${at(period)}`, `${base} ${at(period + start)}`);
    bar.length = 0;
    barStops(period);
    stops.push(...bar);
  } else {
    stops = [`${base} 0%`, `${base} ${at(start)}`];
    barStops(0);
    stops.push(...bar);
  }
  if (inner.rest > 1 && s.nested) {
    const deeper = split7((largestPrimePower(inner.rest).q + 1) / 2);
    const c = rgbaOf(s.tone(primeGrey(s.table, deeper.e)), 0.83);
    const a = start + (period - start) / 3;
    const b = start + ((period - start) * 2) / 3;
    const clear = 'rgba(0, 0, 0, 0)';
    children.push({
      image: `repeating-linear-gradient(${n(theta + 90)}deg, ${clear} 0%, ${clear} ${at(a)}, ${c} ${at(a)}, ${c} ${at(b)}, ${clear} ${at(b)}, ${clear} ${at(period)})`,
    });
  }
  return { image: `repeating-linear-gradient(${n(theta + 90)}deg, ${stops.join(', ')})`, children };
}

/**
 * The thin line set of the prime of index i (p ≥ 17): its colour from b = (p + 1)/2 ("_primeGrey" of
 * the table, then `tone`), between `k` (the ends), or in 7-stripes; prime factors
 * of b above 7 become bars across the lines (barFill).
 */
export function lines(i: number, s: LineStyle): PictureBox {
  const p = PRIMES[i]!;
  const theta = 45 + 291.246118 * (i - 3);
  const w = 110 / Math.sqrt(p);
  const { e: f, rest } = split7((p + 1) / 2);
  const mask = `repeating-linear-gradient(${n(theta)}deg, rgb(0, 0, 0) 0%, rgb(0, 0, 0) ${n(w / 6)}%, rgba(0, 0, 0, 0) ${n(w / 6)}%, rgba(0, 0, 0, 0) ${n((5 * w) / 6)}%, rgb(0, 0, 0) ${n((5 * w) / 6)}%, rgb(0, 0, 0) ${n(w)}%)`;
  if (rest > 1) return { ...barFill(s, theta, f, rest), mask };
  const base = rgb(s.tone(primeGrey(s.table, f)));
  const { k, sk, sw } = s;
  const e7 = f[3] ?? 0;
  let image: string;
  if (e7 > 0) {
    const q = 40 / e7;
    image = `repeating-linear-gradient(${n(theta + 90)}deg, ${sk} 0%, ${sk} ${n(q / 12)}%, ${base} ${n(q / 4)}%, ${sw} ${n(q * (5 / 12))}%, ${sw} ${n(q * (7 / 12))}%, ${base} ${n(q * 0.75)}%, ${sk} ${n(q * (11 / 12))}%, ${sk} ${n(q)}%)`;
  } else image = `linear-gradient(${n(theta + 90)}deg, ${k}, ${base}, ${k})`;
  return { image, mask };
}

export interface Variant {
  readonly table: DiveTable;
  readonly anti: boolean;
}

export function diveLevel(
  v: Variant,
  chain: readonly (readonly number[])[],
  depth: number,
  size: number,
  hex: boolean,
  neg: boolean,
): PictureBox {
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
    else if (i === 5) layer(DASHES(w, k, hex), x);
    else {
      const flip = (c: RGB): RGB => (v.anti ? [255 - c[0], 255 - c[1], 255 - c[2]] : c);
      layer(lines(i, { table: v.table, tone: flip, k, sk: k, sw: w, nested: true }), x);
    }
  }
  if (neg) children.push(edgeRing(invert(base)));
  if (depth + 1 < chain.length)
    children.push(subTile(diveLevel(v, chain, depth + 1, size * 0.5, hex, false), size, 0.5, rgb(rcol(base)), hex));
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
    const text = zero
      ? { textColor: 'rgb(136, 136, 136)', textShadow: 'rgb(0, 0, 0) 0px 0px 5px' }
      : neg
        ? flipped
        : normal;
    return picture(box, text, hex);
  };
}
