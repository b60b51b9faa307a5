// "3307" (catalog §10): an HSL colour of the exponents of 2, 3 and 7; every prime that is the sum
// a + b + c of a geometric progression (b² = ac) of {2, 3, 7}-smooth terms adds a strip whose left
// half shows the middle term b and right half the largest term c, drawn in this scheme; other
// primes go to the leftover chain (60 % sub-tiles). Which progression a prime gets is our reading of
// the original's table: terms m², mn, n² with m and n {2, 3, 7}-smooth, the smallest n² first.
// "2379" reads its table more widely: an entry may be composite, and m and n may be any number the
// scheme draws without a leftover (2, 3, 7 and smaller entries), all terms positive, the smallest m
// first (403 = 4 + 38 + 361: m = 2, n = 19 = 4 + 6 + 9); a value is split by its largest entry first.
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

/** Entries of the 2379 table below this are found by search; larger ones only as primes of 3307's. */
const WIDE_LIMIT = 1_000_000;

/** Whether |x| is drawn by 2379 without a leftover: a product of 2, 3, 7 and 2379 table entries. */
function drawable2379(x: number): boolean {
  let v = Math.abs(x);
  if (v === 0) return false;
  for (const p of [2, 3, 7]) while (v % p === 0) v /= p;
  while (v > 1) {
    const d = largestEntry2379(v);
    if (d === null) return false;
    v /= d;
  }
  return true;
}

/** The (b, c) of a 2379 table entry, or null: positive terms, the smallest m. */
const wide = new Map<number, readonly [number, number] | null>();
function progression2379(p: number): readonly [number, number] | null {
  const hit = wide.get(p);
  if (hit !== undefined) return hit;
  // Entries are coprime to 2, 3 and 7 (those are the base colour) and only found below the limit.
  let best: [number, number] | null = null;
  if (p > 7 && p < WIDE_LIMIT && p % 2 !== 0 && p % 3 !== 0 && p % 7 !== 0) {
    wide.set(p, null); // a guard while the terms are checked (they are smaller than p)
    for (let m = 1; 3 * m * m <= p && !best; m++) {
      const d = 4 * p - 3 * m * m;
      const r = Math.round(Math.sqrt(d));
      if (r * r !== d) continue;
      // Only progressions of positive terms (361 = 256 − 336 + 441 is not one: it is two 19s).
      const n = (-m + r) / 2;
      if (Number.isInteger(n) && n >= m && n < p && drawable2379(m) && drawable2379(n)) best = [m * n, n * n];
    }
  } else if (p >= WIDE_LIMIT) best = progression(p) as [number, number] | null;
  wide.set(p, best);
  return best;
}

/** The largest divisor of v (> 1, v coprime to 42) that is a 2379 table entry, or null. */
function largestEntry2379(v: number): number | null {
  const divisors: number[] = [];
  for (let d = 1; d * d <= v; d++)
    if (v % d === 0) {
      divisors.push(d);
      if (d * d !== v) divisors.push(v / d);
    }
  divisors.sort((a, b) => b - a);
  for (const d of divisors) if (d > 1 && progression2379(d)) return d;
  return null;
}

interface Split {
  e: [number, number, number];
  strips: number[];
  leftover: bigint;
}

/** 2379's split: 2, 3 and 7 counted, then the largest table entries dividing the rest, one by one. */
function split2379(v: bigint): Split {
  const e: [number, number, number] = [0, 0, 0];
  let rest = v;
  [2n, 3n, 7n].forEach((p, i) => {
    while (rest > 0n && rest % p === 0n) {
      rest /= p;
      e[i]!++;
    }
  });
  // Beyond the searched table, entries are 3307's primes.
  if (rest >= BigInt(WIDE_LIMIT)) {
    const s = split(rest);
    return { e, strips: s.strips, leftover: s.leftover };
  }
  const strips: number[] = [];
  let r = Number(rest);
  while (r > 1 && strips.length < MAX_STRIPS) {
    const d = largestEntry2379(r);
    if (d === null) break;
    strips.push(d);
    r /= d;
  }
  strips.reverse();
  return { e, strips, leftover: BigInt(r) };
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

function level(
  v: bigint,
  x: number,
  y: number,
  w: number,
  h: number,
  hex: boolean,
  depth: number,
  wideTable: boolean,
): PictureBox {
  const neg = v < 0n;
  const s = wideTable ? split2379(neg ? -v : v) : split(neg ? -v : v);
  // 2379 values beyond its searched table were split with 3307's primes.
  const prog = wideTable ? (p: number) => progression2379(p) ?? progression(p) : progression;
  const base = colour(...s.e);
  const children: PictureBox[] = [];
  if (depth < MAX_DEPTH) {
    const n = s.strips.length;
    s.strips.forEach((p, i) => {
      const [b, c] = prog(p)!;
      const top = (h * (3 * i + 1)) / (3 * n + 1);
      const sh = (h * 2) / (3 * n + 1);
      children.push(
        level(BigInt(b), 0, top, w / 2, sh, hex, depth + 1, wideTable),
        level(BigInt(c), w / 2, top, w / 2, sh, hex, depth + 1, wideTable),
      );
    });
  }
  if (neg) children.push(edgeRing(invert(base)));
  if (s.leftover > 1n && depth < MAX_DEPTH && w === h) {
    const inner = level(s.leftover - 1n, 0, 0, w * 0.6, h * 0.6, hex, depth + 1, wideTable);
    children.push(subTile(inner, w, 0.6, rgb(rcol(base)), hex));
  }
  return { x, y, w, h, color: rgb(base), children };
}

export function picture3307(input: readonly Value[], hex: boolean, name = '3307'): SchemePicture {
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
  const { x: _x, y: _y, w: _w, h: _h, ...box } = level(v, 0, 0, 1, 1, hex, 0, name === '2379');
  return picture(box, v < 0n ? BLACK_TEXT : WHITE_TEXT, hex);
}
