// Page 2, slots 9 and 18: an odd "spine" sequence a(n) with the tiles built between its terms. A tile
// `[n, k]` is a(n) (k = 1), its double (k = 2) or, in 2131, the step 3a(n) − a(n−1) (k = 3).
// Equal odd tiles double; an even tile merges with a neighbour of the spine to climb it.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { recipeRule, type IndexedFamily, type IndexedRecipe } from '../shared/indexed-recipes.ts';
import { builtinMode, gameplayRules, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import { linearRecurrence, writtenWhen } from '../shared/sequences.ts';
import { columnLooks, hsla, hsva, lookRows, type TileLook } from './looks.ts';

type Tile = readonly [number, number];

interface SpineModeSpec {
  /** Tiles of tiers up to this are written out in the original's texts (its table's rows). */
  written?: number;
  id: string;
  modeId: string;
  name: string;
  heading: string;
  paragraphs: string[];
  /** `kinds[k − 1][n]` = value of the tile `[n, k]`. */
  kinds: number[][];
  spawns: [Tile, number][];
  wins: Tile[];
  recipes: IndexedRecipe[];
  /** The original's colours, by condition. */
  looks: [Expr, TileLook][];
}

const N: Expr = '@This 0';
const K: Expr = '@This 1';

/** Value of `[n, k]` read from the per-kind tables. */
function kindValue(kinds: readonly number[][], n: Expr, k: Expr): Expr {
  return [['@Literal', ...kinds] as Value, 'arr_elem', [k, '-', 1], 'arr_elem', n];
}

function spineMode(s: SpineModeSpec): ModePlugin {
  const family: IndexedFamily = { components: 2, value: (n, k) => kindValue(s.kinds, n, k ?? 1) };
  const label = ([n, k]: Tile): string => String(s.kinds[k - 1]![n]);
  const text: RulesText = {
    heading: s.heading,
    title: s.name,
    paragraphs: [
      ...s.paragraphs,
      `Spawns: ${spawnText(s.spawns.map(([t, w]) => ({ label: label(t), weight: w })))}.`,
      `Make a ${s.wins.map(label).join(' or ')} tile to win.`,
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
            ? kindValue(s.kinds, '@This 0', '@This 1')
            : writtenWhen(kindValue(s.kinds, '@This 0', '@This 1'), ['@This 0', '<=', s.written]),
          s.looks,
        ),
        mergeRules: s.recipes.map((r) => recipeRule(family, r)),
        startTileSpawns: s.spawns.map(([t, w]) => [[...t], w] as Value),
        winConditions: s.wins.map((t) => [...t]),
        winRequirement: 1,
        gameplayRulesText: gameplayRules(text),
        tileValueFunction: kindValue(s.kinds, '@This 0', '@This 1'),
        mergeResultKnownLevel: 2,
        knownMergeMaxLength: 2,
        knownMergeLookbackDistance: 0,
      }),
  });
}

/** a(−1) = 1, a(0) = 1, a(1) = 3, a(n) = 4a(n−1) − a(n−2): 1, 3, 11, 41, 153, 571, 2131, … */
const SPINE_2131 = linearRecurrence([1, 1], [4, -1]);
const a2131 = SPINE_2131.slice(1);

const HUE_2131: Expr = [137, '*', N, '+', 160];
const SAT_2131: Expr = [0.87, '^', [N, '-', 8], '*', 80];

/** 53 — 2131: 1, 2, 3, 6, 8, 11, 22, 30, 41, … */
export const mode2131 = spineMode({
  id: 'pc.2131',
  modeId: '53',
  written: 8,
  name: '2131',
  heading: 'Odd Spine 1, 3, 11, 41, …',
  paragraphs: [
    'The odd tiles 1, 3, 11, 41, 153, … each are 4 times the previous one minus the one before that. Equal odd tiles merge into their double, an even tile merges with the tile two before it (6 + 2 = 8, 22 + 8 = 30), and that tile merges with the odd tile just before it into the next odd tile (8 + 3 = 11). Two 1s make a 2.',
  ],
  kinds: [a2131, a2131.map((x) => 2 * x), a2131.map((x, n) => 3 * x - SPINE_2131[n]!)],
  spawns: [
    [[0, 1], 85],
    [[0, 3], 10],
    [[1, 1], 5],
  ],
  wins: [[6, 1]],
  recipes: [
    {
      inputs: [
        { at: 0, k: 1 },
        { at: 0, k: 1 },
      ],
      output: { at: 0, k: 3 },
    },
    {
      inputs: [
        { d: 0, k: 1 },
        { d: 0, k: 1 },
      ],
      output: { d: 0, k: 2 },
      minPosition: 1,
    },
    {
      inputs: [
        { d: 0, k: 2 },
        { d: -1, k: 3 },
      ],
      output: { d: 0, k: 3 },
    },
    {
      inputs: [
        { d: 0, k: 3 },
        { d: 0, k: 1 },
      ],
      output: { d: 1, k: 1 },
    },
  ],
  // The original's colours: a hue per term (turning 137° each), light, mid and dark for the three kinds.
  looks: columnLooks(N, K, 0, [
    {
      k: 1,
      table: ['#ffffff', '#7cb6f1', '#f8cd79', '#92f280', '#9a6ee2', '#e57ee9', '#f1846e', '#70dede', '#eaea79'],
      beyond: hsla(HUE_2131, SAT_2131, 70),
      text: '#2c1610',
    },
    {
      k: 2,
      first: 1,
      table: ['#1180ef', '#eaa316', '#32ea12', '#6c23e0', '#ed0af5', '#df4122', '#1ad0d0', '#e6e620'],
      beyond: hsla(HUE_2131, SAT_2131, 50),
      text: '#cde6ff',
    },
    {
      k: 3,
      table: ['#a9a9a9', '#084684', '#a07010', '#2b9e17', '#43168c', '#941198', '#a2331c', '#188f8f', '#b5b525'],
      beyond: hsla(HUE_2131, SAT_2131, 30),
      text: '#cff4d1',
    },
  ]),
});

/** round(2^n × 4/3): 1, 3, 5, 11, 21, 43, 85, … */
const ODD_1365 = Array.from({ length: 52 }, (_, n) => Math.round((2 ** n * 4) / 3));

/** 51 — 1365, 1366: 1, 2, 3, 5, 6, 10, 11, 21, 22, … */
export const mode1365 = spineMode({
  id: 'pc.1365-1366',
  modeId: '51',
  written: 15,
  name: '1365, 1366',
  heading: 'Odd Spine 1, 3, 5, 11, 21, …',
  paragraphs: [
    'The odd tiles 1, 3, 5, 11, 21, 43, … are 4/3 of the powers of 2, rounded. Two equal odd tiles merge into their double, 1 + 2 make 3, and an even tile merges with the odd tile just after its half (2 + 3 = 5, 6 + 5 = 11, 10 + 11 = 21).',
  ],
  kinds: [ODD_1365, ODD_1365.map((x) => 2 * x)],
  spawns: [
    [[0, 1], 85],
    [[0, 2], 10],
    [[1, 1], 5],
  ],
  wins: [
    [10, 1],
    [9, 2],
  ],
  recipes: [
    {
      inputs: [
        { d: 0, k: 1 },
        { d: 0, k: 1 },
      ],
      output: { d: 0, k: 2 },
    },
    {
      inputs: [
        { at: 0, k: 1 },
        { at: 0, k: 2 },
      ],
      output: { at: 1, k: 1 },
    },
    {
      inputs: [
        { d: 0, k: 2 },
        { d: 1, k: 1 },
      ],
      output: { d: 2, k: 1 },
    },
  ],
  // The original's colours: pastel hues turning along the sequence, darker for the doubles.
  looks: columnLooks(N, K, 0, [
    {
      k: 1,
      // biome-ignore format: a colour table
      table: ['#ffffff', '#e7db88', '#cfea48', '#8aed4d', '#5bed5e', '#49d871', '#a683f2', '#904dee', '#b248eb', '#e554ef', '#ea6fd9', '#ef74a9', '#ee7d8c', '#f28e7f', '#f1a47d', '#eeba7e'],
      beyond: hsva([23, '*', N, '-', 200], [0.95, '^', [N, '-', 16], '*', 35], 90),
      text: '#493243',
    },
    {
      k: 2,
      // biome-ignore format: a colour table
      table: ['#b4b4b4', '#ada25b', '#a3b937', '#70bd41', '#4cb94e', '#38a657', '#896cc8', '#713fb8', '#8939b5', '#bb41c4', '#cf6dc2', '#c1618b', '#d06e7b', '#c47468', '#d18f6e', '#c79b69'],
      beyond: hsva([23, '*', N, '-', 200], [0.95, '^', [N, '-', 16], '*', 35], 65),
      text: '#f5dfef',
    },
  ]),
});
