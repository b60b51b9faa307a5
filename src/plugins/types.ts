// The plugin API: modes, global modifiers and special colour schemes are declared, typed objects
// registered through one registry (src/plugins/registry.ts), in the spirit of PixiJS `extensions`.
// Built-in plugins (plugins/ at the repo root) use exactly this API, like a community author would.
import type { CalcHost } from '../calc/host.ts';
import type { Value } from '../calc/values.ts';
import type { ModeDefinition } from '../engine/index.ts';
import type { SchemePicture } from './picture.ts';

export type PluginKind = 'mode' | 'modifier' | 'colorScheme';

/** A player-facing option. The UI shows these; `default` is used when the player sets nothing. */
export type OptionSpec =
  | { id: string; label: string; type: 'boolean'; default: boolean; help?: string }
  | {
      id: string;
      label: string;
      type: 'number';
      default: number;
      min?: number;
      max?: number;
      step?: number;
      /** ∞ is offered beside the range (the original's counters wrap from their maximum to ∞). */
      infinite?: boolean;
      help?: string;
    }
  | {
      id: string;
      label: string;
      type: 'choice';
      default: string;
      choices: { value: string; label: string }[];
      help?: string;
    }
  | {
      id: string;
      label: string;
      /** A list of numbers (the original's editable lists, e.g. 180's merge lengths), typed as "2, 3, 5". */
      type: 'numbers';
      default: readonly number[];
      /** Bounds of each entry. */
      min?: number;
      max?: number;
      /** Each entry a whole number. */
      integer?: boolean;
      /** Bounds of the list's length (at least 1 entry unless minCount is 0). */
      minCount?: number;
      maxCount?: number;
      help?: string;
    };

export type OptionValue = boolean | number | string | readonly number[];
export type OptionValues = Readonly<Record<string, OptionValue>>;

/** What every hook receives: the live game (read it; change it only through the engine). */
export interface HookContext {
  readonly game: Readonly<CalcHost>;
  readonly options: OptionValues;
}

/** How a tile looks: what a colour scheme or a `tileDisplay` hook may change. */
export interface TileLook {
  /** Colour expression or CSS colour for the background. */
  background: Value;
  /** Colour expression or CSS colour for the text. */
  textColor: Value;
  /** Text expression (or plain text) shown on the tile. */
  text: Value;
}

/**
 * Engine hooks. All are optional and synchronous; they run in the engine's worker. A hook that
 * throws is reported and skipped, it never breaks a game. Built-in behaviour uses the same points.
 */
export interface EngineHooks {
  gameStart?(ctx: HookContext): void;
  beforeMove?(ctx: HookContext, move: { direction: number }): void;
  afterMove?(ctx: HookContext, move: { direction: number; moved: boolean; scoreDelta: number }): void;
  /** A merge by rule `rule`: the cells it consumed and the tiles it produced. */
  merge?(ctx: HookContext, merge: { rule: number; from: [number, number][]; results: Value[] }): void;
  spawn?(ctx: HookContext, spawn: { tile: Value; at: [number, number]; forced: boolean }): void;
  endOfTurn?(ctx: HookContext): void;
  gameOver?(ctx: HookContext, end: { won: boolean }): void;
  tileDisplay?(ctx: HookContext, tile: Value, look: TileLook): TileLook;
}

interface PluginBase<K extends PluginKind> {
  /** Unique, stable id: `author.name` for community plugins, `pc.<name>` for ours. */
  readonly id: string;
  /** Semantic version of the plugin itself. */
  readonly version: string;
  readonly kind: K;
  readonly name: string;
  readonly description?: string;
  readonly author?: string;
  readonly options?: readonly OptionSpec[];
  readonly hooks?: EngineHooks;
}

/** The original mode (and variant) a plugin recreates, so conformance can check it. */
export interface Recreates {
  /** The original's mode id (as in the conformance replays' `modeId`, e.g. "1", "50.7101113"). */
  readonly modeId: string;
  /** The option values that produce it. */
  readonly options?: OptionValues;
}

export interface ModeLook {
  readonly background: string;
  readonly text: string;
}

export interface ModePlugin extends PluginBase<'mode'> {
  /** The original's menu page (1, 2, …) or a category name for community modes. */
  readonly page?: number;
  readonly category?: string;
  /** Plain-text rules shown on the rules screen. */
  readonly rules?: string;
  /**
   * The mode's colours in menus (its card in the mode picker): a CSS colour or gradient and the text
   * colour on it. Untrusted like every mode colour: the page shows them only if safe-css accepts both.
   */
  readonly look?: ModeLook;
  readonly recreates?: readonly Recreates[];
  /**
   * For modes that recreate an original mode: the option values matching the original's
   * `mode_vars` (as recorded in replays), so recorded games can be replayed with this plugin.
   */
  optionsFromModeVars?(modeVars: readonly Value[]): OptionValues;
  /** Builds the playable definition for the chosen options. Pure. */
  build(options: OptionValues): ModeDefinition;
}

export interface ModifierPlugin extends PluginBase<'modifier'> {
  /**
   * Where this rewrite belongs in the original's modifier pipeline (catalog-modifiers.md, "How
   * modifiers combine with a mode", steps 1–16): chosen modifiers apply by ascending step, so that
   * e.g. Garbage 0s come after Negative Tiles whatever order the player ticked them in. Modifiers
   * without a step apply last, in the player's order.
   */
  readonly step?: number;
  /** Rewrites a mode definition (returns a new one; never mutates its input). Pure. */
  apply(mode: ModeDefinition, options: OptionValues): ModeDefinition;
}

/** What a special scheme's `picture` is told besides its input. */
export interface SchemeContext {
  /** The tile is drawn on a hexagonal grid (clip to the hexagon, use hex variants). */
  readonly hex: boolean;
}

/**
 * A colour scheme is one of two things: a player's choice that restyles every tile (`tileLook`), or
 * a special scheme that display rules name (`[cond, text, "@ColorScheme", <name>, [value, …params]]`)
 * and that draws a layered picture (`schemeNames` + `picture`). A plugin may provide both.
 */
export interface ColorSchemePlugin extends PluginBase<'colorScheme'> {
  /** The look of a tile, given its value and the look the mode's display rules chose. */
  tileLook?(tile: Value, base: TileLook, options: OptionValues): TileLook;
  /** The scheme names display rules use for it (exactly as written, e.g. "Odds-Only 3069"). */
  readonly schemeNames?: readonly string[];
  /** The picture for `input` = [value, param1, …] under the scheme `name`. Pure; may throw. */
  picture?(name: string, input: readonly Value[], ctx: SchemeContext): SchemePicture;
}

export type Plugin = ModePlugin | ModifierPlugin | ColorSchemePlugin;
