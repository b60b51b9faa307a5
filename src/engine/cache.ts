// The merge-result cache (engine.md §5.7). It changes gameplay: a cached outcome is reused without
// re-evaluating the rules, keyed on tile contents only (not position, direction or variables).
import type { Value } from '../calc/values.ts';
import { packIds, type TileIds } from './tile-ids.ts';

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
  /** Tile ids of those of `parts` that prune checks (tiles and "@Empty"). */
  pruneIds: number[];
  value: CachedMerge;
}

/**
 * Undo snapshots are versions in a tree of change sets: the live map belongs to the head version,
 * every change is recorded on it (key, entry before, entry after), and a snapshot freezes the head
 * and starts a child. Restoring walks from the head to the snapshot's version through their common
 * ancestor, undoing and redoing changes. A snapshot is O(1) and keeps only what changed. A root
 * carries a full copy of the map (empty for the first), so a version can always be rebuilt;
 * `clear` and long chains start a new root so that old versions can be collected.
 */
interface Change {
  key: string;
  before: Entry | undefined;
  after: Entry | undefined;
}

interface Version {
  parent: Version | null;
  depth: number;
  changes: Change[];
  /** Roots only: the map at the root. */
  base: ReadonlyMap<string, Entry> | null;
}

/** The cache as an undo snapshot holds it: a version that never changes again. */
export interface CacheSnapshot {
  readonly version: Version;
}

/** Versions after which the chain is cut (a new root with a copy of the map). */
const MAX_CHAIN = 2048;

export const NO_MERGE: CachedMerge = { L: -1, outputs: [], score: 0, flags: [] };

/** The ids of `parts` that level-2 pruning checks (tiles and "@Empty"). */
function pruneIdsOf(parts: readonly Value[], ids: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    // Distinct ids only: each is one index entry.
    if ((Array.isArray(p) || p === '@Empty') && !out.includes(ids[i]!)) out.push(ids[i]!);
  }
  return out;
}

/** A cache key with the tile ids it was built from. */
export interface CacheKey {
  key: string;
  parts: Value[];
  /** Tile id of each part. */
  ids: number[];
  /** False when a part holds a NaN: an equal-looking key is then a different key every time. */
  stable: boolean;
}

const newRoot = (base: ReadonlyMap<string, Entry> | null): Version => ({ parent: null, depth: 0, changes: [], base });

export class MergeCache {
  private map = new Map<string, Entry>();
  private head: Version = newRoot(null);
  /**
   * Live entries by prune id: which cache keys mention each tile. Derived data kept in step with
   * `map` (null after a rebuild, then made again by the next prune).
   */
  private byPart: Map<number, Set<string>> | null = new Map();

  /** @param ids tile ids; kept for the life of the game, since stored keys (and snapshots) use them. */
  constructor(private readonly ids: TileIds) {}

  /**
   * The key of a merge attempt (§5.7): the checked tiles, the look-behind tiles and the tiles in
   * front, by value. `parts` is the three lists joined; the first `nChecked` are the checked ones,
   * the next `nBack` the look-behind ones. `cells`, when given, are the cells the parts were
   * read from (ids are then memoised per cell).
   */
  keyOf(parts: Value[], nChecked: number, nBack: number, cells?: readonly number[]): CacheKey {
    const ids = new Array<number>(parts.length);
    const nan = this.ids.nanIds;
    for (let i = 0; i < parts.length; i++) ids[i] = cells ? this.ids.ofCell(cells[i]!, parts[i]) : this.ids.of(parts[i]);
    return { key: packIds(nChecked, nBack, ids), parts, ids, stable: this.ids.nanIds === nan };
  }

  get(key: string): CachedMerge | undefined {
    return this.map.get(key)?.value;
  }

  /** Stores an outcome under a key made by `keyOf`. */
  set(k: CacheKey, value: CachedMerge): void {
    this.write(k.key, { parts: k.parts, pruneIds: pruneIdsOf(k.parts, k.ids), value });
  }

  clear(): void {
    this.map = new Map();
    this.head = newRoot(null);
    this.byPart = new Map();
  }

  get size(): number {
    return this.map.size;
  }

  /** Level 2: drop entries whose key holds a tile (or "@Empty") not currently on the grid. */
  prune(grid: Value[][]): void {
    if (this.map.size === 0) return;
    const present = new Set<number>();
    for (let v = 0, i = 0; v < grid.length; v++) {
      const row = grid[v]!;
      for (let h = 0; h < row.length; h++, i++) present.add(this.ids.ofCell(i, row[h]));
    }
    let by = this.byPart;
    if (!by) {
      by = this.byPart = new Map();
      for (const [k, e] of this.map) this.index(k, e);
    }
    for (const [pk, keys] of by) {
      if (present.has(pk)) continue;
      for (const k of [...keys]) this.write(k, undefined);
      by.delete(pk);
    }
  }

  /** Every entry (for inspection). */
  entries(): [string, Entry][] {
    return [...this.map];
  }

  /** For undo: O(1); the head version is frozen and a child records what follows. */
  snapshot(): CacheSnapshot {
    const v = this.head;
    if (v.depth >= MAX_CHAIN) {
      // Cut the chain: the frozen version stays restorable through its own ancestors.
      this.head = newRoot(new Map(this.map));
    } else this.head = { parent: v, depth: v.depth + 1, changes: [], base: null };
    return { version: v };
  }

  restore(snap: CacheSnapshot): void {
    const target = snap.version;
    let a: Version | null = this.head;
    let b: Version | null = target;
    const down: Version[] = [];
    while (a && b && a !== b) {
      if (a.depth >= b.depth) {
        this.undo(a);
        a = a.parent;
      } else {
        down.push(b);
        b = b.parent;
      }
    }
    if (a !== b) {
      // Different trees: rebuild from the target's root.
      down.length = 0;
      let r: Version = target;
      for (; r.parent; r = r.parent) down.push(r);
      down.push(r);
      this.map = new Map(r.base ?? []);
      down.pop();
      this.byPart = null;
      for (const c of r.changes) this.apply(c.key, c.after);
    }
    for (let i = down.length - 1; i >= 0; i--) for (const c of down[i]!.changes) this.apply(c.key, c.after);
    this.head = { parent: target, depth: target.depth + 1, changes: [], base: null };
  }

  private undo(v: Version): void {
    for (let i = v.changes.length - 1; i >= 0; i--) {
      const c = v.changes[i]!;
      this.apply(c.key, c.before);
    }
  }

  /** A recorded change of the live map. */
  private write(key: string, after: Entry | undefined): void {
    const before = this.map.get(key);
    if (before === after) return;
    this.head.changes.push({ key, before, after });
    this.apply(key, after);
  }

  /** Sets or deletes an entry, keeping the index in step. */
  private apply(key: string, e: Entry | undefined): void {
    const old = this.map.get(key);
    if (old) this.unindex(key, old);
    if (e) {
      this.map.set(key, e);
      this.index(key, e);
    } else this.map.delete(key);
  }

  private index(key: string, e: Entry): void {
    const by = this.byPart;
    if (!by) return;
    for (const pk of e.pruneIds) {
      let set = by.get(pk);
      if (!set) by.set(pk, (set = new Set()));
      set.add(key);
    }
  }

  private unindex(key: string, e: Entry): void {
    const by = this.byPart;
    if (!by) return;
    for (const pk of e.pruneIds) by.get(pk)?.delete(key);
  }
}
