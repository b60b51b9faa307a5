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
import { PURE, EVALUATES_VALUE, RUNS_HOST, type Callback, type OpDef, type OpRuntime, type OpTable } from './types.ts';
import type { Value } from '../values.ts';

function envOf(rt: OpRuntime): EvalEnv {
  return (rt as EvalRuntime).env!;
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

const callbackOps: OpTable = {
  arr_map: {
    family: 'array',
    pattern: 'E',
    effects: PURE,
    apply(r, [expr], rt) {
      const arr = asArray(r);
      if (arr.length === 0) return [];
      const cb = lazyCallback(rt, expr, 'arr_map');
      const all = cb();
      if (all.mapAll) return all.mapAll(arr, false);
      const out: Value[] = [];
      for (let i = 0; i < arr.length; i++) out.push(cb().call([i, arr[i]]));
      return out;
    },
  },
  arr_filter: {
    family: 'array',
    pattern: 'E',
    effects: PURE,
    apply(r, [expr], rt) {
      const arr = asArray(r);
      if (arr.length === 0) return [];
      const cb = lazyCallback(rt, expr, 'arr_filter');
      const all = cb();
      if (all.mapAll) return all.mapAll(arr, true);
      const out: Value[] = [];
      for (let i = 0; i < arr.length; i++) if (truthy(cb().call([i, arr[i]]))) out.push(arr[i]);
      return out;
    },
  },
  arr_sort: {
    family: 'array',
    pattern: 'E',
    effects: PURE,
    apply(r, [expr], rt) {
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
    },
  },
  arr_reduce: {
    family: 'array',
    pattern: 'YE',
    effects: PURE,
    apply(r, [init, expr], rt) {
      const arr = asArray(r);
      if (arr.length === 0) return init;
      const cb = rt.callback(expr, 'arr_reduce');
      if (cb.reduceAll) return cb.reduceAll(arr, init);
      let acc = init;
      for (let i = 0; i < arr.length; i++) acc = cb.callWith([i, arr[i]], acc, true);
      return acc;
    },
  },
  arr_reduceRight: {
    family: 'array',
    pattern: 'YE',
    effects: PURE,
    apply(r, [init, expr], rt) {
      const arr = asArray(r);
      const cb = lazyCallback(rt, expr, 'arr_reduceRight');
      let acc = init;
      // QUIRK: the accumulator is inserted unmarked, so an array accumulator is evaluated.
      for (let i = arr.length - 1; i >= 0; i--) acc = cb().callWith([i, arr[i]], acc, false);
      return acc;
    },
  },
  arr_binarySearchCF: {
    family: 'array',
    pattern: 'YE',
    effects: PURE,
    apply(r, [target, expr], rt) {
      const arr = asArray(r);
      const cb = lazyCallback(rt, expr, 'arr_binarySearchCF');
      return bisectFind(arr, (e) => comparatorNumber(cb().call([e, target]), 'arr_binarySearchCF'));
    },
  },
  arr_binaryInsertCF: {
    family: 'array',
    pattern: 'YE',
    effects: PURE,
    apply(r, [x, expr], rt) {
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
    },
  },
};

const evaluationOps: OpTable = {
  CalcArray: {
    family: 'array',
    pattern: 'Uctx',
    effects: EVALUATES_VALUE,
    apply(r, _args, rt) {
      const env = envOf(rt);
      return evalExpr(r, { ...env, vars: env.vars ? env.vars.slice() : null }, true, true);
    },
  },
  CalcArrayParent: {
    family: 'any',
    pattern: 'E',
    effects: EVALUATES_VALUE,
    apply(r, [expr], rt) {
      if (!Array.isArray(expr)) throw typeError('CalcArrayParent', 'the expression must be an array');
      const copy = expr.slice();
      let endAt = copy.indexOf('@end_vars');
      if (endAt < 0) {
        let lead = 0;
        while (lead < copy.length && typeof copy[lead] === 'string' && START_MODIFIERS.has(copy[lead] as string))
          lead++;
        copy.splice(lead, 0, '@end_vars');
        endAt = lead;
      }
      copy.splice(endAt + 1, 0, markValue(r));
      const env = envOf(rt);
      return evalExpr(copy, freshEnv(env.rt), true, true);
    },
  },
  evaluateColor: {
    family: 'any',
    pattern: 'Uctx',
    effects: EVALUATES_VALUE,
    apply(r, _args, rt) {
      const env = envOf(rt);
      return evaluateColorExpr(r, { ...env, vars: env.vars ? env.vars.slice() : null });
    },
  },
  deevaluateColor: {
    family: 'string',
    pattern: 'U',
    effects: PURE,
    apply(r) {
      return deevaluateColor(r);
    },
  },
  discoveredTilesFilter: {
    family: 'any',
    pattern: 'Uctx',
    effects: RUNS_HOST,
    apply(r, _args, rt) {
      const env = envOf(rt);
      const expr: Value[] = [r, ...rt.host.discoveredTilesFilter];
      return evalExpr(expr, { ...env, vars: env.vars ? env.vars.slice() : null }, true, true);
    },
  },
  tileValue: {
    family: 'any',
    pattern: 'N',
    effects: RUNS_HOST,
    apply(r, [col], rt) {
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
    },
  },
  mergeRuleApplies: {
    family: 'number',
    pattern: 'N',
    effects: RUNS_HOST,
    apply(r, [offset], rt) {
      return mergeRuleAppliesOp(envOf(rt), r as number, offset as number, false);
    },
  },
  mergeRuleApplies_nonRecursive: {
    family: 'number',
    pattern: 'N',
    effects: RUNS_HOST,
    apply(r, [offset], rt) {
      return mergeRuleAppliesOp(envOf(rt), r as number, offset as number, true);
    },
  },
};

export const coreOperators: OpTable = { ...callbackOps, ...evaluationOps };

export type { OpDef };
