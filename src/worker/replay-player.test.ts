import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { scStringify } from '../formats/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { Dispatcher } from './dispatch.ts';
import type { BoardView, ReplayFrameView } from './protocol.ts';
import { RealEngine } from './real-engine.ts';
import { ReplayPlayer } from './replay-player.ts';
import { gameCode, modeCode, testClassicMode } from './test-codes.ts';
import { errorKind } from './session-error-kind.ts';

// The recorded games beside the repository (shared/conformance/replays).
const DIR = fileURLToPath(new URL('../../../shared/conformance/replays', import.meta.url));
interface RecordedGame {
  seed: number;
  replayCode: string;
  steps: { i?: number; dir?: number; grid?: unknown }[];
  final?: { grid?: unknown };
}
const load = (f: string): RecordedGame[] =>
  (JSON.parse(readFileSync(`${DIR}/${f}`, 'utf8')) as { games?: RecordedGame[] }).games ?? [];

/** The board of a view as the recorded snapshots write it (tile texts are not compared: values are). */
function cellsOf(p: ReplayPlayer): string {
  return scStringify((p as unknown as { shown: { state: { grid: never } } }).shown.state.grid);
}

describe('replay player', () => {
  // A sample of recorded games (the whole corpus is 360 games; all of them reach their final grid).
  const files = readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .filter((_, i) => i % 10 === 0);

  it('plays recorded Replay codes snapshot by snapshot', () => {
    let compared = 0;
    for (const f of files) {
      for (const g of load(f).slice(0, 1)) {
        const p = new ReplayPlayer(g.replayCode);
        let index = 0;
        let grid: unknown;
        for (const step of g.steps) {
          if (step.grid !== undefined) grid = step.grid;
          if (step.dir === undefined) continue;
          index++;
          const frame = p.seek(index);
          expect(frame.stopReason, `${f} seed ${g.seed}`).toBeNull();
          expect(frame.index).toBe(index);
          expect(cellsOf(p), `${f} seed ${g.seed} move ${step.i}`).toBe(JSON.stringify(grid));
          compared++;
        }
        const end = p.seek(p.total);
        if (g.final?.grid) expect(cellsOf(p), `${f} final`).toBe(JSON.stringify(g.final.grid));
        expect(end.view.canRedo).toBe(false);
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('steps back and forward to the same positions', () => {
    const g = load('1.json')[0]!;
    const p = new ReplayPlayer(g.replayCode);
    const at10 = p.seek(10);
    const gridAt10 = cellsOf(p);
    expect(at10.result.kind).toBe('redo'); // a jump, not a single step
    p.seek(30);
    const back = p.seek(10);
    expect(cellsOf(p)).toBe(gridAt10);
    expect(back.view.tiles.map((t) => t.id).sort()).toEqual(at10.view.tiles.map((t) => t.id).sort());
    const one = p.seek(11);
    expect(one.result.kind).toBe('move');
    expect(one.result.direction).not.toBeNull();
    expect(p.seek(-5).index).toBe(0);
    expect(p.seek(1e9).index).toBe(p.total);
  });

  it('refuses bad and wrong codes with a clear error', () => {
    expect(errorKind(() => new ReplayPlayer('nonsense'))).toBe('bad-code');
    expect(errorKind(() => new ReplayPlayer('@2048PowCompReplay|3.0|'))).toBe('bad-code');
    const game = load('1.json')[0]!.replayCode.replace('@2048PowCompReplay', '@2048PowCompMode');
    expect(errorKind(() => new ReplayPlayer(game))).not.toMatch(/^crash/);
  });
});

describe('replays through the worker', () => {
  const registry = registerBuiltins(new PluginRegistry());

  it('opens, seeks and closes a replay without touching the game in progress', () => {
    const x = new Dispatcher(new RealEngine(registry));
    x.handle({ id: 1, type: 'newGame', payload: { source: { kind: 'mode', modeId: '2048' }, seed: 3 } });
    const before = x.handle({ id: 2, type: 'snapshot', payload: {} });
    const open = x.handle({ id: 3, type: 'openReplay', payload: { code: load('1.json')[0]!.replayCode } });
    if (!open.ok) throw new Error(open.error.message);
    const f0 = open.result as ReplayFrameView;
    expect(f0.index).toBe(0);
    expect(f0.total).toBe(132);
    expect(structuredClone(f0)).toEqual(f0);
    const f5 = x.handle({ id: 4, type: 'replaySeek', payload: { index: 5 } });
    expect(f5.ok && (f5.result as ReplayFrameView).index).toBe(5);
    expect(x.handle({ id: 5, type: 'closeReplay', payload: {} })).toMatchObject({ ok: true, result: { closed: true } });
    expect(x.handle({ id: 6, type: 'replaySeek', payload: { index: 1 } })).toMatchObject({
      ok: false,
      error: { kind: 'no-game' },
    });
    const after = x.handle({ id: 7, type: 'snapshot', payload: {} });
    expect(after.ok && before.ok && (after.result as { view: BoardView }).view).toEqual(
      before.ok && (before.result as { view: BoardView }).view,
    );
    expect(x.handle({ id: 8, type: 'openReplay', payload: { code: 'junk' } })).toMatchObject({
      ok: false,
      error: { kind: 'bad-code' },
    });
  });

  it('exports the game in progress as a Replay code that replays to the same board', () => {
    for (const modeId of ['2048', 'pc.2584', 'pc.3125']) {
      const engine = new RealEngine(registry);
      const s = engine.newGame({ source: { kind: 'mode', modeId }, seed: 11 });
      for (let i = 0; i < 40; i++) s.move([0, 2, 1, 3][i % 4]!);
      s.undo(); // an undone move is not part of the replay
      const code = s.exportReplay();
      expect(code).toMatch(/^@2048PowCompReplay\|3\.0\|/);
      const p = new ReplayPlayer(code);
      const end = p.seek(p.total);
      expect(end.stopReason, modeId).toBeNull();
      const tiles = (v: BoardView): string[] =>
        v.tiles.map((t) => `${t.v},${t.h}:${t.text.map((r) => r.text).join('')}`).sort();
      expect(tiles(end.view), modeId).toEqual(tiles(s.view()));
      expect(end.view.score).toBe(s.view().score);
    }
  });

  it('exports Mode-code games, but refuses games resumed from a Game code (their start was never recorded)', () => {
    const engine = new RealEngine(registry);
    const fromMode = engine.newGame({ source: { kind: 'code', code: modeCode(testClassicMode()) }, seed: 4 });
    for (let i = 0; i < 10; i++) fromMode.move(i % 4);
    const p = new ReplayPlayer(fromMode.exportReplay());
    expect(p.seek(p.total).view.tiles.length).toBe(fromMode.view().tiles.length);
    const resumed = engine.newGame({
      source: { kind: 'code', code: gameCode(testClassicMode(), [[0, 0, 1]]) },
      seed: 4,
    });
    expect(errorKind(() => resumed.exportReplay())).toBe('unsupported');
  });
});
