// Public face of the save-code formats: import any code by its header, export any imported data.
import { splitCode } from './envelope.ts';
import { DEFAULT_FORMAT_LIMITS, guarded, type FormatLimits } from './errors.ts';
import { exportCustomCode, readCustomEnvelope } from './custom-code.ts';
import { exportGameCode, readGameEnvelope } from './game-code.ts';
import { exportInfusedCode, readInfusedEnvelope } from './infused-code.ts';
import { exportModeCode, readModeEnvelope } from './mode-code.ts';
import { exportModifiersCode, readModifiersEnvelope } from './modifiers-code.ts';
import { exportReplayCode, readReplayEnvelope } from './replay-code.ts';
import type { ImportedCode } from './types.ts';

export * from './types.ts';
export { SaveCodeError, DEFAULT_FORMAT_LIMITS, type FormatLimits, type SaveCodeErrorKind } from './errors.ts';
export { HEADERS, VERSIONS, MODE_VERSIONS, REPLAY_VERSIONS, CURRENT_VERSION, type CodeKind } from './envelope.ts';
export { importModeCode, exportModeCode } from './mode-code.ts';
export { importGameCode, exportGameCode } from './game-code.ts';
export { importReplayCode, exportReplayCode } from './replay-code.ts';
export { importCustomCode, exportCustomCode } from './custom-code.ts';
export {
  importModifiersCode,
  exportModifiersCode,
  mergeImportedModifiers,
  withoutIndex16,
} from './modifiers-code.ts';
export { importInfusedCode, exportInfusedCode, parseInfusedValue } from './infused-code.ts';
export { composeTextExpression } from './compose-text.ts';
export { scParse, scStringify, encodeCorpusValue, decodeCorpusValue } from './extended-json.ts';

/**
 * Imports a code of any kind (the header decides). Throws SaveCodeError and nothing else; never
 * runs longer than linear time in the (capped) code length.
 */
export function importCode(code: string, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): ImportedCode {
  return guarded(() => {
    const env = splitCode(code, limits);
    switch (env.kind) {
      case 'mode':
        return readModeEnvelope(env, limits);
      case 'game':
        return readGameEnvelope(env, limits);
      case 'replay':
        return readReplayEnvelope(env, limits);
      case 'custom':
        return readCustomEnvelope(env, limits);
      case 'modifiers':
        return readModifiersEnvelope(env, limits);
      case 'infused':
        return readInfusedEnvelope(env, limits);
    }
  });
}

/** Exports imported (or engine-built) data as a v3.0 code of the same kind. */
export function exportCode(data: ImportedCode, limits?: FormatLimits): string {
  return guarded(() => {
    switch (data.kind) {
      case 'mode':
        return exportModeCode(data.mode, limits);
      case 'game':
        return exportGameCode(data.mode, data.game, limits);
      case 'replay':
        return exportReplayCode(data.replay, limits);
      case 'custom':
        return exportCustomCode(data.custom, limits);
      case 'modifiers':
        return exportModifiersCode(data.modifiers, limits);
      case 'infused':
        return exportInfusedCode(data.infused, limits);
    }
  });
}
