// Board-changing modifiers: grid shapes, the Custom Grid, and cells placed at game start.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/calc/values.ts';
import { calcEvaluator } from '../../src/engine/index.ts';
import { Game } from '../../src/engine/index.ts';
import { defaultMode } from '../../src/engine/index.ts';
import { customGridFromActions } from '../../src/conformance/modifier-setup.ts';
import { applyCustomGrid, clickedCell, emptyCustomGrid } from './custom-grid.ts';
import { gridShape } from './grid-shapes.ts';
import { randomBlockTiles } from './cell-placements.ts';
import { E, withModifier } from './test-kit.ts';

const cells = (grid: Value[][]): number => grid.flat().filter((c) => c !== '@Void').length;
const vectors = (dirs: Value[]): Value[] => dirs.map((d) => ((d as Value[])[0] as Value[]).slice(0, 2));

describe('grid shapes', () => {
  const base = defaultMode({ width: 5, height: 5 });
  it('diamond of size 2: 5×5 with 13 cells, the square directions', () => {
    const m = withModifier(base, gridShape, { shape: 'diamond', size1: 2 });
    expect([m.width, m.height, cells(m.startingGrid)]).toEqual([5, 5, 13]);
    expect(vectors(m.directions)).toEqual([
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ]);
  });
  it('hexagon of size 2: 9×5 doubled coordinates with 19 hexagonal cells and 6 directions', () => {
    const m = withModifier(base, gridShape, { shape: 'hexagon', size1: 2 });
    expect([m.width, m.height, cells(m.startingGrid), m.hexagonal]).toEqual([9, 5, 19, true]);
    expect(vectors(m.directions)).toEqual([
      [-1, -1],
      [-1, 1],
      [1, -1],
      [1, 1],
      [0, -2],
      [0, 2],
    ]);
  });
  it('HexaTriangle of side 5: 15 cells in rows of 1 to 5', () => {
    const m = withModifier(base, gridShape, { shape: 'hexatriangle', size1: 5 });
    expect(m.startingGrid.map((r) => r.filter((c) => c !== '@Void').length)).toEqual([1, 2, 3, 4, 5]);
  });
  it('4D 2×2×2×1: two boards side by side, jumps between them but not up and down between boards', () => {
    const m = withModifier(base, gridShape, { shape: '4d', size1: 2, size2: 2, size3: 2, size4: 1 });
    expect(m.startingGrid).toEqual([
      [E, E, '@Void', E, E],
      [E, E, '@Void', E, E],
    ]);
    expect(vectors(m.directions)).toEqual([
      [0, -1],
      [0, 1],
      [-1, 0],
      [1, 0],
      [0, -3],
      [0, 3],
    ]);
  });
  it('checkerboard: every other cell, moves along the diagonals', () => {
    const m = withModifier(defaultMode(), gridShape, { shape: 'checkerboard' });
    expect(cells(m.startingGrid)).toBe(8);
    expect(vectors(m.directions)).toEqual([
      [-1, -1],
      [-1, 1],
      [1, -1],
      [1, 1],
    ]);
  });
});

describe('the Custom Grid', () => {
  it('a click cycles a cell: empty → hole → block → slippery → no spawn → block, no spawn → empty', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => clickedCell('empty', n))).toEqual([
      'hole',
      'block',
      'slippery',
      'noSpawn',
      'blockNoSpawn',
      'empty',
    ]);
  });
  it('builds the board, guards merges against block tiles and keeps spawns off no-spawn cells', () => {
    const grid = customGridFromActions([
      ['click', 'modifiers_customGridWidth_plus', 1],
      ['cell', 0, 0, 1],
      ['cell', 0, 1, 2],
      ['cell', 0, 2, 3],
      ['cell', 1, 0, 4],
    ]);
    expect([grid.width, grid.height]).toEqual([5, 4]);
    const m = applyCustomGrid(defaultMode(), grid);
    expect(m.startingGrid[0]!.slice(0, 3)).toEqual(['@Void', ['BlackBox'], '@Slippery']);
    // Fill the board except the no-spawn cell (1,0): a spawn finds no allowed cell.
    const g = new Game({ ...m, startTileAmount: 30 }, { evaluator: calcEvaluator, seed: 3 });
    g.start();
    expect(g.state.grid[1]![0]).toBe(E);
    // 20 cells: the hole stays a hole, the no-spawn cell empty; 16 tiles, the block tile and the slippery cell.
    expect(cells(g.state.grid.map((r) => r.map((c) => (c === E ? '@Void' : c))))).toBe(18);
  });
  it('an empty grid is the default square', () => {
    expect(applyCustomGrid(defaultMode(), emptyCustomGrid(4, 4)).startingGrid).toEqual(defaultMode().startingGrid);
  });
});

describe('random block tiles', () => {
  it('never merge, and are placed at every game start', () => {
    const m = withModifier(defaultMode({ startTileAmount: 0 }), randomBlockTiles, { count: 2 });
    const g = new Game({ ...m, spawnConditions: false }, { evaluator: calcEvaluator, seed: 9 });
    g.start();
    const boxes = (): number => g.state.grid.flat().filter((c) => Array.isArray(c) && c[0] === 'BlackBox').length;
    expect(boxes()).toBe(2);
    for (let i = 0; i < 8; i++) g.move(i % 4);
    expect(boxes()).toBe(2);
  });
});
