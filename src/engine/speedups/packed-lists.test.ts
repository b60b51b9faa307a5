// Lists a new game builds appended to instead of mapped (packed, not holey: every read of a holey
// list checks for holes; Tiles.reset, Game's available directions, state.ts copyRows). They
// must hold exactly what mapping gave.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../calc/values.ts';
import { calcEvaluator } from '../calc-evaluator.ts';
import { Game } from '../game.ts';
import { defaultMode, orthogonalDirections } from '../mode.ts';

const grid: Value[][] = [
  [[1], '@Empty', [2]],
  ['@Void', [3], '@Empty'],
];

describe('lists a new game appends to', () => {
  it('Tiles.reset gives the ids and references mapping the grid gave, in the same order', () => {
    const b = new Game(defaultMode({ width: 3, height: 2 }), { evaluator: calcEvaluator, seed: 1 });
    b.state.grid = grid.map((r) => r.slice());
    b.state.nextId = 7;
    // What mapping the grid gave: ids numbered in row order from nextId.
    let next = 7;
    const mapped = grid.map((row) => row.map((c) => (Array.isArray(c) ? next++ : 0)));
    b.core.tiles.reset();
    expect(b.state.ids).toEqual(mapped);
    expect(b.state.ids).toEqual([
      [7, 0, 8],
      [0, 9, 0],
    ]);
    expect(b.state.nextId).toBe(next);
    b.state.idRefs.forEach((row, v) => row.forEach((c, h) => expect(c).toBe(grid[v]![h])));
    expect(b.state.idRefs[0]).not.toBe(b.state.grid[0]);
  });

  it('keeps the holes of a direction list with holes, as mapping it did', () => {
    const dirs = orthogonalDirections();
    const holey: Value[] = [dirs[0]!, dirs[1]!, dirs[2]!, dirs[3]!];
    delete holey[2];
    const g = new Game(defaultMode({ directions: holey }), { evaluator: calcEvaluator, seed: 1 });
    g.start();
    const avail = g.state.directionsAvailable;
    expect(avail.length).toBe(4);
    expect(2 in avail).toBe(false);
    expect([0, 1, 3].every((d) => avail[d] === true)).toBe(true);
    // A move makes every direction available again (the general move: the fast one plays no such
    // mode), the hole kept.
    let moved = false;
    for (const d of [0, 1, 3]) if (!moved && g.move(d).moved) moved = true;
    expect(moved).toBe(true);
    expect(g.state.directionsAvailable.length).toBe(4);
    expect(2 in g.state.directionsAvailable).toBe(false);
    // A list without holes: every direction, all present.
    const plain = new Game(defaultMode({}), { evaluator: calcEvaluator, seed: 1 });
    plain.start();
    expect(plain.state.directionsAvailable).toEqual([true, true, true, true]);
    expect(Object.keys(plain.state.directionsAvailable)).toEqual(['0', '1', '2', '3']);
  });
});
