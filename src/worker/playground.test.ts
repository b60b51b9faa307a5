import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import type { Game } from '../engine/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { Dispatcher } from './dispatch.ts';
import type { PlaygroundRequest, PlaygroundView } from './protocol.ts';
import { RealEngine } from './real-engine.ts';

const engine = new RealEngine(registerBuiltins(new PluginRegistry()));

function ask(d: Dispatcher, payload: PlaygroundRequest): PlaygroundView {
  const res = d.handle({ id: 9, type: 'playground', payload });
  if (!res.ok) throw new Error(res.error.message);
  return res.result as PlaygroundView;
}

/** A dispatcher with a seeded classic game, and that game's engine state (tests only: the seam shows views). */
function classic(): { d: Dispatcher; game: Game } {
  const d = new Dispatcher(engine);
  const res = d.handle({ id: 1, type: 'newGame', payload: { source: { kind: 'mode', modeId: '2048' }, seed: 4 } });
  if (!res.ok) throw new Error(res.error.message);
  const session = (d as unknown as { session: { driver: { game: Game } } }).session;
  return { d, game: session.driver.game };
}

describe('playground', () => {
  it("reads the live board: a tile's value, the tile count, each part in evaluation order", () => {
    const { d, game } = classic();
    const grid = game.state.grid;
    const v = grid.findIndex((row) => row.some(Array.isArray));
    const h = grid[v]!.findIndex(Array.isArray);
    const exponent = (grid[v]![h] as number[])[0]!;
    const r = ask(d, { source: '[@This(0) + 1] * 2', board: 'game', v, h });
    expect(structuredClone(r)).toEqual(r);
    expect(r).toMatchObject({ board: 'game', formula: '[@This(0) + 1] * 2', value: String((exponent + 1) * 2) });
    expect(r.type).toBe('number');
    expect(r.steps).toBeGreaterThan(0);
    expect(r.trace.map((t) => [t.depth, t.formula, t.value])).toEqual([
      [1, '@This(0) + 1', String(exponent + 1)],
      [0, '[@This(0) + 1] * 2', String((exponent + 1) * 2)],
    ]);
    // The same text on the sample board (tile (0, 0) holds [1]).
    expect(ask(d, { source: '[@This(0) + 1] * 2', board: 'sample' }).value).toBe('4');
  });

  it('looks along the direction given: @Next is the tile one step ahead', () => {
    const { d } = classic();
    // Sample board row 1: empty, [3], [3], [3].
    const at = { source: '@Next(1, 0) = @This(0)', board: 'sample', v: 1, h: 1 } as const;
    expect(ask(d, { ...at, vdir: 0, hdir: 1 }).value).toBe('true');
    expect(ask(d, { ...at, vdir: 0, hdir: -1 }).value).toBe('false');
  });

  it('never changes the game: board, score, random draws and announcements stay', () => {
    const { d, game } = classic();
    const before = JSON.stringify(game.state.grid);
    const draw = game.core.rng.getState();
    const r = ask(d, {
      source: '[0 @add_score 999] + [[1n rand_bigint 100n] announce "hi", 10]',
      board: 'game',
    });
    expect(r.error).toBeUndefined();
    expect(JSON.stringify(game.state.grid)).toBe(before);
    expect(game.state.score).toBe(0);
    expect(game.core.rng.getState()).toEqual(draw);
    expect(game.core.announcements).toEqual([]);
  });

  it('points at the column of a typing mistake, and of the part that fails', () => {
    const { d } = classic();
    const typo = ask(d, { source: '1 + [2 * 3', board: 'game' });
    expect(typo.formula).toBe('');
    expect(typo.error?.message).toMatch(/^column \d+:/);
    expect(typo.error?.column).toBeGreaterThan(0);
    const fails = ask(d, { source: '1 + [2 * [1n /B 0n]]', board: 'game' });
    expect(fails.error?.message).toMatch(/Division by zero/);
    expect(fails.formula.slice(fails.error!.column - 1)).toBe('1n /B 0n]]');
  });

  it('stops a loop at the step budget and says where', () => {
    const { d } = classic();
    const r = ask(d, { source: '0 @repeat Infinity + 1 @end-repeat', board: 'sample' });
    expect(r.error?.message).toMatch(/step budget of 2000000 exceeded/);
    expect(r.value).toBeUndefined();
  });
});
