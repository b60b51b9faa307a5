// The whole-state budget (state-budget.ts): a script that adds values turn after turn, each one
// within the per-value budget, is stopped once the state it keeps passes MAX_STATE_SIZE; the move
// that would pass it rolls back with a reported error, and ordinary play never meets it.
import { describe, expect, it } from 'vitest';
import type { Value } from '../calc/values.ts';
import { testClassicMode } from '../worker/test-codes.ts';
import { calcEvaluator } from './calc-evaluator.ts';
import { Game } from './game.ts';
import type { ModeDefinition } from './mode.ts';
import { MAX_STATE_SIZE, checkStateSize, stateSize } from './state-budget.ts';
import { GameState } from './rules/state.ts';
import { playAccepted } from '../conformance/testing.ts';

function newGame(mode: ModeDefinition): Game {
  const game = new Game(mode, { evaluator: calcEvaluator, seed: 3, clock: () => 0 });
  expect(game.start().error).toBeUndefined();
  return game;
}

describe('stateSize', () => {
  it('counts the board, the variables, the spawn lists and the discovered tiles', () => {
    const s = new GameState();
    s.grid = [[[2], '@Empty']];
    s.gameVars = [[1, 2]];
    s.tileSpawns = [[[2], 1]];
    s.discoveredTiles = [[2]];
    // [2] 2 + '@Empty' 1 + [1,2] 3 + [[2],1] 4 + [2] 2 + the conveyor's '@Empty' 1.
    expect(stateSize(s)).toBe(13);
  });
  it('stops once past the budget, and checkStateSize reports it', () => {
    const s = new GameState();
    s.gameVars = Array.from({ length: 1000 }, (): Value => [1, 2, 3]);
    // 25 values fill the budget; the walk stops inside the 26th.
    expect(stateSize(s, 100)).toBeGreaterThan(100);
    expect(stateSize(s, 100)).toBeLessThanOrEqual(104);
    expect(() => checkStateSize(s, 100)).toThrow(/^game state: .* more than 100 units/);
    expect(() => checkStateSize(s)).not.toThrow();
  });
});

describe('the whole-state budget in play', () => {
  // 2000 small values a turn: each far within the per-value budget, the list without end.
  const adder = [0, '@repeat', 2000, '@add_gvar', ['@Literal', 1, 2, 3], '@end-repeat'];
  const mode = testClassicMode('Adder', { scripts: [[adder, 'EndTurn']] });

  it('a script adding values every turn is stopped with a reported error, the state stays under the budget', () => {
    const game = newGame(mode);
    const errors = playAccepted(game, 60);
    // 8,000 units a turn: the budget (262,144) is passed after about 32 turns.
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) expect(e).toMatch(new RegExp(`^game state: .* more than ${MAX_STATE_SIZE} units`));
    expect(stateSize(game.state)).toBeLessThanOrEqual(MAX_STATE_SIZE);
    expect(game.state.gameVars.length).toBeGreaterThan(50_000);
  });

  it('the same script without the stores keeps playing: ordinary games never meet the budget', () => {
    const quiet = testClassicMode('Quiet', { scripts: [[[0, '@repeat', 2000, '+', 1, '@end-repeat'], 'EndTurn']] });
    const game = newGame(quiet);
    expect(playAccepted(game, 60)).toEqual([]);
    expect(game.state.moves).toBeGreaterThan(30);
  });
});
