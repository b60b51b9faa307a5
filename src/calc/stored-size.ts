// The size budget on values stored into persistent host state (the board, the variable and spawn
// lists). Values share sub-arrays in memory, but a save writes every shared copy out in full: a
// script that stores the board into a cell every turn nests copies of copies, so the written size
// grows exponentially while memory stays small. A deliberate deviation: the original has no such
// limit (it froze instead).
import { bitLength } from './numeric/bigmath.ts';
import { limitError, type CalcLimits } from './errors.ts';
import { BigRational, GaussianBigInt, type Value } from './values.ts';

/** Characters of a string (or digits of a big number, ~19 per 64 bits) that count as one unit. */
const CHARS_PER_UNIT = 16;

/** Units of a scalar: one, plus one per CHARS_PER_UNIT characters a save writes for it. */
function scalarUnits(x: Value): number {
  if (typeof x === 'string') return 1 + Math.floor(x.length / CHARS_PER_UNIT);
  if (typeof x === 'bigint') return 1 + bigUnits(x);
  if (x instanceof BigRational) return 1 + bigUnits(x.num) + bigUnits(x.den);
  if (x instanceof GaussianBigInt) return 1 + bigUnits(x.re) + bigUnits(x.im);
  return 1;
}

function bigUnits(b: bigint): number {
  // Tile-sized values (the common case) without measuring.
  if (b < 0x20000000000000n && b > -0x20000000000000n) return 0;
  return bitLength(b) >> 6;
}

/**
 * The size of `v` as a save writes it: one unit per array and per element (scalars by their
 * length, see scalarUnits), shared sub-arrays counted every time they occur (tree size, like JSON).
 * Stops as soon as the count passes `budget` and returns a number above it, so a call costs
 * O(budget) however large the value is. Iterative: a value may be nested far deeper than the stack.
 */
export function storedSize(v: Value, budget: number): number {
  if (!Array.isArray(v)) return scalarUnits(v);
  let size = 1;
  // Made on the first nested array: tiles are mostly flat.
  let stack: Value[][] | null = null;
  for (let a: Value[] | undefined = v; a !== undefined; a = stack?.pop()) {
    for (let i = 0; i < a.length; i++) {
      const e = a[i];
      // Each element counts once here; an array element's own contents when it is popped.
      if (Array.isArray(e)) {
        size++;
        (stack ??= []).push(e);
      } else size += scalarUnits(e);
      if (size > budget) return size;
    }
  }
  return size;
}

/**
 * Deepest array nesting a save codec reads or writes (the formats' FormatLimits.maxDepth, the app's
 * position save): one number, so that what is saved can be restored.
 */
export const MAX_SAVED_DEPTH = 512;

/**
 * Deepest array nesting of a value stored into the game's state. A save wraps a stored value in a
 * few containers of its own (a variable list; a board, its row; spawn boxes, their rows, a box, an
 * entry): 12 levels are left for them, so every stored value fits MAX_SAVED_DEPTH. A deliberate
 * deviation: the original stored any depth and then wrote saves it could not read back.
 */
export const MAX_STORED_DEPTH = MAX_SAVED_DEPTH - 12;

/** Is `v` nested more than `max` arrays deep? Iterative; O(tree size of v). */
export function nestedDeeperThan(v: Value, max: number): boolean {
  if (!Array.isArray(v)) return false;
  const arrays: Value[][] = [v];
  const depths: number[] = [1];
  for (let a = arrays.pop(); a !== undefined; a = arrays.pop()) {
    const d = depths.pop()!;
    if (d > max) return true;
    for (let i = 0; i < a.length; i++) {
      const e = a[i];
      if (Array.isArray(e)) {
        arrays.push(e);
        depths.push(d + 1);
      }
    }
  }
  return false;
}

/** Values larger than this are more than a tile: storing one may grow the state (noteStore). */
const TILE_SIZE = 64;

let stores = 0;

/**
 * A count that moves whenever something may have grown the game's state: every statement that
 * stores, and every value larger than a tile placed by the engine. The per-value budget bounds one
 * value, not how many a script adds turn after turn; the engine measures its whole state after an
 * action only when this moved (state-budget.ts), so plain games never pay for the walk.
 */
export function storesSoFar(): number {
  return stores;
}

/** Moves storesSoFar. */
export function noteStore(): void {
  stores++;
}

/**
 * Throws a limit error naming `where` if `v` is larger than limits.maxStoredSize or nested deeper
 * than MAX_STORED_DEPTH; returns its size
 * otherwise (callers inside an evaluation charge steps for the walk). A value larger than a tile
 * moves storesSoFar.
 */
export function checkStoredSize(v: Value, limits: CalcLimits, where: string): number {
  const max = limits.maxStoredSize;
  const size = storedSize(v, max);
  if (size > max)
    throw limitError(
      where,
      `a value of more than ${max} units would be stored (cells, variables and spawns are capped so that saves stay small)`,
    );
  // Each level is at least one unit: only a value larger than the depth limit can be too deep.
  if (size > MAX_STORED_DEPTH && nestedDeeperThan(v, MAX_STORED_DEPTH))
    throw limitError(
      where,
      `a value nested more than ${MAX_STORED_DEPTH} arrays deep would be stored (deeper values could not be saved and restored)`,
    );
  if (size > TILE_SIZE) stores++;
  return size;
}
