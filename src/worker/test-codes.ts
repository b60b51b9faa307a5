// Save codes for tests (unit and browser): modes written as definitions and exported with the
// formats' own exporter, and Game codes of crafted positions, so tests need no recorded data.
import type { Value } from '../calc/values.ts';
import { calcEvaluator } from '../engine/index.ts';
import { Game } from '../engine/index.ts';
import { defaultMode, orthogonalDirections, type ModeDefinition } from '../engine/index.ts';
import { rawGameFromGame, rawModeFromMode } from '../engine/index.ts';
import { exportGameCode, exportModeCode } from '../formats/index.ts';

/** Solid backgrounds of 2, 4 … 2048 in the test modes (tile [k] is 2^k). */
export const TEST_COLOURS = [
  '#eee4da',
  '#ede0c8',
  '#f2b179',
  '#f59563',
  '#f67c5f',
  '#f65e3b',
  '#edcf72',
  '#edcc61',
  '#edc850',
  '#edc53f',
  '#edc22e',
];
/** Tiles past 2048 get this gradient (a renderer path of its own). */
export const TEST_GRADIENT: Value = ['@linear-gradient', 135, '#3c3a32', '#8f7a66'];

/** Display rules: 2^k as text, a solid colour per tile up to 2048, a gradient past it. */
export function testTileTypes(): Value[] {
  const text = [2, '^', '@This 0'];
  return [
    ...TEST_COLOURS.map((bg, i) => [[i + 1], text, bg, i < 2 ? '#776e65' : '#f9f6f2']),
    [true, text, TEST_GRADIENT, '#f9f6f2'],
  ];
}

function dir(v: number, h: number, label: string, keys: string[]): Value {
  const u = 5 / 33;
  return [
    [v, h, Infinity, 0, [1, true, true, true]],
    label,
    u,
    u,
    3 / 33,
    (14 + 8 * v) / 33,
    (14 + 8 * Math.sign(h)) / 33,
    keys,
    0,
  ];
}

function named(name: string): Value[] {
  return [
    ['h1', name],
    ['p', 'Two equal tiles merge into their sum.'],
  ];
}

/** Classic 2048 rules with the test display rules. */
export function testClassicMode(name = 'Test 2048', overrides: Partial<ModeDefinition> = {}): ModeDefinition {
  return defaultMode({ tileTypes: testTileTypes(), gameplayRulesText: named(name), ...overrides });
}

/** 4×4, eight directions: the orthogonal four, then ↖ ↗ ↙ ↘ (Q, E, Z, C). */
export function eightDirectionMode(name = 'Eight Directions'): ModeDefinition {
  return testClassicMode(name, {
    directions: [
      ...orthogonalDirections(),
      dir(-1, -1, '↖', ['KeyQ']),
      dir(-1, 1, '↗', ['KeyE']),
      dir(1, -1, '↙', ['KeyZ']),
      dir(1, 1, '↘', ['KeyC']),
    ],
  });
}

/** A hexagon of side 3 (19 cells) on a 9×5 grid (engine.md §9.4, §13.1–13.2), six directions. */
export function hexMode(name = 'Hexagon'): ModeDefinition {
  const n = 2;
  const width = 4 * n + 1;
  const height = 2 * n + 1;
  const startingGrid = Array.from({ length: height }, (_, v) =>
    Array.from(
      { length: width },
      (_, h): Value => ((v + h + n) % 2 === 0 && Math.abs(v - n) + Math.abs(h - 2 * n) <= 2 * n ? '@Empty' : '@Void'),
    ),
  );
  return testClassicMode(name, {
    width,
    height,
    hexagonal: true,
    startingGrid,
    directions: [
      dir(-1, -1, '↖', ['KeyQ']),
      dir(-1, 1, '↗', ['KeyE']),
      dir(0, -2, '←', ['ArrowLeft', 'KeyA']),
      dir(0, 2, '→', ['ArrowRight', 'KeyD']),
      dir(1, -1, '↙', ['KeyZ']),
      dir(1, 1, '↘', ['KeyC']),
    ],
  });
}

export function modeCode(def: ModeDefinition): string {
  return exportModeCode(rawModeFromMode(def));
}

/**
 * A Game code of `def` with exactly these tiles (`[v, h, tile]`; a number k means the tile [k]);
 * every other cell of the board is empty (voids stay voids).
 */
export function gameCode(def: ModeDefinition, tiles: readonly (readonly [number, number, Value])[], seed = 7): string {
  const game = new Game(def, { evaluator: calcEvaluator, seed, clock: () => 0 });
  game.start();
  const s = game.state;
  s.grid = s.grid.map((row) => row.map((c) => (c === '@Void' ? c : '@Empty')));
  for (const [v, h, t] of tiles) s.grid[v]![h] = typeof t === 'number' ? [t] : t;
  return exportGameCode(rawModeFromMode(game.mode), rawGameFromGame(game));
}

/** A data-plugin file (docs/plugins.md): powers of 3 on 3×3, three equal tiles merge into the next power. */
export const THREES_PLUGIN = {
  format: 'pow2048-plugin/1',
  kind: 'mode',
  id: 'test.threes',
  version: '1.2.0',
  name: 'Threes on 3x3',
  author: 'Tess',
  description: 'Three equal tiles merge.',
  definition: {
    width: 3,
    height: 3,
    mergeRules: [
      [
        3,
        [['@Next 1 0', '=', '@This 0'], '&&', ['@Next 2 0', '=', '@This 0']],
        true,
        [[['@This 0', '+', 1]]],
        [3, '^', ['@This 0', '+', 1]],
        [false, true],
      ],
    ],
    startTileSpawns: [
      [[0], 90],
      [[1], 10],
    ],
    winConditions: [[6]],
    mergeResultKnownLevel: 0,
  },
};
