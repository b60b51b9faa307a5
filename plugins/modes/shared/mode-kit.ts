// What every built-in mode plugin of ours shares: the plugin object itself (our author line, our
// version, the grid-size options). Rules text, spawn descriptions and option readers are in the
// public author kit (src/plugins/kit/), re-exported here so our modes' imports stay as they were.
import {
  resized,
  sizeOptions,
  type ModeDefinition,
  type ModePlugin,
  type OptionSpec,
  type OptionValues,
  type Recreates,
  type Value,
} from '../../../src/plugins/kit.ts';

export {
  gameplayRules,
  optBool,
  optNumber,
  optNumbers,
  optString,
  plainRules,
  spawnText,
  type RulesText,
  type SpawnLabel,
} from '../../../src/plugins/kit.ts';

export const PLUGIN_VERSION = '1.0.0';

export interface BuiltinModeSpec {
  /** `pc.<name>`. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Menu page; absent for modes without a menu slot (secrets). */
  readonly page?: number;
  readonly category: string;
  readonly rules: string;
  readonly options?: readonly OptionSpec[];
  /**
   * The default square grid size: when given, width/height options come first and the built
   * definition takes the chosen size (for modes whose rules do not depend on it and that start on
   * an empty board).
   */
  readonly size?: number;
  readonly recreates: readonly Recreates[];
  readonly optionsFromModeVars?: (modeVars: readonly Value[]) => OptionValues;
  readonly build: (options: OptionValues) => ModeDefinition;
}

/** A mode plugin of ours: the same object shape a community author writes. */
export function builtinMode(spec: BuiltinModeSpec): ModePlugin {
  const size = spec.size;
  return {
    id: spec.id,
    version: PLUGIN_VERSION,
    kind: 'mode',
    name: spec.name,
    description: spec.description,
    author: '2048 Power Compendium (recreated)',
    ...(spec.page !== undefined ? { page: spec.page } : {}),
    category: spec.category,
    rules: spec.rules,
    options: size === undefined ? (spec.options ?? []) : [...sizeOptions(size), ...(spec.options ?? [])],
    recreates: spec.recreates,
    ...(spec.optionsFromModeVars ? { optionsFromModeVars: spec.optionsFromModeVars } : {}),
    build: size === undefined ? spec.build : (o) => resized(spec.build(o), o, size),
  };
}
