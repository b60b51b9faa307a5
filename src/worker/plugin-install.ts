// Installing a player's data-plugin file in the worker: parse and validate it (parseDataPlugin),
// try it out on a registry of its own (a mode is built and started, a modifier rewrites and starts
// classic 2048, a colour scheme colours a few tiles), and only then register it. Built-in plugins
// can never be replaced by a file. Nothing here runs code from the file: its expressions are
// CalcArrays, evaluated under the language's limits.
import type { Value } from '../calc/values.ts';
import { parseDataPlugin } from '../plugins/data-plugin.ts';
import { PluginError, PluginRegistry } from '../plugins/registry.ts';
import { PluginSession } from '../plugins/session.ts';
import type { Plugin, PluginKind, TileLook } from '../plugins/types.ts';
import { describePlan, planInstall, type InstallPlan, type PluginFileData } from '../plugins/versions.ts';
import { classicDefinition, MAX_BOARD_SIDE } from './mode-catalog.ts';
import { SessionError, type InstalledPluginInfo, type PluginCheck } from './protocol.ts';

const KINDS: readonly PluginKind[] = ['mode', 'modifier', 'colorScheme'];
/** Tiles a colour scheme is tried on (exponents, as in classic 2048). */
const TRIAL_TILES: readonly Value[] = [[0], [1], [10], [40]];

function reason(e: unknown): string {
  if (e instanceof PluginError) return e.reason;
  return e instanceof Error ? e.message : String(e);
}

export function pluginInfo(p: Plugin): InstalledPluginInfo {
  return {
    id: p.id,
    kind: p.kind,
    name: p.name,
    version: p.version,
    ...(typeof p.author === 'string' ? { author: p.author } : {}),
    ...(typeof p.description === 'string' ? { description: p.description } : {}),
  };
}

/**
 * The board sizes a (valid JSON) plugin file asks for, checked before anything is built: the
 * mode's definition, each variant, a modifier's `set`. Returns the problem, or null.
 */
export function boardSizeProblem(text: string): string | null {
  const json = JSON.parse(text) as Record<string, unknown>;
  const places: [string, unknown][] = [
    ['definition', json['definition']],
    ['set', json['set']],
  ];
  const variants = json['variants'];
  if (Array.isArray(variants))
    variants.forEach((v, i) => places.push([`variants[${i}]`, (v as Record<string, unknown> | null)?.['set']]));
  for (const [where, fields] of places) {
    if (fields === null || typeof fields !== 'object') continue;
    for (const side of ['width', 'height']) {
      if (!Object.hasOwn(fields, side)) continue;
      const n = (fields as Record<string, unknown>)[side];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_BOARD_SIDE)
        return `${where}: ${side} must be a whole number from 1 to ${MAX_BOARD_SIDE}`;
    }
  }
  return null;
}

/** Throws when the plugin cannot be used; a CalcArray error in it becomes the reason. */
function tryOut(p: Plugin): void {
  const trial = new PluginRegistry();
  trial.register(p);
  if (p.kind === 'colorScheme') {
    const base: TileLook = { background: '#eee4da', textColor: '#776e65', text: '2' };
    try {
      for (const t of TRIAL_TILES) p.tileLook?.(t, base, {});
    } catch (e) {
      throw new Error(`background or textColor: ${reason(e)}`);
    }
    return;
  }
  const session =
    p.kind === 'mode'
      ? new PluginSession(trial, { mode: { id: p.id }, seed: 1, clock: () => 0 })
      : new PluginSession(trial, {
          mode: { definition: classicDefinition() },
          modifiers: [{ id: p.id }],
          seed: 1,
          clock: () => 0,
        });
  const r = session.start();
  const fields = p.kind === 'mode' ? 'definition, variants or hooks' : 'set, append or hooks';
  if (r.error) throw new Error(`the game cannot start (check ${fields}): ${r.error}`);
}

/** A file that parsed, fits and starts a game, and what installing it would mean. */
interface Checked {
  readonly plugin: Plugin;
  readonly file: PluginFileData;
  readonly plan: InstallPlan;
}

export class PluginInstaller {
  private readonly builtinIds: ReadonlySet<string>;
  private readonly installed = new Map<string, { readonly info: InstalledPluginInfo; readonly file: PluginFileData }>();

  constructor(private readonly registry: PluginRegistry) {
    this.builtinIds = new Set(KINDS.flatMap((k) => registry.list(k).map((p) => p.id)));
  }

  /** Parses, validates and tries out a file without installing it; throws SessionError('bad-code') naming the problem. */
  private checked(text: unknown): Checked {
    if (typeof text !== 'string') throw new SessionError('bad-request', 'a plugin file must be text');
    let plugin: Plugin;
    try {
      plugin = parseDataPlugin(text);
    } catch (e) {
      throw new SessionError('bad-code', `This plugin file cannot be used: ${reason(e)}`);
    }
    const id = plugin.id;
    const size = boardSizeProblem(text);
    if (size !== null) throw new SessionError('bad-code', `This plugin file cannot be used: ${size}.`);
    if (this.builtinIds.has(id))
      throw new SessionError(
        'bad-code',
        `This plugin file cannot be used: its id “${id}” belongs to a built-in plugin.`,
      );
    try {
      tryOut(plugin);
    } catch (e) {
      throw new SessionError('bad-code', `The plugin “${String(plugin.name ?? id)}” (${id}) was refused: ${reason(e)}`);
    }
    const file = JSON.parse(text) as PluginFileData;
    const before = this.installed.get(id);
    if (before && before.info.kind !== plugin.kind)
      throw new SessionError(
        'bad-code',
        `This plugin file cannot be used: kind: “${id}” is installed as a ${before.info.kind}, this file is a ${plugin.kind}. Remove the installed one first.`,
      );
    return { plugin, file, plan: planInstall(before?.file, file) };
  }

  /** What installing this file would do (new, an update with its changes, or refused as same or older). */
  check(text: unknown): PluginCheck {
    const { plugin, plan } = this.checked(text);
    return {
      info: pluginInfo(plugin),
      plan: plan.kind,
      lines: describePlan(plan, plugin.name),
      ...(plan.kind === 'update' || plan.kind === 'older' ? { from: plan.from } : {}),
    };
  }

  /**
   * Validates, tries out and registers a plugin file; throws SessionError('bad-code') naming the
   * problem. The same id installed already: a higher version replaces it only with `update` (the
   * player saw what changes), the same or a lower version is refused. A refusal changes nothing.
   */
  install(text: unknown, opts: { readonly update?: boolean } = {}): InstalledPluginInfo {
    const { plugin, file, plan } = this.checked(text);
    if (plan.kind === 'same' || plan.kind === 'older')
      throw new SessionError('bad-code', `version: ${describePlan(plan, plugin.name, 0).join(' ')}`);
    if (plan.kind === 'update' && opts.update !== true)
      throw new SessionError(
        'bad-code',
        `version: ${describePlan(plan, plugin.name, 0).join(' ')} Confirm the update on the Codes screen (Plugin files).`,
      );
    this.registry.register(plugin);
    const info = pluginInfo(plugin);
    this.installed.set(plugin.id, { info, file });
    return info;
  }

  /** Unregisters an installed plugin (never a built-in one). */
  remove(id: unknown): boolean {
    if (typeof id !== 'string' || !this.installed.has(id)) return false;
    this.installed.delete(id);
    return this.registry.unregister(id);
  }

  info(id: string): InstalledPluginInfo | undefined {
    return this.installed.get(id)?.info;
  }
}
