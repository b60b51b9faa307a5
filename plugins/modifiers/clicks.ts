// Tile-Destroying Clicks (m[33], a secret; catalog-modifiers.md page 1, pipeline step 13): the
// player gets N clicks; clicking a number tile (not a block tile) empties its cell and uses one.
// The count is a modifier variable shown in a "Tile-Destroying Clicks Remaining" box.
import type { Value, ModifierPlugin } from '../../src/plugins/kit.ts';
import { addModifierVar } from './modifier-vars.ts';

/** The original's `start_mvar_indices` entry for this modifier's variable. */
const CLICKS_SLOT = 34;

function clickScript(k: number): Value {
  const mv = `@MVar ${k}`;
  return [
    [
      0,
      '@if',
      [[mv, '>', 0], '&&', ['@This', 'typeof', '=', 'array'], '&&', ['@This 0', '!=', 'BlackBox']],
      '@replace_tile',
      '@VCoord',
      '@HCoord',
      '@Empty',
      '@edit_mvar',
      k,
      [mv, '-', 1],
      // A click that destroyed a tile counts as movement (redraw, end-of-turn checks).
      '@ScriptSignal',
      '@ScriptSignal_MovementOccurred',
      '@end-if',
    ],
    'TileClick',
  ];
}

export const tileDestroyingClicks: ModifierPlugin = {
  id: 'pc.tile-destroying-clicks',
  version: '1.0.0',
  kind: 'modifier',
  step: 13,
  author: 'Pow2048',
  name: 'Tile-destroying clicks',
  description: 'You may click a number tile to destroy it, this many times per game.',
  options: [{ id: 'count', label: 'Clicks', type: 'number', default: 3, min: 1, max: 9999, step: 1, infinite: true }],
  apply: (mode0, o) => {
    const { mode, k } = addModifierVar(mode0, o.count as number, CLICKS_SLOT);
    return {
      ...mode,
      scripts: [...mode.scripts, clickScript(k)],
      statBoxes: [...mode.statBoxes, ['Tile-Destroying Clicks Remaining', `@MVar ${k}`]],
    };
  },
};
