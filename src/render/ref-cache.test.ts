import { describe, expect, it } from 'vitest';
import { RefCache } from './ref-cache.ts';

describe('RefCache', () => {
  it('shares values, keeps a bounded idle list and disposes the oldest', () => {
    const disposed: string[] = [];
    const c = new RefCache<string>((v) => disposed.push(v), 2);
    let made = 0;
    const make = (k: string) => () => (made++, k.toUpperCase());
    expect(c.acquire('a', make('a'))).toBe('A');
    expect(c.acquire('a', make('a'))).toBe('A');
    expect(made).toBe(1);
    c.release('a');
    c.release('a');
    expect([c.size, c.idleSize, c.refs]).toEqual([1, 1, 0]);
    for (const k of ['b', 'c']) {
      c.acquire(k, make(k));
      c.release(k);
    }
    expect(disposed).toEqual(['A']);
    // Re-acquiring an idle entry revives it without rebuilding.
    c.acquire('c', make('c'));
    expect(made).toBe(3);
    expect(c.idleSize).toBe(1);
    c.clear();
    expect(disposed.sort()).toEqual(['A', 'B', 'C']);
    expect(c.size).toBe(0);
  });
  it('ignores releases of unknown or unreferenced keys', () => {
    const c = new RefCache<number>(() => undefined);
    c.release('x');
    c.acquire('y', () => 1);
    c.release('y');
    c.release('y');
    expect(c.refs).toBe(0);
  });
  it('changes its idle bound: shrinking disposes the least recently released first', () => {
    const disposed: string[] = [];
    const c = new RefCache<string>((v) => disposed.push(v), 4);
    for (const k of ['a', 'b', 'c', 'd']) {
      c.acquire(k, () => k);
      c.release(k);
    }
    expect(disposed).toEqual([]);
    c.idleLimit = 2;
    expect(disposed).toEqual(['a', 'b']);
    c.idleLimit = 10;
    for (const k of ['e', 'f', 'g']) {
      c.acquire(k, () => k);
      c.release(k);
    }
    expect(c.idleSize).toBe(5);
    expect(disposed).toEqual(['a', 'b']);
  });
});
