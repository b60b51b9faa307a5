// "Turatin" (catalog §9): per chain level a "twos" layer coloured by the exponent of 2 and a
// "higher" layer coloured by the exponents of 3, 5, 7 with cones for triples of primes from 11,
// stacked in shrinking radial masks; four notches for negatives.
import type { Value, PictureBox, SchemePicture } from '../../src/plugins/kit.ts';
import {
  BLACK_TEXT,
  bigOf,
  factorChain,
  hsl,
  invert,
  picture,
  rcol,
  rgb,
  toHsl,
  WHITE_TEXT,
  type RGB,
} from './common.ts';

const TWOS = [
  'ffffff',
  'ffe4b8',
  'ffc76c',
  'ff9d00',
  'ff6f00',
  'ff3300',
  'ff0051',
  'fff8ae',
  'fff26b',
  'ffea00',
  'd4c300',
  'a39600',
  'f6b9ff',
  'eb75fd',
  'e229ff',
  'b200ce',
  '770089',
  '635ef5',
  '2c26e1',
  '120e93',
];
const CONE_CENTRES = [0, 180, 90, 270, 35, 55, 125, 145, 215, 235, 305, 325];

function twosColour(e: number): RGB {
  const h = TWOS[e];
  if (h) return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
  return hsl(175 + 38 * (e - 20), 100, 34.12 * Math.pow(0.95, e - 20));
}

/** Turatin RGB of the exponents of 3, 5, 7, hue turned by 60°. */
function higherColour(e3: number, e5: number, e7: number): RGB {
  const ch = (e: number): number => (255 * (3 ** e - 2 ** e)) / 3 ** e;
  const [h, s, l] = toHsl([ch(e3), ch(e5), ch(e7)]);
  return hsl(h + 60, s, l);
}

function innerColour(e: readonly number[]): RGB {
  const ch = (x: number): number => (255 * (2 ** x - 1)) / 2 ** x;
  return [ch(e[0] ?? 0), ch(e[1] ?? 0), ch(e[2] ?? 0)];
}

function n(x: number): string {
  return `${+x.toFixed(4)}deg`;
}

function cone(centre: number, width: number, colour: string, edge: string): string {
  const q = width / 4;
  const h = width / 2;
  if (centre === 0)
    return `conic-gradient(${colour} 0deg, ${colour} ${n(q)}, ${edge} ${n(h)}, rgba(0, 0, 0, 0) ${n(h)}, rgba(0, 0, 0, 0) ${n(360 - h)}, ${edge} ${n(360 - h)}, ${colour} ${n(360 - q)}, ${colour} 360deg)`;
  return `conic-gradient(rgba(0, 0, 0, 0) 0deg, rgba(0, 0, 0, 0) ${n(centre - h)}, ${edge} ${n(centre - h)}, ${colour} ${n(centre - q)}, ${colour} ${n(centre + q)}, ${edge} ${n(centre + h)}, rgba(0, 0, 0, 0) ${n(centre + h)})`;
}

/** Radial mask radii (clear from → to, %) of level k's twos and higher layers. */
function radii(k: number): { twos: [number, number] | null; higher: [number, number] } {
  if (k === 0) return { twos: null, higher: [50, 75] };
  const s = Math.pow(0.6, k - 1);
  return { twos: [33.3333 * s, 40 * s], higher: [20 * s, 33.3333 * s] };
}

const mask = (r: [number, number]): string =>
  `radial-gradient(rgb(0, 0, 0) 0%, rgb(0, 0, 0) ${+r[0].toFixed(4)}%, rgba(0, 0, 0, 0) ${+r[1].toFixed(4)}%)`;

export function pictureTuratin(input: readonly Value[], hex: boolean): SchemePicture {
  const v = bigOf(input[0]);
  if (v === 0n)
    return picture(
      { color: 'rgb(68, 68, 68)' },
      { textColor: 'rgb(136, 136, 136)', textShadow: 'rgb(34, 34, 34) 0px 0px 5px' },
      hex,
    );
  const neg = v < 0n;
  const chain = factorChain(v, 40);
  const children: PictureBox[] = [];
  chain.forEach((e, k) => {
    const r = radii(k);
    const twos = twosColour(e[0] ?? 0);
    const notches: PictureBox[] = [];
    if (neg && k === 0) {
      const c = rgb(invert(twos));
      const stops = [40, 130, 220, 310]
        .map((a) => `rgba(0, 0, 0, 0) ${a}deg, ${c} ${a}deg, ${c} ${a + 10}deg, rgba(0, 0, 0, 0) ${a + 10}deg`)
        .join(', ');
      notches.push({ image: `conic-gradient(rgba(0, 0, 0, 0) 0deg, ${stops}, rgba(0, 0, 0, 0) 360deg)` });
    }
    children.push({
      color: rgb(twos),
      ...(r.twos ? { mask: mask(r.twos) } : {}),
      ...(notches.length ? { children: notches } : {}),
    });
    const base = higherColour(e[1] ?? 0, e[2] ?? 0, e[3] ?? 0);
    const edge = rgb(rcol(base));
    const cones: PictureBox[] = [];
    for (let g = 0; 4 + 3 * g < e.length && g < CONE_CENTRES.length; g++) {
      const triple = e.slice(4 + 3 * g, 7 + 3 * g);
      if (triple.every((x) => x === 0)) continue;
      cones.push({ image: cone(CONE_CENTRES[g]!, g < 4 ? 35 : 15, rgb(innerColour(triple)), edge) });
    }
    children.push({ color: rgb(base), mask: mask(r.higher), ...(cones.length ? { children: cones } : {}) });
  });
  return picture({ color: 'rgb(0, 0, 0)', children }, neg ? BLACK_TEXT : WHITE_TEXT, hex);
}
