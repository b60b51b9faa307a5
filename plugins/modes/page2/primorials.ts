// Page 2, slot 19 — 2310, "Primorials": 1, 2, 6, 30, 210, 2310 are the products of the first primes.
// A tile `[a, b]` is p_a# × p_b (the primorial of the first a primes times the b-th prime, p_0 = 1).
// Within one level a, tiles climb through the primes p_b: x + x = 2x, 2x + x = 3x, twin primes
// step by 2x (3x + 2x = 5x), other gaps are bridged by three tiles (7x + 2x + 2x = 11x); once the
// multiplier prime is the next prime of the level, the tile is the next primorial.
import { defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { and, type Expr } from '../shared/expr.ts';
import { recipeRule, type IndexedFamily, type IndexedRecipe } from '../shared/indexed-recipes.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { primorials, tableLookup } from '../shared/sequences.ts';
import { hsla, lookRows } from './looks.ts';

const PRIMORIALS = primorials();

/** p_a# × p_b (the `prime` operator gives p_0 = 1, p_1 = 2, …). */
function primorialValue(a: Expr, b: Expr): Expr {
  return [tableLookup(PRIMORIALS, a), '*', [b, 'prime']];
}

/** b + 1 at level a, or the next primorial `[a + 1, 0]` when p_(b+1) would be the level's next prime. */
function climb(): { a: Expr; b: Expr } {
  const up: Expr = [['@This 1', '+', 1], '>', '@This 0'];
  return { a: ['@This 0', '+', up], b: [['@This 1', '+', 1], '*', [up, '!']] };
}

const family: IndexedFamily = { components: 2, value: primorialValue };
const next = climb();

/** Every recipe makes the next multiplier of the moving tile's level (slot 0 holds `[a, b]`). */
function primorialRecipe(inputs: IndexedRecipe['inputs'], extra: Expr[], flags?: boolean[]): IndexedRecipe {
  return { inputs, output: { at: next.a, k: next.b }, extra, ...(flags ? { flags } : {}) };
}

const recipes: IndexedRecipe[] = [
  // x·p_b + x with p_b ∈ {1, 2}: 1x + 1x = 2x, 2x + 1x = 3x.
  primorialRecipe([{ d: 0 }, { d: 0, k: 0 }], [['@This 1', '<=', 1]]),
  // Twin primes: p_b·x + 2x = p_(b+1)·x.
  primorialRecipe([{ d: 0 }, { d: 0, k: 1 }], [[['@This 1', 'prime', '+', 2], '=', [['@This 1', '+', 1], 'prime']]]),
  // p_b·x + p_c·x + p_d·x = p_(b+1)·x with c, d below b (and at least 2x).
  primorialRecipe(
    [{ d: 0 }, { d: 0 }, { d: 0 }],
    [
      and(['@This 1', '>', '@Next 1 1'], ['@This 1', '>', '@Next 2 1'], ['@Next 1 1', '>=', 1], ['@Next 2 1', '>=', 1]),
      [
        ['@This 1', 'prime', '+', ['@Next 1 1', 'prime'], '+', ['@Next 2 1', 'prime']],
        '=',
        [['@This 1', '+', 1], 'prime'],
      ],
    ],
    // As in the original, the rear-most of the three cells is left unflagged (cannot start a merge).
    [false, true],
  ),
];

/**
 * The original's hue for the i-th prime: 0°, 120°, 240° for the first three, then each later band
 * of primes splits the turn finer — with v the number of halvings that bring i − 1 below 3, the
 * hue is (i − 0.5) × 120° / 2^v.
 */
function primeHueOf(i: number): number {
  if (i - 1 < 3) return (i - 1) * 120;
  let v = -1;
  for (let y = i - 1; y >= 3; y /= 2) v++;
  return (120 / 2 ** v) * (i - 0.5);
}

/** Hues for the primes a tile can hold (a primorial past 2^53 has more than 13 primes). */
const PRIME_HUES = Array.from({ length: 64 }, (_, i) => primeHueOf(i));

function primeHue(i: Expr): Expr {
  return [['@Literal', ...PRIME_HUES], 'arr_elem', i];
}

const text: RulesText = {
  heading: 'Primorials',
  title: '2310',
  paragraphs: [
    "Tiles are a primorial (1, 2, 6, 30, 210, …) times a prime. Squarefree tiles merge with themselves; a multiple of 4 merges with its half, of 9 with its two thirds (or two of its thirds), of 25 with two of its fifths, and so on: within one primorial x the tiles climb x, 2x, 3x, 5x, 7x, 11x, … by adding 1x, 2x (twin primes) or two smaller tiles, and the prime after the primorial's own primes makes the next primorial.",
    'Spawns: 1 (85%), 2 (12%), 4 (3%).',
    'Make a 2310 tile to win.',
  ],
};

/** 48 — 2310. */
export const mode2310: ModePlugin = builtinMode({
  id: 'pc.2310',
  size: 4,
  name: '2310',
  description: 'Primorials',
  page: 2,
  category: 'Primorials',
  rules: plainRules(text),
  recreates: [{ modeId: '48' }],
  optionsFromModeVars: () => ({}),
  build: () =>
    defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 2,
      tileTypes: lookRows(primorialValue('@This 0', '@This 1'), [
        [[['@This 0', '=', 0], '&&', ['@This 1', '=', 0]], { background: '#ffffff', text: '#1a2727' }],
        [['@This 1', '=', 0], { background: hsla(primeHue('@This 0'), 100, 35), text: '#e4ffff' }],
        [
          true,
          {
            // The tile's extra prime as a light centre on its primorial's colour.
            background: [
              '@radial-gradient',
              hsla(primeHue('@This 1'), 100, 65),
              0,
              20,
              hsla(primeHue('@This 0'), 100, 35),
              100,
            ],
            text: '#1a2727',
          },
        ],
      ]),
      mergeRules: recipes.map((r) => recipeRule(family, r)),
      startTileSpawns: [
        [[0, 0], 85],
        [[1, 0], 12],
        [[1, 1], 3],
      ],
      winConditions: [[5, 0]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: primorialValue('@This 0', '@This 1'),
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 3,
      knownMergeLookbackDistance: 0,
    }),
});
