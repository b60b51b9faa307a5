// Every mode plugin, with its options at their extremes, plays 200 seeded move attempts and throws
// nothing but typed errors (a build refused with a ModeBuildError, a CalcArrayError reported by a
// move). CI plays a sample: every plugin with all its options at their high ends together, or (every
// other plugin) at their low ends, the grid size kept (a 256 × 256 board takes some 200 ms a move);
// `PLUGIN_EXTREMES=full` plays both ends of every plugin, adds the grid sizes and plays each option
// alone at each extreme too (README: a long run).
import { describe, expect, it } from 'vitest';
import { registeredBuiltins } from '../plugins/index.ts';
import type { ModePlugin, OptionValues } from '../src/plugins/types.ts';
import { GRID_SIDES, allAtOnce, eachExtreme, extremesOf, playExtreme } from './helpers/plugin-extremes.ts';

const ATTEMPTS = 200;
const full = process.env.PLUGIN_EXTREMES === 'full';
const modes = registeredBuiltins.filter((p): p is ModePlugin => p.kind === 'mode');

describe('the extremes of the option types', () => {
  it('are both ends of a range, the other boolean and every other choice', () => {
    expect(extremesOf({ id: 'n', label: 'n', type: 'number', default: 4, min: 1, max: 9 })).toEqual([1, 9]);
    expect(extremesOf({ id: 'n', label: 'n', type: 'number', default: 4 })).toEqual([-1e9, 1e9]);
    expect(extremesOf({ id: 'b', label: 'b', type: 'boolean', default: true })).toEqual([false]);
    const choices = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
      { value: 'c', label: 'C' },
    ];
    expect(extremesOf({ id: 'c', label: 'c', type: 'choice', default: 'b', choices })).toEqual(['a', 'c']);
  });
  it('of a list of numbers are the fewest least entries, the most greatest entries, and both ends', () => {
    const list = { id: 'l', label: 'l', type: 'numbers', default: [2, 3], min: 2, max: 9, maxCount: 3 } as const;
    expect(extremesOf(list)).toEqual([[2], [9, 9, 9], [2, 9]]);
    expect(extremesOf({ ...list, minCount: 0, default: [] })).toEqual([
      [9, 9, 9],
      [2, 9],
    ]);
  });
});

describe(`every mode plugin at its option extremes, ${ATTEMPTS} seeded moves: nothing but typed errors`, () => {
  for (const [k, p] of modes.entries()) {
    const ends = allAtOnce(p, GRID_SIDES);
    const sets: OptionValues[] = full ? [...allAtOnce(p), ...eachExtreme(p)] : [ends[(k + 1) % ends.length]!];
    it(`${p.name} (${p.id}), ${sets.length} option set(s)`, () => {
      for (const [i, options] of sets.entries()) {
        const r = playExtreme(p, options, ATTEMPTS, 1 + i);
        expect(r.untyped, JSON.stringify(options)).toBeNull();
      }
    });
  }
});
