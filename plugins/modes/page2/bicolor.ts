// Page 2, slots 14–15: "Bicolor" modes. Some tiles carry a colour, and which way two tiles collide
// decides the colour of what they make; tiles of the same colour refuse to merge. A tile is
// `[n, c]`: the position in the sequence and the colour (+1 red/yellow, −1 blue/cyan, else none).
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { recipeRule, type IndexedFamily, type IndexedRecipe } from '../shared/indexed-recipes.ts';
import { builtinMode, gameplayRules, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import {
  FIBONACCI_DARK_TEXT,
  FIBONACCI_LIGHT_TEXT,
  edged,
  fibonacciColour,
  hsla,
  lookRows,
  runs,
  tierColour,
  type TileLook,
} from './looks.ts';
import { fibonacci, tableLookup, writtenUpTo } from '../shared/sequences.ts';

type Tile = readonly [number, number];

interface BicolorSpec {
  id: string;
  modeId: string;
  name: string;
  heading: string;
  paragraphs: string[];
  value: (n: Expr, c: Expr) => Expr;
  /** Values up to this are written out in the original's texts (`writtenUpTo`). */
  written?: number;
  label: (t: Tile) => string;
  /** Colour names for c = +1 and c = −1. */
  colours: [string, string];
  spawns: [Tile, number][];
  wins: Tile[];
  recipes: IndexedRecipe[];
  /** The original's colours, by condition. */
  looks: [Expr, TileLook][];
}

const N: Expr = '@This 0';
const K: Expr = '@This 1';

// Bicolor 2187: 3^e tiles show a tier colour between red (+1) or blue (−1) edges; 2 × 3^e is plain.
// biome-ignore format: a colour table
const INNER_2187 = ['#ffffa2', '#ff8181', '#ffb96f', '#6d62ff', '#96ff69', '#e07bff', '#ff5ae6', '#ffda69', '#e5ff7c', '#78fdff', '#ff896e', '#6baeff'];
const HUE_2187: Expr = [97, '*', N, '-', 1111];
const SAT_2187: Expr = [0.9, '^', [N, '-', 12], '*', 100];
const MIDDLE_2187 = tierColour(N, INNER_2187, hsla(HUE_2187, SAT_2187, 70), 1);
const LOOKS_2187: [Expr, TileLook][] = [
  [[[N, '=', 0], '&&', [K, '=', 1]], { background: '#ffffff', text: '#584153' }],
  [[K, '=', 1], { background: edged('#ff3030', MIDDLE_2187), text: '#584153' }],
  [[K, '=', -1], { background: edged('#3030ff', MIDDLE_2187), text: '#584153' }],
  [
    true,
    {
      background: tierColour(
        N,
        // biome-ignore format: a colour table
        ['#999999', '#e6e600', '#ff0000', '#ff8400', '#0f00e4', '#42dd00', '#bf00fa', '#d600b6', '#ffbf00', '#ccff00', '#00d7da', '#e55000', '#0073ff'],
        hsla(HUE_2187, SAT_2187, 35),
      ),
      text: '#f6ebf4',
    },
  ],
];

// Bicolor 2584: the 2584 palette, between yellow (+1) or cyan (−1) edges.
const TEXT_2584 = tierColour(N, runs([8, FIBONACCI_DARK_TEXT], [12, FIBONACCI_LIGHT_TEXT]), FIBONACCI_DARK_TEXT, 2);
const LOOKS_2584: [Expr, TileLook][] = [
  [[K, '=', -1], { background: edged('#30ffff', fibonacciColour(N)), text: TEXT_2584 }],
  [[K, '=', 1], { background: edged('#ffff30', fibonacciColour(N)), text: TEXT_2584 }],
  [true, { background: fibonacciColour(N), text: FIBONACCI_DARK_TEXT }],
];

function bicolorMode(s: BicolorSpec): ModePlugin {
  const family: IndexedFamily = { components: 2, value: (n, c) => s.value(n, c ?? 0) };
  const text: RulesText = {
    heading: s.heading,
    title: s.name,
    paragraphs: [
      ...s.paragraphs,
      `Spawns: ${spawnText(s.spawns.map(([t, w]) => ({ label: s.label(t), weight: w })))}.`,
      `Make a ${s.label(s.wins[0]!)} of either colour to win.`,
    ],
  };
  return builtinMode({
    id: s.id,
    size: 4,
    name: s.name,
    description: s.heading,
    page: 2,
    category: s.heading,
    rules: plainRules(text),
    recreates: [{ modeId: s.modeId }],
    optionsFromModeVars: () => ({}),
    build: () =>
      defaultMode({
        width: 4,
        height: 4,
        tileNumAmount: 2,
        tileTypes: lookRows(
          s.written === undefined
            ? s.value('@This 0', '@This 1')
            : writtenUpTo(s.value('@This 0', '@This 1'), s.written),
          s.looks,
        ),
        mergeRules: s.recipes.map((r) => recipeRule(family, r)),
        startTileSpawns: s.spawns.map(([t, w]) => [[...t], w] as Value),
        winConditions: s.wins.map((t) => [...t]),
        winRequirement: 1,
        gameplayRulesText: gameplayRules(text),
        tileValueFunction: s.value('@This 0', '@This 1'),
        mergeResultKnownLevel: 2,
        knownMergeMaxLength: 2,
        knownMergeLookbackDistance: 0,
      }),
  });
}

/** 32 — Bicolor 2187: `[e, ±1]` is a red/blue 3^e, `[e, 2]` is 2 × 3^e. */
export const modeBicolor2187 = bicolorMode({
  id: 'pc.bicolor-2187',
  modeId: '32',
  written: 1062882,
  name: 'Bicolor 2187',
  heading: 'Powers of 3 in Two Colours',
  paragraphs: [
    'Powers of 3 are red or blue. A red and a blue tile of the same power merge into its double. A power of 3 moving into its double makes a blue tile of the next power; the double moving into the power of 3 makes a red one. Tiles of the same colour never merge. Two 1s make a 2.',
  ],
  value: (e, c) => [3, '^', e, '*', [c, 'abs']],
  label: ([e, c]) => String(3 ** e * Math.abs(c)) + (e > 0 && Math.abs(c) === 1 ? (c > 0 ? ' (red)' : ' (blue)') : ''),
  colours: ['red', 'blue'],
  looks: LOOKS_2187,
  spawns: [
    [[0, 1], 85],
    [[0, 2], 10],
    [[1, 1], 2.5],
    [[1, -1], 2.5],
  ],
  wins: [
    [7, 1],
    [7, -1],
  ],
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
        { d: 0, k: 1 },
        { d: 0, k: -1 },
      ],
      output: { d: 0, k: 2 },
    },
    // The moving tile is input 0: which tile moves decides the colour.
    { inputs: [{ d: 0 }, { d: 0, k: 2 }], output: { d: 1, k: -1 }, ordered: true, extra: [['@This 1', 'abs', '=', 1]] },
    {
      inputs: [{ d: 0, k: 2 }, { d: 0 }],
      output: { d: 1, k: 1 },
      ordered: true,
      extra: [['@Next 1 1', 'abs', '=', 1]],
    },
  ],
});

const FIB = fibonacci();

/** 42 — Bicolor 2584: `[n, c]` is the Fibonacci number F(n+2), colour c ∈ {0, +1 yellow, −1 cyan}. */
export const modeBicolor2584 = bicolorMode({
  id: 'pc.bicolor-2584',
  modeId: '42',
  name: 'Bicolor 2584',
  heading: 'Fibonacci Numbers in Two Colours',
  paragraphs: [
    'Tiles are Fibonacci numbers; from 3 on they are yellow or cyan. Two 1s make a 2. A 1 moving into a 2 makes a yellow 3, a 2 moving into a 1 a cyan 3. Otherwise a tile merges with the tile before it in the sequence only if their colours differ, and the result keeps the colour of the larger tile.',
  ],
  value: (n) => tableLookup(FIB, n),
  written: 28657,
  label: ([n, c]) => String(FIB[n]) + (c > 0 ? ' (yellow)' : c < 0 ? ' (cyan)' : ''),
  colours: ['yellow', 'cyan'],
  looks: LOOKS_2584,
  spawns: [
    [[0, 0], 85],
    [[1, 0], 10],
    [[2, -1], 2.5],
    [[2, 1], 2.5],
  ],
  wins: [
    [16, 1],
    [16, -1],
  ],
  recipes: [
    {
      inputs: [
        { at: 0, k: 0 },
        { at: 0, k: 0 },
      ],
      output: { at: 1, k: 0 },
    },
    {
      inputs: [
        { at: 0, k: 0 },
        { at: 1, k: 0 },
      ],
      output: { at: 2, k: 1 },
      ordered: true,
    },
    {
      inputs: [
        { at: 1, k: 0 },
        { at: 0, k: 0 },
      ],
      output: { at: 2, k: -1 },
      ordered: true,
    },
    {
      inputs: [{ d: 0 }, { d: -1 }],
      output: { d: 1, k: '@This 1' },
      minPosition: 2,
      extra: [['@This 1', '!=', '@Next 1 1']],
    },
  ],
});
