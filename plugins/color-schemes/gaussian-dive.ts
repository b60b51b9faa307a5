// "Gaussian DIVE" (catalog §19): factorized over the Gaussian primes in order of norm (1+i, 2+i,
// 1+2i, 3, 3+2i, 2+3i, …). The exponents of the first three colour the top third, the next three
// the bottom third (blended between); primes 7–10 send a beam in from the top, bottom, right and
// left edge; higher primes add line patterns, with one level of nested bars for a factor of
// (p + i)/(1 − i) beyond the first six primes.
// Text coloured by the quadrant.
import { GaussianBigInt, type Value, type PictureBox, type SchemePicture } from '../../src/plugins/kit.ts';
import { bigOf, hsl, numParam, picture, rgb, rgba, toHsl, type RGB } from './common.ts';

type G = readonly [bigint, bigint];

/** Gaussian primes up to norm `maxNorm`, by norm; of a conjugate pair, a + bi with a > b first. */
function gaussianPrimes(count: number): G[] {
  const out: { g: G; norm: number }[] = [];
  const isPrime = (n: number): boolean => {
    if (n < 2) return false;
    for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
    return true;
  };
  let limit = 64;
  for (;;) {
    out.length = 0;
    for (let a = 1; a * a <= limit; a++)
      for (let b = 0; b <= a; b++) {
        const norm = a * a + b * b;
        if (norm > limit) continue;
        if (b === 0) {
          if (isPrime(a) && a % 4 === 3) out.push({ g: [BigInt(a), 0n], norm });
        } else if (isPrime(norm)) {
          out.push({ g: [BigInt(a), BigInt(b)], norm });
          if (a !== b) out.push({ g: [BigInt(b), BigInt(a)], norm: norm + 0.5 });
        }
      }
    if (out.length >= count || limit > 1 << 22) break;
    limit *= 4;
  }
  return out
    .sort((x, y) => x.norm - y.norm)
    .slice(0, count)
    .map((x) => x.g);
}

let table: G[] | null = null;
/** The first 1232 Gaussian primes, built on first use (not at start-up). */
function primes(): G[] {
  table ??= gaussianPrimes(1232);
  return table;
}

/** z / p when p divides z exactly, else null. */
function divide(z: G, p: G): G | null {
  const n = p[0] * p[0] + p[1] * p[1];
  // z · conj(p) / n
  const re = z[0] * p[0] + z[1] * p[1];
  const im = z[1] * p[0] - z[0] * p[1];
  if (re % n !== 0n || im % n !== 0n) return null;
  return [re / n, im / n];
}

function exponents(z: G, count: number): number[] {
  const e: number[] = [];
  let v = z;
  for (let i = 0; i < Math.min(count, primes().length); i++) {
    const p = primes()[i]!;
    let k = 0;
    for (let q = divide(v, p); q && k < 4096; q = divide(v, p)) {
      v = q;
      k++;
    }
    e.push(k);
  }
  return e;
}

function tableColour(
  r: readonly number[],
  g: readonly number[],
  b: readonly number[],
  e: readonly number[],
  turn: number,
): RGB {
  const pick = (t: readonly number[], x: number): number => t[Math.min(t.length - 1, x)]! * 17;
  const c: RGB = [pick(r, e[0] ?? 0), pick(g, e[1] ?? 0), pick(b, e[2] ?? 0)];
  if (c[0] === c[1] && c[1] === c[2]) return c;
  const [h, s, l] = toHsl(c);
  return hsl(h + turn, s, l);
}

const BEAM_STOPS =
  'rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0) 35%, rgb(0, 0, 0) 40%, rgb(0, 0, 0) 45%, rgb(255, 255, 255) 47.5%, rgb(255, 255, 255) 52.5%, rgb(0, 0, 0) 55%, rgb(0, 0, 0) 60%, rgba(0, 0, 0, 0) 65%';
const BEAMS: readonly { at: string; from: string; mask: string }[] = [
  { from: '', at: '50% -10%', mask: '50% 0%' },
  { from: 'from 180deg ', at: '50% 110%', mask: '50% 100%' },
  { from: 'from 90deg ', at: '110% 50%', mask: '100% 50%' },
  { from: 'from 270deg ', at: '-10% 50%', mask: '0% 50%' },
];

/** A colour scaled so its largest channel is 255; a neutral grey for black. */
function scaled(c: RGB): RGB {
  const m = Math.max(...c);
  return m === 0 ? [51, 51, 51] : [(c[0] * 255) / m, (c[1] * 255) / m, (c[2] * 255) / m];
}

const TOP = { r: [0, 3, 5, 7, 8, 9, 10, 12, 13, 14, 15], g: [0, 5, 9, 11, 13, 15], b: [0, 5, 9, 11, 13, 15] };
const BOTTOM = { r: [0, 6, 10, 13, 15], g: [0, 4, 8, 12, 15], b: [0, 4, 8, 12, 15] };

function n(x: number): string {
  return `${+x.toFixed(5)}`;
}

/** Whether z is a unit (±1, ±i). */
function isUnit(z: G): boolean {
  return z[0] * z[0] + z[1] * z[1] === 1n;
}

/** z with every factor among the first `count` Gaussian primes divided out (up to a unit). */
function leftover(z: G, count: number): G {
  let v = z;
  for (let i = 0; i < Math.min(count, primes().length); i++) {
    const p = primes()[i]!;
    for (let q = divide(v, p), k = 0; q && k < 4096; q = divide(v, p), k++) v = q;
  }
  return v;
}

/**
 * The prime power of r (not a unit) with the largest norm: its prime (from the table, or r itself
 * when r has no factor in it) and that norm.
 */
function largestPrimePower(r: G): { p: G; norm: number } {
  let v = r;
  let best: { p: G; norm: number } | null = null;
  for (const p of primes()) {
    if (isUnit(v)) break;
    const pn = Number(p[0] * p[0] + p[1] * p[1]);
    if (pn * pn > Number(v[0] * v[0] + v[1] * v[1]) * pn) break;
    let k = 0;
    for (let q = divide(v, p); q && k < 4096; q = divide(v, p)) {
      v = q;
      k++;
    }
    if (k > 0 && (!best || Math.pow(pn, k) > best.norm)) best = { p, norm: Math.pow(pn, k) };
  }
  if (!isUnit(v)) {
    const vn = Number(v[0] * v[0] + v[1] * v[1]);
    if (!best || vn > best.norm) best = { p: firstQuadrant(v), norm: vn };
  }
  return best!;
}

/** The associate of z in the first quadrant (re > 0, im ≥ 0). */
function firstQuadrant(z: G): G {
  let v = z;
  for (let i = 0; i < 4 && !(v[0] > 0n && v[1] >= 0n); i++) v = [-v[1], v[0]];
  return v;
}

/**
 * A line prime's two colours, from the factors of (p + i)/(1 − i) over the first six primes (both
 * primes of a conjugate pair take them from the one with the larger real part), and what is left
 * of that quotient.
 */
function lineColours(p: G): { c1: RGB; c2: RGB; rest: G } {
  const [a, b] = p[0] >= p[1] ? p : [p[1], p[0]];
  const q = divide([a, b + 1n], [1n, -1n]) ?? [a, b];
  const e = exponents(q, 6);
  return {
    c1: tableColour(TOP.r, TOP.g, TOP.b, e.slice(0, 3), 45),
    c2: tableColour(BOTTOM.r, BOTTOM.g, BOTTOM.b, e.slice(3, 6), 75),
    rest: leftover(q, 6),
  };
}

/** Scaled to full brightness; black shows as a dark grey. */
function lineTone(c: RGB): RGB {
  return c[0] === 0 && c[1] === 0 && c[2] === 0 ? [51, 51, 51] : scaled(c);
}

/** Scaled to full brightness; black stays black. */
function barTone(c: RGB): RGB {
  return Math.max(...c) === 0 ? c : scaled(c);
}

/**
 * The line layer of a higher Gaussian prime p: bands of its two colours across the lines. When
 * (p + i)/(1 − i) has a factor beyond the first six primes, the bands (alpha 0.75) carry a nested
 * bar of that factor's own colours (alpha 0.875) in the middle of each: the period is then
 * 160 / N^(1/4) % (N the norm of the factor's largest prime power), in twelfths: colour 1, blend,
 * colour 2 with a bar in its middle (twelfths 4–6), blend, colour 1 with a bar (10–12).
 */
function lineLayer(p: G): PictureBox {
  const norm = Number(p[0] * p[0] + p[1] * p[1]);
  const theta = 45 + 291.246118 * (norm - 3) + (p[1] > p[0] ? 90 : 0);
  const w = 80 / Math.pow(norm, 0.25);
  const { c1: r1, c2: r2, rest } = lineColours(p);
  const mask = `repeating-linear-gradient(${n(theta)}deg, rgb(0, 0, 0) 0%, rgb(0, 0, 0) ${n(w / 8)}%, rgba(0, 0, 0, 0) ${n(w / 8)}%, rgba(0, 0, 0, 0) ${n((7 * w) / 8)}%, rgb(0, 0, 0) ${n((7 * w) / 8)}%, rgb(0, 0, 0) ${n(w)}%)`;
  if (isUnit(rest)) {
    const c1 = rgb(lineTone(r1));
    const c2 = rgb(lineTone(r2));
    return {
      image: `repeating-linear-gradient(${n(theta + 90)}deg, ${c1} 0%, ${c1} ${n(w / 4)}%, ${c2} ${n(w / 2)}%, ${c2} ${n((3 * w) / 4)}%, ${c1} ${n(w)}%)`,
      mask,
    };
  }
  const inner = largestPrimePower(rest);
  const bar = lineColours(inner.p);
  const b1 = rgba(barTone(bar.c1), 0.875);
  const b2 = rgba(barTone(bar.c2), 0.875);
  const c1 = rgba(lineTone(r1), 0.75);
  const c2 = rgba(lineTone(r2), 0.75);
  const t = 160 / Math.pow(inner.norm, 0.25) / 12;
  const at = (k: number): string => `${n(k * t)}%`;
  const stops = [
    `${c1} 0%`,
    `${c1} ${at(1)}`,
    `${c2} ${at(3)}`,
    `${c2} ${at(4)}`,
    `${b1} ${at(4)}`,
    `${b2} ${at(6)}`,
    `${c2} ${at(6)}`,
    `${c2} ${at(7)}`,
    `${c1} ${at(9)}`,
    `${c1} ${at(10)}`,
    `${b1} ${at(10)}`,
    `${b2} ${at(12)}`,
  ];
  return { image: `repeating-linear-gradient(${n(theta + 90)}deg, ${stops.join(', ')})`, mask };
}

function quadrantText(re: bigint, im: bigint): string {
  const hue = re > 0n && im >= 0n ? 0 : re <= 0n && im > 0n ? 90 : re < 0n && im <= 0n ? 180 : 270;
  return rgb(hsl(hue, 100, 75));
}

export function pictureGaussianDive(input: readonly Value[], hex: boolean): SchemePicture {
  const x = input[0];
  const z: G = x instanceof GaussianBigInt ? [x.re, x.im] : [bigOf(x), 0n];
  if (z[0] === 0n && z[1] === 0n)
    return picture({ color: 'rgb(68, 68, 68)' }, { textColor: 'rgb(136, 136, 136)', textShadow: 'none' }, hex);
  const count = Math.max(6, Math.min(primes().length, Math.floor(numParam(input[1], 1232))));
  const e = exponents(z, count);
  const top = rgb(tableColour(TOP.r, TOP.g, TOP.b, e.slice(0, 3), 45));
  const bottom = rgb(tableColour(BOTTOM.r, BOTTOM.g, BOTTOM.b, e.slice(3, 6), 75));
  const children: PictureBox[] = [];
  BEAMS.forEach((b, i) => {
    const k = e[6 + i] ?? 0;
    if (k === 0) return;
    const opacity = Math.min(1, 0.5 * k);
    children.push({
      image: `conic-gradient(${b.from}at ${b.at}, ${BEAM_STOPS})`,
      mask: `radial-gradient(at ${b.mask}, rgb(0, 0, 0), rgba(0, 0, 0, 0) 50%)`,
      ...(opacity < 1 ? { opacity } : {}),
    });
  });
  for (let i = 10; i < e.length; i++) {
    const k = e[i] ?? 0;
    if (k === 0) continue;
    const opacity = Math.min(1, 0.5 * k);
    const layer = lineLayer(primes()[i]!);
    children.push(opacity < 1 ? { ...layer, opacity } : layer);
  }
  const image = `linear-gradient(${top} 0%, ${top} 33.333%, ${bottom} 66.666%, ${bottom} 100%)`;
  return picture(
    { color: 'rgb(0, 0, 0)', image, children },
    { textColor: quadrantText(z[0], z[1]), textShadow: 'none' },
    hex,
  );
}
