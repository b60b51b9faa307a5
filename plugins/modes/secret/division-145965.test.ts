import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { decodeCorpusValue } from '../../../src/formats/index.ts';
import { E, LEFT, RIGHT, displayedText, playOn, recorded, replayWithPlugin } from '../page2/test-kit.ts';
import { DIVIDE, mode145965 } from './division-145965.ts';

describe('145.965', () => {
  it('a tile and its half add up, in either order', () => {
    const g = playOn(mode145965, [
      [[0, 2], [0, 1], E],
      [[1, 1], [1, 2], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[1, 2], E, E],
      [[2, 2], E, E],
    ]);
    // Scores 3^e·m of the larger input: 2 and 6.
    expect(r.scoreDelta).toBe(2 + 6);
  });
  it('"x ÷ y" divides doubles and halves of powers of 1.5, and anything by or into a 1 (back tile by front tile)', () => {
    const g = playOn(mode145965, [
      [[1, 2], DIVIDE, [0, 2]],
      [[0, 2], DIVIDE, [0, 0.5]],
      [[0, 1], DIVIDE, [1, 1]],
    ]);
    // Moving right, the left tile is at the back: 3 ÷ 2, 2 ÷ 0.5, 1 ÷ 1.5.
    const r = g.move(RIGHT);
    expect(g.state.grid).toEqual([
      [E, E, [1, 1]],
      [E, E, [0, 4]],
      [E, E, [-1, 1]],
    ]);
    expect(r.scoreDelta).toBe(0);
  });
  it('does not divide two plain powers of 1.5; ÷ at the end of the line does nothing', () => {
    const g = playOn(mode145965, [
      [[1, 1], DIVIDE, [2, 1]],
      [DIVIDE, [0, 2], [1, 2]],
    ]);
    expect(g.move(LEFT).moved).toBe(false);
  });
  it('with the ÷ anywhere, "÷ x y" divides too', () => {
    const g = playOn(mode145965, [[DIVIDE, [1, 2], [0, 2]]], { divideInMiddle: false });
    g.move(LEFT);
    // 2 (at the back) ÷ 3.
    expect(g.state.grid).toEqual([[[-1, 1], E, E]]);
  });
  it('two ÷ tiles become one', () => {
    const g = playOn(mode145965, [[DIVIDE, DIVIDE, E]]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([[DIVIDE, E, E]]);
  });
  const file = recorded('71.37');
  it.skipIf(!file)('shows the texts the original showed', () => {
    const g = playOn(mode145965, [[E]]);
    for (const [json, text] of Object.entries(file!.tileTexts ?? {}))
      expect(displayedText(g, decodeCorpusValue(JSON.parse(json)) as Value), json).toBe(text);
  });
  it.skipIf(!file)('replays the recorded games', () => {
    const reports = replayWithPlugin(mode145965, file!);
    for (const r of reports) expect(r.passed, `seed ${r.seed}: ${JSON.stringify(r.mismatch ?? r.error)}`).toBe(true);
    expect(reports.length).toBe(file!.games.length);
  });
});
