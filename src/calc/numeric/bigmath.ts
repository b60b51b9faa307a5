// Exact integer helpers on bigints: sizes, roots, logarithms, digit expansions. Errors are the
// original's (spec calcarray.md §3.6) turned into CalcArrayErrors.
import { CalcArrayError, limitError, rangeError } from '../errors.ts';

export function bigAbs(x: bigint): bigint {
  return x < 0n ? -x : x;
}

export function bigSign(x: bigint): bigint {
  return x > 0n ? 1n : x < 0n ? -1n : 0n;
}

/** Number of bits of |x| (0 for 0). */
export function bitLength(x: bigint): number {
  if (x < 0n) x = -x;
  if (x === 0n) return 0;
  // Tile-sized values without a string: below 2^53 the double is exact.
  const n = Number(x);
  if (n < 2 ** 32) return 32 - Math.clz32(n);
  if (n < 2 ** 53) return 64 - Math.clz32(Math.floor(n / 2 ** 32));
  const hex = x.toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(parseInt(hex[0]!, 16)));
}

/** log2 of a positive bigint as a double (good to ~1e-15 relative, any size). */
export function log2Big(x: bigint): number {
  const bits = bitLength(x);
  if (bits <= 1000) return Math.log2(Number(x));
  const shift = bits - 64;
  return Math.log2(Number(x >> BigInt(shift))) + shift;
}

/** Throws a limit error when a result is known in advance to exceed `maxBits`. */
export function ensureBits(bits: number, maxBits: number, where: string): void {
  if (bits > maxBits) throw limitError(where, `result larger than ${maxBits} bits`);
}

/** Floored division (sign of the divisor); throws on 0 like JS bigint division. */
export function floorDiv(a: bigint, b: bigint): bigint {
  if (b === 0n) throw rangeError('division', 'Division by zero');
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** Floored modulo (sign of the divisor). */
export function floorMod(a: bigint, b: bigint): bigint {
  const r = a % b;
  return r !== 0n && r < 0n !== b < 0n ? r + b : r;
}

/** ⌊n^(1/k)⌋ for n ≥ 0, k ≥ 1 (Newton's method from an upper bound). */
export function floorRoot(n: bigint, k: bigint): bigint {
  if (n < 2n || k === 1n) return n;
  const bits = bitLength(n);
  if (k >= BigInt(bits)) return 1n;
  const kn = Number(k);
  const km1 = k - 1n;
  // 2^ceil(bits/k) ≥ the root: start above and descend.
  let x = 1n << BigInt(Math.ceil(bits / kn));
  for (;;) {
    const y = (km1 * x + n / x ** km1) / k;
    if (y >= x) return x;
    x = y;
  }
}

/** `rootB`: the k-th root truncated toward zero, with the original's checks and errors. */
export function iroot(n: bigint, k: bigint, where: string): bigint {
  if (n === 0n) return 0n;
  if (n === 1n) return 1n;
  if (k < 1n) throw rangeError(where, 'iroot called with degree < 1');
  if (k === 1n) return n;
  if (n < 0n) {
    if (k % 2n === 0n) throw new CalcArrayError('error', where, 'iroot called on even negative base');
    return -floorRoot(-n, k);
  }
  return floorRoot(n, k);
}

/** `logB`: ⌊log_b n⌋, −1 for n = 0, with the original's errors. */
export function ilog(n: bigint, b: bigint, where: string): bigint {
  if (n < 0n) throw rangeError(where, 'ilog called on a negative number');
  if (b < 2n) throw rangeError(where, 'ilog called with base < 2');
  if (n === 0n) return -1n;
  if (n < b) return 0n;
  // Estimate from bit sizes, then correct exactly.
  let e = BigInt(Math.max(0, Math.floor(log2Big(n) / log2Big(b)) - 1));
  let p = b ** e;
  while (p * b <= n) {
    p *= b;
    e++;
  }
  while (p > n) {
    p /= b;
    e--;
  }
  return e;
}

/** Digits of n ≥ 0 in base b ≥ 2, most significant first ([] for 0). Divide and conquer. */
export function toDigits(n: bigint, b: bigint): bigint[] {
  if (n === 0n) return [];
  const out: bigint[] = [];
  // Powers b^(2^i) to split large numbers in halves.
  // A power past n is not squared (a 65,536-bit base squared for a 4,100-bit n took ~0.7 ms,
  // uncharged), and each square is computed once.
  const pows: bigint[] = [b];
  for (;;) {
    const p = pows[pows.length - 1]!;
    if (p > n) break;
    const square = p * p;
    if (square > n) break;
    pows.push(square);
  }
  const emit = (x: bigint, level: number, pad: boolean): void => {
    if (level < 0) {
      if (pad || x !== 0n) out.push(x);
      return;
    }
    const p = pows[level]!;
    if (!pad && x < p) {
      emit(x, level - 1, false);
      return;
    }
    emit(x / p, level - 1, pad);
    // Low half: exactly 2^level digits, zero-padded.
    emit(x % p, level - 1, true);
  };
  emit(n, pows.length - 1, false);
  return out;
}

/** The number with base-b digits `digits` (most significant first). */
export function fromDigits(digits: readonly bigint[], b: bigint): bigint {
  // Horner on chunks of 64 digits, then the chunks joined pairwise (balanced products: one digit
  // at a time made a 250,000-digit number in ~5 s).
  const CHUNK = 64;
  const horner = (from: number, to: number): bigint => {
    let n = 0n;
    for (let i = from; i < to; i++) n = n * b + digits[i]!;
    return n;
  };
  if (digits.length <= CHUNK) return horner(0, digits.length);
  // Least significant chunk first; every chunk but the last (the most significant) is full.
  let parts: bigint[] = [];
  for (let end = digits.length; end > 0; end -= CHUNK) parts.push(horner(Math.max(0, end - CHUNK), end));
  let pow = b ** BigInt(CHUNK);
  while (parts.length > 1) {
    const next: bigint[] = [];
    for (let i = 0; i < parts.length; i += 2)
      next.push(i + 1 < parts.length ? parts[i + 1]! * pow + parts[i]! : parts[i]!);
    parts = next;
    if (parts.length > 1) pow *= pow;
  }
  return parts[0]!;
}

/**
 * Steps for work on numbers of `bits` bits that is linear plus `c`·(bits/1024)² (schoolbook-like
 * products and divisions, roots, conversions): one step per 64 bits, plus that. Plain doubles
 * (no 32-bit operators): exact far beyond any size the bigint cap allows.
 */
export function bigWorkSteps(bits: number, c: number): number {
  const k = bits / 1024;
  return Math.floor(bits / 64) + Math.floor(c * k * k);
}

/** Product of lo..hi (inclusive) by binary splitting. */
export function rangeProduct(lo: bigint, hi: bigint): bigint {
  if (lo > hi) return 1n;
  if (hi - lo < 8n) {
    let p = 1n;
    for (let i = lo; i <= hi; i++) p *= i;
    return p;
  }
  const mid = (lo + hi) / 2n;
  return rangeProduct(lo, mid) * rangeProduct(mid + 1n, hi);
}

/** Primes ≤ n as numbers (a small local sieve, independent of the shared prime table; n small). */
export function smallPrimes(n: number): number[] {
  const sieve = new Uint8Array(n + 1);
  const out: number[] = [];
  for (let i = 2; i <= n; i++) {
    if (sieve[i]) continue;
    out.push(i);
    for (let j = i * i; j <= n; j += i) sieve[j] = 1;
  }
  return out;
}

/** b^e mod m for small numbers (m < 2^26, so products stay exact in doubles). */
export function powModSmall(b: number, e: number, m: number): number {
  let r = 1;
  b %= m;
  while (e > 0) {
    if (e & 1) r = (r * b) % m;
    b = (b * b) % m;
    e = Math.floor(e / 2);
  }
  return r;
}

function isSmallPrime(m: number): boolean {
  if (m < 2) return false;
  for (let d = 2; d * d <= m; d++) if (m % d === 0) return false;
  return true;
}

/**
 * Cheap necessary test for "x is a perfect q-th power": for a few primes m ≡ 1 (mod q), x mod m must
 * be 0 or a q-th power residue. A random non-power passes each test with probability about 1/q.
 */
function mayBePower(x: bigint, q: number): boolean {
  // Moduli in pairs (each < 2^26): one big reduction per pair.
  const wanted = q <= 3 ? 6 : 2;
  const ms: number[] = [];
  for (let m = q + 1; ms.length < wanted && m < 1 << 26; m += q) if (isSmallPrime(m)) ms.push(m);
  for (let i = 0; i < ms.length; i += 2) {
    const m1 = ms[i]!;
    const m2 = ms[i + 1] ?? 1;
    const both = Number(x % BigInt(m1 * m2));
    for (const m of m2 === 1 ? [m1] : [m1, m2]) {
      const r = both % m;
      if (r !== 0 && powModSmall(r, (m - 1) / q, m) !== 1) return false;
    }
  }
  return true;
}

/**
 * The largest g with n = x^g (n ≥ 2), and that x: take prime roots while they are exact.
 * `charge(steps)` is called before each residue test and root attempt, with their steps.
 */
export function perfectPowerExponent(n: bigint, charge: (bits: number) => void): [bigint, bigint] {
  let g = 1n;
  let x = n;
  let bits = bitLength(n);
  const primes = smallPrimes(Math.max(2, bits));
  for (const q of primes) {
    for (;;) {
      if (q > bits - 1) return [x, g];
      charge(Math.floor(bits / 64) + 1); // a residue test: two reductions of x
      if (!mayBePower(x, q)) break;
      charge(bigWorkSteps(bits, 64)); // a root by Newton's method
      const qb = BigInt(q);
      const root = floorRoot(x, qb);
      if (root ** qb !== x) break;
      x = root;
      bits = bitLength(x);
      g *= qb;
    }
  }
  return [x, g];
}

/** The largest divisor of g that is ≤ limit (0n if none ≥ 1, i.e. limit < 1). */
export function largestDivisorAtMost(g: bigint, limit: bigint): bigint {
  for (let d = limit < g ? limit : g; d >= 1n; d--) if (g % d === 0n) return d;
  return 0n;
}

/**
 * Removes every factor p from a (a ≠ 0, |p| ≥ 2): [a / p^e, e] with p ∤ a / p^e. Divides by p, p², p⁴, …
 * recursively, so a million factors take twenty big divisions instead of a million.
 */
export function valuation(a: bigint, p: bigint): [bigint, bigint] {
  if (a % p !== 0n) return [a, 0n];
  const [rest, e] = valuation(a / p, p * p);
  // a = p · (p²)^e · rest, and rest may still hold one factor p.
  return rest % p === 0n ? [rest / p, 2n * e + 2n] : [rest, 2n * e + 1n];
}
