import { describe, expect, it, vi } from 'vitest';
import { EngineClient, EngineClientError, type WorkerLike } from './client.ts';
import { Dispatcher } from './dispatch.ts';
import type { RequestMessage } from './protocol.ts';
import { registerBuiltins } from '../../plugins/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { RealEngine } from './real-engine.ts';

const registry = registerBuiltins(new PluginRegistry());

/** An in-process worker: real dispatcher, asynchronous like postMessage; `hang` never answers. */
function fakeWorker(opts: { hang?: boolean; ownRegistry?: boolean } = {}): WorkerLike & { terminated: boolean } {
  const dispatcher = new Dispatcher(
    new RealEngine(opts.ownRegistry ? registerBuiltins(new PluginRegistry()) : registry),
  );
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

  it('gives a call its own watchdog time (a slow resume is not taken for a stuck mode)', async () => {
    vi.useFakeTimers();
    try {
      let spawned = 0;
      const c = new EngineClient(() => {
        spawned++;
        const w = fakeWorker();
        const post = w.postMessage.bind(w);
        // This worker answers 3 s late: past the 1 s watchdog, within the call's own 5 s.
        w.postMessage = (msg) => void setTimeout(() => post(msg), 3000);
        return w;
      }, 1000);
      const restarted = vi.fn();
      c.onRestart = restarted;
      const slow = c.call('listModes', {}, 5000);
      await vi.advanceTimersByTimeAsync(3001);
      expect((await slow).length).toBe(registry.list('mode').length);
      expect(restarted).not.toHaveBeenCalled();
      expect(spawned).toBe(1);
      // The default still applies to other calls.
      const caught = c.call('listModes', {}).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1001);
      expect(await caught).toMatchObject({ kind: 'timeout' });
      expect(restarted).toHaveBeenCalledWith('timeout');
      c.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the preamble (installed plugins) to a replacement worker before any other call', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      const c = new EngineClient(() => fakeWorker({ hang: n++ === 0, ownRegistry: true }), 1000);
      const plugin = JSON.stringify({
        format: 'pow2048-plugin/1',
        kind: 'mode',
        id: 'test.big',
        version: '1.0.0',
        name: 'Big',
        definition: { width: 6, height: 6 },
      });
      c.setPreamble('loadPlugins', { texts: [plugin] });
      const stuck = c.call('listModes', {}).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1001);
      expect(await stuck).toBeInstanceOf(EngineClientError);
      const game = c.call('newGame', { source: { kind: 'mode', modeId: 'test.big' }, seed: 1 });
      await vi.advanceTimersByTimeAsync(1);
      expect((await game).view.width).toBe(6);
      c.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a preamble that stalls the replacement worker', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      // Worker 0 hangs on a call, worker 1 hangs on its preamble, worker 2 works.
      const c = new EngineClient(() => fakeWorker({ hang: n++ < 2, ownRegistry: true }), 1000);
      c.setPreamble('loadPlugins', { texts: [] });
      const dropped = vi.fn();
      c.onPreambleDropped = dropped;
      const first = c.call('listModes', {}).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1001);
      expect(await first).toBeInstanceOf(EngineClientError);
      expect(dropped).not.toHaveBeenCalled();
      const second = c.call('listModes', {}).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1001);
      expect(await second).toBeInstanceOf(EngineClientError);
      expect(dropped).toHaveBeenCalledTimes(1);
      const third = c.call('listModes', {});
      await vi.advanceTimersByTimeAsync(1);
      expect((await third).length).toBeGreaterThan(0);
      c.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
