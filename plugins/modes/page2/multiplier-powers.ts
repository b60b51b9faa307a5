// Page 2, slots 6–8 and 11–13: powers of n with a few multipliers in between. A tile `[e, m]` is
// n^e × m. "Harder"/"Easier" modes climb each power through a fixed set of multipliers; the
// "Interleaved" modes also combine a power with tiles of the power below it.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { recipeRule, type IndexedFamily, type IndexedRecipe } from '../shared/indexed-recipes.ts';
import { builtinMode, gameplayRules, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import { columnLooks, hsla, hsva, lookRows, type TileLook } from './looks.ts';
import { writtenUpTo } from '../shared/sequences.ts';

/** A tile `[e, m]`: n^e × m. */
type Tile = readonly [number, number];

interface MultiplierModeSpec {
  /** Values up to this are written out in the original's texts (`writtenUpTo`). */
  written?: number;
  id: string;
  modeId: string;
  name: string;
  paragraphs: string[];
  base: number;
  /** The multipliers in playing order (their position in this list shades the tiles). */
  multipliers: number[];
  size: number;
  spawns: [Tile, number][];
  win: Tile;
  recipes: IndexedRecipe[];
  /** The original's colours, by condition. */
  looks: [Expr, TileLook][];
}

const N: Expr = '@This 0';
const K: Expr = '@This 1';

/** n^i × m, rounded: tiles below 1 × n^0 (e = −1) are whole numbers that doubles only approximate. */
function powerValue(base: number, i: Expr, m: Expr): Expr {
  return [base, '^', i, '*', m, 'round', 1];
}

function powerFamily(base: number): IndexedFamily {
  return { components: 2, value: (i: Expr, m: Expr | undefined) => powerValue(base, i, m ?? 1) };
}

function tileValue(base: number, [e, m]: Tile): number {
  return base ** e * m;
}

function multiplierMode(s: MultiplierModeSpec): ModePlugin {
  const family = powerFamily(s.base);
  const label = (t: Tile): string => String(tileValue(s.base, t));
  const text: RulesText = {
    heading: s.name.replace(/\d+$/, '').trim() || undefined,
    title: s.name,
    paragraphs: [
      ...s.paragraphs,
      `Spawns: ${spawnText(s.spawns.map(([t, w]) => ({ label: label(t), weight: w })))}.`,
      `Make a ${label(s.win)} tile to win.`,
    ],
  };
  const longest = Math.max(...s.recipes.map((r) => r.inputs.length));
  return builtinMode({
    id: s.id,
    size: s.size,
    name: s.name,
    description: `Powers of ${s.base} with the multipliers ${s.multipliers.join(', ')}`,
    page: 2,
    category: `Powers of ${s.base}`,
    rules: plainRules(text),
    recreates: [{ modeId: s.modeId }],
    optionsFromModeVars: () => ({}),
    build: () =>
      defaultMode({
        width: s.size,
        height: s.size,
        tileNumAmount: 2,
        tileTypes: lookRows(
          s.written === undefined
            ? powerValue(s.base, '@This 0', '@This 1')
            : writtenUpTo(powerValue(s.base, '@This 0', '@This 1'), s.written),
          s.looks,
        ),
        mergeRules: s.recipes.map((r) => recipeRule(family, r)),
        startTileSpawns: s.spawns.map(([t, w]) => [[...t], w] as Value),
        winConditions: [[...s.win]],
        winRequirement: 1,
        gameplayRulesText: gameplayRules(text),
        tileValueFunction: powerValue(s.base, '@This 0', '@This 1'),
        mergeResultKnownLevel: 2,
        knownMergeMaxLength: longest,
        knownMergeLookbackDistance: 0,
      }),
  });
}

const HUE_I3125: Expr = [23.5, '*', [N, '+', 1], '-', 212, '+', [N, '+', 1, '%', 2, '*', 156.5]];
const SAT_I3125: Expr = [0.95, '^', [N, '-', 11], '*', 75];
const HUE_I3375: Expr = [-97, '*', N, '+', 792];
const SAT_I3375: Expr = [0.9, '^', [N, '-', 5], '*', 100];
const LIGHT_I5832: Expr = [0.7, '^', [N, '-', 8, 'floor', 4, '/', 4], '*', 40];

/** Inputs of multipliers `ms`, all at power e. */
const same = (...ms: number[]): { d: number; k: number }[] => ms.map((k) => ({ d: 0, k }));

/** 33 — Harder 3125: 1, 3, 5, 15, 25, … */
export const modeHarder3125 = multiplierMode({
  id: 'pc.harder-3125',
  modeId: '33',
  written: 146484375,
  name: 'Harder 3125',
  paragraphs: [
    'Three equal powers of 5 make 3 times that power, and two equal powers of 5 with 3 times that power (in any order) make the next power of 5.',
  ],
  base: 5,
  multipliers: [1, 3],
  size: 5,
  spawns: [
    [[0, 1], 90],
    [[0, 3], 10],
  ],
  win: [5, 1],
  recipes: [
    { inputs: same(1, 1, 1), output: { d: 0, k: 3 } },
    { inputs: same(1, 1, 3), output: { d: 1, k: 1 } },
  ],
  // The original's colours: a hue per power (alternating sides of the wheel), light 1×, deep 3×.
  looks: columnLooks(N, K, 0, [
    {
      k: 1,
      // biome-ignore format: a colour table
      table: ['#ffffff', '#ff9f9f', '#9fa2ff', '#fffa9f', '#df9fff', '#e9ff9f', '#ff9fda', '#9fffbf', '#ffc19f', '#9ff4ff', '#ffe79f', '#9fc2ff'],
      beyond: hsla([23.5, '*', N, '-', 212, '+', [N, '%', 2, '*', 156.5]], [0.95, '^', [N, '-', 12], '*', 75], 70),
      text: '#505246',
    },
    {
      k: 3,
      // biome-ignore format: a colour table
      table: ['#898989', '#ff3a3a', '#0d15ff', '#ebdf00', '#bc35ff', '#c9ff16', '#ff23ab', '#0aff5c', '#ff772e', '#00e1ff', '#ffcd36', '#1e71ff'],
      beyond: hsla([23.5, '*', N, '-', 212, '+', [N, '%', 2, '*', 156.5]], [0.95, '^', [N, '-', 12], '*', 75], 50),
      text: '#f4f7e9',
    },
  ]),
});

/** 76 — Easier 2401: 1, 2, 4, 7, 14, 28, 49, … */
export const modeEasier2401 = multiplierMode({
  id: 'pc.easier-2401',
  modeId: '76',
  written: 161414428,
  name: 'Easier 2401',
  paragraphs: [
    'Two equal powers of 7 make twice that power, two of those make 4 times it, and the power, its double and its quadruple together (in any order) make the next power of 7.',
  ],
  base: 7,
  multipliers: [1, 2, 4],
  size: 5,
  spawns: [
    [[0, 1], 85],
    [[0, 2], 12],
    [[0, 4], 3],
  ],
  win: [4, 1],
  recipes: [
    { inputs: same(1, 1), output: { d: 0, k: 2 } },
    { inputs: same(2, 2), output: { d: 0, k: 4 } },
    { inputs: same(1, 2, 4), output: { d: 1, k: 1 } },
  ],
  // The original's colours: a hue per power, darker for 2× and 4×.
  looks: columnLooks(N, K, 0, [
    {
      k: 1,
      // biome-ignore format: a colour table
      table: ['#d7d7d7', '#00ff73', '#6fff00', '#ffff00', '#ff9d00', '#ff2600', '#fc01df', '#6f00ff', '#0066ff', '#00eaff'],
      beyond: hsla([-37, '*', N, '-', 210], [0.95, '^', [N, '-', 10], '*', 75], 50),
      text: '#524b46',
    },
    {
      k: 2,
      // biome-ignore format: a colour table
      table: ['#afafaf', '#00be55', '#59ce00', '#d2d200', '#d58300', '#cb1e00', '#cb00b4', '#5100bb', '#0050c9', '#00c6d7'],
      beyond: hsla([-37, '*', N, '-', 210], [0.95, '^', [N, '-', 10], '*', 75], 37.5),
      text: '#f1ebe7',
    },
    {
      k: 4,
      // biome-ignore format: a colour table
      table: ['#787878', '#00893e', '#449c00', '#a0a000', '#a26400', '#901600', '#9a0088', '#340078', '#003c95', '#0097a5'],
      beyond: hsla([-37, '*', N, '-', 210], [0.95, '^', [N, '-', 10], '*', 75], 25),
      text: '#f1ebe7',
    },
  ]),
});

/** 63 — Harder 3375: 1, 3, 7, 15, 45, 105, 225, … */
export const modeHarder3375 = multiplierMode({
  id: 'pc.harder-3375',
  modeId: '63',
  written: 79734375,
  name: 'Harder 3375',
  paragraphs: [
    'Merges take three tiles, in any order: three equal powers of 15 make 3 times the power; the power and two of its triples make 7 times the power; the power and two of those make the next power of 15.',
  ],
  base: 15,
  multipliers: [1, 3, 7],
  size: 5,
  spawns: [
    [[0, 1], 92],
    [[0, 3], 8],
  ],
  win: [3, 1],
  recipes: [
    { inputs: same(1, 1, 1), output: { d: 0, k: 3 } },
    { inputs: same(1, 3, 3), output: { d: 0, k: 7 } },
    { inputs: same(1, 7, 7), output: { d: 1, k: 1 } },
  ],
  // The original's colours: a hue per power, more saturated for 3× and 7×.
  looks: columnLooks(N, K, 0, [
    {
      k: 1,
      table: ['#ffffff', '#c5f9ff', '#f1ffb8', '#ffb096', '#9d9dff', '#fff5b5', '#ffb7ff'],
      tableText: '#665b57',
      beyond: hsva([-97, '*', N, '+', 889], 30, [0.9, '^', [N, '-', 6], '*', 100]),
      text: '#f0dfd8',
    },
    {
      k: 3,
      table: ['#ecb3ff', '#71f1ff', '#e3ff71', '#ff855d', '#5f5fff', '#ffeb6c', '#ff7bff'],
      tableText: '#665b57',
      beyond: hsva([-97, '*', N, '+', 889], 60, [0.9, '^', [N, '-', 6], '*', 100]),
      text: '#f0dfd8',
    },
    {
      k: 7,
      table: ['#dd76ff', '#00e5ff', '#ccff00', '#ff5821', '#1a1aff', '#ffe015', '#ff00ff'],
      tableText: '#665b57',
      beyond: hsva([-97, '*', N, '+', 889], 100, [0.9, '^', [N, '-', 6], '*', 100]),
      text: '#f0dfd8',
    },
  ]),
});

/** 64 — Interleaved 3125: 1, 2, 3, 5, 7, 8, 10, 15, 25, … (tiles [e, m] = 5^e × m). */
export const modeInterleaved3125 = multiplierMode({
  id: 'pc.interleaved-3125',
  modeId: '64',
  written: 146484375,
  name: 'Interleaved 3125',
  paragraphs: [
    'Tiles run 1, 2, 3, 5, 7, 8, 10, 15, 25, 35, 40, 50, 75, 125, … and merge in either order: 1 + 1 = 2, 2 + 1 = 3; a power of 5 merges with 2 or 3 times the power below it (25 + 10 = 35, 25 + 15 = 40) or with itself (25 + 25 = 50); 7 and 8 times a power make 15 times it, and 10 and 15 times a power make the next power.',
  ],
  base: 5,
  multipliers: [5, 7, 8, 10, 15],
  size: 4,
  spawns: [
    [[-1, 5], 85],
    [[-1, 10], 10],
    [[-1, 15], 5],
  ],
  win: [4, 5],
  recipes: [
    {
      inputs: [
        { at: -1, k: 5 },
        { at: -1, k: 5 },
      ],
      output: { at: -1, k: 10 },
    },
    {
      inputs: [
        { at: -1, k: 10 },
        { at: -1, k: 5 },
      ],
      output: { at: -1, k: 15 },
    },
    {
      inputs: [
        { d: 0, k: 5 },
        { d: -1, k: 10 },
      ],
      output: { d: 0, k: 7 },
    },
    {
      inputs: [
        { d: 0, k: 5 },
        { d: -1, k: 15 },
      ],
      output: { d: 0, k: 8 },
    },
    { inputs: same(5, 5), output: { d: 0, k: 10 } },
    { inputs: same(7, 8), output: { d: 0, k: 15 } },
    { inputs: same(10, 15), output: { d: 1, k: 5 } },
  ],
  // The original's colours: a hue per power, darker as the multiplier grows.
  looks: columnLooks(N, K, -1, [
    {
      k: 5,
      // biome-ignore format: a colour table
      table: ['#ffffff', '#ff9f9f', '#9fa2ff', '#fffa9f', '#df9fff', '#e9ff9f', '#ff9fda', '#9fffbf', '#ffc19f', '#9ff4ff', '#ffe79f', '#9fc2ff'],
      beyond: hsla(HUE_I3125, SAT_I3125, 70),
      text: '#505246',
    },
    {
      k: 7,
      first: 0,
      // biome-ignore format: a colour table
      table: ['#ff7272', '#5e64ff', '#fff53f', '#cf6fff', '#dafe65', '#ff69c5', '#5aff91', '#ff9a63', '#63edff', '#ffd65d', '#659eff'],
      beyond: hsla(HUE_I3125, SAT_I3125, 60),
      text: '#505246',
    },
    {
      k: 8,
      first: 0,
      // biome-ignore format: a colour table
      table: ['#ff3a3a', '#0d15ff', '#ebdf00', '#bc35ff', '#c9ff16', '#ff23ab', '#0aff5c', '#ff772e', '#00e1ff', '#ffcd36', '#1e71ff'],
      beyond: hsla(HUE_I3125, SAT_I3125, 50),
      text: '#505246',
    },
    {
      k: 10,
      // biome-ignore format: a colour table
      table: ['#c6c6c6', '#d50000', '#0006be', '#b3aa00', '#9900e5', '#abe000', '#eb0091', '#00d547', '#ff5900', '#00c7e1', '#ebb000', '#0058ef'],
      tableText: ['#505246', ...Array<string>(11).fill('#f4f7e9')],
      beyond: hsla(HUE_I3125, SAT_I3125, 40),
      text: '#f4f7e9',
    },
    {
      k: 15,
      // biome-ignore format: a colour table
      table: ['#787878', '#980000', '#00058b', '#878000', '#650098', '#87af00', '#ad006a', '#009f35', '#c14400', '#009aae', '#b28600', '#003ca4'],
      tableText: ['#505246', ...Array<string>(11).fill('#f4f7e9')],
      beyond: hsla(HUE_I3125, SAT_I3125, 30),
      text: '#f4f7e9',
    },
  ]),
});

/** 65 — Interleaved 3375: 1, 2, 4, 5, 15, 20, 60, 75, 225, … (tiles [e, m] = 15^e × m). */
export const modeInterleaved3375 = multiplierMode({
  id: 'pc.interleaved-3375',
  modeId: '65',
  written: 56953125,
  name: 'Interleaved 3375',
  paragraphs: [
    'Tiles run 1, 2, 4, 5, 15, 20, 60, 75, 225, 300, … and merge in any order: 1 + 1 = 2, 2 + 2 = 4; a power of 15 and a third of the power below it make 20 times that (15 + 5 = 20); three of those make 60 times it, 60 times a power and the power make 75 times it, and three of those make the next power of 15.',
  ],
  base: 15,
  multipliers: [15, 20, 60, 75, 30],
  size: 5,
  spawns: [
    [[-1, 15], 85],
    [[-1, 30], 12],
    [[-1, 60], 3],
  ],
  win: [2, 15],
  recipes: [
    {
      inputs: [
        { at: -1, k: 15 },
        { at: -1, k: 15 },
      ],
      output: { at: -1, k: 30 },
    },
    {
      inputs: [
        { at: -1, k: 30 },
        { at: -1, k: 30 },
      ],
      output: { at: -1, k: 60 },
    },
    {
      inputs: [
        { d: 0, k: 15 },
        { d: -1, k: 75 },
      ],
      output: { d: 0, k: 20 },
    },
    { inputs: same(20, 20, 20), output: { d: 0, k: 60 } },
    { inputs: same(60, 15), output: { d: 0, k: 75 } },
    { inputs: same(75, 75, 75), output: { d: 1, k: 15 } },
  ],
  // The original's colours: a hue per power, darker as the multiplier grows.
  looks: columnLooks(N, K, -1, [
    {
      k: 15,
      table: ['#ffffff', '#c5f9ff', '#f1ffb8', '#ffb096', '#9d9dff', '#fff5b5', '#ffb7ff'],
      beyond: hsla(HUE_I3375, SAT_I3375, 75),
      text: '#665b57',
    },
    { k: 30, table: ['#ecb3ff'], text: '#665b57' },
    {
      k: 20,
      first: 0,
      table: ['#71f1ff', '#e3ff71', '#ff855d', '#5f5fff', '#ffeb6c', '#ff7bff'],
      beyond: hsla(HUE_I3375, SAT_I3375, 60),
      text: '#665b57',
    },
    {
      k: 60,
      table: ['#dd76ff', '#00d3eb', '#b2df00', '#ff4000', '#0000ff', '#ebcc00', '#e100e1'],
      beyond: hsla(HUE_I3375, SAT_I3375, 45),
      text: '#f0dfd8',
    },
    {
      k: 75,
      table: ['#bf00ff', '#00b1c5', '#90b301', '#ca3300', '#0000c2', '#bba200', '#b000b0'],
      beyond: hsla(HUE_I3375, SAT_I3375, 30),
      text: '#f0dfd8',
    },
  ]),
});

/** 66 — Interleaved 5832: 1, 2, 3, 6, 9, 18, 27, 54, 81, 162, 324, … (tiles [e, m] = 18^e × m). */
export const modeInterleaved5832 = multiplierMode({
  id: 'pc.interleaved-5832',
  modeId: '66',
  written: 5509980288,
  name: 'Interleaved 5832',
  paragraphs: [
    'Below 18: 1 + 1 = 2, 2 + 1 = 3, 3 + 3 = 6, 6 + 3 = 9. From then on, a power of 18 merges with half of the power below it into 1.5 times the power (18 + 9 = 27), and multiples of one power merge in either order: 1.5 + 1.5 = 3, 3 + 1.5 = 4.5, 4.5 + 4.5 = 9, and two 9s make the next power of 18.',
  ],
  base: 18,
  multipliers: [1, 1.5, 2, 3, 4.5, 6, 9],
  size: 4,
  spawns: [
    [[0, 1], 85],
    [[0, 2], 9],
    [[0, 3], 6],
  ],
  win: [3, 1],
  recipes: [
    {
      inputs: [
        { at: 0, k: 1 },
        { at: 0, k: 1 },
      ],
      output: { at: 0, k: 2 },
    },
    {
      inputs: [
        { at: 0, k: 2 },
        { at: 0, k: 1 },
      ],
      output: { at: 0, k: 3 },
    },
    {
      inputs: [
        { at: 0, k: 3 },
        { at: 0, k: 3 },
      ],
      output: { at: 0, k: 6 },
    },
    {
      inputs: [
        { at: 0, k: 6 },
        { at: 0, k: 3 },
      ],
      output: { at: 0, k: 9 },
    },
    {
      inputs: [
        { d: 0, k: 1 },
        { d: -1, k: 9 },
      ],
      output: { d: 0, k: 1.5 },
    },
    { inputs: same(1.5, 1.5), output: { d: 0, k: 3 } },
    { inputs: same(3, 1.5), output: { d: 0, k: 4.5 } },
    { inputs: same(4.5, 4.5), output: { d: 0, k: 9 } },
    { inputs: same(9, 9), output: { d: 1, k: 1 } },
  ],
  // The original's colours: pale tiers turning from green, then deeper; each multiplier shifts the hue.
  looks: columnLooks(N, K, 0, [
    {
      k: 1,
      table: ['#a4ffd9', '#ffffa4', '#ffa4a4', '#dca4ff', '#46ffb2', '#ffff2c', '#ff2c2c', '#b133ff'],
      tableText: '#372e3a',
      beyond: hsla([-90, '*', N, '+', 155], 100, LIGHT_I5832),
      text: '#ebe0ef',
    },
    { k: 2, table: ['#a4fff1'], text: '#372e3a' },
    {
      k: 3,
      table: ['#a4edff', '#cbffa4', '#ffd0a4', '#ffa4fa', '#3dd8ff', '#8eff37', '#ff9028', '#ff2df4'],
      tableText: '#372e3a',
      beyond: hsla([-90, '*', N, '+', 191], 100, LIGHT_I5832),
      text: '#ebe0ef',
    },
    { k: 6, table: ['#a4d5ff'], text: '#372e3a' },
    {
      k: 9,
      table: ['#a4b3ff', '#a4ffbe', '#ffeaa4', '#ffa4c8', '#2f52ff', '#30ff6b', '#ffd034', '#ff2f82'],
      tableText: '#372e3a',
      beyond: hsla([-90, '*', N, '+', 227], 100, LIGHT_I5832),
      text: '#ebe0ef',
    },
    {
      k: 1.5,
      first: 1,
      table: ['#e7ffa4', '#ffbba4', '#eea4ff', '#41ffe3', '#c8ff2f', '#ff602b', '#db3aff'],
      tableText: '#372e3a',
      beyond: hsla([-90, '*', N, '+', 173], 100, LIGHT_I5832),
      text: '#ebe0ef',
    },
    {
      k: 4.5,
      first: 1,
      table: ['#afffa4', '#ffdea4', '#ffa4df', '#3aa3ff', '#56ff3f', '#ffb22d', '#ff35b8'],
      tableText: '#372e3a',
      beyond: hsla([-90, '*', N, '+', 209], 100, LIGHT_I5832),
      text: '#ebe0ef',
    },
  ]),
});
