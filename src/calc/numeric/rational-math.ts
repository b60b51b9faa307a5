// BigRational arithmetic as the original computes it (spec calcarray.md §3.8), including its
// infinities (±1/0) and NaN (0/0), multiples, modulo, gcd/lcm, integer powers and the multiplicity
// count of `expomodBR`. Real functions (^RBR, logRBR, sinRBR, cosRBR) are in rational-real.ts.
import { limitError } from '../errors.ts';
import { BigRational, bigGcd } from '../values.ts';
import { bigAbs, ensureBits, floorDiv, log2Big, valuation } from './bigmath.ts';

export const Q_NAN = BigRational.of(0n, 0n);
export const Q_INF = BigRational.of(1n, 0n);
export const Q_NINF = BigRational.of(-1n, 0n);
export const Q0 = BigRational.of(0n);
export const Q1 = BigRational.of(1n);

export function qNeg(q: BigRational): BigRational {
  return BigRational.of(-q.num, q.den);
}

export function qAbs(q: BigRational): BigRational {
  return q.num < 0n ? qNeg(q) : q;
}

export function qRecip(q: BigRational): BigRational {
  if (q.isNaN()) return Q_NAN;
  return BigRational.of(q.den, q.num);
}

/** Compares two non-NaN rationals (infinities included): −1, 0, 1. */
export function qCmp(a: BigRational, b: BigRational): number {
  if (a.den === 0n || b.den === 0n) {
    const x = a.den === 0n ? Number(a.num) * 2 : 0;
    const y = b.den === 0n ? Number(b.num) * 2 : 0;
    if (a.den === 0n && b.den === 0n) return Math.sign(x - y);
    if (a.den === 0n) return Math.sign(x);
    return -Math.sign(y);
  }
  const d = a.num * b.den - b.num * a.den;
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}

export function qAdd(a: BigRational, b: BigRational): BigRational {
  if (a.isNaN() || b.isNaN()) return Q_NAN;
  if (a.den === 0n || b.den === 0n) {
    if (a.den === 0n && b.den === 0n) return a.num === b.num ? a : Q_NAN;
    return a.den === 0n ? a : b;
  }
  return BigRational.of(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function qSub(a: BigRational, b: BigRational): BigRational {
  return qAdd(a, qNeg(b));
}

/** (a·c)/(b·d) canonicalised: ∞·0 is NaN, infinities keep their signs. */
export function qMul(a: BigRational, b: BigRational): BigRational {
  return BigRational.of(a.num * b.num, a.den * b.den);
}

/** (a·d)/(b·c): x/0 → ±∞, 0/0 and ∞/∞ → NaN. */
export function qDiv(a: BigRational, b: BigRational): BigRational {
  return BigRational.of(a.num * b.den, a.den * b.num);
}

/** ⌊q⌋ of a finite rational. */
export function qFloor(q: BigRational): bigint {
  return floorDiv(q.num, q.den);
}

/** ⌈q⌉ of a finite rational. */
export function qCeil(q: BigRational): bigint {
  return -floorDiv(-q.num, q.den);
}

/** `modBR`: floored modulo with the original's special cases. */
export function qMod(r: BigRational, m: BigRational): BigRational {
  if (r.isNaN() || m.isNaN() || r.den === 0n) return Q_NAN;
  if (m.num === 0n) return Q0;
  if (m.den === 0n) return r;
  if (m.num < 0n) return qNeg(qMod(qNeg(r), qNeg(m)));
  const k = qFloor(qDiv(r, m));
  return qSub(r, qMul(BigRational.of(k), m));
}

export type RoundMode = 'floor' | 'ceil' | 'round';

/** `floorBR`/`ceilBR`/`roundBR`: to a multiple of |m| (ties to the ceiling). */
export function qToMultiple(r: BigRational, m: BigRational, mode: RoundMode): BigRational {
  if (r.isNaN() || m.isNaN() || r.den === 0n) return Q_NAN;
  m = qAbs(m);
  if (m.den === 0n) {
    if (mode === 'round') return Q0;
    if (mode === 'floor') return r.num >= 0n ? Q0 : Q_NINF;
    return r.num >= 0n ? Q_INF : Q0;
  }
  if (m.num === 0n) return r;
  const x = qDiv(r, m);
  const k = mode === 'floor' ? qFloor(x) : mode === 'ceil' ? qCeil(x) : qFloor(qAdd(x, BigRational.of(1n, 2n)));
  return qMul(BigRational.of(k), m);
}

/** Integer power (the exponent already a bigint); negative → reciprocal power. */
export function qPowInt(q: BigRational, e: bigint, maxBits: number, where: string): BigRational {
  if (q.isNaN()) return Q_NAN;
  if (e === 0n) return Q1;
  if (e < 0n) return qPowInt(qRecip(q), -e, maxBits, where);
  if (q.den === 0n) return q.num < 0n && e % 2n === 1n ? Q_NINF : Q_INF;
  if (q.num === 0n) return Q0;
  const big = bigAbs(q.num) > q.den ? bigAbs(q.num) : q.den;
  if (big > 1n) ensureBits(Math.floor(log2Big(big) * Number(e)), maxBits, where);
  return BigRational.of(q.num ** e, q.den ** e);
}

/**
 * `gcdBR`: Euclid on |R|, |A2| with `modBR`, stopping at 0 or a non-finite value. For two finite
 * non-zero fractions that is gcd(numerators) / lcm(denominators), computed directly.
 */
export function qGcd(a: BigRational, b: BigRational): BigRational {
  if (a.isNaN() || b.isNaN()) return Q_NAN;
  a = qAbs(a);
  b = qAbs(b);
  if (b.num === 0n || b.den === 0n) return a;
  // ∞ mod b is NaN, which stops the loop one step later with b.
  if (a.den === 0n || a.num === 0n) return b;
  const g = bigGcd(a.den, b.den);
  return BigRational.of(bigGcd(a.num, b.num), (a.den / g) * b.den);
}

/** `lcmBR` with the original's special cases. */
export function qLcm(a: BigRational, b: BigRational): BigRational {
  if (a.isNaN() || b.isNaN()) return Q_NAN;
  if (b.num === 0n || a.den === 0n) return qAbs(a);
  if (a.num === 0n || b.den === 0n) return qAbs(b);
  return qAbs(qDiv(qMul(a, b), qGcd(a, b)));
}

/** `expomodBR`: signed multiplicity of m in r (as a rational). */
export function qExpomod(r: BigRational, m: BigRational, where: string, charge: () => void): BigRational {
  if (r.isNaN() || m.isNaN() || m.num === 0n || m.den === 0n) return Q_NAN;
  if (r.num === 0n) return Q_NINF;
  if (r.den === 0n) return Q_INF;
  // Dividing by ±1 never changes the remainders: the original loops forever.
  if (m.den === 1n && bigAbs(m.num) === 1n) throw limitError(where, 'every number has infinitely many factors of ±1');
  // Phase 1 divides num by m.num and den by m.den while both divide; phase 2 multiplies (divides
  // num by m.den and den by m.num) while both divide. The loops of the original count factors; we
  // count them with valuations (±1 divides forever: such a side never limits the count).
  const times = (x: bigint, p: bigint): bigint | null => (bigAbs(p) === 1n ? null : valuation(x, p)[1]);
  const least = (a: bigint | null, b: bigint | null): bigint => (a === null ? b! : b === null ? a : a < b ? a : b);
  charge();
  const up = least(times(r.num, m.num), times(r.den, m.den));
  const num = r.num / m.num ** up;
  const den = r.den / m.den ** up;
  const down = least(times(num, m.den), times(den, m.num));
  const count = up - down;
  return BigRational.of(count);
}
