// "2295" (catalog §6): factors of the forms 2^k + 1 and then 2^k − 1 (k = 30 … 3, prime k for the
// second) are peeled off first (those with a prime factor above 5), then 5s, 3s and 2s; each kind
// present is a flat horizontal band, the 2^k − 1 kinds in a second stack on the right half; the
// leftover chain in a 60 % sub-tile with a white border. The original colours each 2^k ± 1 kind from
// a fixed table that the catalog does not give: the entries seen in its pictures are used, the
// others are drawn grey at the right lightness.
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import { bigOf, hsl, invert, picture, PRIMES, rgb, subTile, type RGB } from './common.ts';

const MAX_DEPTH = 6;

interface Peeled {
  plus: number[];
  minus: number[];
  fives: number;
  threes: number;
  twos: number;
  rest: bigint;
}

function smooth5(f: bigint): boolean {
  let v = f;
  for (const p of [2n, 3n, 5n]) while (v % p === 0n) v /= p;
  return v === 1n;
}

function peel(n: bigint): Peeled {
  let v = n;
  const out: Peeled = { plus: [], minus: [], fives: 0, threes: 0, twos: 0, rest: 1n };
  // Largest forms first; the 2^k − 1 kinds only for prime k (63 = 7 · 9 is a 7 and two 3s).
  for (const [list, sign] of [
    [out.plus, 1n],
    [out.minus, -1n],
  ] as const)
    for (let k = 30; k >= 3; k--) {
      if (sign < 0n && !PRIMES.includes(k)) continue;
      const f = (1n << BigInt(k)) + sign;
      // Forms made only of 2s, 3s and 5s (9, 15) are not kinds of their own.
      if (smooth5(f)) continue;
      while (v % f === 0n) {
        v /= f;
        list.push(k);
      }
    }
  for (const [p, key] of [
    [5n, 'fives'],
    [3n, 'threes'],
    [2n, 'twos'],
  ] as const)
    while (v % p === 0n) {
      v /= p;
      out[key]++;
    }
  out.rest = v;
  return out;
}

/**
 * Hue and saturation of the 2^k + 1 and 2^k − 1 kinds, by k, as the original draws them (read from
 * its pictures; the kinds not seen yet are drawn grey at the right lightness).
 */
const PLUS: ReadonlyMap<number, readonly [number, number]> = new Map([
  [4, [295, 100]],
  [5, [55, 100]],
  [6, [265, 100]],
  [30, [330, 25]],
]);
const MINUS: ReadonlyMap<number, readonly [number, number]> = new Map([
  [3, [285, 100]],
  [5, [0, 75]],
  [7, [75, 75]],
]);

function formColour(table: ReadonlyMap<number, readonly [number, number]>, k: number, count: number): RGB {
  const [h, sat] = table.get(k) ?? [0, 0];
  return hsl(h, sat, 75 * Math.pow(0.75, count - 1));
}

function level(n: bigint, size: number, hex: boolean, neg: boolean, depth: number): PictureBox {
  const p = peel(n);
  const fix = (c: RGB): string => rgb(neg ? invert(c) : c);
  const bands: string[] = [];
  const band = (c: RGB): void => {
    bands.push(fix(c), fix(c));
  };
  if (p.twos)
    band(hsl([320, 340, 0, 13, 26, 40][(p.twos - 1) % 6]!, 100, 75 * Math.pow(0.75, Math.floor((p.twos - 1) / 6))));
  if (p.threes)
    band(hsl([80, 120, 140][(p.threes - 1) % 3]!, 100, 75 * Math.pow(0.75, Math.floor((p.threes - 1) / 3))));
  if (p.fives) band(hsl(200, 100, 75 * Math.pow(0.75, p.fives - 1)));
  const kinds = (ks: number[]): Map<number, number> => {
    const m = new Map<number, number>();
    for (const k of ks) m.set(k, (m.get(k) ?? 0) + 1);
    return m;
  };
  for (const [k, count] of [...kinds(p.plus)].sort((a, b) => a[0] - b[0])) band(formColour(PLUS, k, count));
  if (bands.length === 0) bands.push(fix([204, 204, 204]), fix([204, 204, 204]));
  const children: PictureBox[] = [];
  const minus = [...kinds(p.minus)].sort((a, b) => a[0] - b[0]);
  if (minus.length) {
    const stops = minus.flatMap(([k, count]) => {
      const c = fix(formColour(MINUS, k, count));
      return [c, c];
    });
    children.push({
      image: `linear-gradient(${stops.join(', ')})`,
      mask: 'linear-gradient(90deg, rgba(0, 0, 0, 0), rgba(0, 0, 0, 0), rgb(0, 0, 0), rgb(0, 0, 0))',
    });
  }
  if (p.rest > 1n && depth < MAX_DEPTH)
    children.push(subTile(level(p.rest - 1n, size * 0.6, hex, false, depth + 1), size, 0.6, 'rgb(255, 255, 255)', hex));
  return { w: size, h: size, color: 'rgb(0, 0, 0)', image: `linear-gradient(${bands.join(', ')})`, children };
}

export function picture2295(input: readonly Value[], hex: boolean): SchemePicture {
  const v = bigOf(input[0]);
  if (v === 0n)
    return picture({ color: 'rgb(136, 136, 136)' }, { textColor: 'rgb(68, 68, 68)', textShadow: 'none' }, hex);
  const neg = v < 0n;
  const { w: _w, h: _h, ...box } = level(neg ? -v : v, 1, hex, neg, 0);
  return picture(box, { textColor: neg ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)', textShadow: 'none' }, hex);
}
