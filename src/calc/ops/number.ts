// Number-family operators (spec calcarray.md §3.2): `R` and operands arrive as JS numbers (NaN
// already turned into 0 by the family rule). Results are IEEE doubles exactly as the original's JS
// computed them, including its quirks (`mod` by ±Infinity, `round` to a multiple, int32 bit ops).
import { defaultAbbreviate } from '../abbreviate.ts';
import { limitError } from '../errors.ts';
import { nthPrime } from '../numeric/primes.ts';
import type { Value } from '../values.ts';
import { PURE, PRIMES, RANDOM, withEffects, type OpDef, type OpRuntime, type OpTable } from './types.ts';

function num(x: Value): number {
  return typeof x === 'number' ? x : Number(x);
}

/** A binary operator of pattern F on two numbers. */
function binary(f: (a: number, b: number, rt: OpRuntime) => Value): OpDef {
  return { family: 'number', pattern: 'F', effects: PURE, apply: (r, args, rt) => f(num(r), num(args[0]), rt) };
}

/** A pure binary of pattern F on two numbers: compiled code may call `numbers` directly. */
function pure(f: (a: number, b: number) => number): OpDef {
  return { family: 'number', pattern: 'F', effects: PURE, apply: (r, args) => f(num(r), num(args[0])), numbers: f };
}

function unary(f: (a: number, rt: OpRuntime) => Value): OpDef {
  return { family: 'number', pattern: 'U', effects: PURE, apply: (r, _args, rt) => f(num(r), rt) };
}

/** `R op A2` as "op(R / A2) · A2": a multiple of A2 (the direction flips for negative A2). */
function toMultiple(round: (x: number) => number): OpDef {
  return pure((a, b) => round(a / b) * b);
}

/** Euclid with truncated remainder; the sign is whatever falls out (spec §3.2). */
export function numberGcd(a: number, b: number, rt: OpRuntime, where: string): number {
  let steps = 0;
  // `b != 0` as in the original: -0 stops, NaN (from an infinite operand) would loop forever.
  while (b !== 0) {
    if (b !== b) throw limitError(where, 'an infinite operand never reaches a zero remainder');
    const t = a % b;
    a = b;
    b = t;
    steps++;
  }
  rt.charge(steps, where);
  return a;
}

function factorial(x: number): number {
  if (x !== x || x < 0) return NaN; // tested before rounding
  const n = Math.round(x);
  if (n > 175) return Infinity;
  let p = 1;
  for (let i = 2; i <= n; i++) p *= i; // ascending, like the original (the last bits depend on it)
  return p;
}

function expomod(a: number, b: number, where: string): number {
  if (!Number.isInteger(a) || !Number.isInteger(b)) return -1;
  if (a === 0 || b === 1) return Infinity;
  if (b === -1) throw limitError(where, 'every number is divisible by -1 forever');
  let count = 0;
  // |b| ≥ 2 (or 0, which stops at once): at most ~1100 divisions for a double.
  while (a % b === 0) {
    a /= b;
    count++;
  }
  return count;
}

function prime(x: number, rt: OpRuntime): Value {
  if (x === -Infinity) return undefined; // recorded: a non-integer index, not a table read
  const p = nthPrime(rt, x, 'prime');
  return p === undefined ? undefined : Number(p);
}

function randInt(a: number, b: number, rt: OpRuntime): Value {
  return rt.randomEvent(() => {
    let lo = Math.ceil(a);
    let hi = Math.floor(b);
    if (hi < lo) [lo, hi] = [hi, lo];
    return Math.floor(rt.host.random() * (hi - lo + 1)) + lo;
  });
}

function randFloat(a: number, b: number, rt: OpRuntime): Value {
  return rt.randomEvent(() => {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    return lo + rt.host.random() * (hi - lo);
  });
}

export const numberOps: OpTable = {
  '+': pure((a, b) => a + b),
  '-': pure((a, b) => a - b),
  '*': pure((a, b) => a * b),
  '/': pure((a, b) => a / b),
  '%': pure((a, b) => a % b),
  // Floored; a zero divisor gives 0, an infinite one NaN (QUIRK).
  mod: pure((a, b) => (b === 0 ? 0 : ((a % b) + b) % b)),
  '^': pure((a, b) => a ** b),
  '**': pure((a, b) => a ** b),
  // A missing base is 0: ln 0 = -Infinity, so the result is -0, not the natural log.
  log: pure((a, b) => Math.log(a) / Math.log(b)),
  round: toMultiple(Math.round),
  floor: toMultiple(Math.floor),
  ceil: toMultiple(Math.ceil),
  ceiling: toMultiple(Math.ceil),
  trunc: toMultiple(Math.trunc),
  abs: unary((a) => (a < 0 ? -a : a)), // keeps -0, like the original
  sign: unary((a) => (a > 0 ? 1 : a < 0 ? -1 : 0)),
  sin: unary(Math.sin),
  cos: unary(Math.cos),
  tan: unary(Math.tan),
  gcd: binary((a, b, rt) => numberGcd(a, b, rt, 'gcd')),
  lcm: binary((a, b, rt) => (a * b) / numberGcd(a, b, rt, 'lcm')),
  factorial: unary(factorial),
  prime: withEffects(unary(prime), PRIMES),
  expomod: binary((a, b) => expomod(a, b, 'expomod')),
  'bit&': pure((a, b) => a & b),
  'bit|': pure((a, b) => a | b),
  'bit^': pure((a, b) => a ^ b),
  'bit~': unary((a) => ~a),
  'bit<<': pure((a, b) => a << b),
  'bit>>': pure((a, b) => a >> b),
  'bit>>>': pure((a, b) => a >>> b),
  rand_int: withEffects(binary(randInt), RANDOM),
  rand_float: withEffects(binary(randFloat), RANDOM),
  defaultAbbrev: unary((a) => defaultAbbreviate(a)),
};
