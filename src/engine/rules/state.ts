// The game state (engine.md §1). It *is* the CalcHost the language reads and edits, plus the
// engine-only bookkeeping (won flag, direction availability, spawn bags, replay log, tile ids).
import type { CalcEffects, CalcHost, StepMeter } from '../../calc/host.ts';
import { silentEffects } from '../../calc/host.ts';
import type { Value } from '../../calc/values.ts';

export type Pos = [number, number];

export type Screen = 'Gameplay' | 'Win' | 'Game Over';

export class GameState implements CalcHost {
  // --- CalcHost -------------------------------------------------------------------------------
  grid: Value[][] = [];
  width = 4;
  height = 4;
  tileNumAmount = 1;
  hexagonal = false;
  gameVars: Value[] = [];
  modifierVars: Value[] = [];
  mvarIndices: Value[] = [];
  score = 0;
  /** `moves_so_far` */
  moves = 0;
  /** `merges_so_far` */
  merges = 0;
  /** `moves_where_merged` */
  mergeMoves = 0;
  /** `merges_before_now` */
  mergesBefore = 0;
  discoveredTiles: Value[] = [];
  discoveredWinning: Value[] = [];
  discoveredLosing: Value[] = [];
  /** The spawn conveyor (`@NextSpawns`). */
  nextSpawns: Value[] = ['@Empty'];
  tileOrder: Value[] = [];
  tileSpawns: Value[] = [];
  forcedSpawns: Value[] = [];
  scripts: Value[] = [];
  scriptSignals: Value[] = [];
  mergeRules: Value[] = [];
  tileValueFunction: Value = [0];
  discoveredTilesFilter: Value[] = [];
  screen: string = 'Gameplay';
  subScreen: number | string = 1;
  moveInProgress = false;
  postgameAllowed = true;
  startGameTime: number | false = false;
  firstMoveTime: number | false = false;
  moveStartTime: number | false = false;
  moveEndTime: number | false = false;
  victoryTime: number | false = false;
  gameOverTime: number | false = false;
  now: () => number = () => 0;
  random: () => number = Math.random;
  primes: bigint[] = [2n, 3n, 5n];
  isPlayingReplay = false;
  otherRandomEvents: Value[] = [0];
  rngIndex = 0;
  effects: CalcEffects = silentEffects();
  /** The action's step budget while an action runs (Game), else null. */
  stepMeter: StepMeter | null = null;

  // --- engine ---------------------------------------------------------------------------------
  /** §1.4: discovered winning tiles while not won; −1 continued; −2/−3 forced loss. */
  won = 0;
  manualMoves = 0;
  directionsAvailable: boolean[] = [];
  possibleOverChecked = false;
  /** One bag per spawn-table entry (only "Box" entries use theirs). */
  spawnBoxes: Value[][] = [];
  /** Per script: last time it ran (ms), or false once an Interval script stopped. */
  scriptLastRun: (number | false)[] = [];
  movesPlayed: Value[] = [];
  currentMovePlayed: Value[] = [-1];
  replayOtherSpawns: Value[] = [];
  replayTimestamps: Value[] = [];
  /** Stable tile ids for animation, parallel to `grid` (0 = no tile). */
  ids: number[][] = [];
  /** The cell values the ids were assigned for (to notice edits made by scripts). */
  idRefs: Value[][] = [];
  nextId = 1;
}

// Undo snapshots. Lists are copied one level (values are immutable by convention); the fields
// are spelled out, not looped over by name, so that taking one (every action) stays cheap.

/**
 * A list the engine only appends to (or replaces wholesale) and the language cannot edit (replay
 * logs, discovered tiles):
 * the snapshot keeps the list and its length, and a restore copies that prefix. This keeps a
 * snapshot O(1) in the length of the game.
 */
interface LogPrefix {
  readonly list: readonly Value[];
  readonly length: number;
}

const logPrefix = (list: Value[]): LogPrefix => ({ list, length: list.length });

/**
 * The list a restore puts in place of `live` for a logged prefix: `live` itself when it holds
 * exactly that prefix (a search restoring one position over and over keeps its lists, and with
 * them what the discovery checks remember per list object), else a copy. Keeping it is safe
 * because these lists are only appended to.
 */
function restoredLog(live: Value[], p: LogPrefix): Value[] {
  const n = p.length;
  if (live.length !== n) return p.list.slice(0, n);
  if (live !== p.list) for (let i = n - 1; i >= 0; i--) if (live[i] !== p.list[i]) return p.list.slice(0, n);
  return live;
}

/** Shared by snapshots for every empty list: a restore copies lists, so it is never handed out. */
const EMPTY: readonly never[] = Object.freeze([]);

const copyList = <T>(list: T[]): T[] => (list.length === 0 ? (EMPTY as unknown as T[]) : list.slice());

// Appended: `new Array(n)` makes a holey list, whose every read then checks for holes.
const copyRows = <T>(rows: readonly (readonly T[])[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i++) out.push(rows[i]!.slice());
  return out;
};

export class StateSnapshot {
  readonly gameVars: Value[];
  readonly modifierVars: Value[];
  readonly mvarIndices: Value[];
  readonly discoveredTiles: LogPrefix;
  readonly discoveredWinning: LogPrefix;
  readonly discoveredLosing: LogPrefix;
  readonly nextSpawns: Value[];
  readonly tileOrder: Value[];
  readonly tileSpawns: Value[];
  readonly forcedSpawns: Value[];
  readonly scriptSignals: Value[];
  readonly mergeRules: Value[];
  readonly otherRandomEvents: Value[];
  readonly directionsAvailable: boolean[];
  readonly scriptLastRun: (number | false)[];
  readonly currentMovePlayed: Value[];
  readonly movesPlayed: LogPrefix;
  readonly replayOtherSpawns: LogPrefix;
  readonly replayTimestamps: LogPrefix;
  readonly score: number;
  readonly moves: number;
  readonly merges: number;
  readonly mergeMoves: number;
  readonly mergesBefore: number;
  readonly screen: string;
  readonly subScreen: number | string;
  readonly moveInProgress: boolean;
  readonly startGameTime: number | false;
  readonly firstMoveTime: number | false;
  readonly moveStartTime: number | false;
  readonly moveEndTime: number | false;
  readonly victoryTime: number | false;
  readonly gameOverTime: number | false;
  readonly rngIndex: number;
  readonly won: number;
  readonly manualMoves: number;
  readonly possibleOverChecked: boolean;
  readonly nextId: number;
  readonly tileValueFunction: Value;
  readonly isPlayingReplay: boolean;
  readonly grid: Value[][];
  readonly ids: number[][];
  readonly idRefs: Value[][];
  readonly spawnBoxes: Value[][];
  readonly primes: bigint[];

  constructor(s: GameState) {
    this.gameVars = copyList(s.gameVars);
    this.modifierVars = copyList(s.modifierVars);
    this.mvarIndices = copyList(s.mvarIndices);
    this.discoveredTiles = logPrefix(s.discoveredTiles);
    this.discoveredWinning = logPrefix(s.discoveredWinning);
    this.discoveredLosing = logPrefix(s.discoveredLosing);
    this.nextSpawns = copyList(s.nextSpawns);
    // Never edited in place (the language only reads copies; the engine assigns new lists).
    this.tileOrder = s.tileOrder;
    this.tileSpawns = copyList(s.tileSpawns);
    this.forcedSpawns = copyList(s.forcedSpawns);
    this.scriptSignals = copyList(s.scriptSignals);
    this.mergeRules = s.mergeRules;
    this.otherRandomEvents = copyList(s.otherRandomEvents);
    this.directionsAvailable = copyList(s.directionsAvailable);
    this.scriptLastRun = copyList(s.scriptLastRun);
    this.currentMovePlayed = copyList(s.currentMovePlayed);
    this.movesPlayed = logPrefix(s.movesPlayed);
    this.replayOtherSpawns = logPrefix(s.replayOtherSpawns);
    this.replayTimestamps = logPrefix(s.replayTimestamps);
    this.score = s.score;
    this.moves = s.moves;
    this.merges = s.merges;
    this.mergeMoves = s.mergeMoves;
    this.mergesBefore = s.mergesBefore;
    this.screen = s.screen;
    this.subScreen = s.subScreen;
    this.moveInProgress = s.moveInProgress;
    this.startGameTime = s.startGameTime;
    this.firstMoveTime = s.firstMoveTime;
    this.moveStartTime = s.moveStartTime;
    this.moveEndTime = s.moveEndTime;
    this.victoryTime = s.victoryTime;
    this.gameOverTime = s.gameOverTime;
    this.rngIndex = s.rngIndex;
    this.won = s.won;
    this.manualMoves = s.manualMoves;
    this.possibleOverChecked = s.possibleOverChecked;
    this.nextId = s.nextId;
    this.tileValueFunction = s.tileValueFunction;
    this.isPlayingReplay = s.isPlayingReplay;
    this.grid = copyRows(s.grid);
    this.ids = copyRows(s.ids);
    this.idRefs = copyRows(s.idRefs);
    this.spawnBoxes = copyRows(s.spawnBoxes);
    this.primes = s.primes;
  }
}

export function snapshotState(s: GameState): StateSnapshot {
  return new StateSnapshot(s);
}

/** `live` when it holds exactly `saved`'s elements (nothing to copy), else a copy of `saved`. */
function keptList<T>(live: T[], saved: readonly T[]): T[] {
  const n = saved.length;
  if (live.length === n) {
    let i = 0;
    while (i < n && live[i] === saved[i]) i++;
    if (i === n) return live;
  }
  return saved.slice();
}

/** `keptList` per row: the live grid when every row is kept, else a new one sharing the kept rows. */
function keptRows<T>(live: T[][], saved: readonly (readonly T[])[]): T[][] {
  const n = saved.length;
  let out: T[][] | null = live.length === n ? null : [];
  for (let i = 0; i < n; i++) {
    const row = i < live.length ? keptList(live[i]!, saved[i]!) : saved[i]!.slice();
    if (out === null && row !== live[i]) out = live.slice(0, i);
    if (out !== null) out.push(row);
  }
  return out ?? live;
}

/**
 * Puts the state back at a snapshot. Lists the snapshot copied are copied again (the language may
 * edit them in place), except, with `reuse`, a live list or grid row that holds exactly the
 * snapshot's elements already: a search restoring one position over and over then copies only
 * what its last move changed. (Without `reuse`, code that held a list of the state before the
 * restore never sees it change.)
 */
export function restoreState(s: GameState, snap: StateSnapshot, reuse = false): void {
  if (reuse) {
    restoreReusing(s, snap);
    return;
  }
  s.gameVars = snap.gameVars.slice();
  s.modifierVars = snap.modifierVars.slice();
  s.mvarIndices = snap.mvarIndices.slice();
  s.discoveredTiles = snap.discoveredTiles.list.slice(0, snap.discoveredTiles.length);
  s.discoveredWinning = snap.discoveredWinning.list.slice(0, snap.discoveredWinning.length);
  s.discoveredLosing = snap.discoveredLosing.list.slice(0, snap.discoveredLosing.length);
  s.nextSpawns = snap.nextSpawns.slice();
  s.tileOrder = snap.tileOrder.slice();
  s.tileSpawns = snap.tileSpawns.slice();
  s.forcedSpawns = snap.forcedSpawns.slice();
  s.scriptSignals = snap.scriptSignals.slice();
  s.mergeRules = snap.mergeRules.slice();
  s.otherRandomEvents = snap.otherRandomEvents.slice();
  s.directionsAvailable = snap.directionsAvailable.slice();
  s.scriptLastRun = snap.scriptLastRun.slice();
  s.currentMovePlayed = snap.currentMovePlayed.slice();
  s.movesPlayed = snap.movesPlayed.list.slice(0, snap.movesPlayed.length);
  s.replayOtherSpawns = snap.replayOtherSpawns.list.slice(0, snap.replayOtherSpawns.length);
  s.replayTimestamps = snap.replayTimestamps.list.slice(0, snap.replayTimestamps.length);
  restoreScalars(s, snap);
  s.grid = copyRows(snap.grid);
  s.ids = copyRows(snap.ids);
  s.idRefs = copyRows(snap.idRefs);
  s.spawnBoxes = copyRows(snap.spawnBoxes);
}

/** `restoreState` with `reuse`. */
function restoreReusing(s: GameState, snap: StateSnapshot): void {
  s.gameVars = keptList(s.gameVars, snap.gameVars);
  s.modifierVars = keptList(s.modifierVars, snap.modifierVars);
  s.mvarIndices = keptList(s.mvarIndices, snap.mvarIndices);
  s.discoveredTiles = restoredLog(s.discoveredTiles, snap.discoveredTiles);
  s.discoveredWinning = restoredLog(s.discoveredWinning, snap.discoveredWinning);
  s.discoveredLosing = restoredLog(s.discoveredLosing, snap.discoveredLosing);
  s.nextSpawns = keptList(s.nextSpawns, snap.nextSpawns);
  s.tileOrder = keptList(s.tileOrder, snap.tileOrder);
  s.tileSpawns = keptList(s.tileSpawns, snap.tileSpawns);
  s.forcedSpawns = keptList(s.forcedSpawns, snap.forcedSpawns);
  s.scriptSignals = keptList(s.scriptSignals, snap.scriptSignals);
  s.mergeRules = keptList(s.mergeRules, snap.mergeRules);
  s.otherRandomEvents = keptList(s.otherRandomEvents, snap.otherRandomEvents);
  s.directionsAvailable = keptList(s.directionsAvailable, snap.directionsAvailable);
  s.scriptLastRun = keptList(s.scriptLastRun, snap.scriptLastRun);
  s.currentMovePlayed = keptList(s.currentMovePlayed, snap.currentMovePlayed);
  s.movesPlayed = restoredLog(s.movesPlayed, snap.movesPlayed);
  s.replayOtherSpawns = restoredLog(s.replayOtherSpawns, snap.replayOtherSpawns);
  s.replayTimestamps = restoredLog(s.replayTimestamps, snap.replayTimestamps);
  restoreScalars(s, snap);
  s.grid = keptRows(s.grid, snap.grid);
  s.ids = keptRows(s.ids, snap.ids);
  s.idRefs = keptRows(s.idRefs, snap.idRefs);
  s.spawnBoxes = keptRows(s.spawnBoxes, snap.spawnBoxes);
}

function restoreScalars(s: GameState, snap: StateSnapshot): void {
  s.score = snap.score;
  s.moves = snap.moves;
  s.merges = snap.merges;
  s.mergeMoves = snap.mergeMoves;
  s.mergesBefore = snap.mergesBefore;
  s.screen = snap.screen;
  s.subScreen = snap.subScreen;
  s.moveInProgress = snap.moveInProgress;
  s.startGameTime = snap.startGameTime;
  s.firstMoveTime = snap.firstMoveTime;
  s.moveStartTime = snap.moveStartTime;
  s.moveEndTime = snap.moveEndTime;
  s.victoryTime = snap.victoryTime;
  s.gameOverTime = snap.gameOverTime;
  s.rngIndex = snap.rngIndex;
  s.won = snap.won;
  s.manualMoves = snap.manualMoves;
  s.possibleOverChecked = snap.possibleOverChecked;
  s.nextId = snap.nextId;
  s.tileValueFunction = snap.tileValueFunction;
  s.isPlayingReplay = snap.isPlayingReplay;
}
