import { describe, expect, it } from 'vitest';
import type { Value } from '../../calc/values.ts';
import { calcEvaluator } from '../calc-evaluator.ts';
import { Game } from '../game.ts';
import { defaultMode, type ModeDefinition } from '../mode.ts';
import { tileOrder } from './move.ts';
import { Sfc32 } from '../rng.ts';
import { DOWN, LEFT, RIGHT, UP, gameOn, show } from '../../conformance/testing.ts';

describe('processing order (§5.3)', () => {
  const names = (o: [number, number][]): string => o.map(([v, h]) => `${v}${h}`).join(' ');
  it('matches the verified orders on a square grid', () => {
    expect(names(tileOrder(3, 3, -1, 0, Infinity))).toBe('02 01 00 12 11 10 22 21 20');
    expect(names(tileOrder(3, 3, 1, 0, Infinity))).toBe('20 21 22 10 11 12 00 01 02');
    expect(names(tileOrder(3, 3, 0, -1, Infinity))).toBe('00 10 20 01 11 21 02 12 22');
    expect(names(tileOrder(3, 3, 0, 1, Infinity))).toBe('22 12 02 21 11 01 20 10 00');
  });
  it('is row-major for stay-still moves', () => {
    expect(names(tileOrder(2, 2, 0, 0, Infinity))).toBe('00 01 10 11');
    expect(names(tileOrder(2, 2, 0, 1, 0))).toBe('00 01 10 11');
  });
});

describe('classic 2048 moves', () => {
  it('merges front pairs first and each tile once: 1 1 1 1 → 2 2', () => {
    const g = gameOn(['1 1 1 1']);
    const r = g.move(LEFT);
    expect(show(g.state.grid)).toEqual(['2 2 _ _']);
    expect(r.scoreDelta).toBe(8);
    expect(g.state.merges).toBe(2);
    expect(g.state.moves).toBe(1);
  });
  it('moves right and down too', () => {
    const g = gameOn(['1 _ 1 2', '_ _ _ 2']);
    g.move(RIGHT);
    expect(show(g.state.grid)).toEqual(['_ _ 2 2', '_ _ _ 2']);
    g.move(DOWN);
    expect(show(g.state.grid)).toEqual(['_ _ _ _', '_ _ 2 3']);
  });
  it('a direction that moves nothing is marked unavailable and refused afterwards', () => {
    const g = gameOn(['1 2', '_ _']);
    const r = g.move(UP);
    expect(r.accepted).toBe(true);
    expect(r.moved).toBe(false);
    expect(g.state.directionsAvailable).toEqual([false, true, true, true]);
    expect(g.move(UP).accepted).toBe(false);
    expect(g.move(DOWN).moved).toBe(true);
    expect(g.state.directionsAvailable).toEqual([true, true, true, true]);
  });
  it('game over only after every direction was tried (§5.9)', () => {
    const g = gameOn(['1 2', '3 4']);
    for (const d of [UP, DOWN, LEFT]) {
      g.move(d);
      expect(g.state.screen).toBe('Gameplay');
    }
    g.move(RIGHT);
    expect(g.state.screen).toBe('Game Over');
  });
  it('reports slides with stable tile ids and merges with new ones', () => {
    const g = gameOn(['_ _ 1 1']);
    const ids = g.state.ids[0]!.slice();
    const r = g.move(LEFT);
    const slides = r.events.filter((e) => e.type === 'slide');
    expect(slides.length).toBeGreaterThan(0);
    expect(new Set(slides.map((e) => (e.type === 'slide' ? e.id : 0)))).toEqual(new Set([ids[2], ids[3]]));
    const merge = r.events.find((e) => e.type === 'merge');
    expect(merge?.type === 'merge' && merge.consumed.map((c) => c.id).sort()).toEqual([ids[2], ids[3]].sort());
    expect(merge?.type === 'merge' && merge.results[0]!.tile).toEqual([2]);
  });
});

describe('slide mechanics', () => {
  it('a slide amount of 1 moves every tile one cell', () => {
    const dirs: Value[] = [[[0, -1, 1, 0, [1, true, true, true]], '←']];
    const g = gameOn(['_ _ _ 1 2'], { directions: dirs });
    g.move(0);
    expect(show(g.state.grid)).toEqual(['_ _ 1 2 _']);
  });
  it('tiles jump over slippery cells and stop at voids', () => {
    const g = gameOn(['_ ~ 1 # 2']);
    g.move(LEFT);
    expect(show(g.state.grid)).toEqual(['1 ~ _ # 2']);
  });
  it('a slippery cell at the end of a line works like a wall', () => {
    const g = gameOn(['~ 1 _']);
    expect(g.move(LEFT).moved).toBe(false);
  });
});

describe('used-up flags belong to cells (§5.6)', () => {
  const rules: Value[] = [
    [2, [['@This 0', '=', 9], '&&', ['@Next 1 0', '=', 9], '&&', ['@NextNE -1 0', '!=', 0]], true, [], 0],
    [2, [['@This 0', '=', '@Next 1 0'], '&&', ['@This 0', '<', 5]], true, [[['@This 0', '+', 1]]], 0],
  ];
  it('9 9 0 0 1 ends as a single 2 (a per-tile flag would leave 1 1)', () => {
    const g = gameOn(['9 9 0 0 1'], { mergeRules: rules, mergeResultKnownLevel: 0 });
    g.move(LEFT);
    expect(show(g.state.grid)).toEqual(['2 _ _ _ _']);
  });
});

describe('merge priority by look-behind (§4.4a, 1296)', () => {
  const rules: Value[] = [
    [3, [['@This 0', '=', '@Next 1 0'], '&&', ['@This 0', '=', '@Next 2 0']], true, [[['@This 0', '*', 3]]], 0],
    [2, [['@NextNE -1 0', '!=', '@This 0'], '&&', ['@This 0', '=', '@Next 1 0']], true, [[['@This 0', '*', 2]]], 0],
  ];
  const mode = { mergeRules: rules, knownMergeMaxLength: 3, knownMergeLookbackDistance: 1 };
  it('1 1 1 _ _ → 3', () => {
    const g = gameOn(['1 1 1 _ _'], mode);
    g.move(LEFT);
    expect(show(g.state.grid)).toEqual(['3 _ _ _ _']);
  });
  it('1 1 1 1 _ → 3 1', () => {
    const g = gameOn(['1 1 1 1 _'], mode);
    g.move(LEFT);
    expect(show(g.state.grid)).toEqual(['3 1 _ _ _']);
  });
});

describe('unordered rules (§4.4)', () => {
  it('2187-style 2 + 1 = 3 works in both orders, outputs see the permuted tiles', () => {
    const rules: Value[] = [
      [2, [['@This 0', '=', 2], '&&', ['@Next 1 0', '=', 1]], false, [[['@This 0', '+', '@Next 1 0']]], 0],
    ];
    const a = gameOn(['1 2'], { mergeRules: rules });
    a.move(LEFT);
    const b = gameOn(['2 1'], { mergeRules: rules });
    b.move(LEFT);
    expect(show(a.state.grid)).toEqual(['3 _']);
    expect(show(b.state.grid)).toEqual(['3 _']);
  });
});

describe('length-0 rules (§5.8)', () => {
  const rules: Value[] = [
    [2, ['@Next 1 0', '=', '@This 0'], true, [[['@This 0', '+', 1]]], 0],
    [0, ['@This 0', '=', 5], true, [[6]], 0],
    [0, ['@This 0', '=', 6], true, [[7]], 0],
  ];
  it('all applicable length-0 rules chain on a cell: 5 → 7 in one turn', () => {
    const g = gameOn(['_ 5 _'], { mergeRules: rules });
    g.move(LEFT);
    expect(show(g.state.grid)).toEqual(['7 _ _']);
  });
  it('only on moved turns, and they do not count as merges', () => {
    const g = gameOn(['5 _ _'], { mergeRules: rules });
    expect(g.move(LEFT).moved).toBe(false);
    expect(show(g.state.grid)).toEqual(['5 _ _']);
    g.move(RIGHT);
    expect(show(g.state.grid)).toEqual(['_ _ 7']);
    expect(g.state.merges).toBe(0);
  });
  it('an empty outputs list empties the cell', () => {
    const g = gameOn(['_ 3'], { mergeRules: [[0, ['@This 0', '=', 3], true, [], 0]] });
    g.move(LEFT);
    expect(show(g.state.grid)).toEqual(['_ _']);
  });
  it('temporary holes count down at the end of moved turns', () => {
    const g = gameOn([['@TemporaryHole 2', '@Empty', [1]]]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual(['@TemporaryHole 1', [1], '@Empty']);
    g.move(RIGHT);
    expect(g.state.grid[0]).toEqual(['@Empty', '@Empty', [1]]);
  });
});

describe('merge overflow (§4.5, verified table: left, [1]+[1] → [8] [9] [10])', () => {
  const outcome = (row: string, token: string): string => {
    const rule: Value[] = [2, ['@This 0', '=', '@Next 1 0'], true, [token, [8], [9], [10]], 0];
    const g = gameOn([row], { mergeRules: [rule], mergeResultKnownLevel: 0 });
    g.move(LEFT);
    return show(g.state.grid)[0]!;
  };
  const table: [string, string, string, string, string][] = [
    ['1 1 3 _', '1 1 3 _', '8 9 10 _', '8 9 10 _', '8 9 10 3'],
    ['1 1 _ 3', '8 9 10 3', '8 9 10 _', '8 9 10 3', '8 9 10 3'],
    ['1 1 _ _', '8 9 10 _', '1 1 _ _', '8 9 10 _', '8 9 10 _'],
    ['1 1 3 4', '1 1 3 4', '8 9 10 4', '8 9 10 4', '1 1 3 4'],
  ];
  for (const [row, empty, slot, overwrite, push] of table)
    it(`row ${row}`, () => {
      expect(outcome(row, '@MergeOverflowEmpty')).toBe(empty);
      expect(outcome(row, '@MergeOverflowSlot')).toBe(slot);
      expect(outcome(row, '@MergeOverflowOverwrite')).toBe(overwrite);
      expect(outcome(row, '@MergeOverflowPush')).toBe(push);
    });
});

describe('stay-still moves (§5.10)', () => {
  const dirs: Value[] = [[[0, 0, 0, 0, [1, true, true, true]], '•']];
  const scripts: Value[] = [[[0, '@edit_gvar', 0, ['@GVar 0', '+', 1]], 'StayStill']];
  it('moves iff there is an empty cell; StayStill runs once per row with one', () => {
    const g = gameOn(['1 _', '2 3', '_ _'], { directions: dirs, scripts, startGameVars: [0] });
    expect(g.move(0).moved).toBe(true);
    expect(g.state.gameVars).toEqual([2]);
    const full = gameOn(['1 2'], { directions: dirs, scripts, startGameVars: [0] });
    expect(full.move(0).moved).toBe(false);
  });
});

describe('the merge-result cache (§5.7)', () => {
  // "Equal tiles merge only when moving left."
  const rules: Value[] = [
    [2, [['@Next 1 0', '=', '@This 0'], '&&', ['@HDir', '=', -1]], true, [[['@This 0', '+', 1]]], 0],
  ];
  it('at level 2 a failed right move poisons the pair for a later left move', () => {
    const g = gameOn(['1 1 _'], { mergeRules: rules, mergeResultKnownLevel: 2 });
    g.move(RIGHT);
    expect(show(g.state.grid)).toEqual(['_ 1 1']);
    g.move(LEFT);
    expect(show(g.state.grid)).toEqual(['1 1 _']);
  });
  it('at level 0 the left move merges', () => {
    const g = gameOn(['1 1 _'], { mergeRules: rules, mergeResultKnownLevel: 0 });
    g.move(RIGHT);
    g.move(LEFT);
    expect(show(g.state.grid)).toEqual(['2 _ _']);
  });
  it('level 2 forgets entries whose tiles left the grid', () => {
    const g = gameOn(['1 1 _ 3'], { mergeRules: rules, mergeResultKnownLevel: 2 });
    g.move(RIGHT);
    expect(g.core.cache.size).toBeGreaterThan(0);
    g.state.grid = [['@Empty', '@Empty', [5], [6]]];
    g.core.tiles.reset();
    g.move(LEFT);
    const parts = g.core.cache.entries().flatMap(([, e]) => e.parts);
    expect(parts).not.toContainEqual([1]);
    expect(parts).toContainEqual([5]);
  });
});

describe('slide loop shortcuts (settled attempts, numeric boards, line tables)', () => {
  // 180-like rules on two-number tiles: five-, three- and two-tile lines with look-behind guards.
  const same = (d: number): Value[] => [
    ['@Next ' + d + ' 0', '=', '@This 0'],
    '&&',
    ['@Next ' + d + ' 1', '=', '@This 1'],
  ];
  const guard = (far: string): Value => [
    [['@NextNE -1 0', '!=', '@This 0'], '||', ['@NextNE -1 1', '!=', '@This 1']],
    '&&',
    [[far + ' 0', '!=', '@This 0'], '||', [far + ' 1', '!=', '@This 1']],
  ];
  const rule = (L: number, out: Value): Value => {
    const cond: Value[] = [guard(`@Next ${L}`)];
    for (let d = 1; d < L; d++) cond.push('&&', same(d));
    // Results stay mergeable: a tile behind a merge may merge with its result in the same move.
    return [L, cond, true, [out], [['@This 0', '+', 1], '*', L], Array.from({ length: L }, () => true)];
  };
  const RULES: Value[] = [
    rule(5, ['@This 0', ['@This 1', '+', 1]]),
    rule(3, [['@This 0', '+', 1], '@This 1']),
    rule(2, [['@This 0', '+', 1], '@This 1']),
  ];
  const mode = (scripts: Value[]): Partial<ModeDefinition> => ({
    width: 6,
    height: 6,
    startingGrid: Array.from({ length: 6 }, () => Array.from({ length: 6 }, () => '@Empty')),
    tileNumAmount: 2,
    mergeRules: RULES,
    startTileSpawns: [
      [[0, 0], 3],
      [[0, 1], 1],
      [[1, 0], 1],
    ],
    startTileAmount: 4,
    randomTileAmount: 1,
    knownMergeLookbackDistance: 2,
    knownMergeMaxLength: 6,
    // The shortcuts need the merge-result cache.
    mergeResultKnownLevel: 2,
    scripts,
  });

  /**
   * What a game of 400 seeded moves shows, move by move. The merge-result cache is kept unless
   * `bypass` lets the game leave it out where it is transparent (cache-transparency.ts), as it is
   * here without scripts: merge events then name the rule the rules give, as a hit does.
   */
  function play(scripts: Value[], slippery: boolean, bypass = false): string[] {
    const g = new Game(defaultMode(mode(scripts)), {
      evaluator: calcEvaluator,
      seed: 5,
      clock: () => 0,
      cacheBypass: bypass,
    });
    g.start();
    if (slippery) g.state.grid[2]![3] = '@Slippery';
    const rng = new Sfc32('shortcuts');
    const seen: string[] = [];
    for (let n = 0; n < 400; n++) {
      if (g.state.screen !== 'Gameplay') {
        if (g.state.screen === 'Win') g.continuePlaying();
        else g.playAgain();
        if (slippery) g.state.grid[2]![3] = '@Slippery';
        continue;
      }
      const r = g.move(Math.floor(rng.next() * 4));
      seen.push(
        JSON.stringify([r.accepted, r.moved, r.events, r.scoreDelta, r.error ?? null, g.state.grid, g.state.merges]),
      );
      if (bypass && !g.core.cache.bypass) throw new Error('the cache was kept');
    }
    return seen;
  }

  it('play exactly as the slide loop does without them', () => {
    // A MoveIteration script (doing nothing) runs inside the slide loop: it turns the shortcuts off.
    const off: Value[] = [[[0], 'MoveIteration']];
    for (const slippery of [false, true]) {
      const fast = play([], slippery);
      const plain = play(off, slippery);
      expect(fast.filter((x) => x.includes('"merge"')).length).toBeGreaterThan(50);
      expect(fast).toEqual(plain);
      // The same with the cache left out: every merge computed by the rules, events and all.
      expect(play([], slippery, true)).toEqual(plain);
    }
  });
});

describe('a merge that places a slippery cell mid-move (SlideState.slipperyMade)', () => {
  // A "bomb" tile ['@Slippery'] destroys the tile in front of it and leaves its own cell slippery:
  // the front output `true` empties its cell, the rear one is the bomb's own entry (a string). The
  // rule reads only the pair, so the slide loop's shortcuts stay on and the line table (rays) was
  // built for a board without slippery cells: after this merge it must be dropped.
  const BOMB: Value = ['@Slippery'];
  const bombRule: Value = [2, [['@This 0', 'typeof'], '=', 'string'], true, [true, '@This 0'], 0];
  const classic: Value = [
    2,
    ['@Next 1 0', '=', '@This 0'],
    true,
    [[['@This 0', '+', 1]]],
    [2, '**', ['@This 0', '+', 1]],
  ];
  // A MoveIteration script (doing nothing) runs inside the slide loop: it turns the shortcuts off.
  const OFF: Value[] = [[[0], 'MoveIteration']];

  it('a later tile jumps over the new slippery cell: 5 B _ 4 → 4 ~ _ _', () => {
    for (const scripts of [[], OFF]) {
      const g = gameOn([[[5], BOMB, '@Empty', [4]]], { mergeRules: [bombRule, classic], scripts });
      g.move(LEFT);
      expect(show(g.state.grid)).toEqual(['4 ~ _ _']);
    }
  });

  /** Every cell strictly between two cells of a row or column. */
  const between = ([v0, h0]: [number, number], [v1, h1]: [number, number]): [number, number][] => {
    const out: [number, number][] = [];
    const n = Math.max(Math.abs(v1 - v0), Math.abs(h1 - h0));
    for (let k = 1; k < n; k++) out.push([v0 + Math.sign(v1 - v0) * k, h0 + Math.sign(h1 - h0) * k]);
    return out;
  };

  /** A seeded game, move by move: grid, score, events and counters. Counts the moves that made a
   * slippery cell and slid a tile over it. */
  function play(shortcuts: boolean): { seen: string[]; overNew: number } {
    const mode = defaultMode({
      width: 5,
      height: 5,
      mergeRules: [bombRule, classic],
      startTileSpawns: [
        [[0], 60],
        [[1], 20],
        [BOMB, 20],
      ],
      startTileAmount: 4,
      scripts: shortcuts ? [] : OFF,
    });
    // The fast move (fast-move.ts) leaves bomb pairs to the general move: off, so that every move
    // takes the slide loop (tests/move-shortcuts.fuzz.test.ts compares it too).
    const g = new Game(mode, { evaluator: calcEvaluator, seed: 11, clock: () => 0, fastMoves: false });
    g.start();
    const rng = new Sfc32('slippery-made');
    const seen: string[] = [];
    let overNew = 0;
    for (let n = 0; n < 400; n++) {
      if (g.state.screen !== 'Gameplay') {
        if (g.state.screen === 'Win') g.continuePlaying();
        else g.playAgain();
        continue;
      }
      // Every move starts without slippery cells (the slide loop then builds its line table), so
      // each slippery cell seen after the move was made by a merge of that move.
      for (const row of g.state.grid)
        for (let h = 0; h < row.length; h++) if (row[h] === '@Slippery') row[h] = '@Empty';
      const r = g.move(Math.floor(rng.next() * 4));
      const grid = g.state.grid;
      const over = r.events.some(
        (e) => e.type === 'slide' && between(e.from, e.to).some(([v, h]) => grid[v]![h] === '@Slippery'),
      );
      if (over) overNew++;
      seen.push(
        JSON.stringify([
          r.accepted,
          r.moved,
          r.events,
          r.scoreDelta,
          r.error ?? null,
          grid,
          g.state.score,
          g.state.merges,
          g.state.ids,
        ]),
      );
    }
    return { seen, overNew };
  }

  it('plays a seeded game exactly as the slide loop does without its shortcuts', () => {
    const on = play(true);
    const plain = play(false);
    for (let n = 0; n < plain.seen.length; n++) expect(on.seen[n], `move ${n}`).toBe(plain.seen[n]);
    // The seeded game does what it is for (19 such moves).
    expect(plain.overNew).toBeGreaterThan(10);
  });
});
