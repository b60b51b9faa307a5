// The engine's own work (outside CalcArray evaluations) draws on the action step budget
// (work-meter.ts): a mode whose *structure* is hostile — a huge board, many spawns, thousands of
// rules or automatic moves — gets a reported, rolled-back limit error instead of a frozen move.
// Each case runs under a small budget that the unmetered engine never noticed.
import { describe, expect, it } from 'vitest';
import { MAX_CHAIN_LINKS, prepareRule } from './rules/merge-rules.ts';
import type { Value } from '../calc/values.ts';
import { testClassicMode } from '../worker/test-codes.ts';
import { calcEvaluator } from './calc-evaluator.ts';
import { Game } from './game.ts';
import type { ModeDefinition } from './mode.ts';
import { MAX_BOARD_SIDE } from '../formats/board-size.ts';

const grid = (w: number, h: number, f: (v: number, x: number) => Value): Value[][] =>
  Array.from({ length: h }, (_, v) => Array.from({ length: w }, (_, x) => f(v, x)));

function game(mode: ModeDefinition, actionStepBudget: number, fastMoves = true): Game {
  return new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => 0, actionStepBudget, fastMoves });
}

const over = (budget: number): RegExp => new RegExp(`step budget of ${budget} for the whole action exceeded`);

/** Plays direction d and checks it failed with the budget's error, leaving the game as it was. */
function expectRolledBack(g: Game, d: number, budget: number, where: string): void {
  const before = JSON.stringify(g.state.grid);
  const moves = g.state.moves;
  const r = g.move(d);
  expect(r.accepted).toBe(true);
  expect(r.error).toMatch(over(budget));
  expect(r.error!.startsWith(`${where}:`)).toBe(true);
  expect(JSON.stringify(g.state.grid)).toBe(before);
  expect(g.state.moves).toBe(moves);
  expect(g.state.stepMeter).toBeNull();
}

describe('engine work on the action step budget', () => {
  // 64×64, one tile in the far right column: a move left is 63 passes over 4096 cells.
  const wide = testClassicMode('Wide', {
    width: 64,
    height: 64,
    startTileAmount: 0,
    randomTileAmount: 0,
    startingGrid: grid(64, 64, (v, x) => (v === 0 && x === 63 ? [1] : '@Empty')),
  });

  it('charges the general move per pass', () => {
    const g = game(wide, 30_000, false);
    expect(g.start().error).toBeUndefined();
    expectRolledBack(g, 2, 30_000, 'move');
    // With room for the passes the same move plays.
    const roomy = game(wide, 1_000_000, false);
    roomy.start();
    expect(roomy.move(2).error).toBeUndefined();
    expect(roomy.state.grid[0]![0]).toEqual([1]);
  });

  it('charges the fast move per pass, and reports its failure without the general move', () => {
    const g = game(wide, 15_000, true);
    expect(g.start().error).toBeUndefined();
    expectRolledBack(g, 2, 15_000, 'move');
    expect(g.fastMovesPlayed).toBe(0);
    const roomy = game(wide, 1_000_000, true);
    roomy.start();
    expect(roomy.move(2).error).toBeUndefined();
    expect(roomy.fastMovesPlayed).toBe(1);
  });

  it('charges the board scan after every merge', () => {
    // A checkerboard of 2s on 32×32: hundreds of merges per move, each followed by a discovery scan.
    const mode = testClassicMode('Merges', {
      width: 32,
      height: 32,
      startingGrid: grid(32, 32, (v, x) => ((v + x) % 2 === 0 ? [1] : '@Empty')),
    });
    const g = game(mode, 100_000, false);
    expect(g.start().error).toBeUndefined();
    // (The scans cost most; whichever charge comes last names the error.)
    const r = g.move(2);
    expect(r.error).toMatch(over(100_000));
    expect(r.error).toMatch(/^(discovery|move):/);
  });

  it('charges random spawn attempts (a game start placing every cell of a big board)', () => {
    const mode = testClassicMode('Spawns', { width: 128, height: 128, startTileAmount: 1e9 });
    const r = game(mode, 200_000).start();
    expect(r.error).toMatch(over(200_000));
    expect(r.error!.startsWith('spawn:')).toBe(true);
    // Classic starts stay far inside the default budget.
    expect(game(testClassicMode(), 10_000_000).start().error).toBeUndefined();
  });

  it('charges the board copies of spawnTileBlocked and ends forced spawns on blocked cells', () => {
    const mode = testClassicMode('Blocked', {
      width: 64,
      height: 64,
      startTileAmount: 0,
      startForcedSpawns: [[true, 'AfterSpawns', false, [0], [0]]],
      spawnTileBlocked: [true],
    });
    const r = game(mode, 1_000_000).start();
    expect(r.error).toMatch(over(1_000_000));
    expect(r.error!.startsWith('spawn:')).toBe(true);
  });

  it('refills a big Box bag without overflowing the stack', () => {
    // A script swaps in a Box entry of 200,000 tiles after the start: its bag is first filled on
    // the move's spawn (by spreading it as arguments, a RangeError that escaped the engine).
    const mode = testClassicMode('Box', {
      scripts: [[[0, '@edit_spawn', 0, ['@Literal', 'Box', 1e9, [0], 200_000]], 'EndModeSetup']],
    });
    const g = game(mode, 10_000_000);
    expect(g.start().error).toBeUndefined();
    const d = [0, 1, 2, 3].find((k) => g.canMove(k))!;
    const r = g.move(d);
    expect(r.accepted).toBe(true);
    expect(r.error).toBeUndefined();
    expect(g.state.spawnBoxes[0]).toHaveLength(199_999);
  });

  it('charges multi-length expansion per length (a tiny step used to loop for minutes)', () => {
    const mode = testClassicMode('Tiny step', {
      mergeRules: [[2, [true], true, [['@This 0']], 0, [], 2, [], 1e-7, 1e9]],
    });
    const r = game(mode, 10_000_000).start();
    expect(r.error).toMatch(over(10_000_000));
    expect(r.error!.startsWith('merge rule:')).toBe(true);
  });

  it('limits the conditions a multi-length rule chains on every attempt', () => {
    // Length 3 from base 2 by steps of 1e-9: a billion chained conditions, rebuilt per attempt.
    const tile = { v: 0, h: 0, vdir: 0, hdir: -1, addInfo: [1, Infinity, 0, 0], container: [] };
    const body: Value[] = [3, ['@Next 1 0', '=', '@This 0'], true, [['@This 0']], 0, [], 2, [1], 1e-9];
    expect(() => prepareRule(body, tile, null, () => 0, true)).toThrow(
      new RegExp(`chains \\d+ conditions \\(at most ${MAX_CHAIN_LINKS}\\)`),
    );
    // Whole steps chain one condition per length, as before.
    const ok = prepareRule(
      [3, ['@Next 1 0', '=', '@This 0'], true, [['@This 0']], 0, [], 2, [1], 1],
      tile,
      null,
      () => 0,
      true,
    );
    expect(ok.prepared.L).toBe(3);
  });

  it('charges length-0 rules per tile and attempt', () => {
    const mode = testClassicMode('Zero rules', {
      width: 32,
      height: 32,
      startingGrid: grid(32, 32, (v, x) => ((v + x) % 2 === 0 ? [v * 32 + x] : '@Empty')),
      mergeRules: Array.from({ length: 200 }, (): Value => [0, [false], true, [['@This 0']], 0]),
    });
    const g = game(mode, 500_000);
    expect(g.start().error).toBeUndefined();
    expectRolledBack(g, 2, 500_000, 'length-0 merge');
  });

  it('charges automatic moves', () => {
    const right: Value = [0, 1, Infinity, 0, [1, true, true, true]];
    const left: Value = [0, -1, Infinity, 0, [1, true, true, true]];
    const mode = testClassicMode('Autos', {
      width: 32,
      height: 32,
      autoDirections: Array.from({ length: 2000 }, (_, i): Value => [i % 2 ? right : left, 'After']),
    });
    const g = game(mode, 1_000_000);
    expect(g.start().error).toBeUndefined();
    expectRolledBack(g, 0, 1_000_000, 'move');
  });

  it('charges win checks of new tiles against many conditions', () => {
    const mode = testClassicMode('Win list', {
      width: 64,
      height: 64,
      startingGrid: grid(64, 64, (v, x) => [v * 64 + x]),
      winConditions: Array.from({ length: 5000 }, (_, i): Value => [-i - 5]),
      startTileAmount: 0,
    });
    // A full board of 4096 different tiles: the move's win check compares each with every condition.
    const g = game(mode, 1_000_000);
    expect(g.start().error).toBeUndefined();
    expectRolledBack(g, 2, 1_000_000, 'win check');
  });

  it('refuses boards past the board-size limit', () => {
    expect(MAX_BOARD_SIDE).toBe(256);
    expect(() => testClassicMode('Huge', { width: 600, height: 600 })).toThrow(/too large/);
    expect(() => testClassicMode('Wide', { width: 257, height: 1 })).toThrow(/too large/);
    expect(() => testClassicMode('Big', { width: 256, height: 256 })).not.toThrow();
  });
});
