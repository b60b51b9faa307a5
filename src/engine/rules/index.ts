// The rules of play (slide, merge, spawn, scripts, discovery, win and loss): the rest of the engine imports them from here.
export { conditionMatches, staticConditions } from './discovery.ts';
export { Geometry } from './geometry.ts';
export type { MoveOrder } from './geometry.ts';
export { computeResults, scoreNumber } from './merge.ts';
export {
  MAX_PASSES,
  colourArrows,
  directionBlocked,
  endOfMove,
  gameOver,
  isDefaultMovement,
  moveHandler,
  moveInfoFrom,
  recordManualMove,
  spawnPhase,
  victory,
} from './move.ts';
export { runScripts } from './scripts.ts';
export {
  START_SPAWN_CONTEXT,
  adoptRecordedConveyor,
  forcedSpawns,
  initSpawnBoxes,
  randomSpawns,
  refillConveyor,
  resolveSpawnTile,
} from './spawn.ts';
export { GameState, restoreState, snapshotState } from './state.ts';
export type { Pos, StateSnapshot } from './state.ts';
