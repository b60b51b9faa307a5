// "SQUART" (catalog §8): every exponent split into its upper and lower half; the upper-half number
// drawn as a full SQUARTSingle picture, the lower-half one over it fading in towards the bottom;
// the negative edge ring; the leftover chain in a 50 % sub-tile.
import type { Value } from '../../src/calc/values.ts';
import type { PictureBox, SchemePicture } from '../../src/plugins/picture.ts';
import { BLACK_TEXT, bigOf, edgeRing, factorChain, invert, numParam, picture, rcol, rgb, subTile, WHITE_TEXT } from './common.ts';
import { diveLevel, SQUART_TABLE, tableRgb, type Variant } from './dive.ts';

const SINGLE: Variant = { table: SQUART_TABLE, anti: false };
const FADE = 'linear-gradient(rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0) 25%, rgb(0, 0, 0) 75%)';

function level(chain: readonly (readonly number[])[], depth: number, size: number, hex: boolean, neg: boolean): PictureBox {
  const e = chain[depth] ?? [];
  const upper = e.map((x) => Math.ceil(x / 2));
  const lower = e.map((x) => Math.floor(x / 2));
  const top = diveLevel(SINGLE, [upper], 0, size, hex, false);
  const bottom = diveLevel(SINGLE, [lower], 0, size, hex, false);
  const children: PictureBox[] = [top, { ...bottom, mask: FADE }];
  if (neg) children.push(edgeRing(invert(tableRgb(SQUART_TABLE, lower))));
  if (depth + 1 < chain.length) {
    const inner = level(chain, depth + 1, size * 0.5, hex, false);
    children.push(subTile(inner, size, 0.5, rgb(rcol(tableRgb(SQUART_TABLE, upper))), hex));
  }
  return { w: size, h: size, color: 'rgb(0, 0, 0)', children };
}

export function pictureSquart(input: readonly Value[], hex: boolean): SchemePicture {
  const n = bigOf(input[0]);
  const count = Math.max(3, Math.min(1229, Math.floor(numParam(input[1], 168))));
  const neg = n < 0n;
  const { w: _w, h: _h, ...box } = level(factorChain(n, count), 0, 1, hex, neg);
  return picture(box, neg ? BLACK_TEXT : WHITE_TEXT, hex);
}
