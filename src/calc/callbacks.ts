// Callbacks (spec calcarray.md §3.5.1): the expressions operators such as arr_map, arr_filter and
// arr_reduce call with inputs. A call evaluates the expression with the inputs declared as its last
// variables (and an initial value after them), as if they had been written into it; it runs in
// place, without building that array, unless an input could act as a prologue word. Operators get
// their callbacks through the runtime (env.ts EvalRuntime.callback), which finds makeCallback in
// the interpreter's registry.
import { callbackBodyForm, callbackInitialForm, setInitial, type Compiled } from './compile.ts';
import { lastPass, levelBelow, memoRoot, recallBelow, recallPass, rememberPass, type KeyMap } from './call-memo.ts';
import type { CalcLimits } from './errors.ts';
import {
  CALCARRAY,
  convert,
  DEOPTED,
  END_VARS,
  evalExpr,
  evalMain,
  markValue,
  MEMO_STORE,
  NOT_RECALLED,
  recallRun,
  runMixed,
  scopeFor,
  START_MODIFIERS,
  truthy,
  unescapeAt,
  type EvalEnv,
} from './evaluate.ts';
import { typeError } from './errors.ts';
import { registerParts } from './env.ts';
import { DEOPT } from './runtime.ts';
import { isSpecialKeyword } from './special.ts';
import type { Callback } from './ops/types.ts';
import { LITERAL, type Value } from './values.ts';

export function makeCallback(expr: Value, where: string, env: EvalEnv, vars: Value[] | null): Callback {
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

  /** The compiled form of the expression after its prologue (looked up on the first call). */
  private bodyForm: Compiled | null | undefined = undefined;
  /** The same for calls with an initial value. */
  private initialForm: Compiled | null | undefined = undefined;

  /**
   * The compiled body `call` may run straight away (see findFastForm), null if none: looked up on
   * the first call.
   */
  private fastForm: Compiled | null | undefined = undefined;
  /** The same for `callWith` (see findFastInitialForm). */
  private fastInitialForm: Compiled | null | undefined = undefined;

  /**
   * Whether the last `call` ran the compiled body (or answered from a remembered run) as a function
   * of its inputs alone: a body that reads only `@Var` entries, resolving no other string, with a
   * scalar result (what call-memo.ts remembers). mapAll remembers whole passes of such calls.
   */
  private lastPure = false;

  call(inputs: Value[]): Value {
    const rt = this.env.rt;
    this.lastPure = false;
    if (rt.mixed) {
      let form = this.fastForm;
      if (form === undefined) form = this.fastForm = this.findFastForm();
      if (form !== null && !form.mixedOff && rt.depth + form.height <= rt.limits.maxDepth && simpleInputs(inputs)) {
        // A remembered run needs no env (see runMixed).
        if (form.memoReads !== null) {
          const known = recallRun(form, rt, inputs, undefined);
          if (known !== NOT_RECALLED) {
            this.lastPure = true;
            return unescapeAt(known, rt);
          }
        }
        const closed = form.memoReads !== null;
        const resolutions = rt.resolutions;
        const v = runMixed(
          form,
          { rt, tile: this.env.tile, parents: this.env.parents, vars: inputs, gvs: 0 },
          MEMO_STORE,
        );
        if (v !== DEOPTED) {
          this.lastPure = closed && rt.resolutions === resolutions && !Array.isArray(v);
          return unescapeAt(v, rt);
        }
      }
      // Called from a compiled level (compile.ts runCallbackStep), a callback runs compiled or the
      // level is left to the interpreter: interpreted code there would run optimistically.
      if (rt.inMixed) throw DEOPT;
      if (this.inPlace(inputs)) return this.run(inputs, NO_INITIAL);
    }
    return evalExpr(this.build(inputs, NO_INITIAL), this.env, true, true);
  }

  /**
   * arr_map (`filter` false: the results) or arr_filter (the items whose result is truthy) over
   * `items`, calling `call([i, items[i]])` in order. When every call of a pass ran as a function of
   * its inputs alone (lastPure), the pass is remembered by its items (call-memo.ts recallPass): a
   * later pass over the same items is answered with its steps charged at once when they fit the
   * budget. Each of its calls would have taken the same compiled path (the same inputs are simple;
   * the depth and the form's state are checked again here) and charged the same steps, so the
   * outcome is the same; when the steps do not fit, the calls run one by one and the limit trips
   * where it would.
   */
  mapAll(items: Value[], filter: boolean): Value[] {
    const rt = this.env.rt;
    let form: Compiled | null = null;
    if (rt.mixed) {
      let f = this.fastForm;
      if (f === undefined) f = this.fastForm = this.findFastForm();
      if (f !== null && !f.mixedOff && f.memoReads !== null && rt.depth + f.height <= rt.limits.maxDepth) form = f;
    }
    let last: ReturnType<typeof lastPass> = null;
    if (form !== null) {
      const known = recallPass(form, rt.limits, items, filter);
      if (known !== null && rt.steps + known.steps <= rt.limits.maxSteps) {
        rt.steps += known.steps;
        return known.out.slice();
      }
      last = lastPass(form, rt.limits);
    }
    const steps = rt.steps;
    let pure = form !== null;
    const out: Value[] = [];
    // Each call's value and steps, while every call so far ran as a function of its inputs.
    const values: Value[] = [];
    const each: number[] = [];
    let reused = 0;
    const lastItems = last === null ? null : last.items;
    const lastValues = last === null ? null : last.values;
    const lastEach = last === null ? null : last.each;
    for (let i = 0; i < items.length; i++) {
      const x = items[i];
      const before = rt.steps;
      let v: Value;
      // The call at this position of the last pass had the same inputs ([i, x]): its value and
      // steps, taken when they fit the budget, as the remembered pass above (the same checks).
      if (
        lastItems !== null &&
        i < lastItems.length &&
        Object.is(x, lastItems[i]) &&
        !form!.mixedOff &&
        before + lastEach![i]! <= rt.limits.maxSteps
      ) {
        v = lastValues![i];
        rt.steps = before + lastEach![i]!;
        reused++;
      } else {
        v = this.call([i, x]);
        if (!this.lastPure) pure = false;
      }
      if (pure) {
        values.push(v);
        each.push(rt.steps - before);
      }
      if (!filter) out.push(v);
      else if (truthy(v)) out.push(x);
    }
    if (pure) rememberPass(form!, rt.limits, items, filter, out, rt.steps - steps, values, each, reused);
    return out;
  }

  /**
   * As findFastForm, for calls with an initial value: the expression may also start with a single
   * `@var_retain` (the callback's own list, inputs added to it).
   */
  private findFastInitialForm(): Compiled | null {
    if (this.endAt >= 0 || this.env.gvs !== 0) return null;
    if (this.lead !== 0 && !(this.lead === 1 && this.expr[0] === '@var_retain')) return null;
    const form = this.bodyWithInitial();
    return form !== null && form.exact && form.readOnly ? form : null;
  }

  /**
   * What `run` does for an expression without start words or `@end_vars` called (in a global
   * mode of 0) with inputs its prologue declares as they are: a new list of the inputs, then the
   * compiled body as a level of its own. Its checks are made once here; `call` checks the inputs
   * and the depth (the level fits if the body does: its height counts the level).
   */
  private findFastForm(): Compiled | null {
    if (this.lead !== 0 || this.endAt >= 0 || this.env.gvs !== 0) return null;
    const form = this.body();
    return form !== null && form.exact && form.readOnly ? form : null;
  }

  /** The level of the body as a compiled node (or null), worked out once. */
  private body(): Compiled | null {
    if (this.bodyForm === undefined) this.bodyForm = callbackBodyForm(this.expr, this.lead);
    return this.bodyForm;
  }

  /** `body` with an initial value as the level's first element. */
  private bodyWithInitial(): Compiled | null {
    if (this.initialForm === undefined) this.initialForm = callbackInitialForm(this.expr, this.lead);
    return this.initialForm;
  }

  callWith(inputs: Value[], initial: Value, marked: boolean): Value {
    const init = marked ? markValue(initial) : initial;
    const rt = this.env.rt;
    if (rt.mixed) {
      let form = this.fastInitialForm;
      if (form === undefined) form = this.fastInitialForm = this.findFastInitialForm();
      if (form !== null && !form.mixedOff && rt.depth + form.height <= rt.limits.maxDepth && simpleInputs(inputs)) {
        const vars = this.declare(inputs);
        if (form.memoReads !== null) {
          const known = recallRun(form, rt, vars, init);
          if (known !== NOT_RECALLED) return unescapeAt(known, rt);
        }
        return this.callWithFrom(form, inputs, vars, init);
      }
      return this.callWithSlow(inputs, init);
    }
    return evalExpr(this.build(inputs, init), this.env, true, true);
  }

  /**
   * run()'s prologue for a fast initial form: `@var_retain` keeps the callback's list (a new one if
   * it has none), otherwise a new list; the inputs are declared as they are.
   */
  private declare(inputs: Value[]): Value[] {
    if (this.lead === 0) return inputs;
    const vars = this.env.vars ?? [];
    for (let k = 0; k < inputs.length; k++) vars.push(inputs[k]);
    return vars;
  }

  /** callWith after its look-up found no remembered run (`vars`: what declare gave). */
  private callWithFrom(form: Compiled, inputs: Value[], vars: Value[], init: Value): Value {
    const env = this.env;
    const rt = env.rt;
    setInitial(init);
    const v = runMixed(form, { rt, tile: env.tile, parents: env.parents, vars, gvs: 0 }, MEMO_STORE);
    if (v !== DEOPTED) return unescapeAt(v, rt);
    // run() declares the inputs again: take them back (a compiled level edits no list).
    if (vars !== inputs) vars.length -= inputs.length;
    return this.callWithSlow(inputs, init);
  }

  /** callWith where the compiled body does not run (shortcuts on). */
  private callWithSlow(inputs: Value[], init: Value): Value {
    if (this.env.rt.inMixed) throw DEOPT; // as in call()
    if (this.inPlace(inputs)) return this.run(inputs, init);
    return evalExpr(this.build(inputs, init), this.env, true, true);
  }

  /**
   * arr_reduce over `items` from `initial`: `callWith([i, items[i]], acc, true)` for each item in
   * order. A call whose run is remembered (call-memo.ts) is answered as callWith answers it, after
   * the same checks, without building its inputs list where nothing keeps it (the look-up only
   * reads it): DIVE reduces the grid once per seed, and almost every call is remembered.
   */
  reduceAll(items: Value[], initial: Value): Value {
    const env = this.env;
    const rt = env.rt;
    let form: Compiled | null = null;
    if (rt.mixed) {
      let f = this.fastInitialForm;
      if (f === undefined) f = this.fastInitialForm = this.findFastInitialForm();
      form = f;
    }
    const own = this.lead !== 0 ? env.vars : null;
    // The body's leading reads of the callback's own list below its length now (`fixed` of them):
    // the pass only pushes inputs after them, so they read the same values at every call (DIVE's
    // seed). The memo level under the accumulator and those reads is kept for the last two
    // accumulators (PassLevels) and each call looks up only the rest. Any call that is not answered
    // so may have run the body otherwise and edited the list: the levels are dropped then.
    let fixed = 0;
    if (form !== null && form.memoReads !== null && own !== null) {
      const reads = form.memoReads;
      while (fixed < reads.length - 1 && reads[fixed]! >= 0 && reads[fixed]! < own.length) fixed++;
    }
    const levels = fixed > 0 || (form !== null && form.initial) ? new PassLevels() : null;
    let acc = initial;
    for (let i = 0; i < items.length; i++) {
      const x = items[i];
      // callWith's checks (markValue leaves a non-array accumulator as it is; `i` is a simple input).
      if (
        form !== null &&
        form.memoReads !== null &&
        !form.mixedOff &&
        rt.depth + form.height <= rt.limits.maxDepth &&
        !Array.isArray(acc) &&
        simpleInput(x)
      ) {
        // The list callWith would look up with: the callback's own list with the inputs pushed,
        // or a list of the inputs alone (a new one per call: a scratch list serves the look-up).
        let vars: Value[];
        if (own !== null) {
          own.push(i, x);
          vars = own;
        } else {
          SCRATCH[0] = i;
          SCRATCH[1] = x;
          vars = SCRATCH;
        }
        let known: Value | typeof NOT_RECALLED;
        const level = levels === null ? null : levels.find(form, rt.limits, vars, acc, fixed);
        if (level !== null) {
          // recallRun from the kept level.
          const run = recallBelow(form, rt.limits, level, fixed, vars);
          if (run === null || rt.steps + run.steps > rt.limits.maxSteps) known = NOT_RECALLED;
          else {
            rt.steps += run.steps;
            known = run.value;
          }
        } else known = recallRun(form, rt, vars, acc);
        if (known !== NOT_RECALLED) {
          acc = unescapeAt(known, rt);
          continue;
        }
        if (levels !== null) levels.clear();
        const inputs: Value[] = [i, x];
        acc = this.callWithFrom(form, inputs, own ?? (this.lead === 0 ? inputs : [i, x]), acc);
        continue;
      }
      if (levels !== null) levels.clear();
      acc = this.callWith([i, x], acc, true);
    }
    return acc;
  }

  /**
   * Whether `run` gives what evaluating the built array gives: no `@end_vars` of the expression's
   * own, no input `@end_vars` (it would end the declarations early), and a first input the prologue
   * reads as data (not a start word, `@CalcArray`, `@Literal` or `@include_gvars`).
   */
  private inPlace(inputs: Value[]): boolean {
    if (this.endAt >= 0 || inputs.length === 0) return false;
    const x0 = inputs[0];
    if (
      typeof x0 === 'string' &&
      (START_MODIFIERS.has(x0) || x0 === CALCARRAY || x0 === LITERAL || x0 === '@include_gvars')
    )
      return false;
    for (let k = 0; k < inputs.length; k++) if (inputs[k] === END_VARS) return false;
    return true;
  }

  /**
   * The built array's evaluation without building it: its prologue (the leading start words
   * decide the list, then the inputs are declared), then the main loop over the expression after
   * them, `initial` first if there is one, as a nested level of its own.
   */
  private run(inputs: Value[], initial: Value | typeof NO_INITIAL): Value {
    const { expr, lead, env } = this;
    const rt = env.rt;
    rt.enter('expression');
    let scoped: EvalEnv;
    if (lead === 0 && env.gvs === 0 && plainInputs(inputs)) {
      // A new list holding the inputs as they are (what the declarations below would build): the
      // inputs array itself, which the caller hands over.
      scoped = { rt, tile: env.tile, parents: env.parents, vars: inputs, gvs: 0 };
    } else {
      // Element 0 is the first start word, or the first input (marked, so never a start word).
      scoped = scopeFor(lead > 0 ? expr[0] : inputs[0], env);
      const vars = scoped.vars!;
      for (let k = 0; k < inputs.length; k++) {
        const x = inputs[k];
        // Declaring converts for `any`: only strings (special) and arrays (literals) change.
        vars.push(plainInput(x) ? x : markValue(convert(markValue(x), 'any', scoped, false)));
      }
    }
    let r: Value;
    // The level itself as a compiled node (read-only, fitting the depth limit; an initial value is
    // its first element): it counts the level's depth itself, and runs optimistically as runMixed does.
    const form = initial === NO_INITIAL ? this.body() : this.bodyWithInitial();
    if (
      form !== null &&
      form.exact &&
      form.readOnly &&
      !form.mixedOff &&
      rt.depth - 1 + form.height <= rt.limits.maxDepth
    ) {
      rt.depth--;
      if (initial !== NO_INITIAL) setInitial(initial);
      const v = runMixed(form, scoped);
      if (v !== DEOPTED) return unescapeAt(v, rt);
      rt.depth++;
    }
    // The level entered is a step, as evalArray charges it (after the declarations).
    if (initial !== NO_INITIAL || lead < expr.length) rt.charge(1, 'expression');
    if (initial !== NO_INITIAL) {
      scoped.parents = env.parents.enter(initial);
      r = evalMain(expr, lead, expr.length, scoped, initial, false, true);
    } else if (lead < expr.length) {
      scoped.parents = env.parents.enter(expr[lead]);
      r = evalMain(expr, lead + 1, expr.length, scoped, expr[lead], false, true);
    } else r = undefined;
    rt.leave(); // only on success: a throw ends the evaluation (see Runtime.enter)
    return r;
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

/**
 * An input its declaration keeps as it is: `any` conversion changes only arrays and the strings
 * that name special keywords (others resolve to themselves without reading anything).
 */
function plainInput(x: Value): boolean {
  if (typeof x === 'string') return !isSpecialKeyword(x);
  return !Array.isArray(x);
}

/**
 * Inputs `run` declares as they are (plainInputs) and `inPlace` accepts: at least one, and no `@`
 * word among them that the prologue reads as a start word, marker or `@end_vars`.
 */
function simpleInputs(inputs: Value[]): boolean {
  if (inputs.length === 0) return false;
  for (let k = 0; k < inputs.length; k++) {
    const x = inputs[k];
    if (typeof x === 'string') {
      if (x.length > 0 && x.charCodeAt(0) === 64 && (prologueWord(x) || isSpecialKeyword(x))) return false;
    } else if (Array.isArray(x)) return false;
  }
  return true;
}

/** An input the prologue would not read as data (inPlace) or that ends the declarations. */
function prologueWord(x: string): boolean {
  return x === END_VARS || x === CALCARRAY || x === LITERAL || x === '@include_gvars' || START_MODIFIERS.has(x);
}

/** One input simpleInputs accepts. */
function simpleInput(x: Value): boolean {
  if (typeof x === 'string')
    return !(x.length > 0 && x.charCodeAt(0) === 64 && (prologueWord(x) || isSpecialKeyword(x)));
  return !Array.isArray(x);
}

/**
 * reduceAll's memo levels (call-memo.ts levelBelow) for the last two accumulators of one pass (a
 * new one per pass: a call's body may reduce with the same form), compared with `===`. A bigint
 * accumulator is looked up from the root (comparing bigints costs more than the look-up saves), as
 * are −0 (no key, yet `=== 0`) and NaN (never `===`). A level belongs to the tree it came from
 * (memoRoot).
 */
class PassLevels {
  private acc0: Value = undefined;
  private level0: KeyMap | null = null;
  private acc1: Value = undefined;
  private level1: KeyMap | null = null;
  private root: KeyMap | null = null;

  clear(): void {
    this.level0 = this.level1 = null;
    this.acc0 = this.acc1 = undefined;
    this.root = null;
  }

  /** The level under `acc` and the first `fixed` reads, or null (then a plain look-up). */
  find(form: Compiled, limits: CalcLimits, vars: Value[], acc: Value, fixed: number): KeyMap | null {
    // −0 is no key (call-memo.ts unkeyable) but === 0: never compared with a kept 0.
    if (typeof acc === 'bigint' || (acc === 0 && 1 / acc < 0)) return null;
    const root = memoRoot(form);
    if (root !== this.root || root === null) {
      this.clear();
      if (root === null) return null;
      this.root = root;
    }
    if (this.level0 !== null && this.acc0 === acc) return this.level0;
    if (this.level1 !== null && this.acc1 === acc) return this.level1;
    const level = levelBelow(form, limits, vars, acc, fixed);
    if (level === null) return null;
    // The newer one first.
    this.acc1 = this.acc0;
    this.level1 = this.level0;
    this.acc0 = acc;
    this.level0 = level;
    return level;
  }
}

/** The list reduceAll looks a call up with when callWith would build a new one. */
const SCRATCH: Value[] = [0, 0];

function plainInputs(inputs: Value[]): boolean {
  for (let k = 0; k < inputs.length; k++) if (!plainInput(inputs[k])) return false;
  return true;
}

registerParts({ makeCallback });
