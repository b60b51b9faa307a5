// Page 2, slots 1–5: additive sequences. A tile `[n]` is the n-th term of a sequence, and tiles
// merge when together they add up to the next term — Fibonacci (a term and the one before it),
// Narayana's cows (a term and the one two before), Tribonacci (three consecutive terms), Pell (two
// equal terms and the one before) and Fibonacci minus 1 (a term, the one before and a 1).
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { notBehind, recipeRule, type IndexedFamily, type IndexedRecipe } from '../shared/indexed-recipes.ts';
import { builtinMode, gameplayRules, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import { fibonacci, narayana, pell, tableLookup, tribonacci } from '../shared/sequences.ts';
import { sequenceTileTypes } from '../shared/tile-look.ts';

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
  recipes: IndexedRecipe[];
  /** Look-behind depth of the rules' guards (the merge-result cache must see that far). */
  lookback: number;
}

function sequenceFamily(terms: readonly number[], offset: number): IndexedFamily {
  return { components: 1, value: (i: Expr) => tableLookup(terms, i, offset) };
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
        tileTypes: sequenceTileTypes(tableLookup(s.terms, '@This 0', s.offset), ['@This 0', '+', s.offset]),
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
  recipes: [
    { inputs: [{ at: 0 }, { at: 0 }], output: { at: 1 }, ordered: true },
    { inputs: [{ d: 0 }, { d: -1 }], output: { d: 1 } },
  ],
  lookback: 0,
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
  recipes: [
    { inputs: [{ at: -1 }, { at: -1 }], output: { at: 0 }, ordered: true },
    { inputs: [{ at: -1 }, { at: 0 }], output: { at: 1 } },
    // Recorded: this merge scores the larger tile, not the result.
    { inputs: [{ d: 0 }, { d: -2 }], output: { d: 1 }, score: tableLookup(NARAYANA, '@This 0', 1) },
  ],
  lookback: 0,
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
  recipes: [
    { inputs: [{ at: 0 }, { at: 0 }, { at: 1 }], output: { at: 2 } },
    { inputs: [{ d: 0 }, { d: -1 }, { d: -2 }], output: { d: 1 } },
    { inputs: [{ at: 0 }, { at: 0 }], output: { at: 1 }, ordered: true, extra: [notBehind([1])] },
  ],
  lookback: 1,
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
  recipes: [
    { inputs: [{ at: 1 }, { at: 1 }], output: { at: 2 }, ordered: true },
    // Recorded: after this merge the rear-most of the three cells cannot start another merge.
    { inputs: [{ d: 0 }, { d: 0 }, { d: -1 }], output: { d: 1 }, flags: [false, true] },
  ],
  lookback: 0,
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
  recipes: [
    { inputs: [{ d: 0 }, { d: -1 }, { at: 1 }], output: { d: 1 }, minPosition: 2 },
    { inputs: [{ at: 1 }, { at: 1 }], output: { at: 2 }, ordered: true, extra: [notBehind([2])] },
  ],
  lookback: 1,
});
