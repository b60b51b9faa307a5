// "1845" (catalog §13): a vertical gradient, the "evens" colour at the top and bottom around a
// middle colour from log₂ of the value; the odd prime factors as SCAPRIM strips in a band at the
// top, mirrored at the bottom; the leftover chain in a 60 % sub-tile.
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import {
  BLACK_TEXT,
  bigOf,
  factorChain,
  hsl,
  invert,
  log2Big,
  picture,
  PRIMES,
  rcol,
  rgb,
  subTile,
  WHITE_TEXT,
  type RGB,
} from './common.ts';
import { factorStrip, STRIP_MASK } from './scaprim.ts';

const MAX_STRIPS = 48;

function value(e: readonly number[]): bigint {
  let v = 1n;
  e.forEach((x, i) => {
    if (x > 0) v *= BigInt(PRIMES[i]!) ** BigInt(x);
  });
  return v;
}

function level(
  chain: readonly (readonly number[])[],
  depth: number,
  size: number,
  hex: boolean,
  neg: boolean,
): { box: PictureBox; mid: string } {
  const e = chain[depth] ?? [];
  const e2 = e[0] ?? 0;
  const lg = log2Big(value(e));
  const fix = (c: RGB): RGB => (neg ? invert(c) : c);
  const evens = rgb(fix(hsl(100 - 37 * e2, 65, Math.pow(0.9, e2) * 100)));
  const middle = rgb(fix(hsl(100 + 43 * lg, 100, Math.abs(6 - (lg % 12)) * 10 + 15)));
  const odd: bigint[] = [];
  for (let i = 1; i < e.length && odd.length < MAX_STRIPS; i++)
    for (let c = 0; c < (e[i] ?? 0) && odd.length < MAX_STRIPS; c++) odd.push(BigInt(PRIMES[i]!));
  const k = 2 * odd.length + 1;
  const band = (order: bigint[]): PictureBox[] =>
    order.map((f, i) => ({
      y: (size * 0.25 * (2 * i + 1)) / k,
      h: (size * 0.25) / k,
      image: factorStrip(f, hex),
      mask: STRIP_MASK,
    }));
  const children: PictureBox[] = [
    { w: size, h: size * 0.25, children: band(odd) },
    // The bottom band is the top one flipped upside down.
    { y: size * 0.75, w: size, h: size * 0.25, flipY: true, children: band(odd) },
  ];
  if (depth + 1 < chain.length) {
    const sub = level(chain, depth + 1, size * 0.6, hex, false);
    children.push(subTile(sub.box, size, 0.6, rgb(rcol([0, 0, 0])), hex));
  }
  return {
    box: {
      w: size,
      h: size,
      color: 'rgb(0, 0, 0)',
      image: `linear-gradient(${evens}, ${evens}, ${middle}, ${middle}, ${evens}, ${evens})`,
      children,
    },
    mid: middle,
  };
}

export function picture1845(input: readonly Value[], hex: boolean): SchemePicture {
  const n = bigOf(input[0]);
  if (n === 0n)
    return picture({ color: 'rgb(136, 136, 136)' }, { textColor: 'rgb(68, 68, 68)', textShadow: 'none' }, hex);
  const neg = n < 0n;
  const { box } = level(factorChain(n, 1229), 0, 1, hex, neg);
  const { w: _w, h: _h, ...root } = box;
  return picture(root, neg ? WHITE_TEXT : BLACK_TEXT, hex);
}
