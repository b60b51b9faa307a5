// Base64 over Latin-1 strings (one character per byte), behaving like the browser's btoa/atob so
// the module works the same in Node, a Web Worker and the page, without Buffer.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Alphabet value of each ASCII code, −1 for characters outside the alphabet. */
const VALUE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

/** True for the ASCII whitespace the forgiving decoder strips (tab, LF, FF, CR, space). */
function isAsciiWhitespace(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;
}

/**
 * `btoa`: encodes a string whose characters are all ≤ U+00FF. Returns undefined if a character is
 * outside Latin-1 (where btoa throws); our encoders never produce such text.
 */
export function base64Encode(latin1: string): string | undefined {
  const out: string[] = [];
  const n = latin1.length;
  let chunk = '';
  for (let i = 0; i < n; i += 3) {
    const a = latin1.charCodeAt(i);
    const b = i + 1 < n ? latin1.charCodeAt(i + 1) : 0;
    const c = i + 2 < n ? latin1.charCodeAt(i + 2) : 0;
    if (a > 0xff || b > 0xff || c > 0xff) return undefined;
    const triple = (a << 16) | (b << 8) | c;
    chunk +=
      ALPHABET[(triple >> 18) & 63]! +
      ALPHABET[(triple >> 12) & 63]! +
      (i + 1 < n ? ALPHABET[(triple >> 6) & 63]! : '=') +
      (i + 2 < n ? ALPHABET[triple & 63]! : '=');
    // Flush now and then so long codes do not build one huge rope of tiny concatenations.
    if (chunk.length >= 8192) {
      out.push(chunk);
      chunk = '';
    }
  }
  out.push(chunk);
  return out.join('');
}

/**
 * `atob` ("forgiving base64", WHATWG): strips ASCII whitespace, drops one or two trailing `=` when
 * the length is a multiple of 4, rejects a length ≡ 1 (mod 4) and any other character (including
 * an inner `=`). Returns the bytes as a Latin-1 string, or undefined where atob throws
 * InvalidCharacterError. Leftover bits of a final partial group are ignored, as in browsers.
 */
export function base64Decode(text: string): string | undefined {
  let data = text;
  for (let i = 0; i < data.length; i++) {
    if (isAsciiWhitespace(data.charCodeAt(i))) {
      let s = '';
      for (let j = 0; j < data.length; j++) if (!isAsciiWhitespace(data.charCodeAt(j))) s += data[j];
      data = s;
      break;
    }
  }
  if (data.length % 4 === 0) {
    if (data.endsWith('==')) data = data.slice(0, -2);
    else if (data.endsWith('=')) data = data.slice(0, -1);
  }
  if (data.length % 4 === 1) return undefined;
  const out: string[] = [];
  let chunk = '';
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < data.length; i++) {
    const code = data.charCodeAt(i);
    const v = code < 128 ? VALUE[code]! : -1;
    if (v < 0) return undefined;
    buffer = (buffer << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      chunk += String.fromCharCode((buffer >> bits) & 0xff);
      buffer &= (1 << bits) - 1;
      if (chunk.length >= 8192) {
        out.push(chunk);
        chunk = '';
      }
    }
  }
  out.push(chunk);
  return out.join('');
}
