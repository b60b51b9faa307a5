// What the interpreter (evaluate.ts) and the parts around it share, so that none imports one that
// imports it back: an evaluation's surroundings (EvalEnv, the tile context, the parent chain), the
// runtime operators see, compiled forms as the interpreter runs them, and the registry `parts`.
// The parts above the interpreter (statements.ts, callbacks.ts, the compiler compile.ts, statement
// plans plans.ts) register there when they load, and the interpreter itself registers its entry
// points for the modules below it (special.ts, the runtime). calc/index.ts loads them all.
import { DEOPT, Runtime } from './runtime.ts';
import type { Callback, OpRuntime } from './ops/types.ts';
import { ensurePrimeCount, ensurePrimesUpTo } from './numeric/primes.ts';
import { LITERAL, type Value } from './values.ts';

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

/**
 * The parent chain (`@Parent`): one entry per evaluation level entered, outermost first; the last
 * is the current level's, which the level rewrites as its running value changes. Entering a level
 * is O(1) (issue 24: copying the chain per level made deep nesting cost O(depth) per charged step):
 * the chains of one evaluation share one slot array, each chain a view of its first `length`
 * slots. Levels are strictly nested — a level, and every env or callback made in it, is used only
 * until it returns, and the levels entered meanwhile write only the slots past its own — so the
 * slots a chain views keep their values while it is in use, as a copy would. A chain entered from
 * the empty chain starts a new slot array: every fresh evaluation (a component, a tile value, a
 * script) gets its own, whatever evaluation it runs inside.
 */
export class ParentChain {
  constructor(
    private readonly slots: ParentEntry[],
    readonly length: number,
  ) {}

  /** The entry at `k` (negative: from the last), as `Array.prototype.at` reads an array. */
  at(k: number): ParentEntry | undefined {
    let i = Math.trunc(k);
    if (i !== i) i = 0;
    if (i < 0) i += this.length;
    return i >= 0 && i < this.length ? this.slots[i] : undefined;
  }

  /** Sets the current (last) level's entry; the empty chain has none. */
  setOwn(entry: ParentEntry): void {
    if (this.length > 0) this.slots[this.length - 1] = entry;
  }

  /** This chain plus one level holding `entry`. */
  enter(entry: ParentEntry): ParentChain {
    const n = this.length;
    if (n === 0) return new ParentChain([entry], 1);
    this.slots[n] = entry;
    return new ParentChain(this.slots, n + 1);
  }
}

/** The empty parent chain (shared: entering it starts a new slot array, so it is never written). */
export const NO_PARENTS = new ParentChain([], 0);

/** One evaluation's surroundings. `parents` is the parent chain; its last entry is this level. */
export interface EvalEnv {
  rt: EvalRuntime;
  tile: TileContext;
  parents: ParentChain;
  vars: Value[] | null;
  gvs: GlobalMode;
}

export const DEFAULT_ADD_INFO: readonly Value[] = [1, Infinity, 0, 0];
export const CALCARRAY = '@CalcArray';
export const END_VARS = '@end_vars';

export const START_MODIFIERS = new Set([
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
    return parts.makeCallback(expr, where, env, env.vars ? env.vars.slice() : null);
  }

  evaluateFresh(expr: Value): Value {
    const env = this.env!;
    return parts.evalExpr(expr, freshEnv(env.rt, env.tile.container), true, true);
  }

  randomEvent(draw: () => Value): Value {
    if (this.optimistic) throw DEOPT; // a compiled run may be re-run: never draw twice
    const host = this.host;
    if (host.isPlayingReplay) {
      const v = host.otherRandomEvents[host.rngIndex++];
      return v;
    }
    const v = draw();
    this.touchElement('otherRandomEvents', host.rngIndex);
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
    parents: NO_PARENTS,
    vars: null,
    gvs: 0,
  };
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

// ---------------------------------------------------------------------------------------------
// Compiled forms (compile.ts builds them; the interpreter runs them)

/** Evaluates an array as a nested expression (inner, not yet unescaped). */
export type CompiledNode = (env: EvalEnv) => Value;

export interface Compiled {
  node: CompiledNode;
  /** Levels of nesting the node evaluates (for the depth limit). */
  height: number;
  /** Neither edits the host nor emits effects nor draws randomness: needs no transaction. */
  readOnly: boolean;
  /**
   * Set when the array is a chain of pure number operators on numeric operands: `fast` computes
   * the same number without step accounting or depth checks (the caller charges `steps` at once).
   */
  numeric?: NumericForm;
  /** Set when the whole array is a pure constant expression (`outermost`: its @@-unescaped form). */
  constant?: { value: Value; array: boolean; outermost: Value };
  /**
   * The constant's kind, kept on this object so a constant is answered with one object read:
   * 0 not constant, 1 a scalar (`outermost` is the answer), 2 an array (unescape a copy per call).
   */
  constantKind: 0 | 1 | 2;
  outermost: Value;
  /**
   * For a constant: the steps its evaluation charges in the interpreter (its `height` is the
   * nesting it would enter), so that a folded constant still trips the limits where the
   * interpreter does. 0 otherwise.
   */
  foldSteps: number;
  /** A run hit something only the interpreter models (`@Parent`, randomness): interpret it. */
  deopted?: boolean;
  /** A run inside an interpreted evaluation deopted: interpret this array there from now on. */
  mixedOff: boolean;
  /**
   * Nothing in it was folded at load time, so it charges every step and checks the depth the
   * interpreter would: it may stand in for the interpreter inside an interpreted evaluation.
   */
  exact: boolean;
  /**
   * Set when a run's value and step count follow from the `@Var` entries it reads (these indices
   * of the list it is given) and, for a callback level with an initial value, that value: no
   * special string other than `@Var k` in the tree, no operator that reads the game, draws or has
   * effects. Strings resolved while it runs can still read anything: a run that resolves any is
   * not remembered (see call-memo.ts). Null otherwise.
   */
  memoReads: number[] | null;
  /** The level starts from an initial value (callbackInitialForm). */
  initial: boolean;
  /** Remembered runs (call-memo.ts), made on first use. */
  memo: unknown;
  /** The last whole arr_map / arr_filter pass of this callback level (call-memo.ts), if any. */
  pass: unknown;
}

export interface NumericForm {
  fast: (env: EvalEnv) => number;
  /** Operator applications in the whole tree (every operand is evaluated exactly once). */
  steps: number;
}

/**
 * The initial value a callback level starts from (callbackInitialForm): set by the caller right
 * before the node runs, read once by the node's first operand before anything else can run.
 */
let pendingInitial: Value;

export function setInitial(v: Value): void {
  pendingInitial = v;
}

/** The initial value set for the next run, consumed (the compiled level's first operand). */
export function takeInitial(): Value {
  const v = pendingInitial;
  pendingInitial = undefined;
  return v;
}

/** The initial value set for the next run (read by call-memo.ts before the run, not consumed). */
export function peekInitial(): Value {
  return pendingInitial;
}

// ---------------------------------------------------------------------------------------------
// The registry: parts above the interpreter register here when they load; the interpreter and the
// modules below it call them through `parts` (never by import, which would be a cycle).

/** What runStatement returns for an `@` word that is no statement. */
export const NOT_A_STATEMENT: unique symbol = Symbol('not a statement');

/** What the `@if` statements of one main loop share (made on the first statement). */
export interface IfFlags {
  skipped: boolean;
}

/**
 * A statement plan (plans.ts): a main loop's walk over a static array decoded once. Opaque here;
 * plans.ts makes and runs them.
 */
export interface Plan {
  /** The end of the range: operands at or past it are absent. */
  end: number;
}

export interface InterpreterParts {
  /** evaluate.ts: the evaluator. */
  evalExpr(expr: Value, env: EvalEnv, inner: boolean, outermost: boolean): Value;
  /** evaluate.ts: literal conversion of a marked array. */
  literalConvert(marked: Value[], env: EvalEnv): Value[];
  /** evaluate.ts: a statement body run in place. */
  runBodyInPlace(r: Value, arr: Value[], from: number, to: number, env: EvalEnv, plan: Plan | null): Value;
  /** statements.ts: whether `op` may be a statement word. */
  isStatementWord(op: string): boolean;
  /** statements.ts: runs the statement at `arr[i]`, or answers NOT_A_STATEMENT. */
  runStatement(
    op: string,
    r: Value,
    arr: Value[],
    i: number,
    last: number,
    env: EvalEnv,
    flags: IfFlags,
  ): Value | typeof NOT_A_STATEMENT;
  /** statements.ts: how many elements the last statement consumed. */
  statementConsumed(): number;
  /** callbacks.ts: a callback an operator calls. */
  makeCallback(expr: Value, where: string, env: EvalEnv, vars: Value[] | null): Callback;
  /** The compiler (compile.ts): the compiled form of a nested array, or null (interpret it). */
  nestedForm(arr: Value[]): Compiled | null;
  /** Statement plans (plans.ts): the plan of a main loop's walk, or null (decode it as it goes). */
  planFor(arr: Value[], start: number, end: number): Plan | null;
  runPlan(plan: Plan, arr: Value[], env: EvalEnv, r0: Value, r0IsValue: boolean, outermost: boolean): Value;
}

function notLoaded(): never {
  throw new Error('the CalcArray interpreter is not loaded: import src/calc/index.ts');
}

/** The registered parts. Until a shortcut registers, the interpreter runs without it. */
export const parts: InterpreterParts = {
  evalExpr: notLoaded,
  literalConvert: notLoaded,
  runBodyInPlace: notLoaded,
  isStatementWord: notLoaded,
  runStatement: notLoaded,
  statementConsumed: notLoaded,
  makeCallback: notLoaded,
  nestedForm: () => null,
  planFor: () => null,
  runPlan: notLoaded,
};

/** Installs parts (each part calls this once, when its module loads). */
export function registerParts(given: Partial<InterpreterParts>): void {
  Object.assign(parts, given);
}
