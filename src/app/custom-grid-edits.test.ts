import { describe, expect, it } from 'vitest';
import {
  blankGrid,
  CELL_CYCLE,
  hexGrid,
  hexSize,
  painted,
  playableCells,
  resized,
  withHexagonalTiles,
} from './custom-grid-edits.ts';

describe('custom grid edits', () => {
  it('cycles a cell through the original order and back', () => {
    let g = blankGrid(2, 2);
    const seen: string[] = [];
    for (let i = 0; i < CELL_CYCLE.length; i++) {
      g = painted(g, 1, 0, 'cycle');
      seen.push(g.cells[1]![0]!);
    }
    expect(seen).toEqual(['hole', 'block', 'slippery', 'noSpawn', 'blockNoSpawn', 'empty']);
    expect(g.cells[0]).toEqual(['empty', 'empty']);
  });

  it('paints with a brush, and the same brush again makes a board cell', () => {
    const g = painted(blankGrid(3, 1), 0, 2, 'slippery');
    expect(g.cells[0]).toEqual(['empty', 'empty', 'slippery']);
    expect(painted(g, 0, 2, 'slippery').cells[0]![2]).toBe('empty');
    expect(painted(g, 5, 5, 'hole')).toBe(g);
  });

  it('resizes keeping the cells inside both, clamped to 1..64', () => {
    const g = painted(painted(blankGrid(3, 3), 0, 0, 'hole'), 2, 2, 'block');
    const small = resized(g, 2, 2);
    expect(small.cells).toEqual([
      ['hole', 'empty'],
      ['empty', 'empty'],
    ]);
    expect(resized(small, 3, 3).cells[2]).toEqual(['empty', 'empty', 'empty']);
    expect([resized(g, 0, 99).width, resized(g, 0, 99).height]).toEqual([1, 64]);
  });

  it('counts board and spawnable cells', () => {
    let g = blankGrid(2, 2);
    g = painted(painted(painted(g, 0, 0, 'hole'), 0, 1, 'slippery'), 1, 0, 'noSpawn');
    expect(playableCells(g)).toEqual({ board: 3, spawnable: 1 });
  });
});

describe('custom grid edits on hexagonal tiles', () => {
  const shape = (g: ReturnType<typeof hexGrid>): string[] =>
    g.cells.map((row) => row.map((x) => (x === 'hole' ? '.' : 'o')).join(''));

  it('makes the Hexagon shape’s grid: doubled coordinates, one parity, the hexagon as board cells', () => {
    const g = hexGrid(1);
    expect([g.width, g.height, g.hexagonal]).toEqual([5, 3, true]);
    expect(shape(g)).toEqual(['.o.o.', 'o.o.o', '.o.o.']);
    expect(playableCells(hexGrid(2))).toEqual({ board: 19, spawnable: 19 });
    expect(hexGrid(99).width).toBeLessThanOrEqual(64);
  });

  it('ignores taps between hexagonal cells and keeps painted cells around the centre when resized', () => {
    const g = painted(hexGrid(1), 1, 2, 'block');
    expect(painted(g, 0, 0, 'slippery')).toBe(g);
    const big = hexGrid(2, g);
    expect(hexSize(big)).toBe(2);
    expect(big.cells[2]![4]).toBe('block');
    expect(shape(big)).toEqual(shape(painted(hexGrid(2), 2, 4, 'block')));
    expect(hexGrid(1, big).cells[1]![2]).toBe('block');
  });

  it('switches tile shape and back, dropping a code’s directions', () => {
    const square = { ...blankGrid(4, 3), directions: [[1]] };
    const hex = withHexagonalTiles(square, true);
    expect([hex.hexagonal, hexSize(hex), hex.directions]).toEqual([true, 2, undefined]);
    expect(withHexagonalTiles(hex, true)).toBe(hex);
    const back = withHexagonalTiles(hex, false);
    expect([back.hexagonal, back.width, back.height]).toEqual([false, 5, 5]);
  });
});
