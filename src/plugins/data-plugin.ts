// Plugins that are pure data: a player can install them from a JSON file. They become ordinary
// plugin objects (types.ts) after validation. Values use the corpus/save-code value encoding
// ("@BigInt 5", "@Infinity", …). Nothing in a data plugin is ever executed as JavaScript: its
// expressions are CalcArrays, run by the engine under the language's limits.
import { decodeCorpusValue as decodeValue } from '../formats/extended-json.ts';
import { defaultMode, modeFromFields, type ModeDefinition } from '../engine/index.ts';
import type { Value } from '../calc/values.ts';
import { evaluateColor, createHost } from '../calc/index.ts';
import { FormulaError, parseFormula } from '../calc/formula/index.ts';
import { pluginSchemaProblem } from './plugin-schema.ts';
import { sameOptionValue } from './option-fit.ts';
import { PluginError, resolveOptions } from './registry.ts';
import type {
  ColorSchemePlugin,
  ModePlugin,
  ModifierPlugin,
  OptionSpec,
  OptionValues,
  Plugin,
  TileLook,
} from './types.ts';

export const DATA_PLUGIN_FORMAT = 'pow2048-plugin/1';
const MAX_TEXT = 2 * 1024 * 1024;
const MAX_DEPTH = 64;

/** A mode field override that applies when every listed option has the listed value. */
interface VariantData {
  when: Record<string, string | number | boolean>;
  set: Record<string, unknown>;
}

interface DataPluginJson {
  format: string;
  kind: 'mode' | 'modifier' | 'colorScheme';
  id: string;
  version: string;
  name: string;
  description?: string;
  author?: string;
  options?: OptionSpec[];
  // mode
  page?: number;
  category?: string;
  rules?: string;
  definition?: Record<string, unknown>;
  variants?: VariantData[];
  // modifier
  set?: Record<string, unknown>;
  append?: Record<string, unknown[]>;
  hooks?: Partial<Record<DataHook, unknown[]>>;
  // modifier
  step?: number;
  // colour scheme
  background?: unknown;
  textColor?: unknown;
}

const MODE_FIELDS = new Set(Object.keys(defaultMode()));

/**
 * The hooks a data plugin may declare, each a list of scripts written as formula text or as
 * CalcArrays, and the script timing each runs at (engine.md §7.2). They are appended to the mode's
 * `scripts` (after the mode's own), so they run transactionally like every script. Per-tile ones:
 * `spawn` for every tile placed (`@This` the new tile), `merge` for every merge (`@This` where it
 * happened), `move` for every tile that slid one cell (`@This` the cell it left). The schema's
 * `hooks` lists the same names.
 */
export const DATA_HOOK_TIMINGS = {
  gameStart: 'EndModeSetup',
  beforeMove: 'BeginTurn',
  afterMove: 'TrueEndTurn',
  merge: 'Merge',
  spawn: 'TileSpawn',
  move: 'TileMove',
  endOfTurn: 'EndTurn',
  gameOver: 'GameOver',
  victory: 'Victory',
} as const;
export type DataHook = keyof typeof DATA_HOOK_TIMINGS;

/** The scripts `[expression, timing]` a file's `hooks` declare (formula text parsed here: errors name the column). */
function hookScripts(hooks: DataPluginJson['hooks'], id: string): Value[] {
  const out: Value[] = [];
  for (const [name, exprs] of Object.entries(hooks ?? {}))
    (exprs ?? []).forEach((e, i) => {
      const where = `hooks.${name}[${i}]`;
      out.push([
        typeof e === 'string' ? formulaAt(e, id, where) : decodeCorpusValue(e, id, where),
        DATA_HOOK_TIMINGS[name as DataHook],
      ]);
    });
  return out;
}

function formulaAt(text: string, id: string, where: string): Value {
  try {
    return parseFormula(text);
  } catch (e) {
    if (e instanceof FormulaError) fail(id, `${where}: ${e.message}`);
    throw e;
  }
}

function withScripts(scripts: Value | undefined, extra: readonly Value[]): Value[] {
  return [...(Array.isArray(scripts) ? scripts : []), ...extra];
}

function fail(id: string, reason: string): never {
  throw new PluginError(id, reason);
}

/** A value in the save-code encoding ("@BigInt 5", …); a malformed one is the plugin's error. */
function decodeCorpusValue(x: unknown, id: string, where: string): Value {
  try {
    return decodeValue(x);
  } catch (e) {
    fail(id, `${where}: bad value: ${(e as Error).message}`);
  }
}

function checkDepth(x: unknown, id: string, field: string, depth: number): void {
  if (depth > MAX_DEPTH) fail(id, `${field}: values nest deeper than ${MAX_DEPTH} levels`);
  if (Array.isArray(x)) for (const e of x) checkDepth(e, id, field, depth + 1);
  else if (x !== null && typeof x === 'object') for (const e of Object.values(x)) checkDepth(e, id, field, depth + 1);
}

/** Mode fields from a JSON object: only known field names, values decoded. */
function modeFields(obj: unknown, id: string, where: string): Partial<Record<keyof ModeDefinition, Value>> {
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj))
    fail(id, `${where} must be an object of mode fields`);
  const out: Partial<Record<keyof ModeDefinition, Value>> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (!MODE_FIELDS.has(k)) fail(id, `${where}: unknown mode field "${k}"`);
    out[k as keyof ModeDefinition] = decodeCorpusValue(v, id, `${where}.${k}`);
  }
  return out;
}

/** A list field of the file, or a clear error (never a raw "x.map is not a function"). */
function listField(x: unknown, id: string, where: string): unknown[] {
  if (x === undefined) return [];
  if (!Array.isArray(x)) fail(id, `${where} must be a list`);
  return x;
}

/** An object field of the file (not a list, not null), or a clear error. */
function objectField(x: unknown, id: string, where: string): Record<string, unknown> {
  if (x === undefined) return {};
  if (x === null || typeof x !== 'object' || Array.isArray(x)) fail(id, `${where} must be an object`);
  return x as Record<string, unknown>;
}

function matches(when: Record<string, unknown>, options: OptionValues): boolean {
  return Object.entries(when).every(([k, v]) => Object.hasOwn(options, k) && sameOptionValue(options[k], v));
}

/** Parses and validates a data plugin file. Throws PluginError with a clear reason. */
export function parseDataPlugin(text: string): Plugin {
  if (text.length > MAX_TEXT) fail('(file)', `the file is larger than ${MAX_TEXT / 1024 / 1024} MB`);
  let json: DataPluginJson;
  try {
    json = JSON.parse(text) as DataPluginJson;
  } catch (e) {
    fail('(file)', `not JSON: ${(e as Error).message}`);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) fail('(file)', 'not a plugin object');
  const id = typeof json.id === 'string' ? json.id : '(no id)';
  if (json.format !== DATA_PLUGIN_FORMAT)
    fail(id, `format: unknown format ${String(json.format)} (expected ${DATA_PLUGIN_FORMAT})`);
  for (const [k, v] of Object.entries(json)) checkDepth(v, id, k, 1);
  // The schema (schemas/plugin.schema.json) first: field names, types, forms, what each kind may hold.
  const problem = pluginSchemaProblem(json);
  if (problem) fail(id, `${problem.path}: ${problem.message}`);
  const hooks = hookScripts(json.hooks, id);
  const base = {
    id,
    version: json.version,
    name: json.name,
    description: json.description,
    author: json.author,
    options: listField(json.options, id, 'options') as OptionSpec[],
  };
  switch (json.kind) {
    case 'mode': {
      const fields = modeFields(json.definition ?? {}, id, 'definition');
      const variants = listField(json.variants, id, 'variants').map((v, i) => {
        const variant = objectField(v, id, `variants[${i}]`);
        return {
          when: objectField(variant['when'], id, `variants[${i}].when`),
          set: modeFields(variant['set'], id, `variants[${i}].set`),
        };
      });
      const plugin: ModePlugin = {
        ...base,
        kind: 'mode',
        page: json.page,
        category: json.category ?? 'Installed',
        rules: json.rules,
        build(options) {
          const opts = resolveOptions(base.options, options);
          let f = { ...fields };
          for (const v of variants) if (matches(v.when, opts)) f = { ...f, ...v.set };
          if (hooks.length > 0) f.scripts = withScripts(f.scripts, hooks);
          return modeFromFields(f);
        },
      };
      return plugin;
    }
    case 'modifier': {
      const set = modeFields(json.set ?? {}, id, 'set');
      const append = modeFields(json.append ?? {}, id, 'append');
      const plugin: ModifierPlugin = {
        ...base,
        kind: 'modifier',
        ...(json.step === undefined ? {} : { step: json.step }),
        apply(mode) {
          const out: ModeDefinition = { ...mode, ...(set as Partial<ModeDefinition>) };
          for (const [k, extra] of Object.entries(append)) {
            const key = k as keyof ModeDefinition;
            const cur = out[key];
            if (!Array.isArray(cur) || !Array.isArray(extra)) fail(id, `append: field "${k}" is not a list`);
            (out as unknown as Record<string, Value>)[key] = [...cur, ...extra];
          }
          if (hooks.length > 0) out.scripts = withScripts(out.scripts, hooks);
          return out;
        },
      };
      return plugin;
    }
    case 'colorScheme': {
      const background =
        json.background === undefined ? undefined : decodeCorpusValue(json.background, id, 'background');
      const textColor = json.textColor === undefined ? undefined : decodeCorpusValue(json.textColor, id, 'textColor');
      const plugin: ColorSchemePlugin = {
        ...base,
        kind: 'colorScheme',
        tileLook(tile, look: TileLook): TileLook {
          return {
            ...look,
            background: background === undefined ? look.background : colorFor(background, tile),
            textColor: textColor === undefined ? look.textColor : colorFor(textColor, tile),
          };
        },
      };
      return plugin;
    }
    default:
      fail(id, `unknown kind ${String((json as { kind?: unknown }).kind)}`);
  }
}

/** A scheme colour for one tile: the expression evaluated with the tile as `@This`. */
function colorFor(expr: Value, tile: Value): Value {
  const host = createHost({ grid: [[tile]], width: 1, height: 1 });
  return evaluateColor(expr, host, 0, 0);
}
