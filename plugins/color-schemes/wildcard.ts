// "Wildcard 2048" (catalog §1): the possibilities bitmask split into powers of two, each a vertical
// stripe (smallest on the left) in the classic palette extended beyond 2^19; negatives inverted.
import type { Value, SchemePicture } from '../../src/plugins/kit.ts';
import { bigOf, hsl, invert, picture, rgb, type RGB } from './common.ts';

const PALETTE = [
  '89817b',
  'aa937f',
  'c69d79',
  'f2b179',
  'f59563',
  'f67c5f',
  'f65e3b',
  'edcf72',
  'edcc61',
  'edc850',
  'edc53f',
  'edc22e',
  'f29eff',
  'eb75fd',
  'e53bff',
  'bd00db',
  '770089',
  '534de8',
  '2922e1',
  '0a05b6',
];
/** Stripes beyond this many are not drawn separately (each would be under a pixel wide). */
const MAX_PARTS = 512;

function hex(s: string): RGB {
  return [parseInt(s.slice(0, 2), 16), parseInt(s.slice(2, 4), 16), parseInt(s.slice(4, 6), 16)];
}

/** The colour of the part 2^k. */
function partColour(k: number): RGB {
  return k < PALETTE.length ? hex(PALETTE[k]!) : hsl(520 - 15 * k, 100, 36 * Math.pow(0.9, k - 20));
}

export function pictureWildcard(input: readonly Value[], hexGrid: boolean): SchemePicture {
  const n = bigOf(input[0]);
  const neg = n < 0n;
  let v = neg ? -n : n;
  const colours: RGB[] = [];
  for (let k = 0; v > 0n && colours.length < MAX_PARTS; k++, v >>= 1n) if (v & 1n) colours.push(partColour(k));
  const text = { textColor: neg ? 'rgb(6, 9, 13)' : 'rgb(249, 246, 242)', textShadow: 'none' };
  if (colours.length === 0) {
    colours.push([255, 255, 255]);
    text.textColor = 'rgb(128, 128, 128)';
  }
  // On hexagonal grids the stripes share the hexagon's width.
  const from = hexGrid ? 6.69873 : 0;
  const to = hexGrid ? 93.3013 : 100;
  const stops: string[] = [];
  colours.forEach((c0, i) => {
    const c = rgb(neg ? invert(c0) : c0);
    const a = from + ((to - from) * i) / colours.length;
    const b = from + ((to - from) * (i + 1)) / colours.length;
    stops.push(`${c} ${+a.toFixed(4)}%`, `${c} ${+b.toFixed(4)}%`);
  });
  return picture({ color: 'rgb(0, 0, 0)', image: `linear-gradient(90deg, ${stops.join(', ')})` }, text, hexGrid);
}
