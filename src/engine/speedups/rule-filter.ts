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
import { analyse, isLookup, type CompareOp, type Comparison, type Lookup } from '../../calc/analysis.ts';
import {
  cellAt,
  insideContainer,
  nextNEIndex,
  onBoard,
  SLIPPERY,
  splitRule,
  type Board,
} from '../rules/merge-rules.ts';
import type { Value } from '../../calc/values.ts';

/**
 * A tile component look-up the filter reads: `@This k`, `@Next d k` (d ≥ 1) or `@NextNE d k`
 * (d ≤ −1), with the index of its cell among the rules' distinct (kind, d) look-ups (a cell is
 * read once per run).
 */
interface Ref extends Lookup {
  readonly slot: number;
}

/** `[first, op, operand, op, operand, …]`, evaluated left to right without precedence. */
interface Seq {
  first: Term;
  ops: readonly CompareOp[];
  operands: Term[];
}

type Term = Ref | Seq;

/** The filter's form of a condition's comparison (analysis.ts), or null if it reads a cell it does not model. */
function termOf(c: Lookup | Comparison): Term | null {
  if (isLookup(c)) {
    if ((c.kind === 'next' && c.d < 1) || (c.kind === 'nextNE' && c.d > -1)) return null;
    return { ...c, slot: slotOf(c.kind, c.d) };
  }
  const first = termOf(c.first);
  if (first === null) return null;
  const operands: Term[] = [];
  for (const o of c.operands) {
    const t = termOf(o);
    if (t === null) return null;
    operands.push(t);
  }
  return { first, ops: c.ops, operands };
}

/**
 * The rule shapes read: no variable prefix, a literal length ≥ 1, ordered (`true`), outputs not
 * computed by `@CalcArray`, no multi-length step rewriting (engine.md §4.2): then the condition is
 * the only thing evaluated before the match is decided. Returns the condition, compiled.
 */
function filterOf(rule: Value): CondNode | null {
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
  const comparison = analyse(cond).comparison;
  const seq = comparison === null ? null : termOf(comparison);
  // A whole condition is evaluated once per run: nothing to remember.
  return seq !== null && !('kind' in seq) ? compileTerm(seq, false) : null;
}

// Slots are numbered across all rules, so that the rules tried at one tile read each cell once.
const slotNumbers = new Map<string, number>();

function slotOf(kind: Lookup['kind'], d: number): number {
  const key = `${kind} ${d}`;
  let n = slotNumbers.get(key);
  if (n === undefined) {
    slotNumbers.set(key, (n = slotNumbers.size));
    if (n >= slotGens.length) {
      const grown = new Int32Array(slotGens.length * 2);
      grown.set(slotGens);
      slotGens = grown;
    }
  }
  return n;
}

// Conditions are compiled into trees of nodes of one shape, evaluated by one function (`valueOf`;
// measured a little faster than a closure per term).
const LOOKUP = 0;
const CMP = 1;
const SEQ = 2;
const AND = 0;
const OR = 1;
const EQ = 2;
const NE = 3;
const OP_CODES: Record<CompareOp, number> = { '&&': AND, '||': OR, '=': EQ, '!=': NE };

/** A compiled term. */
class CondNode {
  constructor(
    readonly kind: number,
    /** LOOKUP: the look-up. CMP: the two look-ups compared (`!=` when `ne`). */
    readonly ref: Ref | null,
    readonly other: Ref | null,
    readonly ne: boolean,
    /** SEQ: `first`, then each operator code with its operand. */
    readonly first: CondNode | null,
    readonly ops: readonly number[],
    readonly operands: readonly CondNode[],
    /** SEQ: whether every operator from i on is `&&` (`||`): a false (true) value then is the result. */
    readonly andsFrom: readonly boolean[],
    readonly orsFrom: readonly boolean[],
    /** CMP and SEQ: where the value is remembered for the run (−1: it is not). */
    readonly memo: number,
  ) {}

  /**
   * Whether the value is certainly a boolean on a numeric board (see `numericBoard`) at a tile
   * whose component reads are all below `tileNumAmount` (`maxK`): a comparison with an `@This`
   * side, or an all-`&&` or all-`||` sequence of such terms.
   */
  total = false;
  /** The largest component index read. */
  maxK = 0;
  /** Roughly how many cells reading the term walks over (cheap terms first, see `totalSequence`). */
  cost = 0;
  /** SEQ, when `total`: all its terms, cheapest first, and whether they are joined by `&&`. */
  order: readonly CondNode[] = [];
  isAnd = false;
}

/** The cost of a look-up: `@NextNE` walks past empty cells, a run of unknown length. */
function refCost(r: Ref): number {
  return r.kind === 'this' ? 0 : r.kind === 'next' ? r.d : 2 - 2 * r.d;
}

/** Works out `total`, `maxK`, `cost` and `order` of a new node from its terms'. */
function finish(n: CondNode): CondNode {
  if (n.kind === LOOKUP) {
    n.maxK = n.ref!.k;
    n.cost = refCost(n.ref!);
  } else if (n.kind === CMP) {
    n.maxK = Math.max(n.ref!.k, n.other!.k);
    n.cost = refCost(n.ref!) + refCost(n.other!) + 1;
    n.total = n.ref!.kind === 'this' || n.other!.kind === 'this';
  } else {
    const terms = [n.first!, ...n.operands];
    n.maxK = Math.max(...terms.map((t) => t.maxK));
    n.cost = terms.reduce((c, t) => c + t.cost, 1);
    const and = n.ops.every((op) => op === AND);
    n.total = (and || n.ops.every((op) => op === OR)) && terms.every((t) => t.total);
    if (n.total) {
      n.isAnd = and;
      // Stable: equal costs keep the written order.
      n.order = terms
        .map((t, i) => ({ t, i }))
        .sort((a, b) => a.t.cost - b.t.cost || a.i - b.i)
        .map((x) => x.t);
    }
  }
  return n;
}

// Compiled terms are shared by every rule that contains the same term (the same written form),
// and a comparison's or sequence's value is remembered for the run: the rules tried at one tile
// often repeat a guard or a comparison, which is then evaluated once.
const compiled = new Map<string, CondNode>();
let memoCount = 0;
/** The run each remembered value is of (0: none; runs are never 0). */
let memoGens = new Int32Array(64);
const memoVals: Val[] = [];

/** A term's written form (equal forms have equal values within a run). */
function formOf(t: Term): string {
  if ('kind' in t) return t.text;
  let s = `(${formOf(t.first)}`;
  for (let i = 0; i < t.ops.length; i++) s += ` ${t.ops[i]!} ${formOf(t.operands[i]!)}`;
  return `${s})`;
}

function compile(t: Term): CondNode {
  const form = formOf(t);
  let c = compiled.get(form);
  if (!c) compiled.set(form, (c = compileTerm(t, true)));
  return c;
}

function newMemo(): number {
  const id = memoCount++;
  if (id >= memoGens.length) {
    const grown = new Int32Array(memoGens.length * 2);
    grown.set(memoGens);
    memoGens = grown;
  }
  return id;
}

/** A term's node; its value is remembered for the run when `remember` is set. */
function compileTerm(t: Term, remember: boolean): CondNode {
  if ('kind' in t) {
    return finish(new CondNode(LOOKUP, t, null, false, null, [], [], [], [], -1));
  }
  const memo = remember ? newMemo() : -1;
  const op0 = t.ops[0];
  if (t.ops.length === 1 && 'kind' in t.first && 'kind' in t.operands[0]! && (op0 === '=' || op0 === '!=')) {
    // A comparison of two look-ups (most terms): read directly.
    const a = t.first;
    const b = t.operands[0];
    return finish(new CondNode(CMP, a, b, op0 === '!=', null, [], [], [], [], memo));
  }
  const n = t.ops.length;
  const ops = t.ops.map((op) => OP_CODES[op]);
  const andsFrom: boolean[] = new Array<boolean>(n + 1).fill(true);
  const orsFrom: boolean[] = new Array<boolean>(n + 1).fill(true);
  for (let i = n - 1; i >= 0; i--) {
    andsFrom[i] = ops[i] === AND && andsFrom[i + 1]!;
    orsFrom[i] = ops[i] === OR && orsFrom[i + 1]!;
  }
  return finish(
    new CondNode(SEQ, null, null, false, compile(t.first), ops, t.operands.map(compile), andsFrom, orsFrom, memo),
  );
}

/** A node's value at the tile of the current `firstPossibleRule` run. */
function valueOf(node: CondNode): Val {
  if (node.kind === LOOKUP) return readRef(node.ref!);
  const memo = node.memo;
  if (memo >= 0 && memoGens[memo] === generation) return memoVals[memo]!;
  const r =
    node.kind === CMP
      ? compare(node)
      : runTotal && node.total && node.maxK < runTileNumAmount
        ? totalSequence(node)
        : sequence(node);
  if (memo >= 0) {
    memoGens[memo] = generation;
    memoVals[memo] = r;
  }
  return r;
}

function compare(node: CondNode): Val {
  const x = readRef(node.ref!);
  if (x === UNKNOWN) return UNKNOWN;
  const y = readRef(node.other!);
  if (y === UNKNOWN) return UNKNOWN;
  const eq = equal(x, y);
  if (eq === UNKNOWN) return UNKNOWN;
  return node.ne ? !eq : eq;
}

/**
 * A `total` sequence on a numeric board: every term is a boolean (none can give up or fail), so
 * all `&&` terms are true exactly when none is false, whatever the order they are read in: the
 * cheapest are read first (most attempts fail on the tile in front), and the first false one
 * (true one, for `||`) decides.
 */
function totalSequence(node: CondNode): Val {
  const order = node.order;
  const decisive = !node.isAnd;
  for (let i = 0; i < order.length; i++) if (valueOf(order[i]!) === decisive) return decisive;
  return !decisive;
}

function sequence(node: CondNode): Val {
  const { ops, operands } = node;
  let r = valueOf(node.first!);
  for (let i = 0; i < ops.length; i++) {
    if (r === UNKNOWN) return UNKNOWN;
    const op = ops[i]!;
    if (op === AND || op === OR) {
      // Boolean operators short-circuit: the operand is not evaluated.
      if (typeof r !== 'boolean') return UNKNOWN;
      if (op === AND ? r === false : r === true) {
        if (op === AND ? node.andsFrom[i] : node.orsFrom[i]) return r;
        continue;
      }
      const y = valueOf(operands[i]!);
      if (typeof y !== 'boolean') return UNKNOWN;
      r = y;
    } else {
      const y = valueOf(operands[i]!);
      if (y === UNKNOWN) return UNKNOWN;
      const eq = equal(r, y);
      if (eq === UNKNOWN) return UNKNOWN;
      r = op === EQ ? eq : !eq;
    }
  }
  return r;
}

const analysed = new WeakMap<object, CondNode | null>();
// The rules met at each index by the last calls, and their checks (`filterableOf` of them).
const seenRules: Value[] = [];
const seenChecks: (CondNode | null)[] = [];

function filterableOf(rule: Value): CondNode | null {
  if (!Array.isArray(rule)) return null;
  let f = analysed.get(rule);
  if (f === undefined) analysed.set(rule, (f = filterOf(rule)));
  return f;
}

/** Why the filter gave up: the real evaluation decides. */
const UNKNOWN = Symbol('unknown');
type Val = number | boolean | string | typeof UNKNOWN;

// The tile of the current run (one `firstPossibleRule` call).
let runBoard: Board = { cells: [], width: 0, height: 0 };
let runV = 0;
let runH = 0;
let runVdir = 0;
let runHdir = 0;
let runTileNumAmount = 0;
/** Whether `totalSequence` may read the run's sequences (a numeric board, a tile at the run's cell). */
let runTotal = false;

/** A look-up that left the grid. */
const OFF = Symbol('off');

// The cells of one filter run (one tile's attempt), by slot; a slot is current when its generation
// is this run's. Nothing is evaluated during a run, so the grid cannot change within it.
const slotCells: (Value | typeof OFF)[] = [];
/** The run each slot's cell is of (0: none; runs are never 0). */
let slotGens = new Int32Array(16);
let generation = 0;

// The slots of `@This` and `@Next 1`, and whether the current run read any other cell: a run that
// read only those two has an answer that depends on nothing else (see `readPairOnly`).
const THIS_SLOT = slotOf('this', 0);
const NEXT1_SLOT = slotOf('next', 1);
let readOther = false;

// One walk along the run's vector serves every `@Next d` of the run: `nextIndex` for d steps is
// the walk's state after d steps (or where it left the grid's rows, for every d from there on).
let walkGen = 0;
let walkR = 0;
let walkC = 0;
/** Steps walked; `walkIndex[d]` is `nextIndex` for d ≤ walked. */
let walked = 0;
const walkIndex: number[] = [];
/** `nextIndex` for every d beyond `walked` once the walk has left the rows (null before). */
let walkOut: number | null = null;

/** `nextIndex(runBoard, runV, runH, runVdir, runHdir, d)` for an integer d ≥ 1 (not a still move). */
function nextAt(d: number): number {
  if (walkGen !== generation) {
    walkGen = generation;
    walkR = runV;
    walkC = runH;
    walked = 0;
    walkOut = null;
  }
  if (d <= walked) return walkIndex[d]!;
  if (walkOut !== null) return walkOut;
  const b = runBoard;
  while (walked < d) {
    walkR += runVdir;
    walkC += runHdir;
    let inside = insideContainer(b.cells, walkR, walkC);
    while (inside && cellAt(b.cells, walkR, walkC) === SLIPPERY) {
      walkR += runVdir;
      walkC += runHdir;
      inside = insideContainer(b.cells, walkR, walkC);
    }
    const at = onBoard(b, walkR, walkC) ? walkR * b.width + walkC : -1;
    if (!inside) return (walkOut = at);
    walkIndex[++walked] = at;
  }
  return walkIndex[d]!;
}

function cellOf(r: Ref): Value | typeof OFF {
  if (slotGens[r.slot] === generation) return slotCells[r.slot]!;
  let cell: Value | typeof OFF;
  if (r.kind === 'this') {
    const row = (runBoard.cells as Value[])[runV];
    cell = Array.isArray(row) ? row[runH] : OFF;
  } else {
    const b = runBoard;
    const at = r.kind === 'next' ? nextAt(r.d) : nextNEIndex(b, runV, runH, runVdir, runHdir, r.d);
    if (at < 0) cell = OFF;
    else {
      const v = (at / b.width) | 0;
      const row = (b.cells as Value[])[v];
      cell = Array.isArray(row) ? row[at - v * b.width] : undefined;
    }
  }
  slotCells[r.slot] = cell;
  slotGens[r.slot] = generation;
  if (r.slot !== THIS_SLOT && r.slot !== NEXT1_SLOT) readOther = true;
  return cell;
}

function readRef(r: Ref): Val {
  if (!(r.k < runTileNumAmount)) return UNKNOWN;
  const cell = cellOf(r);
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

/** `=` on the modelled values: `===` (deep equality on primitives); two strings are not modelled. */
function equal(x: number | boolean | string, y: number | boolean | string): boolean | typeof UNKNOWN {
  if (typeof x === 'string' && typeof y === 'string') return UNKNOWN;
  return x === y;
}

/**
 * Whether every cell of the board is a string or a tile whose components below `tileNumAmount`
 * are numbers or booleans: then every look-up the filter models reads a number, a boolean or a
 * string (never gives up), and a comparison with an `@This` side (a tile's number) is a boolean.
 * `firstPossibleRule` may then read `total` sequences in any order.
 */
export function numericBoard(board: Board, tileNumAmount: number): boolean {
  const cells = board.cells;
  if (!Array.isArray(cells)) return false;
  for (let v = 0; v < board.height; v++) {
    const row = cells[v];
    if (!Array.isArray(row) || row.length < board.width) return false;
    for (let h = 0; h < board.width; h++) if (!numericCell(row[h], tileNumAmount)) return false;
  }
  return true;
}

/** Whether every value of `values` could be a cell of a `numericBoard`. */
export function numericValues(values: readonly Value[], tileNumAmount: number): boolean {
  for (let i = 0; i < values.length; i++) if (!numericCell(values[i], tileNumAmount)) return false;
  return true;
}

function numericCell(cell: Value, tileNumAmount: number): boolean {
  if (typeof cell === 'string') return true;
  if (!Array.isArray(cell)) return false;
  for (let k = 0; k < tileNumAmount; k++) {
    const x = cell[k];
    if (typeof x !== 'number' && typeof x !== 'boolean') return false;
  }
  return true;
}

/**
 * True when the rule certainly does not match at (v, h) moving along (vdir, hdir): its condition
 * evaluates to something other than `true`, with no effect. False means "unknown".
 */
export function provablyNoMatch(
  rule: Value,
  board: Board,
  v: number,
  h: number,
  vdir: number,
  hdir: number,
  tileNumAmount: number,
): boolean {
  return firstPossibleRule([rule], 0, board, v, h, vdir, hdir, tileNumAmount) !== 0;
}

/**
 * The index of the first of `rules` from `from` on that `provablyNoMatch` does not rule out
 * (`rules.length` when there is none). Cells are read once for all the rules it passes over.
 * `numeric`: the board is a `numericBoard` (for the run's `tileNumAmount`).
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
  numeric = false,
): number {
  if (vdir === 0 && hdir === 0) return from < rules.length ? from : rules.length;
  generation = (generation + 1) | 0 || 1;
  readOther = false;
  runBoard = board;
  runV = v;
  runH = h;
  runVdir = vdir;
  runHdir = hdir;
  runTileNumAmount = tileNumAmount;
  // `@This` must read numbers: a tile, not a marker string.
  runTotal = numeric && Array.isArray(cellAt(board.cells, v, h));
  for (let r = from; r < rules.length; r++) {
    const rule = rules[r];
    // The rule list is nearly always the one of the last call: compare identities before the map.
    let check: CondNode | null;
    if (seenRules[r] === rule) check = seenChecks[r]!;
    else {
      check = filterableOf(rule);
      seenRules[r] = rule;
      seenChecks[r] = check;
    }
    if (!check) return r;
    const res = valueOf(check);
    if (res === UNKNOWN || res === true) return r;
  }
  return rules.length;
}

/**
 * Whether the last `firstPossibleRule` call read no cell but the tile's own (`@This`) and the one
 * in front of it (`@Next 1`). Its answer is then a function of those two cells' values, the rules,
 * `tileNumAmount` and its `numeric` flag (the walks to the cells aside): nothing else was read.
 */
export function readPairOnly(): boolean {
  return !readOther;
}
