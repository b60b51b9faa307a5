import { describe, expect, it } from 'vitest';
import { defaultMode } from '../engine/index.ts';
import { parseDataPlugin } from './data-plugin.ts';
import { PluginError, PluginRegistry, resolveOptions } from './registry.ts';
import type { ModePlugin } from './types.ts';

const mode: ModePlugin = {
  id: 'test.mode',
  version: '1.0.0',
  kind: 'mode',
  name: 'Test',
  options: [
    { id: 'size', label: 'Size', type: 'number', default: 4, min: 3, max: 8 },
    {
      id: 'goal',
      label: 'Goal',
      type: 'choice',
      default: '2048',
      choices: [
        { value: '2048', label: '2048' },
        { value: '4096', label: '4096' },
      ],
    },
  ],
  build: (o) => defaultMode({ width: o.size as number, height: o.size as number }),
};

describe('PluginRegistry', () => {
  it('registers, finds by kind and builds with options', () => {
    const r = new PluginRegistry();
    r.register(mode);
    expect(r.get('mode', 'test.mode')).toBe(mode);
    expect(r.get('modifier', 'test.mode')).toBeUndefined();
    expect(r.buildMode('test.mode', { size: 6 }).width).toBe(6);
  });

  it('falls back to defaults for options that do not fit', () => {
    expect(resolveOptions(mode.options, { size: 99, goal: 'nope', extra: 1 })).toEqual({ size: 4, goal: '2048' });
    expect(resolveOptions(mode.options, { ['__proto__']: 5 })).toEqual({ size: 4, goal: '2048' });
  });

  it('refuses malformed declarations with a reason', () => {
    const r = new PluginRegistry();
    expect(() => r.register({ ...mode, id: 'bad id!' })).toThrow(PluginError);
    expect(() => r.register({ ...mode, version: 'one' })).toThrow(/version/);
    expect(() =>
      r.register({ ...mode, options: [{ id: 'x', label: 'X', type: 'number', default: 9, max: 3 }] }),
    ).toThrow(/default/);
  });

  it('applies modifiers in order after the mode', () => {
    const r = new PluginRegistry();
    r.register(mode);
    r.register({
      id: 'test.wide',
      version: '1.0.0',
      kind: 'modifier',
      name: 'Wide',
      apply: (m) => ({ ...m, width: m.width + 1 }),
    });
    expect(r.buildMode('test.mode', {}, [{ id: 'test.wide' }, { id: 'test.wide' }]).width).toBe(6);
    expect(() => r.buildMode('test.mode', {}, [{ id: 'missing' }])).toThrow(/no such modifier/);
  });
});

describe('data plugins', () => {
  const file = {
    format: 'pow2048-plugin/1',
    kind: 'mode',
    id: 'alice.big',
    version: '1.0.0',
    name: 'Big board',
    options: [{ id: 'huge', label: 'Huge', type: 'boolean', default: false }],
    definition: { width: 5, height: 5, winConditions: [['@BigInt 20']] },
    variants: [{ when: { huge: true }, set: { width: 8, height: 8 } }],
  };

  it('installs a mode defined as data, with variants by option', () => {
    const p = parseDataPlugin(JSON.stringify(file));
    expect(p.kind).toBe('mode');
    const m = (p as ModePlugin).build({});
    expect([m.width, m.height]).toEqual([5, 5]);
    expect(m.winConditions).toEqual([[20n]]);
    expect((p as ModePlugin).build({ huge: true }).width).toBe(8);
  });

  it('rejects unknown fields, formats and oversized or too deep input with a clear error', () => {
    expect(() => parseDataPlugin(JSON.stringify({ ...file, definition: { __proto__x: 1, constructor: 2 } }))).toThrow(
      /unknown mode field/,
    );
    expect(() => parseDataPlugin(JSON.stringify({ ...file, format: 'other' }))).toThrow(/unknown format/);
    expect(() => parseDataPlugin('{')).toThrow(/not JSON/);
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(() => parseDataPlugin(JSON.stringify({ ...file, definition: { tileTypes: deep } }))).toThrow(/deeper/);
  });

  it('names the part of a malformed file instead of failing with a JavaScript error', () => {
    const refused = (patch: Record<string, unknown>): string => {
      try {
        parseDataPlugin(JSON.stringify({ ...file, ...patch }));
        return 'accepted';
      } catch (e) {
        return e instanceof PluginError ? e.reason : `crash: ${String(e)}`;
      }
    };
    expect(refused({ variants: 5 })).toBe('variants: must be a list');
    expect(refused({ variants: [null] })).toBe('variants[0]: must be an object');
    expect(refused({ variants: [{ when: [1], set: {} }] })).toBe('variants[0].when: must be an object');
    expect(refused({ options: 'huge' })).toBe('options: must be a list');
    expect(refused({ step: 3 })).toBe('step: is not allowed when kind is “mode”');
    expect(refused({ options: [{ id: 'a', label: 'A', type: 'boolean', default: 1 }] })).toBe(
      'options[0].default: must be true or false',
    );
  });

  it('refuses a board too large to allocate before anything is built', () => {
    expect(() =>
      parseDataPlugin(JSON.stringify({ ...file, definition: { width: 100000, height: 100000 }, variants: [] })),
    ).toThrow(/definition\.width: must be at most 256/);
  });
});

describe('data plugin values', () => {
  it('reports a malformed encoded value as a plugin error', () => {
    const file = {
      format: 'pow2048-plugin/1',
      kind: 'mode',
      id: 'x.y',
      version: '1.0.0',
      name: 'X',
      definition: { winConditions: [['@BigInt zz']] },
    };
    expect(() => parseDataPlugin(JSON.stringify(file))).toThrow(PluginError);
  });
});
