// Builds the sample catalog feed (public/feeds/sample/): five of our built-in modes written as data
// plugin files (pow2048-plugin/1, under ids of their own), and the feed index listing each file's
// version, size and SHA-256. Each file is checked to build the same mode as the built-in plugin.
// Run: npx tsx scripts/build-sample-feed.ts

import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { modeFromFields } from '../src/engine/index.ts';
import { encodeCorpusValue } from '../src/formats/extended-json.ts';
import type { Value } from '../src/calc/values.ts';
import { parseDataPlugin } from '../src/plugins/data-plugin.ts';
import { resolveOptions } from '../src/plugins/registry.ts';
import type { ModePlugin } from '../src/plugins/types.ts';
import { BUILTIN_MODES_AS_WRITTEN } from '../plugins/index.ts';

const SAMPLE = ['pc.2187', 'pc.1024', 'pc.3125', 'pc.1296', 'pc.2401'];
const OUT = resolve(import.meta.dirname, '../public/feeds/sample');
const VERSION = '1.0.0';

const asJson = (v: Value): string => JSON.stringify(encodeCorpusValue(v));

/** The fields of the mode's default build that differ from an empty file's, in the file's encoding. */
function definitionOf(mode: ModePlugin): Record<string, unknown> {
  const built = mode.build(resolveOptions(mode.options, {})) as unknown as Record<string, Value>;
  const base = modeFromFields({}) as unknown as Record<string, Value>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(built)) if (asJson(v) !== asJson(base[k]!)) out[k] = encodeCorpusValue(v);
  return out;
}

mkdirSync(OUT, { recursive: true });
const entries = SAMPLE.map((id) => {
  const mode = BUILTIN_MODES_AS_WRITTEN.find((m) => m.id === id);
  if (!mode) throw new Error(`no built-in mode ${id}`);
  const pluginId = `pow2048.sample.${id.replace(/^pc\./, '')}`;
  const file = {
    format: 'pow2048-plugin/1',
    kind: 'mode',
    id: pluginId,
    version: VERSION,
    name: `${mode.name} (sample feed)`,
    author: 'Pow2048',
    description: `Our built-in ${mode.name}, as a plugin file from the sample feed.`,
    category: 'Sample feed',
    ...(mode.rules ? { rules: mode.rules } : {}),
    definition: definitionOf(mode),
  };
  const text = `${JSON.stringify(file, null, 1)}\n`;
  // The file must build exactly the built-in mode's default game.
  const parsed = parseDataPlugin(text) as ModePlugin;
  const again = parsed.build({}) as unknown as Record<string, Value>;
  const want = mode.build(resolveOptions(mode.options, {})) as unknown as Record<string, Value>;
  for (const k of Object.keys(want))
    if (asJson(again[k]!) !== asJson(want[k]!)) throw new Error(`${id}: field ${k} differs after the round trip`);
  const name = `${pluginId}.pow2048.json`;
  writeFileSync(resolve(OUT, name), text);
  const bytes = Buffer.from(text, 'utf8');
  return {
    id: pluginId,
    name: file.name,
    kind: 'mode',
    version: VERSION,
    author: file.author,
    description: file.description,
    file: name,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
});
const feed = { format: 'pow2048-feed/1', name: 'Pow2048 sample feed', plugins: entries };
writeFileSync(resolve(OUT, 'index.json'), `${JSON.stringify(feed, null, 1)}\n`);
console.log(`wrote ${entries.length} plugin files and index.json to ${OUT}`);
for (const e of entries) console.log(`  ${e.id} ${e.size} B ${e.sha256.slice(0, 12)}…`);
