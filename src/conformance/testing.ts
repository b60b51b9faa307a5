// Test helpers: build a game on a given board with the real evaluator and no random spawns.
import type { Value } from '../calc/values.ts';
import { calcEvaluator } from '../engine/index.ts';
import { Game } from '../engine/index.ts';
import { defaultMode, type ModeDefinition } from '../engine/index.ts';
import type { Rng } from '../engine/index.ts';

/** Short board notation: numbers are `[n]` tiles, `_` empty, `#` void, `~` slippery. */
export function board(rows: string[]): Value[][] {
  return rows.map((r) =>
    r
      .trim()
      .split(/\s+/)
      .map((t): Value => (t === '_' ? '@Empty' : t === '#' ? '@Void' : t === '~' ? '@Slippery' : [Number(t)])),
  );
}

/** The inverse of `board` for one-number tiles (other cells as their text). */
export function show(grid: Value[][]): string[] {
  return grid.map((r) =>
    r
      .map((c) =>
        c === '@Empty'
          ? '_'
          : c === '@Void'
            ? '#'
            : c === '@Slippery'
              ? '~'
              : Array.isArray(c) && c.length === 1
                ? String(c[0])
                : JSON.stringify(c),
      )
      .join(' '),
  );
}

export interface TestGameOptions {
  rng?: Rng;
  clock?: () => number;
  /** Keep the mode's spawn amounts (default: no random spawns at all). */
  spawns?: boolean;
}

/** A started game whose grid is then replaced by `rows` (start spawns are off unless asked). */
export function gameOn(
  rows: string[] | Value[][],
  mode: Partial<ModeDefinition> = {},
  opts: TestGameOptions = {},
): Game {
  const grid = typeof rows[0] === 'string' ? board(rows as string[]) : (rows as Value[][]);
  const m = defaultMode({
    width: grid[0]!.length,
    height: grid.length,
    startingGrid: grid.map((r) => r.map(() => '@Empty' as Value)),
    ...(opts.spawns ? {} : { startTileAmount: 0, randomTileAmount: 0 }),
    ...mode,
  });
  const g = new Game(m, { evaluator: calcEvaluator, seed: 1, rng: opts.rng, clock: opts.clock ?? (() => 0) });
  g.start();
  g.state.grid = grid.map((r) => r.slice());
  g.core.tiles.reset();
  return g;
}

export const UP = 0;
export const DOWN = 1;
export const LEFT = 2;
export const RIGHT = 3;

/**
 * Plays up to `moves` moves, each in the first direction the game accepts (trying from `n mod 4`
 * on), calling `after` after each; stops when none is accepted. Returns the errors reported.
 */
export function playAccepted(game: Game, moves: number, after: () => void = () => {}): string[] {
  const errors: string[] = [];
  for (let n = 0; n < moves; n++) {
    let accepted = false;
    for (let k = 0; k < 4 && !accepted; k++) {
      const r = game.move((n + k) % 4);
      accepted = r.accepted;
      if (r.error !== undefined) errors.push(r.error);
    }
    after();
    if (!accepted) break;
  }
  return errors;
}
