import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { mode232240, modeProAddUct } from './pairs.ts';

describe('(232, 240)', () => {
  it('pairs equal in one place add up place by place', () => {
    const g = playOn(mode232240, [
      [
        [1n, 0n],
        [1n, 1n],
      ],
      [
        [3n, 4n],
        [0n, 4n],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[2n, 1n], E],
      [[3n, 8n], E],
    ]);
    expect(r.scoreDelta).toBeCloseTo(Math.sqrt(5) + Math.sqrt(73));
  });
  it('pairs with nothing in the same place do not merge', () => {
    const g = playOn(mode232240, [
      [
        [1n, 0n],
        [0n, 1n],
      ],
    ]);
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('unordered: pairs sharing a number in either place merge, still adding place by place; goal (174, 177)', () => {
    const unordered = { unordered: true };
    const g = playOn(
      mode232240,
      [
        [
          [1n, 0n],
          [0n, 1n],
        ],
        [
          [2n, 3n],
          [3n, 5n],
        ],
      ],
      unordered,
    );
    expect(g.move(LEFT).moved).toBe(true);
    expect(g.state.grid).toEqual([
      [[1n, 1n], E],
      [[5n, 8n], E],
    ]);
    expect(g.core.mode.winConditions).toEqual([
      [174n, 177n],
      [-174n, -177n],
    ]);
    expect(mode232240.optionsFromModeVars?.([1])).toEqual(unordered);
  });
  it('shows pairs', () => {
    const g = playOn(mode232240, [[E]]);
    expect(displayedText(g, [232n, 240n])).toBe('(232, 240)');
  });
});

describe('Pro-Add-Uct', () => {
  it('equal products (0 counting as 1) add place by place', () => {
    const g = playOn(modeProAddUct, [
      [
        [1n, 2n],
        [2n, 1n],
      ],
      [
        [0n, 1n],
        [1n, 1n],
      ],
      [
        [2n, 2n],
        [2n, 2n],
      ],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[3n, 3n], E],
      [[1n, 2n], E],
      [[4n, 4n], E],
    ]);
    // (2 + 2) / 1 / 1, (0 + 1) / 1 / 1 and (4 + 4) / 2 / 2.
    expect(r.scoreDelta).toBe(4 + 1 + 2);
  });
  it('different products do not merge', () => {
    const g = playOn(modeProAddUct, [
      [
        [1n, 2n],
        [1n, 3n],
      ],
    ]);
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('shows the factors with the product', () => {
    const g = playOn(modeProAddUct, [[E]]);
    expect(displayedText(g, [3n, 6n])).toBe('3 × 618');
    expect(displayedText(g, [1n, 0n])).toBe('1 × 01');
  });
});
