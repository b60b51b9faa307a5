// The original's temporary-hole modifiers (m[25] holes per spawn, m[26] turns between hole spawns,
// m[27] lifespan; catalog-modifiers.md page 5, step 14; engine.md §6.5): one forced-spawn entry
// that places `@TemporaryHole life` on random empty cells after the normal spawns, on turns where
// `@Moves % interval = 0`. `@Moves` is 0 at game start, so holes also appear with the start tiles.
// The engine counts holes down after every moved turn and empties them at 0 (§5.8).
import type { Value, ModeDefinition, ModifierPlugin, OptionValues } from '../../src/plugins/kit.ts';

export const TEMPORARY_HOLES_ID = 'pc.temporary-holes';

/** The text of a temporary hole with `turns` turns left. */
export const temporaryHole = (turns: number): string => `@TemporaryHole ${turns}`;

export interface TemporaryHoleSettings {
  readonly perSpawn: number;
  readonly interval: number;
  readonly lifespan: number;
}

/** The forced-spawn entry `[condition, timing, loseFlag, holes…]`. */
export function temporaryHoleSpawn(s: TemporaryHoleSettings): Value[] {
  const holes = Array.from({ length: s.perSpawn }, () => temporaryHole(s.lifespan));
  return [['@Moves', '%', s.interval, '=', 0], 'AfterSpawns', false, ...holes];
}

export function applyTemporaryHoles(mode: ModeDefinition, o: OptionValues): ModeDefinition {
  const s: TemporaryHoleSettings = {
    perSpawn: o.perSpawn as number,
    interval: o.interval as number,
    lifespan: o.lifespan as number,
  };
  if (s.perSpawn <= 0) return mode;
  return { ...mode, startForcedSpawns: [...mode.startForcedSpawns, temporaryHoleSpawn(s)] };
}

export const temporaryHoles: ModifierPlugin = {
  id: TEMPORARY_HOLES_ID,
  version: '1.0.0',
  kind: 'modifier',
  step: 14,
  author: 'Pow2048',
  name: 'Temporary holes',
  description:
    'Every few turns, holes appear on random empty cells after the new tiles. A hole blocks tiles like a wall and disappears after its lifespan.',
  options: [
    { id: 'perSpawn', label: 'Temporary holes per spawn', type: 'number', default: 1, min: 1, max: 64, step: 1 },
    { id: 'interval', label: 'Turns between hole spawns', type: 'number', default: 1, min: 1, max: 999, step: 1 },
    { id: 'lifespan', label: 'Temporary hole lifespan (turns)', type: 'number', default: 1, min: 1, max: 999, step: 1 },
  ],
  apply: applyTemporaryHoles,
};
