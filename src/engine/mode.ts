// A mode definition with named fields (engine.md §2), its defaults, and conversion from the
// positional field list of a Mode/Replay code (formats.md §4.1).
import { CLASSIC_MERGE_RULES } from '../calc/host.ts';
import type { Value } from '../calc/values.ts';
import { boardSizeProblem } from '../formats/board-size.ts';
import type { RawModeParts } from '../formats/types.ts';
import { ModeBuildError } from './mode-build-error.ts';

/** Modifiers placed anew at every game start (start-placements.ts places them). */
export interface StartPlacements {
  /** Random holes (`@Void`). */
  holes: number;
  /** Random block tiles (`["BlackBox", 0…]`). */
  blockTiles: number;
  /** Random slippery cells (`@Slippery`). */
  slipperyCells: number;
}

export interface ModeDefinition {
  width: number;
  height: number;
  hexagonal: boolean;
  /** `[height][width]` template the grid is copied from at each game start. */
  startingGrid: Value[][];
  tileNumAmount: number;
  tileTypes: Value[];
  mergeRules: Value[];
  startTileSpawns: Value[];
  startForcedSpawns: Value[];
  spawnConditions: Value;
  winConditions: Value[];
  winRequirement: Value;
  loseConditions: Value[];
  loseRequirement: Value;
  winPriority: boolean;
  postgameAllowed: boolean;
  multiMerge: boolean;
  spawnLocation: string;
  startTileAmount: number;
  randomTileAmount: number;
  nextTiles: number;
  startGameVars: Value[];
  startModifierVars: Value[];
  startMvarIndices: Value[];
  scripts: Value[];
  /** Direction entries: `[moveData, text, w, h, fontSize, top, left, keys, rotation?, enabled?]`. */
  directions: Value[];
  /** Automatic moves: `[moveData, timing, condition?]`. */
  autoDirections: Value[];
  /** `[v, h, slide]` CalcArrays giving each tile's actual movement. */
  movementParameters: Value[];
  statBoxes: Value[];
  gameplayBackground: Value;
  gridBackground: Value;
  tileBackground: Value;
  textBackground: Value;
  gameplayRulesText: Value;
  hiddenTileText: boolean;
  tileValueFunction: Value;
  discoveredTilesFilter: Value[];
  spawnTileBlocked: Value;
  directionBlocked: Value;
  gameplayComponentOpacities: Value[];
  displayLagReductions: Value[];
  displayGridIntervalTime: number;
  tileDisplayKnownLevel: number;
  mergeResultKnownLevel: number;
  knownMergeLookbackDistance: number;
  knownMergeMaxLength: number;
  /**
   * Holes, block tiles and slippery cells placed on random empty cells at every game start (global
   * modifiers m[17], m[18], m[28]; not part of a mode code). Absent: none.
   */
  startPlacements?: StartPlacements;
}

export const DEFAULT_MOVEMENT_PARAMETERS: readonly Value[] = ['@VDir', '@HDir', '@SlideAmount'];

function dirEntry(v: number, h: number, text: string, top: number, left: number, keys: string[]): Value {
  const u = 5 / 33;
  return [[v, h, Infinity, 0, [1, true, true, true]], text, u, u, 3 / 33, top, left, keys, 0];
}

/** The built-in orthogonal direction set (up, down, left, right). */
export function orthogonalDirections(): Value[] {
  return [
    dirEntry(-1, 0, '↑', 6 / 33, 14 / 33, ['ArrowUp', 'KeyW']),
    dirEntry(1, 0, '↓', 22 / 33, 14 / 33, ['ArrowDown', 'KeyS', 'KeyX']),
    dirEntry(0, -1, '←', 14 / 33, 6 / 33, ['ArrowLeft', 'KeyA']),
    dirEntry(0, 1, '→', 14 / 33, 22 / 33, ['ArrowRight', 'KeyD']),
  ];
}

export function emptyGrid(width: number, height: number): Value[][] {
  // Checked before allocating: an untrusted code or plugin file may ask for any size. The one
  // board-size limit (formats/board-size.ts), shared with the importers and saves.
  const size = boardSizeProblem(width, height);
  if (size !== null) throw new ModeBuildError('limit', 'grid size', size);
  return Array.from({ length: height }, () => Array.from({ length: width }, () => '@Empty' as Value));
}

/** A mode with every field at the documented default (classic 2048 on 4×4). */
export function defaultMode(overrides: Partial<ModeDefinition> = {}): ModeDefinition {
  const width = overrides.width ?? 4;
  const height = overrides.height ?? 4;
  return {
    width,
    height,
    hexagonal: false,
    startingGrid: overrides.startingGrid ?? emptyGrid(width, height),
    tileNumAmount: 1,
    tileTypes: [],
    mergeRules: CLASSIC_MERGE_RULES.slice(),
    startTileSpawns: [
      [[0], 85],
      [[1], 12],
      [[2], 3],
    ],
    startForcedSpawns: [],
    spawnConditions: true,
    winConditions: [[11]],
    winRequirement: 1,
    loseConditions: [],
    loseRequirement: false,
    winPriority: true,
    postgameAllowed: true,
    multiMerge: false,
    spawnLocation: 'All',
    startTileAmount: 2,
    randomTileAmount: 1,
    nextTiles: 0,
    startGameVars: [],
    startModifierVars: [],
    startMvarIndices: [],
    scripts: [],
    directions: orthogonalDirections(),
    autoDirections: [],
    movementParameters: DEFAULT_MOVEMENT_PARAMETERS.slice(),
    statBoxes: [['Score', '@Score']],
    gameplayBackground: '#fff5da',
    gridBackground: '#c7bea7',
    tileBackground: '#ece0c2',
    textBackground: '#524c46',
    gameplayRulesText: [],
    hiddenTileText: false,
    tileValueFunction: [0],
    discoveredTilesFilter: [],
    spawnTileBlocked: false,
    directionBlocked: false,
    gameplayComponentOpacities: [],
    displayLagReductions: [],
    displayGridIntervalTime: Infinity,
    tileDisplayKnownLevel: 3,
    mergeResultKnownLevel: 2,
    knownMergeLookbackDistance: 0,
    knownMergeMaxLength: 2,
    ...overrides,
  };
}

function list(x: Value, fallback: Value[] = []): Value[] {
  return Array.isArray(x) ? x : fallback;
}

function num(x: Value, fallback: number): number {
  if (typeof x === 'number') return x;
  if (typeof x === 'string' && x.trim() !== '') {
    const n = Number(x);
    return Number.isNaN(n) ? fallback : n;
  }
  return fallback;
}

/**
 * Builds a mode from decoded mode-code fields keyed by name (values as the importer decoded them:
 * numbers for str parts, extended-JSON values for json parts). Missing fields take the import
 * defaults of formats.md §4.1.
 */
export function modeFromFields(f: Partial<Record<keyof ModeDefinition, Value>>): ModeDefinition {
  const width = num(f.width ?? 4, 4);
  const height = num(f.height ?? 4, 4);
  const startModifierVars = list(f.startModifierVars ?? []);
  const grid = list(f.startingGrid ?? null);
  return defaultMode({
    width,
    height,
    startingGrid: grid.length ? (grid.map((r) => list(r)) as Value[][]) : emptyGrid(width, height),
    directions: list(f.directions ?? null, orthogonalDirections()),
    autoDirections: list(f.autoDirections ?? []),
    movementParameters: list(f.movementParameters ?? null, DEFAULT_MOVEMENT_PARAMETERS.slice()),
    tileNumAmount: num(f.tileNumAmount ?? 1, 1),
    tileTypes: list(f.tileTypes ?? []),
    mergeRules: list(f.mergeRules ?? null, CLASSIC_MERGE_RULES.slice()),
    startTileSpawns: list(f.startTileSpawns ?? []),
    startForcedSpawns: list(f.startForcedSpawns ?? []),
    winConditions: list(f.winConditions ?? []),
    winRequirement: f.winRequirement ?? 1,
    loseConditions: list(f.loseConditions ?? []),
    loseRequirement: f.loseRequirement ?? false,
    winPriority: f.winPriority !== false,
    postgameAllowed: f.postgameAllowed !== false,
    statBoxes: list(f.statBoxes ?? []),
    gameplayBackground: f.gameplayBackground ?? '#fff5da',
    gridBackground: f.gridBackground ?? '#c7bea7',
    tileBackground: f.tileBackground ?? '#ece0c2',
    textBackground: f.textBackground ?? '#524c46',
    gameplayRulesText: f.gameplayRulesText ?? [],
    multiMerge: f.multiMerge === true,
    spawnLocation: typeof f.spawnLocation === 'string' ? f.spawnLocation : 'All',
    startTileAmount: num(f.startTileAmount ?? 2, 2),
    randomTileAmount: num(f.randomTileAmount ?? 1, 1),
    spawnConditions: f.spawnConditions === undefined ? true : f.spawnConditions,
    nextTiles: num(f.nextTiles ?? 0, 0),
    startGameVars: list(f.startGameVars ?? []),
    startModifierVars,
    scripts: list(f.scripts ?? []),
    hexagonal: f.hexagonal === true,
    hiddenTileText: f.hiddenTileText === true,
    tileDisplayKnownLevel: num(f.tileDisplayKnownLevel ?? 2, 2),
    mergeResultKnownLevel: num(f.mergeResultKnownLevel ?? 0, 0),
    knownMergeLookbackDistance: num(f.knownMergeLookbackDistance ?? Infinity, Infinity),
    knownMergeMaxLength: num(f.knownMergeMaxLength ?? Infinity, Infinity),
    tileValueFunction: f.tileValueFunction === undefined ? [0] : f.tileValueFunction,
    discoveredTilesFilter: list(f.discoveredTilesFilter ?? []),
    displayGridIntervalTime: num(f.displayGridIntervalTime ?? Infinity, Infinity),
    spawnTileBlocked: f.spawnTileBlocked === undefined ? false : f.spawnTileBlocked,
    directionBlocked: f.directionBlocked === undefined ? false : f.directionBlocked,
    gameplayComponentOpacities: list(f.gameplayComponentOpacities ?? []),
    // QUIRK: read back with Number() in mode codes, i.e. never a list after import.
    displayLagReductions: list(f.displayLagReductions ?? []),
    startMvarIndices: Array.isArray(f.startMvarIndices) ? f.startMvarIndices : startModifierVars.map(() => false),
  });
}

/** Builds a mode from an imported code's mode parts (src/formats). */
export function modeFromRaw(r: RawModeParts): ModeDefinition {
  return modeFromFields({
    width: r.width,
    height: r.height,
    startingGrid: r.startingGrid,
    directions: r.directions,
    autoDirections: r.auto_directions,
    movementParameters: r.movementParameters,
    tileNumAmount: r.TileNumAmount,
    tileTypes: r.TileTypes,
    mergeRules: r.MergeRules,
    startTileSpawns: r.startTileSpawns,
    startForcedSpawns: r.start_forcedSpawns,
    winConditions: r.winConditions,
    winRequirement: r.winRequirement,
    loseConditions: r.loseConditions,
    loseRequirement: r.loseRequirement,
    winPriority: r.winPriority,
    postgameAllowed: r.postgameAllowed,
    statBoxes: r.statBoxes,
    gameplayBackground: r.gameplayBackground,
    gridBackground: r.gridBackground,
    tileBackground: r.tileBackground,
    textBackground: r.textBackground,
    gameplayRulesText: r.gameplayRulesText,
    multiMerge: r.multiMerge,
    spawnLocation: r.spawnLocation,
    startTileAmount: r.startTileAmount,
    randomTileAmount: r.randomTileAmount,
    spawnConditions: r.spawnConditions,
    nextTiles: r.nextTiles,
    startGameVars: r.start_game_vars,
    startModifierVars: r.start_modifier_vars,
    scripts: r.scripts,
    hexagonal: r.hexagonal,
    hiddenTileText: r.hiddenTileText,
    tileDisplayKnownLevel: r.tileDisplayKnownLevel,
    mergeResultKnownLevel: r.mergeResultKnownLevel,
    knownMergeLookbackDistance: r.knownMergeLookbackDistance,
    knownMergeMaxLength: r.knownMergeMaxLength,
    tileValueFunction: r.tileValueFunction,
    discoveredTilesFilter: r.discoveredTilesFilter,
    displayGridIntervalTime: r.displayGridIntervalTime,
    spawnTileBlocked: r.spawnTileBlocked,
    directionBlocked: r.directionBlocked,
    gameplayComponentOpacities: r.gameplayComponentOpacities,
    displayLagReductions: r.displayLagReductions,
    startMvarIndices: r.start_mvar_indices,
  });
}

/** A deep-enough copy: every list field copied one level (values are immutable by convention). */
export function cloneMode(m: ModeDefinition): ModeDefinition {
  return { ...m, startingGrid: m.startingGrid.map((r) => r.slice()), mergeRules: m.mergeRules.slice() };
}
