// The module Web Worker that runs the engine, so a slow or endless mode can never freeze the page
// (the page's watchdog terminates and restarts this worker instead).

/// <reference lib="webworker" />
import { registerBuiltins } from '../../plugins/index.ts';
import { Dispatcher } from './dispatch.ts';
import type { ReadyMessage, RequestMessage } from './protocol.ts';
import { RealEngine } from './real-engine.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const dispatcher = new Dispatcher(new RealEngine(registerBuiltins()));

scope.onmessage = (e: MessageEvent<RequestMessage>) => {
  scope.postMessage(dispatcher.handle(e.data));
};

const ready: ReadyMessage = { id: 0, ready: true };
scope.postMessage(ready);
