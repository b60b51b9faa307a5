// Small integer ids for tile values: equal ids exactly when `tileKey` is equal (deep equality,
// §1.2), so keys built from ids are short and cheap to hash. Arrays are remembered by identity
// (values are immutable by convention); a value whose key holds a NaN gets a fresh id every time,
// as its tileKey is unique every time.
import { limitError } from '../calc/errors.ts';
import { BigRational, type Value } from '../calc/values.ts';
import { tileKey } from './tile-key.ts';

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
    if (Array.isArray(x)) {
      const known = this.byArray.get(x);
      if (known !== undefined) return known;
      if (holdsNaN(x)) return this.nanId();
      const id = this.intern(tileKey(x));
      this.byArray.set(x, id);
      return id;
    }
    if (typeof x === 'string') {
      let id = this.byString.get(x);
      if (id === undefined) this.byString.set(x, (id = this.intern(tileKey(x))));
      return id;
    }
    return holdsNaN(x) ? this.nanId() : this.intern(tileKey(x));
  }

  /** The last value seen at each cell index and its id: grid cells are looked up again and again. */
  private cellRefs: Value[] = [];
  private cellIds: number[] = [];

  /** `of(x)` for the value of cell `i` (any stable numbering of cells). */
  ofCell(i: number, x: Value): number {
    const known = this.cellIds[i];
    if (known !== undefined && this.cellRefs[i] === x) return known;
    const nan = this.nanIds;
    const id = this.of(x);
    if (this.nanIds === nan) {
      this.cellRefs[i] = x;
      this.cellIds[i] = id;
    }
    return id;
  }

  private intern(k: string): number {
    let id = this.byKey.get(k);
    if (id === undefined) this.byKey.set(k, (id = this.fresh()));
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

/** Whether tileKey gives x a unique key (it holds a NaN number or NaN rational). */
export function holdsNaN(x: Value): boolean {
  if (typeof x === 'number') return x !== x;
  if (Array.isArray(x)) return x.some(holdsNaN);
  return x instanceof BigRational && x.isNaN();
}

/**
 * Packs numbers (below 2³¹) into a string, one UTF-16 unit below 2¹⁵ and two above: a prefix-free
 * code, so equal strings exactly when the lists are equal. `count`: how many of `ids` to pack.
 */
export function packIds(a: number, b: number, ids: readonly number[], count = ids.length): string {
  let n = 2 + count + (a >= 0x8000 ? 1 : 0) + (b >= 0x8000 ? 1 : 0);
  for (let i = 0; i < count; i++) if (ids[i]! >= 0x8000) n++;
  // Short keys of small numbers (one unit each), the usual case, without building a list.
  if (n === count + 2) {
    if (count === 1) return String.fromCharCode(a, b, ids[0]!);
    if (count === 2) return String.fromCharCode(a, b, ids[0]!, ids[1]!);
    if (count === 3) return String.fromCharCode(a, b, ids[0]!, ids[1]!, ids[2]!);
    if (count === 4) return String.fromCharCode(a, b, ids[0]!, ids[1]!, ids[2]!, ids[3]!);
  }
  const units = new Array<number>(n);
  let k = put(units, 0, a);
  k = put(units, k, b);
  for (let i = 0; i < count; i++) k = put(units, k, ids[i]!);
  if (n <= 4096) return String.fromCharCode.apply(null, units);
  let s = '';
  for (let i = 0; i < n; i += 4096) s += String.fromCharCode.apply(null, units.slice(i, i + 4096));
  return s;
}

function put(units: number[], k: number, n: number): number {
  if (n < 0x8000) units[k++] = n;
  else {
    units[k++] = 0x8000 | (n >>> 16);
    units[k++] = n & 0xffff;
  }
  return k;
}
