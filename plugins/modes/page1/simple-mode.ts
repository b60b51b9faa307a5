// Building blocks for the Page 1 modes written rule by rule (2048 and the "plus or minus one"
// modes): sizes, rules text and the plugin around a handful of explicit merge rules.
import {
  type Value,
  defaultMode,
  type ModeDefinition,
  type ModePlugin,
  type OptionSpec,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import { builtinMode, gameplayRules, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import { gridSize, sizeOptions } from '../shared/grid-size.ts';

export interface SimpleModeParts {
  readonly mergeRules: Value[];
  readonly tileTypes: Value[];
  /** `[tile, weight, label]`. */
  readonly spawns: readonly (readonly [Value[], number, string])[];
  readonly winTile: Value[];
  readonly winLabel: string;
  readonly tileNumAmount: number;
  readonly tileValueFunction: Value;
  /** Merge-result cache window (engine.md §5.7): the longest merge and the look-behind depth. */
  readonly cache: { readonly maxLength: number; readonly lookback: number };
}

export interface SimpleModeDecl {
  readonly modeId: string;
  readonly key: string;
  readonly title: string;
  readonly heading: string;
  readonly description: string;
  readonly size: number;
  readonly options?: readonly OptionSpec[];
  readonly optionsFromModeVars?: (mv: readonly Value[]) => OptionValues;
  readonly parts: (o: OptionValues) => SimpleModeParts;
}

function rulesText(d: SimpleModeDecl, p: SimpleModeParts): RulesText {
  return {
    heading: d.heading,
    title: d.title,
    paragraphs: [
      `${d.description} Get to the ${p.winLabel} tile to win!`,
      `Spawning tiles: ${spawnText(p.spawns.map(([, w, label]) => ({ label, weight: w })))}`,
    ],
  };
}

export function buildSimpleMode(d: SimpleModeDecl, o: OptionValues): ModeDefinition {
  const p = d.parts(o);
  return defaultMode({
    ...gridSize(o, d.size),
    tileNumAmount: p.tileNumAmount,
    tileTypes: p.tileTypes,
    mergeRules: p.mergeRules,
    startTileSpawns: p.spawns.map(([tile, w]) => [tile, w]),
    winConditions: [p.winTile],
    winRequirement: 1,
    gameplayRulesText: gameplayRules(rulesText(d, p)),
    tileValueFunction: p.tileValueFunction,
    knownMergeMaxLength: p.cache.maxLength,
    knownMergeLookbackDistance: p.cache.lookback,
  });
}

export function simpleModePlugin(d: SimpleModeDecl): ModePlugin {
  return builtinMode({
    id: `pc.${d.key}`,
    name: d.title,
    description: `${d.heading}: ${d.description}`,
    page: 1,
    category: d.heading,
    rules: plainRules(rulesText(d, d.parts({}))),
    options: [...sizeOptions(d.size), ...(d.options ?? [])],
    recreates: [{ modeId: d.modeId }],
    optionsFromModeVars: d.optionsFromModeVars ?? (() => ({})),
    build: (o) => buildSimpleMode(d, o),
  });
}
