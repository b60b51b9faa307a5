// JS coercion semantics the original got for free by applying JS operators to its values:
// ToPrimitive, relational comparison, loose equality, `+` and the index helpers of `at`/`slice`.
// Its Gaussian and rational objects behaved as objects with a numeric valueOf (G: the real part
// when purely real, else NaN; Q: num/den in doubles) and a text toString; arrays as joined text.
// Objects are always fresh copies in the original, so two objects are never identical (`==`/`===`).
import { typeError } from '../errors.ts';
import { BigRational, GaussianBigInt, bigintText, jsString, type Value } from '../values.ts';
import { chargeComparedText, parseNumberText } from '../numeric/construct.ts';

export type Primitive = number | string | boolean | bigint | undefined | null;
type Hint = 'default' | 'number' | 'string';

export function rationalToDouble(q: BigRational): number {
  return Number(q.num) / Number(q.den);
}

/** An array, G or Q: what JS would have held as an object. */
export function isObjectValue(x: Value): x is Value[] | GaussianBigInt | BigRational {
  return Array.isArray(x) || x instanceof GaussianBigInt || x instanceof BigRational;
}

/** JS ToPrimitive: arrays join, G/Q give their numeric value (their text for the string hint). */
export function toPrimitive(x: Value, hint: Hint = 'default'): Primitive {
  if (Array.isArray(x)) return jsString(x);
  if (x instanceof BigRational) return hint === 'string' ? x.toString() : rationalToDouble(x);
  // The recorded `"" + G` is its text ("3-2i"), so G has no numeric valueOf: its text is its primitive.
  if (x instanceof GaussianBigInt) return x.toString();
  return x;
}

// Native operators on primitives are exactly the JS semantics wanted; the casts only quiet the
// type checker (every combination of primitive operands is valid JS).
type Loose = number;

/** JS `a < b`. */
export function jsLess(a: Value, b: Value): boolean {
  const pa = toPrimitive(a, 'number');
  const pb = toPrimitive(b, 'number');
  chargeParse(pa, pb);
  return (pa as Loose) < (pb as Loose);
}

/** Charges the parse of a long text JS compares with a number or bigint (chargeComparedText). */
function chargeParse(pa: Primitive, pb: Primitive): void {
  if (typeof pa === 'string') chargeComparedText(pa, pb);
  else if (typeof pb === 'string') chargeComparedText(pb, pa);
}

/** JS `a <= b` (false when undecidable, e.g. NaN). */
export function jsLessEq(a: Value, b: Value): boolean {
  const pa = toPrimitive(a, 'number');
  const pb = toPrimitive(b, 'number');
  chargeParse(pa, pb);
  return (pa as Loose) <= (pb as Loose);
}

/** JS `a == b`, with distinct objects never equal. */
export function jsLooseEq(a: Value, b: Value): boolean {
  const ao = isObjectValue(a);
  const bo = isObjectValue(b);
  if (ao && bo) return false;
  if (ao || bo) {
    const other = ao ? b : a;
    if (other === undefined || other === null) return false;
  }
  const pa = toPrimitive(a);
  const pb = toPrimitive(b);
  if (pa !== undefined && pa !== null && pb !== undefined && pb !== null) chargeParse(pa, pb);
  // biome-ignore lint/suspicious/noDoubleEquals: JS loose equality is the semantics reproduced
  return (pa as Loose) == (pb as Loose);
}

/** JS `a === b`, with distinct objects never equal. */
export function jsStrictEq(a: Value, b: Value): boolean {
  return !isObjectValue(a) && a === b;
}

/** JS SameValueZero (`includes`), with distinct objects never equal. */
export function jsSameValueZero(a: Value, b: Value): boolean {
  if (isObjectValue(a)) return false;
  return a === b || (typeof a === 'number' && typeof b === 'number' && a !== a && b !== b);
}

/** JS `String(x)`. */
export function jsToString(x: Value): string {
  return jsString(x);
}

/** JS `Number(x)` (bigints convert; G/Q through their valueOf). */
export function jsNumber(x: Value): number {
  const p = toPrimitive(x, 'number');
  return typeof p === 'string' ? parseNumberText(p) : Number(p);
}

/** JS `a + b`: concatenation if either side is (or becomes) text, else addition. */
export function jsPlus(a: Value, b: Value, where: string): Value {
  const pa = toPrimitive(a);
  const pb = toPrimitive(b);
  // A bigint joins as its decimal text, which is charged when long (values.ts bigintText).
  if (typeof pa === 'string' || typeof pb === 'string')
    return (
      (typeof pa === 'bigint' ? bigintText(pa) : String(pa)) + (typeof pb === 'bigint' ? bigintText(pb) : String(pb))
    );
  if (typeof pa === 'bigint' && typeof pb === 'bigint') return pa + pb;
  if (typeof pa === 'bigint' || typeof pb === 'bigint') throw typeError(where, 'Cannot mix BigInt and other types');
  return Number(pa) + Number(pb);
}

/** JS ToIntegerOrInfinity of an already numeric value. */
export function toIntegerOrInfinity(n: number): number {
  if (n !== n) return 0;
  const t = Math.trunc(n);
  return t === 0 ? 0 : t;
}

/** The index `x.at(n)` reads in a sequence of `len` items, or -1 when out of range. */
export function atIndex(len: number, n: number): number {
  let k = toIntegerOrInfinity(n);
  if (k < 0) k += len;
  return k >= 0 && k < len ? k : -1;
}

/** JS relative-index clamping used by slice/splice: a start in [0, len]. */
export function relativeIndex(n: number, len: number): number {
  const k = toIntegerOrInfinity(n);
  if (k < 0) return Math.max(len + k, 0);
  return Math.min(k, len);
}
