// Statement plans: the walk the main loop (evaluate.ts evalMain) takes over a range of a static
// array, decoded once. Where no operator position holds a nested array (whose value would name
// the operator), the positions the loop visits, and what each one is (an operator and its
// definition, an unknown operator, a statement and its body's extent), follow from the array
// alone: the loop's consumption counter moves by amounts fixed by the operator patterns and the
// statements' closing words, never by values. A plan runs the loop's exact steps (the same
// charges, conversions, parent-chain entries, statements and operators, in the same order) without
// reading the items, looking operators up, matching statement words or scanning for closing words
// at every step. Plans are made only for registered (static) arrays, and only when the shortcuts
// are on, so that the plain interpreter stays the reference (interpreter-shortcuts.test.ts).
import { fixedOperandFamilies, patternConsumption, type Family, type OpDef } from './ops/types.ts';
import { lookupOp } from './ops/table.ts';
import {
  applyOperator,
  applyOpDef,
  applyRule,
  applyRuleResolved,
  chainEntry,
  convert,
  evalExpr,
  evalInner,
  isStatic,
  lastConsumed,
  operandValues,
  staticForm,
  unescapeAt,
  type EvalEnv,
} from './evaluate.ts';
import { registerParts, type Compiled, type Plan } from './env.ts';
import { specialResolver } from './special.ts';
import {
  ELSE,
  ELSE_IF,
  HOST_LISTS,
  IF,
  REPEAT,
  STATEMENT_SIZES,
  bodyEnd,
  bodyNext,
  editVar,
  evalCondition,
  hasEndVars,
  isStatementWord,
  runElse,
  runElseIf,
  runHostList,
  runIf,
  runRepeat,
  runStatement,
  statementConsumed,
  type BodyInfo,
  type Condition,
  type Construct,
  type IfFlags,
  type ListAction,
  type ListKey,
} from './statements.ts';
import { LITERAL, type Value } from './values.ts';

/** What one visited position is. */
const OPERATOR = 0;
const UNKNOWN_OPERATOR = 1;
/** An `@` word that is no statement: the loop converts the running value and moves on. */
const NOT_STATEMENT = 2;
const IF_STATEMENT = 3;
const ELSE_STATEMENT = 4;
const ELSE_IF_STATEMENT = 5;
const REPEAT_STATEMENT = 6;
const HOST_LIST_STATEMENT = 7;
/** Any other statement (`@add_var` …): runStatement runs it. */
const OTHER_STATEMENT = 8;
/** `@edit_var`, its operands prepared. */
const EDIT_VAR_STATEMENT = 9;
type Kind = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

interface PlanItem {
  kind: Kind;
  /** The position in the array. */
  i: number;
  /** The element there: an operator name or statement word (anything else for an unknown operator). */
  op: Value;
  def: OpDef | null;
  /** Elements an operator consumes (checked against the interpreter's count). */
  consumed: number;
  /** A statement with a body: where the body ends (bodyEnd) and what follows the statement. */
  end: number;
  next: number;
  body: BodyInfo | null;
  list: readonly [ListKey, ListAction] | null;
  /**
   * An operator's operands (or `@edit_var`'s), each converted for its family as the interpreter
   * converts the element there, with what that looks up (a nested array's compiled form, a special
   * string's parse) done once; null where applyOperator (runStatement) reads them itself.
   */
  args: Operand[] | null;
  /** The condition of `@if`, `@else-if` and `@repeat`, prepared the same way. */
  cond: Condition | null;
}

/** One operand of a plan item: convert(element, family, env, false). */
type Operand = (env: EvalEnv) => Value;

/** A plan as built here (env.ts `Plan` is its opaque face). */
export interface StatementPlan extends Plan {
  items: PlanItem[];
}

/** Plans per array, by range (start · 2^26 + end); null where the walk is not static. */
const plans = new WeakMap<Value[], Map<number, StatementPlan | null>>();
const RANGE_LIMIT = 1 << 26;
/** Nested bodies planned with their statement; deeper ones are planned when they run. */
const MAX_NESTING = 32;
/**
 * Longer ranges run undecoded: a plan holds an object per operator, and a huge array evaluated
 * once would cost more to decode (and hold) than the decoding saves.
 */
const MAX_PLANNED = 4096;

/** The plan of evalMain's walk over `arr[start, end)`, or null (the loop decodes it as it goes). */
export function planFor(arr: Value[], start: number, end: number): StatementPlan | null {
  let byRange = plans.get(arr);
  if (byRange === undefined) {
    if (!isStatic(arr) || arr.length >= RANGE_LIMIT) return null;
    byRange = new Map();
    plans.set(arr, byRange);
  }
  const key = start * RANGE_LIMIT + end;
  let plan = byRange.get(key);
  if (plan === undefined) {
    plan = end - start > MAX_PLANNED ? null : buildPlan(arr, start, end, 0);
    byRange.set(key, plan);
  }
  return plan;
}

function item(kind: Kind, i: number, op: Value, def: OpDef | null, consumed: number): PlanItem {
  return { kind, i, op, def, consumed, end: 0, next: 0, body: null, list: null, args: null, cond: null };
}

/** The statements with a body: their plan kind and construct. */
const BODY_STATEMENTS = new Map<string, readonly [Kind, Construct]>([
  ['@if', [IF_STATEMENT, IF]],
  ['@else', [ELSE_STATEMENT, ELSE]],
  ['@else-if', [ELSE_IF_STATEMENT, ELSE_IF]],
  ['@repeat', [REPEAT_STATEMENT, REPEAT]],
]);

/** A statement with a body from `from`: its extent, and the body's own plan. */
function bodyItem(
  kind: Kind,
  arr: Value[],
  i: number,
  from: number,
  last: number,
  c: Construct,
  nesting: number,
): PlanItem {
  const end = bodyEnd(arr, from, last, c);
  const it = item(kind, i, c.open, null, 0);
  it.next = bodyNext;
  it.end = end;
  if (kind !== ELSE_STATEMENT) it.cond = conditionOf(i + 1 < last ? arr[i + 1] : undefined);
  const endVars = hasEndVars(arr, from, end);
  it.body = {
    endVars,
    plan: endVars || nesting >= MAX_NESTING || end - from > MAX_PLANNED ? null : buildPlan(arr, from, end, nesting + 1),
  };
  return it;
}

/** evalMain's walk over `arr[start, end)` decoded (see the top of this file), or null. */
function buildPlan(arr: Value[], start: number, end: number, nesting: number): StatementPlan | null {
  const items: PlanItem[] = [];
  let count = 2; // the loop's consumption counter (an unknown `@` word moves by the last count)
  let i = start;
  while (i < end) {
    const op = arr[i];
    if (Array.isArray(op)) return null; // the operator is a value: the walk depends on it
    let it: PlanItem;
    if (typeof op === 'string' && isStatementWord(op)) {
      const body = BODY_STATEMENTS.get(op);
      const size = STATEMENT_SIZES.get(op);
      if (body !== undefined) {
        // The body starts after the word and its condition (`@else` has none).
        it = bodyItem(body[0], arr, i, i + (body[1] === ELSE ? 1 : 2), end, body[1], nesting);
        count = it.next - i;
      } else if (size === undefined) it = item(NOT_STATEMENT, i, op, null, count);
      else if (op === '@edit_var') {
        count = size;
        it = item(EDIT_VAR_STATEMENT, i, op, null, size);
        it.args = [operandOf(arr, i + 1, end, 'number'), operandOf(arr, i + 2, end, 'any')];
      } else {
        count = size;
        const list = HOST_LISTS.get(op);
        it = item(list !== undefined ? HOST_LIST_STATEMENT : OTHER_STATEMENT, i, op, null, size);
        if (list !== undefined) it.list = list;
      }
    } else {
      const def = typeof op === 'string' ? lookupOp(op) : undefined;
      if (def === undefined) {
        count = 2;
        it = item(UNKNOWN_OPERATOR, i, op, null, 2);
      } else {
        count = patternConsumption(def);
        it = item(OPERATOR, i, op, def, count);
        it.args = operandsOf(def, arr, i, end);
      }
    }
    items.push(it);
    i += count;
  }
  return { items, end };
}

/**
 * evalMain over the plan's range of `arr` (see evalMain: `r0` the running value, a value if
 * `r0IsValue`; the env's last parent level is this level's).
 */
export function runPlan(
  plan: StatementPlan,
  arr: Value[],
  env: EvalEnv,
  r0: Value,
  r0IsValue: boolean,
  outermost: boolean,
): Value {
  const chain = env.parents;
  const level = chain.length - 1;
  const rt = env.rt;
  const items = plan.items;
  const n = plan.end;
  let r: Value = r0;
  let rValue = r0IsValue;
  let flags: IfFlags | null = null; // made on the first statement
  for (let s = 0; s < items.length; s++) {
    const it = items[s]!;
    rt.charge(1, 'operator');
    const kind = it.kind;
    if (kind === OPERATOR) {
      const def = it.def!;
      const n1 = convert(r, def.family, env, rValue);
      if (level >= 0) chain.setOwn(chainEntry(n1));
      const args = it.args;
      if (args !== null) r = applyOpDef(it.op as string, def, n1, operandValues(args, env), env);
      else {
        r = applyOperator(it.op as string, def, n1, arr, it.i, n, env);
        // The walk was decoded from the patterns: a disagreement would be a bug here, not the mode's.
        if (lastConsumed !== it.consumed) throw new Error(`statement plan out of step at ${it.i}`);
      }
    } else if (kind === UNKNOWN_OPERATOR) {
      // A no-op that converts (no family) and consumes one operand.
      const n1 = convert(r, 'none', env, rValue);
      if (level >= 0) chain.setOwn(chainEntry(n1));
      if (it.i + 1 < n) convert(arr[it.i + 1], 'none', env, false);
      r = n1;
    } else {
      const n1 = convert(r, 'none', env, rValue);
      if (level >= 0) chain.setOwn(chainEntry(n1));
      flags ??= { skipped: false };
      r = runPlanned(it, n1, arr, n, env, flags);
    }
    rValue = true;
    if (level >= 0) chain.setOwn(chainEntry(r));
  }
  const result = convert(r, 'any', env, rValue);
  return outermost ? unescapeAt(result, rt) : result;
}

/** `value`, after checking that the statement just run consumed what the plan stepped past. */
function inStep(it: PlanItem, value: Value): Value {
  if (statementConsumed !== it.consumed) throw new Error(`statement plan out of step at ${it.i}`);
  return value;
}

/** A statement of a plan applied to the converted running value `n1`: the new running value. */
function runPlanned(it: PlanItem, n1: Value, arr: Value[], last: number, env: EvalEnv, flags: IfFlags): Value {
  switch (it.kind) {
    case IF_STATEMENT:
      return runIf(n1, arr, it.i, last, it.end, it.next, it.body, env, flags, it.cond);
    case ELSE_STATEMENT:
      return runElse(n1, arr, it.i, it.end, it.next, it.body, env, flags);
    case ELSE_IF_STATEMENT:
      return runElseIf(n1, arr, it.i, last, it.end, it.next, it.body, env, flags, it.cond);
    case REPEAT_STATEMENT:
      return runRepeat(n1, arr, it.i, last, it.end, it.next, it.body, env, it.cond);
    case EDIT_VAR_STATEMENT: {
      const args = it.args!;
      const idx = args[0]!(env);
      editVar(env, idx, args[1]!(env));
      return n1;
    }
    case HOST_LIST_STATEMENT:
      return inStep(it, runHostList(it.list!, it.op as string, n1, arr, it.i, last, env));
    case OTHER_STATEMENT:
      return inStep(it, runStatement(it.op as string, n1, arr, it.i, last, env, flags) as Value);
    default:
      return n1; // NOT_STATEMENT: no statement, the converted value stays
  }
}

// ---------------------------------------------------------------------------------------------
// Prepared operands

/** The operands of the operator at `arr[i]` (the range ends at `end`), prepared; null: applyOperator reads them. */
function operandsOf(def: OpDef, arr: Value[], i: number, end: number): Operand[] | null {
  const fams = fixedOperandFamilies(def);
  if (fams === null || fams.length + 1 !== patternConsumption(def)) return null;
  const ops: Operand[] = [];
  for (let k = 0; k < fams.length; k++) ops.push(operandOf(arr, i + 1 + k, end, fams[k]!));
  return ops;
}

/** convert(arr[k], fam, env, false) (undefined at `end` and past it), with its look-ups done once. */
function operandOf(arr: Value[], k: number, end: number, fam: Family): Operand {
  const x = k < end ? arr[k] : undefined;
  if (Array.isArray(x)) {
    // A marked array is data (literal conversion), anything else a nested expression.
    if (x.length > 0 && x[0] === LITERAL) return (env) => convert(x, fam, env, false);
    const inner = innerOf(x);
    return (env) => applyRule(inner(env), fam, env);
  }
  if (typeof x === 'string' && fam !== 'none') {
    // The `none` family leaves strings unresolved; for the others the family rule resolves first.
    const resolve = specialResolver(x);
    if (resolve !== null) return (env) => applyRuleResolved(x, resolve(env), fam, env);
  }
  return (env) => convert(x, fam, env, false);
}

/** What evalCondition gives for the element `c`, with its look-ups done once. */
function conditionOf(c: Value): Condition {
  if (Array.isArray(c)) return innerOf(c);
  return (env) => evalCondition(c, env);
}

/**
 * evalExpr(x, env, true, false) for a nested array of a static array, its compiled form looked up
 * once (where and when evalExpr would look it up).
 */
function innerOf(x: Value[]): Operand {
  let form: Compiled | null | undefined;
  return (env) => {
    if (form === undefined) {
      const rt = env.rt;
      if (!(rt.optimistic || rt.mixed)) return evalExpr(x, env, true, false);
      form = staticForm(x);
    }
    return evalInner(x, form, env);
  };
}

// The interpreter's main loop runs a mode array's walk from its plan: registered, not imported.
// (`runPlan` is only ever handed plans planFor made.)
registerParts({ planFor, runPlan });
