// The pre-game grid size controls every mode of the original has (width and height). The original
// allows 1–9999 per side; we stop at the engine's largest side for codes, so a board always fits.
import { MAX_GRID_SIDE } from '../../engine/global-modifiers.ts';
import { emptyGrid, type ModeDefinition } from '../../engine/mode.ts';
import type { OptionSpec, OptionValues } from '../types.ts';

/** Width and height options with the mode's default square size. */
export function sizeOptions(size: number): OptionSpec[] {
  return [
    { id: 'width', label: 'Grid width', type: 'number', default: size, min: 1, max: MAX_GRID_SIDE, step: 1 },
    { id: 'height', label: 'Grid height', type: 'number', default: size, min: 1, max: MAX_GRID_SIDE, step: 1 },
  ];
}

/** The chosen grid size (whole cells), or the mode's default where a side is missing or out of range. */
export function gridSize(o: OptionValues, size: number): { width: number; height: number } {
  return { width: cells(o, 'width', size), height: cells(o, 'height', size) };
}

function cells(o: OptionValues, id: string, fallback: number): number {
  const v = Object.hasOwn(o, id) ? o[id] : undefined;
  if (typeof v !== 'number' || !Number.isFinite(v)) return fallback;
  const n = Math.floor(v);
  return n >= 1 && n <= MAX_GRID_SIDE ? n : fallback;
}

/**
 * A definition played on the chosen grid size instead of the one it was built for. Only for modes
 * that start on an empty board (the starting grid is rebuilt empty at the new size).
 */
export function resized(def: ModeDefinition, o: OptionValues, size: number): ModeDefinition {
  const { width, height } = gridSize(o, size);
  if (width === def.width && height === def.height) return def;
  return { ...def, width, height, startingGrid: emptyGrid(width, height) };
}
