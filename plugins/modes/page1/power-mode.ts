// A Page 1 "powers of n" mode as a plugin: tiles `[e, step]`, merges from a recipe set, spawns,
// a winning tile and a default size. Each mode file only declares these facts.
import {
  type Value,
  defaultMode,
  type ModeDefinition,
  type ModePlugin,
  type OptionSpec,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { builtinMode, gameplayRules, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import { gridSize, sizeOptions } from '../shared/grid-size.ts';
import {
  familyCacheWindow,
  familyRules,
  familyValue,
  identityStep,
  powerValue,
  type PowerFamily,
} from '../shared/power-family.ts';
import { stepRows, tableRows, type PowerLook } from './looks.ts';
import type { RecipeSet } from './recipes.ts';

/** `[e, step, weight]`. */
export type PowerSpawn = readonly [number, number, number];

export interface PowerModeConfig {
  readonly recipes: RecipeSet;
  readonly spawns: readonly PowerSpawn[];
}

export interface PowerModeDecl {
  /** The original's mode number. */
  readonly modeId: string;
  /** Plugin id suffix: `pc.<key>`. */
  readonly key: string;
  /** Title (the winning tile's value as the menu shows it). */
  readonly title: string;
  readonly heading: string;
  readonly description: string;
  readonly size: number;
  /** The winning tile `[e, step]`. */
  readonly win: readonly [number, number];
  /** Step → multiplier (default: the step itself). */
  readonly multiplier?: (step: number) => number;
  /** The value of `[e, step]` when it is not base^e × multiplier (labels), and as an expression. */
  readonly value?: (e: number, step: number) => number;
  readonly valueExpr?: (power: Expr, step: number) => Expr;
  /** The unit tile's step (default 1). */
  readonly unit?: number;
  /** Steps in display order (default: the recipe set's). */
  readonly steps?: readonly number[];
  /** The original's colours: a table and one tone per step, or rows built from the step's text. */
  readonly look:
    | PowerLook
    | ((
        text: (step: number) => Value,
        steps: readonly number[],
        value: (e: number, step: number) => number,
      ) => Value[]);
  /** Variant options beyond the grid size, and how the original's `mode_vars` set them. */
  readonly options?: readonly OptionSpec[];
  readonly optionsFromModeVars?: (mv: readonly Value[]) => OptionValues;
  /** Recipes and spawns for the chosen options. */
  readonly configure: (o: OptionValues) => PowerModeConfig;
}

function familyOf(d: PowerModeDecl, set: RecipeSet): PowerFamily {
  return {
    base: set.base,
    multiplier: d.multiplier ?? identityStep,
    unit: d.unit ?? 1,
    recipes: set.recipes,
    guard: set.guard,
  };
}

function valueOf(d: PowerModeDecl, f: PowerFamily): (e: number, step: number) => number {
  return d.value ?? ((e, step) => familyValue(f, e, step));
}

function valueExprOf(d: PowerModeDecl, f: PowerFamily): (power: Expr, step: number) => Expr {
  return d.valueExpr ?? ((p, step) => powerValue(f.base, p, f.multiplier(step)));
}

export function powerModeRulesText(d: PowerModeDecl, cfg: PowerModeConfig): RulesText {
  const f = familyOf(d, cfg.recipes);
  const value = valueOf(d, f);
  const spawns = spawnText(cfg.spawns.map(([e, s, w]) => ({ label: String(value(e, s)), weight: w })));
  return {
    heading: d.heading,
    title: d.title,
    paragraphs: [`${d.description} Get to the ${value(d.win[0], d.win[1])} tile to win!`, `Spawning tiles: ${spawns}`],
  };
}

export function buildPowerMode(d: PowerModeDecl, o: OptionValues): ModeDefinition {
  const cfg = d.configure(o);
  const f = familyOf(d, cfg.recipes);
  const valueExpr = valueExprOf(d, f);
  const mergeRules = familyRules(f, { value: valueExpr });
  const window = familyCacheWindow(f);
  const steps = d.steps ?? cfg.recipes.steps;
  return defaultMode({
    ...gridSize(o, d.size),
    tileNumAmount: 2,
    tileTypes: powerTileTypes(d.look, steps, (s) => valueExpr('@This 0', s), valueOf(d, f)),
    mergeRules,
    startTileSpawns: cfg.spawns.map(([e, s, w]) => [[e, s], w]),
    winConditions: [[d.win[0], d.win[1]]],
    winRequirement: 1,
    gameplayRulesText: gameplayRules(powerModeRulesText(d, cfg)),
    tileValueFunction: tileValueFunction(d, f, steps),
    knownMergeMaxLength: window.maxLength,
    knownMergeLookbackDistance: window.lookback,
  });
}

/** The display rows: the mode's look with its texts, then a catch-all for anything unexpected (engine.md §9.1). */
function powerTileTypes(
  look: PowerModeDecl['look'],
  steps: readonly number[],
  text: (step: number) => Value,
  value: (e: number, step: number) => number,
): Value[] {
  const rows =
    typeof look === 'function'
      ? look(text, steps, value)
      : [...tableRows(look.table, ([e, step]) => value(e!, step!)), ...stepRows(look.tones, text)];
  return [...rows, [true, ['@This 0', 'str_concat', ',', 'str_concat', '@This 1'], '#3c3a32', '#f9f6f2']];
}

/** The value of the tile at the evaluated cell (the `tileValue` operator). */
function tileValueFunction(d: PowerModeDecl, f: PowerFamily, steps: readonly number[]): Value {
  if (!d.valueExpr && steps.every((s) => f.multiplier(s) === s)) return [f.base, '^', '@This 0', '*', '@This 1'];
  // Otherwise: the value expression of the step the tile has.
  const values = steps.map((s) => ['@CalcArray', valueExprOf(d, f)('@This 0', s)]);
  return [['@Literal', ...values], 'arr_elem', [['@Literal', ...steps], 'arr_indexOf', '@This 1']];
}

export function powerModePlugin(d: PowerModeDecl): ModePlugin {
  const defaults = d.configure({});
  return builtinMode({
    id: `pc.${d.key}`,
    name: d.title,
    description: `${d.heading}: ${d.description}`,
    page: 1,
    category: d.heading,
    rules: plainRules(powerModeRulesText(d, defaults)),
    options: [...sizeOptions(d.size), ...(d.options ?? [])],
    recreates: [{ modeId: d.modeId }],
    optionsFromModeVars: d.optionsFromModeVars ?? (() => ({})),
    build: (o) => buildPowerMode(d, o),
  });
}
