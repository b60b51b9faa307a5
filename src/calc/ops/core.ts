// Operators that need the evaluator itself: callbacks (§3.5.1), nested evaluation (`CalcArray`,
// `CalcArrayParent`), colours, the discovered-tiles filter, `tileValue` and `mergeRuleApplies`.
import { shown, typeError } from '../errors.ts';
import {
  evalExpr,
  freshEnv,
  markValue,
  NO_PARENTS,
  START_MODIFIERS,
  truthy,
  type EvalEnv,
  type EvalRuntime,
} from '../evaluate.ts';
import { deevaluateColor, evaluateColorExpr } from '../color.ts';
import { mergeRuleAppliesOp } from '../merge-apply.ts';
import { numberOf } from '../numeric/construct.ts';
import {
  operator,
  PURE,
  EVALUATES_VALUE,
  RUNS_HOST,
  type Callback,
  type OpDef,
  type OpRuntime,
  type OpTable,
} from './types.ts';
import type { Value } from '../values.ts';

function envOf(rt: OpRuntime): EvalEnv {
  return (rt as EvalRuntime).env!;
}

/** The evaluation's env with a copy of its variable list, for an expression evaluated in it. */
function withOwnVars(rt: OpRuntime): EvalEnv {
  const env = envOf(rt);
  return { ...env, vars: env.vars ? env.vars.slice() : null };
}

/** A callback made on first use: the original only fails on a bad expression when it needs it. */
function lazyCallback(rt: OpRuntime, expr: Value, where: string): () => Callback {
  let cb: Callback | null = null;
  return () => (cb ??= rt.callback(expr, where));
}

/** JS ToNumber of a comparator result (bigints throw, as in JS). */
function comparatorNumber(x: Value, where: string): number {
  if (typeof x === 'bigint') throw typeError(where, 'cannot convert a BigInt comparison result to a number');
  return typeof x === 'number' ? x : numberOf(x);
}

function asArray(r: Value): Value[] {
  return Array.isArray(r) ? r : [r];
}

/** Bisection shared by the CF searches: `cmp(element, target)` < 0 means the element comes first. */
function bisectFind(arr: Value[], cmp: (e: Value) => number): number {
  let lo = 0;
  let hi = arr.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = cmp(arr[mid]);
    if (c < 0) lo = mid + 1;
    else if (c > 0) hi = mid - 1;
    else if (c === 0) return mid;
    else return -1;
  }
  return -1;
}

function bisectInsert(arr: Value[], cmp: (e: Value) => number, where: string): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const c = cmp(arr[mid]);
    if (c < 0) lo = mid + 1;
    else if (c > 0) hi = mid;
    else if (c === 0) hi = mid;
    else throw typeError(where, 'comparison result is not a number');
  }
  return lo;
}

/** arr_map (`filter` false) and arr_filter: the callback's results, or the entries it is truthy for. */
function mapOp(name: string, filter: boolean): OpDef {
  return operator('array', 'E', PURE, (r, [expr], rt) => {
    const arr = asArray(r);
    if (arr.length === 0) return [];
    const cb = rt.callback(expr, name);
    if (cb.mapAll) return cb.mapAll(arr, filter);
    const out: Value[] = [];
    for (let i = 0; i < arr.length; i++) {
      const v = cb.call([i, arr[i]]);
      if (!filter) out.push(v);
      else if (truthy(v)) out.push(arr[i]);
    }
    return out;
  });
}

const callbackOps: OpTable = {
  arr_map: mapOp('arr_map', false),
  arr_filter: mapOp('arr_filter', true),
  arr_sort: operator('array', 'E', PURE, (r, [expr], rt) => {
    const arr = asArray(r).slice();
    const cb = lazyCallback(rt, expr, 'arr_sort');
    // JS sort: undefined entries go last without consulting the comparator.
    const defined: Value[] = arr.filter((x) => x !== undefined);
    const undefCount = arr.length - defined.length;
    defined.sort((a, b) => {
      rt.charge(1, 'arr_sort');
      const n = comparatorNumber(cb().call([a, b]), 'arr_sort');
      return n !== n ? 0 : n;
    });
    for (let i = 0; i < undefCount; i++) defined.push(undefined);
    return defined;
  }),
  arr_reduce: operator('array', 'YE', PURE, (r, [init, expr], rt) => {
    const arr = asArray(r);
    if (arr.length === 0) return init;
    const cb = rt.callback(expr, 'arr_reduce');
    if (cb.reduceAll) return cb.reduceAll(arr, init);
    let acc = init;
    for (let i = 0; i < arr.length; i++) acc = cb.callWith([i, arr[i]], acc, true);
    return acc;
  }),
  arr_reduceRight: operator('array', 'YE', PURE, (r, [init, expr], rt) => {
    const arr = asArray(r);
    const cb = lazyCallback(rt, expr, 'arr_reduceRight');
    let acc = init;
    // QUIRK: the accumulator is inserted unmarked, so an array accumulator is evaluated.
    for (let i = arr.length - 1; i >= 0; i--) acc = cb().callWith([i, arr[i]], acc, false);
    return acc;
  }),
  arr_binarySearchCF: operator('array', 'YE', PURE, (r, [target, expr], rt) => {
    const arr = asArray(r);
    const cb = lazyCallback(rt, expr, 'arr_binarySearchCF');
    return bisectFind(arr, (e) => comparatorNumber(cb().call([e, target]), 'arr_binarySearchCF'));
  }),
  arr_binaryInsertCF: operator('array', 'YE', PURE, (r, [x, expr], rt) => {
    const arr = asArray(r);
    const cb = lazyCallback(rt, expr, 'arr_binaryInsertCF');
    const at = bisectInsert(
      arr,
      (e) => comparatorNumber(cb().call([e, x]), 'arr_binaryInsertCF'),
      'arr_binaryInsertCF',
    );
    const out = arr.slice();
    out.splice(at, 0, x);
    return out;
  }),
};

const evaluationOps: OpTable = {
  CalcArray: operator('array', 'Uctx', EVALUATES_VALUE, (r, _args, rt) => evalExpr(r, withOwnVars(rt), true, true)),
  CalcArrayParent: operator('any', 'E', EVALUATES_VALUE, (r, [expr], rt) => {
    if (!Array.isArray(expr)) throw typeError('CalcArrayParent', 'the expression must be an array');
    const copy = expr.slice();
    let endAt = copy.indexOf('@end_vars');
    if (endAt < 0) {
      let lead = 0;
      while (lead < copy.length && typeof copy[lead] === 'string' && START_MODIFIERS.has(copy[lead] as string)) lead++;
      copy.splice(lead, 0, '@end_vars');
      endAt = lead;
    }
    copy.splice(endAt + 1, 0, markValue(r));
    const env = envOf(rt);
    return evalExpr(copy, freshEnv(env.rt), true, true);
  }),
  evaluateColor: operator('any', 'Uctx', EVALUATES_VALUE, (r, _args, rt) => evaluateColorExpr(r, withOwnVars(rt))),
  deevaluateColor: operator('string', 'U', PURE, (r) => deevaluateColor(r)),
  discoveredTilesFilter: operator('any', 'Uctx', RUNS_HOST, (r, _args, rt) => {
    return evalExpr([r, ...rt.host.discoveredTilesFilter], withOwnVars(rt), true, true);
  }),
  tileValue: operator('any', 'N', RUNS_HOST, (r, [col], rt) => {
    const env = envOf(rt);
    const row = typeof r === 'number' && Number.isInteger(r) ? rt.host.grid[r] : undefined;
    if (!Array.isArray(row)) throw typeError('tileValue', `there is no row ${shown(r)}`);
    const cell = row[col as number];
    if (typeof cell === 'string' && cell[0] === '@') return 0;
    const tile = { ...env.tile, v: r as number, h: col as number };
    const v = evalExpr(
      rt.host.tileValueFunction,
      { ...env, tile, parents: NO_PARENTS, vars: null, gvs: 0 },
      true,
      true,
    );
    return numberOf(v);
  }),
  mergeRuleApplies: operator('number', 'N', RUNS_HOST, (r, [offset], rt) => {
    return mergeRuleAppliesOp(envOf(rt), r as number, offset as number, false);
  }),
  mergeRuleApplies_nonRecursive: operator('number', 'N', RUNS_HOST, (r, [offset], rt) => {
    return mergeRuleAppliesOp(envOf(rt), r as number, offset as number, true);
  }),
};

export const coreOperators: OpTable = { ...callbackOps, ...evaluationOps };

export type { OpDef };
