import { describe, expect, it } from 'vitest';
import type { Value } from '../calc/values.ts';
import { calcEvaluator } from './calc-evaluator.ts';
import { Game } from './game.ts';
import { defaultMode } from './mode.ts';
import { ScriptedRng } from './rng.ts';
import { LEFT, RIGHT, gameOn, show } from '../conformance/testing.ts';

const logScript = (timing: string): Value => [[0, '@edit_gvar', 0, ['@GVar 0', 'arr_push', timing]], timing];

describe('script timings (§5.2, §7.2)', () => {
  it('run in the verified order for a move that slides, merges and spawns', () => {
    const timings = [
      'BeginTurn',
      'TileMove',
      'Merge',
      'MoveIteration',
      'PossibleEnd',
      'EndMovementDirectionMoveless',
      'EndMovementMoveless',
      'EndMovementDirection',
      'EndMovement',
      'ZeroMerge',
      'PreSpawn',
      'TileSpawn',
      'PostSpawn',
      'EndTurn',
      'TrueEndTurn',
    ];
    const rules: Value[] = [
      [2, ['@Next 1 0', '=', '@This 0'], true, [[['@This 0', '+', 1]]], 0],
      [0, ['@This 0', '=', 2], true, [[3]], 0],
    ];
    const g = gameOn(
      ['_ 1 1'],
      { mergeRules: rules, scripts: timings.map(logScript), startGameVars: [[]], startTileAmount: 0 },
      { spawns: true },
    );
    g.state.gameVars = [[]];
    g.move(LEFT);
    expect(g.state.gameVars[0]).toEqual([
      'BeginTurn',
      'TileMove',
      'TileMove',
      'MoveIteration',
      'Merge',
      'MoveIteration',
      'MoveIteration',
      'PossibleEnd',
      'MoveIteration',
      'EndMovementDirectionMoveless',
      'EndMovementMoveless',
      'EndMovementDirection',
      'EndMovement',
      'ZeroMerge',
      'PreSpawn',
      'TileSpawn',
      'PostSpawn',
      'EndTurn',
      'TrueEndTurn',
    ]);
    expect(show(g.state.grid)[0]!.startsWith('3')).toBe(true);
  });
  it('a failed move still runs BeginTurn, the moveless scripts and TrueEndTurn', () => {
    const timings = ['BeginTurn', 'EndMovementDirectionMoveless', 'EndMovement', 'TrueEndTurn'];
    const g = gameOn(['1 _'], { scripts: timings.map(logScript), startGameVars: [[]] });
    g.move(LEFT);
    expect(g.state.gameVars[0]).toEqual(['BeginTurn', 'EndMovementDirectionMoveless', 'TrueEndTurn']);
  });
  it('Merge scripts get the rule variables plus the results list as the last variable', () => {
    const rule: Value = [5, '@end_vars', 2, ['@Next 1 0', '=', '@This 0'], true, [[['@This 0', '+', 1]]], 0];
    const script: Value = [['@var_retain', 0, '@edit_gvar', 0, '@Var 0', '@edit_gvar', 1, '@Var -1'], 'Merge'];
    const g = gameOn(['1 1'], { mergeRules: [rule], scripts: [script], startGameVars: [0, 0] });
    g.move(LEFT);
    expect(g.state.gameVars).toEqual([5, [[2]]]);
  });
  it('QUIRK: only the first custom signal of a batch is sure to run (§7.3)', () => {
    const scripts: Value[] = [
      [[0, '@ScriptSignal', 'A', '@ScriptSignal', 'B'], 'BeginTurn'],
      [[0, '@add_gvar', 'ranA'], 'A'],
      [[0, '@add_gvar', 'ranB'], 'B'],
    ];
    const g = gameOn(['_ 1'], { scripts });
    g.move(LEFT);
    expect(g.state.gameVars).toEqual(['ranA']);
  });
  it('a MovementOccurred signal from MoveIteration makes a move count', () => {
    const scripts: Value[] = [[[0, '@ScriptSignal', '@ScriptSignal_MovementOccurred'], 'MoveIteration']];
    const g = gameOn(['1 _'], { scripts });
    expect(g.move(LEFT).moved).toBe(true);
    expect(g.state.moves).toBe(1);
  });
  it('StartModeBM edits become start values (they accumulate on re-import)', () => {
    const mode = defaultMode({ scripts: [[[0, '@add_gvar', 1], 'StartModeBM']], startTileAmount: 0 });
    const g = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
    g.start();
    expect(g.state.gameVars).toEqual([1]);
    expect(g.mode.startGameVars).toEqual([1]);
    g.playAgain();
    expect(g.state.gameVars).toEqual([1]);
  });
});

describe('winning and losing (§8)', () => {
  it('a winning tile shows the win screen at the end of the move; Continue disables win checks', () => {
    const g = gameOn(['1 1'], { winConditions: [[2]] });
    g.move(LEFT);
    expect(g.state.screen).toBe('Win');
    expect(g.state.won).toBe(1);
    expect(g.state.discoveredWinning).toEqual([[2]]);
    expect(g.move(RIGHT).accepted).toBe(false);
    g.continuePlaying();
    expect(g.state.won).toBe(-1);
    expect(g.move(RIGHT).moved).toBe(true);
    expect(g.state.screen).toBe('Gameplay');
  });
  it('conditions may be predicates on the discovered tile', () => {
    const g = gameOn(['3 3'], { winConditions: [[['@This 0', '>=', 4]]] });
    g.move(LEFT);
    expect(g.state.screen).toBe('Win');
  });
  it('the discovered-tiles filter normalises tiles first', () => {
    const g = gameOn([[[1, 'x'], '@Empty']], {
      discoveredTilesFilter: ['arr_edit_elem', 1, ''],
      tileNumAmount: 2,
      mergeRules: [],
    });
    g.move(RIGHT);
    expect(g.state.discoveredTiles).toEqual([[1, '']]);
  });
  it('a lose requirement ends the game', () => {
    const g = gameOn(['1 1'], { loseConditions: [[2]], loseRequirement: 1 });
    g.move(LEFT);
    expect(g.state.screen).toBe('Game Over');
  });
});

describe('errors', () => {
  it('a failing expression rolls the move back and reports the error', () => {
    const rule: Value = [2, [7, 'mergeRuleApplies', 0], true, [[9]], 0];
    const g = gameOn(['1 1'], { mergeRules: [rule] });
    const before = JSON.stringify(g.state.grid);
    const r = g.move(RIGHT);
    expect(r.error).toMatch(/no merge rule 7/);
    expect(JSON.stringify(g.state.grid)).toBe(before);
    expect(g.state.moves).toBe(0);
  });
});

describe('a whole game', () => {
  it('plays classic 2048 to game over with the seeded generator, deterministically', () => {
    const play = (): string => {
      const g = new Game(defaultMode(), { evaluator: calcEvaluator, seed: 42, clock: () => 0 });
      g.start();
      let d = 0;
      for (let i = 0; i < 2000 && g.state.screen === 'Gameplay'; i++) {
        while (!g.canMove(d)) d = (d + 1) % 4;
        g.move(d);
        d = (d * 7 + 3) % 4;
      }
      return JSON.stringify([g.state.grid, g.state.score, g.state.screen]);
    };
    const a = play();
    expect(play()).toBe(a);
    expect(JSON.parse(a)[2]).toBe('Game Over');
  });
  it('scripted draws reproduce the start spawns', () => {
    // conveyor 0 → [0]; position 0.5 → cell 8 = (2,0); conveyor 0.95 → [1]; position 0 → (0,0)
    const g = new Game(defaultMode(), {
      evaluator: calcEvaluator,
      rng: new ScriptedRng([0, 0.5, 0.95, 0]),
      clock: () => 0,
    });
    g.start();
    expect(g.state.grid[2]![0]).toEqual([0]);
    expect(g.state.grid[0]![0]).toEqual([1]);
    expect(g.state.currentMovePlayed).toEqual([-1, [[0], 2, 0], [[1], 0, 0]]);
  });
});

describe('automatic moves (§5.11)', () => {
  it('Before / Between / After around a manual move, with the verified counters', () => {
    const autos: Value[] = [
      [[1, 0, Infinity, 0, [0, true, true, true]], 'Before'],
      [[0, 1, Infinity, 0, [-1, true, true, false]], 'Between'],
      [[-1, 0, Infinity, 0, [0, true, true, true]], 'After'],
    ];
    const g = gameOn(['_ _ _', '_ 1 _', '_ _ _'], { autoDirections: autos });
    expect(g.move(LEFT).moved).toBe(true);
    expect(show(g.state.grid)).toEqual(['_ _ 1', '_ _ _', '_ _ _']);
    expect(g.state.moves).toBe(3);
    expect(g.state.manualMoves).toBe(1);
  });
  it('a probability draw above the percentage skips the automatic move, and is logged', () => {
    const autos: Value[] = [[[1, 0, Infinity, 0, [0, true, true, true], 50], 'After']];
    const g = gameOn(['_ _', '1 _'], { autoDirections: autos }, { rng: new ScriptedRng([0, 0.9]) });
    g.move(RIGHT);
    expect(show(g.state.grid)).toEqual(['_ _', '_ 1']);
    expect(g.state.otherRandomEvents[0]).toBeCloseTo(90);
  });
});

describe('PossibleOver (§5.9)', () => {
  it('rescues the game once', () => {
    const g = gameOn(['1 2', '3 4'], { scripts: [[[0, '@add_gvar', 1], 'PossibleOver']] });
    for (const d of [0, 1, 2, 3]) g.move(d);
    expect(g.state.screen).toBe('Gameplay');
    expect(g.state.possibleOverChecked).toBe(true);
    expect(g.state.directionsAvailable).toEqual([true, true, true, true]);
    for (const d of [0, 1, 2, 3]) g.move(d);
    expect(g.state.screen).toBe('Game Over');
    expect(g.state.gameVars).toEqual([1]);
  });
});

describe('clicks (§5.12, §10.3)', () => {
  it('TileClick scripts run at the clicked cell and are recorded', () => {
    const scripts: Value[] = [[[0, '@replace_tile', '@VCoord', '@HCoord', '@Empty'], 'TileClick']];
    const g = gameOn(['1 2'], { scripts });
    const id = g.state.ids[0]![1];
    const r = g.clickTile(0, 1);
    expect(show(g.state.grid)).toEqual(['1 _']);
    expect(r.events).toContainEqual({ type: 'vanish', id, at: [0, 1] });
    expect(g.state.currentMovePlayed).toEqual(['@TileClick', 0, 1]);
    expect(g.state.moves).toBe(0);
  });
  it('a stat box with a click action runs it', () => {
    const box: Value = [
      'Clicks',
      '@GVar 0',
      false,
      false,
      undefined,
      undefined,
      undefined,
      [0, '@edit_gvar', 0, ['@GVar 0', '+', 1]],
    ];
    const g = gameOn(['1 _'], { statBoxes: [box], startGameVars: [0] });
    g.clickStatBox(0);
    g.clickStatBox(0);
    expect(g.state.gameVars).toEqual([2]);
    expect(g.clickStatBox(1).accepted).toBe(false);
  });
});

describe('the Interval timer (§7.4)', () => {
  it('runs Interval scripts by their period until their stop condition holds', () => {
    let now = 0;
    const script: Value = [[0, '@edit_gvar', 0, ['@GVar 0', '+', 1]], 'Interval', 250, ['@GVar 0', '>=', 2]];
    const g = gameOn(
      ['1 _'],
      { scripts: [script], startGameVars: [0], displayGridIntervalTime: 100 },
      { clock: () => now },
    );
    const runUntil = (t: number): void => {
      for (let due = g.timerDueAt(); due !== null && due <= t; due = g.timerDueAt()) {
        now = due;
        g.fireTimer();
      }
      now = t;
    };
    runUntil(250);
    expect(g.state.gameVars).toEqual([0]);
    runUntil(300);
    expect(g.state.gameVars).toEqual([1]);
    runUntil(2000);
    expect(g.state.gameVars).toEqual([2]);
    expect(g.state.scriptLastRun[0]).toBe(false);
  });
});

describe('next tiles (§6.2)', () => {
  it('with nextTiles > 0 the next tile is drawn right after placing', () => {
    const mode = defaultMode({ nextTiles: 2, startTileAmount: 1 });
    const g = new Game(mode, { evaluator: calcEvaluator, seed: 3, clock: () => 0 });
    g.start();
    expect(g.state.nextSpawns).toHaveLength(2);
    expect(g.state.nextSpawns.every(Array.isArray)).toBe(true);
    const next = g.state.nextSpawns[0];
    const d = [0, 1, 2, 3].find((x) => g.canMove(x) && g.move(x).moved);
    expect(d).toBeDefined();
    expect(g.state.grid.flat()).toContainEqual(next);
  });
});

describe('arrow colouring (§5.1 entry 9)', () => {
  it('a direction whose enabled expression is false becomes unavailable', () => {
    const dirs: Value[] = [
      [[0, -1, Infinity, 0, [1, true, true, true]], '←', 0, 0, 0, 0, 0, [], 0, ['@Moves', '<', 1]],
      [[0, 1, Infinity, 0, [1, true, true, true]], '→'],
    ];
    const g = gameOn(['_ 1 _'], { directions: dirs });
    expect(g.move(0).moved).toBe(true);
    expect(g.state.directionsAvailable).toEqual([false, true]);
    expect(g.canMove(0)).toBe(false);
  });
});
