// The engine's data in the formats' raw shapes, so a running game can be exported as a Mode or a
// Game code (formats.md §4.1–§4.2): `rawModeFromMode` (the baked mode definition) and
// `rawGameFromGame` (the in-progress state, times as offsets from the game start).
import type { Value } from '../../calc/values.ts';
import type { RawGameState, RawModeParts } from '../../formats/types.ts';
import type { Game } from '../game.ts';
import type { ModeDefinition } from '../mode.ts';

/** A mode definition as the parts of a Mode code. */
export function rawModeFromMode(m: ModeDefinition): RawModeParts {
  return {
    width: m.width,
    height: m.height,
    startingGrid: m.startingGrid.map((r) => r.slice()),
    directions: m.directions,
    auto_directions: m.autoDirections,
    movementParameters: m.movementParameters,
    TileNumAmount: m.tileNumAmount,
    TileTypes: m.tileTypes,
    MergeRules: m.mergeRules,
    startTileSpawns: m.startTileSpawns,
    start_forcedSpawns: m.startForcedSpawns,
    winConditions: m.winConditions,
    winRequirement: m.winRequirement,
    loseConditions: m.loseConditions,
    loseRequirement: m.loseRequirement,
    winPriority: m.winPriority,
    postgameAllowed: m.postgameAllowed,
    statBoxes: m.statBoxes,
    gameplayBackground: m.gameplayBackground,
    gridBackground: m.gridBackground,
    tileBackground: m.tileBackground,
    textBackground: m.textBackground,
    gameplayRulesText: m.gameplayRulesText,
    multiMerge: m.multiMerge,
    spawnLocation: m.spawnLocation,
    startTileAmount: m.startTileAmount,
    randomTileAmount: m.randomTileAmount,
    spawnConditions: m.spawnConditions,
    nextTiles: m.nextTiles,
    start_game_vars: m.startGameVars,
    start_modifier_vars: m.startModifierVars,
    scripts: m.scripts,
    hexagonal: m.hexagonal,
    hiddenTileText: m.hiddenTileText,
    tileDisplayKnownLevel: m.tileDisplayKnownLevel,
    mergeResultKnownLevel: m.mergeResultKnownLevel,
    knownMergeLookbackDistance: m.knownMergeLookbackDistance,
    knownMergeMaxLength: m.knownMergeMaxLength,
    tileValueFunction: m.tileValueFunction,
    discoveredTilesFilter: m.discoveredTilesFilter,
    displayGridIntervalTime: m.displayGridIntervalTime,
    spawnTileBlocked: m.spawnTileBlocked,
    directionBlocked: m.directionBlocked,
    gameplayComponentOpacities: m.gameplayComponentOpacities,
    displayLagReductions: m.displayLagReductions,
    start_mvar_indices: m.startMvarIndices,
  };
}

/**
 * The in-progress state of a game as Game-code parts. Times are offsets from the game start;
 * QUIRK (formats.md §4.2): a timer that is `false` is written as `false − start`, i.e. −start.
 */
export function rawGameFromGame(game: Game, now: number = game.core.clock()): RawGameState {
  const s = game.state;
  const start = s.startGameTime;
  const offset = (t: number | false): Value => (start === false ? false : (t === false ? 0 : t) - start);
  return {
    Grid: s.grid.map((r) => r.slice()),
    score: s.score,
    won: s.won,
    directionsAvailable: s.directionsAvailable.slice(),
    TileSpawns: s.tileSpawns.slice(),
    SpawnBoxes: s.spawnBoxes.map((b) => b.slice()),
    spawnConveyor: s.nextSpawns.slice(),
    discoveredTiles: s.discoveredTiles.slice(),
    discoveredWinning: s.discoveredWinning.slice(),
    discoveredLosing: s.discoveredLosing.slice(),
    moves_so_far: s.moves,
    manual_moves_so_far: s.manualMoves,
    merges_so_far: s.merges,
    moves_where_merged: s.mergeMoves,
    merges_before_now: s.mergesBefore,
    game_vars: s.gameVars.slice(),
    modifier_vars: s.modifierVars.slice(),
    possibleOverChecked: s.possibleOverChecked,
    movesPlayed: s.movesPlayed.slice(),
    currentMovePlayed: s.currentMovePlayed.slice(),
    otherRandomEvents: s.otherRandomEvents.slice(),
    rngIndex: s.rngIndex,
    replayOtherSpawns: s.replayOtherSpawns.slice(),
    forcedSpawns: s.forcedSpawns.slice(),
    elapsedSinceStart: start === false ? false : now - start,
    firstMoveOffset: offset(s.firstMoveTime),
    moveStartOffset: offset(s.moveStartTime),
    moveEndOffset: offset(s.moveEndTime),
    victoryOffset: offset(s.victoryTime),
    gameOverOffset: offset(s.gameOverTime),
    scriptRunOffsets: s.scriptLastRun.map(offset),
    replayTimestamps: s.replayTimestamps.slice(),
    mvar_indices: s.mvarIndices.slice(),
  };
}
