import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { calcEvaluator } from '../../../src/engine/index.ts';
import { Game } from '../../../src/engine/index.ts';
import type { ModeDefinition } from '../../../src/engine/index.ts';
import { E, LEFT, RIGHT, define, displayedText, recorded, replayWithPlugin } from '../page2/test-kit.ts';
import { modeVoidTiler } from './void-tiler.ts';

/** A game on a hand-made board with a clock the test moves (ms), firing the timer as it passes. */
function fight(
  rows: Value[][],
  options: Record<string, unknown> = {},
  spawnsPerMove = 0,
): { g: Game; wait: (ms: number) => void } {
  const def = define(modeVoidTiler, options);
  const mode: ModeDefinition = {
    ...def,
    startingGrid: rows.map((r) => r.map((): Value => E)),
    startTileAmount: 0,
    randomTileAmount: spawnsPerMove,
  };
  let now = 0;
  const g = new Game(mode, { evaluator: calcEvaluator, seed: 7, clock: () => now });
  g.start();
  g.state.grid = rows.map((r) => r.slice());
  g.core.tiles.reset();
  const wait = (ms: number): void => {
    const to = now + ms;
    for (let due = g.timerDueAt(); due !== null && due <= to; due = g.timerDueAt()) {
      now = Math.max(now, due);
      const r = g.fireTimer();
      if (r.error) throw new Error(r.error);
    }
    now = to;
  };
  return { g, wait };
}

const targets = (g: Game): Value[] => g.state.gameVars[0] as Value[];

describe('VS The Void Tiler', () => {
  const board = (): Value[][] => [
    [[0], [0], E, E],
    [[1], E, E, E],
    [E, E, [3], E],
    [E, E, E, E],
  ];

  it('plain 2048 merges; the first move starts the clock and marks four cells', () => {
    const { g } = fight(board());
    expect(g.state.gameVars[1]).toBe(-1);
    const r = g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[1], E, E, E]);
    expect(r.scoreDelta).toBe(2);
    expect(g.state.gameVars[1]).toBe(0);
    expect(targets(g)).toHaveLength(4);
  });

  it('after five seconds the marked cells are wiped and four new ones marked', () => {
    const { g, wait } = fight(board());
    g.move(LEFT);
    const hit = targets(g).map((c) => JSON.stringify(c));
    wait(4900);
    expect(g.state.gameVars[2]).toBe(0);
    wait(200);
    expect(g.state.gameVars[2]).toBe(1);
    g.state.grid.forEach((row, v) =>
      row.forEach((tile, h) => hit.includes(JSON.stringify([v, h])) && expect(tile).toBe(E)),
    );
    expect(targets(g)).toHaveLength(4);
    expect(g.state.screen).toBe('Gameplay');
  });

  it('the void deepens: after the set number of attacks, one more cell per attack', () => {
    const { g, wait } = fight(board(), { deepeningInterval: 2, attackInterval: 1 });
    g.move(RIGHT);
    expect(g.state.gameVars[10]).toBe(4);
    // Keep number tiles on the board so the fight goes on.
    for (let i = 0; i < 2; i++) {
      g.state.grid[3]![0] = [0];
      g.state.grid[3]![3] = [1];
      wait(1050);
    }
    expect(g.state.gameVars[10]).toBe(5);
  });

  it('deepening 0: the void never deepens', () => {
    const { g, wait } = fight(board(), { deepeningInterval: 0, attackInterval: 1 });
    g.move(RIGHT);
    for (let i = 0; i < 3; i++) {
      g.state.grid[3]![0] = [0];
      g.state.grid[3]![3] = [1];
      wait(1050);
    }
    expect(g.state.gameVars[2]).toBe(3);
    expect(g.state.gameVars[10]).toBe(4);
  });

  it('reads the rematch settings from the mode variables', () => {
    expect(modeVoidTiler.optionsFromModeVars!([false, true, 5, 16, 4, 1, false])).toEqual({
      attackInterval: 5,
      deepeningInterval: 16,
      attackSize: 4,
      deepeningSize: 1,
    });
    expect(modeVoidTiler.optionsFromModeVars!([true, true, 3, 0, 6, 2, false])).toEqual({
      attackInterval: 3,
      deepeningInterval: 0,
      attackSize: 6,
      deepeningSize: 2,
    });
  });

  it('making 256 wins once the void fades away', () => {
    const { g, wait } = fight([
      [[7], [7], E, E],
      [[0], E, E, E],
      [E, E, E, E],
      [E, E, E, E],
    ]);
    g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([8]);
    expect(g.state.gameVars[8]).toBe(0);
    expect(g.state.screen).toBe('Gameplay');
    wait(7000);
    expect(g.state.screen).toBe('Win');
  });

  it('a full grid is lost in the void', () => {
    const nearlyFull: Value[][] = [
      [[0], [1], [2], E],
      [[3], [4], [3], [4]],
      [[4], [3], [4], [3]],
      [[3], [4], [3], [4]],
    ];
    const { g, wait } = fight(nearlyFull, {}, 1);
    // Sliding right frees the corner, and the move's new tile fills it: no empty cell is left.
    g.move(RIGHT);
    expect(g.state.grid.flat()).not.toContain(E);
    expect(g.state.gameVars[7]).toBe(0);
    expect(g.state.screen).toBe('Gameplay');
    wait(1000);
    expect(g.state.screen).toBe('Gameplay');
    wait(1500);
    expect(g.state.screen).toBe('Game Over');
  });

  it('shows powers of 2', () => {
    const { g } = fight([[E]]);
    expect([[0], [3], [8]].map((t) => displayedText(g, t))).toEqual(['1', '8', '256']);
  });

  const file = recorded('0.0001');
  it.skipIf(!file)('replays the recorded games (real time, through the engine timer)', () => {
    const reports = replayWithPlugin(modeVoidTiler, file!);
    for (const r of reports) expect(r.passed, `seed ${r.seed}: ${JSON.stringify(r.mismatch ?? r.error)}`).toBe(true);
    expect(reports.length).toBe(file!.games.length);
  });
});
