// The CalcArray evaluator core (spec calcarray.md §1, §2.2, §4, §5, §6): prologue, main loop,
// operand conversion by family, statements, control flow, variables and the parent chain.
// Operators themselves live in ops/*.ts; special strings in special.ts; statements in
// statements.ts; callbacks in callbacks.ts. The main loop runs over a range of an array, so that
// statement bodies and callbacks run in place, and read-only compiled nested arrays may stand in
// for the interpreter inside an interpreted evaluation (runMixed); over a mode's arrays it runs
// from a walk decoded once (plans.ts).
import { fixedOperandFamilies, type Family, type OpDef } from './ops/types.ts';
import { lookupOp } from './ops/table.ts';
import { DEOPT, Deopt } from './runtime.ts';
import {
  CALCARRAY,
  chainEntry,
  END_VARS,
  markValue,
  NO_PARENTS,
  NOT_A_STATEMENT,
  parts,
  peekInitial,
  registerParts,
  setInitial,
  START_MODIFIERS,
  type Compiled,
  type CompiledNode,
  type EvalEnv,
  type EvalRuntime,
  type Plan,
} from './env.ts';
import { recall, remember } from './call-memo.ts';
import { resolveSpecial } from './special.ts';
import { bigintFamily, gaussianFamily, numberOf, rationalFamily } from './numeric/construct.ts';
import { LITERAL, isMarked, jsString, type Value } from './values.ts';

export { resolveSpecial };
// What the interpreter shares with the parts around it lives in env.ts; re-exported for them.
export {
  CALCARRAY,
  chainEntry,
  ChainValue,
  DEFAULT_ADD_INFO,
  END_VARS,
  EvalRuntime,
  freshEnv,
  markArray,
  markValue,
  NO_PARENTS,
  ParentChain,
  START_MODIFIERS,
  type EvalEnv,
  type GlobalMode,
  type ParentEntry,
  type TileContext,
} from './env.ts';

// ---------------------------------------------------------------------------------------------
// Conversions (§2.2)

/** Arrays that belong to mode data (reachable from a top-level input): worth compiling. */
const staticArrays = new WeakMap<Value[], Compiled | null | typeof NOT_COMPILED>();
/** A static array whose compiled form has not been looked up yet. */
const NOT_COMPILED = 0;
const registeredRoots = new WeakSet<Value[]>();

/** Whether `arr` belongs to mode data (registerStatic reached it). */
export function isStatic(arr: Value[]): boolean {
  return staticArrays.has(arr);
}

/** Marks every array reachable from `root` as static (once per root). */
export function registerStatic(root: Value): void {
  if (!Array.isArray(root) || registeredRoots.has(root)) return;
  registeredRoots.add(root);
  const stack: Value[][] = [root];
  while (stack.length > 0) {
    const a = stack.pop()!;
    if (staticArrays.has(a)) continue;
    staticArrays.set(a, NOT_COMPILED);
    for (const e of a) if (Array.isArray(e)) stack.push(e);
  }
}

/** JS truthiness of a language value (G and Q objects are truthy). */
export function truthy(x: Value): boolean {
  if (typeof x === 'bigint') return x !== 0n;
  return Boolean(x);
}

/** Arrays verified to need no literal processing (immutable, so this never goes stale). */
const cleanArrays = new WeakSet<Value[]>();

/** Shorter arrays are scanned every time: cheaper than a WeakSet lookup (and an entry per array). */
const CLEAN_CACHE_MIN = 16;
/**
 * A clean array of scalars only is remembered from this length on: below it, scanning it again
 * costs less than a WeakSet entry (most such arrays are operator results, read once or twice).
 */
const CLEAN_FLAT_CACHE_MIN = 256;

/**
 * An unmarked array of scalars (a grid cell, say): literal conversion leaves it as it is, so its
 * parent's scan need not convert it.
 */
function flatClean(e: Value[]): boolean {
  if (e.length > 0 && e[0] === LITERAL) return false;
  for (let k = 0; k < e.length; k++) if (Array.isArray(e[k])) return false;
  return true;
}

function literalItems(arr: Value[], start: number, env: EvalEnv): Value[] {
  const cacheable = start === 0 && arr.length >= CLEAN_CACHE_MIN;
  if (cacheable && cleanArrays.has(arr)) return arr;
  // A marked array (how variables hold arrays) is scanned and copied without its marker on every
  // read: big ones are charged one step per 16 elements (~15 ns each), or reading a 10,000-element
  // variable in a loop ran for minutes within the step budget.
  if (start !== 0 && arr.length >= 32) env.rt.charge(arr.length >> 4, LITERAL);
  const recent = start === 1 && env.rt.mixed && arr.length >= RECENT_MIN;
  if (recent) {
    for (let k = 0; k < RECENT_SIZE; k++) if (recentMarked[k] === arr) return recentCopies[k]!;
  }
  let out: Value[] | null = null;
  let nested = false;
  let plain = true; // nothing charged or evaluated: the copy follows from the items alone
  for (let i = start; i < arr.length; i++) {
    const e = arr[i];
    let ne = e;
    if (Array.isArray(e)) {
      nested = true;
      if (e.length > 0 && e[0] === CALCARRAY) {
        // A compiled node standing in for the interpreter does not count its own nesting levels:
        // code it would run at a depth of its own is left to the interpreter (see runMixed). A
        // constant folded at load time would not count the level this enters: not folded.
        if (env.rt.inMixed || env.rt.folding) throw DEOPT;
        plain = false;
        ne = evalExpr(e.slice(1), env, true, false);
      } else if (!flatClean(e)) {
        // A level of nesting walked: charged, or converting a deep array over and over (a
        // `@repeat` of the Array conversion) would take seconds within the step budget.
        plain = false;
        env.rt.charge(1, LITERAL);
        ne = literalValue(e, 0, env);
      }
    }
    if (out) out.push(ne);
    else if (ne !== e) {
      out = arr.slice(start, i);
      out.push(ne);
    }
  }
  if (out) return out;
  if (start === 0) {
    if (cacheable && (nested || arr.length >= CLEAN_FLAT_CACHE_MIN)) cleanArrays.add(arr);
    return arr;
  }
  const copy = arr.slice(start);
  if (recent && plain) {
    recentMarked[recentNext] = arr;
    recentCopies[recentNext] = copy;
    recentNext = (recentNext + 1) % RECENT_SIZE;
  }
  return copy;
}

/**
 * The last few marked arrays (`["@Literal", …items]`) whose conversion was a plain copy of the
 * items, and those copies. A variable holding an array is marked once when set and converted at
 * every read (DIVE's scripts read their tile list once per `@repeat` round): the same marked array
 * gives the same copy (values are immutable; nothing in the language tells two equal arrays
 * apart), so a recent one is handed out again instead of scanning and copying the items. The
 * charges that depend on the length are made before the look-up, as before. Only with the
 * shortcuts on (`rt.mixed`), so the plain interpreter stays the reference.
 */
const RECENT_SIZE = 4;
/** Shorter marked arrays are copied every time: a copy costs about what the look-up saves. */
const RECENT_MIN = 5;
const recentMarked: (Value[] | null)[] = [null, null, null, null];
const recentCopies: (Value[] | null)[] = [null, null, null, null];
let recentNext = 0;

/** Literal conversion (§1.8) of the items of `arr` from `start`, repeated while still marked. */
function literalValue(arr: Value[], start: number, env: EvalEnv): Value[] {
  let cur = literalItems(arr, start, env);
  while (isMarked(cur)) {
    env.rt.charge(1, LITERAL);
    cur = literalItems(cur, 1, env);
  }
  return cur;
}

/** Literal conversion of a marked array `["@Literal", ...]`. */
export function literalConvert(marked: Value[], env: EvalEnv): Value[] {
  return literalValue(marked, 1, env);
}

/**
 * Converts `x` for `fam`. `valueForm`: `x` is a value (an array is data, as if literal-marked),
 * not an expression element (where an unmarked array is a nested expression).
 */
export function convert(x: Value, fam: Family, env: EvalEnv, valueForm: boolean): Value {
  // Fast paths for the common scalar cases.
  if (typeof x === 'number') {
    if (fam === 'number') return x !== x ? 0 : x;
    if (fam === 'any' || fam === 'none') return x;
  }
  if (Array.isArray(x)) {
    if (x.length > 0 && x[0] === LITERAL) x = literalValue(x, 1, env);
    else if (valueForm) x = literalValue(x, 0, env);
    else x = evalExpr(x, env, true, false);
  }
  return applyRule(x, fam, env);
}

/** The family rule of §2.2, after the common step; repeats while the result is literal-marked. */
export function applyRule(y: Value, fam: Family, env: EvalEnv): Value {
  for (;;) {
    switch (fam) {
      case 'none':
        return y;
      case 'any':
        if (typeof y === 'string') y = resolveSpecial(y, env);
        break;
      case 'number': {
        if (typeof y === 'string') y = resolveSpecial(y, env);
        const n = typeof y === 'number' ? y : numberOf(y);
        return n !== n ? 0 : n;
      }
      case 'string':
        y = resolveSpecial(typeof y === 'string' ? y : jsString(y), env);
        break;
      case 'boolean':
        if (typeof y === 'string') y = resolveSpecial(y, env);
        return truthy(y);
      case 'array':
        if (typeof y === 'string') y = resolveSpecial(y, env);
        if (!Array.isArray(y)) return [y];
        break;
      case 'bigint':
        if (typeof y === 'string') y = resolveSpecial(y, env);
        return bigintFamily(y);
      case 'gaussian':
        if (typeof y === 'string') y = resolveSpecial(y, env);
        return gaussianFamily(y);
      case 'rational':
        if (typeof y === 'string') y = resolveSpecial(y, env);
        return rationalFamily(y);
    }
    if (!isMarked(y)) return y;
    env.rt.charge(1, 'conversion');
    y = literalValue(y, 1, env);
  }
}

/**
 * applyRule(s, fam, env) for a special string `s` whose resolution `y` the caller already has
 * (a resolver bound once): the rest of the family rule, then the same repeats while marked.
 */
export function applyRuleResolved(s: string, y: Value, fam: Family, env: EvalEnv): Value {
  switch (fam) {
    case 'none':
      return s; // the `none` family leaves strings unresolved
    case 'number': {
      const n = typeof y === 'number' ? y : numberOf(y);
      return n !== n ? 0 : n;
    }
    case 'boolean':
      return truthy(y);
    case 'bigint':
      return bigintFamily(y);
    case 'gaussian':
      return gaussianFamily(y);
    case 'rational':
      return rationalFamily(y);
    case 'array':
      if (!Array.isArray(y)) return [y];
      break;
    case 'any':
    case 'string':
      break;
  }
  if (!isMarked(y)) return y;
  env.rt.charge(1, 'conversion');
  return applyRule(literalValue(y, 1, env), fam, env);
}

/**
 * @@-unescaping (§1.9), applied once to an outermost result. An array is copied: each array copied
 * of 16+ elements charges `rt` L/4 steps (issue 24: a callback returning a 65,536-element variable,
 * mapped over 1,024 elements, copied 64M elements for 50 steps). `rt` is null only for constants
 * unescaped at load time (scalars) and display strings of constant colour parts.
 */
export function unescapeAt(x: Value, rt: { charge(n: number, where: string): void } | null): Value {
  if (typeof x === 'string') return x.length > 1 && x[0] === '@' && x[1] === '@' ? x.slice(1) : x;
  if (Array.isArray(x)) return unescapeArray(x, null, rt);
  return x;
}

/** The steps unescapeAt charges for copying `x` (the same walk, without the copy). */
export function unescapeSteps(x: Value): number {
  if (!Array.isArray(x)) return 0;
  let steps = 0;
  const seen = new Set<Value[]>();
  const stack: Value[][] = [x];
  while (stack.length > 0) {
    const a = stack.pop()!;
    if (a.length >= UNESCAPE_CHARGE_MIN) steps += a.length >> 2;
    for (const e of a) if (Array.isArray(e) && !seen.has(e)) seen.add(e), stack.push(e);
  }
  return steps;
}

/** Arrays shorter than this are copied without a charge (most results: a tile, a few numbers). */
const UNESCAPE_CHARGE_MIN = 16;

/**
 * unescapeAt of an array. A sub-array occurring more than once is copied once (`seen`, made at
 * the first nested array): values share sub-arrays, and `[x, x]` repeated 30 times would
 * otherwise be copied out to 2^30 arrays, running out of memory.
 */
function unescapeArray(
  x: Value[],
  seen: Map<Value[], Value[]> | null,
  rt: { charge(n: number, where: string): void } | null,
): Value[] {
  // Charged before the copy, so that a copy over the budget is never made.
  if (rt !== null && x.length >= UNESCAPE_CHARGE_MIN) rt.charge(x.length >> 2, 'result');
  let i = 0;
  while (i < x.length && x[i] === LITERAL) i++;
  const out: Value[] = new Array(x.length - i);
  for (let j = i; j < x.length; j++) {
    const e = x[j];
    if (typeof e === 'string') out[j - i] = e.length > 1 && e[0] === '@' && e[1] === '@' ? e.slice(1) : e;
    else if (Array.isArray(e)) {
      seen ??= new Map();
      let c = seen.get(e);
      if (c === undefined) {
        c = unescapeArray(e, seen, rt);
        seen.set(e, c);
      }
      out[j - i] = c;
    } else out[j - i] = e;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Prologue (§1.3)

/**
 * §1.3 steps 2–4: start modifiers decide the variable list and gvs (element 0 decides), leading
 * modifiers and `@CalcArray` markers are stripped, `@include_gvars` is handled, and (if
 * `declareVars`) the `… @end_vars` declarations. Returns the rest and the env for it. Stops right
 * after stripping when the rest starts with `@Literal` (the caller handles literals).
 */
export function prologue(
  arr: Value[],
  env: EvalEnv,
  declareVars: boolean,
): { arr: Value[]; env: EvalEnv; literal: boolean } {
  const scoped = runPrologue(arr, env, declareVars);
  return { arr: prologueFrom === 0 ? arr : arr.slice(prologueFrom), env: scoped, literal: prologueLiteral };
}

/** Where what the last runPrologue left of the array starts, and whether that is `@Literal`. */
let prologueFrom = 0;
let prologueLiteral = false;

/**
 * §1.3 step 2 for an array whose element 0 is `first`: the variable list and gvs it evaluates
 * with (the env's parents and tile are kept).
 */
export function scopeFor(first: Value, env: EvalEnv): EvalEnv {
  let gvs = env.gvs;
  let vars: Value[];
  if (first === '@global_var_retain') gvs = 1;
  else if (first === '@global_var_copy') gvs = -1;
  else if (first === '@global_var_none') gvs = 0;
  const callerVars = env.vars;
  if ((first === '@var_retain' && callerVars) || gvs === 1) vars = callerVars ?? [];
  else if ((first === '@var_copy' && callerVars) || gvs === -1) vars = callerVars ? callerVars.slice() : [];
  else vars = [];
  if (first === '@global_var_retain_inner') gvs = 1;
  else if (first === '@global_var_copy_inner') gvs = -1;
  else if (first === '@global_var_none_inner') gvs = 0;
  return { rt: env.rt, tile: env.tile, parents: env.parents, vars, gvs };
}

/**
 * prologue() without the result object or slices: returns the env, sets prologueFrom (the rest
 * is `arr` from there) and prologueLiteral.
 */
function runPrologue(arr: Value[], env: EvalEnv, declareVars: boolean): EvalEnv {
  const first = arr[0];
  const newEnv = scopeFor(first, env);
  const vars = newEnv.vars!;
  let from = 0;
  const n = arr.length;
  if (typeof first === 'string' && first.length > 0 && first[0] === '@') {
    while (from < n) {
      const e = arr[from];
      if (typeof e === 'string' && (e === CALCARRAY || START_MODIFIERS.has(e))) from++;
      else break;
    }
  }
  if (from < n && arr[from] === LITERAL) {
    prologueFrom = from;
    prologueLiteral = true;
    return newEnv;
  }
  if (from > 0 || (typeof first === 'string' && first[0] === '@')) {
    if (from < n && arr[from] === '@include_gvars') {
      // A step per game variable copied in (issue 24: 5,000 variables included in a loop ran
      // ~1,800× the time of the steps it charged). Only the interpreter reads this word.
      env.rt.charge(env.rt.host.gameVars.length, '@include_gvars');
      for (const gv of env.rt.host.gameVars) vars.push(markValue(convert(gv, 'any', newEnv, false)));
      from++;
    }
  }
  if (declareVars) {
    const endAt = arr.indexOf(END_VARS, from);
    if (endAt >= 0) {
      for (let i = from; i < endAt; i++) vars.push(markValue(convert(arr[i], 'any', newEnv, false)));
      from = endAt + 1;
    }
  }
  // Set last: the declarations above may run nested prologues.
  prologueFrom = from;
  prologueLiteral = false;
  return newEnv;
}

// ---------------------------------------------------------------------------------------------
// Evaluation

/** CalcArray(expr, …) with this env: `inner` adds a parent level, `outermost` unescapes `@@`. */
export function evalExpr(expr: Value, env: EvalEnv, inner: boolean, outermost: boolean): Value {
  if (!Array.isArray(expr)) {
    if (typeof expr === 'string') {
      const r = resolveSpecial(expr, env.vars === null ? env : { ...env, vars: null });
      return outermost ? unescapeAt(r, env.rt) : r;
    }
    return expr;
  }
  const rt = env.rt;
  if (inner && (rt.optimistic || rt.mixed)) {
    // One lookup: static-ness and the compiled form are kept together.
    let form = staticArrays.get(expr);
    if (form === NOT_COMPILED) {
      form = parts.nestedForm(expr);
      staticArrays.set(expr, form);
    }
    if (form !== undefined && form !== null) {
      if (rt.optimistic) {
        const r = form.node(env);
        return outermost ? unescapeAt(r, rt) : r;
      }
      if (form.exact && form.readOnly && !form.mixedOff && rt.depth + form.height <= rt.limits.maxDepth) {
        const r = runMixed(form, env, MEMO_OFF);
        if (r !== DEOPTED) return outermost ? unescapeAt(r, rt) : r;
      }
    }
  }
  rt.enter('expression');
  const r = evalArray(expr, env, inner, outermost);
  rt.leave(); // only on success: a throw ends the evaluation (see Runtime.enter)
  return r;
}

/** The compiled form evalExpr runs for `expr` (compiled on the first look-up), or null. */
export function staticForm(expr: Value[]): Compiled | null {
  let form = staticArrays.get(expr);
  if (form === NOT_COMPILED) {
    form = parts.nestedForm(expr);
    staticArrays.set(expr, form);
  }
  return form === undefined ? null : form;
}

/**
 * evalExpr(expr, env, true, false) for an array whose staticForm the caller looked up once (a
 * statement plan's operand): the same steps without the look-up.
 */
export function evalInner(expr: Value[], form: Compiled | null, env: EvalEnv): Value {
  const rt = env.rt;
  if (form !== null && (rt.optimistic || rt.mixed)) {
    if (rt.optimistic) return form.node(env);
    if (form.exact && form.readOnly && !form.mixedOff && rt.depth + form.height <= rt.limits.maxDepth) {
      const r = runMixed(form, env, MEMO_OFF);
      if (r !== DEOPTED) return r;
    }
  }
  rt.enter('expression');
  const r = evalArray(expr, env, true, false);
  rt.leave(); // only on success: a throw ends the evaluation (see Runtime.enter)
  return r;
}

export const DEOPTED: unique symbol = Symbol('deopted');

/**
 * Runs a read-only compiled nested array inside an interpreted evaluation (one whose root reads
 * `@Parent` somewhere, say). The compiled node keeps no parent chain, so it runs optimistically:
 * whatever inside would read the chain (a `@Parent`), draw randomness, or evaluate a value's
 * `@CalcArray` (at a depth the node does not count) throws Deopt, and then the counters are put
 * back as they were and the caller interprets the array. A read-only node edits nothing, so nothing
 * else needs undoing. Only exact forms (nothing folded away) run here, and their nesting fits the
 * depth limit (checked by the caller): they charge every step the interpreter would and fail only
 * where it fails. A form that reads only `@Var` entries may answer from a remembered run
 * (call-memo.ts): `memo` says whether to look one up and remember this one (callback levels; a
 * caller that looked it up itself passes MEMO_STORE), or neither (nested arrays: mostly too small
 * for a look-up to pay).
 */
export function runMixed(form: Compiled, env: EvalEnv, memo: MemoUse = MEMO_RECALL): Value | typeof DEOPTED {
  const rt = env.rt;
  const steps = rt.steps;
  // A level that reads only `@Var` entries may have run with the same ones before (call-memo.ts).
  const memoized = memo !== MEMO_OFF && form.memoReads !== null && env.gvs === 0;
  let initial: Value;
  if (memoized) {
    if (form.initial) initial = peekInitial();
    if (memo === MEMO_RECALL) {
      const v = recallRun(form, rt, env.vars, initial);
      if (v !== NOT_RECALLED) {
        if (form.initial) setInitial(undefined); // consumed, as the run would
        return v;
      }
    }
  }
  const resolutions = rt.resolutions;
  const depth = rt.depth;
  const applying = rt.applying;
  const saved = rt.env;
  const optimistic = rt.optimistic;
  const inMixed = rt.inMixed;
  const primes = rt.host.primes; // a run that deopts leaves the prime table as it found it
  rt.optimistic = true;
  rt.inMixed = true;
  try {
    const r = form.node(env);
    rt.optimistic = optimistic;
    rt.inMixed = inMixed;
    // Only a run that resolved no string besides its own `@Var` operands is remembered, and only
    // a scalar result: an array given out again could be changed by whoever got it first.
    if (memoized && rt.resolutions === resolutions && !Array.isArray(r))
      remember(form, rt.limits, env.vars, initial, r, rt.steps - steps);
    return r;
  } catch (e) {
    rt.optimistic = optimistic;
    rt.inMixed = inMixed;
    if (!(e instanceof Deopt)) throw e;
    form.mixedOff = true;
    rt.host.primes = primes;
    rt.steps = steps;
    rt.depth = depth;
    rt.applying = applying;
    rt.env = saved;
    return DEOPTED;
  }
}

export const NOT_RECALLED: unique symbol = Symbol('not recalled');

/** How runMixed uses remembered runs: none, look up and remember, or only remember. */
export type MemoUse = 0 | 1 | 2;
export const MEMO_OFF = 0;
export const MEMO_RECALL = 1;
export const MEMO_STORE = 2;

/**
 * The value of a remembered run of `form` (a level that reads only `@Var` entries, see
 * call-memo.ts) given this variable list (in a global mode of 0) and initial value, its steps
 * charged, when one is known and its steps fit the budget; NOT_RECALLED otherwise. A caller that
 * then runs the form passes MEMO_STORE to runMixed.
 */
export function recallRun(
  form: Compiled,
  rt: EvalRuntime,
  vars: Value[] | null,
  initial: Value,
): Value | typeof NOT_RECALLED {
  const known = recall(form, rt.limits, vars, initial);
  if (known === null || rt.steps + known.steps > rt.limits.maxSteps) return NOT_RECALLED;
  rt.steps += known.steps;
  return known.value;
}

/**
 * evalExpr(expr, env, true, true) for a registered top-level array whose compiled node the caller
 * already has (`node`, null if it has none): the same result without looking the node up again.
 */
export function evalRoot(expr: Value[], env: EvalEnv, node: CompiledNode | null): Value {
  const rt = env.rt;
  if (rt.optimistic && node !== null) return unescapeAt(node(env), rt);
  rt.enter('expression');
  const r = evalArray(expr, env, true, true);
  rt.leave(); // only on success: a throw ends the evaluation (see Runtime.enter)
  return r;
}

function evalArray(expr: Value[], outer: EvalEnv, inner: boolean, outermost: boolean): Value {
  if (expr.length === 0) return undefined;
  const scoped = runPrologue(expr, outer, true);
  const from = prologueFrom;
  if (prologueLiteral) {
    const lit = literalValue(expr, from + 1, scoped);
    return outermost ? unescapeAt(lit, outer.rt) : lit;
  }
  if (from >= expr.length) return undefined;
  if (inner) {
    // Each level entered is a step (compiled nodes charge theirs alike): `[[[…[x]…]]]` in a loop
    // charged nothing per level and ran ~45 µs per charged step 300 levels deep (issue 24).
    outer.rt.charge(1, 'expression');
    scoped.parents = outer.parents.enter(expr[from]);
  }
  return evalMain(expr, from + 1, expr.length, scoped, expr[from], false, outermost);
}

/**
 * The main loop (§1.4) over `arr[start, end)` after the prologue: `r0` is the running value (a
 * value if `r0IsValue`, else an expression element), `arr[start]` the first operator; operands
 * past `end` are absent. The env's last parent level is this level's.
 */
export function evalMain(
  arr: Value[],
  start: number,
  end: number,
  env: EvalEnv,
  r0: Value,
  r0IsValue: boolean,
  outermost: boolean,
): Value {
  if (env.rt.mixed) {
    // A static walk decoded once (plans.ts) runs the same steps without decoding them again.
    const plan = parts.planFor(arr, start, end);
    if (plan !== null) return parts.runPlan(plan, arr, env, r0, r0IsValue, outermost);
  }
  const chain = env.parents;
  const level = chain.length - 1;
  const rt = env.rt;

  let r: Value = r0;
  let rValue = r0IsValue; // r is a value (not an expression element)
  let count = 2; // consumption counter (QUIRK §1.4: persists across iterations)
  let flags: { skipped: boolean } | null = null; // made on the first statement
  let i = start;
  const n = end;
  while (i < n) {
    rt.charge(1, 'operator');
    let op: Value = arr[i];
    if (Array.isArray(op)) op = evalExpr(op, env, true, false);
    if (typeof op === 'string' && parts.isStatementWord(op)) {
      const n1 = convert(r, 'none', env, rValue);
      if (level >= 0) chain.setOwn(chainEntry(n1));
      const res = parts.runStatement(op, n1, arr, i, n, env, (flags ??= { skipped: false }));
      if (res === NOT_A_STATEMENT) {
        i += count; // unknown statement: removes as many as the previous one did
        r = n1;
      } else {
        r = res;
        count = parts.statementConsumed();
        i += count;
      }
      rValue = true;
      if (level >= 0) chain.setOwn(chainEntry(r));
      continue;
    }
    const def = typeof op === 'string' ? lookupOp(op) : undefined;
    if (def === undefined) {
      // Unknown operator: a no-op that converts (no family) and consumes one operand.
      const n1 = convert(r, 'none', env, rValue);
      if (level >= 0) chain.setOwn(chainEntry(n1));
      if (i + 1 < n) convert(arr[i + 1], 'none', env, false);
      r = n1;
      count = 2;
      i += 2;
      rValue = true;
      if (level >= 0) chain.setOwn(chainEntry(r));
      continue;
    }
    const name = op as string;
    const n1 = convert(r, def.family, env, rValue);
    if (level >= 0) chain.setOwn(chainEntry(n1));
    r = applyOperator(name, def, n1, arr, i, n, env);
    count = lastConsumed;
    i += count;
    rValue = true;
    if (level >= 0) chain.setOwn(chainEntry(r));
  }
  const result = convert(r, 'any', env, rValue);
  return outermost ? unescapeAt(result, rt) : result;
}

/**
 * A statement body (§4) run in place: what `["@var_retain", R, …arr[from, to)]` evaluates to as
 * a nested array sharing this level (no parent level of its own), without building that array.
 * A running value that is an `@` string could act as a prologue word there, and an `@end_vars` in
 * the body would declare variables: those take the general path.
 */
export function runBodyInPlace(
  r: Value,
  arr: Value[],
  from: number,
  to: number,
  env: EvalEnv,
  plan: Plan | null = null,
): Value {
  const rt = env.rt;
  rt.enter('expression');
  // `@var_retain`: the caller's list, or a new one if it has none (whatever gvs says).
  const scoped: EvalEnv = { rt, tile: env.tile, parents: env.parents, vars: env.vars ?? [], gvs: env.gvs };
  const v =
    plan !== null
      ? parts.runPlan(plan, arr, scoped, markValue(r), false, false)
      : evalMain(arr, from, to, scoped, markValue(r), false, false);
  rt.leave(); // only on success: a throw ends the evaluation (see Runtime.enter)
  return v;
}

/** The operand at `arr[k]` of a main loop that ends at `end` (absent past it). */
function operand(arr: Value[], k: number, end: number): Value {
  return k < end ? arr[k] : undefined;
}

/** How many elements the last applyOperator consumed (read right after it returns). */
export let lastConsumed = 2;

/** Applies an operator at `arr[i]` to `n1`; sets `lastConsumed`. */
export function applyOperator(
  name: string,
  def: OpDef,
  n1: Value,
  arr: Value[],
  i: number,
  end: number,
  env: EvalEnv,
): Value {
  // The fixed patterns: each operand converted for its family in turn.
  const fams = fixedOperandFamilies(def);
  let args: Value[];
  let consumed: number;
  if (fams !== null) {
    args = [];
    for (let k = 0; k < fams.length; k++) args.push(arg(arr, i + 1 + k, end, env, fams[k]!));
    consumed = fams.length + 1;
  } else
    switch (def.pattern) {
      case 'SC': {
        // && short-circuits on false, || on true; the skipped operand is consumed unevaluated.
        const isAnd = name === '&&';
        lastConsumed = 2;
        if (isAnd ? n1 === false : n1 === true) return n1;
        const b = arg(arr, i + 1, end, env, 'boolean');
        lastConsumed = 2;
        return b;
      }
      case 'E':
        args = [operand(arr, i + 1, end)];
        consumed = 2;
        break;
      case 'Base': {
        let a = arg(arr, i + 1, end, env, 'array');
        if (Array.isArray(a) && a.length === 1 && typeof a[0] !== 'string') a = arg(arr, i + 1, end, env, 'bigint');
        args = [a];
        consumed = 2;
        break;
      }
      case 'YE':
        args = [arg(arr, i + 1, end, env, 'any'), operand(arr, i + 2, end)];
        consumed = 3;
        break;
      case 'Short3':
        args = [arg(arr, i + 1, end, env, 'any'), arg(arr, i + 2, end, env, 'number')];
        consumed = 2;
        break;
      default: {
        // CDIVE: A9 ("one") is evaluated once with a fresh parent chain; the functions stay verbatim.
        const one = operand(arr, i + 8, end);
        args = [
          arg(arr, i + 1, end, env, 'any'),
          arg(arr, i + 2, end, env, 'number'),
          operand(arr, i + 3, end),
          operand(arr, i + 4, end),
          operand(arr, i + 5, end),
          operand(arr, i + 6, end),
          operand(arr, i + 7, end),
          evalExpr(one, { ...env, parents: NO_PARENTS }, true, true),
          operand(arr, i + 9, end),
          operand(arr, i + 10, end),
        ];
        consumed = 11;
      }
    }
  const value = applyOpDef(name, def, n1, args, env);
  lastConsumed = consumed;
  return value;
}

/** Applies operator `name` to its converted operands, naming it as the one being applied. */
export function applyOpDef(name: string, def: OpDef, n1: Value, args: Value[], env: EvalEnv): Value {
  const rt = env.rt;
  const saved = rt.env;
  const outer = rt.applying;
  rt.env = env;
  rt.applying = name;
  const value = def.apply(n1, args, rt);
  rt.applying = outer;
  rt.env = saved;
  return value;
}

/** Operators never edit their arguments: operators without operands share one empty list. */
const NO_ARGS: Value[] = [];

/** Prepared operands (the compiler's, a plan's) evaluated in order, as the list their operator receives. */
export function operandValues(ops: ((env: EvalEnv) => Value)[], env: EvalEnv): Value[] {
  switch (ops.length) {
    case 0:
      return NO_ARGS;
    case 1:
      return [ops[0]!(env)];
    case 2: {
      const a = ops[0]!(env);
      return [a, ops[1]!(env)];
    }
    default: {
      const args: Value[] = new Array(ops.length);
      for (let k = 0; k < ops.length; k++) args[k] = ops[k]!(env);
      return args;
    }
  }
}

function arg(arr: Value[], k: number, end: number, env: EvalEnv, fam: Family): Value {
  return convert(k < end ? arr[k] : undefined, fam, env, false);
}

// ---------------------------------------------------------------------------------------------
// Statements (§3.11, §4)

registerParts({ evalExpr, literalConvert, runBodyInPlace });
