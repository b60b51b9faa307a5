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
  /** Bookkeeping of `compact`: the last compaction that kept this entry's key. */
  compacted: number;
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

/**
 * A set of tile ids rebuilt after every move: small ids are stamped in a typed array (nothing to
 * clear or allocate per move), larger ones (NaN-holding modes mint ids without end) go in a set.
 */
class IdMarks {
  private stamps = new Int32Array(256);
  private large = new Set<number>();
  private stamp = 0;

  /** Starts a new set; returns its stamp. */
  next(): number {
    if (this.large.size > 0) this.large.clear();
    this.stamp = this.stamp === 0x7fffffff ? 1 : this.stamp + 1;
    if (this.stamp === 1) this.stamps.fill(0);
    return this.stamp;
  }

  mark(id: number, stamp: number): void {
    if (id >= this.stamps.length) {
      if (id >= MAX_STAMPED) {
        this.large.add(id);
        return;
      }
      const grown = new Int32Array(Math.min(MAX_STAMPED, Math.max(id + 1, this.stamps.length * 2)));
      grown.set(this.stamps);
      this.stamps = grown;
    }
    this.stamps[id] = stamp;
  }

  has(id: number, stamp: number): boolean {
    return id < this.stamps.length ? this.stamps[id] === stamp : this.large.has(id);
  }
}

/** Ids below this are stamped in an array (4 MB at most). */
const MAX_STAMPED = 1 << 20;

const newRoot = (base: ReadonlyMap<string, Entry> | null): Version => ({ parent: null, depth: 0, changes: [], base });

export class MergeCache {
  private map = new Map<string, Entry>();
  private head: Version = newRoot(null);
  /**
   * Which cache keys mention each prune id: derived from `map` (null after a rebuild, then made
   * again by the next prune). Lists only grow; a listed key may since have been deleted (a key
   * fixes its parts, so a key still in `map` does mention the id). Stale keys are dropped when a
   * list outgrows four times its live length.
   */
  private byPart: Map<number, KeyList> | null = new Map();
  /** The ids on the grid at the current prune. */
  private readonly marks = new IdMarks();

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
    this.write(k.key, { parts: k.parts, pruneIds: pruneIdsOf(k.parts, k.ids), value, compacted: 0 });
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
    const stamp = this.marks.next();
    for (let v = 0, i = 0; v < grid.length; v++) {
      const row = grid[v]!;
      for (let h = 0; h < row.length; h++, i++) this.marks.mark(this.ids.ofCell(i, row[h]), stamp);
    }
    let by = this.byPart;
    if (!by) {
      by = this.byPart = new Map();
      for (const [k, e] of this.map) this.index(k, e);
    }
    for (const [pk, list] of by) {
      if (this.marks.has(pk, stamp)) continue;
      // Deleting never touches the lists, so this one can be walked as it is.
      for (const k of list.keys) this.write(k, undefined);
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
    if (e) {
      const listed = this.map.has(key);
      this.map.set(key, e);
      // An entry replaced under the same key has the same prune ids: it is listed already.
      if (!listed) this.index(key, e);
    } else this.map.delete(key);
  }

  private index(key: string, e: Entry): void {
    const by = this.byPart;
    if (!by) return;
    for (const pk of e.pruneIds) {
      let list = by.get(pk);
      if (!list) by.set(pk, (list = { keys: [], limit: MIN_LIST_LIMIT }));
      list.keys.push(key);
      if (list.keys.length >= list.limit) this.compact(list);
    }
  }

  /** Drops deleted and repeated keys from a list. */
  private compact(list: KeyList): void {
    const stamp = (compactions = ((compactions + 1) | 0) || 1);
    const keys = list.keys;
    let n = 0;
    for (let i = 0; i < keys.length; i++) {
      const e = this.map.get(keys[i]!);
      // Live, and not kept already by this compaction.
      if (e && e.compacted !== stamp) {
        e.compacted = stamp;
        keys[n++] = keys[i]!;
      }
    }
    keys.length = n;
    list.limit = Math.max(MIN_LIST_LIMIT, 4 * list.keys.length);
  }
}

/** The keys listed under one prune id (see `byPart`). */
interface KeyList {
  keys: string[];
  /** The length at which the list is compacted next. */
  limit: number;
}

const MIN_LIST_LIMIT = 64;

/** Compactions so far, as stamps (never 0, the stamp of a new entry). */
let compactions = 0;
