// "TRIGAT" (catalog §16): the s-gonal factors of n (x with P(x) = ((s−2)x − (s−4))·x/2 dividing n,
// x an odd divisor or its doublings) and the leftover L = n / lcm P(x). The background is coloured
// by L; each polygonal factor gets a cone around the centre coloured by its own leftover, lighter
// with depth, and its own polygonal factors narrower cones inside (two levels drawn).
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import {
  BLACK_TEXT,
  bigOf,
  edgeRing,
  hsl,
  invert,
  log2Big,
  numParam,
  picture,
  PRIMES,
  rgb,
  WHITE_TEXT,
  type RGB,
} from './common.ts';

const MAX_DIVISORS = 2048;
const MAX_CONES = 64;

function gcdBig(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a;
}

function oddDivisors(n: bigint): bigint[] {
  let v = n;
  while (v % 2n === 0n) v /= 2n;
  const parts: [bigint, number][] = [];
  for (const p0 of PRIMES.slice(1)) {
    const p = BigInt(p0);
    if (p * p > v) break;
    let k = 0;
    while (v % p === 0n) {
      v /= p;
      k++;
    }
    if (k) parts.push([p, k]);
  }
  if (v > 1n) parts.push([v, 1]);
  let divs = [1n];
  for (const [p, k] of parts) {
    const next: bigint[] = [];
    for (const d of divs) for (let i = 0, q = d; i <= k && next.length < MAX_DIVISORS; i++, q *= p) next.push(q);
    divs = next;
  }
  return divs.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The polygonal factors of n (ascending) and the leftover. */
function polygonal(n: bigint, s: bigint): { xs: bigint[]; left: bigint } {
  const P = (x: bigint): bigint => (((s - 2n) * x - (s - 4n)) * x) / 2n;
  const xs: bigint[] = [];
  for (const f of oddDivisors(n)) {
    for (let x = f === 1n ? 2n : f; xs.length < MAX_CONES; x *= 2n) {
      const p = P(x);
      if (p <= 0n || p > n) break;
      if (n % p === 0n) xs.push(x);
    }
  }
  xs.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let lcm = 1n;
  for (const x of xs) {
    const p = P(x);
    lcm = (lcm / gcdBig(lcm, p)) * p;
  }
  return { xs, left: n / lcm };
}

function colourOf(left: bigint, depth: number): RGB {
  const l0 = left === 1n ? 0 : 80 * (1 - Math.pow(2, -log2Big(left) / 4)) + 10;
  const l = 95 - (95 - l0) * Math.pow(0.9, depth);
  return left === 1n && depth === 0 ? [0, 0, 0] : hsl((log2Big(left + 2n) - 2) * 141, left === 1n ? 0 : 100, l);
}

function n(x: number): string {
  return `${+x.toFixed(4)}deg`;
}

interface Cone {
  readonly x: bigint;
  /** Centre and width in degrees (0° = top, clockwise). */
  readonly c: number;
  readonly w: number;
}

const MAX_LEVELS = 6;

/** A conic layer of cones (absolute centre, width in degrees, colour) with 10 % soft edges. */
function cones(list: readonly { c: number; w: number; colour: string }[]): PictureBox {
  // The frame starts just before the first cone's edge so every cone lies within one turn.
  const norm = list.map((k) => ({ ...k, a: (((k.c - k.w / 2) % 360) + 360) % 360 })).sort((p, q) => p.a - q.a);
  const from = norm.length ? norm[0]!.a - 0.01 : 0;
  const stops: string[] = ['rgba(0, 0, 0, 0) 0deg'];
  for (const k of norm) {
    const a = k.a - from;
    const b = a + k.w;
    const soft = k.w * 0.1;
    stops.push(
      `rgba(0, 0, 0, 0) ${n(a)}`,
      `${k.colour} ${n(a + soft)}`,
      `${k.colour} ${n(b - soft)}`,
      `rgba(0, 0, 0, 0) ${n(b)}`,
    );
  }
  return { image: `conic-gradient(from ${n(from)}, ${stops.join(', ')})` };
}

export function pictureTrigat(input: readonly Value[], hex: boolean): SchemePicture {
  const v = bigOf(input[0]);
  if (v === 0n)
    return picture({ color: 'rgb(136, 136, 136)' }, { textColor: 'rgb(68, 68, 68)', textShadow: 'none' }, hex);
  const s = BigInt(Math.max(3, Math.min(1000, Math.floor(numParam(input[1], 3)))));
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const top = polygonal(abs, s);
  const base = colourOf(top.left, 0);
  const children: PictureBox[] = [];
  const k = top.xs.length;
  if (k > 0) {
    const spacing = Math.min(360 / k, 180);
    const width = (Math.min(360 / k, 120) * 2) / 3;
    // Absolute centres (0° = top). Each cone's own polygonal factors sit inside it one depth further:
    // one of them 40 % of its width wide; several 40 % of its width apart (their sector is 80 % of it)
    // and 60 % of that wide.
    let level: Cone[] = top.xs.map((x, i) => ({ x, c: i * spacing, w: width }));
    let total = level.length;
    for (let depth = 1; level.length > 0 && depth <= MAX_LEVELS; depth++) {
      children.push(
        cones(level.map((cone) => ({ c: cone.c, w: cone.w, colour: rgb(colourOf(polygonal(cone.x, s).left, depth)) }))),
      );
      const next: Cone[] = [];
      for (const cone of level) {
        const inner = polygonal(cone.x, s).xs;
        const m = inner.length;
        if (m === 0 || total + m > MAX_CONES) continue;
        total += m;
        const gap = m <= 2 ? 0.4 * cone.w : (0.8 * cone.w) / m;
        const w = m === 1 ? 0.4 * cone.w : 0.6 * gap;
        inner.forEach((y, j) => next.push({ x: y, c: cone.c + (j - (m - 1) / 2) * gap, w }));
      }
      level = next;
    }
  }
  if (neg) children.push(edgeRing(invert(base)));
  return picture({ color: rgb(base), children }, neg ? BLACK_TEXT : WHITE_TEXT, hex);
}
