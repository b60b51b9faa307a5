import { describe, expect, it } from 'vitest';
import { Game, calcEvaluator, defaultMode, type ModeDefinition } from '../engine/index.ts';
import { displayChecker } from './display-compare.ts';

/** A 1 × 2 board holding the tiles [1] and [2], drawn by `tileTypes`. */
function gameWith(tileTypes: ModeDefinition['tileTypes']): Game {
  const mode = defaultMode({
    width: 2,
    height: 1,
    tileTypes,
    startingGrid: [[[1], [2]]],
    startTileAmount: 0,
    randomTileAmount: 0,
  });
  const g = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
  g.start();
  return g;
}

const rules = (background: string, text = '@This 0'): ModeDefinition['tileTypes'] => [
  [[1], text, background, '#000000'],
  [true, text, '#00ff00', '#000000'],
];

describe('display comparison with the recorded display rules', () => {
  it('accepts the same looks, whatever the colour spelling', () => {
    const g = gameWith(rules('#ff0000'));
    expect(displayChecker(defaultMode({ tileTypes: rules('rgb(255, 0, 0)') }))(g)).toBeNull();
  });
  it('reports the first tile whose background differs', () => {
    const d = displayChecker(defaultMode({ tileTypes: rules('#0000ff') }))(gameWith(rules('#ff0000')));
    expect(d?.field).toBe('display background of [1] at 0,0');
  });
  it('compares the text with what the original displayed when it was recorded', () => {
    const g = gameWith(rules('#ff0000'));
    const recorded = defaultMode({ tileTypes: rules('#ff0000') });
    expect(displayChecker(recorded, { '[1]': '1', '[2]': ['two', '2'] })(g)).toBeNull();
    expect(displayChecker(recorded, { '[2]': 'two' })(g)).toEqual({
      field: 'display text of [2]',
      expected: 'two',
      actual: '2',
    });
  });
  it('compares the text only when asked to', () => {
    const d = displayChecker(defaultMode({ tileTypes: rules('#0000ff', "'x'") }), {}, true)(gameWith(rules('#ff0000')));
    expect(d?.field).toBe('display text of [1] at 0,0');
  });
  it('holds an unrecorded tile to the recorded text, unless a special colour scheme draws it', () => {
    const scheme = (text: string | number): ModeDefinition['tileTypes'] => [
      [true, text, '@ColorScheme', 'Some Scheme', []],
    ];
    const ours = gameWith(scheme('@This 0'));
    expect(displayChecker(defaultMode({ tileTypes: scheme(0) }))(ours)).toBeNull();
    const plain = displayChecker(defaultMode({ tileTypes: [[true, 0, '#00ff00', '#000000']] }))(
      gameWith([[true, '@This 0', '#00ff00', '#000000']]),
    );
    expect(plain?.field).toBe('display text of [1] at 0,0');
  });
});
