// Value types of the CalcArray language. Values are immutable by convention: no code may mutate an
// array it did not create itself, so arrays can be shared instead of deep-copied as the original did.

/** A Gaussian integer re + im·i with exact bigint parts. */
export class GaussianBigInt {
  constructor(
    readonly re: bigint,
    readonly im: bigint,
  ) {}
  toString(): string {
    // Printed parts are charged when big (bigintText), as a bigint's own text is.
    return formatGaussian(this.re, this.im, bigintText);
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
  let rounds = 0;
  while (b !== 0n) {
    // Euclid takes a round per few bits when the quotients stay small (2^k / 3^m, say), each a
    // division as long as the numbers (~0.25 ms at 10^5 bits, ~6 ms at 10^6): past the first
    // rounds of small numbers (all that small fractions need), each is charged one step per 16
    // bits to the running evaluation (see WalkMeter), or to the import reading a code.
    if (meter !== null && (++rounds > 64 || bigBits(a) !== 0)) meter.charge(1 + (bigBits(a) >> 4), 'BigRational');
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
    return this.den === 1n ? bigintText(this.num) : `${bigintText(this.num)}/${bigintText(this.den)}`;
  }
}

export type Value = number | string | boolean | bigint | undefined | null | GaussianBigInt | BigRational | Value[];

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

/**
 * Where walks over nested values charge their work: the evaluation that is running (index.ts
 * installs its runtime, compile.ts its folding runtime). Without one (tests, display code outside
 * an evaluation) walks are free. Values may share sub-arrays (`[x, x]` repeated doubles a value's
 * expanded size in one step), so a walk can be exponentially longer than the work that built the
 * value: walks charge the elements they visit as they go, and the budget stops them.
 */
export interface WalkMeter {
  charge(n: number, where: string): void;
}
let meter: WalkMeter | null = null;
/** Elements visited by the running walk and not yet charged. */
let walked = 0;
/** Charge in batches of this many elements (a charge per array would cost small walks time). */
const WALK_BATCH = 1024;

/** Installs the meter walks charge to and returns the previous one (restore it when done). */
export function setWalkMeter(m: WalkMeter | null): WalkMeter | null {
  const prev = meter;
  meter = m;
  return prev;
}

/**
 * Charges `n` steps to the running evaluation, if any (conversions outside operators, such as
 * parsing long text as a number, which have no runtime at hand).
 */
export function chargeWalkMeter(n: number, where: string): void {
  if (meter !== null && n > 0) meter.charge(n, where);
}

/** Counts `n` visited elements; charges a full batch (`>> shift` steps) once one has gathered. */
function visit(n: number, shift: number, where: string): void {
  if ((walked += n) >= WALK_BATCH && meter !== null) {
    const n = walked;
    walked = 0;
    meter.charge(n >> shift, where);
  }
}

/** Starts a walk (a previous one may have stopped half-way by throwing). */
function startWalk(): void {
  walked = 0;
}

/** Ends a walk: charges what is left (a walk of fewer than 2^shift elements charges nothing). */
function endWalk(shift: number, where: string): void {
  const n = walked;
  walked = 0;
  if (n >> shift !== 0 && meter !== null) meter.charge(n >> shift, where);
}

// Charge rates, as shifts (one step per 2^shift elements visited), from measured costs against a
// step costing at most ~0.5 µs: number-to-text conversion ~0.3 µs per element, an element compare
// ~25 ns.
const STRING_SHIFT = 0;
const EQUAL_SHIFT = 3;

/** Deep structural equality of §2.7 (`=` on arrays, G and Q by value, the rest strictly). */
export function deepEqual(a: Value, b: Value): boolean {
  // Primitives (the common case) compare strictly; only objects need more.
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return a === b;
  if (!Array.isArray(a)) return objectEqual(a, b);
  startWalk();
  const eq = arrayEqual(a, b);
  endWalk(EQUAL_SHIFT, '=');
  return eq;
}

/**
 * Searches with deepEqual: `test(eq)` compares with `eq`, which counts the array elements it
 * visits into one walk for the whole search, so a search over many small arrays is charged for
 * all of them (one deepEqual per element would round each small walk down to nothing).
 */
export function equalitySearch<T>(where: string, test: (eq: (a: Value, b: Value) => boolean) => T): T {
  startWalk();
  const r = test(walkEqual);
  endWalk(EQUAL_SHIFT, where);
  return r;
}

function walkEqual(a: Value, b: Value): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return a === b;
  return Array.isArray(a) ? arrayEqual(a, b) : objectEqual(a, b);
}

function arrayEqual(a: Value[], b: Value): boolean {
  if (!Array.isArray(b) || a.length !== b.length) return false;
  visit(a.length, EQUAL_SHIFT, '=');
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (typeof x !== 'object' || x === null || typeof y !== 'object' || y === null) {
      if (x !== y) return false;
    } else if (!(Array.isArray(x) ? arrayEqual(x, y) : objectEqual(x, y))) return false;
  }
  return true;
}

function objectEqual(a: GaussianBigInt | BigRational, b: Value): boolean {
  if (a instanceof GaussianBigInt) return b instanceof GaussianBigInt && a.re === b.re && a.im === b.im;
  if (a instanceof BigRational)
    return b instanceof BigRational && !a.isNaN() && !b.isNaN() && a.num === b.num && a.den === b.den;
  return false;
}

/** 2^4096: bigints below it print, or are read by an operator, in well under a step's time. */
const BIG_TEXT = 1n << 4096n;
/** 2^(4096·2^k), k = 1…10: the sizes bigBits tells apart. */
const BIG_TIERS: bigint[] = Array.from({ length: 10 }, (_, k) => 1n << BigInt(4096 << (k + 1)));
const NEG_TIERS: bigint[] = BIG_TIERS.map((t) => -t);

/**
 * For |b| ≥ 2^4096: a bound on its bit length, at most twice too high (0 below 2^4096). Compares
 * with powers of two instead of measuring the length (that prints the number: ~1 ms at 2^20 bits,
 * more than the operators it would be charging for).
 */
export function bigBits(b: bigint): number {
  // Negatives against the negated bounds: `-b` would copy the number (~100 µs at 2^20 bits).
  if (b < 0n) {
    if (b > -BIG_TEXT) return 0;
    for (let k = 0; k < NEG_TIERS.length; k++) if (b > NEG_TIERS[k]!) return 4096 << (k + 1);
    return 4096 << (NEG_TIERS.length + 1);
  }
  if (b < BIG_TEXT) return 0;
  for (let k = 0; k < BIG_TIERS.length; k++) if (b < BIG_TIERS[k]!) return 4096 << (k + 1);
  return 4096 << (BIG_TIERS.length + 1);
}

/**
 * The decimal text of a bigint. Printing is slow (1M bits take ~0.4 s), so big ones are charged
 * to the meter by their size.
 */
export function bigintText(b: bigint): string {
  if (meter !== null && (b >= BIG_TEXT || b <= -BIG_TEXT)) {
    // V8 prints by halves: ~0.4 µs per bit (2^18 bits ~105 ms, 2^20 ~400 ms); bigBits is up to
    // twice the size, so 3/4 of a step per bit of it stays within a 2M-step budget at the cap.
    meter.charge(Math.floor(bigBits(b) * 0.75), 'String');
  }
  return String(b);
}

/**
 * Charges an operator reading Gaussian or rational operands with big parts: their arithmetic
 * multiplies the parts (superlinear: ~25 ms per product at 2^20 bits), so each part of more than
 * 4096 bits costs bits/256 + (bits/1024)²/4 steps (bigBits: bits up to twice too high).
 */
export function chargeParts(x: Value, rt: { charge(n: number, where: string): void }, where: string): void {
  if (x instanceof GaussianBigInt) {
    chargePart(x.re, rt, where);
    chargePart(x.im, rt, where);
  } else if (x instanceof BigRational) {
    chargePart(x.num, rt, where);
    chargePart(x.den, rt, where);
  }
}

function chargePart(p: bigint, rt: { charge(n: number, where: string): void }, where: string): void {
  const bits = bigBits(p);
  if (bits === 0) return;
  const k = bits / 1024;
  rt.charge((bits >> 8) + Math.floor((k * k) / 4), where);
}

/** String(x) of a non-array. */
function scalarText(x: Value): string {
  return typeof x === 'bigint' ? bigintText(x) : String(x);
}

/** JS `String(x)` as the original saw it: arrays comma-joined without brackets, G/Q via toString. */
export function jsString(x: Value): string {
  if (!Array.isArray(x)) return scalarText(x);
  startWalk();
  const s = joinPlain(x);
  endWalk(STRING_SHIFT, 'String');
  return s;
}

/**
 * What jsString charges for the text of an array of `n` scalars (one walk, no nesting), for
 * callers that know that text without building it.
 */
export function chargeScalarsText(n: number): void {
  startWalk();
  visit(n, STRING_SHIFT, 'String');
  endWalk(STRING_SHIFT, 'String');
}

function joinPlain(x: Value[]): string {
  visit(x.length, STRING_SHIFT, 'String');
  return x.map((e) => (e === undefined || e === null ? '' : Array.isArray(e) ? joinPlain(e) : scalarText(e))).join(',');
}

/** Bracketed text form used by `output` and `announce`: `[1,[2,3]]`, elements via String. */
export function bracketString(x: Value): string {
  if (!Array.isArray(x)) return scalarText(x);
  startWalk();
  const s = joinBracketed(x);
  endWalk(STRING_SHIFT, 'output');
  return s;
}

function joinBracketed(x: Value[]): string {
  visit(x.length, STRING_SHIFT, 'output');
  return (
    '[' +
    x.map((e) => (e === undefined || e === null ? '' : Array.isArray(e) ? joinBracketed(e) : scalarText(e))).join(',') +
    ']'
  );
}
