// Automatic moves through the real engine: gravity after every move, intervals, first turn,
// separate moves, merges off.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/calc/values.ts';
import { calcEvaluator } from '../../src/engine/index.ts';
import { Game } from '../../src/engine/index.ts';
import { defaultMode, type ModeDefinition } from '../../src/engine/index.ts';
import { mode2048 } from '../modes/page1/offset-powers.ts';
import { applyAutomaticMove, automaticMove, automaticMoveEntry } from './automatic-moves.ts';
import { board, built, E, LEFT, RIGHT, withModifier } from './test-kit.ts';

const auto = (
  options: Record<string, unknown>,
  mode: ModeDefinition = defaultMode({ mergeResultKnownLevel: 0 }),
): ModeDefinition => withModifier(mode, automaticMove, options);

/** Plays `dirs` on `rows`; returns the grid and the move counters. */
function play(
  def: ModeDefinition,
  rows: Value[][],
  dirs: number[],
): { grid: Value[][]; moves: number; manual: number } {
  const g = board(def, rows);
  for (const d of dirs) {
    const r = g.move(d);
    if (r.error) throw new Error(r.error);
  }
  return { grid: g.state.grid, moves: g.state.moves, manual: g.state.manualMoves };
}

describe('Automatic move', () => {
  it('by default pulls every tile down after each move, as part of that move, merging', () => {
    const def = auto({});
    // As the original writes it: move type −1, the chance (always rolled), the interval and first turn.
    expect(def.autoDirections).toEqual([
      [
        [1, 0, Infinity, -1, [-1, true, false, false], 100],
        'Between',
        [
          1,
          0,
          '@end_vars',
          ['@var_retain', '@Moves', '-', '@Var 1', '%', '@Var 0', '=', 0],
          '&&',
          ['@var_retain', '@Moves', '>=', '@Var 1'],
        ],
      ],
    ]);
    // Left merges the top 2s; the 4 then falls onto the 4 below and merges.
    const r = play(
      def,
      [
        [[1], [1]],
        [E, E],
        [[2], E],
      ],
      [LEFT],
    );
    expect(r).toEqual({
      grid: [
        [E, E],
        [E, E],
        [[3], E],
      ],
      moves: 1,
      manual: 1,
    });
  });

  it('can forbid merges during the automatic move', () => {
    const r = play(
      auto({ merges: false }),
      [
        [[1], [1]],
        [E, E],
        [[2], E],
      ],
      [LEFT],
    );
    expect(r.grid).toEqual([
      [E, E],
      [[2], E],
      [[2], E],
    ]);
  });

  it('as a separate move it counts as a move of its own', () => {
    const r = play(
      auto({ strength: 'separate', timing: 'After' }),
      [
        [[1], [1]],
        [E, E],
        [[2], E],
      ],
      [LEFT],
    );
    expect(r).toEqual({
      grid: [
        [E, E],
        [E, E],
        [[3], E],
      ],
      moves: 2,
      manual: 1,
    });
  });

  it('keeps to its interval and first turn', () => {
    const rows: Value[][] = [
      [[1], E],
      [E, E],
      [[3], E],
    ];
    // Interval 2: the first move (moves = 0) has it, the second does not.
    expect(play(auto({ interval: 2 }), rows, [RIGHT]).grid).toEqual([
      [E, E],
      [E, [1]],
      [E, [3]],
    ]);
    expect(play(auto({ interval: 2 }), rows, [RIGHT, LEFT]).grid).toEqual([
      [E, E],
      [[1], E],
      [[3], E],
    ]);
    // Active from turn 1: not on the first move, then on the second.
    expect(play(auto({ firstTurn: 1 }), rows, [RIGHT]).grid).toEqual([
      [E, [1]],
      [E, E],
      [E, [3]],
    ]);
    expect(play(auto({ firstTurn: 1 }), rows, [RIGHT, LEFT]).grid).toEqual([
      [E, E],
      [[1], E],
      [[3], E],
    ]);
  });

  it('draws for its chance, even at 100 % (and records the draws for replays)', () => {
    const entry = automaticMoveEntry({
      vertical: 0,
      horizontal: 1,
      slide: 2,
      interval: 3,
      firstTurn: 4,
      separate: true,
      timing: 'Before',
      merges: true,
      chance: 30,
    });
    expect(entry).toEqual([
      [0, 1, 2, -1, [0, true, true, true], 30],
      'Before',
      [
        3,
        4,
        '@end_vars',
        ['@var_retain', '@Moves', '-', '@Var 1', '%', '@Var 0', '=', 0],
        '&&',
        ['@var_retain', '@Moves', '>=', '@Var 1'],
      ],
    ]);
    const draws = (chance: number): number => {
      const g = new Game(auto({ chance }, built(mode2048)), { evaluator: calcEvaluator, seed: 4, clock: () => 0 });
      g.start();
      for (let i = 0; i < 10; i++) g.move(i % 4);
      return g.state.otherRandomEvents.length;
    };
    expect(draws(100)).toBeGreaterThan(5);
    expect(draws(50)).toBeGreaterThan(5);
    const none = new Game(built(mode2048), { evaluator: calcEvaluator, seed: 4, clock: () => 0 });
    none.start();
    for (let i = 0; i < 10; i++) none.move(i % 4);
    expect(none.state.otherRandomEvents.length).toBe(1);
  });

  it('is not added when it could never do anything', () => {
    const base = built(mode2048);
    expect(
      applyAutomaticMove(base, {
        ...Object.fromEntries(automaticMove.options!.map((o) => [o.id, o.default])),
        vertical: 0,
        horizontal: 0,
      }),
    ).toBe(base);
    expect(withModifier(base, automaticMove, { chance: 0 })).toBe(base);
    const hex = { ...base, hexagonal: true };
    expect(withModifier(hex, automaticMove)).toBe(hex);
  });
});
