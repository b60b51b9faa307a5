// The in-progress parts of Game codes (formats.md §4.2): which version stores which part, and the
// values the original uses for parts an old code lacks.
import type { Value } from '../calc/values.ts';
import { MODE_VERSIONS, type PartReader } from './envelope.ts';
import type { FormatLimits } from './errors.ts';
import { hasKindZeroAutoMove } from './migrations.ts';
import { readSlots, writeSlots, type Slot, type SlotText } from './slots.ts';
import type { ImportWarning, RawGameState, RawModeParts } from './types.ts';

export type GameKey = keyof RawGameState;

interface GameField extends Slot<GameKey> {
  /** Present in codes whose version index is greater than this (−1: always). */
  readonly after: number;
}

const g = (key: GameKey, text: SlotText, after = -1): GameField => ({ key, text, after });

/** Parts G+0 … G+32 of a v3.0 Game code. */
export const GAME_FIELDS: readonly GameField[] = [
  g('Grid', 'json'),
  g('score', 'num'),
  g('won', 'num'),
  g('directionsAvailable', 'json'),
  g('TileSpawns', 'json'),
  g('SpawnBoxes', 'json'),
  g('spawnConveyor', 'json'),
  g('discoveredTiles', 'json'),
  g('discoveredWinning', 'json'),
  g('discoveredLosing', 'json'),
  g('moves_so_far', 'num'),
  g('manual_moves_so_far', 'num'),
  g('merges_so_far', 'num'),
  g('moves_where_merged', 'num'),
  g('merges_before_now', 'num'),
  g('game_vars', 'json'),
  g('modifier_vars', 'json'),
  g('possibleOverChecked', 'json'),
  g('movesPlayed', 'json', 11),
  g('currentMovePlayed', 'json', 11),
  g('otherRandomEvents', 'json', 11),
  g('rngIndex', 'num', 11),
  g('replayOtherSpawns', 'json', 12),
  g('forcedSpawns', 'json', 14),
  g('elapsedSinceStart', 'json', 15),
  g('firstMoveOffset', 'json', 15),
  g('moveStartOffset', 'json', 15),
  g('moveEndOffset', 'json', 15),
  g('victoryOffset', 'json', 15),
  g('gameOverOffset', 'json', 15),
  g('scriptRunOffsets', 'json', 15),
  g('replayTimestamps', 'json', 15),
  g('mvar_indices', 'json', 15),
];

export function gameLayout(vi: number): Slot<GameKey>[] {
  return GAME_FIELDS.filter((x) => vi > x.after).map(({ key, text }) => ({ key, text }));
}

export const GAME_LAYOUT_30: readonly Slot<GameKey>[] = gameLayout(MODE_VERSIONS.indexOf('3.0'));

/** A fresh copy of a list value (the engine may treat start values and running values apart). */
function copy(v: Value): Value {
  return Array.isArray(v) ? v.slice() : v;
}

/**
 * Fills the parts an old Game code lacks (formats.md §4.2 "Defaults when absent") and collects the
 * original's warnings. For 1.0 codes also the parts 1.0 never had (TileSpawns, game/modifier
 * variables, possibleOverChecked, discoveredLosing, manual moves): the original kept what its
 * fresh game start produced; we use the start values that game start copies.
 */
export function finishGame(
  values: ReadonlyMap<GameKey, Value>,
  mode: RawModeParts,
): { game: RawGameState; warnings: ImportWarning[] } {
  const warnings: ImportWarning[] = [];
  const has = (k: GameKey): boolean => values.has(k);
  const out = {} as Record<GameKey, Value>;
  for (const x of GAME_FIELDS) out[x.key] = values.get(x.key);

  if (!has('TileSpawns')) out.TileSpawns = copy(mode.startTileSpawns);
  if (!has('game_vars')) out.game_vars = copy(mode.start_game_vars);
  if (!has('modifier_vars')) out.modifier_vars = copy(mode.start_modifier_vars);
  if (!has('possibleOverChecked')) out.possibleOverChecked = false;
  if (!has('discoveredLosing')) out.discoveredLosing = [];
  if (!has('manual_moves_so_far')) out.manual_moves_so_far = out.moves_so_far;
  if (!has('movesPlayed')) {
    // The replay log starts over (the original warned that replays from here won't work).
    out.movesPlayed = [];
    out.currentMovePlayed = [-1];
    out.otherRandomEvents = [0];
    out.rngIndex = 0;
    warnings.push('replay-log-reset');
  }
  if (!has('replayOtherSpawns')) {
    out.replayOtherSpawns = [];
    if (has('movesPlayed') && hasKindZeroAutoMove(mode.auto_directions)) warnings.push('replay-other-spawns-missing');
  }
  if (!has('forcedSpawns')) out.forcedSpawns = copy(mode.start_forcedSpawns);
  if (!has('elapsedSinceStart')) {
    for (const k of [
      'elapsedSinceStart',
      'firstMoveOffset',
      'moveStartOffset',
      'moveEndOffset',
      'victoryOffset',
      'gameOverOffset',
    ] as const)
      out[k] = false;
    out.scriptRunOffsets = [];
    out.replayTimestamps = [];
    const mv = out.modifier_vars;
    out.mvar_indices = Array.isArray(mv) ? mv.map(() => false) : [];
  }
  return { game: out as unknown as RawGameState, warnings };
}

export function readGameParts(
  reader: PartReader,
  mode: RawModeParts,
  start: number,
): { game: RawGameState; warnings: ImportWarning[] } {
  const { values } = readSlots(reader, gameLayout(reader.env.versionIndex), start);
  return finishGame(values, mode);
}

export function writeGameParts(game: RawGameState, limits?: FormatLimits): string[] {
  return writeSlots(GAME_LAYOUT_30, (k) => game[k], limits);
}
