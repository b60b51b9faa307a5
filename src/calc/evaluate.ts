// The CalcArray evaluator core (spec calcarray.md §1, §2.2, §4, §5, §6): prologue, main loop,
// operand conversion by family, statements, control flow, variables and the parent chain.
// Operators themselves live in ops/*.ts; special strings in special.ts.
import { typeError } from './errors.ts';
import type { Callback, Family, OpDef, OpRuntime } from './ops/types.ts';
import { lookupOp } from './ops/registry.ts';
import { DEOPT, Runtime } from './runtime.ts';
import { compiledNode, type CompiledNode } from './compile.ts';
import { resolveSpecial } from './special.ts';
import { bigintFamily, gaussianFamily, numberOf, rationalFamily } from './numeric/construct.ts';
import { ensurePrimeCount, ensurePrimesUpTo } from './numeric/primes.ts';
import { LITERAL, isMarked, jsString, type Value } from './values.ts';

export { resolveSpecial };

export type GlobalMode = 0 | 1 | -1;

export interface TileContext {
  v: number | 'None';
  h: number | 'None';
  vdir: number;
  hdir: number;
  /** [mergeLength, slideAmount, moveType, directionIndex] */
  addInfo: Value[];
  container: Value;
}

/**
 * A value in the parent chain. The chain holds values as the original held them, literal-marked
 * (`markValue`); marking copies an array, so array values are wrapped instead and marked only if
 * `@Parent` reads them.
 */
export class ChainValue {
  constructor(readonly value: Value[]) {}
}

export type ParentEntry = Value | ChainValue;

/** The chain entry for a value (what `markValue` stored, without copying). */
export function chainEntry(x: Value): ParentEntry {
  return Array.isArray(x) ? new ChainValue(x) : x;
}

/** One evaluation's surroundings. `parents` is the parent chain; its last entry is this level. */
export interface EvalEnv {
  rt: EvalRuntime;
  tile: TileContext;
  parents: ParentEntry[];
  vars: Value[] | null;
  gvs: GlobalMode;
}

export const DEFAULT_ADD_INFO: readonly Value[] = [1, Infinity, 0, 0];
const CALCARRAY = '@CalcArray';
const END_VARS = '@end_vars';

const START_MODIFIERS = new Set([
  '@var_retain',
  '@var_copy',
  '@global_var_retain',
  '@global_var_copy',
  '@global_var_none',
  '@global_var_retain_inner',
  '@global_var_copy_inner',
  '@global_var_none_inner',
]);

/** The runtime operators see: host, limits and the evaluator services bound to the current env. */
export class EvalRuntime extends Runtime implements OpRuntime {
  /** The env of the operator being applied (set around each `apply`). */
  env: EvalEnv | null = null;

  callback(expr: Value, where: string): Callback {
    const env = this.env!;
    return makeCallback(expr, where, env, env.vars ? env.vars.slice() : null);
  }

  evaluateFresh(expr: Value): Value {
    const env = this.env!;
    return evalExpr(expr, freshEnv(env.rt, env.tile.container), true, true);
  }

  randomEvent(draw: () => Value): Value {
    if (this.optimistic) throw DEOPT; // a compiled run may be re-run: never draw twice
    const host = this.host;
    if (host.isPlayingReplay) {
      const v = host.otherRandomEvents[host.rngIndex++];
      return v;
    }
    const v = draw();
    this.touch('otherRandomEvents');
    host.otherRandomEvents[host.rngIndex++] = v;
    return v;
  }

  ensurePrimeCount(count: number, where: string): void {
    ensurePrimeCount(this, count, where);
  }

  ensurePrimesUpTo(bound: bigint, where: string): void {
    ensurePrimesUpTo(this, bound, where);
  }
}

export function freshEnv(rt: EvalRuntime, container?: Value): EvalEnv {
  return {
    rt,
    tile: {
      v: 0,
      h: 0,
      vdir: 0,
      hdir: 0,
      addInfo: DEFAULT_ADD_INFO as Value[],
      container: container === undefined ? rt.host.grid : container,
    },
    parents: [],
    vars: null,
    gvs: 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Conversions (§2.2)

/** Arrays that belong to mode data (reachable from a top-level input): worth compiling. */
const staticArrays = new WeakMap<Value[], CompiledNode | null | typeof NOT_COMPILED>();
/** A static array whose compiled form has not been looked up yet. */
const NOT_COMPILED = 0;
const registeredRoots = new WeakSet<Value[]>();

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

function literalItems(arr: Value[], start: number, env: EvalEnv): Value[] {
  const cacheable = start === 0 && arr.length >= CLEAN_CACHE_MIN;
  if (cacheable && cleanArrays.has(arr)) return arr;
  let out: Value[] | null = null;
  for (let i = start; i < arr.length; i++) {
    const e = arr[i];
    let ne = e;
    if (Array.isArray(e)) {
      ne = e.length > 0 && e[0] === CALCARRAY ? evalExpr(e.slice(1), env, true, false) : literalValue(e, 0, env);
    }
    if (out) out.push(ne);
    else if (ne !== e) {
      out = arr.slice(start, i);
      out.push(ne);
    }
  }
  if (out) return out;
  if (start === 0) {
    if (cacheable) cleanArrays.add(arr);
    return arr;
  }
  return arr.slice(start);
}

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

/** A value as it is stored in the internal element form: arrays marked as literal. */
export function markValue(x: Value): Value {
  return Array.isArray(x) ? markArray(x) : x;
}

/** `["@Literal", ...a]`, built without the iterator protocol (this runs on every declaration). */
export function markArray(a: readonly Value[]): Value[] {
  const n = a.length;
  const out: Value[] = new Array(n + 1);
  out[0] = LITERAL;
  for (let i = 0; i < n; i++) out[i + 1] = a[i];
  return out;
}

/** @@-unescaping (§1.9), applied once to an outermost result. */
export function unescapeAt(x: Value): Value {
  if (typeof x === 'string') return x.length > 1 && x[0] === '@' && x[1] === '@' ? x.slice(1) : x;
  if (Array.isArray(x)) {
    let i = 0;
    while (i < x.length && x[i] === LITERAL) i++;
    const out: Value[] = new Array(x.length - i);
    for (let j = i; j < x.length; j++) out[j - i] = unescapeAt(x[j]);
    return out;
  }
  return x;
}

// ---------------------------------------------------------------------------------------------
// Prologue (§1.3)

/**
 * §1.3 steps 2–4: start modifiers decide the variable list and gvs (element 0 decides), leading
 * modifiers and `@CalcArray` markers are stripped, `@include_gvars` is handled, and (if
 * `declareVars`) the `… @end_vars` declarations. Returns the rest and the env for it. Stops right
 * after stripping when the rest starts with `@Literal` (the caller handles literals).
 */
export function prologue(arr: Value[], env: EvalEnv, declareVars: boolean): { arr: Value[]; env: EvalEnv; literal: boolean } {
  const scoped = runPrologue(arr, env, declareVars);
  return { arr: prologueRest, env: scoped, literal: prologueLiteral };
}

/** What the last runPrologue left of the array, and whether that starts with `@Literal`. */
let prologueRest: Value[] = [];
let prologueLiteral = false;

/** prologue() without the result object: returns the env, sets prologueRest / prologueLiteral. */
function runPrologue(arr: Value[], env: EvalEnv, declareVars: boolean): EvalEnv {
  const first = arr[0];
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

  let start = 0;
  if (typeof first === 'string' && first.length > 0 && first[0] === '@') {
    while (start < arr.length) {
      const e = arr[start];
      if (typeof e === 'string' && (e === CALCARRAY || START_MODIFIERS.has(e))) start++;
      else break;
    }
  }
  let rest = start === 0 ? arr : arr.slice(start);
  const newEnv: EvalEnv = { rt: env.rt, tile: env.tile, parents: env.parents, vars, gvs };
  if (rest[0] === LITERAL) {
    prologueRest = rest;
    prologueLiteral = true;
    return newEnv;
  }
  if (start > 0 || (typeof first === 'string' && first[0] === '@')) {
    if (rest[0] === '@include_gvars') {
      for (const gv of env.rt.host.gameVars) vars.push(markValue(convert(gv, 'any', newEnv, false)));
      rest = rest.slice(1);
    }
  }
  if (declareVars) {
    const endAt = rest.indexOf(END_VARS);
    if (endAt >= 0) {
      for (let i = 0; i < endAt; i++) vars.push(markValue(convert(rest[i], 'any', newEnv, false)));
      rest = rest.slice(endAt + 1);
    }
  }
  // Set last: the declarations above may run nested prologues.
  prologueRest = rest;
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
      return outermost ? unescapeAt(r) : r;
    }
    return expr;
  }
  const rt = env.rt;
  if (inner && rt.optimistic) {
    // One lookup: static-ness and the compiled node are kept together.
    let node = staticArrays.get(expr);
    if (node === NOT_COMPILED) {
      node = compiledNode(expr);
      staticArrays.set(expr, node);
    }
    if (node !== undefined && node !== null) {
      const r = node(env);
      return outermost ? unescapeAt(r) : r;
    }
  }
  rt.enter('expression');
  const r = evalArray(expr, env, inner, outermost);
  rt.leave(); // only on success: a throw ends the evaluation (see Runtime.enter)
  return r;
}

/**
 * evalExpr(expr, env, true, true) for a registered top-level array whose compiled node the caller
 * already has (`node`, null if it has none): the same result without looking the node up again.
 */
export function evalRoot(expr: Value[], env: EvalEnv, node: CompiledNode | null): Value {
  const rt = env.rt;
  if (rt.optimistic && node !== null) return unescapeAt(node(env));
  rt.enter('expression');
  const r = evalArray(expr, env, true, true);
  rt.leave(); // only on success: a throw ends the evaluation (see Runtime.enter)
  return r;
}

function evalArray(expr: Value[], outer: EvalEnv, inner: boolean, outermost: boolean): Value {
  if (expr.length === 0) return undefined;
  const scoped = runPrologue(expr, outer, true);
  const arr = prologueRest;
  if (prologueLiteral) {
    const lit = literalValue(arr, 1, scoped);
    return outermost ? unescapeAt(lit) : lit;
  }
  if (arr.length === 0) return undefined;
  const env = scoped;
  if (inner) {
    const outerChain = outer.parents;
    const depth = outerChain.length;
    const parents: ParentEntry[] = new Array(depth + 1);
    for (let k = 0; k < depth; k++) parents[k] = outerChain[k];
    parents[depth] = arr[0];
    // The prologue's env is this level's own and no longer referenced: give it the longer chain.
    scoped.parents = parents;
  }
  const chain = env.parents;
  const level = chain.length - 1;
  const rt = env.rt;

  let r: Value = arr[0];
  let rValue = false; // r is a value (not an expression element)
  let count = 2; // consumption counter (QUIRK §1.4: persists across iterations)
  let flags: { skipped: boolean } | null = null; // made on the first statement
  let i = 1;
  const n = arr.length;
  while (i < n) {
    rt.charge(1, 'operator');
    let op: Value = arr[i];
    if (Array.isArray(op)) op = evalExpr(op, env, true, false);
    if (typeof op === 'string' && op.length > 0 && op[0] === '@' && op !== '@add_score' && op !== '@primesUpdate' && op !== '@ScriptSignal') {
      const n1 = convert(r, 'none', env, rValue);
      if (level >= 0) chain[level] = chainEntry(n1);
      const res = runStatement(op, n1, arr, i, env, (flags ??= { skipped: false }));
      if (res === null) {
        i += count; // unknown statement: removes as many as the previous one did
        r = n1;
      } else {
        r = res.value;
        count = res.consumed;
        i += count;
      }
      rValue = true;
      if (level >= 0) chain[level] = chainEntry(r);
      continue;
    }
    const def = typeof op === 'string' ? lookupOp(op) : undefined;
    if (def === undefined) {
      // Unknown operator: a no-op that converts (no family) and consumes one operand.
      const n1 = convert(r, 'none', env, rValue);
      if (level >= 0) chain[level] = chainEntry(n1);
      if (i + 1 < n) convert(arr[i + 1], 'none', env, false);
      r = n1;
      count = 2;
      i += 2;
      rValue = true;
      if (level >= 0) chain[level] = chainEntry(r);
      continue;
    }
    const name = op as string;
    const n1 = convert(r, def.family, env, rValue);
    if (level >= 0) chain[level] = chainEntry(n1);
    r = applyOperator(name, def, n1, arr, i, env);
    count = lastConsumed;
    i += count;
    rValue = true;
    if (level >= 0) chain[level] = chainEntry(r);
  }
  let result = convert(r, 'any', env, rValue);
  return outermost ? unescapeAt(result) : result;
}

interface Step {
  value: Value;
  consumed: number;
}

function operand(arr: Value[], k: number): Value {
  return k < arr.length ? arr[k] : undefined;
}

/** How many elements the last applyOperator consumed (read right after it returns). */
let lastConsumed = 2;

/** Applies an operator at `arr[i]` to `n1`; sets `lastConsumed`. */
function applyOperator(name: string, def: OpDef, n1: Value, arr: Value[], i: number, env: EvalEnv): Value {
  const own = def.family === 'none' ? 'none' : def.family;
  const rt = env.rt;
  let args: Value[];
  let consumed: number;
  switch (def.pattern) {
    case 'U':
    case 'Uctx':
      args = [];
      consumed = 1;
      break;
    case 'SC': {
      // && short-circuits on false, || on true; the skipped operand is consumed unevaluated.
      const isAnd = name === '&&';
      lastConsumed = 2;
      if (isAnd ? n1 === false : n1 === true) return n1;
      const b = arg(arr, i + 1, env, 'boolean');
      lastConsumed = 2;
      return b;
    }
    case 'F':
      args = [arg(arr, i + 1, env, own)];
      consumed = 2;
      break;
    case 'N':
      args = [arg(arr, i + 1, env, 'number')];
      consumed = 2;
      break;
    case 'Y':
      args = [arg(arr, i + 1, env, 'any')];
      consumed = 2;
      break;
    case 'E':
      args = [operand(arr, i + 1)];
      consumed = 2;
      break;
    case 'B':
      args = [arg(arr, i + 1, env, 'bigint')];
      consumed = 2;
      break;
    case 'Base': {
      let a = arg(arr, i + 1, env, 'array');
      if (Array.isArray(a) && a.length === 1 && typeof a[0] !== 'string') a = arg(arr, i + 1, env, 'bigint');
      args = [a];
      consumed = 2;
      break;
    }
    case 'NN':
      args = [arg(arr, i + 1, env, 'number'), arg(arr, i + 2, env, 'number')];
      consumed = 3;
      break;
    case 'NNF':
      args = [arg(arr, i + 1, env, 'number'), arg(arr, i + 2, env, 'number'), arg(arr, i + 3, env, own)];
      consumed = 4;
      break;
    case 'NY':
      args = [arg(arr, i + 1, env, 'number'), arg(arr, i + 2, env, 'any')];
      consumed = 3;
      break;
    case 'YE':
      args = [arg(arr, i + 1, env, 'any'), operand(arr, i + 2)];
      consumed = 3;
      break;
    case 'BB':
      args = [arg(arr, i + 1, env, 'bigint'), arg(arr, i + 2, env, 'bigint')];
      consumed = 3;
      break;
    case 'QQ':
      args = [arg(arr, i + 1, env, 'rational'), arg(arr, i + 2, env, 'rational')];
      consumed = 3;
      break;
    case 'Short3':
      args = [arg(arr, i + 1, env, 'any'), arg(arr, i + 2, env, 'number')];
      consumed = 2;
      break;
    case 'DIVE':
      args = [arg(arr, i + 1, env, 'array'), arg(arr, i + 2, env, 'number')];
      consumed = 3;
      break;
    case 'GDIVE':
      args = [arg(arr, i + 1, env, 'array'), arg(arr, i + 2, env, 'number'), arg(arr, i + 3, env, 'boolean')];
      consumed = 4;
      break;
    case 'CDIVE': {
      // A9 ("one") is evaluated once with a fresh parent chain; the functions stay verbatim.
      const one = operand(arr, i + 8);
      args = [
        arg(arr, i + 1, env, 'any'),
        arg(arr, i + 2, env, 'number'),
        operand(arr, i + 3),
        operand(arr, i + 4),
        operand(arr, i + 5),
        operand(arr, i + 6),
        operand(arr, i + 7),
        evalExpr(one, { ...env, parents: [] }, true, true),
        operand(arr, i + 9),
        operand(arr, i + 10),
      ];
      consumed = 11;
      break;
    }
  }
  const saved = rt.env;
  const outer = rt.applying;
  rt.env = env;
  rt.applying = name;
  const value = def.apply(n1, args, rt);
  rt.applying = outer;
  rt.env = saved;
  lastConsumed = consumed;
  return value;
}

function arg(arr: Value[], k: number, env: EvalEnv, fam: Family): Value {
  return convert(k < arr.length ? arr[k] : undefined, fam, env, false);
}

// ---------------------------------------------------------------------------------------------
// Callbacks (§3.5.1)

function makeCallback(expr: Value, where: string, env: EvalEnv, vars: Value[] | null): Callback {
  if (!Array.isArray(expr)) throw typeError(where, 'the callback expression must be an array');
  // Where to insert: after the leading start modifiers, before the (first) @end_vars.
  let lead = 0;
  while (lead < expr.length && typeof expr[lead] === 'string' && START_MODIFIERS.has(expr[lead] as string)) lead++;
  const callEnv: EvalEnv = { rt: env.rt, tile: env.tile, parents: env.parents, vars, gvs: env.gvs };
  return new ExprCallback(expr, lead, expr.indexOf(END_VARS), callEnv);
}

/** A callback as a class (its methods are shared, not closures made per callback). */
class ExprCallback implements Callback {
  constructor(
    private readonly expr: Value[],
    private readonly lead: number,
    private readonly endAt: number,
    private readonly env: EvalEnv,
  ) {}

  call(inputs: Value[]): Value {
    return evalExpr(this.build(inputs, NO_INITIAL), this.env, true, true);
  }

  callWith(inputs: Value[], initial: Value, marked: boolean): Value {
    return evalExpr(this.build(inputs, marked ? markValue(initial) : initial), this.env, true, true);
  }

  /** The expression with `inputs` declared as its last variables (and `initial` after them). */
  private build(inputs: Value[], initial: Value | typeof NO_INITIAL): Value[] {
    const { expr, lead, endAt } = this;
    // expr[0, at) + marked inputs + (@end_vars if expr has none) + expr[at, end), written into
    // an array of the final size; then the initial value after the first @end_vars (an input
    // that is the string "@end_vars" counts).
    const at = endAt < 0 ? lead : endAt;
    const out: Value[] = new Array(expr.length + inputs.length + (endAt < 0 ? 1 : 0));
    let k = 0;
    for (let j = 0; j < at; j++) out[k++] = expr[j];
    for (const x of inputs) out[k++] = markValue(x);
    if (endAt < 0) out[k++] = END_VARS;
    for (let j = at; j < expr.length; j++) out[k++] = expr[j];
    if (initial !== NO_INITIAL) out.splice(out.indexOf(END_VARS) + 1, 0, initial);
    return out;
  }
}

const NO_INITIAL: unique symbol = Symbol('no initial');

// ---------------------------------------------------------------------------------------------
// Statements (§3.11, §4)

import { runStatement } from './statements.ts';

export type { Step };
