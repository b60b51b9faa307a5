// Messages between the page and the hint worker (agent-worker.ts).
import type { SavedSession } from '../worker/protocol.ts';

export interface HintRequest {
  readonly id: number;
  /** The game as the engine worker last saved it. */
  readonly saved: SavedSession;
  /** Simulated moves per decision (default: the agent's). */
  readonly effort?: number;
  /** Wall-clock ms after which the search answers with what it has. */
  readonly timeBudgetMs?: number;
  /** Installed plugin files, registered before the first request (their modes play as in the game). */
  readonly plugins?: readonly string[];
}

export type HintResponse =
  | {
      readonly id: number;
      readonly ok: true;
      /** Index into the mode's directions, or null when no direction plays. */
      readonly direction: number | null;
      /** 0–1: the share of sampled futures in which that direction did best. */
      readonly confidence: number;
      readonly simulated: number;
      readonly ms: number;
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

/**
 * The app's hint effort, the agent's default (classic 2048 with the lines leaf: about 14 ms a hint on
 * an idle 2-core host, 75 ms with that host 5× loaded; bench: agent-hint-ms).
 */
export const HINT_EFFORT = 3000;
