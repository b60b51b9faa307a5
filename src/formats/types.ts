// Typed, named views of the original's positional save-code parts. Field names are the original's
// variable names (engine.md §2, formats.md §4–§9) so the engine can map them one to one. Values are
// raw: whatever the code held (after the importer's migrations); the engine validates and builds
// its own richer types from them.
import type { Value } from '../calc/values.ts';

/** A mode definition as stored in Mode/Game/Replay codes (formats.md §4.1; engine.md §2). */
export interface RawModeParts {
  /** Integer ≥ 1 (checked on import: "Invalid width"). */
  width: number;
  /** Integer ≥ 1 ("Invalid height"). */
  height: number;
  startingGrid: Value;
  directions: Value;
  auto_directions: Value;
  movementParameters: Value;
  /** Integer ≥ 1 ("Invalid amount of tile tier numbers"). */
  TileNumAmount: number;
  TileTypes: Value;
  MergeRules: Value;
  startTileSpawns: Value;
  start_forcedSpawns: Value;
  winConditions: Value;
  winRequirement: Value;
  loseConditions: Value;
  loseRequirement: Value;
  winPriority: Value;
  postgameAllowed: Value;
  statBoxes: Value;
  /** Colour expressions (3.0); a raw CSS string in codes before 3.0. */
  gameplayBackground: Value;
  gridBackground: Value;
  tileBackground: Value;
  textBackground: Value;
  /** List of `[tag, text]` (3.0); older codes' HTML-ish strings are converted on import. */
  gameplayRulesText: Value;
  multiMerge: Value;
  /** A str part read as a string ("All" / "Edge"). */
  spawnLocation: string;
  startTileAmount: number;
  randomTileAmount: number;
  spawnConditions: Value;
  nextTiles: number;
  start_game_vars: Value;
  start_modifier_vars: Value;
  scripts: Value;
  hexagonal: Value;
  hiddenTileText: Value;
  tileDisplayKnownLevel: number;
  mergeResultKnownLevel: number;
  knownMergeLookbackDistance: number;
  knownMergeMaxLength: number;
  tileValueFunction: Value;
  discoveredTilesFilter: Value;
  displayGridIntervalTime: number;
  spawnTileBlocked: Value;
  directionBlocked: Value;
  gameplayComponentOpacities: Value;
  /**
   * The stored list, parsed properly. QUIRK (formats.md §4.1): the original's Mode/Game importer
   * reads this part with Number(), i.e. NaN = no lag reductions; the engine decides whether to
   * copy that. An unparseable part is NaN here (the original never failed on it).
   */
  displayLagReductions: Value;
  start_mvar_indices: Value;
}

/** The in-progress state of a Game code (formats.md §4.2). Times are relative to the game start. */
export interface RawGameState {
  Grid: Value;
  score: number;
  won: number;
  directionsAvailable: Value;
  TileSpawns: Value;
  SpawnBoxes: Value;
  spawnConveyor: Value;
  discoveredTiles: Value;
  discoveredWinning: Value;
  discoveredLosing: Value;
  moves_so_far: number;
  manual_moves_so_far: number;
  merges_so_far: number;
  moves_where_merged: number;
  merges_before_now: number;
  game_vars: Value;
  modifier_vars: Value;
  possibleOverChecked: Value;
  /** Replay log (2.2+; reset before, with warning `replay-log-reset`). */
  movesPlayed: Value;
  currentMovePlayed: Value;
  otherRandomEvents: Value;
  rngIndex: number;
  replayOtherSpawns: Value;
  /** Current forced spawns (2.3+; before: a copy of start_forcedSpawns). */
  forcedSpawns: Value;
  /** G+24: ms since the game started, at export; `false` = the game had no start time. */
  elapsedSinceStart: Value;
  /**
   * G+25…G+29: first-move, move-start, move-end, victory and game-over times minus the start time.
   * QUIRK: a timer that was `false` was exported as `false − start` (a large negative number).
   */
  firstMoveOffset: Value;
  moveStartOffset: Value;
  moveEndOffset: Value;
  victoryOffset: Value;
  gameOverOffset: Value;
  /** G+30: each script's last-run time minus the start time. */
  scriptRunOffsets: Value;
  replayTimestamps: Value;
  mvar_indices: Value;
}

/** A Replay code (formats.md §6). */
export interface RawReplay {
  /**
   * Parts 2–40 and 42–48. Import QUIRKs for the engine: the original ignores
   * `start_forcedSpawns` (keeps the session's) and stores `start_mvar_indices` as `mvar_indices`.
   */
  mode: RawModeParts;
  /** Part 41: forced spawns at the end of the game (2.3.1+; before: copy of start_forcedSpawns). */
  forcedSpawns: Value;
  movesPlayed: Value;
  /** The last move; the original's importer appends it to movesPlayed. */
  currentMovePlayed: Value;
  otherRandomEvents: Value;
  /** 1 if the game was won, else 0 (a str part read with Number()). */
  won: number;
  /** As stored; the original's importer reverses it and pops from the end. */
  replayOtherSpawns: Value;
  replayTimestamps: Value;
}

/** The seven parts of a Custom code (formats.md §7, custom-modes.md §2), after import migrations. */
export interface RawCustom {
  customSpawningTiles: Value;
  customMerges: Value;
  customColors: Value;
  customBackground: Value;
  customWins: Value;
  customLosses: Value;
  customRulesText: Value;
}

/** The grid fields a Modifiers code carries when modifier 5 is "Custom" (parts 4–8). */
export interface RawCustomGrid {
  width: Value;
  height: Value;
  hexagonal: Value;
  startingGrid: Value;
  directions: Value;
}

/** A Modifiers code (formats.md §8). */
export interface RawModifiers {
  /** The `modifiers` array without index 16 (boolean modifier 12 already migrated to a number). */
  modifiers: Value[];
  auto_directions: Value;
  /** Present exactly when `modifiers[5] === "Custom"`. */
  customGrid: RawCustomGrid | null;
}

/** An Infused code (formats.md §9, custom-modes.md §6.2). */
export interface RawInfused {
  /**
   * `infusedModeValues`, padded to at least 43 entries. Every element is JSON text (extended
   * syntax) except 34, a list of booleans; parse one with `parseInfusedValue`.
   */
  values: Value[];
}

/** Notices the original showed while importing (the import still succeeds). */
export type ImportWarning =
  /** A Game code older than 2.2 has no replay log: replays from this point won't work. */
  | 'replay-log-reset'
  /** A Game code older than 2.2.2 has a kind-0 automatic move but no replayOtherSpawns. */
  | 'replay-other-spawns-missing';

interface Imported<K extends string> {
  kind: K;
  /** The version the code was written with (exports always write 3.0). */
  version: string;
}

export interface ModeImport extends Imported<'mode'> {
  mode: RawModeParts;
}
export interface GameImport extends Imported<'game'> {
  mode: RawModeParts;
  game: RawGameState;
  warnings: ImportWarning[];
}
export interface ReplayImport extends Imported<'replay'> {
  replay: RawReplay;
}
export interface CustomImport extends Imported<'custom'> {
  custom: RawCustom;
}
export interface ModifiersImport extends Imported<'modifiers'> {
  modifiers: RawModifiers;
}
export interface InfusedImport extends Imported<'infused'> {
  infused: RawInfused;
}

export type ImportedCode = ModeImport | GameImport | ReplayImport | CustomImport | ModifiersImport | InfusedImport;
