// A sliding merge attempt and its application (engine.md §5.5–§5.7), including the merge-result
// cache and overflow placement. Length-0 merges live in zero-merge.ts.
import {
  nextIndex,
  nextNEIndex,
  outputCells,
  parseMergeModifiers,
  ruleFailure,
  tryRule,
  type Board,
  type OutputCells,
  type RuleAttempt,
  type RuleTileContext,
} from './merge-rules.ts';
import { DEFAULT_LIMITS } from '../../calc/errors.ts';
import { checkStoredSize } from '../../calc/stored-size.ts';
import { BigRational, GaussianBigInt, type Value } from '../../calc/values.ts';
import { cacheKey, keyPart, NO_MERGE, type CachedMerge } from '../speedups/cache.ts';
import { calcArrayBody } from '../codes/calc-array-body.ts';
import type { Core, MoveInfo } from '../core.ts';
import { discoveryCheck } from './discovery.ts';
import { mapPacked } from '../speedups/packed.ts';
import {
  cacheTokens,
  memoSafeTile,
  memoShape,
  pairMatchOf,
  type LineShape,
  type PairMatch,
} from '../speedups/pair-memo.ts';
import { firstPossibleRule, numericValues, readPairOnly } from '../speedups/rule-filter.ts';
import { runScripts, scriptsRunOn } from './scripts.ts';
import type { Pos } from './state.ts';
import type { MoveTracer } from '../trace.ts';

/** Per-move slide state shared with the slide loop. */
export interface SlideState {
  m: MoveInfo;
  /** Used-up flags per cell index (v·width + h); they stay with the cell (QUIRK §5.6). */
  mergeable: Value[];
  mergeCount: number;
  /** Whether the board is a `numericBoard` (rule-filter.ts), kept so by the slide loop. */
  numeric: boolean;
  /** Whether a merge of this slide loop placed a slippery cell (the loop's line table then no longer holds). */
  slipperyMade: boolean;
  /**
   * Whether an attempt's line is the straight line from its tile (no slippery cells; the slide
   * loop's line table): its first cell is then where `@Next 1` reads.
   */
  straight: boolean;
}

// Scratch for the cache key of an attempt (§5.7). Every blocked tile's attempt builds a key and
// nearly all find it in the cache, so the key parts are read into a reused list; they are copied
// out only when an outcome is stored.
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
export function computeResults(
  core: Core,
  entries: readonly Value[],
  tile: RuleTileContext,
  vars: Value[] | null,
): Value[] {
  const ctx = { ...tile, vars };
  return mapPacked(entries, (entry) => {
    if (Array.isArray(entry) && entry[0] === '@STCalcArray') {
      const r = core.evRule(calcArrayBody(entry), ctx);
      return typeof r === 'boolean' ? '@Empty' : mergedTile(r);
    }
    let r: Value;
    if (Array.isArray(entry) && entry[0] === '@CalcArray') {
      r = core.evRule(calcArrayBody(entry), ctx);
      if (Array.isArray(r)) r = mapPacked(r, (e) => core.evRule(e, ctx));
    } else if (Array.isArray(entry)) r = mapPacked(entry, (e) => core.evRule(e, ctx));
    else r = core.evRule(entry, ctx);
    return typeof r === 'boolean' ? '@Empty' : mergedTile(r);
  });
}

/**
 * A computed merge result about to be placed on the board, within the stored-value budget: a rule
 * whose output holds the board (`["@Grid"]`) would otherwise nest copies of copies, merge by merge.
 */
function mergedTile(r: Value): Value {
  checkStoredSize(r, DEFAULT_LIMITS, 'merge rule');
  return r;
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
  /** Index of the rule that merged (on a cache hit, the one that gave the stored outcome). */
  rule: number;
  /** Modifier tokens the cache stores in front of the results. */
  tokens: readonly Value[];
}

function usedUp(core: Core, st: SlideState, P: Pos, line: readonly Pos[], L: number): boolean {
  if (core.mode.multiMerge) return false;
  if (st.mergeable[idx(core, P)] === false) return true;
  for (let k = 0; k < L - 1; k++) if (!line[k] || st.mergeable[idx(core, line[k]!)] === false) return true;
  return false;
}

/**
 * Reads the parts of an attempt's cache key into `keyIds` (as `keyPart` gives them): the checked
 * tiles, the look-behind tiles, then the tiles in front. Returns how many.
 */
function readKeyParts(core: Core, st: SlideState, P: Pos, line: readonly Pos[], pv: number, ph: number): number {
  const g = core.state.grid;
  const W = core.state.width;
  const ids = core.tileIds;
  const mode = core.mode;
  const maxLen = mode.knownMergeMaxLength;
  const look = mode.knownMergeLookbackDistance;
  const multi = mode.multiMerge;
  const mergeable = st.mergeable;
  const count = line.length;
  let x = g[P[0]]![P[1]];
  keyIds[0] = keyPart(ids.ofCell(P[0] * W + P[1], x), x);
  let n = 1;
  let li = 0;
  while (n < maxLen && li < count) {
    const q = line[li]!;
    const at = q[0] * W + q[1];
    if (!multi && mergeable[at] === false) break;
    x = g[q[0]]![q[1]];
    keyIds[n++] = keyPart(ids.ofCell(at, x), x);
    li++;
  }
  keyChecked = n;
  // QUIRK: the look-behind index counts upward, so after the first tile behind it collects the
  // tile itself and then tiles ahead.
  const b = board(core);
  for (let j = -1; n - keyChecked < look; j++) {
    const at = nextNEIndex(b, P[0], P[1], pv, ph, j);
    if (at < 0) break;
    // Cell indices are small non-negative integers: an int32 division is exact.
    const v = (at / W) | 0;
    x = g[v]![at - v * W];
    keyIds[n++] = keyPart(ids.ofCell(at, x), x);
  }
  keyBack = n - keyChecked;
  for (let f = 0; f < look - 1 && li < count; f++) {
    const q = line[li++]!;
    x = g[q[0]]![q[1]];
    keyIds[n++] = keyPart(ids.ofCell(q[0] * W + q[1], x), x);
  }
  return n;
}

/** The context of a Merge batch when there are no scripts (never read). */
const NO_SCRIPT_CONTEXT = {};

/** The modifier tokens of an outcome taken from the cache (never stored again, never changed). */
const NO_TOKENS: readonly Value[] = [];

function fromCache(
  core: Core,
  st: SlideState,
  c: CachedMerge,
  P: Pos,
  line: readonly Pos[],
  pv: number,
  ph: number,
): Outcome | null {
  if (c.L < 0) return null;
  const L = c.L;
  if (usedUp(core, st, P, line, L) || L - 1 > line.length) return null;
  // A fresh list: the results are worked out in place.
  const { mods, results } = parseMergeModifiers(c.outputs);
  const parts: Pos[] = [P];
  for (let k = 0; k < L - 1; k++) parts.push(line[k]!);
  const cells = outputCells(board(core), parts, pv, ph, mods, results.length);
  if (!cells) return null;
  // Stored results are placed verbatim; non-array results are re-evaluated as cell expressions.
  let tile: RuleTileContext | null = null;
  for (let j = 0; j < results.length; j++) {
    const r = results[j];
    if (Array.isArray(r)) continue;
    tile ??= {
      v: P[0],
      h: P[1],
      vdir: pv,
      hdir: ph,
      addInfo: [L, st.m.slide, st.m.moveType, st.m.dirIndex],
      container: core.state.grid,
    };
    results[j] = mergedTile(core.ev(r, tile));
  }
  return { L, cells, results, score: c.score, flags: c.flags, vars: null, rule: c.rule, tokens: NO_TOKENS };
}

function searchRules(
  core: Core,
  st: SlideState,
  P: Pos,
  line: readonly Pos[],
  pv: number,
  ph: number,
  pslide: number,
): Outcome | null {
  const rules = core.state.mergeRules;
  const b = board(core);
  const tna = core.state.tileNumAmount;
  // Made when the first rule is tried: most attempts try none.
  let attempt: RuleAttempt | null = null;
  // The pair look-up only where it applies (a wrapper around every call measured +3% on FACTUP).
  const first =
    st.straight && st.numeric
      ? firstRule(core, rules, P, line, pv, ph)
      : firstPossibleRule(rules, 0, b, P[0], P[1], pv, ph, tna, st.numeric);
  const why = reasons;
  let prev = -1;
  for (let r = first; r < rules.length; r = firstPossibleRule(rules, r + 1, b, P[0], P[1], pv, ph, tna, st.numeric)) {
    if (why !== null) filteredOut(why, prev, r);
    prev = r;
    const rule = rules[r];
    // Traced attempts try every rule the general way, so each failure has its reason.
    const shape = why === null ? memoShape(rule) : null;
    if (shape !== null && Array.isArray(rule)) {
      const o = memoAttempt(core, st, rule, shape, r, P, line, pv, ph, pslide);
      if (o === NO_MATCH) continue;
      if (o !== UNKNOWN) return o;
    }
    attempt ??= { v: P[0], h: P[1], vdir: pv, hdir: ph, addTail: [pslide, st.m.moveType, st.m.dirIndex], board: b };
    const m = tryRule(rule, attempt, core.ruleEvaluate);
    if (!m || m.L === 0) {
      if (why !== null) why.push(`rule ${r + 1}: ${m ? 'its length is 0' : ruleFailure()}`);
      continue;
    }
    if (usedUp(core, st, P, line, m.L)) {
      if (why !== null) why.push(`rule ${r + 1}: a tile it needs has already merged this move`);
      continue;
    }
    const { mods, results: entries } = parseMergeModifiers(m.outputs);
    const parts: Pos[] = [P, ...line.slice(0, Math.max(0, m.L - 1))];
    const cells = outputCells(b, parts, pv, ph, mods, entries.length);
    if (!cells) {
      if (why !== null) why.push(`rule ${r + 1}: no room for its results`);
      continue;
    }
    const tile = { ...m.tile, container: core.state.grid };
    const results = computeResults(core, entries, tile, m.vars);
    const score = scoreNumber(core.evRule(m.score, { ...tile, vars: m.vars }));
    return { L: m.L, cells, results, score, flags: m.flags, vars: m.vars, rule: r, tokens: cacheTokens(mods) };
  }
  if (why !== null) filteredOut(why, prev, rules.length);
  return null;
}

/** Reasons for a traced attempt (see `tryMerge`); null when not tracing. */
let reasons: string[] | null = null;
/** Most reasons kept for one attempt. */
const MAX_REASONS = 40;

/** The rules between `prev` and `next` that the pre-filter ruled out without evaluating them. */
function filteredOut(why: string[], prev: number, next: number): void {
  if (next - prev <= 1) return;
  const a = prev + 2;
  const b = next;
  why.push(
    a === b
      ? `rule ${a}: cannot match these tiles (ruled out before evaluating)`
      : `rules ${a}–${b}: cannot match these tiles (ruled out before evaluating)`,
  );
}

/**
 * `firstPossibleRule(rules, 0, …)` at P on a numeric board whose lines are straight (`SlideState`).
 * Most attempts fail, and the filter mostly proves that from the tile and the one in front alone
 * (`readPairOnly`): such a pair of tile ids is remembered (`Core.noMatchPairs`) and answers later
 * attempts on it without the filter. Ids stand for the values the filter reads (deep equality: 0
 * and −0 compare equal there too; a NaN-holding tile's id is new every time and is not remembered).
 */
function firstRule(core: Core, rules: readonly Value[], P: Pos, line: readonly Pos[], pv: number, ph: number): number {
  const s = core.state;
  const tna = s.tileNumAmount;
  const g = s.grid;
  const W = s.width;
  const ids = core.tileIds;
  const nan = ids.nanIds;
  const key = pairKey;
  key[0] = ids.ofCell(P[0] * W + P[1], g[P[0]]![P[1]]);
  key[1] = 0;
  if (line.length > 0) {
    const q = line[0]!;
    key[1] = ids.ofCell(q[0] * W + q[1], g[q[0]]![q[1]]);
  }
  const known = ids.nanIds === nan;
  const memo = core.noMatchPairs;
  if (known && memo.get(rules, 2, tna, key) === null) return rules.length;
  const r = firstPossibleRule(rules, 0, board(core), P[0], P[1], pv, ph, tna, true);
  if (known && r === rules.length && readPairOnly()) memo.set(rules, 2, tna, key, null);
  return r;
}

/** The key of `firstRule` (reused: a key is copied when stored). */
const pairKey = new Int32Array(2);

/** `memoAttempt`: the rule does not merge here (go on with the next rule). */
const NO_MATCH = 0;
/** `memoAttempt`: the tiles cannot be looked up (try the rule the general way). */
const UNKNOWN = 1;

/** A remembered rule's first attempt on its tiles: `tryRule` itself, its match as remembered. */
function matchNow(
  core: Core,
  st: SlideState,
  rule: Value[],
  P: Pos,
  pv: number,
  ph: number,
  pslide: number,
): PairMatch | null {
  const attempt: RuleAttempt = {
    v: P[0],
    h: P[1],
    vdir: pv,
    hdir: ph,
    addTail: [pslide, st.m.moveType, st.m.dirIndex],
    board: board(core),
  };
  const m = tryRule(rule, attempt, core.ruleEvaluate);
  return m ? pairMatchOf(m) : null;
}

/**
 * The rest of `searchRules` for a remembered match: used-up tiles, output cells, and the results
 * and score (evaluated where a merge first needs them, then remembered with the match).
 */
function rememberedOutcome(
  core: Core,
  st: SlideState,
  pm: PairMatch,
  r: number,
  P: Pos,
  line: readonly Pos[],
  pv: number,
  ph: number,
  pslide: number,
): Outcome | typeof NO_MATCH {
  const L = pm.L;
  if (usedUp(core, st, P, line, L)) return NO_MATCH;
  const parts: Pos[] = [P];
  for (let k = 0; k < L - 1 && k < line.length; k++) parts.push(line[k]!);
  const cells = outputCells(board(core), parts, pv, ph, pm.mods, pm.entries.length);
  if (!cells) return NO_MATCH;
  if (pm.results === undefined || pm.scoreValue === undefined) {
    const tile: RuleTileContext = {
      v: P[0],
      h: P[1],
      vdir: pv,
      hdir: ph,
      addInfo: [L, pslide, st.m.moveType, st.m.dirIndex],
      container: core.state.grid,
    };
    const results = computeResults(core, pm.entries, tile, []);
    pm.scoreValue = scoreNumber(core.evRule(pm.score, { ...tile, vars: [] }));
    pm.results = results;
  }
  return { L, cells, results: pm.results, score: pm.scoreValue, flags: pm.flags, vars: [], rule: r, tokens: pm.tokens };
}

/** The key of a line rule's attempt (reused: a key is copied when stored). */
let lineKey = new Int32Array(16);
/** The entries of `lineKey` that a line rule's outputs and score read (`LineShape.out`). */
let resultKey = new Int32Array(16);

/**
 * One remembered rule (pair-memo.ts `memoShape`: a pair rule, or a line rule) tried at P as
 * `searchRules` tries any rule, with its match, results and score looked up by the tiles at every
 * position it reads once known. The first attempt on those tiles runs `tryRule`, and results and
 * score are evaluated where a merge first needs them, so every evaluation that runs (or throws)
 * does so at the same point as without the memo.
 */
function memoAttempt(
  core: Core,
  st: SlideState,
  rule: Value[],
  shape: LineShape,
  r: number,
  P: Pos,
  line: readonly Pos[],
  pv: number,
  ph: number,
  pslide: number,
): Outcome | typeof NO_MATCH | typeof UNKNOWN {
  const s = core.state;
  const b = board(core);
  const g = s.grid;
  const W = s.width;
  const ids = core.tileIds;
  const nan = ids.nanIds;
  if (lineKey.length < shape.width) lineKey = new Int32Array(shape.width);
  const key = lineKey;
  // The slots must hold tiles (`tryRule` checks this before evaluating anything).
  const x = g[P[0]]![P[1]];
  if (!Array.isArray(x)) return NO_MATCH;
  if (!memoSafeTile(x)) return UNKNOWN;
  key[0] = ids.ofCell(P[0] * W + P[1], x);
  for (let d = 1; d <= shape.far; d++) {
    const at = nextIndex(b, P[0], P[1], pv, ph, d);
    if (at < 0) {
      if (d < shape.L) return NO_MATCH;
      key[d] = -1;
      continue;
    }
    const v = (at / W) | 0;
    const y = g[v]![at - v * W];
    if (Array.isArray(y) ? !memoSafeTile(y) : typeof y !== 'string') return UNKNOWN;
    if (d < shape.L && !Array.isArray(y)) return NO_MATCH;
    key[d] = ids.ofCell(at, y);
  }
  for (let j = 0; j < shape.ne.length; j++) {
    const at = nextNEIndex(b, P[0], P[1], pv, ph, shape.ne[j]!);
    let id = -1;
    if (at >= 0) {
      const v = (at / W) | 0;
      const y = g[v]![at - v * W];
      if (Array.isArray(y) ? !memoSafeTile(y) : typeof y !== 'string') return UNKNOWN;
      id = ids.ofCell(at, y);
    }
    key[1 + shape.far + j] = id;
  }
  if (ids.nanIds !== nan) return UNKNOWN;
  const memo = core.lineMemo;
  const tna = s.tileNumAmount;
  let pm = memo.get(rule, shape.width, tna, key);
  if (pm === undefined) memo.set(rule, shape.width, tna, key, (pm = matchNow(core, st, rule, P, pv, ph, pslide)));
  if (pm === null) return NO_MATCH;
  // Outputs and score that may read every position (a pair rule's are taken to) are the match's own.
  if (pm.results !== undefined || shape.out.length === shape.width)
    return rememberedOutcome(core, st, pm, r, P, line, pv, ph, pslide);
  // A new match: its results and score are those of any match of the rule on the same tiles
  // where the outputs and score read (180's read only `@This`), once a merge needed them there.
  const out = shape.out;
  if (resultKey.length < out.length) resultKey = new Int32Array(out.length);
  const rk = resultKey;
  for (let j = 0; j < out.length; j++) rk[j] = key[out[j]!]!;
  const results = core.resultMemo;
  const known = results.get(rule, out.length, tna, rk);
  if (known) {
    pm.results = known.results;
    pm.scoreValue = known.scoreValue;
    return rememberedOutcome(core, st, pm, r, P, line, pv, ph, pslide);
  }
  const o = rememberedOutcome(core, st, pm, r, P, line, pv, ph, pslide);
  // Outputs and score read nothing but tiles (no merge runs inside them): the scratch is intact.
  if (pm.results !== undefined) results.set(rule, out.length, tna, rk, pm);
  return o;
}

/** Whether the last failed `tryMerge` found (or stored) "no merge" under its cache key. */
let settled = false;

/**
 * Whether the last `tryMerge` failed by finding, or storing, "no merge" in the cache under a key
 * that can be found again: an attempt that reads the same key finds it and fails the same way.
 */
export function mergeSettled(): boolean {
  return settled;
}

/**
 * Tries to merge the blocked tile at P with the tiles of its line (§5.5). Applies the merge and
 * returns true on success.
 */
export function tryMerge(
  core: Core,
  st: SlideState,
  P: Pos,
  line: readonly Pos[],
  pv: number,
  ph: number,
  pslide: number,
): boolean {
  if (core.tracer !== null) return tracedMerge(core, core.tracer, st, P, line, pv, ph, pslide);
  const outcome = findOutcome(core, st, P, line, pv, ph, pslide);
  if (!outcome) return false;
  applyMerge(core, st, P, pv, ph, pslide, outcome);
  return true;
}

/** Whether the last `findOutcome` answered from the merge cache. */
let cachedAnswer = false;

/** `tryMerge` reporting to the move's tracer: the merge (rule, cells) or every rule's reason for not merging. */
function tracedMerge(
  core: Core,
  tracer: MoveTracer,
  st: SlideState,
  P: Pos,
  line: readonly Pos[],
  pv: number,
  ph: number,
  pslide: number,
): boolean {
  const outer = reasons;
  const why: string[] = [];
  reasons = why;
  let outcome: Outcome | null;
  try {
    outcome = findOutcome(core, st, P, line, pv, ph, pslide);
  } finally {
    reasons = outer;
  }
  const cached = cachedAnswer;
  if (!outcome) {
    if (cached) why.push('the merge cache remembers that no rule merges these tiles (an earlier attempt)');
    if (why.length === 0) why.push('the mode has no merge rules');
    const shown =
      why.length > MAX_REASONS ? [...why.slice(0, MAX_REASONS), `…and ${why.length - MAX_REASONS} more`] : why;
    tracer.record({ kind: 'noMerge', at: P, reasons: shown });
    return false;
  }
  const cells: Pos[] = [P, ...line.slice(0, Math.max(0, outcome.L - 1))];
  const into = outcome.cells.cells.slice(0, outcome.results.length);
  tracer.record({
    kind: 'merge',
    cells,
    rule: outcome.rule,
    results: outcome.results,
    into,
    score: outcome.score,
    cached,
  });
  applyMerge(core, st, P, pv, ph, pslide, outcome);
  return true;
}

/** The rules' (or the cache's) answer for the blocked tile at P, without applying it. */
function findOutcome(
  core: Core,
  st: SlideState,
  P: Pos,
  line: readonly Pos[],
  pv: number,
  ph: number,
  pslide: number,
): Outcome | null {
  const level = core.cacheLevel;
  let outcome: Outcome | null;
  settled = false;
  cachedAnswer = false;
  if (level > 0 && !core.cache.bypass) {
    const nan = core.tileIds.nanIds;
    const n = readKeyParts(core, st, P, line, pv, ph);
    // A key with a NaN-holding tile's id is new every time: never found again.
    const stable = core.tileIds.nanIds === nan;
    const hit = core.cache.get(keyChecked, keyBack, keyIds, n);
    if (hit) {
      outcome = fromCache(core, st, hit, P, line, pv, ph);
      settled = stable && hit.L < 0;
      cachedAnswer = true;
    } else {
      // The scratch is copied before the rules run: their evaluation may attempt merges of its own.
      const k = cacheKey(keyChecked, keyBack, keyIds, n);
      outcome = searchRules(core, st, P, line, pv, ph, pslide);
      // Results are never changed once made (a remembered pair's are shared): stored as they are.
      const stored = outcome
        ? {
            L: outcome.L,
            outputs: cachedOutputs(outcome),
            score: outcome.score,
            flags: outcome.flags,
            rule: outcome.rule,
          }
        : NO_MERGE;
      core.cache.set(k, stored);
      settled = stable && outcome === null;
    }
  } else if (level > 0) {
    // The cache is transparent in this lifetime (cache-transparency.ts): a hit would give what the
    // rules give, and a failed attempt that reads the same cells fails again (as a stored failure would).
    const nan = core.tileIds.nanIds;
    outcome = searchRules(core, st, P, line, pv, ph, pslide);
    settled = outcome === null && core.tileIds.nanIds === nan;
  } else outcome = searchRules(core, st, P, line, pv, ph, pslide);
  return outcome;
}

/** The modifier tokens and results an outcome leaves in the cache. */
function cachedOutputs(o: Outcome): Value[] {
  return o.tokens.length === 0 ? o.results : [...o.tokens, ...o.results];
}

function applyMerge(core: Core, st: SlideState, P: Pos, pv: number, ph: number, pslide: number, o: Outcome): void {
  const s = core.state;
  const tiles = core.tiles;
  const cells = o.cells.cells;
  const consumed: { id: number; at: Pos }[] = [];
  for (let j = 0, n = Math.min(cells.length, Math.max(1, o.L)); j < n; j++) {
    const id = tiles.idAt(cells[j]!);
    if (id !== 0) consumed.push({ id, at: cells[j]! });
  }
  const placed: { id: number; at: Pos; tile: Value }[] = [];
  for (let j = 0; j < cells.length; j++) {
    const at = cells[j]!;
    const value = j < o.results.length ? o.results[j] : '@Empty';
    const old = tiles.idAt(at);
    if (old && j >= o.L) consumed.push({ id: old, at });
    const id = tiles.set(at, value);
    if (id) placed.push({ id, at, tile: value });
    st.mergeable[idx(core, at)] = o.flags[j];
  }
  const pushed = o.cells.pushed;
  for (let k = 0; k < pushed.length; k++) {
    const { tile, to } = pushed[k]!;
    const id = tiles.set(to, tile);
    if (id) placed.push({ id, at: to, tile });
    st.mergeable[idx(core, to)] = o.flags[cells.length + k];
  }
  // The other cells placed hold tiles that were on the board, or "@Empty".
  if (st.numeric) st.numeric = numericValues(o.results, s.tileNumAmount);
  if (o.results.includes('@Slippery')) st.slipperyMade = true;
  tiles.events.push({ type: 'merge', rule: o.rule, zero: false, consumed, results: placed });
  s.merges += 1;
  s.score += o.score;
  // QUIRK: Merge scripts read @MoveType and @DirectionIndex as 0. Without Merge scripts nothing
  // reads the context and variables (the call still starts an empty batch).
  if (!scriptsRunOn(core, 'Merge')) runScripts(core, 'Merge', NO_SCRIPT_CONTEXT);
  else
    runScripts(core, 'Merge', { v: P[0], h: P[1], vdir: pv, hdir: ph, addInfo: [o.L, pslide, 0, 0] }, [
      ...(o.vars ?? []),
      ['@Literal', ...o.results],
    ]);
  discoveryCheck(core);
  st.mergeCount += 1;
}
