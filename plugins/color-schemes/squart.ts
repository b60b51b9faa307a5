// "SQUART" (catalog §8): every exponent split into its upper and lower half; the upper-half number
// drawn as a full SQUARTSingle picture, the lower-half one over it fading in towards the bottom;
// the negative edge ring; the leftover chain in a 50 % sub-tile.
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import {
  BLACK_TEXT,
  bigOf,
  edgeRing,
  factorChain,
  invert,
  numParam,
  picture,
  rcol,
  rgb,
  subTile,
  WHITE_TEXT,
  type RGB,
} from './common.ts';
import { diveLevel, SQUART_TABLE, tableRgb, type Variant } from './dive.ts';
import { locefColour, locefLevel } from './locef.ts';

const SINGLE: Variant = { table: SQUART_TABLE, anti: false };
const ZERO: readonly number[] = [5, 3, 2, ...Array.from({ length: 70 }, () => 2)];
const FADE = 'linear-gradient(rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0) 25%, rgb(0, 0, 0) 75%)';

/** The notches of negative Three-Tile SQUART tiles: eight soft dark marks around the centre. */
const NOTCHES: PictureBox = {
  image:
    'repeating-conic-gradient(rgba(0, 0, 0, 0) 0deg, rgba(0, 0, 0, 0) 35deg, rgba(0, 0, 0, 0.75) 45deg, rgba(0, 0, 0, 0) 55deg, rgba(0, 0, 0, 0) 90deg)',
};

interface Halves {
  /** One half's picture (a full box of `size`). */
  piece(e: readonly number[], size: number, hex: boolean): PictureBox;
  /** Its base colour. */
  colour(e: readonly number[]): RGB;
  /** The negative marking, given the lower half's colour. */
  negative(lower: RGB): PictureBox;
}

const SQUART: Halves = {
  piece: (e, size, hex) => diveLevel(SINGLE, [e], 0, size, hex, false),
  colour: (e) => tableRgb(SQUART_TABLE, e),
  negative: (lower) => edgeRing(invert(lower)),
};

const THREE_TILE: Halves = {
  piece: (e, size, hex) => locefLevel([e], 0, size, hex, false, 1.5),
  colour: (e) => locefColour(e[1] ?? 0, e[2] ?? 0, e[3] ?? 0, 1.5),
  negative: () => NOTCHES,
};

function level(
  h: Halves,
  chain: readonly (readonly number[])[],
  depth: number,
  size: number,
  hex: boolean,
  neg: boolean,
): PictureBox {
  const e = chain[depth] ?? [];
  const upper = e.map((x) => Math.ceil(x / 2));
  const lower = e.map((x) => Math.floor(x / 2));
  const children: PictureBox[] = [h.piece(upper, size, hex), { ...h.piece(lower, size, hex), mask: FADE }];
  if (neg) children.push(h.negative(h.colour(lower)));
  if (depth + 1 < chain.length) {
    const inner = level(h, chain, depth + 1, size * 0.5, hex, false);
    children.push(subTile(inner, size, 0.5, rgb(rcol(h.colour(upper))), hex));
  }
  return { w: size, h: size, color: 'rgb(0, 0, 0)', children };
}

function pictureHalves(
  h: Halves,
  text: { pos: typeof WHITE_TEXT | typeof BLACK_TEXT; neg: typeof WHITE_TEXT | typeof BLACK_TEXT },
): (input: readonly Value[], hex: boolean) => SchemePicture {
  return (input, hex) => {
    const n = bigOf(input[0]);
    const count = Math.max(4, Math.min(1229, Math.floor(numParam(input[1], 168))));
    const neg = n < 0n;
    if (n === 0n) {
      // Zero is one whole piece (no halves) at the tables' top exponents with seventy more primes at 2.
      const { w: _w, h: _h, ...piece } = h.piece(ZERO, 1, hex);
      return picture({ color: 'rgb(0, 0, 0)', children: [piece] }, text.pos, hex);
    }
    const { w: _w, h: _h, ...box } = level(h, factorChain(n, count), 0, 1, hex, neg);
    return picture(box, neg ? text.neg : text.pos, hex);
  };
}

export const pictureSquart = pictureHalves(SQUART, { pos: WHITE_TEXT, neg: BLACK_TEXT });
/** "Three-Tile SQUART": the same split drawn with Three-Tile SQUARTSingle (LOCEF-style) halves. */
export const pictureThreeTileSquart = pictureHalves(THREE_TILE, { pos: BLACK_TEXT, neg: WHITE_TEXT });
