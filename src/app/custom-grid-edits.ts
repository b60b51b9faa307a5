// The Custom Grid editor's edits, pure (no DOM): resizing keeps the cells that remain, a tap paints
// a cell with the chosen brush, and the "cycle" brush steps a cell through the states in the
// original's order (catalog-modifiers.md, Custom Grid: each click moves a cell to the next state).
import type { CustomCellKind, CustomGridView } from '../worker/protocol.ts';

/** The states in the order the original's editor cycles through them. */
export const CELL_CYCLE: readonly CustomCellKind[] = ['empty', 'hole', 'block', 'slippery', 'noSpawn', 'blockNoSpawn'];

/** The editor's largest side (the worker refuses larger grids). */
export const MAX_EDITOR_SIDE = 64;

/** What a tap does: the next state in the cycle, or one state. */
export type Brush = 'cycle' | CustomCellKind;

/** Names of the states for labels and the legend. */
export const CELL_NAMES: Readonly<Record<CustomCellKind, string>> = {
  empty: 'board cell',
  hole: 'hole',
  block: 'block tile',
  slippery: 'slippery cell',
  noSpawn: 'no spawns',
  blockNoSpawn: 'block tile, no spawns',
};

export function blankGrid(width: number, height: number): CustomGridView {
  return {
    width,
    height,
    hexagonal: false,
    cells: Array.from({ length: height }, () => Array.from({ length: width }, (): CustomCellKind => 'empty')),
  };
}

const clampSide = (n: number): number => Math.max(1, Math.min(MAX_EDITOR_SIDE, Math.floor(n)));

/** The grid at a new size; cells inside both keep their state, new ones are board cells. */
export function resized(g: CustomGridView, width: number, height: number): CustomGridView {
  const w = clampSide(width);
  const h = clampSide(height);
  return {
    ...g,
    width: w,
    height: h,
    cells: Array.from({ length: h }, (_, r) =>
      Array.from({ length: w }, (_, c): CustomCellKind => g.cells[r]?.[c] ?? 'empty'),
    ),
  };
}

/** The grid after a tap on (r, c) with `brush`; painting a cell its own state makes it a board cell again. */
export function painted(g: CustomGridView, r: number, c: number, brush: Brush): CustomGridView {
  const old = g.cells[r]?.[c];
  if (old === undefined) return g;
  const next =
    brush === 'cycle'
      ? CELL_CYCLE[(CELL_CYCLE.indexOf(old) + 1) % CELL_CYCLE.length]!
      : brush === old
        ? 'empty'
        : brush;
  return { ...g, cells: g.cells.map((row, i) => (i === r ? row.map((x, j) => (j === c ? next : x)) : row)) };
}

/** Cells where a tile can be (not holes), and where one can spawn (not slippery, no-spawn or block cells). */
export function playableCells(g: CustomGridView): { board: number; spawnable: number } {
  let board = 0;
  let spawnable = 0;
  for (const row of g.cells)
    for (const x of row) {
      if (x !== 'hole') board++;
      if (x === 'empty') spawnable++;
    }
  return { board, spawnable };
}
