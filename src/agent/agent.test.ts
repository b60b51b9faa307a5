import { describe, expect, it } from 'vitest';
import { BUILTIN_MODES_AS_WRITTEN } from '../../plugins/index.ts';
import { calcEvaluator } from '../engine/index.ts';
import { Game } from '../engine/index.ts';
import { resolveOptions } from '../plugins/registry.ts';
import { Agent, SEARCH, searchShape } from './agent.ts';
import { AXIS_ROW, boardValue, LEAF, lostValue, TileWorth } from './board-value.ts';
import { playGame } from './play.ts';

function mode(id: string, options: Record<string, unknown> = {}) {
  const p = BUILTIN_MODES_AS_WRITTEN.find((m) => m.id === id)!;
  return p.build(resolveOptions(p.options, options));
}

function started(id: string, seed: number): Game {
  const g = new Game(mode(id), { evaluator: calcEvaluator, seed, clock: () => 0 });
  g.start();
  for (let i = 0; i < 12; i++) g.move(i % 4);
  return g;
}

describe('agent', () => {
  it('suggests a direction that plays, the same one again for the same position, and leaves the game untouched', () => {
    for (const id of ['pc.2048', 'pc.180']) {
      const g = started(id, 5);
      const before = JSON.stringify([g.state.grid, g.position().rng, g.state.score, g.state.moves]);
      const a = new Agent(g.mode, { effort: 200, seed: 1 });
      const s1 = a.suggest(g.position());
      const s2 = new Agent(g.mode, { effort: 200, seed: 1 }).suggest(g.position());
      expect(JSON.stringify([g.state.grid, g.position().rng, g.state.score, g.state.moves])).toBe(before);
      expect(s1.direction).not.toBeNull();
      expect(s2).toEqual(s1);
      expect(g.canMove(s1.direction!)).toBe(true);
      expect(s1.confidence).toBeGreaterThan(0);
      expect(s1.confidence).toBeLessThanOrEqual(1);
      expect(s1.simulated).toBeGreaterThan(0);
      expect(s1.simulated).toBeLessThanOrEqual(200 * 1.5);
    }
  });

  it('does not read the future spawns: its forks do not depend on the game seed alone', () => {
    // Two games at the same board but different generator states get suggestions from different
    // forks: the search never uses the game's own generator state as its draws.
    const g = started('pc.2048', 9);
    const p = g.position();
    const other = { ...p, rng: [1, 2, 3, 4] as const };
    const a = new Agent(g.mode, { effort: 100, seed: 3 });
    const s1 = a.suggest(p);
    const s2 = a.suggest(other);
    expect(s1.values).not.toEqual(s2.values);
  });

  it('answers null when no direction plays', () => {
    const g = started('pc.2048', 2);
    const full = g.position();
    const s = g.state;
    // A full board with no equal neighbours: game over for every direction.
    s.grid = [0, 1, 2, 3].map((v) => [0, 1, 2, 3].map((h) => [((v + h) % 2) + 1 + 2 * ((v * 4 + h) % 3)]));
    s.directionsAvailable = [true, true, true, true];
    g.stateEdited();
    const suggestion = new Agent(g.mode, { effort: 50 }).suggest(g.position());
    expect(suggestion.direction).toBeNull();
    g.setPosition(full);
  });

  it('searches a board with few empty cells one level deeper at the same effort, and no other board', () => {
    const g = started('pc.2048', 6);
    const s = g.state;
    const E = '@Empty';
    const board = (empties: number) =>
      [0, 1, 2, 3].map((v) => [0, 1, 2, 3].map((h) => (v * 4 + h >= 16 - empties ? E : [1 + ((v * 4 + h) % 7)])));
    const values = (empties: number, dangerEmpty: number) => {
      s.grid = board(empties);
      s.directionsAvailable = [true, true, true, true];
      g.stateEdited();
      const saved = SEARCH.dangerEmpty;
      SEARCH.dangerEmpty = dangerEmpty;
      try {
        const r = new Agent(g.mode, { effort: 700, seed: 4 }).suggest(g.position());
        expect(r.simulated).toBeLessThanOrEqual(700 * 1.5);
        return r.values;
      } finally {
        SEARCH.dangerEmpty = saved;
      }
    };
    // Three empty cells: dangerous at dangerEmpty 3, so the search differs from the plain one.
    expect(values(3, 3)).not.toEqual(values(3, 0));
    // Six empty cells: not dangerous, the same search.
    expect(values(6, 3)).toEqual(values(6, 0));
  });

  it('plays classic 2048 far better than the random player over the same seeds', () => {
    const m = mode('pc.2048', { originalSpawns: true });
    let agent = 0;
    let random = 0;
    for (const seed of [1, 2]) {
      agent += playGame(m, { kind: 'agent', options: { effort: 40 } }, seed, 150).score;
      random += playGame(m, { kind: 'random' }, seed, 150).score;
    }
    expect(agent).toBeGreaterThan(1.5 * random);
  });

  it('shapes the search from the effort', () => {
    expect(searchShape(300, 4)).toEqual([8, 2]);
    expect(searchShape(10, 4)).toEqual([2]);
    // Two levels as soon as one root sample affords them: depth beat samples in the slow modes.
    expect(searchShape(20, 4)).toEqual([1, 1]);
    expect(searchShape(40, 4)).toEqual([2, 1]);
    // Three levels with one sample a level below the root as soon as one root sample affords them,
    // unless the time budget was seen not to afford them.
    expect(searchShape(100, 4)).toEqual([1, 1, 1]);
    expect(searchShape(200, 4)).toEqual([2, 1, 1]);
    expect(searchShape(100, 4, false)).toEqual([5, 1]);
    const cost = (shape: number[], d: number): number => shape.reduceRight((c, k) => d * k * (1 + c), 0);
    for (const e of [50, 300, 1000, 5000])
      for (const d of [4, 6, 8]) expect(cost(searchShape(e, d), d)).toBeLessThanOrEqual(e);
  });

  it('under a time budget, searches three thin levels only once a decision showed the budget affords them', () => {
    const g = started('pc.2048', 6);
    const p = g.position();
    const twice = (opts: { timeBudgetMs?: number; now?: () => number }) => {
      const a = new Agent(g.mode, { effort: 100, seed: 4, ...opts });
      return [a.suggest(p).values, a.suggest(p).values];
    };
    const [free1, free2] = twice({});
    // A clock that never moves: the first decision searches two levels, the next three, as without a budget.
    const [frozen1, frozen2] = twice({ timeBudgetMs: 3, now: () => 0 });
    expect(frozen1).not.toEqual(free1);
    expect(frozen2).toEqual(free2);
    // A clock always past the budget: two levels every time.
    let t = 0;
    const [, late2] = twice({ timeBudgetMs: 3, now: () => (t += 10) });
    expect(late2).not.toEqual(free2);
  });

  it('adds the shallow empty-cell weight to searches of two levels, or three thin ones, only', () => {
    const g = started('pc.2048', 4);
    const p = g.position();
    const values = (effort: number, emptyWeight: number, shallowEmptyWeight: number) =>
      new Agent(g.mode, { effort, seed: 2, emptyWeight, shallowEmptyWeight }).suggest(p).values;
    // Two levels (effort 20: [1, 1]): the shallow weight counts as an empty weight would.
    expect(values(20, 0, 1)).toEqual(values(20, 1, 0));
    expect(values(20, 0, 1)).not.toEqual(values(20, 0, 0));
    // Three thin levels (effort 100: [1, 1, 1]): it counts too.
    expect(values(100, 0, 1)).toEqual(values(100, 1, 0));
    expect(values(100, 0, 1)).not.toEqual(values(100, 0, 0));
    // Three levels (effort 700: [4, 2, 1]): it counts for nothing.
    expect(searchShape(700, 4)).toHaveLength(3);
    expect(values(700, 0, 1)).toEqual(values(700, 0, 0));
  });

  it('values big tiles in order along a line above the same tiles out of order, and keys equal grids equal', () => {
    const g = started('pc.2048', 3);
    const s = g.state;
    const worth = new TileWorth();
    const at = (row: number[]) => [
      row.map((n) => [n]),
      ...[1, 2, 3].map(() => ['@Empty', '@Empty', '@Empty', '@Empty']),
    ];
    s.grid = at([11, 10, 9, 8]);
    const ordered = boardValue(s, worth);
    const orderedKey = worth.gridKey(s);
    s.grid = at([10, 11, 9, 8]);
    const swapped = boardValue(s, worth);
    expect(ordered).toBeGreaterThan(swapped);
    expect(worth.gridKey(s)).not.toBe(orderedKey);
    s.grid = at([11, 10, 9, 8]);
    expect(worth.gridKey(s)).toBe(orderedKey);
    // Tile size comes from the mode's value function: 2^11 ranks 11.
    expect(worth.of([11], s)).toBeCloseTo(2049, 0);
  });

  it('ranks BigInt tile values as finely as numbers (9, 10 and 15 apart, not by bit length alone)', () => {
    // 3069: a tile lists its prime indices; its value is their product, a BigInt.
    const s = started('pc.3069', 1).state;
    const worth = new TileWorth();
    const nine = worth.of([[2n, 2n]], s);
    const ten = worth.of([[1n, 3n]], s);
    const fifteen = worth.of([[2n, 3n]], s);
    expect(ten).toBeCloseTo(11, 6);
    expect(nine).toBeLessThan(ten);
    expect(ten).toBeLessThan(fifteen);
  });

  it('values every leaf kind the same way round, and a lost board below a live one like it under each', () => {
    const g = started('pc.2048', 3);
    const s = g.state;
    const worth = new TileWorth();
    // A full board of big tiles out of order: the lines leaf's live value is below 0 here.
    s.grid = [0, 1, 2, 3].map((v) => [0, 1, 2, 3].map((h) => [(v + h) % 2 === 0 ? 20 : 19]));
    const saved = LEAF.lines;
    try {
      for (const lines of [0, 1]) {
        LEAF.lines = lines;
        expect(lostValue(s, worth), `lines ${lines}`).toBeLessThan(boardValue(s, worth));
      }
      LEAF.lines = 1;
      expect(boardValue(s, worth)).toBeLessThan(0);
    } finally {
      LEAF.lines = saved;
    }
  });

  it('under the snake leaf with an empty-cell weight, counts neighbours seen to merge as room', () => {
    const s = started('pc.2048', 3).state;
    const worth = new TileWorth();
    const [t3, t5, t7] = [3, 5, 7].map((n) => worth.entry([n], s));
    worth.noteMerge([t3!, t5!]);
    const saved = { lines: LEAF.lines, snakeMerges: LEAF.snakeMerges };
    const value = (share: number, emptyWeight = 0.5): number => {
      LEAF.snakeMerges = share;
      return boardValue(s, worth, emptyWeight);
    };
    const rest = [1, 2, 3].map(() => ['@Empty', '@Empty', '@Empty', '@Empty']);
    try {
      LEAF.lines = 0;
      // 3 and 5 (seen to merge) with only an empty cell between them: one pair (a run counts its first pair twice).
      s.grid = [[[7], [3], '@Empty', [5]], ...rest];
      expect(value(0.5) - value(0)).toBeCloseTo(0.5 * 0.5 * 2 * t7!.worth, 6);
      // Without an empty-cell weight (a deep search), nothing.
      expect(value(0.5, 0)).toBe(value(0, 0));
      // 7 and 5 were never seen to merge: no pair.
      s.grid = [[[3], [7], [5], '@Empty'], ...rest];
      expect(value(0.5)).toBe(value(0));
      // 7 and 3 seen to merge along a row only: a pair in a row, none in a column.
      worth.noteMerge([t7!, t3!], undefined, AXIS_ROW);
      expect(worth.mergeWorth(t7!.id, t3!.id, 0)).toBe(1);
      expect(worth.mergeWorth(t7!.id, t3!.id, 1)).toBe(0);
      s.grid = [[[7], [3], '@Empty', '@Empty'], ...rest];
      expect(value(0.5)).toBeGreaterThan(value(0));
      s.grid = [[[7], '@Empty', '@Empty', '@Empty'], [[3], '@Empty', '@Empty', '@Empty'], ...rest.slice(1)];
      expect(value(0.5)).toBe(value(0));
    } finally {
      Object.assign(LEAF, saved);
    }
  });

  it('under the lines leaf, rewards the neighbours the mode was seen to merge, in ranks of one merge climb', () => {
    const g = started('pc.2048', 3);
    const s = g.state;
    const worth = new TileWorth();
    const saved = { lines: LEAF.lines, learnedMerges: LEAF.learnedMerges };
    const value = (learned: number): number => {
      LEAF.learnedMerges = learned;
      return boardValue(s, worth);
    };
    s.grid = [
      [[5], [5], [2], [3]],
      [[1], '@Empty', '@Empty', [1]],
      ['@Empty', '@Empty', '@Empty', '@Empty'],
      ['@Empty', '@Empty', '@Empty', '@Empty'],
    ];
    const [t1, t2, t3, t5] = [1, 2, 3, 5].map((n) => worth.entry([n], s));
    try {
      LEAF.lines = 1;
      // Classic 2048: equal tiles merge, each merge doubles; the leaf is the equal-neighbours one.
      worth.noteMerge([t1!, t1!], t2);
      worth.noteMerge([t2!, t2!], t3);
      expect(worth.unit).toBe(1);
      expect(worth.mergeWorth(t5!.id, t5!.id)).toBe(1);
      expect(value(1)).toBe(value(0));
      worth.chooseLeaf();
      expect(worth.linesLeaf).toBe(true);
      // Once unlike tiles merge, only the pairs seen merging are worth anything.
      worth.noteMerge([t3!, t5!]);
      expect(worth.mergeWorth(t5!.id, t5!.id)).toBe(0);
      expect(worth.mergeWorth(t5!.id, t3!.id)).toBe(1);
      expect(worth.mergeWorth(t1!.id, t1!.id)).toBe(1);
      expect(value(1)).toBeLessThan(value(0));
      worth.chooseLeaf();
      expect(worth.linesLeaf).toBe(false);
      // A merge of three: each pair in it is half a merge.
      worth.noteMerge([t3!, t3!, t3!]);
      expect(worth.mergeWorth(t3!.id, t3!.id)).toBe(0.5);
      // Tiles that climb 4 ranks a merge (×16) read in units of that climb.
      const other = new TileWorth();
      const [a, b] = [4, 8].map((n) => other.entry([n], s));
      other.noteMerge([a!, a!], b);
      expect(other.unit).toBeCloseTo(4, 1);
    } finally {
      Object.assign(LEAF, saved);
    }
  });
});
