// Page 2, slot 20 — 3120, "Products of First n Fibonacci Numbers". Level n has the base
// B_n = 3 × 5 × 8 × … (the first n − 1 Fibonacci numbers from 3 on) and its tiles `[n, k]` are
// B_n × G(k) for G = 2, 3, 5, 8, 13, …; the top tile `[n, n]` of a level is B_(n+1), so two of
// them start the next level. As in the original, game variable 0 lists the Fibonacci numbers the
// levels reached so far use (it grows by one term with each new level); values come from a fixed
// table so that any tile, reached or not, shows its value.
import { defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { recipeRule, type IndexedFamily, type IndexedRecipe } from '../shared/indexed-recipes.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { fibonacci, TABLE_LIMIT, tableLookup } from '../shared/sequences.ts';
import { hsla } from './looks.ts';

const FIB_LIST = '@GVar 0';
/** G(k) = 2, 3, 5, 8, … */
const G = fibonacci().slice(1);
/** B_n = G(1) × … × G(n − 1), with B_0 = 1/2 so that `[0, 0]` is 1. */
const B = [0.5, ...G.map((_, n) => G.slice(1, n + 1).reduce((p, x) => p * x, 1))].filter((b) => b <= TABLE_LIMIT);

/** B_n × G(k). */
function levelValue(n: Expr, k: Expr): Expr {
  return [tableLookup(B, n), '*', tableLookup(G, k)];
}

/** Appends the next Fibonacci number to the list when level `level` needs it (idempotent). */
function ensureTerm(level: Expr): Expr {
  const next: Expr = [[FIB_LIST, 'arr_elem', -1], '+', [FIB_LIST, 'arr_elem', -2]];
  return [0, '@if', [[FIB_LIST, 'arr_length'], '<=', level], '@edit_gvar', 0, [FIB_LIST, 'arr_push', next], '@end-if'];
}

const family: IndexedFamily = { components: 2, value: (n, k) => levelValue(n, k ?? 0) };

const recipes: IndexedRecipe[] = [
  // Two top tiles B_(n+1) make 2 × B_(n+1), the first tile of level n + 1 (which needs G(n+1)).
  {
    inputs: [{ d: 0 }, { d: 0 }],
    output: { d: 1, k: 0 },
    ordered: true,
    extra: [
      ['@This 1', '=', '@This 0'],
      ['@Next 1 1', '=', '@This 1'],
    ],
    score: [ensureTerm(['@This 0', '+', 1]), '2nd', levelValue(['@This 0', '+', 1], 0)],
  },
  // The first tile of a level and the top tile of the level below: 2B + B·G(n−1)… = 3B.
  {
    inputs: [
      { d: 0, k: 0 },
      { d: -1, k: ['@This 0', '-', 1] },
    ],
    output: { d: 0, k: 1 },
  },
  // Within a level, a tile and the one before it make the next (G(k) + G(k−1) = G(k+1)).
  {
    inputs: [{ d: 0 }, { d: 0, k: ['@This 1', '-', 1] }],
    output: { d: 0, k: ['@This 1', '+', 1] },
    extra: [
      ['@This 1', '>=', 1],
      ['@This 1', '<', '@This 0'],
    ],
  },
];

/** The original's colour of a level or step i: the hue turns 37° per step, the lightness cycles over 7. */
function stepColour(i: Expr): Expr {
  return hsla([37, '*', i, '+', 80], 100, [i, '%', 7, '-', 3, '*', -8, '+', 50]);
}

/** As the original: the step's colour in the middle fading out to the level's colour (text dark, olive on top tiles). */
const BACKGROUND: Expr = ['@radial-gradient', stepColour('@This 1'), 0, 25, stepColour('@This 0'), 90];

const text: RulesText = {
  heading: 'Products of First n Fibonacci Numbers',
  title: '3120',
  paragraphs: [
    'Each level has a base: 1, 3, 3 × 5 = 15, 15 × 8 = 120, …, and its tiles are the base times 2, 3, 5, 8, … up to the next Fibonacci number (the small "k / n" shows step k of level n). A tile merges with the tile before it in its level; the first tile of a level merges with the top tile of the level below; and two top tiles of a level start the next level (15 + 15 = 30).',
    'Spawns: 1 (85%), 2 (10%), 3 (5%).',
    'Make a 3120 tile to win.',
  ],
};

/** 87 — 3120. */
export const mode3120: ModePlugin = builtinMode({
  id: 'pc.3120',
  size: 4,
  name: '3120',
  description: 'Products of First n Fibonacci Numbers',
  page: 2,
  category: 'Products of First n Fibonacci Numbers',
  rules: plainRules(text),
  recreates: [{ modeId: '87' }],
  optionsFromModeVars: () => ({}),
  build: () =>
    defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 2,
      tileTypes: [
        [
          true,
          levelValue('@This 0', '@This 1'),
          BACKGROUND,
          ['#18072f', '@if', ['@This 0', '=', '@This 1'], '2nd', '#45430b', '@end-if'],
          'none',
          0,
          0,
          ['Innerscript', ['@TextE', '@This 1', ' / ', '@This 0'], 'bottom-right', -0.9, 0],
        ],
      ],
      mergeRules: recipes.map((r) => recipeRule(family, r)),
      startTileSpawns: [
        [[0, 0], 85],
        [[1, 0], 10],
        [[1, 1], 5],
      ],
      winConditions: [[5, 0]],
      winRequirement: 1,
      startGameVars: [[2, 3]],
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: levelValue('@This 0', '@This 1'),
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    }),
});
