// The public plugin API: everything a plugin module (ours in plugins/, or a community author's)
// may import, in one place. Plugins import this module only (the dependency check enforces it for
// plugins/), so what they depend on is listed here and nothing else of the engine is reachable.
// See docs/plugins.md.

// Declaring plugins.
export type {
  ColorSchemePlugin,
  EngineHooks,
  HookContext,
  ModeLook,
  ModePlugin,
  ModifierPlugin,
  OptionSpec,
  OptionValue,
  OptionValues,
  Plugin,
  PluginKind,
  Recreates,
  SchemeContext,
  TileLook,
} from './types.ts';
export type { PictureBox, SchemePicture } from './picture.ts';
export { PluginError, plugins, type PluginRegistry } from './registry.ts';

// What modes are made of: CalcArray values and the engine's mode definition.
export { BigRational, deepEqual, GaussianBigInt, type Value } from '../calc/values.ts';
export {
  defaultMode,
  emptyGrid,
  orthogonalDirections,
  type ModeDefinition,
  type StartPlacements,
} from '../engine/mode.ts';

// Global modifiers (the original's Modifiers code): defaults, grid limits, code fields.
export { checkGridSide, DEFAULT_MODIFIERS, MAX_GRID_SIDE } from '../engine/global-modifiers.ts';
export type { RawCustomGrid, RawModifiers } from '../formats/types.ts';
export { withoutIndex16 } from '../formats/modifiers-code.ts';

// Builders our built-in modes use (the author kit, docs/plugins.md).
export {
  and,
  componentsAre,
  distinctPermutations,
  eq,
  ge,
  le,
  ne,
  not,
  or,
  plus,
  sameComponent,
  slotRef,
  tileAt,
  tilesFrom,
  type Expr,
  type TileRef,
} from './kit/expr.ts';
export {
  mergeRule,
  type MergeRuleSpec,
} from './kit/merge-rule.ts';
export {
  gridSize,
  resized,
  sizeOptions,
} from './kit/grid-size.ts';
export {
  CLASSIC_2048,
  DARK_TEXT,
  DEFAULT_LOOK,
  LIGHT_TEXT,
  tierBackground,
  tierLightness,
  tierTextColor,
  type TierLook,
} from './kit/palette.ts';
export {
  SEQUENCE_LOOK,
  sequenceTileTypes,
  stepBackground,
  stepTextColor,
  type SequenceLook,
} from './kit/tile-look.ts';
export {
  gameplayRules,
  plainRules,
  spawnText,
  type RulesText,
  type SpawnLabel,
} from './kit/mode-text.ts';
export {
  optBool,
  optNumber,
  optNumbers,
  optString,
} from './kit/option-values.ts';
