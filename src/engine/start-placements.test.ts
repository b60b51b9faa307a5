import { describe, expect, it } from 'vitest';
import { calcEvaluator } from './calc-evaluator.ts';
import { Game } from './game.ts';
import { defaultMode } from './mode.ts';

const count = (g: Game, pred: (c: unknown) => boolean): number => g.state.grid.flat().filter(pred).length;
const isBox = (c: unknown): boolean => Array.isArray(c) && c[0] === 'BlackBox';

describe('start placements (m[17] holes, m[18] block tiles, m[28] slippery cells)', () => {
  it('places them on empty cells before the start tiles, anew every game, and records them first', () => {
    const mode = defaultMode({ startPlacements: { holes: 3, blockTiles: 2, slipperyCells: 1 } });
    const g = new Game(mode, { evaluator: calcEvaluator, seed: 5 });
    g.start();
    expect(count(g, (c) => c === '@Void')).toBe(3);
    expect(count(g, isBox)).toBe(2);
    expect(count(g, (c) => c === '@Slippery')).toBe(1);
    // 2 start tiles besides the block tiles
    expect(count(g, (c) => Array.isArray(c) && !isBox(c))).toBe(2);
    const first = g.state.currentMovePlayed.slice(1, 7).map((e) => (e as unknown[])[0]);
    expect(first.map((t) => (isBox(t) ? 'box' : t))).toEqual(['@Void', '@Void', '@Void', 'box', 'box', '@Slippery']);
    const before = JSON.stringify(g.state.grid);
    g.playAgain();
    expect(count(g, (c) => c === '@Void')).toBe(3);
    expect(JSON.stringify(g.state.grid)).not.toBe(before);
  });
  it('a block tile has the game tile length', () => {
    const g = new Game(
      defaultMode({
        tileNumAmount: 3,
        startTileAmount: 0,
        startPlacements: { holes: 0, blockTiles: 1, slipperyCells: 0 },
      }),
      {
        evaluator: calcEvaluator,
        seed: 1,
      },
    );
    g.start();
    expect(g.state.grid.flat().find(isBox)).toEqual(['BlackBox', 0, 0]);
  });
  it('stops when the board is full', () => {
    const g = new Game(
      defaultMode({
        width: 2,
        height: 1,
        startTileAmount: 0,
        startPlacements: { holes: Infinity, blockTiles: 1, slipperyCells: 0 },
      }),
      {
        evaluator: calcEvaluator,
        seed: 1,
      },
    );
    g.start();
    expect(g.state.grid).toEqual([['@Void', '@Void']]);
  });
});
