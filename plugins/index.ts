// Every built-in plugin, registered through the same API a community author uses.
import { plugins, type PluginRegistry, type ModePlugin, type Plugin } from '../src/plugins/kit.ts';
import { page1Modes } from './modes/page1/index.ts';
import { page2Modes } from './modes/page2/index.ts';
import { page3Modes } from './modes/page3/index.ts';
import { page4Modes } from './modes/page4/index.ts';
import { secretModes } from './modes/secret/index.ts';
import { wavesModes } from './modes/waves/index.ts';
import { withPageLook } from './modes/with-page-look.ts';
import { COLOR_SCHEMES } from './color-schemes/index.ts';
import { automaticMove } from './modifiers/automatic-moves.ts';
import { BUILTIN_MODIFIERS } from './modifiers/basic.ts';
import { directionSets } from './modifiers/directions.ts';
import { garbageTiles } from './modifiers/garbage.ts';
import { hiddenColors } from './modifiers/hidden-colors.ts';
import { negativeTiles } from './modifiers/negative-tiles.ts';
import { temporaryHoles } from './modifiers/temporary-holes.ts';
import { randomBlockTiles, randomHoles, slipperyCells } from './modifiers/cell-placements.ts';
import { tileDestroyingClicks } from './modifiers/clicks.ts';
import { sameDirectionRule } from './modifiers/same-direction.ts';
import { spawnRules } from './modifiers/spawn-rules.ts';
import { gridShape } from './modifiers/grid-shapes.ts';
import { multicolorTiles } from './modifiers/multicolor.ts';
import { movesBetweenSpawns } from './modifiers/moves-between-spawns.ts';
import { unmergingTiles, unmovingTiles } from './modifiers/frozen-tiles.ts';
import { statBoxes } from './modifiers/stat-boxes.ts';

/** The modifiers that rewrite mode data, listed in the catalog's order of application. */
export const DATA_MODIFIERS = [
  gridShape,
  directionSets,
  automaticMove,
  spawnRules,
  movesBetweenSpawns,
  sameDirectionRule,
  negativeTiles,
  multicolorTiles,
  garbageTiles,
  hiddenColors,
  randomBlockTiles,
  unmovingTiles,
  unmergingTiles,
  tileDestroyingClicks,
  temporaryHoles,
  statBoxes,
  randomHoles,
  slipperyCells,
] as const;

/** The built-in mode plugins as written (scripts/mode-looks.ts derives their page looks from these). */
export const BUILTIN_MODES_AS_WRITTEN: readonly ModePlugin[] = [
  ...page1Modes,
  ...page2Modes,
  ...page3Modes,
  ...page4Modes,
  ...secretModes,
  ...wavesModes,
];

/** Every built-in plugin as written (tests find them here by identity). */
export const builtinPlugins: readonly Plugin[] = [
  ...BUILTIN_MODES_AS_WRITTEN,
  ...BUILTIN_MODIFIERS,
  ...DATA_MODIFIERS,
  ...COLOR_SCHEMES,
];

/**
 * What registerBuiltins registers: the built-in plugins, each mode in its own page look
 * (modes/with-page-look.ts) — the same plugins with the same declarations, wrapped once here.
 */
export const registeredBuiltins: readonly Plugin[] = builtinPlugins.map((p) =>
  p.kind === 'mode' ? withPageLook(p) : p,
);

/** Registers the built-in plugins (idempotent). */
export function registerBuiltins(registry: PluginRegistry = plugins): PluginRegistry {
  for (const p of registeredBuiltins) if (!registry.get(p.kind, p.id)) registry.register(p);
  return registry;
}
