// "Partial Absorb 180" (catalog §17): rationals. Signed exponents over the first primes (the
// denominator's negative); the base colour's hue comes from the direction of (e2, e3), its
// saturation from their gcd, its lightness from e5; further primes in pairs tint the four edges;
// a sign ring for negatives; the leftover chain in a 60 % sub-tile.
import { BigRational, type Value, type PictureBox, type SchemePicture } from '../../src/plugins/kit.ts';
import { factorChain, gcd, hsl, invert, numParam, picture, rgb, rgba, subTile, type RGB } from './common.ts';

/** Hue of the exponent pair (x, y) by quadrant, or null when both are zero. */
function quadrantHue(x: number, y: number): number | null {
  if (x === 0 && y === 0) return null;
  if (x > 0 && y >= 0) return (90 * y) / (x + y);
  if (y > 0 && x <= 0) return 90 + (90 * -x) / (-x + y);
  if (x < 0 && y <= 0) return 180 + (90 * -y) / (-x - y);
  return 270 + (90 * x) / (x - y);
}

/** Signed exponents of num/den over the first `count` primes, chain of the leftover (num·den leftovers). */
function signedChain(num: bigint, den: bigint, count: number): number[][] {
  const top = factorChain(num, count);
  const bottom = factorChain(den, count);
  const first = Array.from(
    { length: Math.max(top[0]?.length ?? 0, bottom[0]?.length ?? 0) },
    (_, i) => (top[0]?.[i] ?? 0) - (bottom[0]?.[i] ?? 0),
  );
  return [first, ...top.slice(1)];
}

function pct(x: number): string {
  return `${+x.toFixed(5)}%`;
}

const EDGE_ANGLES = ['0deg', '180deg', '90deg', '270deg'];

function level(
  chain: readonly (readonly number[])[],
  depth: number,
  size: number,
  neg: boolean,
  hex: boolean,
): { box: PictureBox; base: RGB } {
  const e = chain[depth] ?? [];
  const e2 = e[0] ?? 0;
  const e3 = e[1] ?? 0;
  const e5 = e[2] ?? 0;
  const light = e5 > 0 ? 100 - 50 * Math.pow(0.7, e5) : e5 < 0 ? 50 * Math.pow(0.7, -e5) : 50;
  const hue = quadrantHue(e2, e3);
  const base = hue === null ? hsl(0, 0, light) : hsl(hue, 100 * Math.pow(0.75, gcd(e2, e3) - 1), light);
  const children: PictureBox[] = [];
  // Pairs (7, 11), (13, 17), … dealt round-robin to the top, bottom, right and left edges.
  const edges: string[][] = [[], [], [], []];
  const lit = [false, false, false, false];
  for (let j = 0; 3 + 2 * j < e.length; j++) {
    const a = e[3 + 2 * j] ?? 0;
    const b = e[4 + 2 * j] ?? 0;
    const h = quadrantHue(a, b);
    const slot = j % 4;
    if (h === null) edges[slot]!.push('rgba(0, 0, 0, 0.4)');
    else {
      const g = gcd(a, b);
      edges[slot]!.push(rgb(hsl(h + 55.623 + 148.328 * j, 100 * Math.pow(0.75, g - 1), 100 - 100 * Math.pow(0.7, g))));
      lit[slot] = true;
    }
  }
  const from = hex ? 6.69873 : 0;
  const clear = hex ? from + 0.65 * 86.60254 : 65;
  edges.forEach((stops, i) => {
    if (!lit[i]) return;
    const angle = EDGE_ANGLES[i] === '180deg' ? '' : `${EDGE_ANGLES[i]}, `;
    children.push({
      image: `linear-gradient(${angle}rgba(0, 0, 0, 0) ${pct(from)}, rgba(0, 0, 0, 0) ${pct(clear)}, ${stops.join(', ')})`,
    });
  });
  if (neg) {
    const k = hex ? 0.75 : 1;
    const ring = hue === null ? rgba([64, 64, 64], 0.75) : rgba(invert(base), 0.75);
    children.push({
      image: `radial-gradient(rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0) ${pct(45 * k)}, ${ring}, rgba(0, 0, 0, 0) ${pct(55 * k)}, rgba(0, 0, 0, 0) ${pct(100 * k)})`,
    });
  }
  if (depth + 1 < chain.length) {
    const sub = level(chain, depth + 1, size * 0.6, false, hex);
    const { border: _b, ...inner } = subTile(sub.box, size, 0.6, 'rgb(0, 0, 0)', hex);
    children.push(inner);
  }
  return { box: { w: size, h: size, color: rgb(base), children }, base };
}

export function picturePartialAbsorb(input: readonly Value[], hex: boolean): SchemePicture {
  const x = input[0];
  const q =
    x instanceof BigRational
      ? x
      : typeof x === 'bigint'
        ? BigRational.of(x, 1n)
        : typeof x === 'number' && Number.isInteger(x)
          ? BigRational.of(BigInt(x), 1n)
          : null;
  const black = { color: 'rgb(0, 0, 0)' };
  if (!q) return picture(black, { textColor: 'rgb(255, 0, 0)', textShadow: 'rgb(136, 0, 0) 0px 0px 5px' }, hex);
  if (q.den === 0n) {
    if (q.num > 0n)
      return picture(black, { textColor: 'rgb(255, 255, 0)', textShadow: 'rgb(255, 255, 136) 0px 0px 5px' }, hex);
    if (q.num < 0n)
      return picture(black, { textColor: 'rgb(0, 255, 255)', textShadow: 'rgb(136, 255, 255) 0px 0px 5px' }, hex);
    return picture(black, { textColor: 'rgb(255, 0, 0)', textShadow: 'rgb(136, 0, 0) 0px 0px 5px' }, hex);
  }
  if (q.num === 0n)
    return picture(black, { textColor: 'rgb(255, 255, 255)', textShadow: 'rgb(255, 255, 255) 0px 0px 5px' }, hex);
  const count = Math.max(3, Math.min(1229, Math.floor(numParam(input[1], 27))));
  const neg = q.num < 0n;
  const num = neg ? -q.num : q.num;
  const { box } = level(signedChain(num, q.den, count), 0, 1, neg, hex);
  const { w: _w, h: _h, ...root } = box;
  const text =
    !neg && num === q.den
      ? { textColor: 'rgb(68, 68, 68)', textShadow: 'rgb(204, 204, 204) 0px 0px 5px' }
      : neg || num < q.den
        ? { textColor: 'rgb(255, 255, 255)', textShadow: 'rgb(0, 0, 0) 0px 0px 5px' }
        : { textColor: 'rgb(0, 0, 0)', textShadow: 'rgb(255, 255, 255) 0px 0px 5px' };
  return picture(root, text, hex);
}
