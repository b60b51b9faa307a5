// A game built from plugins: the mode plugin's definition, rewritten by the chosen modifiers, with
// every plugin's hooks called at the engine's hook points. This is the surface the app's worker,
// the CLI and tests use; the engine itself stays plugin-agnostic.
import type { Value } from '../calc/values.ts';
import { calcEvaluator } from '../engine/index.ts';
import type { MoveResult } from '../engine/index.ts';
import { Game } from '../engine/index.ts';
import type { ModeDefinition } from '../engine/index.ts';
import { resolveOptions, type PluginRegistry } from './registry.ts';
import type { EngineHooks, HookContext, ModifierPlugin, OptionValues, Plugin, TileLook } from './types.ts';

export interface PluginChoice {
  id: string;
  options?: Record<string, unknown>;
  /** A modifier configured from data and not registered (the Custom Grid made from its editor's grid): used instead of the registry's. */
  plugin?: ModifierPlugin;
}

/** A mode that is not a plugin (classic 2048, a save code's mode): modifiers still rewrite it and run their hooks. */
export interface ReadyMode {
  definition: ModeDefinition;
}

export interface SessionOptions {
  mode: PluginChoice | ReadyMode;
  modifiers?: PluginChoice[];
  colorScheme?: PluginChoice;
  seed: number;
  clock?: () => number;
  /** Setting 18 of a save code (engine default otherwise). */
  maxMergeResultKnownLevel?: number;
}

export interface HookFailure {
  plugin: string;
  hook: keyof EngineHooks;
  message: string;
}

interface Hooked {
  plugin: Plugin;
  options: OptionValues;
}

export class PluginSession {
  readonly game: Game;
  readonly definition: ModeDefinition;
  /** Hooks that threw: reported, skipped, never fatal. */
  readonly hookFailures: HookFailure[] = [];
  private readonly hooked: Hooked[] = [];
  private readonly scheme: Hooked | null;
  /** Set when the colour scheme failed once: it is skipped from then on, so a scheme that runs into the language's limits on every tile cannot stall the drawing. */
  private schemeBroken = false;

  constructor(registry: PluginRegistry, opts: SessionOptions) {
    let def: ModeDefinition;
    if ('definition' in opts.mode) def = opts.mode.definition;
    else {
      const mode = registry.get('mode', opts.mode.id);
      if (!mode) throw new Error(`no mode plugin ${opts.mode.id}`);
      const modeOptions = resolveOptions(mode.options, opts.mode.options ?? {});
      def = mode.build(modeOptions);
      this.hooked.push({ plugin: mode, options: modeOptions });
    }
    for (const choice of registry.inPipelineOrder(opts.modifiers ?? [])) {
      const mod = choice.plugin ?? registry.get('modifier', choice.id);
      if (!mod) throw new Error(`no modifier plugin ${choice.id}`);
      const o = resolveOptions(mod.options, choice.options ?? {});
      def = mod.apply(def, o);
      this.hooked.push({ plugin: mod, options: o });
    }
    const scheme = opts.colorScheme ? registry.get('colorScheme', opts.colorScheme.id) : undefined;
    this.scheme = scheme
      ? { plugin: scheme, options: resolveOptions(scheme.options, opts.colorScheme?.options ?? {}) }
      : null;
    if (this.scheme) this.hooked.push(this.scheme);
    this.definition = def;
    this.game = new Game(def, {
      evaluator: calcEvaluator,
      seed: opts.seed,
      clock: opts.clock ?? (() => Date.now()),
      // Hooks get the live state and may write cells (a −0 tile would make cache hits differ from
      // the rules: cache-transparency.ts), so with hooks the merge-result cache is always kept.
      cacheBypass: this.hooked.every((h) => h.plugin.hooks === undefined),
      // For the same reason the fast move compares its board with the live grid before every move.
      editedBetweenMoves: this.hooked.some((h) => h.plugin.hooks !== undefined),
      ...(opts.maxMergeResultKnownLevel !== undefined
        ? { maxMergeResultKnownLevel: opts.maxMergeResultKnownLevel }
        : {}),
    });
  }

  private call(hook: Exclude<keyof EngineHooks, 'tileDisplay'>, ...args: unknown[]): void {
    for (const h of this.hooked) {
      const fn = h.plugin.hooks?.[hook] as ((ctx: HookContext, ...rest: unknown[]) => unknown) | undefined;
      if (!fn) continue;
      try {
        fn({ game: this.game.state, options: h.options }, ...args);
      } catch (e) {
        this.hookFailures.push({ plugin: h.plugin.id, hook, message: e instanceof Error ? e.message : String(e) });
      }
    }
  }

  start(): MoveResult {
    const r = this.game.start();
    if (!r.error) {
      this.call('gameStart');
      this.afterAction(r);
    }
    return r;
  }

  move(direction: number): MoveResult {
    this.call('beforeMove', { direction });
    const r = this.game.move(direction);
    this.call('afterMove', { direction, moved: r.moved, scoreDelta: r.scoreDelta });
    if (r.moved) this.afterAction(r);
    return r;
  }

  clickTile(v: number, h: number): MoveResult {
    const r = this.game.clickTile(v, h);
    if (r.moved) this.afterAction(r);
    return r;
  }

  /** True when drawing a tile must go through `tileLook` (a colour scheme or a `tileDisplay` hook). */
  get changesTileLooks(): boolean {
    return this.scheme !== null || this.hooked.some((h) => h.plugin.hooks?.tileDisplay !== undefined);
  }

  /** The look of a tile after the colour scheme and every `tileDisplay` hook. */
  tileLook(tile: Value, base: TileLook): TileLook {
    let look = base;
    const plugin = this.scheme?.plugin;
    const restyle = plugin?.kind === 'colorScheme' ? plugin.tileLook?.bind(plugin) : undefined;
    if (this.scheme && restyle && !this.schemeBroken) {
      try {
        look = restyle(tile, look, this.scheme.options);
      } catch (e) {
        this.schemeBroken = true;
        this.hookFailures.push({
          plugin: this.scheme.plugin.id,
          hook: 'tileDisplay',
          message: e instanceof Error ? e.message : String(e),
        });
      }
    }
    for (const h of this.hooked) {
      const fn = h.plugin.hooks?.tileDisplay;
      if (!fn) continue;
      try {
        look = fn({ game: this.game.state, options: h.options }, tile, look);
      } catch (e) {
        this.hookFailures.push({
          plugin: h.plugin.id,
          hook: 'tileDisplay',
          message: e instanceof Error ? e.message : String(e),
        });
      }
    }
    return look;
  }

  private afterAction(r: MoveResult): void {
    for (const ev of r.events) {
      if (ev.type === 'merge')
        this.call('merge', {
          rule: ev.rule,
          from: ev.consumed.map((c) => c.at),
          results: ev.results.map((x) => x.tile),
        });
      else if (ev.type === 'spawn') this.call('spawn', { tile: ev.tile, at: ev.at, forced: ev.forced });
    }
    this.call('endOfTurn');
    const screen = this.game.state.screen;
    if (screen === 'Game Over' || (screen === 'Win' && !this.game.state.postgameAllowed))
      this.call('gameOver', { won: screen === 'Win' });
  }
}
