// The original's extended JSON (`SCstringify` / `SCparse`, formats.md §3) and the conformance
// corpus' value encoding (shared/conformance/README.md "Value encoding"), both over `Value`.
import { BigRational, GaussianBigInt, chargeWalkMeter, type Value } from '../calc/values.ts';
import { bigintParseSteps } from '../calc/numeric/construct.ts';
import { bitLength } from '../calc/numeric/bigmath.ts';
import { DEFAULT_FORMAT_LIMITS, SaveCodeError, type FormatLimits } from './errors.ts';

// ---------------------------------------------------------------------------------------------
// SCstringify / SCparse

/**
 * `JSON.stringify` with the original's replacer: bigint → `"@BigInt n"`, GaussianBigInt →
 * `"@GaussianBigInt a b"`, BigRational → `"@BigRational p q"`, ±Infinity/NaN → `"@Infinity"`,
 * `"@-Infinity"`, `"@NaN"`, undefined (element or whole value) → `"@undefined"`. Output is
 * byte-identical to the browser's (−0 prints as `0`, strings escaped by JSON.stringify).
 */
export function scStringify(value: Value, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): string {
  // The text only grows on its way into a code (entities, base64), so one longer than a code may
  // be can never be exported: refuse it as soon as the running length (or a scalar's length, known
  // from its size before it is written out) passes that cap. A value whose arrays are shared
  // (`[x, x]` nested 40 times) is tiny in memory and 2^40 elements as text; without the cap
  // building it filled an array past V8's limit, a fatal error no `catch` sees.
  const cap = limits.maxCodeLength;
  const out: string[] = [];
  let length = 0;
  write(value, 0);
  return out.join('');

  function add(text: string): void {
    length += text.length;
    if (length > cap) tooLong();
    out.push(text);
  }

  function tooLong(): never {
    throw new SaveCodeError(
      'limit',
      `the value would be written as more than ${cap} characters, more than a code may have`,
    );
  }

  function write(v: Value, depth: number): void {
    if (Array.isArray(v)) {
      if (depth >= limits.maxDepth) throw new SaveCodeError('limit', `nesting deeper than ${limits.maxDepth}`);
      add('[');
      for (let i = 0; i < v.length; i++) {
        if (i > 0) add(',');
        write(v[i], depth + 1);
      }
      add(']');
      return;
    }
    if (length + scalarJsonMinLength(v) > cap) tooLong();
    add(scalarJson(v));
  }
}

/** A lower bound on scalarJson(v).length, without writing it (a 1M-bit bigint is 315k digits). */
export function scalarJsonMinLength(v: Exclude<Value, Value[]>): number {
  if (typeof v === 'string') return v.length + 2;
  if (typeof v === 'bigint') return 10 + digitsAtLeast(v);
  if (v instanceof GaussianBigInt) return 18 + digitsAtLeast(v.re) + digitsAtLeast(v.im);
  if (v instanceof BigRational) return 15 + digitsAtLeast(v.num) + digitsAtLeast(v.den);
  return 1;
}

/** Decimal digits of b are at least this many (log10 2 rounded down). */
function digitsAtLeast(b: bigint): number {
  return Math.max(1, Math.floor((bitLength(b) - 1) * 0.301));
}

function scalarJson(v: Exclude<Value, Value[]>): string {
  switch (typeof v) {
    case 'undefined':
      return '"@undefined"';
    case 'boolean':
      return v ? 'true' : 'false';
    case 'number':
      if (Number.isNaN(v)) return '"@NaN"';
      if (v === Infinity) return '"@Infinity"';
      if (v === -Infinity) return '"@-Infinity"';
      return JSON.stringify(v);
    case 'bigint':
      return `"@BigInt ${v}"`;
    case 'string':
      return JSON.stringify(v);
  }
  if (v === null) return 'null';
  if (v instanceof GaussianBigInt) return `"@GaussianBigInt ${v.re} ${v.im}"`;
  return `"@BigRational ${v.num} ${v.den}"`;
}

/**
 * `JSON.parse` with the original's reviver. Tagged strings become their values (`"@BigRational
 * 2 4"` is re-reduced to 1/2); `"@undefined"` becomes undefined (the original leaves an array
 * hole; we store undefined, which reads the same). Deviations, each needed for export∘import to be
 * exact and harmless for engine data: −0 is read as 0 (the exporter writes −0 as `0`), and JSON
 * objects are rejected (no engine value is an object).
 */
export function scParse(text: string, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): Value {
  return fromJson(parseJsonText(text), limits, true, 0);
}

/** Plain `JSON.parse` without tag conversions; same depth, −0 and object rules as scParse. */
export function plainJsonParse(text: string, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): Value {
  return fromJson(parseJsonText(text), limits, false, 0);
}

function parseJsonText(text: string): unknown {
  chargeWalkMeter(text.length >> 5, 'JSON');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new SaveCodeError('json', `SyntaxError ${e instanceof Error ? e.message : String(e)}`);
  }
}

function fromJson(x: unknown, limits: FormatLimits, tags: boolean, depth: number): Value {
  if (Array.isArray(x)) {
    if (depth >= limits.maxDepth) throw new SaveCodeError('limit', `nesting deeper than ${limits.maxDepth}`);
    const out: Value[] = new Array<Value>(x.length);
    for (let i = 0; i < x.length; i++) out[i] = fromJson(x[i], limits, tags, depth + 1);
    return out;
  }
  switch (typeof x) {
    case 'string':
      return tags ? reviveString(x, limits) : x;
    case 'number':
      return x === 0 ? 0 : x; // −0 → 0
    case 'boolean':
      return x;
  }
  if (x === null) return null;
  throw new SaveCodeError('json', 'JSON objects are not supported in save codes');
}

/** The reviver on one string: exact tags and the three number-class prefixes. */
export function reviveString(s: string, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): Value {
  if (s.charCodeAt(0) !== 0x40) return s; // fast path: no '@'
  switch (s) {
    case '@Infinity':
      return Infinity;
    case '@-Infinity':
      return -Infinity;
    case '@NaN':
      return NaN;
    case '@undefined':
      return undefined;
  }
  if (s.startsWith('@BigInt ')) return parseBig(s.slice(8), limits);
  if (s.startsWith('@GaussianBigInt ')) {
    const [re, im] = twoNumbers(s.slice(16), s, limits);
    return new GaussianBigInt(re, im);
  }
  if (s.startsWith('@BigRational ')) {
    const [num, den] = twoNumbers(s.slice(13), s, limits);
    return BigRational.of(num, den);
  }
  return s;
}

function twoNumbers(rest: string, whole: string, limits: FormatLimits): [bigint, bigint] {
  const bits = rest.split(' ');
  if (bits.length < 2) throw new SaveCodeError('json', `malformed number ${JSON.stringify(truncate(whole))}`);
  return [parseBig(bits[0]!, limits), parseBig(bits[1]!, limits)];
}

/** `BigInt(text)` as the original called it (so "", " 12 ", "0x1f" are accepted), size-capped. */
function parseBig(text: string, limits: FormatLimits): bigint {
  if (text.length > limits.maxBigIntDigits)
    throw new SaveCodeError('limit', `number longer than ${limits.maxBigIntDigits} digits`);
  // Quadratic in the digits: charged to the import's budget (errors.ts guarded).
  if (text.length >= 4096) chargeWalkMeter(bigintParseSteps(text.length), 'a long number');
  try {
    return BigInt(text);
  } catch {
    throw new SaveCodeError('json', `SyntaxError Cannot convert ${JSON.stringify(truncate(text))} to a BigInt`);
  }
}

function truncate(s: string): string {
  return s.length > 40 ? s.slice(0, 40) + '…' : s;
}

// ---------------------------------------------------------------------------------------------
// The conformance corpus encoding: like SCstringify, plus "@-0" and "@String " so every value
// round-trips. Values are plain JSON values (`unknown`), not text.

const EXACT_TAGS = new Set(['@-0', '@Infinity', '@-Infinity', '@NaN', '@undefined']);
const PREFIX_TAGS = ['@BigInt ', '@BigRational ', '@GaussianBigInt ', '@String '];

function looksTagged(s: string): boolean {
  return EXACT_TAGS.has(s) || PREFIX_TAGS.some((p) => s.startsWith(p));
}

/** Encodes a value for the corpus: −0, non-finite numbers, undefined and the number classes tagged. */
export function encodeCorpusValue(x: Value, depth = 0): unknown {
  if (Array.isArray(x)) {
    if (depth >= DEFAULT_FORMAT_LIMITS.maxDepth) throw new SaveCodeError('limit', 'value nested too deeply');
    const out: unknown[] = new Array<unknown>(x.length);
    for (let i = 0; i < x.length; i++) out[i] = encodeCorpusValue(x[i], depth + 1);
    return out;
  }
  switch (typeof x) {
    case 'number':
      if (Object.is(x, -0)) return '@-0';
      if (Number.isNaN(x)) return '@NaN';
      if (x === Infinity) return '@Infinity';
      if (x === -Infinity) return '@-Infinity';
      return x;
    case 'undefined':
      return '@undefined';
    case 'bigint':
      return `@BigInt ${x}`;
    case 'string':
      return looksTagged(x) ? '@String ' + x : x;
    case 'boolean':
      return x;
  }
  if (x === null) return null;
  if (x instanceof GaussianBigInt) return `@GaussianBigInt ${x.re} ${x.im}`;
  return `@BigRational ${x.num} ${x.den}`;
}

/** Decodes a corpus value (the output of JSON.parse on corpus text) into a language value. */
export function decodeCorpusValue(x: unknown, depth = 0): Value {
  if (Array.isArray(x)) {
    if (depth >= DEFAULT_FORMAT_LIMITS.maxDepth) throw new SaveCodeError('limit', 'value nested too deeply');
    const out: Value[] = new Array<Value>(x.length);
    for (let i = 0; i < x.length; i++) out[i] = decodeCorpusValue(x[i], depth + 1);
    return out;
  }
  switch (typeof x) {
    case 'number':
    case 'boolean':
      return x;
    case 'string':
      if (x === '@-0') return -0;
      if (x.startsWith('@String ')) return x.slice(8);
      return reviveString(x);
  }
  if (x === null) return null;
  throw new SaveCodeError('json', 'corpus values are JSON arrays, strings, numbers, booleans or null');
}
