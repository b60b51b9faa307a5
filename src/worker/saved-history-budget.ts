// Bounds the undo history a save carries: the app posts the save to the page and writes it to
// IndexedDB after every move, so a mode whose 100 undo positions each hold large distinct texts
// would post millions of characters per move (seconds per move, a frozen page). The current
// position is always kept whole; undo and redo steps are kept nearest first while the texts they
// add stay within the budget (what older steps alone need is dropped: the game can still be undone
// that far until a reload).
import type { SavedPositions } from './game-save.ts';

/** Characters of texts the undo and redo steps of one save may add to its current position's. */
export const SAVED_HISTORY_CHARS = 1 << 18;

/** Total characters of a save's texts (what posting and writing it costs). */
export function savedChars(saved: SavedPositions): number {
  return saved.pool.reduce((n, t) => n + t.length, 0);
}

/** `saved` with its oldest undo (and farthest redo) steps dropped until they fit `budget`. */
export function boundHistory(saved: SavedPositions, budget = SAVED_HISTORY_CHARS): SavedPositions {
  if (savedChars(saved) - saved.current.reduce((n, i) => n + (saved.pool[i]?.length ?? 0), 0) <= budget) return saved;
  const used = new Set<number>(saved.current);
  let spent = 0;
  const cost = (step: readonly number[]): number => {
    let n = 0;
    for (const i of new Set(step)) if (!used.has(i)) n += saved.pool[i]?.length ?? 0;
    return n;
  };
  const take = (step: readonly number[]): boolean => {
    const c = cost(step);
    if (spent + c > budget) return false;
    spent += c;
    for (const i of step) used.add(i);
    return true;
  };
  // Nearest first (both stacks end with their nearest step), undo and redo in turn.
  let h = saved.history.length;
  let f = saved.future.length;
  for (let moreH = true, moreF = true; moreH || moreF; ) {
    if (moreH) moreH = h > 0 && take(saved.history[h - 1]!) && h-- > 0;
    if (moreF) moreF = f > 0 && take(saved.future[f - 1]!) && f-- > 0;
  }
  // The pool keeps only the texts still used, renumbered.
  const pool: string[] = [];
  const slot = new Map<number, number>();
  const map = (step: readonly number[]): number[] =>
    step.map((i) => {
      let j = slot.get(i);
      if (j === undefined) {
        j = pool.length;
        pool.push(saved.pool[i]!);
        slot.set(i, j);
      }
      return j;
    });
  return {
    fields: saved.fields,
    current: map(saved.current),
    history: saved.history.slice(h).map(map),
    future: saved.future.slice(f).map(map),
    pool,
  };
}
