// Merge behaviour of Page 1 plugins on crafted boards, from the examples of the catalog and the
// engine specification.
import { describe, expect, it } from 'vitest';
import { page1Modes } from './index.ts';
import { E, LEFT, UP, boardGame, definition, left, play } from './test-kit.ts';
import type { Value } from '../../../src/plugins/kit.ts';

const mode = (id: number) => page1Modes[id - 1]!;

describe('powers of n families', () => {
  it('2048: equal tiles merge once per move, score = the new tile', () => {
    expect(left(mode(1), [[1], [1], [1], [1]])).toEqual([[2], [2], E, E]);
    expect(play(mode(1), [[[3], [3], E, E]], [LEFT]).score).toBe(16);
  });

  it('2187: a tile and its double merge in either order', () => {
    expect(left(mode(2), [[0, 1], [0, 2], E, E])).toEqual([[1, 1], E, E, E]);
    expect(left(mode(2), [[0, 2], [0, 1], E, E])).toEqual([[1, 1], E, E, E]);
    expect(left(mode(2), [[0, 1], [0, 1], E, E])).toEqual([[0, 2], E, E, E]);
    expect(left(mode(2), [[0, 2], [0, 2], E, E])).toEqual([[0, 2], [0, 2], E, E]);
  });

  it('1296: three equal tiles beat two (engine.md §4.4a)', () => {
    expect(left(mode(5), [[0, 1], [0, 1], [0, 1], E, E])).toEqual([[0, 3], E, E, E, E]);
    expect(left(mode(5), [[0, 1], [0, 1], [0, 1], [0, 1], E])).toEqual([[0, 3], [0, 1], E, E, E]);
    // The tile behind counts even across a gap (look-behind skips empty cells).
    expect(left(mode(5), [[0, 1], [0, 1], E, [0, 1], E])).toEqual([[0, 3], E, E, E, E]);
    expect(play(mode(5), [[[1, 3], [1, 3], E, E, E]], [LEFT]).score).toBe(36);
  });

  it('3125: multipliers add up; 3 + 1 can be switched off', () => {
    expect(left(mode(4), [[2, 1], [2, 3], E, E])).toEqual([[2, 4], E, E, E]);
    expect(left(mode(4), [[2, 2], [2, 3], E, E])).toEqual([[3, 1], E, E, E]);
    expect(left(mode(4), [[2, 1], [2, 3], E, E], { threePlusOne: false })).toEqual([[2, 1], [2, 3], E, E]);
    expect(left(mode(4), [[2, 2], [2, 2], E, E], { threePlusOne: false })).toEqual([[2, 4], E, E, E]);
  });

  it('1331: 1 + 2 + 3 goes before 1 + 2', () => {
    expect(left(mode(10), [[0, 3], [0, 2], [0, 1], E, E])).toEqual([[0, 6], E, E, E, E]);
    expect(left(mode(10), [[0, 2], [0, 1], [0, 3], E, E])).toEqual([[0, 6], E, E, E, E]);
    expect(left(mode(10), [[0, 1], [0, 2], E, E, E])).toEqual([[0, 3], E, E, E, E]);
  });

  it('1728: only sums of 2, 3, 4, 6 or 12 times the power, longest lines first', () => {
    expect(left(mode(11), [[0, 3], [0, 3], [0, 3], [0, 3], E])).toEqual([[1, 1], E, E, E, E]);
    expect(left(mode(11), [[0, 6], [0, 6], [0, 6], [0, 6], E])).toEqual([[1, 1], [1, 1], E, E, E]);
    expect(left(mode(11), [[0, 2], [0, 2], [0, 2], E, E])).toEqual([[0, 6], E, E, E, E]);
    expect(left(mode(11), [[0, 4], [0, 4], E, E, E])).toEqual([[0, 4], [0, 4], E, E, E]);
  });

  it('9261: two or three tiles adding up to a triangular number', () => {
    expect(left(mode(20), [[0, 6], [0, 3], [0, 1], E, E])).toEqual([[0, 10], E, E, E, E]);
    expect(left(mode(20), [[0, 15], [0, 6], E, E, E])).toEqual([[1, 1], E, E, E, E]);
    // 3 + 3 would make 6, but 15 behind them makes 21.
    expect(left(mode(20), [[0, 3], [0, 3], [0, 15], E, E])).toEqual([[1, 1], E, E, E, E]);
  });

  it('625: doubling, tripling, and 9 + 16 = 25', () => {
    expect(left(mode(21), [[0, 0], [0, 0], E, E, E])).toEqual([[0, 1], E, E, E, E]);
    expect(left(mode(21), [[0, 0], [0, 0], [0, 0], E, E])).toEqual([[0, -1], E, E, E, E]);
    expect(left(mode(21), [[0, 4], [0, -2], E, E, E])).toEqual([[1, 0], E, E, E, E]);
    expect(play(mode(21), [[[0, -1], [0, -1], [0, -1], E, E]], [LEFT]).score).toBe(9);
  });

  it('900: runs must have exactly the merge length', () => {
    expect(left(mode(22), [[0, 1], [0, 1], E, E, E, E, E])).toEqual([[0, 2], E, E, E, E, E, E]);
    expect(left(mode(22), [[0, 1], [0, 1], [0, 1], E, E, E, E])).toEqual([[0, 3], E, E, E, E, E, E]);
    expect(left(mode(22), [[0, 1], [0, 1], [0, 1], [0, 1], E, E, E])).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
      [0, 1],
      E,
      E,
      E,
    ]);
    expect(left(mode(22), [[0, 6], [0, 6], [0, 6], [0, 6], [0, 6], E, E])).toEqual([[1, 1], E, E, E, E, E, E]);
  });
});

describe('plus and minus one', () => {
  it('2047: two equal tiles and a 1 in any order', () => {
    expect(left(mode(12), [[3], [1], [3], E, E])).toEqual([[4], E, E, E, E]);
    expect(left(mode(12), [[1], [1], [1], E, E])).toEqual([[2], E, E, E, E]);
    expect(play(mode(12), [[[3], [3], [1], E, E]], [LEFT]).score).toBe(15);
  });

  it('2186: 1 + 1 = 2, 2 + 2 + 1 = 5, 2 + 5 + 1 = 8', () => {
    expect(left(mode(13), [[0, 1], [0, 1], E, E, E])).toEqual([[1, 1], E, E, E, E]);
    expect(left(mode(13), [[1, 1], [0, 1], [1, 1], E, E])).toEqual([[1, 2], E, E, E, E]);
    expect(left(mode(13), [[1, 2], [1, 1], [0, 1], E, E])).toEqual([[2, 1], E, E, E, E]);
  });

  it('2049: 1 and −1 cancel without score; two equal tiles and a −1 climb', () => {
    expect(play(mode(14), [[[-1], [-2], E, E, E]], [LEFT])).toEqual({ grid: [[E, E, E, E, E]], score: 0 });
    expect(left(mode(14), [[-1], [-1], E, E, E])).toEqual([[0], E, E, E, E]);
    expect(left(mode(14), [[2], [-2], [2], E, E])).toEqual([[3], E, E, E, E]);
  });

  it('2059: three 1s make 3, two 1s make 2, 3 + 2 makes 5', () => {
    expect(left(mode(23), [[1, 1], [1, 1], [1, 1], E, E])).toEqual([[1, 3], E, E, E, E]);
    expect(left(mode(23), [[1, 1], [1, 1], E, E, E])).toEqual([[1, 2], E, E, E, E]);
    expect(left(mode(23), [[1, 3], [1, 2], E, E, E])).toEqual([[2, 1], E, E, E, E]);
    expect(play(mode(23), [[[2, 3], [2, 2], E, E, E]], [LEFT]).score).toBe(19);
  });

  it('2315: three 3s make 9, 5 + 5 + 3 makes 13', () => {
    expect(left(mode(24), [[1, 1], [1, 1], [1, 1], E, E])).toEqual([[2, 1], E, E, E, E]);
    expect(left(mode(24), [[1, 2], [1, 1], [1, 2], E, E])).toEqual([[2, 2], E, E, E, E]);
    expect(left(mode(24), [[0, 1], [0, 1], E, E, E])).toEqual([[0, 2], E, E, E, E]);
  });
});

describe('5040 (factorials)', () => {
  it('each tier plays like its powers-of-n mode', () => {
    expect(left(mode(15), [[1, 1], [1, 1], E, E, E])).toEqual([[2, 1], E, E, E, E]);
    expect(left(mode(15), [[2, 2], [2, 1], E, E, E])).toEqual([[3, 1], E, E, E, E]);
    expect(left(mode(15), [[3, 1], [3, 1], [3, 1], E, E])).toEqual([[3, 3], E, E, E, E]);
    expect(left(mode(15), [[4, 2], [4, 3], E, E, E])).toEqual([[5, 1], E, E, E, E]);
    // Tier 5 is 1296: two 120s make 240 unless a third is behind.
    expect(left(mode(15), [[5, 1], [5, 1], [5, 1], [5, 1], E])).toEqual([[5, 3], [5, 1], E, E, E]);
    // Tiers never mix.
    expect(left(mode(15), [[3, 1], [2, 1], E, E, E])).toEqual([[3, 1], [2, 1], E, E, E]);
  });

  it('scores the value of the new tile', () => {
    expect(play(mode(15), [[[4, 2], [4, 3], E, E, E]], [LEFT]).score).toBe(120);
  });
});

describe('XXXX (powers of n)', () => {
  const xxxx = mode(25);
  it('a run of L ones makes L; b tiles of base b make the next power', () => {
    expect(left(xxxx, [[1, 0], [1, 0], [1, 0], E, E, E])).toEqual([[3, 1], E, E, E, E, E]);
    expect(left(xxxx, [[2, 1], [2, 1], [2, 1], E, E, E])).toEqual([[2, 2], [2, 1], E, E, E, E]);
    expect(left(xxxx, [[3, 1], [3, 1], E, E, E, E])).toEqual([[3, 1], [3, 1], E, E, E, E]);
    expect(left(xxxx, [[3, 1], [3, 1], [3, 1], E, E, E])).toEqual([[3, 2], E, E, E, E, E]);
  });

  it('the allowed run lengths are options', () => {
    expect(left(xxxx, [[1, 0], [1, 0], E, E, E, E], { minLength: 3 })).toEqual([[1, 0], [1, 0], E, E, E, E]);
    // Listed lengths (2, 3, 5 by default) are exact: a run of four 1s does not merge, three do.
    const four: Value[] = [[1, 0], [1, 0], [1, 0], [1, 0], E, E];
    expect(left(xxxx, four, { lengthForm: 'list' })).toEqual(four);
    expect(left(xxxx, [[1, 0], [1, 0], [1, 0], E, E, E], { lengthForm: 'list' })).toEqual([[3, 1], E, E, E, E, E]);
  });

  it('a run longer than the longest allowed merges its front part from the tile behind it', () => {
    // Longest 3: moving up, four 1s in a column make 3 at the top (the third 1 takes the two ahead).
    const g = boardGame(xxxx, [[[1, 0]], [[1, 0]], [[1, 0]], [[1, 0]]], { maxLength: 3 });
    g.move(UP);
    expect(g.state.grid.map((r) => r[0])).toEqual([[3, 1], [1, 0], E, E]);
  });

  it('wins with four different tiles of at least 1000', () => {
    const g = boardGame(xxxx, [
      [[10, 3], [2, 10], [32, 2], E, E, E],
      [[2, 10], [1, 0], [1, 0], E, E, E],
    ]);
    g.move(LEFT);
    expect(g.state.won).toBe(3);
    expect(g.state.screen).toBe('Gameplay');
  });

  it('min = max = n is the "only powers of n" variant', () => {
    const def = definition(xxxx, { minLength: 3, maxLength: 3 });
    expect(def.winConditions).toEqual([[3, 7]]);
    expect(def.winRequirement).toBe(1);
    expect(def.statBoxes).toEqual([['Score', '@Score']]);
    expect(def.gameplayRulesText).toContainEqual(['h1', '2187: XXXX Variant']);
  });
});

describe('secret modes', () => {
  const byId = (id: string) => page1Modes.find((p) => p.recreates?.[0]?.modeId === id)!;

  it('1/512: old tiles with space behind split in two; merged tiles do not', () => {
    const m = byId('1.5');
    expect(left(m, [E, [0, 0], E, E, E])).toEqual([[-1, 0], [-1, 0], E, E, E]);
    expect(left(m, [[-1, 0], [-1, 0], E, E, E])).toEqual([[0, 0], E, E, E, E]);
    // Against the far wall nothing can split.
    expect(left(m, [[3, 0]])).toEqual([[3, 0]]);
  });

  it('1/512: game variables keep the largest and smallest tiles for the stat boxes', () => {
    const g = boardGame(byId('1.5'), [[E, [2, 0], [2, 0], E, E]]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[3, 0], E, E, E, E]);
    expect(g.state.gameVars).toEqual([3, 0]);
    g.move(3);
    expect(g.state.grid[0]).toEqual([E, E, E, [2, 0], [2, 0]]);
    expect(g.state.gameVars).toEqual([3, 0]);
  });

  it('Merge Overflow 256: two triples make the next power and two old ones, overflowing behind', () => {
    const m = byId('3.24');
    expect(left(m, [[0, 3], [0, 3], E, E])).toEqual([[1, 1], [0, 1], [0, 1], E]);
    expect(left(m, [[0, 3], [0, 3], [2, 1], E])).toEqual([[1, 1], [0, 1], [0, 1], E]);
    // No cell behind the pair: no merge.
    expect(
      left(m, [
        [0, 1],
        [0, 3],
        [0, 3],
      ]),
    ).toEqual([
      [0, 1],
      [0, 3],
      [0, 3],
    ]);
    expect(play(m, [[[1, 3], [1, 3], E, E]], [LEFT]).score).toBe(16);
  });
});
