// Merge-rule semantics shared by the engine and the `mergeRuleApplies` operators (engine.md §4,
// calcarray.md §3.2 and §7.7): the rewriting helpers (reorder, offset, non-recursive stripping),
// rule preparation, multi-length expansion, the "does this rule apply here" test and the output
// cell geometry (overflow). Evaluation is injected (`RuleEvaluate`) so this module never imports
// the evaluator; the language's `mergeRuleApplies` operators reach the test through the registry in
// calc/merge-apply.ts, filled when this module loads.
import { DEFAULT_LIMITS, limitError, typeError } from '../../calc/errors.ts';
import { chargeMeter, type StepMeter } from '../../calc/host.ts';
import type { Value } from '../../calc/values.ts';
import {
  registerMergeRuleTest,
  type MergeRuleAppliesContext,
  type RuleEvaluate,
  type RuleTileContext,
} from '../../calc/merge-apply.ts';

export type { MergeRuleAppliesContext, RuleEvaluate, RuleTileContext };

// ---------------------------------------------------------------------------------------------
// Evaluation seam

/**
 * A rule part as the engine evaluates it with the rule's variables: a bare special string sees
 * them too (verified: 378's score is the string "@Var 0"), unlike a string handed to the
 * evaluator directly, so it is wrapped as `["@var_retain", s]`.
 */
export function withRuleVars(expr: Value, vars: Value[] | null): Value {
  if (!vars || typeof expr !== 'string' || expr.charCodeAt(0) !== 64) return expr;
  // One wrapper per string: the evaluator compiles and remembers an expression by its array, so a
  // fresh wrapper per evaluation was compiled afresh every time (a third of such a merge's time).
  let w = wrappedParts.get(expr);
  if (w === undefined) {
    w = ['@var_retain', expr];
    if (wrappedParts.size < MAX_WRAPPED_PARTS) wrappedParts.set(expr, w);
  }
  return w;
}

/** `withRuleVars`'s wrappers by string (never changed: values are immutable by convention). */
const wrappedParts = new Map<string, Value[]>();
/** Rule strings come from mode data, a few per mode; computed ones beyond this are wrapped afresh. */
const MAX_WRAPPED_PARTS = 4096;

// ---------------------------------------------------------------------------------------------
// Cells and walking (the same geometry the special strings use, calcarray.md §7.2)

export const EMPTY = '@Empty';
export const VOID = '@Void';
export const SLIPPERY = '@Slippery';

export function hasTemporaryHole(cell: Value): boolean {
  if (typeof cell === 'string') return cell.includes('@TemporaryHole');
  return Array.isArray(cell) && cell.includes('@TemporaryHole');
}

export interface Board {
  /** Rows of cells. */
  readonly cells: Value;
  readonly width: number;
  readonly height: number;
}

export function onBoard(b: Board, r: number, c: number): boolean {
  return Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < b.height && c < b.width;
}

/** Whether (r, c) is a cell of the rows of `cont` (the walks' bound, which may differ from the board's). */
export function insideContainer(cont: Value, r: number, c: number): boolean {
  if (!Array.isArray(cont) || !Number.isInteger(r) || r < 0 || r >= cont.length) return false;
  const row = cont[r];
  return Array.isArray(row) && Number.isInteger(c) && c >= 0 && c < row.length;
}

export function cellAt(cont: Value, r: number, c: number): Value {
  if (!Array.isArray(cont)) return undefined;
  const row = cont[r];
  return Array.isArray(row) ? row[c] : undefined;
}

/**
 * The position of `@Next d` (d ≥ 0 counted steps, each sliding over slippery cells), or null when it
 * is not within the board.
 */
export function nextPosition(
  b: Board,
  r: number,
  c: number,
  dv: number,
  dh: number,
  d: number,
): [number, number] | null {
  return positionOf(b, nextIndex(b, r, c, dv, dh, d));
}

/** `nextPosition` as a cell index (r·width + c), or −1: allocation-free, for hot paths. */
export function nextIndex(b: Board, r: number, c: number, dv: number, dh: number, d: number): number {
  if (d !== 0 && !(dv === 0 && dh === 0)) {
    const steps = Math.ceil(Math.abs(d));
    const sv = Math.sign(d) * dv;
    const sh = Math.sign(d) * dh;
    outer: for (let s = 0; s < steps; s++) {
      r += sv;
      c += sh;
      if (!insideContainer(b.cells, r, c)) break;
      while (cellAt(b.cells, r, c) === SLIPPERY) {
        r += sv;
        c += sh;
        if (!insideContainer(b.cells, r, c)) break outer;
      }
    }
  }
  return onBoard(b, r, c) ? r * b.width + c : -1;
}

function positionOf(b: Board, i: number): [number, number] | null {
  return i < 0 ? null : [Math.floor(i / b.width), i % b.width];
}

/** The position of `@NextNE d` (cells counted unless empty or slippery), or null off the board. */
export function nextNEPosition(
  b: Board,
  r: number,
  c: number,
  dv: number,
  dh: number,
  d: number,
): [number, number] | null {
  return positionOf(b, nextNEIndex(b, r, c, dv, dh, d));
}

/** `nextNEPosition` as a cell index (r·width + c), or −1: allocation-free, for hot paths. */
export function nextNEIndex(b: Board, r: number, c: number, dv: number, dh: number, d: number): number {
  if (d === 0) return onBoard(b, r, c) ? r * b.width + c : -1;
  if (dv === 0 && dh === 0) return -1;
  const sv = d < 0 ? -dv : dv;
  const sh = d < 0 ? -dh : dh;
  const want = Math.abs(d);
  let counted = 0;
  while (counted < want) {
    r += sv;
    c += sh;
    if (!onBoard(b, r, c)) return -1;
    const cell = cellAt(b.cells, r, c);
    if (cell !== EMPTY && cell !== SLIPPERY) counted++;
  }
  return r * b.width + c;
}

/** One step of a line walk: the next cell along (dv, dh), sliding over slippery cells. */
export function stepOver(b: Board, r: number, c: number, dv: number, dh: number): [number, number] | null {
  if (dv === 0 && dh === 0) return null;
  for (;;) {
    r += dv;
    c += dh;
    if (!onBoard(b, r, c)) return null;
    if (cellAt(b.cells, r, c) !== SLIPPERY) return [r, c];
  }
}

// ---------------------------------------------------------------------------------------------
// Rewriting helpers (calcarray.md §7.7)

function sameItems(a: readonly Value[], b: readonly Value[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/**
 * An array's reorderings by text key, and the first few asked for with their orders' items: an
 * unordered rule's attempts ask for the same few (orders × directions) again and again, and
 * building the key text cost more than the rest of a look-up.
 */
interface Reorderings {
  byKey: Map<string, Value>;
  recent: { order: Value[]; vdir: number; hdir: number; out: Value }[];
}

const reorderCache = new WeakMap<Value[], Reorderings>();

/** Reorderings found per array without a key (2 orders × 4 directions for a pair rule). */
const RECENT_REORDERS = 8;

/** Renumbers tile slots: slot i becomes `order[i]` (`@This` is slot 0, `@Next i` slot i). */
export function calcArrayReorder(expr: Value, order: readonly Value[], vdir: number, hdir: number): Value {
  if (Array.isArray(expr)) {
    let m = reorderCache.get(expr);
    if (m !== undefined) {
      // Items equal by === have equal texts, so this finds what the key would (or nothing).
      const recent = m.recent;
      for (let k = 0; k < recent.length; k++) {
        const r = recent[k]!;
        if (r.vdir === vdir && r.hdir === hdir && sameItems(r.order, order)) return r.out;
      }
    }
    const key = `${order.join(',')}|${vdir}|${hdir}`;
    let out = m?.byKey.get(key);
    if (out === undefined) {
      out = expr.map((e) => calcArrayReorder(e, order, vdir, hdir));
      if (!m) reorderCache.set(expr, (m = { byKey: new Map(), recent: [] }));
      m.byKey.set(key, out);
    }
    if (m!.recent.length < RECENT_REORDERS) m!.recent.push({ order: order.slice(), vdir, hdir, out });
    return out;
  }
  if (typeof expr !== 'string' || expr.charCodeAt(0) !== 64) return expr;
  const t = expr.split(' ');
  const slot = (k: Value): string => String(order[k as number]);
  switch (t[0]) {
    case '@This': {
      if (t.length > 2) return expr;
      if (order[0] === 0) return expr;
      return t.length === 1 ? `@Next ${String(order[0])}` : `@Next ${String(order[0])} ${t[1]}`;
    }
    case '@Next':
    case '@NextNE': {
      if (t.length !== 2 && t.length !== 3) return expr;
      const k = Number(t[1]);
      if (!(k >= 0)) return expr;
      t[1] = Number.isInteger(k) ? slot(k) : 'undefined';
      return t.join(' ');
    }
    case '@Relative':
      return relativeShift(t, expr, order[0], vdir, hdir);
    default:
      return expr;
  }
}

/** `@Relative a b …` shifted by `shift` along the vector, by string concatenation (QUIRK). */
function relativeShift(t: string[], expr: string, shift: Value, vdir: number, hdir: number): string {
  if (t.length !== 3 && t.length !== 4) return expr;
  const s = Number(shift);
  const a = t[1]! + String(vdir * s);
  const b = t[2]! + String(hdir * s);
  return t.length === 4 ? `@Relative ${a} ${b} ${t[3]}` : `@Relative ${a} ${b}`;
}

const MRA = 'mergeRuleApplies';
const MRA_NR = 'mergeRuleApplies_nonRecursive';
/** The misspelling the original's offset helper adjusts (the real `_nonRecursive` is not adjusted). */
const MRA_NR_MISSPELT = 'mergeRuleAppliesNonRecursive';

const offsetCache = new WeakMap<Value[], Map<string, Value>>();

/** Shifts tile references by `offset` slots (negative offsets look behind through `@NextNE`). */
export function calcArrayMergeOffset(expr: Value, offset: number, vdir: number, hdir: number): Value {
  if (Array.isArray(expr)) {
    const key = `${offset}|${vdir}|${hdir}`;
    let m = offsetCache.get(expr);
    const hit = m?.get(key);
    if (hit !== undefined) return hit;
    const out = offsetArray(expr, offset, vdir, hdir);
    if (!m) offsetCache.set(expr, (m = new Map()));
    m.set(key, out);
    return out;
  }
  return offsetString(expr, offset, vdir, hdir);
}

function offsetArray(expr: Value[], offset: number, vdir: number, hdir: number): Value[] {
  {
    const out: Value[] = [];
    for (let i = 0; i < expr.length; i++) {
      let e = calcArrayMergeOffset(expr[i], offset, vdir, hdir);
      const prev = expr[i - 1];
      if (i > 0 && (prev === MRA || prev === MRA_NR_MISSPELT))
        e = typeof e === 'number' ? e + offset : [e, '+', offset];
      out.push(e);
    }
    return out;
  }
}

function offsetString(expr: Value, offset: number, vdir: number, hdir: number): Value {
  if (typeof expr !== 'string' || expr.charCodeAt(0) !== 64) return expr;
  const t = expr.split(' ');
  const at = (p: number, n: string): string =>
    p === 0 ? `@This ${n}` : p < 0 ? `@NextNE ${p} ${n}` : `@Next ${p} ${n}`;
  switch (t[0]) {
    case '@This':
      return t.length === 2 ? at(offset, t[1]!) : expr;
    case '@Next':
    case '@NextNE': {
      if (t.length !== 3) return expr;
      const k = Number(t[1]);
      if ((t[0] === '@Next' && k >= 0) || (t[0] === '@NextNE' && k <= 0)) return at(k + offset, t[2]!);
      return expr;
    }
    case '@Relative':
      return relativeShift(t, expr, offset, vdir, hdir);
    default:
      return expr;
  }
}

/** `mergeRuleApplies_nonRecursive`: in every (nested) expression, the part up to and including
 * the last mergeRuleApplies operator and its operand becomes `false`. */
const stripCache = new WeakMap<Value[], Value>();

export function stripMergeRuleApplies(expr: Value): Value {
  if (!Array.isArray(expr)) return expr;
  const hit = stripCache.get(expr);
  if (hit !== undefined) return hit;
  const out = stripArray(expr);
  stripCache.set(expr, out);
  return out;
}

function stripArray(expr: Value[]): Value {
  let last = -1;
  for (let i = 0; i < expr.length; i++) if (expr[i] === MRA || expr[i] === MRA_NR) last = i;
  const arr = last >= 0 ? [false, ...expr.slice(last + 2)] : expr;
  return arr.map(stripMergeRuleApplies);
}

/** Slot orders tried by unordered rules, in the original's recursive insertion order (§4.4). */
const orderMemo: number[][][] = [[], [[0]]];
export function permutationOrders(n: number): readonly number[][] {
  if (n < 1) n = 1;
  if (n > 8) throw limitError('merge rule', `an unordered rule of length ${n} has too many permutations`);
  for (let k = orderMemo.length; k <= n; k++) {
    const prev = orderMemo[k - 1]!;
    const out: number[][] = [];
    for (let pos = k - 1; pos >= 0; pos--)
      for (const p of prev) {
        const q = p.slice();
        q.splice(pos, 0, k - 1);
        out.push(q);
      }
    orderMemo[k] = out;
  }
  return orderMemo[n]!;
}

// ---------------------------------------------------------------------------------------------
// Rule shape (§4.1) and preparation (§4.2)

const END_VARS = '@end_vars';
const INCLUDE_GVARS = '@include_gvars';

/** Splits the optional variable prefix off a rule. `prefix` keeps `@include_gvars`/`@end_vars`. */
export function splitRule(rule: Value): { prefix: Value[]; body: Value[] } {
  if (!Array.isArray(rule)) return { prefix: [], body: [] };
  const end = rule.indexOf(END_VARS);
  if (end < 0 && rule[0] !== INCLUDE_GVARS) return { prefix: [], body: rule };
  // A rule with a prefix is split once (rules are immutable values), so that the parts handed to
  // the evaluator are the same arrays every attempt and their compiled forms are found again.
  // Callers never edit them.
  let split = splits.get(rule);
  if (split === undefined) {
    split =
      end >= 0
        ? { prefix: rule.slice(0, end + 1), body: rule.slice(end + 1) }
        : { prefix: [INCLUDE_GVARS], body: rule.slice(1) };
    splits.set(rule, split);
  }
  return split;
}

const splits = new WeakMap<Value[], { prefix: Value[]; body: Value[] }>();

/** Evaluates a rule's variable prefix into a fresh variable list (arrays stored literal-marked). */
export function evaluateRuleVars(prefix: readonly Value[], tile: RuleTileContext, ev: RuleEvaluate): Value[] {
  const vars: Value[] = [];
  if (prefix.length === 0) return vars;
  // A `@var_retain` evaluation appends its declarations to the list it was given (calcarray §1.3).
  let expr = prefixExprs.get(prefix);
  if (expr === undefined) prefixExprs.set(prefix, (expr = ['@var_retain', ...prefix, 0]));
  ev(expr, tile, vars);
  return vars;
}

/** The evaluated form of each prefix (one array per prefix, for the same reason as `splitRule`). */
const prefixExprs = new WeakMap<readonly Value[], Value[]>();

const MERGE_TOKENS = new Set([
  '@MergeReverseStart',
  '@MergeOverflowEmpty',
  '@MergeOverflowSlot',
  '@MergeOverflowOverwrite',
  '@MergeOverflowPush',
]);

/** A rule body after preparation for one attempt. */
export interface PreparedRule {
  /** Prepared merge length (0 = length-0 rule). */
  L: number;
  cond: Value;
  ordered: Value;
  outputs: Value[];
  score: Value;
  flags: Value[];
}

function asList(x: Value): Value[] {
  return Array.isArray(x) ? x : [];
}

/** The default used-up flags: false per written output, true for the rest up to L. */
function defaultFlags(outputs: readonly Value[], L: number): Value[] {
  const f: Value[] = outputs.map(() => false);
  while (f.length < L) f.push(true);
  return f;
}

/**
 * `evaluateMergeRule` (§4.2) on a body (prefix stripped). `evalOutputs` = evaluate an OUTPUTS list
 * written as `["@CalcArray", …]` (done per attempt, not at load). Returns the new body too, with
 * entries 0/6 updated, which the multi-length expansion stores.
 */
export function prepareRule(
  body: readonly Value[],
  tile: RuleTileContext,
  vars: Value[] | null,
  ev: RuleEvaluate,
  evalOutputs: boolean,
): { prepared: PreparedRule; body: Value[] } {
  const b = body.slice();
  let L: number;
  if (typeof b[0] === 'number') L = b[0];
  else {
    const r = ev(b[0], tile, vars);
    L = typeof r === 'number' ? r : 1;
  }
  // Below, L used-up flags (and `fill` outputs) are built one by one, as the original does: a
  // computed length of Infinity (or billions) froze the original and would exhaust memory here,
  // a crash no one can catch. No board holds that many tiles: reported as a limit instead.
  if (L > DEFAULT_LIMITS.maxArrayLength) throw limitError('merge rule', `a merge length of ${L} tiles is too long`);
  let outputs = b[3];
  if (evalOutputs && Array.isArray(outputs) && outputs[0] === '@CalcArray') {
    outputs = ev(outputs, tile, vars);
    if (Array.isArray(outputs) && outputs[0] === '@CalcArray') outputs = ev(outputs, tile, vars);
  }
  let outs = asList(outputs);
  let flags = asList(b[5]);
  if (b.length <= 5 || flags.length === 0) flags = defaultFlags(outs, L);
  let cond = b[1];
  if (L !== 0) {
    const fill = outs.indexOf('fill');
    if (fill >= 0) {
      const pattern = outs.slice(fill + 1);
      const o = outs.slice(0, fill);
      for (let i = 0; o.length < L && pattern.length > 0; i++) o.push(pattern[i % pattern.length]);
      outs = o;
    }
    if (b.length >= 8 && typeof b[6] === 'number' && b[6] < L) {
      const steps = asList(b[7]).map((s, j) => {
        const r = typeof s === 'number' ? s : ev(s, tile, vars);
        return typeof r === 'number' ? r : j;
      });
      if (steps.some((s) => s !== 0)) {
        const lenStep = Number(b[8]);
        if (!(lenStep > 0)) throw limitError('merge rule', 'a multi-length step that is not positive never ends');
        let base = b[6];
        // One condition per step, rebuilt on every attempt of a rule not expanded at load: a tiny
        // step (or a huge length) chained millions (or, below the number's precision, never ended).
        const links = Math.ceil((L - base) / lenStep);
        if (!(links <= MAX_CHAIN_LINKS))
          throw limitError(
            'merge rule',
            `a multi-length step of ${lenStep} chains ${links} conditions (at most ${MAX_CHAIN_LINKS})`,
          );
        const chain: Value[] = ['@var_retain', cond];
        for (let e = 1; base < L; e++) {
          base += lenStep;
          chain.push('&&', calcArrayReorder(cond, stepOrder(steps, e), tile.vdir, tile.hdir));
        }
        cond = chain;
        b[1] = cond;
        b[6] = base;
      }
    }
  }
  return { prepared: { L, cond, ordered: b[2], outputs: outs, score: b[4], flags }, body: b };
}

/** Conditions a multi-length rule may chain: far more than any board has tiles in a line. */
export const MAX_CHAIN_LINKS = 4096;

function stepOrder(steps: readonly number[], e: number): number[] {
  return steps.map((s, i) => s * e + i);
}

// ---------------------------------------------------------------------------------------------
// Multi-length expansion at game start (§4.3)

/**
 * Replaces every 10-entry multi-length rule by one rule per allowed length, longest first. The walk
 * stops at the first length-0 rule (QUIRK). `ev` evaluates step-order expressions (default context).
 */
export function expandMultiLengthRules(
  rules: readonly Value[],
  width: number,
  height: number,
  ev: RuleEvaluate,
  meter?: StepMeter | null,
): Value[] {
  const out = rules.slice();
  const tile: RuleTileContext = { v: 0, h: 0, vdir: 0, hdir: 0, addInfo: [1, Infinity, 0, 0], container: [] };
  for (let i = 0; i < out.length; i++) {
    const { prefix, body } = splitRule(out[i]);
    if (body[0] === 0) break;
    if (body.length <= 9) continue;
    const maxLen = body[9];
    const base = Number(body[6]);
    if (!(Array.isArray(maxLen) || Number(maxLen) >= base)) continue;
    let cap = Array.isArray(maxLen) ? Math.max(...maxLen.map(Number)) : Number(maxLen);
    cap = Math.min(cap, Math.max(width, height));
    const step = Number(body[8]);
    if (!(step > 0) && base <= cap)
      throw limitError('merge rule', 'a multi-length step that is not positive never ends');
    const kept: Value[] = [];
    for (let len = base; len <= cap; len += step) {
      // One rule per length: a tiny step made millions (or, below the number's precision, never
      // ended). Each is work on the game start's budget.
      chargeMeter(meter, 64, 'merge rule');
      const copy = body.slice();
      copy[0] = len;
      copy[9] = len;
      const { prepared, body: nb } = prepareRule(copy, tile, null, ev, false);
      nb[3] = prepared.outputs;
      nb[5] = prepared.flags;
      const keep = Array.isArray(maxLen) ? maxLen.some((m) => Number(m) === len) : len >= Number(body[0]);
      if (keep) kept.push(prefix.length ? [...prefix, ...nb] : nb);
    }
    out.splice(i, 1, ...kept.reverse());
    i += kept.length - 1;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Does a rule apply here? (§4.4)

export interface RuleAttempt {
  /** The moving tile's cell. */
  v: number;
  h: number;
  /** The tile's actual movement vector. */
  vdir: number;
  hdir: number;
  /** Appended after the merge length to form addInfo: normally [slide, moveType, directionIndex]. */
  addTail: Value[];
  /** Where tiles are read. */
  board: Board;
  /** Slot offset (the `mergeRuleApplies` operator's operand; 0 in moves). */
  offset?: number;
  /**
   * Test that the participants are tiles only after the condition held (the operator does this:
   * its conditions run, with their side effects, even where the shifted slots are off the grid —
   * verified with Ratio-Fill 9261's game variables).
   */
  lateContiguity?: boolean;
}

export interface RuleMatch {
  L: number;
  vars: Value[];
  /** Outputs (modifier tokens first), score expression and flags, renumbered for the winning order. */
  outputs: Value[];
  score: Value;
  flags: Value[];
  /** The tile context the rule was evaluated in (outputs and score use it too). */
  tile: RuleTileContext;
}

function isCheckForm(x: Value): x is Value[] {
  return Array.isArray(x) && (x[0] === '@CheckStart' || x[0] === '@CheckEnd');
}

/** The cell of tile slot p (0 = the moving tile), shifted by `offset`; null when off the board. */
function slotPosition(a: RuleAttempt, p: number): [number, number] | null {
  const s = p + (a.offset ?? 0);
  return s < 0
    ? nextNEPosition(a.board, a.v, a.h, a.vdir, a.hdir, s)
    : nextPosition(a.board, a.v, a.h, a.vdir, a.hdir, s);
}

/**
 * Tests one rule (prefix included) at a tile; returns the match (for any prepared length,
 * including 0) or null. Conditions must evaluate to exactly `true`.
 */
/** Why the last `tryRule` that gave null did not match (read by the move tracer). */
let failure = '';
export function ruleFailure(): string {
  return failure;
}

export function tryRule(rule: Value, a: RuleAttempt, evaluate: RuleEvaluate): RuleMatch | null {
  const ev: RuleEvaluate = (expr, tile, vars) => evaluate(withRuleVars(expr, vars), tile, vars);
  const off = a.offset ?? 0;
  // Offsets are applied after any permutation renumbering (verified with Ratio-Fill 9261's
  // look-behind guards on unordered three-tile rules).
  const shift = (x: Value): Value => (off === 0 ? x : calcArrayMergeOffset(x, off, a.vdir, a.hdir));
  const { prefix, body } = splitRule(rule);
  // Variables see the rule's written length as @MLength (XY's prefix sums `@Next`): verified.
  const written = typeof body[0] === 'number' ? body[0] : 1;
  const baseTile: RuleTileContext = {
    v: a.v,
    h: a.h,
    vdir: a.vdir,
    hdir: a.hdir,
    addInfo: [written, ...a.addTail],
    container: a.board.cells,
  };
  const vars = evaluateRuleVars(shift(prefix) as Value[], baseTile, ev);
  const { prepared } = prepareRule(off === 0 ? body : [shift(body[0]), ...body.slice(1)], baseTile, vars, ev, true);
  const L = prepared.L;
  const n = L === 0 ? 1 : L;
  if (!(n >= 1) || !Number.isFinite(n)) {
    failure = `its length is ${String(L)}`;
    return null;
  }
  const contiguous = (): boolean => {
    for (let p = 0; p < n; p++) {
      const pos = slotPosition(a, p);
      if (!pos || !Array.isArray(cellAt(a.board.cells, pos[0], pos[1]))) return false;
    }
    return true;
  };
  if (!a.lateContiguity && !contiguous()) {
    failure = `the ${n} cells from here are not all tiles`;
    return null;
  }
  const tile: RuleTileContext = { ...baseTile, addInfo: [L, ...a.addTail] };
  let flag = prepared.ordered;
  if (Array.isArray(flag) && !isCheckForm(flag)) flag = ev(shift(flag), tile, vars);
  if (flag === true) {
    if (ev(shift(prepared.cond), tile, vars) !== true) {
      failure = 'its condition is false';
      return null;
    }
    if (a.lateContiguity && !contiguous()) {
      failure = `the ${n} cells from here are not all tiles`;
      return null;
    }
    return {
      L,
      vars,
      outputs: shift(prepared.outputs) as Value[],
      score: shift(prepared.score),
      flags: prepared.flags,
      tile,
    };
  }
  const check = isCheckForm(flag) ? flag : null;
  if (check && check[0] === '@CheckStart' && !truthy(ev(shift(check.slice(1)), tile, vars))) {
    failure = 'its @CheckStart test is false';
    return null;
  }
  for (const order of permutationOrders(Math.floor(n))) {
    if (ev(shift(calcArrayReorder(prepared.cond, order, a.vdir, a.hdir)), tile, vars) !== true) continue;
    if (
      check &&
      check[0] === '@CheckEnd' &&
      !truthy(ev(shift(calcArrayReorder(check.slice(1), order, a.vdir, a.hdir)), tile, vars))
    ) {
      failure = 'its @CheckEnd test is false';
      return null;
    }
    if (a.lateContiguity && !contiguous()) {
      failure = `the ${n} cells from here are not all tiles`;
      return null;
    }
    return {
      L,
      vars,
      outputs: shift(calcArrayReorder(prepared.outputs, order, a.vdir, a.hdir)) as Value[],
      score: shift(calcArrayReorder(prepared.score, order, a.vdir, a.hdir)),
      flags: prepared.flags,
      tile,
    };
  }
  failure = `its condition is false in each of the ${n} tiles' orders`;
  return null;
}

function truthy(x: Value): boolean {
  if (typeof x === 'bigint') return x !== 0n;
  return Boolean(x);
}

// ---------------------------------------------------------------------------------------------
// Merge modifiers and output cells (§4.5)

export type OverflowType = 0 | 1 | 2 | 3;

export interface MergeModifiers {
  reverse: boolean;
  overflow: OverflowType;
}

/** Splits the leading merge-modifier tokens off an outputs list. */
export function parseMergeModifiers(outputs: readonly Value[]): { mods: MergeModifiers; results: Value[] } {
  const mods: MergeModifiers = { reverse: false, overflow: 0 };
  let i = 0;
  for (; i < outputs.length; i++) {
    const t = outputs[i];
    if (typeof t !== 'string' || !MERGE_TOKENS.has(t)) break;
    if (t === '@MergeReverseStart') mods.reverse = !mods.reverse;
    else if (t === '@MergeOverflowEmpty') mods.overflow = 0;
    else if (t === '@MergeOverflowSlot') mods.overflow = 1;
    else if (t === '@MergeOverflowOverwrite') mods.overflow = 2;
    else mods.overflow = 3;
  }
  return { mods, results: outputs.slice(i) };
}

export interface OutputCells {
  /** Cells receiving result j (or emptied when there is no result j), in output order. */
  cells: [number, number][];
  /** Tiles displaced by Push overflow, re-placed at these cells after all outputs. */
  pushed: { tile: Value; to: [number, number] }[];
}

function blocksOverflow(cell: Value): boolean {
  return cell === VOID || hasTemporaryHole(cell);
}

/**
 * Output cells of a merge: the `L` participant cells (front-most first unless reversed), then
 * `count − L` overflow cells behind the moving tile (beyond the front when reversed).
 * `participants` are the slot cells in slot order. Returns null when the overflow does not fit.
 */
export function outputCells(
  b: Board,
  participants: readonly [number, number][],
  vdir: number,
  hdir: number,
  mods: MergeModifiers,
  count: number,
): OutputCells | null {
  const cells: [number, number][] = mods.reverse ? participants.slice() : participants.slice().reverse();
  const pushed: { tile: Value; to: [number, number] }[] = [];
  const extra = count - cells.length;
  if (extra <= 0) return { cells, pushed };
  const [dv, dh] = mods.reverse ? [vdir, hdir] : [-vdir, -hdir];
  if (dv === 0 && dh === 0) return null;
  let [r, c] = mods.reverse ? participants[participants.length - 1]! : participants[0]!;
  const displaced: Value[] = [];
  const taken = new Set<string>(cells.map(([x, y]) => `${x},${y}`));
  for (let k = 0; k < extra; k++) {
    if (mods.overflow === 1) {
      // Slot: the next occupied cell, skipping empty, slippery and void cells.
      for (;;) {
        r += dv;
        c += dh;
        if (!onBoard(b, r, c)) return null;
        const cell = cellAt(b.cells, r, c);
        if (cell !== EMPTY && cell !== SLIPPERY && cell !== VOID) break;
      }
    } else {
      const next = stepOver(b, r, c, dv, dh);
      if (!next) return null;
      [r, c] = next;
    }
    const cell = cellAt(b.cells, r, c);
    if (blocksOverflow(cell)) return null;
    if (mods.overflow === 0 && cell !== EMPTY) return null;
    if (mods.overflow === 3 && cell !== EMPTY && !taken.has(`${r},${c}`)) displaced.push(cell);
    cells.push([r, c]);
    taken.add(`${r},${c}`);
  }
  // Push: each displaced tile needs one more cell further along (cascading over occupied ones).
  for (let i = 0; i < displaced.length; i++) {
    const next = stepOver(b, r, c, dv, dh);
    if (!next) return null;
    [r, c] = next;
    const cell = cellAt(b.cells, r, c);
    if (blocksOverflow(cell)) return null;
    if (cell !== EMPTY) displaced.push(cell);
    pushed.push({ tile: displaced[i], to: [r, c] });
    if (displaced.length > b.width * b.height) throw limitError('merge overflow', 'push never ends');
  }
  return { cells, pushed };
}

/** Participant cells of a match: slot 0 … L−1 (an L of 0 counts as 1). */
export function participantCells(a: RuleAttempt, L: number): [number, number][] | null {
  const out: [number, number][] = [];
  for (let p = 0; p < Math.max(1, L); p++) {
    const pos = slotPosition(a, p);
    if (!pos) return null;
    out.push(pos);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The `mergeRuleApplies` operators (calcarray.md §3.2)

/**
 * `R mergeRuleApplies A2` / `mergeRuleApplies_nonRecursive`: does merge rule `ruleIndex` apply at
 * the context tile with its references shifted by `offset`? Overflow space is checked too.
 */
export function mergeRuleApplies(
  ruleIndex: number,
  offset: number,
  nonRecursive: boolean,
  ctx: MergeRuleAppliesContext,
): boolean {
  const where = nonRecursive ? MRA_NR : MRA;
  const rules = ctx.host.mergeRules;
  const raw = Number.isInteger(ruleIndex) && ruleIndex >= 0 ? rules[ruleIndex] : undefined;
  if (raw === undefined || raw === null) throw typeError(where, `there is no merge rule ${ruleIndex}`);
  const { v, h, vdir, hdir } = ctx.tile;
  if (typeof v !== 'number' || typeof h !== 'number') return false;
  const off = Number.isFinite(offset) ? offset : 0;
  const rule: Value = nonRecursive ? stripMergeRuleApplies(raw) : raw;
  const board: Board = { cells: ctx.tile.container, width: ctx.host.width, height: ctx.host.height };
  // QUIRK: the caller's whole addInfo follows the rule's length.
  const attempt: RuleAttempt = {
    v,
    h,
    vdir,
    hdir,
    addTail: ctx.tile.addInfo.slice(),
    board,
    offset: off,
    lateContiguity: true,
  };
  const m = tryRule(rule, attempt, ctx.evaluate);
  if (!m) return false;
  const { mods, results } = parseMergeModifiers(m.outputs);
  const parts = participantCells(attempt, m.L);
  if (!parts) return false;
  return outputCells(board, m.L === 0 ? parts.slice(0, 1) : parts, vdir, hdir, mods, results.length) !== null;
}

registerMergeRuleTest(mergeRuleApplies);
