// How an ordinary operator is declared. The evaluator reads and converts the operands per the
// operator's argument pattern (spec §3.0) and family (§2.4), then calls `apply`.
import type { CalcHost } from '../host.ts';
import type { CalcLimits } from '../errors.ts';
import type { Value } from '../values.ts';

/** Conversion family (spec §2.2/§2.4). */
export type Family = 'any' | 'number' | 'string' | 'boolean' | 'array' | 'bigint' | 'gaussian' | 'rational' | 'none';

/**
 * Argument pattern (spec §3.0). What `apply` receives in `args` (already converted):
 * - U: []                      - F: [A2 (own family)]          - N: [A2 number]
 * - Y: [A2 any]                - B: [A2 bigint]                - Base: [A2 array, or bigint per §3.0]
 * - NN: [A2 number, A3 number] - NNF: [A2 number, A3 number, A4 own family]
 * - NY: [A2 number, A3 any]    - BB: [A2 bigint, A3 bigint]    - QQ: [A2 rational, A3 rational]
 * - Short3: [A2 any, A3 number] (A3 is read but not consumed)
 * - DIVE: [A2 array, A3 number] - GDIVE: [A2 array, A3 number, A4 boolean]
 * - E: [A2 verbatim]           - YE: [A2 any, A3 verbatim]
 * - Uctx: []  (the context is reached through the runtime)
 * - CDIVE: [A2 any, A3 number, A4..A8 verbatim, A9 evaluated "one", A10, A11 verbatim]
 *   (absent operands are `MISSING`)
 * - SC: handled by the evaluator itself (`&&`, `||`).
 */
export type Pattern =
  | 'U'
  | 'Uctx'
  | 'SC'
  | 'F'
  | 'N'
  | 'Y'
  | 'E'
  | 'B'
  | 'Base'
  | 'NN'
  | 'NNF'
  | 'NY'
  | 'YE'
  | 'BB'
  | 'QQ'
  | 'Short3'
  | 'DIVE'
  | 'GDIVE'
  | 'CDIVE';

/**
 * Elements operator `def` consumes, itself included (the main loop's step past it;
 * evaluate.ts applyOperator sets the same count as it runs).
 */
export function patternConsumption(def: OpDef): number {
  const fams = fixedOperandFamilies(def);
  if (fams !== null) return fams.length + 1;
  return def.pattern === 'YE' ? 3 : def.pattern === 'CDIVE' ? 11 : 2; // SC, E, Base, Short3
}

/**
 * The families of the operands an operator of a fixed pattern reads, in order, at the positions
 * right after it (each consumed); null for the patterns read otherwise (`SC` short-circuits,
 * `E`/`YE` keep an operand verbatim, `Base` converts one twice, `CDIVE` evaluates one with a fresh
 * chain, `Short3` consumes fewer than it reads).
 */
export function fixedOperandFamilies(def: OpDef): readonly Family[] | null {
  let fams = knownFamilies.get(def);
  if (fams === undefined) {
    fams = operandFamiliesOf(def);
    knownFamilies.set(def, fams);
  }
  return fams;
}

/** fixedOperandFamilies' answers, made once per operator (the interpreter asks at every application). */
const knownFamilies = new WeakMap<OpDef, readonly Family[] | null>();

function operandFamiliesOf(def: OpDef): Family[] | null {
  const own = def.family;
  switch (def.pattern) {
    case 'U':
    case 'Uctx':
      return [];
    case 'F':
      return [own];
    case 'N':
      return ['number'];
    case 'Y':
      return ['any'];
    case 'B':
      return ['bigint'];
    case 'NN':
      return ['number', 'number'];
    case 'NNF':
      return ['number', 'number', own];
    case 'NY':
      return ['number', 'any'];
    case 'BB':
      return ['bigint', 'bigint'];
    case 'QQ':
      return ['rational', 'rational'];
    case 'DIVE':
      return ['array', 'number'];
    case 'GDIVE':
      return ['array', 'number', 'boolean'];
    default:
      return null;
  }
}

/** A callback made from a verbatim expression operand (spec §3.5.1): call it once per input set. */
export interface Callback {
  /**
   * Evaluates a fresh copy of the expression with `inputs` as its last variables. `inputs` is
   * handed over: a fresh array the callback may keep (as the variable list), never reused by the caller.
   */
  call(inputs: Value[]): Value;
  /** As `call` (`inputs` handed over too), with `initial` placed as the initial value (reduce accumulators). */
  callWith(inputs: Value[], initial: Value, marked: boolean): Value;
  /**
   * arr_map (`filter` false) or arr_filter over a non-empty list: what calling `call([i, items[i]])`
   * for each item in order gives, the results or the items whose result is truthy (callbacks.ts).
   */
  mapAll?(items: Value[], filter: boolean): Value[];
  /** arr_reduce over a non-empty list: what `callWith([i, items[i]], acc, true)` for each item in order gives. */
  reduceAll?(items: Value[], initial: Value): Value;
}

/** What an operator may use besides its operands. */
export interface OpRuntime {
  readonly host: CalcHost;
  readonly limits: CalcLimits;
  /** Counts `n` units of work against the step budget; throws a limit error when exhausted. */
  charge(n: number, where: string): void;
  /** Throws a limit error if `b` is larger than the bigint cap; returns it otherwise. */
  checkBig(b: bigint, where: string): bigint;
  /** Makes a callback from a verbatim operand (throws TypeError like the original if not an array). */
  callback(expr: Value, where: string): Callback;
  /** Evaluates `expr` as a fresh top-level evaluation with default tile context and empty parents. */
  evaluateFresh(expr: Value): Value;
  /** A random draw for a logged random operator: in replays returns the logged value instead. */
  randomEvent(draw: () => Value): Value;
  /** Grows the shared prime table so that it has at least `count` primes (within limits). */
  ensurePrimeCount(count: number, where: string): void;
  /** Grows the shared prime table so that it contains every prime ≤ `bound` (within limits). */
  ensurePrimesUpTo(bound: bigint, where: string): void;
}

/**
 * What an operator reads or does besides its operands (analysis.ts turns these into the answers
 * the compiler, display caching and the engine's speed-ups need). Every operator declares it.
 */
export interface OpEffects {
  /** Draws random numbers (logged in replays). */
  readonly random?: true;
  /** Reads or grows the shared prime table: results are fixed, what they charge is not. */
  readonly primes?: true;
  /** Changes the game or reaches the player: score, script signals, announcements, output. */
  readonly effects?: true;
  /** Evaluates a value built at run time as an expression: may read or change anything. */
  readonly evaluatesValue?: true;
  /** Reads the board and runs the mode's own expressions (tile value, merge rules, the discovered-tiles filter). */
  readonly runsHost?: true;
}

/** Reads nothing but its operands and does nothing else. */
export const PURE: OpEffects = Object.freeze({});
export const RANDOM: OpEffects = Object.freeze({ random: true });
export const PRIMES: OpEffects = Object.freeze({ primes: true });
export const EFFECTS: OpEffects = Object.freeze({ effects: true });
export const EVALUATES_VALUE: OpEffects = Object.freeze({ evaluatesValue: true });
export const RUNS_HOST: OpEffects = Object.freeze({ runsHost: true });

export interface OpDef {
  readonly family: Family;
  readonly pattern: Pattern;
  /** What it reads and changes besides its operands. */
  readonly effects: OpEffects;
  apply(r: Value, args: Value[], rt: OpRuntime): Value;
  /** For pure number operators of pattern F: the same result as `apply` on two numbers. */
  readonly numbers?: (a: number, b: number) => number;
}

/** An operator declared in one line: its family, pattern and effects, then what it does. */
export function operator(family: Family, pattern: Pattern, effects: OpEffects, apply: OpDef['apply']): OpDef {
  return { family, pattern, effects, apply };
}

export type OpTable = Record<string, OpDef>;

/** Marks an absent operand for patterns that care (CDIVE); other patterns convert `undefined`. */
export const MISSING: unique symbol = Symbol('missing');

/** `def` declared with `effects` (for operators made by a family's shared helpers). */
export function withEffects(def: OpDef, effects: OpEffects): OpDef {
  return { ...def, effects };
}
