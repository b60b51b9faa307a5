// The envelope shared by every code kind (formats.md §1) and the per-part pipeline (§2):
//   HEADER|VERSION|part|part|…|part|      part = base64(entity-encode(text))
// Parsing never throws anything but SaveCodeError and is bounded by FormatLimits.
import type { Value } from '../calc/values.ts';
import { base64Decode, base64Encode } from './base64.ts';
import { heDecode, heEncode, minimalEncode } from './entities.ts';
import { DEFAULT_FORMAT_LIMITS, SaveCodeError, type FormatLimits } from './errors.ts';
import { plainJsonParse, reviveString, scParse, scStringify } from './extended-json.ts';

export { SaveCodeError, DEFAULT_FORMAT_LIMITS, type FormatLimits, type SaveCodeErrorKind } from './errors.ts';

export type CodeKind = 'mode' | 'game' | 'replay' | 'custom' | 'modifiers' | 'infused';

export const HEADERS: Readonly<Record<CodeKind, string>> = {
  mode: '@2048PowCompMode',
  game: '@2048PowCompGame',
  replay: '@2048PowCompReplay',
  custom: '@2048PowCompCustom',
  modifiers: '@2048PowCompModifiers',
  infused: '@2048PowCompInfused',
};

/** Mode/Game versions in the original's order; "index k" in formats.md means a position here. */
export const MODE_VERSIONS: readonly string[] = [
  '1.0',
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.5.1',
  '2.0',
  '2.1',
  '2.1.4',
  '2.1.13',
  '2.1.14',
  '2.2',
  '2.2.2',
  '2.2.3',
  '2.3',
  '3.0',
];
export const REPLAY_VERSIONS: readonly string[] = ['2.2', '2.2.2', '2.3.1', '3.0'];

export const VERSIONS: Readonly<Record<CodeKind, readonly string[]>> = {
  mode: MODE_VERSIONS,
  game: MODE_VERSIONS,
  replay: REPLAY_VERSIONS,
  custom: ['2.0', '3.0'],
  modifiers: ['2.1', '2.3.4', '3.0'],
  infused: ['3.0'],
};

/** The version every exporter writes. */
export const CURRENT_VERSION = '3.0';

export interface Envelope {
  readonly kind: CodeKind;
  readonly version: string;
  /** Position of `version` in VERSIONS[kind]. */
  readonly versionIndex: number;
  /** All `|`-separated fields: [header, version, part 2, …] (the empty tail included). */
  readonly fields: readonly string[];
}

/** Which kind a header names, or undefined. Own-key lookup only (no prototype surprises). */
export function kindOfHeader(header: string): CodeKind | undefined {
  for (const k of Object.keys(HEADERS) as CodeKind[]) if (HEADERS[k] === header) return k;
  return undefined;
}

/**
 * Splits a code and checks header and version, in the original's order: unknown header →
 * "Invalid save code type", unknown version → "Invalid update". The code is taken as is (the UI
 * decides whether to trim pasted whitespace).
 */
export function splitCode(code: string, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): Envelope {
  if (typeof code !== 'string') throw new SaveCodeError('type', 'Invalid save code type');
  if (code.length > limits.maxCodeLength)
    throw new SaveCodeError('limit', `code longer than ${limits.maxCodeLength} characters`);
  let bars = 0;
  for (let i = code.indexOf('|'); i >= 0; i = code.indexOf('|', i + 1))
    if (++bars >= limits.maxParts) throw new SaveCodeError('limit', `more than ${limits.maxParts} parts`);
  const fields = code.split('|');
  const kind = kindOfHeader(fields[0]!);
  if (kind === undefined) throw new SaveCodeError('type', 'Invalid save code type', 0, 'header');
  const version = fields[1];
  const versionIndex = version === undefined ? -1 : VERSIONS[kind].indexOf(version);
  if (versionIndex < 0) throw new SaveCodeError('version', 'Invalid update', 1, 'version');
  return { kind, version: version!, versionIndex, fields };
}

/** Joins header, version and already-encoded parts, with the original's trailing `|`. */
export function joinCode(
  kind: CodeKind,
  version: string,
  parts: readonly string[],
  limits: FormatLimits = DEFAULT_FORMAT_LIMITS,
): string {
  const code = HEADERS[kind] + '|' + version + '|' + parts.map((p) => p + '|').join('');
  // The importer's own cap: a code we write must import again.
  if (code.length > limits.maxCodeLength)
    throw new SaveCodeError(
      'limit',
      `the code would be ${code.length} characters long, more than the ${limits.maxCodeLength} a code may have`,
    );
  return code;
}

/** How a part's text is written: `str` = String(value), `json` = SCstringify. */
export type PartText = 'str' | 'json';

/** Which entity encoder an exporter uses: `he` (every kind but Infused) or `minimal` (Infused). */
export type EntityStyle = 'he' | 'minimal';

function toBase64(text: string, where: string): string {
  const b = base64Encode(text);
  // Unreachable with our encoders (their output is Latin-1); kept as a typed failure.
  if (b === undefined) throw new SaveCodeError('internal', `${where}: text outside Latin-1`);
  return b;
}

/** Encodes one part: text → entity-encode → base64. */
export function encodeText(
  text: string,
  style: EntityStyle = 'he',
  limits: FormatLimits = DEFAULT_FORMAT_LIMITS,
): string {
  const entities = style === 'he' ? heEncode(text) : minimalEncode(text);
  // Base64 is 4 characters per 3: checked before it is built.
  if (Math.ceil(entities.length / 3) * 4 > limits.maxCodeLength) throw tooLongPart(limits);
  return toBase64(entities, 'encode');
}

function tooLongPart(limits: FormatLimits): SaveCodeError {
  return new SaveCodeError(
    'limit',
    `the value would be written as more than ${limits.maxCodeLength} characters, more than a code may have`,
  );
}

/** A json part: SCstringify, then the pipeline. */
export function encodeJsonPart(value: Value, limits?: FormatLimits, style: EntityStyle = 'he'): string {
  return encodeText(scStringify(value, limits), style, limits);
}

/** A str part: `String(value)` (numbers print as JS does: `Infinity`, `1e+21`), then the pipeline. */
export function encodeStrPart(value: Value, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): string {
  const out: string[] = [];
  let length = 0;
  // The same cap as scStringify's: shared sub-arrays make a short value a text too long to build.
  const add = (text: string): void => {
    length += text.length;
    if (length > limits.maxCodeLength) throw tooLongPart(limits);
    out.push(text);
  };
  writeString(value, 0);
  return encodeText(out.join(''), 'he', limits);

  /** JS `String(x)` for the values a str part can hold (arrays join with commas, as in JS). */
  function writeString(v: Value, depth: number): void {
    if (!Array.isArray(v)) {
      if (typeof v === 'string' && length + v.length > limits.maxCodeLength) throw tooLongPart(limits);
      add(String(v));
      return;
    }
    if (depth >= limits.maxDepth) throw new SaveCodeError('limit', `nesting deeper than ${limits.maxDepth}`);
    for (let i = 0; i < v.length; i++) {
      if (i > 0) add(',');
      const e = v[i];
      if (e !== undefined && e !== null) writeString(e, depth + 1);
    }
  }
}

/** Reads the parts of one envelope, attaching the part index and field name to every failure. */
export class PartReader {
  constructor(
    readonly env: Envelope,
    readonly limits: FormatLimits = DEFAULT_FORMAT_LIMITS,
  ) {}

  /** base64-decode + entity-decode. A missing part is the text "undefined", as in the original. */
  text(index: number, field: string): string {
    return heDecode(this.bytes(index, field));
  }

  /** base64-decode only (Latin-1 text). */
  bytes(index: number, field: string): string {
    const raw = index < this.env.fields.length ? this.env.fields[index]! : 'undefined';
    const bytes = base64Decode(raw);
    if (bytes === undefined)
      throw new SaveCodeError(
        'base64',
        index < this.env.fields.length
          ? 'InvalidCharacterError The string to be decoded contains invalid characters.'
          : 'missing part (the code is too short)',
        index,
        field,
      );
    return bytes;
  }

  /** Raw field text, no decoding (legacy 1.0 single-letter flags). */
  raw(index: number): string | undefined {
    return this.env.fields[index];
  }

  json(index: number, field: string): Value {
    return this.at(index, field, () => scParse(this.text(index, field), this.limits));
  }

  /**
   * For codes whose exporter did not entity-encode (Custom 2.0): JSON parsed from the undecoded
   * text, then each string entity-decoded and revived. Differs from `json` only where a decoded
   * reference (`&#x22;`) would have broken the JSON.
   */
  jsonThenDecode(index: number, field: string): Value {
    return this.at(index, field, () =>
      mapStrings(plainJsonParse(this.bytes(index, field), this.limits), (s) => reviveString(heDecode(s), this.limits)),
    );
  }

  /** `Number(text)`, with −0 read as 0 (the exporter writes −0 as "0"). */
  num(index: number, field: string): number {
    const n = Number(this.text(index, field));
    return n === 0 ? 0 : n;
  }

  str(index: number, field: string): string {
    return this.text(index, field);
  }

  /** Re-throws a failure with this part's position unless it already has one. */
  private at<T>(index: number, field: string, f: () => T): T {
    try {
      return f();
    } catch (e) {
      if (e instanceof SaveCodeError && e.part === undefined) throw new SaveCodeError(e.kind, e.reason, index, field);
      throw e;
    }
  }
}

function mapStrings(v: Value, f: (s: string) => Value): Value {
  if (Array.isArray(v)) return v.map((e) => mapStrings(e, f));
  return typeof v === 'string' ? f(v) : v;
}

/** The original's integer checks for width, height and TileNumAmount. */
export function checkPositiveInteger(n: number, reason: string, index: number, field: string): number {
  if (!Number.isInteger(n) || n < 1) throw new SaveCodeError('value', reason, index, field);
  return n;
}
