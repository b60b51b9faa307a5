import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { statBoxTexts } from '../../../src/engine/index.ts';
import { mode1321, mode1825 } from './additive.ts';

describe('the "Discovered Multiples" box', () => {
  it('counts only the discovered tiles that are multiples of its power of 2', () => {
    const g = playOn(mode1321, [[E]]);
    g.state.discoveredTiles = [
      [1, 0],
      [1, 1],
      [32, 0],
      [96, 0],
      [48, 0],
    ];
    expect(statBoxTexts(g.core)[0]).toEqual(['Discovered Multiples of 32', '2']);
    const h = playOn(mode1825, [[E]]);
    h.state.discoveredTiles = [
      [1, 1],
      [8, -1],
      [4, 1],
    ];
    expect(statBoxTexts(h.core)[0]).toEqual(['Discovered Multiples of 8', '1']);
  });
});

describe('1321', () => {
  it('equal plain tiles add; a "+" tile adds to any plain tile; two "+" tiles make a "+" tile', () => {
    const g = playOn(mode1321, [
      [
        [5, 0],
        [5, 0],
      ],
      [
        [7, 0],
        [1, 1],
      ],
      [
        [1, 1],
        [7, 0],
      ],
      [
        [1, 1],
        [1, 1],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[10, 0], E],
      [[8, 0], E],
      [[8, 0], E],
      [[2, 1], E],
    ]);
    expect(r.scoreDelta).toBe(10 + 8 + 8 + 2);
  });
  it('different plain tiles do not merge', () => {
    const g = playOn(mode1321, [
      [
        [3, 0],
        [2, 0],
      ],
    ]);
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('shows "+" tiles', () => {
    const g = playOn(mode1321, [[E]]);
    expect(displayedText(g, [2, 1])).toBe('+2');
    expect(displayedText(g, [1321, 0])).toBe('1321');
  });
});

describe('1825', () => {
  it('equal tiles double below multiples of 4; a multiple of 4 cancels a smaller opposite tile', () => {
    const g = playOn(mode1825, [
      [
        [1, -1],
        [1, -1],
      ],
      [
        [4, 1],
        [1, -1],
      ],
      [
        [3, 1],
        [12, -1],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[2, -1], E],
      [[3, 1], E],
      [[9, -1], E],
    ]);
    expect(r.scoreDelta).toBe(2 + 3 + 9);
  });
  it('multiples of 4 do not double, and opposite tiles below 4 do not cancel', () => {
    const g = playOn(mode1825, [
      [
        [4, 1],
        [4, 1],
      ],
      [
        [2, 1],
        [2, -1],
      ],
    ]);
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('shows the sign', () => {
    const g = playOn(mode1825, [[E]]);
    expect(displayedText(g, [3, -1])).toBe('-3');
    expect(displayedText(g, [1825, 1])).toBe('1825');
  });
});
