// "Bitwise 2048" (catalog §11): |v| written in base b; one flat band per non-zero digit, most
// significant on top, coloured by the digit and its power; negatives turned 180° and darkened.
import type { Value, SchemePicture } from '../../src/plugins/kit.ts';
import { bigOf, hsl, numParam, picture, rgb } from './common.ts';

/** Bands beyond this many digits are not drawn (a band would be under a pixel tall). */
const MAX_DIGITS = 4096;

export function pictureBitwise(input: readonly Value[], hex: boolean): SchemePicture {
  const n = bigOf(input[0]);
  const b = Math.max(2, Math.min(1 << 16, Math.floor(numParam(input[1], 2))));
  if (n === 0n) return picture({ color: 'rgb(0, 0, 0)' }, { textColor: 'rgb(136, 136, 136)', textShadow: 'none' }, hex);
  const neg = n < 0n;
  let v = neg ? -n : n;
  const digits: number[] = [];
  const big = BigInt(b);
  while (v > 0n && digits.length < MAX_DIGITS) {
    digits.push(Number(v % big));
    v /= big;
  }
  const lb = Math.log2(b);
  const stops: string[] = [];
  for (let k = digits.length - 1; k >= 0; k--) {
    const d = digits[k]!;
    if (d === 0) continue;
    let h = (b - 2) * 222.49223595 + 26.5 * k * lb;
    let l = 80 - 8 * ((k * lb) % 8);
    if (neg) {
      h += 180;
      l = 100 - l;
    }
    const c = rgb(hsl(h, (d / (b - 1)) * 100, l));
    stops.push(c, c, c);
  }
  return picture(
    { color: 'rgb(0, 0, 0)', image: `linear-gradient(${stops.join(', ')})` },
    { textColor: neg ? 'rgb(255, 255, 255)' : 'rgb(0, 0, 0)', textShadow: 'none' },
    hex,
  );
}
