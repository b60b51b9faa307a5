// `@` statements: control flow (§4) and the variable / game-state mutators (§3.11). The main loop
// reaches them through the interpreter's registry (env.ts `parts`), filled when this module loads.
import { limitError, typeError } from './errors.ts';
import type { CalcHost, ListAction, ListKey } from './host.ts';
import { convert, evalExpr, markValue, NO_PARENTS, runBodyInPlace, type EvalEnv } from './evaluate.ts';
import { NOT_A_STATEMENT, registerParts, type IfFlags, type Plan } from './env.ts';
import { resolveSpecial } from './special.ts';
import { checkStoredSize, noteStore } from './stored-size.ts';
import type { Value } from './values.ts';

export { NOT_A_STATEMENT, type IfFlags, type ListAction, type ListKey };

export interface Construct {
  open: string;
  close: string;
  reset: string;
}

export const IF: Construct = { open: '@if', close: '@end-if', reset: 'end-stack' };
export const ELSE: Construct = { open: '@else', close: '@end-else', reset: 'end-stack' };
export const ELSE_IF: Construct = { open: '@else-if', close: '@end-else-if', reset: 'end-stack' };
export const REPEAT: Construct = { open: '@repeat', close: '@end-repeat', reset: '@end-stack' };

/** The body's closing element (or the end), scanning from `from`; the next index is bodyNext. */
export function bodyEnd(arr: Value[], from: number, end: number, c: Construct): number {
  let depth = 1;
  for (let k = from; k < end; k++) {
    const e = arr[k];
    if (e === c.open) depth++;
    else if (e === c.close) depth--;
    else if (e === c.reset) depth = 0;
    if (depth === 0) {
      bodyNext = k + 1;
      return k;
    }
  }
  bodyNext = end;
  return end;
}

/** Index just past the last body's closing element (set by bodyEnd). */
export let bodyNext = 0;

/** A condition (§4.2): arrays are nested scopes, strings resolve without local variables. */
export function evalCondition(c: Value, env: EvalEnv): Value {
  if (Array.isArray(c)) return evalExpr(c, env, true, false);
  if (typeof c === 'string')
    return resolveSpecial(
      c,
      env.vars === null ? env : { rt: env.rt, tile: env.tile, parents: env.parents, vars: null, gvs: env.gvs },
    );
  return c;
}

/**
 * What a statement plan (plans.ts) knows of a body: whether it holds `@end_vars`, and its own
 * plan (null where its walk is not static).
 */
export interface BodyInfo {
  endVars: boolean;
  plan: Plan | null;
}

/**
 * Runs a body as `["@var_retain", R, …body]` sharing the variable list and parent level. `body`:
 * what a plan knows of it (null: looked at here).
 */
function runBody(r: Value, arr: Value[], from: number, to: number, env: EvalEnv, body: BodyInfo | null): Value {
  if (
    env.rt.mixed &&
    !(typeof r === 'string' && r.length > 0 && r[0] === '@') &&
    !(body === null ? hasEndVars(arr, from, to) : body.endVars)
  )
    return runBodyInPlace(r, arr, from, to, env, body === null ? null : body.plan);
  const built: Value[] = ['@var_retain', markValue(r)];
  for (let k = from; k < to; k++) built.push(arr[k]);
  return evalExpr(built, env, false, false);
}

/** Whether `arr[from, to)` declares variables (a body that does runs as a built array). */
export function hasEndVars(arr: Value[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (arr[k] === '@end_vars') return true;
  return false;
}

// Operands of a statement at `arr[k]`, absent at `end` and past it (module functions: no closures
// per statement).
function operandAt(arr: Value[], k: number, end: number): Value {
  return k < end ? arr[k] : undefined;
}

function numberAt(arr: Value[], k: number, end: number, env: EvalEnv): number {
  return convert(operandAt(arr, k, end), 'number', env, false) as number;
}

function anyAt(arr: Value[], k: number, end: number, env: EvalEnv): Value {
  return convert(operandAt(arr, k, end), 'any', env, false);
}

/** A value about to enter persistent host state, within the size budget (the walk charged as steps). */
function stored(v: Value, env: EvalEnv, where: string): Value {
  const rt = env.rt;
  rt.charge(checkStoredSize(v, rt.limits, where) >> 6, where);
  // Small values too: a script may add many of them, turn after turn.
  noteStore();
  return v;
}

function storedAt(arr: Value[], k: number, end: number, env: EvalEnv, where: string): Value {
  return stored(anyAt(arr, k, end, env), env, where);
}

/**
 * Whether the main loop takes `op` as a statement word (runStatement decides which statement, if
 * any): `@` strings, except three operators spelt with one.
 */
export function isStatementWord(op: string): boolean {
  return op.length > 0 && op[0] === '@' && op !== '@add_score' && op !== '@primesUpdate' && op !== '@ScriptSignal';
}

const sizes = new Map([
  ['@edit_var', 3],
  ['@insert_var', 3],
  ['@add_var', 2],
  ['@remove_var', 2],
  ['@run_script', 2],
  ['@replace_tile', 4],
]);
/** Elements the statements without a body consume (runStatement's and runHostList's counts). */
export const STATEMENT_SIZES: ReadonlyMap<string, number> = sizes;

/** How many elements the last statement consumed (read right after runStatement returns). */
export let statementConsumed = 0;

/** Sets statementConsumed and returns `value` (no result object per statement). */
function done(value: Value, consumed: number): Value {
  statementConsumed = consumed;
  return value;
}

/**
 * The statement `op` at `arr[i]` of a main loop over `arr` up to `end`: its value (and
 * statementConsumed), or NOT_A_STATEMENT.
 */
export function runStatement(
  op: string,
  r: Value,
  arr: Value[],
  i: number,
  last: number,
  env: EvalEnv,
  flags: IfFlags,
): Value | typeof NOT_A_STATEMENT {
  const rt = env.rt;
  const host = rt.host;
  switch (op) {
    case '@if': {
      const end = bodyEnd(arr, i + 2, last, IF);
      return runIf(r, arr, i, last, end, bodyNext, null, env, flags);
    }
    case '@else': {
      const end = bodyEnd(arr, i + 1, last, ELSE);
      return runElse(r, arr, i, end, bodyNext, null, env, flags);
    }
    case '@else-if': {
      const end = bodyEnd(arr, i + 2, last, ELSE_IF);
      return runElseIf(r, arr, i, last, end, bodyNext, null, env, flags);
    }
    case '@repeat': {
      const end = bodyEnd(arr, i + 2, last, REPEAT);
      return runRepeat(r, arr, i, last, end, bodyNext, null, env);
    }
    case '@edit_var':
      editAt(env.vars!, numberAt(arr, i + 1, last, env), markValue(anyAt(arr, i + 2, last, env)));
      return done(r, 3);
    case '@add_var':
      env.vars!.push(markValue(anyAt(arr, i + 1, last, env)));
      return done(r, 2);
    case '@insert_var': {
      const idx = numberAt(arr, i + 1, last, env);
      env.vars!.splice(idx, 0, markValue(anyAt(arr, i + 2, last, env)));
      return done(r, 3);
    }
    case '@remove_var':
      env.vars!.splice(numberAt(arr, i + 1, last, env), 1);
      return done(r, 2);
    case '@replace_tile': {
      const row = numberAt(arr, i + 1, last, env);
      const col = numberAt(arr, i + 2, last, env);
      const v = anyAt(arr, i + 3, last, env);
      if (host.screen === 'Gameplay') replaceTile(env, row, col, v);
      return done(r, 4);
    }
    case '@run_script': {
      const k = numberAt(arr, i + 1, last, env);
      const script = Number.isInteger(k) && k >= 0 ? host.scripts[k] : undefined;
      if (!Array.isArray(script)) throw typeError('@run_script', `there is no script ${k}`);
      const vars = env.vars ? env.vars.slice() : null;
      evalExpr(script[0], { rt, tile: env.tile, parents: NO_PARENTS, vars, gvs: 0 }, true, false);
      return done(r, 2);
    }
  }
  const hostList = HOST_LISTS.get(op);
  if (hostList) return runHostList(hostList, op, r, arr, i, last, env);
  return NOT_A_STATEMENT;
}

/**
 * `@if` at `arr[i]` whose body is `arr[i + 2, end)` and which ends before `next` (bodyEnd's
 * answers, worked out by the caller); `body`: what a plan knows of the body, or null.
 */
export function runIf(
  r: Value,
  arr: Value[],
  i: number,
  last: number,
  end: number,
  next: number,
  body: BodyInfo | null,
  env: EvalEnv,
  flags: IfFlags,
  cond: Condition | null = null,
): Value {
  let value = r;
  if ((cond !== null ? cond(env) : evalCondition(operandAt(arr, i + 1, last), env)) === true) {
    flags.skipped = false;
    value = runBody(r, arr, i + 2, end, env, body);
  } else flags.skipped = true;
  return done(value, next - i);
}

/** `@else` at `arr[i]`, its body `arr[i + 1, end)` (as runIf). */
export function runElse(
  r: Value,
  arr: Value[],
  i: number,
  end: number,
  next: number,
  body: BodyInfo | null,
  env: EvalEnv,
  flags: IfFlags,
): Value {
  const value = flags.skipped ? runBody(r, arr, i + 1, end, env, body) : r;
  flags.skipped = false;
  return done(value, next - i);
}

/** `@else-if` at `arr[i]`, its body `arr[i + 2, end)` (as runIf). */
export function runElseIf(
  r: Value,
  arr: Value[],
  i: number,
  last: number,
  end: number,
  next: number,
  body: BodyInfo | null,
  env: EvalEnv,
  flags: IfFlags,
  cond: Condition | null = null,
): Value {
  return flags.skipped ? runIf(r, arr, i, last, end, next, body, env, flags, cond) : done(r, next - i);
}

/** `@repeat` at `arr[i]`, its body `arr[i + 2, end)` (as runIf). */
export function runRepeat(
  r: Value,
  arr: Value[],
  i: number,
  last: number,
  end: number,
  next: number,
  body: BodyInfo | null,
  env: EvalEnv,
  cond: Condition | null = null,
): Value {
  const rt = env.rt;
  const x = operandAt(arr, i + 1, last);
  const first = cond !== null ? cond(env) : evalCondition(x, env);
  let value = r;
  if (typeof first === 'number') {
    // QUIRK: a numeric count is evaluated a second time.
    let count = cond !== null ? cond(env) : evalCondition(x, env);
    if (typeof count !== 'number') count = NaN;
    while (count > 0) {
      rt.charge(1, '@repeat');
      value = runBody(value, arr, i + 2, end, env, body);
      count -= 1;
    }
  } else if (Array.isArray(x)) {
    while ((cond !== null ? cond(env) : evalCondition(x, env)) === true) {
      rt.charge(1, '@repeat');
      value = runBody(value, arr, i + 2, end, env, body);
    }
  }
  return done(value, next - i);
}

/** A host list statement (`@edit_gvar`, `@add_spawn` …) at `arr[i]`: `hostList` is its entry in HOST_LISTS. */
export function runHostList(
  hostList: readonly [ListKey, ListAction],
  op: string,
  r: Value,
  arr: Value[],
  i: number,
  last: number,
  env: EvalEnv,
): Value {
  const rt = env.rt;
  const host = rt.host;
  const [key, action] = hostList;
  // An edit keeps the list's length: the journal needs only the element it overwrites.
  if (action !== 'edit') rt.touch(key);
  if (key === 'modifierVars') rt.touch('mvarIndices');
  const list = host[key] as Value[];
  switch (action) {
    case 'edit': {
      const idx = numberAt(arr, i + 1, last, env);
      const v = anyAt(arr, i + 2, last, env);
      // The index is resolved once the value is known (evaluating it may resize the list).
      const k = editIndex(list, idx);
      if (k >= 0) {
        const value = stored(v, env, op);
        rt.touchElement(key, k);
        list[k] = value;
      }
      return done(r, 3);
    }
    case 'add':
      list.push(storedAt(arr, i + 1, last, env, op));
      if (key === 'modifierVars') host.mvarIndices.push(false);
      return done(r, 2);
    case 'insert': {
      const idx = numberAt(arr, i + 1, last, env);
      const v = storedAt(arr, i + 2, last, env, op);
      list.splice(idx, 0, v);
      if (key === 'modifierVars') host.mvarIndices.splice(idx, 0, false);
      return done(r, 3);
    }
    case 'remove': {
      const idx = numberAt(arr, i + 1, last, env);
      list.splice(idx, 1);
      if (key === 'modifierVars') host.mvarIndices.splice(idx, 1);
      return done(r, 2);
    }
  }
}

export const HOST_LISTS = new Map<string, [ListKey, ListAction]>();
for (const [suffix, key] of [
  ['gvar', 'gameVars'],
  ['mvar', 'modifierVars'],
  ['spawn', 'tileSpawns'],
  ['forced_spawn', 'forcedSpawns'],
] as const) {
  for (const action of ['edit', 'add', 'insert', 'remove'] as const) {
    HOST_LISTS.set(`@${action}_${suffix}`, [key, action]);
    sizes.set(`@${action}_${suffix}`, action === 'edit' || action === 'insert' ? 3 : 2);
  }
}

/**
 * What a statement word changes (analysis.ts): `vars` the evaluation's own variables, `gameVars`
 * game or modifier variables, `board` a cell, `spawns` the spawn lists, `scripts` whatever the
 * script it runs changes; control flow (`none`) changes nothing itself.
 */
export type StatementChange = 'none' | 'vars' | 'gameVars' | 'board' | 'spawns' | 'scripts';

const CHANGES = new Map<string, StatementChange>([
  ...['@if', '@else', '@else-if', '@repeat', '@end-if', '@end-else', '@end-else-if', '@end-repeat', '@end-stack'].map(
    (w) => [w, 'none'] as const,
  ),
  ...['@edit_var', '@insert_var', '@add_var', '@remove_var'].map((w) => [w, 'vars'] as const),
  ['@replace_tile', 'board'],
  ['@run_script', 'scripts'],
  ...[...HOST_LISTS].map(
    ([w, [key]]) => [w, key === 'gameVars' || key === 'modifierVars' ? 'gameVars' : 'spawns'] as const,
  ),
]);

/** What the statement word `word` changes, or null when it is no statement word. */
export function statementChanges(word: string): StatementChange | null {
  return CHANGES.get(word) ?? null;
}

/**
 * A condition prepared by a statement plan: what evalCondition gives for the element after the
 * statement word.
 */
export type Condition = (env: EvalEnv) => Value;

/** `@edit_var` with its operands evaluated by a plan (`idx` for `number`, `v` for `any`, in that order). */
export function editVar(env: EvalEnv, idx: Value, v: Value): void {
  editAt(env.vars!, idx as number, markValue(v));
}

/** `edit`: integer index with −len ≤ i < len (negative from the end); anything else does nothing. */
function editAt(list: Value[], idx: number, v: Value): void {
  const k = editIndex(list, idx);
  if (k >= 0) list[k] = v;
}

/** The element `edit` writes, or −1 (nothing is stored). */
function editIndex(list: Value[], idx: number): number {
  if (!Number.isInteger(idx)) return -1;
  if (idx < 0) idx += list.length;
  return idx < 0 || idx >= list.length ? -1 : idx;
}

function replaceTile(env: EvalEnv, row: number, col: number, v: Value): void {
  const rt = env.rt;
  const host: CalcHost = rt.host;
  const r = host.grid[row as number];
  if (!Array.isArray(r)) throw typeError('@replace_tile', `there is no row ${row}`);
  if (!Number.isInteger(col) || col < 0) return; // a non-element property: lost, no change
  if (col >= r.length + rt.limits.maxArrayLength)
    throw limitError('@replace_tile', `column ${col} is far outside the grid`);
  stored(v, env, '@replace_tile');
  rt.touch('grid');
  // Rows are replaced, never edited in place: the old row may be shared by snapshots.
  const copy = r.slice();
  copy[col] = v;
  host.grid[row] = copy;
}

registerParts({ isStatementWord, runStatement, statementConsumed: () => statementConsumed });
