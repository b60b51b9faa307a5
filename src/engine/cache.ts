// The merge-result cache (engine.md §5.7). It changes gameplay: a cached outcome is reused without
// re-evaluating the rules, keyed on tile contents only (not position, direction or variables).
import type { Value } from '../calc/values.ts';
import { tileKey } from './tile-key.ts';

/** `[L, modifiers+results, scoreAdded, FLAGS]`, or `[-1, [], 0, []]` for "no merge". */
export interface CachedMerge {
  L: number;
  /** Stored modifier tokens (Slot/Overwrite, the misspelt reverse token) followed by the results. */
  outputs: Value[];
  score: number;
  flags: Value[];
}

interface Entry {
  /** Every key element that names a tile or `"@Empty"` (pruned at level 2 when gone). */
  parts: Value[];
  value: CachedMerge;
}

export const NO_MERGE: CachedMerge = { L: -1, outputs: [], score: 0, flags: [] };

export class MergeCache {
  private map = new Map<string, Entry>();

  static key(checked: Value[], back: Value[], front: Value[]): string {
    return `${tileKey(checked)}|${tileKey(back)}|${tileKey(front)}`;
  }

  get(key: string): CachedMerge | undefined {
    return this.map.get(key)?.value;
  }

  set(key: string, parts: Value[], value: CachedMerge): void {
    this.map.set(key, { parts, value });
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }

  /** Level 2: drop entries whose key holds a tile (or "@Empty") not currently on the grid. */
  prune(grid: Value[][]): void {
    if (this.map.size === 0) return;
    const present = new Set<string>();
    for (const row of grid) for (const c of row) present.add(tileKey(c));
    for (const [k, e] of this.map)
      if (e.parts.some((p) => (Array.isArray(p) || p === '@Empty') && !present.has(tileKey(p)))) this.map.delete(k);
  }

  /** For undo snapshots. */
  entries(): [string, Entry][] {
    return [...this.map];
  }

  restore(entries: [string, Entry][]): void {
    this.map = new Map(entries);
  }
}
