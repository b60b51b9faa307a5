// Finding 10 of issue 24: each undo position within the state budget, but 100 distinct positions
// posted (and written) on every move. The save of a move stays bounded whatever the mode stores.
import { describe, expect, it } from 'vitest';
import { PluginRegistry } from '../plugins/registry.ts';
import type { SavedPositions } from './game-save.ts';
import { RealEngine } from './real-engine.ts';
import { boundHistory, SAVED_HISTORY_CHARS, savedChars } from './saved-history-budget.ts';
import { modeCode, testClassicMode } from './test-codes.ts';

const positionsOf = (saved: { data: unknown }): SavedPositions => (saved.data as { game: SavedPositions }).game;
const chars = (saved: { data: unknown }): number => savedChars(positionsOf(saved));

describe('the undo history a save carries', () => {
  it('keeps the nearest steps within the budget, and the current position whole', () => {
    const big = (n: number): string => String(n).padEnd(1000, '.');
    const pool = Array.from({ length: 12 }, (_, i) => big(i));
    const saved: SavedPositions = {
      fields: ['a', 'b'],
      pool,
      current: [0, 1],
      history: [
        [2, 1],
        [3, 1],
        [4, 1],
        [5, 1],
      ],
      future: [
        [6, 1],
        [7, 1],
      ],
    };
    const b = boundHistory(saved, 3000);
    // Three new texts fit: the nearest undo (5), the nearest redo (7), the next undo (4).
    expect(b.history.map((s) => s.map((i) => b.pool[i]!.slice(0, 2)))).toEqual([
      ['4.', '1.'],
      ['5.', '1.'],
    ]);
    expect(b.future.map((s) => b.pool[s[0]!]!.slice(0, 2))).toEqual(['7.']);
    expect(b.current.map((i) => b.pool[i])).toEqual([pool[0], pool[1]]);
    expect(savedChars(b)).toBe(5000);
    expect(boundHistory(saved, 1e9)).toBe(saved);
  });

  it('a mode whose every position holds a large distinct text posts a bounded save per move', () => {
    // One 30,000-character game variable, and a value added each turn: every position's variables differ.
    const mode = testClassicMode('Heavy', {
      startGameVars: ['x'.repeat(30_000)],
      scripts: [[[0, '@add_gvar', ['@Literal', 1]], 'EndTurn']],
    });
    const engine = new RealEngine(new PluginRegistry());
    const game = engine.newGame({ source: { kind: 'code', code: modeCode(mode) }, seed: 1 });
    let total = 0;
    let moves = 0;
    let largest = 0;
    for (let i = 0; moves < 60 && i < 400; i++) {
      if (!game.move(i % 4).moved) continue;
      moves++;
      const saved = game.save();
      total += chars(saved);
      largest = Math.max(largest, chars(saved));
    }
    expect(moves).toBe(60);
    const current = positionsOf(game.save()).current.reduce((n, i) => n + positionsOf(game.save()).pool[i]!.length, 0);
    expect(current).toBeGreaterThan(30_000);
    // Each save: the current position and at most the budget of history (the texts posted).
    expect(largest).toBeLessThan(current + SAVED_HISTORY_CHARS);
    expect(total).toBeLessThan(60 * (current + SAVED_HISTORY_CHARS));
    // Without the bound this is about 100 positions × 30,000 characters per save.
    expect(largest).toBeLessThan(1_000_000);
    // What a save keeps can be undone after a reload.
    const back = engine.restore(game.save());
    const kept = positionsOf(game.save()).history.length;
    expect(kept).toBeGreaterThan(3);
    for (let i = 0; i < kept; i++) expect(back.undo().kind).toBe('undo');
  });
});
