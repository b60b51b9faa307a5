import { describe, expect, it } from 'vitest';
import { Dispatcher } from './dispatch.ts';
import type { BoardView, RequestMessage, Update } from './protocol.ts';
import { registerBuiltins } from '../../plugins/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { RealEngine } from './real-engine.ts';

const registry = registerBuiltins(new PluginRegistry());
const d = () => new Dispatcher(new RealEngine(registry));

describe('Dispatcher', () => {
  it('answers typed requests with the same id', () => {
    const x = d();
    const res = x.handle({ id: 3, type: 'newGame', payload: { source: { kind: 'mode', modeId: '2048' }, seed: 1 } });
    expect(res.id).toBe(3);
    if (!res.ok) throw new Error(res.error.message);
    const u = res.result as Update;
    expect(u.result.kind).toBe('start');
    expect([...u.result.spawned].sort()).toEqual(u.view.tiles.map((t) => t.id).sort());
    expect(u.saved.format).toBe('real-1');
    // Everything crossing the boundary must survive structured cloning.
    expect(structuredClone(u)).toEqual(u);
  });

  it('reports errors as data, never throws', () => {
    const x = d();
    expect(x.handle({ id: 1, type: 'move', payload: { direction: 0 } })).toMatchObject({
      ok: false,
      error: { kind: 'no-game' },
    });
    expect(x.handle({ id: 2, type: 'nope', payload: {} } as unknown as RequestMessage)).toMatchObject({
      ok: false,
      error: { kind: 'bad-request' },
    });
    x.handle({ id: 3, type: 'newGame', payload: { source: { kind: 'mode', modeId: '2048' } } });
    expect(x.handle({ id: 4, type: 'move', payload: { direction: 1.5 } })).toMatchObject({
      ok: false,
      error: { kind: 'bad-request' },
    });
    expect(x.handle({ id: 5, type: 'inspectCode', payload: { code: '@2048PowCompGame|3.0|' } })).toMatchObject({
      ok: false,
      error: { kind: 'bad-code' },
    });
    expect(x.handle({ id: 7, type: 'inspectCode', payload: { code: 42 as unknown as string } })).toMatchObject({
      ok: false,
      error: { kind: 'bad-request' },
    });
    expect(
      x.handle({ id: 6, type: 'newGame', payload: { source: { kind: 'mode', modeId: '__proto__' } } }),
    ).toMatchObject({ ok: false, error: { kind: 'bad-request' } });
  });

  it('lists modes and exports codes', () => {
    const x = d();
    const modes = x.handle({ id: 1, type: 'listModes', payload: {} });
    const ids = modes.ok ? (modes.result as unknown as { id: string }[]).map((m) => m.id) : [];
    expect(ids[0]).toBe('2048');
    expect(ids).toContain('pc.2584');
    x.handle({ id: 2, type: 'newGame', payload: { source: { kind: 'mode', modeId: '2048' } } });
    const code = x.handle({ id: 3, type: 'exportCode', payload: {} });
    expect(code.ok && (code.result as { code: string }).code).toMatch(/^@2048PowCompGame\|3\.0\|/);
  });

  it('answers modeTags and previewMode without touching the game being played', () => {
    const x = d();
    const started = x.handle({
      id: 1,
      type: 'newGame',
      payload: { source: { kind: 'mode', modeId: '2048' }, seed: 5 },
    });
    if (!started.ok) throw new Error(started.error.message);
    const tags = x.handle({ id: 2, type: 'modeTags', payload: {} });
    expect(tags.ok && (tags.result as Record<string, string[]>)['pc.dive']).toContain('BigInt');
    const preview = x.handle({ id: 3, type: 'previewMode', payload: { modeId: 'pc.dive' } });
    expect(preview.ok && (preview.result as BoardView).modeId).toBe('pc.dive');
    expect(structuredClone(preview)).toEqual(preview);
    const now = x.handle({ id: 4, type: 'snapshot', payload: {} });
    expect(now.ok && (now.result as Update).view.tiles).toEqual((started.result as Update).view.tiles);
    expect(x.handle({ id: 5, type: 'previewMode', payload: { modeId: 7 as unknown as string } })).toMatchObject({
      ok: false,
      error: { kind: 'bad-request' },
    });
    expect(x.handle({ id: 6, type: 'previewMode', payload: { modeId: 'no.such' } })).toMatchObject({
      ok: false,
      error: { kind: 'bad-request' },
    });
  });
});
