import { describe, expect, it } from 'vitest';
import type { Value } from '../../calc/values.ts';
import { MergeCache, type CacheSnapshot, type CachedMerge } from './cache.ts';
import { Sfc32 } from '../rng.ts';
import { TileIds } from '../tile-ids.ts';
import { tileKey } from './tile-key.ts';

/** The cache's content as comparable data: key parts and stored score per entry, sorted. */
function content(c: MergeCache): string[] {
  return c
    .entries()
    .map(([, e]) => `${e.parts.map(tileKey).join(' ')} → ${e.value.score}`)
    .sort();
}

describe('merge-result cache snapshots', () => {
  it('restores exactly any earlier state, in any order, across clears and long chains', () => {
    const rng = new Sfc32('cache-test');
    const int = (n: number): number => Math.floor(rng.next() * n);
    const tile = (): Value => (int(8) === 0 ? '@Empty' : [int(6)]);
    const cache = new MergeCache(new TileIds());
    const saved: { snap: CacheSnapshot; want: string[] }[] = [];
    let checks = 0;
    for (let step = 0; step < 6000; step++) {
      const r = int(100);
      if (r < 55) {
        const parts = [tile(), tile()];
        const value: CachedMerge = { L: 2, outputs: [], score: step, flags: [], rule: 0 };
        cache.set(cache.keyOf(parts, 2, 0), value);
      } else if (r < 65) {
        cache.prune([[tile(), tile(), tile(), tile(), tile(), tile()]]);
      } else if (r < 85) {
        saved.push({ snap: cache.snapshot(), want: content(cache) });
        if (saved.length > 3000) saved.shift();
      } else if (r < 99 && saved.length > 0) {
        const pick = saved[int(saved.length)]!;
        cache.restore(pick.snap);
        expect(content(cache)).toEqual(pick.want);
        checks++;
      } else cache.clear();
    }
    expect(checks).toBeGreaterThan(500);
  });

  it('restores across clears of an empty cache (which keeps its table)', () => {
    const cache = new MergeCache(new TileIds());
    const v = (score: number): CachedMerge => ({ L: 2, outputs: [], score, flags: [], rule: 0 });
    const empty = cache.snapshot();
    cache.clear();
    cache.set(cache.keyOf([[1], [1]], 2, 0), v(1));
    const one = cache.snapshot();
    // Emptied by a prune, then cleared (a new game) and filled again.
    cache.prune([[[3], [3]]]);
    expect(content(cache)).toEqual([]);
    const pruned = cache.snapshot();
    cache.clear();
    cache.set(cache.keyOf([[2], [2]], 2, 0), v(2));
    expect(content(cache)).toEqual(['[n2] [n2] → 2']);
    cache.restore(one);
    expect(content(cache)).toEqual(['[n1] [n1] → 1']);
    cache.restore(pruned);
    expect(content(cache)).toEqual([]);
    cache.restore(one);
    expect(content(cache)).toEqual(['[n1] [n1] → 1']);
    cache.restore(empty);
    expect(content(cache)).toEqual([]);
    cache.set(cache.keyOf([[4], [4]], 2, 0), v(4));
    cache.restore(one);
    expect(content(cache)).toEqual(['[n1] [n1] → 1']);
  });

  it('keeps the state a snapshot saw when changes follow', () => {
    const ids = new TileIds();
    const cache = new MergeCache(ids);
    const v = (score: number): CachedMerge => ({ L: 2, outputs: [], score, flags: [], rule: 0 });
    cache.set(cache.keyOf([[1], [1]], 2, 0), v(1));
    const s1 = cache.snapshot();
    cache.set(cache.keyOf([[2], [2]], 2, 0), v(2));
    cache.prune([[[2], [2]]]);
    expect(content(cache)).toEqual(['[n2] [n2] → 2']);
    const s2 = cache.snapshot();
    cache.restore(s1);
    expect(content(cache)).toEqual(['[n1] [n1] → 1']);
    cache.restore(s2);
    expect(content(cache)).toEqual(['[n2] [n2] → 2']);
  });

  it('restores across a chain longer than the cut length', () => {
    const cache = new MergeCache(new TileIds());
    const snaps: CacheSnapshot[] = [];
    for (let i = 0; i < 5000; i++) {
      cache.set(cache.keyOf([[i], [i]], 2, 0), { L: 2, outputs: [], score: i, flags: [], rule: 0 });
      snaps.push(cache.snapshot());
    }
    cache.restore(snaps[9]!);
    expect(cache.size).toBe(10);
    cache.restore(snaps[4321]!);
    expect(cache.size).toBe(4322);
    expect(content(cache)).toContain('[n4321] [n4321] → 4321');
  });

  it('prunes exactly the entries naming a tile that is gone, however often keys come back', () => {
    const rng = new Sfc32('cache-prune');
    const int = (n: number): number => Math.floor(rng.next() * n);
    const tile = (): Value => (int(6) === 0 ? '@Empty' : int(8) === 0 ? '@Void' : [int(5)]);
    const cache = new MergeCache(new TileIds());
    // The model: entry description → its parts.
    const model = new Map<string, Value[]>();
    const gone: Value[][] = [];
    const lookup = (parts: Value[]): CachedMerge | undefined => {
      const key = cache.keyOf(parts, 2, 1);
      return cache.get(key[0]!, key[1]!, key.slice(2), parts.length);
    };
    for (let step = 0; step < 20000; step++) {
      if (int(10) < 8) {
        const parts = [tile(), tile(), tile()];
        cache.set(cache.keyOf(parts, 2, 1), { L: 2, outputs: [], score: 0, flags: [], rule: 0 });
        model.set(parts.map(tileKey).join(' '), parts);
      } else {
        const grid = [[tile(), tile(), tile(), tile(), tile(), tile()]];
        cache.prune(grid);
        const present = new Set(grid[0]!.map(tileKey));
        for (const [k, parts] of model)
          if (parts.some((p) => (Array.isArray(p) || p === '@Empty') && !present.has(tileKey(p)))) {
            model.delete(k);
            gone.push(parts);
          }
        expect(content(cache)).toEqual([...model.keys()].map((k) => `${k} → 0`).sort());
        // Every kept key is still found, and no pruned one, whatever was removed around it.
        for (const parts of model.values()) expect(lookup(parts)).toBeDefined();
        for (const parts of gone.splice(0))
          if (!model.has(parts.map(tileKey).join(' '))) expect(lookup(parts)).toBeUndefined();
      }
    }
  });
});
