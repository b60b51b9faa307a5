import { describe, expect, it } from 'vitest';
import type { BoardView, LookaheadView, MoveResultView } from '../worker/protocol.ts';
import { Lookaheads } from './lookahead.ts';

const board = (): BoardView => ({ modeId: 'm' }) as unknown as BoardView;
const result = (direction: number): MoveResultView => ({
  kind: 'move',
  moved: true,
  direction,
  slides: [],
  merges: [],
  spawned: [],
  vanished: [],
  scoreDelta: 0,
  announcements: [],
});

/** A worker stand-in: records what was asked and answers when told. */
function stub() {
  const asked: number[][] = [];
  const answers: ((v: LookaheadView) => void)[] = [];
  const fails: ((e: Error) => void)[] = [];
  const looks = new Lookaheads((dirs) => {
    asked.push([...dirs]);
    return new Promise<LookaheadView>((res, rej) => {
      answers.push(res);
      fails.push(rej);
    });
  });
  const answer = (i: number, version: number, dirs: readonly number[]) =>
    answers[i]!({ version, moves: dirs.map((d) => ({ direction: d, view: board(), result: result(d) })) });
  return { looks, asked, answer, fail: (i: number) => fails[i]!(new Error('x')) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('Lookaheads (page side)', () => {
  it('hands over the answered move for the chosen direction on the same board, once', async () => {
    const { looks, asked, answer } = stub();
    const v = board();
    looks.want(v, [3, 1]);
    looks.want(v, [1, 3]); // the same pair on the same board is not asked again
    expect(asked).toEqual([[3, 1]]);
    answer(0, 7, [3, 1]);
    await settle();
    const got = looks.take(v, 1);
    expect(got?.version).toBe(7);
    expect(got?.move.direction).toBe(1);
    expect(looks.take(v, 1)).toBeNull();
  });

  it('gives nothing before the answer, for another board, or for a direction not worked out', async () => {
    const { looks, answer } = stub();
    const v = board();
    looks.want(v, [0, 2]);
    expect(looks.take(v, 0)).toBeNull(); // not answered yet (and now dropped)
    answer(0, 1, [0, 2]);
    await settle();
    expect(looks.take(v, 0)).toBeNull();
    looks.want(v, [0, 2]);
    answer(1, 2, [0, 2]);
    await settle();
    expect(looks.take(board(), 0)).toBeNull();
    looks.want(v, [0, 2]);
    answer(2, 3, [0, 2]);
    await settle();
    expect(looks.take(v, 3)).toBeNull();
  });

  it('keeps only the latest pair, and drops it at the lift', async () => {
    const { looks, asked, answer } = stub();
    const v = board();
    looks.want(v, [0, 2]);
    looks.want(v, [0, 3]);
    expect(asked).toEqual([
      [0, 2],
      [0, 3],
    ]);
    answer(0, 1, [0, 2]); // the older answer arrives late: ignored
    await settle();
    expect(looks.take(v, 2)).toBeNull();
    looks.want(v, [0, 3]);
    answer(2, 1, [0, 3]);
    await settle();
    looks.drop();
    expect(looks.pending).toBe(false);
    expect(looks.take(v, 3)).toBeNull();
  });

  it('forgets a look the worker could not make', async () => {
    const { looks, fail } = stub();
    const v = board();
    looks.want(v, [0, 2]);
    fail(0);
    await settle();
    expect(looks.pending).toBe(false);
  });
});
