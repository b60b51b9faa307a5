// Test helpers for modifier plugins: apply a modifier with resolved options, and play crafted
// boards through the real engine.
import type { Value } from '../../src/calc/values.ts';
import { calcEvaluator } from '../../src/engine/index.ts';
import { Game } from '../../src/engine/index.ts';
import type { ModeDefinition } from '../../src/engine/index.ts';
import { resolveOptions } from '../../src/plugins/registry.ts';
import type { ModePlugin, ModifierPlugin } from '../../src/plugins/types.ts';

export const E = '@Empty';
export const UP = 0;
export const DOWN = 1;
export const LEFT = 2;
export const RIGHT = 3;

/** `mode` rewritten by `modifier` with `options` (resolved like the registry does). */
export function withModifier(
  mode: ModeDefinition,
  modifier: ModifierPlugin,
  options: Record<string, unknown> = {},
): ModeDefinition {
  return modifier.apply(mode, resolveOptions(modifier.options, options));
}

/** A mode plugin's default definition. */
export const built = (p: ModePlugin): ModeDefinition => p.build(resolveOptions(p.options, {}));

/** A started game of `def` on exactly `rows` (no start tiles, no random spawns). */
export function board(def: ModeDefinition, rows: Value[][], spawns = false): Game {
  const over: Partial<ModeDefinition> = {
    width: rows[0]!.length,
    height: rows.length,
    startingGrid: rows,
    startTileAmount: 0,
  };
  if (!spawns) over.spawnConditions = false;
  const g = new Game({ ...def, ...over }, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
  const r = g.start();
  if (r.error) throw new Error(r.error);
  return g;
}

/** The grid and score after playing `dirs` on `rows`. */
export function play(def: ModeDefinition, rows: Value[][], dirs: number[]): { grid: Value[][]; score: number } {
  const g = board(def, rows);
  for (const d of dirs) {
    const r = g.move(d);
    if (r.error) throw new Error(r.error);
  }
  return { grid: g.state.grid, score: g.state.score };
}

/** Starts `g` and plays up to `moves` moves cycling through `directions`; the first engine error, or null. */
export function playsWithoutError(g: Game, moves: number, directions: number): string | null {
  const start = g.start();
  if (start.error) return `start: ${start.error}`;
  for (let i = 0; i < moves && g.state.screen === 'Gameplay'; i++) {
    const r = g.move(i % directions);
    if (r.error) return `move ${i + 1}: ${r.error}`;
  }
  return null;
}
