import { describe, expect, it } from 'vitest';
import { calcEvaluator } from './calc-evaluator.ts';
import { Game } from './game.ts';
import { defaultMode } from './mode.ts';

describe('the random log of a live game', () => {
  // A spawn tile drawn with a random operator (DIVE's seeds): its draws are not the log's.
  const mode = defaultMode({ startTileSpawns: [[['@CalcArray', 0, 'rand_int', 1, 'Array'], 1]] });

  it('keeps no place for the draws of the start conveyor and the start spawns', () => {
    const g = new Game(mode, { evaluator: calcEvaluator, seed: 3 });
    expect(g.start().error).toBeUndefined();
    // A replay (fed the recorded tiles) makes none of these draws: the first scripted roll is entry 0.
    expect(g.state.rngIndex).toBe(0);
    expect(g.state.grid.flat().filter((c) => Array.isArray(c)).length).toBe(2);
  });
});
