// A Custom code's mode as our data-plugin file (docs/plugins.md, `pow2048-plugin/1`): the playable
// mode the code builds (custom-modes.md §3; an Infused code's at its variables' start values, §6), written as the mode fields that differ from what an
// empty plugin definition builds, values in the save-code encoding. Installing it goes through the ordinary
// plugin install path; the id comes from the code, so the same mode always gets the same id.
import type { Value } from '../calc/values.ts';
import { customModeFromRaw } from '../engine/codes/custom-mode.ts';
import { modeFromFields, type ModeDefinition } from '../engine/mode.ts';
import { sameData } from '../formats/equality.ts';
import { encodeCorpusValue } from '../formats/extended-json.ts';
import type { RawCustom } from '../formats/types.ts';
import { DATA_PLUGIN_FORMAT } from '../plugins/data-plugin.ts';

/** FNV-1a of the code, for a stable plugin id. */
function hash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

function text(x: Value, fallback: string): string {
  return typeof x === 'string' && x.trim() ? x.trim().slice(0, 200) : fallback;
}

/** The plugin file of a Custom code's parts (`code` is their exported Custom code). */
export function pluginFileFromCustom(
  custom: RawCustom,
  code: string,
  extras: Partial<Record<'statBoxes' | 'scripts', Value[]>> = {},
): string {
  const mode = { ...customModeFromRaw(custom).mode, ...extras };
  const rules = Array.isArray(custom.customRulesText) ? custom.customRulesText : [];
  const seed = Object.keys(extras).length
    ? code + JSON.stringify(encodeCorpusValue([extras.statBoxes ?? null, extras.scripts ?? null]))
    : code;
  return pluginFileFromMode(mode, seed, {
    name: text(rules[1] ?? '', 'Custom Mode'),
    description: text(rules[2] ?? '', 'Made in the Mode maker.'),
  });
}

/** The plugin file of a playable mode; its id comes from `idSeed` (the code it was made from). */
export function pluginFileFromMode(
  m: ModeDefinition,
  idSeed: string,
  about: { name: string; description: string },
): string {
  // What a plugin file's empty definition builds: only fields that differ from it are written.
  const base = modeFromFields({}) as unknown as Record<string, Value>;
  const mode = m as unknown as Record<string, Value>;
  const definition: Record<string, unknown> = {};
  for (const key of Object.keys(mode) as (keyof ModeDefinition)[])
    if (!sameData(mode[key], base[key])) definition[key] = encodeCorpusValue(mode[key]!);
  return JSON.stringify({
    format: DATA_PLUGIN_FORMAT,
    kind: 'mode',
    id: `maker.${hash(idSeed)}`,
    version: '1.0.0',
    name: text(about.name, 'Custom Mode'),
    description: text(about.description, 'Made in the Mode maker.'),
    category: 'Made in the maker',
    definition,
  });
}
