// Headless games played by the agent or by the random player, the same way (the bench and the
// mode table use both): a virtual clock so Interval scripts fire deterministically, Continue on a
// win screen that allows it, up to a number of moves or the game's end.
import { calcEvaluator } from '../engine/index.ts';
import { Game } from '../engine/index.ts';
import type { ModeDefinition } from '../engine/index.ts';
import { Sfc32 } from '../engine/index.ts';
import { Agent, type AgentOptions } from './agent.ts';

export type Player = { kind: 'agent'; options: AgentOptions } | { kind: 'random' };

export interface PlayedGame {
  score: number;
  moves: number;
  /** Decisions the agent made (0 for the random player) and the ms they took in all. */
  decisions: number;
  decisionMs: number;
  simulated: number;
  /** Play stopped at the deadline. */
  cut?: boolean;
  game: Game;
}

const STEP_MS = 250;
const MAX_FIRINGS_PER_STEP = 64;

/** Plays one seeded game of `mode` with `player`: at most `maxMoves` moves that change the board. */
export function playGame(
  mode: ModeDefinition,
  player: Player,
  seed: number,
  maxMoves: number,
  onMove?: (g: Game) => void,
  deadline = Infinity,
  /** The clock the deadline is read on (default performance.now; a CPU-time clock makes the cut load-independent). */
  clock: () => number = () => performance.now(),
): PlayedGame {
  let now = 0;
  const game = new Game(mode, { evaluator: calcEvaluator, seed, clock: () => now });
  const agent = player.kind === 'agent' ? new Agent(game.mode, { seed: `agent:${seed}`, ...player.options }) : null;
  const pick = new Sfc32(`player:${seed}`);
  const out: PlayedGame = { score: 0, moves: 0, decisions: 0, decisionMs: 0, simulated: 0, game };
  if (game.start().error) return out;
  const n = game.mode.directions.length;
  for (let attempts = 0; out.moves < maxMoves && attempts < maxMoves * 20 + 100 && clock() < deadline; attempts++) {
    now += STEP_MS;
    for (
      let i = 0, due = game.timerDueAt();
      due !== null && due <= now && i < MAX_FIRINGS_PER_STEP;
      i++, due = game.timerDueAt()
    )
      if (game.fireTimer().error) break;
    const s = game.state;
    if (s.screen === 'Win') {
      if (!s.postgameAllowed || game.continuePlaying().error) break;
      continue;
    }
    if (s.screen === 'Game Over') break;
    let d: number | null;
    if (agent) {
      const t0 = performance.now();
      const sug = agent.suggest(game.position());
      out.decisionMs += performance.now() - t0;
      out.decisions++;
      out.simulated += sug.simulated;
      d = sug.direction;
    } else d = null;
    if (d === null) {
      const available: number[] = [];
      for (let i = 0; i < n; i++) if (game.canMove(i)) available.push(i);
      if (available.length === 0) break;
      d = available[Math.floor(pick.next() * available.length)]!;
    }
    const r = game.move(d);
    if (r.error) break;
    if (r.moved) {
      out.moves++;
      onMove?.(game);
    }
  }
  if (clock() >= deadline) out.cut = true;
  out.score = game.state.score;
  return out;
}

/**
 * A direction chooser for one seeded game played elsewhere (plugin-diff's recorded games): the
 * agent at a fixed effort with no time budget, seeded from the game seed, so the game is
 * reproducible. The agent is made for the game's compiled mode at its first decision.
 */
export function agentChooser(
  options: AgentOptions,
): (mode: ModeDefinition, seed: number) => (game: Game) => number | null {
  const { timeBudgetMs: _ignored, ...fixed } = options;
  return (_mode, seed) => {
    let agent: Agent | null = null;
    return (game) => {
      agent ??= new Agent(game.mode, { seed: `agent:${seed}`, ...fixed });
      return agent.suggest(game.position()).direction;
    };
  };
}
