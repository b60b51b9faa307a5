// Compiles CalcArrays into closures, once per array object, for the common "simple" shape: no
// prologue, no statements, operators known at load time with plain argument patterns. The
// closures call the same conversions and operators as the interpreter, so results are identical;
// they skip the parent chain, which is why they only run optimistically: anything that would read
// the chain (`@Parent`) or draw a random number throws `Deopt`, and the transaction re-runs the
// evaluation with the interpreter (see index.ts). Constant subexpressions (literals without
// `@CalcArray` entries included) are folded, and chains of pure number operators on numeric
// operands run as direct number closures whose steps are charged at once. Plain `@if` statements
// and, at the root of a tree, callback operators (arr_map, arr_filter, arr_reduce, …) compile
// too; a tree that reads only `@Var` entries says so (memoReads) so its runs can be remembered
// (call-memo.ts). Registers nestedForm with the interpreter (env.ts `parts`) when it loads.
import {
  applyRule,
  applyRuleResolved,
  ChainValue,
  chainEntry,
  convert,
  EvalRuntime,
  freshEnv,
  literalConvert,
  markArray,
  markValue,
  operandValues,
  START_MODIFIERS,
  unescapeAt,
  type EvalEnv,
} from './evaluate.ts';
import {
  peekInitial,
  registerParts,
  setInitial,
  takeInitial,
  type Compiled,
  type CompiledNode,
  type NumericForm,
} from './env.ts';
import { DEOPT } from './runtime.ts';
import { createHost } from './host.ts';
import { lookupOp } from './ops/table.ts';
import { fixedOperandFamilies, patternConsumption, PURE, type Family, type OpDef } from './ops/types.ts';
import { analyse } from './analysis.ts';
import { bindSpecial, isSpecialKeyword, parentIndexOf, varIndexOf } from './special.ts';
import { numberOf } from './numeric/construct.ts';
import { chargeScalarsText, LITERAL, isMarked, setWalkMeter, type Value } from './values.ts';
import { toIntegerOrInfinity } from './ops/jsops.ts';

// The compiled forms' types and the pending initial value live in env.ts; re-exported for callers.
export { peekInitial, setInitial, type Compiled, type CompiledNode };

/** A compiled operand: its value converted for a family. */
type Operand = (env: EvalEnv) => Value;

const SIMPLE_PATTERNS = new Set([
  'U',
  'F',
  'N',
  'Y',
  'B',
  'NN',
  'NNF',
  'NY',
  'BB',
  'QQ',
  'SC',
  'Short3',
  'DIVE',
  'GDIVE',
]);

const START_WORDS = new Set([...START_MODIFIERS, '@CalcArray', '@Literal', '@include_gvars']);

/** Every Compiled is built here, with all fields in one order: one object shape for the callers' reads. */
function compiledRecord(
  node: CompiledNode,
  readOnly: boolean,
  height: number,
  numeric: NumericForm | undefined,
  constant: Compiled['constant'],
  constantKind: 0 | 1 | 2,
  outermost: Value,
  exact: boolean,
  foldSteps = 0,
): Compiled {
  return {
    node,
    height,
    readOnly,
    numeric,
    constant,
    constantKind,
    outermost,
    foldSteps,
    deopted: false,
    mixedOff: false,
    exact,
    memoReads: null,
    initial: false,
    memo: null,
    pass: null,
  };
}

const compiled = new WeakMap<Value[], Compiled | null>();

/** The compiled form of `arr`, or null if it is not of the simple shape. Cached per array. */
export function compiledForm(arr: Value[]): Compiled | null {
  let c = compiled.get(arr);
  if (c === undefined) {
    c = compileArray(arr, 0);
    compiled.set(arr, c);
  }
  return c;
}

const MAX_COMPILE_DEPTH = 200;

/** Arrays' nesting heights (a bound on the levels compileTree descends), past the limit as limit + 1. */
const heights = new WeakMap<Value[], number>();

/** How many levels of arrays `arr` nests (1 for a flat one), counted once per array and capped. */
function nestedHeight(arr: Value[]): number {
  const known = heights.get(arr);
  if (known !== undefined) return known;
  heights.set(arr, MAX_COMPILE_DEPTH + 1); // a cycle (none in values) would count as too deep
  let h = 1;
  for (let i = 0; i < arr.length && h <= MAX_COMPILE_DEPTH; i++) {
    const e = arr[i];
    if (Array.isArray(e)) h = Math.max(h, 1 + nestedHeight(e));
  }
  h = Math.min(h, MAX_COMPILE_DEPTH + 1);
  heights.set(arr, h);
  return h;
}

let foldEnv: EvalEnv | null = null;
/** The environment constants are folded in: live special strings throw Deopt there. */
function constantEnv(): EvalEnv {
  if (!foldEnv) {
    const rt = new EvalRuntime(createHost());
    rt.folding = true;
    foldEnv = freshEnv(rt);
  }
  foldEnv.rt.steps = 0;
  foldEnv.rt.depth = 0;
  return foldEnv;
}

/** A conversion done at load time, or null where it would depend on the game. */
function foldConvert(x: Value, fam: Family): { value: Value; steps: number } | null {
  const env = constantEnv();
  const outer = setWalkMeter(env.rt);
  try {
    const value = convert(x, fam, env, false);
    return { value, steps: env.rt.steps };
  } catch {
    return null;
  } finally {
    setWalkMeter(outer);
  }
}

/** `f()` with walks over values charged to the folding runtime (as the evaluation's would be). */
function folding<T>(f: () => T): T {
  const outer = setWalkMeter(constantEnv().rt);
  try {
    return f();
  } finally {
    setWalkMeter(outer);
  }
}

function isDynamicString(x: Value): boolean {
  return typeof x === 'string' && isSpecialKeyword(x);
}

/**
 * The compiled form of a nested array (one evaluated as an element of another, never a top-level
 * input): besides the simple shape, it may start with `@var_retain`, which only a nested array can
 * use without its caller's list being passed in. Cached per array.
 */
export function nestedForm(arr: Value[]): Compiled | null {
  if (arr[0] !== VAR_RETAIN) return compiledForm(arr);
  let c = compiledNested.get(arr);
  if (c === undefined) {
    // Level 0: the array is the root of its compiled tree (see compileArrayFrom's `depth`).
    c = compileArrayFrom(arr, 0, 1, true);
    compiledNested.set(arr, c);
  }
  return c;
}

const compiledNested = new WeakMap<Value[], Compiled | null>();
const VAR_RETAIN = '@var_retain';

/**
 * The compiled form of what a callback expression evaluates after its prologue: `expr` from
 * `lead` (its leading start words) on, with the variable list of the env it is given (the one the
 * prologue made and declared the inputs in). Cached per expression.
 */
export function callbackBodyForm(expr: Value[], lead: number): Compiled | null {
  let c = compiledBodies.get(expr);
  if (c === undefined) {
    c = lead < expr.length ? compileArrayFrom(expr, 0, lead, true) : null;
    compiledBodies.set(expr, c);
  }
  return c;
}

const compiledBodies = new WeakMap<Value[], Compiled | null>();

/**
 * As callbackBodyForm, for calls with an initial value (reduce accumulators): the main loop from
 * `expr[lead]` on as operators, starting from the value given to setInitial right before the run.
 */
export function callbackInitialForm(expr: Value[], lead: number): Compiled | null {
  let c = compiledInitialBodies.get(expr);
  if (c === undefined) {
    c = lead < expr.length ? compileArrayFrom(expr, 0, lead, true, true) : null;
    compiledInitialBodies.set(expr, c);
  }
  return c;
}

const compiledInitialBodies = new WeakMap<Value[], Compiled | null>();

/** One operator of a compiled main loop, or (`cond` set) an `@if … @end-if` statement. */
interface Step {
  name: string;
  def: OpDef;
  operands: Operand[];
  needsEnv: boolean;
  /** The statement's condition (as evalCondition evaluates it), null for an operator. */
  cond: Operand | null;
  /** The statement's body: its operators, run as a level of their own. */
  body: Step[] | null;
  /** Short-circuit operators: 1 for `&&`, 2 for `||`, 0 otherwise. */
  sc: 0 | 1 | 2;
  /**
   * The argument list when every operand is a constant, made once: operators never edit or keep
   * their argument list, so one list serves every application. Null otherwise.
   */
  constArgs: Value[] | null;
  /** A callback operator (see compileCallbackStep): its verbatim expression operand. */
  callback: boolean;
  verbatim: Value;
  /**
   * How many levels below the tree's caller the operator applies (levelAt): what rt.depth would
   * count there, for operators that run interpreted code (needsEnv).
   */
  level: number;
}

/** Every Step is built here, with all fields in one order (one object shape for the node's reads). */
function makeStep(s: Pick<Step, 'name' | 'def' | 'level'> & Partial<Step>): Step {
  return {
    name: s.name,
    def: s.def,
    operands: s.operands ?? [],
    needsEnv: s.needsEnv ?? false,
    cond: s.cond ?? null,
    body: s.body ?? null,
    sc: s.sc ?? 0,
    constArgs: s.constArgs ?? null,
    callback: s.callback ?? false,
    verbatim: s.verbatim,
    level: s.level,
  };
}

/** An operator step; `constants`: the operands' values when all of them are constants, else null. */
function opStep(name: string, def: OpDef, operands: Operand[], constants: Value[] | null, level: number): Step {
  const sc = def.pattern !== 'SC' ? 0 : name === '&&' ? 1 : 2;
  return makeStep({ name, def, operands, needsEnv: !analyse(name).readOnly, sc, constArgs: constants, level });
}

/** Collects the values of constant operands while every operand so far is one. */
function addConstant(constants: Value[] | null, o: CompiledOperand): Value[] | null {
  // A folded operand that charges steps runs at each application (the charge is its run).
  if (constants === null || !o.constant || o.charges > 0) return null;
  constants.push(folding(() => o.fn(constantEnv())));
  return constants;
}

const IF_WORD = '@if';
/** The `def` of a statement step (never applied: statements are run by the node itself). */
const STATEMENT_DEF: OpDef = {
  family: 'none',
  pattern: 'U',
  effects: PURE,
  apply() {
    throw DEOPT;
  },
};

/** The first operand of a callback level with an initial value: converted as the interpreter does. */
function initialOperand(fam: Family): CompiledOperand {
  const fn: Operand = (env) => {
    const v = takeInitial();
    // An unmarked array accumulator (arr_reduceRight) is evaluated as a nested level, one
    // deeper than this node counts: the interpreter does that.
    if (Array.isArray(v) && !isMarked(v)) throw DEOPT;
    return convert(v, fam, env, false);
  };
  return operandRecord(fn, false, false, true, 0, 0, true);
}

/**
 * `@if c body @end-if` at `arr[i]` of a main loop ending at `end`, when it is plain: no `@else`,
 * `@else-if` or `end-stack` anywhere in the array (the skip flag and stack resets stay with the
 * interpreter), a closing `@end-if` with no `@if` nested before it, and a body of simple operators.
 * The condition is what evalCondition evaluates: a nested array, a special string read without
 * local variables, or any other value as itself.
 */
function compileIf(
  arr: Value[],
  i: number,
  end: number,
  depth: number,
): { step: Step; next: number; height: number; readOnly: boolean; exact: boolean } | null {
  for (let k = 0; k < end; k++) {
    const e = arr[k];
    if (e === '@else' || e === '@else-if' || e === 'end-stack') return null;
  }
  let close = -1;
  for (let k = i + 2; k < end; k++) {
    const e = arr[k];
    if (e === IF_WORD) return null;
    if (e === '@end-if') {
      close = k;
      break;
    }
  }
  if (close < 0) return null;
  const x = i + 1 < end ? arr[i + 1] : undefined;
  let cond: Operand;
  let height = 0;
  let readOnly = true;
  let exact = true;
  if (Array.isArray(x)) {
    const inner = compileArray(x, depth + 1);
    if (inner === null || inner.constant !== undefined || !inner.exact) return null;
    cond = inner.node;
    height = inner.height;
    readOnly = inner.readOnly;
  } else if (typeof x === 'string' && x.length > 0 && x[0] === '@') {
    if (!isDynamicString(x)) return null;
    noteSpecial(x);
    const parent = parentIndexOf(x);
    const resolve = parent === null ? bindSpecial(x)! : parentReader(x, parent, depth);
    cond = (env) =>
      resolve(env.vars === null ? env : { rt: env.rt, tile: env.tile, parents: env.parents, vars: null, gvs: env.gvs });
  } else cond = () => x;
  // The body: operators from arr[i + 2] to the closing word, operands past it absent.
  const body: Step[] = [];
  let bodyHeight = 0;
  let k = i + 2;
  // A body adds a nesting level but no parent level: its operands are at this array's level
  // (`depth`), one level deeper (bodyLevels).
  bodyLevels++;
  try {
    while (k < close) {
      const op = arr[k];
      if (typeof op !== 'string') return null;
      const def = lookupOp(op);
      // An `@` word here is a statement to the interpreter (a few operators aside): left to it.
      if (op.length === 0 || op[0] === '@' || !def || !SIMPLE_PATTERNS.has(def.pattern)) return null;
      noteOperator(op);
      if (!analyse(op).readOnly) readOnly = false;
      const fams = operandFamilies(def);
      const operands: Operand[] = [];
      let constants: Value[] | null = [];
      for (let m = 0; m < fams.length; m++) {
        const y = k + 1 + m < close ? arr[k + 1 + m] : undefined;
        const o = compileOperand(y, fams[m]!, depth);
        if (!o) return null;
        if (!o.readOnly) readOnly = false;
        if (!o.exact) exact = false;
        bodyHeight = Math.max(bodyHeight, o.height);
        operands.push(o.fn);
        constants = addConstant(constants, o);
      }
      body.push(opStep(op, def, operands, constants, levelAt(depth)));
      k += patternConsumption(def);
    }
  } finally {
    bodyLevels--;
  }
  // The body is a level of its own (runBodyInPlace enters one).
  height = Math.max(height, 1 + bodyHeight);
  return {
    step: makeStep({ name: IF_WORD, def: STATEMENT_DEF, cond, body, level: levelAt(depth) }),
    next: close + 1,
    height,
    readOnly,
    exact,
  };
}

/**
 * A plain `@if` body run as runBodyInPlace runs it: the running value marked as its first
 * element, each operator charged and applied in turn, the result converted for `any`. A running
 * value that is an `@` string could act as a prologue word there: the interpreter handles that.
 */
function runIfBody(body: Step[], r: Value, env: EvalEnv, level: number): Value {
  if (typeof r === 'string' && r.length > 0 && r[0] === '@') throw DEOPT;
  const rt = env.rt;
  let cur: Value = markValue(r);
  let isValue = false;
  for (let s = 0; s < body.length; s++) {
    const step = body[s]!;
    if (++rt.steps > rt.limits.maxSteps) rt.charge(0, step.name);
    const def = step.def;
    const n1 = convertAt(cur, def.family, env, isValue, level);
    isValue = true;
    if (step.sc !== 0) {
      cur = (step.sc === 1 ? n1 === false : n1 === true) ? n1 : step.operands[0]!(env);
      continue;
    }
    const args = step.constArgs ?? operandValues(step.operands, env);
    cur = step.needsEnv
      ? applyWithEnv(step.name, def, n1, args, env, step.level)
      : applyDef(step.name, def, n1, args, rt);
  }
  return convertAt(cur, 'any', env, isValue, level);
}

/**
 * convert() at a compiled level `level` below the tree's caller: converting a value can run
 * interpreted code (an array value's `@CalcArray` entries, a string that resolves to code), which
 * must nest where the interpreter's would, and compiled levels are not counted in rt.depth.
 */
function convertAt(x: Value, fam: Family, env: EvalEnv, valueForm: boolean, level: number): Value {
  const rt = env.rt;
  rt.depth += level;
  const v = convert(x, fam, env, valueForm);
  rt.depth -= level; // only on success: a throw ends the evaluation or the run (runMixed restores depth)
  return v;
}

/** Operators that call a verbatim expression operand back (callbacks.ts): see compileCallbackStep. */
const CALLBACK_OPS = new Set([
  'arr_map',
  'arr_filter',
  'arr_sort',
  'arr_reduce',
  'arr_reduceRight',
  'arr_binarySearchCF',
  'arr_binaryInsertCF',
]);
/** Of those, the ones that call it with an initial value (callWith). */
const INITIAL_CALLBACK_OPS = new Set(['arr_reduce', 'arr_reduceRight']);

/**
 * A callback operator at `arr[i]` (pattern E: the expression; YE: an `any` operand, then the
 * expression), at the root of a compiled tree only: there the node can hand its callbacks the
 * interpreter's parent chain (see runCallbackStep). The expression must be one whose calls run
 * compiled (ExprCallback's fast paths: no start word but a reduce's `@var_retain`, an exact
 * read-only callback level): called from a compiled level, a call that cannot run so deopts the
 * level (ExprCallback.call), which the interpreter then runs from the start.
 */
function compileCallbackStep(
  arr: Value[],
  i: number,
  end: number,
  depth: number,
  op: string,
  def: OpDef,
): { step: Step; next: number; height: number; readOnly: boolean; exact: boolean } | null {
  if (depth !== 0 || (def.pattern !== 'E' && def.pattern !== 'YE')) return null;
  const withOperand = def.pattern === 'YE';
  const at = i + (withOperand ? 2 : 1);
  const expr = at < end ? arr[at] : undefined;
  if (!Array.isArray(expr) || expr.includes('@end_vars')) return null;
  const initial = INITIAL_CALLBACK_OPS.has(op);
  const lead = initial && expr[0] === '@var_retain' ? 1 : 0;
  if (lead < expr.length && typeof expr[lead] === 'string' && START_MODIFIERS.has(expr[lead] as string)) return null;
  const form = initial ? callbackInitialForm(expr, lead) : callbackBodyForm(expr, lead);
  if (form === null || !form.readOnly || !form.exact) return null;
  const operands: Operand[] = [];
  let height = 0;
  let exact = true;
  let readOnly = true;
  if (withOperand) {
    const o = compileOperand(i + 1 < end ? arr[i + 1] : undefined, 'any', depth);
    if (!o) return null;
    operands.push(o.fn);
    height = o.height;
    exact = o.exact;
    readOnly = o.readOnly;
  }
  const step = makeStep({
    name: op,
    def,
    operands,
    needsEnv: true,
    callback: true,
    verbatim: expr,
    level: levelAt(depth),
  });
  return { step, next: at + 1, height, readOnly, exact };
}

/**
 * A callback operator applied as the interpreter applies it at this level: its operands (the
 * expression verbatim), the operator run with the level entered (`rt.depth` one deeper) and the
 * parent chain holding the level's entry (the running value as converted, `n1`), which is what
 * the callbacks it makes read as `@Parent`. The chain the node was given is the interpreter's only
 * inside an interpreted evaluation (runMixed): anywhere else this deopts.
 */
function runCallbackStep(step: Step, n1: Value, env: EvalEnv): Value {
  const rt = env.rt;
  if (!rt.inMixed || rt.folding) throw DEOPT;
  const args = step.operands.length === 0 ? [step.verbatim] : [step.operands[0]!(env), step.verbatim];
  const parents = env.parents.enter(chainEntry(n1));
  const level: EvalEnv = { rt, tile: env.tile, parents, vars: env.vars, gvs: env.gvs };
  return applyWithEnv(step.name, step.def, n1, args, level, step.level);
}

function compileArray(arr: Value[], depth: number): Compiled | null {
  // `["@var_retain", x, …]` in a nested array shares the caller's list (a new one if it has none);
  // the rest must have no prologue of its own.
  const retain = depth > 0 && arr[0] === VAR_RETAIN;
  return compileArrayFrom(arr, depth, retain ? 1 : 0, retain);
}

/**
 * What a compiled tree reads, collected while it is compiled (see Compiled.memoReads): the `@Var`
 * indices of its special operands, and whether everything it reads is such an operand.
 */
interface ReadCollector {
  closed: boolean;
  reads: Set<number>;
}

let collector: ReadCollector | null = null;

/** Notes a special string operand of the tree being compiled. */
function noteSpecial(x: string): void {
  if (collector === null) return;
  const k = varIndexOf(x);
  if (k === null) collector.closed = false;
  else collector.reads.add(k);
}

/** Notes an operator of the tree being compiled. */
function noteOperator(name: string): void {
  if (collector !== null && !analyse(name).operandsOnly) collector.closed = false;
}

/**
 * `@if` bodies being compiled around the array being compiled: each is a nesting level (not a
 * parent level) between it and its tree's root, besides its `depth`.
 */
let bodyLevels = 0;

/**
 * The nesting level, counted from the tree's caller, at which an array being compiled at `depth`
 * applies its operators (what rt.depth would count there: compiled levels are not counted in it).
 */
function levelAt(depth: number): number {
  return depth + 1 + bodyLevels;
}

/** Compiles `arr` from `start`; `shareVars`: evaluate with the given env's list (a new one if none). */
function compileArrayFrom(
  arr: Value[],
  depth: number,
  start: number,
  shareVars: boolean,
  dynamicFirst = false,
): Compiled | null {
  if (depth > 0) return compileTree(arr, depth, start, shareVars, dynamicFirst);
  // Too deep to compile whole: said at once, not found by descending MAX_COMPILE_DEPTH levels (an
  // interpreted chain of 450 nested arrays tried each level as a root: 90,000 compile calls).
  if (nestedHeight(arr) > MAX_COMPILE_DEPTH) return null;
  // The root of a tree: collect what the whole tree reads.
  const outer = collector;
  const outerBodies = bodyLevels;
  const mine: ReadCollector = { closed: true, reads: new Set() };
  collector = mine;
  bodyLevels = 0;
  try {
    const c = compileTree(arr, depth, start, shareVars, dynamicFirst);
    // Constants and number chains are answered faster than a remembered run.
    if (c !== null && mine.closed && c.constantKind === 0 && c.numeric === undefined) {
      c.memoReads = [...mine.reads];
      c.initial = dynamicFirst;
    }
    return c;
  } finally {
    collector = outer;
    bodyLevels = outerBodies;
  }
}

function compileTree(
  arr: Value[],
  depth: number,
  start: number,
  shareVars: boolean,
  dynamicFirst: boolean,
): Compiled | null {
  if (arr.length === 0 || depth > MAX_COMPILE_DEPTH) return null;
  if (start >= arr.length) return null;
  const e0 = arr[start];
  if (!dynamicFirst && typeof e0 === 'string' && START_WORDS.has(e0)) return null;
  if (arr.includes('@end_vars')) return null;
  const stepHeights: number[] = [];
  const steps: Step[] = [];
  // The numeric form, while every operator and operand so far qualifies.
  let numeric = true;
  let numericSteps = 0;
  const numOperands: ((env: EvalEnv) => number)[] = [];
  const numFns: ((a: number, b: number) => number)[] = [];
  let pure = true;
  let readOnly = true;
  let exact = true;
  let constantOperands = true;
  let hasStatement = false;
  let i = dynamicFirst ? start : start + 1;
  const n = arr.length;
  const families: Family[] = [];
  // The level this array's own conversions run at (see convertAt).
  const level = levelAt(depth);
  while (i < n) {
    const op = arr[i];
    if (typeof op !== 'string') return null;
    if (op === IF_WORD) {
      const st = compileIf(arr, i, n, depth);
      if (st === null) return null;
      pure = false;
      numeric = false;
      if (!st.readOnly) readOnly = false;
      if (!st.exact) exact = false;
      hasStatement = true;
      stepHeights.push(st.height);
      steps.push(st.step);
      families.push('none');
      i = st.next;
      continue;
    }
    const def = lookupOp(op);
    if (def !== undefined && CALLBACK_OPS.has(op)) {
      const st = compileCallbackStep(arr, i, n, depth, op, def);
      if (st === null) return null;
      pure = false;
      numeric = false;
      constantOperands = false;
      if (!st.readOnly) readOnly = false;
      if (!st.exact) exact = false;
      // Like a statement: only in exact forms, and left to the interpreter near the depth limit.
      hasStatement = true;
      if (collector !== null) collector.closed = false; // the callback may read anything
      families.push(def.family);
      stepHeights.push(st.height);
      steps.push(st.step);
      i = st.next;
      continue;
    }
    if (!def || !SIMPLE_PATTERNS.has(def.pattern)) return null;
    noteOperator(op);
    const effects = analyse(op);
    if (!effects.operandsOnly) pure = false;
    if (!effects.readOnly) readOnly = false;
    families.push(def.family);
    if (def.numbers === undefined || def.pattern !== 'F' || def.family !== 'number') numeric = false;
    else numFns.push(def.numbers);
    const fams = operandFamilies(def);
    const operands: Operand[] = [];
    let constants: Value[] | null = [];
    for (let k = 0; k < fams.length; k++) {
      const x = i + 1 + k < n ? arr[i + 1 + k] : undefined;
      const o = compileOperand(x, fams[k]!, depth);
      if (!o) return null;
      if (!o.constant) constantOperands = false;
      if (!o.pure) pure = false;
      if (!o.readOnly) readOnly = false;
      if (!o.exact) exact = false;
      stepHeights.push(o.height);
      operands.push(o.fn);
      constants = addConstant(constants, o);
      if (o.num === undefined) numeric = false;
      else {
        numOperands.push(o.num);
        numericSteps += o.numSteps;
      }
    }
    steps.push(opStep(op, def, operands, constants, levelAt(depth)));
    i += patternConsumption(def);
  }
  const firstFamily: Family = steps.length > 0 ? (steps[0]!.cond !== null ? 'none' : steps[0]!.def.family) : 'any';
  const first = dynamicFirst ? initialOperand(firstFamily) : compileOperand(e0, firstFamily, depth);
  if (!first) return null;
  if (!first.pure) pure = false;
  if (!first.readOnly) readOnly = false;
  if (!first.exact) exact = false;
  if (!first.constant) constantOperands = false;

  // Statements are compiled only where nothing was folded away: the form then charges every step
  // the interpreter would, in pure compiled runs too.
  if (hasStatement && !exact) return null;
  const firstFn = first.fn;
  const flatDepth = !dynamicFirst && e0 === GRID && steps.length > 0 ? gridFlatDepth(steps[0]!) : 0;
  // Compiled nesting is static: check the depth it adds once instead of tracking every level.
  const height = 1 + Math.max(first.height, ...stepHeights);
  const node: CompiledNode = (outer) => {
    const rt = outer.rt;
    // The deepest level may never be reached (a statement body or a short-circuited operand that
    // does not run), and other errors may come first: only the interpreter knows whether and
    // where the limit trips.
    if (rt.depth + height > rt.limits.maxDepth) throw DEOPT;
    // Every nested array gets its own variable list unless a global mode says otherwise (§5.4).
    const gvs = outer.gvs;
    const shared = shareVars || gvs === 1;
    // Sharing an existing list, this level's env would equal the caller's: reuse it (envs are
    // never edited once made).
    const env: EvalEnv =
      shared && outer.vars !== null
        ? outer
        : {
            rt,
            tile: outer.tile,
            parents: outer.parents,
            vars: shared ? [] : gvs === -1 && outer.vars ? outer.vars.slice() : [],
            gvs,
          };
    // The level entered is a step, as the interpreter charges it (evalArray).
    if (++rt.steps > rt.limits.maxSteps) rt.charge(0, 'expression');
    if (steps.length === 0) return firstFn(env);
    // The interpreter charges an operator before it converts the value the operator reads, the
    // first element included: the same order, so a limit trips before that element's own errors.
    if (++rt.steps > rt.limits.maxSteps) rt.charge(0, steps[0]!.name);
    let r: Value;
    let s = 0;
    // `@Grid arr_flat d`: both at once where gridFlat can (then from the second step on).
    const flat = flatDepth > 0 ? gridFlat(rt, flatDepth) : null;
    if (flat !== null) {
      r = flat;
      s = 1;
    } else r = firstFn(env);
    for (; s < steps.length; s++) {
      const step = steps[s]!;
      if (s > 0 && ++rt.steps > rt.limits.maxSteps) rt.charge(0, step.name);
      if (step.cond !== null) {
        // `@if c … @end-if`: the running value converted for no family, then the condition.
        const v = s === 0 ? r : convertAt(r, 'none', env, true, level);
        // The body is a level of its own, one deeper.
        r = step.cond(env) === true ? runIfBody(step.body!, v, env, level + 1) : v;
        continue;
      }
      const def = step.def;
      let n1: Value;
      if (s === 0) n1 = r;
      else if (typeof r === 'number' && def.family === 'number') n1 = r !== r ? 0 : r;
      else n1 = convertAt(r, def.family, env, true, level);
      if (step.sc !== 0) {
        r = (step.sc === 1 ? n1 === false : n1 === true) ? n1 : step.operands[0]!(env);
        continue;
      }
      if (step.callback) {
        r = runCallbackStep(step, n1, env);
        continue;
      }
      // One operand (the usual case) without a call.
      const ops = step.operands;
      const args = step.constArgs ?? (ops.length === 1 ? [ops[0]!(env)] : operandValues(ops, env));
      r = step.needsEnv
        ? applyWithEnv(step.name, def, n1, args, env, step.level)
        : applyDef(step.name, def, n1, args, rt);
    }
    const t = typeof r;
    return t === 'number' || t === 'boolean' ? r : convertAt(r, 'any', env, true, level);
  };
  let numericForm: NumericForm | undefined;
  if (numeric && steps.length > 0 && first.num !== undefined) {
    numericForm = {
      fast: numericChain(first.num, numFns, numOperands),
      steps: 1 + steps.length + numericSteps + first.numSteps, // the level, its operators, nested arrays
    };
  }
  if (pure && constantOperands) {
    try {
      const foldEnv = constantEnv();
      const value = folding(() => node(foldEnv));
      const foldSteps = foldEnv.rt.steps;
      const array = Array.isArray(value);
      const outermost = array ? value : unescapeAt(value, null); // a scalar: nothing to charge
      // Run as a node (a nested level read optimistically, say), it enters its levels and charges
      // its steps as the interpreter would.
      const constantNode: CompiledNode = (env) => {
        const rt = env.rt;
        if (rt.depth + height > rt.limits.maxDepth) throw DEOPT; // as in `node`
        if (foldSteps > 0) rt.charge(foldSteps, 'expression');
        return value;
      };
      return compiledRecord(
        constantNode,
        true,
        height,
        undefined,
        { value, array, outermost },
        array ? 2 : 1,
        outermost,
        false,
        foldSteps,
      );
    } catch {
      // An error at load time stays an error at run time: keep the closure.
    }
  }
  if (numericForm !== undefined) {
    const { fast, steps: total } = numericForm;
    // Same value and errors as `node`; the steps are charged at once when they fit the budget, and
    // when they do not, `node` runs instead so the limit trips exactly where it always did.
    const numericNode: CompiledNode = (outer) => {
      const rt = outer.rt;
      if (rt.depth + height > rt.limits.maxDepth) throw DEOPT; // as in `node`
      const charged = rt.steps + total;
      if (charged > rt.limits.maxSteps) return node(outer);
      rt.steps = charged;
      return fast(outer);
    };
    return compiledRecord(numericNode, readOnly, height, numericForm, undefined, 0, undefined, exact);
  }
  return compiledRecord(node, readOnly, height, undefined, undefined, 0, undefined, exact);
}

/**
 * `first op1 a1 op2 a2 …` on numbers: NaN between operators becomes 0 (the number family rule),
 * the final result is returned as computed.
 */
function numericChain(
  first: (env: EvalEnv) => number,
  fns: ((a: number, b: number) => number)[],
  operands: ((env: EvalEnv) => number)[],
): (env: EvalEnv) => number {
  const f0 = fns[0]!;
  const o0 = operands[0]!;
  if (fns.length === 1) return (env) => f0(first(env), o0(env));
  const f1 = fns[1]!;
  const o1 = operands[1]!;
  if (fns.length === 2)
    return (env) => {
      let r = f0(first(env), o0(env));
      if (r !== r) r = 0;
      return f1(r, o1(env));
    };
  const k = fns.length;
  return (env) => {
    let r = f0(first(env), o0(env));
    for (let s = 1; s < k; s++) {
      if (r !== r) r = 0;
      r = fns[s]!(r, operands[s]!(env));
    }
    return r;
  };
}

function applyDef(name: string, def: OpDef, n1: Value, args: Value[], rt: EvalRuntime): Value {
  const outer = rt.applying;
  rt.applying = name;
  const r = def.apply(n1, args, rt);
  rt.applying = outer;
  return r;
}

/**
 * For operators that reach the evaluation context through the runtime (tileValue, ...): applied
 * with rt.depth counting the `level` compiled levels it applies at, so that the expressions it
 * evaluates nest where the interpreter's would.
 */
function applyWithEnv(name: string, def: OpDef, n1: Value, args: Value[], env: EvalEnv, level: number): Value {
  const rt = env.rt;
  const saved = rt.env;
  const outer = rt.applying;
  rt.env = env;
  rt.applying = name;
  rt.depth += level;
  const r = def.apply(n1, args, rt);
  rt.depth -= level; // only on success: a throw ends the evaluation or the run (runMixed restores depth)
  rt.applying = outer;
  rt.env = saved;
  return r;
}

interface CompiledOperand {
  fn: Operand;
  /**
   * For number-family operands that read no variables and run no code with the env: the same
   * number as `fn`, computed without step accounting (`numSteps` operator applications).
   */
  num?: (env: EvalEnv) => number;
  numSteps: number;
  /** For a constant: the steps reading it charges (Compiled.foldSteps and conversions), else 0. */
  charges: number;
  /** The compiled nested array this operand evaluates, if any. */
  inner?: Compiled;
  /** Compiled nesting below this operand. */
  height: number;
  constant: boolean;
  pure: boolean;
  readOnly: boolean;
  /** Charges the steps and enters the levels the interpreter would (nothing folded away). */
  exact: boolean;
}

/** Every CompiledOperand is built here, with all fields in one order (`num` is set later, if at all). */
function operandRecord(
  fn: Operand,
  constant: boolean,
  pure: boolean,
  readOnly: boolean,
  height: number,
  charges: number,
  exact: boolean,
  inner?: Compiled,
): CompiledOperand {
  return { fn, num: undefined, numSteps: 0, charges, inner, height, constant, pure, readOnly, exact };
}

/** A special string read for a family, with the string parsed once. */
function specialOperand(x: string, fam: Family, depth: number): Operand {
  noteSpecial(x);
  const parent = parentIndexOf(x);
  const resolve = parent === null ? bindSpecial(x)! : parentReader(x, parent, depth);
  // A marked value (a variable) is converted as data, which evaluates its `@CalcArray` entries:
  // at this level (see convertAt).
  const level = levelAt(depth);
  if (fam === 'number')
    return (env) => {
      const y = resolve(env);
      const n = typeof y === 'number' ? y : numberOf(y);
      return n !== n ? 0 : n;
    };
  if (fam === 'none') return () => x; // `none` leaves strings unresolved
  const generic: Operand =
    fam === 'any'
      ? (env) => {
          const y = resolve(env);
          return isMarked(y) ? resolvedAt(x, y, 'any', env, level) : y;
        }
      : (env) => {
          const y = resolve(env);
          return isMarked(y) ? resolvedAt(x, y, fam, env, level) : applyRuleResolved(x, y, fam, env);
        };
  if (x === GRID && (fam === 'any' || fam === 'array')) return (env) => plainGrid(env.rt) ?? generic(env);
  return generic;
}

const GRID = '@Grid';

/**
 * `@Grid` read for `any` or `array` when no tile needs literal processing: what its resolution (a
 * marked copy of the grid, rows copied) converts to, a list of row copies, with the steps that
 * conversion charges (one, plus one per row holding a tile array) charged at once. Null when the
 * conversion would do more (a row or tile starting with `@Literal` or `@CalcArray`, a tile with
 * arrays inside, a row that is no array, a grid long enough to be charged by size), when the steps
 * do not fit the budget (the caller's general path then trips the limit where it always did), or
 * while folding (the general path deopts).
 */
function plainGrid(rt: EvalRuntime): Value[] | null {
  if (rt.folding) return null;
  const grid = rt.host.grid as Value;
  if (!Array.isArray(grid)) return null;
  const charges = plainGridCharges(grid);
  if (charges < 0 || rt.steps + charges > rt.limits.maxSteps) return null;
  rt.steps += charges;
  const out: Value[] = new Array(grid.length);
  for (let i = 0; i < grid.length; i++) out[i] = (grid[i] as Value[]).slice();
  return out;
}

/** The steps plainGrid charges for `grid`, or −1 where it gives up (see plainGrid). */
function plainGridCharges(grid: Value[]): number {
  if (grid.length >= 31) return -1;
  let charges = 1;
  for (let i = 0; i < grid.length; i++) {
    const row = grid[i];
    if (!Array.isArray(row)) return -1;
    if (row.length > 0 && (row[0] === LITERAL || row[0] === CALCARRAY)) return -1;
    let tiles = false;
    for (let j = 0; j < row.length; j++) {
      const cell = row[j];
      if (!Array.isArray(cell)) continue;
      if (cell.length > 0 && (cell[0] === LITERAL || cell[0] === CALCARRAY)) return -1;
      for (let k = 0; k < cell.length; k++) if (Array.isArray(cell[k])) return -1;
      tiles = true;
    }
    if (tiles) charges++;
  }
  return charges;
}

/**
 * The depth of a first step `arr_flat d` that gridFlat can apply, capped at 2 (the tiles it takes
 * hold no arrays, so deeper flattens the same): `d` a constant number, read by flatDepth from its
 * array-wrapped form without building text (ops/array.ts). 0 otherwise, and for depths below 1,
 * whose results would hold the row copies themselves.
 */
function gridFlatDepth(step: Step): number {
  if (step.name !== 'arr_flat' || step.callback || step.cond !== null) return 0;
  const args = step.constArgs;
  if (args === null || args.length !== 1) return 0;
  const d = args[0];
  if (!Array.isArray(d) || d.length !== 1 || typeof d[0] !== 'number') return 0;
  const k = toIntegerOrInfinity(d[0]);
  return k >= 2 ? 2 : k >= 1 ? 1 : 0;
}

/** A `@Grid arr_flat d` result (see gridFlat) and what made it. */
interface FlatGrid {
  depth: number;
  /** The grid's cells, row after row, and each row's length. */
  cells: Value[];
  widths: number[];
  out: Value[];
  /** The steps plainGrid charges, and those arr_flat charges after its depth's text. */
  gridSteps: number;
  flatSteps: number;
}

/** The last gridFlat result. One is enough: a game's scripts flatten the same grid over and over. */
let lastFlat: FlatGrid | null = null;

/**
 * `@Grid arr_flat d` (d ≥ 1) as the compiled node runs it when plainGrid answers the `@Grid`:
 * flattened straight from the live grid, without the row copies, with the same charges in the same
 * order (plainGrid's; flatDepth's one for the depth's text, to the walk meter; flatten's one per
 * array entered and sized's by length). Null where plainGrid would be (folding, long grids, tiles
 * literal conversion acts on) and when the steps or the length do not fit the limits: the node
 * then runs both steps as before, and the limit trips where it did. While the grid holds the same
 * cells (compared one by one: the engine writes rows in place) the same list is handed out again:
 * it holds only cells and their elements, which are never written in place, and nothing writes
 * an operator's operand or result in place either, so it cannot change once handed out.
 */
function gridFlat(rt: EvalRuntime, depth: number): Value[] | null {
  if (rt.folding) return null;
  const grid = rt.host.grid as Value;
  if (!Array.isArray(grid)) return null;
  let m = lastFlat;
  if (m === null || m.depth !== depth || !sameCells(grid, m)) {
    m = flatGridOf(grid, depth);
    if (m === null) return null;
    lastFlat = m;
  }
  const limits = rt.limits;
  if (m.out.length > limits.maxArrayLength || rt.steps + m.gridSteps + 1 + m.flatSteps > limits.maxSteps) return null;
  rt.steps += m.gridSteps;
  chargeScalarsText(1);
  rt.steps += m.flatSteps;
  return m.out;
}

/**
 * Whether `grid` holds the cells `m` was made from (Object.is: a −0 for a 0 is another cell).
 * Tiles (objects) compare by reference, by type first: a `!==` on values of unknown types is a
 * call to V8's generic comparison, about as costly here as the rest of the loop.
 */
function sameCells(grid: Value[], m: FlatGrid): boolean {
  const widths = m.widths;
  const cells = m.cells;
  if (grid.length !== widths.length) return false;
  let c = 0;
  for (let i = 0; i < grid.length; i++) {
    const row = grid[i];
    if (!Array.isArray(row) || row.length !== widths[i]) return false;
    for (let j = 0; j < row.length; j++) {
      const x = row[j];
      const y = cells[c++];
      if (typeof x === 'object') {
        if (x !== y) return false;
      } else if (typeof x === 'string') {
        if (typeof y !== 'string' || x !== y) return false;
      } else if (!Object.is(x, y)) return false;
    }
  }
  return true;
}

/** gridFlat's result for `grid` made afresh (plainGrid's checks, then flatten's walk), or null. */
function flatGridOf(grid: Value[], depth: number): FlatGrid | null {
  const gridSteps = plainGridCharges(grid);
  if (gridSteps < 0) return null;
  let entered = 0;
  const cells: Value[] = [];
  const widths: number[] = [];
  const out: Value[] = [];
  for (let i = 0; i < grid.length; i++) {
    const row = grid[i] as Value[];
    widths.push(row.length);
    entered++;
    for (let j = 0; j < row.length; j++) {
      const cell = row[j];
      cells.push(cell);
      if (!Array.isArray(cell) || depth < 2) out.push(cell);
      else {
        entered++;
        for (let k = 0; k < cell.length; k++) out.push(cell[k]);
      }
    }
  }
  // arr_flat's charges: one per array entered, L/8 for the one-by-one pushes, sized's L/32.
  const flatSteps = entered + (out.length >> 3) + (out.length >= 32 ? out.length >> 5 : 0);
  return { depth, cells, widths, out, gridSteps, flatSteps };
}

/** applyRuleResolved() at a compiled level `level` below the tree's caller (see convertAt). */
function resolvedAt(x: string, y: Value, fam: Family, env: EvalEnv, level: number): Value {
  const rt = env.rt;
  rt.depth += level;
  const v = applyRuleResolved(x, y, fam, env);
  rt.depth -= level; // only on success: a throw ends the evaluation or the run (runMixed restores depth)
  return v;
}

/**
 * `@Parent k` read by compiled code at `depth` levels below the root of its compiled tree. The
 * tree keeps no chain of its own, but inside an interpreted evaluation (runMixed) the chain it was
 * given is the interpreter's, exact up to the root: the interpreter's chain here would be that
 * plus depth + 1 levels. An entry in the given part is read as resolveParent reads it (a value, or
 * a marked array converted); anything else (an entry of a compiled level, out of range, a string
 * or raw array that would be evaluated again, or a run outside runMixed) deopts.
 */
function parentReader(_x: string, k: number, depth: number): (env: EvalEnv) => Value {
  return (env) => {
    const rt = env.rt;
    if (!rt.inMixed || rt.folding) throw DEOPT;
    const chain = env.parents;
    const given = chain.length;
    let idx = Math.trunc(k);
    if (idx < 0) idx += given + depth + 1;
    if (!(idx >= 0 && idx < given)) throw DEOPT;
    const entry = chain.at(idx);
    if (typeof entry === 'string') throw DEOPT;
    if (Array.isArray(entry) && !isMarked(entry)) throw DEOPT;
    rt.charge(1, '@Parent');
    if (entry instanceof ChainValue) return literalConvert(markArray(entry.value), env);
    if (Array.isArray(entry)) return literalConvert(entry, env);
    return entry as Value;
  };
}

/** Special strings whose resolution reads the variable list or the parent chain. */
const ENV_READING_KEYWORDS = new Set(['@Var', '@Parent']);

function compileOperand(x: Value, fam: Family, depth: number): CompiledOperand | null {
  const o = compileOperandGeneric(x, fam, depth);
  if (o === null || fam !== 'number') return o;
  if (o.constant) {
    const value = o.fn(constantEnv());
    if (typeof value === 'number') {
      o.num = () => value;
      o.numSteps = o.charges;
    }
  } else if (typeof x === 'string' && isDynamicString(x) && !ENV_READING_KEYWORDS.has(x.split(' ', 1)[0]!)) {
    o.num = o.fn as (env: EvalEnv) => number; // specialOperand's number form
  } else if (o.inner !== undefined) {
    const form = o.inner.numeric;
    if (form !== undefined) {
      const fast = form.fast;
      o.num = (env) => {
        const r = fast(env);
        return r !== r ? 0 : r;
      };
      o.numSteps = form.steps;
    }
  }
  return o;
}

function compileOperandGeneric(x: Value, fam: Family, depth: number): CompiledOperand | null {
  if (Array.isArray(x)) {
    if (x.length > 0 && x[0] === LITERAL) {
      // Literal conversion only runs code for `@CalcArray` entries; without any it is data, read
      // once at load time where the family rule does not depend on the game.
      if (!containsCalcArray(x)) {
        const c = foldConvert(x, fam);
        if (c) return foldedOperand(c.value, c.steps, 0, c.steps === 0);
        // Not foldable: it fails, or (a literal marked more than once) an `@CalcArray` array
        // appears as its marks come off and is evaluated then (see below).
      }
      // Its `@CalcArray` entries are evaluated by the interpreter, one level below this array's:
      // compiled levels are not counted in rt.depth (their height is checked once), so count them.
      const level = levelAt(depth);
      return operandRecord((env) => convertAt(x, fam, env, false, level), false, false, false, 0, 0, true);
    }
    const inner = compileArray(x, depth + 1);
    if (!inner) return null;
    if (inner.constant) {
      // Folded, but it still enters the levels (the tree's height) and charges the steps the
      // interpreter's run of it would.
      const v = inner.constant.value;
      const steps = inner.foldSteps;
      const c = !Array.isArray(v) ? foldConvert(v, fam) : null;
      if (c) return foldedOperand(c.value, steps + c.steps, inner.height, false);
      const fn: Operand = (env) => {
        env.rt.charge(steps, 'expression');
        return applyRule(v, fam, env);
      };
      return operandRecord(fn, false, true, true, inner.height, 0, false);
    }
    const fn = nestedOperand(inner.node, fam);
    return operandRecord(fn, false, true, inner.readOnly, inner.height, 0, inner.exact, inner);
  }
  if (typeof x === 'string' && isDynamicString(x))
    return operandRecord(specialOperand(x, fam, depth), false, true, true, 0, 0, true);
  const c = foldConvert(x, fam);
  if (!c) return operandRecord((env) => convert(x, fam, env, false), false, false, true, 0, 0, true);
  return foldedOperand(c.value, c.steps, 0, c.steps === 0);
}

/**
 * A constant operand: its value, read at load time. One whose run charges steps (a folded nested
 * array, a literal marked more than once) charges them when it is read, as the interpreter would;
 * nothing else can happen in between, so charging them at once trips the budget the same way.
 */
function foldedOperand(value: Value, charges: number, height: number, exact: boolean): CompiledOperand {
  const fn: Operand =
    charges === 0
      ? () => value
      : (env) => {
          env.rt.charge(charges, 'expression');
          return value;
        };
  return operandRecord(fn, true, true, true, height, charges, exact);
}

/**
 * A compiled nested array's value converted for `fam`: applyRule, with the values it leaves as
 * they are (the common results) returned at once.
 */
function nestedOperand(node: CompiledNode, fam: Family): Operand {
  switch (fam) {
    case 'boolean':
      return (env) => {
        const r = node(env);
        return typeof r === 'boolean' ? r : applyRule(r, fam, env);
      };
    case 'number':
      return (env) => {
        const r = node(env);
        return typeof r === 'number' ? (r !== r ? 0 : r) : applyRule(r, fam, env);
      };
    case 'bigint':
      return (env) => {
        const r = node(env);
        return typeof r === 'bigint' ? r : applyRule(r, fam, env);
      };
    case 'any':
      return (env) => {
        const r = node(env);
        return typeof r === 'string' || isMarked(r) ? applyRule(r, fam, env) : r;
      };
    default:
      return (env) => applyRule(node(env), fam, env);
  }
}

/** Whether literal conversion of `x` would evaluate anything: an `@CalcArray` array at any depth. */
function containsCalcArray(x: Value[]): boolean {
  const stack: Value[][] = [x];
  let budget = 100_000; // huge literals are simply not folded
  while (stack.length > 0) {
    const a = stack.pop()!;
    if (a[0] === CALCARRAY) return true;
    if ((budget -= a.length) < 0) return true;
    for (const e of a) if (Array.isArray(e)) stack.push(e);
  }
  return false;
}

const CALCARRAY = '@CalcArray';

/** Families of the operands an operator reads (spec §3.0), for the simple patterns. */
function operandFamilies(def: OpDef): readonly Family[] {
  if (def.pattern === 'SC') return ['boolean'];
  if (def.pattern === 'Short3') return ['any', 'number'];
  return fixedOperandFamilies(def) ?? [];
}

registerParts({ nestedForm });
