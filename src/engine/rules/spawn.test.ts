import { describe, expect, it } from 'vitest';
import type { Value } from '../../calc/values.ts';
import { ScriptedRng } from '../rng.ts';
import { LEFT, RIGHT, gameOn, show } from '../../conformance/testing.ts';

describe('random spawns (§6.2–6.3)', () => {
  it('draws the tile first, then positions; an occupied pick costs a draw and is dropped', () => {
    // start: the conveyor is filled at once (0.9 → [1]); the move's spawn then draws positions:
    // 0.1 → candidate 0 = (0,0), occupied, dropped; 0.99 → candidate 2 of the rest = (1,1).
    const rng = new ScriptedRng([0.9, 0.1, 0.99]);
    const g = gameOn(['_ 1', '_ _'], { startTileAmount: 0 }, { rng, spawns: true });
    g.move(LEFT);
    expect(show(g.state.grid)).toEqual(['1 _', '_ 1']);
    expect(g.state.nextSpawns).toEqual(['@Empty']);
  });
  it('records spawns in the replay log', () => {
    const g = gameOn(['_ 1'], { startTileAmount: 0 }, { rng: new ScriptedRng([0, 0.5]), spawns: true });
    g.move(LEFT);
    expect(g.state.currentMovePlayed).toEqual([LEFT, [[0], 0, 1]]);
  });
  it('spawn bags hand out their contents, then refill (§6.2)', () => {
    const table: Value[] = [['Box', 1, [5], 2, [6]]];
    // each spawn: weight draw, bag index draw, position draw (single empty cell → any value)
    const got: Value[] = [];
    const g2 = gameOn(
      ['_ 1'],
      { startTileSpawns: table, startTileAmount: 0 },
      { rng: new ScriptedRng([0.5, 0.99, 0, 0.5, 0, 0, 0.5, 0, 0]), spawns: true },
    );
    for (let i = 0; i < 3; i++) {
      g2.state.grid = [['@Empty', [1]]];
      g2.core.tiles.reset();
      g2.move(LEFT);
      got.push(g2.state.grid[0]![1]!);
    }
    expect(got).toEqual([[6], [5], [5]]);
    // emptied by the third draw, so refilled at once
    expect(g2.state.spawnBoxes[0]).toEqual([[5], [5], [6]]);
  });
  it('spawnTileBlocked sees the tile already placed', () => {
    const blocked: Value = [['@TileContainer', 'arr_elem', 0, 'arr_elem', 0], '=', ['@Literal', 0]];
    const g = gameOn(
      ['_ 1 _'],
      { startTileAmount: 0, spawnTileBlocked: blocked },
      { rng: new ScriptedRng([0, 0, 0.9]), spawns: true },
    );
    g.move(RIGHT);
    // (0,0) would receive the tile but is blocked there; (0,1) is the next pick
    expect(g.state.grid[0]![0]).toBe('@Empty');
    expect(g.state.grid[0]![1]).toEqual([0]);
  });
});

describe('forced spawns (§6.5)', () => {
  it('spawn after the random ones when their condition holds (also at game start)', () => {
    const forced: Value[] = [[true, 'AfterSpawns', false, [7]]];
    // draws: start conveyor, start forced position, move forced position
    const g = gameOn(
      ['_ 1 _'],
      { startForcedSpawns: forced, startTileAmount: 0 },
      { rng: new ScriptedRng([0.99, 0, 0.5]), spawns: false },
    );
    g.move(LEFT);
    expect(show(g.state.grid)).toEqual(['1 7 _']);
  });
  it('a failing forced spawn with the lose flag ends the game', () => {
    const forced: Value[] = [[true, 'AfterSpawns', true, [7], [7]]];
    const g = gameOn(
      ['1 1 2'],
      { startForcedSpawns: forced, startTileAmount: 0 },
      { rng: new ScriptedRng([0, 0, 0, 0]) },
    );
    g.move(LEFT);
    expect(show(g.state.grid)).toEqual(['2 2 7']);
    expect(g.state.won).toBe(-2);
    expect(g.state.screen).toBe('Game Over');
  });
  it('entries flagged [lose, remove] are removed when triggered', () => {
    const forced: Value[] = [[true, 'BeforeSpawns', [false, true], [7]]];
    const g = gameOn(
      ['_ 1 _'],
      { startForcedSpawns: forced, startTileAmount: 0 },
      { rng: new ScriptedRng([0.5, 0.5, 0.5, 0.5]) },
    );
    g.move(LEFT);
    expect(g.state.forcedSpawns).toEqual([]);
  });
});
