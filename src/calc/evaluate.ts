// The CalcArray evaluator core (spec calcarray.md §1, §2.2, §4, §5, §6): prologue, main loop,
// operand conversion by family, statements, control flow, variables and the parent chain.
// Operators themselves live in ops/*.ts; special strings in special.ts.
import { CalcArrayError, typeError, limitError } from './errors.ts';
import type { Callback, Family, OpDef, OpRuntime } from './ops/types.ts';
import { lookupOp } from './ops/registry.ts';
import { DEOPT, Deopt, Runtime } from './runtime.ts';
import { compiledNode } from './compile.ts';
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

/** One evaluation's surroundings. `parents` is the parent chain; its last entry is this level. */
export interface EvalEnv {
  rt: EvalRuntime;
  tile: TileContext;
  parents: Value[];
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
const staticArrays = new WeakSet<Value[]>();
const registeredRoots = new WeakSet<Value[]>();

/** Marks every array reachable from `root` as static (once per root). */
export function registerStatic(root: Value): void {
  if (!Array.isArray(root) || registeredRoots.has(root)) return;
  registeredRoots.add(root);
  const stack: Value[][] = [root];
  while (stack.length > 0) {
    const a = stack.pop()!;
    if (staticArrays.has(a)) continue;
    staticArrays.add(a);
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

function literalItems(arr: Value[], start: number, env: EvalEnv): Value[] {
  if (start === 0 && cleanArrays.has(arr)) return arr;
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
    cleanArrays.add(arr);
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
  return Array.isArray(x) ? [LITERAL, ...x] : x;
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
  if (rest[0] === LITERAL) return { arr: rest, env: newEnv, literal: true };
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
  return { arr: rest, env: newEnv, literal: false };
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
  if (inner && rt.optimistic && staticArrays.has(expr)) {
    const node = compiledNode(expr);
    if (node !== null) {
      const r = node(env);
      return outermost ? unescapeAt(r) : r;
    }
  }
  rt.enter('expression');
  try {
    return evalArray(expr, env, inner, outermost);
  } finally {
    rt.leave();
  }
}

function evalArray(expr: Value[], outer: EvalEnv, inner: boolean, outermost: boolean): Value {
  if (expr.length === 0) return undefined;
  const { arr, env: scoped, literal } = prologue(expr, outer, true);
  if (literal) {
    const lit = literalValue(arr, 1, scoped);
    return outermost ? unescapeAt(lit) : lit;
  }
  if (arr.length === 0) return undefined;
  const env: EvalEnv = inner ? { ...scoped, parents: [...outer.parents, arr[0]] } : scoped;
  const chain = env.parents;
  const level = chain.length - 1;
  const rt = env.rt;

  let r: Value = arr[0];
  let rValue = false; // r is a value (not an expression element)
  let count = 2; // consumption counter (QUIRK §1.4: persists across iterations)
  const flags = { skipped: false };
  let i = 1;
  const n = arr.length;
  while (i < n) {
    rt.charge(1, 'operator');
    let op: Value = arr[i];
    if (Array.isArray(op)) op = evalExpr(op, env, true, false);
    if (typeof op === 'string' && op.length > 0 && op[0] === '@' && op !== '@add_score' && op !== '@primesUpdate' && op !== '@ScriptSignal') {
      const n1 = convert(r, 'none', env, rValue);
      if (level >= 0) chain[level] = markValue(n1);
      const res = runStatement(op, n1, arr, i, env, flags);
      if (res === null) {
        i += count; // unknown statement: removes as many as the previous one did
        r = n1;
      } else {
        r = res.value;
        count = res.consumed;
        i += count;
      }
      rValue = true;
      if (level >= 0) chain[level] = markValue(r);
      continue;
    }
    const def = typeof op === 'string' ? lookupOp(op) : undefined;
    if (def === undefined) {
      // Unknown operator: a no-op that converts (no family) and consumes one operand.
      const n1 = convert(r, 'none', env, rValue);
      if (level >= 0) chain[level] = markValue(n1);
      if (i + 1 < n) convert(arr[i + 1], 'none', env, false);
      r = n1;
      count = 2;
      i += 2;
      rValue = true;
      if (level >= 0) chain[level] = markValue(r);
      continue;
    }
    const name = op as string;
    const n1 = convert(r, def.family, env, rValue);
    if (level >= 0) chain[level] = markValue(n1);
    const consumed = applyOperator(name, def, n1, arr, i, env);
    r = consumed.value;
    count = consumed.consumed;
    i += count;
    rValue = true;
    if (level >= 0) chain[level] = markValue(r);
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

function applyOperator(name: string, def: OpDef, n1: Value, arr: Value[], i: number, env: EvalEnv): Step {
  const own = def.family === 'none' ? 'none' : def.family;
  const rt = env.rt;
  const c = (k: number, fam: Family): Value => convert(operand(arr, i + k), fam, env, false);
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
      if (isAnd ? n1 === false : n1 === true) return { value: n1, consumed: 2 };
      return { value: c(1, 'boolean'), consumed: 2 };
    }
    case 'F':
      args = [c(1, own)];
      consumed = 2;
      break;
    case 'N':
      args = [c(1, 'number')];
      consumed = 2;
      break;
    case 'Y':
      args = [c(1, 'any')];
      consumed = 2;
      break;
    case 'E':
      args = [operand(arr, i + 1)];
      consumed = 2;
      break;
    case 'B':
      args = [c(1, 'bigint')];
      consumed = 2;
      break;
    case 'Base': {
      let a = c(1, 'array');
      if (Array.isArray(a) && a.length === 1 && typeof a[0] !== 'string') a = c(1, 'bigint');
      args = [a];
      consumed = 2;
      break;
    }
    case 'NN':
      args = [c(1, 'number'), c(2, 'number')];
      consumed = 3;
      break;
    case 'NNF':
      args = [c(1, 'number'), c(2, 'number'), c(3, own)];
      consumed = 4;
      break;
    case 'NY':
      args = [c(1, 'number'), c(2, 'any')];
      consumed = 3;
      break;
    case 'YE':
      args = [c(1, 'any'), operand(arr, i + 2)];
      consumed = 3;
      break;
    case 'BB':
      args = [c(1, 'bigint'), c(2, 'bigint')];
      consumed = 3;
      break;
    case 'QQ':
      args = [c(1, 'rational'), c(2, 'rational')];
      consumed = 3;
      break;
    case 'Short3':
      args = [c(1, 'any'), c(2, 'number')];
      consumed = 2;
      break;
    case 'DIVE':
      args = [c(1, 'array'), c(2, 'number')];
      consumed = 3;
      break;
    case 'GDIVE':
      args = [c(1, 'array'), c(2, 'number'), c(3, 'boolean')];
      consumed = 4;
      break;
    case 'CDIVE': {
      // A9 ("one") is evaluated once with a fresh parent chain; the functions stay verbatim.
      const one = operand(arr, i + 8);
      args = [
        c(1, 'any'),
        c(2, 'number'),
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
  rt.env = env;
  try {
    return { value: def.apply(n1, args, rt), consumed };
  } catch (e) {
    if (e instanceof CalcArrayError || e instanceof Deopt) throw e;
    if (e instanceof RangeError && /call stack/i.test(e.message)) throw limitError(name, 'recursion too deep');
    throw new CalcArrayError(e instanceof RangeError ? 'range' : e instanceof TypeError ? 'type' : 'error', name, e instanceof Error ? e.message : String(e));
  } finally {
    rt.env = saved;
  }
}

// ---------------------------------------------------------------------------------------------
// Callbacks (§3.5.1)

function makeCallback(expr: Value, where: string, env: EvalEnv, vars: Value[] | null): Callback {
  if (!Array.isArray(expr)) throw typeError(where, 'the callback expression must be an array');
  // Where to insert: after the leading start modifiers, before the (first) @end_vars.
  let lead = 0;
  while (lead < expr.length && typeof expr[lead] === 'string' && START_MODIFIERS.has(expr[lead] as string)) lead++;
  const endAt = expr.indexOf(END_VARS);
  const build = (inputs: Value[], initial: Value | typeof NO_INITIAL): Value[] => {
    const marked = inputs.map(markValue);
    let out: Value[];
    if (endAt < 0) out = [...expr.slice(0, lead), ...marked, END_VARS, ...expr.slice(lead)];
    else out = [...expr.slice(0, endAt), ...marked, ...expr.slice(endAt)];
    if (initial !== NO_INITIAL) {
      const at = out.indexOf(END_VARS) + 1;
      out.splice(at, 0, initial);
    }
    return out;
  };
  const callEnv: EvalEnv = { ...env, vars };
  return {
    call: (inputs) => evalExpr(build(inputs, NO_INITIAL), callEnv, true, true),
    callWith: (inputs, initial, marked) => evalExpr(build(inputs, marked ? markValue(initial) : initial), callEnv, true, true),
  };
}

const NO_INITIAL: unique symbol = Symbol('no initial');

// ---------------------------------------------------------------------------------------------
// Statements (§3.11, §4)

import { runStatement } from './statements.ts';

export type { Step };
