// Simple / Equal spawns (m[15], catalog-modifiers.md page 2, pipeline step 4): Simple keeps only the
// first entry of the mode's spawn table (or the table the mode's hint gives: 3072 keeps a reduced
// box); Equal gives every entry weight 1.
import type { Value, ModeDefinition, ModifierPlugin, OptionValues } from '../../src/plugins/kit.ts';
import { modeHintsOf } from './mode-hints.ts';

function equalWeights(entry: Value): Value {
  if (!Array.isArray(entry)) return entry;
  return entry[0] === 'Box' ? ['Box', 1, ...entry.slice(2)] : [entry[0]!, 1, ...entry.slice(2)];
}

export function applySpawnRule(mode: ModeDefinition, o: OptionValues): ModeDefinition {
  const table = mode.startTileSpawns;
  if (table.length === 0) return mode;
  const simple = modeHintsOf(mode).simpleSpawns;
  const startTileSpawns = o.rule === 'equal' ? table.map(equalWeights) : simple ? simple.slice() : table.slice(0, 1);
  return { ...mode, startTileSpawns };
}

export const spawnRules: ModifierPlugin = {
  id: 'pc.spawn-rules',
  version: '1.0.0',
  kind: 'modifier',
  step: 4,
  author: 'Pow2048',
  name: 'Simple or equal spawns',
  description:
    'Simple: only the first tile the mode can spawn appears. Equal: every tile the mode can spawn is equally likely.',
  options: [
    {
      id: 'rule',
      label: 'Spawns',
      type: 'choice',
      default: 'simple',
      choices: [
        { value: 'simple', label: 'Only the first spawnable tile type' },
        { value: 'equal', label: 'All spawnable tiles equally likely' },
      ],
    },
  ],
  apply: applySpawnRule,
};
