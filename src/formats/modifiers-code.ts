// Modifiers codes (`@2048PowCompModifiers`, formats.md §8): the global modifiers, the automatic
// moves and, with a custom grid shape, the grid itself.
import type { Value } from '../calc/values.ts';
import { boardSizeProblem } from './board-size.ts';
import { CURRENT_VERSION, PartReader, joinCode, splitCode, type Envelope } from './envelope.ts';
import { DEFAULT_FORMAT_LIMITS, SaveCodeError, guarded, type FormatLimits } from './errors.ts';
import { readSlots, writeSlots, type Slot } from './slots.ts';
import type { ModifiersImport, RawCustomGrid, RawModifiers } from './types.ts';

type GridKey = keyof RawCustomGrid;
const GRID_LAYOUT: readonly Slot<GridKey>[] = (
  ['width', 'height', 'hexagonal', 'startingGrid', 'directions'] as const
).map((key) => ({ key, text: 'json' }));

/** Modifier 12 used to be a boolean (garbage tiles off/on); now −1 = off, 0 = Garbage 0s. */
function migrateModifiers(mods: Value[]): Value[] {
  if (typeof mods[12] !== 'boolean') return mods;
  const out = mods.slice();
  out[12] = mods[12] ? 0 : -1;
  return out;
}

export function readModifiersEnvelope(env: Envelope, limits: FormatLimits): ModifiersImport {
  const reader = new PartReader(env, limits);
  const saved = reader.json(2, 'modifiers');
  if (!Array.isArray(saved)) throw new SaveCodeError('value', 'the modifiers part is not a list', 2, 'modifiers');
  const modifiers = migrateModifiers(saved);
  const auto_directions = reader.json(3, 'auto_directions');
  let customGrid: RawCustomGrid | null = null;
  if (modifiers[5] === 'Custom') {
    // The one board-size limit, checked before the starting grid is parsed.
    const { values } = readSlots(reader, GRID_LAYOUT, 4, (read, index) => {
      const w = read.get('width');
      const h = read.get('height');
      if (!Number.isInteger(w) || !Number.isInteger(h)) return; // other values: as the original read them
      const size = boardSizeProblem(w as number, h as number);
      if (size !== null) throw new SaveCodeError('limit', size, index, 'height');
    });
    const grid = {} as Record<GridKey, Value>;
    for (const { key } of GRID_LAYOUT) grid[key] = values.get(key);
    customGrid = grid;
  }
  return { kind: 'modifiers', version: env.version, modifiers: { modifiers, auto_directions, customGrid } };
}

/** Imports a `@2048PowCompModifiers` code. Throws SaveCodeError (only) on any problem. */
export function importModifiersCode(code: string, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): ModifiersImport {
  return guarded(() => {
    const env = splitCode(code, limits);
    if (env.kind !== 'modifiers')
      throw new SaveCodeError('type', `expected a Modifiers code, got ${env.kind}`, 0, 'header');
    return readModifiersEnvelope(env, limits);
  });
}

/**
 * Exports a v3.0 Modifiers code. `modifiers` must already lack index 16 (see `withoutIndex16`);
 * the grid parts are written exactly when `modifiers[5]` is "Custom" (then `customGrid` is required).
 */
export function exportModifiersCode(m: RawModifiers, limits?: FormatLimits): string {
  const parts = writeSlots<'modifiers' | 'auto_directions'>(
    [
      { key: 'modifiers', text: 'json' },
      { key: 'auto_directions', text: 'json' },
    ],
    (k) => m[k],
    limits,
  );
  if (m.modifiers[5] === 'Custom') {
    const grid = m.customGrid;
    if (!grid)
      throw new SaveCodeError('value', 'modifier 5 is "Custom" but no custom grid was given', undefined, 'customGrid');
    parts.push(...writeSlots(GRID_LAYOUT, (k) => grid[k], limits));
  }
  return joinCode('modifiers', CURRENT_VERSION, parts, limits);
}

/** The full modifiers array → what a code stores (index 16, unused, is not saved). */
export function withoutIndex16(full: readonly Value[]): Value[] {
  return [...full.slice(0, 16), ...full.slice(17)];
}

/**
 * What the original does with an imported list: `saved ++ current.slice(saved.length + 1)`, then
 * `1` re-inserted at index 16; modifiers 30, 31 and 33 are set to 0 unless `secretUnlocked(i)`.
 */
export function mergeImportedModifiers(
  saved: readonly Value[],
  current: readonly Value[],
  secretUnlocked: (index: 30 | 31 | 33) => boolean = () => false,
): Value[] {
  const out = [...saved, ...current.slice(saved.length + 1)];
  out.splice(16, 0, 1);
  for (const i of [30, 31, 33] as const) if (i < out.length && !secretUnlocked(i)) out[i] = 0;
  return out;
}
