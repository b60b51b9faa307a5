import { describe, expect, it, vi } from 'vitest';
import { EngineClient, EngineClientError, type WorkerLike } from './client.ts';
import { Dispatcher } from './dispatch.ts';
import type { RequestMessage } from './protocol.ts';
import { registerBuiltins } from '../../plugins/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { RealEngine } from './real-engine.ts';

const registry = registerBuiltins(new PluginRegistry());

/** An in-process worker: real dispatcher, asynchronous like postMessage; `hang` never answers. */
function fakeWorker(opts: { hang?: boolean } = {}): WorkerLike & { terminated: boolean } {
  const dispatcher = new Dispatcher(new RealEngine(registry));
  const w = {
    terminated: false,
    onmessage: null as ((e: MessageEvent) => void) | null,
    onerror: null as ((e: ErrorEvent) => void) | null,
    postMessage(msg: RequestMessage) {
      if (opts.hang) return;
      const res = structuredClone(dispatcher.handle(structuredClone(msg)));
      setTimeout(() => w.onmessage?.({ data: res } as MessageEvent), 0);
    },
    terminate() {
      w.terminated = true;
    },
  };
  return w;
}

describe('EngineClient', () => {
  it('makes typed calls', async () => {
    const c = new EngineClient(() => fakeWorker());
    const u = await c.call('newGame', { source: { kind: 'mode', modeId: '2048' }, seed: 2 });
    expect(u.view.tiles).toHaveLength(2);
    const m = await c.call('move', { direction: 2 });
    expect(m.result.kind).toBe('move');
    await expect(c.call('inspectCode', { code: 'junk' })).rejects.toMatchObject({ kind: 'bad-code' });
    c.dispose();
  });

  it('replaces a stuck worker and fails the pending call', async () => {
    vi.useFakeTimers();
    try {
      const workers: ReturnType<typeof fakeWorker>[] = [];
      const c = new EngineClient(() => {
        const w = fakeWorker({ hang: workers.length === 0 });
        workers.push(w);
        return w;
      }, 1000);
      const restarted = vi.fn();
      c.onRestart = restarted;
      const p = c.call('listModes', {});
      const caught = p.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1001);
      const err = await caught;
      expect(err).toBeInstanceOf(EngineClientError);
      expect((err as EngineClientError).kind).toBe('timeout');
      expect(workers[0]!.terminated).toBe(true);
      expect(restarted).toHaveBeenCalledWith('timeout');
      const again = c.call('listModes', {});
      await vi.advanceTimersByTimeAsync(1);
      expect((await again).length).toBe(registry.list('mode').length);
      c.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
