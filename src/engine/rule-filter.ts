// A pre-filter for sliding merge rules (engine.md §4.4): most attempts fail, and for rules whose
// condition is only tile look-ups compared with `=`/`!=` and joined with `&&`/`||`, a direct
// reading of the grid can prove that the condition is not `true` without the evaluator.
//
// It is exact by construction: it only answers "no match" when the evaluator would certainly
// return something other than `true` without any effect, and answers "unknown" (run the real rule)
// on anything outside the small value domain it models: numbers and booleans read from array tiles,
// marker strings read from cells, and unresolved look-ups (which the language keeps as the literal
// string, calcarray.md §7). The real evaluation of such a condition is read-only, so skipping it
// changes nothing.
import { nextIndex, nextNEIndex, splitRule, type Board } from '../calc/merge-rules.ts';
import type { Value } from '../calc/values.ts';

/** A tile component look-up: `@This k`, `@Next d k` (d ≥ 1) or `@NextNE d k` (d ≤ −1). */
interface Ref {
  kind: 'this' | 'next' | 'nextNE';
  d: number;
  k: number;
  /** The written string (the value when the look-up leaves the grid). */
  text: string;
  /** Index of its cell among the rule's distinct (kind, d) look-ups (a cell is read once). */
  slot: number;
}

type Op = '=' | '!=' | '&&' | '||';

/** `[first, op, operand, op, operand, …]`, evaluated left to right without precedence. */
interface Seq {
  first: Term;
  ops: Op[];
  operands: Term[];
}

type Term = Ref | Seq;

/** A sliding rule the filter can read: its written length and condition. */
interface Filterable {
  L: number;
  cond: Seq;
}

const REF = /^@(This|Next|NextNE) (-?\d+)(?: (\d+))?$/;
const OPS = new Set<Value>(['=', '!=', '&&', '||']);

function parseRef(s: string): Ref | null {
  const m = REF.exec(s);
  if (!m) return null;
  if (m[1] === 'This') return m[3] === undefined ? { kind: 'this', d: 0, k: Number(m[2]), text: s, slot: 0 } : null;
  if (m[3] === undefined) return null;
  const d = Number(m[2]);
  const k = Number(m[3]);
  if (m[1] === 'Next') return d >= 1 ? { kind: 'next', d, k, text: s, slot: 0 } : null;
  return d <= -1 ? { kind: 'nextNE', d, k, text: s, slot: 0 } : null;
}

function parseTerm(x: Value, depth: number): Term | null {
  if (typeof x === 'string') return parseRef(x);
  return Array.isArray(x) ? parseSeq(x, depth + 1) : null;
}

function parseSeq(x: Value[], depth: number): Seq | null {
  if (depth > 16 || x.length === 0 || x.length % 2 === 0) return null;
  const first = parseTerm(x[0], depth);
  if (!first) return null;
  const ops: Op[] = [];
  const operands: Term[] = [];
  for (let i = 1; i < x.length; i += 2) {
    if (!OPS.has(x[i])) return null;
    const t = parseTerm(x[i + 1], depth);
    if (!t) return null;
    ops.push(x[i] as Op);
    operands.push(t);
  }
  return { first, ops, operands };
}

/**
 * The rule shapes read: no variable prefix, a literal length ≥ 1, ordered (`true`), outputs not
 * computed by `@CalcArray`, no multi-length step rewriting (engine.md §4.2): then the condition is
 * the only thing evaluated before the match is decided.
 */
function analyse(rule: Value): Filterable | null {
  const { prefix, body } = splitRule(rule);
  if (prefix.length > 0 || !Array.isArray(rule)) return null;
  const L = body[0];
  if (typeof L !== 'number' || !Number.isInteger(L) || L < 1) return null;
  if (body[2] !== true) return null;
  const outputs = body[3];
  if (Array.isArray(outputs) && outputs[0] === '@CalcArray') return null;
  if (body.length >= 8 && typeof body[6] === 'number' && body[6] < L) return null;
  const cond = body[1];
  if (!Array.isArray(cond)) return null;
  const seq = parseSeq(cond, 0);
  if (!seq) return null;
  const number = (t: Term): void => {
    if ('kind' in t) t.slot = slotOf(t.kind, t.d);
    else {
      number(t.first);
      t.operands.forEach(number);
    }
  };
  number(seq);
  return { L, cond: seq };
}

// Slots are numbered across all rules, so that the rules tried at one tile read each cell once.
const slotNumbers = new Map<string, number>();

function slotOf(kind: Ref['kind'], d: number): number {
  const key = `${kind} ${d}`;
  let n = slotNumbers.get(key);
  if (n === undefined) slotNumbers.set(key, (n = slotNumbers.size));
  return n;
}

const analysed = new WeakMap<object, Filterable | null>();

function filterableOf(rule: Value): Filterable | null {
  if (!Array.isArray(rule)) return null;
  let f = analysed.get(rule);
  if (f === undefined) analysed.set(rule, (f = analyse(rule)));
  return f;
}

/** Why the filter gave up: the real evaluation decides. */
const UNKNOWN = Symbol('unknown');
type Val = number | boolean | string | typeof UNKNOWN;

interface At {
  board: Board;
  v: number;
  h: number;
  vdir: number;
  hdir: number;
  tileNumAmount: number;
}

/** A look-up that left the grid. */
const OFF = Symbol('off');

// The cells of one filter run (one tile's attempt), by slot; a slot is current when its generation
// is this run's. Nothing is evaluated during a run, so the grid cannot change within it.
const slotCells: (Value | typeof OFF)[] = [];
const slotGens: number[] = [];
let generation = 0;

function cellOf(r: Ref, a: At): Value | typeof OFF {
  if (slotGens[r.slot] === generation) return slotCells[r.slot]!;
  let cell: Value | typeof OFF;
  if (r.kind === 'this') {
    const row = (a.board.cells as Value[])[a.v];
    cell = Array.isArray(row) ? row[a.h] : OFF;
  } else {
    const b = a.board;
    const at = r.kind === 'next' ? nextIndex(b, a.v, a.h, a.vdir, a.hdir, r.d) : nextNEIndex(b, a.v, a.h, a.vdir, a.hdir, r.d);
    if (at < 0) cell = OFF;
    else {
      const v = (at - (at % b.width)) / b.width;
      const row = (b.cells as Value[])[v];
      cell = Array.isArray(row) ? row[at - v * b.width] : undefined;
    }
  }
  slotCells[r.slot] = cell;
  slotGens[r.slot] = generation;
  return cell;
}

function readRef(r: Ref, a: At): Val {
  if (!(r.k < a.tileNumAmount)) return UNKNOWN;
  const cell = cellOf(r, a);
  if (cell === OFF) {
    // `@This` on a missing row fails in the language; off the grid a look-up stays the string.
    return r.kind === 'this' ? UNKNOWN : r.text;
  }
  // A marker cell (or any string cell) reads as the string itself.
  if (typeof cell === 'string') return cell;
  if (!Array.isArray(cell)) return UNKNOWN;
  const x = cell[r.k];
  return typeof x === 'number' || typeof x === 'boolean' ? x : UNKNOWN;
}

function evalTerm(t: Term, a: At): Val {
  return 'kind' in t ? readRef(t, a) : evalSeq(t, a);
}

/** `=` on the modelled values: `===` (deep equality on primitives); two strings are not modelled. */
function equal(x: number | boolean | string, y: number | boolean | string): boolean | typeof UNKNOWN {
  if (typeof x === 'string' && typeof y === 'string') return UNKNOWN;
  return x === y;
}

function evalSeq(s: Seq, a: At): Val {
  let r = evalTerm(s.first, a);
  for (let i = 0; i < s.ops.length; i++) {
    if (r === UNKNOWN) return UNKNOWN;
    const op = s.ops[i]!;
    if (op === '&&' || op === '||') {
      // Boolean operators short-circuit: the operand is not evaluated.
      if (typeof r !== 'boolean') return UNKNOWN;
      if (op === '&&' ? r === false : r === true) continue;
      const y = evalTerm(s.operands[i]!, a);
      if (typeof y !== 'boolean') return UNKNOWN;
      r = y;
    } else {
      const y = evalTerm(s.operands[i]!, a);
      if (y === UNKNOWN) return UNKNOWN;
      const eq = equal(r, y);
      if (eq === UNKNOWN) return UNKNOWN;
      r = op === '=' ? eq : !eq;
    }
  }
  return r;
}

/**
 * True when the rule certainly does not match at (v, h) moving along (vdir, hdir): its condition
 * evaluates to something other than `true`, with no effect. False means "unknown".
 */
export function provablyNoMatch(rule: Value, board: Board, v: number, h: number, vdir: number, hdir: number, tileNumAmount: number): boolean {
  return firstPossibleRule([rule], 0, board, v, h, vdir, hdir, tileNumAmount) !== 0;
}

/**
 * The index of the first of `rules` from `from` on that `provablyNoMatch` does not rule out
 * (`rules.length` when there is none). Cells are read once for all the rules it passes over.
 */
export function firstPossibleRule(
  rules: readonly Value[],
  from: number,
  board: Board,
  v: number,
  h: number,
  vdir: number,
  hdir: number,
  tileNumAmount: number,
): number {
  if (vdir === 0 && hdir === 0) return from < rules.length ? from : rules.length;
  generation = (generation + 1) | 0;
  let at: At | null = null;
  for (let r = from; r < rules.length; r++) {
    const f = filterableOf(rules[r]);
    if (!f) return r;
    at ??= { board, v, h, vdir, hdir, tileNumAmount };
    const res = evalSeq(f.cond, at);
    if (res === UNKNOWN || res === true) return r;
  }
  return rules.length;
}
