// Page 2, slots 21–24: "Ratio-Fill" modes. A tile `[t, boxes, v]` holds its value v (a BigInt), the
// tier t it has reached, and one box per allowed ratio. Small tiles first add up to the base B
// (tier 1). From then on a tier tile V grows by merging with a partner sum S in one of its unused
// ratios (V + V/r, or with two partners V + 2V/(2i+1), …); each fill ticks a box, and when the
// last box is filled the tile has grown exactly B-fold and moves to the next tier with fresh boxes.
//
// Game variable 0 is the game's scratch pad, as in the original (it shows in the recorded games):
// each time a fill is checked it holds the ratio examined — the exact fraction, or, when that is
// whole, the box it points to (a BigInt).
import {
  BigRational,
  type Value,
  defaultMode,
  type ModePlugin,
  type OptionSpec,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import { and, or, slotRef, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import { type Colour, hsla, hsva, tierColour } from './looks.ts';

const big = (n: number | bigint): bigint => BigInt(n);
const SCRATCH = '@GVar 0';

/** Component `k` of merge slot `slot`: 0 tier, 1 boxes, 2 value. */
const tier = (slot: number): string => slotRef(slot, 0);
const boxes = (slot: number): string => slotRef(slot, 1);
const value = (slot: number): string => slotRef(slot, 2);

/** Exact sum of the values of slots `from…to` (BigInt), and the same as a score (number). */
function sumOf(slots: readonly number[]): Expr {
  const out: Value[] = [value(slots[0]!)];
  for (const s of slots.slice(1)) out.push('+B', value(s));
  return out;
}
function scoreOf(slots: readonly number[]): Expr {
  const out: Value[] = [value(slots[0]!)];
  for (const s of slots.slice(1)) out.push('+', value(s));
  return out;
}

const allBig = (slots: readonly number[]): Expr[] => slots.map((s) => [value(s), 'typeof', '=', 'bigint']);
const filledCount = (slot: number): Expr => [boxes(slot), 'arr_reduce', 0, ['+', '@Var -1']];
const firstFree = (slot: number): Expr => [boxes(slot), 'arr_indexOf', false];
const freshBoxes = (n: number): Expr => [['@Literal'], '@repeat', n, 'arr_push', false, '@end-repeat'];

/**
 * How a fill is measured. The partners of the tier tile sum to S; q = k·V/S must be a whole
 * number (odd, if `odd`), and the box it fills is (q − a) / m.
 */
interface FillMeasure {
  k: 1 | 2;
  a: number;
  m: 1 | 2;
  odd?: boolean;
}

/** Partners (slots before the tier tile) and the tier tile's slot. */
interface FillShape {
  partners: number[];
  tile: number;
}

function shapeOf(length: number): FillShape {
  return { partners: Array.from({ length: length - 1 }, (_, i) => i), tile: length - 1 };
}

/** The partners are no larger than the tier tile (the "largest tile" check). */
function largestChecks(s: FillShape): Expr[] {
  return s.partners.map((p) => [value(p), '<=', value(s.tile)]);
}

/** q·S = k·V·… written as S × (the factor of the box) / k = V, for the last free box. */
function lastFillEquation(s: FillShape, f: FillMeasure): Expr {
  const factor: Expr = [firstFree(s.tile), '*B', big(f.m), '+B', big(f.a)];
  const lhs: Value[] = [...(sumOf(s.partners) as Value[]), '*B', factor];
  if (f.k === 2) lhs.push('/B', big(2));
  return [lhs, '=', value(s.tile)];
}

/**
 * Fills the last free box: the tile moves to the next tier with fresh boxes. `exact` makes sure
 * the division by 2 in the equation is exact.
 */
function lastFillRule(
  n: number,
  s: FillShape,
  f: FillMeasure,
  largest: boolean,
  exact: Expr[],
  extra: Expr[] = [],
): Value[] {
  const slots = [...s.partners, s.tile];
  return mergeRule({
    length: slots.length,
    cond: and(
      ...(slots.length > 2 || f.k === 2 ? allBig(slots) : []),
      [filledCount(s.tile), '=', n - 1],
      ...(largest ? [and(...largestChecks(s))] : []),
      ...exact,
      lastFillEquation(s, f),
      ...extra,
    ),
    ordered: false,
    outputs: [[[tier(s.tile), '+', 1], freshBoxes(n), sumOf(slots)]],
    score: scoreOf(slots),
    flags: slots.map((_, j) => j > 0),
  });
}

/**
 * Records the ratio in the scratch variable and tests it: `false` unless it names a free box, in
 * which case the scratch variable holds that box's index.
 */
function measuredFill(n: number, s: FillShape, f: FillMeasure, largest: boolean): Expr {
  const slots = [...s.partners, s.tile];
  const sum = s.partners.length === 1 ? value(s.partners[0]!) : sumOf(s.partners);
  const q: Value[] = [value(s.tile), '/BR', sum];
  if (f.k === 2) q.push('*BR', big(2));
  const wrongKind: Expr[] = [
    ...(largest ? s.partners.map((p) => [value(p), '>', value(s.tile)] as Expr) : []),
    ...slots.map((sl) => [value(sl), 'typeof', '!=', 'bigint'] as Expr),
  ];
  const notWhole: Expr = [SCRATCH, 'modBR', big(f.odd ? 2 : 1), '!=', BigRational.of(f.odd ? 1n : 0n)];
  const index: Value[] = [SCRATCH, 'BigInt', '-B', big(f.a)];
  if (f.m === 2) index.push('/B', big(2));
  return [
    false,
    '@edit_gvar',
    0,
    q,
    '@if',
    or(...wrongKind, notWhole),
    '2nd',
    false,
    '@end-if',
    '@else',
    '@edit_gvar',
    0,
    index,
    '2nd',
    and([SCRATCH, '>', big(-1)], [SCRATCH, '<', big(n)], [boxes(s.tile), 'arr_elem', SCRATCH, '!']),
    '@end-else',
  ];
}

/** Fills the box the ratio points to. */
function fillRule(
  n: number,
  s: FillShape,
  f: FillMeasure,
  largest: boolean,
  cond: (measured: Expr) => Expr = (m) => m,
): Value[] {
  const slots = [...s.partners, s.tile];
  return mergeRule({
    length: slots.length,
    cond: cond(measuredFill(n, s, f, largest)),
    ordered: false,
    outputs: [[tier(s.tile), [boxes(s.tile), 'arr_edit_elem', SCRATCH, true], sumOf(slots)]],
    score: scoreOf(slots),
    flags: slots.map((_, j) => j > 0),
  });
}

/** Below the base, small tiles add up; reaching the base makes the first tier tile. */
function climbRules(n: number, base: number, length: number, divides: boolean, completeScore: number): Value[] {
  const slots = Array.from({ length }, (_, i) => i);
  const kinds = length > 2 ? allBig(slots) : [];
  const div = divides ? slots.slice(1).map((s) => [value(0), '%B', value(s), '=', big(0)] as Expr) : [];
  const flags = slots.map((_, j) => j > 0);
  return [
    mergeRule({
      length,
      cond: and(...kinds, [sumOf(slots), '<', big(base)], ...div),
      ordered: false,
      outputs: [[0, boxes(0), sumOf(slots)]],
      score: scoreOf(slots),
      flags,
    }),
    mergeRule({
      length,
      cond: and(...kinds, [sumOf(slots), '=', big(base)], ...div),
      ordered: false,
      outputs: [[1, ['@Literal', ...Array<boolean>(n).fill(false)], big(base)]],
      score: completeScore,
      flags,
    }),
  ];
}

/** The original's colours of a ratio-fill mode. */
interface RatioLook {
  /** Tiles of a value below `below` (the spawns) are plain, coloured by their value. */
  readonly small?: { readonly below: bigint; readonly background: Colour; readonly text: string };
  /** Colours per level `@This 0`, then a formula. */
  readonly table: readonly string[];
  readonly beyond: Colour;
  readonly text: Colour;
}

/** Tile look: the original's colours, with our stripe per box (light once filled) on the levelled tiles. */
function ratioTileTypes(n: number, look: RatioLook): Value[] {
  const stripe = (i: number): Value => [
    'PrimeImage',
    ['@HSLA', Math.round((360 * i) / n), 75, [40, '@if', ['@This 1', 'arr_elem', i], '2nd', 82, '@end-if'], 1],
    'none',
    100 / n,
    12,
    (100 * i) / n,
    88,
  ];
  const main: Value[] = [true, '@This 2', tierColour('@This 0', look.table, look.beyond), look.text, 'none', 0, 0];
  for (let i = 0; i < n; i++) main.push(stripe(i));
  const small = look.small;
  return [
    ...(small ? [[['@This 2', '<', small.below], '@This 2', small.background, small.text, 'none', 0, 0]] : []),
    main,
  ];
}

/** Grey small tiles, lighter for smaller values. */
function greySmall(below: bigint, text: string): RatioLook['small'] {
  return { below, background: hsla(0, 0, ['@This 2', '*', -15, '+', 115]), text };
}

interface RatioFillSpec {
  id: string;
  modeId: string;
  name: string;
  paragraphs: string[];
  base: number;
  boxes: number;
  look: RatioLook;
  size: number;
  spawns: [[number, boolean, number], number][];
  win: number;
  largestOption: boolean;
  rules: (largest: boolean) => Value[];
  knownMergeMaxLength: number;
  knownMergeLookbackDistance: number;
}

const LARGEST_OPTION: OptionSpec = {
  id: 'largestFilled',
  label: 'The filled tile must be the largest',
  type: 'boolean',
  default: true,
  help: 'Off: the older rules, where any tile of the merge may be the one filled.',
};

function ratioFillMode(s: RatioFillSpec): ModePlugin {
  const text: RulesText = {
    heading: 'Ratio-Fill',
    title: s.name,
    paragraphs: [
      ...s.paragraphs,
      `Spawns: ${spawnText(s.spawns.map(([[, , v], w]) => ({ label: String(v), weight: w })))}.`,
      `Make a ${s.win} tile to win.`,
    ],
  };
  const tile = ([t, filled, v]: [number, boolean, number]): Value => [
    t,
    ['@Literal', ...Array<boolean>(s.boxes).fill(filled)],
    big(v),
  ];
  return builtinMode({
    id: s.id,
    size: s.size,
    name: s.name,
    description: `Ratio-Fill: every tier multiplies by ${s.base}`,
    page: 2,
    category: 'Ratio-Fill',
    rules: plainRules(text),
    options: s.largestOption ? [LARGEST_OPTION] : [],
    recreates: [{ modeId: s.modeId, ...(s.largestOption ? { options: { largestFilled: true } } : {}) }],
    optionsFromModeVars: (mv): OptionValues => (s.largestOption ? { largestFilled: mv[0] !== false } : {}),
    build: (o) =>
      defaultMode({
        width: s.size,
        height: s.size,
        tileNumAmount: 3,
        tileTypes: ratioTileTypes(s.boxes, s.look),
        mergeRules: s.rules(s.largestOption ? optBool(o, 'largestFilled', true) : false),
        startTileSpawns: s.spawns.map(([t, w]) => [tile(t), w] as Value),
        // A condition is compared with the tile as it is (no `@Literal`: that is only for spawns).
        winConditions: [
          [Math.round(Math.log(s.win) / Math.log(s.base)), Array<boolean>(s.boxes).fill(false), big(s.win)],
        ],
        winRequirement: 1,
        startGameVars: [0],
        gameplayRulesText: gameplayRules(text),
        tileValueFunction: ['@This 2', 'Number'],
        mergeResultKnownLevel: 2,
        knownMergeMaxLength: s.knownMergeMaxLength,
        knownMergeLookbackDistance: s.knownMergeLookbackDistance,
      }),
  });
}

const PAIR = shapeOf(2);
const TRIPLE = shapeOf(3);

/** 83 — Ratio-Fill 1296: boxes for V/1 … V/5; 1 → 6 → 36 → 216 → 1296. */
export const modeRatioFill1296 = ratioFillMode({
  id: 'pc.ratio-fill-1296',
  modeId: '83',
  name: 'Ratio-Fill 1296',
  paragraphs: [
    'Below 6, two tiles merge when one divides the other; reaching 6 starts tier 1. A tier tile V then merges with a smaller tile V/r for a ratio r from 1 to 5 it has not used yet (r is taken against its current value), becoming V + V/r and ticking that box. Using all five ratios multiplies the tile by 6 and starts the next tier with empty boxes.',
  ],
  base: 6,
  boxes: 5,
  look: {
    small: greySmall(6n, '#464d52'),
    table: ['#ffffff', '#c300ff', '#00ff00', '#ff9d00', '#00a6ff', '#ff00bf', '#ffff00'],
    beyond: hsla([97, '*', '@This 0', '-', 553], 100, [0.9, '^', ['@This 0', '-', 7], '*', 40]),
    text: ['#464d52', '@if', ['@This 0', '>', 6], '2nd', '#e2ebf1', '@end-if'],
  },
  size: 4,
  spawns: [
    [[0, true, 1], 85],
    [[0, true, 2], 10],
    [[0, true, 3], 5],
  ],
  win: 1296,
  largestOption: false,
  rules: () => {
    const f: FillMeasure = { k: 1, a: 1, m: 1 };
    return [...climbRules(5, 6, 2, true, 6), lastFillRule(5, PAIR, f, false, []), fillRule(5, PAIR, f, false)];
  },
  knownMergeMaxLength: 2,
  knownMergeLookbackDistance: 0,
});

/** 84 — Ratio-Fill 1024: boxes for V/2 … V/7; 1 → 4 → 16 → … → 1024. */
export const modeRatioFill1024 = ratioFillMode({
  id: 'pc.ratio-fill-1024',
  modeId: '84',
  name: 'Ratio-Fill 1024',
  paragraphs: [
    'Below 4, any two tiles merge into their sum; reaching 4 starts tier 1. A tier tile V then merges with a tile V/r for a ratio r from 2 to 7 it has not used yet, becoming V + V/r. Using all six ratios multiplies the tile by 4 and starts the next tier.',
  ],
  base: 4,
  boxes: 6,
  look: {
    small: greySmall(4n, '#564040'),
    // biome-ignore format: a colour table
    table: ['#ffffff', '#00ff00', '#bbff00', '#ffc800', '#ff7300', '#ff0000', '#ff009d', '#f900fe', '#6f00ff', '#004cff', '#01d0ff', '#00ffae'],
    beyond: hsla([-31, '*', '@This 0', '+', 491], [0.95, '^', ['@This 0', '-', 12], '*', 75], 70),
    text: '#564040',
  },
  size: 4,
  spawns: [
    [[0, true, 1], 85],
    [[0, true, 2], 8],
    [[0, true, 3], 5],
    [[1, false, 4], 2],
  ],
  win: 1024,
  largestOption: false,
  rules: () => {
    const f: FillMeasure = { k: 1, a: 2, m: 1 };
    return [...climbRules(6, 4, 2, false, 4), lastFillRule(6, PAIR, f, false, []), fillRule(6, PAIR, f, false)];
  },
  knownMergeMaxLength: 2,
  knownMergeLookbackDistance: 0,
});

/** 90 — Ratio-Fill 3375: three-tile merges; boxes for 2V/1, 2V/3, …, 2V/13; every tier × 15. */
export const modeRatioFill3375 = ratioFillMode({
  id: 'pc.ratio-fill-3375',
  modeId: '90',
  name: 'Ratio-Fill 3375',
  paragraphs: [
    'Merges take three tiles. Below 15, three tiles merge when the largest is a multiple of the other two; reaching 15 starts tier 1. A tier tile V then merges with two tiles whose sum is 2V/1, 2V/3, 2V/5, … or 2V/13, each fraction once. Filling all seven multiplies the tile by 15 and starts the next tier.',
  ],
  base: 15,
  boxes: 7,
  look: {
    small: {
      below: 15n,
      background: hsla([43, '*', '@This 2', '-', 43], 65, ['@This 2', '*', -4, '+', 104]),
      text: '#464d52',
    },
    table: ['#ffffff', '#71f1ff', '#e3ff71', '#ff855d', '#5f5fff', '#ffeb6c', '#ff7bff'],
    beyond: hsva([-97, '*', '@This 0', '+', 889], 60, [0.9, '^', ['@This 0', '-', 6], '*', 100]),
    text: ['#665b57', '@if', ['@This 0', '>', 6], '2nd', '#f0dfd8', '@end-if'],
  },
  size: 5,
  spawns: [
    [[0, true, 1], 90],
    [[0, true, 3], 10],
  ],
  win: 3375,
  largestOption: true,
  rules: (largest) => {
    const f: FillMeasure = { k: 2, a: 1, m: 2, odd: true };
    // Recorded: completing 15 scores 6.
    return [
      ...climbRules(7, 15, 3, true, 6),
      lastFillRule(7, TRIPLE, f, largest, [[sumOf(TRIPLE.partners), '%B', big(2), '=', big(0)]]),
      fillRule(7, TRIPLE, f, largest),
    ];
  },
  knownMergeMaxLength: 3,
  knownMergeLookbackDistance: 0,
});

/** The 2-tile fills of 9261 give way when a 3-tile fill (rules 0 and 1) could start one tile behind. */
function noTripleFromBehind(): Expr {
  return and([0, 'mergeRuleApplies', -1, '!'], [1, 'mergeRuleApplies', -1, '!']);
}

/** 94 — Ratio-Fill 9261: fills by one or two tiles summing to 2V, V, 2V/3, 2V/4, 2V/5; every tier × 21. */
export const modeRatioFill9261 = ratioFillMode({
  id: 'pc.ratio-fill-9261',
  modeId: '94',
  name: 'Ratio-Fill 9261',
  paragraphs: [
    'Every tile starts as a tier tile: 1 → 21 → 441 → 9261. A tile V merges with one or two tiles no larger than itself whose sum is 2V, V, 2V/3, 2V/4 or 2V/5, each once; the fills multiply it by 3, 2, 5/3, 3/2 and 7/5, so all five make it 21 times larger and start the next tier. A fill with one tile waits when a fill with two tiles could take the tile behind it too.',
  ],
  base: 21,
  boxes: 5,
  look: {
    table: ['#c6ffc6', '#ffff80', '#6bddff', '#ff72ff', '#ff6363', '#6767ff'],
    beyond: hsva([113, '*', '@This 0', '-', 648], 66, [0.9, '^', ['@This 0', '-', 5], '*', 100]),
    text: ['#554051', '@if', ['@This 0', '>', 5], '2nd', '#f3e7f1', '@end-if'],
  },
  size: 5,
  spawns: [[[0, false, 1], 100]],
  win: 9261,
  largestOption: true,
  rules: (largest) => {
    const f: FillMeasure = { k: 2, a: 1, m: 1 };
    // The equation halves S × (box + 1): exact when S is even or the box number is odd.
    const exact = (s: FillShape): Expr =>
      or([sumOf(s.partners), '%B', big(2), '=', big(0)], [firstFree(s.tile), '%', 2, '=', 1]);
    return [
      lastFillRule(5, TRIPLE, f, largest, [exact(TRIPLE)]),
      fillRule(5, TRIPLE, f, largest),
      lastFillRule(5, PAIR, f, largest, [exact(PAIR)], [noTripleFromBehind()]),
      // Testing the 3-tile fills writes the scratch variable: keep this rule's box across the test.
      fillRule(5, PAIR, f, largest, (m) => [
        m,
        '@add_var',
        SCRATCH,
        '&&',
        noTripleFromBehind(),
        '@edit_gvar',
        0,
        '@Var 0',
      ]),
    ];
  },
  knownMergeMaxLength: 3,
  knownMergeLookbackDistance: 1,
});
