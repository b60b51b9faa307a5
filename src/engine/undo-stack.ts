// The undo history: a stack that keeps at most `limit` entries, dropping the oldest, in O(1) per
// push (a ring once full: moves push one snapshot each, so shifting an array would cost O(limit)).
export class BoundedStack<T> {
  private items: (T | undefined)[] = [];
  /** Index of the oldest entry. */
  private start = 0;
  private count = 0;

  constructor(readonly limit: number) {}

  get size(): number {
    return this.count;
  }

  push(x: T): void {
    if (!(this.limit > 0)) return;
    const items = this.items;
    if (this.count < this.limit) {
      // Growing: append until the ring reaches its capacity (the limit).
      if (this.start === 0 && this.count === items.length) items.push(x);
      else items[(this.start + this.count) % items.length] = x;
      this.count++;
      return;
    }
    items[this.start] = x;
    this.start = (this.start + 1) % items.length;
  }

  pop(): T | undefined {
    if (this.count === 0) return undefined;
    const i = (this.start + this.count - 1) % this.items.length;
    const x = this.items[i];
    this.items[i] = undefined;
    this.count--;
    return x;
  }

  clear(): void {
    this.items = [];
    this.start = 0;
    this.count = 0;
  }
}
