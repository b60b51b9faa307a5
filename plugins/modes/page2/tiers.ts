// Page 2, slots 16–17: tiers of near-equal tiles, spawned from a bag. A tile `[n, s]` sits in tier
// n with a small offset s; two tiles of one tier with different offsets climb a tier, and the
// offsets combine. Spawns draw from a bag that refills when empty (engine.md §6.2), so the small
// tiles come in a fixed mix.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { recipeRule, type IndexedFamily, type IndexedRecipe } from '../shared/indexed-recipes.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { columnLooks, hsla, lookRows, type TileLook } from './looks.ts';
import { writtenUpTo } from '../shared/sequences.ts';

type Tile = readonly [number, number];

interface TierModeSpec {
  id: string;
  modeId: string;
  name: string;
  heading: string;
  paragraphs: string[];
  value: (n: Expr, s: Expr) => Expr;
  /** Values up to this are written out in the original's texts (`writtenUpTo`). */
  written?: number;
  /**
   * The bag: tiles with their counts. A count of `null` is left out (the tile counts once); the
   * spawn table is part of the game state, so it is written the way the original writes it.
   */
  bag: [Tile, number | null][];
  wins: Tile[];
  recipes: IndexedRecipe[];
  /** The original's colours, by condition. */
  looks: [Expr, TileLook][];
}

function tierMode(s: TierModeSpec): ModePlugin {
  const family: IndexedFamily = { components: 2, value: (n, k) => s.value(n, k ?? 0) };
  const text: RulesText = { heading: s.heading, title: s.name, paragraphs: s.paragraphs };
  const bag: Value[] = ['Box', 1];
  for (const [t, count] of s.bag) bag.push([...t], ...(count === null ? [] : [count]));
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
        startTileSpawns: [bag],
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

const N: Expr = '@This 0';
const K: Expr = '@This 1';
const HUE_1536: Expr = [-29, '*', N, '+', 636];
const SAT_1536: Expr = [0.95, '^', [N, '-', 13], '*', 65];
const HUE_1093: Expr = [-97, '*', N, '+', 1090];
const SAT_1093: Expr = [0.95, '^', [N, '-', 11], '*', 100];

/** 29 — 1535, 1536, 1537: `[n, d]` = 3 × 2^n + d, d ∈ {−1, 0, 1}. */
export const mode1536 = tierMode({
  id: 'pc.1535-1536-1537',
  modeId: '29',
  written: 12289,
  name: '1535, 1536, 1537',
  heading: 'Three Times Powers of 2, Plus or Minus 1',
  paragraphs: [
    'Each tier holds three tiles: 3 × 2^n − 1, 3 × 2^n and 3 × 2^n + 1 (2, 3, 4, then 5, 6, 7, then 11, 12, 13, …). Two tiles of the same tier that are not equal merge into the next tier, and their offsets add up: 2 + 3 = 5, 2 + 4 = 6, 3 + 4 = 7.',
    'Spawns come from a bag holding one 2, one 3 and one 4, refilled when empty.',
    'Make a 1535, 1536 or 1537 tile to win.',
  ],
  value: (n, d) => [3, '*', [2, '^', n], '+', d],
  bag: [
    [[0, -1], null],
    [[0, 0], null],
    [[0, 1], null],
  ],
  wins: [
    [9, -1],
    [9, 0],
    [9, 1],
  ],
  recipes: [
    {
      inputs: [{ d: 0 }, { d: 0 }],
      output: { d: 1, k: ['@This 1', '+', '@Next 1 1'] },
      extra: [['@This 1', '!=', '@Next 1 1']],
    },
  ],
  // The original's colours: a hue per tier, lighter for −1 and darker for +1.
  looks: columnLooks(N, K, 0, [
    {
      k: -1,
      // biome-ignore format: a colour table
      table: ['#ffffff', '#c561ff', '#6c6cff', '#7bdaff', '#9bffff', '#6fffb2', '#c0ff74', '#ffff8b', '#ffe572', '#ffb765', '#ff7e65', '#ff6dca', '#f67dff'],
      beyond: hsla(HUE_1536, SAT_1536, 70),
      text: '#742020',
    },
    {
      k: 0,
      // biome-ignore format: a colour table
      table: ['#cecece', '#a200ff', '#0000ff', '#00b7ff', '#00ffff', '#00ff77', '#8cff00', '#ffff00', '#ffd000', '#ff8800', '#ff2a00', '#ff00a2', '#ee00ff'],
      beyond: hsla(HUE_1536, SAT_1536, 50),
      text: '#18571a',
    },
    {
      k: 1,
      // biome-ignore format: a colour table
      table: ['#919191', '#7500b9', '#0000b4', '#0084b8', '#00cece', '#00c35b', '#69bf00', '#d4d400', '#c09d00', '#bd6500', '#9a1a00', '#a20067', '#82008b'],
      beyond: hsla(HUE_1536, SAT_1536, 30),
      text: '#171a51',
    },
  ]),
});

/** 47 — 1093, 1094: `[n, s]` = (3^n + s) / (1 + |s|): powers of 3 and the two halves around them. */
export const mode1093 = tierMode({
  id: 'pc.1093-1094',
  modeId: '47',
  written: 59049,
  name: '1093, 1094',
  heading: 'Powers of 3 and Their Halves',
  paragraphs: [
    'Besides the powers of 3 there are the two "halves" around each of them, (3^n − 1)/2 and (3^n + 1)/2. The two halves of a power merge into it (1 + 2 = 3, 13 + 14 = 27), and a half merges with its power into the same half of the next power (1 + 3 = 4, 2 + 3 = 5, 13 + 27 = 40).',
    'Spawns come from a bag holding three 1s, three 2s and one 3, refilled when empty.',
    'Make a 2187 tile to win.',
  ],
  value: (n, s) => [3, '^', n, '+', s, '/', [s, 'abs', '+', 1]],
  bag: [
    [[1, -1], 3],
    [[1, 1], 3],
    [[1, 0], 1],
  ],
  wins: [[7, 0]],
  recipes: [
    {
      inputs: [
        { d: 0, k: 1 },
        { d: 0, k: -1 },
      ],
      output: { d: 0, k: 0 },
    },
    { inputs: [{ d: 0 }, { d: 0, k: 0 }], output: { d: 1, k: '@This 1' }, extra: [['@This 1', 'abs', '=', 1]] },
  ],
  looks: columnLooks(N, K, 1, [
    {
      k: -1,
      // biome-ignore format: a colour table
      table: ['#ffffff', '#96ffd2', '#cc74ff', '#ffc16f', '#fff98d', '#76cfff', '#d3ff75', '#ff7364', '#ff7dfb', '#5e86ff'],
      beyond: hsla(HUE_1093, SAT_1093, 70),
      text: '#656a5c',
    },
    {
      k: 1,
      // biome-ignore format: a colour table
      table: ['#919191', '#00b365', '#7300b5', '#aa6100', '#aea600', '#0075b4', '#7eb800', '#a61100', '#a800a2', '#00289e'],
      beyond: hsla(HUE_1093, SAT_1093, 30),
      text: '#dde3d0',
    },
    {
      k: 0,
      // biome-ignore format: a colour table
      table: ['#cecece', '#00ff91', '#a200ff', '#ff9100', '#fff200', '#00a6ff', '#aeff00', '#ff1900', '#ff00f7', '#0040ff'],
      beyond: hsla(HUE_1093, SAT_1093, 50),
      text: '#333b24',
    },
  ]),
});
