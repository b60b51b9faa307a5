// Headless play of seeded random moves (conformance runs and the sim CLI): each turn a uniformly
// chosen direction among those the engine accepts now (or one a given player chooses), with a virtual clock so Interval scripts
// fire deterministically; optionally tile and stat-box clicks.
import { calcEvaluator } from '../engine/index.ts';
import type { EngineEvaluator } from '../engine/index.ts';
import { Game } from '../engine/index.ts';
import type { ModeDefinition } from '../engine/index.ts';
import { Sfc32 } from '../engine/index.ts';
import type { MoveResult } from '../engine/index.ts';
import type { VirtualClock } from './replay.ts';

/** What the player just did (`onAction`), with the engine's answer. */
export type PlayedAction =
  | { kind: 'start'; result: MoveResult }
  | { kind: 'timer'; result: MoveResult }
  | { kind: 'move'; direction: number; result: MoveResult }
  | { kind: 'continue'; result: MoveResult }
  | { kind: 'tile click'; v: number; h: number; result: MoveResult }
  | { kind: 'box click'; box: number; result: MoveResult };

export interface RandomPlayOptions {
  moves: number;
  seed: number | string;
  /** Virtual ms between attempts (default 250). */
  stepMs?: number;
  /** Chance per turn of clicking a random cell / a clickable stat box instead of moving (default 0). */
  clickChance?: number;
  /** Whether those clicks may go to clickable stat boxes (default true; replays hold tile clicks only). */
  boxClicks?: boolean;
  evaluator?: EngineEvaluator;
  maxMergeResultKnownLevel?: number;
  /**
   * Picks the direction to play instead of the uniform choice (a strong player, so that games reach
   * win screens and the late game); null, or a direction that cannot move now, falls back to the
   * uniform choice. It must not use the game's own generator (the agent plays on copies).
   */
  choose?: (game: Game) => number | null;
  /**
   * Plays on in this already started game (reading this clock) instead of starting a new one: a
   * recorded game's position (plugin-diff.ts). `moves` then counts the moves played from there.
   */
  from?: { game: Game; clock: VirtualClock };
  /** Told after every action, with the virtual clock then (a recorder: plugin-diff.ts). */
  onAction?: (game: Game, action: PlayedAction, now: number) => void;
}

/** Why play stopped: the move count was reached, the game ended, or an error / no progress. */
export type PlayEnd = 'moves' | 'game over' | 'win' | 'stuck';

export interface RandomPlayResult {
  game: Game;
  /** Moves that changed the board. */
  moved: number;
  /** Actions tried (moves, refused or not, and clicks). */
  attempts: number;
  end: PlayEnd;
  /** The first engine error (a move result's `.error` or an exception), with what was done. */
  error?: string;
  /** Wall-clock ms spent (start and moves). */
  ms: number;
}

/** Timer firings allowed per clock step: a 0 ms interval must not hang the player. */
const MAX_FIRINGS_PER_STEP = 64;

function hasTrigger(mode: ModeDefinition, trigger: string): boolean {
  return mode.scripts.some((s) => Array.isArray(s) && s[1] === trigger);
}

export function playRandom(mode: ModeDefinition, opts: RandomPlayOptions): RandomPlayResult {
  const clock = opts.from?.clock ?? { now: 0 };
  const t0 = performance.now();
  const game =
    opts.from?.game ??
    new Game(mode, {
      evaluator: opts.evaluator ?? calcEvaluator,
      seed: opts.seed,
      clock: () => clock.now,
      maxMergeResultKnownLevel: opts.maxMergeResultKnownLevel,
    });
  const pick = new Sfc32(`player:${opts.seed}`);
  const stepMs = opts.stepMs ?? 250;
  const clickChance = opts.clickChance ?? 0;
  let moved = 0;
  let attempts = 0;
  const done = (end: PlayEnd, error?: string): RandomPlayResult => ({
    game,
    moved,
    attempts,
    end,
    ms: performance.now() - t0,
    ...(error ? { error } : {}),
  });
  try {
    if (!opts.from) {
      const started = game.start();
      opts.onAction?.(game, { kind: 'start', result: started }, clock.now);
      if (started.error) return done('stuck', `start: ${started.error}`);
    }
    const tileClicks = hasTrigger(game.mode, 'TileClick');
    const cap = opts.moves * 20 + 100;
    while (moved < opts.moves && attempts < cap) {
      attempts++;
      const to = clock.now + stepMs;
      // Each firing at its due time, as the original's interval timer fires (and re-arms from then).
      for (
        let n = 0, due = game.timerDueAt();
        due !== null && due <= to && n < MAX_FIRINGS_PER_STEP;
        n++, due = game.timerDueAt()
      ) {
        clock.now = Math.max(clock.now, due);
        const r = game.fireTimer();
        opts.onAction?.(game, { kind: 'timer', result: r }, clock.now);
        if (r.error) return done('stuck', `interval script after ${moved} moves: ${r.error}`);
      }
      clock.now = to;
      const s = game.state;
      if (s.screen === 'Win') {
        if (!s.postgameAllowed) return done('win');
        const r = game.continuePlaying();
        opts.onAction?.(game, { kind: 'continue', result: r }, clock.now);
        if (r.error) return done('stuck', `continue: ${r.error}`);
        continue;
      }
      if (s.screen === 'Game Over') return done('game over');
      if (clickChance > 0 && pick.next() < clickChance) {
        const boxes =
          opts.boxClicks === false
            ? []
            : game.mode.statBoxes
                .map((b, i) => (Array.isArray(b) && b[7] !== undefined ? i : -1))
                .filter((i) => i >= 0);
        if (tileClicks && (boxes.length === 0 || pick.next() < 0.5)) {
          const v = Math.floor(pick.next() * s.height);
          const h = Math.floor(pick.next() * s.width);
          const r = game.clickTile(v, h);
          opts.onAction?.(game, { kind: 'tile click', v, h, result: r }, clock.now);
          if (r.error) return done('stuck', `tile click (${v}, ${h}) after ${moved} moves: ${r.error}`);
          continue;
        }
        if (boxes.length) {
          const i = boxes[Math.floor(pick.next() * boxes.length)]!;
          const r = game.clickStatBox(i);
          opts.onAction?.(game, { kind: 'box click', box: i, result: r }, clock.now);
          if (r.error) return done('stuck', `stat box ${i} click after ${moved} moves: ${r.error}`);
          continue;
        }
      }
      const available = game.mode.directions.map((_, d) => d).filter((d) => game.canMove(d));
      if (available.length === 0) return done('game over');
      const chosen = opts.choose?.(game) ?? null;
      const d =
        chosen !== null && available.includes(chosen) ? chosen : available[Math.floor(pick.next() * available.length)]!;
      const r = game.move(d);
      opts.onAction?.(game, { kind: 'move', direction: d, result: r }, clock.now);
      if (r.error) return done('stuck', `move ${moved + 1} (direction ${d}): ${r.error}`);
      if (r.moved) moved++;
    }
    // Out of attempts without an error (moves that keep being accepted but change nothing).
    return done(moved >= opts.moves ? 'moves' : 'stuck');
  } catch (e) {
    return done(
      'stuck',
      `exception after ${moved} moves: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`,
    );
  }
}
