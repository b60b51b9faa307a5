// Small integer ids for tile values: equal ids exactly when `tileKey` is equal (deep equality,
// §1.2), so keys built from ids are short and cheap to hash. Arrays are remembered by identity
// (values are immutable by convention); a value whose key holds a NaN gets a fresh id every time,
// as its tileKey is unique every time.
import { limitError } from '../calc/errors.ts';
import { BigRational, type Value } from '../calc/values.ts';
import { tileKey } from './speedups/tile-key.ts';

export class TileIds {
  private readonly byKey = new Map<string, number>();
  private readonly byString = new Map<string, number>();
  private readonly byArray = new WeakMap<Value[], number>();
  private next = 1;
  /** How many ids were given to values holding a NaN (each such id is used once). */
  nanIds = 0;

  /** How many distinct values got an id. */
  get size(): number {
    return this.byKey.size;
  }

  of(x: Value): number {
    return this.lookUp(x, true);
  }

  /** `of`; `keep`: remember an array by identity (a grid cell remembers its own tile instead). */
  private lookUp(x: Value, keep: boolean): number {
    if (Array.isArray(x)) {
      const known = this.byArray.get(x);
      if (known !== undefined) return known;
      if (holdsNaN(x)) return this.nanId();
      const id = this.intern(tileKey(x), x);
      if (keep) this.byArray.set(x, id);
      return id;
    }
    if (typeof x === 'string') {
      let id = this.byString.get(x);
      if (id === undefined) this.byString.set(x, (id = this.intern(tileKey(x), x)));
      return id;
    }
    return holdsNaN(x) ? this.nanId() : this.intern(tileKey(x), x);
  }

  /** The last value seen at each cell index and its id: grid cells are looked up again and again. */
  private cellRefs: Value[] = [];
  private cellIds: number[] = [];

  /** `of(x)` for the value of cell `i` (any stable numbering of cells). */
  ofCell(i: number, x: Value): number {
    const refs = this.cellRefs;
    const known = this.cellIds[i];
    if (known !== undefined && refs[i] === x) return known;
    // A tile that slid here from another cell is still remembered there.
    if (Array.isArray(x) && refs.length <= MAX_SCANNED_CELLS)
      for (let j = 0; j < refs.length; j++)
        if (refs[j] === x) {
          const id = this.cellIds[j]!;
          refs[i] = x;
          this.cellIds[i] = id;
          return id;
        }
    const nan = this.nanIds;
    const id = this.lookUp(x, false);
    if (this.nanIds === nan) {
      this.cellRefs[i] = x;
      this.cellIds[i] = id;
    }
    return id;
  }

  /**
   * The value last seen at cell index `from` now stands at `to` too (a tile slid): `ofCell` finds
   * it there without a search. Refs and ids move as a pair, so a stale one is only never matched.
   */
  slid(from: number, to: number): void {
    const x = this.cellRefs[from];
    if (x === undefined) return;
    this.cellRefs[to] = x;
    this.cellIds[to] = this.cellIds[from]!;
  }

  /** The first value given each id (NaN-holding values are not kept: their ids are used once). */
  private readonly values: Value[] = [];

  /** A value with this id (deep-equal to every value with it), or undefined for a NaN-holding one. */
  valueOf(id: number): Value {
    return this.values[id];
  }

  private intern(k: string, x: Value): number {
    let id = this.byKey.get(k);
    if (id === undefined) {
      this.byKey.set(k, (id = this.fresh()));
      this.values[id] = x;
    }
    return id;
  }

  private nanId(): number {
    this.nanIds++;
    return this.fresh();
  }

  private fresh(): number {
    if (this.next >= 0x7fffffff) throw limitError('tile ids', 'more than 2³¹ distinct tiles in one game');
    return this.next++;
  }
}

/** Grids up to this many cells look for a tile among the other cells before anywhere else. */
const MAX_SCANNED_CELLS = 256;

/** Whether tileKey gives x a unique key (it holds a NaN number or NaN rational). */
export function holdsNaN(x: Value): boolean {
  if (typeof x === 'number') return x !== x;
  if (Array.isArray(x)) {
    // A plain loop: asked for every new tile, most of them one or two numbers long.
    for (let i = 0; i < x.length; i++) if (holdsNaN(x[i])) return true;
    return false;
  }
  return x instanceof BigRational && x.isNaN();
}
