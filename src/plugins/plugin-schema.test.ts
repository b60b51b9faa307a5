// The plugin-file schema, the validator and the installer say the same thing; every built-in mode,
// exported as a plugin file, fits the schema and installs back as the same mode.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILTIN_MODES_AS_WRITTEN, registeredBuiltins } from '../../plugins/index.ts';
import { deepEqual } from '../calc/values.ts';
import { defaultMode } from '../engine/index.ts';
import { DATA_HOOK_TIMINGS, parseDataPlugin } from './data-plugin.ts';
import { compileSchema } from './json-schema.ts';
import { modePluginFile } from './plugin-file.ts';
import { PLUGIN_SCHEMA, pluginSchemaProblem } from './plugin-schema.ts';
import type { PluginError } from './registry.ts';
import type { ModePlugin } from './types.ts';
import { VERSION_PATTERN_SOURCE } from './versions.ts';

type Obj = Record<string, unknown>;
const schema = PLUGIN_SCHEMA as Obj;
const defs = schema['$defs'] as Record<string, Obj>;
const props = (o: Obj): string[] => Object.keys(o['properties'] as Obj).sort();

describe('schemas/plugin.schema.json', () => {
  it('is the file the installer compiles, and lists what the code knows', () => {
    expect(JSON.parse(readFileSync(new URL('../../schemas/plugin.schema.json', import.meta.url), 'utf8'))).toEqual(
      PLUGIN_SCHEMA,
    );
    expect(props(defs['modeFields']!)).toEqual(Object.keys(defaultMode()).sort());
    expect(props(defs['hooks']!)).toEqual(Object.keys(DATA_HOOK_TIMINGS).sort());
    // `append` reaches the fields the schema types as lists, each a list in every definition.
    const fieldSchemas = defs['modeFields']!['properties'] as Record<string, Obj>;
    const listFields = Object.keys(fieldSchemas).filter((k) => fieldSchemas[k]!['type'] === 'array');
    expect(props(defs['listFields']!)).toEqual(listFields.sort());
    const d = defaultMode() as unknown as Obj;
    for (const k of listFields) expect(Array.isArray(d[k]), k).toBe(true);
    expect(((schema['properties'] as Obj)['version'] as Obj)['pattern']).toBe(VERSION_PATTERN_SOURCE);
  });

  it('the validator refuses a schema keyword it does not implement', () => {
    expect(() => compileSchema({ type: 'object', propertyNames: { maxLength: 3 } })).toThrow(/propertyNames/);
    expect(() => compileSchema({ $defs: { a: { oneOf: [] } } })).toThrow(/oneOf/);
  });

  it('the validator follows the subset', () => {
    const v = compileSchema({
      type: 'object',
      required: ['a'],
      additionalProperties: false,
      properties: {
        a: { anyOf: [{ type: 'integer', minimum: 1 }, { const: 'x' }] },
        b: { type: 'array', maxItems: 2, items: { type: 'string', pattern: '^z' } },
        kind: { enum: ['p', 'q'] },
      },
      // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON Schema keyword.
      allOf: [{ if: { required: ['kind'], properties: { kind: { const: 'q' } } }, then: { properties: { b: false } } }],
    });
    expect(v({ a: 1 })).toBeNull();
    expect(v({ a: 'x', b: ['z1'] })).toBeNull();
    expect(v({})).toEqual({ path: 'a', message: 'is missing' });
    expect(v({ a: 0 })?.path).toBe('a');
    expect(v({ a: 1.5 })?.message).toMatch(/whole number/);
    expect(v({ a: 1, b: ['z', 'y'] })).toMatchObject({ path: 'b[1]', message: expect.stringMatching(/wrong form/) });
    expect(v({ a: 1, b: ['z', 'z', 'z'] })?.message).toMatch(/at most 2 entries/);
    expect(v({ a: 1, c: 1 })).toEqual({ path: '(file)', message: 'unknown field "c"' });
    expect(v({ a: 1, kind: 'q', b: [] })).toEqual({ path: 'b', message: 'is not allowed when kind is “q”' });
    expect(v({ a: 1, kind: 'p', b: [] })).toBeNull();
    expect(v([1])?.message).toBe('must be an object');
  });

  it('validates every built-in mode exported as a plugin file, which installs back as the same mode', () => {
    const modes = registeredBuiltins.filter((p): p is ModePlugin => p.kind === 'mode');
    expect(modes.length).toBe(BUILTIN_MODES_AS_WRITTEN.length);
    expect(modes.length).toBeGreaterThanOrEqual(120);
    let bytes = 0;
    for (const m of modes) {
      const file = modePluginFile(m);
      const text = JSON.stringify(file);
      bytes += text.length;
      expect(pluginSchemaProblem(JSON.parse(text)), m.id).toBeNull();
      const back = parseDataPlugin(text) as ModePlugin;
      const { startPlacements: _, ...want } = m.build(
        m.options ? Object.fromEntries(m.options.map((o) => [o.id, o.default])) : {},
      );
      const got = back.build({}) as unknown as Obj;
      expect(Object.keys(got).sort(), m.id).toEqual(Object.keys(want).sort());
      for (const [k, v] of Object.entries(want))
        expect(deepEqual(got[k] as never, v as never), `${m.id} ${k}`).toBe(true);
    }
    console.log(`${modes.length} built-in modes exported as plugin files (${Math.round(bytes / 1024)} KB), all valid`);
  });

  it('a list-of-numbers option is accepted with its bounds', () => {
    const base = { format: 'pow2048-plugin/1', kind: 'mode', id: 'a.b', version: '1.0.0', name: 'A' };
    const list = { id: 'l', label: 'L', type: 'numbers', default: [2, 3], min: 2, max: 9, integer: true, maxCount: 4 };
    expect(pluginSchemaProblem({ ...base, options: [list] })).toBeNull();
    expect(parseDataPlugin(JSON.stringify({ ...base, options: [list] })).options).toEqual([list]);
  });

  it('the installer refuses exactly what the schema refuses, naming the same place', () => {
    const base = { format: 'pow2048-plugin/1', kind: 'mode', id: 'a.b', version: '1.0.0', name: 'A' };
    const cases: Obj[] = [
      { ...base, version: '1.0' },
      { ...base, kind: 'modifier', definition: {} },
      { ...base, definition: { width: 0 } },
      { ...base, options: [{ id: 'n', label: 'N', type: 'choice', default: 'a' }] },
      { ...base, options: [{ id: 'l', label: 'L', type: 'numbers', default: '2, 3' }] },
      { ...base, options: [{ id: 'l', label: 'L', type: 'numbers', default: [2, 'x'] }] },
      { ...base, options: [{ id: 'l', label: 'L', type: 'numbers', default: [2], step: 1 }] },
      { ...base, hooks: { onTick: [] } },
      { ...base, extra: 1 },
      { ...base, kind: 'modifier', step: 17 },
    ];
    for (const c of cases) {
      const problem = pluginSchemaProblem(c);
      expect(problem, JSON.stringify(c)).not.toBeNull();
      let reason = '';
      try {
        parseDataPlugin(JSON.stringify(c));
      } catch (e) {
        reason = (e as PluginError).reason;
      }
      expect(reason).toBe(`${problem!.path}: ${problem!.message}`);
    }
  });
});
