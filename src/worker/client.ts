// Page side of the worker boundary: typed calls with a watchdog. A call that takes too long means
// the mode is stuck; the worker is terminated and replaced, and pending calls fail with
// `EngineClientError('timeout')` so the app can restore the last saved game.

import type { Api, RequestMessage, RequestType, ResponseMessage, WorkerErrorKind } from './protocol.ts';

export type ClientErrorKind = WorkerErrorKind | 'timeout' | 'crashed';

export class EngineClientError extends Error {
  override readonly name = 'EngineClientError';
  constructor(
    readonly kind: ClientErrorKind,
    message: string,
    /** The technical cause behind a message in a player's words. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** The part of `Worker` the client uses (so tests can pass a fake). */
export interface WorkerLike {
  postMessage(msg: RequestMessage): void;
  terminate(): void;
  onmessage: ((e: MessageEvent) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
}

interface Pending {
  resolve(x: unknown): void;
  reject(e: EngineClientError): void;
  timer: ReturnType<typeof setTimeout>;
}

export function createEngineWorker(): WorkerLike {
  return new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module', name: 'engine' }) as WorkerLike;
}

export class EngineClient {
  private worker: WorkerLike;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Called after the worker was replaced (stuck or crashed); the app should restore its game. */
  onRestart: ((reason: ClientErrorKind) => void) | null = null;
  /** Sent first to every replacement worker (installed plugins), so later calls find its effects. */
  private preamble: { type: RequestType; payload: unknown } | null = null;
  /** Id of the preamble the current worker has not answered yet. */
  private preambleId: number | null = null;
  /** Called when the preamble was dropped because a worker stopped or crashed while handling it. */
  onPreambleDropped: (() => void) | null = null;

  constructor(
    private readonly factory: () => WorkerLike = createEngineWorker,
    readonly timeoutMs = 8000,
  ) {
    this.worker = this.spawn();
  }

  /**
   * Sends a request. `timeoutMs` replaces the watchdog's time for this call: resuming a saved game
   * of a heavy mode may take longer than a move (every tile face at once) and must not be mistaken
   * for a stuck mode.
   */
  call<K extends RequestType>(type: K, payload: Api[K]['req'], timeoutMs = this.timeoutMs): Promise<Api[K]['res']> {
    const id = this.nextId++;
    return new Promise<Api[K]['res']>((resolve, reject) => {
      const timer = setTimeout(() => this.restart('timeout'), timeoutMs);
      this.pending.set(id, { resolve: resolve as (x: unknown) => void, reject, timer });
      this.worker.postMessage({ id, type, payload } as RequestMessage);
    });
  }

  /**
   * Sets the request a replacement worker gets before anything else (its answer is ignored:
   * failures were reported when the request was first made). Workers handle messages in order.
   */
  setPreamble<K extends RequestType>(type: K, payload: Api[K]['req']): void {
    this.preamble = { type, payload };
  }

  /** Number of calls waiting for an answer (input uses it to avoid piling up moves). */
  get inFlight(): number {
    return this.pending.size;
  }

  dispose(): void {
    this.failAll('crashed', 'engine closed');
    this.worker.terminate();
  }

  private spawn(): WorkerLike {
    const w = this.factory();
    w.onmessage = (e: MessageEvent) => this.receive(e.data as ResponseMessage | { id: 0 });
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault?.();
      this.restart('crashed');
    };
    if (this.preamble) {
      this.preambleId = this.nextId++;
      w.postMessage({ id: this.preambleId, ...this.preamble } as RequestMessage);
    }
    return w;
  }

  private receive(msg: ResponseMessage | { id: 0 }): void {
    if (msg.id === 0) return; // the ready message
    if (msg.id === this.preambleId) {
      this.preambleId = null;
      return;
    }
    const p = this.pending.get(msg.id);
    if (!p || !('ok' in msg)) return;
    this.pending.delete(msg.id);
    clearTimeout(p.timer);
    if (msg.ok) p.resolve(msg.result);
    else p.reject(new EngineClientError(msg.error.kind, msg.error.message, msg.error.detail));
  }

  private failAll(kind: ClientErrorKind, message: string): void {
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new EngineClientError(kind, message));
    }
    this.pending.clear();
  }

  private restart(kind: ClientErrorKind): void {
    this.worker.terminate();
    if (this.preambleId !== null) {
      // The worker died before it had answered the preamble: the preamble is the likely cause,
      // and sending it again would stall every replacement.
      this.preamble = null;
      this.preambleId = null;
      this.onPreambleDropped?.();
    }
    this.failAll(
      kind,
      kind === 'timeout' ? 'The engine stopped responding and was restarted.' : 'The engine crashed and was restarted.',
    );
    this.worker = this.spawn();
    this.onRestart?.(kind);
  }
}
