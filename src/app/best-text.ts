// The Best box's text: formatted as the mode's Score box formats scores.

import type { ModeStats } from '../storage/storage.ts';
import type { BoardView } from '../worker/protocol.ts';

/** Best as the Score box shows it: the game in progress when it beats the record. */
export function bestText(best: ModeStats, view: Pick<BoardView, 'score' | 'scoreValue'>): string {
  if (Number.isFinite(view.scoreValue) && view.scoreValue > best.best) return view.score;
  return recordedBestText(best);
}

/**
 * The recorded Best as text: the Score box's own text when it was kept; records of older versions
 * kept only the number, shown to six significant digits (134.84429111483848 → 134.844), never a
 * float's seventeen.
 */
export function recordedBestText(best: Pick<ModeStats, 'best' | 'bestText'>): string {
  if (best.bestText !== undefined) return best.bestText;
  const n = best.best;
  return Number.isFinite(n) && !Number.isInteger(n) ? String(Number(n.toPrecision(6))) : String(n);
}
