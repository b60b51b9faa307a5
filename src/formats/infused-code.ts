// Infused codes (`@2048PowCompInfused`, formats.md §9; custom-modes.md §6): one list of 43 values,
// each the JSON text of a mode field (element 34 is a list of booleans).
import type { Value } from '../calc/values.ts';
import { CURRENT_VERSION, PartReader, encodeJsonPart, joinCode, splitCode, type Envelope } from './envelope.ts';
import { DEFAULT_FORMAT_LIMITS, SaveCodeError, guarded, type FormatLimits } from './errors.ts';
import { scParse } from './extended-json.ts';
import type { InfusedImport, RawInfused } from './types.ts';

/** Defaults for the tail elements 34–42 that shorter (older) lists lack. */
const TAIL_DEFAULTS: readonly (readonly [number, () => Value])[] = [
  [34, () => [true, true, true, true, true]],
  [35, () => '[]'],
  [36, () => '"@Infinity"'],
  [37, () => '[]'],
  [38, () => '[]'],
  [39, () => 'false'],
  [40, () => 'false'],
  [41, () => '[]'],
  [42, () => '[]'],
];

/**
 * Fewer than 34 elements → "Infused mode values too short"; missing tail elements get their
 * defaults and element 34 is padded with `true` to 5 entries. (A non-list part is rejected too:
 * the original would have produced nonsense.)
 */
export function padInfusedValues(values: Value, part = 2): Value[] {
  if (!Array.isArray(values))
    throw new SaveCodeError('value', 'Infused mode values must be a list', part, 'infusedModeValues');
  if (values.length < 34) throw new SaveCodeError('value', 'Infused mode values too short', part, 'infusedModeValues');
  const out = values.slice();
  for (const [i, make] of TAIL_DEFAULTS) if (out[i] === undefined) out[i] = make();
  const flags = out[34];
  if (Array.isArray(flags) && flags.length < 5) out[34] = [...flags, ...new Array<Value>(5 - flags.length).fill(true)];
  return out;
}

export function readInfusedEnvelope(env: Envelope, limits: FormatLimits): InfusedImport {
  const values = new PartReader(env, limits).json(2, 'infusedModeValues');
  return { kind: 'infused', version: env.version, infused: { values: padInfusedValues(values) } };
}

/** Imports a `@2048PowCompInfused` code. Throws SaveCodeError (only) on any problem. */
export function importInfusedCode(code: string, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): InfusedImport {
  return guarded(() => {
    const env = splitCode(code, limits);
    if (env.kind !== 'infused')
      throw new SaveCodeError('type', `expected an Infused code, got ${env.kind}`, 0, 'header');
    return readInfusedEnvelope(env, limits);
  });
}

/**
 * Parses one infused value when the mode is loaded. Strings hold extended JSON; other elements
 * (34) are returned as they are. A parse failure is the original's "Your infused mode has a JSON
 * error at index N".
 */
export function parseInfusedValue(
  infused: RawInfused,
  index: number,
  limits: FormatLimits = DEFAULT_FORMAT_LIMITS,
): Value {
  const v = infused.values[index];
  if (typeof v !== 'string') return v;
  try {
    return scParse(v, limits);
  } catch (e) {
    if (e instanceof SaveCodeError)
      throw new SaveCodeError(
        e.kind,
        `Your infused mode has a JSON error at index ${index}`,
        undefined,
        `value ${index}`,
      );
    throw e;
  }
}

/**
 * Exports a v3.0 Infused code. The original writes this part without entity encoding (every
 * community Infused code shows raw `"`, `&&`, `<`), so we do too (see `minimalEncode`).
 */
export function exportInfusedCode(infused: RawInfused, limits?: FormatLimits): string {
  return joinCode('infused', CURRENT_VERSION, [encodeJsonPart(infused.values, limits, 'minimal')], limits);
}
