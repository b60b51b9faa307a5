// "mod 27" (catalog §2): a two-stop gradient of a colour cycling with the value (u = v − 2); 1 is a
// darkened rainbow; negatives turned 180° with lightness inverted. Values from 40,000 up get one
// colour per base-200 digit (the original's zebra tiers; approximate, as the catalog says).
import type { Value, SchemePicture } from '../../src/plugins/kit.ts';
import { bigOf, hsv, invert, numParam, picture, rgb, type RGB } from './common.ts';

function cycle(u: number): RGB {
  const sat = Math.abs(((u / 13) % 4) - 2) * 35 + 30;
  const val = Math.abs(((u / 50) % 4) - 2) * 25 + 50;
  return hsv(55.623 * u, sat, val);
}

const RAINBOW: readonly RGB[] = [
  [255, 0, 0],
  [255, 255, 0],
  [0, 255, 0],
  [0, 255, 255],
  [0, 0, 255],
  [255, 0, 255],
  [255, 0, 0],
];

export function pictureMod27(input: readonly Value[], hex: boolean): SchemePicture {
  const n = bigOf(input[0]);
  const angle = numParam(input[1], 180);
  const rainbow = input[2] === undefined ? true : input[2] !== false && input[2] !== 0;
  if (n === 0n)
    return picture({ color: 'rgb(68, 68, 68)' }, { textColor: 'rgb(255, 255, 255)', textShadow: 'none' }, hex);
  const neg = n < 0n;
  const text = { textColor: neg ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)', textShadow: 'none' };
  const fix = (c: RGB): string => rgb(neg ? invert(c) : c);
  const v = neg ? -n : n;
  if (v === 1n) {
    if (!rainbow) return picture({ color: fix([0, 0, 0]) }, text, hex);
    const dark = neg
      ? 'radial-gradient(rgb(255, 255, 255), rgba(255, 255, 255, 0.533))'
      : 'radial-gradient(rgb(0, 0, 0), rgba(0, 0, 0, 0.533))';
    return picture(
      { color: 'rgb(0, 0, 0)', image: `${dark}, conic-gradient(${RAINBOW.map(fix).join(', ')})` },
      text,
      hex,
    );
  }
  const dir = angle === 180 ? '' : `${angle}deg, `;
  let colours: string[];
  if (v < 40000n) {
    const u = Number(v) - 2;
    colours = [fix(cycle(u)), fix(cycle(0.995 * u))];
  } else {
    const digits: number[] = [];
    for (let x = v; x > 0n && digits.length < 256; x /= 200n) digits.unshift(Number(x % 200n));
    colours = digits.map((d, i) => fix(cycle(d + 200 * (digits.length - 1 - i))));
  }
  return picture({ color: 'rgb(0, 0, 0)', image: `linear-gradient(${dir}${colours.join(', ')})` }, text, hex);
}
