// Game codes (`@2048PowCompGame`, formats.md §4.2–§4.3): a mode definition followed by the state
// of the game in progress. A v3.0 Game code has 79 data parts (2–80).
import { CURRENT_VERSION, PartReader, joinCode, splitCode, type Envelope } from './envelope.ts';
import { DEFAULT_FORMAT_LIMITS, SaveCodeError, guarded, type FormatLimits } from './errors.ts';
import { readGameParts, writeGameParts } from './game-parts.ts';
import { readLegacyCode } from './legacy-code.ts';
import { readModeParts, writeModeParts } from './mode-parts.ts';
import type { GameImport, RawGameState, RawModeParts } from './types.ts';

/**
 * Reads a Game envelope. What the engine still has to do (formats.md §4.3): start a game with the
 * mode (scripts run, tiles spawn), then overwrite the state with `game`; add the rules paragraph
 * `["p", "This game was resumed from a save code."]` unless present (not on silent reloads);
 * rebuild times as `now − elapsedSinceStart` and `start + offset`; show `warnings`.
 */
export function readGameEnvelope(env: Envelope, limits: FormatLimits): GameImport {
  const reader = new PartReader(env, limits);
  if (env.versionIndex === 0) {
    const { mode, game, warnings } = readLegacyCode(reader);
    return { kind: 'game', version: env.version, mode, game: game!, warnings };
  }
  const { mode, next } = readModeParts(reader);
  const { game, warnings } = readGameParts(reader, mode, next);
  return { kind: 'game', version: env.version, mode, game, warnings };
}

/** Imports a `@2048PowCompGame` code. Throws SaveCodeError (only) on any problem. */
export function importGameCode(code: string, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): GameImport {
  return guarded(() => {
    const env = splitCode(code, limits);
    if (env.kind !== 'game') throw new SaveCodeError('type', `expected a Game code, got ${env.kind}`, 0, 'header');
    return readGameEnvelope(env, limits);
  });
}

/** Exports a v3.0 Game code. */
export function exportGameCode(mode: RawModeParts, game: RawGameState, limits?: FormatLimits): string {
  return joinCode('game', CURRENT_VERSION, [...writeModeParts(mode, limits), ...writeGameParts(game, limits)], limits);
}
