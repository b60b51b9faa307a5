// The global `modifiers` and `settingModifiers` arrays at their defaults (engine.md §13.3, §13.5;
// formats.md §8 example), and the part of the modifier pipeline that is plain copying: grid size,
// slide amount, spawn amounts, multi-merge, spawn location, next tiles, hidden tile text.
// Modifiers that rewrite mode data (shapes, negative tiles, garbage …) are not applied here; they
// are reported so a caller can refuse or warn.
import type { Value } from '../calc/values.ts';
import { MAX_BOARD_SIDE } from '../formats/board-size.ts';
import { emptyGrid, orthogonalDirections, type ModeDefinition } from './mode.ts';
import { ModeBuildError } from './mode-build-error.ts';
import type { StartPlacements } from './start-placements.ts';

/** `modifiers` with every modifier off (index 16 unused, 29 unused). */
export const DEFAULT_MODIFIERS: readonly Value[] = Object.freeze([
  Infinity,
  1,
  2,
  false,
  'All',
  'Square',
  0,
  0,
  0,
  0,
  'Orthogonal',
  false,
  -1,
  'None',
  0,
  'Regular',
  1,
  0,
  0,
  1,
  0,
  false,
  1,
  1,
  1,
  0,
  1,
  1,
  0,
  100,
  0,
  0,
  false,
  0,
]);

/** `settingModifiers` at their defaults. */
export const DEFAULT_SETTINGS: readonly Value[] = Object.freeze([
  1,
  100,
  false,
  false,
  false,
  false,
  false,
  0,
  false,
  false,
  false,
  false,
  false,
  false,
  false,
  false,
  false,
  3,
  2,
]);

/** The largest grid side a converter builds (the original allowed 9999): the one board-size limit. */
export const MAX_GRID_SIDE = MAX_BOARD_SIDE;

/** Modifiers whose non-default values this module copies into the mode. */
const COPIED = new Set([0, 1, 2, 3, 4, 14, 21]);
/** Indexes that never affect gameplay here (unused slots, shape sizes of the square shape). */
const INERT = new Set([6, 7, 8, 9, 16, 22, 23, 29]);

function sameValue(a: Value, b: Value): boolean {
  return Object.is(a, b) || (typeof a === 'number' && typeof b === 'number' && a === b);
}

/** Indexes of modifiers set away from their default that `applyBasicModifiers` does not apply. */
export function unappliedModifiers(modifiers: readonly Value[]): number[] {
  const out: number[] = [];
  DEFAULT_MODIFIERS.forEach((d, i) => {
    if (COPIED.has(i) || INERT.has(i)) return;
    if (i < modifiers.length && !sameValue(modifiers[i], d)) out.push(i);
  });
  return out;
}

function count(x: Value, fallback: number): number {
  return typeof x === 'number' && (Number.isInteger(x) || x === Infinity) && x >= 0 ? x : fallback;
}

/** Checks a square grid side chosen by a code or a player. */
export function checkGridSide(size: number, field: string): number {
  if (!Number.isInteger(size) || size < 1)
    throw new ModeBuildError('value', field, `grid size ${size} is not a positive integer`);
  if (size > MAX_GRID_SIDE) throw new ModeBuildError('limit', field, `grid size ${size} exceeds ${MAX_GRID_SIDE}`);
  return size;
}

/**
 * Sizes the board (square, `size` × `size`, all empty) and copies the simple modifiers into the
 * mode: m0 slide amount of the built-in directions, m1/m2 spawn amounts, m3 multi-merge, m4 spawn
 * location, m14 next tiles, m21 hidden tile text. Returns a new mode.
 */
export function applyBasicModifiers(
  mode: ModeDefinition,
  size: number,
  modifiers: readonly Value[] = DEFAULT_MODIFIERS,
): ModeDefinition {
  const side = checkGridSide(size, 'grid size');
  const m = (i: number): Value => (i < modifiers.length ? modifiers[i] : DEFAULT_MODIFIERS[i]);
  const slide = m(0);
  const directions = orthogonalDirections().map((d) => {
    if (slide === Infinity || typeof slide !== 'number' || !Array.isArray(d)) return d;
    const move = (d[0] as Value[]).slice();
    move[2] = slide;
    return [move, ...d.slice(1)];
  });
  return {
    ...mode,
    width: side,
    height: side,
    hexagonal: false,
    startingGrid: emptyGrid(side, side),
    directions,
    randomTileAmount: count(m(1), 1),
    startTileAmount: count(m(2), 2),
    multiMerge: m(3) === true,
    spawnLocation: m(4) === 'Edge' ? 'Edge' : 'All',
    nextTiles: count(m(14), 0),
    hiddenTileText: m(21) === true,
  };
}

/** The game-start placements of a `modifiers` array: m[17] holes, m[18] block tiles, m[28] slippery cells. */
export function startPlacementsFrom(modifiers: readonly Value[]): StartPlacements | undefined {
  const at = (i: number): number => count(i < modifiers.length ? modifiers[i] : 0, 0);
  const p = { holes: at(17), blockTiles: at(18), slipperyCells: at(28) };
  return p.holes > 0 || p.blockTiles > 0 || p.slipperyCells > 0 ? p : undefined;
}

/** A full `modifiers` array from recorded `{index, value}` entries (the rest at their defaults). */
export function modifiersFromEntries(entries: readonly { index: number; value: Value }[]): Value[] {
  const out = DEFAULT_MODIFIERS.slice();
  for (const e of entries)
    if (Number.isInteger(e.index) && e.index >= 0 && e.index < out.length) out[e.index] = e.value;
  return out;
}
