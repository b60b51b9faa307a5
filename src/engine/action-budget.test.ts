// The action step budget (ACTION_STEP_BUDGET): every CalcArray evaluation of one action draws on
// it, so a community mode whose scripts or merge conditions each stay within their own budget
// cannot add up to minutes per move. Past it, the action is rolled back and reported.
import { describe, expect, it } from 'vitest';
import { EVALUATION_STEPS } from '../calc/host.ts';
import type { Value } from '../calc/values.ts';
import { testClassicMode } from '../worker/test-codes.ts';
import { calcEvaluator } from './calc-evaluator.ts';
import type { EngineEvaluator } from './evaluator.ts';
import { Game } from './game.ts';
import type { ModeDefinition } from './mode.ts';

/** An expression taking about 2·n steps (a loop of n additions of 0) whose value is 0. */
const burn = (n: number): Value => [0, '@repeat', n, '+', 0];

function started(mode: ModeDefinition, actionStepBudget: number, fastMoves = true): Game {
  const game = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => 0, actionStepBudget, fastMoves });
  expect(game.start().error).toBeUndefined();
  return game;
}

describe('the action step budget', () => {
  // Twenty EndMovement scripts of ~60,000 steps: ~1.2 M steps a move, each script far within its own budget.
  const slowScripts = testClassicMode('Slow scripts', {
    scripts: Array.from({ length: 20 }, (): Value => [burn(30_000), 'EndMovement']),
  });

  it('stops an action whose scripts together pass it: rolled back and reported', () => {
    const game = started(slowScripts, 1_000_000);
    const grid = JSON.stringify(game.state.grid);
    const moves = game.state.moves;
    const d = [0, 1, 2, 3].find((k) => game.canMove(k))!;
    const r = game.move(d);
    expect(r.error).toMatch(/step budget of 1000000 for the whole action exceeded/);
    expect(JSON.stringify(game.state.grid)).toBe(grid);
    expect(game.state.moves).toBe(moves);
    expect(game.state.stepMeter).toBeNull();
  });

  it('gives every action the whole budget again', () => {
    const game = started(slowScripts, 2_000_000);
    for (let k = 0; k < 5; k++) {
      const d = [0, 1, 2, 3].find((x) => game.canMove(x))!;
      const r = game.move(d);
      expect(r.error).toBeUndefined();
    }
    expect(game.state.moves).toBeGreaterThanOrEqual(1);
  });

  it('holds merge conditions on the fast move’s plan and on the general move alike', () => {
    // One row of four different tiles moving left: three pairs tried, ~200,000 steps each.
    const mode = testClassicMode('Slow conditions', {
      width: 4,
      height: 1,
      startingGrid: [[[1], [2], [3], [4]]],
      mergeRules: [[2, [['@Next 1 0', '=', '@This 0'], '+', burn(100_000)], true, [[['@This 0', '+', 1]]], 0]],
    });
    for (const fastMoves of [true, false]) {
      expect(started(mode, 500_000, fastMoves).move(3).error).toMatch(/for the whole action exceeded/);
      expect(started(mode, 1_000_000, fastMoves).move(3).error).toBeUndefined();
    }
  });

  // A loop that never settles (multiMerge, two equal tiles that merge into two equal tiles again)
  // of cheap rules: before evaluations were charged their set-up, 10 M steps of it took over 10 s.
  // The rule's ORDERED flag is an expression, so every attempt evaluates the rule afresh.
  it('charges every evaluation its set-up, so a budget of tiny evaluations is a bounded number of them', () => {
    const keepMerging: Value = [2, ['@Next 1 0', '=', '@This 0'], [true], [['@This 0'], ['@This 0']], 0];
    const mode = testClassicMode('Never settles', {
      width: 4,
      height: 1,
      startingGrid: [[[1], [1], [1], [1]]],
      mergeRules: [keepMerging],
      multiMerge: true,
      startTileAmount: 0,
      mergeResultKnownLevel: 0,
    });
    let evaluations = 0;
    const counting: EngineEvaluator = {
      ...calcEvaluator,
      evaluate: (expr, host, ctx) => {
        evaluations++;
        return calcEvaluator.evaluate(expr, host, ctx);
      },
      evaluateAt: (expr, host, tile, vars) => {
        evaluations++;
        return calcEvaluator.evaluateAt!(expr, host, tile, vars);
      },
    };
    const budget = 1_000_000;
    const game = new Game(mode, { evaluator: counting, seed: 1, clock: () => 0, actionStepBudget: budget });
    expect(game.start().error).toBeUndefined();
    evaluations = 0;
    expect(game.move(3).error).toMatch(/for the whole action exceeded/);
    expect(evaluations).toBeGreaterThan(1000);
    // Plain constants (the score 0, the flag) are answered without an evaluation's set-up and are
    // not charged it: hence the margin. Uncharged, the same budget ran about three times as many.
    expect(evaluations).toBeLessThanOrEqual((2 * budget) / EVALUATION_STEPS);
  });
});
