// Public API of the CalcArray language: evaluate expressions, colours and texts against a host.
// Every call is one transaction: on a CalcArrayError the host is left as it was.
import { DEFAULT_LIMITS, type CalcLimits } from './errors.ts';
import type { CalcHost } from './host.ts';
import { asCalcError, Deopt } from './runtime.ts';
import { DEFAULT_ADD_INFO, EvalRuntime, evalExpr, registerStatic, unescapeAt, type EvalEnv, type TileContext } from './evaluate.ts';
import { compiledForm } from './compile.ts';
import { evaluateColorExpr } from './color.ts';
import { evaluateTextExpr } from './text.ts';
import type { Value } from './values.ts';

export { CalcArrayError, DEFAULT_LIMITS, type CalcLimits, type CalcErrorKind } from './errors.ts';
export { createHost, silentEffects, CLASSIC_MERGE_RULES, type CalcHost, type CalcEffects } from './host.ts';
export { defaultAbbreviate } from './abbreviate.ts';
export type { TileContext } from './evaluate.ts';
export * from './values.ts';

export interface EvaluateOptions {
  limits?: CalcLimits;
  /** The caller's variable list, adopted by an expression that starts with `@var_retain`/`@var_copy`. */
  vars?: Value[] | null;
}

function tileContext(host: CalcHost, tile: Partial<TileContext> | undefined): TileContext {
  // A complete context is used as given (the engine reuses one object per evaluation site).
  if (tile !== undefined && tile.container !== undefined && tile.addInfo !== undefined && tile.addInfo.length >= 4 &&
      tile.v !== undefined && tile.h !== undefined && tile.vdir !== undefined && tile.hdir !== undefined)
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

const NO_PARENTS: Value[] = [];
/** Inputs whose compiled run hit something only the interpreter models (`@Parent`, randomness). */
const interpretOnly = new WeakSet<object>();

function acquireRuntime(host: CalcHost, limits: CalcLimits): EvalRuntime {
  const rt = idle.pop() ?? new EvalRuntime(host, limits);
  rt.host = host;
  rt.reset(limits);
  rt.busy = true;
  return rt;
}

function releaseRuntime(rt: EvalRuntime): void {
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
  body: (env: EvalEnv) => T,
  tile?: Partial<TileContext>,
): T {
  const rt = acquireRuntime(host, options?.limits ?? DEFAULT_LIMITS);
  const sink = host.effects;
  const score = host.score;
  const signals = host.scriptSignals.length;
  const rngIndex = host.rngIndex;
  const callerVars = options?.vars ?? null;
  // The caller's list is edited in place by `@var_retain` expressions: restore it on failure too.
  const varsBefore = callerVars ? callerVars.slice() : null;
  const env: EvalEnv = { rt, tile: tileContext(host, tile), parents: [], vars: callerVars, gvs: 0 };
  const compilable = compiledEnabled && Array.isArray(root) && !interpretOnly.has(root);
  if (compilable) registerStatic(root);
  host.effects = rt.effects;
  try {
    for (let attempt = compilable ? 0 : 1; ; attempt++) {
      rt.optimistic = attempt === 0;
      try {
        const result = body(env);
        host.effects = sink;
        rt.commit(sink);
        return result;
      } catch (e) {
        rt.rollback();
        host.score = score;
        host.scriptSignals.length = signals;
        host.rngIndex = rngIndex;
        if (callerVars && varsBefore) callerVars.splice(0, callerVars.length, ...varsBefore);
        if (e instanceof Deopt && attempt === 0) {
          interpretOnly.add(root as Value[]);
          rt.reset(rt.limits);
          continue;
        }
        throw asCalcError(e, where);
      }
    }
  } finally {
    host.effects = sink;
    releaseRuntime(rt);
  }
}

/** CalcArray(expr) for a tile: the value, or a CalcArrayError (host untouched). */
export function evaluate(expr: Value, host: CalcHost, tile?: Partial<TileContext>, options?: EvaluateOptions): Value {
  // Read-only compiled expressions (most merge conditions and display rules) need no transaction.
  if (compiledEnabled && Array.isArray(expr) && !interpretOnly.has(expr)) {
    const c = compiledForm(expr);
    if (c !== null && c.readOnly) {
      const rt = acquireRuntime(host, options?.limits ?? DEFAULT_LIMITS);
      rt.optimistic = true;
      try {
        return unescapeAt(c.node({ rt, tile: tileContext(host, tile), parents: NO_PARENTS, vars: null, gvs: 0 }));
      } catch (e) {
        if (!(e instanceof Deopt)) throw asCalcError(e, 'expression');
        interpretOnly.add(expr);
      } finally {
        releaseRuntime(rt);
      }
    }
  }
  return transaction(host, options, 'expression', expr, (env) => evalExpr(expr, env, true, true), tile);
}

/** A colour expression → the CSS string the original produces. */
export function evaluateColor(c: Value, host: CalcHost, v: number, h: number, container?: Value, options?: EvaluateOptions): Value {
  return transaction(host, options, 'colour', c, (env) => evaluateColorExpr(c, env), { v, h, container });
}

export interface TextOptions extends EvaluateOptions {
  encode?: boolean;
  abbreviate?: boolean;
  container?: Value;
}

/** A text expression → HTML text (or the value itself where the original passes it through). */
export function evaluateText(x: Value, host: CalcHost, v: number, h: number, opts?: TextOptions): string | Value {
  return transaction(
    host,
    opts,
    'text',
    x,
    (env) => evaluateTextExpr(x, env, opts?.encode ?? true, opts?.abbreviate ?? true),
    { v, h, container: opts?.container },
  );
}

export { parseCssColor, resolveStops, clipStops, type ColorValue } from './color-model.ts';
export { textToRuns, type TextRun } from './text.ts';
