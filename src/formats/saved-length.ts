// How long a value is once written into a code part, worked out without writing it: the length of
// its extended JSON (scStringify) after entity encoding (heEncode), the text that base64 then
// turns into 4 characters per 3. The engine measures the state it keeps with this, so that a
// state it accepts can always be written as a Game code (state-budget.ts).
import { bitLength } from '../calc/numeric/bigmath.ts';
import { BigRational, GaussianBigInt, type Value } from '../calc/values.ts';
import { DEFAULT_FORMAT_LIMITS } from './errors.ts';

/**
 * Entity-encoded characters a game's state (its counted lists) may take in a Game code: half of
 * what a code may hold once base64 has grown it by 4/3, the other half left for the mode and the
 * game's fixed fields.
 */
export const MAX_STATE_TEXT = Math.floor((DEFAULT_FORMAT_LIMITS.maxCodeLength * 3) / 4 / 2);

/**
 * The most characters one stored-size unit (src/calc/stored-size.ts) can take as entity-encoded
 * text: a 15-character string is one unit, and a character may become 8 (`&#xFFFF;`), its quotes
 * 6 each (`&#x22;`), plus the comma before it. Below MAX_STATE_TEXT / this many units a state
 * cannot be too long, so it need not be measured.
 */
export const MAX_TEXT_PER_UNIT = 136;

/** Entity-encoded length of a string literal's characters (JSON escapes, then he's references). */
function stringText(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20)
      n += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6; // \n or \u0001
    else if (c < 0x80) {
      if (c === 0x22)
        n += 7; // \" → \&#x22;
      else if (c === 0x5c)
        n += 2; // \\
      else n += c === 0x26 || c === 0x3c || c === 0x3e || c === 0x27 ? 6 : 1;
    } else if (c <= 0x9f) n += 1;
    else if (c >= 0xd800 && c <= 0xdfff) {
      const d = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        const cp = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
        n += cp >= 0x100000 ? 10 : 9;
        i++;
      } else n += 6; // a lone surrogate: \udXXX
    } else n += c >= 0x1000 ? 8 : c >= 0x100 ? 7 : 6;
  }
  return n;
}

/** Digits (and sign) of b as decimal text, at most one more than the exact count. */
function digitsAtMost(b: bigint): number {
  if (b < 0x20000000000000n && b > -0x20000000000000n) return String(b).length;
  return (b < 0n ? 1 : 0) + Math.floor(bitLength(b) * 0.30103) + 2;
}

/** A tag string `"@…"`: its quotes are entities (6 characters each). */
const QUOTES = 12;

function scalarText(v: Exclude<Value, Value[]>): number {
  switch (typeof v) {
    case 'undefined':
      return QUOTES + 10;
    case 'boolean':
      return v ? 4 : 5;
    case 'number':
      if (Number.isNaN(v)) return QUOTES + 4;
      if (v === Infinity) return QUOTES + 9;
      if (v === -Infinity) return QUOTES + 10;
      return JSON.stringify(v).length;
    case 'bigint':
      return QUOTES + 8 + digitsAtMost(v);
    case 'string':
      return QUOTES + stringText(v);
  }
  if (v === null) return 4;
  if (v instanceof GaussianBigInt) return QUOTES + 17 + digitsAtMost(v.re) + digitsAtMost(v.im);
  if (v instanceof BigRational) return QUOTES + 14 + digitsAtMost(v.num) + digitsAtMost(v.den);
  return 0;
}

/**
 * The length `v` takes in a code part before base64 (at most a few characters over, never under:
 * big numbers are counted by their bits), shared sub-arrays counted every time they occur.
 * Stops once past `budget` and returns a number above it, so a call costs O(budget) steps however
 * large the value is. Iterative: a value may be nested far deeper than the stack.
 */
export function savedTextLength(v: Value, budget: number): number {
  if (!Array.isArray(v)) {
    // A string longer than the budget is past it whatever it holds: no need to scan it.
    if (typeof v === 'string' && v.length > budget) return v.length;
    return scalarText(v);
  }
  let size = 0;
  const stack: Value[][] = [v];
  for (let a = stack.pop(); a !== undefined; a = stack.pop()) {
    // Brackets and the commas between elements.
    size += 2 + Math.max(0, a.length - 1);
    if (size > budget) return size;
    for (let i = 0; i < a.length; i++) {
      const e = a[i];
      if (Array.isArray(e)) stack.push(e);
      else size += typeof e === 'string' && e.length > budget - size ? e.length + 1 : scalarText(e);
      if (size > budget) return size;
    }
  }
  return size;
}
