// The engine benchmark's workload (bench/engine.ts runs it, normally from an esbuild bundle under
// plain node): seeded random play of recorded modes through the public Game API, counting every
// accepted move. Modes come from the recorded mode codes, built exactly as the replay runner does.
// The engine keeps no undo history (the app's worker keeps positions of its own).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importModeCode } from '../src/formats/index.ts';
import { calcEvaluator } from '../src/engine/index.ts';
import { Game } from '../src/engine/index.ts';
import { modeFromRaw, type ModeDefinition } from '../src/engine/index.ts';
import { Sfc32 } from '../src/engine/index.ts';
import { report } from './_measure.ts';
import { AnchorPlayer } from './_anchor-2048.ts';

export interface BenchCase {
  /** The printed figure: `classic-2048`, `heavy-<mode>` or `anchor-flat-2048`. */
  figure: string;
  /** Replay file id under shared/conformance/replays (its `modeCode`); '' for the anchor. */
  replay: string;
  why: string;
}

export const CASES: BenchCase[] = [
  { figure: 'classic-2048', replay: '1', why: '2048 as data: one merge rule, 4×4' },
  {
    figure: 'heavy-180',
    replay: '38',
    why: '180 on 7×7: 5/3/2-tile rules with look-behind guards, cache key of 9 cells',
  },
  { figure: 'heavy-factup', replay: '88', why: 'FACTUP: BigInt tiles, factorAmountB conditions, a Merge script' },
  {
    figure: 'heavy-dive',
    replay: '50',
    why: 'DIVE: BigInt tiles, four EndMovement scripts over the whole grid every move',
  },
  // Not our engine: the hand-written anchor (_anchor-2048.ts), to tell how fast this host
  // is today (the goals were set against its ≈3.2 M moves/s on the reference machine).
  { figure: 'anchor-flat-2048', replay: '', why: "a hand-written flat-array 2048 (the issue's anchor)" },
];

/** Whether `figure` is one of those `only` asks for (all when empty; by substring unless `exact`). */
export function selected(figure: string, only: readonly string[] = [], exact = false): boolean {
  if (only.length === 0) return true;
  return only.some((o) => (exact ? figure === o : figure.includes(o)));
}

export function loadMode(replays: string, replay: string): ModeDefinition {
  const file = JSON.parse(readFileSync(join(replays, `${replay}.json`), 'utf8')) as { modeCode: string };
  return modeFromRaw(importModeCode(file.modeCode).mode);
}

/** Seeded random play: a uniform pick among the directions the game allows now. */
export class RandomPlayer {
  readonly game: Game;
  private readonly pick: Sfc32;
  private now = 0;
  private readonly avail: number[] = [];
  /** Games started (the first one included). */
  games = 1;

  constructor(mode: ModeDefinition, seed: number) {
    this.game = new Game(mode, { evaluator: calcEvaluator, seed, clock: () => this.now });
    this.pick = new Sfc32(`bench:${seed}`);
    const r = this.game.start();
    if (r.error) throw new Error(`start: ${r.error}`);
  }

  /** Plays until `n` moves were accepted (restarting finished games); returns n. */
  play(n: number): number {
    const g = this.game;
    const dirs = g.mode.directions.length;
    let done = 0;
    while (done < n) {
      this.now += 250;
      for (let due = g.timerDueAt(); due !== null && due <= this.now; due = g.timerDueAt()) g.fireTimer();
      const s = g.state;
      if (s.screen !== 'Gameplay') {
        if (s.screen === 'Win' && s.postgameAllowed) g.continuePlaying();
        else this.restart();
        continue;
      }
      const avail = this.avail;
      let count = 0;
      for (let d = 0; d < dirs; d++) if (g.canMove(d)) avail[count++] = d;
      if (count === 0) {
        this.restart();
        continue;
      }
      const r = g.move(avail[Math.floor(this.pick.next() * count)]!);
      if (r.error) throw new Error(`move: ${r.error}`);
      if (r.accepted) done++;
    }
    return n;
  }

  private restart(): void {
    const r = this.game.playAgain();
    if (r.error) throw new Error(`play again: ${r.error}`);
    this.games++;
  }
}

export interface RunOptions {
  /** The folder of recorded games (shared/conformance/replays). */
  replays: string;
  /** Figures to run (default all): those whose name contains one of these. */
  only?: string[];
  /** `only` names figures exactly. */
  exact?: boolean;
  /** Wall time per figure in ms (default 3000). */
  ms?: number;
}

/**
 * Measures each case: after a warm-up, rounds of about a third of the time each; the best round
 * counts (the machine is shared, so the best round is the least disturbed one).
 */
export function runEngineBench(opts: RunOptions): void {
  const ms = opts.ms ?? 3000;
  for (const c of CASES) {
    if (!selected(c.figure, opts.only, opts.exact)) continue;
    const player: { play(n: number): number } =
      c.replay === '' ? new AnchorPlayer(1) : new RandomPlayer(loadMode(opts.replays, c.replay), 1);
    // Batches of moves small enough to check the clock often on slow modes.
    let batch = 1;
    const warmEnd = performance.now() + Math.min(1000, ms / 3);
    while (performance.now() < warmEnd) {
      const t = performance.now();
      player.play(batch);
      if (performance.now() - t < 5) batch *= 2;
    }
    let best = 0;
    for (let round = 0; round < 3; round++) {
      let moves = 0;
      const start = performance.now();
      const end = start + ms / 3;
      let now = start;
      while (now < end) {
        moves += player.play(batch);
        now = performance.now();
      }
      best = Math.max(best, moves / ((now - start) / 1000));
    }
    report(c.figure, best, 'moves/s');
  }
}
