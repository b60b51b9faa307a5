// Reference-counted cache for GPU resources shared between tiles (backgrounds, text textures).
// Unreferenced entries stay in a small LRU so values that come and go every move (2s and 4s) are
// not rebuilt each time; beyond that they are disposed, so nothing grows without bound.

interface Entry<T> {
  value: T;
  refs: number;
}

export class RefCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Keys with refs = 0, oldest first. */
  private readonly idle = new Set<string>();

  constructor(
    private readonly dispose: (value: T) => void,
    private idleCap = 64,
  ) {}

  /** How many unreferenced entries are kept (a bigger board keeps more); shrinking evicts the oldest. */
  set idleLimit(n: number) {
    this.idleCap = Math.max(0, Math.floor(n));
    this.evict();
  }

  get idleLimit(): number {
    return this.idleCap;
  }

  private evict(): void {
    while (this.idle.size > this.idleCap) {
      const oldest = this.idle.values().next().value as string;
      this.idle.delete(oldest);
      const victim = this.entries.get(oldest);
      this.entries.delete(oldest);
      if (victim) this.dispose(victim.value);
    }
  }

  acquire(key: string, create: () => T): T {
    let e = this.entries.get(key);
    if (!e) {
      e = { value: create(), refs: 0 };
      this.entries.set(key, e);
    }
    if (e.refs === 0) this.idle.delete(key);
    e.refs++;
    return e.value;
  }

  release(key: string): void {
    const e = this.entries.get(key);
    if (!e || e.refs === 0) return;
    if (--e.refs > 0) return;
    this.idle.add(key);
    this.evict();
  }

  /** Disposes everything (renderer teardown or context rebuild). Holders must drop their refs. */
  clear(): void {
    for (const e of this.entries.values()) this.dispose(e.value);
    this.entries.clear();
    this.idle.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  get idleSize(): number {
    return this.idle.size;
  }

  /** Sum of live references (for leak checks). */
  get refs(): number {
    let n = 0;
    for (const e of this.entries.values()) n += e.refs;
    return n;
  }
}
