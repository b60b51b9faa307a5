// Value types of the CalcArray language. Values are immutable by convention: no code may mutate an
// array it did not create itself, so arrays can be shared instead of deep-copied as the original did.

/** A Gaussian integer re + im·i with exact bigint parts. */
export class GaussianBigInt {
  constructor(
    readonly re: bigint,
    readonly im: bigint,
  ) {}
  toString(): string {
    return formatGaussian(this.re, this.im, (b) => b.toString());
  }
}

/** Formats a+bi the way the original's String() does: "a", "bi", "a+bi", "a-bi" with explicit 1. */
export function formatGaussian(re: bigint, im: bigint, fmt: (b: bigint) => string): string {
  if (im === 0n) return fmt(re);
  if (re === 0n) return fmt(im) + 'i';
  if (im < 0n) return fmt(re) + '-' + fmt(-im) + 'i';
  return fmt(re) + '+' + fmt(im) + 'i';
}

function bigAbs(x: bigint): bigint {
  return x < 0n ? -x : x;
}

export function bigGcd(a: bigint, b: bigint): bigint {
  a = bigAbs(a);
  b = bigAbs(b);
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/**
 * An exact fraction in canonical form: den ≥ 0, gcd(num, den) = 1; +∞ = 1/0, −∞ = −1/0, NaN = 0/0,
 * zero = 0/1. Always build through `BigRational.of` so the form holds.
 */
export class BigRational {
  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}
  static of(num: bigint, den: bigint = 1n): BigRational {
    if (den === 0n) return new BigRational(num > 0n ? 1n : num < 0n ? -1n : 0n, 0n);
    if (num === 0n) return new BigRational(0n, 1n);
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const g = bigGcd(num, den);
    return g === 1n ? new BigRational(num, den) : new BigRational(num / g, den / g);
  }
  isNaN(): boolean {
    return this.den === 0n && this.num === 0n;
  }
  isFinite(): boolean {
    return this.den !== 0n;
  }
  toString(): string {
    if (this.den === 0n) return this.num > 0n ? 'Infinity' : this.num < 0n ? '-Infinity' : 'NaN';
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }
}

export type Value =
  | number
  | string
  | boolean
  | bigint
  | undefined
  | null
  | GaussianBigInt
  | BigRational
  | Value[];

/** The language's own `typeof` (§2.1). */
export function typeOf(x: Value): string {
  if (Array.isArray(x)) return 'array';
  if (x instanceof GaussianBigInt) return 'gaussianbigint';
  if (x instanceof BigRational) return 'bigrational';
  if (x === null) return 'object';
  return typeof x;
}

export const LITERAL = '@Literal';

/** True for an array whose element 0 is the `@Literal` marker (the internal literal-marked form). */
export function isMarked(x: Value): x is Value[] {
  return Array.isArray(x) && x.length > 0 && x[0] === LITERAL;
}

/** Deep structural equality of §2.7 (`=` on arrays, G and Q by value, the rest strictly). */
export function deepEqual(a: Value, b: Value): boolean {
  // Primitives (the common case) compare strictly; only objects need more.
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return a === b;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (a instanceof GaussianBigInt) return b instanceof GaussianBigInt && a.re === b.re && a.im === b.im;
  if (a instanceof BigRational)
    return b instanceof BigRational && !a.isNaN() && !b.isNaN() && a.num === b.num && a.den === b.den;
  return false;
}

/** JS `String(x)` as the original saw it: arrays comma-joined without brackets, G/Q via toString. */
export function jsString(x: Value): string {
  if (Array.isArray(x)) return x.map((e) => (e === undefined || e === null ? '' : jsString(e))).join(',');
  return String(x);
}

/** Bracketed text form used by `output` and `announce`: `[1,[2,3]]`, elements via String. */
export function bracketString(x: Value): string {
  if (Array.isArray(x)) return '[' + x.map((e) => (e === undefined || e === null ? '' : bracketString(e))).join(',') + ']';
  return String(x);
}
