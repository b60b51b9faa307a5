import { describe, expect, it } from 'vitest';
import { MODE_2048 } from '../../tests/helpers/formats-fixtures.ts';
import type { Value } from '../calc/values.ts';
import { heDecode } from './entities.ts';
import { MODE_VERSIONS, joinCode } from './envelope.ts';
import { scParse } from './extended-json.ts';
import { sameData } from './equality.ts';
import { exportGameCode, importGameCode } from './game-code.ts';
import { gameLayout } from './game-parts.ts';
import { importModeCode } from './mode-code.ts';
import { modeLayout } from './mode-parts.ts';
import { writeSlots } from './slots.ts';
import type { RawGameState, RawModeParts } from './types.ts';

const mode = (): RawModeParts => importModeCode(MODE_2048).mode;

const E = '@Empty';
const state = (): RawGameState => ({
  Grid: [
    [[1], E, E, E],
    [E, [3], E, E],
    [E, E, E, E],
    [E, E, E, [11n]],
  ],
  score: 1234,
  won: 0,
  directionsAvailable: [true, false, true, true],
  TileSpawns: [
    [[0], 85],
    [[1], 12],
    [[2], 3],
  ],
  SpawnBoxes: [[], [], []],
  spawnConveyor: [E],
  discoveredTiles: [[0], [1], [3]],
  discoveredWinning: [],
  discoveredLosing: [],
  moves_so_far: 42,
  manual_moves_so_far: 40,
  merges_so_far: 30,
  moves_where_merged: 25,
  merges_before_now: 29,
  game_vars: [1, 'x', undefined],
  modifier_vars: [7],
  possibleOverChecked: false,
  movesPlayed: [
    [-1, [[0], 3, 3]],
    [0, [[0], 1, 3]],
  ],
  currentMovePlayed: [2, [[1], 0, 0]],
  otherRandomEvents: [0, 0.5],
  rngIndex: 1,
  replayOtherSpawns: [[]],
  forcedSpawns: [],
  elapsedSinceStart: 65_000,
  firstMoveOffset: 1200,
  moveStartOffset: 64_000,
  moveEndOffset: 64_100,
  victoryOffset: -1_700_000_000_000, // QUIRK: a `false` timer exported as false − start
  gameOverOffset: -1_700_000_000_000,
  scriptRunOffsets: [0, 64_100],
  replayTimestamps: [-1, 1200, 64_000],
  mvar_indices: [21],
});

/** A Game code in the layout of an older version. */
function oldGameCode(version: string, m: RawModeParts, g: RawGameState): string {
  const vi = MODE_VERSIONS.indexOf(version);
  const mv = { ...m, gameplayRulesText: '<p>old</p>', gameplayBackground: '#fff' } as unknown as Record<string, Value>;
  const gv = g as unknown as Record<string, Value>;
  return joinCode('game', version, [
    ...writeSlots(modeLayout(vi), (k) => mv[k]),
    ...writeSlots(gameLayout(vi), (k) => gv[k]),
  ]);
}

describe('Game codes', () => {
  it('v3.0 has 79 data parts (82 fields) and round-trips exactly', () => {
    const code = exportGameCode(mode(), state());
    expect(code.startsWith('@2048PowCompGame|3.0|')).toBe(true);
    expect(code.split('|')).toHaveLength(82);
    const back = importGameCode(code);
    expect(back.warnings).toEqual([]);
    expect(sameData(back.mode, mode())).toBe(true);
    expect(sameData(back.game, state())).toBe(true);
    expect(exportGameCode(back.mode, back.game)).toBe(code);
  });

  it('the in-progress block starts at part G of the version', () => {
    const starts: Record<string, number> = {
      '3.0': 48,
      '2.3': 42,
      '2.2.3': 41,
      '2.2': 41,
      '2.1.14': 40,
      '2.1.13': 39,
      '2.1.4': 36,
      '1.4': 36,
      '1.3': 34,
      '1.1': 34,
    };
    for (const [version, g] of Object.entries(starts)) {
      const code = oldGameCode(version, mode(), state());
      const fields = code.split('|');
      expect(scParse(heDecode(atob(fields[g]!))), version).toEqual(state().Grid);
      expect(atob(fields[g + 1]!), version).toBe('1234');
      expect(importGameCode(code).game.score, version).toBe(1234);
      expect(importGameCode(code).game.Grid, version).toEqual(state().Grid);
    }
  });

  it('2.3: no timers yet (all false), everything else read', () => {
    const { game, warnings } = importGameCode(oldGameCode('2.3', mode(), state()));
    expect(warnings).toEqual([]);
    expect(game.forcedSpawns).toEqual([]);
    expect(game.movesPlayed).toEqual(state().movesPlayed);
    expect([game.elapsedSinceStart, game.firstMoveOffset, game.victoryOffset, game.gameOverOffset]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([game.scriptRunOffsets, game.replayTimestamps, game.mvar_indices]).toEqual([[], [], [false]]);
  });

  it('2.2: forced spawns copied from the start values; 2.2 with a kind-0 automatic move warns', () => {
    const m = { ...mode(), start_forcedSpawns: [[[0], 'BeforeSpawns', 1]] };
    const { game, warnings } = importGameCode(oldGameCode('2.2', m, state()));
    expect(game.forcedSpawns).toEqual([[[0], 'BeforeSpawns', 1]]);
    expect(game.replayOtherSpawns).toEqual([]);
    expect(warnings).toEqual([]);
    const auto = { ...m, auto_directions: [[[1, 0, Infinity, 0, [0, true, true, true]], 'After']] };
    expect(importGameCode(oldGameCode('2.2', auto, state())).warnings).toEqual(['replay-other-spawns-missing']);
  });

  it('before 2.2 the replay log is reset with a warning', () => {
    const { game, warnings } = importGameCode(oldGameCode('2.1', mode(), state()));
    expect(warnings).toEqual(['replay-log-reset']);
    expect([game.movesPlayed, game.currentMovePlayed, game.otherRandomEvents, game.rngIndex]).toEqual([
      [],
      [-1],
      [0],
      0,
    ]);
    expect(game.moves_so_far).toBe(42);
    expect(game.possibleOverChecked).toBe(false);
  });

  it('old Game codes re-export as v3.0 and re-import to the same data', () => {
    for (const version of ['2.3', '2.2.2', '2.1.13', '1.5.1', '1.1']) {
      const first = importGameCode(oldGameCode(version, mode(), state()));
      const again = importGameCode(exportGameCode(first.mode, first.game));
      expect(sameData(again.mode, first.mode), version).toBe(true);
      expect(sameData(again.game, first.game), version).toBe(true);
    }
  });

  it('a truncated Game code fails on its first missing part', () => {
    const fields = exportGameCode(mode(), state()).split('|').slice(0, 60);
    expect(() => importGameCode(fields.join('|'))).toThrow(/part 60/);
  });
});
