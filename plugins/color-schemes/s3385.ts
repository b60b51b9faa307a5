// "3385Single" and "3385" (catalog §14). 3385Single: an HSV triad colour (k = 0.75) of the
// exponents of 2, 3, 5 and one soft vertical strip per further prime factor, cut into segments
// that write the prime as a greedy sum of squares (−1 white, 1 black, 2 #800, 4 #f00, larger
// squares a mod-27 tile of the root). 3385: exponents split into e mod k (left half) and ⌊e/k⌋
// (right half), the background blending the two colours.
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import {
  bigOf,
  edgeRing,
  factorChain,
  invert,
  numParam,
  picture,
  PRIMES,
  rcol,
  rgb,
  subTile,
  WHITE_TEXT,
  type RGB,
} from './common.ts';
import { triadRgb } from './s180.ts';

/** Strips beyond this many are not drawn (each would be under a pixel wide). */
const MAX_STRIPS = 64;

function mod27Colour(u: number): RGB {
  const sat = Math.abs(((u / 13) % 4) - 2) * 35 + 30;
  const val = Math.abs(((u / 50) % 4) - 2) * 25 + 50;
  const h = 55.623 * u;
  // HSV to RGB (inline to keep this file's dependency on mod27.ts out).
  const hh = (((h % 360) + 360) % 360) / 60;
  const s = sat / 100;
  const v = val / 100;
  const f = (n: number): number => {
    const k = (n + hh) % 6;
    return 255 * (v - v * s * Math.max(0, Math.min(k, 4 - k, 1)));
  };
  return [f(5), f(3), f(1)];
}

/** The pieces of a prime written greedily as squares, then 2s, 1s or −1. */
function pieces(p: number): number[] {
  const out: number[] = [];
  let r = p;
  while (r >= 4 && out.length < 64) {
    const s = Math.floor(Math.sqrt(r + 1));
    out.push(s * s);
    r -= s * s;
  }
  if (r === 3) out.push(2, 1);
  else if (r === 2 || r === 1 || r === -1) out.push(r);
  return out;
}

function segment(piece: number): PictureBox {
  if (piece === -1) return { color: 'rgb(255, 255, 255)' };
  if (piece === 1) return { color: 'rgb(0, 0, 0)' };
  if (piece === 2) return { color: 'rgb(136, 0, 0)' };
  if (piece === 4) return { color: 'rgb(255, 0, 0)' };
  const u = Math.round(Math.sqrt(piece)) - 2;
  return {
    color: 'rgb(0, 0, 0)',
    image: `linear-gradient(90deg, ${rgb(mod27Colour(u))}, ${rgb(mod27Colour(0.995 * u))})`,
  };
}

function pct(x: number): string {
  return `${+x.toFixed(4)}%`;
}

/** The strips of the primes beyond 5 in `e`, inside a box `w` × `h` tile units. */
function strips(e: readonly number[], w: number, h: number): PictureBox[] {
  const primes: number[] = [];
  for (let i = 3; i < e.length && primes.length < MAX_STRIPS; i++)
    for (let c = 0; c < (e[i] ?? 0) && primes.length < MAX_STRIPS; c++) primes.push(PRIMES[i]!);
  const n = primes.length;
  return primes.map((p, i) => {
    const sw = (w * 1.5) / (2 * n + 1);
    const parts = pieces(p);
    const k = parts.length;
    const children = parts.map((piece, j): PictureBox => {
      const seg: PictureBox = { ...segment(piece), w: sw, h };
      if (j === 0) return seg;
      const from = (100 * (2 * j - 1)) / (2 * k - 1);
      const to = (100 * 2 * j) / (2 * k - 1);
      return {
        ...seg,
        mask: `linear-gradient(rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0) ${pct(from)}, rgb(0, 0, 0) ${pct(to)})`,
      };
    });
    return {
      x: (w * (2 * i + 0.75)) / (2 * n + 1),
      w: sw,
      h,
      mask: 'linear-gradient(90deg, rgba(0, 0, 0, 0) 0%, rgb(0, 0, 0) 45%, rgb(0, 0, 0) 55%, rgba(0, 0, 0, 0) 100%)',
      children,
    };
  });
}

function singleLevel(
  chain: readonly (readonly number[])[],
  depth: number,
  size: number,
  hex: boolean,
  neg: boolean,
): PictureBox {
  const e = chain[depth] ?? [];
  const base = triadRgb(e, 0.75);
  const children = strips(e, size, size);
  if (neg) children.push(edgeRing(invert(base)));
  if (depth + 1 < chain.length)
    children.push(subTile(singleLevel(chain, depth + 1, size * 0.5, hex, false), size, 0.5, rgb(rcol(base)), hex));
  return { w: size, h: size, color: rgb(base), children };
}

const ZERO = { textColor: 'rgb(68, 68, 68)', textShadow: 'none' };
const NEG_TEXT = { textColor: 'rgb(0, 0, 0)', textShadow: 'rgb(255, 255, 255) 0px 0px 5px' };

export function picture3385Single(input: readonly Value[], hex: boolean): SchemePicture {
  const v = bigOf(input[0]);
  if (v === 0n) return picture({ color: 'rgb(136, 136, 136)' }, ZERO, hex);
  const count = Math.max(1, Math.min(1229, Math.floor(numParam(input[1], 168))));
  const neg = v < 0n;
  const { w: _w, h: _h, ...box } = singleLevel(factorChain(v, count), 0, 1, hex, neg);
  return picture(box, neg ? NEG_TEXT : WHITE_TEXT, hex);
}

/** Sub-tiles drawn for an unfactored value (each half the size of its parent: below a pixel by then). */
const UNFACTORED_DEPTH = 12;

/** The border of 3385's sub-tiles: the half-dark colour of the tile's black background colour (#444). */
const SUB_BORDER = 'rgb(68, 68, 68)';

function halvesLevel(
  chain: readonly (readonly number[])[],
  depth: number,
  size: number,
  k: number,
  hex: boolean,
  neg: boolean,
): PictureBox {
  const e = chain[depth] ?? [];
  const left = e.map((x) => x % k);
  const right = e.map((x) => Math.floor(x / k));
  const lcol = triadRgb(left, 0.75);
  const lc = rgb(lcol);
  const rc = rgb(triadRgb(right, 0.75));
  const children: PictureBox[] =
    k === 1
      ? [{ w: size, h: size, children: strips(right, size, size) }]
      : [
          { w: size / 2, h: size, children: strips(left, size / 2, size) },
          { x: size / 2, w: size / 2, h: size, children: strips(right, size / 2, size) },
        ];
  if (neg) children.push(edgeRing(invert(lcol)));
  if (depth + 1 < chain.length)
    children.push(subTile(halvesLevel(chain, depth + 1, size * 0.5, k, hex, false), size, 0.5, SUB_BORDER, hex));
  const image =
    k === 1 ? `linear-gradient(90deg, ${rc}, ${rc})` : `linear-gradient(90deg, ${lc} 0%, ${lc} 30%, ${rc} 70%)`;
  return { w: size, h: size, color: 'rgb(0, 0, 0)', image, children };
}

export function picture3385(input: readonly Value[], hex: boolean): SchemePicture {
  const v = bigOf(input[0]);
  if (v === 0n) return picture({ color: 'rgb(136, 136, 136)' }, ZERO, hex);
  const count = Math.max(1, Math.min(1229, Math.floor(numParam(input[1], 168))));
  const k = Math.max(1, Math.min(64, Math.floor(numParam(input[2], 2))));
  const neg = v < 0n;
  // A BigInt prime count (mode 3385 passes one) factors nothing in the original: every level is
  // left over, so the tile is black sub-tiles nested until they vanish.
  const chain =
    typeof input[1] === 'bigint' ? Array.from({ length: UNFACTORED_DEPTH }, () => []) : factorChain(v, count);
  const { w: _w, h: _h, ...box } = halvesLevel(chain, 0, 1, k, hex, neg);
  return picture(box, neg ? NEG_TEXT : WHITE_TEXT, hex);
}
