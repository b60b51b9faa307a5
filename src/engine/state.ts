// The game state (engine.md §1). It *is* the CalcHost the language reads and edits, plus the
// engine-only bookkeeping (won flag, direction availability, spawn bags, replay log, tile ids).
import type { CalcEffects, CalcHost } from '../calc/host.ts';
import { silentEffects } from '../calc/host.ts';
import type { Value } from '../calc/values.ts';

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

/** Every field an undo snapshot keeps; lists are copied one level (values are immutable). */
const LIST_FIELDS = [
  'gameVars',
  'modifierVars',
  'mvarIndices',
  'discoveredTiles',
  'discoveredWinning',
  'discoveredLosing',
  'nextSpawns',
  'tileOrder',
  'tileSpawns',
  'forcedSpawns',
  'scriptSignals',
  'mergeRules',
  'otherRandomEvents',
  'directionsAvailable',
  'scriptLastRun',
  'movesPlayed',
  'currentMovePlayed',
  'replayOtherSpawns',
  'replayTimestamps',
] as const;

const SCALAR_FIELDS = [
  'score',
  'moves',
  'merges',
  'mergeMoves',
  'mergesBefore',
  'screen',
  'subScreen',
  'moveInProgress',
  'startGameTime',
  'firstMoveTime',
  'moveStartTime',
  'moveEndTime',
  'victoryTime',
  'gameOverTime',
  'rngIndex',
  'won',
  'manualMoves',
  'possibleOverChecked',
  'nextId',
  'tileValueFunction',
  'isPlayingReplay',
] as const;

export type StateSnapshot = Readonly<Record<string, unknown>>;

export function snapshotState(s: GameState): StateSnapshot {
  const out: Record<string, unknown> = {};
  for (const k of LIST_FIELDS) out[k] = (s[k] as unknown[]).slice();
  for (const k of SCALAR_FIELDS) out[k] = s[k];
  out.grid = s.grid.map((r) => r.slice());
  out.ids = s.ids.map((r) => r.slice());
  out.idRefs = s.idRefs.map((r) => r.slice());
  out.spawnBoxes = s.spawnBoxes.map((b) => b.slice());
  out.primes = s.primes;
  return out;
}

export function restoreState(s: GameState, snap: StateSnapshot): void {
  const t = s as unknown as Record<string, unknown>;
  for (const k of LIST_FIELDS) t[k] = (snap[k] as unknown[]).slice();
  for (const k of SCALAR_FIELDS) t[k] = snap[k];
  s.grid = (snap.grid as Value[][]).map((r) => r.slice());
  s.ids = (snap.ids as number[][]).map((r) => r.slice());
  s.idRefs = (snap.idRefs as Value[][]).map((r) => r.slice());
  s.spawnBoxes = (snap.spawnBoxes as Value[][]).map((b) => b.slice());
}
