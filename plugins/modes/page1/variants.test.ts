// Page 1 variants chosen before a game (catalog-modes.md: modes 1, 4 and 25), played through the
// engine: what spawns, what merges, what wins and what the title says.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { calcEvaluator } from '../../../src/engine/index.ts';
import { Game } from '../../../src/engine/index.ts';
import { page1Modes } from './index.ts';
import { E, boardGame, definition, left } from './test-kit.ts';

const mode = (id: number) => page1Modes[id - 1]!;

/** Every start tile of `games` fresh games (seeds 1…games). */
function startTiles(id: number, options: Record<string, unknown>, games: number): string[] {
  const seen: string[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const g = new Game(definition(mode(id), options), { evaluator: calcEvaluator, seed });
    g.start();
    for (const row of g.state.grid) for (const t of row) if (t !== E) seen.push(JSON.stringify(t));
  }
  return seen;
}

describe('2048: original spawns', () => {
  it('spawns only 2s and 4s when on, and mostly 1s when off', () => {
    const original = startTiles(1, { originalSpawns: true }, 40);
    expect(new Set(original)).toEqual(new Set(['[1]', '[2]']));
    const ours = startTiles(1, {}, 40);
    expect(ours).toContain('[0]');
    expect(ours.filter((t) => t === '[0]').length).toBeGreaterThan(ours.length / 2);
  });

  it('says so in the rules panel', () => {
    expect(JSON.stringify(definition(mode(1), { originalSpawns: true }).gameplayRulesText)).toContain(
      '2 (90%), 4 (10%)',
    );
  });
});

describe('3125: 3 + 1 allowed', () => {
  it('1 + 3 and 3 + 1 merge only when allowed; 2 + 2 always does', () => {
    for (const row of [
      [[0, 1], [0, 3], E, E],
      [[0, 3], [0, 1], E, E],
    ] as Value[][]) {
      expect(left(mode(4), row)).toEqual([[0, 4], E, E, E]);
      expect(left(mode(4), row, { threePlusOne: false })).toEqual(row);
    }
    expect(left(mode(4), [[0, 2], [0, 2], E, E], { threePlusOne: false })).toEqual([[0, 4], E, E, E]);
  });
});

describe('XXXX: allowed run lengths', () => {
  it('a maximum stops longer runs of 1s from becoming one tile', () => {
    const ones: Value[] = [[1, 0], [1, 0], [1, 0], [1, 0], E, E];
    expect(left(mode(25), ones)).toContainEqual([4, 1]);
    const capped = left(mode(25), ones, { maxLength: 3 });
    expect(capped).not.toContainEqual([4, 1]);
    expect(capped).toContainEqual([3, 1]);
  });

  it('a list with one length is the "only powers of n" variant: title, win tile, one win needed', () => {
    const only4 = { lengthForm: 'list', lengthList: [4] };
    const def = definition(mode(25), only4);
    expect(def.gameplayRulesText).toContainEqual(['h1', '1024: XXXX Variant']);
    expect(def.winConditions).toEqual([[4, 5]]);
    expect(def.winRequirement).toBe(1);
    expect(left(mode(25), [[1, 0], [1, 0], [1, 0], [1, 0], E, E], only4)).toEqual([[4, 1], E, E, E, E, E]);
    expect(left(mode(25), [[1, 0], [1, 0], E, E, E, E], only4)).toEqual([[1, 0], [1, 0], E, E, E, E]);
  });

  it('the listed lengths, not the ones between them, merge', () => {
    const list = { lengthForm: 'list' }; // default list: 2, 3, 5
    expect(left(mode(25), [[1, 0], [1, 0], [1, 0], [1, 0], [1, 0], E], list)).toEqual([[5, 1], E, E, E, E, E]);
    expect(
      left(mode(25), [[1, 0], [1, 0], [1, 0], [1, 0], [1, 0], E], { ...list, lengthList: [2, 3] }),
    ).not.toContainEqual([5, 1]);
  });

  it('runs are at least two 1s long, whatever the maximum says', () => {
    const def = definition(mode(25), { maxLength: 1 });
    expect(def.gameplayRulesText).toContainEqual(['h1', '1024: XXXX Variant']);
    expect(left(mode(25), [[1, 0], E, E, E, E, E], { maxLength: 1 })).toEqual([[1, 0], E, E, E, E, E]);
  });

  it('lengths longer than the grid are clamped to it', () => {
    const def = definition(mode(25), { width: 3, height: 3, minLength: 4 });
    expect(def.gameplayRulesText).toContainEqual(['h1', '2187: XXXX Variant']);
    const g = boardGame(
      mode(25),
      [
        [
          [1, 0],
          [1, 0],
          [1, 0],
        ],
      ],
      { minLength: 4 },
    );
    g.move(2);
    expect(g.state.grid[0]).toEqual([[3, 1], E, E]);
  });
});
