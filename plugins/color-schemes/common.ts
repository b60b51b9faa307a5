// Shared pieces of the special colour schemes (catalog-color-schemes.md, "Shared drawing
// conventions"): primes and factor chains, colour conversions, the half-dark border colour, the
// negative edge ring and the leftover sub-tile.
import { BigRational, GaussianBigInt, type Value, type PictureBox, type SchemePicture } from '../../src/plugins/kit.ts';

export type RGB = readonly [number, number, number];

const PRIME_CAP = 20000;
/** Primes below 20,000 (enough for 1845's first 1229 primes). */
export const PRIMES: readonly number[] = (() => {
  const sieve = new Uint8Array(PRIME_CAP);
  const out: number[] = [];
  for (let i = 2; i < PRIME_CAP; i++) {
    if (sieve[i]) continue;
    out.push(i);
    for (let j = i * i; j < PRIME_CAP; j += i) sieve[j] = 1;
  }
  return out;
})();

/** Largest chain depth drawn (sub-tiles of sub-tiles …). */
const MAX_CHAIN = 12;

/**
 * The factor chain of |n| over the first `count` primes: exponents (trimmed of trailing zeros when
 * nothing is left over, full length otherwise), then the chain of (leftover − 1), and so on.
 */
export function factorChain(n: bigint, count: number): number[][] {
  const out: number[][] = [];
  let v = n < 0n ? -n : n;
  while (out.length < MAX_CHAIN) {
    if (v === 0n) {
      out.push([]);
      break;
    }
    const e: number[] = [];
    for (let i = 0; i < count && v > 1n; i++) {
      const p = BigInt(PRIMES[i]!);
      let k = 0;
      while (v % p === 0n) {
        v /= p;
        k++;
      }
      e.push(k);
    }
    if (v === 1n) {
      while (e.length > 0 && e[e.length - 1] === 0) e.pop();
      out.push(e);
      break;
    }
    while (e.length < count) e.push(0);
    out.push(e);
    v -= 1n;
  }
  return out;
}

/** A scheme's input value as a bigint (numbers truncated; anything else 0). */
export function bigOf(x: Value): bigint {
  if (typeof x === 'bigint') return x;
  if (typeof x === 'number') return Number.isFinite(x) ? BigInt(Math.trunc(x)) : 0n;
  if (typeof x === 'boolean') return x ? 1n : 0n;
  if (typeof x === 'string' && /^-?\d{1,400}$/.test(x.trim())) return BigInt(x.trim());
  if (x instanceof BigRational) return x.den === 0n ? 0n : x.num / x.den;
  if (x instanceof GaussianBigInt) return x.re;
  if (Array.isArray(x) && x.length > 0) return bigOf(x[0]);
  return 0n;
}

/** A numeric parameter (numbers, bigints, numeric strings), or `dflt`. */
export function numParam(x: Value | undefined, dflt: number): number {
  if (typeof x === 'number' && Number.isFinite(x)) return x;
  if (typeof x === 'bigint') return Number(x);
  if (typeof x === 'string' && x.trim() !== '' && Number.isFinite(Number(x))) return Number(x);
  return dflt;
}

/** log2 of a positive bigint, accurate for any size. */
export function log2Big(n: bigint): number {
  if (n <= 0n) return -Infinity;
  const bits = n.toString(2).length;
  if (bits <= 52) return Math.log2(Number(n));
  const shift = BigInt(bits - 52);
  return Math.log2(Number(n >> shift)) + Number(shift);
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function clamp255(x: number): number {
  return Math.max(0, Math.min(255, Math.round(x)));
}

export function rgb(c: RGB): string {
  return `rgb(${clamp255(c[0])}, ${clamp255(c[1])}, ${clamp255(c[2])})`;
}

export function rgba(c: RGB, a: number): string {
  return `rgba(${clamp255(c[0])}, ${clamp255(c[1])}, ${clamp255(c[2])}, ${a})`;
}

/** HSV (h in degrees, s and v 0–100) to RGB 0–255. */
export function hsv(h: number, s: number, v: number): RGB {
  h = (((h % 360) + 360) % 360) / 60;
  s = Math.max(0, Math.min(100, s)) / 100;
  v = Math.max(0, Math.min(100, v)) / 100;
  const f = (n: number): number => {
    const k = (n + h) % 6;
    return 255 * (v - v * s * Math.max(0, Math.min(k, 4 - k, 1)));
  };
  return [f(5), f(3), f(1)];
}

/** HSL (h in degrees, s and l 0–100) to RGB 0–255. */
export function hsl(h: number, s: number, l: number): RGB {
  h = ((h % 360) + 360) % 360;
  s = Math.max(0, Math.min(100, s)) / 100;
  l = Math.max(0, Math.min(100, l)) / 100;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** RGB to HSL (h degrees, s and l 0–100). */
export function toHsl(c: RGB): [number, number, number] {
  const r = c[0] / 255;
  const g = c[1] / 255;
  const b = c[2] / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h *= 60;
  return [h, s * 100, l * 100];
}

/** The inverted colour of negatives: hue + 180°, lightness 100 − L. */
export function invert(c: RGB): RGB {
  const [h, s, l] = toHsl(c);
  return hsl(h + 180, s, 100 - l);
}

/** The half-dark border colour ("rcol"): channels halved; #444 for pure black. */
export function rcol(c: RGB): RGB {
  if (clamp255(c[0]) === 0 && clamp255(c[1]) === 0 && clamp255(c[2]) === 0) return [68, 68, 68];
  return [c[0] * 0.5, c[1] * 0.5, c[2] * 0.5];
}

/** The negative edge ring: clear to 70 % of the radius, fading to `c` at the edge. */
export function edgeRing(c: RGB): PictureBox {
  return { image: `radial-gradient(rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0) 70%, ${rgb(c)} 100%)` };
}

/**
 * A centred sub-tile taking `frac` of a parent box `parent` tile units wide, holding `inner` (whose
 * own lengths are already in tile units), bordered in `border` (width: its side / 40).
 */
export function subTile(inner: PictureBox, parent: number, frac: number, border: string, hex: boolean): PictureBox {
  const at = parent * ((1 - frac) / 2 - 0.02 + (hex ? 1 / 150 : 0));
  const size = parent * frac;
  return {
    ...inner,
    x: at,
    y: at,
    w: size,
    h: size,
    border: { width: size / 40, color: border },
    ...(hex ? { round: true, hex: true } : {}),
  };
}

export const WHITE_TEXT = { textColor: 'rgb(255, 255, 255)', textShadow: 'rgb(0, 0, 0) 0px 0px 5px' } as const;
export const BLACK_TEXT = { textColor: 'rgb(0, 0, 0)', textShadow: 'rgb(255, 255, 255) 0px 0px 5px' } as const;

export function picture(box: PictureBox, text: { textColor: string; textShadow: string }, hex: boolean): SchemePicture {
  return { box: hex ? { ...box, hex: true } : box, textColor: text.textColor, textShadow: text.textShadow };
}

/** Sign of a scheme input's value (bigint, number, rational, Gaussian real part). */
export function signOf(x: Value): number {
  const b = bigOf(x);
  return b < 0n ? -1 : b > 0n ? 1 : 0;
}
