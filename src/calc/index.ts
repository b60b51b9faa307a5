// Public API of the CalcArray language: evaluate expressions, colours and texts against a host.
// Every call is one transaction: on a CalcArrayError the host is left as it was.
import { DEFAULT_LIMITS, type CalcLimits } from './errors.ts';
import type { CalcHost } from './host.ts';
import { asCalcError, Deopt } from './runtime.ts';
import { DEFAULT_ADD_INFO, EvalRuntime, evalExpr, registerStatic, type EvalEnv, type TileContext } from './evaluate.ts';
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
}

function tileContext(host: CalcHost, tile: Partial<TileContext> | undefined): TileContext {
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

const runtimes = new WeakMap<CalcHost, EvalRuntime>();
/** Inputs whose compiled run hit something only the interpreter models (`@Parent`, randomness). */
const interpretOnly = new WeakSet<object>();

function acquireRuntime(host: CalcHost, limits: CalcLimits): EvalRuntime {
  let rt = runtimes.get(host);
  if (!rt || rt.busy) {
    rt = new EvalRuntime(host, limits);
    if (!runtimes.has(host)) runtimes.set(host, rt);
  }
  rt.reset(limits);
  return rt;
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
  const env: EvalEnv = { rt, tile: tileContext(host, tile), parents: [], vars: null, gvs: 0 };
  const compilable = Array.isArray(root) && !interpretOnly.has(root);
  if (compilable) registerStatic(root);
  rt.busy = true;
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
    rt.busy = false;
    rt.optimistic = false;
  }
}

/** CalcArray(expr) for a tile: the value, or a CalcArrayError (host untouched). */
export function evaluate(expr: Value, host: CalcHost, tile?: Partial<TileContext>, options?: EvaluateOptions): Value {
  return transaction(host, options, 'expression', expr, (env) => evalExpr(expr, env, true, true), tile);
}

/** A colour expression → the CSS string the original produces. */
export function evaluateColor(c: Value, host: CalcHost, v: number, h: number, container?: Value, options?: EvaluateOptions): string {
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
