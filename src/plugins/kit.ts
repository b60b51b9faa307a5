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
export { plugins, type PluginRegistry } from './registry.ts';

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
