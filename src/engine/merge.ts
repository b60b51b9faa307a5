// A sliding merge attempt and its application (engine.md §5.5–§5.7), including the merge-result
// cache and overflow placement. Length-0 merges live in zero-merge.ts.
import {
  nextNEIndex,
  outputCells,
  parseMergeModifiers,
  tryRule,
  type Board,
  type OutputCells,
  type RuleAttempt,
  type RuleTileContext,
} from '../calc/merge-rules.ts';
import { BigRational, GaussianBigInt, type Value } from '../calc/values.ts';
import { NO_MERGE, type CacheKey, type CachedMerge } from './cache.ts';
import type { Core, MoveInfo } from './core.ts';
import { discoveryCheck } from './discovery.ts';
import { firstPossibleRule } from './rule-filter.ts';
import { runScripts } from './scripts.ts';
import type { Pos } from './state.ts';
import { packIds } from './tile-ids.ts';

/** Per-move slide state shared with the slide loop. */
export interface SlideState {
  m: MoveInfo;
  /** Used-up flags per cell index (v·width + h); they stay with the cell (QUIRK §5.6). */
  mergeable: Value[];
  mergeCount: number;
}

// Scratch for the cache key of an attempt (§5.7). Every blocked tile's attempt builds a key and
// nearly all find it in the cache, so the key string is made without building arrays; the parts
// are copied out only when an outcome is stored.
const keyCells: number[] = [];
const keyValues: Value[] = [];
const keyIds: number[] = [];
let keyChecked = 0;
let keyBack = 0;

export function board(core: Core): Board {
  return core.board;
}

/** Converts a score result to a number; anything non-numeric counts 0 (§4.6). */
export function scoreNumber(x: Value): number {
  let n: number;
  if (typeof x === 'number') n = x;
  else if (typeof x === 'bigint') n = Number(x);
  else if (typeof x === 'boolean') n = x ? 1 : 0;
  else if (typeof x === 'string') n = Number(x);
  else if (x instanceof BigRational) n = x.den === 0n ? NaN : Number(x.num) / Number(x.den);
  else if (x instanceof GaussianBigInt) n = x.im === 0n ? Number(x.re) : NaN;
  else if (Array.isArray(x)) n = x.length === 0 ? 0 : x.length === 1 ? scoreNumber(x[0]) : NaN;
  else n = x === null ? 0 : NaN;
  return Number.isNaN(n) ? 0 : n;
}

/** Output entries → cell values (§4.6), evaluated in the merge's tile context. */
export function computeResults(core: Core, entries: readonly Value[], tile: RuleTileContext, vars: Value[] | null): Value[] {
  const ctx = { ...tile, vars };
  return entries.map((entry) => {
    if (Array.isArray(entry) && entry[0] === '@STCalcArray') {
      const r = core.evRule(entry.slice(1), ctx);
      return typeof r === 'boolean' ? '@Empty' : r;
    }
    let r: Value;
    if (Array.isArray(entry) && entry[0] === '@CalcArray') {
      r = core.evRule(entry.slice(1), ctx);
      if (Array.isArray(r)) r = r.map((e) => core.evRule(e, ctx));
    } else if (Array.isArray(entry)) r = entry.map((e) => core.evRule(e, ctx));
    else r = core.evRule(entry, ctx);
    return typeof r === 'boolean' ? '@Empty' : r;
  });
}

const idx = (core: Core, [v, h]: Pos): number => v * core.state.width + h;

interface Outcome {
  L: number;
  cells: OutputCells;
  results: Value[];
  score: number;
  flags: Value[];
  /** Rule variables (null on a cache hit: Merge scripts then get no rule variables). */
  vars: Value[] | null;
  rule: number;
  /** Modifier tokens the cache stores in front of the results. */
  tokens: Value[];
}

function usedUp(core: Core, st: SlideState, P: Pos, line: Pos[], L: number): boolean {
  if (core.mode.multiMerge) return false;
  if (st.mergeable[idx(core, P)] === false) return true;
  for (let k = 0; k < L - 1; k++) if (!line[k] || st.mergeable[idx(core, line[k]!)] === false) return true;
  return false;
}

/**
 * Reads the parts of an attempt's cache key into the scratch: the checked tiles, the look-behind
 * tiles, then the tiles in front (cell indices and values). Returns how many.
 */
function readKeyParts(core: Core, st: SlideState, P: Pos, line: Pos[], pv: number, ph: number): number {
  const g = core.state.grid;
  const W = core.state.width;
  const maxLen = core.mode.knownMergeMaxLength;
  const look = core.mode.knownMergeLookbackDistance;
  const multi = core.mode.multiMerge;
  keyValues[0] = g[P[0]]![P[1]];
  keyCells[0] = P[0] * W + P[1];
  let n = 1;
  let li = 0;
  while (n < maxLen && li < line.length) {
    const q = line[li]!;
    const at = q[0] * W + q[1];
    if (!multi && st.mergeable[at] === false) break;
    keyValues[n] = g[q[0]]![q[1]];
    keyCells[n++] = at;
    li++;
  }
  keyChecked = n;
  // QUIRK: the look-behind index counts upward, so after the first tile behind it collects the
  // tile itself and then tiles ahead.
  const b = board(core);
  for (let j = -1; n - keyChecked < look; j++) {
    const at = nextNEIndex(b, P[0], P[1], pv, ph, j);
    if (at < 0) break;
    const v = (at - (at % W)) / W;
    keyValues[n] = g[v]![at - v * W];
    keyCells[n++] = at;
  }
  keyBack = n - keyChecked;
  for (let f = 0; f < look - 1 && li < line.length; f++) {
    const q = line[li++]!;
    keyValues[n] = g[q[0]]![q[1]];
    keyCells[n++] = q[0] * W + q[1];
  }
  return n;
}

/** The cache key of the `n` parts in the scratch (their ids are left in `keyIds`). */
function scratchKey(core: Core, n: number): string {
  const ids = core.tileIds;
  for (let i = 0; i < n; i++) keyIds[i] = ids.ofCell(keyCells[i]!, keyValues[i]);
  return packIds(keyChecked, keyBack, keyIds, n);
}

function fromCache(core: Core, st: SlideState, c: CachedMerge, P: Pos, line: Pos[], pv: number, ph: number): Outcome | null {
  if (c.L < 0) return null;
  const L = c.L;
  if (usedUp(core, st, P, line, L) || L - 1 > line.length) return null;
  const { mods, results: stored } = parseMergeModifiers(c.outputs);
  const parts: Pos[] = [P, ...line.slice(0, Math.max(0, L - 1))];
  const cells = outputCells(board(core), parts, pv, ph, mods, stored.length);
  if (!cells) return null;
  const tile: RuleTileContext = { v: P[0], h: P[1], vdir: pv, hdir: ph, addInfo: [L, st.m.slide, st.m.moveType, st.m.dirIndex], container: core.state.grid };
  // Stored results are placed verbatim; non-array results are re-evaluated as cell expressions.
  const results = stored.map((r) => (Array.isArray(r) ? r : core.ev(r, tile)));
  return { L, cells, results, score: c.score, flags: c.flags, vars: null, rule: -1, tokens: [] };
}

function searchRules(core: Core, st: SlideState, P: Pos, line: Pos[], pv: number, ph: number, pslide: number): Outcome | null {
  const rules = core.state.mergeRules;
  const b = board(core);
  const attempt: RuleAttempt = { v: P[0], h: P[1], vdir: pv, hdir: ph, addTail: [pslide, st.m.moveType, st.m.dirIndex], board: b };
  const tna = core.state.tileNumAmount;
  for (let r = firstPossibleRule(rules, 0, b, P[0], P[1], pv, ph, tna); r < rules.length; r = firstPossibleRule(rules, r + 1, b, P[0], P[1], pv, ph, tna)) {
    const m = tryRule(rules[r], attempt, core.ruleEvaluate);
    if (!m || m.L === 0) continue;
    if (usedUp(core, st, P, line, m.L)) continue;
    const { mods, results: entries } = parseMergeModifiers(m.outputs);
    const parts: Pos[] = [P, ...line.slice(0, Math.max(0, m.L - 1))];
    const cells = outputCells(b, parts, pv, ph, mods, entries.length);
    if (!cells) continue;
    const tile = { ...m.tile, container: core.state.grid };
    const results = computeResults(core, entries, tile, m.vars);
    const score = scoreNumber(core.evRule(m.score, { ...tile, vars: m.vars }));
    // Only Slot/Overwrite survive in the cache; reversal is stored misspelt (QUIRK §5.7).
    const tokens: Value[] = [];
    if (mods.reverse) tokens.push('@MergeStartReverse');
    if (mods.overflow === 1) tokens.push('@MergeOverflowSlot');
    if (mods.overflow === 2) tokens.push('@MergeOverflowOverwrite');
    return { L: m.L, cells, results, score, flags: m.flags, vars: m.vars, rule: r, tokens };
  }
  return null;
}

/**
 * Tries to merge the blocked tile at P with the tiles of its line (§5.5). Applies the merge and
 * returns true on success.
 */
export function tryMerge(core: Core, st: SlideState, P: Pos, line: Pos[], pv: number, ph: number, pslide: number): boolean {
  const level = core.cacheLevel;
  let outcome: Outcome | null;
  if (level > 0) {
    const n = readKeyParts(core, st, P, line, pv, ph);
    const nan = core.tileIds.nanIds;
    const key = scratchKey(core, n);
    const hit = core.cache.get(key);
    if (hit) outcome = fromCache(core, st, hit, P, line, pv, ph);
    else {
      // The scratch is copied before the rules run: their evaluation may attempt merges of its own.
      // Equal parts give an equal key unless a part holds a NaN (its key is unique every time).
      const k: CacheKey = { key, parts: keyValues.slice(0, n), ids: keyIds.slice(0, n), stable: core.tileIds.nanIds === nan };
      outcome = searchRules(core, st, P, line, pv, ph, pslide);
      const stored = outcome ? { L: outcome.L, outputs: [...outcome.tokens, ...outcome.results], score: outcome.score, flags: outcome.flags } : NO_MERGE;
      core.cache.set(k, stored);
    }
  } else outcome = searchRules(core, st, P, line, pv, ph, pslide);
  if (!outcome) return false;
  applyMerge(core, st, P, pv, ph, pslide, outcome);
  return true;
}

function applyMerge(core: Core, st: SlideState, P: Pos, pv: number, ph: number, pslide: number, o: Outcome): void {
  const s = core.state;
  const consumed = o.cells.cells
    .slice(0, Math.max(1, o.L))
    .map((at) => ({ id: core.tiles.idAt(at), at }))
    .filter((c) => c.id !== 0);
  const placed: { id: number; at: Pos; tile: Value }[] = [];
  o.cells.cells.forEach((at, j) => {
    const value = j < o.results.length ? o.results[j] : '@Empty';
    const old = core.tiles.idAt(at);
    if (old && j >= o.L) consumed.push({ id: old, at });
    const id = core.tiles.set(at, value);
    if (id) placed.push({ id, at, tile: value });
    st.mergeable[idx(core, at)] = o.flags[j];
  });
  o.cells.pushed.forEach(({ tile, to }, k) => {
    const id = core.tiles.set(to, tile);
    if (id) placed.push({ id, at: to, tile });
    st.mergeable[idx(core, to)] = o.flags[o.cells.cells.length + k];
  });
  core.tiles.events.push({ type: 'merge', rule: o.rule, zero: false, consumed, results: placed });
  s.merges += 1;
  s.score += o.score;
  // QUIRK: Merge scripts read @MoveType and @DirectionIndex as 0.
  const vars: Value[] = [...(o.vars ?? []), ['@Literal', ...o.results]];
  runScripts(core, 'Merge', { v: P[0], h: P[1], vdir: pv, hdir: ph, addInfo: [o.L, pslide, 0, 0] }, vars);
  discoveryCheck(core);
  st.mergeCount += 1;
}
