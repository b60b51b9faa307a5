// Issue 29, done-when 3: 10,000 generated and mutated plugin files and share links per run. Each
// plugin file installs or is refused with a typed error naming the field; a refusal leaves what was
// installed exactly as it was, and an install changes nothing but its own id. Each share link gives
// a code or a plain refusal, and its code is read or refused with a typed error. The pure install
// path (the worker's PluginInstaller and RealEngine, no browser). Seeds differ per run; fast-check
// prints the seed and the smallest failing case to replay.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../plugins/index.ts';
import { readShareFragment, shareFragment } from '../src/app/share-link.ts';
import { modePluginFile } from '../src/plugins/plugin-file.ts';
import { pluginSchemaProblem } from '../src/plugins/plugin-schema.ts';
import { PluginRegistry } from '../src/plugins/registry.ts';
import type { Plugin } from '../src/plugins/types.ts';
import { PluginInstaller } from '../src/worker/plugin-install.ts';
import { SessionError } from '../src/worker/protocol.ts';
import { RealEngine } from '../src/worker/real-engine.ts';
import { THREES_PLUGIN } from '../src/worker/test-codes.ts';

const PLUGIN_RUNS = 8000;
const LINK_RUNS = 2000;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

const schema = JSON.parse(readFileSync(new URL('../schemas/plugin.schema.json', import.meta.url), 'utf8')) as {
  properties: Obj;
};
const TOP_FIELDS = new Set(Object.keys(schema.properties));

const MODIFIER: Obj = {
  format: 'pow2048-plugin/1',
  kind: 'modifier',
  id: 'fuzz.wide',
  version: '1.0.0',
  name: 'Wide',
  step: 1,
  options: [{ id: 'w', label: 'Width', type: 'number', default: 5, min: 3, max: 8 }],
  set: { width: 5 },
  append: { statBoxes: [['Moves', '@Moves']] },
  hooks: { endOfTurn: [['@edit_gvar', 0, ['@GVar 0', '+', 1]]] },
};
const SCHEME: Obj = {
  format: 'pow2048-plugin/1',
  kind: 'colorScheme',
  id: 'fuzz.hue',
  version: '0.3.0-beta.1',
  name: 'Hues',
  background: ['@HSLA', ['@This 0', '*', 30], 70, 60, 1],
  textColor: '#222222',
};
const DOCS_MODE: Obj = {
  format: 'pow2048-plugin/1',
  kind: 'mode',
  id: 'alice.big-2048',
  version: '1.0.0',
  name: '2048 on a big board',
  options: [{ id: 'huge', label: 'Huge board', type: 'boolean', default: false }],
  definition: { width: 6, height: 6, winConditions: [[11]] },
  variants: [{ when: { huge: true }, set: { width: 9, height: 9 } }],
  hooks: { gameStart: [['@add_score', 4]] },
};

const builtins = registerBuiltins(new PluginRegistry());
const exported = ['pc.2048', 'pc.180'].map(
  (id) => JSON.parse(JSON.stringify(modePluginFile(builtins.get('mode', id)!))) as Obj,
);
/** Installed before the run: every case starts from these. */
const BASE: readonly Obj[] = [THREES_PLUGIN as unknown as Obj, MODIFIER, SCHEME];
const SEEDS: readonly Obj[] = [...BASE, DOCS_MODE, ...exported];

/** Every path into an object (keys and list indices), to pick a mutation's place. */
function paths(x: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (out.length > 400 || at.length > 5) return out;
  out.push(at);
  if (Array.isArray(x)) x.slice(0, 8).forEach((v, i) => paths(v, [...at, i], out));
  else if (x !== null && typeof x === 'object') for (const [k, v] of Object.entries(x)) paths(v, [...at, k], out);
  return out;
}

type Mutation =
  | { op: 'set'; at: number; value: Json }
  | { op: 'delete'; at: number }
  | { op: 'add'; at: number; key: string; value: Json }
  | { op: 'top'; key: string; value: Json };

const smallJson = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>;
const fieldish = fc.constantFrom(
  'width',
  'height',
  'mergeRules',
  'scripts',
  'winConditions',
  'startTileSpawns',
  'default',
  'choices',
  'when',
  'set',
  'step',
  'gameStart',
  '__proto__',
  'constructor',
  'widht',
);
const valueish = fc.oneof(
  smallJson,
  fc.constantFrom<Json>(
    0,
    -1,
    257,
    256,
    1.5,
    '@Infinity',
    '@BigInt 12',
    '@BigInt zz',
    '@NaN',
    '',
    [],
    {},
    null,
    ['@repeat', 3],
    '1.2.0',
    '2.0.0',
    '1.2',
    'pc.2048',
    'fuzz.wide',
  ),
);
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('set' as const), at: fc.nat(), value: valueish }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('add' as const), at: fc.nat(), key: fc.oneof(fieldish, fc.string()), value: valueish }),
  fc.record({
    op: fc.constant('top' as const),
    key: fc.constantFrom(...TOP_FIELDS, 'extra'),
    value: valueish,
  }),
);

function mutate(seed: Obj, ms: readonly Mutation[]): Obj {
  const file = structuredClone(seed) as Obj;
  // Each value inserted is a copy: fast-check may hand the same object to two mutations, and one
  // inserted inside the other would make a circle that no file can hold.
  for (const original of ms) {
    const m = 'value' in original ? { ...original, value: structuredClone(original.value) } : original;
    if (m.op === 'top') {
      file[m.key] = m.value;
      continue;
    }
    const all = paths(file).filter((p) => p.length > 0);
    const at = all[m.at % Math.max(1, all.length)];
    if (!at) continue;
    let parent: Json = file;
    for (const k of at.slice(0, -1)) parent = (parent as Obj)[k as string] as Json;
    const last = at[at.length - 1]!;
    const holder = parent as Obj & Json[];
    if (m.op === 'set') holder[last as never] = m.value as never;
    else if (m.op === 'delete') {
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else delete holder[last as string];
    } else {
      const target = holder[last as never] as Json;
      if (target !== null && typeof target === 'object' && !Array.isArray(target)) target[m.key] = m.value;
      else if (Array.isArray(target)) target.push(m.value);
    }
  }
  return file;
}

/** Text-level damage: cut off, a character changed, or none. */
const textDamage = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.record({ cut: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ at: fc.nat(), ch: fc.constantFrom('"', '{', ']', ',', 'x', '\u0000', '\\') }) },
);

const mutatedFile = fc
  .tuple(
    fc.nat(SEEDS.length - 1),
    fc.array(mutation, { minLength: 0, maxLength: 4 }),
    textDamage,
    fc.boolean(),
    fc.constantFrom(null, '9.0.0', '0.0.1'),
  )
  .map(([i, ms, damage, update, version]) => {
    // A new version now and then, so that updates (and older files) are tried as often as the rest.
    const seed = version === null ? SEEDS[i]! : { ...SEEDS[i]!, version };
    let text = JSON.stringify(mutate(seed, ms));
    if (damage && 'cut' in damage) text = text.slice(0, damage.cut % text.length);
    else if (damage) {
      const at = damage.at % text.length;
      text = text.slice(0, at) + damage.ch + text.slice(at + 1);
    }
    return { text, update };
  });

const optionSpec = fc.oneof(
  fc.record({
    id: fc.constantFrom('a', 'b', 'size'),
    label: fc.string({ maxLength: 5 }),
    type: fc.constant('boolean'),
    default: fc.boolean(),
  }),
  fc.record({
    id: fc.constantFrom('a', 'b', 'size'),
    label: fc.constant('N'),
    type: fc.constant('number'),
    default: fc.integer({ min: -2, max: 10 }),
    min: fc.integer({ min: 0, max: 3 }),
    max: fc.integer({ min: 3, max: 9 }),
  }),
  fc.record({
    id: fc.constantFrom('a', 'b'),
    label: fc.constant('C'),
    type: fc.constant('choice'),
    default: fc.constantFrom('x', 'y', 'z'),
    choices: fc.constant([
      { value: 'x', label: 'X' },
      { value: 'y', label: 'Y' },
    ]),
  }),
);
const modeFields = fc.record(
  {
    width: fc.integer({ min: -1, max: 12 }),
    height: fc.integer({ min: 1, max: 12 }),
    startTileAmount: fc.integer({ min: 0, max: 5 }),
    winConditions: fc.constantFrom<Json>([[11]], [[3]], [], [['@This 0', '>=', 4]]),
    startTileSpawns: fc.constantFrom<Json>(
      [[[0], 1]],
      [
        [[1], 3],
        [[2], 1],
      ],
      [],
      [['@BigInt 3', 1]],
    ),
    mergeResultKnownLevel: fc.constantFrom<Json>(0, 2, '@Infinity'),
    multiMerge: fc.boolean(),
  },
  { requiredKeys: [] },
);
/** Files made from scratch: every kind, its fields and, now and then, another kind's. */
const generatedFile = fc
  .record(
    {
      format: fc.constantFrom('pow2048-plugin/1', 'pow2048-plugin/2'),
      kind: fc.constantFrom('mode', 'modifier', 'colorScheme', 'theme'),
      id: fc.constantFrom('fuzz.new', 'fuzz.wide', 'fuzz.hue', 'test.threes', 'pc.2048', 'no spaces'),
      version: fc.constantFrom('0.0.1', '1.0.0', '1.2.0', '1.3.0', '2.0.0-rc.1', '10.0.0', '1.0', ''),
      name: fc.string({ maxLength: 12 }),
      options: fc.array(optionSpec, { maxLength: 3 }),
      definition: modeFields,
      variants: fc.array(fc.record({ when: fc.constant({ a: true }), set: modeFields }), { maxLength: 2 }),
      hooks: fc.dictionary(
        fc.constantFrom('gameStart', 'endOfTurn', 'merge', 'onTick'),
        fc.constant([['@add_score', 1]]),
        {
          maxKeys: 2,
        },
      ),
      step: fc.integer({ min: 0, max: 17 }),
      set: modeFields,
      background: fc.constantFrom<Json>('#ff0000', ['@HSLA', ['@This 0', '*', 30], 70, 60, 1], ['@BigInt x']),
    },
    { requiredKeys: ['format', 'kind', 'id', 'version', 'name'] },
  )
  .chain((f) => fc.boolean().map((update) => ({ text: JSON.stringify(f), update })));

/** What is installed: each plugin's id, version and object, by kind. */
function snapshot(r: PluginRegistry): Map<string, Plugin> {
  const out = new Map<string, Plugin>();
  for (const k of ['mode', 'modifier', 'colorScheme'] as const) for (const p of r.list(k)) out.set(`${k}:${p.id}`, p);
  return out;
}

function sameExcept(a: Map<string, Plugin>, b: Map<string, Plugin>, id?: string): boolean {
  const keep = (m: Map<string, Plugin>): [string, Plugin][] => [...m].filter(([k]) => k.split(':')[1] !== id);
  const x = keep(a);
  const y = keep(b);
  return x.length === y.length && x.every(([k, p], i) => y[i]![0] === k && y[i]![1] === p);
}

/** The field a refusal names, or null: `definition.width`, `options`, `version`, `(file)` … */
function namedField(message: string): string | null {
  const reason = message
    .replace(/^This plugin file cannot be used: /, '')
    .replace(/^The plugin “[^”]*” \([^)]*\) was refused: /, '');
  if (/^(not JSON|not a plugin object|the file is larger)/.test(reason)) return '(file)';
  if (/^its id “/.test(reason)) return 'id';
  if (/^the game cannot start \(check (definition|set)/.test(reason)) return 'definition';
  if (/^background or textColor: /.test(reason)) return 'background';
  // A path (`variants[0].when." "`, keys quoted when they are not names) and the reason after it.
  const m = /^(\(file\)|[$A-Za-z]+)([.[][\s\S]*?)?: /.exec(reason);
  return m && (m[1] === '(file)' || TOP_FIELDS.has(m[1]!)) ? m[1]! : null;
}

describe('fuzz: plugin files and share links', () => {
  it(`${PLUGIN_RUNS} generated and mutated plugin files install or are refused naming the field, never touching what was installed`, () => {
    const registry = registerBuiltins(new PluginRegistry());
    const installer = new PluginInstaller(registry);
    const baseText = new Map(BASE.map((b) => [b['id'] as string, JSON.stringify(b)]));
    for (const t of baseText.values()) installer.install(t);
    const tally = { installed: 0, updated: 0, refused: 0, schemaRefused: 0, fields: new Map<string, number>() };
    const t0 = performance.now();
    fc.assert(
      fc.property(
        fc.oneof({ weight: 3, arbitrary: mutatedFile }, { weight: 1, arbitrary: generatedFile }),
        ({ text, update }) => {
          const before = snapshot(registry);
          // The schema and the installer agree: a file the schema refuses is never installed.
          let schemaRefuses = false;
          try {
            schemaRefuses = pluginSchemaProblem(JSON.parse(text)) !== null;
          } catch {
            schemaRefuses = true; // not JSON
          }
          if (schemaRefuses) tally.schemaRefused++;
          let id: string;
          try {
            id = installer.install(text, { update }).id;
          } catch (e) {
            if (!(e instanceof SessionError)) throw e;
            const field = namedField(e.message);
            if (field === null) throw new Error(`refusal names no field: ${e.message}`);
            tally.refused++;
            tally.fields.set(field, (tally.fields.get(field) ?? 0) + 1);
            if (!sameExcept(before, snapshot(registry))) throw new Error('a refused file changed what was installed');
            return;
          }
          if (schemaRefuses) throw new Error(`installed a file the schema refuses: ${text.slice(0, 200)}`);
          if (!sameExcept(before, snapshot(registry), id)) throw new Error(`installing ${id} changed another plugin`);
          // Back to the base set for the next case.
          if (baseText.has(id)) {
            tally.updated++;
            installer.remove(id);
            installer.install(baseText.get(id)!);
          } else {
            tally.installed++;
            installer.remove(id);
          }
          if (!sameExcept(before, snapshot(registry), id)) throw new Error('the base set was not restored');
        },
      ),
      { numRuns: PLUGIN_RUNS },
    );
    const ms = Math.round(performance.now() - t0);
    const fields = [...tally.fields].sort((a, b) => b[1] - a[1]).map(([f, n]) => `${f} ${n}`);
    console.log(
      `${PLUGIN_RUNS} plugin files in ${ms} ms: ${tally.installed} installed, ${tally.updated} updates, ${tally.refused} refused (${tally.schemaRefused} by the schema; fields: ${fields.join(', ')})`,
    );
    // The generators reach both outcomes and many fields, or the run proves little.
    expect(tally.installed + tally.updated).toBeGreaterThan(PLUGIN_RUNS / 50);
    expect(tally.refused).toBeGreaterThan(PLUGIN_RUNS / 4);
    expect(tally.fields.size).toBeGreaterThan(8);
  }, 120_000);

  it(`${LINK_RUNS} generated and damaged share links give a code or a plain refusal; their codes are read or refused typed`, async () => {
    const engine = new RealEngine(registerBuiltins(new PluginRegistry()));
    const community = (
      JSON.parse(readFileSync(new URL('../../shared/conformance/community/codes.json', import.meta.url), 'utf8')) as {
        code: string;
      }[]
    )
      .map((c) => c.code)
      .filter((c) => c.length < 20_000)
      .slice(0, 12);
    const fragments = await Promise.all(community.map((c) => shareFragment(c)));
    const tally = { read: 0, refusedLink: 0, refusedCode: 0 };
    const t0 = performance.now();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          // A real link, damaged: cut, a character changed, or a code changed before packing.
          fc
            .record({ i: fc.nat(fragments.length - 1), cut: fc.option(fc.nat()), flip: fc.option(fc.nat()) })
            .map(({ i, cut, flip }) => {
              let f = fragments[i]!;
              if (cut !== null) f = f.slice(0, 3 + (cut % (f.length - 3)));
              if (flip !== null && f.length > 3) {
                const at = 3 + (flip % (f.length - 3));
                f = f.slice(0, at) + (f[at] === 'A' ? 'B' : 'A') + f.slice(at + 1);
              }
              return Promise.resolve(f);
            }),
          fc
            .record({ i: fc.nat(community.length - 1), at: fc.nat(), text: fc.string({ maxLength: 6 }) })
            .map(({ i, at, text }) => {
              const c = community[i]!;
              const k = at % c.length;
              return shareFragment(c.slice(0, k) + text + c.slice(k + text.length));
            }),
          fc.string({ maxLength: 40 }).map((s) => shareFragment(s)),
          fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/).map((s) => Promise.resolve(`#c=${s}`)),
          fc.string({ maxLength: 20 }).map((s) => Promise.resolve(`#c=${s}`)),
        ),
        async (fragmentP) => {
          const fragment = await fragmentP;
          const got = await readShareFragment(fragment);
          if (got === null) throw new Error(`a #c= fragment was not taken as a link: ${fragment}`);
          if (!got.ok) {
            expect(got.message).toMatch(/link/);
            tally.refusedLink++;
            return;
          }
          if ('plugin' in got) throw new Error(`a #c= fragment was read as a plugin file: ${fragment}`);
          try {
            engine.inspectCode(got.code);
            tally.read++;
          } catch (e) {
            if (!(e instanceof SessionError)) throw e;
            expect(e.message.length).toBeGreaterThan(0);
            tally.refusedCode++;
          }
        },
      ),
      { numRuns: LINK_RUNS },
    );
    console.log(
      `${LINK_RUNS} share links in ${Math.round(performance.now() - t0)} ms: ${tally.read} codes read, ${tally.refusedCode} codes refused, ${tally.refusedLink} links refused`,
    );
    expect(tally.read).toBeGreaterThan(0);
    expect(tally.refusedLink).toBeGreaterThan(0);
    expect(tally.refusedCode).toBeGreaterThan(0);
  }, 120_000);
});
