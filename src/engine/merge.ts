// A sliding merge attempt and its application (engine.md §5.5–§5.7), including the merge-result
// cache and overflow placement. Length-0 merges live in zero-merge.ts.
import {
  nextNEPosition,
  outputCells,
  parseMergeModifiers,
  tryRule,
  type Board,
  type OutputCells,
  type RuleAttempt,
  type RuleTileContext,
} from '../calc/merge-rules.ts';
import { BigRational, GaussianBigInt, type Value } from '../calc/values.ts';
import { NO_MERGE, type CachedMerge } from './cache.ts';
import type { Core, MoveInfo } from './core.ts';
import { discoveryCheck } from './discovery.ts';
import { provablyNoMatch } from './rule-filter.ts';
import { runScripts } from './scripts.ts';
import type { Pos } from './state.ts';

/** Per-move slide state shared with the slide loop. */
export interface SlideState {
  m: MoveInfo;
  /** Used-up flags per cell index (v·width + h); they stay with the cell (QUIRK §5.6). */
  mergeable: Value[];
  mergeCount: number;
  /**
   * Per cell index: the key parts of this move's last attempt there that found a cached "no
   * merge" (§5.7). The slide loop retries every blocked tile after each merge; a retry with the
   * very same parts would find that entry again, so it fails at once.
   */
  noMerge?: (KeyParts | undefined)[];
}

/** The tiles a cache key is made of: checked, look-behind, then in front. */
interface KeyParts {
  parts: Value[];
  /** The cell index (v·width + h) each part was read from. */
  cells: number[];
  nChecked: number;
  nBack: number;
}

function sameParts(a: KeyParts, b: KeyParts): boolean {
  if (a.nChecked !== b.nChecked || a.nBack !== b.nBack || a.parts.length !== b.parts.length) return false;
  for (let i = 0; i < a.parts.length; i++) if (a.parts[i] !== b.parts[i]) return false;
  return true;
}

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

function keyParts(core: Core, st: SlideState, P: Pos, line: Pos[], pv: number, ph: number): KeyParts {
  const g = core.state.grid;
  const W = core.state.width;
  const maxLen = core.mode.knownMergeMaxLength;
  const look = core.mode.knownMergeLookbackDistance;
  const parts: Value[] = [g[P[0]]![P[1]]];
  const cells: number[] = [P[0] * W + P[1]];
  let li = 0;
  while (parts.length < maxLen && li < line.length) {
    const q = line[li]!;
    if (!core.mode.multiMerge && st.mergeable[idx(core, q)] === false) break;
    parts.push(g[q[0]]![q[1]]);
    cells.push(q[0] * W + q[1]);
    li++;
  }
  const nChecked = parts.length;
  // QUIRK: the look-behind index counts upward, so after the first tile behind it collects the
  // tile itself and then tiles ahead.
  const b = board(core);
  for (let j = -1; parts.length - nChecked < look; j++) {
    const pos = nextNEPosition(b, P[0], P[1], pv, ph, j);
    if (!pos) break;
    parts.push(g[pos[0]]![pos[1]]);
    cells.push(pos[0] * W + pos[1]);
  }
  const nBack = parts.length - nChecked;
  for (let f = 0; f < look - 1 && li < line.length; f++) {
    const q = line[li++]!;
    parts.push(g[q[0]]![q[1]]);
    cells.push(q[0] * W + q[1]);
  }
  return { parts, cells, nChecked, nBack };
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
  for (let r = 0; r < rules.length; r++) {
    if (provablyNoMatch(rules[r], b, P[0], P[1], pv, ph, tna)) continue;
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
    const kp = keyParts(core, st, P, line, pv, ph);
    const at = idx(core, P);
    const last = st.noMerge?.[at];
    if (last && sameParts(last, kp)) return false;
    const key = core.cache.keyOf(kp.parts, kp.nChecked, kp.nBack, kp.cells);
    const hit = core.cache.get(key.key);
    let stored: CachedMerge | undefined = hit;
    if (hit) outcome = fromCache(core, st, hit, P, line, pv, ph);
    else {
      outcome = searchRules(core, st, P, line, pv, ph, pslide);
      stored = outcome ? { L: outcome.L, outputs: [...outcome.tokens, ...outcome.results], score: outcome.score, flags: outcome.flags } : NO_MERGE;
      core.cache.set(key, stored);
    }
    // Equal parts give an equal key unless a part holds a NaN (its key is unique every time).
    if (stored!.L < 0 && key.stable) (st.noMerge ??= [])[at] = kp;
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
