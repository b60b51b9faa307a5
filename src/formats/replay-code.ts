// Replay codes (`@2048PowCompReplay`, formats.md §6): the mode definition, the end-of-game forced
// spawns and the recorded game. v3.0 has parts 2–54.
import type { Value } from '../calc/values.ts';
import { CURRENT_VERSION, PartReader, joinCode, splitCode, type Envelope } from './envelope.ts';
import { DEFAULT_FORMAT_LIMITS, SaveCodeError, guarded, type FormatLimits } from './errors.ts';
import { hasKindZeroAutoMove } from './migrations.ts';
import { MODE_FIELDS, finishMode, type ModeKey } from './mode-parts.ts';
import { readSlots, writeSlots, type Slot, type SlotText } from './slots.ts';
import type { RawModeParts, RawReplay, ReplayImport } from './types.ts';

type ReplayKey = Exclude<keyof RawReplay, 'mode'>;
type Key = ModeKey | ReplayKey;

const s = (key: Key, text: SlotText): Slot<Key> => ({ key, text });

/** Replay version index r in ["2.2", "2.2.2", "2.3.1", "3.0"]. */
export function replayLayout(r: number): Slot<Key>[] {
  const last = MODE_FIELDS.findIndex((m) => m.key === 'tileValueFunction');
  const slots: Slot<Key>[] = MODE_FIELDS.slice(0, last + 1).map((m) => ({
    key: m.key,
    text: r < 3 && m.before30 ? m.before30 : m.text,
  }));
  if (r >= 2) slots.push(s('forcedSpawns', 'json'), s('discoveredTilesFilter', 'json'));
  if (r >= 3)
    slots.push(
      s('displayGridIntervalTime', 'num'),
      s('spawnTileBlocked', 'json'),
      s('directionBlocked', 'json'),
      s('gameplayComponentOpacities', 'json'),
      s('displayLagReductions', 'json'), // read correctly in replays (unlike Mode/Game codes)
      s('start_mvar_indices', 'json'),
    );
  slots.push(s('movesPlayed', 'json'), s('currentMovePlayed', 'json'), s('otherRandomEvents', 'json'), s('won', 'num'));
  if (r >= 1) slots.push(s('replayOtherSpawns', 'json'));
  if (r >= 3) slots.push(s('replayTimestamps', 'json'));
  return slots;
}

const REPLAY_LAYOUT_30 = replayLayout(3);
const REPLAY_KEYS = new Set<Key>([
  'forcedSpawns',
  'movesPlayed',
  'currentMovePlayed',
  'otherRandomEvents',
  'won',
  'replayOtherSpawns',
  'replayTimestamps',
]);

export function readReplayEnvelope(env: Envelope, limits: FormatLimits): ReplayImport {
  const reader = new PartReader(env, limits);
  const r = env.versionIndex;
  const layout = replayLayout(r);
  const { values } = readSlots(reader, layout, 2);
  const modeValues = new Map<ModeKey, Value>();
  for (const [k, v] of values) if (!REPLAY_KEYS.has(k)) modeValues.set(k as ModeKey, v);
  const partOf = (key: ModeKey): number => 2 + layout.findIndex((x) => x.key === key);
  // Old replays (before 3.0) get the pre-3.0 migrations; 2.2–2.3.1 are the years whose exporter
  // encoded the rules text twice.
  const mode = finishMode(modeValues, { before30: r < 3, rulesEncodedTwice: r < 3 }, partOf);
  if (r === 0 && hasKindZeroAutoMove(mode.auto_directions))
    throw new SaveCodeError(
      'value',
      'This replay has an automatic move of kind 0, which version 2.2 replays cannot play',
    );
  const get = (k: ReplayKey, fallback: Value): Value => (values.has(k) ? values.get(k) : fallback);
  const start = mode.start_forcedSpawns;
  const replay: RawReplay = {
    mode,
    forcedSpawns: get('forcedSpawns', Array.isArray(start) ? start.slice() : start),
    movesPlayed: values.get('movesPlayed'),
    currentMovePlayed: values.get('currentMovePlayed'),
    otherRandomEvents: values.get('otherRandomEvents'),
    won: values.get('won') as number,
    replayOtherSpawns: get('replayOtherSpawns', []),
    replayTimestamps: get('replayTimestamps', []),
  };
  return { kind: 'replay', version: env.version, replay };
}

/** Imports a `@2048PowCompReplay` code. Throws SaveCodeError (only) on any problem. */
export function importReplayCode(code: string, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): ReplayImport {
  return guarded(() => {
    const env = splitCode(code, limits);
    if (env.kind !== 'replay') throw new SaveCodeError('type', `expected a Replay code, got ${env.kind}`, 0, 'header');
    return readReplayEnvelope(env, limits);
  });
}

/** Exports a v3.0 Replay code (byte-identical to the original's exporter for the same data). */
export function exportReplayCode(replay: RawReplay, limits?: FormatLimits): string {
  const mode: RawModeParts = replay.mode;
  const get = (k: Key): Value => (REPLAY_KEYS.has(k) ? replay[k as ReplayKey] : mode[k as ModeKey]);
  return joinCode('replay', CURRENT_VERSION, writeSlots(REPLAY_LAYOUT_30, get, limits), limits);
}
