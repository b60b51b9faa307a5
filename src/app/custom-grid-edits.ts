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
  if (old === undefined || (g.hexagonal && !hexCellShown(g, r, c))) return g;
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

// Hexagonal tiles (catalog-modifiers.md, Custom Grid: the shape toggle, and one size counter that
// adds 4 columns and 2 rows). The grid is the Hexagon shape's: doubled coordinates, (4s+1) × (2s+1),
// where only cells of one parity exist; those outside the hexagon start as holes.

/** The largest hexagon size whose grid fits the editor's sides. */
export const MAX_HEX_SIZE = Math.floor((MAX_EDITOR_SIDE - 1) / 4);

/** The hexagon size of a hexagonal grid (its rows are 2s+1). */
export const hexSize = (g: Pick<CustomGridView, 'height'>): number => Math.max(1, Math.floor((g.height - 1) / 2));

/** Whether (r, c) is a hexagonal tile of a grid of size s (the other parity is never a cell). */
export const hexCellExists = (s: number, r: number, c: number): boolean => (r + c + s) % 2 === 0;

/** Whether the editor shows (r, c) of a hexagonal grid: a cell of the grid's parity, or any board cell a code brought. */
export const hexCellShown = (g: CustomGridView, r: number, c: number): boolean =>
  hexCellExists(hexSize(g), r, c) || (g.cells[r]?.[c] ?? 'hole') !== 'hole';

const insideHexagon = (s: number, r: number, c: number): boolean =>
  hexCellExists(s, r, c) && Math.abs(r - s) + Math.abs(c - 2 * s) <= 2 * s;

/** A hexagon of size s on hexagonal tiles, clamped to 1..MAX_HEX_SIZE; `old` cells keep their state around the centre. */
export function hexGrid(size: number, old?: CustomGridView): CustomGridView {
  const s = Math.max(1, Math.min(MAX_HEX_SIZE, Math.floor(size)));
  const shift = old?.hexagonal ? hexSize(old) - s : null;
  const cells = Array.from({ length: 2 * s + 1 }, (_, r) =>
    Array.from({ length: 4 * s + 1 }, (_, c): CustomCellKind => {
      if (!hexCellExists(s, r, c)) return 'hole';
      const kept = shift === null ? undefined : old?.cells[r + shift]?.[c + 2 * shift];
      return kept ?? (insideHexagon(s, r, c) ? 'empty' : 'hole');
    }),
  );
  return { width: 4 * s + 1, height: 2 * s + 1, hexagonal: true, cells };
}

/**
 * The grid on the other tile shape: hexagonal tiles start as the smallest hexagon that covers the
 * square grid's larger side, square tiles as a blank grid of the hexagon's rows. The original resets
 * the directions to the new shape's own, so a code's directions are dropped.
 */
export function withHexagonalTiles(g: CustomGridView, hexagonal: boolean): CustomGridView {
  if (g.hexagonal === hexagonal) return g;
  if (hexagonal) return hexGrid(Math.ceil((Math.max(g.width, g.height) - 1) / 2));
  return blankGrid(g.height, g.height);
}
