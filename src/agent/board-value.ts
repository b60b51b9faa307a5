// A cheap position value for any mode, read from the grid only: tiles laid out along a snake path
// from a corner, the bigger the nearer its head (the best of the 8 such paths on the board), which
// keeps the big tiles together where merges chain. Tile size is the mode's own tile value function
// (`tileValueFunction`), so the same rule fits powers of 2, 3, 5, products, … Cells that are not
// tiles (voids, holes, walls) are worth nothing. Empty cells may add a share of the biggest tile each.
import type { Value } from '../calc/values.ts';
import { calcEvaluator } from '../engine/index.ts';
import type { GameState } from '../engine/index.ts';
import { tileKey } from '../engine/index.ts';

const EMPTY = '@Empty';
/** Each step along the snake is worth this much of the step before. */
const SNAKE_RATIO = 0.5;
/** Added to every live position so that a lost one (value 0) is always worse. */
export const ALIVE = 200_000;
/** Tile worth is capped (2^64) so that no sum overflows to Infinity. */
const MAX_RANK = 64;

/** log2 of a tile value (0 when it has none we can read). */
function rankOf(value: Value): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.log2(1 + Math.abs(value)) : MAX_RANK;
  if (typeof value === 'bigint') return (value < 0n ? -value : value).toString(2).length;
  if (Array.isArray(value) && value.length > 0) return rankOf(value[0]);
  return 0;
}

/** Tile worth (about the tile's value), remembered by tile (tiles are shared arrays) and by key. */
export class TileWorth {
  private readonly byTile = new WeakMap<object, number>();
  private readonly byKey = new Map<string, number>();

  of(tile: Value, state: GameState): number {
    const obj = typeof tile === 'object' && tile !== null;
    if (obj) {
      const known = this.byTile.get(tile);
      if (known !== undefined) return known;
    }
    const key = tileKey(tile);
    let worth = this.byKey.get(key);
    if (worth === undefined) {
      worth = 2 ** Math.min(this.rank(tile, state), MAX_RANK);
      if (this.byKey.size < 100_000) this.byKey.set(key, worth);
    }
    if (obj) this.byTile.set(tile, worth);
    return worth;
  }

  private rank(tile: Value, state: GameState): number {
    try {
      return rankOf(calcEvaluator.evaluate(state.tileValueFunction, state, { v: 0, h: 0, container: [[tile]] }));
    } catch {
      // A value function that fails on this tile: its first number stands in.
      return Array.isArray(tile) ? rankOf(tile) : 0;
    }
  }
}

const scratch: number[] = [];

/** The value of the state's grid: ALIVE plus the best snake sum, plus `emptyWeight` × the biggest tile per empty cell. */
export function boardValue(state: GameState, worth: TileWorth, emptyWeight = 0): number {
  const grid = state.grid;
  const height = grid.length;
  const width = height > 0 ? grid[0]!.length : 0;
  const cells = scratch;
  let empties = 0;
  let top = 0;
  for (let v = 0; v < height; v++) {
    const row = grid[v]!;
    for (let h = 0; h < width; h++) {
      const t = row[h];
      if (t === EMPTY) empties++;
      const w = t === EMPTY || typeof t === 'string' || t === undefined ? 0 : worth.of(t, state);
      cells[v * width + h] = w;
      if (w > top) top = w;
    }
  }
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
        w *= SNAKE_RATIO;
      }
    if (sum > best) best = sum;
  }
  return ALIVE + best + emptyWeight * empties * top;
}
