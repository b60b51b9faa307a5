// Data migrations the original's importer applies to old codes (formats.md §4.4, §5, §6). Each
// returns new arrays: imported values are never mutated in place.
import type { Value } from '../calc/values.ts';

/** `["@var_retain", "@ComposeTE"] ++ old`: an array text is spliced in, a scalar appended. */
export function wrapComposeTE(text: Value): Value[] {
  return Array.isArray(text) ? ['@var_retain', '@ComposeTE', ...text] : ['@var_retain', '@ComposeTE', text];
}

/**
 * Before 3.0: every TileTypes entry's text (index 1) and every `"Innerscript"` addon's text
 * (addons are entries from index 7) get the ComposeTE wrapping. Non-list entries are left alone.
 */
export function wrapTileTypeTexts(tileTypes: Value): Value {
  if (!Array.isArray(tileTypes)) return tileTypes;
  return tileTypes.map((entry) => {
    if (!Array.isArray(entry)) return entry;
    const out = entry.slice();
    out[1] = wrapComposeTE(entry[1]);
    for (let k = 7; k < out.length; k++) {
      const addon = out[k];
      if (Array.isArray(addon) && addon[0] === 'Innerscript') {
        const a = addon.slice();
        a[1] = wrapComposeTE(addon[1]);
        out[k] = a;
      }
    }
    return out;
  });
}

/** Before 3.0: every stat box whose kind (index 4) is not Tile/TileArray gets its value wrapped. */
export function wrapStatBoxValues(statBoxes: Value): Value {
  if (!Array.isArray(statBoxes)) return statBoxes;
  return statBoxes.map((box) => {
    if (!Array.isArray(box) || box[4] === 'Tile' || box[4] === 'TileArray') return box;
    const out = box.slice();
    out[1] = wrapComposeTE(box[1]);
    return out;
  });
}

/** Strength kind of an automatic move entry `[moveData, timing, condition?]` (default 1). */
function autoMoveKind(entry: Value): Value {
  if (!Array.isArray(entry) || !Array.isArray(entry[0])) return 1;
  const strength = entry[0][4];
  return Array.isArray(strength) ? strength[0] : 1;
}

/** True if some automatic move is of kind 0 (a separate move with its own spawns). */
export function hasKindZeroAutoMove(autoDirections: Value): boolean {
  return Array.isArray(autoDirections) && autoDirections.some((e) => autoMoveKind(e) === 0);
}

// ---------------------------------------------------------------------------------------------
// Legacy 1.0 (formats.md §5)

const LEGACY_TOKENS = new Set([
  'Empty',
  'Void',
  'HSLA',
  'RGBA',
  'HSVA',
  'linear-gradient',
  'repeating-linear-gradient',
  'radial-gradient',
  'repeating-radial-gradient',
  'conic-gradient',
  'repeating-conic-gradient',
  'multi-gradient',
]);

/**
 * Replaces the bare 1.0 tokens (`Empty`, `HSLA`, `linear-gradient`, …) by their `@` forms wherever
 * they occur as a whole string, at any depth. (Substrings are not touched.)
 */
export function prefixLegacyTokens(v: Value): Value {
  if (Array.isArray(v)) return v.map(prefixLegacyTokens);
  return typeof v === 'string' && LEGACY_TOKENS.has(v) ? '@' + v : v;
}

/**
 * 1.0 TileTypes entries: longer than 4 → `"none"` (no shadow) inserted at index 4; then, in entries
 * longer than 7, every entry from index 7 gets `"Innerscript"` prepended (old addons had no type).
 */
export function migrateLegacyTileTypes(tileTypes: Value): Value {
  if (!Array.isArray(tileTypes)) return tileTypes;
  return tileTypes.map((entry) => {
    if (!Array.isArray(entry)) return entry;
    const out = entry.length > 4 ? [...entry.slice(0, 4), 'none', ...entry.slice(4)] : entry.slice();
    if (out.length > 7)
      for (let k = 7; k < out.length; k++) {
        const addon = out[k];
        out[k] = Array.isArray(addon) ? ['Innerscript', ...addon] : ['Innerscript', addon];
      }
    return out;
  });
}

/**
 * 1.0 directions: the move data gets `[slide, 0, [1, true, true, true]]` appended and the single
 * old size (index 2) becomes both width and height.
 */
export function migrateLegacyDirections(directions: Value, slide: number): Value {
  if (!Array.isArray(directions)) return directions;
  return directions.map((d) => {
    if (!Array.isArray(d)) return d;
    const move = Array.isArray(d[0]) ? [...d[0], slide, 0, [1, true, true, true]] : d[0];
    return [move, d[1], d[2], d[2], ...d.slice(3)];
  });
}

/** 1.0 stat boxes from the four raw flags, in the original's order (Score always present). */
export function legacyStatBoxes(flags: {
  moves: boolean;
  discTiles: boolean;
  discWinning: boolean;
  merges: boolean;
}): Value[] {
  const boxes: Value[] = [];
  if (flags.moves) boxes.push(['Moves', '@Moves']);
  if (flags.discTiles) boxes.push(['Discovered Tiles', ['@DiscTiles', 'arr_length']]);
  boxes.push(['Score', '@Score']);
  if (flags.discWinning) boxes.push(['Discovered Winning Tiles', ['@DiscWinning', 'arr_length']]);
  if (flags.merges) boxes.push(['Merges', '@Merges']);
  return boxes;
}
