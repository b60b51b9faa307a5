import { describe, expect, it } from 'vitest';
import { BUILTIN_MODES_AS_WRITTEN } from '../../plugins/index.ts';
import { resolveOptions } from '../plugins/registry.ts';
import { calcEvaluator } from './calc-evaluator.ts';
import { Game, type GamePosition } from './game.ts';

function game(id: string, seed: number): Game {
  const p = BUILTIN_MODES_AS_WRITTEN.find((m) => m.id === id)!;
  const g = new Game(p.build(resolveOptions(p.options, {})), { evaluator: calcEvaluator, seed, clock: () => 0 });
  g.start();
  return g;
}

/** What a player sees and what later moves depend on. */
function seen(g: Game): string {
  const s = g.state;
  return JSON.stringify(
    [s.grid, s.score, s.moves, s.gameVars, s.discoveredTiles, s.discoveredWinning, s.nextSpawns, s.screen, s.won],
    (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v),
  );
}

/** Plays the directions (each taken modulo the mode's count) and what the game looked like after each. */
function play(g: Game, dirs: number[]): string[] {
  const n = g.mode.directions.length;
  return dirs.map((d) => {
    g.move(d % n);
    return seen(g);
  });
}

describe('Game.setPosition', () => {
  // 2048: the fast move; 180 and DIVE: the general move, DIVE with scripts and game variables.
  for (const id of ['pc.2048', 'pc.180', 'pc.dive'])
    it(`puts a game of ${id} back at a position over and over, which then plays on as the original did`, () => {
      const original = game(id, 7);
      play(original, [0, 1, 2, 3, 0, 1, 3, 2, 1, 0]);
      const p: GamePosition = original.position();
      const atP = seen(original);
      const line = [3, 2, 0, 1, 1, 2, 3, 0, 2, 1, 0, 3];
      const expected = play(original, line);

      const copy = game(id, 99);
      copy.setPosition(p);
      expect(seen(copy)).toBe(atP);
      expect(play(copy, line)).toEqual(expected);
      // Other lines from the same position, each restored from where the last one left the copy.
      for (const other of [
        [0, 0, 0, 1, 1, 1],
        [2, 3, 2, 3, 2, 3, 0],
        [1, 3, 1, 3],
      ]) {
        copy.setPosition(p);
        play(copy, other);
      }
      copy.setPosition(p);
      expect(seen(copy)).toBe(atP);
      expect(play(copy, line)).toEqual(expected);
      // The original still plays from where it was, untouched by the copy's lines.
      expect(new Set(expected).size).toBeGreaterThan(3);
    });
});
