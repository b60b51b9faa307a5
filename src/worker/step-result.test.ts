import { describe, expect, it } from 'vitest';
import { stepFromJump, summarizeEvents } from './step-result.ts';

describe('summarizeEvents', () => {
  it('folds steps into final positions, merges into their sources, spawns and vanishings', () => {
    const s = summarizeEvents([
      { type: 'slide', id: 1, from: [0, 3], to: [0, 2] },
      { type: 'slide', id: 1, from: [0, 2], to: [0, 1] },
      { type: 'slide', id: 2, from: [0, 2], to: [0, 1] },
      {
        type: 'merge',
        rule: 0,
        zero: false,
        consumed: [
          { id: 3, at: [0, 0] },
          { id: 1, at: [0, 1] },
        ],
        results: [{ id: 7, at: [0, 0], tile: [2] }],
      },
      { type: 'spawn', id: 8, at: [3, 3], tile: [1], forced: false },
      { type: 'vanish', id: 5, at: [2, 2] },
      { type: 'change', id: 9, at: [2, 2], value: [4] },
    ]);
    expect(s.slides).toEqual([
      { id: 1, to: [0, 0] },
      { id: 2, to: [0, 1] },
      { id: 3, to: [0, 0] },
    ]);
    expect(s.merges).toEqual([{ id: 7, from: [3, 1] }]);
    expect(s.spawned).toEqual([8, 9]);
    expect(s.vanished).toEqual([5]);
  });

  it('a jump shows new ids appearing and old ones vanishing', () => {
    const r = stepFromJump('undo', new Set([1, 2, 3]), new Set([2, 3, 4]), -8);
    expect(r).toMatchObject({ kind: 'undo', moved: true, spawned: [4], vanished: [1], scoreDelta: -8 });
  });
});
