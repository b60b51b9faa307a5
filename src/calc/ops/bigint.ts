// The bigint family (spec calcarray.md §2.4, §3.6): exact integer arithmetic with the original's
// quirks, primes and factorisations over the shared table, digit-wise base operations, base
// conversion, `rand_bigint`, and the bigint-family operators that return Gaussian integers
// (`ipowGB`, `gaussian_prime`). `DIVESeedUnlock` lives in dive.ts.
import { defaultAbbreviate } from '../abbreviate.ts';
import { CalcArrayError, limitError, rangeError, typeError } from '../errors.ts';
import { GaussianBigInt, bigBits, jsString, type Value } from '../values.ts';
import {
  bigAbs,
  bigSign,
  bigWorkSteps,
  bitLength,
  ensureBits,
  floorMod,
  fromDigits,
  ilog,
  iroot,
  largestDivisorAtMost,
  log2Big,
  perfectPowerExponent,
  rangeProduct,
  toDigits,
  valuation,
} from '../numeric/bigmath.ts';
import { gCompare, gIPow, twoSquares } from '../numeric/gaussian-math.ts';
import { ensurePrimeCount, ensurePrimesUpTo, factorExponents, factorize, nthPrime } from '../numeric/primes.ts';
import {
  operator,
  PURE,
  PRIMES,
  RANDOM,
  withEffects,
  type OpEffects,
  type OpDef,
  type OpRuntime,
  type OpTable,
} from './types.ts';
import { familyMakers, table } from './makers.ts';

type BinFn = (a: bigint, b: bigint, rt: OpRuntime, name: string) => Value;

/**
 * Charges reading bigints of more than 4096 bits, one step per 256 bits (bigBits, up to twice
 * that; dividing a 2^20-bit number by a small one takes ~1 ms, and looped such operators ran for many
 * seconds within the step budget.
 */
export function chargeBigOperands(a: Value, b: Value, rt: OpRuntime, name: string): void {
  let bits = 0;
  if (typeof a === 'bigint') bits += bigBits(a);
  if (typeof b === 'bigint') bits += bigBits(b);
  if (bits !== 0) rt.charge(bits >> 8, name);
}

const { bin, un } = familyMakers<bigint>('bigint', chargeBigOperands);

/**
 * Charges work quadratic in the longer operand's size, `c`·(bits/1024)² steps plus bits/64, for
 * operands past 4096 bits (bigBits: a cheap upper bound; smaller ones cost about a step).
 */
function chargeQuadratic(a: bigint, b: bigint, c: number, rt: OpRuntime, name: string): void {
  const bits = Math.max(bigBits(a), bigBits(b));
  if (bits !== 0) rt.charge(bigWorkSteps(bits, c), name);
}

/** `bin(fn)` for operators whose work is quadratic in their operands' size (divisions, roots, …). */
function binQ(c: number, fn: BinFn): (name: string) => OpDef {
  return bin((a, b, rt, name) => {
    chargeQuadratic(a, b, c, rt, name);
    return fn(a, b, rt, name);
  });
}

/** `un(fn)` for unary operators whose work is quadratic in the operand's size. */
function unQ(c: number, fn: (a: bigint, rt: OpRuntime, name: string) => Value): (name: string) => OpDef {
  return un((a, rt, name) => {
    chargeQuadratic(a, 0n, c, rt, name);
    return fn(a, rt, name);
  });
}

/** A maker whose operator is declared with `effects`. */
function declared(effects: OpEffects, make: (name: string) => OpDef): (name: string) => OpDef {
  return (name) => withEffects(make(name), effects);
}

function divByZero(name: string): never {
  throw rangeError(name, 'Division by zero');
}

// ---------------------------------------------------------------------------------------------
// Arithmetic

function power(a: bigint, e: bigint, rt: OpRuntime, name: string): bigint {
  if (e < 0n) throw rangeError(name, 'exponent must be positive');
  if (e === 0n || a === 1n) return 1n;
  if (a === 0n) return 0n;
  if (a === -1n) return e % 2n === 0n ? 1n : -1n;
  const max = rt.limits.maxBigIntBits;
  const bits = Math.floor(log2Big(bigAbs(a)) * Number(e));
  ensureBits(bits, max, name);
  // The squarings cost about kr²/2 for a result of kr·1024 bits (issue 24: a 65,536-bit bigint
  // cubed took ~4 ms for 263 steps).
  const kr = bits / 1024;
  rt.charge(Math.ceil(Number(e) / 4096) + (kr >= 4 ? Math.floor((kr * kr) / 2) : 0), name);
  return rt.checkBig(a ** e, name);
}

/** t = trunc(R/m)·m, then the original's floor/ceil fix-ups (not true floor/ceil for m < 0). */
function toMultiple(a: bigint, m: bigint, mode: 'floor' | 'ceil' | 'round', name: string): bigint {
  if (m === 0n) divByZero(name);
  const t = (a / m) * m;
  const floor = t > a ? t - m : t;
  const ceil = t < a ? t + m : t;
  if (mode === 'floor') return floor;
  if (mode === 'ceil') return ceil;
  return a - floor < ceil - a ? floor : ceil;
}

/**
 * Steps of one division of an `na`-bit number by an `nb`-bit one: the quotient's 64-bit words
 * times the divisor's, 16 such pairs a step (schoolbook), but at most (na/1024)², as V8 divides
 * long operands faster than that (2^20 bits by 2^16 ~50 ms, by 2^19 ~60 ms). At most 2^36.
 */
function divisionSteps(na: number, nb: number): number {
  if (na < nb) return 0;
  const pairs = (Math.floor((na - nb) / 64) + 1) * Math.ceil(nb / 64);
  const k = na / 1024;
  return Math.floor(Math.min(pairs / 16, k * k));
}

/**
 * Euclid's algorithm: about as many rounds as the operands have bits when their quotients stay
 * small (2^k and 3^m, say), each round a division of numbers that long (~0.25 ms at 10^5 bits);
 * charged per round, one step per 64 bits of the longer operand at the start (sizes only shrink).
 * A round whose dividend passes 2^4096 bits is also charged its division by the operands' bit
 * lengths (issue 24: gcdB of a 2^20-bit number by a 2^16-bit one divided for ~50 ms in its first,
 * free rounds). Measuring a length prints the number in hex, linear like the round itself.
 */
function gcdTrunc(a: bigint, b: bigint, rt: OpRuntime, name: string): bigint {
  let rounds = 0;
  let perRound = 0;
  // a's bit length when known (b's of the round before), else -1.
  let bitsA = -1;
  while (b !== 0n) {
    if (bigBits(a) !== 0) {
      const bitsB = bitLength(b);
      rt.charge(divisionSteps(bitsA >= 0 ? bitsA : bitLength(a), bitsB), name);
      bitsA = bitsB;
    } else bitsA = -1;
    // The first rounds are free: small operands (most calls) take only a few.
    if (++rounds > 64) {
      if (perRound === 0) perRound = 1 + (Math.max(bitLength(a), bitLength(b)) >> 6);
      rt.charge(perRound, name);
    }
    [a, b] = [b, a % b];
  }
  return a;
}

/** `factorialB`: the original recursed, overflowing the stack from about 10⁴ on. */
const FACTORIAL_STACK_LIMIT = 10000n;

function factorial(a: bigint, rt: OpRuntime, name: string): Value {
  if (a < 0n) return NaN;
  if (a >= FACTORIAL_STACK_LIMIT) throw rangeError(name, 'Maximum call stack size exceeded');
  rt.charge(Number(a) / 16, name);
  return rt.checkBig(rangeProduct(2n, a), name);
}

function expomod(a: bigint, b: bigint, rt: OpRuntime, name: string): bigint {
  if (a === 0n || b === 1n) return -1n;
  if (b === 0n) divByZero(name);
  // Dividing by −1 never ends (the sign flips forever).
  if (b === -1n) throw limitError(name, 'every number is divisible by −1 forever');
  rt.charge(Math.ceil(bitLength(a) / 4096), name);
  return valuation(a, b)[1];
}

// ---------------------------------------------------------------------------------------------
// Bits

function shiftLeft(a: bigint, s: bigint, rt: OpRuntime, name: string): bigint {
  if (s < 0n) return shiftRight(a, -s, rt, name);
  if (a === 0n) return 0n;
  const max = rt.limits.maxBigIntBits;
  if (s > BigInt(max)) throw limitError(name, `result larger than ${max} bits`);
  return rt.checkBig(a << s, name);
}

function shiftRight(a: bigint, s: bigint, rt: OpRuntime, name: string): bigint {
  if (s < 0n) return shiftLeft(a, -s, rt, name);
  if (s >= BigInt(bitLength(a))) return a < 0n ? -1n : 0n;
  return a >> s;
}

function baseDigits(n: bigint, base: bigint, rt: OpRuntime, name: string): bigint[] {
  // Divide and conquer: divisions by powers as long as half of n, ~100 ms at 2^18 bits.
  rt.charge(bigWorkSteps(bitLength(n), 16) + 1, name);
  return toDigits(bigAbs(n), base);
}

/** `basebit&B` / `|` / `^`: digit-wise min / max / sum mod base of |R| and |A2|. */
function baseBitwise(op: (x: bigint, y: bigint, base: bigint) => bigint): (name: string) => OpDef {
  return (name) =>
    operator('bigint', 'BB', PURE, (r, [b, base], rt) => {
      const B = base as bigint;
      if (B < 2n) throw typeError(name, 'the base must be at least 2');
      const x = baseDigits(r as bigint, B, rt, name);
      const y = baseDigits(b as bigint, B, rt, name);
      const len = Math.max(x.length, y.length);
      rt.charge(fromDigitsSteps(len, B), name);
      const out: bigint[] = [];
      for (let i = 0; i < len; i++) {
        const dx = i < len - x.length ? 0n : x[i - (len - x.length)]!;
        const dy = i < len - y.length ? 0n : y[i - (len - y.length)]!;
        out.push(op(dx, dy, B));
      }
      return fromDigits(out, B);
    });
}

/** Steps of fromDigits on `count` digits of `base`: products of halves (~4·(bits/1024)²). */
function fromDigitsSteps(count: number, base: bigint): number {
  return bigWorkSteps(count * bitLength(base), 4) + (count >> 4);
}

// ---------------------------------------------------------------------------------------------
// Base conversion

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/';

/**
 * The Base operand: a bigint base with the standard alphabet, or an array whose length is the base;
 * its entries are the digits when they are strings (else the standard alphabet is used).
 */
function baseSpec(spec: Value): { base: bigint; digits: string[] | null } {
  if (!Array.isArray(spec)) return { base: spec as bigint, digits: null };
  const digits =
    typeof spec[0] === 'string' ? spec.map((d) => (d === undefined || d === null ? '' : jsString(d))) : null;
  return { base: BigInt(spec.length), digits };
}

function baseConvert(r: bigint, spec: Value, rt: OpRuntime, name: string): Value {
  const { base, digits } = baseSpec(spec);
  const digitText = digits
    ? (d: bigint) => digits[Number(d)]!
    : base > 64n
      ? (d: bigint) => `(${d})`
      : (d: bigint) => ALPHABET[Number(d)]!;
  if (base < 2n) return r;
  // Each digit is a bigint made and a piece of text appended: 1 step a digit, at least
  // bits/(bitLength(base) − 1) of them (issue 24: 4,100 bits in base 2 ran ~20× their charge).
  rt.charge(Math.ceil(bitLength(r) / Math.max(1, bitLength(base) - 1)), name);
  let out = r < 0n ? '-' : '';
  for (const d of baseDigits(r, base, rt, name)) out += digitText(d);
  if (out.length > rt.limits.maxStringLength) throw limitError(name, 'string too long');
  return out;
}

function baseDeconvert(r: Value, spec: Value, rt: OpRuntime, name: string): bigint {
  const text = typeof r === 'string' ? r : jsString(r);
  const { base, digits } = baseSpec(spec);
  const lookup = digits ? (c: string) => digits.indexOf(c) : (c: string) => ALPHABET.indexOf(c);
  // Each character is looked up (a scan of a custom digit list) and made a bigint: ~100 ns a
  // character, charged L/64 before (a 315,000-character text ran 27× its charged steps' time).
  rt.charge(Math.ceil((text.length * (1 + (digits ? digits.length / 64 : 0))) / 2), name);
  const values: bigint[] = [];
  for (const c of text.split('')) {
    const v = lookup(c);
    if (v < 0)
      throw new CalcArrayError(
        'error',
        name,
        'Character in input string to baseConvert not in the list of digit characters',
      );
    values.push(BigInt(v));
  }
  const bits = values.length * Math.max(1, bitLength(base));
  ensureBits(bits - bitLength(base), rt.limits.maxBigIntBits, name);
  rt.charge(fromDigitsSteps(values.length, base), name);
  return fromDigits(values, base);
}

// ---------------------------------------------------------------------------------------------
// Perfect powers

function perfectPowerForm(a: bigint, max: bigint, rt: OpRuntime, name: string): bigint[] {
  if (a === 0n) return [0n, 0n, 0n];
  const sign = bigSign(a);
  const n = bigAbs(a);
  if (n === 1n) return [1n, 0n, sign];
  const log2 = BigInt(bitLength(n) - 1);
  const limit = log2 < max ? log2 : max;
  if (limit < 2n) return [n, 1n, sign];
  const [root, g] = perfectPowerExponent(n, (steps) => rt.charge(steps, name));
  const d = largestDivisorAtMost(g, limit);
  if (d < 2n) return [n, 1n, sign];
  return [root ** (g / d), d, sign];
}

// ---------------------------------------------------------------------------------------------
// Gaussian primes (`gaussian_prime`)

/**
 * The k-th Gaussian prime (1-based) in `gaussianSort` order among re > 0, im ≥ 0: collects the
 * Gaussian primes of norm ≤ N from the shared prime table (2 → 1+i; p ≡ 1 mod 4 → a±bi pairs;
 * p ≡ 3 mod 4 → p when p² ≤ N), doubling N until there are enough.
 */
function gaussianPrime(k: bigint, rt: OpRuntime, name: string): Value {
  if (k < 0n) return undefined;
  if (k === 0n) return new GaussianBigInt(1n, 0n);
  if (k > BigInt(rt.limits.maxPrimes)) throw limitError(name, `more than ${rt.limits.maxPrimes} primes requested`);
  const want = Number(k);
  let count = Math.max(3, want);
  for (;;) {
    ensurePrimeCount(rt, count, name);
    const table = rt.host.primes;
    const bound = table[table.length - 1]!;
    const found: GaussianBigInt[] = [];
    for (const p of table) {
      if (p === 2n) found.push(new GaussianBigInt(1n, 1n));
      else if (p % 4n === 1n) {
        const [a, b] = twoSquares(p);
        found.push(new GaussianBigInt(a, b), new GaussianBigInt(b, a));
      } else if (p * p <= bound) found.push(new GaussianBigInt(p, 0n));
      if ((found.length & 1023) === 0) rt.charge(64, name);
    }
    // Every Gaussian prime of norm ≤ bound is in `found`; past k of them the order is settled.
    if (found.length >= want) {
      // The sort compares bigint norms (~0.4 µs a comparison): 4 steps per comparison.
      rt.charge(Math.ceil(4 * found.length * Math.log2(found.length + 1)), name);
      found.sort(gCompare);
      return found[want - 1]!;
    }
    count = table.length * 2;
  }
}

// ---------------------------------------------------------------------------------------------
// rand_bigint

/** Repeated halving (not uniform), as the original: one draw per halving plus one. */
function randBigint(a: bigint, b: bigint, rt: OpRuntime, name: string): Value {
  let lo = a < b ? a : b;
  let hi = a < b ? b : a;
  return rt.randomEvent(() => {
    // Each halving adds and halves numbers as long as the bounds: charge by their size.
    const cost = 1 + Math.floor(Math.max(bitLength(lo), bitLength(hi)) / 512);
    while (hi - lo > 1n) {
      rt.charge(cost, name);
      const mid = (lo + hi) / 2n;
      if (rt.host.random() > 0.5) hi = mid;
      else lo = mid;
    }
    return rt.host.random() > 0.5 ? hi : lo;
  });
}

// ---------------------------------------------------------------------------------------------

export const bigintOperators: OpTable = table({
  '+B': bin((a, b, rt, n) => rt.checkBig(a + b, n)),
  '-B': bin((a, b, rt, n) => rt.checkBig(a - b, n)),
  '*B': bin((a, b, rt, n) => {
    const bitsA = bitLength(a);
    const bitsB = bitLength(b);
    ensureBits(bitsA + bitsB - 1, rt.limits.maxBigIntBits, n);
    // Multiplying is superlinear (two 2^20-bit numbers take ~25 ms): one step per 16 bits of the
    // shorter factor, per 4096 of the longer one.
    rt.charge((Math.min(bitsA, bitsB) >> 4) + (Math.max(bitsA, bitsB) >> 12), n);
    return rt.checkBig(a * b, n);
  }),
  '/B': binQ(0.25, (a, b, _rt, n) => (b === 0n ? divByZero(n) : a / b)),
  '%B': binQ(0.25, (a, b, _rt, n) => (b === 0n ? divByZero(n) : a % b)),
  modB: binQ(0.5, (a, b) => (b === 0n ? 0n : floorMod(a, b))),
  '^B': bin(power),
  '**B': bin(power),
  // Newton's method: a few divisions of numbers as long as R (~450 ms at 2^18 bits).
  rootB: binQ(16, (a, k, _rt, n) => iroot(a, k, n)),
  logB: binQ(1, (a, b, _rt, n) => ilog(a, b, n)),
  roundB: binQ(0.5, (a, m, _rt, n) => toMultiple(a, m, 'round', n)),
  floorB: binQ(0.5, (a, m, _rt, n) => toMultiple(a, m, 'floor', n)),
  ceilB: binQ(0.5, (a, m, _rt, n) => toMultiple(a, m, 'ceil', n)),
  ceilingB: binQ(0.5, (a, m, _rt, n) => toMultiple(a, m, 'ceil', n)),
  absB: un((a) => bigAbs(a)),
  signB: un((a) => bigSign(a)),
  gcdB: bin((a, b, rt, n) => gcdTrunc(a, b, rt, n)),
  // A product and a division of numbers as long as both operands together.
  lcmB: binQ(1, (a, b, rt, n) => {
    const g = gcdTrunc(a, b, rt, n);
    if (g === 0n) divByZero(n);
    ensureBits(bitLength(a) + bitLength(b), rt.limits.maxBigIntBits + bitLength(g), n);
    return rt.checkBig((a * b) / g, n);
  }),
  factorialB: un(factorial),
  primeB: declared(
    PRIMES,
    un((a, rt, n) => nthPrime(rt, a, n)!),
  ),
  expomodB: binQ(2, expomod),
  primeFactorizeB: () =>
    operator('bigint', 'N', PRIMES, (r, [form], rt) => {
      const n = r as bigint;
      const where = 'primeFactorizeB';
      const capped = <T>(list: T[]): T[] => {
        if (list.length > rt.limits.maxArrayLength) throw limitError(where, 'array too long');
        return list;
      };
      if (form === 1) return factorize(rt, n, where);
      if (form === 2) {
        const pairs = factorize(rt, n, where);
        let total = 0n;
        for (const [, e] of pairs) total += e;
        if (total > BigInt(rt.limits.maxArrayLength)) throw limitError(where, 'array too long');
        rt.charge(Number(total) / 64, where);
        const out: bigint[] = [];
        for (const [p, e] of pairs) for (let i = 0n; i < e; i++) out.push(p);
        return out;
      }
      return capped(factorExponents(rt, n, where));
    }),
  factorAmountB: declared(
    PRIMES,
    un((a, rt, n) => {
      let count = 1n;
      for (const [, e] of factorize(rt, a, n)) count *= e + 1n;
      return count;
    }),
  ),
  factorListB: declared(
    PRIMES,
    un((a, rt, n) => {
      let divisors = [1n];
      for (const [p, e] of factorize(rt, a, n)) {
        // Refused before they are built: 2^1000000 has a million divisors of up to a million bits.
        if ((Number(e) + 1) * divisors.length > rt.limits.maxArrayLength) throw limitError(n, 'too many divisors');
        const next: bigint[] = [];
        let pk = 1n;
        const pBits = bitLength(p);
        for (let k = 0n, bits = 0; k <= e; k++, bits += pBits) {
          rt.charge(divisors.length * (1 + (bits >> 8)), n); // products as long as p^k
          for (const d of divisors) next.push(d * pk);
          pk *= p;
        }
        if (next.length > rt.limits.maxArrayLength) throw limitError(n, 'too many divisors');
        rt.charge(next.length / 64, n);
        divisors = next;
      }
      return divisors.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    }),
  ),
  'bit&B': bin((a, b) => a & b),
  'bit|B': bin((a, b) => a | b),
  'bit^B': bin((a, b) => a ^ b),
  'bit~B': un((a) => ~a),
  'bit<<B': bin(shiftLeft),
  'bit>>B': bin(shiftRight),
  'bit>>>B': bin((_a, _b, _rt, n) => {
    throw typeError(n, 'BigInts have no unsigned right shift, use >> instead');
  }),
  'basebit&B': baseBitwise((x, y) => (x < y ? x : y)),
  'basebit|B': baseBitwise((x, y) => (x > y ? x : y)),
  'basebit^B': baseBitwise((x, y, base) => (x + y) % base),
  'basebit~B': bin((a, base, rt, n) => {
    if (base < 2n) throw typeError(n, 'the base must be at least 2');
    const digits = baseDigits(a, base, rt, n);
    rt.charge(fromDigitsSteps(digits.length, base), n);
    return fromDigits(
      digits.map((d) => (base - d) % base),
      base,
    );
  }),
  rand_bigint: declared(RANDOM, bin(randBigint)),
  defaultAbbrevB: unQ(8, (a) => defaultAbbreviate(a)),
  perfectPowerFormB: bin(perfectPowerForm),
  baseConvertB: () =>
    operator('bigint', 'Base', PURE, (r, [spec], rt) => baseConvert(r as bigint, spec, rt, 'baseConvertB')),
  baseDeconvertB: () =>
    operator('string', 'Base', PURE, (r, [spec], rt) => baseDeconvert(r, spec, rt, 'baseDeconvertB')),
  // No family: R is returned as it is; A2 (a bigint) is the bound. Bounds too large for a JS array
  // failed at once in the original and were ignored; smaller huge ones hit our prime-table limit.
  '@primesUpdate': () =>
    operator('none', 'B', PRIMES, (r, [bound], rt) => {
      if ((bound as bigint) < 2n ** 32n) ensurePrimesUpTo(rt, bound as bigint, '@primesUpdate');
      return r;
    }),
  ipowGB: un((a) => gIPow(a)),
  // QUIRK: not unary — the operand is read (as a bigint) and ignored.
  gaussian_prime: declared(
    PRIMES,
    bin((a, _b, rt, n) => gaussianPrime(a, rt, n)),
  ),
});
