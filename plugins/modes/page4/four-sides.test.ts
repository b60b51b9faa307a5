import { describe, expect, it } from 'vitest';
import { E, LEFT, RIGHT, UP, displayedText, playOn } from '../page2/test-kit.ts';
import { fourSidesDirectionParts, modeFourSides625 } from './four-sides.ts';

const F = false;
const T = true;

describe('Four-Sides 625', () => {
  it('a 1 merging into a 1 with a move to the left marks "left" on it: 2', () => {
    const g = playOn(modeFourSides625, [[[0, [F, F, F, F]], [0, [F, F, F, F]], E]]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([[[0, [F, F, T, F]], E, E]]);
    expect(r.scoreDelta).toBe(2);
  });
  it('a tile absorbs only once per side', () => {
    const g = playOn(modeFourSides625, [[[0, [F, F, T, F]], [0, [F, F, F, F]], E]]);
    expect(g.move(LEFT).accepted && g.state.grid[0]![1]).toEqual([0, [F, F, F, F]]);
  });
  it('the marked tile can also be the moving one; the fourth side makes the next power', () => {
    // Moving right, a "left" tile hitting a 1 is the 1 hitting it moving left: already used.
    let g = playOn(modeFourSides625, [[E, [0, [F, F, T, F]], [0, [F, F, F, F]]]]);
    g.move(RIGHT);
    expect(g.state.grid).toEqual([[E, [0, [F, F, T, F]], [0, [F, F, F, F]]]]);
    // Moving left it is the 1 arriving moving right: "right" is marked.
    g = playOn(modeFourSides625, [[[0, [F, F, F, F]], [0, [F, F, T, F]], E]]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([[[0, [F, F, T, T]], E, E]]);
    // A 4 missing only "down": the 1 above it arrives moving down when the 4 moves up.
    g = playOn(modeFourSides625, [[[0, [F, F, F, F]]], [[0, [T, F, T, T]]]]);
    const r = g.move(UP);
    expect(g.state.grid).toEqual([[[1, [F, F, F, F]]], [E]]);
    expect(r.scoreDelta).toBe(5);
  });
  it('shows 5^k × (1 + sides used)', () => {
    const g = playOn(modeFourSides625, [[E]]);
    expect(
      [
        [0, [F, F, F, F]],
        [0, [T, F, T, F]],
        [1, [T, T, T, F]],
        [4, [F, F, F, F]],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['1', '3', '20', '625']);
  });
});

describe('Four-Sides on other direction sets', () => {
  const dirs = (vectors: [number, number][]) => vectors.map(([v, h]) => [[v, h, Infinity, 0, [1, T, T, T]]]);
  it('wins at the largest power of B = D + 1 not above 1000: 343 with six sides (hexagon), 729 with eight', () => {
    const hexagon = dirs([
      [-1, -1],
      [-1, 1],
      [1, -1],
      [1, 1],
      [0, -2],
      [0, 2],
    ]);
    expect(fourSidesDirectionParts(hexagon, true).winConditions).toEqual([[['@This 0', '=', 3]]]);
    const eight = dirs([
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
      [-1, -1],
      [-1, 1],
      [1, -1],
      [1, 1],
    ]);
    expect(fourSidesDirectionParts(eight, false).winConditions).toEqual([[['@This 0', '=', 3]]]);
    expect(modeFourSides625.build({}).winConditions).toEqual([[['@This 0', '=', 4]]]);
  });
});
