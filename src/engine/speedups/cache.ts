// The merge-result cache (engine.md §5.7). It changes gameplay: a cached outcome is reused without
// re-evaluating the rules, keyed on tile contents only (not position, direction or variables).
import type { Value } from '../../calc/values.ts';
import type { TileIds } from '../tile-ids.ts';

/** `[L, modifiers+results, scoreAdded, FLAGS]`, or `[-1, [], 0, []]` for "no merge". */
export interface CachedMerge {
  L: number;
  /** Stored modifier tokens (Slot/Overwrite, the misspelt reverse token) followed by the results. */
  outputs: Value[];
  score: number;
  flags: Value[];
  /**
   * Index of the merge rule that gave the outcome (−1 for "no merge"), for the merge event of a
   * hit. Ours, not the original's: nothing saves the cache, and no lookup or prune reads it.
   */
  rule: number;
}

interface Entry {
  /**
   * The key: the number of checked parts, of look-behind parts, then each part as `keyPart`
   * gives it (its tile id, negated when pruning does not check the part).
   */
  key: number[];
  /** `hashKey` of `key`. */
  hash: number;
  value: CachedMerge;
  /** Bookkeeping of `compact`: the last compaction that kept this entry. */
  compacted: number;
  /** Whether this is the live table's entry for its key (kept by `apply`; read by `compact`). */
  live: boolean;
}

/**
 * Undo snapshots are versions in a tree of change sets: the live table belongs to the head version,
 * every change is recorded on it (entry before, entry after, under one key), and a snapshot freezes
 * the head and starts a child. Restoring walks from the head to the snapshot's version through
 * their common ancestor, undoing and redoing changes. A snapshot is O(1) and keeps only what
 * changed. A root carries a full copy of the table (empty for the first), so a version can always
 * be rebuilt; `clear` and long chains start a new root so that old versions can be collected.
 */
interface Version {
  parent: Version | null;
  depth: number;
  /**
   * The changes as pairs (entry before, entry after; at least one set, both under one key), kept
   * flat: every change of the last versions stays alive, so each object saved counts.
   */
  changes: (Entry | undefined)[];
  /** Roots only: the table at the root. */
  base: EntryTable | null;
  /** Roots only: whether the game leaves the cache out in this tree's lifetime (see `bypass`). */
  bypass?: boolean;
}

/** The cache as an undo snapshot holds it: a version that never changes again. */
export interface CacheSnapshot {
  readonly version: Version;
}

/** Versions after which the chain is cut (a new root with a copy of the table). */
const MAX_CHAIN = 2048;

export const NO_MERGE: CachedMerge = { L: -1, outputs: [], score: 0, flags: [], rule: -1 };

/**
 * A part of a cache key as keys hold it: its tile id, negated when level-2 pruning does not check
 * the part (it checks tiles and "@Empty"). Whether it checks is a property of the value, so of
 * the id: the encoding keeps equal keys equal, and entries need not keep the parts themselves.
 */
export function keyPart(id: number, part: Value): number {
  return Array.isArray(part) || part === '@Empty' ? id : -id;
}

/** A 30-bit hash of a key (`Entry.key`) given as its two counts and the first `n` of `ids`. */
function hashKey(a: number, b: number, ids: readonly number[], n: number): number {
  let h = Math.imul(a ^ 0x2f6b, 0x9e3779b1) ^ b;
  for (let i = 0; i < n; i++) h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) ^ ids[i]!;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & 0x3fffffff;
}

/** `hashKey` of a whole key (the same function: the two must agree). */
function hashOf(key: readonly number[]): number {
  let h = Math.imul(key[0]! ^ 0x2f6b, 0x9e3779b1) ^ key[1]!;
  for (let i = 2; i < key.length; i++) h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) ^ key[i]!;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & 0x3fffffff;
}

/** Whether `key` is the key of the two counts and the first `n` of `ids`. */
function isKey(key: readonly number[], a: number, b: number, ids: readonly number[], n: number): boolean {
  if (key.length !== n + 2 || key[0] !== a || key[1] !== b) return false;
  for (let i = 0; i < n; i++) if (key[i + 2] !== ids[i]) return false;
  return true;
}

function sameKey(x: Entry, y: Entry): boolean {
  if (x.hash !== y.hash) return false;
  const k = x.key;
  const l = y.key;
  if (k.length !== l.length) return false;
  for (let i = 0; i < k.length; i++) if (k[i] !== l[i]) return false;
  return true;
}

/**
 * Entries by key, found by the key's hash without building a key string: open addressing with
 * linear probing over a power-of-two array at most half full (removal shifts back the entries
 * after it, so no probe chain is broken).
 */
class EntryTable {
  private slots: (Entry | undefined)[];
  /** The hash of each slot's entry, so that probes past other keys never load an entry. */
  private hashes: Int32Array;
  private mask: number;
  size: number;

  /** A copy of `from`, or an empty table of `slots` slots (a power of two). */
  constructor(from?: EntryTable, slots = MIN_SLOTS) {
    this.slots = from ? from.slots.slice() : new Array<Entry | undefined>(slots).fill(undefined);
    this.hashes = from ? from.hashes.slice() : new Int32Array(slots);
    this.mask = this.slots.length - 1;
    this.size = from ? from.size : 0;
  }

  find(a: number, b: number, ids: readonly number[], n: number): Entry | undefined {
    const h = hashKey(a, b, ids, n);
    const slots = this.slots;
    const hashes = this.hashes;
    const mask = this.mask;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const e = slots[i];
      if (e === undefined) return undefined;
      if (hashes[i] === h && isKey(e.key, a, b, ids, n)) return e;
    }
  }

  /** The slot holding `like`'s key, or the empty slot where it would go (until the next change). */
  slotOf(like: Entry): number {
    const slots = this.slots;
    const hashes = this.hashes;
    const mask = this.mask;
    const h = like.hash;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const e = slots[i];
      if (e === undefined || e === like || (hashes[i] === h && sameKey(e, like))) return i;
    }
  }

  /** The entry in a slot. */
  at(slot: number): Entry | undefined {
    return this.slots[slot];
  }

  /** Stores `e` under its key (at its `slotOf`, when known); returns the entry it replaces. */
  put(e: Entry, i = this.slotOf(e)): Entry | undefined {
    const old = this.slots[i];
    this.slots[i] = e;
    this.hashes[i] = e.hash;
    if (old === undefined && ++this.size * 2 > this.slots.length) this.grow();
    return old;
  }

  /** Removes the entry with `like`'s key (at its `slotOf`, when known); returns it. */
  remove(like: Entry, slot = this.slotOf(like)): Entry | undefined {
    const slots = this.slots;
    const hashes = this.hashes;
    const mask = this.mask;
    let i = slot;
    const old = slots[i];
    if (old === undefined) return undefined;
    this.size--;
    slots[i] = undefined;
    // Shift back each following entry of the run that would no longer be found past the hole.
    for (let j = (i + 1) & mask; ; j = (j + 1) & mask) {
      const e = slots[j];
      if (e === undefined) break;
      const home = hashes[j]! & mask;
      // The entry stays when its home lies cyclically in (i, j].
      if (i <= j ? home > i && home <= j : home > i || home <= j) continue;
      slots[i] = e;
      hashes[i] = hashes[j]!;
      slots[j] = undefined;
      i = j;
    }
    return old;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Array<Entry | undefined>(old.length * 2).fill(undefined);
    this.hashes = new Int32Array(old.length * 2);
    this.mask = this.slots.length - 1;
    for (const e of old)
      if (e !== undefined) {
        const i = this.slotOf(e);
        this.slots[i] = e;
        this.hashes[i] = e.hash;
      }
  }

  /** How many slots the table has. */
  get capacity(): number {
    return this.slots.length;
  }

  /** Calls `f` on every entry. */
  forEach(f: (e: Entry) => void): void {
    for (const e of this.slots) if (e !== undefined) f(e);
  }

  *values(): IterableIterator<Entry> {
    for (const e of this.slots) if (e !== undefined) yield e;
  }
}

const MIN_SLOTS = 64;
/** The most slots an emptied cache keeps (a power of two). */
const MAX_KEPT_SLOTS = 1 << 16;

/** A cache key: how many parts are checked tiles, how many look-behind tiles follow, the parts. */
export type CacheKey = number[];

/**
 * The key of `n` parts (`keyPart` of each in `parts`), the first `nChecked` checked and the next
 * `nBack` look-behind ones.
 */
export function cacheKey(nChecked: number, nBack: number, parts: readonly number[], n: number): CacheKey {
  const key = new Array<number>(n + 2);
  key[0] = nChecked;
  key[1] = nBack;
  for (let i = 0; i < n; i++) key[i + 2] = parts[i]!;
  return key;
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

const newRoot = (base: EntryTable | null, bypass: boolean): Version => ({
  parent: null,
  depth: 0,
  changes: [],
  base,
  bypass,
});

export class MergeCache {
  private table = new EntryTable();
  private head: Version = newRoot(null, false);
  /**
   * Which entries mention each prune id: derived from `table` (null after a rebuild, then made
   * again by the next prune). Lists only grow; a listed entry may since have left the table (its
   * `live` flag says so). Entries that left are dropped when a list outgrows four times its live
   * length.
   */
  private byPart: PartIndex | null = new PartIndex();
  /** The ids on the grid at the current prune. */
  private readonly marks = new IdMarks();
  /** `bypass`: the flag of the live tree's root. */
  private bypassOn = false;

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
    for (let i = 0; i < parts.length; i++)
      ids[i] = keyPart(cells ? this.ids.ofCell(cells[i]!, parts[i]) : this.ids.of(parts[i]), parts[i]);
    return cacheKey(nChecked, nBack, ids, parts.length);
  }

  /**
   * The outcome stored under the key of `n` parts (`keyPart` of each in `parts`; the first
   * `nChecked` checked, the next `nBack` look-behind ones), as `keyOf` would make it.
   */
  get(nChecked: number, nBack: number, parts: readonly number[], n: number): CachedMerge | undefined {
    return this.table.find(nChecked, nBack, parts, n)?.value;
  }

  /** Stores an outcome under a key made by `keyOf` or `cacheKey` (kept: never changed after). */
  set(key: CacheKey, value: CachedMerge): void {
    const e: Entry = { key, hash: hashOf(key), value, compacted: 0, live: false };
    this.write(e, e);
  }

  clear(): void {
    // An empty table is kept as it is (games whose moves never use the cache restart often in
    // simulations); snapshots never share the live table, only copies of it.
    if (this.table.size > 0 || this.table.capacity > MAX_KEPT_SLOTS) {
      this.table.forEach((e) => (e.live = false));
      // A new game's cache grows like the last one's, up to a size worth keeping while empty.
      this.table = new EntryTable(undefined, Math.min(this.table.capacity, MAX_KEPT_SLOTS));
    }
    this.head = newRoot(null, false);
    this.bypassOn = false;
    if (!this.byPart?.empty) this.byPart = new PartIndex();
  }

  get size(): number {
    return this.table.size;
  }

  /**
   * Whether the game leaves the cache out until it is emptied again: its hits are proven to give
   * what the rules give (cache-transparency.ts), so attempts try the rules and store nothing. It
   * belongs to the lifetime, so undo snapshots keep it with the table.
   */
  get bypass(): boolean {
    return this.bypassOn;
  }

  /**
   * Sets `bypass` for the lifetime just started by `clear` (refused once anything was stored or
   * snapshotted since: a lifetime never switches, as its hits would then differ).
   */
  setBypass(on: boolean): void {
    const h = this.head;
    if (h.parent === null && h.base === null && h.changes.length === 0 && this.table.size === 0)
      h.bypass = this.bypassOn = on;
  }

  /** Level 2: drop entries whose key holds a tile (or "@Empty") not currently on the grid. */
  prune(grid: Value[][]): void {
    if (this.table.size === 0) return;
    const stamp = this.marks.next();
    for (let v = 0, i = 0; v < grid.length; v++) {
      const row = grid[v]!;
      for (let h = 0; h < row.length; h++, i++) this.marks.mark(this.ids.ofCell(i, row[h]), stamp);
    }
    let by = this.byPart;
    if (!by) {
      by = this.byPart = new PartIndex();
      this.table.forEach((e) => this.index(e));
    }
    const marks = this.marks;
    by.sweep(
      (pk) => marks.has(pk, stamp),
      // Deleting never touches the lists, so this one can be walked as it is.
      (list) => {
        for (const e of list.entries) if (e.live) this.write(e, undefined);
      },
    );
  }

  /** Every entry: its key as text, and its key parts (as values) and outcome (for inspection). */
  entries(): [string, { parts: Value[]; value: CachedMerge }][] {
    return [...this.table.values()].map((e) => [
      e.key.join(' '),
      { parts: e.key.slice(2).map((p) => this.ids.valueOf(Math.abs(p))), value: e.value },
    ]);
  }

  /** For undo: O(1); the head version is frozen and a child records what follows. */
  snapshot(): CacheSnapshot {
    const v = this.head;
    if (v.depth >= MAX_CHAIN) {
      // Cut the chain: the frozen version stays restorable through its own ancestors.
      this.head = newRoot(new EntryTable(this.table), this.bypassOn);
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
      for (const e of this.table.values()) e.live = false;
      this.table = r.base ? new EntryTable(r.base) : new EntryTable();
      // A tree is one lifetime (its roots after a chain cut copy the flag): only here it changes.
      this.bypassOn = r.bypass === true;
      for (const e of this.table.values()) e.live = true;
      down.pop();
      this.byPart = null;
      this.redo(r);
    }
    for (let i = down.length - 1; i >= 0; i--) this.redo(down[i]!);
    this.head = { parent: target, depth: target.depth + 1, changes: [], base: null };
  }

  private undo(v: Version): void {
    const c = v.changes;
    for (let i = c.length - 2; i >= 0; i -= 2) this.apply((c[i + 1] ?? c[i])!, c[i]);
  }

  private redo(v: Version): void {
    const c = v.changes;
    for (let i = 0; i < c.length; i += 2) this.apply((c[i] ?? c[i + 1])!, c[i + 1]);
  }

  /** A recorded change of the live table: `after` (or nothing) under the key of `like`. */
  private write(like: Entry, after: Entry | undefined): void {
    const slot = this.table.slotOf(like);
    const before = this.table.at(slot);
    if (before === after) return;
    this.head.changes.push(before, after);
    this.apply(like, after, slot);
  }

  /**
   * Sets or deletes the entry under the key of `like` (whose slot is `slot` when given), keeping
   * flags and the index in step.
   */
  private apply(like: Entry, e: Entry | undefined, slot = this.table.slotOf(like)): void {
    if (e) {
      const old = this.table.put(e, slot);
      if (old === e) return;
      if (old) old.live = false;
      e.live = true;
      // A new entry object is listed (a replaced one may stay listed until a compaction).
      this.index(e);
    } else {
      const old = this.table.remove(like, slot);
      if (old) old.live = false;
    }
  }

  private index(e: Entry): void {
    const by = this.byPart;
    if (!by) return;
    const key = e.key;
    for (let i = 2; i < key.length; i++) {
      const pk = key[i]!;
      if (pk < 0) continue;
      const list = by.listOf(pk);
      const entries = list.entries;
      // Each distinct id is one index entry: a repeated id finds the entry last in its list
      // (a compaction keeps it there: it is live).
      if (entries.length > 0 && entries[entries.length - 1] === e) continue;
      entries.push(e);
      if (entries.length >= list.limit) this.compact(list);
    }
  }

  /** Drops entries that left the table, and repeats, from a list. */
  private compact(list: EntryList): void {
    const stamp = (compactions = (compactions + 1) | 0 || 1);
    const entries = list.entries;
    let n = 0;
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i]!;
      // Live, and not kept already by this compaction.
      if (e.live && e.compacted !== stamp) {
        e.compacted = stamp;
        entries[n++] = e;
      }
    }
    entries.length = n;
    list.limit = Math.max(MIN_LIST_LIMIT, 4 * n);
  }
}

/** Entry lists by prune id: an array by id (ids are small and dense) and the ids that have one. */
class PartIndex {
  private readonly lists: (EntryList | undefined)[] = [];
  private readonly listed: number[] = [];

  /** Whether no id has a list. */
  get empty(): boolean {
    return this.listed.length === 0;
  }

  /** The list of `pk`, made empty when there is none. */
  listOf(pk: number): EntryList {
    let list = this.lists[pk];
    if (!list) {
      this.lists[pk] = list = { entries: [], limit: MIN_LIST_LIMIT };
      this.listed.push(pk);
    }
    return list;
  }

  /** Hands every list whose id `keep` rejects to `drop`, and forgets it. */
  sweep(keep: (pk: number) => boolean, drop: (list: EntryList) => void): void {
    const listed = this.listed;
    for (let k = 0; k < listed.length; ) {
      const pk = listed[k]!;
      if (keep(pk)) {
        k++;
        continue;
      }
      drop(this.lists[pk]!);
      this.lists[pk] = undefined;
      listed[k] = listed[listed.length - 1]!;
      listed.pop();
    }
  }
}

/** The entries listed under one prune id (see `byPart`). */
interface EntryList {
  entries: Entry[];
  /** The length at which the list is compacted next. */
  limit: number;
}

const MIN_LIST_LIMIT = 64;

/** Compactions so far, as stamps (never 0, the stamp of a new entry). */
let compactions = 0;
