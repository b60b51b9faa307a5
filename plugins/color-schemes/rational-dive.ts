// "Rational DIVE" and "RACUTE" (catalog §18): DIVE's layout for signed exponents. Numerator primes
// brighten a mid-grey, denominator primes darken it; patterns in white and grey (numerator) or grey
// and black (denominator); the edge ring in the complementary colour; the leftover chain in a 50 %
// sub-tile without a border.
import { BigRational, type Value, type PictureBox, type SchemePicture } from '../../src/plugins/kit.ts';
import { BLACK_TEXT, edgeRing, factorChain, numParam, picture, rgb, subTile, WHITE_TEXT, type RGB } from './common.ts';
import { DASHES, DIVE_TABLE, lines, RINGS, SPOKES } from './dive.ts';

const R = [127, 165, 190, 215, 235, 255];
const G = [127, 175, 200, 230, 255];
const B = [127, 190, 225, 255];

function channel(t: readonly number[], e: number): number {
  const x = t[Math.min(t.length - 1, Math.abs(e))]!;
  return e < 0 ? 255 - x : x;
}

const WHITE = 'rgb(255, 255, 255)';
const GREY = 'rgb(136, 136, 136)';
const BLACK = 'rgb(0, 0, 0)';

function level(
  chain: readonly (readonly number[])[],
  depth: number,
  size: number,
  hex: boolean,
  neg: boolean,
): PictureBox {
  const e = chain[depth] ?? [];
  const base: RGB = [channel(R, e[0] ?? 0), channel(G, e[1] ?? 0), channel(B, e[2] ?? 0)];
  const children: PictureBox[] = [];
  for (let i = 3; i < e.length; i++) {
    const x = e[i]!;
    if (x === 0) continue;
    const [w, k] = x > 0 ? [WHITE, GREY] : [GREY, BLACK];
    let b: PictureBox;
    if (i === 3) b = { image: SPOKES(w, k) };
    else if (i === 4) b = { image: RINGS(w, k, hex) };
    else if (i === 5) b = DASHES(w, k, hex);
    else {
      const tone = (c: RGB): RGB =>
        x > 0 ? [(c[0] + 255) / 2, (c[1] + 255) / 2, (c[2] + 255) / 2] : [c[0] / 2, c[1] / 2, c[2] / 2];
      b = lines(i, {
        table: DIVE_TABLE,
        tone,
        nested: false,
        ...(x > 0 ? { k: BLACK, sk: WHITE, sw: GREY } : { k: WHITE, sk: BLACK, sw: GREY }),
      });
    }
    const opacity = Math.min(1, 0.5 * Math.abs(x));
    children.push(opacity < 1 ? { ...b, opacity } : b);
  }
  if (neg)
    children.push(
      edgeRing(
        [255 - base[0], 255 - base[1], 255 - base[2]].every((c, j) => Math.abs(c - base[j]!) <= 1)
          ? [255, 255, 255]
          : [255 - base[0], 255 - base[1], 255 - base[2]],
      ),
    );
  if (depth + 1 < chain.length) {
    const { border: _b, ...inner } = subTile(level(chain, depth + 1, size * 0.5, hex, false), size, 0.5, BLACK, hex);
    children.push(inner);
  }
  return { w: size, h: size, color: rgb(base), children };
}

export function pictureRationalDive(input: readonly Value[], hex: boolean): SchemePicture {
  const x = input[0];
  const q =
    x instanceof BigRational
      ? x
      : typeof x === 'bigint'
        ? BigRational.of(x, 1n)
        : typeof x === 'number' && Number.isInteger(x)
          ? BigRational.of(BigInt(x), 1n)
          : null;
  if (!q || (q.den === 0n && q.num === 0n))
    return picture(
      { color: BLACK, image: 'radial-gradient(rgb(204, 0, 0), rgb(0, 0, 0))' },
      { textColor: 'rgb(255, 0, 0)', textShadow: 'rgb(136, 0, 0) 0px 0px 5px' },
      hex,
    );
  const count = Math.max(3, Math.min(1229, Math.floor(numParam(input[1], 168))));
  const neg = q.num < 0n;
  const num = neg ? -q.num : q.num;
  // Zero and the infinities are drawn as busy patterns: every pattern prime at ±2.
  const special = num === 0n || q.den === 0n;
  const busy = (sign: number): number[][] => [[0, 0, 0, ...Array.from({ length: 70 }, () => 2 * sign)]];
  let chain: number[][];
  if (special) chain = busy(num === 0n ? -1 : 1);
  else {
    const top = factorChain(num, count);
    const bottom = factorChain(q.den, count)[0] ?? [];
    const first = Array.from(
      { length: Math.max(top[0]?.length ?? 0, bottom.length) },
      (_, i) => (top[0]?.[i] ?? 0) - (bottom[i] ?? 0),
    );
    chain = [first, ...top.slice(1)];
  }
  const { w: _w, h: _h, ...box } = level(chain, 0, 1, hex, neg && !special);
  // −∞ keeps the edge ring of negatives, in the complement of its white base.
  const root: PictureBox =
    num === 0n
      ? { ...box, color: BLACK }
      : q.den === 0n
        ? { ...box, color: WHITE, children: [...(box.children ?? []), ...(neg ? [edgeRing([0, 0, 0])] : [])] }
        : box;
  const text =
    num === 0n
      ? { textColor: 'rgb(136, 136, 136)', textShadow: 'rgb(0, 0, 0) 0px 0px 5px' }
      : neg
        ? BLACK_TEXT
        : WHITE_TEXT;
  return picture(root, text, hex);
}
