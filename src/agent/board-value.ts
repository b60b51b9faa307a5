// A cheap position value for any mode, read from the grid only: empty cells, neighbouring equal
// tiles (a merge is near), and lines whose tiles rise or fall steadily (big tiles gathered on one
// side), after the well-known 2048 expectimax heuristic. Tile size is the mode's own tile value
// function (`tileValueFunction`), taken as log2, so the same weights fit powers of 2, 3, 5 …
import type { Value } from '../calc/values.ts';
import { calcEvaluator } from '../engine/calc-evaluator.ts';
import type { GameState } from '../engine/state.ts';
import { tileKey } from '../engine/tile-key.ts';

const EMPTY = '@Empty';
const EMPTY_WEIGHT = 270;
const MERGE_WEIGHT = 700;
const MONOTONY_WEIGHT = 47;
const SUM_WEIGHT = 11;
/** Added to every live position so that a lost one (value 0) is always worse. */
const ALIVE = 200_000;

/** log2 of a tile's value (0 when it has none we can read). */
function rankOf(value: Value): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.log2(1 + Math.abs(value)) : 64;
  if (typeof value === 'bigint') return (value < 0n ? -value : value).toString(2).length;
  if (Array.isArray(value) && value.length > 0) return rankOf(value[0]);
  return 0;
}

interface TileInfo {
  /** rank^4 and rank^3.5 (rank: log2 of the tile's value). */
  readonly p4: number;
  readonly p35: number;
  /** Equal tiles have equal keys. */
  readonly key: string;
}

const NO_TILE: TileInfo = { p4: 0, p35: 0, key: '' };
const WALL_INFO: TileInfo = { p4: 0, p35: 0, key: '#wall' };

function infoOf(rank: number, key: string): TileInfo {
  return { p4: rank ** 4, p35: rank ** 3.5, key };
}

/** Tile ranks and keys, remembered by tile (tiles are shared arrays) and by key. */
export class TileRanks {
  private readonly byTile = new WeakMap<object, TileInfo>();
  private readonly byKey = new Map<string, TileInfo>();

  info(tile: Value, state: GameState): TileInfo {
    if (typeof tile === 'object' && tile !== null) {
      const known = this.byTile.get(tile);
      if (known) return known;
    }
    const key = tileKey(tile);
    let out = this.byKey.get(key);
    if (out === undefined) {
      out = infoOf(this.evaluate(tile, state), key);
      if (this.byKey.size < 100_000) this.byKey.set(key, out);
    }
    if (typeof tile === 'object' && tile !== null) this.byTile.set(tile, out);
    return out;
  }

  private evaluate(tile: Value, state: GameState): number {
    const fn = state.tileValueFunction;
    try {
      const v = calcEvaluator.evaluate(fn, state, { v: 0, h: 0, container: [[tile]] });
      return Math.min(rankOf(v), 64);
    } catch {
      return Array.isArray(tile) ? Math.min(rankOf(tile), 64) : 0;
    }
  }
}

/** What a line of cells is worth. */
function lineValue(cells: TileInfo[], n: number): number {
  let empty = 0;
  let merges = 0;
  let sum = 0;
  let left = 0;
  let right = 0;
  let prevKey = '';
  for (let i = 0; i < n; i++) {
    const c = cells[i]!;
    if (c === NO_TILE) empty++;
    else {
      sum += c.p35;
      if (c.key === prevKey && c !== WALL_INFO) merges++;
      prevKey = c.key;
    }
    if (i > 0) {
      const a = cells[i - 1]!.p4;
      const b = c.p4;
      if (a > b) left += a - b;
      else right += b - a;
    }
  }
  return EMPTY_WEIGHT * empty + MERGE_WEIGHT * merges - MONOTONY_WEIGHT * Math.min(left, right) - SUM_WEIGHT * sum;
}

const rowScratch: TileInfo[] = [];
const colScratch: TileInfo[] = [];
const cellScratch: TileInfo[] = [];

/** The value of the state's grid (rows and columns of a rectangular board). */
export function boardValue(state: GameState, ranks: TileRanks): number {
  const grid = state.grid;
  const height = grid.length;
  const width = height > 0 ? grid[0]!.length : 0;
  const cells = cellScratch;
  for (let v = 0; v < height; v++) {
    const row = grid[v]!;
    for (let h = 0; h < width; h++) {
      const t = row[h];
      // Voids, holes, walls (strings other than @Empty): no tile and no room.
      cells[v * width + h] = t === EMPTY ? NO_TILE : typeof t === 'string' || t === undefined ? WALL_INFO : ranks.info(t, state);
    }
  }
  let total = ALIVE;
  const line = rowScratch;
  for (let v = 0; v < height; v++) {
    for (let h = 0; h < width; h++) line[h] = cells[v * width + h]!;
    total += lineValue(line, width);
  }
  const col = colScratch;
  for (let h = 0; h < width; h++) {
    for (let v = 0; v < height; v++) col[v] = cells[v * width + h]!;
    total += lineValue(col, height);
  }
  return total;
}
