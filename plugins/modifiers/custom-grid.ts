// The Custom Grid (m[5] = "Custom"; catalog-modifiers.md "Custom Grid", pipeline step 3): a board
// drawn in the grid editor, cell by cell — holes, block tiles, slippery cells, cells where nothing
// spawns — with the shape's default directions (4 orthogonal, or 6 on hexagonal tiles). The
// editor's grid is the plugin's configuration: `customGridModifier(grid)` makes the plugin.
import { type Value, type ModeDefinition, orthogonalDirections, type ModifierPlugin } from '../../src/plugins/kit.ts';
import { applyBlockTiles } from './cell-placements.ts';
import { applyGridShape } from './grid-shapes.ts';

export const CUSTOM_GRID_ID = 'pc.custom-grid';

/** The editor's cell states, in the order a click cycles through them. */
export const CUSTOM_CELLS = ['empty', 'hole', 'block', 'slippery', 'noSpawn', 'blockNoSpawn'] as const;
export type CustomCell = (typeof CUSTOM_CELLS)[number];

export interface CustomGrid {
  width: number;
  height: number;
  hexagonal: boolean;
  /** `[height][width]` cell states. */
  cells: CustomCell[][];
  /** The direction editor's list (absent: the shape's default directions). */
  directions?: Value[];
}

/** The largest side the editor offers. */
export const MAX_CUSTOM_SIDE = 64;

/** An empty editor grid. */
export function emptyCustomGrid(width: number, height: number, hexagonal = false): CustomGrid {
  return {
    width,
    height,
    hexagonal,
    cells: Array.from({ length: height }, () => Array.from({ length: width }, (): CustomCell => 'empty')),
  };
}

/**
 * A grid from untrusted data (a stored setting, a saved game, a message), or null when it is not
 * one: sides whole numbers from 1 to MAX_CUSTOM_SIDE, `cells` exactly that many rows and columns of
 * known states. Always a fresh copy.
 */
export function customGridFrom(x: unknown): CustomGrid | null {
  if (typeof x !== 'object' || x === null) return null;
  const g = x as Record<string, unknown>;
  const { width, height, cells } = g;
  const side = (n: unknown): n is number =>
    Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_CUSTOM_SIDE;
  if (!side(width) || !side(height) || !Array.isArray(cells) || cells.length !== height) return null;
  const known = new Set<unknown>(CUSTOM_CELLS);
  const rows: CustomCell[][] = [];
  for (const row of cells) {
    if (!Array.isArray(row) || row.length !== width || !row.every((c) => known.has(c))) return null;
    rows.push(row.slice() as CustomCell[]);
  }
  const out: CustomGrid = { width, height, hexagonal: g['hexagonal'] === true, cells: rows };
  // The direction editor's list, as a code carried it (the engine checks directions like a mode's).
  const dirs = g['directions'];
  if (Array.isArray(dirs) && dirs.length > 0 && dirs.length <= MAX_CUSTOM_DIRECTIONS)
    out.directions = structuredClone(dirs) as Value[];
  return out;
}

/** Directions a Custom Grid may carry (the original's editor makes a handful). */
const MAX_CUSTOM_DIRECTIONS = 64;

/** A cell clicked `times` times in the editor (the states cycle). */
export function clickedCell(cell: CustomCell, times: number): CustomCell {
  const i = CUSTOM_CELLS.indexOf(cell);
  return CUSTOM_CELLS[(((i + times) % CUSTOM_CELLS.length) + CUSTOM_CELLS.length) % CUSTOM_CELLS.length]!;
}

const CELL_VALUE: Record<CustomCell, Value> = {
  empty: '@Empty',
  hole: '@Void',
  block: ['BlackBox'],
  slippery: '@Slippery',
  noSpawn: '@Empty',
  blockNoSpawn: ['BlackBox'],
};

export function applyCustomGrid(mode: ModeDefinition, grid: CustomGrid): ModeDefinition {
  const width = Math.max(1, Math.min(MAX_CUSTOM_SIDE, Math.floor(grid.width)));
  const height = Math.max(1, Math.min(MAX_CUSTOM_SIDE, Math.floor(grid.height)));
  const at = (r: number, c: number): CustomCell => grid.cells[r]?.[c] ?? 'empty';
  const startingGrid = Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c): Value => CELL_VALUE[at(r, c)]),
  );
  // The shape's default directions keep the mode's slide limit (m[0]).
  const shaped = grid.hexagonal
    ? applyGridShape(mode, { shape: 'hexagon', size1: 1, size2: 1, size3: 1, size4: 1 })
    : mode;
  const first = mode.directions[0];
  const slide = Array.isArray(first) && Array.isArray(first[0]) ? first[0][2] : Infinity;
  const directions = grid.directions
    ? grid.directions
    : grid.hexagonal
      ? shaped.directions
      : orthogonalDirections().map((d) => {
          const e = d as Value[];
          const move = (e[0] as Value[]).slice();
          move[2] = slide ?? Infinity;
          return [move, ...e.slice(1)];
        });
  let spawnTileBlocked = mode.spawnTileBlocked;
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++)
      if (at(r, c) === 'noSpawn' || at(r, c) === 'blockNoSpawn')
        spawnTileBlocked = [
          spawnTileBlocked,
          '||',
          ['@VCoord', 'Array', 'arr_push', '@HCoord', '=', ['@Literal', r, c]],
        ];
  const out: ModeDefinition = {
    ...mode,
    width,
    height,
    hexagonal: grid.hexagonal,
    startingGrid,
    directions,
    spawnTileBlocked,
  };
  // Block tiles drawn in the editor: the block-tile display rule and merge guard (step 11).
  const blocks = grid.cells.some((row) => row.some((x) => x === 'block' || x === 'blockNoSpawn'));
  return blocks ? applyBlockTiles(out, { count: 0 }) : out;
}

/** The Custom Grid as a modifier plugin configured by an editor's grid. */
export function customGridModifier(grid: CustomGrid): ModifierPlugin {
  return {
    id: CUSTOM_GRID_ID,
    version: '1.0.0',
    kind: 'modifier',
    step: 2.9,
    author: 'Pow2048',
    name: 'Custom grid',
    description:
      'Plays on a board drawn cell by cell: holes, block tiles, slippery cells and cells where nothing spawns.',
    apply: (mode) => applyCustomGrid(mode, grid),
  };
}
