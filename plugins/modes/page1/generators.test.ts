// The shared generators, checked against the catalog's own lists.
import { describe, expect, it } from 'vitest';
import { distinctPermutations } from '../shared/expr.ts';
import { spawnText } from '../shared/mode-kit.ts';
import { familyCacheWindow, identityStep, type Recipe } from '../shared/power-family.ts';
import * as R from './recipes.ts';

const show = (rs: readonly Recipe[]) =>
  rs.map((r) => `${r.inputs.join('+')}→${typeof r.output === 'object' ? `next ${r.output.next}` : r.output}`).sort();
const family = (s: R.RecipeSet) => ({
  base: s.base,
  multiplier: identityStep,
  unit: 1,
  recipes: s.recipes,
  guard: s.guard,
});

describe('recipe generators', () => {
  it('1728: four 1 → 4, four 3 → next, three 1 → 3, three 2 → 6, three 4 → next, pairs of 1, 2, 3, 6', () => {
    expect(show(R.POWERS_OF_12.recipes)).toEqual(
      ['1+1+1+1→4', '3+3+3+3→next', '1+1+1→3', '2+2+2→6', '4+4+4→next', '1+1→2', '2+2→4', '3+3→6', '6+6→next'].sort(),
    );
  });

  it('9261: sums to 3, 6, 10, 15 or 21 of two or three tiles', () => {
    expect(show(R.POWERS_OF_21.recipes)).toEqual(
      ['1+1+1→3', '1+3+6→10', '1+10+10→next', '3+3+15→next', '3+6+6→15', '3+3→6', '6+15→next'].sort(),
    );
  });

  it('900: exact runs of 5, 3 and 2', () => {
    expect(show(R.POWERS_OF_30.recipes)).toEqual(
      [
        '1+1+1+1+1→5',
        '2+2+2+2+2→10',
        '3+3+3+3+3→15',
        '6+6+6+6+6→next',
        '1+1+1→3',
        '2+2+2→6',
        '5+5+5→15',
        '10+10+10→next',
        '1+1→2',
        '3+3→6',
        '5+5→10',
        '15+15→next',
      ].sort(),
    );
  });

  it('3125: the 3 + 1 switch removes exactly one recipe', () => {
    expect(show(R.powersOf5(true).recipes)).toEqual(
      ['1+1→2', '1+2→3', '1+3→4', '2+2→4', '1+4→next', '2+3→next'].sort(),
    );
    expect(show(R.powersOf5(false).recipes)).not.toContain('1+3→4');
  });

  it('derives the merge-result cache window from the guards', () => {
    expect(familyCacheWindow(family(R.POWERS_OF_2))).toEqual({ maxLength: 2, lookback: 0 });
    expect(familyCacheWindow(family(R.POWERS_OF_6))).toEqual({ maxLength: 3, lookback: 1 });
    expect(familyCacheWindow(family(R.POWERS_OF_12))).toEqual({ maxLength: 4, lookback: 2 });
    expect(familyCacheWindow(family(R.POWERS_OF_30))).toEqual({ maxLength: 6, lookback: 2 });
  });
});

describe('small helpers', () => {
  it('lists the distinct orders of a multiset', () => {
    expect(distinctPermutations([1, 2, 2])).toEqual([
      [1, 2, 2],
      [2, 1, 2],
      [2, 2, 1],
    ]);
  });

  it('describes spawns in percent', () => {
    expect(
      spawnText([
        { label: '1', weight: 85 },
        { label: '2', weight: 12 },
        { label: '4', weight: 3 },
      ]),
    ).toBe('1 (85%), 2 (12%), 4 (3%)');
    expect(spawnText([{ label: '1', weight: 1 }])).toBe('1 (100%)');
  });
});
