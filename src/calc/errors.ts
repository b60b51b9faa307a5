// The one error type the language lets escape. Where the original threw, hung or overflowed the
// stack, we stop with this instead; callers keep their state (see host transactions).

export type CalcErrorKind =
  | 'type' // the original threw a TypeError (wrong kind of operand)
  | 'range' // the original threw a RangeError (division by zero, negative exponent, ...)
  | 'error' // the original threw some other Error
  | 'limit'; // a resource limit stopped work the original would never finish (or finish too slowly)

export class CalcArrayError extends Error {
  override readonly name = 'CalcArrayError';
  constructor(
    readonly kind: CalcErrorKind,
    /** The operator, statement or special string that failed. */
    readonly where: string,
    readonly reason: string,
  ) {
    // No stack trace: these are errors in mode data, and capturing one costs more than the
    // evaluation that failed (modes may probe and catch errors on every tile).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`${where}: ${reason}`);
    Error.stackTraceLimit = limit;
  }
}

export function typeError(where: string, reason: string): CalcArrayError {
  return new CalcArrayError('type', where, reason);
}
export function rangeError(where: string, reason: string): CalcArrayError {
  return new CalcArrayError('range', where, reason);
}
export function limitError(where: string, reason: string): CalcArrayError {
  return new CalcArrayError('limit', where, reason);
}

const SHOWN_BIGINT = 1n << 256n;

/**
 * A scalar operand as an error message shows it: cheaply. Printing a million-bit bigint in
 * decimal takes ~0.2 s (uncharged work in a message nobody reads whole), so big ones are not printed;
 * long text is cut.
 */
export function shown(x: unknown): string {
  if (typeof x === 'bigint') return (x < 0n ? -x : x) < SHOWN_BIGINT ? String(x) : 'a bigint of more than 256 bits';
  if (typeof x === 'string') return JSON.stringify(x.length > 40 ? x.slice(0, 40) + '…' : x);
  return typeof x === 'symbol' || typeof x === 'function' || (typeof x === 'object' && x !== null)
    ? typeof x
    : String(x);
}

/** Resource limits of one evaluation. Generous enough for every built-in mode. */
export interface CalcLimits {
  /** Operator applications, loop passes and special-string walks per top-level evaluation. */
  maxSteps: number;
  /** Nesting depth of evaluations (nested arrays, callbacks, parent re-evaluation). */
  maxDepth: number;
  /** Largest bigint result, in bits. */
  maxBigIntBits: number;
  /** Longest string result. */
  maxStringLength: number;
  /** Longest array result. */
  maxArrayLength: number;
  /** Largest prime table (number of primes) the sieve may grow to. */
  maxPrimes: number;
  /**
   * Largest value a statement may store into the board or the variable and spawn lists, counted
   * as a save writes it: one unit per array and per element, a shared sub-array once per place it
   * occurs, strings and big numbers one more unit per 16 characters. Not in the original: without
   * it a script storing the board into a cell every turn nests copies of copies and the save grows
   * exponentially (stored-size.ts).
   */
  maxStoredSize: number;
}

export const DEFAULT_LIMITS: CalcLimits = {
  maxSteps: 2_000_000,
  maxDepth: 400,
  maxBigIntBits: 1 << 20,
  maxStringLength: 1 << 22,
  maxArrayLength: 1 << 20,
  maxPrimes: 1_000_000,
  maxStoredSize: 1 << 16,
};
