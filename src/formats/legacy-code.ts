// The legacy version 1.0 layout of Mode and Game codes (formats.md §5): a different part order,
// plain JSON, five raw `t`/`f` flags, and migrations to the current mode shape.
import type { Value } from '../calc/values.ts';
import type { PartReader } from './envelope.ts';
import { SaveCodeError } from './errors.ts';
import { finishGame, type GameKey } from './game-parts.ts';
import { legacyStatBoxes, migrateLegacyDirections, migrateLegacyTileTypes, prefixLegacyTokens } from './migrations.ts';
import { finishMode, type ModeKey } from './mode-parts.ts';
import type { ImportWarning, RawGameState, RawModeParts } from './types.ts';

/** Part index of each 1.0 mode field (formats.md §5). */
const PART: Readonly<Record<string, number>> = {
  width: 2,
  height: 3,
  TileNumAmount: 4,
  TileTypes: 5,
  MergeRules: 6,
  startTileSpawns: 7,
  startingGrid: 8,
  winConditions: 9,
  winRequirement: 10,
  slide: 11,
  multiMerge: 12,
  gameplayBackground: 13,
  gridBackground: 14,
  tileBackground: 15,
  textBackground: 16,
  gameplayRulesText: 17,
  showDiscTiles: 18,
  showDiscWinning: 19,
  spawnLocation: 20,
  startTileAmount: 21,
  randomTileAmount: 22,
  directions: 23,
  nextTiles: 24,
  showMoves: 25,
  showMerges: 26,
  start_game_vars: 27,
  spawnConditions: 28,
};

/** 1.0 Game parts 29–40. */
const GAME_PARTS: readonly [GameKey, 'json' | 'num'][] = [
  ['Grid', 'json'],
  ['score', 'num'],
  ['won', 'num'],
  ['discoveredTiles', 'json'],
  ['discoveredWinning', 'json'],
  ['SpawnBoxes', 'json'],
  ['directionsAvailable', 'json'],
  ['spawnConveyor', 'json'],
  ['moves_so_far', 'num'],
  ['merges_so_far', 'num'],
  ['moves_where_merged', 'num'],
  ['merges_before_now', 'num'],
];

/** A raw single-letter flag: `t` or `f`, anything else is an error. */
function flag(reader: PartReader, index: number, field: string): boolean {
  const raw = reader.raw(index);
  if (raw === 't') return true;
  if (raw === 'f') return false;
  throw new SaveCodeError('value', 'Invalid flag (expected t or f)', index, field);
}

/**
 * Reads a 1.0 Mode or Game code (the envelope's kind decides). Every part is decoded before any
 * value is used, like the original.
 */
export function readLegacyCode(reader: PartReader): {
  mode: RawModeParts;
  game?: RawGameState;
  warnings: ImportWarning[];
} {
  const num = (k: string): number => reader.num(PART[k]!, k);
  // Deviation: the original read 1.0 JSON with plain JSON.parse. We use the extended reviver like
  // every later version, so export∘import stays exact; the two differ only for strings that look
  // like `@Infinity` or `@BigInt …`, which no 1.0 mode contains (1.0 had no `@` tokens at all).
  const json = (k: string): Value => reader.json(PART[k]!, k);
  const str = (k: string): string => reader.str(PART[k]!, k);

  const values = new Map<ModeKey, Value>();
  values.set('width', num('width'));
  values.set('height', num('height'));
  values.set('TileNumAmount', num('TileNumAmount'));
  values.set('TileTypes', migrateLegacyTileTypes(prefixLegacyTokens(json('TileTypes'))));
  values.set('MergeRules', prefixLegacyTokens(json('MergeRules')));
  values.set('startTileSpawns', json('startTileSpawns'));
  values.set('startingGrid', prefixLegacyTokens(json('startingGrid')));
  values.set('winConditions', json('winConditions'));
  values.set('winRequirement', num('winRequirement'));
  const slide = num('slide');
  values.set('multiMerge', flag(reader, PART.multiMerge!, 'multiMerge'));
  for (const k of [
    'gameplayBackground',
    'gridBackground',
    'tileBackground',
    'textBackground',
    'gameplayRulesText',
  ] as const)
    values.set(k, str(k));
  const showDiscTiles = flag(reader, PART.showDiscTiles!, 'showDiscTiles');
  const showDiscWinning = flag(reader, PART.showDiscWinning!, 'showDiscWinning');
  values.set('spawnLocation', str('spawnLocation'));
  values.set('startTileAmount', num('startTileAmount'));
  values.set('randomTileAmount', num('randomTileAmount'));
  values.set('directions', migrateLegacyDirections(json('directions'), slide));
  values.set('nextTiles', num('nextTiles'));
  const showMoves = flag(reader, PART.showMoves!, 'showMoves');
  const showMerges = flag(reader, PART.showMerges!, 'showMerges');
  values.set('start_game_vars', json('start_game_vars'));
  values.set('spawnConditions', json('spawnConditions'));

  // Engine defaults for everything 1.0 did not store.
  values.set(
    'statBoxes',
    legacyStatBoxes({ moves: showMoves, discTiles: showDiscTiles, discWinning: showDiscWinning, merges: showMerges }),
  );
  values.set('auto_directions', []);
  values.set('start_forcedSpawns', []);
  values.set('loseConditions', []);
  values.set('loseRequirement', false);
  values.set('winPriority', true);
  values.set('postgameAllowed', true);
  values.set('start_modifier_vars', []);
  values.set('scripts', []);

  const gameValues = new Map<GameKey, Value>();
  if (reader.env.kind === 'game')
    GAME_PARTS.forEach(([key, text], i) => {
      const v = text === 'num' ? reader.num(29 + i, key) : reader.json(29 + i, key);
      gameValues.set(key, key === 'Grid' ? prefixLegacyTokens(v) : v);
    });

  const partOf = (key: ModeKey): number => PART[key] ?? -1;
  const mode = finishMode(values, { before30: true, rulesEncodedTwice: false }, partOf);
  if (reader.env.kind !== 'game') return { mode, warnings: [] };
  const { game, warnings } = finishGame(gameValues, mode);
  return { mode, game, warnings };
}
