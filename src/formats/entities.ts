// HTML character references as the original's bundled `he` v0.3.6 writes and reads them
// (formats.md §2.1 b, §2.2). Exported parts are entity-encoded before base64 and decoded after.
import { LEGACY_NAMES, NAMED_REFERENCES } from './html-entities.ts';

function hexRef(codePoint: number): string {
  return '&#x' + codePoint.toString(16).toUpperCase() + ';';
}

/**
 * `he.encode` with default options: `& < > " '` and every non-ASCII character become upper-case
 * hex references; other ASCII (backtick and control characters included) is left alone.
 *
 * One deliberate deviation: U+0080–U+009F are kept raw (they travel as Latin-1 bytes). `he` would
 * write `&#x80;`, which its own decoder turns into the Windows-1252 character (U+20AC), so the
 * original loses these characters on a round trip; keeping them raw makes export∘import exact.
 */
export function heEncode(text: string): string {
  let out = '';
  let start = 0; // start of the pending run of characters copied unchanged
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80 ? c !== 0x26 && c !== 0x3c && c !== 0x3e && c !== 0x22 && c !== 0x27 : c <= 0x9f) continue;
    out += text.slice(start, i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        out += hexRef((c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000);
        i++;
        start = i + 1;
        continue;
      }
    }
    out += hexRef(c);
    start = i + 1;
  }
  return start === 0 ? text : out + text.slice(start);
}

/**
 * The Infused exporter's encoding. The original writes Infused codes without entity encoding
 * (verified on every community Infused code: raw `"`, `&&`, `<`), so ASCII and Latin-1 stay raw.
 * Where raw text would not survive the importer's entity decoding or base64 we encode minimally:
 * an `&` that could start a reference, and characters above U+00FF (which made btoa throw in the
 * original).
 */
export function minimalEncode(text: string): string {
  let out = '';
  let start = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x26) {
      const next = i + 1 < n ? text.charCodeAt(i + 1) : 0;
      if (!(next === 0x23 || isAlnum(next))) continue;
    } else if (c <= 0xff) continue;
    out += text.slice(start, i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        out += hexRef((c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000);
        i++;
        start = i + 1;
        continue;
      }
    }
    out += hexRef(c);
    start = i + 1;
  }
  return start === 0 ? text : out + text.slice(start);
}

function isAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}
function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
function isHexDigit(c: number): boolean {
  return isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** Numeric references that HTML maps elsewhere: 0 and the Windows-1252 range 0x80–0x9F. */
const NUMERIC_OVERRIDES = new Map<number, string>([
  [0x00, '\uFFFD'],
  [0x80, '\u20AC'],
  [0x82, '\u201A'],
  [0x83, '\u0192'],
  [0x84, '\u201E'],
  [0x85, '\u2026'],
  [0x86, '\u2020'],
  [0x87, '\u2021'],
  [0x88, '\u02C6'],
  [0x89, '\u2030'],
  [0x8a, '\u0160'],
  [0x8b, '\u2039'],
  [0x8c, '\u0152'],
  [0x8e, '\u017D'],
  [0x91, '\u2018'],
  [0x92, '\u2019'],
  [0x93, '\u201C'],
  [0x94, '\u201D'],
  [0x95, '\u2022'],
  [0x96, '\u2013'],
  [0x97, '\u2014'],
  [0x98, '\u02DC'],
  [0x99, '\u2122'],
  [0x9a, '\u0161'],
  [0x9b, '\u203A'],
  [0x9c, '\u0153'],
  [0x9e, '\u017E'],
  [0x9f, '\u0178'],
]);

function codePointToText(codePoint: number): string {
  if ((codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff || !Number.isFinite(codePoint))
    return '\uFFFD';
  return NUMERIC_OVERRIDES.get(codePoint) ?? String.fromCodePoint(codePoint);
}

let namedMap: Map<string, string> | undefined;
/** The named-reference table, built on first use (a Map: names such as `constructor` are inert). */
function named(): Map<string, string> {
  if (namedMap) return namedMap;
  namedMap = new Map();
  for (const entry of NAMED_REFERENCES.split(',')) {
    const colon = entry.indexOf(':');
    const cps = entry
      .slice(colon + 1)
      .split('+')
      .map((h) => parseInt(h, 16));
    namedMap.set(entry.slice(0, colon), String.fromCodePoint(...cps));
  }
  return namedMap;
}

/** Legacy names, longest first: the order in which he's regex alternation tries them. */
const LEGACY_BY_LENGTH = [...LEGACY_NAMES].sort((a, b) => b.length - a.length);

/**
 * `he.decode` (v0.3.6, non-strict). At each `&`, the first of these that matches wins:
 * `&#DDD` / `&#xHHH` with optional `;`; `&name;` (an unknown name stays as it is); a legacy name
 * without `;`, which also swallows one following `[=A-Za-z0-9]` character and keeps it
 * (`&ampx` → `&x`). Anything else leaves the `&` alone.
 */
export function heDecode(text: string): string {
  let amp = text.indexOf('&');
  if (amp < 0) return text;
  let out = '';
  let start = 0;
  const n = text.length;
  while (amp >= 0) {
    let i = amp + 1;
    let replacement: string | undefined;
    const c1 = i < n ? text.charCodeAt(i) : 0;
    if (c1 === 0x23) {
      // `&#…`
      const c2 = i + 1 < n ? text.charCodeAt(i + 1) : 0;
      if (isDigit(c2)) {
        let j = i + 1;
        while (j < n && isDigit(text.charCodeAt(j))) j++;
        replacement = codePointToText(parseInt(text.slice(i + 1, j), 10));
        i = j < n && text.charCodeAt(j) === 0x3b ? j + 1 : j;
      } else if ((c2 === 0x78 || c2 === 0x58) && i + 2 < n && isHexDigit(text.charCodeAt(i + 2))) {
        let j = i + 2;
        while (j < n && isHexDigit(text.charCodeAt(j))) j++;
        replacement = codePointToText(parseInt(text.slice(i + 2, j), 16));
        i = j < n && text.charCodeAt(j) === 0x3b ? j + 1 : j;
      }
    } else if (isAlnum(c1)) {
      let j = i;
      while (j < n && isAlnum(text.charCodeAt(j))) j++;
      if (j < n && text.charCodeAt(j) === 0x3b) {
        // `&name;`: known names decode, unknown ones are kept verbatim.
        replacement = named().get(text.slice(i, j)) ?? text.slice(amp, j + 1);
        i = j + 1;
      } else {
        for (const name of LEGACY_BY_LENGTH) {
          if (!text.startsWith(name, i)) continue;
          replacement = named().get(name)!;
          i += name.length;
          const next = i < n ? text.charCodeAt(i) : 0;
          if (next === 0x3d || isAlnum(next)) {
            replacement += text[i];
            i++;
          }
          break;
        }
      }
    }
    if (replacement !== undefined) {
      out += text.slice(start, amp) + replacement;
      start = i;
      amp = text.indexOf('&', i);
    } else {
      amp = text.indexOf('&', amp + 1);
    }
  }
  return out + text.slice(start);
}
