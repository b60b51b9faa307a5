// Display rules' addons (engine.md §9.3) and scheme-drawn stat boxes (§10): PrimeImage overlays
// join the tile's picture (over its background or its scheme's picture), Innerscript texts reach
// the view with their place, size and colour, and a Tile stat box naming a scheme carries its picture.
import { describe, expect, it } from 'vitest';
import { calcEvaluator, Game } from '../engine/index.ts';
import type { ModeDefinition } from '../engine/index.ts';
import { registerBuiltins } from '../../plugins/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { TileDisplay } from './display.ts';
import { testClassicMode } from './test-codes.ts';
import { ViewBuilder } from './view-model.ts';

const registry = registerBuiltins(new PluginRegistry());

function viewOf(overrides: Partial<ModeDefinition>) {
  const mode = testClassicMode('Addons', { width: 2, height: 1, startingGrid: [[[12], [7]]], ...overrides });
  const game = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
  expect(game.start().error).toBeUndefined();
  const display = new TileDisplay(game.core, null, (name) => registry.scheme(name));
  const view = new ViewBuilder({ modeId: 'test', modeName: 'Test', game, display }).build(false, false).view;
  return { view, display };
}

const tileOf = (view: ReturnType<typeof viewOf>['view'], text: string) =>
  view.tiles.find((t) => t.text.map((r) => r.text).join('') === text)!;

describe('display rule addons', () => {
  it('PrimeImage overlays are boxes over the background, placed by their percentages and masked', () => {
    const { view, display } = viewOf({
      tileTypes: [
        [
          true,
          '@This 0',
          '#123456',
          '#ffffff',
          '',
          0,
          0,
          ['PrimeImage', '#ff0000', 'linear-gradient(black, transparent)', 50, 25, 10, 20],
          ['PrimeImage', '#00ff00'],
          // Ratio-Fill's stripes: mask "none" is no mask.
          ['PrimeImage', '#0000ff', 'none', 50, 12, 50, 88],
        ],
      ],
    });
    const t = tileOf(view, '12');
    expect(t.background).toBe('#123456');
    const box = t.picture!.picture.box;
    expect(box.color).toBe('#123456');
    expect(box.children).toEqual([
      { color: '#ff0000', x: 0.1, y: 0.2, w: 0.5, h: 0.25, mask: 'linear-gradient(black, transparent)' },
      { color: '#00ff00', x: 0, y: 0, w: 1, h: 1 },
      { color: '#0000ff', x: 0.5, y: 0.88, w: 0.5, h: 0.12 },
    ]);
    expect(t.picture!.picture.textColor).toBe('#ffffff');
    expect(display.failures).toBe(0);
  });

  it('a PrimeImage may hold a special scheme picture, laid over the tile’s own scheme picture', () => {
    const { view } = viewOf({
      tileTypes: [
        [
          true,
          '@This 0',
          '@ColorScheme',
          '180',
          ['@This 0'],
          0,
          0,
          ['PrimeImage', ['@ColorScheme', '1321', 3], '', 50],
        ],
      ],
    });
    const t = tileOf(view, '12');
    const box = t.picture!.picture.box;
    // The tile stays 180's picture of 12 (hue 40°), with 1321's picture of 3 over its left half.
    expect(box.color).toBe('rgb(255, 170, 0)');
    const over = box.children!.at(-1)!;
    expect(over).toMatchObject({ x: 0, y: 0, w: 0.5, h: 1 });
    expect(over.color).toBe(registry.scheme('1321')!.picture!('1321', [3n], { hex: false }).box.color);
    // Equal tiles share a picture key; the overlay is part of it.
    expect(t.picture!.key).toContain('180|');
    expect(t.picture!.key).toContain('+');
  });

  it('ExtraEntriesList adds the addons its CalcArray returns', () => {
    const { view, display } = viewOf({
      tileTypes: [
        [
          true,
          '@This 0',
          '#000000',
          '#ffffff',
          '',
          0,
          0,
          ['ExtraEntriesList', '@Literal', ['PrimeImage', '#ff0000', '', 100, 50]],
        ],
      ],
    });
    expect(tileOf(view, '12').picture!.picture.box.children).toEqual([{ color: '#ff0000', x: 0, y: 0, w: 1, h: 0.5 }]);
    expect(display.failures).toBe(0);
  });

  it('Innerscript texts carry their position, size and colour; hidden-number modes drop them', () => {
    const rule = [
      true,
      '@This 0',
      '#000000',
      '#ffffff',
      '',
      0,
      0,
      ['Innerscript', '@This 0', 'bottom-right', 3, 0, '#ff00ff'],
      ['Innerscript', 'a × b', 'top', 0, 0],
    ];
    const { view } = viewOf({ tileTypes: [rule] });
    const t = tileOf(view, '7');
    expect(t.inner).toEqual([
      {
        text: [expect.objectContaining({ text: '7' })],
        vert: 'bottom',
        horiz: 'right',
        size: { min: 3, max: null },
        color: '#ff00ff',
        shadow: null,
      },
      {
        text: [expect.objectContaining({ text: 'a × b' })],
        vert: 'top',
        horiz: 'center',
        size: { min: null, max: null },
        shadow: null,
      },
    ]);
    expect(t.picture).toBeUndefined();
    const hidden = viewOf({ tileTypes: [rule], hiddenTileText: true }).view;
    expect(hidden.tiles.every((x) => x.inner === undefined)).toBe(true);
  });

  it('a Tile stat box naming a special scheme draws the tile with that scheme', () => {
    const { view } = viewOf({
      tileTypes: [[true, '@This 0', '#000000', '#ffffff']],
      statBoxes: [
        ['Current Goal', [[12]], false, false, 'Tile', '180'],
        ['Self', [[12]], false, false, 'Tile', 'Self'],
      ],
    });
    const [goal, self] = view.statBoxes;
    expect(goal!.tiles![0]!.picture!.picture.box.color).toBe('rgb(255, 170, 0)');
    expect(goal!.tiles![0]!.color).toBe('rgb(255, 255, 255)');
    expect(goal!.value).toBe('12');
    expect(self!.tiles![0]!.picture).toBeUndefined();
    expect(self!.tiles![0]!.background).toBe('#000000');
  });
});
