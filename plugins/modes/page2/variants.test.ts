// Page 2 variants chosen before a game: the grid size every mode has, and 180's size-dependent
// and fractional merge lengths (catalog-modes.md, Page 2).
import { describe, expect, it } from 'vitest';
import { BigRational, type Value } from '../../../src/calc/values.ts';
import { MAX_GRID_SIDE } from '../../../src/engine/index.ts';
import { resolveOptions } from '../../../src/plugins/registry.ts';
import { page2Modes } from './index.ts';
import { LONGEST_RUN, mode180 } from './smooth-180.ts';
import { E, LEFT, define, playOn } from './test-kit.ts';

/** The catalog's default square size of each Page 2 mode, by the original's mode number. */
const CATALOG_SIZE: Record<string, number> = {
  '26': 4,
  '27': 4,
  '28': 5,
  '46': 5,
  '52': 5,
  '33': 5,
  '76': 5,
  '63': 5,
  '53': 4,
  '30': 4,
  '64': 4,
  '65': 5,
  '66': 4,
  '32': 4,
  '42': 4,
  '29': 4,
  '47': 4,
  '51': 4,
  '48': 4,
  '87': 4,
  '83': 4,
  '84': 4,
  '90': 5,
  '94': 5,
  '38': 7,
};

const modeId = (p: (typeof page2Modes)[number]): string => p.recreates![0]!.modeId;

describe('grid size (every Page 2 mode)', () => {
  it('defaults to the catalog size', () => {
    for (const p of page2Modes) {
      const o = resolveOptions(p.options, {});
      expect([modeId(p), o.width, o.height]).toEqual([modeId(p), CATALOG_SIZE[modeId(p)], CATALOG_SIZE[modeId(p)]]);
      const def = define(p);
      expect([modeId(p), def.width, def.height]).toEqual([modeId(p), CATALOG_SIZE[modeId(p)], CATALOG_SIZE[modeId(p)]]);
    }
  });

  it('builds a playable board of the chosen width and height', () => {
    for (const p of page2Modes) {
      const def = define(p, { width: 6, height: 3 });
      expect([modeId(p), def.width, def.height]).toEqual([modeId(p), 6, 3]);
      expect(def.startingGrid).toHaveLength(3);
      expect(def.startingGrid.every((row) => row.length === 6)).toBe(true);
    }
  });

  it('offers 1 to the largest side the engine allows, and falls back to the default outside it', () => {
    const def = define(page2Modes[0]!, { width: 0, height: MAX_GRID_SIDE + 1 });
    expect([def.width, def.height]).toEqual([4, 4]);
    expect(page2Modes[0]!.build({ width: MAX_GRID_SIDE + 1, height: 2.5 })).toMatchObject({ width: 4, height: 2 });
    for (const p of page2Modes)
      expect(p.options!.find((o) => o.id === 'width')).toMatchObject({ min: 1, max: MAX_GRID_SIDE });
  });
});

describe('180: merge lengths follow the grid size', () => {
  const lengthsOf = (options: Record<string, unknown>): number[] =>
    define(mode180, options).mergeRules.map((r) => (r as Value[])[0] as number);

  it('"any prime" uses the primes up to the larger side', () => {
    expect(lengthsOf({ lengths: 'primes' })).toEqual([7, 5, 3, 2]);
    expect(lengthsOf({ lengths: 'primes', width: 13, height: 4 })).toEqual([13, 11, 7, 5, 3, 2]);
    expect(lengthsOf({ lengths: 'primes', width: 4, height: 4 })).toEqual([3, 2]);
  });

  it('"any length" runs from 2 to the larger side, capped for huge grids', () => {
    expect(lengthsOf({ lengths: 'any', width: 3, height: 5 })).toEqual([5, 4, 3, 2]);
    expect(Math.max(...lengthsOf({ lengths: 'any', width: MAX_GRID_SIDE, height: 2 }))).toBe(LONGEST_RUN);
  });

  it('the default lengths do not depend on the size', () => {
    expect(lengthsOf({ width: 12, height: 12 })).toEqual([5, 3, 2]);
    const g = playOn(mode180, [[[0, 0, 0], [0, 0, 0], E, E, E, E, E, E, E, E, E, E]], { width: 12, height: 1 });
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([1, 0, 0]);
  });

  it('a fractional list: three equal tiles leave two worth 3/2 as much, five leave four worth 5/4', () => {
    const one: Value = [BigRational.of(1n)];
    const opts = { lengths: 'list', lengthList: [5, 3, 2], lengthInto: [4, 2, 1] };
    const g = playOn(
      mode180,
      [
        [one, one, one, E, E, E, E],
        [one, one, one, one, one, E, E],
        [one, one, E, E, E, E, E],
      ],
      opts,
    );
    g.move(LEFT);
    expect(g.state.grid[0]!.slice(0, 3)).toEqual([[BigRational.of(3n, 2n)], [BigRational.of(3n, 2n)], E]);
    expect(g.state.grid[1]!.slice(0, 5)).toEqual([...Array.from({ length: 4 }, () => [BigRational.of(5n, 4n)]), E]);
    expect(g.state.grid[2]!.slice(0, 2)).toEqual([[BigRational.of(2n)], E]);
    // Exact fractions throughout: the winning tile is the exact 180.
    expect(define(mode180, opts).winConditions).toEqual([[BigRational.of(180n)]]);
  });

  it('a whole-number list uses value tiles and only the listed lengths', () => {
    const g = playOn(
      mode180,
      [
        [[1n], [1n], [1n], [1n], E, E, E],
        [[1n], [1n], [1n], E, E, E, E],
      ],
      { lengths: 'list', lengthList: [4, 2] },
    );
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([4n]);
    // Three equal tiles: no length-3 rule, and the run is longer than 2, so nothing merges.
    expect(g.state.grid[1]!.slice(0, 4)).toEqual([[1n], [1n], [1n], E]);
  });
});

describe('180: overflow merges (secret)', () => {
  const one: Value = [BigRational.of(1n)];
  const q = (n: bigint, d: bigint): Value => [BigRational.of(n, d)];
  const opts = { lengths: 'list', lengthList: [3, 2], lengthInto: [4, 1] };

  it('n/d entries with d > n are ignored until overflow merges are on', () => {
    const g = playOn(mode180, [[one, one, one, E, E, E, E]], opts);
    expect(g.move(LEFT).moved).toBe(false);
    expect(define(mode180, opts).mergeRules).toHaveLength(1);
  });

  it('three equal tiles become four worth 3/4 as much, the extra one in the empty cell behind', () => {
    const g = playOn(
      mode180,
      [
        [one, one, one, E, E, E, E],
        [one, one, one, [2n], E, E, E],
      ],
      { ...opts, overflowMerges: true },
    );
    g.move(LEFT);
    expect(g.state.grid[0]!.slice(0, 5)).toEqual([q(3n, 4n), q(3n, 4n), q(3n, 4n), q(3n, 4n), E]);
    // No empty cell behind the run for the extra tile: no merge there.
    expect(g.state.grid[1]!.slice(0, 4)).toEqual([one, one, one, [2n]]);
    expect(define(mode180, { ...opts, overflowMerges: true }).mergeResultKnownLevel).toBe(0);
  });

  it('random goals only climb by the growing factors', () => {
    const opts = {
      lengths: 'list',
      lengthList: [5, 2],
      lengthInto: [1, 3],
      overflowMerges: true,
      randomGoals: 'build',
    };
    // From 1 by factors of 5 only (never 2/3) up to the first-goal minimum 6.
    expect(playOn(mode180, [[E]], opts).state.gameVars[0]).toBe(25n);
  });

  it('a recorded list with an overflow entry turns the option on', () => {
    expect(
      mode180.optionsFromModeVars?.([
        3,
        0,
        6,
        [
          [3n, 4n],
          [2n, 1n],
        ],
      ]),
    ).toMatchObject({ lengths: 'list', lengthList: [3, 2], lengthInto: [4, 1], overflowMerges: true });
    expect(
      mode180.optionsFromModeVars?.([
        3,
        0,
        6,
        [
          [3n, 2n],
          [2n, 1n],
        ],
      ]),
    ).toMatchObject({ overflowMerges: false });
  });
});
