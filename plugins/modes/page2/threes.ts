// Page 2, slot 10 — 3072, "Powers of 2 Times 3", inspired by Threes!. 1 and 2 only merge with each
// other (into 3); from 3 on, equal tiles double. A tile `[n]` is 3 × 2^n for n ≥ 0; `[-1]` is 1 and
// `[-2]` is 2. Spawns come from a bag of four 1s, four 2s and four 3s; once a 48 has been made, a
// rare bonus tile between 6 and an eighth of the best tile can appear too.
import { withModeHints } from '../../modifiers/mode-hints.ts';
import {
  type Value,
  defaultMode,
  orthogonalDirections,
  type ModePlugin,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { recipeRule, type IndexedFamily } from '../shared/indexed-recipes.ts';
import { builtinMode, gameplayRules, optBool, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { type Colour, hsla, lookRows, type TileLook } from './looks.ts';

/** Value of `[n]`: 3 × 2^n, with 1 and 2 below. */
function threesValue(n: Expr): Expr {
  return [3, '*', [2, '^', n], '@if', [n, '<', 0], '2nd', [n, '*', -1], '@end-if'];
}

const family: IndexedFamily = { components: 1, value: threesValue };

/** The position of the best tile discovered so far (tiles are `[n]`). */
const BEST: Expr = ['@DiscTiles', 'arr_reduce', -2, ['max', ['@var_retain', '@Var -1', 'arr_elem', 0]]];

/** Bonus spawn: a tile from 6 (`[1]`) to an eighth of the best tile, possible once a 48 (`[4]`) exists. */
const BONUS: Value = [
  ['@CalcArray', 1, 'rand_int', [BEST, '-', 3], 'Array'],
  [BEST, '>=', 4, 'Number'],
];

const text: RulesText = {
  heading: 'Powers of 2 Times 3',
  title: '3072',
  paragraphs: [
    'Inspired by Threes!: a 1 and a 2 merge into a 3 (in either order), and equal tiles from 3 on merge into their double. 1s and 2s never merge with themselves.',
    'Spawns come from a bag of four 1s, four 2s and four 3s, refilled when empty. Once you have made a 48, there is a small chance of a bonus tile between 6 and an eighth of your best tile instead.',
    'For a game closer to Threes!, turn on "Threes-like moves": tiles slide one space per move, the next tile is shown, the game starts with 9 tiles and new tiles come in on the edge you moved away from.',
    'Make a 3072 tile to win.',
  ],
};

/** One-space slides, one next tile, nine starting tiles, spawns on the edge moved away from. */
function threesLike(): Partial<ReturnType<typeof defaultMode>> {
  const directions = orthogonalDirections().map((d) => {
    const entry = d as Value[];
    const move = (entry[0] as Value[]).slice();
    move[2] = 1;
    return [move, ...entry.slice(1)] as Value;
  });
  return { directions, nextTiles: 1, startTileAmount: 9, spawnLocation: 'Edge' };
}

/** 30 — 3072. */
/** Simple Spawns (a global modifier) keeps the 1s and 2s of the box, as the original does for 3072. */
const SIMPLE_SPAWNS_HINT = { simpleSpawns: [['Box', 20, [-1], 4, [-2], 4]] };

const N: Expr = '@This 0';
const HUE: Expr = [N, '*', -15, '+', 46];
/** Past 3 × 2^23, every 24 tiers darker. */
const FADE: Expr = [0.75, '^', [N, 'floor', 24, '/', 24]];

/** A white band across the tile's middle, between edges of the tile's hue. */
function banded(edge: Value[], middle: Colour): Value[] {
  return ['@linear-gradient', edge, 0, 15, middle, 15, 85, edge, 85, 100];
}

/** The original's colours: the 1 blue and the 2 red (as in Threes!), then hue-turning bands. */
const LOOKS: [Expr, TileLook][] = [
  [[N, '=', -1], { background: '#30cbff', text: '#ffffff' }],
  [[N, '=', -2], { background: '#ff5462', text: '#ffffff' }],
  [[N, '<', 24], { background: banded(hsla(HUE, 100, 65), '#ffffff'), text: '#000000' }],
  [
    true,
    {
      background: banded(hsla(HUE, 100, [FADE, '*', 65]), hsla(0, 0, [FADE, '*', 100])),
      text: '#ffffff',
    },
  ],
];

export const mode3072: ModePlugin = builtinMode({
  id: 'pc.3072',
  size: 4,
  name: '3072',
  description: 'Powers of 2 Times 3 (inspired by Threes!)',
  page: 2,
  category: 'Powers of 2 Times 3',
  rules: plainRules(text),
  options: [
    {
      id: 'threesLike',
      label: 'Threes-like moves',
      type: 'boolean',
      default: false,
      help: 'Slide one space per move, show the next tile, start with 9 tiles, spawn on the edge you moved away from.',
    },
  ],
  recreates: [{ modeId: '30', options: { threesLike: false } }],
  optionsFromModeVars: (): OptionValues => ({ threesLike: false }),
  build: (o) =>
    withModeHints(
      defaultMode({
        width: 4,
        height: 4,
        tileTypes: lookRows(threesValue('@This 0'), LOOKS),
        mergeRules: [
          recipeRule(family, { inputs: [{ at: -2 }, { at: -1 }], output: { at: 0 } }),
          recipeRule(family, { inputs: [{ d: 0 }, { d: 0 }], output: { d: 1 }, ordered: true, minPosition: 0 }),
        ],
        startTileSpawns: [['Box', 20, [-1], 4, [-2], 4, [0], 4], BONUS],
        winConditions: [[10]],
        winRequirement: 1,
        gameplayRulesText: gameplayRules(text),
        tileValueFunction: threesValue('@This 0'),
        mergeResultKnownLevel: 2,
        knownMergeMaxLength: 2,
        knownMergeLookbackDistance: 0,
        ...(optBool(o, 'threesLike', false) ? threesLike() : {}),
      }),
      SIMPLE_SPAWNS_HINT,
    ),
});
