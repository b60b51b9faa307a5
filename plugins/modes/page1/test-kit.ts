// Test helpers for Page 1 plugins: play a crafted board (no spawns) with a plugin's definition,
// and read recorded replay files.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { calcEvaluator } from '../../../src/engine/index.ts';
import { Game } from '../../../src/engine/index.ts';
import type { ModeDefinition } from '../../../src/engine/index.ts';
import { tileText } from '../../../src/engine/index.ts';
import type { ReplayFileJson } from '../../../src/conformance/replay.ts';
import type { Value } from '../../../src/calc/values.ts';
import type { ModePlugin, OptionValues } from '../../../src/plugins/types.ts';
import { resolveOptions } from '../../../src/plugins/registry.ts';

export const E = '@Empty';
export const LEFT = 2;
export const RIGHT = 3;
export const UP = 0;
export const DOWN = 1;

/** The plugin's definition for `options` (resolved against its declared options, like the registry). */
export function definition(p: ModePlugin, options: Record<string, unknown> = {}): ModeDefinition {
  return p.build(resolveOptions(p.options, options));
}

/** A game on exactly `grid` (no start tiles, no spawns after moves). */
export function boardGame(p: ModePlugin, grid: Value[][], options: Record<string, unknown> = {}): Game {
  const height = grid.length;
  const width = grid[0]!.length;
  const def = definition(p, { ...options, width, height });
  const game = new Game(
    { ...def, startingGrid: grid, startTileAmount: 0, spawnConditions: false },
    { evaluator: calcEvaluator, seed: 1 },
  );
  const r = game.start();
  if (r.error) throw new Error(r.error);
  return game;
}

/** Plays `dirs` on `grid` and returns the final grid and score. */
export function play(
  p: ModePlugin,
  grid: Value[][],
  dirs: number[],
  options: Record<string, unknown> = {},
): { grid: Value[][]; score: number } {
  const game = boardGame(p, grid, options);
  for (const d of dirs) {
    const r = game.move(d);
    if (r.error) throw new Error(r.error);
  }
  return { grid: game.state.grid, score: game.state.score };
}

/** One row moved left. */
export function left(p: ModePlugin, row: Value[], options: Record<string, unknown> = {}): Value[] {
  return play(p, [row], [LEFT], options).grid[0]!;
}

const REPLAYS = fileURLToPath(new URL('../../../../shared/conformance/replays/', import.meta.url));

export type RecordedFile = ReplayFileJson & {
  modeId: string;
  modeVars?: unknown;
  tileTexts: Record<string, string | string[]>;
};

export function recordedFile(modeId: string): RecordedFile {
  return JSON.parse(readFileSync(`${REPLAYS}${modeId}.json`, 'utf8')) as RecordedFile;
}

/** The text our display rules give a tile drawn on its own. */
export function textOf(def: ModeDefinition, tile: Value): string {
  const game = new Game(def, { evaluator: calcEvaluator, seed: 1 });
  game.start();
  return tileText(game.core, tile, 'Self');
}

export function optionsOf(p: ModePlugin, modeVars: readonly Value[]): OptionValues {
  return p.optionsFromModeVars?.(modeVars) ?? {};
}
