// "TRIGAT" (catalog §16): the s-gonal factors of n (x with P(x) = ((s−2)x − (s−4))·x/2 dividing n,
// x an odd divisor or its doublings) and the leftover L = n / lcm P(x). The background is coloured
// by L; each polygonal factor gets a cone around the centre coloured by its own leftover, lighter
// with depth, and its own polygonal factors narrower cones inside (two levels drawn).
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import { BLACK_TEXT, bigOf, edgeRing, hsl, invert, log2Big, numParam, picture, PRIMES, rgb, WHITE_TEXT, type RGB } from './common.ts';

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

/** A conic layer of cones (centre, width in degrees, colour) in the frame starting at `from`. */
function cones(from: number, list: readonly { c: number; w: number; colour: string }[]): PictureBox {
  const stops: string[] = ['rgba(0, 0, 0, 0) 0deg'];
  for (const k of list) {
    const a = k.c - k.w / 2;
    const b = k.c + k.w / 2;
    const soft = k.w * 0.1;
    stops.push(`rgba(0, 0, 0, 0) ${n(a)}`, `${k.colour} ${n(a + soft)}`, `${k.colour} ${n(b - soft)}`, `rgba(0, 0, 0, 0) ${n(b)}`);
  }
  return { image: `conic-gradient(${from ? `from ${n(from)}, ` : ''}${stops.join(', ')})` };
}

export function pictureTrigat(input: readonly Value[], hex: boolean): SchemePicture {
  const v = bigOf(input[0]);
  if (v === 0n) return picture({ color: 'rgb(136, 136, 136)' }, { textColor: 'rgb(68, 68, 68)', textShadow: 'none' }, hex);
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
    const first = top.xs.map((x, i) => ({ x, c: spacing / 2 + i * spacing, w: width, colour: rgb(colourOf(polygonal(x, s).left, 1)) }));
    children.push(cones(-spacing / 2, first));
    const second: { c: number; w: number; colour: string }[] = [];
    for (const cone of first) {
      const inner = polygonal(cone.x, s).xs;
      if (inner.length === 0) continue;
      const absolute = cone.c - spacing / 2;
      const w = (cone.w * 0.4) / inner.length;
      inner.forEach((y, j) => second.push({ c: absolute + 90 + (j - (inner.length - 1) / 2) * (cone.w / inner.length) * 0.5, w, colour: rgb(colourOf(polygonal(y, s).left, 2)) }));
    }
    if (second.length) children.push(cones(-90, second));
  }
  if (neg) children.push(edgeRing(invert(base)));
  return picture({ color: rgb(base), children }, neg ? BLACK_TEXT : WHITE_TEXT, hex);
}
