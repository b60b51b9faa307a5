// "180" (catalog §4): an HSV triad colour of the exponents of 2, 3, 5; a ring for 7; edge and corner
// boxes for 11–37; wedges for triples of higher primes; the leftover chain in a 60 % sub-tile.
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import {
  bigOf,
  factorChain,
  gcd,
  hsv,
  invert,
  numParam,
  picture,
  rcol,
  rgb,
  subTile,
  WHITE_TEXT,
  type RGB,
} from './common.ts';

/** The "180"-style HSV triad colour of (a, b, c) with lightness base k. */
export function triad(a: number, b: number, c: number, k: number): { h: number; s: number; v: number } {
  if (a === 0 && b === 0 && c === 0) return { h: 0, s: 0, v: 0 };
  if (a === b && b === c) return { h: 0, s: 0, v: Math.pow(k, a - 1) * 100 };
  const m = Math.min(a, b, c);
  if (c === m)
    return {
      h: ((b - c) / (a + b - 2 * c)) * 120,
      s: Math.pow(0.7, c) * 100,
      v: Math.pow(k, gcd(a - c, b - c) - 1) * 100,
    };
  if (a === m)
    return {
      h: 120 + ((c - a) / (b + c - 2 * a)) * 120,
      s: Math.pow(0.7, a) * 100,
      v: Math.pow(k, gcd(c - a, b - a) - 1) * 100,
    };
  return {
    h: 240 + ((a - b) / (c + a - 2 * b)) * 120,
    s: Math.pow(0.7, b) * 100,
    v: Math.pow(k, gcd(a - b, c - b) - 1) * 100,
  };
}

export function triadRgb(e: readonly number[], k: number, inverted = false): RGB {
  const t = triad(e[0] ?? 0, e[1] ?? 0, e[2] ?? 0, k);
  const c = hsv(t.h, t.s, t.v);
  return inverted ? invert(c) : c;
}

/** Triad colour of a number's own factorization over the first primes (exponents of exponents). */
function exponentColour(e: number): RGB {
  const f = factorChain(BigInt(e), 3)[0] ?? [];
  return triadRgb(f, 0.85);
}

const BOXES: readonly (readonly [number, number, number, number])[] = [
  [0.25, 0, 0.5, 0.1],
  [0.25, 0.9, 0.5, 0.1],
  [0, 0.25, 0.1, 0.5],
  [0.9, 0.25, 0.1, 0.5],
  [0, 0, 0.15, 0.15],
  [0.85, 0, 0.15, 0.15],
  [0, 0.85, 0.15, 0.15],
  [0.85, 0.85, 0.15, 0.15],
];

function pct(x: number): string {
  return `${+x.toFixed(4)}`;
}

function level(
  chain: readonly (readonly number[])[],
  depth: number,
  size: number,
  hex: boolean,
  neg: boolean,
): { box: PictureBox; base: RGB } {
  const e = chain[depth] ?? [];
  const base = triadRgb(e, 0.85, neg);
  const edge = rcol(base);
  const children: PictureBox[] = [];
  const e7 = e[3] ?? 0;
  if (e7 > 0) {
    const inner =
      e7 > 1
        ? `${rgb(edge)} 50%, ${rgb(exponentColour(e7))} 50%, ${rgb(exponentColour(e7))} 54%, ${rgb(edge)} 54%, `
        : '';
    children.push({
      image: `radial-gradient(rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0) 48%, ${rgb(edge)} 48%, ${inner}${rgb(edge)} 56%, rgba(0, 0, 0, 0) 56%)`,
    });
  }
  for (let i = 0; i < BOXES.length; i++) {
    const x = e[4 + i] ?? 0;
    if (x === 0) continue;
    const [bx, by, bw, bh] = BOXES[i]!;
    children.push({
      x: bx * size,
      y: by * size,
      w: bw * size,
      h: bh * size,
      color: rgb(edge),
      children: [
        {
          x: bw * size * 0.125,
          y: bh * size * 0.125,
          w: bw * size * 0.75,
          h: bh * size * 0.75,
          color: rgb(exponentColour(x)),
        },
      ],
    });
  }
  if (e.length > 12) {
    const n = Math.ceil((e.length - 12) / 3);
    const half = 240 / Math.max(4, n) / 2;
    for (let i = 0; i < n; i++) {
      const c = rgb(triadRgb(e.slice(12 + 3 * i, 15 + 3 * i), 0.85));
      const mid = (360 * i) / n;
      const r = rgb(edge);
      const image =
        i === 0
          ? `conic-gradient(${c} 0deg, ${c} ${pct(half / 2)}deg, ${r} ${pct(half)}deg, rgba(0, 0, 0, 0) ${pct(half)}deg, rgba(0, 0, 0, 0) ${pct(360 - half)}deg, ${r} ${pct(360 - half)}deg, ${c} ${pct(360 - half / 2)}deg, ${c} 360deg)`
          : `conic-gradient(rgba(0, 0, 0, 0) 0deg, rgba(0, 0, 0, 0) ${pct(mid - half)}deg, ${r} ${pct(mid - half)}deg, ${c} ${pct(mid - half / 2)}deg, ${c} ${pct(mid + half / 2)}deg, ${r} ${pct(mid + half)}deg, rgba(0, 0, 0, 0) ${pct(mid + half)}deg)`;
      children.push({ image, mask: 'radial-gradient(rgb(0, 0, 0), rgba(0, 0, 0, 0))' });
    }
  }
  if (depth + 1 < chain.length) {
    const sub = level(chain, depth + 1, size * 0.6, hex, false);
    children.push(subTile(sub.box, size, 0.6, rgb(edge), hex));
  }
  return { box: { x: 0, y: 0, w: size, h: size, color: rgb(base), children }, base };
}

export function picture180(input: readonly Value[], hex: boolean): SchemePicture {
  const n = bigOf(input[0]);
  if (n === 0n)
    return picture(
      { color: 'rgb(68, 68, 68)' },
      { textColor: 'rgb(136, 136, 136)', textShadow: 'rgb(34, 34, 34) 0px 0px 5px' },
      hex,
    );
  const count = Math.max(3, Math.min(1000, Math.floor(numParam(input[1], 48))));
  const chain = factorChain(n, count);
  const neg = n < 0n;
  const { box } = level(chain, 0, 1, hex, neg);
  const normal = triadRgb(chain[0] ?? [], 0.85);
  const text = neg ? { textColor: rgb(normal), textShadow: WHITE_TEXT.textShadow } : WHITE_TEXT;
  return picture({ color: box.color, children: box.children }, text, hex);
}
