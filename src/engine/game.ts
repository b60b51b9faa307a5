// The game manager: starting a game (engine.md §3), moves, clicks, the Interval timer, Continue.
// Every action is transactional: if an expression fails with a CalcArrayError the state goes back
// to before the action and the error is reported. Undo is the app's (worker/game-save.ts keeps
// positions), not the engine's: the original has none.
import type { MoveTracer } from './trace.ts';
import { CalcArrayError, limitError } from '../calc/errors.ts';
import type { StepMeter } from '../calc/host.ts';
import { expandMultiLengthRules } from './rules/merge-rules.ts';
import { storesSoFar } from '../calc/stored-size.ts';
import type { Value } from '../calc/values.ts';
import type { CacheSnapshot } from './speedups/cache.ts';
import { mayBypassCache } from './speedups/cache-transparency.ts';
import { Core, SpawnFeed, type EngineOptions, type SpawnRecord } from './core.ts';
import type { MoveResult } from './events.ts';
import { FastMoves } from './speedups/fast-move.ts';
import { growPrimesForDisplay } from './rules/display-primes.ts';
import { checkStateSize } from './state-budget.ts';
import { cloneMode, type ModeDefinition } from './mode.ts';
import { boardSizeProblem } from '../formats/board-size.ts';
import { allTrue, hasHoles } from './speedups/packed.ts';
import { colourArrows, directionBlocked, gameOver, moveHandler, moveInfoFrom, victory } from './rules/move.ts';
import type { RngState } from './rng.ts';
import { runScripts } from './rules/scripts.ts';
import {
  adoptRecordedConveyor,
  forcedSpawns,
  initSpawnBoxes,
  randomSpawns,
  refillConveyor,
  START_SPAWN_CONTEXT,
} from './rules/spawn.ts';
import { noStartPlacements, placeAtStart } from './start-placements.ts';
import { restoreState, snapshotState, type GameState, type StateSnapshot } from './rules/state.ts';

export interface StartOptions {
  /** Recorded start spawns to place instead of drawing (replay playback). */
  spawns?: SpawnRecord[];
  /** A recorded random-event log: random operators return its entries instead of drawing. */
  randomLog?: Value[];
  /** The recorded conveyor after the start (the tiles pre-rolled for a visible next-tiles strip). */
  conveyor?: Value[];
}

export interface ActionOptions {
  /** Recorded spawns of this move to place instead of drawing (replay playback). */
  spawns?: SpawnRecord[];
  /** The recorded conveyor after the move (supplies tiles drawn for spawns that found no cell). */
  conveyor?: Value[];
  /** Recorded spawns of each automatic move of this move that counted as its own move. */
  otherSpawns?: SpawnRecord[][];
  /** Reports what the move does as it runs (the Rule inspector; src/engine/trace.ts). */
  tracer?: MoveTracer;
}

/** A whole game but its merge-result cache (`Game.position`). */
export interface GamePosition {
  readonly state: StateSnapshot;
  readonly rng: RngState;
  readonly timerDue: number | null;
}

/** The whole game before an action, to roll a failed action back. */
interface Snapshot {
  state: StateSnapshot;
  rng: RngState;
  cache: CacheSnapshot;
  timerDue: number | null;
}

/** Sizes beyond these would exhaust memory (the original would freeze or crash). */
const MAX_NEXT_TILES = 10_000;
const MAX_TILE_NUMBERS = 10_000;

function checkSize(width: number, height: number, nextTiles: number, tileNumAmount: number): void {
  const ok = (n: number, max: number): boolean => Number.isInteger(n) && n >= 0 && n <= max;
  const size = boardSizeProblem(width, height);
  if (size !== null) throw limitError('game start', size);
  if (!(nextTiles <= MAX_NEXT_TILES)) throw limitError('game start', `${nextTiles} next tiles are too many`);
  if (!ok(tileNumAmount, MAX_TILE_NUMBERS))
    throw limitError('game start', `${tileNumAmount} numbers per tile are too many`);
}

/**
 * Steps that all CalcArray evaluations of one action may take together (each is also held to its
 * own CalcLimits.maxSteps). Not in the original: a community mode with many scripts, or merge
 * conditions near the per-evaluation budget tried on every pair, could spend minutes on one move.
 * The recorded games and community codes need at most about 130,000 steps in an action.
 */
export const ACTION_STEP_BUDGET = 10_000_000;

export interface GameOptions extends EngineOptions {
  /** Steps per action (default ACTION_STEP_BUDGET). */
  actionStepBudget?: number;
  /**
   * Play moves inside the fast subset with the fast move (fast-move.ts; default true). The
   * results are the same either way; tests turn it off to compare.
   */
  fastMoves?: boolean;
  /**
   * Code outside the engine (plugin hooks) may edit the state between moves: the fast move then
   * compares the board with the live grid before every move. Without it, code that edits `state`
   * directly calls `stateEdited` afterwards (display code's edits, made by evaluations, are
   * noticed on their own).
   */
  editedBetweenMoves?: boolean;
}

export class Game {
  readonly core: Core;
  /** The mode's direction list has no holes (see `availableDirections`). */
  private readonly denseDirections: boolean;
  private timerDue: number | null = null;
  private readonly fast: FastMoves | null;
  /** storesSoFar() when the state was last measured against its budget (state-budget.ts). */
  private storesChecked = -1;
  private readonly meter: StepMeter;

  constructor(mode: ModeDefinition, opts: GameOptions) {
    this.core = new Core(cloneMode(mode), opts);
    this.denseDirections = !hasHoles(this.core.mode.directions);
    this.meter = { left: 0, budget: opts.actionStepBudget ?? ACTION_STEP_BUDGET, what: 'action' };
    this.fast = opts.fastMoves === false ? null : new FastMoves(this.core);
    if (this.fast) this.fast.checkEveryMove = opts.editedBetweenMoves === true;
    this.core.onSignalledWinCheck = (w) => this.endBySignal(w);
  }

  get state(): GameState {
    return this.core.state;
  }

  get mode(): ModeDefinition {
    return this.core.mode;
  }

  /**
   * Tells the game that code outside it edited `state` directly since the last action (a test
   * setting up a position, say): the next move reads the game afresh. Not needed with
   * GameOptions.editedBetweenMoves.
   */
  stateEdited(): void {
    this.fast?.forget();
  }

  /**
   * The game's position (state, generator, timer) to hand to another game of the same mode with
   * `setPosition`: a search (src/agent) plays copies forward without touching this game. The
   * merge-result cache is not part of it (each game keeps its own).
   */
  position(): GamePosition {
    const c = this.core;
    return { state: snapshotState(c.state), rng: c.rng.getState(), timerDue: this.timerDue };
  }

  /**
   * Puts the game at a position taken with `position` (from any game of the same mode). Lists and
   * grid rows of this game that already hold the position's elements are kept rather than copied
   * (restoreState's `reuse`): a search restoring one position over and over copies only what its
   * last move changed.
   */
  setPosition(p: GamePosition): void {
    const c = this.core;
    this.fast?.forget();
    const rules = c.state.mergeRules;
    restoreState(c.state, p.state, true);
    // The same rules keep the same list, so the fast move keeps what it worked out per pair.
    const given = c.state.mergeRules;
    if (rules.length === given.length && rules.every((r, i) => r === given[i])) c.state.mergeRules = rules;
    c.rng.setState(p.rng);
    this.timerDue = p.timerDue;
  }

  /** Moves played by the fast move so far (fast-move.ts). */
  get fastMovesPlayed(): number {
    return this.fast?.committed ?? 0;
  }

  // --- starting --------------------------------------------------------------------------------

  /** Starts a game from the mode (startGame of an imported code: loads scripts and rule expansion). */
  start(opts: StartOptions = {}): MoveResult {
    return this.act(() => {
      this.startGame(true, opts);
      return true;
    });
  }

  /** Play Again (§3.2): a new game without reloading the mode (rule transformations persist). */
  playAgain(opts: StartOptions = {}): MoveResult {
    return this.act(() => {
      this.startGame(false, opts);
      return true;
    });
  }

  private startGame(load: boolean, opts: StartOptions): void {
    const c = this.core;
    const s = c.state;
    const m = c.mode;
    s.directionsAvailable = this.availableDirections();
    s.possibleOverChecked = false;
    s.score = 0;
    s.won = 0;
    s.moves = 0;
    // The original keeps manual_moves_so_far across games (a QUIRK that only leaks between games).
    s.manualMoves = 0;
    s.merges = 0;
    s.mergeMoves = 0;
    s.mergesBefore = 0;
    s.discoveredTiles = [];
    s.discoveredWinning = [];
    s.discoveredLosing = [];
    s.movesPlayed = [];
    s.currentMovePlayed = [-1];
    s.replayOtherSpawns = [];
    s.replayTimestamps = [-1];
    s.isPlayingReplay = opts.randomLog !== undefined;
    s.otherRandomEvents = opts.randomLog ? opts.randomLog.slice() : [0];
    s.rngIndex = 0;
    s.screen = 'Gameplay';
    s.moveInProgress = false;
    c.cache.clear();
    c.feed = opts.spawns ? new SpawnFeed(opts.spawns, opts.conveyor) : null;
    if (load) {
      s.width = m.width;
      s.height = m.height;
      s.tileNumAmount = m.tileNumAmount;
      s.hexagonal = m.hexagonal;
      s.mergeRules = m.mergeRules.slice();
      s.scripts = m.scripts;
      s.tileValueFunction = m.tileValueFunction;
      s.discoveredTilesFilter = m.discoveredTilesFilter;
      s.postgameAllowed = m.postgameAllowed;
    }
    checkSize(s.width, s.height, m.nextTiles, s.tileNumAmount);
    const boxTile = (): Value[] => ['BlackBox', ...new Array<Value>(Math.max(0, s.tileNumAmount - 1)).fill(0)];
    // Exactly height × width cells; cells missing from the template are not part of the board.
    // (Plain loops: a restart is frequent in simulations.)
    const grid: Value[][] = [];
    for (let v = 0; v < s.height; v++) {
      const row = m.startingGrid[v];
      const out: Value[] = [];
      for (let h = 0; h < s.width; h++) {
        const cell = Array.isArray(row) && h < row.length ? row[h] : '@Void';
        out.push(Array.isArray(cell) && cell[0] === 'BlackBox' ? boxTile() : cell);
      }
      grid.push(out);
    }
    s.grid = grid;
    c.tiles.reset();
    s.scriptLastRun = [];
    if (load) {
      this.liveFromStart();
      const vars: Value[] = [[], [], [[], m.directions, m.autoDirections]];
      runScripts(c, 'StartModeBM', {}, vars);
      this.startFromLive();
      s.mergeRules = expandMultiLengthRules(s.mergeRules, s.width, s.height, c.ruleEvaluate, s.stepMeter);
      runScripts(c, 'StartModeAM', {}, vars);
      this.startFromLive();
    }
    this.liveFromStart();
    if (!c.replaying) runScripts(c, 'RestartMode', {});
    s.directionsAvailable = this.availableDirections();
    initSpawnBoxes(c);
    s.nextSpawns = new Array<Value>(Math.max(m.nextTiles, 1)).fill('@Empty');
    if (!noStartPlacements(m.startPlacements)) placeAtStart(c, m.startPlacements!, boxTile);
    if (!c.feed) {
      // Like every spawn draw, the conveyor's start draws keep no place in the random log: a replay
      // (fed the recorded tiles) never makes them, and the original's logs hold none.
      const at = s.rngIndex;
      refillConveyor(c, START_SPAWN_CONTEXT);
      s.rngIndex = at;
    }
    forcedSpawns(c, 'BeforeSpawns', START_SPAWN_CONTEXT);
    randomSpawns(c, m.startTileAmount, START_SPAWN_CONTEXT);
    forcedSpawns(c, 'AfterSpawns', START_SPAWN_CONTEXT);
    adoptRecordedConveyor(c);
    c.feed = null;
    runScripts(c, 'EndModeSetup', {});
    growPrimesForDisplay(s, m.tileTypes);
    const now = c.clock();
    s.firstMoveTime = s.moveStartTime = s.moveEndTime = s.victoryTime = s.gameOverTime = false;
    s.startGameTime = now;
    s.scriptLastRun = s.scripts.map(() => now);
    this.timerDue = Number.isFinite(m.displayGridIntervalTime) ? now + m.displayGridIntervalTime : null;
    // The new game's cache lifetime, with its rules, spawns and board in place. A game fed
    // recorded spawns (replay playback) gets tiles from outside the mode: it keeps the cache.
    c.cache.setBypass(opts.spawns === undefined && mayBypassCache(c));
  }

  /**
   * Every direction available, as `mode.directions.map(() => true)` gives it (holes kept), packed.
   * Worked out once per Game rather than on every Play Again: looking there measured ≈ 1% of a classic
   * move (a new game every ≈ 124 moves).
   */
  private availableDirections(): boolean[] {
    const dirs = this.core.mode.directions;
    return this.denseDirections ? allTrue(dirs.length) : dirs.map(() => true);
  }

  /** The five start values become the live ones (copies). */
  private liveFromStart(): void {
    const s = this.core.state;
    const m = this.core.mode;
    s.tileSpawns = m.startTileSpawns.slice();
    s.gameVars = m.startGameVars.slice();
    s.modifierVars = m.startModifierVars.slice();
    s.mvarIndices = m.startMvarIndices.slice();
    s.forcedSpawns = m.startForcedSpawns.slice();
  }

  /** StartModeBM/AM edits are copied back into the start values (QUIRK: they accumulate on import). */
  private startFromLive(): void {
    const s = this.core.state;
    const m = this.core.mode;
    m.startTileSpawns = s.tileSpawns.slice();
    m.startGameVars = s.gameVars.slice();
    m.startModifierVars = s.modifierVars.slice();
    m.startMvarIndices = s.mvarIndices.slice();
    m.startForcedSpawns = s.forcedSpawns.slice();
  }

  // --- actions ---------------------------------------------------------------------------------

  /** Whether direction d can be played now (§5.1). */
  canMove(d: number): boolean {
    const s = this.state;
    if (s.screen !== 'Gameplay' || s.moveInProgress || this.core.replaying) return false;
    if (d < 0 || d >= this.mode.directions.length || s.directionsAvailable[d] !== true) return false;
    if (this.mode.directionBlocked === false) return true;
    return !this.guarded(() => directionBlocked(this.core, d), true);
  }

  /** Evaluations made before an action starts: a failure counts as `fallback` (the input is ignored). */
  private guarded(f: () => boolean, fallback: boolean): boolean {
    try {
      return f();
    } catch (e) {
      if (e instanceof CalcArrayError) return fallback;
      throw e;
    }
  }

  /** A manual move in direction d. Refused (accepted: false) when the direction is unavailable. */
  move(d: number, opts: ActionOptions = {}): MoveResult {
    if (!this.canMove(d)) return this.refused();
    if (this.fast && !opts.spawns && !opts.tracer) {
      // The plan evaluates pairs it has not met yet: under a budget (a fresh one, if the general
      // move then takes over).
      const s = this.core.state;
      s.stepMeter = this.fullMeter();
      let planned: boolean;
      try {
        planned = this.fast.plan(d);
      } catch (e) {
        // Only the engine's own work charged to the budget throws here (the plan catches failing
        // evaluations): the plan changed nothing in the game, so report it like a rolled-back
        // action rather than run the general move into the same limit.
        if (!(e instanceof CalcArrayError)) throw e;
        this.fast.forget();
        return { ...this.refused(), accepted: true, error: e.message };
      } finally {
        s.stepMeter = null;
      }
      if (planned) return this.commitFastMove();
    }
    return this.act(() => {
      const c = this.core;
      const s = c.state;
      const entry = this.mode.directions[d];
      const info = moveInfoFrom(Array.isArray(entry) ? entry[0] : undefined, d + 1, d);
      c.feed = opts.spawns ? new SpawnFeed(opts.spawns, opts.conveyor, opts.otherSpawns) : null;
      c.tracer = opts.tracer ?? null;
      const now = c.clock();
      s.moveStartTime = now;
      if (s.firstMoveTime === false) s.firstMoveTime = now;
      s.moveInProgress = true;
      try {
        const moved = moveHandler(c, info);
        adoptRecordedConveyor(c);
        return moved;
      } finally {
        s.moveInProgress = false;
        s.moveEndTime = c.clock();
        c.feed = null;
        c.tracer = null;
      }
    });
  }

  /** Commits a planned fast move like `act` commits a general one. It cannot fail (the plan did every evaluation). */
  private commitFastMove(): MoveResult {
    const c = this.core;
    const s = c.state;
    const score0 = s.score;
    // A fast move announces and outputs nothing: the last action's lists serve while empty.
    if (c.announcements.length > 0) c.announcements = [];
    if (c.outputs.length > 0) c.outputs = [];
    if (c.tiles.events.length > 0) c.tiles.events = [];
    const now = c.clock();
    s.moveStartTime = now;
    if (s.firstMoveTime === false) s.firstMoveTime = now;
    const moved = this.fast!.commit();
    s.moveEndTime = c.clock();
    return this.accepted(moved, score0);
  }

  /** The result of an accepted action: what it did, taken from the core. */
  private accepted(moved: boolean, score0: number): MoveResult {
    const c = this.core;
    const s = c.state;
    return {
      accepted: true,
      moved,
      events: c.tiles.take(),
      scoreDelta: s.score - score0,
      announcements: c.announcements,
      outputs: c.outputs,
      screen: s.screen,
      won: s.won,
    };
  }

  /** A click on grid cell (v, h) (§5.12): TileClick scripts, recorded in the replay. */
  clickTile(v: number, h: number): MoveResult {
    const s = this.state;
    if (s.screen !== 'Gameplay' || s.moveInProgress || this.core.replaying) return this.refused();
    return this.act(() => {
      this.recordAction(['@TileClick', v, h]);
      runScripts(this.core, 'TileClick', { v, h });
      return true;
    });
  }

  /** A click on stat box i (§10.3), if it has a click action. */
  clickStatBox(i: number): MoveResult {
    const c = this.core;
    const s = c.state;
    const box = this.mode.statBoxes[i];
    if (!Array.isArray(box) || box[7] === undefined || s.moveInProgress || c.replaying) return this.refused();
    // QUIRK: outside gameplay, entry 13 gates the click by evaluating the 14th stat box.
    if (
      s.screen !== 'Gameplay' &&
      box[13] !== undefined &&
      !this.guarded(() => c.ev(this.mode.statBoxes[13], {}) === true, false)
    )
      return this.refused();
    return this.act(() => {
      this.recordAction(['@StatBoxClick', i]);
      c.ev(box[7], {});
      return true;
    });
  }

  /** "Keep playing" on the win screen: win checks are disabled for the rest of the game. */
  continuePlaying(): MoveResult {
    const s = this.state;
    if (s.screen !== 'Win' || !s.postgameAllowed) return this.refused();
    return this.act(() => {
      s.won = -1;
      s.screen = 'Gameplay';
      return true;
    });
  }

  /**
   * Ends the game as a game over (the original's "Restart causes a Game Over" setting: the restart
   * button ends the game first, its GameOver scripts run and the game-over screen shows).
   */
  resign(): MoveResult {
    if (this.state.screen !== 'Gameplay') return this.refused();
    return this.act(() => {
      gameOver(this.core, {});
      return true;
    });
  }

  /** When the Interval timer fires next (ms on the game clock), or null when it is not running. */
  timerDueAt(): number | null {
    const s = this.state;
    if (this.timerDue === null) return null;
    if (s.screen === 'Game Over' || (s.screen === 'Win' && !s.postgameAllowed)) return null;
    return this.timerDue;
  }

  /** Runs the Interval batch (call when the clock has reached `timerDueAt()`); re-arms the timer. */
  fireTimer(): MoveResult {
    if (this.timerDueAt() === null) return this.refused();
    return this.act(() => {
      runScripts(this.core, 'Interval', {});
      this.timerDue = this.core.clock() + this.mode.displayGridIntervalTime;
      return false;
    });
  }

  private recordAction(entry: Value[]): void {
    const s = this.state;
    s.movesPlayed.push(s.currentMovePlayed);
    s.currentMovePlayed = entry;
    const start = s.startGameTime === false ? 0 : s.startGameTime;
    s.replayTimestamps.push(this.core.clock() - start);
  }

  /** A script-signalled win check outside a move ends the game like §5.9 step 4. */
  private endBySignal(w: number): void {
    const c = this.core;
    if (c.state.screen !== 'Gameplay') return;
    const winPriority = this.mode.winPriority;
    if (w === 1 || (w === 2 && winPriority)) {
      runScripts(c, 'TrueEndTurn', {});
      victory(c, {});
    } else if (w === -1 || (w === 2 && !winPriority)) {
      runScripts(c, 'TrueEndTurn', {});
      gameOver(c, {});
    }
  }

  // --- transactions -----------------------------------------------------------------

  private snapshot(): Snapshot {
    const c = this.core;
    return { state: snapshotState(c.state), rng: c.rng.getState(), cache: c.cache.snapshot(), timerDue: this.timerDue };
  }

  private restore(snap: Snapshot): void {
    const c = this.core;
    this.fast?.forget();
    restoreState(c.state, snap.state);
    c.rng.setState(snap.rng);
    c.cache.restore(snap.cache);
    this.timerDue = snap.timerDue;
  }

  private refused(): MoveResult {
    const s = this.state;
    return {
      accepted: false,
      moved: false,
      events: [],
      scoreDelta: 0,
      announcements: [],
      outputs: [],
      screen: s.screen,
      won: s.won,
    };
  }

  /** The action's step meter, with its whole budget left. */
  private fullMeter(): StepMeter {
    this.meter.left = this.meter.budget;
    return this.meter;
  }

  /** Runs an action as a transaction under the action's step budget. */
  private act(fn: () => boolean): MoveResult {
    const s = this.core.state;
    if (s.stepMeter !== null) return this.actMetered(fn);
    s.stepMeter = this.fullMeter();
    try {
      return this.actMetered(fn);
    } finally {
      s.stepMeter = null;
    }
  }

  /** `act` with the step meter armed. */
  private actMetered(fn: () => boolean): MoveResult {
    const c = this.core;
    const s = c.state;
    // The action may change the game in ways the fast move's board check does not see.
    this.fast?.forget();
    const before = this.snapshot();
    const score0 = s.score;
    c.announcements = [];
    c.outputs = [];
    c.tiles.events = [];
    let moved: boolean;
    try {
      moved = fn();
      // Only stores can grow the state past its budget: those of this action, or of display code
      // run between actions (it may edit the lists too).
      const stores = storesSoFar();
      if (stores !== this.storesChecked) {
        checkStateSize(s);
        this.storesChecked = stores;
      }
      colourArrows(c);
      c.tiles.sync();
    } catch (e) {
      if (!(e instanceof CalcArrayError)) throw e;
      this.restore(before);
      c.tiles.events = [];
      return { ...this.refused(), accepted: true, error: e.message };
    }
    return this.accepted(moved, score0);
  }
}
