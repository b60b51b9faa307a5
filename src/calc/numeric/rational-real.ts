// Real functions on BigRationals rounded to a multiple of a precision (spec calcarray.md §3.8:
// `^RBR`, `logRBR`, `sinRBR`, `cosRBR`). The original bisects / sums series until the result is
// fixed at the precision; we compute the nearest multiple exactly (roots, logarithms) or with ample
// guard bits (sine, cosine), which gives the same multiple. Ties go to the lower multiple.
import { limitError, rangeError } from '../errors.ts';
import { BigRational } from '../values.ts';
import { bitLength, ensureBits, floorRoot, log2Big } from './bigmath.ts';
import { Q0, Q1, Q_INF, Q_NAN, Q_NINF, qAbs, qCmp, qPowInt } from './rational-math.ts';

export interface RealLimits {
  maxBits: number;
  charge(n: number): void;
}

function bitsOf(q: BigRational): number {
  return bitLength(q.num) + bitLength(q.den);
}

/** k·p as a rational. */
function multiple(k: bigint, p: BigRational): BigRational {
  return BigRational.of(k * p.num, p.den);
}

// ---------------------------------------------------------------------------------------------
// ^RBR

/** `^RBR`: R^e rounded to a multiple of |p|. */
export function realPow(r: BigRational, e: BigRational, p: BigRational, lim: RealLimits, where: string): BigRational {
  if (r.isNaN() || e.isNaN() || p.isNaN() || p.den === 0n) return Q_NAN;
  // The exponent is split into numerator / denominator: an infinite one divides by zero.
  if (e.den === 0n) throw rangeError(where, 'Division by zero');
  if (e.num === 0n) return Q1;
  const n = e.num;
  const d = e.den;
  const negBase = r.num < 0n;
  if (negBase && d % 2n === 0n) return Q_NAN;
  const oddPower = n % 2n !== 0n;
  const sign = negBase && oddPower ? -1n : 1n;
  if (r.num === 0n) return n > 0n ? Q0 : Q_INF;
  if (r.den === 0n) return n > 0n ? (sign < 0n ? Q_NINF : Q_INF) : Q0;
  const a = qAbs(r);
  if (a.num === 1n && a.den === 1n) return BigRational.of(sign);
  p = qAbs(p);
  if (p.num === 0n) {
    if (d !== 1n) throw rangeError(where, 'Division by zero');
    return qPowInt(r, n, lim.maxBits, where);
  }
  // t = |R|^(n/d); we want k = round(t / p) = round(z^(1/d)) with z = |R|^n / p^d.
  const absN = n < 0n ? -n : n;
  const estBits = Number(absN) * bitsOf(a) + Number(d) * (bitsOf(p) + 1);
  ensureBits(estBits, lim.maxBits, where);
  // The powers, the long division and the root cost about 2·k² (k = estBits/1024; issue 24: a
  // 262,144-bit R squared took 83 ms for the 3,072 steps of estBits/256).
  lim.charge(Math.ceil(estBits / 256 + 2 * (estBits / 1024) ** 2));
  const y = n > 0n ? BigRational.of(a.num ** absN, a.den ** absN) : BigRational.of(a.den ** absN, a.num ** absN);
  const zNum = y.num * p.den ** d;
  const zDen = y.den * p.num ** d;
  let k = floorRoot(zNum / zDen, d);
  // Midpoint test (a tie keeps the smaller magnitude, as logRBR's does): z > (k + ½)^d.
  if (2n ** d * zNum > (2n * k + 1n) ** d * zDen) k += 1n;
  return multiple(sign * k, p);
}

// ---------------------------------------------------------------------------------------------
// logRBR

/** A rational as a double without overflowing on huge parts. */
function toDouble(num: bigint, den: bigint): number {
  const shift = Math.max(bitLength(num), bitLength(den)) - 900;
  if (shift <= 0) return Number(num) / Number(den);
  const s = BigInt(shift);
  return Number(num >> s) / Number(den >> s);
}

/**
 * sign(log_b(R) − u/v) for R > 0, b > 0, b ≠ 1, v > 0. Decided from doubles when the gap is clear,
 * else exactly (R^v vs b^u, flipped when b < 1), within the bigint size limit.
 */
function compareLog(
  r: BigRational,
  b: BigRational,
  L: number,
  u: bigint,
  v: bigint,
  lim: RealLimits,
  where: string,
): number {
  const q = toDouble(u, v);
  const gap = L - q;
  if (Math.abs(gap) > 1e-7 * Math.max(1, Math.abs(L))) return gap > 0 ? 1 : -1;
  const au = u < 0n ? -u : u;
  const bits = Number(v) * bitsOf(r) + Number(au) * bitsOf(b);
  ensureBits(bits, lim.maxBits, where);
  lim.charge(1 + Math.floor(2 * (bits / 1024) ** 2)); // the powers and cross-products, as realPow's
  const lhs = BigRational.of(r.num ** v, r.den ** v);
  const rhs = u >= 0n ? BigRational.of(b.num ** u, b.den ** u) : BigRational.of(b.den ** au, b.num ** au);
  const c = qCmp(lhs, rhs);
  return b.num > b.den ? c : -c;
}

/** `logRBR`: log base b of R rounded to a multiple of |p|. */
export function realLog(r: BigRational, b: BigRational, p: BigRational, lim: RealLimits, where: string): BigRational {
  if (r.isNaN() || b.isNaN() || p.isNaN() || p.den === 0n) return Q_NAN;
  if (r.num < 0n || b.num <= 0n || (b.num === 1n && b.den === 1n) || r.den === 0n || b.den === 0n) return Q_NAN;
  if (r.num === 0n) return Q_NINF;
  if (r.num === 1n && r.den === 1n) return Q0;
  p = qAbs(p);
  if (p.num === 0n) throw rangeError(where, 'Division by zero');
  const L = (log2Big(r.num) - log2Big(r.den)) / (log2Big(b.num) - log2Big(b.den));
  // k = round(L / p), first from doubles, then corrected exactly.
  const kd = Math.round(L / toDouble(p.num, p.den));
  if (!Number.isFinite(kd)) throw limitError(where, 'precision too fine');
  let k = BigInt(kd);
  const v = 2n * p.den;
  // k is right when (k − ½)·p < L ≤ (k + ½)·p: a tie goes to the lower multiple (`8 logRBR 2, 6` → 0).
  for (let guard = 0; ; guard++) {
    if (guard > 64) throw limitError(where, 'logarithm did not settle');
    if (compareLog(r, b, L, (2n * k + 1n) * p.num, v, lim, where) > 0) k += 1n;
    else if (compareLog(r, b, L, (2n * k - 1n) * p.num, v, lim, where) <= 0) k -= 1n;
    else break;
  }
  return multiple(k, p);
}

// ---------------------------------------------------------------------------------------------
// sinRBR / cosRBR

const piCache = new Map<number, bigint>();

/** Largest working precision of sinRBR/cosRBR (argument bits + precision bits). */
const TRIG_MAX_BITS = 1 << 16;

/** atan(1/x) · 2^bits in fixed point (x a small integer). */
function atanInv(x: bigint, bits: bigint): bigint {
  const one = 1n << bits;
  const x2 = x * x;
  let term = one / x;
  let sum = term;
  let n = 1n;
  let sign = -1n;
  while (term !== 0n) {
    term /= x2;
    n += 2n;
    sum += (sign * term) / n;
    sign = -sign;
  }
  return sum;
}

/** π · 2^bits (Machin's formula, with guard bits). */
function piFixed(bits: number): bigint {
  const cached = piCache.get(bits);
  if (cached !== undefined) return cached;
  const g = BigInt(bits + 32);
  const pi = (16n * atanInv(5n, g) - 4n * atanInv(239n, g)) >> 32n;
  if (piCache.size > 16) piCache.clear();
  piCache.set(bits, pi);
  return pi;
}

/** sin or cos of R · 2^bits in fixed point (error a few units in the last place). */
function trigFixed(r: BigRational, bits: number, cos: boolean, lim: RealLimits): bigint {
  const G = BigInt(bits);
  const one = 1n << G;
  const intBits = Math.max(0, bitLength(r.num) - bitLength(r.den) + 1);
  // π needs as many extra bits as R has integer bits for the reduction to stay exact enough.
  const piBits = bits + intBits + 8;
  const pi = piFixed(piBits) >> BigInt(intBits + 8);
  const twoPi = 2n * pi;
  // x = R mod 2π, in (−π, π].
  const piBig = piFixed(piBits);
  const xBig = (r.num << BigInt(piBits)) / r.den;
  let x = (xBig % (2n * piBig)) >> BigInt(intBits + 8);
  if (x > pi) x -= twoPi;
  else if (x < -pi) x += twoPi;
  const x2 = (x * x) >> G;
  let term = cos ? one : x;
  let sum = term;
  let n = cos ? 0n : 1n;
  while (term !== 0n) {
    lim.charge(1);
    term = -((term * x2) >> G) / ((n + 1n) * (n + 2n));
    n += 2n;
    sum += term;
  }
  return sum;
}

function realTrig(r: BigRational, p: BigRational, lim: RealLimits, where: string, cos: boolean): BigRational {
  if (r.isNaN() || p.isNaN() || r.den === 0n || p.den === 0n) return Q_NAN;
  p = qAbs(p);
  if (p.num === 0n) throw limitError(where, 'a precision of 0 never converges');
  // Guard bits: enough to resolve the precision, plus 64 for the series and reduction errors.
  const bits = Math.max(0, bitLength(p.den) - bitLength(p.num)) + 64;
  const intBits = Math.max(0, bitLength(r.num) - bitLength(r.den) + 1);
  // π to this many bits costs quadratic time: keep it far below the bigint cap.
  ensureBits(bits + intBits + bitLength(r.den) + 64, Math.min(lim.maxBits, TRIG_MAX_BITS), where);
  lim.charge(Math.ceil((bits + intBits) / 64));
  const s = trigFixed(r, bits, cos, lim);
  // k = round(s / p) with ties up: ⌊(2·s·pDen + pNum·2^bits) / (2·pNum·2^bits)⌋.
  const scale = 1n << BigInt(bits);
  const numer = 2n * s * p.den + p.num * scale;
  const denom = 2n * p.num * scale;
  let k = numer / denom;
  if (numer % denom !== 0n && numer < 0n) k -= 1n;
  return multiple(k, p);
}

export function realSin(r: BigRational, p: BigRational, lim: RealLimits, where: string): BigRational {
  return realTrig(r, p, lim, where, false);
}

export function realCos(r: BigRational, p: BigRational, lim: RealLimits, where: string): BigRational {
  return realTrig(r, p, lim, where, true);
}
