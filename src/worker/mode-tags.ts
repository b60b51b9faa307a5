// Tags the mode picker filters by, read from a built mode definition: what kind of game a mode is
// (big numbers, a hexagonal board, scripts, clicks, more than four directions).
import type { Value } from '../calc/values.ts';
import type { ModeDefinition } from '../engine/index.ts';
import type { ModeTag } from './protocol.ts';
import { hasTileClicks, statBoxClickable } from './view-model.ts';

/** Values looked at before giving up on finding a bigint (a 256×256 start grid is 65,536). */
const MAX_SCANNED = 200_000;

/** Whether a bigint appears anywhere in `roots` (depth-first, bounded, cycle-safe). */
function hasBigInt(roots: readonly unknown[]): boolean {
  const stack: unknown[] = [...roots];
  const seen = new Set<object>();
  let scanned = 0;
  while (stack.length > 0 && scanned++ < MAX_SCANNED) {
    const x = stack.pop();
    if (typeof x === 'bigint') return true;
    if (typeof x !== 'object' || x === null || seen.has(x)) continue;
    seen.add(x);
    if (Array.isArray(x)) stack.push(...(x as unknown[]));
    else stack.push(...Object.values(x));
  }
  return false;
}

/** The picker's tags of a mode, in `MODE_TAGS` order. */
export function modeTags(def: ModeDefinition): ModeTag[] {
  const tags: ModeTag[] = [];
  // Start tiles, spawns and rules: a mode whose numbers start or grow as bigints.
  if (
    hasBigInt([
      def.startingGrid,
      def.startTileSpawns,
      def.startForcedSpawns,
      def.mergeRules,
      def.scripts,
      def.startGameVars,
    ])
  )
    tags.push('BigInt');
  if (def.hexagonal) tags.push('hex');
  if (def.scripts.length > 0) tags.push('scripts');
  // The same rules the view uses to accept tile and stat box clicks (view-model.ts).
  if (
    hasTileClicks(def.scripts) ||
    def.statBoxes.some((b) => Array.isArray(b) && statBoxClickable(b as readonly Value[]))
  )
    tags.push('clicks');
  if (def.directions.length > 4) tags.push('8 directions');
  return tags;
}
