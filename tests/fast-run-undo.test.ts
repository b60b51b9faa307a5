// Undo and redo over runs of fast moves (src/engine/speedups/fast-run.ts: a checkpoint per run, undo plays
// the run's moves again) against the general move's full snapshots: two games from the same seed,
// one with fast moves and one without, take the same actions, and after every action they must
// have the same state, generator, timer and undo/redo availability. The actions reach deep undos
// across checkpoints, a short history's ring, general actions between fast moves, undos after a
// win or a loss, draws and stores made between moves (as display code may), and a resumed save.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Value } from '../src/calc/values.ts';
import { calcEvaluator } from '../src/engine/index.ts';
import type { MoveResult } from '../src/engine/index.ts';
import { RUN_MOVES } from '../src/engine/index.ts';
import { Game } from '../src/engine/index.ts';
import { modeFromRaw, type ModeDefinition } from '../src/engine/index.ts';
import { rawGameFromGame } from '../src/engine/index.ts';
import { resumeGame } from '../src/engine/index.ts';
import { Sfc32 } from '../src/engine/index.ts';
import { importModeCode } from '../src/formats/index.ts';
import { resultText, stateText } from './helpers/game-text.ts';

const replays = fileURLToPath(new URL('../../shared/conformance/replays', import.meta.url));
const classic = modeFromRaw(importModeCode((JSON.parse(readFileSync(`${replays}/1.json`, 'utf8')) as { modeCode: string }).modeCode).mode);
const variant = (changes: Partial<ModeDefinition>): ModeDefinition => ({ ...structuredClone(classic), ...changes });

/** The two games, each with its own clock that moves on every reading (start and end of a move differ). */
class Pair {
  readonly fast: Game;
  readonly slow: Game;
  /** The test's time; each game adds its own count of readings. */
  now = 1000;

  constructor(mode: ModeDefinition, seed: number, historyLimit: number) {
    const clock = (): (() => number) => {
      let readings = 0;
      return () => this.now + 0.25 * readings++;
    };
    this.fast = new Game(mode, { evaluator: calcEvaluator, seed, clock: clock(), fastMoves: true, historyLimit });
    this.slow = new Game(mode, { evaluator: calcEvaluator, seed, clock: clock(), fastMoves: false, historyLimit });
    this.both((g) => g.start());
  }

  /** Does `f` to both games and requires the same result and the same game after it. */
  both(f: (g: Game) => MoveResult | boolean | void, what = ''): void {
    const a = f(this.fast);
    const b = f(this.slow);
    if (a !== undefined) expect(resultText(a), what).toBe(resultText(b as MoveResult | boolean));
    this.check(what);
  }

  check(what = ''): void {
    const { fast, slow } = this;
    expect(stateText(fast), what).toBe(stateText(slow));
    expect(fast.core.rng.getState(), what).toEqual(slow.core.rng.getState());
    expect(fast.timerDueAt(), what).toBe(slow.timerDueAt());
    expect([fast.canUndo(), fast.canRedo()], what).toEqual([slow.canUndo(), slow.canRedo()]);
  }

  /** A move in the first direction `pick` chooses among those open (false when none is). */
  move(pick: () => number, what = ''): boolean {
    const dirs: number[] = [];
    for (let d = 0; d < this.fast.mode.directions.length; d++) if (this.fast.canMove(d)) dirs.push(d);
    if (dirs.length === 0) return false;
    const d = dirs[Math.floor(pick() * dirs.length)]!;
    this.now += 100;
    this.both((g) => g.move(d), what);
    return true;
  }
}

describe('undo over runs of fast moves', () => {
  it('undoes and redoes at any depth across checkpoints and general actions', () => {
    const p = new Pair(classic, 22, Infinity);
    const pick = new Sfc32('deep');
    let moves = 0;
    for (let a = 0; moves < 3 * RUN_MOVES + 7 && p.fast.state.screen === 'Gameplay'; a++) {
      // A general action (a click, recorded in the replay) in the middle of the runs.
      if (a === RUN_MOVES + 3) p.both((g) => g.clickTile(1, 1), 'click');
      if (p.move(() => pick.next(), `move ${a}`)) moves++;
    }
    expect(moves).toBeGreaterThan(2 * RUN_MOVES);
    expect(p.fast.fastMovesPlayed).toBeGreaterThan(2 * RUN_MOVES);
    // Back to the start one step at a time, forward again, and back and forth with new moves.
    let depth = 0;
    while (p.fast.canUndo()) {
      p.both((g) => g.undo(), `undo ${++depth}`);
    }
    expect(depth).toBeGreaterThan(2 * RUN_MOVES);
    for (let k = 0; k < depth; k++) p.both((g) => g.redo(), `redo ${k}`);
    expect(p.fast.canRedo()).toBe(false);
    for (let k = 0; k < RUN_MOVES + 5; k++) p.both((g) => g.undo(), `undo again ${k}`);
    for (let k = 0; k < 3; k++) p.both((g) => g.redo(), `redo again ${k}`);
    for (let k = 0; k < 10; k++) p.move(() => pick.next(), `new move ${k}`);
    for (let k = 0; k < 2 * RUN_MOVES; k++) p.both((g) => g.undo(), `undo after new moves ${k}`);
  });

  const cases: [string, ModeDefinition, number][] = [
    ['classic, unlimited history', classic, Infinity],
    ['classic, a history of 1', classic, 1],
    ['classic, a history of 2', classic, 2],
    ['classic, a history of 5', classic, 5],
    [`classic, a history of ${RUN_MOVES + 1}`, classic, RUN_MOVES + 1],
    ['classic, a history of 100', classic, 100],
    ['an early win, postgame', variant({ winConditions: [[3], [4]], winRequirement: 2 }), 100],
    ['an early win, no postgame', variant({ winConditions: [[4]], postgameAllowed: false }), 50],
    ['a loss condition', variant({ loseConditions: [[5]], loseRequirement: 1 }), 100],
    ['two spawns a move', variant({ randomTileAmount: 2, startTileAmount: 3 }), 40],
  ];

  it.each(cases)('plays random actions the same with undo and redo: %s', (_name, mode, limit) => {
    for (const seed of [1, 2]) {
      const p = new Pair(mode, seed, limit);
      const pick = new Sfc32(`fast-run:${seed}`);
      let undos = 0;
      for (let a = 0; a < 500; a++) {
        const what = `seed ${seed}, action ${a}`;
        const roll = pick.next();
        const s = p.fast.state;
        if (s.screen !== 'Gameplay') {
          // Undo out of a win or a loss half of the time.
          if (roll < 0.5 && p.fast.canUndo()) p.both((g) => g.undo(), `${what}: undo at the end`);
          else if (s.screen === 'Win' && s.postgameAllowed) p.both((g) => g.continuePlaying(), `${what}: continue`);
          else p.both((g) => g.playAgain(), `${what}: play again`);
        } else if (roll < 0.2 && p.fast.canUndo()) {
          // Undos come in bursts, often deeper than a run.
          const n = 1 + Math.floor(pick.next() * (pick.next() < 0.3 ? 2 * RUN_MOVES : 4));
          for (let k = 0; k < n && p.fast.canUndo(); k++, undos++) p.both((g) => g.undo(), `${what}: undo ${k}`);
        } else if (roll < 0.3 && p.fast.canRedo()) {
          const n = 1 + Math.floor(pick.next() * 6);
          for (let k = 0; k < n && p.fast.canRedo(); k++) p.both((g) => g.redo(), `${what}: redo ${k}`);
        } else if (roll < 0.32) p.both((g) => g.clickTile(0, 0), `${what}: click`);
        else if (roll < 0.34) {
          // Display code drawing a random number between moves.
          p.both((g) => void g.core.random(), `${what}: a draw between moves`);
        } else if (roll < 0.36) {
          // Display code storing into a variable between moves.
          p.both((g) => void g.core.ev([0, '@add_gvar', a]), `${what}: a store between moves`);
        } else if (roll < 0.38) {
          // Display code editing the spawn table between moves: removing an entry stores nothing.
          const code: Value = s.tileSpawns.length > 2 ? [0, '@remove_spawn', -1] : [0, '@add_spawn', ['@Literal', ['@Literal', 2], 1 + (a % 5)]];
          p.both((g) => void g.core.ev(code), `${what}: a spawn-table edit between moves`);
        } else if (!p.move(() => pick.next(), what)) p.both((g) => g.playAgain(), `${what}: no move left`);
      }
      expect(undos).toBeGreaterThan(20);
      expect(p.fast.fastMovesPlayed).toBeGreaterThan(100);
    }
  });

  it('undoes across a save resumed in the middle of a run', () => {
    const p = new Pair(classic, 5, Infinity);
    const pick = new Sfc32('resume');
    for (let k = 0; k < 10; k++) p.move(() => pick.next(), `before ${k}`);
    // Another game's position, resumed into both games between two fast moves.
    const other = new Game(classic, { evaluator: calcEvaluator, seed: 77, clock: () => p.now });
    other.start();
    for (let k = 0; k < 12; k++) if (other.canMove(k % 4)) other.move(k % 4);
    const raw = rawGameFromGame(other);
    p.both((g) => resumeGame(g, raw), 'resume');
    for (let k = 0; k < 10; k++) p.move(() => pick.next(), `after ${k}`);
    let depth = 0;
    while (p.fast.canUndo()) p.both((g) => g.undo(), `undo ${++depth}`);
    expect(depth).toBeGreaterThan(15);
  });
});
