// Custom codes (`@2048PowCompCustom`, formats.md §7; custom-modes.md §2): the seven settings lists
// of the Custom Mode editor. Converting them to a playable mode (custom-modes.md §3) is engine work.
import type { Value } from '../calc/values.ts';
import { CURRENT_VERSION, PartReader, joinCode, splitCode, type Envelope } from './envelope.ts';
import { DEFAULT_FORMAT_LIMITS, SaveCodeError, guarded, type FormatLimits } from './errors.ts';
import { writeSlots, type Slot } from './slots.ts';
import type { CustomImport, RawCustom } from './types.ts';

type CustomKey = keyof RawCustom;

export const CUSTOM_LAYOUT: readonly Slot<CustomKey>[] = (
  [
    'customSpawningTiles',
    'customMerges',
    'customColors',
    'customBackground',
    'customWins',
    'customLosses',
    'customRulesText',
  ] as const
).map((key) => ({ key, text: 'json' }));

/** The 6th background entry (icon tile) added to 5-entry backgrounds of older codes. */
const NO_ICON: Value = ['@linear-gradient', 180, [], []];

/**
 * The importer's migrations (formats.md §7), applied to lists only (the original did no other
 * validation): spawning tiles without the leading box flag get `false`; merges without index 4
 * get `false`; rules text gets `defaultSize` 0 and then `iconText` ""; a 5-entry background gets
 * the empty icon entry.
 */
export function migrateCustom(c: RawCustom): RawCustom {
  const out = { ...c };
  const spawning = c.customSpawningTiles;
  if (Array.isArray(spawning) && typeof spawning[0] !== 'boolean') out.customSpawningTiles = [false, ...spawning];
  if (Array.isArray(c.customMerges))
    out.customMerges = c.customMerges.map((m) => {
      if (!Array.isArray(m) || m[4] !== undefined) return m;
      const copy = m.slice();
      copy[4] = false;
      return copy;
    });
  const rules = c.customRulesText;
  if (Array.isArray(rules)) {
    const copy = rules.slice();
    if (copy[3] === undefined) copy[3] = 0;
    if (copy.length === 4) copy.push('');
    out.customRulesText = copy;
  }
  const bg = c.customBackground;
  if (Array.isArray(bg) && bg.length === 5) out.customBackground = [...bg, NO_ICON];
  return out;
}

/**
 * v2.0 exported raw JSON (no entity encoding) while the editor kept its texts entity-encoded, so a
 * text with `&#x22;` breaks the JSON once the whole part is entity-decoded — three community codes
 * (one from the official guide) do. Deviation: for 2.0 codes we then parse first and decode the
 * strings, which gives what those codes mean; the original's pipeline (formats.md §2.2) fails.
 */
function readCustomPart(reader: PartReader, index: number, key: CustomKey): Value {
  try {
    return reader.json(index, key);
  } catch (e) {
    if (!(e instanceof SaveCodeError) || e.kind !== 'json' || reader.env.version !== '2.0') throw e;
    try {
      return reader.jsonThenDecode(index, key);
    } catch {
      throw e;
    }
  }
}

export function readCustomEnvelope(env: Envelope, limits: FormatLimits): CustomImport {
  const reader = new PartReader(env, limits);
  const raw = {} as Record<CustomKey, Value>;
  CUSTOM_LAYOUT.forEach(({ key }, i) => (raw[key] = readCustomPart(reader, 2 + i, key)));
  return { kind: 'custom', version: env.version, custom: migrateCustom(raw) };
}

/** Imports a `@2048PowCompCustom` code. Throws SaveCodeError (only) on any problem. */
export function importCustomCode(code: string, limits: FormatLimits = DEFAULT_FORMAT_LIMITS): CustomImport {
  return guarded(() => {
    const env = splitCode(code, limits);
    if (env.kind !== 'custom') throw new SaveCodeError('type', `expected a Custom code, got ${env.kind}`, 0, 'header');
    return readCustomEnvelope(env, limits);
  });
}

/**
 * Exports a v3.0 Custom code. Like the original, texts are entity-encoded by the part pipeline;
 * the editor keeps its texts entity-encoded in memory, so they end up encoded twice in the code
 * (custom-modes.md §2.6 QUIRK) — that is the caller's data, not something this function adds.
 */
export function exportCustomCode(custom: RawCustom, limits?: FormatLimits): string {
  return joinCode(
    'custom',
    CURRENT_VERSION,
    writeSlots(CUSTOM_LAYOUT, (k) => custom[k], limits),
    limits,
  );
}
