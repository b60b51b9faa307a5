// "3069" and "Odds-Only 3069" (catalog §7): one flat band per distinct prime factor, smallest on
// top; hue by the prime's index (doubling blocks of hues), lightness by its exponent; the leftover
// chain in a 60 % sub-tile.
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import { bigOf, factorChain, hsl, numParam, picture, rgb, subTile, type RGB } from './common.ts';

/** Hue and saturation of the prime of index i (0 = 2) in 3069's blocks: 3 hues, then 3·2^k per block. */
function hueOf(i: number): { h: number; s: number } {
  if (i < 3) return { h: i * 120, s: 100 };
  let k = 0;
  while (3 * 2 ** (k + 1) <= i) k++;
  const start = 3 * 2 ** k;
  return { h: ((i - start + 0.5) * 360) / start, s: k < 3 ? 100 : Math.pow(0.875, k - 2) * 100 };
}

function band(i: number, e: number, odds: boolean, neg: boolean): RGB {
  let l = 100 - 90 * Math.pow(0.8, e);
  let h: number;
  let s: number;
  if (odds) {
    l = 100 - l;
    const j = i - 1;
    if (j < 0) {
      h = 0;
      s = 0;
    } else {
      ({ h, s } = hueOf(j));
      h += j < 3 ? 60 : j < 6 ? -60 : 180;
    }
  } else ({ h, s } = hueOf(i));
  if (neg) {
    h += 180;
    l = 100 - l;
  }
  return hsl(h, s, l);
}

function bands(e: readonly number[], odds: boolean, neg: boolean): string {
  const stops: string[] = [];
  e.forEach((x, i) => {
    if (x > 0) {
      const c = rgb(band(i, x, odds, neg));
      stops.push(c, c);
    }
  });
  if (stops.length === 0) {
    const c = odds ? 'rgb(221, 221, 221)' : 'rgb(68, 68, 68)';
    stops.push(c, c);
  }
  return `linear-gradient(${stops.join(', ')})`;
}

function level(
  chain: readonly (readonly number[])[],
  depth: number,
  size: number,
  odds: boolean,
  neg: boolean,
  hex: boolean,
): PictureBox {
  const children: PictureBox[] = [];
  if (depth + 1 < chain.length)
    children.push(
      subTile(
        level(chain, depth + 1, size * 0.6, odds, false, hex),
        size,
        0.6,
        odds ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)',
        hex,
      ),
    );
  return { w: size, h: size, color: 'rgb(0, 0, 0)', image: bands(chain[depth] ?? [], odds, neg), children };
}

export function picture3069(odds: boolean): (input: readonly Value[], hex: boolean) => SchemePicture {
  return (input, hex) => {
    const n = bigOf(input[0]);
    const none = { textShadow: 'none' };
    if (n === 0n) return picture({ color: 'rgb(136, 136, 136)' }, { textColor: 'rgb(68, 68, 68)', ...none }, hex);
    const count = Math.max(1, Math.min(1229, Math.floor(numParam(input[1], 1229))));
    const neg = n < 0n;
    const { w: _w, h: _h, ...box } = level(factorChain(n, count), 0, 1, odds, neg, hex);
    const light = odds ? !neg : neg;
    return picture(box, { textColor: light ? 'rgb(255, 255, 255)' : 'rgb(0, 0, 0)', ...none }, hex);
  };
}
