import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import {
  modePartialAbsorb243,
  modePartialAbsorb257,
  modePartialAbsorb270,
  modePartialAbsorb361,
  modePartialAbsorb377,
} from './partial-absorb.ts';

describe('Partial Absorb 243', () => {
  it('equal powers of 3 double; two equal doubles leave the next power and the power', () => {
    const g = playOn(modePartialAbsorb243, [
      [[0, 1], [0, 1], E],
      [[0, 2], [0, 2], E],
      [[1, 2], [1, 2], E],
      [[0, 1], [1, 1], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[0, 2], E, E],
      [[1, 1], [0, 1], E],
      [[2, 1], [1, 1], E],
      [[0, 1], [1, 1], E],
    ]);
    expect(r.scoreDelta).toBe(2 + 3 + 9);
  });
  it('shows 1, 2, 3, 6, 243', () => {
    const g = playOn(modePartialAbsorb243, [[E]]);
    expect(
      [
        [0, 1],
        [0, 2],
        [1, 1],
        [1, 2],
        [5, 1],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['1', '2', '3', '6', '243']);
  });
});

describe('Partial Absorb 377', () => {
  it('three 1s make a 3; three equal tiles make the terms two up and two down; pairs never merge', () => {
    const g = playOn(modePartialAbsorb377, [
      [[0], [0], [0], E],
      [[2], [2], [2], E],
      [[4], [4], E, E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[2], E, E, E],
      [[4], [0], E, E],
      [[4], [4], E, E],
    ]);
    expect(r.scoreDelta).toBe(3 + 9);
  });
  it('shows Fibonacci numbers up to 377', () => {
    const g = playOn(modePartialAbsorb377, [[E]]);
    expect([[0], [1], [2], [3], [4], [12]].map((t) => displayedText(g, t))).toEqual(['1', '2', '3', '5', '8', '377']);
  });
});

describe('Partial Absorb 257', () => {
  it('two 1s make a 2; two equal larger tiles make the next one and a leftover 1', () => {
    const g = playOn(modePartialAbsorb257, [
      [[-1], [-1], E],
      [[1], [1], E],
      [[-1], [0], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[0], E, E],
      [[2], [-1], E],
      [[-1], [0], E],
    ]);
    // 1 + 1 scores 2; 3 + 3 = 5 + 1 scores 5 − 2.
    expect(r.scoreDelta).toBe(2 + 3);
  });
  it('shows 1, 2, 3, 5, 257', () => {
    const g = playOn(modePartialAbsorb257, [[E]]);
    expect([[-1], [0], [1], [2], [8]].map((t) => displayedText(g, t))).toEqual(['1', '2', '3', '5', '257']);
  });
});

describe('Partial Absorb 270', () => {
  it('equal tiles double twice, then split into 5x/4 and 3x/4', () => {
    const g = playOn(modePartialAbsorb270, [
      [[0, 0, 1], [0, 0, 1], E],
      [[0, 0, 2], [0, 0, 2], E],
      [[0, 0, 1], [1, 0, 0], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[0, 0, 2], E, E],
      [[0, 1, 0], [1, 0, 0], E],
      [[0, 0, 1], [1, 0, 0], E],
    ]);
    expect(r.scoreDelta).toBe(4 + 8);
  });
  it('shows 3^a × 5^b × 2^c, and 270 wins', () => {
    const g = playOn(modePartialAbsorb270, [[E]]);
    expect(
      [
        [0, 0, 0],
        [0, 0, 2],
        [0, 1, 0],
        [1, 1, 1],
        [3, 1, 1],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['1', '4', '5', '30', '270']);
    expect(modePartialAbsorb270.build({}).winConditions).toEqual([[3, 1, 1]]);
  });
});

describe('Partial Absorb 361', () => {
  it('1 + 1 = 2, 2 + 2 = 4, 4 + 1 + 4 = 9, and a 4 moves two neighbouring squares apart', () => {
    const g = playOn(modePartialAbsorb361, [
      [[1], [1], E],
      [[1.5], [1.5], E],
      [[2], [1], [2]],
      [[2], [3], [2]],
      [[4], [2], [3]],
      [[3], [3], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid).toEqual([
      [[1.5], E, E],
      [[2], E, E],
      [[3], E, E],
      [[4], [1], E],
      [[5], [2], E],
      [[3], [3], E],
    ]);
    expect(r.scoreDelta).toBe(2 + 4 + 9 + 16 + 25);
  });
  it('shows the 2 as 2', () => {
    const g = playOn(modePartialAbsorb361, [[E]]);
    expect([[1], [1.5], [2], [19]].map((t) => displayedText(g, t))).toEqual(['1', '2', '4', '361']);
  });
});

describe('tile texts past 10,000 (the original writes its table out, computes past it)', () => {
  it('377, 257 and 243 show their table numbers as written, larger ones abbreviated', () => {
    const g377 = playOn(modePartialAbsorb377, [[E]]);
    expect([[20], [21], [22]].map((t) => displayedText(g377, t))).toEqual(['17711', '28657', '46,368']);
    const g257 = playOn(modePartialAbsorb257, [[E]]);
    expect([[14], [19], [20]].map((t) => displayedText(g257, t))).toEqual(['16385', '524289', '1,048,577']);
    expect(displayedText(playOn(modePartialAbsorb257, [[E]], { minusOne: true }), [14])).toBe('16383');
    const g243 = playOn(modePartialAbsorb243, [[E]]);
    expect(displayedText(g243, [10, 1])).toBe('59049');
  });
});
