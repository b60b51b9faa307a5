// "3307" (catalog §10): an HSL colour of the exponents of 2, 3 and 7; every prime that is the sum
// a + b + c of a geometric progression (b² = ac) of {2, 3, 7}-smooth terms adds a strip whose left
// half shows the middle term b and right half the largest term c, drawn in this scheme; other
// primes go to the leftover chain (60 % sub-tiles). Which progression a prime gets is our reading of
// the original's table: terms m², mn, n² with m and n {2, 3, 7}-smooth, the smallest n² first.
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import {
  BLACK_TEXT,
  bigOf,
  edgeRing,
  hsl,
  invert,
  picture,
  PRIMES,
  rcol,
  rgb,
  subTile,
  WHITE_TEXT,
  type RGB,
} from './common.ts';

const MAX_STRIPS = 32;
const MAX_DEPTH = 8;

function smooth237(x: number): boolean {
  let v = Math.abs(x);
  if (v === 0) return false;
  for (const p of [2, 3, 7]) while (v % p === 0) v /= p;
  return v === 1;
}

/** The (b, c) of a prime's progression, or null when it has none. */
const progressions = new Map<number, readonly [number, number] | null>();
function progression(p: number): readonly [number, number] | null {
  const hit = progressions.get(p);
  if (hit !== undefined) return hit;
  let best: [number, number] | null = null;
  for (let m = 1; 3 * m * m <= p; m++) {
    // n² + mn + m² − p = 0
    const d = 4 * p - 3 * m * m;
    const r = Math.round(Math.sqrt(d));
    if (r * r !== d) continue;
    for (const n of [(-m + r) / 2, (-m - r) / 2]) {
      if (!Number.isInteger(n) || Math.abs(n) < m || !smooth237(m) || !smooth237(n)) continue;
      if (!best || n * n < best[1]) best = [m * n, n * n];
    }
  }
  progressions.set(p, best);
  return best;
}

interface Split {
  e: [number, number, number];
  strips: number[];
  leftover: bigint;
}

function split(v: bigint): Split {
  const e: [number, number, number] = [0, 0, 0];
  const strips: number[] = [];
  let rest = v;
  let left = 1n;
  for (const p0 of PRIMES) {
    const p = BigInt(p0);
    if (p * p > rest) break;
    while (rest % p === 0n) {
      rest /= p;
      if (p0 === 2) e[0]++;
      else if (p0 === 3) e[1]++;
      else if (p0 === 7) e[2]++;
      else if (progression(p0) && strips.length < MAX_STRIPS) strips.push(p0);
      else left *= p;
    }
  }
  if (rest > 1n) {
    const r = rest <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(rest) : 0;
    if (r === 2) e[0]++;
    else if (r === 3) e[1]++;
    else if (r === 7) e[2]++;
    else if (r > 0 && r < 1e9 && progression(r) && strips.length < MAX_STRIPS) strips.push(r);
    else left *= rest;
  }
  return { e, strips, leftover: left };
}

/** The "3307" HSL colour of the exponents (a, b, c) of 2, 3, 7. */
function colour(a: number, b: number, c: number): RGB {
  const sum = a + b + c;
  const l = sum < 5 ? 10 * sum : 95 - 45 * Math.pow(0.75, sum - 5);
  if (a === b && b === c) return hsl(0, 0, l);
  const m = Math.min(a, b, c);
  const h =
    c === m
      ? 30 + ((b - c) / (a + b - 2 * c)) * 120
      : a === m
        ? 150 + ((c - a) / (b + c - 2 * a)) * 120
        : 270 + ((a - b) / (c + a - 2 * b)) * 120;
  return hsl(h, Math.pow(0.7, m) * 100, l);
}

function level(v: bigint, x: number, y: number, w: number, h: number, hex: boolean, depth: number): PictureBox {
  const neg = v < 0n;
  const s = split(neg ? -v : v);
  const base = colour(...s.e);
  const children: PictureBox[] = [];
  if (depth < MAX_DEPTH) {
    const n = s.strips.length;
    s.strips.forEach((p, i) => {
      const [b, c] = progression(p)!;
      const top = (h * (3 * i + 1)) / (3 * n + 1);
      const sh = (h * 2) / (3 * n + 1);
      children.push(
        level(BigInt(b), 0, top, w / 2, sh, hex, depth + 1),
        level(BigInt(c), w / 2, top, w / 2, sh, hex, depth + 1),
      );
    });
  }
  if (neg) children.push(edgeRing(invert(base)));
  if (s.leftover > 1n && depth < MAX_DEPTH && w === h) {
    const inner = level(s.leftover - 1n, 0, 0, w * 0.6, h * 0.6, hex, depth + 1);
    children.push(subTile(inner, w, 0.6, rgb(rcol(base)), hex));
  }
  return { x, y, w, h, color: rgb(base), children };
}

export function picture3307(input: readonly Value[], hex: boolean): SchemePicture {
  const v = bigOf(input[0]);
  if (v === 0n)
    return picture(
      {
        color: 'rgb(0, 0, 0)',
        image:
          'linear-gradient(rgb(255, 0, 0), rgb(255, 255, 0), rgb(0, 255, 0), rgb(0, 255, 255), rgb(0, 0, 255), rgb(255, 0, 255), rgb(255, 0, 0))',
      },
      { textColor: 'rgb(136, 136, 136)', textShadow: 'rgb(34, 34, 34) 0px 0px 5px' },
      hex,
    );
  const { x: _x, y: _y, w: _w, h: _h, ...box } = level(v, 0, 0, 1, 1, hex, 0);
  return picture(box, v < 0n ? BLACK_TEXT : WHITE_TEXT, hex);
}
