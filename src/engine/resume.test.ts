import { describe, expect, it } from 'vitest';
import { calcEvaluator } from './calc-evaluator.ts';
import { Game } from './game.ts';
import { defaultMode } from './mode.ts';
import { rawGameFromGame } from './codes/raw-export.ts';
import { resumeGame } from './resume.ts';

describe('resumeGame', () => {
  it('restores a saved game so that play continues identically', () => {
    let now = 1000;
    const a = new Game(defaultMode(), { evaluator: calcEvaluator, seed: 7, clock: () => now });
    a.start();
    for (const d of [0, 2, 1, 3, 0, 2]) if (a.canMove(d)) a.move(d);
    now = 5000;
    const raw = rawGameFromGame(a);
    const b = new Game(defaultMode(), { evaluator: calcEvaluator, seed: 99, clock: () => now });
    b.start();
    resumeGame(b, raw);
    expect(b.state.grid).toEqual(a.state.grid);
    expect(b.state.score).toBe(a.state.score);
    expect(b.state.moves).toBe(a.state.moves);
    expect(b.state.startGameTime).toBe(a.state.startGameTime);
    expect(b.state.currentMovePlayed).toEqual(a.state.currentMovePlayed);
    // the same move with the same spawn gives the same state
    const d = [0, 1, 2, 3].find((x) => a.canMove(x))!;
    const ra = a.move(d);
    const spawn = ra.events.find((e) => e.type === 'spawn');
    const rb = b.move(d, spawn && spawn.type === 'spawn' ? { spawns: [[spawn.tile, spawn.at[0], spawn.at[1]]] } : {});
    expect(rb.moved).toBe(true);
    expect(b.state.grid).toEqual(a.state.grid);
  });
});
