// Remembered runs of compiled levels that read nothing but `@Var` entries (Compiled.memoReads):
// callbacks such as DIVE's grid filters are called with the same few inputs over and over. A run's
// value and the steps it charged follow from the entries it reads (and its initial value), under
// the same limits; a remembered run is answered by charging those steps at once when they fit the
// budget, and otherwise run again, so that a limit trips exactly where it would.
import type { Compiled } from './env.ts';
import type { CalcLimits } from './errors.ts';
import { readVar } from './special.ts';
import type { Value } from './values.ts';

export interface RememberedRun {
  value: Value;
  steps: number;
}

/** Integers below this are looked up by index (tile values, loop indices). */
const SMALL = 256;

/**
 * A map keyed by values as Map keys compare them (SameValueZero, -0 left out by the caller). Small
 * non-negative integers, numbers and bigints apart, are kept in arrays by index, other bigints that
 * fit a double under that double: a Map hashes a bigint key on every look-up.
 */
export class KeyMap {
  private readonly values = new Map<Value, unknown>();
  private bigs: Map<number, unknown> | null = null;
  private smallNumbers: unknown[] = [];
  private smallBigs: unknown[] = [];
  // true and false apart: a Map look-up of a boolean costs as much as hashing a string (DIVE's
  // arr_reduce accumulators are booleans).
  private yes: unknown = undefined;
  private no: unknown = undefined;

  get(x: Value): unknown {
    if (x === true) return this.yes;
    if (x === false) return this.no;
    if (typeof x === 'number') {
      if (x >= 0 && x < SMALL && (x | 0) === x) return this.smallNumbers[x | 0];
    } else if (typeof x === 'bigint') {
      // Exact (and so one number per bigint) when it is a safe integer.
      const n = Number(x);
      // `| 0`: an index the engine reads as a small integer, not a double (Number gives one).
      if (n >= 0 && n < SMALL) return this.smallBigs[n | 0];
      if (Number.isSafeInteger(n)) return this.bigs === null ? undefined : this.bigs.get(n);
    }
    return this.values.get(x);
  }

  set(x: Value, v: unknown): void {
    if (x === true) {
      this.yes = v;
      return;
    }
    if (x === false) {
      this.no = v;
      return;
    }
    if (typeof x === 'number') {
      if (x >= 0 && x < SMALL && (x | 0) === x) return setAt(this.smallNumbers, x | 0, v);
    } else if (typeof x === 'bigint') {
      const n = Number(x);
      if (n >= 0 && n < SMALL) return setAt(this.smallBigs, n | 0, v);
      if (Number.isSafeInteger(n)) {
        (this.bigs ??= new Map()).set(n, v);
        return;
      }
    }
    this.values.set(x, v);
  }
}

/** list[i] = v, growing the list one entry at a time (so it stays a plain array, never sparse). */
function setAt(list: unknown[], i: number, v: unknown): void {
  while (list.length <= i) list.push(undefined);
  list[i] = v;
}

/** One form's remembered runs: nested maps, one level per key part. */
interface Memo {
  limits: CalcLimits;
  root: KeyMap;
  size: number;
  /** The `@Var k` string of each read (what an unresolved read returns). */
  names: string[];
  /** Look-ups and hits so far: a form whose runs rarely repeat stops being remembered. */
  tries: number;
  hits: number;
}

/** After this many look-ups, a form hit less than a quarter of the time is no longer remembered. */
const TRIAL = 512;

/** Runs remembered per form at most (then it starts over): keys are tile-sized values. */
const MAX_RUNS = 4096;

function memoOf(form: Compiled, limits: CalcLimits): Memo {
  let memo = form.memo as Memo | null;
  if (memo === null || memo.limits !== limits) {
    memo = { limits, root: new KeyMap(), size: 0, names: form.memoReads!.map((k) => `@Var ${k}`), tries: 0, hits: 0 };
    form.memo = memo;
  }
  return memo;
}

/**
 * Values that are no key: -0 (Map keys compare by SameValueZero, where it would pass for 0), and
 * objects (arrays, G, Q): compared by identity, and most are made afresh for every run.
 */
function unkeyable(x: Value): boolean {
  const t = typeof x;
  if (t === 'object') return x !== null;
  return t === 'number' && x === 0 && 1 / x < 0;
}

/** The remembered run of `form` given this variable list (and initial value), or null. */
export function recall(form: Compiled, limits: CalcLimits, vars: Value[] | null, initial: Value): RememberedRun | null {
  const memo = memoOf(form, limits);
  if (!countTry(form, memo)) return null;
  const level = initialLevel(form, memo, initial);
  const known = level === null ? null : runUnder(memo, form.memoReads!, level, 0, vars);
  if (known !== null) memo.hits++;
  return known;
}

/** Counts a look-up; false when that gave the memo up (not worth it: the form runs as any other from now on). */
function countTry(form: Compiled, memo: Memo): boolean {
  if (++memo.tries === TRIAL && memo.hits * 4 < TRIAL) {
    form.memoReads = null;
    form.memo = null;
    return false;
  }
  return true;
}

/** The level under the initial value (the root for a form that reads none), or null. */
function initialLevel(form: Compiled, memo: Memo, initial: Value): KeyMap | null {
  if (!form.initial) return memo.root;
  if (unkeyable(initial)) return null;
  return (memo.root.get(initial) as KeyMap | undefined) ?? null;
}

/** From `level`, the level under the values of reads `from` to `to` − 1, or null (none there, or a value that is no key). */
function levelUnder(
  memo: Memo,
  reads: readonly number[],
  level: KeyMap,
  from: number,
  to: number,
  vars: Value[] | null,
): KeyMap | null {
  let at: KeyMap | undefined = level;
  for (let i = from; i < to; i++) {
    const x = readVar(memo.names[i]!, reads[i]!, vars);
    if (unkeyable(x)) return null;
    at = at.get(x) as KeyMap | undefined;
    if (at === undefined) return null;
  }
  return at;
}

/** The run remembered under `level` and the values of reads `from` on, or null. */
function runUnder(
  memo: Memo,
  reads: readonly number[],
  level: KeyMap,
  from: number,
  vars: Value[] | null,
): RememberedRun | null {
  const last = reads.length - 1;
  if (last < 0) return (level.get(undefined) as RememberedRun | undefined) ?? null;
  const at = levelUnder(memo, reads, level, from, last, vars);
  if (at === null) return null;
  const x = readVar(memo.names[last]!, reads[last]!, vars);
  if (unkeyable(x)) return null;
  return (at.get(x) as RememberedRun | undefined) ?? null;
}

/**
 * For a caller that looks up many runs of `form` whose first keys do not change between them
 * (callbacks.ts reduceAll: the accumulator takes few values, the body's reads of the callback's
 * own list stay put while only the inputs pushed after them change): the level recall reaches
 * after the initial value and the first `count` reads, or null where it would stop there (nothing
 * remembered under them, or a key that is none). Counts no try: the caller then looks the run up
 * with recallBelow, or with recall where this gave null, so every look-up counts once as before.
 */
export function levelBelow(
  form: Compiled,
  limits: CalcLimits,
  vars: Value[] | null,
  initial: Value,
  count: number,
): KeyMap | null {
  const memo = memoOf(form, limits);
  const level = initialLevel(form, memo, initial);
  return level === null ? null : levelUnder(memo, form.memoReads!, level, 0, count, vars);
}

/** The tree levelBelow walked (remember starts a new one when it is full: levels from the old one are stale). */
export function memoRoot(form: Compiled): KeyMap | null {
  const memo = form.memo as Memo | null;
  return memo === null ? null : memo.root;
}

/**
 * recall, its look-up starting at `level` (from levelBelow, with reads before `from` already
 * walked): the same try counted, the same run found (runs are only ever added under a level).
 */
export function recallBelow(
  form: Compiled,
  limits: CalcLimits,
  level: KeyMap,
  from: number,
  vars: Value[] | null,
): RememberedRun | null {
  const memo = memoOf(form, limits);
  if (!countTry(form, memo)) return null;
  const known = runUnder(memo, form.memoReads!, level, from, vars);
  if (known !== null) memo.hits++;
  return known;
}

/** Remembers a run of `form` given this variable list (which it did not change) and initial value. */
export function remember(
  form: Compiled,
  limits: CalcLimits,
  vars: Value[] | null,
  initial: Value,
  value: Value,
  steps: number,
): void {
  if (form.memoReads === null) return;
  const memo = memoOf(form, limits);
  if (memo.size >= MAX_RUNS) {
    memo.root = new KeyMap();
    memo.size = 0;
  }
  const reads = form.memoReads!;
  const parts: Value[] = [];
  if (form.initial) parts.push(initial);
  for (let i = 0; i < reads.length; i++) parts.push(readVar(memo.names[i]!, reads[i]!, vars));
  if (reads.length === 0) parts.push(undefined); // the last level holds runs (lookUp reads it so)
  let level = memo.root;
  for (let i = 0; i < parts.length - 1; i++) {
    const x = parts[i];
    if (unkeyable(x)) return;
    let next = level.get(x) as KeyMap | undefined;
    if (next === undefined) {
      next = new KeyMap();
      level.set(x, next);
    }
    level = next;
  }
  const x = parts[parts.length - 1];
  if (unkeyable(x)) return;
  level.set(x, { value, steps });
  memo.size++;
}

/**
 * A whole arr_map / arr_filter pass over a list, each of whose calls ran as a function of its
 * inputs alone (see ExprCallback.mapAll): the list it went over, what it made, and the steps all its
 * calls charged. DIVE's seed loop filters the same grid once per seed; one pass per form is kept.
 */
interface Pass {
  limits: CalcLimits;
  filter: boolean;
  items: Value[];
  /**
   * The list last found to hold `items` (the one given, not the copy): values are immutable, so
   * the same list holds the same items (compiled `@Grid arr_flat d` hands one out again while the
   * grid is unchanged) and is answered without comparing them.
   */
  ref: readonly Value[];
  out: Value[];
  steps: number;
  /** Each call's value and the steps it charged, by position (see lastPass). */
  values: Value[];
  each: number[];
  tries: number;
  hits: number;
}

/** After this many look-ups, a form whose passes hit less than an eighth of the time keeps none. */
const PASS_TRIAL = 256;

/**
 * What the last pass of `form` over a list of the same items (Object.is: -0 and 0 differ) made, and
 * the steps it charged; null if it went over another list. A pass that rarely repeats stops being
 * remembered (`form.pass` becomes false).
 */
export function recallPass(
  form: Compiled,
  limits: CalcLimits,
  items: readonly Value[],
  filter: boolean,
): { out: Value[]; steps: number } | null {
  const pass = form.pass as Pass | null | false;
  if (pass === null || pass === false) return null;
  if (++pass.tries === PASS_TRIAL && pass.hits * 8 < PASS_TRIAL) {
    form.pass = false;
    return null;
  }
  if (pass.limits !== limits || pass.filter !== filter) return null;
  if (items !== pass.ref) {
    const known = pass.items;
    const n = known.length;
    if (items.length !== n) return null;
    for (let i = 0; i < n; i++) if (!Object.is(items[i], known[i])) return null;
    pass.ref = items;
  }
  pass.hits++;
  return pass;
}

/**
 * The last pass of `form` under these limits, whatever its list, for its calls one by one: the call
 * at position i was `call([i, items[i]])` of a level that reads nothing but its inputs, so a call
 * at the same position with the same item (Object.is) gives the same value and charges the same
 * steps. A grid filtered after every move differs from the last one in a few cells.
 */
export function lastPass(
  form: Compiled,
  limits: CalcLimits,
): { items: readonly Value[]; values: readonly Value[]; each: readonly number[] } | null {
  const pass = form.pass as Pass | null | false;
  if (pass === null || pass === false || pass.limits !== limits) return null;
  return pass;
}

/**
 * Remembers a pass of `form` over `items` (copied: the caller's list is not kept), with each call's
 * value and steps. `reused`: how many of its calls were answered from the last pass (lastPass); a
 * pass that reused at least half of them counts as a hit for the trial (recallPass).
 */
export function rememberPass(
  form: Compiled,
  limits: CalcLimits,
  items: readonly Value[],
  filter: boolean,
  out: readonly Value[],
  steps: number,
  values: Value[],
  each: number[],
  reused: number,
): void {
  const pass = form.pass as Pass | null | false;
  if (pass === false) return;
  if (pass === null) {
    form.pass = {
      limits,
      filter,
      items: items.slice(),
      ref: items,
      out: out.slice(),
      steps,
      values,
      each,
      tries: 0,
      hits: 0,
    };
    return;
  }
  if (reused * 2 >= items.length) pass.hits++;
  pass.limits = limits;
  pass.filter = filter;
  pass.items = items.slice();
  pass.ref = items;
  pass.out = out.slice();
  pass.steps = steps;
  pass.values = values;
  pass.each = each;
}
