// Lists the engine builds for the state (tiles, merge results, the available directions) are made
// packed. `Array.prototype.map` gives a packed list from the interpreter but a holey one once
// optimised code inlines it (the result is allocated at its length first): the same site then hands
// out lists of two shapes, and every optimised function that read the first shape (the slide loop,
// the move handler, discovery …) is thrown away and compiled again when the second appears.

/** `list.map(f)` for a list without holes (values never have any), always packed. */
export function mapPacked<T, U>(list: readonly T[], f: (x: T) => U): U[] {
  // Short lists (most tiles) as literals: exactly their size, where pushing onto `[]` would give
  // a tile room for 17 elements.
  switch (list.length) {
    case 0:
      return [];
    case 1:
      return [f(list[0]!)];
    case 2: {
      const a = f(list[0]!);
      return [a, f(list[1]!)];
    }
    default: {
      const out: U[] = [];
      for (let i = 0; i < list.length; i++) out.push(f(list[i]!));
      return out;
    }
  }
}

/**
 * `list.map(() => true)` (every direction available again), packed. Only a mode whose direction
 * list has holes gives a list with holes, which `map` keeps: such a list is still mapped.
 */
export function allTrueLike(list: readonly unknown[]): boolean[] {
  return hasHoles(list) ? list.map(() => true) : allTrue(list.length);
}

/** Whether some index below the list's length has no element. */
export function hasHoles(list: readonly unknown[]): boolean {
  for (let i = 0; i < list.length; i++) if (!(i in list)) return true;
  return false;
}

/**
 * A packed list of `n` times `x`. `Array.from({ length: n }, f)` reads the array-like's indices
 * through V8's generic property look-up (a few hundred instructions per element).
 */
export function filled<T>(n: number, x: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(x);
  return out;
}

/** A packed list of `n` times `true`. */
export function allTrue(n: number): boolean[] {
  if (n === 4) return [true, true, true, true];
  const out: boolean[] = [];
  for (let i = 0; i < n; i++) out.push(true);
  return out;
}
