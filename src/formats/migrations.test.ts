import { describe, expect, it } from 'vitest';
import {
  hasKindZeroAutoMove,
  legacyStatBoxes,
  migrateLegacyDirections,
  migrateLegacyTileTypes,
  prefixLegacyTokens,
  wrapComposeTE,
  wrapStatBoxValues,
  wrapTileTypeTexts,
} from './migrations.ts';

describe('pre-3.0 migrations', () => {
  it('wraps texts with @ComposeTE by array concatenation', () => {
    expect(wrapComposeTE('x')).toEqual(['@var_retain', '@ComposeTE', 'x']);
    expect(wrapComposeTE([2, '^', '@This 0'])).toEqual(['@var_retain', '@ComposeTE', 2, '^', '@This 0']);
  });
  it('wraps TileTypes texts and Innerscript addons only', () => {
    const tt = [
      [[0], 1, '#fff', '#000', 'none', 0, 0, ['Innerscript', 'a', 'top-left'], ['PrimeImage', 'red']],
      [true, ['@This 0'], '#000'],
      'garbage',
    ];
    expect(wrapTileTypeTexts(tt)).toEqual([
      [
        [0],
        ['@var_retain', '@ComposeTE', 1],
        '#fff',
        '#000',
        'none',
        0,
        0,
        ['Innerscript', ['@var_retain', '@ComposeTE', 'a'], 'top-left'],
        ['PrimeImage', 'red'],
      ],
      [true, ['@var_retain', '@ComposeTE', '@This 0'], '#000'],
      'garbage',
    ]);
    expect(tt[1]).toEqual([true, ['@This 0'], '#000']); // input untouched
  });
  it('wraps stat box values except Tile/TileArray boxes', () => {
    expect(
      wrapStatBoxValues([
        ['Score', '@Score'],
        ['Best', ['@GVar 0'], false, false, 'Tile'],
      ]),
    ).toEqual([
      ['Score', ['@var_retain', '@ComposeTE', '@Score']],
      ['Best', ['@GVar 0'], false, false, 'Tile'],
    ]);
  });
  it('detects kind-0 automatic moves', () => {
    expect(hasKindZeroAutoMove([[[1, 0, Infinity, 0, [0, true, true, true]], 'After']])).toBe(true);
    expect(hasKindZeroAutoMove([[[1, 0, Infinity, 0], 'After']])).toBe(false);
    expect(hasKindZeroAutoMove(5)).toBe(false);
  });
});

describe('legacy 1.0 migrations', () => {
  it('prefixes bare tokens anywhere', () => {
    expect(prefixLegacyTokens([['Empty', 'Void'], ['HSLA', 1], 'linear-gradient', 'Emptyish', 'x'])).toEqual([
      ['@Empty', '@Void'],
      ['@HSLA', 1],
      '@linear-gradient',
      'Emptyish',
      'x',
    ]);
  });
  it('inserts the shadow slot and types old addons', () => {
    expect(
      migrateLegacyTileTypes([
        [[0], 1, 'a', 'b'],
        [[1], 2, 'a', 'b', 0, 0, ['t', 'top-left']],
      ]),
    ).toEqual([
      [[0], 1, 'a', 'b'],
      [[1], 2, 'a', 'b', 'none', 0, 0, ['Innerscript', 't', 'top-left']],
    ]);
  });
  it('extends move data and duplicates the button size', () => {
    expect(migrateLegacyDirections([[[-1, 0], '↑', 0.2, 0.5, 0.1, 0.3, ['ArrowUp']]], 3)).toEqual([
      [[-1, 0, 3, 0, [1, true, true, true]], '↑', 0.2, 0.2, 0.5, 0.1, 0.3, ['ArrowUp']],
    ]);
  });
  it('builds stat boxes from the flags in order', () => {
    expect(legacyStatBoxes({ moves: true, discTiles: true, discWinning: true, merges: true })).toEqual([
      ['Moves', '@Moves'],
      ['Discovered Tiles', ['@DiscTiles', 'arr_length']],
      ['Score', '@Score'],
      ['Discovered Winning Tiles', ['@DiscWinning', 'arr_length']],
      ['Merges', '@Merges'],
    ]);
    expect(legacyStatBoxes({ moves: false, discTiles: false, discWinning: false, merges: false })).toEqual([
      ['Score', '@Score'],
    ]);
  });
});
