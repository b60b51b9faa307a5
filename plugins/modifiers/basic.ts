// The global modifiers the engine implements by plain mode fields (src/engine/global-modifiers.ts;
// catalog-modifiers.md pages 1–3), declared as modifier plugins so they go through the same
// registry and `PluginSession` as any community modifier. Each one is "on" when chosen; its options
// say how. Modifiers that rewrite mode data live in their own modules (negative-tiles.ts,
// garbage.ts, hidden-colors.ts, temporary-holes.ts, directions.ts, automatic-moves.ts); the ones
// the engine cannot do (shapes, random holes/blocks/slippery cells …) are not offered, since a
// control that does nothing would be a lie.
import {
  type Value,
  checkGridSide,
  type ModeDefinition,
  type ModifierPlugin,
  type OptionValues,
} from '../../src/plugins/kit.ts';
import { modeHintsOf } from './mode-hints.ts';

/** Largest side the grid-size modifier offers (bigger boards are unreadable on a phone). */
export const MAX_MODIFIER_SIDE = 16;

const num = (o: OptionValues, id: string): number => o[id] as number;

/** A square board of `side` cells: existing start cells are kept where they fit, new cells are empty. */
function resize(mode: ModeDefinition, side: number): ModeDefinition {
  checkGridSide(side, 'grid size');
  // Hexagonal boards use doubled coordinates and shapes: a square resize would break them.
  if (mode.hexagonal) return mode;
  const startingGrid = Array.from({ length: side }, (_, v) =>
    Array.from({ length: side }, (_, h): Value => {
      const row = mode.startingGrid[v];
      return Array.isArray(row) && h < row.length ? row[h] : '@Empty';
    }),
  );
  return { ...mode, width: side, height: side, startingGrid };
}

/** Every built-in direction gets slide limit `n` (direction entry 0, index 2). */
function slideLimit(mode: ModeDefinition, n: number): ModeDefinition {
  const directions = mode.directions.map((d) => {
    if (!Array.isArray(d) || !Array.isArray(d[0])) return d;
    const move = d[0].slice();
    move[2] = n;
    return [move, ...d.slice(1)];
  });
  return { ...mode, directions };
}

const base = { version: '1.0.0', kind: 'modifier', author: 'Pow2048' } as const;

export const BUILTIN_MODIFIERS: readonly ModifierPlugin[] = [
  {
    ...base,
    id: 'pc.grid-size',
    step: 1,
    name: 'Grid size',
    description: 'Plays on a square board of this size (square boards only; hexagonal modes keep theirs).',
    options: [
      { id: 'size', label: 'Cells per side', type: 'number', default: 5, min: 2, max: MAX_MODIFIER_SIDE, step: 1 },
    ],
    apply: (mode, o) => resize(mode, num(o, 'size')),
  },
  {
    ...base,
    id: 'pc.slide-limit',
    // m[0] is read when directions are built (step 3): as a rewrite it comes after the direction set.
    step: 3.5,
    name: 'Maximum spaces moved per move',
    description: 'Tiles travel at most this many cells per move (1 gives Threes!-style moves).',
    options: [{ id: 'cells', label: 'Cells', type: 'number', default: 1, min: 1, max: 9999, step: 1, infinite: true }],
    apply: (mode, o) => slideLimit(mode, num(o, 'cells')),
  },
  {
    ...base,
    id: 'pc.spawns-per-move',
    step: 2,
    name: 'Tiles spawned after each move',
    description: 'How many tiles appear after every move that changes the board.',
    // ∞ fills every empty cell.
    options: [{ id: 'count', label: 'Tiles', type: 'number', default: 2, min: 1, max: 9999, step: 1, infinite: true }],
    apply: (mode, o) => ({ ...mode, randomTileAmount: num(o, 'count') }),
  },
  {
    ...base,
    id: 'pc.start-tiles',
    step: 2,
    name: 'Tiles spawned at the start',
    description: 'How many tiles the board starts with.',
    options: [{ id: 'count', label: 'Tiles', type: 'number', default: 4, min: 1, max: 9999, step: 1, infinite: true }],
    apply: (mode, o) => ({ ...mode, startTileAmount: num(o, 'count') }),
  },
  {
    ...base,
    id: 'pc.multi-merge',
    step: 2,
    name: 'Multi-merge',
    description: 'A tile that was just merged can itself be part of another merge on the same move.',
    apply: (mode) => ({ ...mode, multiMerge: true }),
  },
  {
    ...base,
    id: 'pc.edge-spawns',
    step: 2,
    name: 'Spawn on the edge',
    description: 'New tiles appear only on the edge you just moved away from (the starting tiles anywhere).',
    apply: (mode) => ({ ...mode, spawnLocation: 'Edge' }),
  },
  {
    ...base,
    id: 'pc.next-tiles',
    step: 2,
    name: 'Visible next tiles',
    description: 'Shows the next tiles that will spawn.',
    options: [{ id: 'count', label: 'Tiles shown', type: 'number', default: 1, min: 1, max: 10, step: 1 }],
    apply: (mode, o) => ({ ...mode, nextTiles: num(o, 'count') }),
  },
  {
    ...base,
    id: 'pc.hidden-text',
    step: 4,
    name: 'Hidden tile text',
    description: 'Tiles show no numbers: only their colours tell them apart.',
    apply: (mode) => {
      const extra = modeHintsOf(mode).hiddenText;
      const hidden = { ...mode, hiddenTileText: true };
      return extra ? extra(hidden) : hidden;
    },
  },
];
