// Moves Between Spawns (m[19] = N; catalog-modifiers.md page 1, pipeline step 4): tiles spawn only
// after moves where (moves + 1) is a multiple of N (the move counter already counts this move), and a
// "Moves" box shows the count.
import type { ModeDefinition, ModifierPlugin, OptionValues } from '../../src/plugins/kit.ts';

export function applyMovesBetweenSpawns(mode: ModeDefinition, o: OptionValues): ModeDefinition {
  const n = o.moves as number;
  if (!(n > 1)) return mode;
  const shown = mode.statBoxes.some((b) => Array.isArray(b) && b[1] === '@Moves');
  return {
    ...mode,
    spawnConditions: [mode.spawnConditions, '&&', ['@Moves', '+', 1, '%', n, '=', 0]],
    statBoxes: shown ? mode.statBoxes : [...mode.statBoxes, ['Moves', '@Moves']],
  };
}

export const movesBetweenSpawns: ModifierPlugin = {
  id: 'pc.moves-between-spawns',
  version: '1.0.0',
  kind: 'modifier',
  step: 4,
  author: 'Pow2048',
  name: 'Moves between spawns',
  description: 'New tiles appear only every this many moves.',
  options: [{ id: 'moves', label: 'Moves', type: 'number', default: 2, min: 1, max: 9999, step: 1 }],
  apply: applyMovesBetweenSpawns,
};
