// Page 1 modes 23 and 24: differences and sums of powers of 3 and 2. A tile `[n, k]` is one of a
// few kinds at "power" n; the family machinery still applies, with its own values.
import type { Expr } from '../shared/expr.ts';
import type { Recipe } from '../shared/power-family.ts';
import * as L from './looks.ts';
import * as T from './looks-table.ts';
import { powerModePlugin } from './power-mode.ts';
import type { RecipeSet } from './recipes.ts';

const pow = (b: number, p: Expr): Expr => [b, '^', p];

/** 3^n − 2^n as an expression. */
const diff32 = (p: Expr): Expr => [3, '^', p, '-', pow(2, p)];

/** 2059: k = 2 is 2^n, k = 1 is 3^n − 2^n, k = 3 is 3·(3^n − 2^n). */
const MINUS_SET: RecipeSet = {
  base: 3,
  steps: [2, 1, 3],
  recipes: [
    { inputs: [1, 1, 1], output: 3 },
    { inputs: [3, 2], output: 'next' },
    { inputs: [2, 2], output: { next: 2 } },
    // 1 + 1 = 2 (the 1 tile is 3^1 − 2^1; 2 is 2^1), unless three 1s can triple.
    { inputs: [1, 1], output: 2, power: 1 } satisfies Recipe,
  ],
  guard: 'longer',
};

export const mode2059 = powerModePlugin({
  modeId: '23',
  key: '2059',
  look: { table: T.TABLE_2059, tones: L.TONES_2059 },
  title: '2059',
  heading: 'Powers of 3 Minus Powers of 2',
  description:
    'Tiles are powers of 2, numbers 3^n − 2^n and their triples. Two equal powers of 2 double; three equal 3^n − 2^n triple; 3·(3^n − 2^n) + 2^n makes 3^(n+1) − 2^(n+1); two 1s make 2.',
  size: 5,
  win: [7, 1],
  value: (n, k) => (k === 2 ? 2 ** n : k === 1 ? 3 ** n - 2 ** n : 3 * (3 ** n - 2 ** n)),
  valueExpr: (p, k) => (k === 2 ? pow(2, p) : k === 1 ? diff32(p) : [diff32(p), '*', 3]),
  configure: () => ({
    recipes: MINUS_SET,
    spawns: [
      [1, 1, 90],
      [1, 2, 6],
      [1, 3, 4],
    ],
  }),
});

/** 2315: k = 1 is 3^n, k = 2 is 3^n + 2^n. */
const PLUS_SET: RecipeSet = {
  base: 3,
  steps: [1, 2],
  recipes: [
    // QUIRKS (recorded games): the original scores these two merges differently from the new
    // tile's value: 3^n (one input) for three 3^n, and 3^(n+1) × 2^(n+1) (a product, not the sum).
    { inputs: [1, 1, 1], output: 'next', score: (p) => pow(3, p) },
    { inputs: [2, 2, 1], output: { next: 2 }, score: (p) => [pow(3, [p, '+', 1]), '*', pow(2, [p, '+', 1])] },
    // 1 + 1 = 2 (= 3^0 + 2^0), unless three 1s can make 3.
    { inputs: [1, 1], output: 2, power: 0 },
  ],
  guard: 'longer',
};

export const mode2315 = powerModePlugin({
  modeId: '24',
  key: '2315',
  look: { table: T.TABLE_2315, tones: L.TONES_2315 },
  title: '2315',
  heading: 'Powers of 3 Plus Powers of 2',
  description:
    'Tiles are powers of 3 and numbers 3^n + 2^n. Three equal powers of 3 make the next power; two equal 3^n + 2^n and a 3^n make 3^(n+1) + 2^(n+1); two 1s make 2.',
  size: 5,
  win: [7, 2],
  value: (n, k) => (k === 1 ? 3 ** n : 3 ** n + 2 ** n),
  valueExpr: (p, k) => (k === 1 ? pow(3, p) : [3, '^', p, '+', pow(2, p)]),
  configure: () => ({
    recipes: PLUS_SET,
    spawns: [
      [0, 1, 90],
      [0, 2, 6],
      [1, 1, 4],
    ],
  }),
});
