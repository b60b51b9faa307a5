// Array-family operators without callbacks (spec calcarray.md §3.5; the callback ones live in
// core.ts). `R` arrives as an array (a scalar was wrapped as `[x]`). Every result is a new array;
// `R` itself is never mutated. Array holes are plain `undefined` elements.
import { limitError, rangeError, typeError } from '../errors.ts';
import { chargeScalarsText, equalitySearch, type Value } from '../values.ts';
import { atIndex, jsLess, jsLessEq, jsLooseEq, jsNumber, relativeIndex, toIntegerOrInfinity } from './jsops.ts';
import { operator, PURE, PRIMES, RANDOM, type OpRuntime, type OpTable } from './types.ts';

const A = 'array' as const;
const MAX_ARRAY_INDEX = 4294967294;

function arr(x: Value): Value[] {
  return Array.isArray(x) ? x : [x];
}

function num(x: Value): number {
  return typeof x === 'number' ? x : Number(x);
}

/** Throws a limit error for results longer than the cap; charges big copies to the step budget. */
function sized(out: Value[], rt: OpRuntime, op: string): Value[] {
  if (out.length > rt.limits.maxArrayLength)
    throw limitError(op, `array longer than ${rt.limits.maxArrayLength} elements`);
  // One step per 32 elements: a loop growing an array by copies is quadratic, and at one per 256
  // a 2M-step budget let `@repeat … arr_push` copy for ~25 s.
  if (out.length >= 32) rt.charge(out.length >> 5, op);
  return out;
}

function checkGrowth(len: number, rt: OpRuntime, op: string): void {
  if (len > rt.limits.maxArrayLength) throw limitError(op, `array longer than ${rt.limits.maxArrayLength} elements`);
}

// The searches below compare through equalitySearch: comparing nested elements is charged by the
// elements it visits, over the whole search (many small ones add up).
function deepIndexOf(a: Value[], x: Value, rt: OpRuntime, op: string): number {
  rt.charge(a.length >> 6, op);
  return equalitySearch(op, (eq) => {
    for (let i = 0; i < a.length; i++) if (eq(a[i], x)) return i;
    return -1;
  });
}

function deepLastIndexOf(a: Value[], x: Value, rt: OpRuntime, op: string): number {
  rt.charge(a.length >> 6, op);
  return equalitySearch(op, (eq) => {
    for (let i = a.length - 1; i >= 0; i--) if (eq(a[i], x)) return i;
    return -1;
  });
}

/**
 * `arr_indexOfFrom`: the original's loop `for (i = start; i < len; i++)` reading `R[i]`, which is
 * `undefined` at negative or fractional positions (so `undefined` "matches" there). Positions the
 * loop would merely walk through are charged, and a start of -Infinity never advances.
 */
function indexOfFrom(a: Value[], x: Value, start: number, rt: OpRuntime, op: string): number {
  let i = start;
  const len = a.length;
  if (!(i < len)) return -1;
  if (i < 0) {
    if (x === undefined) return i;
    if (i === -Infinity) throw limitError(op, 'a search starting at -Infinity never advances');
    const skip = Math.ceil(-i);
    rt.charge(skip, op);
    i += skip;
  }
  if (!Number.isInteger(i)) {
    if (x === undefined) return i;
    rt.charge(Math.ceil(len - i), op);
    return -1;
  }
  rt.charge((len - i) >> 6, op);
  return equalitySearch(op, (eq) => {
    for (; i < len; i++) if (eq(a[i], x)) return i;
    return -1;
  });
}

/** `arr_lastIndexOfFrom`: `for (i = start; i >= 0; i--)`, mirrored. */
function lastIndexOfFrom(a: Value[], x: Value, start: number, rt: OpRuntime, op: string): number {
  let i = start;
  const len = a.length;
  if (!(i >= 0)) return -1;
  if (i >= len) {
    if (x === undefined) return i;
    if (i === Infinity) throw limitError(op, 'a search starting at Infinity never advances');
    const skip = Math.floor(i - len) + 1;
    rt.charge(skip, op);
    i -= skip;
  }
  if (!Number.isInteger(i)) {
    if (x === undefined) return i;
    rt.charge(Math.ceil(i), op);
    return -1;
  }
  rt.charge(i >> 6, op);
  return equalitySearch(op, (eq) => {
    for (; i >= 0; i--) if (eq(a[i], x)) return i;
    return -1;
  });
}

/** Bisection for an element `==` to `x` in an ascending array (JS `<`, `==`); -1 if none. */
function binarySearch(a: Value[], x: Value): number {
  let lo = 0;
  let hi = a.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (jsLooseEq(a[mid], x)) return mid;
    if (jsLess(a[mid], x)) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * Where `x` goes in an ascending array: bisection over [lo, hi) while more than one candidate is
 * left (an undecidable comparison there throws), then "before `a[lo]` if `x <= a[lo]`". So a
 * one-element array never throws: an incomparable `x` is appended (recorded behaviour).
 */
function binaryInsertIndex(a: Value[], x: Value): number {
  if (a.length === 0) return 0;
  let lo = 0;
  let hi = a.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const e = a[mid];
    if (jsLess(x, e)) hi = mid;
    else if (jsLess(e, x)) lo = mid;
    else if (jsLooseEq(e, x)) return mid;
    else throw typeError('arr_binaryInsert', 'Noncomparable element found during binaryInsert');
  }
  return jsLessEq(x, a[lo]) ? lo : lo + 1;
}

/** True when every element of `b` can be matched (and used up) by a deep-equal element of `a`. */
function eqRearrange(a: Value[], b: Value[], rt: OpRuntime): boolean {
  // The matching loop compares every pair in the worst case (~6 ns a pair: 16 per step). Not `>>`:
  // the product passes 2^31 from 46,341 elements each, where a 32-bit shift wraps to 0 or less.
  // Plus one step per 16 elements of both: with one side empty the product is 0, but a copy of a
  // 65,536-element R ran ~1 ms for no step (issue 24). Elements used up are marked, not spliced.
  rt.charge(Math.floor((a.length * b.length) / 16) + Math.floor((a.length + b.length) / 16), 'arr_eqRearrange');
  if (b.length === 0) return true;
  const used = new Uint8Array(a.length);
  return equalitySearch('arr_eqRearrange', (eq) => {
    for (const x of b) {
      let i = 0;
      while (i < a.length && (used[i] === 1 || !eq(a[i], x))) i++;
      if (i === a.length) return false;
      used[i] = 1;
    }
    return true;
  });
}

function bitLength(b: bigint): number {
  return (b < 0n ? -b : b).toString(2).length;
}

/** `base ** exp` on bigints, refusing results beyond the bigint cap before computing them. */
function bigPow(base: Value, exp: Value, rt: OpRuntime, op: string): bigint {
  if (typeof base !== 'bigint' || typeof exp !== 'bigint') throw typeError(op, 'Cannot mix BigInt and other types');
  if (exp < 0n) throw rangeError(op, 'Exponent must be non-negative');
  if (base === 0n || base === 1n || base === -1n || exp === 0n) return base ** exp;
  if (BigInt(bitLength(base) - 1) * exp > BigInt(rt.limits.maxBigIntBits))
    throw limitError(op, `bigint larger than ${rt.limits.maxBigIntBits} bits`);
  return rt.checkBig(base ** exp, op);
}

function bigMul(a: bigint, b: Value, rt: OpRuntime, op: string): bigint {
  if (typeof b !== 'bigint') throw typeError(op, 'Cannot mix BigInt and other types');
  return rt.checkBig(a * b, op);
}

/** `primeDefactorizeB` (§3.5): form 1 pairs, form 2 factors, any other form exponents. */
function primeDefactorize(r: Value[], form: number, rt: OpRuntime): bigint {
  const op = 'primeDefactorizeB';
  rt.charge(r.length, op);
  let out = 1n;
  if (form === 1) {
    for (const pair of r) {
      if (!Array.isArray(pair)) throw typeError(op, 'Cannot mix BigInt and other types');
      out = bigMul(out, bigPow(pair[0], pair[1], rt, op), rt, op);
    }
  } else if (form === 2) {
    for (const f of r) out = bigMul(out, f, rt, op);
  } else {
    if (r.length > 0) rt.ensurePrimeCount(r.length, op);
    const primes = rt.host.primes;
    for (let i = 0; i < r.length; i++) out = bigMul(out, bigPow(primes[i], r[i], rt, op), rt, op);
  }
  return out;
}

/**
 * One draw `u·total`, then walk the weights subtracting until the rest is ≤ 0. Entries past the
 * last weight weigh 0 and can never be drawn (`u` left positive or NaN by the weighed ones stays
 * so: the draw gives undefined), so only the first min(L, W) are read, charged 1 per 2 (issue 24:
 * 65,536 entries with 3 weights were all read for no step, 3 ms).
 */
function weightedEntry(r: Value[], weights: Value[], rt: OpRuntime): Value {
  const n = Math.min(r.length, weights.length);
  rt.charge(Math.floor(n / 2), 'weightedRandomArrayEntry');
  return rt.randomEvent(() => {
    const w = new Float64Array(n);
    let total = 0;
    for (let i = 0; i < n; i++) total += w[i] = jsNumber(weights[i]);
    let u = rt.host.random() * total;
    for (let i = 0; i < n; i++) {
      u -= w[i]!;
      if (u <= 0) return r[i];
    }
    return undefined;
  });
}

/**
 * The Multicolor Tiles helper: `R = [own, c₁, c₂, …]`, `k = A2[0]` colours. Full sets 0…k-1 are
 * removed while at least k colours remain; nothing left → own; a run i, i+1, … (mod k) left → the
 * colour after it; else -1.
 */
function multicolor(r: Value[], spec: Value[], rt: OpRuntime): Value {
  const op = 'multicolor';
  const own = r[0];
  rt.charge(1 + Math.floor(r.length / 64), op); // the copy, whatever k is
  const colours = r.slice(1);
  const k = jsNumber(spec[0]);
  // No count: no set is removed and no run can start below it.
  if (Number.isNaN(k)) return colours.length === 0 ? own : -1;
  while (colours.length >= k) {
    if (!(k > 0)) throw limitError(op, 'with no colours, full sets can be removed forever');
    rt.charge(1 + Math.floor((k * colours.length) / 64), op);
    for (let c = 0; c < k; c++) {
      const i = colours.indexOf(c);
      if (i < 0) return -1;
      colours.splice(i, 1);
    }
  }
  if (colours.length === 0) return own;
  // A run starts at one of the colours (its first term is `start % k = start`): only those
  // starts, ascending, can match, so a huge k does not mean a huge loop.
  rt.charge(1 + Math.floor(colours.length / 4), op); // the set of run starts
  const starts = [...new Set(colours)]
    .filter((c): c is number => typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < k)
    .sort((a, b) => a - b);
  for (const start of starts) {
    rt.charge(1 + Math.floor((colours.length * colours.length) / 64), op);
    const rest = colours.slice();
    let ok = true;
    for (let j = 0; j < colours.length && ok; j++) {
      const i = rest.indexOf((start + j) % k);
      if (i < 0) ok = false;
      else rest.splice(i, 1);
    }
    if (ok) return (start + colours.length) % k;
  }
  return -1;
}

function flatten(a: Value[], depth: number, out: Value[], rt: OpRuntime, op: string): void {
  const limit = rt.limits.maxArrayLength;
  for (const e of a) {
    if (Array.isArray(e) && depth >= 1) {
      // Each array entered is charged: the result's length (capped) does not bound the walk, as
      // empty arrays add nothing, and a shared sub-array is walked wherever it occurs.
      rt.charge(1, op);
      flatten(e, depth - 1, out, rt, op);
    } else if (out.push(e) > limit) throw limitError(op, `array longer than ${limit} elements`);
  }
}

/**
 * toIntegerOrInfinity(jsNumber(d)) for arr_flat's array-wrapped depth. A single number (`[2]`)
 * reads back from its text as itself (-0 as 0, which the truncation makes 0 anyway): its walk is
 * charged, the text not built.
 */
function flatDepth(d: Value[]): number {
  if (d.length === 1) {
    const n = d[0];
    if (typeof n === 'number') {
      chargeScalarsText(1);
      return toIntegerOrInfinity(n);
    }
  }
  return toIntegerOrInfinity(jsNumber(d));
}

export const arrayOps: OpTable = {
  arr_copy: { family: A, pattern: 'U', effects: PURE, apply: (r, _args, rt) => sized(arr(r).slice(), rt, 'arr_copy') },
  arr_elem: operator(A, 'N', PURE, (r, [n]) => {
    const a = arr(r);
    const k = atIndex(a.length, num(n));
    return k < 0 ? undefined : a[k];
  }),
  // Indices that are not array indices (negative, fractional, huge) set a property the next copy
  // loses: no change. Past the end pads with undefined.
  arr_edit_elem: operator(A, 'NY', PURE, (r, [n, v], rt) => {
    const a = arr(r);
    const i = num(n);
    if (!Number.isInteger(i) || i < 0 || i > MAX_ARRAY_INDEX) return sized(a.slice(), rt, 'arr_edit_elem');
    checkGrowth(i + 1, rt, 'arr_edit_elem');
    const out = a.slice();
    while (out.length < i) out.push(undefined);
    out[i] = v;
    return sized(out, rt, 'arr_edit_elem');
  }),
  arr_length: { family: A, pattern: 'U', effects: PURE, apply: (r) => arr(r).length },
  arr_push: operator(A, 'Y', PURE, (r, [v], rt) => sized(arr(r).concat([v]), rt, 'arr_push')),
  arr_unshift: {
    family: A,
    pattern: 'Y',
    effects: PURE,
    // concat: about 3× faster than a spread at 65,536 elements.
    apply: (r, [v], rt) => sized([v].concat(arr(r)), rt, 'arr_unshift'),
  },
  arr_pop: operator(A, 'U', PURE, (r, _args, rt) => sized(arr(r).slice(0, -1), rt, 'arr_pop')),
  arr_shift: operator(A, 'U', PURE, (r, _args, rt) => sized(arr(r).slice(1), rt, 'arr_shift')),
  arr_concat: operator(A, 'F', PURE, (r, [b], rt) => sized(arr(r).concat(arr(b)), rt, 'arr_concat')),
  arr_concat_front: operator(A, 'F', PURE, (r, [b], rt) => sized(arr(b).concat(arr(r)), rt, 'arr_concat_front')),
  // The depth is JS Number of the array-wrapped operand: [2] → 2, a missing one ([undefined]) → 0.
  arr_flat: operator(A, 'F', PURE, (r, [d], rt) => {
    const out: Value[] = [];
    flatten(arr(r), flatDepth(arr(d)), out, rt, 'arr_flat');
    // Pushed one at a time (~60 ns each on a loaded machine; a slice copies at ~6): L/8 more
    // than a copy's charge (65,536 elements ran ~20× their charged steps' time).
    rt.charge(out.length >> 3, 'arr_flat');
    return sized(out, rt, 'arr_flat');
  }),
  arr_splice: operator(A, 'NNF', PURE, (r, [s, c, items], rt) => {
    const a = arr(r);
    const start = relativeIndex(num(s), a.length);
    const count = Math.min(Math.max(toIntegerOrInfinity(num(c)), 0), a.length - start);
    return sized(a.slice(0, start).concat(arr(items), a.slice(start + count)), rt, 'arr_splice');
  }),
  arr_slice: operator(A, 'NN', PURE, (r, [s, e], rt) => sized(arr(r).slice(num(s), num(e)), rt, 'arr_slice')),
  arr_indexOf: operator(A, 'Y', PURE, (r, [x], rt) => deepIndexOf(arr(r), x, rt, 'arr_indexOf')),
  arr_lastIndexOf: operator(A, 'Y', PURE, (r, [x], rt) => deepLastIndexOf(arr(r), x, rt, 'arr_lastIndexOf')),
  arr_indexOfFrom: operator(A, 'Short3', PURE, (r, [x, from], rt) =>
    indexOfFrom(arr(r), x, num(from), rt, 'arr_indexOfFrom'),
  ),
  arr_lastIndexOfFrom: operator(A, 'Short3', PURE, (r, [x, from], rt) =>
    lastIndexOfFrom(arr(r), x, num(from), rt, 'arr_lastIndexOfFrom'),
  ),
  // QUIRK: the operand is array-wrapped, so this looks for an element deep-equal to `[A2]`.
  arr_includes: operator(A, 'F', PURE, (r, [b], rt) => {
    const a = arr(r);
    rt.charge(a.length >> 6, 'arr_includes');
    return equalitySearch('arr_includes', (eq) => a.some((e) => eq(e, b)));
  }),
  arr_reverse: operator(A, 'U', PURE, (r, _args, rt) => sized(arr(r).slice().reverse(), rt, 'arr_reverse')),
  arr_binarySearch: { family: A, pattern: 'Y', effects: PURE, apply: (r, [x]) => binarySearch(arr(r), x) },
  arr_binaryInsert: operator(A, 'Y', PURE, (r, [x], rt) => {
    const a = arr(r);
    const at = binaryInsertIndex(a, x);
    return sized([...a.slice(0, at), x, ...a.slice(at)], rt, 'arr_binaryInsert');
  }),
  arr_eqRearrange: { family: A, pattern: 'F', effects: PURE, apply: (r, [b], rt) => eqRearrange(arr(r), arr(b), rt) },
  primeDefactorizeB: operator(A, 'N', PRIMES, (r, [form], rt) => primeDefactorize(arr(r), num(form), rt)),
  weightedRandomArrayEntry: operator(A, 'F', RANDOM, (r, [w], rt) => weightedEntry(arr(r), arr(w), rt)),
  multicolor: { family: A, pattern: 'F', effects: PURE, apply: (r, [k], rt) => multicolor(arr(r), arr(k), rt) },
};
