// The one plugin registry. Built-in and installed plugins go through `register`; lookups are by id
// and kind. Option values are always resolved against the plugin's declared options, so a player's
// stored choices that no longer fit (renamed option, out of range) fall back to the defaults.
import type { ModeDefinition } from '../engine/index.ts';
import { optionFits } from './option-fit.ts';
import { isVersion } from './versions.ts';
import type {
  ColorSchemePlugin,
  ModePlugin,
  ModifierPlugin,
  OptionSpec,
  OptionValue,
  OptionValues,
  Plugin,
  PluginKind,
} from './types.ts';

export class PluginError extends Error {
  override readonly name = 'PluginError';
  constructor(
    readonly pluginId: string,
    readonly reason: string,
  ) {
    super(`plugin ${pluginId}: ${reason}`);
  }
}

const ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,79}$/i;

type ByKind = { mode: ModePlugin; modifier: ModifierPlugin; colorScheme: ColorSchemePlugin };

export class PluginRegistry {
  private readonly plugins = new Map<string, Plugin>();
  private readonly listeners = new Set<() => void>();

  /** Adds a plugin; replaces an older version with the same id, refuses a malformed declaration. */
  register(plugin: Plugin): void {
    validateDeclaration(plugin);
    this.plugins.set(plugin.id, plugin);
    for (const l of this.listeners) l();
  }

  unregister(id: string): boolean {
    const had = this.plugins.delete(id);
    if (had) for (const l of this.listeners) l();
    return had;
  }

  get<K extends PluginKind>(kind: K, id: string): ByKind[K] | undefined {
    const p = this.plugins.get(id);
    return p && p.kind === kind ? (p as ByKind[K]) : undefined;
  }

  list<K extends PluginKind>(kind: K): ByKind[K][] {
    return [...this.plugins.values()].filter((p): p is ByKind[K] => p.kind === kind);
  }

  /** The special scheme registered under a display rule's scheme name (the newest registration wins). */
  scheme(name: string): ColorSchemePlugin | undefined {
    let found: ColorSchemePlugin | undefined;
    for (const p of this.plugins.values())
      if (p.kind === 'colorScheme' && p.picture && p.schemeNames?.includes(name)) found = p;
    return found;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Modifier choices in the order their rewrites apply: by declared `step` (stable), stepless and unknown ones last. */
  inPipelineOrder<T extends { readonly id: string; readonly plugin?: { readonly step?: number } }>(
    choices: readonly T[],
  ): T[] {
    const step = (c: T): number => (c.plugin ?? this.get('modifier', c.id))?.step ?? Infinity;
    return choices
      .map((c, i) => ({ c, i, s: step(c) }))
      .sort((a, b) => (a.s === b.s ? a.i - b.i : a.s - b.s))
      .map((x) => x.c);
  }

  /** The playable definition of a mode with options, after the given modifiers (in pipeline order). */
  buildMode(
    modeId: string,
    options: Record<string, unknown> = {},
    modifiers: { id: string; options?: Record<string, unknown> }[] = [],
  ): ModeDefinition {
    const mode = this.get('mode', modeId);
    if (!mode) throw new PluginError(modeId, 'no such mode');
    let def = mode.build(resolveOptions(mode.options, options));
    for (const m of this.inPipelineOrder(modifiers)) {
      const mod = this.get('modifier', m.id);
      if (!mod) throw new PluginError(m.id, 'no such modifier');
      def = mod.apply(def, resolveOptions(mod.options, m.options ?? {}));
    }
    return def;
  }
}

/** Declared options with the given values where they fit, defaults elsewhere. */
export function resolveOptions(specs: readonly OptionSpec[] | undefined, given: Record<string, unknown>): OptionValues {
  const out: Record<string, OptionValue> = {};
  for (const spec of specs ?? []) {
    const v = Object.hasOwn(given, spec.id) ? given[spec.id] : undefined;
    out[spec.id] = optionFits(spec, v) ? (v as OptionValue) : spec.default;
  }
  return out;
}

function validateDeclaration(p: Plugin): void {
  const id = typeof p?.id === 'string' ? p.id : '(no id)';
  if (!ID_PATTERN.test(id))
    throw new PluginError(id, 'id: it must be 1–80 letters, digits, dots, dashes or underscores');
  if (!isVersion(p.version))
    throw new PluginError(id, 'version: it must look like 1.2.3 (whole numbers, optionally -beta.1)');
  if (p.kind !== 'mode' && p.kind !== 'modifier' && p.kind !== 'colorScheme')
    throw new PluginError(id, `kind: unknown kind ${String((p as { kind?: unknown }).kind)}`);
  if (typeof p.name !== 'string' || p.name.length === 0) throw new PluginError(id, 'name: a name is required');
  const seen = new Set<string>();
  for (const o of p.options ?? []) {
    if (typeof o.id !== 'string' || !ID_PATTERN.test(o.id))
      throw new PluginError(id, `options: bad option id ${String(o.id)}`);
    if (seen.has(o.id)) throw new PluginError(id, `options: option ${o.id} is declared twice`);
    seen.add(o.id);
    if (!optionFits(o, o.default))
      throw new PluginError(id, `options: option ${o.id}: the default does not fit the option`);
  }
  if (p.kind === 'colorScheme') {
    const c = p as ColorSchemePlugin;
    if (typeof c.tileLook !== 'function' && typeof c.picture !== 'function')
      throw new PluginError(id, 'a colorScheme plugin must provide its tileLook or picture function');
    if (typeof c.picture === 'function' && (!Array.isArray(c.schemeNames) || c.schemeNames.length === 0))
      throw new PluginError(id, 'a picture scheme must list its schemeNames');
    return;
  }
  const fn = p.kind === 'mode' ? (p as ModePlugin).build : (p as ModifierPlugin).apply;
  if (typeof fn !== 'function')
    throw new PluginError(
      id,
      `a ${p.kind} plugin must provide its ${p.kind === 'mode' ? 'build' : p.kind === 'modifier' ? 'apply' : 'tileLook'} function`,
    );
}

/** The registry the app and the built-in plugins share. */
export const plugins = new PluginRegistry();
