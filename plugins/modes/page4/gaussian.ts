// Page 4, slot 8 — 16+16i, "Powers of 1 + i". A tile `[k, r]` is (1+i)^k · i^r: a power of 1 + i
// turned by a unit (r = 0…3 for 1, i, −1, −i). Two tiles of the same power merge when one is i
// times the other, and their sum is (1 + i) times the smaller-angled one: x + ix = (1 + i)x.
import {
  GaussianBigInt,
  type Value,
  defaultMode,
  type ModePlugin,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import { and, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optString, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { hsla, row, unless } from './looks.ts';

const K = '@This 0';
const R = '@This 1';

/** The Gaussian integer (1+i)^k · i^r of a tile. */
export function gaussianValue(k: Expr, r: Expr): Expr {
  return [[new GaussianBigInt(1n, 1n), '^GB', k], '*GB', [r, 'ipowGB']];
}

// The original's look: a radial gradient from a centre colour for the size (black, through purples,
// reds, golds, greens to pale blue) to a ring colour for the turn; light text on the dark sizes.
const CENTRES = [
  '#000000',
  '#040031',
  '#300049',
  '#49004d',
  '#6e0054',
  '#930139',
  '#bc1000',
  '#d15700',
  '#de9400',
  '#ffc400',
  '#ffff36',
  '#b6ff56',
  '#8aff78',
  '#94ffcd',
  '#aeffff',
  '#c9edff',
  '#e3e6ff',
];
const GAUSSIAN_RINGS = ['#ff0000', '#80ff00', '#00ffff', '#8000ff'];
const EISENSTEIN_RINGS = ['#ff0000', '#ffff00', '#00ff00', '#00ffff', '#0000ff', '#ff00ff'];

const ringed = (centre: Value, ring: Value): Expr => ['@radial-gradient', centre, 0, 60, ring];

/** Past the table: the centre's hue turns `hueStep`° per size, its lightness climbs in runs of 16. */
function formulaRow(text: Expr, hueStep: number, hue0: number, turns: number, light: string, dark: string): Value[] {
  const centre = hsla(
    [K, '*', hueStep, '-', hue0],
    [0.75, '^', [K, '-', 1, 'floor', 16, '/', 16], '*', 100],
    [K, '-', 1, '%', 16, '*', 5.75, '+', 10],
  );
  return row(
    true,
    text,
    ringed(centre, hsla([R, '*', 360 / turns], 100, 50)),
    unless(light, [K, '-', 1, '%', 16, '>', 7], dark),
  );
}

function gaussianTileTypes(text: Expr): Value[] {
  return [
    ...CENTRES.flatMap((centre, k) =>
      GAUSSIAN_RINGS.map((ring, r) => row([k, r], text, ringed(centre, ring), k < 10 ? '#fff8e3' : '#201806')),
    ),
    formulaRow(text, 29, 450, 4, '#fff8e3', '#201806'),
  ];
}

function eisensteinTileTypes(text: Expr): Value[] {
  return [
    ...EISENSTEIN_RINGS.map((ring, r) => row([0, r], text, ringed('#000000', ring), r % 2 ? '#fbe3ff' : '#ffffff')),
    formulaRow(text, 43, 370, 6, '#fbe3ff', '#20061d'),
  ];
}

/** The power that wins: (1+i)^9 = 16 + 16i, in any of its four turns. */
const WIN_POWER = 9;

const text: RulesText = {
  heading: 'Powers of 1 + i',
  title: '16+16i',
  paragraphs: [
    'Tiles are Gaussian integers: powers of 1 + i, each turned by 1, i, −1 or −i. The first tiles are 1, i, −1 and −i.',
    'Two tiles of the same size merge when one of them is i times the other: x and ix merge into x + ix = (1 + i)x. So 1 + i makes 1+1i, i + (−1) makes −1+1i, and 1+1i + (−1+1i) makes 2i. Opposite tiles (x and −x) never merge.',
    'A merge scores the norm of the new tile (2, 4, 8, …).',
    'New tiles come from a bag holding one each of 1, i, −1 and −i, refilled when empty.',
    'Make 16+16i, or any turn of it (−16+16i, −16−16i, 16−16i), to win.',
  ],
};

// The "Eisenstein" setting: ω = e^(2iπ/3) and u = 1 + ω = e^(iπ/3) turns by 60°. Tiles [k, r] are
// (2 + ω)^k · u^r, r = 0…5. x and ux merge into (1 + u)x = (2 + ω)x, the next tier; x and u²x merge
// into ux (1 + u² = u), which moves tiles around inside their tier.

/** a + bω for (2 + ω)^k · u^r (ω² = −1 − ω), as text. */
function eisensteinText(k: number, r: number): string {
  // The original writes this one unit without its 1 (every other coefficient 1 is shown: 1+1ω, -1ω).
  if (k === 0 && r === 4) return '-1-ω';
  let [a, b] = [1n, 0n];
  for (let i = 0; i < k; i++) [a, b] = [2n * a - b, a + b];
  for (let i = 0; i < r; i++) [a, b] = [a - b, a];
  if (b === 0n) return grouped(a);
  const w = `${grouped(b)}ω`;
  return a === 0n ? w : `${grouped(a)}${b > 0n ? '+' : ''}${w}`;
}

/** A coefficient as the original's abbreviation shows it: thousands separators from 10,000 on. */
function grouped(n: bigint): string {
  const digits = (n < 0n ? -n : n).toString();
  const text = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0n ? `-${text}` : text;
}

/** Texts of the Eisenstein tiles up to tier 40 (past it: the power written out). */
const EISENSTEIN_TEXTS: Value = [
  '@Literal',
  ...Array.from({ length: 41 * 6 }, (_, i) => eisensteinText(Math.floor(i / 6), i % 6)),
];

const eisensteinText0: Expr = [
  [EISENSTEIN_TEXTS, 'arr_elem', [K, '*', 6, '+', R]],
  '@if',
  [K, '>', 40],
  '2nd',
  ['(2+ω)^', '+', ['@This 0', 'String']],
  '@end-if',
];

const textEisenstein: RulesText = {
  heading: 'Powers of 2 + ω',
  title: '54 + 27ω',
  paragraphs: [
    'Tiles are Eisenstein integers a + bω (ω turns by 120°): powers of 2 + ω, each turned by one of the six units 1, 1+ω, ω, −1, −1−ω, −ω.',
    'Two tiles of the same size merge when one of them is 1+ω times the other (x + (1+ω)x = (2 + ω)x, the next tier) or ω times the other (x + ωx = (1+ω)x, a turn inside the tier).',
    'New tiles come from a bag holding one of each unit, refilled when empty.',
    'Make 54+27ω, or any turn of it, to win.',
  ],
};

/** 70 — 16+16i. */
export const mode16plus16i: ModePlugin = builtinMode({
  id: 'pc.16-16i',
  size: 5,
  name: '16+16i',
  description: 'Powers of 1 + i (Gaussian integers)',
  page: 4,
  category: 'Powers of 1 + i',
  rules: plainRules(text),
  options: [
    {
      id: 'units',
      label: 'Numbers',
      type: 'choice',
      default: 'gaussian',
      choices: [
        { value: 'gaussian', label: 'Gaussian: powers of 1 + i (16+16i)' },
        { value: 'eisenstein', label: 'Eisenstein: powers of 1 + ω (54+27ω)' },
      ],
    },
  ],
  recreates: [{ modeId: '70' }],
  optionsFromModeVars: (mv): OptionValues => (mv[0] === 1 ? { units: 'eisenstein' } : {}),
  build: (o) =>
    optString(o, 'units', 'gaussian') === 'eisenstein'
      ? defaultMode({
          width: 5,
          height: 5,
          tileNumAmount: 2,
          tileTypes: eisensteinTileTypes(eisensteinText0),
          mergeRules: [
            mergeRule({
              length: 2,
              cond: and([K, '=', '@Next 1 0'], [R, '+', 1, '%', 6, '=', '@Next 1 1']),
              ordered: false,
              outputs: [[[K, '+', 1], R]],
              score: [2, '^', K, '*', 2],
              flags: [false, true],
            }),
            mergeRule({
              length: 2,
              cond: and([K, '=', '@Next 1 0'], [R, '+', 2, '%', 6, '=', '@Next 1 1']),
              ordered: false,
              outputs: [[K, [R, '+', 1, '%', 6]]],
              score: 0,
              flags: [false, true],
            }),
          ],
          startTileSpawns: [['Box', 1, [0, 0], 1, [0, 1], 1, [0, 2], 1, [0, 3], 1, [0, 4], 1, [0, 5], 1]],
          winConditions: [0, 1, 2, 3, 4, 5].map((r): Value => [7, r]),
          winRequirement: 1,
          gameplayRulesText: gameplayRules(textEisenstein),
          tileValueFunction: [2, '^', K],
          mergeResultKnownLevel: 2,
          knownMergeMaxLength: 2,
          knownMergeLookbackDistance: 0,
        })
      : defaultMode({
          width: 5,
          height: 5,
          tileNumAmount: 2,
          tileTypes: gaussianTileTypes(gaussianValue(K, R)),
          mergeRules: [
            mergeRule({
              length: 2,
              // Either order: the tile ahead is i times the moving one.
              cond: and([K, '=', '@Next 1 0'], [R, '+', 1, 'mod', 4, '=', '@Next 1 1']),
              ordered: false,
              outputs: [[[K, '+', 1], R]],
              score: [2, '^', [K, '+', 1]],
            }),
          ],
          startTileSpawns: [['Box', 1, [0, 0], 1, [0, 1], 1, [0, 2], 1, [0, 3], 1]],
          winConditions: [0, 1, 2, 3].map((r): Value => [WIN_POWER, r]),
          winRequirement: 1,
          gameplayRulesText: gameplayRules(text),
          tileValueFunction: [2, '^', K],
          mergeResultKnownLevel: 2,
          knownMergeMaxLength: 2,
          knownMergeLookbackDistance: 0,
        }),
});
