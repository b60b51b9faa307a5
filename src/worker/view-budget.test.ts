// The view's step budget (VIEW_STEP_BUDGET): every display expression of one view draws on it, so
// display rules that each stay within their own budget cannot add up to seconds per view. Parts
// past it fall back to the neutral look, the failure is reported, and no fallback is cached.
import { describe, expect, it } from 'vitest';
import type { Value } from '../calc/values.ts';
import { calcEvaluator } from '../engine/index.ts';
import { Game } from '../engine/index.ts';
import type { ModeDefinition } from '../engine/index.ts';
import { TileDisplay } from './display.ts';
import { testClassicMode } from './test-codes.ts';
import { VIEW_STEP_BUDGET, ViewBuilder } from './view-model.ts';

/** `x`, after about 2·n steps (n additions of 0). */
const slow = (x: Value, n: number): Value => [x, '@repeat', n, '+', 0];

function builder(mode: ModeDefinition): { game: Game; display: TileDisplay; views: ViewBuilder } {
  const game = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
  expect(game.start().error).toBeUndefined();
  const display = new TileDisplay(game.core);
  return { game, display, views: new ViewBuilder({ modeId: 'test', modeName: 'Test', game, display }) };
}

const texts = (b: ReturnType<typeof builder>): string[] =>
  b.views.build(false, false).view.tiles.map((t) => t.text.map((r) => r.text).join(''));

describe('the view step budget', () => {
  it('stops a view whose display rules together pass it: the rest fall back, the failure is reported', () => {
    // 25 tiles whose text is their row, each after ~400,000 steps: ~10 M steps for the view.
    const n = 200_000;
    expect(25 * 2 * n).toBeGreaterThan(VIEW_STEP_BUDGET);
    const mode = testClassicMode('Slow display', {
      width: 5,
      height: 5,
      startingGrid: Array.from({ length: 5 }, () => Array.from({ length: 5 }, (): Value => [1])),
      tileTypes: [[true, slow('@v', n), '#eee', '#000']],
    });
    const b = builder(mode);
    const shown = texts(b);
    const drawn = shown.filter((t, i) => t === String(Math.floor(i / 5))).length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(25);
    expect(b.display.takeIssue()).toMatch(/step budget of 4000000 for the whole view exceeded/);
    expect(b.game.state.stepMeter).toBeNull();
  });

  it('caches no fallback: the next view draws the faces the last one could not', () => {
    // Four different tiles whose text depends only on the tile (cached per tile), ~1.6 M steps each.
    const mode = testClassicMode('Slow pure display', {
      width: 2,
      height: 2,
      startingGrid: [
        [[1], [2]],
        [[3], [4]],
      ],
      tileTypes: [[true, slow('@This 0', 800_000), '#eee', '#000']],
    });
    const b = builder(mode);
    expect(b.display.caching).toBe(true);
    expect(texts(b)).not.toEqual(['1', '2', '3', '4']);
    expect(texts(b)).toEqual(['1', '2', '3', '4']);
  });
});
