// The GaussianBigInt family (spec calcarray.md §2.4, §3.7) and `primeGB` (no family). `ipowGB` and
// `gaussian_prime` belong to the bigint family (bigint.ts); `GaussianDIVESeedUnlock` to dive.ts.
import { defaultAbbreviate } from '../abbreviate.ts';
import { rangeError, typeError } from '../errors.ts';
import { GaussianBigInt, chargeParts } from '../values.ts';
import { bitLength, ensureBits } from '../numeric/bigmath.ts';
import {
  gAdd,
  gCompare,
  gConj,
  gDiv,
  gDivM,
  G1,
  gFirstQuadrantUnit,
  gGcd,
  gIsZero,
  gLcm,
  gMod,
  gMul,
  gNeg,
  gNorm,
  gPow,
  gRot270,
  gRot90,
  gSub,
  gToFirstQuadrant,
} from '../numeric/gaussian-math.ts';
import { operator, PURE, PRIMES, type OpDef, type OpRuntime, type OpTable } from './types.ts';
import { familyMakers, table } from './makers.ts';

type G = GaussianBigInt;

/**
 * A Gaussian division's products and long divisions cost about (bits of a)·(bits of d):
 * `products`·ka·kd steps (k = the larger part's bits / 1024; issue 24: a 262,140-bit part divided
 * by a 65,536-bit one took 32 ms for 23,000 steps, 44× what they predict). The norms of d cost
 * `norms`·(kd² + 8·kd) whatever a's size (issue 24: 0 modGB a 65,536-bit d took 3 ms for 1,300
 * steps). `/GB`: one division and norm; `modGB`: the division, a product and a greedy remainder
 * that squares d or the remainder four times and more; `/mGB`: `modGB` and a division.
 */
function chargeDivision(a: G, d: G, rt: OpRuntime, name: string, products: number, norms: number): void {
  const ka = Math.max(bitLength(a.re), bitLength(a.im)) / 1024;
  const kd = Math.max(bitLength(d.re), bitLength(d.im)) / 1024;
  rt.charge(Math.floor(products * ka * kd + norms * (kd * kd + 8 * kd)), name);
}

/** Big parts are charged by size (values.ts chargeParts). */
const { bin, un } = familyMakers<G>('gaussian', (a, b, rt, name) => {
  chargeParts(a, rt, name);
  chargeParts(b, rt, name);
});

function checkG(g: G, rt: OpRuntime, name: string): G {
  rt.checkBig(g.re, name);
  rt.checkBig(g.im, name);
  return g;
}

/**
 * `^GB`/`**GB` (pattern B: the exponent is a bigint). Charged its parts (the norm squares them)
 * and the products by the result's size: kr² steps for result parts of kr·1024 bits (issue 24: a
 * 262,140-bit Gaussian cubed took 65 ms for 27 steps; gPow costs 100–600 ns per kr²).
 */
function powerOp(name: string): OpDef {
  return operator('gaussian', 'B', PURE, (r, [e], rt) => {
    const a = r as G;
    const n = e as bigint;
    if (n < 0n) throw rangeError(name, 'Gaussian bigint negative exponent');
    chargeParts(a, rt, name);
    if (n === 0n) return G1;
    // Zero and the units repeat with period 4: a huge exponent would otherwise cost one shift of
    // its bits per bit (seconds at 2^20 bits) for a result that stays small. n mod 4 from its
    // low bits: `%` of a million-bit exponent scanned all of it for a charge of one step.
    if (bitLength(a.re) + bitLength(a.im) <= 1) {
      const low = BigInt.asUintN(2, n);
      return checkG(gPow(a, low === 0n ? 4n : low), rt, name);
    }
    // |a^n| = |a|^n: about n·log2|a| bits per part.
    const bits = Math.floor(log2Abs(a) * Number(n));
    ensureBits(bits, rt.limits.maxBigIntBits, name);
    const kr = bits / 1024;
    if (kr >= 4) rt.charge(Math.floor(kr * kr), name);
    return checkG(gPow(a, n), rt, name);
  });
}

/** log2|a| of a nonzero Gaussian from the top bits of its parts (its norm would square them). */
function log2Abs(a: G): number {
  const shift = Math.max(0, Math.max(bitLength(a.re), bitLength(a.im)) - 64);
  const re = Number(a.re >> BigInt(shift));
  const im = Number(a.im >> BigInt(shift));
  return Math.log2(re * re + im * im) / 2 + shift;
}

export const gaussianOperators: OpTable = table({
  reGB: un((a) => a.re),
  imGB: un((a) => a.im),
  '+GB': bin((a, b, rt, n) => checkG(gAdd(a, b), rt, n)),
  '-GB': bin((a, b, rt, n) => checkG(gSub(a, b), rt, n)),
  '*GB': bin((a, b, rt, n) => {
    ensureBits(
      Math.max(bitLength(a.re), bitLength(a.im)) + Math.max(bitLength(b.re), bitLength(b.im)),
      rt.limits.maxBigIntBits + 1,
      n,
    );
    return checkG(gMul(a, b), rt, n);
  }),
  '/GB': bin((a, b, rt, n) => (chargeDivision(a, b, rt, n, 16, 1), gDiv(a, b, n))),
  '/mGB': bin((a, b, rt, n) => (chargeDivision(a, b, rt, n, 48, 8), gDivM(a, b, n))),
  modGB: bin((a, b, rt, n) => (chargeDivision(a, b, rt, n, 32, 8), gMod(a, b, n))),
  '^GB': powerOp,
  '**GB': powerOp,
  // A norm squares its parts: checked, or repeated norms would square their way to V8's own BigInt
  // limit (seconds of work per step) instead of stopping at ours.
  normGB: un((a, rt, n) => rt.checkBig(gNorm(a), n)),
  normGGB: un((a, rt, n) => checkG(new GaussianBigInt(gNorm(a), 0n), rt, n)),
  negGB: un(gNeg),
  rot90GB: un(gRot90),
  rot270GB: un(gRot270),
  conjGB: un(gConj),
  toFirstQuadrantGB: un(gToFirstQuadrant),
  firstQuadrantUnitGB: un(gFirstQuadrantUnit),
  gcdGB: bin((a, b, rt, n) => gGcd(a, b, (s) => rt.charge(s, n))),
  lcmGB: bin((a, b, rt, n) =>
    checkG(
      gLcm(a, b, (s) => rt.charge(s, n)),
      rt,
      n,
    ),
  ),
  // QUIRK: broken in the original — it tests the divisor with a method bigints lack.
  expomodGB: bin((a, _b, _rt, n) => {
    if (gIsZero(a)) return -1n;
    throw typeError(n, 'm.norm(...).eq is not a function');
  }),
  defaultAbbrevGB: un((a) => defaultAbbreviate(a)),
  phaseGB: un((a) => Math.atan2(Number(a.im), Number(a.re))),
  gaussianSort: bin((a, b) => gCompare(a, b)),
  // No family, no conversion: the running value comes back untouched.
  primeGB: () => ({ family: 'none', pattern: 'U', effects: PRIMES, apply: (r) => r }),
});
