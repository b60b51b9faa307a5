// The merge recipes of the Page 1 "powers of n" modes (catalog-modes.md, Page 1), written as
// multisets of intermediate multipliers of one power. The factorial mode reuses them tier by tier,
// so each table is the single statement of how "powers of n" climbs.
import { sumRecipes, type Guard, type Recipe } from '../shared/power-family.ts';

export interface RecipeSet {
  readonly base: number;
  /** Intermediate multipliers, smallest first (1 is the power itself). */
  readonly steps: readonly number[];
  readonly recipes: readonly Recipe[];
  readonly guard: Guard;
}

const r = (inputs: number[], output: number | 'next'): Recipe => ({ inputs, output });
const targets = (entries: [number, number | 'next'][]): Map<number, number | 'next'> => new Map(entries);

/** 2048: two equal tiles make the next power. */
export const POWERS_OF_2: RecipeSet = { base: 2, steps: [1], recipes: [r([1, 1], 'next')], guard: 'none' };

/** 2187: 1+1 → 2, 1+2 → 3. */
export const POWERS_OF_3: RecipeSet = {
  base: 3,
  steps: [1, 2],
  recipes: [r([1, 1], 2), r([1, 2], 'next')],
  guard: 'none',
};

/** 1024: three equal → 3, 1+3 → 4. */
export const POWERS_OF_4: RecipeSet = {
  base: 4,
  steps: [1, 3],
  recipes: [r([1, 1, 1], 3), r([1, 3], 'next')],
  guard: 'none',
};

/** 3125: two tiles of one power whose multipliers add up to at most 5; `threePlusOne` allows 1+3. */
export function powersOf5(threePlusOne: boolean): RecipeSet {
  const recipes = sumRecipes({
    steps: [1, 2, 3, 4],
    lengths: [2],
    targets: targets([
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 'next'],
    ]),
    allow: (inputs) => threePlusOne || !(inputs.includes(1) && inputs.includes(3)),
  });
  return { base: 5, steps: [1, 2, 3, 4], recipes, guard: 'none' };
}

/** 1296: 1+1+1 → 3, 2+2+2 → 6, 1+1 → 2 (unless a third 1 is behind), 3+3 → 6. */
export const POWERS_OF_6: RecipeSet = {
  base: 6,
  steps: [1, 2, 3],
  recipes: [r([1, 1, 1], 3), r([2, 2, 2], 'next'), r([1, 1], 2), r([3, 3], 'next')],
  guard: 'longer',
};

/** 2401: 1+1+1 → 3, 1+1 → 2 (guarded), 2+2 → 4, 3+4 → 7. */
export const POWERS_OF_7: RecipeSet = {
  base: 7,
  steps: [1, 2, 3, 4],
  recipes: [r([1, 1, 1], 3), r([1, 1], 2), r([2, 2], 4), r([3, 4], 'next')],
  guard: 'longer',
};

/** 4096: 1+1 → 2, 1+2 → 3, 2+3 → 5, 3+5 → 8. */
export const POWERS_OF_8: RecipeSet = {
  base: 8,
  steps: [1, 2, 3, 5],
  recipes: [r([1, 1], 2), r([1, 2], 3), r([2, 3], 5), r([3, 5], 'next')],
  guard: 'none',
};

/** 6561: four equal → 4, 1+4+4 → 9. */
export const POWERS_OF_9: RecipeSet = {
  base: 9,
  steps: [1, 4],
  recipes: [r([1, 1, 1, 1], 4), r([1, 4, 4], 'next')],
  guard: 'none',
};

/** 1000: 1+1 → 2, 1+2+2 → 5, 5+5 → 10. */
export const POWERS_OF_10: RecipeSet = {
  base: 10,
  steps: [1, 2, 5],
  recipes: [r([1, 1], 2), r([1, 2, 2], 5), r([5, 5], 'next')],
  guard: 'none',
};

/** 1331: 1+1 → 2, 1+2 → 3 (unless the 3-tile merge is possible), 1+2+3 → 6, 2+3+6 → 11. */
export const POWERS_OF_11: RecipeSet = {
  base: 11,
  steps: [1, 2, 3, 6],
  recipes: [r([1, 1], 2), r([1, 2], 3), r([1, 2, 3], 6), r([2, 3, 6], 'next')],
  guard: 'longer',
};

/** 1728: runs of 2, 3 or 4 equal tiles whose sum is 2, 3, 4, 6 or 12 times the power. */
export const POWERS_OF_12: RecipeSet = {
  base: 12,
  steps: [1, 2, 3, 4, 6],
  recipes: sumRecipes({
    steps: [1, 2, 3, 4, 6],
    lengths: [4, 3, 2],
    targets: targets([
      [2, 2],
      [3, 3],
      [4, 4],
      [6, 6],
      [12, 'next'],
    ]),
    equalOnly: true,
  }),
  guard: 'longer',
};

/** 2197: 1+1 → 2, 1+2 → 3, 1+3 → 4, 2+4 → 6, 3+6 → 9, 4+9 → 13. */
export const POWERS_OF_13: RecipeSet = {
  base: 13,
  steps: [1, 2, 3, 4, 6, 9],
  recipes: [r([1, 1], 2), r([1, 2], 3), r([1, 3], 4), r([2, 4], 6), r([3, 6], 9), r([4, 9], 'next')],
  guard: 'none',
};

/** 3375: 1+1 → 2, 2+2 → 4, 4+4 → 8, 1+8 → 9, 2+9 → 11, 4+11 → 15. */
export const POWERS_OF_15: RecipeSet = {
  base: 15,
  steps: [1, 2, 4, 8, 9, 11],
  recipes: [r([1, 1], 2), r([2, 2], 4), r([4, 4], 8), r([1, 8], 9), r([2, 9], 11), r([4, 11], 'next')],
  guard: 'none',
};

/** 4913: three-tile merges 1+1+1 → 3, 1+1+3 → 5, 1+5+5 → 11, 1+5+11 → 17. */
export const POWERS_OF_17: RecipeSet = {
  base: 17,
  steps: [1, 3, 5, 11],
  recipes: [r([1, 1, 1], 3), r([1, 1, 3], 5), r([1, 5, 5], 11), r([1, 5, 11], 'next')],
  guard: 'none',
};

/** 8000: 1+1 → 2, 6+6 → 12, 2+2+2 → 6, 2+6+12 → 20. */
export const POWERS_OF_20: RecipeSet = {
  base: 20,
  steps: [1, 2, 6, 12],
  recipes: [r([1, 1], 2), r([6, 6], 12), r([2, 2, 2], 6), r([2, 6, 12], 'next')],
  guard: 'none',
};

/** 9261: two or three tiles whose multipliers add up to 3, 6, 10 or 15 (triangular), or 21. */
export const POWERS_OF_21: RecipeSet = {
  base: 21,
  steps: [1, 3, 6, 10, 15],
  recipes: sumRecipes({
    steps: [1, 3, 6, 10, 15],
    lengths: [3, 2],
    targets: targets([
      [3, 3],
      [6, 6],
      [10, 10],
      [15, 15],
      [21, 'next'],
    ]),
  }),
  guard: 'longer',
};

/** 900: a run of exactly 2, 3 or 5 equal tiles whose sum divides 30. */
export const POWERS_OF_30: RecipeSet = {
  base: 30,
  steps: [1, 2, 3, 5, 6, 10, 15],
  recipes: sumRecipes({
    steps: [1, 2, 3, 5, 6, 10, 15],
    lengths: [5, 3, 2],
    targets: targets([
      [2, 2],
      [3, 3],
      [5, 5],
      [6, 6],
      [10, 10],
      [15, 15],
      [30, 'next'],
    ]),
    equalOnly: true,
  }),
  guard: 'exact',
};
