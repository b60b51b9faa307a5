// Page 2, slots 1–5: additive sequences. A tile `[n]` is the n-th term of a sequence, and tiles
// merge when together they add up to the next term — Fibonacci (a term and the one before it),
// Narayana's cows (a term and the one two before), Tribonacci (three consecutive terms), Pell (two
// equal terms and the one before) and Fibonacci minus 1 (a term, the one before and a 1).
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { notBehind, recipeRule, type IndexedFamily, type IndexedRecipe } from '../shared/indexed-recipes.ts';
import { builtinMode, gameplayRules, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import { fibonacci, narayana, pell, tableLookup, tribonacci } from '../shared/sequences.ts';
import {
  FIBONACCI_DARK_TEXT,
  FIBONACCI_LIGHT_TEXT,
  fibonacciColour,
  hsla,
  runs,
  tierColour,
  type TileLook,
} from './looks.ts';

interface SequenceModeSpec {
  id: string;
  modeId: string;
  name: string;
  heading: string;
  paragraphs: string[];
  /** Terms of the sequence; tile `[n]` is `terms[n + offset]`. */
  terms: number[];
  offset: number;
  size: number;
  /** Spawned positions with weights. */
  spawns: [number, number][];
  /** The winning position. */
  win: number;
  /**
   * The last position whose text the original writes as a number (its table's last row): shown
   * as it is (17711); computed texts past it are abbreviated (46,368).
   */
  written: number;
  recipes: IndexedRecipe[];
  /** Look-behind depth of the rules' guards (the merge-result cache must see that far). */
  lookback: number;
  /** The original's colours. */
  look: TileLook;
}

function sequenceFamily(terms: readonly number[], offset: number): IndexedFamily {
  return { components: 1, value: (i: Expr) => tableLookup(terms, i, offset) };
}

/** The text `value`, written out as a string (so not abbreviated) up to position `last`. */
function writtenUpTo(value: Expr, last: number): Expr {
  return [value, '@if', ['@This 0', '<=', last], 'String', '@end-if'];
}

function sequenceMode(s: SequenceModeSpec): ModePlugin {
  const family = sequenceFamily(s.terms, s.offset);
  const valueOf = (n: number): number => s.terms[n + s.offset]!;
  const text: RulesText = {
    heading: s.heading,
    title: s.name,
    paragraphs: [
      ...s.paragraphs,
      `Spawns: ${spawnText(s.spawns.map(([n, w]) => ({ label: String(valueOf(n)), weight: w })))}.`,
      `Make a ${valueOf(s.win)} tile to win.`,
    ],
  };
  const longest = Math.max(...s.recipes.map((r) => r.inputs.length));
  return builtinMode({
    id: s.id,
    size: s.size,
    name: s.name,
    description: s.heading,
    page: 2,
    category: s.heading,
    rules: plainRules(text),
    recreates: [{ modeId: s.modeId }],
    optionsFromModeVars: () => ({}),
    build: () =>
      defaultMode({
        width: s.size,
        height: s.size,
        tileTypes: [
          [true, writtenUpTo(tableLookup(s.terms, '@This 0', s.offset), s.written), s.look.background, s.look.text],
        ],
        mergeRules: s.recipes.map((r) => recipeRule(family, r)),
        startTileSpawns: s.spawns.map(([n, w]) => [[n], w] as Value),
        winConditions: [[s.win]],
        winRequirement: 1,
        gameplayRulesText: gameplayRules(text),
        tileValueFunction: tableLookup(s.terms, '@This 0', s.offset),
        mergeResultKnownLevel: 2,
        knownMergeMaxLength: longest,
        knownMergeLookbackDistance: s.lookback,
      }),
  });
}

const FIB = fibonacci();
const NARAYANA = narayana();
const N: Expr = '@This 0';

// The original's colours: a table per tier, then a formula (hue turning, saturation fading).
const LOOK_2584: TileLook = {
  background: fibonacciColour(N),
  text: tierColour(N, runs([10, FIBONACCI_DARK_TEXT]), FIBONACCI_LIGHT_TEXT),
};

/** Narayana: seven tiers per hue, lightness rising through each group of seven. */
const LOOK_2745: TileLook = {
  background: tierColour(
    N,
    // biome-ignore format: a colour table
    ['#003655', '#005b90', '#0088d6', '#00a2ff', '#61c5ff', '#a8dfff', '#d2eeff', '#004a00', '#008000', '#00c200', '#00ff00', '#8aff8a', '#aeffae', '#d3ffd3', '#4f2900', '#8d4900', '#c26400', '#ff8400', '#ffb05c', '#ffcb93', '#ffdebc', '#3f000d', '#6f0016', '#ab0022', '#ff0033', '#ff4f72', '#ff859e', '#ffbac8', '#2c003d', '#560079', '#8200b6', '#b700ff', '#d365ff', '#e39dff', '#f1cfff'],
    hsla(
      [N, '+', 1, 'floor', 7, '/', 7, '*', -79, '+', 635],
      [0.98, '^', [N, '-', 34], '*', 100],
      // 12.5, 25, 37.5, 50, 65, 80, 90 through the seven tiers of a hue.
      [
        [N, '+', 1, '%', 7, '+', 1, '*', 12.5],
        '@if',
        [N, '+', 1, '%', 7, '>=', 3],
        '2nd',
        [N, '+', 1, '%', 7, '-', 3, '*', 15, '+', 50, 'min', 90],
        '@end-if',
      ],
    ),
    -1,
  ),
  text: ['#796c64', '@if', [N, '+', 1, '%', 7, '<', 3], '2nd', '#ebd9cd', '@end-if'],
};

/** Tribonacci: six tiers per hue, three light then three dark. */
const LOOK_1705: TileLook = {
  background: tierColour(
    N,
    // biome-ignore format: a colour table
    ['#ffffff', '#fff7c9', '#fff098', '#ffe75f', '#ffdd1c', '#cfb000', '#8e7900', '#aeffae', '#65ff65', '#00ff00', '#00bc00', '#007d00', '#005a00', '#a6f5ff', '#60ecff', '#00d6f3', '#00b0c7', '#008192', '#004d57'],
    hsla(
      [N, '-', 1, 'floor', 6, '/', 6, '*', 79, '+', 33],
      [0.98, '^', [N, '-', 18], '*', 100],
      [
        [N, '-', 1, '%', 6, '*', -15, '+', 80],
        '@if',
        [N, '-', 1, '%', 6, '>=', 3],
        '2nd',
        [N, '-', 1, '%', 6, '*', -10, '+', 70],
        '@end-if',
      ],
    ),
  ),
  text: tierColour(
    N,
    runs([5, '#2b352a'], [2, '#e5eee4'], [3, '#2b352a'], [3, '#e5eee4'], [3, '#2b352a'], [3, '#e5eee4']),
    ['#2b352a', '@if', [N, '-', 1, '%', 6, '>=', 3], '2nd', '#e5eee4', '@end-if'],
  ),
};

const LOOK_2378: TileLook = {
  background: tierColour(
    N,
    // biome-ignore format: a colour table
    ['#ffffff', '#d5ddea', '#aabcd8', '#7892bc', '#5171a5', '#335286', '#6a6449', '#a2955a', '#c6b25c', '#e9cd53', '#5c8865', '#54a564', '#44cb5f', '#1dee47'],
    hsla(
      [141, '*', [N, '-', 3, 'floor', 4, '/', 4], '-', 130],
      [23, '*', [N, '-', 3, '%', 4], '+', 23],
      [0.95, '^', [N, '-', 15, 'floor', 4, '/', 4], '*', 50],
    ),
    1,
  ),
  text: tierColour(N, runs([6, '#403f3a']), '#eae8db', 1),
};

const LOOK_2583: TileLook = {
  background: tierColour(
    N,
    // biome-ignore format: a colour table
    ['#ffffff', '#ffa4bf', '#ff769f', '#ff2a6a', '#ee0047', '#bd0039', '#d1007e', '#f500b4', '#ff33dd', '#52ff7d', '#21ff58', '#00e238', '#21b600', '#339200', '#649e1d', '#9cbe36', '#c8d54a', '#eacd3e', '#ff9900', '#e67f19', '#d0642e', '#be5742', '#ab5454'],
    hsla(
      [-8.9, '*', N, '-', 175],
      [N, '-', 23, '%', 9, '*', -1, '+', 4, 'abs', '*', -18, '+', 100],
      [0.99, '^', [N, '-', 24], '*', 50],
    ),
    1,
  ),
  text: tierColour(N, runs([9, '#373a30']), '#e1efd0', 1),
};

/** 26 — 2584: Fibonacci numbers 1, 2, 3, 5, 8, … */
export const mode2584 = sequenceMode({
  id: 'pc.2584',
  modeId: '26',
  name: '2584',
  heading: 'Fibonacci Sequence',
  paragraphs: [
    'Tiles are Fibonacci numbers. Two 1s merge into a 2, and a tile merges with the tile just before it in the sequence (in either order) into the next Fibonacci number.',
  ],
  terms: FIB,
  offset: 0,
  size: 4,
  spawns: [
    [0, 85],
    [1, 10],
    [2, 5],
  ],
  win: 16,
  written: 21,
  recipes: [
    { inputs: [{ at: 0 }, { at: 0 }], output: { at: 1 }, ordered: true },
    { inputs: [{ d: 0 }, { d: -1 }], output: { d: 1 } },
  ],
  lookback: 0,
  look: LOOK_2584,
});

/** 27 — 2745: Narayana's cows 1, 2, 3, 4, 6, 9, 13, … */
export const mode2745 = sequenceMode({
  id: 'pc.2745',
  modeId: '27',
  name: '2745',
  heading: "Narayana's Cows Sequence",
  paragraphs: [
    "Tiles follow Narayana's cows sequence (each term is the previous one plus the one three places back). Two 1s make a 2, a 1 and a 2 make a 3, and a tile merges with the tile two places before it in the sequence (in either order) into the next term.",
  ],
  terms: NARAYANA,
  offset: 1,
  size: 4,
  spawns: [
    [-1, 85],
    [0, 10],
    [1, 5],
  ],
  win: 19,
  written: 33,
  recipes: [
    { inputs: [{ at: -1 }, { at: -1 }], output: { at: 0 }, ordered: true },
    { inputs: [{ at: -1 }, { at: 0 }], output: { at: 1 } },
    // Recorded: this merge scores the larger tile, not the result.
    { inputs: [{ d: 0 }, { d: -2 }], output: { d: 1 }, score: tableLookup(NARAYANA, '@This 0', 1) },
  ],
  lookback: 0,
  look: LOOK_2745,
});

/** 28 — 1705: Tribonacci numbers 1, 2, 4, 7, 13, … */
export const mode1705 = sequenceMode({
  id: 'pc.1705',
  modeId: '28',
  name: '1705',
  heading: 'Tribonacci Sequence',
  paragraphs: [
    'Tiles are Tribonacci numbers (each term is the sum of the three before it). Two 1s make a 2, 1 + 1 + 2 make a 4, and three consecutive terms (in any order) merge into the next one. A pair of 1s waits when a 2 behind it could join them.',
  ],
  terms: tribonacci(),
  offset: 0,
  size: 5,
  spawns: [
    [0, 85],
    [1, 12],
    [2, 3],
  ],
  win: 12,
  written: 18,
  recipes: [
    { inputs: [{ at: 0 }, { at: 0 }, { at: 1 }], output: { at: 2 } },
    { inputs: [{ d: 0 }, { d: -1 }, { d: -2 }], output: { d: 1 } },
    { inputs: [{ at: 0 }, { at: 0 }], output: { at: 1 }, ordered: true, extra: [notBehind([1])] },
  ],
  lookback: 1,
  look: LOOK_1705,
});

/** 46 — 2378: Pell numbers 1, 2, 5, 12, 29, … */
export const mode2378 = sequenceMode({
  id: 'pc.2378',
  modeId: '46',
  name: '2378',
  heading: 'Pell Numbers',
  paragraphs: [
    'Tiles are Pell numbers (each term is twice the previous one plus the one before that). Two 1s make a 2, and two equal tiles together with the tile before them in the sequence (in any order) make the next term.',
  ],
  terms: pell(),
  offset: 0,
  size: 5,
  spawns: [
    [1, 85],
    [2, 12],
    [3, 3],
  ],
  win: 10,
  written: 14,
  recipes: [
    { inputs: [{ at: 1 }, { at: 1 }], output: { at: 2 }, ordered: true },
    // Recorded: after this merge the rear-most of the three cells cannot start another merge.
    { inputs: [{ d: 0 }, { d: 0 }, { d: -1 }], output: { d: 1 }, flags: [false, true] },
  ],
  lookback: 0,
  look: LOOK_2378,
});

/** 52 — 2583: Fibonacci numbers minus 1: 1, 2, 4, 7, 12, 20, … */
export const mode2583 = sequenceMode({
  id: 'pc.2583',
  modeId: '52',
  name: '2583',
  heading: 'Fibonacci Sequence Minus 1',
  paragraphs: [
    'Tiles are Fibonacci numbers minus 1. Two 1s make a 2, and a tile, the tile before it in the sequence and a 1 (in any order) make the next term. A pair of 1s waits when a 2 behind it could join them.',
  ],
  terms: FIB.map((f) => f - 1),
  offset: 0,
  size: 5,
  spawns: [
    [1, 93],
    [2, 5],
    [3, 2],
  ],
  win: 16,
  written: 23,
  recipes: [
    { inputs: [{ d: 0 }, { d: -1 }, { at: 1 }], output: { d: 1 }, minPosition: 2 },
    { inputs: [{ at: 1 }, { at: 1 }], output: { at: 2 }, ordered: true, extra: [notBehind([2])] },
  ],
  lookback: 1,
  look: LOOK_2583,
});
