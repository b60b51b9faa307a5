// Per-board-shape tables computed once and shared by every move: the cell positions and the
// processing order of each move vector (engine.md §5.3). Everything returned is shared and must
// not be mutated (positions end up in tile events; orders in `@TileOrder`).
import type { Value } from '../calc/values.ts';
import type { Pos } from './state.ts';

export interface MoveOrder {
  /** Cells in processing order. */
  readonly cells: readonly Pos[];
  /** Their cell indexes (v·width + h), in the same order. */
  readonly index: Int32Array;
  /** `@TileOrder` as the language sees it: a list of `[v, h]`. */
  readonly value: Value[];
}

export class Geometry {
  /** Position of cell index i (v·width + h). */
  readonly pos: readonly Pos[];
  private readonly orders = new Map<string, MoveOrder>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    const pos: Pos[] = [];
    for (let v = 0; v < height; v++) for (let h = 0; h < width; h++) pos.push([v, h]);
    this.pos = pos;
  }

  /** Processing order (§5.3): furthest along the move first, ties by perpendicular value, stable. */
  order(vdir: number, hdir: number, slide: number): MoveOrder {
    const still = (vdir === 0 && hdir === 0) || slide === 0;
    const key = still ? 'still' : `${vdir},${hdir}`;
    let o = this.orders.get(key);
    if (!o) {
      const cells = this.pos.slice();
      if (!still) {
        const par = (p: Pos): number => p[0] * vdir + p[1] * hdir;
        const perp = (p: Pos): number => p[0] * hdir - p[1] * vdir;
        cells.sort((a, b) => par(b) - par(a) || perp(b) - perp(a));
      }
      const index = new Int32Array(cells.length);
      cells.forEach((p, i) => (index[i] = p[0] * this.width + p[1]));
      o = { cells, index, value: cells.map(([v, h]) => [v, h] as Value) };
      // Vectors from movement expressions can be anything: keep the table small.
      if (this.orders.size > 64) this.orders.clear();
      this.orders.set(key, o);
    }
    return o;
  }
}
