// The Best box's text: formatted as the mode's Score box formats scores.

import type { ModeStats } from '../storage/storage.ts';
import type { BoardView } from '../worker/protocol.ts';

/** Best as the Score box shows it: the game in progress when it beats the record. */
export function bestText(best: ModeStats, view: Pick<BoardView, 'score' | 'scoreValue'>): string {
  if (Number.isFinite(view.scoreValue) && view.scoreValue > best.best) return view.score;
  return best.bestText ?? String(best.best);
}
