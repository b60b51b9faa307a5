// Speed-ups that must give the same result as the rules they stand in for (caches, memos, fast moves).
export { mayBypassCache } from './cache-transparency.ts';
export { MergeCache, NO_MERGE, cacheKey, keyPart } from './cache.ts';
export type { CacheSnapshot, CachedMerge } from './cache.ts';
export { FastMoves } from './fast-move.ts';
export { allTrue, allTrueLike, hasHoles, mapPacked } from './packed.ts';
export { LineMemo, memoSafeTile, memoShape, pairMatchOf } from './pair-memo.ts';
export type { LineShape, PairMatch } from './pair-memo.ts';
export { firstPossibleRule, numericBoard, numericValues, readPairOnly } from './rule-filter.ts';
export { tileKey } from './tile-key.ts';
