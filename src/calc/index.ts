// Public API of the CalcArray language: evaluate expressions, colours and texts against a host.
// Every call is one transaction: on a CalcArrayError the host is left as it was. Evaluations that
// cannot edit the host (constants, read-only compiled expressions, common colours and tile texts,
// special strings) skip the transaction's bookkeeping.
import { type CalcArrayError, DEFAULT_LIMITS, type CalcLimits } from './errors.ts';
import { EVALUATION_STEPS, type CalcHost } from './host.ts';
import { Deopt } from './runtime.ts';
import {
  DEFAULT_ADD_INFO,
  EvalRuntime,
  evalExpr,
  evalRoot,
  NO_PARENTS,
  registerStatic,
  unescapeAt,
  unescapeSteps,
  type EvalEnv,
  type TileContext,
} from './evaluate.ts';
import { compiledForm, type Compiled } from './compile.ts';
import { colorPlan, DISPLAY_ADD_INFO, evaluateColorExpr, runColorPlan, type ColorPlan } from './color.ts';
import { computedText, evaluateTextExpr, isPlainTextExpression } from './text.ts';
import { setWalkMeter, type Value, type WalkMeter } from './values.ts';
// The interpreter's parts register with it when they load (env.ts `parts`), the operator families
// fill its table (ops/table.ts): loading this module loads them all.
import './ops/registry.ts';
import './statements.ts';
import './callbacks.ts';
import './plans.ts';

export { CalcArrayError, DEFAULT_LIMITS, type CalcLimits, type CalcErrorKind } from './errors.ts';
export { createHost, silentEffects, CLASSIC_MERGE_RULES, type CalcHost, type CalcEffects } from './host.ts';
export { defaultAbbreviate } from './abbreviate.ts';
export { analyse, type Analysis } from './analysis.ts';
export type { TileContext } from './evaluate.ts';
export * from './values.ts';

export interface EvaluateOptions {
  limits?: CalcLimits;
  /** The caller's variable list, adopted by an expression that starts with `@var_retain`/`@var_copy`. */
  vars?: Value[] | null;
}

function tileContext(host: CalcHost, tile: Partial<TileContext> | undefined): TileContext {
  // A complete context is used as given (the engine reuses one object per evaluation site).
  if (
    tile !== undefined &&
    tile.container !== undefined &&
    tile.addInfo !== undefined &&
    tile.addInfo.length >= 4 &&
    tile.v !== undefined &&
    tile.h !== undefined &&
    tile.vdir !== undefined &&
    tile.hdir !== undefined
  )
    return tile as TileContext;
  const addInfo = tile?.addInfo;
  return {
    v: tile?.v ?? 0,
    h: tile?.h ?? 0,
    vdir: tile?.vdir ?? 0,
    hdir: tile?.hdir ?? 0,
    addInfo:
      addInfo === undefined || addInfo.length >= 4
        ? (addInfo ?? (DEFAULT_ADD_INFO as Value[]))
        : [...addInfo, ...DEFAULT_ADD_INFO.slice(addInfo.length)],
    container: tile?.container === undefined ? host.grid : tile.container,
  };
}

let compiledEnabled = true;

/** Turns the compiled fast path on or off (tests run the corpus both ways; results must agree). */
export function setCompiledEvaluation(enabled: boolean): void {
  compiledEnabled = enabled;
}

/** Idle runtimes, reused across evaluations and hosts (a runtime holds no state between them). */
const idle: EvalRuntime[] = [];

/**
 * What `evaluate` knows about an expression array, kept in one record so that an evaluation costs
 * one WeakMap lookup instead of one per fact (compiled form, interpret-only, registered static).
 */
interface RootEntry {
  form: Compiled | null;
  /** The compiled run hit something only the interpreter models (`@Parent`, randomness). */
  interpretOnly: boolean;
  registered: boolean;
}
const rootEntries = new WeakMap<Value[], RootEntry>();

function rootEntry(expr: Value[]): RootEntry {
  let entry = rootEntries.get(expr);
  if (entry === undefined) {
    entry = { form: compiledForm(expr), interpretOnly: false, registered: false };
    rootEntries.set(expr, entry);
  }
  return entry;
}

function markInterpretOnly(root: Value[]): void {
  rootEntry(root).interpretOnly = true;
}

function isInterpretOnly(root: Value[]): boolean {
  return rootEntries.get(root)?.interpretOnly === true;
}

function acquireRuntime(host: CalcHost, limits: CalcLimits): EvalRuntime {
  const rt = idle.pop() ?? new EvalRuntime(host, limits);
  rt.host = host;
  rt.reset(limits);
  rt.mixed = compiledEnabled;
  rt.busy = true;
  // Walks over values (String of an array, `=`, ...) charge this evaluation (values.ts).
  meterStack.push(setWalkMeter(rt));
  return rt;
}

/** The walk meters of the evaluations this one runs inside (evaluations may nest). */
const meterStack: (WalkMeter | null)[] = [];

function releaseRuntime(rt: EvalRuntime): void {
  const meter = rt.host.stepMeter;
  if (meter != null) meter.left -= rt.steps + EVALUATION_STEPS;
  setWalkMeter(meterStack.pop() ?? null);
  rt.busy = false;
  rt.optimistic = false;
  rt.env = null;
  if (idle.length < 8) idle.push(rt);
}

/**
 * Runs `body` as one transaction against `host`: effects are delivered and edits kept only on
 * success. Array inputs first run optimistically (compiled); a Deopt re-runs them interpreted.
 */
function transaction<T>(
  host: CalcHost,
  options: EvaluateOptions | undefined,
  where: string,
  root: Value,
  body: (env: EvalEnv, root: Value, entry?: RootEntry) => T,
  tile?: Partial<TileContext>,
  entry?: RootEntry,
): T {
  const rt = acquireRuntime(host, options?.limits ?? DEFAULT_LIMITS);
  const sink = host.effects;
  const score = host.score;
  const signals = host.scriptSignals.length;
  const rngIndex = host.rngIndex;
  // The prime table (a cache, replaced when it grows) is kept on failure, but an attempt that
  // deopts must not leave it grown: the re-run would then not charge for growing it.
  const primes = host.primes;
  const callerVars = options?.vars ?? null;
  // The caller's list is edited in place by `@var_retain` expressions: restore it on failure too.
  const varsBefore = callerVars ? callerVars.slice() : null;
  const env: EvalEnv = { rt, tile: tileContext(host, tile), parents: NO_PARENTS, vars: callerVars, gvs: 0 };
  let compilable: boolean;
  if (entry !== undefined) {
    compilable = compiledEnabled && !entry.interpretOnly;
    if (compilable && !entry.registered) {
      registerStatic(root);
      entry.registered = true;
    }
  } else {
    compilable = compiledEnabled && Array.isArray(root) && !isInterpretOnly(root);
    if (compilable) registerStatic(root);
  }
  host.effects = rt.effects;
  // No finally: the runtime is released on each way out, so an error is thrown only once.
  for (let attempt = compilable ? 0 : 1; ; attempt++) {
    rt.optimistic = attempt === 0;
    let error: CalcArrayError;
    try {
      const result = body(env, root, entry);
      host.effects = sink;
      rt.commit(sink);
      releaseRuntime(rt);
      return result;
    } catch (e) {
      host.effects = sink; // first, so that the host gets its sink back whatever happens next
      rt.rollback();
      host.score = score;
      host.scriptSignals.length = signals;
      host.rngIndex = rngIndex;
      if (callerVars && varsBefore) callerVars.splice(0, callerVars.length, ...varsBefore);
      if (e instanceof Deopt && attempt === 0) {
        host.primes = primes;
        markInterpretOnly(root as Value[]);
        rt.reset(rt.limits);
        host.effects = rt.effects;
        continue;
      }
      error = rt.failure(e, where);
    }
    releaseRuntime(rt);
    throw error;
  }
}

/** CalcArray(s) for a string: special-string resolution (read-only, so no transaction), unescaped. */
function resolveString(
  s: string,
  host: CalcHost,
  tile: Partial<TileContext> | undefined,
  options: EvaluateOptions | undefined,
): Value {
  const rt = acquireRuntime(host, options?.limits ?? DEFAULT_LIMITS);
  let r: Value;
  try {
    r = evalExpr(
      s,
      { rt, tile: tileContext(host, tile), parents: NO_PARENTS, vars: options?.vars ?? null, gvs: 0 },
      true,
      true,
    );
  } catch (e) {
    const error = rt.failure(e, 'expression');
    releaseRuntime(rt);
    throw error;
  }
  releaseRuntime(rt);
  return r;
}

const evaluateBody = (env: EvalEnv, expr: Value): Value => evalExpr(expr, env, true, true);
/** evaluateBody for an array root whose compiled form its entry holds: skips looking it up again. */
const rootBody = (env: EvalEnv, expr: Value, entry?: RootEntry): Value => {
  const form = entry === undefined ? null : entry.form;
  return evalRoot(expr as Value[], env, form === null ? null : form.node);
};
const colorBody = (env: EvalEnv, c: Value): Value => evaluateColorExpr(c, env);

/** CalcArray(expr) for a tile: the value, or a CalcArrayError (host untouched). */
export function evaluate(expr: Value, host: CalcHost, tile?: Partial<TileContext>, options?: EvaluateOptions): Value {
  // Scalars other than strings evaluate to themselves; a special string only reads the game.
  if (typeof expr !== 'object' || expr === null || !Array.isArray(expr)) {
    if (typeof expr !== 'string') return expr;
    return resolveString(expr, host, tile, options);
  }
  if (!compiledEnabled) return transaction(host, options, 'expression', expr, evaluateBody, tile);
  const entry = rootEntry(expr);
  const c = entry.form;
  // A constant needs no runtime at all (it cannot deopt or read the game; under the default
  // limits it cannot run out of budget either, else it would not have been folded). Under
  // tighter ones, its node charges its steps, or leaves the levels it may enter to the interpreter.
  if (c !== null && c.constantKind !== 0) {
    const limits = options === undefined ? undefined : options.limits;
    // (Copying an array result out charges what the interpreter's copy would: unescapeSteps.)
    if (
      limits === undefined ||
      (c.foldSteps + (c.constantKind === 1 ? 0 : unescapeSteps(c.outermost)) <= limits.maxSteps &&
        c.height <= limits.maxDepth)
    )
      return c.constantKind === 1 ? c.outermost : unescapeAt(c.outermost, null);
  }
  // Read-only compiled expressions (most merge conditions and display rules) need no transaction.
  if (c !== null && c.readOnly && c.deopted !== true) {
    const rt = acquireRuntime(host, options?.limits ?? DEFAULT_LIMITS);
    rt.optimistic = true;
    const primes = host.primes; // restored if the run deopts (see transaction)
    // No finally: an error is thrown once, after the runtime is released.
    let r: Value;
    try {
      r = unescapeAt(c.node({ rt, tile: tileContext(host, tile), parents: NO_PARENTS, vars: null, gvs: 0 }), rt);
    } catch (e) {
      const error = e instanceof Deopt ? null : rt.failure(e, 'expression');
      releaseRuntime(rt);
      if (error !== null) throw error;
      host.primes = primes;
      c.deopted = true;
      markInterpretOnly(expr);
      return transaction(host, options, 'expression', expr, rootBody, tile, entry);
    }
    releaseRuntime(rt);
    return r;
  }
  return transaction(host, options, 'expression', expr, rootBody, tile, entry);
}

/**
 * A runtime for a read-only compiled run of a colour or text array, with the env their components
 * see: the display tile (direction (0, 0), default merge info) and no parents. As the general path
 * does, the colour/text level itself counts one step and one level of nesting.
 */
/** The colour/text level's own step and nesting level fit the limits (else the general path throws). */
function displayFits(options: EvaluateOptions | undefined): boolean {
  const limits = options?.limits ?? DEFAULT_LIMITS;
  return limits.maxSteps >= 1 && limits.maxDepth >= 1;
}

function displayRun(
  host: CalcHost,
  options: EvaluateOptions | undefined,
  v: number,
  h: number,
  container: Value,
): EvalEnv {
  const rt = acquireRuntime(host, options?.limits ?? DEFAULT_LIMITS);
  rt.optimistic = true;
  rt.steps = 1;
  rt.depth = 1;
  const tile: TileContext = {
    v,
    h,
    vdir: 0,
    hdir: 0,
    addInfo: DISPLAY_ADD_INFO,
    container: container === undefined ? host.grid : container,
  };
  return { rt, tile, parents: NO_PARENTS, vars: options?.vars ?? null, gvs: 0 };
}

/** The plan's components kept as text enter their levels below the colour's within the depth limit. */
function planFits(plan: ColorPlan, options: EvaluateOptions | undefined): boolean {
  return plan.textHeight === 0 || 1 + plan.textHeight <= (options?.limits ?? DEFAULT_LIMITS).maxDepth;
}

/** A colour expression → the CSS string the original produces. */
export function evaluateColor(
  c: Value,
  host: CalcHost,
  v: number,
  h: number,
  container?: Value,
  options?: EvaluateOptions,
): Value {
  // The common HSLA/RGBA form with read-only components needs no transaction.
  const entry = compiledEnabled && Array.isArray(c) ? rootEntry(c) : undefined;
  if (entry !== undefined && displayFits(options)) {
    const plan = colorPlan(c as Value[]);
    if (plan !== null && !entry.interpretOnly && planFits(plan, options)) {
      const env = displayRun(host, options, v, h, container);
      const primes = host.primes; // restored if the run deopts (see transaction)
      let css: string;
      try {
        css = runColorPlan(plan, env);
      } catch (e) {
        const error = e instanceof Deopt ? null : env.rt.failure(e, 'colour');
        releaseRuntime(env.rt);
        if (error !== null) throw error;
        host.primes = primes;
        markInterpretOnly(c as Value[]);
        return transaction(host, options, 'colour', c, colorBody, { v, h, container }, entry);
      }
      releaseRuntime(env.rt);
      return css;
    }
  }
  return transaction(host, options, 'colour', c, colorBody, { v, h, container }, entry);
}

export interface TextOptions extends EvaluateOptions {
  encode?: boolean;
  abbreviate?: boolean;
  container?: Value;
}

/** A text expression → HTML text (or the value itself where the original passes it through). */
export function evaluateText(x: Value, host: CalcHost, v: number, h: number, opts?: TextOptions): string | Value {
  // A read-only compiled expression shown as its value (most tile texts) needs no transaction.
  const entry = compiledEnabled && Array.isArray(x) ? rootEntry(x) : undefined;
  if (entry !== undefined && isPlainTextExpression(x as Value[]) && displayFits(opts)) {
    const c = entry.form;
    if (c !== null && c.readOnly && c.deopted !== true) {
      const env = displayRun(host, opts, v, h, opts?.container);
      const primes = host.primes; // restored if the run deopts (see transaction)
      let text: string | null = null;
      let error: CalcArrayError | null = null;
      try {
        text = computedText(unescapeAt(c.node(env), env.rt), opts?.encode ?? true, opts?.abbreviate ?? true);
      } catch (e) {
        if (e instanceof Deopt) {
          host.primes = primes;
          c.deopted = true;
          markInterpretOnly(x as Value[]);
        } else error = env.rt.failure(e, 'text');
      }
      releaseRuntime(env.rt);
      if (error !== null) throw error;
      // null: a value shown as effects (scientific notation), or a deopt: the general path.
      if (text !== null) return text;
    }
  }
  return transaction(
    host,
    opts,
    'text',
    x,
    (env) => evaluateTextExpr(x, env, opts?.encode ?? true, opts?.abbreviate ?? true),
    { v, h, container: opts?.container },
    entry,
  );
}

export { parseCssColor, resolveStops, clipStops, type ColorValue } from './color-model.ts';
export { textToRuns, type TextRun } from './text.ts';
