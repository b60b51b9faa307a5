// The stored-value budget (CalcLimits.maxStoredSize) where the engine itself places computed values
// on the board: merge results and evaluated spawn tiles. A result that holds the board nests copies
// of copies, merge by merge or spawn by spawn; past the budget the move is rolled back and reported.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../calc/errors.ts';
import { storedSize } from '../calc/stored-size.ts';
import type { Value } from '../calc/values.ts';
import { testClassicMode } from '../worker/test-codes.ts';
import { calcEvaluator } from './calc-evaluator.ts';
import { Game } from './game.ts';
import type { ModeDefinition } from './mode.ts';
import { playAccepted } from '../conformance/testing.ts';

const budget = DEFAULT_LIMITS.maxStoredSize;

/** Plays up to `moves` moves; every cell stays within the budget. Returns the errors reported. */
function play(mode: ModeDefinition, moves: number): string[] {
  const game = new Game(mode, { evaluator: calcEvaluator, seed: 3, clock: () => 0 });
  expect(game.start().error).toBeUndefined();
  // Checked every move: without the budget this fails early instead of growing on.
  return playAccepted(game, moves, () => {
    for (const row of game.state.grid)
      for (const cell of row as Value[]) expect(storedSize(cell, budget)).toBeLessThanOrEqual(budget);
  });
}

describe('the stored-value budget on values the engine places', () => {
  it('a merge result holding the board: a reported error once it would pass the budget', () => {
    const mode = testClassicMode('Merge nesting', {
      mergeRules: [[2, ['@Next 1 0', '=', '@This 0'], true, [[['@This 0', '+', 1], ['@Grid']]], 0]],
    });
    const errors = play(mode, 60);
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors)
      expect(e).toMatch(new RegExp(`^merge rule: a value of more than ${budget} units would be stored`));
  });

  it('an evaluated spawn tile holding the board: a reported error once it would pass the budget', () => {
    const mode = testClassicMode('Spawn nesting', { startTileSpawns: [[[1, ['@Grid']], 1]] });
    const errors = play(mode, 30);
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors)
      expect(e).toMatch(new RegExp(`^spawn: a value of more than ${budget} units would be stored`));
  });
});
