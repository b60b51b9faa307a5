// A pair of stat boxes the original shows as one: a count of tiles, and when clicked the tiles
// themselves (and back), switched by a game variable.
import type { Value } from '../../../src/plugins/kit.ts';
import type { Expr } from './expr.ts';

/** The count box and the tiles box of `tiles`, shown while game variable `flag` is 0 / 1. */
export function toggledBoxes(title: string, tiles: Expr, flag: number): Value[] {
  // A one-item expression is counted as written (`['@DiscTiles', 'arr_length']`), as the original does.
  const count: Value[] = Array.isArray(tiles) && tiles.length === 1 ? [tiles[0]!, 'arr_length'] : [tiles, 'arr_length'];
  return [
    [title, count, false, undefined, undefined, undefined, [`@GVar ${flag}`, '=', 0], [0, '@edit_gvar', flag, 1], true],
    [title, tiles, true, false, 'TileArray', 'Self', [`@GVar ${flag}`, '=', 1], [0, '@edit_gvar', flag, 0], true],
  ];
}
