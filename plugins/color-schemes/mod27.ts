// "mod 27" (catalog §2): a two-stop gradient of a colour cycling with the value (u = v − 2); 1 is a
// darkened rainbow; negatives turned 180° with lightness inverted. Values from 40,000 up get T + 1
// stops (T = ⌊log₂₀₀ v⌋), see tierStops.
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

/** The cycle repeats every 1,560,000 steps (hue 360 / 55.623 = 120000 / 18541, saturation 52, value 200). */
const PERIOD = 1560000n;
const MAX_STOPS = 256;

/**
 * The stops of a value v ≥ 40,000, top to bottom, as cycle positions: with T = ⌊log₂₀₀ v⌋ and
 * U = v − 200^T, stop 0 is U and stop j (1 ≤ j ≤ T) is U − ⌊U / 200^j⌋, plus 1 on odd j (the zebra).
 * Matches the original's CSS exactly below 2^53 (40000, 40005, 10^12); for 10^30 stop 0 and the
 * saturation and value of every stop match, the hue of the others does not.
 */
export function tierStops(v: bigint): number[] {
  // T from the bit length (an underestimate), then corrected upward.
  let tiers = Math.max(0, Math.floor(((v.toString(2).length - 1) * Math.LN2) / Math.log(200)) - 1);
  let top = 200n ** BigInt(tiers);
  while (top * 200n <= v) {
    top *= 200n;
    tiers++;
  }
  const rest = v - top;
  const stops: number[] = [];
  let unit = 1n;
  // A bounded picture: past 256 stops (values beyond 10^588) the rest are left out.
  for (let j = 0; j <= Math.min(tiers, MAX_STOPS - 1); j++) {
    const u = rest - (j === 0 ? 0n : rest / unit) + BigInt(j % 2);
    // Reduced exactly: the original's first stop of 10^30 is the exact colour of U (a float of U is not).
    stops.push(Number(u % PERIOD));
    unit *= 200n;
  }
  return stops;
}

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
    colours = tierStops(v).map((u) => fix(cycle(u)));
  }
  return picture({ color: 'rgb(0, 0, 0)', image: `linear-gradient(${dir}${colours.join(', ')})` }, text, hex);
}
