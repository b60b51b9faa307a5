// The engine bench's yardstick (bench/_anchor-2048.ts) must play real 2048, or its figure says
// nothing about the host.
import { describe, expect, it } from 'vitest';
import { AnchorPlayer } from '../bench/_anchor-2048.ts';

function boardOf(p: AnchorPlayer, rows: number[][]): void {
  p.board.set(rows.flat());
  p.score = 0;
}

describe('the hand-written anchor 2048', () => {
  it('slides and merges each line once per tile, towards the move', () => {
    const p = new AnchorPlayer(7);
    boardOf(p, [
      [1, 1, 1, 1],
      [2, 0, 2, 3],
      [0, 0, 0, 0],
      [1, 2, 1, 2],
    ]);
    expect(p.slide(3)).toBe(true);
    expect([...p.board]).toEqual([2, 2, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 1, 2, 1, 2]);
    expect(p.score).toBe(4 + 4 + 8);
    expect(p.slide(1)).toBe(true);
    expect([...p.board]).toEqual([0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0, 1, 2, 1, 2]);
    expect(p.slide(0)).toBe(true);
    expect([...p.board]).toEqual([1, 2, 1, 3, 0, 0, 0, 4, 0, 0, 0, 2, 0, 0, 0, 0]);
    boardOf(p, [
      [1, 2, 1, 2],
      [2, 1, 2, 1],
      [1, 2, 1, 2],
      [2, 1, 2, 1],
    ]);
    for (let d = 0; d < 4; d++) expect(p.slide(d)).toBe(false);
  });

  it('plays on through full boards and new games', () => {
    const p = new AnchorPlayer(1);
    expect(p.play(20000)).toBe(20000);
    const tiles = [...p.board].filter((x) => x > 0);
    expect(tiles.length).toBeGreaterThan(0);
    expect(Math.max(...tiles)).toBeLessThan(18);
  });
});
