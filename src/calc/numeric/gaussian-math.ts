// Gaussian-integer arithmetic as the original computes it (spec calcarray.md §3.7): truncating
// division, the greedy remainder of `modGB`, quadrants, gcd/lcm, the Gaussian ordering and the
// Gaussian primes.
import { rangeError } from '../errors.ts';
import { GaussianBigInt } from '../values.ts';
import { bigWorkSteps, bitLength, floorMod, floorRoot, powModSmall } from './bigmath.ts';

export const G0 = new GaussianBigInt(0n, 0n);
export const G1 = new GaussianBigInt(1n, 0n);

export function gIsZero(a: GaussianBigInt): boolean {
  return a.re === 0n && a.im === 0n;
}

export function gAdd(a: GaussianBigInt, b: GaussianBigInt): GaussianBigInt {
  return new GaussianBigInt(a.re + b.re, a.im + b.im);
}

export function gSub(a: GaussianBigInt, b: GaussianBigInt): GaussianBigInt {
  return new GaussianBigInt(a.re - b.re, a.im - b.im);
}

export function gMul(a: GaussianBigInt, b: GaussianBigInt): GaussianBigInt {
  return new GaussianBigInt(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
}

export function gNeg(a: GaussianBigInt): GaussianBigInt {
  return new GaussianBigInt(-a.re, -a.im);
}

export function gConj(a: GaussianBigInt): GaussianBigInt {
  return new GaussianBigInt(a.re, -a.im);
}

/** Multiplication by i. */
export function gRot90(a: GaussianBigInt): GaussianBigInt {
  return new GaussianBigInt(-a.im, a.re);
}

/** Multiplication by −i. */
export function gRot270(a: GaussianBigInt): GaussianBigInt {
  return new GaussianBigInt(a.im, -a.re);
}

export function gNorm(a: GaussianBigInt): bigint {
  return a.re * a.re + a.im * a.im;
}

/** `/GB`: R·conj(d) / norm(d), each part truncated toward zero. */
export function gDiv(a: GaussianBigInt, d: GaussianBigInt, where = '/GB'): GaussianBigInt {
  const n = gNorm(d);
  if (n === 0n) throw rangeError(where, 'Division by zero');
  const p = gMul(a, gConj(d));
  return new GaussianBigInt(p.re / n, p.im / n);
}

/** `modGB`: the truncated remainder, then greedily shrunk by ±d and ±i·d (each loop once, in order). */
export function gMod(a: GaussianBigInt, d: GaussianBigInt, where = 'modGB'): GaussianBigInt {
  let r = gSub(a, gMul(gDiv(a, d, where), d));
  const id = gRot90(d);
  for (const [step, sign] of [
    [d, 1],
    [d, -1],
    [id, 1],
    [id, -1],
  ] as const) {
    for (;;) {
      const next = sign > 0 ? gAdd(r, step) : gSub(r, step);
      if (gNorm(next) < gNorm(r)) r = next;
      else break;
    }
  }
  return r;
}

/** `/mGB`: the quotient consistent with `modGB`. */
export function gDivM(a: GaussianBigInt, d: GaussianBigInt, where = '/mGB'): GaussianBigInt {
  return gDiv(gSub(a, gMod(a, d, where)), d, where);
}

/** Power by squaring (e ≥ 0; the caller checks sizes and signs). */
export function gPow(a: GaussianBigInt, e: bigint): GaussianBigInt {
  let result = G1;
  let base = a;
  while (e > 0n) {
    if (e & 1n) result = gMul(result, base);
    e >>= 1n;
    if (e > 0n) base = gMul(base, base);
  }
  return result;
}

/** Quadrant: 0 re>0∧im≥0, 1 re≤0∧im>0, 2 re<0∧im≤0, 3 re≥0∧im<0; −1 for zero. */
export function gQuadrant(a: GaussianBigInt): number {
  if (a.re > 0n && a.im >= 0n) return 0;
  if (a.re <= 0n && a.im > 0n) return 1;
  if (a.re < 0n && a.im <= 0n) return 2;
  if (a.re >= 0n && a.im < 0n) return 3;
  return -1;
}

const UNITS = [G1, new GaussianBigInt(0n, -1n), new GaussianBigInt(-1n, 0n), new GaussianBigInt(0n, 1n)];

/** The unit i^(4−q) that moves `a` into quadrant 0 (0 for zero). */
export function gFirstQuadrantUnit(a: GaussianBigInt): GaussianBigInt {
  const q = gQuadrant(a);
  return q < 0 ? G0 : UNITS[q]!;
}

export function gToFirstQuadrant(a: GaussianBigInt): GaussianBigInt {
  return gMul(a, gFirstQuadrantUnit(a));
}

/** `gcdGB`: Euclid with `modGB`, larger norm first, result in the first quadrant. */
/** Bits of a Gaussian integer's larger part. */
function partBits(g: GaussianBigInt): number {
  return Math.max(bitLength(g.re < 0n ? -g.re : g.re), bitLength(g.im < 0n ? -g.im : g.im));
}

/** `gcdGB`; `charge` gets each Euclid round's steps: a division of the current parts, at least 1. */
export function gGcd(a: GaussianBigInt, b: GaussianBigInt, charge?: (steps: number) => void): GaussianBigInt {
  if (gNorm(b) > gNorm(a)) [a, b] = [b, a];
  while (!gIsZero(b)) {
    charge?.(Math.max(1, bigWorkSteps(partBits(a), 2)));
    [a, b] = [b, gMod(a, b, 'gcdGB')];
  }
  return gToFirstQuadrant(a);
}

/** `lcmGB`: (a·b) / gcd, in the first quadrant; 0, 0 divides by zero. */
export function gLcm(a: GaussianBigInt, b: GaussianBigInt, charge?: (steps: number) => void): GaussianBigInt {
  const g = gGcd(a, b, charge);
  // The product and the division by the gcd.
  charge?.(bigWorkSteps(partBits(a) + partBits(b), 4));
  return gToFirstQuadrant(gDiv(gMul(a, b), g, 'lcmGB'));
}

/** `gaussianSort`: by norm, then quadrant, then re+im, then im; −1, 0 or 1. */
export function gCompare(a: GaussianBigInt, b: GaussianBigInt): number {
  const na = gNorm(a);
  const nb = gNorm(b);
  if (na !== nb) return na < nb ? -1 : 1;
  const qa = gQuadrant(a);
  const qb = gQuadrant(b);
  if (qa !== qb) return qa < qb ? -1 : 1;
  const sa = a.re + a.im;
  const sb = b.re + b.im;
  if (sa !== sb) return sa < sb ? -1 : 1;
  if (a.im !== b.im) return a.im < b.im ? -1 : 1;
  return 0;
}

/** `ipowGB`: i^e, the exponent taken mod 4 (floored). */
export function gIPow(e: bigint): GaussianBigInt {
  return [G1, new GaussianBigInt(0n, 1n), new GaussianBigInt(-1n, 0n), new GaussianBigInt(0n, -1n)][
    Number(floorMod(e, 4n))
  ]!;
}

/** modular exponentiation for small moduli (square-root-of-−1 search). */
function powMod(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n;
  b %= m;
  while (e > 0n) {
    if (e & 1n) r = (r * b) % m;
    b = (b * b) % m;
    e >>= 1n;
  }
  return r;
}

/** a, b > 0 with a² + b² = p for a prime p ≡ 1 (mod 4) (Cornacchia / Hermite–Serret). */
export function twoSquares(p: bigint): [bigint, bigint] {
  if (p < 1n << 26n) {
    const q = Number(p);
    let x = 0;
    for (let c = 2; c < q; c++) {
      if (powModSmall(c, (q - 1) / 2, q) === q - 1) {
        x = powModSmall(c, (q - 1) / 4, q);
        break;
      }
    }
    let a = q;
    let b = x;
    const limit = Math.floor(Math.sqrt(q));
    while (b > limit) [a, b] = [b, a % b];
    return [BigInt(b), BigInt(Math.round(Math.sqrt(q - b * b)))];
  }
  // x² ≡ −1 (mod p) from a quadratic non-residue c: x = c^((p−1)/4).
  let x = 0n;
  for (let c = 2n; c < p; c++) {
    if (powMod(c, (p - 1n) / 2n, p) === p - 1n) {
      x = powMod(c, (p - 1n) / 4n, p);
      break;
    }
  }
  let a = p;
  let b = x;
  const limit = floorRoot(p, 2n);
  while (b > limit) [a, b] = [b, a % b];
  const c = floorRoot(p - b * b, 2n);
  return [b, c];
}
