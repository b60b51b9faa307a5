// "1321" (catalog §3): a flat colour from the power of two and the odd part.
import type { Value, SchemePicture } from '../../src/plugins/kit.ts';
import { bigOf, hsl, log2Big, numParam, picture, rgb } from './common.ts';

export function picture1321(input: readonly Value[], hex: boolean): SchemePicture {
  const n = bigOf(input[0]);
  const speed = numParam(input[1], 1);
  const start = numParam(input[2], 0);
  const dark = (c: string): { textColor: string; textShadow: string } => ({ textColor: c, textShadow: 'none' });
  if (n === 0n) return picture({ color: 'rgb(128, 128, 128)' }, dark('rgb(47, 51, 47)'), hex);
  const neg = n < 0n;
  let o = neg ? -n : n;
  let p = 0;
  while ((o & 1n) === 0n) {
    o >>= 1n;
    p++;
  }
  const s = p * speed + start;
  const lo2 = log2Big(o);
  let hue = (log2Big(o + 15n) - 4) * 300;
  const sat = Math.pow(0.85, lo2) * 100;
  let light = s < 4.8 ? 90 - (100 / 12) * s : 50 * Math.pow(0.85, s - 4.8);
  if (o === 1n && p === 0) light = 100;
  if (neg) {
    hue += 180;
    light = 100 - light;
  }
  const text = neg
    ? light >= 50
      ? 'rgb(33, 17, 34)'
      : 'rgb(208, 204, 208)'
    : light >= 50
      ? 'rgb(47, 51, 47)'
      : 'rgb(222, 238, 221)';
  return picture({ color: rgb(hsl(hue, sat, light)) }, dark(text), hex);
}
