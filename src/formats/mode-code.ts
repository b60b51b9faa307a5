// Mode codes (`@2048PowCompMode`, formats.md §4): the mode definition alone, v1.0–3.0.
import { CURRENT_VERSION, PartReader, joinCode, splitCode, type Envelope } from './envelope.ts';
import { DEFAULT_FORMAT_LIMITS, SaveCodeError, guarded, type FormatLimits } from './errors.ts';
import { readLegacyCode } from './legacy-code.ts';
import { readModeParts, writeModeParts } from './mode-parts.ts';
import type { ModeImport, RawModeParts } from './types.ts';

/** Reads a Mode envelope (split already). */
export function readModeEnvelope(env: Envelope, limits: FormatLimits): ModeImport {
  const reader = new PartReader(env, limits);
  if (env.versionIndex === 0) return { kind: 'mode', version: env.version, mode: readLegacyCode(reader).mode };
  return { kind: 'mode', version: env.version, mode: readModeParts(reader).mode };
}

/** Imports a `@2048PowCompMode` code. Throws SaveCodeError (only) on any problem. */
export function importModeCode(code: string, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): ModeImport {
  return guarded(() => {
    const env = splitCode(code, limits);
    if (env.kind !== 'mode') throw new SaveCodeError('type', `expected a Mode code, got ${env.kind}`, 0, 'header');
    return readModeEnvelope(env, limits);
  });
}

/** Exports a v3.0 Mode code (byte-identical to the original's exporter for the same data). */
export function exportModeCode(mode: RawModeParts, limits?: FormatLimits): string {
  return joinCode('mode', CURRENT_VERSION, writeModeParts(mode, limits), limits);
}
