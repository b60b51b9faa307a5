// Comparison, selection, converters and utility operators (spec calcarray.md §2.5, §2.7, §3.1).
// Family "any" unless noted: operands arrive converted but not coerced, so these operators see the
// original types and reproduce JS comparison semantics on them.
import { defaultAbbreviate } from '../abbreviate.ts';
import { CalcArrayError, typeError } from '../errors.ts';
import {
  bigintFamily,
  constructRational,
  gaussianConverter,
  numberOf,
  rationalConverter,
} from '../numeric/construct.ts';
import {
  BigRational,
  GaussianBigInt,
  bigBits,
  bracketString,
  deepEqual,
  jsString,
  typeOf,
  type Value,
} from '../values.ts';
import { isObjectValue, jsLess, jsLessEq } from './jsops.ts';
import { operator, PURE, EFFECTS, type OpDef, type OpRuntime, type OpTable } from './types.ts';
import { chargeBigOperands } from './bigint.ts';

function anyF(apply: (r: Value, a2: Value) => Value): OpDef {
  return { family: 'any', pattern: 'F', effects: PURE, apply: (r, args) => apply(r, args[0]) };
}

/**
 * A comparison that reads its operands whole: long texts (one step per 2048 characters) and big
 * bigints (per 4096 bits) are charged, as comparing two equal 2M-character texts takes ~0.3 ms.
 */
function comparing(name: string, apply: (r: Value, a2: Value, rt: OpRuntime) => Value): OpDef {
  return operator('any', 'F', PURE, (r, args, rt) => {
    const a2 = args[0];
    if (typeof r === 'string' && r.length >= 2048) rt.charge(r.length >> 11, name);
    if (typeof a2 === 'string' && a2.length >= 2048) rt.charge(a2.length >> 11, name);
    chargeBigOperands(r, a2, rt, name);
    return apply(r, a2, rt);
  });
}

function anyU(apply: (r: Value) => Value): OpDef {
  return { family: 'any', pattern: 'U', effects: PURE, apply: (r) => apply(r) };
}

/** `=` (§2.7): deep equality; G and Q by value; NaN and a NaN rational equal nothing. */
function equals(a: Value, b: Value): boolean {
  return deepEqual(a, b);
}

/** `!=`: the negation of `=`, except two rationals where either is NaN give false. */
function notEquals(a: Value, b: Value): boolean {
  if (a instanceof BigRational && b instanceof BigRational && (a.isNaN() || b.isNaN())) return false;
  return !deepEqual(a, b);
}

/**
 * Steps for a product of factors of `a` and `b` bits (bigBits: 0 below 4096 bits): reading both,
 * bits/256, and (a/1024)·(b/1024) for the multiplication (a 4,100-bit bigint times a 524,280-bit
 * denominator takes ~2 ms, two 2^18-bit parts ~3 ms). Doubles: the product may pass 2^31.
 */
function productSteps(a: number, b: number): number {
  return Math.floor((a + b) / 256 + (a / 1024) * (b / 1024));
}

/** Exact order of two rationals: -1, 0, 1, or NaN when either is NaN. Charges its cross products. */
function compareRationals(x: BigRational, y: BigRational, rt: OpRuntime, name: string): number {
  if (x.isNaN() || y.isNaN()) return NaN;
  if (!x.isFinite() || !y.isFinite()) {
    const sx = x.isFinite() ? 0 : Number(x.num);
    const sy = y.isFinite() ? 0 : Number(y.num);
    return Math.sign(sx - sy);
  }
  const steps = productSteps(bigBits(x.num), bigBits(y.den)) + productSteps(bigBits(y.num), bigBits(x.den));
  if (steps > 0) rt.charge(steps, name);
  const d = x.num * y.den - y.num * x.den; // denominators are positive
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}

function asRational(x: Value, where: string): BigRational {
  try {
    return constructRational(x);
  } catch (e) {
    // A non-numeric string cannot be compared with a rational: the original threw.
    if (e instanceof CalcArrayError)
      throw typeError(where, `cannot compare a BigRational with ${jsString(x)}: ${e.reason}`);
    throw e;
  }
}

type Relation = '<' | '>' | '<=' | '>=';

/** `<`, `>`, `<=`, `>=` (§2.7): G never ordered, Q exactly, everything else as JS compares. */
function relation(op: Relation, a: Value, b: Value, rt: OpRuntime): boolean {
  if (a instanceof GaussianBigInt || b instanceof GaussianBigInt) return false;
  if (a instanceof BigRational || b instanceof BigRational) {
    const c = compareRationals(asRational(a, op), asRational(b, op), rt, op);
    if (c !== c) return false;
    return op === '<' ? c < 0 : op === '>' ? c > 0 : op === '<=' ? c <= 0 : c >= 0;
  }
  switch (op) {
    case '<':
      return jsLess(a, b);
    case '>':
      return jsLess(b, a);
    case '<=':
      return jsLessEq(a, b);
    case '>=':
      return jsLessEq(b, a);
  }
}

/** `max`/`min`: one of the two original values, chosen by JS `>`/`<` (Q by its double value). */
function pick(which: 'max' | 'min', r: Value, a2: Value): Value {
  if (r instanceof GaussianBigInt || a2 instanceof GaussianBigInt)
    throw typeError(which, `Gaussian integers do not have ${which}imums since they are not ordered`);
  const better = which === 'max' ? jsLess(r, a2) : jsLess(a2, r);
  return better ? a2 : r;
}

function numberConverter(r: Value): number {
  const n = typeof r === 'number' ? r : numberOf(r);
  return n !== n ? 0 : n;
}

/**
 * Whether `signal` is strictly in `signals`. A big bigint equal to another is compared digit by
 * digit (2^20 bits ~6 µs; `indexOf` did that even with itself, ~10 µs): bits/4096 per bigint
 * compared.
 */
function hasSignal(signals: Value[], signal: Value, rt: OpRuntime): boolean {
  const bits = typeof signal === 'bigint' ? bigBits(signal) : 0;
  if (bits === 0) return signals.indexOf(signal) >= 0;
  let compared = 0;
  let found = false;
  for (const s of signals) {
    if (typeof s !== 'bigint') continue;
    compared++;
    if (s === signal) {
      found = true;
      break;
    }
  }
  rt.charge(Math.floor((compared * bits) / 4096), '@ScriptSignal');
  return found;
}

export const compareOps: OpTable = {
  '=': comparing('=', equals),
  '!=': comparing('!=', notEquals),
  '<': comparing('<', (r, a2, rt) => relation('<', r, a2, rt)),
  '>': comparing('>', (r, a2, rt) => relation('>', r, a2, rt)),
  '<=': comparing('<=', (r, a2, rt) => relation('<=', r, a2, rt)),
  '>=': comparing('>=', (r, a2, rt) => relation('>=', r, a2, rt)),
  max: comparing('max', (r, a2) => pick('max', r, a2)),
  min: comparing('min', (r, a2) => pick('min', r, a2)),
  '1st': anyF((r) => r),
  first: anyF((r) => r),
  '2nd': anyF((_r, a2) => a2),
  second: anyF((_r, a2) => a2),

  Number: anyU(numberConverter),
  String: anyU((r) => jsString(r)),
  Boolean: anyU((r) => Boolean(r)), // JS truthiness: G and Q objects are true, 0n false
  Array: anyU((r) => [r]),
  BigInt: anyU((r) => bigintFamily(r)),
  GaussianBigInt: anyU((r) => gaussianConverter(r)),
  // No family: a special string as the running value is not resolved (QUIRK).
  BigRational: { family: 'none', pattern: 'U', effects: PURE, apply: (r) => rationalConverter(r) },
  typeof: anyU((r) => typeOf(r)),
  defaultAbbrevAny: anyU((r) => defaultAbbreviate(r)),

  ignore: { family: 'none', pattern: 'F', effects: PURE, apply: (r) => r },
  // Text only: the original inserted this as HTML.
  output: operator('any', 'F', EFFECTS, (r, [a2], rt) => {
    rt.host.effects.output(bracketString(a2));
    return r;
  }),
  'console.log': operator('any', 'F', EFFECTS, (r, [a2], rt) => {
    rt.host.effects.log(a2);
    return r;
  }),
  // Reads A2 and the duration A3 but consumes only A2 (Short3 QUIRK, handled by the evaluator).
  announce: operator('none', 'Short3', EFFECTS, (r, [text, ms], rt) => {
    rt.host.effects.announce(bracketString(text), typeof ms === 'number' ? ms : 0);
    return r;
  }),
  '@ScriptSignal': operator('any', 'F', EFFECTS, (r, [signal], rt) => {
    const signals = rt.host.scriptSignals;
    // Strict equality: arrays (fresh copies in the original) and NaN are never already present,
    // so a script can grow the list by one a call; the scan for any other signal is charged by
    // the list's length (a repeated NaN signal ran ~30× its charge).
    if (isObjectValue(signal) || signal !== signal) signals.push(signal);
    else {
      if (signals.length >= 64) rt.charge(signals.length >> 6, '@ScriptSignal');
      if (!hasSignal(signals, signal, rt)) signals.push(signal);
    }
    return r;
  }),
  '@add_score': operator('none', 'N', EFFECTS, (r, [points], rt) => {
    rt.host.score += typeof points === 'number' ? points : 0;
    return r;
  }),
};
