import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { Dispatcher, SLOW_MOVE_MS } from './dispatch.ts';
import type { Api, LookaheadView, RequestType, Update } from './protocol.ts';
import { RealEngine } from './real-engine.ts';

const registry = registerBuiltins(new PluginRegistry());

/** A dispatcher driven like the page drives the worker; requests that fail throw. */
function worker(now?: () => number) {
  const d = new Dispatcher(new RealEngine(registry), now);
  let id = 0;
  const call = <K extends RequestType>(type: K, payload: Api[K]['req']): Api[K]['res'] => {
    const res = d.handle({ id: ++id, type, payload } as never);
    if (!res.ok) throw new Error(`${res.error.kind}: ${res.error.message}`);
    return res.result as Api[K]['res'];
  };
  return call;
}

type Call = ReturnType<typeof worker>;

/** Everything the page can read back of the game: the save (undo history, assist marks), both codes, the view. */
function everything(call: Call): unknown {
  const u = call('snapshot', {});
  return { saved: u.saved, view: u.view, code: call('exportCode', {}), replay: call('exportReplay', {}) };
}

function start(call: Call, modeId: string, seed: number): Update {
  return call('newGame', { source: { kind: 'mode', modeId }, seed });
}

describe('worker lookahead (moves worked out while the finger is down)', () => {
  // The engine records each move's time in the replay: a still clock makes games comparable.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('never changes the game: save, undo history, codes and view are as before', () => {
    const call = worker();
    start(call, '2048', 5);
    for (const d of [0, 3, 1, 2, 0]) call('move', { direction: d });
    call('undo', {});
    const before = everything(call);
    const look = call('lookahead', { directions: [0, 3] });
    expect(look.moves.map((m) => m.direction)).toEqual([0, 3]);
    call('lookahead', { directions: [1, 2] });
    expect(everything(call)).toEqual(before);
    // Redo still brings back the move undone: the look did not clear the redo step.
    expect(call('redo', {}).result.kind).toBe('redo');
  });

  it('answers what the move then plays, and the move says it came out the same', () => {
    for (const modeId of ['2048', 'pc.180']) {
      const call = worker();
      let shown = start(call, modeId, 11);
      let moved = 0;
      for (let i = 0; i < 40 && shown.view.status === 'playing'; i++) {
        const dirs = shown.view.directions.map((d) => d.index);
        const pair = [dirs[i % dirs.length]!, dirs[(i + 1) % dirs.length]!];
        const look: LookaheadView = call('lookahead', { directions: pair });
        const chosen = look.moves[(i >> 2) % 2]!;
        const u = call('move', { direction: chosen.direction, lookahead: look.version });
        expect(u.lookahead, `${modeId} move ${i}`).toBe('same');
        expect(u.view.tiles).toEqual(chosen.view.tiles);
        expect(u.result).toEqual(chosen.result);
        if (u.result.moved) moved++;
        shown = u;
      }
      expect(moved).toBeGreaterThan(10);
    }
  });

  it('plays games move for move as if no lookahead had been asked for', () => {
    const plain = worker();
    const looked = worker();
    start(plain, '2048', 3);
    start(looked, '2048', 3);
    const moves = [0, 3, 3, 1, 2, 0, 1, 3, 2, 2, 0, 1];
    moves.forEach((d, i) => {
      plain('move', { direction: d, ...(i % 3 === 0 ? { assist: 'hint' as const } : {}) });
      const look = looked('lookahead', { directions: [d, (d + 1) % 4] });
      looked('move', { direction: d, lookahead: look.version, ...(i % 3 === 0 ? { assist: 'hint' as const } : {}) });
    });
    plain('undo', {});
    looked('lookahead', { directions: [1, 2] });
    looked('undo', {});
    expect(everything(looked)).toEqual(everything(plain));
  });

  it('marks a lookahead stale once the game has changed, and the move is played as asked', () => {
    const call = worker();
    start(call, '2048', 7);
    const old = call('lookahead', { directions: [0, 1] });
    call('move', { direction: 3 });
    const u = call('move', { direction: 0, lookahead: old.version });
    expect(u.lookahead).toBe('stale');
    expect(u.result.kind).toBe('move');
    // A direction that was not looked at is stale too.
    const look = call('lookahead', { directions: [0] });
    expect(call('move', { direction: 2, lookahead: look.version }).lookahead).toBe('stale');
    // A move without a lookahead answers as before.
    expect(call('move', { direction: 1 }).lookahead).toBeUndefined();
  });

  it('works out at most two directions, and leaves out directions the mode lacks', () => {
    const call = worker();
    start(call, '2048', 1);
    expect(() => call('lookahead', { directions: [0, 1, 2] })).toThrow(/bad-request/);
    expect(call('lookahead', { directions: [0, 9] }).moves.map((m) => m.direction)).toEqual([0]);
    expect(() => call('lookahead', { directions: 'up' as unknown as number[] })).toThrow(/bad-request/);
  });

  it('shows undo as possible after a looked-ahead move that changes the board, and no redo', () => {
    const call = worker();
    start(call, '2048', 2);
    call('move', { direction: 0 });
    call('undo', {});
    const look = call('lookahead', { directions: [0, 1] });
    for (const m of look.moves) {
      if (m.result.moved) {
        expect(m.view.canUndo).toBe(true);
        expect(m.view.canRedo).toBe(false);
      }
    }
    expect(call('snapshot', {}).view.canRedo).toBe(true);
  });

  it('works out nothing ahead while the last move was slow, and again once a move is quick', () => {
    let t = 0;
    let step = SLOW_MOVE_MS + 1; // each reading of the clock moves it on this far
    const call = worker(() => (t += step));
    start(call, '2048', 4);
    call('move', { direction: 0 });
    const slow = call('lookahead', { directions: [1, 2] });
    expect(slow.moves).toEqual([]);
    expect(call('move', { direction: 1, lookahead: slow.version }).lookahead).toBe('stale');
    step = 1;
    call('move', { direction: 2 });
    expect(call('lookahead', { directions: [1, 3] }).moves.map((m) => m.direction)).toEqual([1, 3]);
  });
});
