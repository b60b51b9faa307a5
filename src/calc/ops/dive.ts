// DIVE seed-unlock operators (spec calcarray.md §3.10): `DIVESeedUnlock` (bigints),
// `GaussianDIVESeedUnlock` (Gaussian integers) and `customDIVESeedUnlock` (arithmetic supplied as
// callback expressions). One generic algorithm: divide the tile by the seeds greedily (modes other
// than 1 and 4) or enumerate every way of dividing out the non-coprime seeds (modes 1 and 4).
import { limitError, rangeError, typeError } from '../errors.ts';
import { GaussianBigInt, bigBits, deepEqual, type Value } from '../values.ts';
import { bigAbs, bigWorkSteps, bitLength, valuation } from '../numeric/bigmath.ts';
import { G1, gCompare, gDiv, gGcd, gIsZero, gMod, gMul, gNorm, gToFirstQuadrant } from '../numeric/gaussian-math.ts';
import { numberOf } from '../numeric/construct.ts';
import { operator, MISSING, PURE, type Callback, type OpRuntime, type OpTable } from './types.ts';

/** The arithmetic a DIVE variant works with. */
interface DiveArith<T> {
  mul(a: T, b: T): T;
  div(a: T, b: T): T;
  /** "b divides a". */
  divisible(a: T, b: T): boolean;
  /** Sort order (negative: a first). */
  compare(a: T, b: T): number;
  /** For the minimum / maximum searches: is a < b? */
  less(a: T, b: T): boolean;
  coprime(a: T, b: T): boolean;
  valid(x: T): boolean;
  one: T;
  /** Whether the coprime core is built at all (custom: only if coprime(one, one)). */
  useCore: boolean;
  /** Divides out every factor s at once (same result as the division loop, for big bigints). */
  strip?(a: T, s: T): T;
}

/** `while (s divides a) a /= s`. */
function divideOut<T>(a: T, s: T, ar: DiveArith<T>, rt: OpRuntime, where: string): T {
  if (ar.strip) return ar.strip(a, s);
  while (ar.divisible(a, s)) {
    rt.charge(1, where);
    a = ar.div(a, s);
  }
  return a;
}

/** `mode` floored mod 5 (NaN and ±Infinity give NaN, which keeps the given order). */
function diveMode(m: number): number {
  return ((m % 5) + 5) % 5;
}

/** Sorts a copy per mode: 1, 2, 4 ascending, 0 descending, anything else as given. */
function sortSeeds<T>(seeds: T[], mode: number, ar: DiveArith<T>): T[] {
  const out = seeds.slice();
  if (mode === 1 || mode === 2 || mode === 4 || mode === 0) {
    out.sort((a, b) => ar.compare(a, b));
    if (mode === 0) out.reverse();
  }
  return out;
}

function greedy<T>(tile: T, seeds: T[], ar: DiveArith<T>, rt: OpRuntime, where: string): T {
  for (const s of seeds) tile = divideOut(tile, s, ar, rt, where);
  return tile;
}

/** Splits the (sorted) seeds into the first largest cyclically-built coprime group and the rest. */
function coprimeCore<T>(seeds: T[], ar: DiveArith<T>, rt: OpRuntime, where: string): { core: T[]; rest: T[] } {
  const n = seeds.length;
  let best: number[] = [];
  for (let i = 0; i < n; i++) {
    const group = [i];
    let prod: T = seeds[i] as T;
    for (let j = 1; j < n; j++) {
      rt.charge(1, where);
      const k = (i + j) % n;
      if (ar.coprime(prod, seeds[k]!)) {
        group.push(k);
        prod = ar.mul(prod, seeds[k]!);
      }
    }
    if (group.length > best.length) best = group;
  }
  const inCore = new Set(best);
  const core = seeds.filter((_, i) => inCore.has(i)).sort((a, b) => ar.compare(a, b));
  const rest = seeds.filter((_, i) => !inCore.has(i)).sort((a, b) => ar.compare(a, b));
  return { core, rest };
}

/**
 * Modes 1 and 4: every exponent vector of the remaining seeds whose product divides the tile
 * (odometer, smallest seed fastest); each candidate is tile / product with the core divided out.
 * Mode 1 keeps the least valid candidate (from `start`), mode 4 the greatest valid one that no seed
 * divides (from `one`).
 */
function exhaustive<T>(tile: T, start: T, seeds: T[], mode: number, ar: DiveArith<T>, rt: OpRuntime, where: string): T {
  const { core, rest } = ar.useCore ? coprimeCore(seeds, ar, rt, where) : { core: [] as T[], rest: seeds.slice() };
  let best = mode === 1 ? start : ar.one;
  const exps = rest.map(() => 0);
  // prods[j] = rest[j]^exps[j]; the total product is recomputed from them.
  const prods: T[] = rest.map(() => ar.one);
  const product = (): T => {
    rt.charge(rest.length, where);
    return prods.reduce((acc, p) => ar.mul(acc, p), ar.one);
  };
  for (;;) {
    rt.charge(1, where);
    let cand = ar.div(tile, product());
    for (const s of core) cand = divideOut(cand, s, ar, rt, where);
    if (ar.valid(cand)) {
      if (mode === 1) {
        if (ar.less(cand, best)) best = cand;
      } else if (ar.less(best, cand) && !seeds.some((s) => ar.divisible(cand, s))) best = cand;
    }
    // Advance the odometer.
    let j = 0;
    for (; j < rest.length; j++) {
      rt.charge(1, where);
      prods[j] = ar.mul(prods[j]!, rest[j]!);
      if (ar.divisible(tile, product())) {
        exps[j]!++;
        break;
      }
      // This digit overflowed: reset it and carry into the next one.
      prods[j] = ar.one;
      exps[j] = 0;
    }
    if (j === rest.length) return best;
  }
}

function unlock<T>(tile: T, start: T, seeds: T[], mode: number, ar: DiveArith<T>, rt: OpRuntime, where: string): T {
  const sorted = sortSeeds(seeds, mode, ar);
  if (mode === 1 || mode === 4) return exhaustive(tile, start, sorted, mode, ar, rt, where);
  return greedy(tile, sorted, ar, rt, where);
}

// ---------------------------------------------------------------------------------------------
// DIVESeedUnlock

function mixError(where: string): never {
  throw typeError(where, 'Cannot mix BigInt and other types, use explicit conversions');
}

function bigintArith(where: string): DiveArith<bigint> {
  const gcd = (a: bigint, b: bigint): bigint => {
    a = bigAbs(a);
    b = bigAbs(b);
    while (b !== 0n) [a, b] = [b, a % b];
    return a;
  };
  return {
    mul: (a, b) => a * b,
    div: (a, b) => a / b,
    divisible: (a, b) => {
      if (b === 0n) throw rangeError(where, 'Division by zero');
      return a % b === 0n;
    },
    compare: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    less: (a, b) => a < b,
    coprime: (a, b) => gcd(a, b) === 1n,
    valid: () => true,
    one: 1n,
    useCore: true,
    strip: (a, s) => valuation(a, s)[0],
  };
}

function diveSeedUnlock(r: bigint, seedList: Value[], modeArg: number, rt: OpRuntime): Value {
  const where = 'DIVESeedUnlock';
  if (r === 0n) return 1n;
  const mode = diveMode(modeArg);
  const tile = bigAbs(r);
  const sorted = preparedSeeds(seedList, mode, where);
  if (sorted.length === 0) return tile;
  rt.charge(Math.ceil(bitLength(tile) / 1024), where);
  // A tile or seed of 4096+ bits makes each division, product and gcd cost by its size.
  if (bigBits(tile) !== 0 || sorted.some((s) => bigBits(s) !== 0)) {
    const metered = meteredArith(rt, where);
    return mode === 1 || mode === 4
      ? exhaustive(tile, tile, sorted, mode, metered, rt, where)
      : greedy(tile, sorted, metered, rt, where);
  }
  if (mode === 1 || mode === 4) return exhaustive(tile, tile, sorted, mode, BIGINT_ARITH, rt, where);
  // Greedy division by bigint seeds charges nothing and cannot fail (the seeds passed their
  // checks): a function of the tile and the sorted seeds. Scripts unlock seeds from every tile of
  // every move, and the tiles change little from move to move: remembered per seed list.
  const key = Number(tile);
  if (!Number.isSafeInteger(key)) return greedy(tile, sorted, BIGINT_ARITH, rt, where);
  const known = lastSeeds!.greedy;
  let v = known.get(key);
  if (v === undefined) {
    v = greedy(tile, sorted, BIGINT_ARITH, rt, where);
    if (known.size >= MAX_GREEDY) known.clear();
    known.set(key, v);
  }
  return v;
}

/**
 * BIGINT_ARITH charging its work on big operands (bigBits: 0 below 4096 bits): a product
 * (a + b)/256 + (a/1024)·(b/1024); a division or remainder a/256 + 16·(a/1024)·(b/1024) (long
 * division: a 2^20-bit tile by a 4,100-bit seed ~10 ms); a gcd 1 + a/64 per Euclid round.
 * Doubles throughout (the products pass 2^31).
 */
function meteredArith(rt: OpRuntime, where: string): DiveArith<bigint> {
  const product = (a: bigint, b: bigint): bigint => {
    const x = bigBits(a);
    const y = bigBits(b);
    if (x + y !== 0) rt.charge(Math.floor((x + y) / 256 + (x / 1024) * (y / 1024)), where);
    return a * b;
  };
  const division = (a: bigint, b: bigint): void => {
    const x = bigBits(a);
    if (x !== 0) rt.charge(Math.floor(x / 256 + 16 * (x / 1024) * (bigBits(b) / 1024)), where);
  };
  const strip = (a: bigint, p: bigint): bigint => {
    // valuation's recursion (by p, p², p⁴, …), each division and square charged.
    division(a, p);
    if (a % p !== 0n) return a;
    const rest = strip(a / p, product(p, p));
    division(rest, p);
    return rest % p === 0n ? rest / p : rest;
  };
  return {
    ...BIGINT_ARITH,
    mul: product,
    div: (a, b) => {
      division(a, b);
      return BIGINT_ARITH.div(a, b);
    },
    divisible: (a, b) => {
      division(a, b);
      return BIGINT_ARITH.divisible(a, b);
    },
    coprime: (a, b) => {
      a = bigAbs(a);
      b = bigAbs(b);
      while (b !== 0n) {
        rt.charge(1 + (bigBits(a) >> 6), where);
        [a, b] = [b, a % b];
      }
      return a === 1n;
    },
    strip,
  };
}

/** Greedy results kept per seed list at most (then they start over). */
const MAX_GREEDY = 4096;

const BIGINT_ARITH = bigintArith('DIVESeedUnlock');

/**
 * The seeds without the first 1n, checked, then sorted for the mode. Scripts pass the same seed
 * list for every tile of a move: the last list (the same object, or one equal item by item: an
 * edited list is a new array, values being immutable) and mode keep their sorted seeds. Only lists that passed the checks are kept,
 * so a failing list throws the same error every time.
 */
function preparedSeeds(seedList: Value[], mode: number, where: string): bigint[] {
  const last = lastSeeds;
  if (last !== null && last.mode === mode) {
    // The list given last time (values are immutable: the same object holds the same seeds) is
    // answered without comparing its bigints again, which V8 does through a runtime call each.
    if (last.ref === seedList) return last.sorted;
    if (sameItems(last.input, seedList)) {
      last.ref = seedList;
      return last.sorted;
    }
  }
  const seeds = seedList.slice();
  const one = seeds.indexOf(1n);
  if (one >= 0) seeds.splice(one, 1);
  if (seeds.length === 0) return [];
  for (const s of seeds) {
    if (typeof s !== 'bigint') mixError(where);
    if (s === 0n) throw rangeError(where, 'Division by zero');
    // Dividing by ±1 never changes the tile: the original loops forever.
    if (s === 1n || s === -1n) throw limitError(where, 'a seed of ±1 divides forever');
  }
  const sorted = sortSeeds(seeds as bigint[], mode, BIGINT_ARITH);
  lastSeeds = { input: seedList.slice(), ref: seedList, mode, sorted, greedy: new Map() };
  return sorted;
}

/** The last checked seed list, its sorted seeds, and greedy results by tile (exact as a number). */
let lastSeeds: { input: Value[]; ref: Value[]; mode: number; sorted: bigint[]; greedy: Map<number, bigint> } | null =
  null;

function sameItems(a: Value[], b: Value[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// GaussianDIVESeedUnlock

/** The larger part's size bound (bigBits: 0 below 4096 bits). */
function gBits(a: GaussianBigInt, b: GaussianBigInt): number {
  return Math.max(bigBits(a.re), bigBits(a.im), bigBits(b.re), bigBits(b.im));
}

/**
 * Gaussian arithmetic for the unlock, each operation charged by its operands' part size as the
 * Gaussian operators are (a division or remainder as a gcdGB round, c = 2; a product c = 1; the
 * norms of an order test c = 0.5): big seeds and tiles cost a division per step tried.
 */
function gaussianArith(rt: OpRuntime): DiveArith<GaussianBigInt> {
  const where = 'GaussianDIVESeedUnlock';
  type G = GaussianBigInt;
  const charged =
    <R>(c: number, f: (a: G, b: G) => R) =>
    (a: G, b: G): R => {
      const bits = gBits(a, b);
      if (bits !== 0) rt.charge(bigWorkSteps(bits, c), where);
      return f(a, b);
    };
  return {
    mul: charged(1, gMul),
    div: charged(2, (a, b) => gDiv(a, b, where)),
    divisible: charged(2, (a, b) => gIsZero(gMod(a, b, where))),
    compare: charged(0.5, gCompare),
    less: charged(0.5, (a, b) => gNorm(a) < gNorm(b)),
    coprime: (a, b) => gNorm(gGcd(a, b, (steps) => rt.charge(steps, where))) === 1n,
    valid: () => true,
    one: G1,
    useCore: true,
  };
}

function gaussianDiveSeedUnlock(
  r: GaussianBigInt,
  seedList: Value[],
  modeArg: number,
  rotate: boolean,
  rt: OpRuntime,
): Value {
  const where = 'GaussianDIVESeedUnlock';
  if (gIsZero(r)) return 1n;
  const mode = diveMode(modeArg);
  const seeds: GaussianBigInt[] = [];
  for (const s of seedList) {
    if (!(s instanceof GaussianBigInt)) throw typeError(where, 'value.norm is not a function');
    if (gNorm(s) > 1n) seeds.push(s);
  }
  if (seeds.length === 0) return r;
  const out = unlock(r, r, seeds, mode, gaussianArith(rt), rt, where);
  return rotate ? gToFirstQuadrant(out) : out;
}

// ---------------------------------------------------------------------------------------------
// customDIVESeedUnlock

function absent(x: Value): boolean {
  return x === undefined || (x as unknown) === MISSING;
}

/** JS ToNumber of a sort comparator's result (a bigint throws, as in Array.prototype.sort). */
function comparatorNumber(x: Value, where: string): number {
  if (typeof x === 'bigint') mixError(where);
  const n = typeof x === 'number' ? x : numberOf(x);
  return n !== n ? 0 : n;
}

/** JS `x < 0` for a comparator result. */
function isNegative(x: Value): boolean {
  if (typeof x === 'bigint') return x < 0n;
  return (typeof x === 'number' ? x : numberOf(x)) < 0;
}

const CALLBACK_COST = 8;

function customDiveSeedUnlock(r: Value, args: Value[], rt: OpRuntime): Value {
  const where = 'customDIVESeedUnlock';
  const [seedList, modeArg, mulE, divE, divisibleE, compareE, coprimeE, one, validE, isOneE] = args;
  // Each call evaluates an expression: charge it beyond the evaluator's own steps so that
  // runaway searches (a `divisible` that stays true) stop quickly.
  const lazy = (expr: Value): (() => Callback) => {
    let cb: Callback | null = null;
    return () => {
      rt.charge(CALLBACK_COST, where);
      return (cb ??= rt.callback(expr, where));
    };
  };
  const mul = lazy(mulE);
  const div = lazy(divE);
  const divisible = lazy(divisibleE);
  const compare = lazy(compareE);
  const coprime = lazy(coprimeE);
  const valid = absent(validE) ? null : lazy(validE);
  const isOne = absent(isOneE) ? null : lazy(isOneE);
  const ar: DiveArith<Value> = {
    mul: (a, b) => mul().call([a, b]),
    div: (a, b) => div().call([a, b]),
    divisible: (a, b) => Boolean(divisible().call([a, b])),
    compare: (a, b) => comparatorNumber(compare().call([a, b]), where),
    less: (a, b) => isNegative(compare().call([a, b])),
    coprime: (a, b) => Boolean(coprime().call([a, b])),
    valid: (x) => (valid ? Boolean(valid().call([x])) : true),
    one,
    useCore: false,
  };
  if (!ar.valid(r)) return one;
  if (!Array.isArray(seedList)) throw typeError(where, 'the seed list must be an array');
  const seeds = seedList.filter((s) => {
    rt.charge(1, where);
    return !(isOne ? Boolean(isOne().call([s])) : deepEqual(s, one));
  });
  const mode = diveMode(modeArg as number);
  if (seeds.length === 0) return r;
  // Only the exhaustive modes (1, 4) build a coprime core: the others never call `coprime`
  // (Unordered Dual-Tile DIVE passes `false` there and plays greedy).
  if (mode === 1 || mode === 4) ar.useCore = ar.coprime(one, one);
  return unlock(r, r, seeds, mode, ar, rt, where);
}

export const diveOperators: OpTable = {
  DIVESeedUnlock: operator('bigint', 'DIVE', PURE, (r, [seeds, mode], rt) =>
    diveSeedUnlock(r as bigint, seeds as Value[], mode as number, rt),
  ),
  GaussianDIVESeedUnlock: operator('gaussian', 'GDIVE', PURE, (r, [seeds, mode, rotate], rt) =>
    gaussianDiveSeedUnlock(r as GaussianBigInt, seeds as Value[], mode as number, rotate as boolean, rt),
  ),
  customDIVESeedUnlock: operator('any', 'CDIVE', PURE, (r, args, rt) => customDiveSeedUnlock(r, args, rt)),
};
