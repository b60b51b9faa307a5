import { describe, expect, it } from 'vitest';
import { BigRational, GaussianBigInt, type Value } from '../calc/values.ts';
import { calcEvaluator } from '../engine/index.ts';
import { Game } from '../engine/index.ts';
import { defaultMode } from '../engine/index.ts';
import { HISTORY_LIMIT, POSITION_FIELDS, PositionCodec, SaveFormatError } from './game-save.ts';

const field = (k: string): number => POSITION_FIELDS.indexOf(k);

function started(seed = 3): Game {
  const g = new Game(defaultMode(), { evaluator: calcEvaluator, seed, clock: () => 1000 });
  g.start();
  return g;
}

describe('PositionCodec', () => {
  it('loads a position back exactly, exotic values included', () => {
    const codec = new PositionCodec();
    const a = started();
    a.state.gameVars = [
      5n,
      new GaussianBigInt(1n, -2n),
      BigRational.of(1n, 3n),
      -0,
      NaN,
      Infinity,
      '@NaN',
      '@BigInt 5',
      undefined,
      [['@Literal', 1]],
    ];
    const p = codec.encode(a);
    const b = started(99);
    codec.load(b, p);
    expect(codec.encode(b)).toEqual(p);
    expect(b.state.gameVars[0]).toBe(5n);
    expect(Object.is(b.state.gameVars[3], -0)).toBe(true);
    expect(b.state.gameVars[6]).toBe('@NaN');
    expect(b.state.grid).toEqual(a.state.grid);
    expect(b.state.ids).toEqual(a.state.ids);
    // Same random generator: the same next move gives the same board.
    for (const g of [a, b]) for (const d of [2, 1]) g.move(d);
    expect(b.state.grid).toEqual(a.state.grid);
  });

  it('reuses the previous position’s texts and stores shared texts once', () => {
    const codec = new PositionCodec();
    const g = started();
    const positions = [codec.encode(g)];
    for (const d of [2, 1, 3, 0, 2, 1]) {
      g.move(d);
      positions.push(codec.encode(g, positions.at(-1)));
    }
    const rules = positions.map((p) => p[field('mergeRules')]);
    expect(new Set(rules).size).toBe(1);
    const saved = codec.save(positions.at(-1)!, positions.slice(0, -1), []);
    expect(saved.pool.filter((t) => t === rules[0])).toHaveLength(1);
    // Older replay logs are prefixes of the current one.
    expect(saved.pool.some((t) => t.startsWith('#'))).toBe(true);
    const back = PositionCodec.read(structuredClone(saved));
    expect(back.current).toEqual(positions.at(-1));
    expect(back.history).toEqual(positions.slice(0, -1));
  });

  it('keeps at most HISTORY_LIMIT undo steps in a save', () => {
    const codec = new PositionCodec();
    const g = started();
    const p = codec.encode(g);
    expect(codec.save(p, new Array(HISTORY_LIMIT + 20).fill(p), []).history).toHaveLength(HISTORY_LIMIT);
  });

  it('refuses damaged positions without touching the game', () => {
    const codec = new PositionCodec();
    const g = started();
    const p = codec.encode(g);
    const before = codec.encode(g);
    const broken = (i: number, text: string) => p.map((t, j) => (j === i ? text : t));
    for (const bad of [
      broken(field('grid'), '[[1]]'),
      broken(field('ids'), '[[-1,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]'),
      broken(field('width'), '"4"'),
      broken(field('nextId'), '0'),
      broken(field('@rng'), '[1,2]'),
      p.slice(1),
      broken(field('score'), '{'),
      broken(field('grid'), '{"a":1}'),
    ])
      expect(() => codec.load(g, bad)).toThrow(SaveFormatError);
    expect(codec.encode(g)).toEqual(before);
    expect(() => PositionCodec.read({ fields: ['x'], pool: [], current: [], history: [], future: [] })).toThrow(
      SaveFormatError,
    );
    expect(() => PositionCodec.read(null)).toThrow(SaveFormatError);
  });

  it('loads a grid whose row a script extended past the board (@replace_tile, calcarray.md §11.3)', () => {
    // Found by hostile-scripts.fuzz.test.ts: the save of such a game was refused as damaged.
    const mode = defaultMode({ scripts: [[[0, '@replace_tile', 0, 5, ['@Literal', 3]], 'TileClick']] });
    const a = new Game(mode, { evaluator: calcEvaluator, seed: 3, clock: () => 1000 });
    a.start();
    expect(a.clickTile(0, 0).error).toBeUndefined();
    expect(a.state.grid[0]).toHaveLength(6);
    expect(4 in a.state.grid[0]!).toBe(false);
    const codec = new PositionCodec();
    const saved = JSON.parse(JSON.stringify(codec.save(codec.encode(a), [], []))) as unknown;
    const b = started(99);
    codec.load(b, PositionCodec.read(saved).current);
    expect(b.state.grid[0]).toHaveLength(6);
    expect(b.state.grid[0]![5]).toEqual([3]);
    expect(codec.encode(b)).toEqual(codec.encode(a));
    for (const g of [a, b]) g.move(1);
    expect(b.state.grid).toEqual(a.state.grid);
  });
});

describe('PositionCodec.check: a position is saved only if it loads back', () => {
  it('passes positions that load, refuses one nested past the decoder’s limit', () => {
    const codec = new PositionCodec();
    const g = started();
    let p = codec.encode(g);
    codec.check(p);
    for (const d of [2, 1, 3, 0]) {
      g.move(d);
      p = codec.encode(g, p);
      codec.check(p);
    }
    let deep: Value = 0;
    for (let i = 0; i < 600; i++) deep = [deep];
    g.state.gameVars = [deep];
    expect(() => codec.check(codec.encode(g, p))).toThrow(SaveFormatError);
    expect(() => codec.check(codec.encode(g, p))).toThrow(/gameVars: value nested too deeply/);
  });

  it('reads only the appended entries of a log, and still refuses damage in them', () => {
    const codec = new PositionCodec();
    const g = started();
    let p = codec.encode(g);
    g.move(2);
    p = codec.encode(g, p);
    codec.check(p);
    const f = field('movesPlayed');
    const grown = p.map((t, i) => (i === f ? t.slice(0, -1) + ',"@BigInt x"]' : t));
    expect(() => codec.check(grown)).toThrow(/movesPlayed/);
    const fine = p.map((t, i) => (i === f ? t.slice(0, -1) + ',3]' : t));
    codec.check(fine);
    // The same texts load into a game exactly.
    const b = started(9);
    codec.load(b, fine);
    expect(codec.encode(b)[f]).toBe(fine[f]);
  });
});
