// The engine's public face: other layers import the engine from here only.
export { calcEvaluator } from './calc-evaluator.ts';
export { playableFromImport } from './codes/code-mode.ts';
export type { PlayableCode } from './codes/code-mode.ts';
export { customModeFromRaw } from './codes/custom-mode.ts';
export { INFUSED_FIELDS, freshInfused, infusedFromMode, infusedModeFromRaw } from './codes/infused-mode.ts';
export { rawGameFromGame, rawModeFromMode } from './codes/raw-export.ts';
export type { Core, SpawnRecord } from './core.ts';
export type { EngineEvaluator } from './evaluator.ts';
export type { Announcement, MoveResult, TileEvent } from './events.ts';
export { Game } from './game.ts';
export type { GamePosition } from './game.ts';
export {
  DEFAULT_MODIFIERS,
  MAX_GRID_SIDE,
  checkGridSide,
  modifiersFromEntries,
  startPlacementsFrom,
} from './global-modifiers.ts';
export { ModeBuildError } from './mode-build-error.ts';
export { defaultMode, emptyGrid, modeFromFields, modeFromRaw, orthogonalDirections } from './mode.ts';
export type { ModeDefinition } from './mode.ts';
export { resumeGame } from './resume.ts';
export { hashString, Sfc32, splitmix32 } from './rng.ts';
export type { Rng, RngState } from './rng.ts';
export { displayRule, looseFalse, statBoxTexts, tileText } from './rules/statboxes.ts';
export { GameState } from './rules/state.ts';
export { mayBypassCache } from './speedups/cache-transparency.ts';
export { tileKey } from './speedups/tile-key.ts';
export type { StartPlacements } from './start-placements.ts';
export { TraceLog, TURN_PHASES } from './trace.ts';
export type { MoveTracer, TraceEvent, TurnPhase } from './trace.ts';
