// The mode-definition parts shared by Mode, Game and Replay codes (formats.md §4.1) and the
// migrations of pre-3.0 codes (§4.4).
import type { Value } from '../calc/values.ts';
import { composeTextExpression } from './compose-text.ts';
import { heDecode } from './entities.ts';
import { boardSizeProblem } from './board-size.ts';
import { MODE_VERSIONS, checkPositiveInteger, type PartReader } from './envelope.ts';
import { SaveCodeError, type FormatLimits } from './errors.ts';
import { wrapStatBoxValues, wrapTileTypeTexts } from './migrations.ts';
import { readSlots, writeSlots, type Slot, type SlotText } from './slots.ts';
import type { RawModeParts } from './types.ts';

export type ModeKey = keyof RawModeParts;

interface ModeField extends Slot<ModeKey> {
  /** Present in Mode/Game codes whose version index is greater than this (−1: always). */
  readonly after: number;
  /** Text kind before 3.0, where it differs (backgrounds and rules text were raw strings). */
  readonly before30?: SlotText;
}

const f = (key: ModeKey, text: SlotText, after = -1, before30?: SlotText): ModeField => ({
  key,
  text,
  after,
  before30,
});

/** Parts 2–47 of a v3.0 Mode code, in order, with the version that introduced each. */
export const MODE_FIELDS: readonly ModeField[] = [
  f('width', 'num'),
  f('height', 'num'),
  f('startingGrid', 'json'),
  f('directions', 'json'),
  f('auto_directions', 'json'),
  f('movementParameters', 'json'),
  f('TileNumAmount', 'num'),
  f('TileTypes', 'json'),
  f('MergeRules', 'json'),
  f('startTileSpawns', 'json'),
  f('start_forcedSpawns', 'json'),
  f('winConditions', 'json'),
  f('winRequirement', 'json'),
  f('loseConditions', 'json'),
  f('loseRequirement', 'json'),
  f('winPriority', 'json'),
  f('postgameAllowed', 'json'),
  f('statBoxes', 'json'),
  f('gameplayBackground', 'json', -1, 'str'),
  f('gridBackground', 'json', -1, 'str'),
  f('tileBackground', 'json', -1, 'str'),
  f('textBackground', 'json', -1, 'str'),
  f('gameplayRulesText', 'json', -1, 'str'),
  f('multiMerge', 'json'),
  f('spawnLocation', 'str'),
  f('startTileAmount', 'num'),
  f('randomTileAmount', 'num'),
  f('spawnConditions', 'json'),
  f('nextTiles', 'num'),
  f('start_game_vars', 'json'),
  f('start_modifier_vars', 'json'),
  f('scripts', 'json'),
  f('hexagonal', 'json', 3),
  f('hiddenTileText', 'json', 3),
  f('tileDisplayKnownLevel', 'num', 9),
  f('mergeResultKnownLevel', 'num', 9),
  f('knownMergeLookbackDistance', 'num', 9),
  f('knownMergeMaxLength', 'num', 10),
  f('tileValueFunction', 'json', 11),
  f('discoveredTilesFilter', 'json', 14),
  f('displayGridIntervalTime', 'num', 15),
  f('spawnTileBlocked', 'json', 15),
  f('directionBlocked', 'json', 15),
  f('gameplayComponentOpacities', 'json', 15),
  f('displayLagReductions', 'lag', 15),
  f('start_mvar_indices', 'json', 15),
];

const V30 = MODE_VERSIONS.indexOf('3.0');

/** The slots a Mode/Game code of version index `vi` (≥ 1) stores, in order. */
export function modeLayout(vi: number): Slot<ModeKey>[] {
  return MODE_FIELDS.filter((m) => vi > m.after).map((m) => ({
    key: m.key,
    text: vi < V30 && m.before30 ? m.before30 : m.text,
  }));
}

/** The v3.0 slots used by every exporter. */
export const MODE_LAYOUT_30: readonly Slot<ModeKey>[] = modeLayout(V30);

/** Values of fields a code's version did not have (formats.md §4.1 "Defaults when absent"). */
function modeDefault(key: ModeKey, values: ReadonlyMap<ModeKey, Value>): Value {
  switch (key) {
    case 'hexagonal':
    case 'hiddenTileText':
    case 'spawnTileBlocked':
    case 'directionBlocked':
      return false;
    case 'tileDisplayKnownLevel':
      return 2;
    case 'mergeResultKnownLevel':
      return 0;
    case 'knownMergeLookbackDistance':
    case 'knownMergeMaxLength':
    case 'displayGridIntervalTime':
      return Infinity;
    case 'tileValueFunction':
      return [0];
    case 'discoveredTilesFilter':
    case 'gameplayComponentOpacities':
    // The original keeps the session's value here; a fresh session has none.
    case 'displayLagReductions':
      return [];
    case 'start_mvar_indices': {
      const vars = values.get('start_modifier_vars');
      return Array.isArray(vars) ? vars.map(() => false) : [];
    }
    case 'movementParameters':
      return ['@VDir', '@HDir', '@SlideAmount'];
    default:
      return undefined;
  }
}

/** Where a mode definition came from, for the migrations of formats.md §4.4. */
export interface ModeSource {
  /** True for codes older than 3.0 (ComposeTE wrapping, HTML-ish rules text, CSS backgrounds). */
  readonly before30: boolean;
  /** True if the old exporter entity-encoded the rules text twice (versions 2.1.4–2.3). */
  readonly rulesEncodedTwice: boolean;
}

/**
 * Builds the typed mode from read values: validates the three integers, fills absent fields with
 * their defaults and applies the pre-3.0 migrations. `partOf` gives each field's part index for
 * error messages.
 */
export function finishMode(
  values: ReadonlyMap<ModeKey, Value>,
  source: ModeSource,
  partOf: (key: ModeKey) => number,
): RawModeParts {
  const get = (key: ModeKey): Value => (values.has(key) ? values.get(key) : modeDefault(key, values));
  const out = {} as Record<ModeKey, Value>;
  for (const m of MODE_FIELDS) out[m.key] = get(m.key);

  checkPositiveInteger(out.width as number, 'Invalid width', partOf('width'), 'width');
  checkPositiveInteger(out.height as number, 'Invalid height', partOf('height'), 'height');
  checkPositiveInteger(
    out.TileNumAmount as number,
    'Invalid amount of tile tier numbers',
    partOf('TileNumAmount'),
    'TileNumAmount',
  );
  const size = boardSizeProblem(out.width as number, out.height as number);
  if (size !== null) throw new SaveCodeError('limit', size, partOf('width'), 'width');

  if (source.before30) {
    out.TileTypes = wrapTileTypeTexts(out.TileTypes);
    out.statBoxes = wrapStatBoxValues(out.statBoxes);
    const rules = out.gameplayRulesText;
    if (typeof rules === 'string') {
      try {
        out.gameplayRulesText = composeTextExpression(source.rulesEncodedTwice ? heDecode(rules) : rules, true);
      } catch (e) {
        if (e instanceof SaveCodeError)
          throw new SaveCodeError(e.kind, e.reason, partOf('gameplayRulesText'), 'gameplayRulesText');
        throw e;
      }
    }
  }
  return out as unknown as RawModeParts;
}

/** Reads the mode parts of a Mode/Game code (versions 1.1–3.0) starting at part 2. */
export function readModeParts(reader: PartReader): { mode: RawModeParts; next: number } {
  const vi = reader.env.versionIndex;
  const layout = modeLayout(vi);
  const partOf = (key: ModeKey): number => 2 + layout.findIndex((s) => s.key === key);
  // The board size is checked as soon as both sides are read: a huge board's later parts (its
  // starting grid) would take seconds to parse.
  const { values, next } = readSlots(reader, layout, 2, (read) => {
    const w = read.get('width');
    const h = read.get('height');
    if (
      typeof w !== 'number' ||
      typeof h !== 'number' ||
      !(w >= 1 && h >= 1 && Number.isInteger(w) && Number.isInteger(h))
    )
      return;
    const size = boardSizeProblem(w, h);
    if (size !== null) throw new SaveCodeError('limit', size, partOf('width'), 'width');
  });
  const mode = finishMode(values, { before30: vi < V30, rulesEncodedTwice: vi >= 9 && vi < V30 }, partOf);
  return { mode, next };
}

/** Encodes the 46 parts (2–47) of a v3.0 mode definition. */
export function writeModeParts(mode: RawModeParts, limits?: FormatLimits): string[] {
  return writeSlots(MODE_LAYOUT_30, (k) => mode[k], limits);
}
