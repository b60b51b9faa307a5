// Spawning (engine.md §6): the conveyor and spawn bags, random spawns, forced spawns. Draws are made
// in the original's order: tile choice (when the slot is empty), then position attempts, then the
// next-tile refill. In replay playback a SpawnFeed supplies tile and position instead.
import { DEFAULT_LIMITS, limitError } from '../../calc/errors.ts';
import { checkStoredSize } from '../../calc/stored-size.ts';
import type { Value } from '../../calc/values.ts';
import { calcArrayBody } from '../codes/calc-array-body.ts';
import type { Core } from '../core.ts';
import { idsDiscovered, discoveryCheck, type FreshCells } from './discovery.ts';
import type { EvalContext } from '../evaluator.ts';
import { batchesIdle, runScripts, scriptsRunOn } from './scripts.ts';
import { restoreState, snapshotState, type Pos } from './state.ts';
import { mapPacked } from '../speedups/packed.ts';
import { tileKey } from '../speedups/tile-key.ts';
import { holdsNaN, type TileIds } from '../tile-ids.ts';
import { chargeWork } from '../work-meter.ts';

/** Context of spawn expressions: the move's vector and addInfo (start of game: all defaults). */
export interface SpawnContext {
  vdir: number;
  hdir: number;
  addInfo: Value[];
}

export const START_SPAWN_CONTEXT: SpawnContext = { vdir: 0, hdir: 0, addInfo: [1, Infinity, 0, 0] };

function ctxAt(sc: SpawnContext, v: number, h: number, container?: Value): EvalContext {
  return { v, h, vdir: sc.vdir, hdir: sc.hdir, addInfo: sc.addInfo, container };
}

function isCalcArray(x: Value): x is Value[] {
  return Array.isArray(x) && x[0] === '@CalcArray';
}

/** Resolves a chosen tile: `["@CalcArray", …]` is evaluated; array elements are evaluated (§6.1). */
export function resolveSpawnTile(core: Core, tile: Value, sc: SpawnContext): Value {
  let t = tile;
  if (isCalcArray(t)) t = spawnedTile(core.ev(calcArrayBody(t), ctxAt(sc, 0, 0)));
  if (!Array.isArray(t)) return t;
  // A tile with nothing to evaluate is placed as the table's own (immutable) value: the same
  // object every time, so its tile id and discovery are known from the first spawn on.
  if (!t.some(Array.isArray)) return t;
  return spawnedTile(mapPacked(t, (e) => (Array.isArray(e) ? core.ev(e, ctxAt(sc, 0, 0)) : e)));
}

/** A computed spawn tile, within the stored-value budget (an expression may return the board). */
function spawnedTile(t: Value): Value {
  checkStoredSize(t, DEFAULT_LIMITS, 'spawn');
  return t;
}

/** The largest spawn bag we build (a hostile count would exhaust memory). */
const MAX_BAG = 1_000_000;

/** The tiles of a Box entry with their counts, in order. */
function boxContents(core: Core, entry: Value[]): Value[] {
  const out: Value[] = [];
  const meter = core.state.stepMeter;
  for (let i = 2; i < entry.length; ) {
    const t = entry[i];
    const n = entry[i + 1];
    // A bag is refilled whenever it runs empty: its size is work on the action's budget.
    chargeWork(meter, 1, 'spawn box');
    if (typeof n === 'number') {
      if (out.length + n > MAX_BAG) throw limitError('spawn box', `more than ${MAX_BAG} tiles in a bag`);
      chargeWork(meter, n >> 3, 'spawn box');
      for (let k = 0; k < n; k++) out.push(t);
      i += 2;
    } else {
      out.push(t);
      i += 1;
    }
  }
  return out;
}

/** Fills every Box entry's bag (game start). */
export function initSpawnBoxes(core: Core): void {
  const s = core.state;
  s.spawnBoxes = s.tileSpawns.map((e) => (Array.isArray(e) && e[0] === 'Box' ? boxContents(core, e) : []));
}

/** Draws one tile from the spawn table (§6.2 steps 1–4). */
function drawTile(core: Core, sc: SpawnContext): Value {
  const s = core.state;
  const plain = drawPlain(core);
  if (plain !== NOT_PLAIN) return plain;
  const entries: { entry: Value; index: number; weight: number }[] = [];
  // Every draw walks the whole spawn table (a mode may make it huge, or draw many tiles).
  chargeWork(s.stepMeter, (s.tileSpawns.length >> 3) + 1, 'spawn');
  s.tileSpawns.forEach((raw, index) => {
    let e = raw;
    if (isCalcArray(e)) e = core.ev(calcArrayBody(e), ctxAt(sc, 0, 0));
    if (!Array.isArray(e)) return;
    const wRaw = e[0] === 'Box' ? e[1] : e[1];
    const w = Array.isArray(wRaw) ? core.ev(wRaw, ctxAt(sc, 0, 0)) : wRaw;
    entries.push({ entry: e, index, weight: Number(w) });
  });
  if (entries.length === 0) return '@Empty';
  const total = entries.reduce((a, e) => a + e.weight, 0);
  let r = core.random() * total;
  let chosen = entries[entries.length - 1]!;
  for (const e of entries) {
    r -= e.weight;
    if (r <= 0) {
      chosen = e;
      break;
    }
  }
  const entry = chosen.entry as Value[];
  let tile: Value;
  if (entry[0] === 'Box') {
    let bag = s.spawnBoxes[chosen.index];
    if (!bag) bag = s.spawnBoxes[chosen.index] = [];
    // Refilled element by element: spreading a bag of 100,000s of tiles as arguments overflows the stack.
    if (bag.length === 0) for (const t of boxContents(core, entry)) bag.push(t);
    if (bag.length === 0) return '@Empty';
    const i = Math.floor(core.random() * bag.length);
    chargeWork(s.stepMeter, bag.length >> 6, 'spawn box');
    tile = bag.splice(i, 1)[0];
    if (bag.length === 0) for (const t of boxContents(core, entry)) bag.push(t);
  } else tile = entry[0];
  return resolveSpawnTile(core, tile, sc);
}

const NOT_PLAIN = Symbol('not plain');

/**
 * A spawn table as `drawPlain` last read it: its entries (by identity: edits replace entries, and
 * values are never mutated), and for a plain table the tiles and weights of its list entries and
 * their total.
 */
export interface PlainTable {
  table: Value[];
  entries: Value[];
  plain: boolean;
  tiles: Value[];
  weights: number[];
  total: number;
  /**
   * A discovered list holding every tile of the table (lists only grow: true while it is the
   * game's list), so that the discovery check after spawning these tiles has nothing to add.
   */
  foundIn: Value[] | null;
  /** The tile ids of `tiles` in `idsFrom` (0 for a tile holding a NaN: it has no lasting id). */
  ids: Int32Array;
  idsFrom: TileIds | null;
}

let lastTable: PlainTable | null = null;

/** Whether `table` still holds the entries `p` read. */
function sameEntries(p: PlainTable, table: Value[]): boolean {
  const e = p.entries;
  if (p.table !== table || e.length !== table.length) return false;
  for (let i = 0; i < e.length; i++) if (e[i] !== table[i]) return false;
  return true;
}

function readTable(table: Value[]): PlainTable {
  const p: PlainTable = {
    table,
    entries: table.slice(),
    plain: false,
    tiles: [],
    weights: [],
    total: 0,
    foundIn: null,
    ids: new Int32Array(0),
    idsFrom: null,
  };
  // The same summation order as the general draw, so the same total.
  for (let i = 0; i < table.length; i++) {
    const e = table[i];
    if (!Array.isArray(e)) continue;
    const t = e[0];
    if (e[0] === 'Box' || typeof e[1] !== 'number' || !Array.isArray(t) || t[0] === '@CalcArray') return p;
    if (t.some(Array.isArray)) return p;
    p.total += e[1];
    p.tiles.push(t);
    p.weights.push(e[1]);
  }
  p.plain = p.tiles.length > 0;
  return p;
}

/**
 * `drawTile` for a table of plain `[tile, weight]` entries whose tiles hold nothing to evaluate
 * (most modes): the same draw without building the entry list (one per spawn, most of a simple
 * move's garbage), from the table's tiles and weights read once. NOT_PLAIN for any other table.
 */
function drawPlain(core: Core): Value | typeof NOT_PLAIN {
  const table = core.state.tileSpawns;
  chargeWork(core.state.stepMeter, (table.length >> 3) + 1, 'spawn');
  const p = plainTable(table);
  if (!p.plain) return NOT_PLAIN;
  return drawFrom(core, p);
}

/** The table as `drawPlain` reads it (read again when its entries changed). */
function plainTable(table: Value[]): PlainTable {
  let p = lastTable;
  if (p === null || !sameEntries(p, table)) p = lastTable = readTable(table);
  return p;
}

/** A weighted draw from a plain table (§6.2). */
function drawFrom(core: Core, p: PlainTable): Value {
  let r = core.random() * p.total;
  const w = p.weights;
  const last = w.length - 1;
  for (let i = 0; i < last; i++) {
    r -= w[i]!;
    if (r <= 0) return p.tiles[i];
  }
  return p.tiles[last];
}

/** The tile ids of a plain table's tiles in this game (worked out once per table and game). */
function tableIds(core: Core, p: PlainTable): Int32Array {
  const ids = core.tileIds;
  if (p.idsFrom !== ids) {
    p.ids = new Int32Array(p.tiles.length);
    for (let i = 0; i < p.tiles.length; i++) {
      const t = p.tiles[i];
      p.ids[i] = holdsNaN(t) ? 0 : ids.of(t);
    }
    p.idsFrom = ids;
  }
  return p.ids;
}

/** Refills every empty conveyor slot, in order (one draw set per slot). */
export function refillConveyor(core: Core, sc: SpawnContext): void {
  const c = core.state.nextSpawns;
  // Scanned before every spawn (up to MAX_NEXT_TILES slots).
  chargeWork(core.state.stepMeter, (c.length >> 4) + 1, 'spawn');
  for (let i = 0; i < c.length; i++) if (c[i] === '@Empty') c[i] = drawTile(core, sc);
}

/**
 * Replay playback: a visible next-tiles strip (nextTiles > 0) holds tiles the original pre-rolled;
 * the feed cannot draw them, so after the action the strip becomes the recorded one.
 */
export function adoptRecordedConveyor(core: Core): void {
  const recorded = core.feed?.conveyor;
  if (recorded && core.mode.nextTiles > 0) core.state.nextSpawns = recorded.slice();
}

/** Takes slot 0; the rest shift forward. With nextTiles > 0 the next tile is drawn right away. */
function takeFromConveyor(core: Core, sc: SpawnContext): void {
  const c = core.state.nextSpawns;
  chargeWork(core.state.stepMeter, c.length >> 6, 'spawn');
  // A one-slot conveyor (most modes) is emptied in place: shifting its only slot out and pushing
  // one in gave the list a new backing store every spawn.
  if (c.length === 1) c[0] = '@Empty';
  else {
    c.shift();
    c.push('@Empty');
  }
  if (core.mode.nextTiles > 0) refillConveyor(core, sc);
}

function spawnBlocked(core: Core, v: number, h: number, tile: Value, sc: SpawnContext): boolean {
  const rule = core.mode.spawnTileBlocked;
  if (rule === false) return false;
  const s = core.state;
  // A copy of the board per candidate cell tried: on a big board, many of them cost seconds.
  chargeWork(s.stepMeter, ((s.width * s.height) >> 2) + 1, 'spawn');
  const hypo = s.grid.map((r) => r.slice());
  hypo[v]![h] = tile;
  return core.ev(rule, ctxAt(sc, v, h, hypo)) === true;
}

/** Candidate cells for random spawns (§6.3 step 1), never changed (the geometry's own list for every cell). */
function randomCandidates(core: Core, sc: SpawnContext): readonly Pos[] {
  const s = core.state;
  chargeWork(s.stepMeter, (core.geometry.pos.length >> 4) + 1, 'spawn');
  const all: readonly Pos[] = core.geometry.pos;
  if (core.mode.spawnLocation !== 'Edge' || (sc.vdir === 0 && sc.hdir === 0)) return all;
  // Layers opposite to the move: cells sorted by their position along the move, nearest the back first.
  const par = (p: Pos): number => p[0] * Math.sign(sc.vdir) + p[1] * Math.sign(sc.hdir);
  const levels = [...new Set(all.map(par))].sort((a, b) => a - b);
  for (const lv of levels) {
    const layer = all.filter((p) => par(p) === lv);
    if (layer.some(([v, h]) => s.grid[v]![h] !== '@Void')) return layer;
  }
  return [];
}

function record(core: Core, tile: Value, v: number, h: number): void {
  core.state.currentMovePlayed.push([tile, v, h]);
}

/** The context of a batch that runs no script (never read). */
const UNREAD_CONTEXT = {};

/** `at`: the cell's position if the caller has one that is never changed (the geometry's). */
function placeSpawn(
  core: Core,
  tile: Value,
  v: number,
  h: number,
  forced: boolean,
  sc: SpawnContext,
  at: Pos = [v, h],
): void {
  core.tiles.spawn(at, tile, forced);
  record(core, tile, v, h);
  if (core.tracer !== null) core.tracer.record({ kind: 'spawn', at: [v, h], tile, forced });
  // Without TileSpawn scripts nothing reads the context and variables (the batch still starts).
  if (batchesIdle(core)) return;
  if (!scriptsRunOn(core, 'TileSpawn')) runScripts(core, 'TileSpawn', UNREAD_CONTEXT);
  else runScripts(core, 'TileSpawn', ctxAt(sc, v, h), [tile, forced]);
}

/**
 * The candidates a spawn's draws have removed, as sorted indices into the candidate list: each
 * attempt draws an index among the cells left and removes that cell, as if from a list (the
 * original splices its list), without copying or splicing one. The buffer of a finished spawn is
 * kept for the next (a nested spawn, from a script, takes a new one).
 */
class Removed {
  private at = new Int32Array(64);
  count = 0;
  /** Up to 32 candidates (most boards): the removed ones as bits of `mask`, not in `at`. */
  private small = false;
  private mask = 0;

  /** Starts a spawn's draws among `candidates` cells. */
  reset(candidates: number): void {
    this.count = 0;
    this.small = candidates <= 32;
    this.mask = 0;
  }

  /** The candidate index of the i-th cell not removed yet, which is removed. */
  take(i: number): number {
    if (this.small) {
      // Each removed candidate at or before the cell moves it one on (taken in ascending order).
      let c = i;
      let m = this.mask;
      while (m !== 0 && 31 - Math.clz32(m & -m) <= c) {
        c++;
        m &= m - 1;
      }
      this.mask |= 1 << c;
      this.count++;
      return c;
    }
    return this.takeListed(i);
  }

  /** `take` with the removed candidates listed in `at`, sorted (a call of its own: `take` stays small enough to inline). */
  private takeListed(i: number): number {
    const a = this.at;
    // The first removed entry r with a[r] − r > i (cells left before it: a[r] − r): the cell is i + r.
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (a[mid]! - mid > i) hi = mid;
      else lo = mid + 1;
    }
    const c = i + lo;
    const b = this.count === a.length ? this.grow() : a;
    // A few entries move by hand (the builtin's call costs more); many by copyWithin.
    if (this.count - lo < 32) for (let j = this.count; j > lo; j--) b[j] = b[j - 1]!;
    else b.copyWithin(lo + 1, lo, this.count);
    b[lo] = c;
    this.count++;
    return c;
  }

  private grow(): Int32Array {
    const grown = new Int32Array(this.at.length * 2);
    grown.set(this.at);
    this.at = grown;
    return grown;
  }
}

let freeRemoved: Removed | null = null;

/** Cells placed by the last `randomSpawns` (v·width + h), for its discovery check. */
const placed: FreshCells = { at: new Int32Array(64), count: 0 };

function notePlaced(core: Core, v: number, h: number): void {
  if (placed.count === placed.at.length) {
    const grown = new Int32Array(placed.at.length * 2);
    grown.set(placed.at);
    (placed as { at: Int32Array }).at = grown;
  }
  placed.at[placed.count++] = v * core.state.width + h;
}

/**
 * `RandomTiles(amount)` (§6.3). Returns the spawned tiles, appended to `out` (null: not kept, an
 * empty list returned; a list per spawn was a classic move's garbage when nothing reads it).
 * `discovered`: the caller knows every tile on the board is in the discovered list (the fast
 * move's board): without scripts, the discovery check after the spawns then looks only at the
 * cells spawned on.
 */
export function randomSpawns(
  core: Core,
  amount: number,
  sc: SpawnContext,
  discovered = false,
  out: Value[] | null = [],
): readonly Value[] {
  const s = core.state;
  if (out === null && core.feed === null && plainRandomSpawns(core, amount, sc, discovered)) return NO_TILES;
  let count = 0;
  const savedIndex = s.rngIndex;
  const candidates = randomCandidates(core, sc);
  const onlyPlaced = discovered && s.scripts.length === 0 && !core.feed;
  placed.count = 0;
  if (core.feed) {
    while (count < amount && candidates.length > 0) {
      chargeWork(s.stepMeter, (candidates.length >> 3) + 8, 'spawn');
      // No empty cell, or none the recording used (spawnTileBlocked refused the empty ones).
      const rec = candidates.some(([v, h]) => s.grid[v]![h] === '@Empty') ? core.feed.next() : undefined;
      if (!rec) {
        // The original drew the next tile before finding no cell; it stays in the conveyor.
        if (s.nextSpawns[0] === '@Empty' && core.feed.conveyor) s.nextSpawns = core.feed.conveyor.slice();
        runScripts(core, 'TileSpawnFail', { v: 0, h: 0, vdir: sc.vdir, hdir: sc.hdir, addInfo: sc.addInfo }, [
          s.nextSpawns[0],
          false,
        ]);
        break;
      }
      if (s.nextSpawns[0] === '@Empty') replayTileChoice(core, rec[0], sc);
      if (s.nextSpawns[0] !== '@Empty') {
        s.nextSpawns.shift();
        s.nextSpawns.push('@Empty');
      }
      placeSpawn(core, rec[0], rec[1], rec[2], false, sc);
      if (out !== null) out.push(rec[0]);
      count++;
    }
  } else {
    const removed = freeRemoved ?? new Removed();
    freeRemoved = null;
    let left = candidates.length;
    removed.reset(left);
    outer: while (count < amount && left > 0) {
      refillConveyor(core, sc);
      const tile = s.nextSpawns[0];
      let pos: Pos;
      for (;;) {
        if (left === 0) {
          runScripts(core, 'TileSpawnFail', { v: 0, h: 0, vdir: sc.vdir, hdir: sc.hdir, addInfo: sc.addInfo }, [
            tile,
            false,
          ]);
          break outer;
        }
        // Each attempt removes a candidate from a list of up to every cell (a spawn of many
        // tiles on a big board was quadratic: minutes).
        chargeWork(s.stepMeter, (left >> 6) + 8, 'spawn');
        const P = candidates[removed.take(Math.floor(core.random() * left))]!;
        left--;
        if (s.grid[P[0]]![P[1]] === '@Empty' && !spawnBlocked(core, P[0], P[1], tile, sc)) {
          pos = P;
          break;
        }
      }
      takeFromConveyor(core, sc);
      placeSpawn(core, tile, pos[0], pos[1], false, sc, pos);
      if (onlyPlaced) notePlaced(core, pos[0], pos[1]);
      if (out !== null) out.push(tile);
      count++;
    }
    freeRemoved = removed;
  }
  s.rngIndex = savedIndex;
  if (onlyPlaced) discoveryCheck(core, placed);
  else discoveryCheck(core);
  return out ?? NO_TILES;
}

/**
 * The game's plain spawn profile, or null: a plain table (`readTable`), a one-slot conveyor that is
 * not shown, every cell a candidate, no rule refusing a cell, no script or signal (nothing runs
 * around a spawn) and no tracer; a spawn phase of random spawns alone (no spawn condition, no
 * forced spawn). Then a spawn only draws its tile (when the slot is empty) and cells and places
 * the tile (`plainRandomSpawns`), whatever the move's vector. A caller may keep the answer and
 * hand it to `plainSpawnPhase` (move.ts) while none of these can have changed: the mode, the state's spawn table
 * and its entries, the conveyor's length, the scripts, signals and forced spawns, and no tracer or
 * replay feed.
 */
export function plainSpawnProfile(core: Core): PlainTable | null {
  const m = core.mode;
  if (m.spawnLocation === 'Edge' || m.spawnConditions !== true || core.state.forcedSpawns.length !== 0) return null;
  return plainProfile(core);
}

/** `plainSpawnProfile` but for the spawn location (which the move's vector decides). */
function plainProfile(core: Core): PlainTable | null {
  const s = core.state;
  const m = core.mode;
  if (m.spawnTileBlocked !== false || m.nextTiles !== 0 || s.nextSpawns.length !== 1 || core.tracer !== null)
    return null;
  if (s.scripts.length !== 0 || s.scriptSignals.length !== 0) return null;
  const table = s.tileSpawns;
  const last = lastTable;
  // sameEntries, written out: the call cost a tenth of a spawn.
  let same = last !== null && last.table === table && last.entries.length === table.length;
  for (let i = 0; same && i < table.length; i++) same = last!.entries[i] === table[i];
  const p = same ? last! : (lastTable = readTable(table));
  return p.plain ? p : null;
}

/** `randomSpawns` (no list of the tiles kept) by `plainSpawns` if the game has the plain spawn profile, else false. */
function plainRandomSpawns(core: Core, amount: number, sc: SpawnContext, discovered: boolean): boolean {
  if (core.mode.spawnLocation === 'Edge' && !(sc.vdir === 0 && sc.hdir === 0)) return false;
  const p = plainProfile(core);
  if (p === null) return false;
  plainSpawns(core, amount, discovered, p);
  return true;
}

/**
 * The random spawns of a game with the plain spawn profile `p` (`randomSpawns` with no list of the
 * tiles kept; `plainSpawnPhase` calls it with the profile a caller keeps, `plainSpawnProfile`). A spawn
 * only draws its tile (when the slot is empty) and cells, in the same order and with the same
 * charges as the general loop, and places the tile: no further decision per spawn. The discovery
 * check after it is left out where it is proven to add nothing (see `PlainTable.foundIn`).
 */
export function plainSpawns(core: Core, amount: number, discovered: boolean, p: PlainTable): void {
  const s = core.state;
  const c = s.nextSpawns;
  const table = s.tileSpawns;
  const meter = s.stepMeter;
  const cells = core.geometry.pos;
  // The charges are the general loop's. Each behind its own test: without a meter (a fast move's
  // commit) they cost nothing, and the calls left out leave V8 room to inline the draws.
  // randomCandidates' charge.
  if (meter !== null) chargeWork(meter, (cells.length >> 4) + 1, 'spawn');
  const W = s.width;
  const removed = freeRemoved ?? new Removed();
  freeRemoved = null;
  placed.count = 0;
  let left = cells.length;
  removed.reset(left);
  let count = 0;
  // Every placed tile is one of the table's (the objects themselves).
  let fromTable = true;
  while (count < amount && left > 0) {
    // refillConveyor's charge, and drawPlain's when it draws.
    if (meter !== null) chargeWork(meter, 1, 'spawn');
    if (c[0] === '@Empty') {
      if (meter !== null) chargeWork(meter, (table.length >> 3) + 1, 'spawn');
      c[0] = drawFrom(core, p);
    } else fromTable = false;
    const tile = c[0];
    let at = -1;
    while (left > 0) {
      if (meter !== null) chargeWork(meter, (left >> 6) + 8, 'spawn');
      const i = removed.take(Math.floor(core.random() * left));
      left--;
      const v = (i / W) | 0;
      const cell = s.grid[v]![i - v * W];
      if (!Array.isArray(cell) && cell === '@Empty') {
        at = i;
        break;
      }
    }
    // No empty cell: the tile stays in the conveyor (TileSpawnFail has no script to run).
    if (at < 0) break;
    c[0] = '@Empty';
    const P = cells[at]!;
    core.tiles.spawn(P, tile, false);
    s.currentMovePlayed.push([tile, P[0], P[1]]);
    if (placed.count === placed.at.length) notePlaced(core, P[0], P[1]);
    else placed.at[placed.count++] = at;
    count++;
  }
  freeRemoved = removed;
  const f = s.discoveredTilesFilter;
  const hasFilter = Array.isArray(f) && f.length > 0;
  if (!discovered) discoveryCheck(core);
  else if (!(fromTable && p.foundIn === s.discoveredTiles && !hasFilter)) {
    // Every tile of the board was discovered before: only the placed cells can add one.
    discoveryCheck(core, placed);
    if (p.foundIn !== s.discoveredTiles && idsDiscovered(core, tableIds(core, p))) p.foundIn = s.discoveredTiles;
  }
}

const NO_TILES: readonly Value[] = [];

/** `forcedSpawnTiles(timing)` (§6.5). Returns the spawned tiles. */
export function forcedSpawns(core: Core, timing: 'BeforeSpawns' | 'AfterSpawns', sc: SpawnContext): readonly Value[] {
  const s = core.state;
  // Most modes have none: nothing to evaluate, place or check (nor a list to allocate every move).
  if (s.forcedSpawns.length === 0) return NO_TILES;
  const queue: { tile: Value; lose: boolean }[] = [];
  const turn: EvalContext = { v: 0, h: 0, vdir: sc.vdir, hdir: sc.hdir, addInfo: sc.addInfo };
  for (let i = 0; i < s.forcedSpawns.length; i++) {
    const e = s.forcedSpawns[i];
    if (!Array.isArray(e) || e[1] !== timing) continue;
    if (core.ev(e[0], turn) !== true) continue;
    const flag = e[2];
    const lose = Array.isArray(flag) ? flag[0] === true : flag === true;
    const remove = Array.isArray(flag) && flag[1] === true;
    for (const t of e.slice(3)) queue.push({ tile: resolveSpawnTile(core, t, sc), lose });
    if (remove) {
      s.forcedSpawns.splice(i, 1);
      i--;
    }
  }
  if (queue.length === 0) return [];
  const savedIndex = s.rngIndex;
  const candidates: Pos[] = [];
  chargeWork(s.stepMeter, ((s.width * s.height) >> 3) + 1, 'spawn');
  for (let v = 0; v < s.height; v++) for (let h = 0; h < s.width; h++) candidates.push([v, h]);
  const spawned: Value[] = [];
  let failedAt = -1;
  for (let q = 0; q < queue.length && failedAt < 0; q++) {
    const tile = queue[q]!.tile;
    if (core.feed) {
      chargeWork(s.stepMeter, (candidates.length >> 3) + 8, 'spawn');
      const rec = candidates.some(([v, h]) => s.grid[v]![h] === '@Empty') ? core.feed.next() : undefined;
      if (!rec) failedAt = q;
      else {
        placeSpawn(core, rec[0], rec[1], rec[2], true, sc);
        spawned.push(rec[0]);
      }
    } else {
      let pos: Pos | null = null;
      // QUIRK: empty cells rejected by spawnTileBlocked are never removed; the original loops
      // forever when only such cells remain. We stop and treat that as a failure.
      const blockedSeen = new Set<string>();
      while (candidates.length > 0 && blockedSeen.size < candidates.length) {
        chargeWork(s.stepMeter, (candidates.length >> 6) + 8, 'spawn');
        const i = Math.floor(core.random() * candidates.length);
        const [v, h] = candidates[i]!;
        if (s.grid[v]![h] === '@Empty') {
          if (!spawnBlocked(core, v, h, tile, sc)) {
            pos = [v, h];
            break;
          }
          blockedSeen.add(`${v},${h}`);
        } else candidates.splice(i, 1);
      }
      if (!pos) failedAt = q;
      else {
        placeSpawn(core, tile, pos[0], pos[1], true, sc);
        spawned.push(tile);
      }
    }
    if (failedAt >= 0) runScripts(core, 'TileSpawnFail', turn, [tile, true]);
  }
  if (failedAt >= 0 && queue.slice(failedAt).some((q) => q.lose)) s.won = -2;
  s.rngIndex = savedIndex;
  discoveryCheck(core);
  return spawned;
}

const RANDOM_OPS = ['rand_int', 'rand_float', 'rand_bigint', 'weightedRandomArrayEntry'];

function needsEvaluation(tile: Value): boolean {
  return Array.isArray(tile) && (tile[0] === '@CalcArray' || tile.some(Array.isArray));
}

function mentionsRandom(x: Value): boolean {
  if (Array.isArray(x)) return x.some(mentionsRandom);
  return typeof x === 'string' && RANDOM_OPS.includes(x);
}

const HOST_EDIT =
  /^@((edit|add|insert|remove)_(gvar|mvar|spawn|forced_spawn)|replace_tile|run_script|add_score|ScriptSignal)$/;

/** Whether evaluating x can change game state (only then must a replayed choice be re-evaluated). */
function editsHost(x: Value): boolean {
  if (Array.isArray(x)) return x.some(editsHost);
  return typeof x === 'string' && HOST_EDIT.test(x);
}

/** Candidate results of a random operator inside a spawn-tile expression, tried in order. */
const DRAW_CANDIDATES = Array.from({ length: 2048 }, (_, i) => i);

/**
 * Replay playback: the original chose and *evaluated* a spawn-table tile before placing it, and
 * that evaluation can have effects (e.g. Dual-Tile DIVE stores the drawn seed index with
 * `@edit_gvar`). The recorded tile replaces the random choice, so redo the evaluation with the
 * entry and random-operator results that reproduce it; keep its effects only if one does.
 */
function replayTileChoice(core: Core, recorded: Value, sc: SpawnContext): void {
  const s = core.state;
  const entries = s.tileSpawns.filter(
    (e): e is Value[] =>
      Array.isArray(e) && e[0] !== 'Box' && e[0] !== '@CalcArray' && needsEvaluation(e[0]) && editsHost(e[0]),
  );
  if (entries.length === 0) return;
  const want = tileKey(recorded);
  const before = snapshotState(s);
  for (const e of entries) {
    const candidates = mentionsRandom(e[0]) ? DRAW_CANDIDATES : [0];
    for (const cand of candidates) {
      const at = s.rngIndex;
      const wasReplay = s.isPlayingReplay;
      s.isPlayingReplay = true;
      const log = s.otherRandomEvents;
      s.otherRandomEvents = log.slice();
      for (let k = 0; k < 8; k++) s.otherRandomEvents[at + k] = cand;
      let got: Value;
      try {
        got = resolveSpawnTile(core, e[0], sc);
      } catch {
        got = undefined;
      }
      s.isPlayingReplay = wasReplay;
      s.otherRandomEvents = log;
      s.rngIndex = at;
      if (got !== undefined && tileKey(got) === want) return;
      restoreState(s, before);
    }
  }
}
