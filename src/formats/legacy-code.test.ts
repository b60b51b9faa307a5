import { describe, expect, it } from 'vitest';
import { encodeText, joinCode } from './envelope.ts';
import { sameData } from './equality.ts';
import { SaveCodeError } from './errors.ts';
import { exportGameCode, importGameCode } from './game-code.ts';
import { exportModeCode, importModeCode } from './mode-code.ts';

const j = (v: unknown): string => encodeText(JSON.stringify(v));
const s = (t: string): string => encodeText(t);

/** A 1.0 code: parts 2–28 (mode) and for Game codes 29–40. Flags are raw letters. */
function legacyParts(flags = { multi: 'f', discTiles: 't', discWinning: 'f', moves: 't', merges: 'f' }): string[] {
  return [
    s('4'),
    s('3'),
    s('1'),
    j([
      [[0], 1, 'HSLA', '#000'],
      [[1], 2, '#eee', '#000', 0, 0, ['extra', 'top-left']],
      [true, 'x', ['linear-gradient', 'RGBA'], '#fff'],
    ]),
    j([[2, ['@Next 1 0', '=', '@This 0'], true, [[['@This 0', '+', 1]]], 1]]),
    j([
      [[0], 9],
      [[1], 1],
    ]),
    j([
      ['Empty', 'Empty', 'Void', 'Empty'],
      ['Empty', 'Empty', 'Empty', 'Empty'],
      ['Empty', 'Empty', 'Empty', '@Infinity'],
    ]),
    j([[11]]),
    s('1'),
    s('Infinity'),
    flags.multi,
    s('#fff'),
    s('#ccc'),
    s('#eee'),
    s('#222'),
    s('<h1>Old</h1><p>Join <b>tiles</b></p>'),
    flags.discTiles,
    flags.discWinning,
    s('Edge'),
    s('2'),
    s('1'),
    j([
      [[-1, 0], '↑', 0.2, 0.5, 0.1, 0.3, ['ArrowUp']],
      [[1, 0], '↓', 0.2, 0.5, 0.6, 0.3, ['ArrowDown']],
    ]),
    s('0'),
    flags.moves,
    flags.merges,
    j([5]),
    j(true),
  ];
}

const gameParts = (): string[] => [
  j([
    [[0], 'Empty', 'Void', 'Empty'],
    ['Empty', 'Empty', 'Empty', 'Empty'],
    ['Empty', 'Empty', 'Empty', [1]],
  ]),
  s('12'),
  s('0'),
  j([[0], [1]]),
  j([]),
  j([[], []]),
  j([true, true]),
  j(['Empty']),
  s('10'),
  s('4'),
  s('3'),
  s('4'),
];

describe('legacy 1.0 Mode codes', () => {
  it('reads the old layout and migrates it', () => {
    const { version, mode } = importModeCode(joinCode('mode', '1.0', legacyParts()));
    expect(version).toBe('1.0');
    expect([mode.width, mode.height, mode.TileNumAmount]).toEqual([4, 3, 1]);
    expect(mode.TileTypes).toEqual([
      [[0], ['@var_retain', '@ComposeTE', 1], '@HSLA', '#000'],
      [
        [1],
        ['@var_retain', '@ComposeTE', 2],
        '#eee',
        '#000',
        'none',
        0,
        0,
        ['Innerscript', ['@var_retain', '@ComposeTE', 'extra'], 'top-left'],
      ],
      [true, ['@var_retain', '@ComposeTE', 'x'], ['@linear-gradient', '@RGBA'], '#fff'],
    ]);
    expect((mode.startingGrid as unknown[][])[0]).toEqual(['@Empty', '@Empty', '@Void', '@Empty']);
    expect((mode.startingGrid as unknown[][])[2]![3]).toBe(Infinity); // revived (a deliberate deviation)
    expect(mode.winRequirement).toBe(1);
    expect(mode.multiMerge).toBe(false);
    expect(mode.spawnLocation).toBe('Edge');
    expect(mode.gameplayBackground).toBe('#fff');
    expect(mode.gameplayRulesText).toEqual([
      ['h1', 'Old'],
      ['p', ['@TextE', 'Join ', ['@Bold', 'tiles']]],
    ]);
    expect(mode.directions).toEqual([
      [[-1, 0, Infinity, 0, [1, true, true, true]], '↑', 0.2, 0.2, 0.5, 0.1, 0.3, ['ArrowUp']],
      [[1, 0, Infinity, 0, [1, true, true, true]], '↓', 0.2, 0.2, 0.5, 0.6, 0.3, ['ArrowDown']],
    ]);
    expect(mode.statBoxes).toEqual([
      ['Moves', ['@var_retain', '@ComposeTE', '@Moves']],
      ['Discovered Tiles', ['@var_retain', '@ComposeTE', '@DiscTiles', 'arr_length']],
      ['Score', ['@var_retain', '@ComposeTE', '@Score']],
    ]);
    expect([
      mode.scripts,
      mode.loseConditions,
      mode.loseRequirement,
      mode.winPriority,
      mode.postgameAllowed,
      mode.auto_directions,
    ]).toEqual([[], [], false, true, true, []]);
    expect([mode.mergeResultKnownLevel, mode.tileDisplayKnownLevel]).toEqual([0, 2]);
    expect(mode.movementParameters).toEqual(['@VDir', '@HDir', '@SlideAmount']);
    expect([mode.start_game_vars, mode.spawnConditions, mode.nextTiles]).toEqual([[5], true, 0]);
  });

  it('rejects flags other than t/f', () => {
    for (const bad of ['T', 'true', '', 'dA==']) {
      const parts = legacyParts({ multi: bad, discTiles: 't', discWinning: 'f', moves: 't', merges: 'f' });
      expect(() => importModeCode(joinCode('mode', '1.0', parts)), bad).toThrow(SaveCodeError);
    }
  });

  it('re-exports as v3.0 and re-imports to the same data', () => {
    const first = importModeCode(joinCode('mode', '1.0', legacyParts())).mode;
    expect(sameData(importModeCode(exportModeCode(first)).mode, first)).toBe(true);
  });
});

describe('legacy 1.0 Game codes', () => {
  it('reads parts 29–40 and fills what 1.0 lacked', () => {
    const { mode, game, warnings } = importGameCode(joinCode('game', '1.0', [...legacyParts(), ...gameParts()]));
    expect(warnings).toEqual(['replay-log-reset']);
    expect((game.Grid as unknown[][])[0]).toEqual([[0], '@Empty', '@Void', '@Empty']);
    expect([game.score, game.won, game.moves_so_far, game.manual_moves_so_far, game.merges_so_far]).toEqual([
      12, 0, 10, 10, 4,
    ]);
    expect([game.moves_where_merged, game.merges_before_now]).toEqual([3, 4]);
    expect([game.discoveredTiles, game.discoveredWinning, game.discoveredLosing]).toEqual([[[0], [1]], [], []]);
    expect([game.SpawnBoxes, game.directionsAvailable, game.spawnConveyor]).toEqual([
      [[], []],
      [true, true],
      ['Empty'],
    ]);
    expect(game.TileSpawns).toEqual(mode.startTileSpawns);
    expect(game.game_vars).toEqual([5]);
    const again = importGameCode(exportGameCode(mode, game));
    expect(sameData(again.game, game)).toBe(true);
    expect(sameData(again.mode, mode)).toBe(true);
  });
});
