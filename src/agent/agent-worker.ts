// The hint worker: a module Web Worker of its own, so a search never holds up the board (the
// engine worker keeps answering moves). It restores the game from the engine worker's latest save
// and answers the agent's suggestion for that position.

/// <reference lib="webworker" />
import { registerBuiltins } from '../../plugins/index.ts';
import { RealEngine } from '../worker/real-engine.ts';
import { Agent } from './agent.ts';
import type { HintRequest, HintResponse } from './protocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const engine = new RealEngine(registerBuiltins());
const installed = new Set<string>();
/** One agent per mode definition (its tile ranks and pair tables carry over between hints). */
let cached: { key: string; agent: Agent } | null = null;

function answer(req: HintRequest): HintResponse {
  const t0 = performance.now();
  for (const text of req.plugins ?? []) {
    if (installed.has(text)) continue;
    installed.add(text);
    try {
      engine.installPlugin(text, { update: true });
    } catch {
      // The engine worker reported it already; its modes simply cannot be hinted.
    }
  }
  const game = engine.restoreGame(req.saved);
  const d = (req.saved.data ?? {}) as { source?: unknown; modifiers?: unknown };
  const key = JSON.stringify([req.saved.modeId, d.source, d.modifiers, req.effort, req.timeBudgetMs]);
  if (cached?.key !== key)
    cached = { key, agent: new Agent(game.mode, { effort: req.effort, timeBudgetMs: req.timeBudgetMs, seed: 'hint' }) };
  const s = cached.agent.suggest(game.position());
  return {
    id: req.id,
    ok: true,
    direction: s.direction,
    confidence: s.confidence,
    simulated: s.simulated,
    ms: performance.now() - t0,
  };
}

scope.onmessage = (e: MessageEvent<HintRequest>) => {
  let res: HintResponse;
  try {
    res = answer(e.data);
  } catch (err) {
    res = {
      id: typeof e.data?.id === 'number' ? e.data.id : -1,
      ok: false,
      message: err instanceof Error ? err.message : String(err),
    };
  }
  scope.postMessage(res);
};
