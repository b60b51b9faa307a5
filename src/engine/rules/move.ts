// The move (`MoveHandler`, engine.md §5): processing order, the slide loop, end-of-movement
// scripts, length-0 merges, counters, spawning, automatic moves and the end-of-turn checks.
import { hasTemporaryHole } from './merge-rules.ts';
import { limitError } from '../../calc/errors.ts';
import { truthy } from '../../calc/evaluate.ts';
import type { Value } from '../../calc/values.ts';
import type { Core, MoveInfo } from '../core.ts';
import { discoveryCheck, winCheck, type FreshCells } from './discovery.ts';
import { allTrueLike } from '../speedups/packed.ts';
import { Geometry, type MoveOrder } from './geometry.ts';
import { mergeSettled, tryMerge, type SlideState } from './merge.ts';
import { memoShape } from '../speedups/pair-memo.ts';
import { numericBoard } from '../speedups/rule-filter.ts';
import { DEFAULT_MOVEMENT_PARAMETERS } from '../mode.ts';
import { batchesIdle, countScripts, movementSignalled, runScripts, scriptsRunOn } from './scripts.ts';
import { forcedSpawns, plainSpawns, randomSpawns, type PlainTable, type SpawnContext } from './spawn.ts';
import type { EvalContext } from '../evaluator.ts';
import type { GameState, Pos } from './state.ts';
import { zeroMerges } from './zero-merge.ts';
import { chargeWork } from '../work-meter.ts';

/** Passes after which a slide loop that never settles is stopped (the original would hang). */
export const MAX_PASSES = 100_000;

/** Processing order (§5.3): furthest along the move first, ties by perpendicular value, stable. */
export function tileOrder(width: number, height: number, vdir: number, hdir: number, slide: number): Pos[] {
  return new Geometry(width, height).order(vdir, hdir, slide).cells.slice();
}

/** The move data of a direction or automatic move entry → MoveInfo. */
export function moveInfoFrom(data: Value, dirIndex: number, manualIndex: number): MoveInfo {
  const d = Array.isArray(data) ? data : [];
  const strength = Array.isArray(d[4]) ? d[4] : [1, true, true, true];
  const num = (x: Value, f: number): number => (typeof x === 'number' ? x : x === undefined ? f : Number(x));
  return {
    vdir: num(d[0], 0),
    hdir: num(d[1], 0),
    slide: num(d[2], Infinity),
    moveType: d[3] ?? 0,
    dirIndex,
    kind: num(strength[0], 1),
    mergesAllowed: strength[1] !== false,
    zeroMergesAllowed: strength[2] !== false,
    turnScripts: strength[3] !== false,
    manualIndex,
  };
}

/**
 * `stepOver` on the live grid, as a cell index (−1 when off the board): one step along (dv, dh),
 * sliding over slippery cells. Allocation-free, for the slide loop's hot path.
 */
function stepIndex(s: GameState, r: number, c: number, dv: number, dh: number): number {
  if (dv === 0 && dh === 0) return -1;
  const W = s.width;
  const H = s.height;
  const g = s.grid;
  for (;;) {
    r += dv;
    c += dh;
    if (!(Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < H && c < W)) return -1;
    const row = g[r];
    if ((Array.isArray(row) ? row[c] : undefined) !== '@Slippery') return r * W + c;
  }
}

/**
 * Cells along (pv, ph) from P, sliding over slippery cells, until off the board (§5.4), into `out`
 * (a slide loop's own list, reused for every attempt: merge attempts copy what they keep).
 */
function lineFrom(core: Core, P: Pos, pv: number, ph: number, out: Pos[]): Pos[] {
  const s = core.state;
  const pos = core.geometry.pos;
  const max = s.width * s.height;
  let n = 0;
  let r = P[0];
  let c = P[1];
  for (let i = stepIndex(s, r, c, pv, ph); i >= 0; i = stepIndex(s, r, c, pv, ph)) {
    const q = pos[i]!;
    out[n++] = q;
    if (n > max) break;
    r = q[0];
    c = q[1];
  }
  // Shortened by popping: setting the length is a much slower runtime call.
  while (out.length > n) out.pop();
  return out;
}

/** Script context for batches that have no scripts to run (never read). */
const UNUSED_CTX = {};

function isMovable(cell: Value): boolean {
  return cell !== '@Empty' && cell !== '@Void' && cell !== '@Slippery' && cell !== undefined && !hasTemporaryHole(cell);
}

/** The slide loop (§5.4). Returns whether anything moved. */
function slideLoop(core: Core, m: MoveInfo, order: MoveOrder, st: SlideState, turn: EvalContext): boolean {
  const s = core.state;
  const W = s.width;
  const total = W * s.height;
  const pos = core.geometry.pos;
  const cells = order.cells;
  // Flags by cell index, with how many are set (a scan for one took a pass's worth of time); the
  // array is the last loop's when free (a nested loop, run by a script, takes a new one).
  let stillMoving = freeFlags;
  if (stillMoving === null || stillMoving.length < total) stillMoving = new Uint8Array(total);
  freeFlags = null;
  stillMoving.fill(1, 0, total);
  let moving = total;
  const defaultParams = isDefaultMovement(core.mode.movementParameters);
  const line: Pos[] = [];
  let moved = false;
  let slides = 0;
  let endChecked = false;
  // A pass visits every cell: on a big board hundreds of passes add up to seconds, so each draws
  // on the action's budget (as much as when the flags were also scanned after each pass).
  const passCost = (total >> 2) + 1;
  // Slides and merge attempts of the pass (events, line walks: ~1 µs each), charged with it.
  let tileWork = 0;
  // When only the slide loop's own slides and merges change the board (see `linesSettle`), an
  // attempt reads nothing but its tile's line: after a merge elsewhere, a tile whose attempt
  // settled "no merge" (`mergeSettled`) while its line has not changed since would read the same
  // key again and fail the same way, so it fails without the reading. Lines are rows for moves
  // along rows, else columns; `lineChanges` counts each line's slides and merges.
  const settle = defaultParams && linesSettle(core, m);
  const byRow = m.vdir === 0;
  const lineChanges = settle ? scratch(0, byRow ? s.height : W) : null;
  // Per cell: 1 + its line's count when its attempt settled (0: none).
  const settledAt = settle ? scratch(1, total) : null;
  // Only merges bring new values (`applyMerge` checks them): see rule-filter.ts `numericBoard`.
  st.numeric = settle && numericBoard(core.board, s.tileNumAmount);
  // Without slippery cells (a merge may place one: `slipperyMade`), a tile's line is the same every time.
  const plain = settle && Number.isInteger(m.vdir) && Number.isInteger(m.hdir) && !(m.vdir === 0 && m.hdir === 0);
  let rays = plain && !hasSlippery(s) ? core.geometry.rays(m.vdir, m.hdir) : null;
  st.straight = rays !== null;
  const tracer = core.tracer;
  while ((moving > 0 || !endChecked) && slides < m.slide) {
    if (slides >= MAX_PASSES) throw limitError('move', 'the slide loop never settles');
    if (tracer !== null) tracer.record({ kind: 'pass', pass: slides + 1 });
    chargeWork(s.stepMeter, passCost + tileWork, 'move');
    tileWork = 0;
    for (let o = 0; o < cells.length; o++) {
      const i = order.index[o]!;
      if (!stillMoving[i]) continue;
      const P = cells[o]!;
      let pv = m.vdir;
      let ph = m.hdir;
      let pslide = m.slide;
      if (!defaultParams) [pv, ph, pslide] = movementParameters(core, m, P);
      if ((pv === 0 && ph === 0) || slides >= pslide) {
        stillMoving[i] = 0;
        moving--;
        continue;
      }
      const cell = s.grid[P[0]]![P[1]];
      if (!isMovable(cell)) {
        stillMoving[i] = 0;
        moving--;
        continue;
      }
      const n = rays !== null ? rays.next[i]! : stepIndex(s, P[0], P[1], pv, ph);
      const next = n >= 0 ? pos[n]! : null;
      if (next && s.grid[next[0]]![next[1]] === '@Empty') {
        if (tracer !== null) tracer.record({ kind: 'slide', from: P, to: next });
        core.tiles.slide(P, next);
        core.tileIds.slid(i, n);
        if (lineChanges !== null) lineChanges[byRow ? P[0] : P[1]]!++;
        tileWork += 8;
        stillMoving[i] = 0;
        moving--;
        if (stillMoving[n] === 0) {
          stillMoving[n] = 1;
          moving++;
        }
        moved = true;
        if (m.turnScripts)
          runScripts(
            core,
            'TileMove',
            scriptsRunOn(core, 'TileMove')
              ? { v: P[0], h: P[1], vdir: pv, hdir: ph, addInfo: [1, pslide, m.moveType, m.dirIndex] }
              : UNUSED_CTX,
          );
      } else if ((truthy(st.mergeable[i]) || core.mode.multiMerge) && m.mergesAllowed) {
        tileWork += 8;
        if (settledAt !== null && settledAt[i] === lineChanges![byRow ? P[0] : P[1]]! + 1) {
          stillMoving[i] = 0;
          moving--;
        } else if (
          tryMerge(core, st, P, rays !== null ? rays.cells[i]! : lineFrom(core, P, pv, ph, line), pv, ph, pslide)
        ) {
          chargeWork(s.stepMeter, (passCost >> 1) + MERGE_STEPS, 'move');
          if (st.slipperyMade) {
            rays = null;
            st.straight = false;
          }
          stillMoving.fill(1, 0, total);
          moving = total;
          if (lineChanges !== null) lineChanges[byRow ? P[0] : P[1]]!++;
          moved = true;
        } else {
          stillMoving[i] = 0;
          moving--;
          if (settledAt !== null && mergeSettled()) settledAt[i] = lineChanges![byRow ? P[0] : P[1]]! + 1;
        }
      } else {
        stillMoving[i] = 0;
        moving--;
      }
    }
    slides += 1;
    runScripts(core, 'MoveIteration', turn);
    if (movementSignalled(core)) moved = true;
    if (moving === 0) {
      if (!endChecked) {
        if (runScripts(core, 'PossibleEnd', turn) > 0) {
          stillMoving.fill(1, 0, total);
          moving = total;
        }
        if (movementSignalled(core)) moved = true;
        endChecked = true;
      }
    } else endChecked = false;
  }
  chargeWork(s.stepMeter, tileWork, 'move');
  freeFlags = stillMoving;
  return moved;
}

/** Whether some cell of the board is slippery. */
function hasSlippery(s: GameState): boolean {
  for (let v = 0; v < s.height; v++) {
    const row = s.grid[v];
    if (Array.isArray(row)) for (let h = 0; h < s.width; h++) if (row[h] === '@Slippery') return true;
  }
  return false;
}

/**
 * What an applied merge costs the action's meter besides its evaluations and the pass it resets:
 * its tile events, ids, used-up flags and discovery check take a few µs (a never-settling
 * multiMerge loop of cheap rules ran 10 M steps in over a second without it).
 */
const MERGE_STEPS = 24;

/** `slideLoop`'s flags array when no loop uses it. */
let freeFlags: Uint8Array | null = null;

/**
 * Whether, in this move, the board and the merge flags change only by the slide loop's own slides
 * and merges, each within the line of the tile that moves (see `slideLoop`): a move along a row or
 * a column, with the merge-result cache on, no scripts that run during the slide loop, no filter
 * for discovered tiles (evaluated after each merge), and merge rules that read nothing but their
 * line through pure operators (pair-memo.ts `memoShape`), so that trying them has no effect.
 */
function linesSettle(core: Core, m: MoveInfo): boolean {
  if (!(m.vdir === 0 || m.hdir === 0) || core.cacheLevel === 0 || core.mode.multiMerge) return false;
  const s = core.state;
  if (Array.isArray(s.discoveredTilesFilter) && s.discoveredTilesFilter.length > 0) return false;
  for (const t of SLIDE_LOOP_TIMINGS) if (scriptsRunOn(core, t)) return false;
  const rules = s.mergeRules;
  for (let r = 0; r < rules.length; r++) if (memoShape(rules[r]) === null) return false;
  return true;
}

// Zeroed typed arrays for `slideLoop` (an allocation per move costs more than clearing; a slide
// loop whose arrays are in use cannot start another, see `linesSettle`).
const scratches = [new Int32Array(64), new Int32Array(64)];

function scratch(k: number, n: number): Int32Array {
  let a = scratches[k]!;
  if (a.length < n) a = scratches[k] = new Int32Array(n);
  else a.fill(0, 0, n);
  return a;
}

/** The script timings that run inside the slide loop. */
const SLIDE_LOOP_TIMINGS = ['TileMove', 'Merge', 'MoveIteration', 'PossibleEnd'];

export function isDefaultMovement(p: readonly Value[]): boolean {
  return p.length === 3 && p.every((x, i) => x === DEFAULT_MOVEMENT_PARAMETERS[i]);
}

function movementParameters(core: Core, m: MoveInfo, P: Pos): [number, number, number] {
  const ctx = { v: P[0], h: P[1], vdir: m.vdir, hdir: m.hdir, addInfo: [1, m.slide, m.moveType, m.dirIndex] };
  const mp = core.mode.movementParameters;
  return [Number(core.ev(mp[0], ctx)), Number(core.ev(mp[1], ctx)), Number(core.ev(mp[2], ctx))];
}

/** A stay-still move (§5.10): moved iff some cell is empty; StayStill once per row with one. */
function stayStill(core: Core, turn: EvalContext): boolean {
  let moved = false;
  chargeWork(core.state.stepMeter, ((core.state.width * core.state.height) >> 4) + 1, 'move');
  for (const row of core.state.grid)
    if (row.includes('@Empty')) {
      moved = true;
      runScripts(core, 'StayStill', turn);
    }
  return moved;
}

/** Runs the automatic moves of one timing for a triggering kind-1 move; true if any moved. */
function autoMoves(core: Core, timing: string, trigger: MoveInfo, probeDraws: { n: number }): boolean {
  let moved = false;
  core.mode.autoDirections.forEach((entry, a) => {
    // Thousands of entries are scanned three times per move even when none is for this timing.
    chargeWork(core.state.stepMeter, 1, 'automatic move');
    if (!Array.isArray(entry) || entry[1] !== timing) return;
    if (entry[2] !== undefined && core.ev(entry[2], core.turnCtx(trigger)) !== true) return;
    const info = moveInfoFrom(entry[0], -(a + 1), -1);
    const prob = Array.isArray(entry[0]) ? entry[0][5] : undefined;
    if (moveHandler(core, info, prob, probeDraws)) moved = true;
  });
  return moved;
}

/** The automatic-move probability draw (§5.11): logged in, or replayed from, the random log. */
function probabilityDraw(core: Core): number {
  const s = core.state;
  if (s.isPlayingReplay) return Number(s.otherRandomEvents[s.rngIndex++]);
  const r = core.random() * 100;
  s.otherRandomEvents[s.rngIndex++] = r;
  return r;
}

/**
 * One move of any kind. `probability` (automatic moves) is checked first. Returns whether it moved.
 */
export function moveHandler(
  core: Core,
  m: MoveInfo,
  probability?: Value,
  probeDraws: { n: number } = { n: 0 },
): boolean {
  const s = core.state;
  const manual = m.manualIndex >= 0;
  if (probability !== undefined && typeof probability === 'number') {
    probeDraws.n++;
    if (probabilityDraw(core) > probability) return false;
  }
  const turn = core.turnCtx(m);
  const tracer = core.tracer;
  if (tracer !== null) tracer.record({ kind: 'phase', phase: 'before' });
  if (m.turnScripts) runScripts(core, 'BeginTurn', turn);
  const triggersAutos = manual && m.kind === 1;
  let moved = false;
  if (tracer !== null && triggersAutos && core.mode.autoDirections.length > 0)
    tracer.record({ kind: 'phase', phase: 'autoBefore' });
  if (triggersAutos && autoMoves(core, 'Before', m, probeDraws)) moved = true;
  if (tracer !== null) tracer.record({ kind: 'phase', phase: 'slide' });

  const still = (m.vdir === 0 && m.hdir === 0) || m.slide === 0;
  const order = core.geometry.order(m.vdir, m.hdir, m.slide);
  s.tileOrder = order.value;
  const mergeable: Value[] = new Array(s.width * s.height).fill(true);
  const st: SlideState = { m, mergeable, mergeCount: 0, numeric: false, slipperyMade: false, straight: false };
  if (still ? stayStill(core, turn) : slideLoop(core, m, order, st, turn)) moved = true;

  if (tracer !== null && triggersAutos && core.mode.autoDirections.length > 0)
    tracer.record({ kind: 'phase', phase: 'autoBetween' });
  if (triggersAutos && autoMoves(core, 'Between', m, probeDraws)) moved = true;
  if (tracer !== null) tracer.record({ kind: 'phase', phase: 'movement' });
  s.tileOrder = order.value;
  runScripts(core, 'EndMovementDirectionMoveless', turn);
  if (movementSignalled(core)) moved = true;
  if (m.turnScripts) {
    runScripts(core, 'EndMovementMoveless', turn);
    if (movementSignalled(core)) moved = true;
  }

  if (tracer !== null) tracer.record({ kind: 'moved', moved });
  if (moved) {
    let recordTarget: Value[] | null = null;
    if (manual && !core.replaying) recordManualMove(core, m.manualIndex);
    runScripts(core, 'EndMovementDirection', turn);
    if (m.turnScripts) runScripts(core, 'EndMovement', turn);
    if (manual) s.directionsAvailable = allTrueLike(s.directionsAvailable);
    if (m.zeroMergesAllowed) {
      if (tracer !== null) tracer.record({ kind: 'phase', phase: 'zeroMerges' });
      zeroMerges(core, m, order.cells);
    }
    // Merges of an automatic move that is part of the manual move count too (it moved).
    s.mergesBefore += st.mergeCount;
    if (m.kind === 1 || m.kind === 0) {
      s.moves += 1;
      if (m.kind === 1 && manual) s.manualMoves += 1;
      if (st.mergeCount > 0) s.mergeMoves += 1;
    }
    if (m.kind === 0 && !manual && !core.replaying) {
      recordTarget = [];
      s.replayOtherSpawns.push(recordTarget);
    }
    if (tracer !== null && m.kind !== -1) tracer.record({ kind: 'phase', phase: 'spawns' });
    if (m.kind !== -1) spawnPhase(core, m, turn, recordTarget);
    if (tracer !== null) tracer.record({ kind: 'phase', phase: 'endTurn' });
    if (m.turnScripts) runScripts(core, 'EndTurn', turn);
  } else if (manual) s.directionsAvailable[m.manualIndex] = false;

  if (tracer !== null && triggersAutos && core.mode.autoDirections.length > 0)
    tracer.record({ kind: 'phase', phase: 'autoAfter' });
  if (triggersAutos && autoMoves(core, 'After', m, probeDraws)) moved = true;
  if (!moved && manual) s.rngIndex -= probeDraws.n;
  if (tracer !== null && m.kind !== -1) tracer.record({ kind: 'phase', phase: 'checks' });
  if (m.kind !== -1) endOfMove(core, m, turn, manual);
  if (core.cacheLevel === 2) core.cache.prune(s.grid);
  return moved;
}

/** A manual move that moved goes on the replay log: a new entry and the move's time stamp. */
export function recordManualMove(core: Core, manualIndex: number): void {
  const s = core.state;
  s.movesPlayed.push(s.currentMovePlayed);
  // Room for the usual one spawn's entry: a one-element list grows to 17 slots at its first
  // push, which the replay log then keeps for the whole game.
  const entry: Value[] = [manualIndex, 0];
  entry.pop();
  s.currentMovePlayed = entry;
  // The reading first: with a call (the clock) between loading the list's `push` and calling
  // it, optimised code cannot rely on the list's map and calls the generic push every move.
  const stamp =
    s.startGameTime === false ? 0 : (s.moveStartTime === false ? core.clock() : s.moveStartTime) - s.startGameTime;
  s.replayTimestamps.push(stamp);
}

/**
 * §5.8: forced and random spawns, with their scripts; `recordTarget` receives the replay entries.
 * `discovered`: every tile on the board is in the discovered list (see `randomSpawns`).
 */
export function spawnPhase(
  core: Core,
  m: MoveInfo,
  turn: EvalContext,
  recordTarget: Value[] | null,
  discovered = false,
): void {
  const s = core.state;
  const cond = core.mode.spawnConditions;
  // Replay playback: an automatic move that counts as its own move has its own recorded spawns
  // (a list, empty when it spawned nothing).
  const feed = core.feed;
  if (feed === null && recordTarget === null && cond === true && batchesIdle(core) && s.forcedSpawns.length === 0) {
    // Nothing but the random spawns to do: no script to run, no forced spawn, no feed to switch.
    randomSpawns(core, core.mode.randomTileAmount, spawnContext(m, turn), discovered, null);
    colourArrows(core);
    return;
  }
  if (feed && m.kind === 0 && m.manualIndex < 0) core.feed = feed.nextOwnMove();
  const saved = s.currentMovePlayed;
  if (recordTarget) s.currentMovePlayed = recordTarget;
  try {
    if (!(cond === true || core.ev(cond, turn) === true)) return;
    const sc = spawnContext(m, turn);
    if (m.turnScripts && !batchesIdle(core)) runScripts(core, 'PreSpawn', turn);
    // The spawned tiles are read only by PostSpawn scripts (the game's scripts never change).
    const listed = m.turnScripts && scriptsRunOn(core, 'PostSpawn');
    const before = forcedSpawns(core, 'BeforeSpawns', sc);
    const amount = core.mode.randomTileAmount;
    const random = randomSpawns(core, amount, sc, discovered && before.length === 0, listed ? [] : null);
    const after = forcedSpawns(core, 'AfterSpawns', sc);
    colourArrows(core);
    if (listed) runScripts(core, 'PostSpawn', turn, [[...before, ...random, ...after]]);
    else if (m.turnScripts && !batchesIdle(core)) runScripts(core, 'PostSpawn', turn);
  } finally {
    if (recordTarget) s.currentMovePlayed = saved;
    core.feed = feed;
  }
}

/**
 * `spawnPhase` of a game with the plain spawn profile `p` (spawn.ts `plainSpawnProfile`, kept by
 * the caller while it stands) and no replay feed: nothing but the random spawns, which read no
 * spawn context, then the arrows' colouring.
 */
export function plainSpawnPhase(core: Core, discovered: boolean, p: PlainTable): void {
  plainSpawns(core, core.mode.randomTileAmount, discovered, p);
  colourArrows(core);
}

/**
 * The spawn context of move `m`: its turn context when that is `core.turnCtx(m)` (the same vector
 * and addInfo; values are never mutated), else a new one.
 */
function spawnContext(m: MoveInfo, turn: EvalContext): SpawnContext {
  const a = turn.addInfo;
  if (
    turn.vdir === m.vdir &&
    turn.hdir === m.hdir &&
    a !== undefined &&
    a.length === 4 &&
    a[0] === 1 &&
    a[1] === m.slide &&
    a[2] === m.moveType &&
    a[3] === m.dirIndex
  )
    return turn as SpawnContext;
  return { vdir: m.vdir, hdir: m.hdir, addInfo: [1, m.slide, m.moveType, m.dirIndex] };
}

/**
 * §5.9: discovery, win and loss checks, game over by exhausted directions. `discovered`: the caller
 * knows nothing changed the board since the last discovery check (the fast move after its spawns);
 * `fresh`: the only cells whose tiles the last win check has not seen (discovery.ts FreshCells).
 */
export function endOfMove(
  core: Core,
  m: MoveInfo,
  turn: EvalContext,
  manual: boolean,
  discovered = false,
  fresh?: FreshCells,
): void {
  const s = core.state;
  if (!discovered) discoveryCheck(core);
  const w = winCheck(core, fresh);
  const allOut = allDirectionsOut(core);
  if (core.tracer !== null) core.tracer.record({ kind: 'checks', win: w, allOut });
  if (allOut && !core.replaying) {
    if (
      !s.possibleOverChecked &&
      countScripts(core, 'PossibleOver') > 0 &&
      runScripts(core, 'PossibleOver', turn) > 0
    ) {
      s.directionsAvailable = allTrueLike(s.directionsAvailable);
      s.possibleOverChecked = true;
      if (m.turnScripts && m.kind === 1) runScripts(core, 'TrueEndTurn', turn);
      return;
    }
    runScripts(core, 'TrueEndTurn', turn);
    gameOver(core, turn);
    return;
  }
  if (!core.replaying && (w === 1 || (w === 2 && core.mode.winPriority))) {
    runScripts(core, 'TrueEndTurn', turn);
    victory(core, turn);
    return;
  }
  if (!core.replaying && (w === -1 || (w === 2 && !core.mode.winPriority))) {
    runScripts(core, 'TrueEndTurn', turn);
    gameOver(core, turn);
    return;
  }
  if (manual && m.turnScripts && m.kind === 1 && !batchesIdle(core)) runScripts(core, 'TrueEndTurn', turn);
}

/** Whether no direction is available (unavailable, or blocked by the mode's rule). */
function allDirectionsOut(core: Core): boolean {
  const avail = core.state.directionsAvailable;
  const blockable = core.mode.directionBlocked !== false;
  for (let d = 0; d < avail.length; d++)
    if (avail[d] === true && !(blockable && directionBlocked(core, d))) return false;
  return true;
}

/**
 * The arrow colouring (§5.1 entry 9): whenever the arrows are redrawn outside replays, a direction
 * whose "enabled" expression evaluates to false is marked unavailable. Display code that changes
 * the game; called after spawns and at the end of every action.
 */
export function colourArrows(core: Core): void {
  if (core.replaying) return;
  const dirs = core.mode.directions;
  // Mode data, never edited: decided once per list whether any direction has the expression.
  if (dirs !== arrowsOf) {
    arrowsOf = dirs;
    arrowsColoured = dirs.some((e) => Array.isArray(e) && e[9] !== undefined);
  }
  if (!arrowsColoured) return;
  for (let d = 0; d < dirs.length; d++) {
    const entry = dirs[d];
    if (!Array.isArray(entry) || entry[9] === undefined) continue;
    const info = moveInfoFrom(entry[0], d + 1, d);
    if (core.ev(entry[9], { ...core.turnCtx(info), vars: [d] }) === false) core.state.directionsAvailable[d] = false;
  }
}

/** The directions list `colourArrows` last saw, and whether some entry has an "enabled" expression. */
let arrowsOf: readonly Value[] | null = null;
let arrowsColoured = false;

export function directionBlocked(core: Core, d: number): boolean {
  const rule = core.mode.directionBlocked;
  if (rule === false) return false;
  const entry = core.mode.directions[d];
  const info = moveInfoFrom(Array.isArray(entry) ? entry[0] : undefined, d + 1, d);
  return core.ev(rule, { ...core.turnCtx(info), vars: [d] }) === true;
}

export function gameOver(core: Core, ctx: ReturnType<Core['turnCtx']>): void {
  runScripts(core, 'GameOver', ctx);
  core.state.screen = 'Game Over';
  core.state.gameOverTime = core.clock();
}

export function victory(core: Core, ctx: ReturnType<Core['turnCtx']>): void {
  const s = core.state;
  runScripts(core, 'Victory', ctx);
  s.screen = 'Win';
  s.victoryTime = core.clock();
  if (!core.mode.postgameAllowed) s.gameOverTime = s.victoryTime;
}
