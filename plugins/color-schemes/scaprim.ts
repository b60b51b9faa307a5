// "SCAPRIM" (catalog §12): a colour from the size of the value, and one soft horizontal strip per
// prime factor (with multiplicity; "−1" first for negatives). A strip shows the chain f − 1 →
// (rest − 1)/2 → … by the "180" triad colours of its 5-smooth parts, edged by the chain's length.
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import { BLACK_TEXT, bigOf, hsl, log2Big, picture, PRIMES, rgb, WHITE_TEXT } from './common.ts';
import { triadRgb } from './s180.ts';

/** Strips beyond this many are not drawn (each would be under a pixel tall). */
const MAX_FACTORS = 48;
const MAX_CHAIN = 32;

export const STRIP_MASK =
  'linear-gradient(rgba(0, 0, 0, 0) 0%, rgb(0, 0, 0) 7.5%, rgba(68, 68, 68, 0.267) 15%, rgb(0, 0, 0) 50%, rgba(68, 68, 68, 0.267) 85%, rgb(0, 0, 0) 92.5%, rgba(0, 0, 0, 0) 100%)';

/** Prime factors of n > 0 with multiplicity, ascending (a leftover beyond the table counts as one). */
export function primeFactors(n: bigint): bigint[] {
  const out: bigint[] = [];
  let v = n;
  for (const p0 of PRIMES) {
    const p = BigInt(p0);
    if (p * p > v) break;
    while (v % p === 0n && out.length < MAX_FACTORS) {
      out.push(p);
      v /= p;
    }
  }
  if (v > 1n && out.length < MAX_FACTORS) out.push(v);
  return out;
}

/** The 5-smooth part's exponents and the rest. */
function smooth(x: bigint): { e: number[]; rest: bigint } {
  const e = [0, 0, 0];
  let v = x;
  [2n, 3n, 5n].forEach((p, i) => {
    while (v > 0n && v % p === 0n) {
      v /= p;
      e[i]!++;
    }
  });
  return { e, rest: v };
}

/** The strip of the factor f (a prime, or −1). */
export function factorStrip(f: bigint, hex = false): string {
  if (f === -1n) return 'linear-gradient(90deg, rgb(0, 0, 0) 0%, rgb(255, 255, 255) 100%)';
  const colours: string[] = [];
  if (f <= 5n) colours.push(rgb(triadRgb(smooth(f).e, 0.85)));
  else {
    let x = f - 1n;
    while (colours.length < MAX_CHAIN && x > 0n) {
      const { e, rest } = smooth(x);
      colours.push(rgb(triadRgb(e, 0.85)));
      if (rest <= 1n) break;
      x = (rest - 1n) / 2n;
    }
  }
  const len = f <= 5n ? 1 : colours.length + 1;
  const edge = len === 1 ? 'rgb(255, 255, 255)' : rgb(hsl(222.49 * len, 100, 90 - 90 * Math.pow(0.8, len - 2)));
  if (colours.length === 1) colours.push(colours[0]!);
  // On hexagonal grids the stops span the hexagon's width (6.7 %–93.3 %).
  const at = (x: number): string => `${+(hex ? 6.69873 + x * 0.866025 : x).toFixed(4)}%`;
  return `linear-gradient(${edge} ${at(0)}, rgba(0, 0, 0, 0) ${at(25)}, rgba(0, 0, 0, 0) ${at(75)}, ${edge} ${at(100)}), linear-gradient(90deg, rgba(0, 0, 0, 0) ${at(0)}, rgba(0, 0, 0, 0) ${at(100)}), linear-gradient(90deg, ${colours.join(', ')})`;
}

export function pictureScaprim(input: readonly Value[], hex: boolean): SchemePicture {
  const n = bigOf(input[0]);
  if (n === 0n)
    return picture({ color: 'rgb(136, 136, 136)' }, { textColor: 'rgb(68, 68, 68)', textShadow: 'none' }, hex);
  const neg = n < 0n;
  const v = neg ? -n : n;
  const lg = log2Big(v);
  const shrink = Math.pow(2, -0.15 * lg);
  const base = neg ? hsl(20 - 53 * lg, 100, 10 + 90 * shrink) : hsl(200 - 53 * lg, 100, 90 - 90 * shrink);
  const factors = [...(neg ? [-1n] : []), ...(v > 1n ? primeFactors(v) : [])];
  const k = 2 * factors.length + 1;
  const children: PictureBox[] = factors.map((f, i) => ({
    y: (2 * i + 1) / k,
    h: 1 / k,
    image: factorStrip(f, hex),
    mask: STRIP_MASK,
  }));
  return picture({ color: rgb(base), children }, neg ? BLACK_TEXT : WHITE_TEXT, hex);
}
