// Discovery, winning and losing (engine.md §8).
import type { Value } from '../../calc/values.ts';
import { deepEqual } from '../../calc/values.ts';
import { START_MODIFIERS } from '../../calc/env.ts';
import type { Core } from '../core.ts';
import { holdsNaN, type TileIds } from '../tile-ids.ts';
import { filled } from '../speedups/packed.ts';
import { chargeWork } from '../work-meter.ts';

/** The discovered form of a tile: the tile run through `discoveredTilesFilter` (§8.1). */
export function discoveredForm(core: Core, tile: Value[]): Value {
  const f = core.state.discoveredTilesFilter;
  if (!Array.isArray(f) || f.length === 0) return tile;
  let lead = 0;
  while (lead < f.length && typeof f[lead] === 'string' && START_MODIFIERS.has(f[lead] as string)) lead++;
  const end = f.indexOf('@end_vars');
  const expr: Value[] =
    end >= 0
      ? [...f.slice(0, end + 1), ['@Literal', ...tile], ...f.slice(end + 1)]
      : [...f.slice(0, lead), '@end_vars', ['@Literal', ...tile], ...f.slice(lead)];
  return core.ev(expr, {});
}

/** Tile ids below this are kept as a byte each in an IdSet (ids count up from 1 per game). */
const MAX_FLAG_IDS = 1 << 16;

/**
 * A set of tile ids: a byte per id below MAX_FLAG_IDS, a Set for the rest (NaN-holding tiles take
 * a new id each time). A byte read instead of a hash look-up: every move asks a few times.
 */
class IdSet {
  private flags = new Uint8Array(64);
  private big: Set<number> | null = null;

  has(id: number): boolean {
    if (id < this.flags.length) return this.flags[id] === 1;
    return this.big !== null && this.big.has(id);
  }

  add(id: number): void {
    if (id >= MAX_FLAG_IDS || id < 0) {
      (this.big ??= new Set()).add(id);
      return;
    }
    if (id >= this.flags.length) {
      const grown = new Uint8Array(Math.min(MAX_FLAG_IDS, Math.max(id + 1, this.flags.length * 2)));
      grown.set(this.flags);
      this.flags = grown;
    }
    this.flags[id] = 1;
  }

  copy(): IdSet {
    const c = new IdSet();
    c.flags = this.flags.slice();
    c.big = this.big && new Set(this.big);
    return c;
  }
}

function idSetOf(ids: TileIds, list: readonly Value[]): IdSet {
  const set = new IdSet();
  for (const x of list) set.add(ids.of(x));
  return set;
}

/** The tile ids of a discovered list, with the elements they were computed from. */
interface KeyedList {
  ids: TileIds;
  elems: Value[];
  keys: IdSet;
  /** Per cell index (v·width + h): the tile object found there by the last check. */
  seen?: Value[];
  seenWidth?: number;
  /** For win/lose lists: the conditions `seen` and `misses` were checked against. */
  seenFor?: Value[];
  /** For static conditions: 1 per tile id (below MAX_MISS_IDS) that matched none of them. */
  misses?: Uint8Array;
}

/** Tile ids up to which a static win or lose list remembers the tiles that matched no condition. */
const MAX_MISS_IDS = 1 << 16;

// Discovered lists are checked after every merge and move; their ids are remembered per list
// object. A list object only grows (the engine appends; scripts cannot edit these lists, and undo
// and rollback put copies in place), so the ids are reused while the list still holds at least
// the elements seen, with the last of them where it was.
const keyedLists = new WeakMap<Value[], KeyedList>();

// The last few lists' entries at hand (a move asks for the discovered, winning and losing lists:
// WeakMap look-ups were a tenth of a classic move's end).
const recentLists: (Value[] | null)[] = [null, null, null, null];
const recentKeyed: (KeyedList | null)[] = [null, null, null, null];
let recentNext = 0;

function keysOf(ids: TileIds, list: Value[]): KeyedList {
  let m: KeyedList | null | undefined = null;
  for (let r = 0; r < 4; r++)
    if (recentLists[r] === list) {
      m = recentKeyed[r];
      break;
    }
  if (m === null) {
    m = keyedLists.get(list);
    if (m !== undefined) remember(list, m);
  }
  if (m && m.ids === ids && m.elems.length <= list.length) {
    const e = m.elems;
    const last = e.length - 1;
    if (last < 0 || e[last] === list[last]) {
      for (let i = e.length; i < list.length; i++) {
        e.push(list[i]);
        m.keys.add(ids.of(list[i]));
      }
      return m;
    }
  }
  // Every field from the start: entries of one shape keep the checks' property reads monomorphic.
  m = {
    ids,
    elems: list.slice(),
    keys: idSetOf(ids, list),
    seen: undefined,
    seenWidth: 0,
    seenFor: undefined,
    misses: undefined,
  };
  keyedLists.set(list, m);
  remember(list, m);
  return m;
}

function remember(list: Value[], m: KeyedList): void {
  for (let r = 0; r < 4; r++)
    if (recentLists[r] === list) {
      recentKeyed[r] = m;
      return;
    }
  recentLists[recentNext] = list;
  recentKeyed[recentNext] = m;
  recentNext = (recentNext + 1) & 3;
}

/** Appends `x` (whose id is `k`) to `list`, keeping its remembered ids current. */
function append(list: Value[], known: KeyedList, x: Value, k: number): void {
  list.push(x);
  known.elems.push(x);
  known.keys.add(k);
}

/**
 * Cells (v·width + h) that may hold a tile no earlier check has seen: the caller's promise that
 * every other cell holds no tile or a tile object that an earlier check of the same list saw (the
 * fast move's new tiles when nothing but its own moves changed the board). The checks then look
 * only at these cells, in row order (they sort `at`), and give what a scan of the board would.
 */
export interface FreshCells {
  readonly at: Int32Array;
  /** If given, the tile id (core.tileIds) of each cell's tile, beside `at`. */
  readonly ids?: Int32Array;
  count: number;
  /**
   * False while the cells are not listed yet: `ids` then holds the ids of every tile the caller
   * placed (`count` of them, a superset of the fresh cells' tiles), which is all the settled test
   * reads, and `listCells` lists the cells (`at`, `ids`, `count`) when a check needs them.
   */
  listed?: boolean;
  listCells?: () => void;
}

/** Sorts the fresh cells into row order, the order a scan of the board meets them (few: insertion sort). */
function rowOrder(fresh: FreshCells): void {
  const a = fresh.at;
  const ids = fresh.ids;
  for (let i = 1; i < fresh.count; i++) {
    const x = a[i]!;
    const id = ids !== undefined ? ids[i]! : 0;
    let j = i - 1;
    for (; j >= 0 && a[j]! > x; j--) {
      a[j + 1] = a[j]!;
      if (ids !== undefined) ids[j + 1] = ids[j]!;
    }
    a[j + 1] = x;
    if (ids !== undefined) ids[j + 1] = id;
  }
}

/**
 * Appends every tile on the grid (discovered form) not yet in `discoveredTiles`. With `fresh`
 * (see FreshCells; used only without a filter) only those cells are looked at.
 */
export function discoveryCheck(core: Core, fresh?: FreshCells): void {
  const s = core.state;
  const list = s.discoveredTiles;
  const ids = core.tileIds;
  const known = keysOf(ids, list);
  const f0 = s.discoveredTilesFilter;
  if (fresh !== undefined && (!Array.isArray(f0) || f0.length === 0)) {
    discoverFresh(core, known, list, fresh);
    return;
  }
  // A scan of the board, after every merge and spawn batch: on a big board with many merges per
  // move, the scans alone took minutes.
  chargeWork(s.stepMeter, ((s.width * s.height) >> 1) + 1, 'discovery');
  let keys = known.keys;
  // Without a filter a tile is its own discovered form: a cell still holding the tile object it
  // held at an earlier check of this (since only grown) list is known already.
  const f = s.discoveredTilesFilter;
  const seen = !Array.isArray(f) || f.length === 0 ? seenCells(known, s.width, s.width * s.height) : null;
  // Without a filter nothing is evaluated in the loop: the grid and width stay as they are.
  const W = s.width;
  for (let v = 0; v < s.grid.length; v++) {
    const row = s.grid[v]!;
    for (let h = 0; h < row.length; h++) {
      const cell = row[h];
      const at = v * W + h;
      // First the identity (`seen` holds tiles only): most cells are known, read without their tile.
      if (seen && h < W && seen[at] === cell) continue;
      if (!Array.isArray(cell)) continue;
      if (seen && h < W && !holdsNaN(cell)) seen[at] = cell;
      const d = discoveredForm(core, cell);
      // Unfiltered, the form is the cell's own tile: its id is memoised per cell.
      const k = seen && h < W ? ids.ofCell(at, d) : ids.of(d);
      if (keys.has(k)) continue;
      if (keys === known.keys && s.discoveredTiles === list) append(list, known, d, k);
      else {
        // A filter expression replaced the list: go on with a private copy of the keys.
        if (keys === known.keys) keys = keys.copy();
        keys.add(k);
        s.discoveredTiles.push(d);
      }
    }
  }
}

/** `discoveryCheck` (no filter) of the fresh cells only: every other tile is in the list already. */
function discoverFresh(core: Core, known: KeyedList, list: Value[], fresh: FreshCells): void {
  const s = core.state;
  const W = s.width;
  chargeWork(s.stepMeter, (fresh.count >> 1) + 1, 'discovery');
  rowOrder(fresh);
  const ids = core.tileIds;
  const seen = seenCells(known, W, W * s.height);
  for (let k = 0; k < fresh.count; k++) {
    const at = fresh.at[k]!;
    const v = (at / W) | 0;
    const cell = s.grid[v]![at - v * W];
    if (seen[at] === cell || !Array.isArray(cell)) continue;
    const id = ids.ofCell(at, cell);
    // A tile in the list already (most spawns) is done: `seen` is only a scan's shortcut.
    if (known.keys.has(id)) continue;
    if (!holdsNaN(cell)) seen[at] = cell;
    append(list, known, cell, id);
  }
}

/**
 * Appends, in the given order, the discovered form of each tile the list does not hold yet: the
 * check for tiles the caller knows are the only new ones (the fast move's merge results, taken in
 * the order the general move's per-merge checks would find them).
 */
export function discoverTiles(core: Core, tiles: readonly Value[], count = tiles.length): void {
  const list = core.state.discoveredTiles;
  const known = keysOf(core.tileIds, list);
  for (let k = 0; k < count; k++) {
    const t = tiles[k];
    if (!Array.isArray(t)) continue;
    const d = discoveredForm(core, t);
    const id = core.tileIds.of(d);
    if (!known.keys.has(id)) append(list, known, d, id);
  }
}

/**
 * Whether every tile with these ids (core.tileIds; 0: a tile holding a NaN) is in the discovered
 * list as it is (no filter: a tile is its own discovered form). The list only grows, so the answer
 * stays true while it is the game's list.
 */
export function idsDiscovered(core: Core, ids: Int32Array): boolean {
  const f = core.state.discoveredTilesFilter;
  if (Array.isArray(f) && f.length > 0) return false;
  const known = keysOf(core.tileIds, core.state.discoveredTiles);
  for (let k = 0; k < ids.length; k++) if (ids[k]! <= 0 || !known.keys.has(ids[k]!)) return false;
  return true;
}

/** The cells seen by earlier checks against this list (reset when the board width changes). */
function seenCells(known: KeyedList, width: number, cells: number): Value[] {
  if (!known.seen || known.seenWidth !== width) {
    // Packed (a list grown by assigning past its end is holey: every read then checks for holes).
    known.seen = filled<Value>(cells, false);
    known.seenWidth = width;
  }
  return known.seen;
}

/** A list of plain numbers, booleans and bigints: its evaluation reads nothing (no strings). */
function isPlainLiteral(cond: Value): cond is Value[] {
  if (!Array.isArray(cond)) return false;
  for (const x of cond) if (typeof x !== 'number' && typeof x !== 'boolean' && typeof x !== 'bigint') return false;
  return true;
}

/** Evaluation results of plain literal conditions (the same whatever the tile and the game). */
const literalResults = new WeakMap<object, boolean>();

/** A condition matches a discovered form if it deep-equals it or evaluates to `true` on it. */
export function conditionMatches(core: Core, cond: Value, d: Value): boolean {
  if (deepEqual(cond, d)) return true;
  // A one-element list of a plain value evaluates to that value: skip the evaluation.
  if (Array.isArray(cond) && cond.length === 1 && typeof cond[0] !== 'string' && !Array.isArray(cond[0]))
    return cond[0] === true;
  if (!Array.isArray(cond) && typeof cond !== 'string') return cond === true;
  if (isPlainLiteral(cond)) {
    let r = literalResults.get(cond);
    if (r === undefined) literalResults.set(cond, (r = core.ev(cond, { v: 'None', h: 'None', container: d }) === true));
    return r;
  }
  return core.ev(cond, { v: 'None', h: 'None', container: d }) === true;
}

/** Whether no condition is evaluated against the game (each is decided by the tile alone). */
export function staticConditions(conditions: Value[]): boolean {
  for (const c of conditions) {
    if (
      Array.isArray(c)
        ? !(c.length === 1 && typeof c[0] !== 'string' && !Array.isArray(c[0])) && !isPlainLiteral(c)
        : typeof c === 'string'
    )
      return false;
  }
  return true;
}

/** `staticConditions` per conditions list (mode data, never edited): asked after every move. */
const staticLists = new WeakMap<Value[], boolean>();

// The last two lists' answers at hand (a move asks for the win and the lose list).
let staticA: Value[] | null = null;
let staticAIs = false;
let staticB: Value[] | null = null;
let staticBIs = false;

function isStaticList(conditions: Value[]): boolean {
  if (conditions === staticA) return staticAIs;
  if (conditions === staticB) return staticBIs;
  let known = staticLists.get(conditions);
  if (known === undefined) staticLists.set(conditions, (known = staticConditions(conditions)));
  staticB = staticA;
  staticBIs = staticAIs;
  staticA = conditions;
  staticAIs = known;
  return known;
}

function collect(core: Core, conditions: Value[], found: Value[], fresh: FreshCells | undefined): void {
  if (conditions.length === 0) return;
  const f = core.state.discoveredTilesFilter;
  if ((!Array.isArray(f) || f.length === 0) && isStaticList(conditions)) collectStatic(core, conditions, found, fresh);
  else collectEvaluated(core, conditions, found);
}

/**
 * `collect` when nothing is evaluated: a cell still holding the tile object it held at an earlier
 * check of this (since only grown) list, against the same conditions, is decided already.
 */
function collectStatic(core: Core, conditions: Value[], found: Value[], fresh: FreshCells | undefined): void {
  const s = core.state;
  const ids = core.tileIds;
  const known = keysOf(ids, found);
  if (known.seenFor !== conditions) {
    known.seen = undefined;
    known.misses = undefined;
    known.seenFor = conditions;
  }
  // The fresh cells alone when every other cell was seen by an earlier check of this list against
  // these conditions (a list rebuilt, or a board of another width, has seen nothing).
  if (fresh !== undefined && known.seen !== undefined && known.seenWidth === s.width) {
    collectFresh(core, conditions, found, known, fresh);
    return;
  }
  const seen = seenCells(known, s.width, s.width * s.height);
  chargeWork(s.stepMeter, ((s.width * s.height) >> 4) + 1, 'win check');
  for (let v = 0; v < s.grid.length; v++) {
    const row = s.grid[v]!;
    for (let h = 0; h < row.length; h++) {
      const cell = row[h];
      const at = v * s.width + h;
      // First the identity (`seen` holds tiles only), as in discoveryCheck.
      if (h < s.width && seen[at] === cell) continue;
      if (!Array.isArray(cell)) continue;
      if (h < s.width && !holdsNaN(cell)) seen[at] = cell;
      const k = h < s.width ? ids.ofCell(at, cell) : ids.of(cell);
      if (known.keys.has(k)) continue;
      // A new tile is compared with every condition (no evaluation charges for that).
      chargeWork(s.stepMeter, (conditions.length >> 3) + 1, 'win check');
      matchStatic(core, conditions, found, known, cell, k);
    }
  }
}

/** `collectStatic` of the fresh cells only (FreshCells), in row order. */
function collectFresh(core: Core, conditions: Value[], found: Value[], known: KeyedList, fresh: FreshCells): void {
  const s = core.state;
  const W = s.width;
  const seen = known.seen!;
  const ids = core.tileIds;
  const misses = known.misses;
  chargeWork(s.stepMeter, (fresh.count >> 4) + 1, 'win check');
  // With the tiles' ids at hand, most moves end here: every new tile is one met before, in the
  // list already or known to match no condition (a missed id is never in the list).
  // (Each missed id is charged as its comparison in matchStatic was.)
  const each = (conditions.length >> 3) + 1;
  const freshIds = fresh.ids;
  if (freshIds !== undefined) {
    let k = 0;
    let missed = 0;
    for (; k < fresh.count; k++) {
      const id = freshIds[k]!;
      if (id <= 0) break;
      if (misses !== undefined && id < misses.length && misses[id] === 1) missed++;
      else if (!known.keys.has(id)) break;
    }
    if (k === fresh.count) {
      chargeWork(s.stepMeter, missed * each, 'win check');
      return;
    }
  }
  rowOrder(fresh);
  for (let k = 0; k < fresh.count; k++) {
    const at = fresh.at[k]!;
    const v = (at / W) | 0;
    const cell = s.grid[v]![at - v * W];
    if (seen[at] === cell || !Array.isArray(cell)) continue;
    const id = freshIds !== undefined ? freshIds[k]! : ids.ofCell(at, cell);
    // Decided by the id alone (`seen` is only a scan's shortcut: a cell left out is looked at again).
    if (misses !== undefined && id < misses.length && misses[id] === 1) {
      chargeWork(s.stepMeter, each, 'win check');
      continue;
    }
    if (!holdsNaN(cell)) seen[at] = cell;
    if (known.keys.has(id)) continue;
    chargeWork(s.stepMeter, each, 'win check');
    matchStatic(core, conditions, found, known, cell, id);
  }
}

/**
 * Appends `cell` (id `k`, not in the list) to `found` if it matches a static condition. The
 * conditions decide by the tile alone: a tile id that matched none is remembered and not compared again.
 */
function matchStatic(
  core: Core,
  conditions: Value[],
  found: Value[],
  known: KeyedList,
  cell: Value[],
  k: number,
): void {
  let misses = known.misses;
  if (misses !== undefined && k < misses.length && misses[k] === 1) return;
  for (const c of conditions)
    if (conditionMatches(core, c, cell)) {
      append(found, known, cell, k);
      return;
    }
  if (k >= MAX_MISS_IDS || holdsNaN(cell)) return;
  if (misses === undefined || k >= misses.length) {
    const grown = new Uint8Array(Math.min(MAX_MISS_IDS, Math.max(64, k + 1, (misses?.length ?? 0) * 2)));
    if (misses !== undefined) grown.set(misses);
    known.misses = misses = grown;
  }
  misses[k] = 1;
}

function collectEvaluated(core: Core, conditions: Value[], found: Value[]): void {
  const s = core.state;
  chargeWork(s.stepMeter, ((s.width * s.height) >> 4) + 1, 'win check');
  for (const row of s.grid)
    for (const cell of row) {
      if (!Array.isArray(cell)) continue;
      chargeWork(s.stepMeter, (conditions.length >> 3) + 1, 'win check');
      const d = discoveredForm(core, cell);
      const known = keysOf(core.tileIds, found);
      const k = core.tileIds.of(d);
      if (known.keys.has(k)) continue;
      for (const c of conditions)
        if (conditionMatches(core, c, d)) {
          append(found, known, d, k);
          break;
        }
    }
}

/**
 * Whether `collect` would find every fresh tile decided for both lists (collectFresh's first
 * loop, asked before the calls): static conditions, no filter, each list checked before on this
 * board, each fresh id (cells not listed: each placed tile's id) in the list or known to match no
 * condition. Charges what collectFresh would for these ids.
 */
function freshSettled(core: Core, fresh: FreshCells): boolean {
  const ids = fresh.ids;
  const s = core.state;
  if (ids === undefined || !noFilter(s)) return false;
  const m = core.mode;
  const memo = settledMemo;
  const current =
    memo.win === s.discoveredWinning &&
    memo.winLength === s.discoveredWinning.length &&
    memo.lose === s.discoveredLosing &&
    memo.loseLength === s.discoveredLosing.length &&
    memo.winConditions === m.winConditions &&
    memo.loseConditions === m.loseConditions &&
    memo.width === s.width &&
    memo.tileIds === core.tileIds;
  // Without a meter there is nothing to charge: ids decided at an earlier test are decided now.
  if (current && s.stepMeter === null) {
    const flags = memo.flags;
    let k = 0;
    for (; k < fresh.count; k++) {
      const id = ids[k]!;
      if (id <= 0 || id >= flags.length || flags[id] !== 1) break;
    }
    if (k === fresh.count) return true;
  }
  const win = settledCharge(core, m.winConditions, s.discoveredWinning, ids, fresh.count);
  if (win < 0) return false;
  const lose = settledCharge(core, m.loseConditions, s.discoveredLosing, ids, fresh.count);
  if (lose < 0) return false;
  chargeWork(s.stepMeter, win, 'win check');
  chargeWork(s.stepMeter, lose, 'win check');
  rememberSettled(core, current, ids, fresh.count);
  return true;
}

/**
 * Tile ids `freshSettled` found decided for both lists, while the lists (which only grow, and
 * whose ids' decisions then stay), their conditions and the board width are as they were. The
 * lists' lengths stand for their contents: the checks only ever append to them.
 */
const settledMemo = {
  win: null as Value[] | null,
  winLength: 0,
  lose: null as Value[] | null,
  loseLength: 0,
  winConditions: null as Value[] | null,
  loseConditions: null as Value[] | null,
  width: 0,
  tileIds: null as TileIds | null,
  flags: new Uint8Array(64),
};

function rememberSettled(core: Core, current: boolean, ids: Int32Array, count: number): void {
  const memo = settledMemo;
  const s = core.state;
  if (!current) {
    memo.win = s.discoveredWinning;
    memo.winLength = s.discoveredWinning.length;
    memo.lose = s.discoveredLosing;
    memo.loseLength = s.discoveredLosing.length;
    memo.winConditions = core.mode.winConditions;
    memo.loseConditions = core.mode.loseConditions;
    memo.width = s.width;
    memo.tileIds = core.tileIds;
    memo.flags.fill(0);
  }
  for (let k = 0; k < count; k++) {
    const id = ids[k]!;
    if (id >= MAX_MISS_IDS) continue;
    if (id >= memo.flags.length) {
      const grown = new Uint8Array(Math.min(MAX_MISS_IDS, Math.max(id + 1, memo.flags.length * 2)));
      grown.set(memo.flags);
      memo.flags = grown;
    }
    memo.flags[id] = 1;
  }
}

/** For `freshSettled`: collectFresh's charge when every id is decided for this list, else −1. */
function settledCharge(core: Core, conditions: Value[], found: Value[], ids: Int32Array, count: number): number {
  if (conditions.length === 0) return 0;
  if (!isStaticList(conditions)) return -1;
  const known = keysOf(core.tileIds, found);
  if (known.seenFor !== conditions || known.seen === undefined || known.seenWidth !== core.state.width) return -1;
  const misses = known.misses;
  let missed = 0;
  for (let k = 0; k < count; k++) {
    const id = ids[k]!;
    if (id <= 0) return -1;
    if (misses !== undefined && id < misses.length && misses[id] === 1) missed++;
    else if (!known.keys.has(id)) return -1;
  }
  return (count >> 4) + 1 + missed * ((conditions.length >> 3) + 1);
}

function noFilter(s: Core['state']): boolean {
  const f = s.discoveredTilesFilter;
  return !Array.isArray(f) || f.length === 0;
}

/**
 * Win check (§8.2): 2 both, 1 win, −1 loss, 0 nothing. Updates `won` and the discovered lists.
 * With `fresh` (see FreshCells) static conditions look only at those cells.
 */
export function winCheck(core: Core, fresh?: FreshCells): number {
  const s = core.state;
  const m = core.mode;
  if (fresh === undefined || !freshSettled(core, fresh)) {
    if (fresh !== undefined && fresh.listed === false) fresh.listCells!();
    collect(core, m.winConditions, s.discoveredWinning, fresh);
    collect(core, m.loseConditions, s.discoveredLosing, fresh);
  }
  let checkWin = false;
  if (s.won !== -1 && s.won !== -3) {
    if (s.won >= 0) s.won = s.discoveredWinning.length;
    const req = m.winRequirement;
    checkWin = typeof req === 'number' ? s.discoveredWinning.length >= req : core.ev(req, {}) === true;
  }
  const lreq = m.loseRequirement;
  const checkLose =
    s.won === -2 ||
    s.won === -3 ||
    (typeof lreq === 'number' ? s.discoveredLosing.length >= lreq : lreq !== false && core.ev(lreq, {}) === true);
  return checkWin && checkLose ? 2 : checkWin ? 1 : checkLose ? -1 : 0;
}
