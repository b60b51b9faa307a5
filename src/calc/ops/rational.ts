// The BigRational family (spec calcarray.md §2.4, §3.8). The `BigRational` converter itself has no
// family and is declared with the other converters (compare.ts).
import { defaultAbbreviate } from '../abbreviate.ts';
import { typeError } from '../errors.ts';
import { BigRational, bigGcd, chargeParts, type Value } from '../values.ts';
import { bigAbs, bitLength, ensureBits, largestDivisorAtMost, perfectPowerExponent } from '../numeric/bigmath.ts';
import {
  qAbs,
  qAdd,
  qDiv,
  qExpomod,
  qGcd,
  qLcm,
  qMod,
  qMul,
  qNeg,
  qPowInt,
  qRecip,
  qSub,
  qToMultiple,
  type RoundMode,
} from '../numeric/rational-math.ts';
import { realCos, realLog, realPow, realSin, type RealLimits } from '../numeric/rational-real.ts';
import { operator, PURE, type OpDef, type OpRuntime, type OpTable } from './types.ts';
import { familyMakers, table } from './makers.ts';

type Q = BigRational;

/** Big parts are charged by size (values.ts chargeParts). */
const { bin, un } = familyMakers<Q>('rational', (a, b, rt, name) => {
  chargeParts(a, rt, name);
  chargeParts(b, rt, name);
});

function checkQ(q: Q, rt: OpRuntime, name: string): Q {
  rt.checkBig(q.num, name);
  rt.checkBig(q.den, name);
  return q;
}

/** Products of the parts can be twice the operand size: refuse before multiplying. */
function preCheck(a: Q, b: Q, rt: OpRuntime, name: string): void {
  const bits = Math.max(bitLength(a.num), bitLength(a.den)) + Math.max(bitLength(b.num), bitLength(b.den));
  ensureBits(bits, 2 * rt.limits.maxBigIntBits, name);
}

function arith(fn: (a: Q, b: Q) => Q): (name: string) => OpDef {
  return bin((a, b, rt, n) => {
    preCheck(a, b, rt, n);
    return checkQ(fn(a, b), rt, n);
  });
}

function multipleOp(mode: RoundMode): (name: string) => OpDef {
  return bin((a, m, rt, n) => {
    preCheck(a, m, rt, n);
    return checkQ(qToMultiple(a, m, mode), rt, n);
  });
}

function powerOp(name: string): OpDef {
  return operator('rational', 'B', PURE, (r, [e], rt) =>
    checkQ(qPowInt(r as Q, e as bigint, rt.limits.maxBigIntBits, name), rt, name),
  );
}

function realLimits(rt: OpRuntime, name: string): RealLimits {
  return { maxBits: rt.limits.maxBigIntBits, charge: (n) => rt.charge(n, name) };
}

function qqOp(fn: typeof realPow): (name: string) => OpDef {
  return (name) =>
    operator('rational', 'QQ', PURE, (r, [a, b], rt) => {
      // Big parts are charged by size, as every family member's (issue 24: logRBR read the bit
      // lengths of a 524,280-bit denominator for one step).
      chargeParts(r, rt, name);
      chargeParts(a, rt, name);
      chargeParts(b, rt, name);
      return checkQ(fn(r as Q, a as Q, b as Q, realLimits(rt, name), name), rt, name);
    });
}

function trigOp(fn: typeof realSin): (name: string) => OpDef {
  return bin((a, p, rt, n) => checkQ(fn(a, p, realLimits(rt, n), n), rt, n));
}

/** The sign of a rational as a JS number (NaN for NaN). */
function signNumber(q: Q): number {
  if (q.isNaN()) return NaN;
  return q.num > 0n ? 1 : q.num < 0n ? -1 : 0;
}

/** `perfectPowerFormBR`: [base (positive Q), exponent (bigint), sign (number)]. */
function perfectPowerForm(q: Q, max: bigint, rt: OpRuntime, name: string): Value {
  const sign = signNumber(q);
  if (q.isNaN() || q.den === 0n || q.num === 0n || (bigAbs(q.num) === 1n && q.den === 1n)) return [q, 0n, sign];
  const charge = (steps: number): void => rt.charge(steps, name);
  const num = bigAbs(q.num);
  // The exponent of 1 is "anything" (0 in the gcd).
  const [rn, gn] = num === 1n ? [1n, 0n] : perfectPowerExponent(num, charge);
  const [rd, gd] = q.den === 1n ? [1n, 0n] : perfectPowerExponent(q.den, charge);
  const g = bigGcd(gn, gd);
  // The original found no exponent ≤ a non-positive maximum and then mixed undefined with bigints.
  if (max <= 0n) throw typeError(name, 'Cannot mix BigInt and other types, use explicit conversions');
  const d = largestDivisorAtMost(g, max);
  // x = rn^gn / rd^gd, so x^(1/d) = rn^(gn/d) / rd^(gd/d) (d divides both exponents).
  return [BigRational.of(rn ** (gn / d), rd ** (gd / d)), d, sign];
}

export const rationalOperators: OpTable = table({
  numeratorBR: un((a) => a.num),
  denominatorBR: un((a) => a.den),
  '+BR': arith(qAdd),
  '-BR': arith(qSub),
  '*BR': arith(qMul),
  '/BR': arith(qDiv),
  modBR: arith(qMod),
  '^BR': powerOp,
  '**BR': powerOp,
  roundBR: multipleOp('round'),
  floorBR: multipleOp('floor'),
  ceilBR: multipleOp('ceil'),
  ceilingBR: multipleOp('ceil'),
  negBR: un(qNeg),
  recipBR: un(qRecip),
  absBR: un(qAbs),
  signBR: un(signNumber),
  gcdBR: bin((a, b, rt, n) => {
    preCheck(a, b, rt, n);
    return checkQ(qGcd(a, b), rt, n);
  }),
  lcmBR: bin((a, b, rt, n) => {
    preCheck(a, b, rt, n);
    return checkQ(qLcm(a, b), rt, n);
  }),
  '^RBR': qqOp(realPow),
  '**RBR': qqOp(realPow),
  logRBR: qqOp(realLog),
  sinRBR: trigOp(realSin),
  cosRBR: trigOp(realCos),
  expomodBR: bin((a, b, rt, n) => qExpomod(a, b, n, () => rt.charge(1, n))),
  defaultAbbrevBR: un((a) => defaultAbbreviate(a)),
  perfectPowerFormBR: (name) =>
    operator('rational', 'B', PURE, (r, [max], rt) => perfectPowerForm(r as Q, max as bigint, rt, name)),
});
