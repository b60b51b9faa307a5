// A mode as a data-plugin file (format pow2048-plugin/1): its definition, at the chosen options,
// written field by field in the save-code value encoding. What a player (or the mode maker) exports
// installs back as the same mode; schemas/plugin.schema.json describes the file.
import type { Value } from '../calc/values.ts';
import { encodeCorpusValue } from '../formats/extended-json.ts';
import { defaultMode, type ModeDefinition } from '../engine/index.ts';
import { DATA_PLUGIN_FORMAT } from './data-plugin.ts';
import { resolveOptions } from './registry.ts';
import type { ModePlugin, OptionValues } from './types.ts';

/** The JSON object of a mode plugin file (the fields this writer fills). */
export interface ModePluginFile {
  readonly format: typeof DATA_PLUGIN_FORMAT;
  readonly kind: 'mode';
  readonly id: string;
  readonly version: string;
  readonly name: string;
  readonly description?: string;
  readonly author?: string;
  readonly page?: number;
  readonly category?: string;
  readonly rules?: string;
  readonly definition: Readonly<Record<string, unknown>>;
}

const FIELDS = Object.keys(defaultMode()) as (keyof ModeDefinition)[];

/** Every field of a definition, encoded (fields a file cannot hold, like start placements, are left out). */
export function definitionFields(def: ModeDefinition): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of FIELDS) out[k] = encodeCorpusValue(def[k] as Value);
  return out;
}

/** The plugin file of a mode plugin built with `options` (declared defaults elsewhere); it declares no options. */
export function modePluginFile(plugin: ModePlugin, options: Record<string, unknown> = {}): ModePluginFile {
  const opts: OptionValues = resolveOptions(plugin.options, options);
  return {
    format: DATA_PLUGIN_FORMAT,
    kind: 'mode',
    id: plugin.id,
    version: plugin.version,
    name: plugin.name,
    ...(plugin.description === undefined ? {} : { description: plugin.description }),
    ...(plugin.author === undefined ? {} : { author: plugin.author }),
    ...(plugin.page === undefined ? {} : { page: plugin.page }),
    ...(plugin.category === undefined ? {} : { category: plugin.category }),
    ...(plugin.rules === undefined ? {} : { rules: plugin.rules }),
    definition: definitionFields(plugin.build(opts)),
  };
}
