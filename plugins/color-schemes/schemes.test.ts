// The special colour schemes as plugins: every text colour and glow the original chose for the
// recorded cases of the schemes we draw, the shape of the pictures, and a board whose display rule
// names a scheme carrying its picture in the view model. The pictures themselves are judged in a
// browser (tests/browser/color-schemes.browser.test.ts, scripts/compare-tiles.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/calc/values.ts';
import { calcEvaluator } from '../../src/engine/index.ts';
import { Game } from '../../src/engine/index.ts';
import { decodeCorpusValue } from '../../src/formats/corpus-codec.ts';
import { boxCount } from '../../src/plugins/picture.ts';
import { PluginRegistry } from '../../src/plugins/registry.ts';
import { TileDisplay } from '../../src/worker/display.ts';
import { testClassicMode } from '../../src/worker/test-codes.ts';
import { ViewBuilder } from '../../src/worker/view-model.ts';
import { normalCss } from '../../scripts/compare-tiles.ts';
import { registerBuiltins } from '../index.ts';
import { COLOR_SCHEMES } from './index.ts';

const DIR = '../shared/conformance/color-schemes';

interface Case {
  readonly id: string;
  readonly scheme: string;
  readonly input: readonly unknown[];
  readonly hex: boolean;
  readonly text: { readonly color: string; readonly shadow: string };
}

const cases = (JSON.parse(readFileSync(`${DIR}/cases.json`, 'utf8')) as { cases: Case[] }).cases;
const registry = registerBuiltins(new PluginRegistry());
const drawn = new Set(COLOR_SCHEMES.flatMap((p) => p.schemeNames ?? []));

describe('special colour scheme plugins', () => {
  it('are registered under the names display rules use', () => {
    for (const name of drawn) expect(registry.scheme(name)?.picture, name).toBeTypeOf('function');
    expect(registry.scheme('no such scheme')).toBeUndefined();
    expect(drawn.size).toBeGreaterThanOrEqual(11);
  });

  it('choose the text colour and glow the original chose, for every recorded case of the schemes drawn', () => {
    const mine = cases.filter((c) => drawn.has(c.scheme));
    expect(mine.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    for (const c of mine) {
      const p = registry.scheme(c.scheme)!.picture!(c.scheme, c.input.map(decodeCorpusValue), { hex: c.hex });
      if (normalCss(p.textColor) !== normalCss(c.text.color) || normalCss(p.textShadow) !== normalCss(c.text.shadow))
        wrong.push(`${c.id}: ${p.textColor} / ${p.textShadow}, want ${c.text.color} / ${c.text.shadow}`);
    }
    expect(wrong).toEqual([]);
  });

  it('draw bounded, plain-data pictures, clipped to the hexagon on hexagonal grids', () => {
    for (const name of drawn) {
      const plugin = registry.scheme(name)!;
      for (const v of [0n, 1n, -1n, 2n, 1009n, 10n ** 60n + 7n, -(2n ** 200n)] as Value[]) {
        for (const hex of [false, true]) {
          const p = plugin.picture!(name, [v], { hex });
          expect(JSON.parse(JSON.stringify(p))).toEqual(p);
          expect(boxCount(p.box)).toBeLessThan(4000);
          expect(p.box.hex === true).toBe(hex);
        }
      }
    }
  });

  it('2379 reads composite progressions of drawable terms (403 = 4 + 38 + 361), positive terms only', () => {
    const strips = (name: string, v: bigint): number =>
      (registry.scheme(name)!.picture!(name, [v], { hex: false }).box.children ?? []).length / 2;
    expect(strips('2379', 403n)).toBe(1);
    const halves = registry.scheme('2379')!.picture!('2379', [403n], { hex: false }).box.children!;
    // The left half is 38 = 2 · 19 (3307's colour of one 2, with a strip of 19), the right 361 = 19².
    expect(halves[0]!.color).toBe('rgb(51, 26, 0)');
    expect(halves[0]!.children).toHaveLength(2);
    expect(halves[1]!.children).toHaveLength(4);
    // 361 = 16² − 16·21 + 21² needs a negative term: two strips of 19, as 3307 draws it; 3307 keeps 403 = 13 · 31.
    expect(strips('2379', 361n)).toBe(2);
    expect(strips('3307', 403n)).toBe(2);
  });

  it('1845 mirrors its top band of factor strips at the bottom with a flip, not a reordering', () => {
    const kids = registry.scheme('1845')!.picture!('1845', [3n * 5n * 5n * 11n], { hex: false }).box.children!;
    const [top, bottom] = [kids[0]!, kids[1]!];
    expect(top.flipY).toBeUndefined();
    expect(bottom.flipY).toBe(true);
    expect(bottom.y).toBe(0.75);
    expect(bottom.children!.map((c) => c.y)).toEqual(top.children!.map((c) => c.y));
    expect(bottom.children!.map((c) => c.image)).toEqual(top.children!.map((c) => c.image));
  });

  it('reach the view model: a tile whose display rule names a scheme carries its picture and text colour', () => {
    const mode = testClassicMode('Scheme board', {
      width: 2,
      height: 1,
      startingGrid: [[[12], [7]]],
      tileTypes: [[true, '@This 0', '@ColorScheme', '180', ['@This 0']]],
    });
    const game = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
    expect(game.start().error).toBeUndefined();
    const display = new TileDisplay(game.core, null, (name) => registry.scheme(name));
    const view = new ViewBuilder({ modeId: 'test', modeName: 'Test', game, display }).build(false, false).view;
    const twelve = view.tiles.find((t) => t.text.map((r) => r.text).join('') === '12');
    expect(twelve?.picture?.key).toMatch(/^180\|.*12.*\|s$/);
    // 12 = 2²·3: the triad colour of (2, 1, 0) is hue 40° at full saturation and value.
    expect(twelve?.picture?.picture.box.color).toBe('rgb(255, 170, 0)');
    expect(twelve?.background).toBe('rgb(255, 170, 0)');
    expect(twelve?.color).toBe('rgb(255, 255, 255)');
    const seven = view.tiles.find((t) => t.text.map((r) => r.text).join('') === '7');
    expect(seven?.picture?.picture.box.children?.length).toBe(1);
  });
});
