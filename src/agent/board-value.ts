// A cheap position value for any mode, read from the grid only. A tile's rank is log2 of its worth
// under the mode's own tile value function (`tileValueFunction`), so the same rule fits powers of
// 2, 3, 5, products, … Cells that are not tiles (voids, holes, walls) are worth nothing. Two leaves
// (LEAF.lines):
// - the snake leaf: tiles' worths (2^rank) along a snake path from a corner, each step
//   worth half the one before (the best of the 8 paths), which keeps the big tiles together;
// - the lines leaf: along every row and column, empty cells and neighbours that merge rewarded, ranks
//   going up and down penalised (rank^4) and big ranks penalised (rank^3.5) — the well-known strong
//   classic-2048 terms. Which tiles merge, and the ranks a merge climbs (its rank unit), are learned
//   from the merges the search sees (TileWorth.noteMerge). Its live values can fall below 0, so a
//   lost position is worth its own board's value without the lines' alive bonus (`lostValue`), not 0.
import type { Value } from '../calc/values.ts';
import { calcEvaluator } from '../engine/index.ts';
import type { GameState } from '../engine/index.ts';
import { tileKey } from '../engine/index.ts';

const EMPTY = '@Empty';
/** Axes a merge was seen on (TileWorth.noteMerge): along a row, along a column. */
export const AXIS_ROW = 1;
export const AXIS_COLUMN = 2;
/** Pair keys of learned merges: a × 2^26 + b (tile ids stay far below 2^26). */
const PAIR_SHIFT = 2 ** 26;
/** A live position's floor under the snake leaf (a lost one is worth 0). */
const SNAKE_ALIVE = 200_000;
/** Tile worth is capped (2^64) so that no sum overflows to Infinity. */
const MAX_RANK = 64;

/**
 * The leaf's weights (exported so the bench can tune them). `lines` picks the leaf: 0 the snake
 * leaf, 1 the lines leaf (stronger in classic 2048, but its classic-tuned weights lose games early
 * in modes such as 2197 and 2049), 2 (the default) the lines leaf in modes whose merges seen all
 * join two equal tiles into one of double value, else the snake leaf (TileWorth.chooseLeaf).
 */
export const LEAF = {
  lines: 2,
  /** Every line of a live position is worth this (a lost position is worth 0). */
  alive: 200_000,
  empty: 270,
  merges: 700,
  monotonicity: 47,
  monotonicityPower: 4,
  sum: 11,
  sumPower: 3.5,
  /**
   * 1: the lines leaf rewards neighbours the mode was seen to merge (TileWorth.noteMerge) rather than
   * equal ones — the same in classic 2048, where only equal tiles merge.
   */
  learnedMerges: 1,
  /**
   * Under the snake leaf with an empty-cell weight (a shallow search), each pair of neighbours along
   * a row or column that the mode was seen to merge (TileWorth.mergeWorth, counted as the lines
   * leaf's merge term: a lone pair counts 2) is worth this many empty cells: room about to be made,
   * which two levels of search do not see. At 0.5 (a lone pair as the one cell its merge frees),
   * seeded games of 20 modes at the mode table's settings: 14 at 2× the random player against 8
   * without (2401, 2205, 839808, bicolor-2584, interleaved-3125, 2669 up; 2049 down); at 1, modes
   * such as 1296, 10 and 145-965 lived shorter.
   */
  snakeMerges: 0.5,
  /**
   * 1: a learned merge counts only along the axis it was seen on (a row or a column), 0: along both.
   */
  mergeAxes: 1,
  /** The snake term (the best path's sum of rank^monotonicityPower × snakeRatio^step) weighs this. */
  snake: 0,
  snakeRatio: 0.5,
};

/** log2 of a tile value (0 when it has none we can read). */
function rankOfValue(value: Value): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.log2(1 + Math.abs(value)) : MAX_RANK;
  if (typeof value === 'bigint') {
    // As a number while it is one (the bit length alone ranks 9, 10 and 15 alike), else its bit length.
    const abs = value < 0n ? -value : value;
    const n = Number(abs);
    return Number.isFinite(n) ? Math.log2(1 + n) : abs.toString(2).length;
  }
  if (Array.isArray(value) && value.length > 0) return rankOfValue(value[0]);
  return 0;
}

/** A tile's rank and the powers of it the leaf uses (computed once per tile). */
export interface TileRank {
  /** A small number per distinct tile (1, 2, …), for board keys. */
  readonly id: number;
  readonly rank: number;
  /** 2^rank (about the tile's value). */
  readonly worth: number;
  readonly mono: number;
  readonly sum: number;
}

/** Tile rank (log2 of about the tile's value), remembered by tile (tiles are shared arrays) and by key. */
export class TileWorth {
  private readonly byTile = new WeakMap<object, TileRank>();
  private readonly byKey = new Map<string, TileRank>();
  private nextId = 1;
  /**
   * Learned merges, per axis (0: along a row, 1: along a column): pair of tile ids (a × 2^26 + b) →
   * worth of that pair as neighbours on that axis. A merge seen along a row does not make the pair
   * worth anything in a column: in some modes (Four-Sides) a pair merges along one axis only.
   */
  private readonly pairs = [new Map<number, number>(), new Map<number, number>()];
  /** A merge of unlike tiles was seen: only pairs seen merging are rewarded. */
  private unlikeSeen = false;
  /** Worth of equal neighbours while only like tiles were seen merging (1/(n − 1) for merges of n). */
  private likeWorth = 1;
  /**
   * The ranks one merge climbs (1 in classic 2048; log2 13 where thirteen-fold tiles merge): the lines
   * leaf reads ranks in this unit, so its classic-tuned weights keep their balance: the mean climb
   * of the merges seen.
   */
  unit = 1;
  private climbs = 0;
  private climbSum = 0;
  /** Under LEAF.lines = 2, the lines leaf is used (set per decision by `chooseLeaf`). */
  linesLeaf = false;

  /**
   * Under LEAF.lines = 2: the lines leaf once every merge seen joined two equal tiles into one of
   * double value (the kind of mode its weights were tuned on), else the snake leaf. Chosen once per
   * decision, so that a decision's leaves are all of one kind.
   */
  chooseLeaf(): void {
    this.linesLeaf = this.climbs > 0 && !this.unlikeSeen && this.likeWorth === 1 && this.unit === 1;
  }

  /**
   * A merge seen in the search: the tiles it consumed (and the first tile it made), and the axes it
   * was seen on (AXIS_ROW | AXIS_COLUMN; both when not known). Each pair among them is worth
   * 1/(n − 1) as neighbours on those axes (a pair is half of a merge of three).
   */
  noteMerge(tiles: readonly TileRank[], result?: TileRank, axes = AXIS_ROW | AXIS_COLUMN): void {
    const n = tiles.length;
    if (n < 2) return;
    if (result !== undefined) {
      let top = 1;
      for (const t of tiles) if (t.worth > top) top = t.worth;
      // log2 of the value's growth (worth is 1 + value): exactly 1 for doubling tiles.
      const climb = top > 1 ? Math.log2((result.worth - 1) / (top - 1)) : 0;
      if (climb > 0 && Number.isFinite(climb)) {
        this.climbs++;
        this.climbSum += climb;
        const mean = this.climbSum / this.climbs;
        this.unit = Math.abs(mean - 1) < 0.05 ? 1 : mean;
      }
    }
    const w = 1 / (n - 1);
    let like = true;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        if (tiles[i]!.id !== tiles[j]!.id) like = false;
        const key = tiles[i]!.id * PAIR_SHIFT + tiles[j]!.id;
        for (let a = 0; a < 2; a++) {
          const pairs = this.pairs[a]!;
          if ((axes & (1 << a)) !== 0 && (pairs.get(key) ?? 0) < w) pairs.set(key, w);
        }
      }
    if (like) this.likeWorth = w;
    else this.unlikeSeen = true;
  }

  /**
   * The worth of tiles a and b (ids) as neighbours along a row (axis 0) or a column (1): equal tiles
   * until unlike ones were seen merging, then the pairs seen merging on that axis.
   */
  mergeWorth(a: number, b: number, axis = 0): number {
    if (!this.unlikeSeen) return a === b ? this.likeWorth : 0;
    return this.pairs[axis]!.get(a * PAIR_SHIFT + b) ?? 0;
  }

  /** The tile's worth (2^rank). */
  of(tile: Value, state: GameState): number {
    return this.entry(tile, state).worth;
  }

  /** The tile's rank (at most 64) and its powers. */
  entry(tile: Value, state: GameState): TileRank {
    const obj = typeof tile === 'object' && tile !== null;
    if (obj) {
      const known = this.byTile.get(tile);
      if (known !== undefined) return known;
    }
    const key = tileKey(tile);
    let e = this.byKey.get(key);
    if (e === undefined) {
      const rank = Math.min(this.evaluate(tile, state), MAX_RANK);
      e = {
        id: this.nextId++,
        rank,
        worth: 2 ** rank,
        mono: rank ** LEAF.monotonicityPower,
        sum: rank ** LEAF.sumPower,
      };
      if (this.byKey.size < 100_000) this.byKey.set(key, e);
    }
    if (obj) this.byTile.set(tile, e);
    return e;
  }

  /**
   * A key for the state's grid (tiles by id, other cells by their text), equal for equal grids:
   * the search values a grid once per decision.
   */
  gridKey(state: GameState): string {
    let key = '';
    for (const row of state.grid) {
      for (const t of row)
        key +=
          t === EMPTY
            ? '.'
            : t === undefined || typeof t === 'string'
              ? `${String(t)};`
              : `${this.entry(t, state).id},`;
      key += '/';
    }
    return key;
  }

  private evaluate(tile: Value, state: GameState): number {
    try {
      return rankOfValue(calcEvaluator.evaluate(state.tileValueFunction, state, { v: 0, h: 0, container: [[tile]] }));
    } catch {
      // A value function that fails on this tile: its first number stands in.
      return Array.isArray(tile) ? rankOfValue(tile) : 0;
    }
  }
}

const ranks: number[] = [];
const worths: number[] = [];
const monos: number[] = [];
const sums: number[] = [];
/** 1 for an empty cell, 2 for a tile, 0 for anything else. */
const kinds: number[] = [];
const ids: number[] = [];
const line: number[] = [];
const lineId: number[] = [];
const lineMono: number[] = [];
const lineSum: number[] = [];
const lineKind: number[] = [];

/**
 * One line's merge term with learned merges (LEAF.learnedMerges): a run of neighbours that merge,
 * each pair worth `worth.mergeWorth`, is worth its pairs plus its first pair again (as the equal
 * runs of lineValue: 1 + run).
 */
function lineMerges(n: number, worth: TileWorth, axis: number): number {
  let merges = 0;
  let prev = -1;
  let run = 0;
  let first = 0;
  for (let i = 0; i < n; i++) {
    const k = lineKind[i]!;
    if (k === 1) continue;
    if (k !== 2) {
      prev = -1;
      if (run > 0) merges += run + first;
      run = 0;
      continue;
    }
    const id = lineId[i]!;
    const w = prev < 0 ? 0 : worth.mergeWorth(prev, id, axis);
    if (w > 0) {
      if (run === 0) first = w;
      run += w;
    } else {
      if (run > 0) merges += run + first;
      run = 0;
    }
    prev = id;
  }
  if (run > 0) merges += run + first;
  return merges;
}

/**
 * One line's terms (cells already in `line`/`lineKind`, `n` long, a row on axis 0, a column on 1);
 * merges learned when `worth` is given.
 */
function lineValue(n: number, axis: number, worth?: TileWorth): number {
  const L = LEAF;
  let empties = 0;
  let merges = 0;
  let sum = 0;
  let prev = -1;
  let run = 0;
  let left = 0;
  let right = 0;
  for (let i = 0; i < n; i++) {
    const k = lineKind[i]!;
    const r = line[i]!;
    if (k === 1) {
      empties++;
      continue;
    }
    if (k !== 2) {
      // A wall splits the line: nothing merges across it.
      prev = -1;
      run = 0;
      continue;
    }
    sum += lineSum[i]!;
    if (worth !== undefined) continue;
    if (r === prev) run++;
    else {
      if (run > 0) merges += 1 + run;
      run = 0;
    }
    prev = r;
  }
  if (run > 0) merges += 1 + run;
  // With learned merges, the neighbours the mode merges rather than equal ranks.
  if (worth !== undefined) merges = lineMerges(n, worth, axis);
  for (let i = 1; i < n; i++) {
    const a = lineMono[i - 1]!;
    const b = lineMono[i]!;
    if (a > b) left += a - b;
    else right += b - a;
  }
  return L.alive + L.empty * empties + L.merges * merges - L.monotonicity * Math.min(left, right) - L.sum * sum;
}

/** The value of the line of `n` cells from cell `start`, `step` apart (a row: 1, a column: the width). */
function lineAt(start: number, step: number, n: number, axis: number, worth: TileWorth | undefined): number {
  for (let j = 0, i = start; j < n; j++, i += step) {
    line[j] = ranks[i]!;
    lineMono[j] = monos[i]!;
    lineSum[j] = sums[i]!;
    lineKind[j] = kinds[i]!;
    lineId[j] = ids[i]!;
  }
  return lineValue(n, axis, worth);
}

/** The learned-merge term (lineMerges) of the line of `n` cells from cell `start`, `step` apart. */
function mergesAt(start: number, step: number, n: number, axis: number, worth: TileWorth): number {
  for (let j = 0, i = start; j < n; j++, i += step) {
    lineKind[j] = kinds[i]!;
    lineId[j] = ids[i]!;
  }
  return lineMerges(n, worth, axis);
}

/** The best sum of `cells` along the 8 snake paths from a corner (snakeRatio less each step). */
function snakeValue(cells: readonly number[], height: number, width: number): number {
  let best = 0;
  for (let o = 0; o < 8; o++) {
    const flipV = (o & 1) !== 0;
    const flipH = (o & 2) !== 0;
    const byColumns = (o & 4) !== 0;
    const outer = byColumns ? width : height;
    const inner = byColumns ? height : width;
    let w = 1;
    let sum = 0;
    for (let a = 0; a < outer; a++)
      for (let i = 0; i < inner; i++) {
        const b = a % 2 === 0 ? i : inner - 1 - i;
        const v = byColumns ? b : a;
        const h = byColumns ? a : b;
        sum += cells[(flipV ? height - 1 - v : v) * width + (flipH ? width - 1 - h : h)]! * w;
        w *= LEAF.snakeRatio;
      }
    if (sum > best) best = sum;
  }
  return best;
}

/** The lines leaf values this board (LEAF.lines 1, or 2 with the lines leaf chosen for the mode). */
function usesLines(worth: TileWorth): boolean {
  return LEAF.lines === 1 || (LEAF.lines === 2 && worth.linesLeaf);
}

/**
 * The value of the state's grid under the chosen leaf (LEAF.lines), above `lostValue` of a lost
 * board like it. `emptyWeight` per empty cell: a share of the biggest tile's worth (snake leaf), or
 * that many times LEAF.empty on top of the lines' own (lines leaf).
 */
export function boardValue(state: GameState, worth: TileWorth, emptyWeight = 0): number {
  const grid = state.grid;
  const height = grid.length;
  const width = height > 0 ? grid[0]!.length : 0;
  let empties = 0;
  let top = 0;
  for (let v = 0; v < height; v++) {
    const row = grid[v]!;
    for (let h = 0; h < width; h++) {
      const t = row[h];
      const i = v * width + h;
      if (t === EMPTY || t === undefined || typeof t === 'string') {
        if (t === EMPTY) empties++;
        kinds[i] = t === EMPTY ? 1 : 0;
        ids[i] = 0;
        ranks[i] = 0;
        worths[i] = 0;
        monos[i] = 0;
        sums[i] = 0;
      } else {
        const e = worth.entry(t, state);
        kinds[i] = 2;
        ids[i] = e.id;
        ranks[i] = e.rank;
        worths[i] = e.worth;
        if (e.worth > top) top = e.worth;
        monos[i] = e.mono;
        sums[i] = e.sum;
      }
    }
  }
  // The snake leaf: tiles' worths along the best snake path, plus a share of the biggest tile per
  // empty cell and per learned-merge pair (LEAF.snakeMerges).
  if (!usesLines(worth)) {
    let room = empties;
    if (emptyWeight !== 0 && LEAF.snakeMerges !== 0) {
      let merges = 0;
      for (let v = 0; v < height; v++) merges += mergesAt(v * width, 1, width, 0, worth);
      for (let h = 0; h < width; h++) merges += mergesAt(h, width, height, 1, worth);
      room += LEAF.snakeMerges * merges;
    }
    return SNAKE_ALIVE + snakeValue(worths, height, width) + emptyWeight * room * top;
  }
  const learned = LEAF.learnedMerges !== 0 ? worth : undefined;
  const unit = learned !== undefined ? worth.unit : 1;
  if (unit !== 1)
    for (let i = 0; i < height * width; i++) {
      if (kinds[i] !== 2) continue;
      const r = ranks[i]! / unit;
      monos[i] = r ** LEAF.monotonicityPower;
      sums[i] = r ** LEAF.sumPower;
    }
  let total = 0;
  for (let v = 0; v < height; v++) total += lineAt(v * width, 1, width, 0, learned);
  for (let h = 0; h < width; h++) total += lineAt(h, width, height, 1, learned);
  if (LEAF.snake !== 0) total += LEAF.snake * snakeValue(monos, height, width);
  return total + emptyWeight * LEAF.empty * empties;
}

/** A lost position's value: its board's value without any line's alive bonus, below any live board like it. */
export function lostValue(state: GameState, worth: TileWorth): number {
  if (!usesLines(worth)) return 0;
  const height = state.grid.length;
  const width = height > 0 ? state.grid[0]!.length : 0;
  return boardValue(state, worth) - LEAF.alive * (height + width);
}
