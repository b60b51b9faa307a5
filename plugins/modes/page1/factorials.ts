// Page 1 mode 15, 5040 ("Factorials"): a tile `[x, m]` is x!·m. Between x! and (x+1)! the tiles
// follow the "powers of x+1" mode, x! playing the role of 1 — so each tier reuses that mode's
// recipe table, restricted to power x, and its "next power" is (x+1)!.
import { type Value, defaultMode } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { LIGHT_TEXT } from '../shared/palette.ts';
import { tableRows } from './looks.ts';
import { TABLE_5040 } from './looks-table.ts';
import { familyCacheWindow, familyRules, identityStep, type PowerFamily } from '../shared/power-family.ts';
import { gridSize, sizeOptions } from '../shared/grid-size.ts';
import * as R from './recipes.ts';

/** Tier x (1…11) climbs from x! to (x+1)! like the powers of x+1. */
export const FACTORIAL_TIERS: readonly R.RecipeSet[] = [
  R.POWERS_OF_2,
  R.POWERS_OF_3,
  R.POWERS_OF_4,
  R.powersOf5(true),
  R.POWERS_OF_6,
  R.POWERS_OF_7,
  R.POWERS_OF_8,
  R.POWERS_OF_9,
  R.POWERS_OF_10,
  R.POWERS_OF_11,
  R.POWERS_OF_12,
];

export function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

const familyOfTier = (set: R.RecipeSet): PowerFamily => ({
  base: set.base,
  multiplier: identityStep,
  unit: 1,
  recipes: set.recipes,
  guard: set.guard,
});

/** The value of `[x, m]`: a number when the tier is known, else an expression. */
const tierValue = (x: Expr, m: number): Expr => (typeof x === 'number' ? factorial(x) * m : [x, 'factorial', '*', m]);

function factorialRules(): Value[] {
  return FACTORIAL_TIERS.flatMap((set, i) => familyRules(familyOfTier(set), { tier: i + 1, value: tierValue }));
}

/** The original's colours for every tile up to 12! (each tier in the colours of its "powers of n" mode). */
function factorialTileTypes(): Value[] {
  return [
    ...tableRows(TABLE_5040, ([x, m]) => factorial(x!) * m!),
    // Anything unexpected.
    [true, ['@This 0', 'factorial', '*', '@This 1'], '#3c3a32', LIGHT_TEXT],
  ];
}

const TEXT: RulesText = {
  heading: 'Factorials',
  title: '5040',
  paragraphs: [
    'Between x! and (x+1)! the tiles merge like the powers of x+1, with x! playing the role of 1: 1+1 → 2; 2+2 → 4 and 2+4 → 6; three 6s → 18 and 6+18 → 24; from 24 like 3125, from 120 like 1296, and so on up to 12!. Get to the 5040 tile to win!',
    'Spawning tiles: 1 (100%)',
  ],
};

const SIZE = 5;

export const mode5040 = builtinMode({
  id: 'pc.5040',
  name: '5040',
  description: 'Factorials: each stretch between factorials plays like a "powers of n" mode.',
  page: 1,
  category: 'Factorials',
  rules: plainRules(TEXT),
  options: sizeOptions(SIZE),
  recreates: [{ modeId: '15' }],
  optionsFromModeVars: () => ({}),
  build: (o) => {
    const windows = FACTORIAL_TIERS.map((s) => familyCacheWindow(familyOfTier(s)));
    return defaultMode({
      ...gridSize(o, SIZE),
      tileNumAmount: 2,
      tileTypes: factorialTileTypes(),
      mergeRules: factorialRules(),
      startTileSpawns: [[[1, 1], 100]],
      winConditions: [[7, 1]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(TEXT),
      tileValueFunction: ['@This 0', 'factorial', '*', '@This 1'],
      knownMergeMaxLength: Math.max(...windows.map((w) => w.maxLength)),
      knownMergeLookbackDistance: Math.max(...windows.map((w) => w.lookback)),
    });
  },
});
