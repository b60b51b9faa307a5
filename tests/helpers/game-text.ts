// Games and move results as comparable text, for the differential tests that play one game two
// ways (fast move, shortcuts, cache left out) and require the same after every action.
import type { Game } from '../../src/engine/index.ts';
import type { MoveResult } from '../../src/engine/index.ts';

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
 * An action's result, merge events with their rule (a merge-result cache hit names the rule that
 * gave the stored outcome, so it compares equal to the same merge tried by the rules).
 */
export function resultText(r: MoveResult | boolean): string {
  if (typeof r === 'boolean') return String(r);
  return JSON.stringify(r, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}n` : x));
}
