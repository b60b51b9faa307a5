// Per-evaluation bookkeeping: the step budget, nesting depth, and a journal that undoes host edits
// when an evaluation fails, so a failing mode expression leaves the game as it was.
import { CalcArrayError, DEFAULT_LIMITS, limitError, type CalcLimits } from './errors.ts';
import { meterExceeded, type CalcEffects, type CalcHost, type ListKey, type StepMeter } from './host.ts';
import { noteHostEdit } from './host-edits.ts';
import type { Value } from './values.ts';

type Effect = (sink: CalcEffects) => void;

/** Thrown where an optimistic (compiled) run cannot continue faithfully; never escapes a transaction. */
export class Deopt extends Error {
  constructor() {
    super('deoptimise');
  }
}
export const DEOPT = new Deopt();

export class Runtime {
  steps = 0;
  depth = 0;
  /** Compiled closures may run (they do not keep the parent chain; see compile.ts). */
  optimistic = false;
  /**
   * The interpreter's shortcuts are on: read-only compiled nested arrays inside interpreted
   * evaluations (optimistically, falling back to the interpreter on Deopt; see evaluate.ts
   * runMixed), statement bodies and callbacks run in place instead of as built arrays. Off when
   * compiled evaluation is off, so that the plain interpreter stays the reference.
   */
  mixed = false;
  /** A compiled node is standing in for the interpreter (evaluate.ts runMixed). */
  inMixed = false;
  /**
   * Special strings resolved by the general resolver (resolveSpecial) so far: a compiled run that
   * resolved none read only what its compiled operands read (see call-memo.ts).
   */
  resolutions = 0;
  /** Folding constants at load time: any live special string aborts the fold. */
  folding = false;
  /** A transaction is running on this runtime. */
  busy = false;
  /**
   * The operator being applied, innermost first (restored when an application returns, left as it
   * was when one throws): where an error that is not a CalcArrayError came from. Errors are named
   * once, where the evaluation stops, instead of being caught and rethrown at every level.
   */
  applying: string | null = null;
  /** The host's shared budget when it, not `limits`, bounds this evaluation (see reset). */
  private meter: StepMeter | null = null;
  private readonly journal: (() => void)[] = [];
  private readonly saved = new Set<string>();
  private readonly pendingEffects: Effect[] = [];
  readonly effects: CalcEffects;

  constructor(
    public host: CalcHost,
    public limits: CalcLimits = DEFAULT_LIMITS,
  ) {
    const pending = this.pendingEffects;
    // Effects are held back until the evaluation succeeds.
    this.effects = {
      output: (text) => pending.push((s) => s.output(text)),
      log: (value) => pending.push((s) => s.log(value)),
      announce: (text, ms) => pending.push((s) => s.announce(text, ms)),
    };
  }

  charge(n: number, where: string): void {
    this.steps += n;
    if (this.steps > this.limits.maxSteps) throw limitError(where, this.overBudget());
  }

  private overBudget(): string {
    const m = this.meter;
    return m === null ? `step budget of ${this.limits.maxSteps} exceeded` : meterExceeded(m);
  }

  /**
   * Counts a nesting level. Callers call leave() only when the level returns normally: a throw
   * ends the whole evaluation, and the runtime is reset before it is used again.
   */
  enter(where: string): void {
    if (++this.depth > this.limits.maxDepth) {
      this.depth--;
      throw limitError(where, `nesting deeper than ${this.limits.maxDepth} levels`);
    }
  }

  leave(): void {
    this.depth--;
  }

  checkBig(b: bigint, where: string): bigint {
    const max = this.limits.maxBigIntBits;
    // Cheap pre-test: only compute the bit length for values that might be large.
    if ((b > 0n ? b : -b) >> BigInt(max) !== 0n) throw limitError(where, `bigint larger than ${max} bits`);
    return b;
  }

  /** Remembers a host field's current value once, to restore it if the evaluation fails. */
  touch(key: keyof CalcHost): void {
    noteHostEdit();
    if (this.saved.has(key)) return;
    this.saved.add(key);
    const host = this.host as unknown as Record<string, unknown>;
    const before = host[key];
    const copy = Array.isArray(before) ? before.map((row) => (Array.isArray(row) ? row.slice() : row)) : before;
    this.journal.push(() => {
      const cur = host[key];
      if (Array.isArray(cur) && Array.isArray(copy)) {
        // Restore in place: callers may hold the container by reference.
        cur.length = 0;
        for (const row of copy) cur.push(row);
      } else host[key] = copy;
    });
  }

  /**
   * Remembers element `k` of the host list `key` before it is overwritten, or its length before
   * `k` = length appends: only that element, not the whole list as `touch` does (copying
   * the game variables or the random log, which grows all game, was about 1 µs per evaluation
   * that set a variable or drew). Values are never changed in place, so the element suffices.
   */
  touchElement(key: ListKey | 'otherRandomEvents', k: number): void {
    noteHostEdit();
    // A copy of the whole list (an earlier `touch`) restores this element too.
    if (this.saved.has(key)) return;
    const host = this.host;
    const length = host[key].length;
    const old = host[key][k];
    this.journal.push(() => {
      // In place, as `touch` restores: the list is the host's current one.
      const cur = host[key];
      if (k >= length) cur.length = length;
      else cur[k] = old;
    });
  }

  /** Clears per-evaluation state so the runtime can be reused. */
  reset(limits: CalcLimits): void {
    // Under a shared budget with less left than one evaluation may use, that is the limit: the
    // compiled code's inlined checks read `limits.maxSteps`, so it goes there (a copy, rarely made).
    const m = this.host.stepMeter;
    if (m != null && m.left <= limits.maxSteps) {
      this.limits = { ...limits, maxSteps: Math.max(0, m.left) };
      this.meter = m;
    } else {
      this.limits = limits;
      this.meter = null;
    }
    this.steps = 0;
    this.depth = 0;
    this.applying = null;
    this.inMixed = false;
  }

  /** The CalcArrayError for anything that stopped an evaluation on this runtime. */
  failure(e: unknown, where: string): CalcArrayError {
    return asCalcError(e, this.applying ?? where);
  }

  rollback(): void {
    if (this.journal.length > 0) {
      for (let i = this.journal.length - 1; i >= 0; i--) this.journal[i]!();
      this.journal.length = 0;
      if (this.saved.size > 0) this.saved.clear();
    }
    if (this.pendingEffects.length > 0) this.pendingEffects.length = 0;
  }

  commit(sink: CalcEffects): void {
    if (this.journal.length > 0) {
      this.journal.length = 0;
      // Element journals (touchElement) leave the set empty: clearing an empty set is not free.
      if (this.saved.size > 0) this.saved.clear();
    }
    if (this.pendingEffects.length > 0) {
      for (const e of this.pendingEffects) e(sink);
      this.pendingEffects.length = 0;
    }
  }
}

/** Turns anything thrown inside an evaluation into a CalcArrayError (stack overflows included). */
export function asCalcError(e: unknown, where: string): CalcArrayError {
  if (e instanceof CalcArrayError) return e;
  if (e instanceof RangeError && /call stack/i.test(e.message)) return limitError(where, 'recursion too deep');
  if (e instanceof RangeError) return new CalcArrayError('range', where, e.message);
  if (e instanceof TypeError) return new CalcArrayError('type', where, e.message);
  return new CalcArrayError('error', where, e instanceof Error ? e.message : String(e));
}

export type { Value };
