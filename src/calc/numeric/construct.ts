// Conversions between the language's values and its exact number types (spec calcarray.md §2.2,
// §2.3, §2.5, §2.6): JS `Number()`/`BigInt()` as the original saw them, the bigint / Gaussian /
// rational family rules, and the `GaussianBigInt` / `BigRational` constructors and converters.
// Pure: no evaluator, no host.
import { CalcArrayError, limitError, rangeError, typeError } from '../errors.ts';
import { BigRational, GaussianBigInt, chargeWalkMeter, jsString, type Value } from '../values.ts';

const WHERE = 'conversion';

/**
 * Longest text we hand to the native BigInt parser (its time grows quadratically): more digits than
 * any bigint within the default size cap (2^20 bits ≈ 315,653 decimal digits) can have.
 */
const MAX_PARSE_LENGTH = 400_000;

/** Text this long or longer is charged when parsed as a number (shorter text costs about a step). */
const LONG_TEXT = 4096;

/**
 * JS `Number(text)`: linear, ~2.5 ns a character (a 4M-character text takes 10 ms): one step per
 * 32 characters.
 */
export function parseNumberText(s: string): number {
  if (s.length >= LONG_TEXT) chargeWalkMeter(s.length >> 5, 'Number');
  return Number(s);
}

/**
 * What parsing `len` characters as a bigint costs: the native decimal parser is quadratic (40,000
 * digits take ~1.5 ms, 315,000 ~125 ms): one step per 64 characters plus 16·(len/1024)².
 */
export function bigintParseSteps(len: number): number {
  const k = len / 1024;
  return (len >> 6) + Math.floor(16 * k * k);
}

/**
 * What JS spends parsing text it compares with a number or a bigint (`<` and `==` of a text and
 * a number parse the text as a number, of a text and a bigint as a bigint: the same quadratic
 * parser, ~100 ms for 315,000 digits), charged as the conversions are.
 */
export function chargeComparedText(s: string, other: unknown): void {
  if (s.length < LONG_TEXT || typeof other === 'string') return;
  if (typeof other !== 'bigint') chargeWalkMeter(s.length >> 5, 'Number');
  else {
    chargeWalkMeter(s.length >> 6, 'BigInt');
    if (BIGINT_TEXT.test(s)) chargeWalkMeter(bigintParseSteps(s.length), 'BigInt');
  }
}

/** The primitive JS reaches for `x` in a numeric context: arrays and G via their text, Q via its value. */
function toPrimitive(x: Value): Exclude<Value, Value[] | GaussianBigInt | BigRational> {
  if (Array.isArray(x)) return jsString(x);
  // G has only toString; Q has a valueOf giving num/den in doubles.
  if (x instanceof GaussianBigInt) return x.toString();
  if (x instanceof BigRational) return rationalToNumber(x);
  return x;
}

function rationalToNumber(q: BigRational): number {
  return Number(q.num) / Number(q.den);
}

/** JS `Number(x)` (no NaN → 0 step: the number family does that itself). */
export function numberOf(x: Value): number {
  const p = toPrimitive(x);
  if (typeof p === 'bigint') return Number(p);
  if (p === undefined) return NaN;
  if (p === null) return 0;
  return typeof p === 'string' ? parseNumberText(p) : Number(p);
}

/** JS `BigInt(x)`: throws a CalcArrayError where JS throws (SyntaxError → 'error'). */
export function jsBigInt(x: Value): bigint {
  const p = toPrimitive(x);
  switch (typeof p) {
    case 'bigint':
      return p;
    case 'boolean':
      return p ? 1n : 0n;
    case 'number':
      if (!Number.isInteger(p))
        throw rangeError(WHERE, `the number ${String(p)} cannot be converted to a BigInt because it is not an integer`);
      return BigInt(p);
    case 'string':
      return parseBigIntText(p);
    default:
      throw typeError(WHERE, `cannot convert ${String(p)} to a BigInt`);
  }
}

/** JS StringToBigInt: trimmed; "" → 0n; decimal with sign, or 0x/0o/0b without sign. */
function parseBigIntText(s: string): bigint {
  const b = bigIntTextOrUndefined(s);
  if (b === undefined)
    throw new CalcArrayError(
      'error',
      WHERE,
      `cannot convert ${JSON.stringify(s.length > 40 ? s.slice(0, 40) + '…' : s)} to a BigInt`,
    );
  return b;
}

/**
 * The StringToBigInt grammar (`\s` is exactly its white space): text it rejects is rejected here
 * first, so that failed conversions (common in the family rules) never build a native SyntaxError.
 */
const BIGINT_TEXT = /^\s*(?:[+-]?[0-9]+|0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+)?\s*$/;

/** parseBigIntText without the error for text that is not an integer (limits still throw). */
function bigIntTextOrUndefined(s: string): bigint | undefined {
  if (s.length > MAX_PARSE_LENGTH && s.trim().length > MAX_PARSE_LENGTH)
    throw limitError(WHERE, 'text too long to convert to a BigInt');
  if (s.length >= LONG_TEXT) chargeWalkMeter(s.length >> 6, 'BigInt');
  if (!BIGINT_TEXT.test(s)) return undefined;
  if (s.length >= LONG_TEXT) chargeWalkMeter(bigintParseSteps(s.length), 'BigInt');
  try {
    return BigInt(s);
  } catch {
    return undefined;
  }
}

/** JS `BigInt(x)` where it succeeds, else undefined (limits still throw). */
function bigIntOrUndefined(x: Value): bigint | undefined {
  const p = toPrimitive(x);
  switch (typeof p) {
    case 'bigint':
      return p;
    case 'boolean':
      return p ? 1n : 0n;
    case 'number':
      return Number.isInteger(p) ? BigInt(p) : undefined;
    case 'string':
      return bigIntTextOrUndefined(p);
    default:
      return undefined;
  }
}

/** Whether `e` is an ordinary (non-limit) conversion failure that the family rules swallow. */
function recoverable(e: unknown): boolean {
  return e instanceof CalcArrayError && e.kind !== 'limit';
}

/** The bigint family rule (§2.2) for an already-resolved value. */
export function bigintFamily(x: Value): bigint {
  const b = bigIntOrUndefined(x);
  if (b !== undefined) return b;
  // `BigInt(Math.round(x))`: Math.round rounds half toward +∞, as the spec's 2.5 → 3n, -2.5 → -2n.
  const n = Math.round(numberOf(x));
  return Number.isFinite(n) ? BigInt(n) : 0n;
}

// ---------------------------------------------------------------------------------------------
// GaussianBigInt (§2.6)

const G_ZERO = new GaussianBigInt(0n, 0n);

function endsWithImaginaryUnit(s: string): boolean {
  const c = s[s.length - 1];
  return c === 'i' || c === 'j';
}

/** An imaginary coefficient: empty is 1, "-" is −1. */
function imaginaryCoefficient(text: string): bigint {
  const t = text.trim();
  if (t === '') return 1n;
  if (t === '-') return -1n;
  return parseBigIntText(t);
}

/** Parses "a", "bi", "a+bi", "a-bi", "a+-bi" (spaces around the whole and the imaginary part ignored). */
export function parseGaussian(text: string): GaussianBigInt {
  const s = text.trim();
  const plus = s.split('+');
  if (plus.length > 2) throw new CalcArrayError('error', 'GaussianBigInt', `cannot parse ${JSON.stringify(s)}`);
  if (plus.length === 2) {
    const im = plus[1]!.trim();
    if (!endsWithImaginaryUnit(im))
      throw new CalcArrayError('error', 'GaussianBigInt', `cannot parse ${JSON.stringify(s)}`);
    return new GaussianBigInt(parseBigIntText(plus[0]!.trim()), imaginaryCoefficient(im.slice(0, -1)));
  }
  const neg = s.startsWith('-');
  const body = neg ? s.slice(1) : s;
  const sign = neg ? -1n : 1n;
  if (!endsWithImaginaryUnit(body)) return new GaussianBigInt(sign * parseBigIntText(body), 0n);
  const coeff = body.slice(0, -1);
  const dash = coeff.indexOf('-');
  if (dash < 0) return new GaussianBigInt(0n, sign * imaginaryCoefficient(coeff));
  // "a-b i": the leading minus (if any) negates a only.
  const re = parseBigIntText(coeff.slice(0, dash).trim());
  return new GaussianBigInt(sign * re, -imaginaryCoefficient(coeff.slice(dash + 1)));
}

/** The GaussianBigInt constructor (§2.6); throws a CalcArrayError where the original threw. */
export function constructGaussian(x: Value): GaussianBigInt {
  if (x instanceof GaussianBigInt) return x;
  if (typeof x === 'number' || typeof x === 'bigint') return new GaussianBigInt(jsBigInt(x), 0n);
  if (typeof x === 'string') return parseGaussian(x);
  if (Array.isArray(x)) return new GaussianBigInt(jsBigInt(x[0]), jsBigInt(x[1]));
  // Booleans, Q, undefined, null: the constructor's default 0+0i.
  return G_ZERO;
}

function isNumeric(x: Value): boolean {
  return typeof x === 'number' || typeof x === 'bigint';
}

function isNumericPair(x: Value): boolean {
  return Array.isArray(x) && x.length === 2 && isNumeric(x[0]) && isNumeric(x[1]);
}

/** The Gaussian family rule (§2.2): only some inputs reach the constructor; failures are 0+0i. */
export function gaussianFamily(x: Value): GaussianBigInt {
  if (!(isNumeric(x) || typeof x === 'string' || x instanceof GaussianBigInt || isNumericPair(x))) return G_ZERO;
  return gaussianConverter(x);
}

/** The `GaussianBigInt` operator (§2.5): anything goes to the constructor; failures are 0+0i. */
export function gaussianConverter(x: Value): GaussianBigInt {
  try {
    return constructGaussian(x);
  } catch (e) {
    if (!recoverable(e)) throw e;
    return G_ZERO;
  }
}

// ---------------------------------------------------------------------------------------------
// BigRational (§2.6)

const Q_NAN = BigRational.of(0n, 0n);
const Q_ZERO = BigRational.of(0n, 1n);
const MAX_CF_TERMS = 2000;

/** The exact fraction of a double by its continued fraction, stopped once it round-trips. */
export function rationalFromNumber(x: number): BigRational {
  if (Number.isNaN(x)) return Q_NAN;
  if (x === Infinity) return BigRational.of(1n, 0n);
  if (x === -Infinity) return BigRational.of(-1n, 0n);
  const y = Math.abs(x);
  let h = 1n;
  let hPrev = 0n;
  let k = 0n;
  let kPrev = 1n;
  let r = y;
  for (let i = 0; i < MAX_CF_TERMS; i++) {
    const a = Math.floor(r);
    // A subnormal input overflows 1/(r−a) to Infinity; the original's BigInt() threw there.
    if (!Number.isFinite(a)) throw rangeError('BigRational', `cannot convert ${x} to a fraction`);
    const A = BigInt(a);
    [hPrev, h] = [h, A * h + hPrev];
    [kPrev, k] = [k, A * k + kPrev];
    if (Number(h) / Number(k) === y) return BigRational.of(x < 0 ? -h : h, k);
    r = 1 / (r - a);
  }
  throw rangeError('BigRational', `cannot convert ${x} to a fraction`);
}

/**
 * True when parseRationalText(text) certainly throws for want of a number: one part (no `/`),
 * not BigInt text, not a JS number, not "NaN". Mirrors its one-part branch exactly.
 */
function isPlainNonNumber(text: string): boolean {
  const s = text.trim();
  if (s.length > MAX_PARSE_LENGTH || s.includes('/')) return false; // the general path decides
  return bigIntTextOrUndefined(s) === undefined && Number.isNaN(parseNumberText(s)) && s !== 'NaN';
}

function parseRationalText(text: string): BigRational {
  const s = text.trim();
  const parts = s.split('/');
  if (parts.length === 1) {
    const b = bigIntTextOrUndefined(s);
    if (b !== undefined) return BigRational.of(b);
    const n = parseNumberText(s);
    if (!Number.isNaN(n)) return rationalFromNumber(n);
    if (s === 'NaN') return Q_NAN;
    throw new CalcArrayError(
      'error',
      'BigRational',
      `cannot parse ${JSON.stringify(s.length > 40 ? s.slice(0, 40) + '…' : s)}`,
    );
  }
  if (parts.length === 2) return BigRational.of(parseBigIntText(parts[0]!), parseBigIntText(parts[1]!));
  throw new CalcArrayError(
    'error',
    'BigRational',
    `cannot parse ${JSON.stringify(s.length > 40 ? s.slice(0, 40) + '…' : s)}`,
  );
}

/** The BigRational constructor (§2.6); throws a CalcArrayError where the original threw. */
export function constructRational(x: Value): BigRational {
  if (x instanceof BigRational) return x;
  if (typeof x === 'bigint') return BigRational.of(x);
  if (typeof x === 'number') return rationalFromNumber(x);
  if (typeof x === 'string') return parseRationalText(x);
  if (Array.isArray(x)) return BigRational.of(jsBigInt(x[0]), jsBigInt(x[1]));
  // Booleans, undefined, null, G: the constructor's default 0/1.
  return Q_ZERO;
}

/** The rational family rule (§2.2): only some inputs reach the constructor; failures are NaN. */
export function rationalFamily(x: Value): BigRational {
  if (!(isNumeric(x) || typeof x === 'string' || x instanceof BigRational || isNumericPair(x))) return Q_NAN;
  return rationalConverter(x);
}

/** The `BigRational` operator (§2.5): anything goes to the constructor; failures are NaN. */
export function rationalConverter(x: Value): BigRational {
  // Text that is no number at all (the common failure) gives NaN without building and catching
  // an error: that cost ~5 µs a conversion, and a loop of them ran for seconds within the budget.
  if (typeof x === 'string' && isPlainNonNumber(x)) return Q_NAN;
  try {
    return constructRational(x);
  } catch (e) {
    if (!recoverable(e)) throw e;
    return Q_NAN;
  }
}
