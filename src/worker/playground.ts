// The Playground's evaluations in the worker: what a player typed, read and explained step by step
// (src/calc/formula/explain.ts, as `npm run calc` prints it) on a copy of the game in progress or on
// the sample board. The game itself is never touched: its board and lists are copied, and random
// draws come from a fixed sequence of their own, not from the game's generator.
import { copyArrays, explain, FormulaError, readExpression, sampleHost } from '../calc/formula/index.ts';
import { createHost, type CalcHost, type StepMeter } from '../calc/host.ts';
import type { Value } from '../calc/values.ts';
import type { GameState } from '../engine/index.ts';
import type { PlaygroundRequest, PlaygroundView } from './protocol.ts';

/** Steps every Playground request may use, all parts together (an action's budget). */
export const PLAYGROUND_BUDGET = 10_000_000;
/** Longest text read (a formula is typed or pasted by a person). */
const MAX_SOURCE = 100_000;

/**
 * A fresh host copying `state`'s readable fields (arrays deep-copied), with its own meter, random
 * draws and silent effects (an `announce` must not reach the game).
 */
function hostOf(state: GameState, meter: StepMeter): CalcHost {
  const base = createHost();
  const host = base as unknown as Record<string, unknown>;
  const from = state as unknown as Record<string, unknown>;
  let copied = 0;
  for (const key of Object.keys(base)) {
    const v = from[key];
    if (v === undefined || typeof v === 'function' || key === 'effects' || key === 'stepMeter') continue;
    if (Array.isArray(v)) {
      host[key] = copyArrays(v as Value);
      copied += countArrays(v as Value);
    } else host[key] = v;
  }
  // Each part gets a fresh copy: a big game's copies draw on the budget too (a step per 8 elements),
  // so a long explanation of a huge state stops at the budget like any other work.
  meter.left -= copied >> 3;
  let seed = 1;
  base.random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  base.now = () => state.now();
  base.stepMeter = meter;
  return base;
}

/** Elements in `v` and the arrays inside it. */
function countArrays(v: Value): number {
  if (!Array.isArray(v)) return 1;
  let n = 1;
  for (const e of v) n += countArrays(e);
  return n;
}

const whole = (x: unknown, fallback: number): number => (Number.isSafeInteger(x) ? (x as number) : fallback);

/** Answers a Playground request; `state` is the game in progress (null when none is running). */
export function playground(req: PlaygroundRequest, state: GameState | null): PlaygroundView {
  const source = typeof req.source === 'string' ? req.source : '';
  const board = req.board === 'game' && state !== null ? 'game' : 'sample';
  const empty = { board, formula: '', steps: 0, trace: [], omitted: 0 } as const;
  if (source.trim() === '') return { ...empty, error: { message: 'Type a formula or a CalcArray.', column: 1 } };
  if (source.length > MAX_SOURCE)
    return { ...empty, error: { message: `The text is longer than ${MAX_SOURCE} characters.`, column: 1 } };
  let expr: Value;
  try {
    expr = readExpression(source);
  } catch (e) {
    if (!(e instanceof FormulaError)) throw e;
    return { ...empty, error: { message: e.message, column: e.column } };
  }
  const tile = { v: whole(req.v, 0), h: whole(req.h, 0), vdir: whole(req.vdir, 0), hdir: whole(req.hdir, 0) };
  const make = board === 'game' && state !== null ? (m: StepMeter) => hostOf(state, m) : sampleHost;
  return { board, ...explain(expr, make, tile, PLAYGROUND_BUDGET) };
}
