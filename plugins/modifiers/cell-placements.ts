// Random holes (m[17]), block tiles (m[18]) and slippery cells (m[28]) (catalog-modifiers.md page 1):
// placed on random empty cells at every game start, before the start tiles (the engine's
// `startPlacements`, src/engine/start-placements.ts). Block tiles also change the mode: a display
// rule (a black and white disc, no number) and a guard on every merge rule (no block tile among the
// inputs), step 11 of the pipeline.
import type { Value, ModeDefinition, StartPlacements, ModifierPlugin, OptionValues } from '../../src/plugins/kit.ts';

const base = { version: '1.0.0', kind: 'modifier', author: 'Pow2048' } as const;

function placing(mode: ModeDefinition, field: keyof StartPlacements, n: number): ModeDefinition {
  const p: StartPlacements = { holes: 0, blockTiles: 0, slipperyCells: 0, ...mode.startPlacements };
  return { ...mode, startPlacements: { ...p, [field]: p[field] + n } };
}

const countOption = (label: string) =>
  [{ id: 'count', label, type: 'number', default: 1, min: 1, max: 9999, step: 1 }] as const;

/** The guard "no block tile among the rule's inputs" for a rule of fixed length n ≥ 1. */
function noBlockAmong(n: number): Value {
  const inputs: Value[] = ['@This 0'];
  for (let k = 1; k < n; k++) inputs.push(`@Next ${k} 0`);
  const checks: Value[] = [];
  inputs.forEach((x, i) => {
    if (i > 0) checks.push('&&');
    checks.push(i === 0 ? x : [x, '!=', 'BlackBox']);
  });
  // `["@This 0", "!=", "BlackBox", "&&", […]]`, as the original writes it.
  return [checks[0]!, '!=', 'BlackBox', ...checks.slice(1)];
}

function guardRule(rule: Value): Value {
  if (!Array.isArray(rule) || typeof rule[0] !== 'number' || rule[0] < 1) return rule;
  const cond = rule[1]!;
  return [
    rule[0],
    ['@var_retain', noBlockAmong(rule[0]), '&&', ['@var_retain', ...(Array.isArray(cond) ? cond : [cond])]],
    ...rule.slice(2),
  ];
}

export const BLOCK_TILE_LOOK: Value = [
  ['BlackBox'],
  '',
  ['@radial-gradient', '#000000', 0, 80, '#ffffff', 90],
  '#ffffff',
];

export function applyBlockTiles(mode: ModeDefinition, o: OptionValues): ModeDefinition {
  const hasLook = mode.tileTypes.some((t) => Array.isArray(t) && Array.isArray(t[0]) && t[0][0] === 'BlackBox');
  const withRules = {
    ...mode,
    mergeRules: mode.mergeRules.map(guardRule),
    tileTypes: hasLook ? mode.tileTypes : [BLOCK_TILE_LOOK, ...mode.tileTypes],
  };
  return placing(withRules, 'blockTiles', o.count as number);
}

export const randomHoles: ModifierPlugin = {
  ...base,
  id: 'pc.random-holes',
  // Placed at game start, after the whole pipeline (loadResettingModifiers).
  step: 17,
  name: 'Randomly-placed holes',
  description: 'At the start of every game, this many random cells become holes that tiles cannot enter.',
  options: countOption('Holes'),
  apply: (mode, o) => placing(mode, 'holes', o.count as number),
};

export const randomBlockTiles: ModifierPlugin = {
  ...base,
  id: 'pc.block-tiles',
  step: 11,
  name: 'Randomly-placed block tiles',
  description: 'At the start of every game, this many block tiles appear: they slide like tiles but never merge.',
  options: countOption('Block tiles'),
  apply: applyBlockTiles,
};

export const slipperyCells: ModifierPlugin = {
  ...base,
  id: 'pc.slippery-cells',
  step: 17,
  name: 'Randomly-placed slippery cells',
  description:
    'At the start of every game, this many random cells become slippery: tiles slide over them and never stop or spawn there.',
  options: countOption('Slippery cells'),
  apply: (mode, o) => placing(mode, 'slipperyCells', o.count as number),
};

export const CELL_PLACEMENT_MODIFIERS = [randomHoles, randomBlockTiles, slipperyCells] as const;
