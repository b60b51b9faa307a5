import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { decodeCorpusValue } from '../../../src/formats/index.ts';
import { E, LEFT, displayedText, playOn, recorded, replayWithPlugin } from '../page2/test-kit.ts';
import { DOUBLE, mode839808 } from './doubling-839808.ts';

describe('839,808', () => {
  it('a ×2 doubles a number tile in either order, without score', () => {
    const g = playOn(mode839808, [
      [[1, 1], DOUBLE, E],
      [DOUBLE, [0, 2], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[2, 1], E, E],
      [[1, 2], E, E],
    ]);
    expect(r.scoreDelta).toBe(0);
  });
  it('x + 2x = 3x in either order, scoring the power of 3', () => {
    const g = playOn(mode839808, [
      [[1, 1], [2, 1], E],
      [[1, 0], [0, 0], E],
    ]);
    const r = g.move(LEFT);
    // 6 + 12 = 18 (scores 9); 2 + 1 = 3 (scores 3).
    expect(g.state.grid).toEqual([
      [[1, 2], E, E],
      [[0, 1], E, E],
    ]);
    expect(r.scoreDelta).toBe(9 + 3);
  });
  it('two equal tiles do not merge; two ×2 tiles become one', () => {
    const g = playOn(mode839808, [
      [[1, 0], [1, 0], E],
      [DOUBLE, DOUBLE, E],
    ]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[1, 0], [1, 0], E],
      [DOUBLE, E, E],
    ]);
  });
  it('shows the products and the ×2 sign', () => {
    const g = playOn(mode839808, [[E]]);
    expect([[0, 0], [2, 1], [7, 8], DOUBLE].map((t) => displayedText(g, t))).toEqual(['1', '12', '839,808', '×2']);
  });
  const file = recorded('37.71');
  it.skipIf(!file)('shows the texts the original showed', () => {
    const g = playOn(mode839808, [[E]]);
    for (const [json, text] of Object.entries(file!.tileTexts ?? {}))
      expect(displayedText(g, decodeCorpusValue(JSON.parse(json)) as Value), json).toBe(text);
  });
  it.skipIf(!file)('replays the recorded games', () => {
    const reports = replayWithPlugin(mode839808, file!);
    for (const r of reports) expect(r.passed, `seed ${r.seed}: ${JSON.stringify(r.mismatch ?? r.error)}`).toBe(true);
    expect(reports.length).toBe(file!.games.length);
  });
});
