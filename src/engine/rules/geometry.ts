// Per-board-shape tables computed once and shared by every move: the cell positions and the
// processing order of each move vector (engine.md §5.3). Everything returned is shared and must
// not be mutated (positions end up in tile events; orders in `@TileOrder`).
import type { Value } from '../../calc/values.ts';
import type { Pos } from './state.ts';

export interface MoveOrder {
  /** Cells in processing order. */
  readonly cells: readonly Pos[];
  /** Their cell indexes (v·width + h), in the same order. */
  readonly index: Int32Array;
  /** `@TileOrder` as the language sees it: a list of `[v, h]`. */
  readonly value: Value[];
}

/** The cells from each cell along one move vector to the board's edge, on a board without slippery cells. */
export interface Rays {
  /** Per cell index: the cells one step, two steps … along the vector while on the board. */
  readonly cells: readonly (readonly Pos[])[];
  /** Per cell index: the index of the first of them, or −1. */
  readonly next: Int32Array;
}

export class Geometry {
  /** Position of cell index i (v·width + h). */
  readonly pos: readonly Pos[];
  private readonly orders = new Map<string, MoveOrder>();
  private readonly rayTables = new Map<string, Rays>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    const pos: Pos[] = [];
    for (let v = 0; v < height; v++) for (let h = 0; h < width; h++) pos.push([v, h]);
    this.pos = pos;
  }

  /**
   * The rays of an integer move vector (not still): where a walk stepping over slippery cells goes
   * while the board has none (move.ts `lineFrom`), read from a table instead.
   */
  rays(dv: number, dh: number): Rays {
    const key = `${dv},${dh}`;
    let r = this.rayTables.get(key);
    if (!r) {
      const { width: W, height: H } = this;
      const cells: Pos[][] = [];
      const next = new Int32Array(W * H);
      for (let i = 0; i < W * H; i++) {
        const ray: Pos[] = [];
        const [v0, h0] = this.pos[i]!;
        for (let v = v0 + dv, h = h0 + dh; v >= 0 && h >= 0 && v < H && h < W; v += dv, h += dh)
          ray.push(this.pos[v * W + h]!);
        cells.push(ray);
        next[i] = ray.length > 0 ? ray[0]![0] * W + ray[0]![1] : -1;
      }
      r = { cells, next };
      if (this.rayTables.size > 16) this.rayTables.clear();
      this.rayTables.set(key, r);
    }
    return r;
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
