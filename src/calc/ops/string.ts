// String-family operators (spec calcarray.md §3.4). `R` is usually a string, but the string rule
// resolves special strings after stringifying, so it can also be a number, an array, a bigint...
// The original then called the JS method on that value: arrays have `at`/`slice`/`indexOf`/...,
// numbers have `length` undefined and no methods (TypeError). That is reproduced here.
import { limitError, typeError } from '../errors.ts';
import type { Value } from '../values.ts';
import {
  atIndex,
  jsPlus,
  jsSameValueZero,
  jsStrictEq,
  jsToString,
  relativeIndex,
  toIntegerOrInfinity,
} from './jsops.ts';
import { operator, PURE, type OpRuntime, type OpTable } from './types.ts';

function num(x: Value): number {
  return typeof x === 'number' ? x : Number(x);
}

function describe(x: Value): string {
  return Array.isArray(x) ? 'array' : x === null ? 'null' : typeof x;
}

/** The receiver of a String method that arrays share; anything else throws like JS. */
function seqTarget(r: Value, op: string, method: string): string | Value[] {
  if (typeof r === 'string' || Array.isArray(r)) return r;
  throw typeError(op, `${describe(r)} has no method ${method}`);
}

/** The receiver of a String-only method. */
function strTarget(r: Value, op: string, method: string): string {
  if (typeof r === 'string') return r;
  throw typeError(op, `${describe(r)} has no method ${method}`);
}

/**
 * Charges a scan of the receiver's text, one step per 128 characters: the operators are native
 * but linear (upper-casing 2M characters takes ~9 ms), and looped on a long text they ran for
 * minutes within the step budget.
 */
function scanned<T extends Value>(r: T, rt: OpRuntime, op: string): T {
  if (typeof r === 'string') {
    if (r.length >= 128) rt.charge(r.length >> 7, op);
  } else if (Array.isArray(r) && r.length >= 16) rt.charge(r.length >> 4, op); // the array methods' searches
  return r;
}

function capped<T extends Value>(v: T, rt: OpRuntime, op: string): T {
  if (typeof v === 'string' && v.length > rt.limits.maxStringLength)
    throw limitError(op, `string longer than ${rt.limits.maxStringLength} characters`);
  return v;
}

/** Array.prototype.indexOf (strict equality, distinct objects never equal). */
function arrayIndexOf(a: Value[], x: Value, from = 0): number {
  const n = toIntegerOrInfinity(from);
  if (n === Infinity) return -1;
  for (let k = n < 0 ? Math.max(a.length + n, 0) : n; k < a.length; k++) if (jsStrictEq(a[k], x)) return k;
  return -1;
}

/** Array.prototype.lastIndexOf. */
function arrayLastIndexOf(a: Value[], x: Value, from = a.length - 1): number {
  const n = toIntegerOrInfinity(from);
  if (n === -Infinity) return -1;
  for (let k = n >= 0 ? Math.min(n, a.length - 1) : a.length + n; k >= 0; k--) if (jsStrictEq(a[k], x)) return k;
  return -1;
}

function indexOf(r: Value, x: Value, op: string, from?: number): number {
  const t = seqTarget(r, op, 'indexOf');
  return typeof t === 'string' ? t.indexOf(jsToString(x), from) : arrayIndexOf(t, x, from);
}

function lastIndexOf(r: Value, x: Value, op: string, from?: number): number {
  const t = seqTarget(r, op, 'lastIndexOf');
  if (typeof t !== 'string') return arrayLastIndexOf(t, x, from);
  return from === undefined ? t.lastIndexOf(jsToString(x)) : t.lastIndexOf(jsToString(x), from);
}

/** String.prototype.substr. */
function substr(s: string, start: number, length: number): string {
  const from = relativeIndex(start, s.length);
  const count = Math.min(Math.max(toIntegerOrInfinity(length), 0), s.length - from);
  return count <= 0 ? '' : s.slice(from, from + count);
}

/** `R.slice(A2, A3)` for a string or an array receiver. */
function sliceOf(t: string | Value[], start: number, end: number): string | Value[] {
  return t.slice(start, end);
}

const S = 'string' as const;

export const stringOps: OpTable = {
  str_char: operator(S, 'N', PURE, (r, [n]) => {
    const t = seqTarget(r, 'str_char', 'at');
    const k = atIndex(t.length, num(n));
    return k < 0 ? undefined : t[k];
  }),
  // A joined text is built lazily and copied out in full on its first read (any conversion reads
  // its first character): charged as a scan of the result.
  str_concat: operator(S, 'F', PURE, (r, [a2], rt) =>
    scanned(capped(jsPlus(r, a2, 'str_concat'), rt, 'str_concat'), rt, 'str_concat'),
  ),
  str_concat_front: operator(S, 'F', PURE, (r, [a2], rt) =>
    scanned(capped(jsPlus(a2, r, 'str_concat_front'), rt, 'str_concat_front'), rt, 'str_concat_front'),
  ),
  str_length: operator(S, 'U', PURE, (r) => {
    if (typeof r === 'string' || Array.isArray(r)) return r.length;
    if (r === undefined || r === null) throw typeError('str_length', `cannot read the length of ${describe(r)}`);
    return undefined; // a number, boolean, bigint or object has no length
  }),
  str_slice: operator(S, 'NN', PURE, (r, [a, b]) => sliceOf(seqTarget(r, 'str_slice', 'slice'), num(a), num(b))),
  str_substr: operator(S, 'NN', PURE, (r, [a, b]) => substr(strTarget(r, 'str_substr', 'substr'), num(a), num(b))),
  // QUIRK: reads one operand and replaces its first occurrence with the text "undefined".
  str_replace: operator(S, 'F', PURE, (r, [a2], rt) => {
    const s = scanned(strTarget(r, 'str_replace', 'replace'), rt, 'str_replace');
    const find = jsToString(a2);
    const at = s.indexOf(find);
    return at < 0 ? s : capped(s.slice(0, at) + 'undefined' + s.slice(at + find.length), rt, 'str_replace');
  }),
  str_indexOf: operator(S, 'Y', PURE, (r, [a2], rt) => indexOf(scanned(r, rt, 'str_indexOf'), a2, 'str_indexOf')),
  str_lastIndexOf: operator(S, 'Y', PURE, (r, [a2], rt) =>
    lastIndexOf(scanned(r, rt, 'str_lastIndexOf'), a2, 'str_lastIndexOf'),
  ),
  str_indexOfFrom: operator(S, 'Short3', PURE, (r, [a2, from], rt) =>
    indexOf(scanned(r, rt, 'str_indexOfFrom'), a2, 'str_indexOfFrom', num(from)),
  ),
  str_lastIndexOfFrom: operator(S, 'Short3', PURE, (r, [a2, from], rt) =>
    lastIndexOf(scanned(r, rt, 'str_lastIndexOfFrom'), a2, 'str_lastIndexOfFrom', num(from)),
  ),
  str_includes: operator(S, 'F', PURE, (r, [a2], rt) => {
    const t = seqTarget(scanned(r, rt, 'str_includes'), 'str_includes', 'includes');
    return typeof t === 'string' ? t.includes(jsToString(a2)) : t.some((e) => jsSameValueZero(e, a2));
  }),
  // Not Array.splice: `R.slice(0, A2) + A4 + R.slice(A2 + A3)`, so a negative start repeats text.
  str_splice: operator(S, 'NNF', PURE, (r, [a, b, insert], rt) => {
    const t = seqTarget(r, 'str_splice', 'slice');
    const start = num(a);
    const head = jsPlus(sliceOf(t, 0, start), insert, 'str_splice');
    return scanned(
      capped(jsPlus(head, sliceOf(t, start + num(b), Infinity), 'str_splice'), rt, 'str_splice'),
      rt,
      'str_splice',
    );
  }),
  str_toUpperCase: operator(S, 'U', PURE, (r, _args, rt) =>
    capped(
      scanned(strTarget(r, 'str_toUpperCase', 'toUpperCase'), rt, 'str_toUpperCase').toUpperCase(),
      rt,
      'str_toUpperCase',
    ),
  ),
  str_toLowerCase: operator(S, 'U', PURE, (r, _args, rt) =>
    capped(
      scanned(strTarget(r, 'str_toLowerCase', 'toLowerCase'), rt, 'str_toLowerCase').toLowerCase(),
      rt,
      'str_toLowerCase',
    ),
  ),
  str_split: operator(S, 'F', PURE, (r, [a2], rt) => {
    const s = scanned(strTarget(r, 'str_split', 'split'), rt, 'str_split');
    if (a2 === undefined) return [s];
    const sep = jsToString(a2);
    // An empty separator gives one element per code unit: check the size before building it.
    const parts = sep === '' ? s.length : 0;
    if (parts > rt.limits.maxArrayLength)
      throw limitError('str_split', `array longer than ${rt.limits.maxArrayLength} elements`);
    const out = s.split(sep);
    if (out.length > rt.limits.maxArrayLength)
      throw limitError('str_split', `array longer than ${rt.limits.maxArrayLength} elements`);
    rt.charge(out.length >> 8, 'str_split');
    return out;
  }),
};
