// The fast move: the slide loop of a manual move computed on flat arrays of tile ids, for games
// inside a subset where the general move (move.ts) does nothing but slide and merge pairs before
// spawning and checking the end: no scripts, pair rules only (pair-rules.ts), plain weighted
// spawns, static win and loss conditions, default movement, orthogonal or diagonal unit directions.
// Only the slide loop is specialised: the commit writes its result to the game and then calls the
// rules' own spawn phase and end of move (move.ts), once. It produces the same state, random draws
// and tile events as the general move, which tests/fast-move.test.ts checks by playing every
// recorded mode both ways.
//
// A move is planned first on scratch arrays (nothing in the game changes, so a plan can give up
// and leave the move to the general path), then committed, which cannot give up.
import { truthy } from '../../calc/evaluate.ts';
import { hostEditsSoFar } from '../../calc/host-edits.ts';
import { parseMergeModifiers, splitRule } from '../rules/merge-rules.ts';
import type { Value } from '../../calc/values.ts';
import type { Core } from '../core.ts';
import { endOfMove, moveInfoFrom, plainSpawnPhase, recordManualMove, spawnPhase } from '../rules/move.ts';
import { discoverTiles, staticConditions, type FreshCells } from '../rules/discovery.ts';
import type { MoveInfo } from '../core.ts';
import type { EvalContext } from '../evaluator.ts';
import type { TileEvent } from '../events.ts';
import type { Geometry, MoveOrder } from '../rules/geometry.ts';
import type { ModeDefinition } from '../mode.ts';
import { isDefaultMovement, MAX_PASSES } from '../rules/move.ts';
import { allPairRules, pairOutcome, UNMODELLED, type PairOutcome } from './pair-rules.ts';
import type { Pos } from '../rules/state.ts';
import { plainSpawnProfile, type PlainTable } from '../rules/spawn.ts';
import { chargeWork } from '../work-meter.ts';

/** Win and lose conditions together beyond which moves take the general path (see fastDirections). */
const MAX_FAST_CONDITIONS = 256;

/** A direction the fast move can play: a unit vector (diagonals included), sliding without limit. */
interface FastDirection {
  vdir: number;
  hdir: number;
}

/**
 * The discovered tiles by tile id: 1 in the list, 0 not (ids are equal exactly when tiles are equal).
 */
class ListIds {
  private list: Value[] | null = null;
  private length = 0;
  private state = new Int8Array(64);

  /**
   * Brings the ids up to date with `list` (rebuilt when it was replaced, e.g. by an undo). Returns
   * whether it was exactly as this left it.
   */
  sync(core: Core, list: Value[]): boolean {
    if (list === this.list && list.length === this.length) return true;
    if (list !== this.list || list.length < this.length) {
      this.list = list;
      this.length = 0;
      this.state.fill(0);
    }
    for (; this.length < list.length; this.length++) this.set(core.tileIds.of(list[this.length]), 1);
    return false;
  }

  has(id: number): boolean {
    return id < this.state.length && this.state[id] === 1;
  }

  private set(id: number, st: number): void {
    if (id >= this.state.length) {
      const grown = new Int8Array(Math.max(id + 1, this.state.length * 2));
      grown.set(this.state);
      this.state = grown;
    }
    this.state[id] = st;
  }
}

const EMPTY = '@Empty';
const VOID = '@Void';
/** Cell ids on the scratch board: 0 empty, −1 void; tiles have their tile id (≥ 1). */
const VOID_ID = -1;

/** The mode's manual directions if the whole mode is inside the fast subset, else null. */
function fastDirections(m: ModeDefinition): FastDirection[] | null {
  if (m.autoDirections.length > 0 || m.directionBlocked !== false || !isDefaultMovement(m.movementParameters))
    return null;
  if (m.spawnConditions !== true || m.spawnLocation !== 'All' || m.spawnTileBlocked !== false || m.nextTiles !== 0)
    return null;
  if (m.multiMerge || m.scripts.length > 0) return null;
  if (!staticConditions(m.winConditions) || !staticConditions(m.loseConditions)) return null;
  // The commit checks new tiles against every condition outside the action's budget (it cannot
  // fail): long lists are left to the general move, whose win check draws on the budget.
  if (m.winConditions.length + m.loseConditions.length > MAX_FAST_CONDITIONS) return null;
  if (typeof m.winRequirement !== 'number' || !(typeof m.loseRequirement === 'number' || m.loseRequirement === false))
    return null;
  const out: FastDirection[] = [];
  for (const entry of m.directions) {
    if (!Array.isArray(entry) || entry[9] !== undefined || !Array.isArray(entry[0])) return null;
    const [vdir, hdir, slide, , strength] = entry[0];
    if (typeof vdir !== 'number' || typeof hdir !== 'number' || (vdir === 0 && hdir === 0)) return null;
    if (!(vdir === -1 || vdir === 0 || vdir === 1) || !(hdir === -1 || hdir === 0 || hdir === 1)) return null;
    if (slide !== undefined && slide !== Infinity) return null;
    if (strength !== undefined) {
      if (!Array.isArray(strength) || (strength[0] !== undefined && strength[0] !== 1) || strength[1] === false)
        return null;
    }
    out.push({ vdir, hdir });
  }
  return out;
}

/** Whether some rule of the list places its results reversed (`@MergeReverseStart`, engine.md §4.5). */
function anyReversed(rules: readonly Value[]): boolean {
  for (const rule of rules) {
    const outputs = splitRule(rule).body[3];
    if (Array.isArray(outputs) && parseMergeModifiers(outputs).mods.reverse) return true;
  }
  return false;
}

/**
 * Whether every spawn entry is a plain weighted tile `[tile, weight]` (no Box, nothing evaluated,
 * no hole): the rules' spawn then draws without evaluating, so the commit cannot fail.
 */
function plainSpawns(entries: readonly Value[]): boolean {
  let any = false;
  for (const e of entries) {
    if (!Array.isArray(e)) continue;
    const tile = e[0];
    if (!Array.isArray(tile) || tile[0] === '@CalcArray' || tile.some(Array.isArray) || tile.includes('@TemporaryHole'))
      return false;
    if (typeof e[1] !== 'number') return false;
    any = true;
  }
  return any;
}

/** A pair outcome with the tile ids of its results (0 for an emptied cell). */
interface FastOutcome extends PairOutcome {
  ids: number[];
}

/** What a blocked tile's try did (FastMoves.tryPair). */
const STAYED = 0;
const MERGED = 2;
/** A merge the fast move does not model: the general move takes over. */
const FAILED = 3;

/** A processing order of one direction with each cell's position in it. */
class FastOrder {
  readonly rank: Int32Array;
  /**
   * Boards up to 32 cells: a bit per position whose cell has a cell in front of it (the others,
   * about a quarter of a 4×4 board's visits, never move).
   */
  readonly front: number;
  constructor(
    readonly order: MoveOrder,
    N: number,
    step: Int32Array,
  ) {
    this.rank = new Int32Array(N);
    let front = 0;
    for (let o = 0; o < N; o++) {
      const i = order.index[o]!;
      this.rank[i] = o;
      if (o < 32 && step[i]! >= 0) front |= 1 << o;
    }
    this.front = front;
  }
}

/** Tile ids below this have a pair-stays flag (FastMoves.stays). */
const STAY_IDS = 64;

/** The plan's event list between moves (never handed out). */
const NO_EVENTS: TileEvent[] = [];

export class FastMoves {
  /** Moves committed by the fast move (for tests and diagnostics). */
  committed = 0;
  /**
   * Code outside the engine may edit the state between moves (GameOptions.editedBetweenMoves):
   * every plan compares the live grid and spawn table with what the last commit left.
   */
  checkEveryMove = false;
  private modeRef: ModeDefinition | null = null;
  private dirs: FastDirection[] | null = null;
  private rulesRef: Value[] | null = null;
  private rulesOk = false;
  /** Some rule of `rulesRef` places its results reversed (see `plan`). */
  private rulesReverse = false;
  /** The mode's merge-result cache is on (see `plan`). */
  private cacheOn = false;
  /** The mode's cache keys are shorter than a pair (see `plan`). */
  private shortKeys = false;
  private tnaRef = -1;
  /** Pair outcomes by [moving tile id][front tile id]; undefined = not worked out yet. */
  private outcomes: (FastOutcome | null | typeof UNMODELLED | undefined)[][] = [];
  /**
   * 1 at `a · STAY_IDS + b` when tiles with ids a, b < STAY_IDS are known not to merge (a null
   * outcome): most blocked tiles, which the passes then skip without a try.
   */
  private stays = new Uint8Array(STAY_IDS * STAY_IDS);
  private spawnRef: Value[] | null = null;
  /** `plainSpawns` of `spawnRef` as last checked. */
  private spawnsPlain = false;
  /**
   * The rules' plain spawn profile (spawn.ts `plainSpawnProfile`), asked at the first commit after
   * `spawnRef` was checked: what it depends on stays while plans pass (mode, table and entries,
   * one-slot conveyor, no script, signal, tracer or feed).
   */
  private spawnProfile: PlainTable | null = null;
  private profileAsked = false;
  /** The general move's MoveInfo of each manual direction (for the spawn phase and end of move). */
  private infos: MoveInfo[] = [];
  /** `core.turnCtx` of each manual direction. */
  private turns: EvalContext[] = [];
  /** Per tile id: 1 a tile the fast move can carry, −1 one it cannot, 0 not seen. */
  private tileOk = new Int8Array(64);
  private readonly discovered = new ListIds();
  /**
   * The last two spawned tile objects that the fast move carries, with their tile ids (values are
   * never mutated, and a tile holding no NaN keeps its id): `readSpawns` needs no look-up for them.
   */
  private spawnedA: Value | null = null;
  private spawnedIdA = 0;
  private spawnedB: Value | null = null;
  private spawnedIdB = 0;

  // Scratch board of the planned move.
  /** The scratch board is the live grid as the last commit left it. */
  private synced = false;
  /**
   * The planned move started from the board exactly as the last commit left it (its win check saw
   * every tile): the end of move need look only at the cells holding tiles this move placed.
   */
  private kept = false;
  /**
   * Cells holding tiles this move placed (merge results, spawns), for the win check: first only
   * the placed tiles' ids, noted as they are placed; the cells are listed if the check needs them.
   */
  private readonly fresh: FreshCells & { ids: Int32Array } = {
    at: new Int32Array(0),
    ids: new Int32Array(0),
    count: 0,
    listed: false,
    listCells: () => this.freshCells(),
  };
  /** The first tile id this move gives (tiles with ids from it on were placed by it). */
  private firstId = 0;
  /** hostEditsSoFar() and the grid list when the last commit ended (see `untouched`). */
  private editsAtCommit = -1;
  private gridAtCommit: Value[][] | null = null;
  private n = 0;
  private kid = new Int32Array(0);
  private obj: Value[] = [];
  private tid: number[] = [];
  private still = new Uint8Array(0);
  private mergeable: Value[] = [];
  /** The plan's stamp on the cells it changed (a cell changed iff `changedAt[i] === stamp`). */
  private changedAt = new Int32Array(0);
  private stamp = 0;
  /** The changed cells, in the order they changed. */
  private changedList = new Int32Array(0);
  private changedCount = 0;
  /** Cells whose used-up flag the plan set (reset to true at the next plan). */
  private flagged = new Int32Array(0);
  private flaggedCount = 0;
  /** Processing orders by direction index, for the geometry `ordersOf`. */
  private orders: FastOrder[] = [];
  private ordersOf: Geometry | null = null;
  /** The positions of the current geometry (tile events carry them). */
  private pos: readonly Pos[] = [];
  /** Per direction: the cell index one step along it from each cell, or −1 off the board. */
  private steps: Int32Array[] = [];
  /** Per direction: the cell one step against it, or −1 (the steps of the opposite direction). */
  private backs: Int32Array[] = [];
  private stepsW = -1;
  private stepsH = -1;

  // The plan.
  private planDir = -1;
  private planOrder: MoveOrder | null = null;
  private moved = false;
  private events: TileEvent[] = NO_EVENTS;
  /** Scores of the planned merges, in order (reused). */
  private scores: number[] = [];
  private mergeCount = 0;
  /** Tiles the planned merges discovered (ids and tiles), in order (reused). */
  private readonly foundIds: number[] = [];
  private readonly foundTiles: Value[] = [];
  private foundCount = 0;
  private nextId = 0;

  constructor(private readonly core: Core) {}

  /**
   * Plans manual move `d` if the game is inside the fast subset; false leaves the move to the
   * general path (nothing in the game changed). Call `commit` right after a true.
   */
  plan(d: number): boolean {
    const core = this.core;
    const s = core.state;
    if (core.replaying || core.feed || s.isPlayingReplay) return false;
    if (s.scripts.length > 0 || s.scriptSignals.length > 0 || s.forcedSpawns.length > 0) return false;
    if (Array.isArray(s.discoveredTilesFilter) && s.discoveredTilesFilter.length > 0) return false;
    if (s.nextSpawns.length !== 1) return false;
    const m = core.mode;
    if (m !== this.modeRef) {
      this.modeRef = m;
      this.dirs = fastDirections(m);
      this.infos = m.directions.map((e, k) => moveInfoFrom(Array.isArray(e) ? e[0] : undefined, k + 1, k));
      // Read, never changed, by the rules in a game without scripts: one per direction.
      this.turns = this.infos.map((info) => core.turnCtx(info));
      this.orders = [];
      this.synced = false;
      this.cacheOn = core.cacheLevel > 0;
      this.shortKeys = !(m.knownMergeMaxLength >= 2);
      this.profileAsked = false;
    }
    const dir = this.dirs?.[d];
    if (!dir) return false;
    if (s.mergeRules !== this.rulesRef || s.tileNumAmount !== this.tnaRef) {
      this.rulesRef = s.mergeRules;
      this.tnaRef = s.tileNumAmount;
      this.rulesOk = allPairRules(s.mergeRules);
      this.rulesReverse = this.rulesOk && anyReversed(s.mergeRules);
      this.outcomes = [];
      this.stays.fill(0);
    }
    if (!this.rulesOk) return false;
    // Fast moves neither read nor fill nor prune the merge-result cache (engine.md §5.7): that is
    // only right while a hit gives what the rules give. Two cases differ, left to the general
    // move: a key of the moving tile alone (it answers for whatever tile is in front), and a
    // reversed placement (stored as a misspelt token that a hit places as a cell value, QUIRK).
    if (this.cacheOn && (this.rulesReverse || this.shortKeys)) return false;
    const untouched = this.untouched();
    // Display code may edit the spawn list in place between moves (`@edit_spawn`).
    if (s.tileSpawns !== this.spawnRef || !untouched) {
      this.spawnRef = s.tileSpawns;
      this.spawnsPlain = plainSpawns(s.tileSpawns);
      this.profileAsked = false;
    }
    if (!this.spawnsPlain) return false;
    if (!this.loadBoard(untouched)) return false;
    if (this.slide(d, dir)) return true;
    // The general move will change the game: read it afresh next time.
    this.synced = false;
    return false;
  }

  /** Drops the scratch board (a plan stopped part-way): the next plan reads the game afresh. */
  forget(): void {
    this.synced = false;
  }

  /**
   * Whether the game is still as the last commit left it without looking at its cells: only the
   * engine's own actions (which `forget`), evaluations (display code, which move hostEditsSoFar)
   * and code outside the engine (GameOptions.editedBetweenMoves, Game.stateEdited) edit a game's
   * state. Comparing every cell and spawn entry instead was a tenth of a classic move.
   */
  private untouched(): boolean {
    return (
      this.synced &&
      !this.checkEveryMove &&
      hostEditsSoFar() === this.editsAtCommit &&
      this.core.state.grid === this.gridAtCommit
    );
  }

  /**
   * Reads the live grid into the scratch board; false if a cell is outside the subset. When the
   * grid and the discovered tiles are still as the last commit left them, the board is kept
   * (`untouched`: known to be, without comparing the cells).
   */
  private loadBoard(untouched: boolean): boolean {
    const core = this.core;
    const s = core.state;
    const W = s.width;
    const H = s.height;
    const N = W * H;
    this.kept = false;
    if (s.grid.length !== H) return false;
    const unchanged = this.discovered.sync(core, s.discoveredTiles);
    if (
      this.synced &&
      unchanged &&
      N === this.n &&
      this.stepsW === W &&
      this.stepsH === H &&
      (untouched || this.sameBoard(W, H))
    ) {
      this.kept = true;
      return true;
    }
    this.synced = false;
    if (N !== this.n) this.resize(N);
    if (this.stepsW !== W || this.stepsH !== H) this.buildSteps(W, H);
    const ids = core.tileIds;
    for (let v = 0, i = 0; v < H; v++) {
      const row = s.grid[v]!;
      const idRow = s.ids[v];
      const refRow = s.idRefs[v];
      if (row.length !== W || !idRow || !refRow) return false;
      for (let h = 0; h < W; h++, i++) {
        const cell = row[h];
        // A cell edited outside the engine's own writes is not synced yet: leave it to the general path.
        if (refRow[h] !== cell) return false;
        this.obj[i] = cell;
        this.tid[i] = idRow[h]!;
        if (cell === EMPTY) this.kid[i] = 0;
        else if (cell === VOID) this.kid[i] = VOID_ID;
        else {
          if (!Array.isArray(cell)) return false;
          const nan = ids.nanIds;
          const id = ids.ofCell(i, cell);
          if (ids.nanIds !== nan || !this.carries(id, cell) || !this.discovered.has(id)) return false;
          this.kid[i] = id;
        }
      }
    }
    return true;
  }

  /**
   * Whether the live grid still holds the scratch board's cells. Display code and hooks may edit
   * cells between moves; only the engine writes tile ids and their references, always together
   * with the cell, and the game drops the scratch board (`forget`) whenever anything but a fast
   * move changed the game (an undo may bring back equal cells with other ids).
   */
  private sameBoard(W: number, H: number): boolean {
    const grid = this.core.state.grid;
    const obj = this.obj;
    for (let v = 0, i = 0; v < H; v++) {
      const row = grid[v]!;
      if (row.length !== W) return false;
      for (let h = 0; h < W; h++, i++) if (row[h] !== obj[i]) return false;
    }
    return true;
  }

  private carries(id: number, tile: Value[]): boolean {
    if (id >= this.tileOk.length) {
      const grown = new Int8Array(Math.max(id + 1, this.tileOk.length * 2));
      grown.set(this.tileOk);
      this.tileOk = grown;
    }
    let ok = this.tileOk[id]!;
    if (ok === 0) this.tileOk[id] = ok = tile.includes('@TemporaryHole') ? -1 : 1;
    return ok === 1;
  }

  private resize(N: number): void {
    this.n = N;
    this.kid = new Int32Array(N);
    // Packed lists (new Array(N) would be holey: every read then checks for holes).
    this.obj = Array.from({ length: N }, (): Value => EMPTY);
    this.tid = Array.from({ length: N }, () => 0);
    this.still = new Uint8Array(N);
    this.mergeable = Array.from({ length: N }, (): Value => true);
    this.changedAt = new Int32Array(N);
    this.changedList = new Int32Array(N);
    this.changedCount = 0;
    (this.fresh as { at: Int32Array }).at = new Int32Array(N);
    this.fresh.ids = new Int32Array(N);
    this.flagged = new Int32Array(2 * N);
    this.flaggedCount = 0;
  }

  private buildSteps(W: number, H: number): void {
    this.stepsW = W;
    this.stepsH = H;
    this.steps = [];
    for (let vd = -1; vd <= 1; vd++)
      for (let hd = -1; hd <= 1; hd++) {
        const t = new Int32Array(W * H);
        for (let v = 0; v < H; v++)
          for (let h = 0; h < W; h++) {
            const r = v + vd;
            const c = h + hd;
            t[v * W + h] = r >= 0 && r < H && c >= 0 && c < W ? r * W + c : -1;
          }
        this.steps.push(t);
      }
    // The step backwards along each direction is the step along the opposite one.
    this.backs = this.steps.slice().reverse();
  }

  /** The outcome for a moving tile `a` blocked by `b` (ids), worked out on first use. */
  private outcome(ia: number, ib: number, a: Value, b: Value): FastOutcome | null | typeof UNMODELLED {
    let row = this.outcomes[ia];
    if (row === undefined) row = this.outcomes[ia] = [];
    let o = row[ib];
    if (o === undefined) {
      let p: PairOutcome | null | typeof UNMODELLED;
      try {
        p = pairOutcome(this.core, this.rulesRef!, a, b);
      } catch {
        // The general move evaluates the same rules and reports the error as it should.
        p = UNMODELLED;
      }
      o = p === null || p === UNMODELLED ? p : this.withIds(p);
      row[ib] = o;
      if (o === null && ia < STAY_IDS && ib < STAY_IDS) this.stays[ia * STAY_IDS + ib] = 1;
    }
    return o;
  }

  /** The outcome with its results' tile ids, or UNMODELLED when a result cannot be carried. */
  private withIds(p: PairOutcome): FastOutcome | typeof UNMODELLED {
    const ids: number[] = [];
    const tileIds = this.core.tileIds;
    for (const x of p.results) {
      if (!Array.isArray(x)) {
        ids.push(0);
        continue;
      }
      const nan = tileIds.nanIds;
      const id = tileIds.of(x);
      if (tileIds.nanIds !== nan || !this.carries(id, x)) return UNMODELLED;
      ids.push(id);
    }
    return { ...p, ids };
  }

  /** The slide loop (engine.md §5.4) on the scratch board. False: outside the subset. */
  private slide(d: number, dir: FastDirection): boolean {
    const core = this.core;
    const N = this.n;
    const geo = core.geometry;
    if (geo !== this.ordersOf) {
      this.ordersOf = geo;
      this.orders = [];
    }
    const k = (dir.vdir + 1) * 3 + (dir.hdir + 1);
    const step = this.steps[k]!;
    const order = (this.orders[d] ??= new FastOrder(geo.order(dir.vdir, dir.hdir, Infinity), N, step));
    this.pos = geo.pos;
    const { mergeable, flagged } = this;
    // Fresh used-up flags (only merged cells were flagged) and a fresh change mark.
    for (let k = 0; k < this.flaggedCount; k++) mergeable[flagged[k]!] = true;
    this.flaggedCount = 0;
    if (++this.stamp === 0x3fffffff) {
      this.stamp = 1;
      this.changedAt.fill(0);
    }
    this.changedCount = 0;
    this.events = [];
    this.mergeCount = 0;
    this.foundCount = 0;
    this.fresh.count = 0;
    this.fresh.listed = false;
    this.nextId = this.firstId = core.state.nextId;
    this.moved = false;
    const settled = N <= 32 ? this.passesByMask(order, step, this.backs[k]!) : this.passes(order, step);
    if (!settled) return false;
    this.planDir = d;
    this.planOrder = order.order;
    return true;
  }

  /**
   * The passes with a "still moving" flag per cell, visited in processing order (any board size).
   * False when a merge cannot be modelled or the loop never settles.
   */
  private passes(order: FastOrder, step: Int32Array): boolean {
    const N = this.n;
    const cells = order.order.index;
    const { still, kid } = this;
    still.fill(1);
    let active = N;
    // A pass visits every cell: on a big board hundreds of passes (or a merge, which sets every
    // cell moving again) add up to seconds, so they draw on the action's budget (see Game.move).
    const meter = this.core.state.stepMeter;
    const passCost = (N >> 2) + 1;
    // A merge's reset is a memset, cheap; its tile events and pair lookup cost a few steps.
    const mergeCost = (N >> 5) + 2;
    for (let pass = 0; active > 0; pass++) {
      // The general move stops a loop that never settles with an error: let it.
      if (pass >= MAX_PASSES) return false;
      chargeWork(meter, passCost, 'move');
      for (let o = 0; o < N; o++) {
        const i = cells[o]!;
        if (still[i] === 0) continue;
        still[i] = 0;
        active--;
        if (kid[i]! <= 0) continue;
        const n = step[i]!;
        if (n < 0) continue;
        if (kid[n] === 0) {
          this.slideStep(i, n);
          if (still[n] === 0) {
            still[n] = 1;
            active++;
          }
          continue;
        }
        const r = this.tryPair(i, n);
        if (r === MERGED) {
          chargeWork(meter, mergeCost, 'move');
          still.fill(1);
          active = N;
        } else if (r === FAILED) return false;
      }
    }
    return true;
  }

  /**
   * The same passes for boards of up to 32 cells, with the moving cells as bits by processing
   * position: a pass visits only the cells still moving, in the same order.
   *
   * After a merge the general move sets every cell moving again. A visit does something only if
   * the cell's tile, its front cell or their used-up flags changed since its last visit, and a
   * merge changes two cells of one line: so only that line can act on it. Its cells behind the
   * merge move in this pass (they come later in it), the merged pair in the next; visits of the
   * other cells would change nothing and are skipped.
   */
  private passesByMask(order: FastOrder, step: Int32Array, back: Int32Array): boolean {
    const N = this.n;
    const cells = order.order.index;
    const rank = order.rank;
    const { kid, stays } = this;
    // Cells with nothing in front are left out of every pass: their visits do nothing.
    const front = order.front;
    let cur = (N === 32 ? -1 : (1 << N) - 1) & front;
    let next = 0;
    for (let pass = 0; cur !== 0; pass++) {
      if (pass >= MAX_PASSES) return false;
      while (cur !== 0) {
        const low = cur & -cur;
        cur ^= low;
        const i = cells[31 - Math.clz32(low)]!;
        const ki = kid[i]!;
        if (ki <= 0) continue;
        const n = step[i]!;
        if (n < 0) continue;
        if (kid[n] === 0) {
          this.slideStep(i, n);
          next |= 1 << rank[n]!;
          continue;
        }
        const kn = kid[n]!;
        if (kn < STAY_IDS && ki < STAY_IDS && stays[ki * STAY_IDS + kn] === 1) continue;
        const r = this.tryPair(i, n);
        if (r === MERGED) {
          next |= low | (1 << rank[n]!);
          for (let b = back[i]!; b >= 0; b = back[b]!) cur |= 1 << rank[b]!;
        } else if (r === FAILED) return false;
      }
      cur = next & front;
      next = 0;
    }
    return true;
  }

  /** The tile at `i` slides one step into the empty cell `n`. */
  private slideStep(i: number, n: number): void {
    const { kid, obj, tid } = this;
    kid[n] = kid[i]!;
    obj[n] = obj[i];
    const id = tid[i]!;
    tid[n] = id;
    kid[i] = 0;
    obj[i] = EMPTY;
    tid[i] = 0;
    if (id) this.events.push({ type: 'slide', id, from: this.pos[i]!, to: this.pos[n]! });
    this.mark(i);
    this.mark(n);
    this.moved = true;
  }

  /**
   * The tile at `i`, blocked by the tile at `n`, tries the pair rules (engine.md §5.5–§5.6).
   * Returns STAYED, MERGED or FAILED (a merge the fast move does not model).
   */
  private tryPair(i: number, n: number): number {
    const { kid, obj, tid, mergeable } = this;
    const kn = kid[n]!;
    const mi = mergeable[i];
    // A used-up tile does not try (truthiness), a front tile used up with `false` blocks every
    // two-tile rule; a void cell has nothing to merge with.
    if (kn <= 0 || (mi !== true && !truthy(mi)) || mergeable[n] === false) return STAYED;
    const k = kid[i]!;
    const row = this.outcomes[k];
    let out = row !== undefined ? row[kn] : undefined;
    if (out === undefined) out = this.outcome(k, kn, obj[i], obj[n]);
    if (out === null) return STAYED;
    // What is left is an outcome (an object) or UNMODELLED (a text): `typeof` spares optimised code
    // V8's generic comparison of an object with a text at every try.
    if (typeof out !== 'object') return FAILED;
    const pos = this.pos;
    const first = out.reverse ? i : n;
    const second = out.reverse ? n : i;
    // Lists of their exact size (an empty list grows to 16 slots at its first push).
    const ta = tid[first]!;
    const tb = tid[second]!;
    const ca = ta ? { id: ta, at: pos[first]! } : null;
    const cb = tb ? { id: tb, at: pos[second]! } : null;
    const consumed = ca ? (cb ? [ca, cb] : [ca]) : cb ? [cb] : [];
    const pa = this.place(first, out, 0);
    const pb = this.place(second, out, 1);
    const placed = pa ? (pb ? [pa, pb] : [pa]) : pb ? [pb] : [];
    this.events.push({ type: 'merge', rule: out.rule, zero: false, consumed, results: placed });
    this.scores[this.mergeCount++] = out.score;
    // Discovery runs after every merge and scans the grid in row order (§8.1): only this
    // merge's results can be new, so they are taken in cell order.
    this.discover(first < second ? first : second);
    this.discover(first < second ? second : first);
    this.moved = true;
    return MERGED;
  }

  /** Puts result `j` of a merge at cell `at`: the placed tile, or null for an emptied cell. */
  private place(at: number, out: FastOutcome, j: number): { id: number; at: Pos; tile: Value } | null {
    const value = out.results[j]!;
    this.obj[at] = value;
    this.mark(at);
    this.mergeable[at] = out.flags[j];
    this.flagged[this.flaggedCount++] = at;
    // Results are `@Empty` (id 0) or tiles (pair-rules.ts): comparing the result, a list or a
    // text, with the text made every merge call V8's generic comparison.
    if (out.ids[j] === 0) {
      this.kid[at] = 0;
      this.tid[at] = 0;
      return null;
    }
    this.kid[at] = out.ids[j]!;
    this.notePlaced(out.ids[j]!);
    const id = (this.tid[at] = this.nextId++);
    return { id, at: this.pos[at]!, tile: value };
  }

  /** Notes the tile at `at` as found by this plan if it is neither discovered nor found yet. */
  private discover(at: number): void {
    const id = this.kid[at]!;
    if (id <= 0 || this.discovered.has(id)) return;
    const n = this.foundCount;
    for (let k = 0; k < n; k++) if (this.foundIds[k] === id) return;
    this.foundIds[n] = id;
    this.foundTiles[n] = this.obj[at];
    this.foundCount = n + 1;
  }

  /**
   * Applies the planned slide loop to the game, then the general move's bookkeeping, the rules'
   * spawn phase and end of move (move.ts).
   */
  commit(): boolean {
    const core = this.core;
    const s = core.state;
    const d = this.planDir;
    const order = this.planOrder!;
    const info = this.infos[d]!;
    const turn = this.turns[d]!;
    s.tileOrder = order.value;
    const W = s.width;
    if (this.moved) {
      const { obj, tid, changedList, changedCount } = this;
      const { grid, ids, idRefs } = s;
      for (let k = 0; k < changedCount; k++) {
        const i = changedList[k]!;
        const v = (i / W) | 0;
        const h = i - v * W;
        // Read once: after a store optimised code reads a list again, checks and all.
        const o = obj[i];
        grid[v]![h] = o;
        ids[v]![h] = tid[i]!;
        idRefs[v]![h] = o;
      }
      // The action's event list is empty so far (commitFastMove starts it).
      if (core.tiles.events.length === 0) core.tiles.events = this.events;
      else for (const e of this.events) core.tiles.events.push(e);
      const merges = this.mergeCount;
      const scores = this.scores;
      // One by one, as the general move adds them (the sum of floats depends on the order).
      for (let k = 0; k < merges; k++) {
        s.merges += 1;
        s.score += scores[k]!;
      }
      this.appendDiscovered();
      s.nextId = this.nextId;
      recordManualMove(core, d);
      // In place: snapshots keep copies of the list.
      const avail = s.directionsAvailable;
      for (let k = 0; k < avail.length; k++) avail[k] = true;
      s.moves += 1;
      s.manualMoves += 1;
      s.mergesBefore += merges;
      if (merges > 0) s.mergeMoves += 1;
      if (!this.profileAsked) {
        this.spawnProfile = plainSpawnProfile(core);
        this.profileAsked = true;
      }
      // Every tile of the board is discovered (loadBoard, then the merges' discoverTiles).
      if (this.spawnProfile !== null) plainSpawnPhase(core, true, this.spawnProfile);
      else spawnPhase(core, info, turn, null, true);
      this.readSpawns();
    } else s.directionsAvailable[d] = false;
    // Every tile is discovered: after spawns the rules' discovery check ran last (no script can
    // have changed the board since), and a move that did not move left a board whose tiles the
    // last commit or loadBoard found discovered.
    endOfMove(core, info, turn, true, true, this.kept ? this.fresh : undefined);
    if (!this.moved) {
      this.synced = true;
      this.gridAtCommit = s.grid;
    }
    this.editsAtCommit = hostEditsSoFar();
    this.events = NO_EVENTS;
    this.committed++;
    return this.moved;
  }

  /** Notes the id (core.tileIds) of a tile this move placed, for the win check. */
  private notePlaced(id: number): void {
    const fresh = this.fresh;
    const ids = fresh.count < fresh.ids.length ? fresh.ids : this.growFresh();
    ids[fresh.count++] = id;
  }

  /** Room for more placed ids (a move of many merges); a call of its own, so notePlaced inlines. */
  private growFresh(): Int32Array {
    const fresh = this.fresh;
    const grown = new Int32Array(fresh.ids.length * 2 + 8);
    grown.set(fresh.ids);
    return (fresh.ids = grown);
  }

  /** Lists the cells holding tiles this move placed: changed cells with the move's new tile ids. */
  private freshCells(): void {
    const fresh = this.fresh;
    fresh.listed = true;
    const { changedList, tid, kid, firstId } = this;
    const ids = fresh.ids!;
    let n = 0;
    for (let k = 0; k < this.changedCount; k++) {
      const i = changedList[k]!;
      if (tid[i]! >= firstId) {
        // kid: the tile's id in core.tileIds (loadBoard, pair outcomes, readSpawns).
        ids[n] = kid[i]!;
        fresh.at[n++] = i;
      }
    }
    fresh.count = n;
  }

  /** Hands the tiles the plan discovered to the rules' discovery, in merge order, and notes their ids. */
  private appendDiscovered(): void {
    if (this.foundCount === 0) return;
    const s = this.core.state;
    discoverTiles(this.core, this.foundTiles, this.foundCount);
    this.discovered.sync(this.core, s.discoveredTiles);
  }

  /**
   * Brings the scratch board up to date with the tiles the spawn phase placed (the move's replay
   * entry lists them); a tile the fast move cannot carry leaves the next plan to read the game afresh.
   */
  private readSpawns(): void {
    const s = this.core.state;
    const ids = this.core.tileIds;
    const played = s.currentMovePlayed;
    const W = s.width;
    this.synced = true;
    this.gridAtCommit = s.grid;
    for (let k = 1; k < played.length; k++) {
      const e = played[k];
      if (!Array.isArray(e)) continue;
      const tile = e[0];
      const v = e[1] as number;
      const h = e[2] as number;
      const i = v * W + h;
      this.obj[i] = tile;
      this.tid[i] = s.ids[v]![h]!;
      let id: number;
      // Most spawns place one of the table's own tile objects: their ids are remembered by identity.
      if (tile === this.spawnedA) id = this.spawnedIdA;
      else if (tile === this.spawnedB) id = this.spawnedIdB;
      else {
        const nan = ids.nanIds;
        id = Array.isArray(tile) ? ids.ofCell(i, tile) : 0;
        if (id === 0 || ids.nanIds !== nan || !this.carries(id, tile as Value[])) this.synced = false;
        else {
          this.spawnedB = this.spawnedA;
          this.spawnedIdB = this.spawnedIdA;
          this.spawnedA = tile;
          this.spawnedIdA = id;
        }
      }
      this.kid[i] = id;
      this.notePlaced(id);
      this.mark(i);
    }
  }

  /** Notes cell `i` as changed by this move (once). */
  private mark(i: number): void {
    if (this.changedAt[i] === this.stamp) return;
    this.changedAt[i] = this.stamp;
    this.changedList[this.changedCount++] = i;
  }
}
