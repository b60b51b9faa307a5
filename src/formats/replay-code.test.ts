import { describe, expect, it } from 'vitest';
import { REPLAY_2048 } from '../../tests/helpers/formats-fixtures.ts';
import type { Value } from '../calc/values.ts';
import { REPLAY_VERSIONS, joinCode } from './envelope.ts';
import { sameData } from './equality.ts';
import { SaveCodeError } from './errors.ts';
import { exportReplayCode, importReplayCode, replayLayout } from './replay-code.ts';
import { writeSlots } from './slots.ts';
import type { RawReplay } from './types.ts';

const base = (): RawReplay => importReplayCode(REPLAY_2048).replay;

function oldReplayCode(version: string, r: RawReplay): string {
  const values = { ...r.mode, ...r, gameplayRulesText: '<p>old</p>', gameplayBackground: '#fff' } as unknown as Record<
    string,
    Value
  >;
  return joinCode(
    'replay',
    version,
    writeSlots(replayLayout(REPLAY_VERSIONS.indexOf(version)), (k) => values[k]),
  );
}

describe('Replay codes', () => {
  it('imports the original 2048 replay', () => {
    const { version, replay } = importReplayCode(REPLAY_2048);
    expect(version).toBe('3.0');
    expect(REPLAY_2048.split('|')).toHaveLength(56);
    expect([replay.mode.width, replay.mode.height]).toEqual([4, 4]);
    expect(replay.won).toBe(0);
    expect((replay.movesPlayed as Value[][])[0]![0]).toBe(-1);
    expect(replay.currentMovePlayed).toEqual([2, [[0], 0, 3]]);
    expect(replay.otherRandomEvents).toEqual([0]);
    expect(replay.replayOtherSpawns).toEqual([]);
    expect((replay.replayTimestamps as number[]).slice(0, 3)).toEqual([-1, 250, 500]);
    expect(replay.forcedSpawns).toEqual([]);
    expect(replay.mode.displayLagReductions).toEqual([]); // parsed properly in replays
  });

  it('exports byte for byte', () => {
    expect(exportReplayCode(base())).toBe(REPLAY_2048);
  });

  it('older versions: fewer parts, defaults, pre-3.0 migrations, same data after re-export', () => {
    const r = { ...base(), replayOtherSpawns: [[[[1], 0, 0]]], forcedSpawns: [[[1], 'AfterSpawns']] };
    const v231 = importReplayCode(oldReplayCode('2.3.1', r)).replay;
    expect(v231.forcedSpawns).toEqual([[[1], 'AfterSpawns']]);
    expect(v231.replayOtherSpawns).toEqual([[[[1], 0, 0]]]);
    expect(v231.replayTimestamps).toEqual([]);
    expect(v231.mode.gameplayRulesText).toEqual([['p', 'old']]);
    expect((v231.mode.TileTypes as Value[][])[0]![1]).toEqual(['@var_retain', '@ComposeTE', 1]);
    const v22 = importReplayCode(oldReplayCode('2.2', r)).replay;
    expect(v22.forcedSpawns).toEqual([]); // copy of start_forcedSpawns
    expect(v22.replayOtherSpawns).toEqual([]);
    expect(v22.movesPlayed).toEqual(r.movesPlayed);
    for (const v of ['2.2', '2.2.2', '2.3.1']) {
      const first = importReplayCode(oldReplayCode(v, r)).replay;
      expect(sameData(importReplayCode(exportReplayCode(first)).replay, first), v).toBe(true);
    }
  });

  it('a 2.2 replay with a kind-0 automatic move is rejected', () => {
    const r = base();
    const auto = {
      ...r,
      mode: { ...r.mode, auto_directions: [[[1, 0, Infinity, 0, [0, true, true, true]], 'After']] },
    };
    expect(() => importReplayCode(oldReplayCode('2.2', auto))).toThrow(SaveCodeError);
    expect(importReplayCode(oldReplayCode('2.2.2', auto)).replay.mode.auto_directions).toEqual(
      auto.mode.auto_directions,
    );
  });
});
