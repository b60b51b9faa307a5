import { describe, expect, it } from 'vitest';
import { statBoxTexts } from '../../../src/engine/index.ts';
import { E, LEFT, playOn } from '../page2/test-kit.ts';
import { modeScaprim } from './scaprim.ts';

describe('SCAPRIM', () => {
  it('merges equal tiles, tiles with a prime sum, and their multiples', () => {
    const g = playOn(modeScaprim, [
      [[4n], [4n]],
      [[2n], [3n]],
      [[4n], [2n]],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([[8n], [5n], [6n]]);
    expect(r.scoreDelta).toBe(8 + 5 + 6);
  });

  it('does not merge 1 and 3 (sum 4) or 3 and 6 (9 / 3 = 3 is prime, so they do — but 2 and 6 do not)', () => {
    expect(playOn(modeScaprim, [[[1n], [3n]]]).move(LEFT).moved).toBe(false);
    expect(playOn(modeScaprim, [[[3n], [6n]]]).move(LEFT).moved).toBe(true);
    expect(playOn(modeScaprim, [[[2n], [6n]]]).move(LEFT).moved).toBe(false);
  });

  it('counts discovered composite tiles in their own box', () => {
    const g = playOn(modeScaprim, [[E]]);
    g.state.discoveredTiles = [[1n], [2n], [4n], [5n], [6n]];
    const boxes = statBoxTexts(g.core);
    expect(boxes[0]).toEqual(['Discovered Tiles', '5']);
    expect(boxes[3]).toEqual(['Discovered Composite Tiles', '2']);
    g.clickStatBox(3);
    expect(statBoxTexts(g.core)[4]).toEqual(['Discovered Composite Tiles', ['4', '6']]);
  });
});

describe('SCAPRIM, Integer Ratios Only (not checked against recordings)', () => {
  it('needs a whole ratio that is one less than a prime', () => {
    const opts = { integerRatios: true };
    expect(playOn(modeScaprim, [[[2n], [3n]]], opts).move(LEFT).moved).toBe(false);
    expect(playOn(modeScaprim, [[[3n], [12n]]], opts).move(LEFT).moved).toBe(true);
    expect(playOn(modeScaprim, [[[3n], [9n]]], opts).move(LEFT).moved).toBe(false);
  });
});
