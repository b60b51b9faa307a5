// Games and move results as comparable text, for the differential tests that play one game two
// ways (fast move, shortcuts, cache left out) and require the same after every action.
import type { Game } from '../../src/engine/game.ts';
import type { MoveResult, TileEvent } from '../../src/engine/events.ts';

/** Everything the game state holds (functions and `effects` left out, and the keys in `skip`). */
export function stateText(g: Game, skip: readonly string[] = []): string {
  return JSON.stringify(g.state, (k, x: unknown) => {
    if (typeof x === 'function' || k === 'effects' || skip.includes(k)) return undefined;
    if (typeof x === 'bigint') return `${x}n`;
    if (typeof x === 'number' && !Number.isFinite(x)) return String(x);
    return x;
  });
}

/**
 * An action's result. A merge event names rule −1 when the merge-result cache answered and the
 * rule otherwise, so the rule is left out unless `withRule`.
 */
export function resultText(r: MoveResult | boolean, withRule = false): string {
  if (typeof r === 'boolean') return String(r);
  const events = withRule ? r.events : r.events.map((e: TileEvent) => (e.type === 'merge' ? { ...e, rule: 0 } : e));
  return JSON.stringify({ ...r, events }, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}n` : x));
}
