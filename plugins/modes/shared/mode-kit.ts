// What every built-in mode plugin shares: rules text (the in-game panel and the plain text the
// rules screen shows), spawn descriptions, and the plugin object itself.
import type {
  Value,
  ModeDefinition,
  ModePlugin,
  OptionSpec,
  OptionValues,
  Recreates,
} from '../../../src/plugins/kit.ts';
import { resized, sizeOptions } from './grid-size.ts';

export const PLUGIN_VERSION = '1.0.0';

export interface SpawnLabel {
  readonly label: string;
  readonly weight: number;
}

/** "1 (85%), 2 (12%), 4 (3%)" — percentages of the total weight. */
export function spawnText(spawns: readonly SpawnLabel[]): string {
  const total = spawns.reduce((s, x) => s + x.weight, 0);
  return spawns.map((s) => `${s.label} (${formatPercent((100 * s.weight) / total)}%)`).join(', ');
}

function formatPercent(p: number): string {
  return String(Math.round(p * 100) / 100);
}

export interface RulesText {
  readonly heading?: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** The in-game rules panel (`gameplayRulesText`): `[tag, text]` entries. */
export function gameplayRules(t: RulesText): Value[] {
  const out: Value[] = [];
  if (t.heading) out.push(['h2', t.heading]);
  out.push(['h1', t.title]);
  for (const p of t.paragraphs) out.push(['p', p]);
  return out;
}

/** The same text as plain text for the rules screen. */
export function plainRules(t: RulesText): string {
  return [t.heading, t.title, ...t.paragraphs].filter((x): x is string => !!x).join('\n\n');
}

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

/** Reads an option value of the expected type, or the fallback. */
export function optBool(o: OptionValues, id: string, fallback: boolean): boolean {
  const v = Object.hasOwn(o, id) ? o[id] : undefined;
  return typeof v === 'boolean' ? v : fallback;
}

export function optNumber(o: OptionValues, id: string, fallback: number): number {
  const v = Object.hasOwn(o, id) ? o[id] : undefined;
  return typeof v === 'number' && !Number.isNaN(v) ? v : fallback;
}

export function optString(o: OptionValues, id: string, fallback: string): string {
  const v = Object.hasOwn(o, id) ? o[id] : undefined;
  return typeof v === 'string' ? v : fallback;
}
