import { describe, expect, it } from 'vitest';
import { blankGrid, CELL_CYCLE, painted, playableCells, resized } from './custom-grid-edits.ts';

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
