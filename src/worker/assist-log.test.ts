import { describe, expect, it } from 'vitest';
import { AssistLog, ranges } from './assist-log.ts';

describe('assist log', () => {
  it('says which moves were helped, and round-trips through a save', () => {
    const log = new AssistLog();
    expect(log.touched).toBe(false);
    expect(log.note()).toBeNull();
    log.hintShown();
    log.moved(3, 'hint');
    for (let m = 5; m <= 9; m++) log.moved(m, 'auto');
    log.moved(12, 'auto');
    expect(log.view()).toEqual({ hints: 1, hintedMoves: 1, autoMoves: 6 });
    expect(log.note()).toBe('Assisted: 1 hint shown; move 3 in a hinted direction; moves 5–9, 12 by autoplay.');
    const back = new AssistLog();
    back.load(JSON.parse(JSON.stringify(log.save())));
    expect(back.note()).toBe(log.note());
  });

  it('drops malformed marks instead of failing the save', () => {
    const log = new AssistLog();
    log.load({ hints: -1, moves: [[1, 'auto'], 'x', [2, 'cheat'], [3]] });
    expect(log.view()).toEqual({ hints: 0, hintedMoves: 0, autoMoves: 1 });
    log.load(null);
    expect(log.view()).toEqual({ hints: 0, hintedMoves: 0, autoMoves: 1 });
  });

  it('writes runs of move numbers', () => {
    expect(ranges([4, 1, 2, 3, 7, 9, 10])).toBe('1–4, 7, 9–10');
  });
});
