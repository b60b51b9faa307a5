// "LOCEF" and "Three-Tile SQUARTSingle" (catalog §15): an HSL colour of the exponents of 3, 5, 7;
// one striped layer per copy of every other odd prime, its colours from the binary digits of q + 1;
// an outer ring for factors of 2; the leftover chain in a 55 % sub-tile.
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import {
  BLACK_TEXT,
  bigOf,
  factorChain,
  gcd,
  hsl,
  invert,
  numParam,
  picture,
  PRIMES,
  rcol,
  rgb,
  rgba,
  subTile,
  WHITE_TEXT,
  type RGB,
} from './common.ts';

/** The "LOCEF" HSL colour of (a, b, c) = exponents of 3, 5, 7; `k` stretches the size (1.5 for Three-Tile). */
export function locefColour(a: number, b: number, c: number, k: number): RGB {
  const t = (a + (b * Math.log(5)) / Math.log(3) + (c * Math.log(7)) / Math.log(3)) * k;
  const l = t < 4 ? 100 - 10 * t : 10 + 40 * Math.pow(0.8, t - 4);
  if (a === b && b === c) return hsl(0, 0, l);
  const m = Math.min(a, b, c);
  let h: number;
  let g: number;
  if (c === m) {
    h = 60 + ((b - c) / (a + b - 2 * c)) * 120;
    g = m;
  } else if (a === m) {
    h = 180 + ((c - a) / (b + c - 2 * a)) * 120;
    g = m;
  } else {
    h = 300 + ((a - b) / (c + a - 2 * b)) * 120;
    g = m;
  }
  void gcd;
  return hsl(h, Math.pow(0.7, g) * 100, l);
}

function n(x: number): string {
  return `${+x.toFixed(4)}`;
}

function stripes(q: number, m: number, neg: boolean): PictureBox[] {
  const q1 = q + 1;
  const s = q1 * 36.4057647469;
  const bits = q1.toString(2);
  const colours: string[] = [];
  for (let i = 0; i < bits.length; i++) {
    if (bits[i] !== '1') continue;
    const j = bits.length - 1 - i;
    let zeros = 0;
    while (i + 1 + zeros < bits.length && bits[i + 1 + zeros] === '0') zeros++;
    const c = hsl(s + 43 * j, 100, 80 * Math.pow(0.8, zeros + 1) + 10);
    colours.push(rgb(neg ? invert(c) : c));
  }
  if (colours.length === 1) colours.push(colours[0]!);
  const w = 150 / Math.pow(Math.log2(q1), 1.25);
  const overlay = rgba(hsl(s, 100, 50), 0.75);
  const out: PictureBox[] = [];
  for (let copy = 0; copy < m; copy++) {
    const theta = q1 * 131.769145362 + (180 / m) * copy;
    out.push({
      image: `linear-gradient(${n(theta)}deg, rgba(0, 0, 0, 0), ${overlay}), linear-gradient(${n(theta)}deg, ${colours.join(', ')})`,
      mask: `repeating-linear-gradient(${n(theta + 90)}deg, rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0) ${n((3 * w) / 4)}%, rgba(0, 0, 0, 0.733) ${n((3 * w) / 4)}%, rgba(0, 0, 0, 0.733) ${n(w)}%)`,
    });
  }
  return out;
}

export function locefLevel(
  chain: readonly (readonly number[])[],
  depth: number,
  size: number,
  hex: boolean,
  neg: boolean,
  k: number,
): PictureBox {
  const e = chain[depth] ?? [];
  const plain = locefColour(e[1] ?? 0, e[2] ?? 0, e[3] ?? 0, k);
  const base = neg ? invert(plain) : plain;
  const children: PictureBox[] = [];
  for (let i = 4; i < e.length; i++) if ((e[i] ?? 0) > 0) children.push(...stripes(PRIMES[i]!, e[i]!, neg));
  const e2 = e[0] ?? 0;
  if (e2 > 0) {
    const c = rgb(hsl(37 * e2, 75, 50 * Math.pow(0.95, e2)));
    const r = hex ? 0.75 : 1;
    children.push({
      image: `radial-gradient(rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0) ${n(65 * r)}%, ${c} ${n(90 * r)}%, ${c} ${n(100 * r)}%)`,
    });
  }
  if (depth + 1 < chain.length)
    children.push(subTile(locefLevel(chain, depth + 1, size * 0.55, hex, false, k), size, 0.55, rgb(rcol(base)), hex));
  return { w: size, h: size, color: rgb(base), children };
}

export function pictureLocef(k: number): (input: readonly Value[], hex: boolean) => SchemePicture {
  return (input, hex) => {
    const v = bigOf(input[0]);
    if (v === 0n)
      return picture({ color: 'rgb(136, 136, 136)' }, { textColor: 'rgb(68, 68, 68)', textShadow: 'none' }, hex);
    const count = Math.max(4, Math.min(1229, Math.floor(numParam(input[1], 168))));
    const neg = v < 0n;
    const { w: _w, h: _h, ...box } = locefLevel(factorChain(v, count), 0, 1, hex, neg, k);
    return picture(box, neg ? WHITE_TEXT : BLACK_TEXT, hex);
  };
}
