// A tiny key-value store over idb-keyval, one IndexedDB database per store (idb-keyval opens one
// object store per database). Falls back to memory when IndexedDB is unavailable (private mode,
// blocked storage) and reports every failure once per store instead of throwing into the game.

import { createStore, del, entries, get, keys, promisifyRequest, set, type UseStore } from 'idb-keyval';

export type StorageErrorReporter = (store: string, err: unknown) => void;

/** Reads a record and writes what `change` makes of it, inside a batch's transaction. */
export type KvUpdate<T> = readonly [key: string, change: (old: T | undefined) => T];

export class KvStore<T> {
  private idb: UseStore | null = null;
  private readonly memory = new Map<string, T>();
  private failed = false;
  private reported = false;

  constructor(
    readonly name: string,
    private readonly report: StorageErrorReporter,
  ) {
    try {
      if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
      this.idb = createStore(`pow2048-${name}`, 'kv');
    } catch (err) {
      this.fail(err);
    }
  }

  /** True once IndexedDB failed; data then lives only in memory for this session. */
  get degraded(): boolean {
    return this.failed;
  }

  async get(key: string): Promise<T | undefined> {
    if (this.idb && !this.failed) {
      try {
        return await get<T>(key, this.idb);
      } catch (err) {
        this.fail(err);
      }
    }
    return this.memory.get(key);
  }

  /** One transaction: the value is written whole or not at all. */
  async set(key: string, value: T): Promise<boolean> {
    this.memory.set(key, value);
    if (!this.idb || this.failed) return false;
    try {
      await set(key, value, this.idb);
      return true;
    } catch (err) {
      // Quota errors can be transient (the player may free space): report, but keep trying.
      this.reportOnce(err);
      return false;
    }
  }

  /**
   * Writes `puts`, deletes `dels` and applies `updates` (read, change, write back: what another
   * tab wrote meanwhile is what `change` sees) in one transaction (all or nothing), so records that
   * refer to each other (a game and the index listing it) never disagree on disk.
   */
  async batch(
    puts: readonly (readonly [string, T])[],
    dels: readonly string[] = [],
    updates: readonly KvUpdate<T>[] = [],
  ): Promise<boolean> {
    for (const [k, v] of puts) this.memory.set(k, v);
    for (const k of dels) this.memory.delete(k);
    if (!this.idb || this.failed) {
      for (const [k, change] of updates) this.memory.set(k, change(this.memory.get(k)));
      return false;
    }
    try {
      const results = new Map<string, T>();
      await this.idb('readwrite', (store) => {
        for (const [k, v] of puts) store.put(v, k);
        for (const k of dels) store.delete(k);
        for (const [k, change] of updates) {
          const req = store.get(k);
          // A throw here aborts the whole transaction (nothing of the batch is written).
          req.onsuccess = () => {
            const next = change(req.result as T | undefined);
            results.set(k, next);
            store.put(next, k);
          };
        }
        return promisifyRequest(store.transaction);
      });
      for (const [k, v] of results) this.memory.set(k, v);
      return true;
    } catch (err) {
      this.reportOnce(err);
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    this.memory.delete(key);
    if (!this.idb || this.failed) return;
    try {
      await del(key, this.idb);
    } catch (err) {
      this.reportOnce(err);
    }
  }

  /** The keys on disk (or in memory), without reading the values. */
  async keys(): Promise<string[]> {
    if (this.idb && !this.failed) {
      try {
        return (await keys(this.idb)).filter((k): k is string => typeof k === 'string');
      } catch (err) {
        this.fail(err);
      }
    }
    return [...this.memory.keys()];
  }

  async all(): Promise<Map<string, T>> {
    if (this.idb && !this.failed) {
      try {
        const list = await entries<string, T>(this.idb);
        return new Map(list.filter((e) => typeof e[0] === 'string'));
      } catch (err) {
        this.fail(err);
      }
    }
    return new Map(this.memory);
  }

  private fail(err: unknown): void {
    this.failed = true;
    this.reportOnce(err);
  }

  private reportOnce(err: unknown): void {
    if (this.reported) return;
    this.reported = true;
    this.report(this.name, err);
  }
}
