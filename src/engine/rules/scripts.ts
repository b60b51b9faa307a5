// Scripts (engine.md §7): batches by timing, the signal list, Interval scripts.
import { limitError } from '../../calc/errors.ts';
import type { Value } from '../../calc/values.ts';
import type { Core } from '../core.ts';
import { discoveryCheck, winCheck } from './discovery.ts';
import { allTrueLike } from '../speedups/packed.ts';
import { toRuleTile, type EvalContext } from '../evaluator.ts';

export const MOVEMENT_OCCURRED = '@ScriptSignal_MovementOccurred';
export const DISPLAY_GRID = '@ScriptSignal_DisplayGrid';
export const DISCOVERED_TILE_CHECK = '@ScriptSignal_DiscoveredTileCheck';
export const WIN_CHECK = '@ScriptSignal_WinCheck';

function hasTiming(timing: Value, t: string): boolean {
  return timing === t || (Array.isArray(timing) && timing.includes(t));
}

/** Per scripts list (mode data, never edited): for each timing, whether any script has it. */
const timingsOf = new WeakMap<Value[], Map<string, boolean>>();
// The last list's answers at hand: asked on every slide, merge and spawn.
let lastScripts: Value[] | null = null;
let lastTimings = new Map<string, boolean>();

function anyScriptHas(scripts: Value[], timing: string): boolean {
  let known = lastTimings;
  if (scripts !== lastScripts) {
    known = timingsOf.get(scripts) ?? new Map<string, boolean>();
    timingsOf.set(scripts, known);
    lastScripts = scripts;
    lastTimings = known;
  }
  let has = known.get(timing);
  if (has === undefined) {
    has = scripts.some((sc) => Array.isArray(sc) && hasTiming(sc[1], timing));
    known.set(timing, has);
  }
  return has;
}

/**
 * Whether some script runs on `timing`. A batch without one reads neither its context nor its
 * variables, so callers skip building them.
 */
export function scriptsRunOn(core: Core, timing: string): boolean {
  const scripts = core.state.scripts;
  return scripts.length > 0 && anyScriptHas(scripts, timing);
}

/**
 * Whether a batch would do nothing now: the game has no scripts (they never change during a game)
 * and no signal is pending (`runScripts` then only returns 0). Callers on every spawn skip the call.
 */
export function batchesIdle(core: Core): boolean {
  const s = core.state;
  return s.scripts.length === 0 && s.scriptSignals.length === 0;
}

/** How many scripts have this timing (Interval gating aside). */
export function countScripts(core: Core, timing: string): number {
  let n = 0;
  for (const sc of core.state.scripts) if (Array.isArray(sc) && hasTiming(sc[1], timing)) n++;
  return n;
}

/**
 * Runs the batch of scripts with this timing, then processes the signals they raised. Each script
 * gets a copy of `vars`. Returns how many scripts ran.
 */
export function runScripts(core: Core, timing: string, ctx: EvalContext = {}, vars?: Value[]): number {
  const s = core.state;
  if (s.scripts.length === 0) {
    // Nothing runs: the batch still starts from an empty signal list.
    if (s.scriptSignals.length !== 0) s.scriptSignals = [];
    return 0;
  }
  s.scriptSignals = [];
  // Custom signals run nested batches; a script that re-raises its own signal would recurse forever.
  if (batchDepth >= MAX_BATCH_DEPTH)
    throw limitError('script signal', `script batches nested deeper than ${MAX_BATCH_DEPTH}`);
  // No script of this timing: the batch runs nothing and leaves no signal to process.
  if (!anyScriptHas(s.scripts, timing)) return 0;
  batchDepth++;
  try {
    const ran = runBatch(core, timing, ctx, vars);
    if (core.tracer !== null && ran > 0) core.tracer.record({ kind: 'scripts', timing, ran });
    return ran;
  } finally {
    batchDepth--;
  }
}

const MAX_BATCH_DEPTH = 64;
let batchDepth = 0;

function runBatch(core: Core, timing: string, ctx: EvalContext, vars: Value[] | undefined): number {
  const s = core.state;
  const scripts = s.scripts;
  let ran = 0;
  for (let i = 0; i < scripts.length; i++) {
    const sc = scripts[i];
    if (!Array.isArray(sc) || !hasTiming(sc[1], timing)) continue;
    if (timing === 'Interval') {
      const last = s.scriptLastRun[i];
      if (last === false) continue;
      const period = Number(sc[2]);
      if (last !== undefined && core.clock() - last < period) continue;
      if (sc[3] !== undefined && core.ev(sc[3], ctx) === true) {
        s.scriptLastRun[i] = false;
        continue;
      }
    }
    evalScript(core, sc[0], ctx, vars ? vars.slice() : null);
    s.scriptLastRun[i] = core.clock();
    ran++;
  }
  processSignals(core);
  return ran;
}

/** core.ev(expr, { ...ctx, vars }) without the intermediate context when the evaluator has evaluateAt. */
function evalScript(core: Core, expr: Value, ctx: EvalContext, vars: Value[] | null): void {
  const e = core.evaluator;
  if (e.evaluateAt) e.evaluateAt(expr, core.state, toRuleTile(ctx, core.state), vars);
  else core.ev(expr, { ...ctx, vars });
}

/**
 * Acts on the signals of the batch that just ran. The list is re-read after each nested batch
 * (which replaces it), so only the first custom signal of a batch is sure to run (QUIRK §7.3).
 */
function processSignals(core: Core): void {
  const s = core.state;
  for (let i = 0; i < s.scriptSignals.length; i++) {
    const sig = s.scriptSignals[i];
    if (sig === MOVEMENT_OCCURRED) s.directionsAvailable = allTrueLike(s.directionsAvailable);
    else if (sig === DISPLAY_GRID) core.redraws++;
    else if (sig === DISCOVERED_TILE_CHECK) discoveryCheck(core);
    else if (sig === WIN_CHECK) {
      const w = winCheck(core);
      if (!s.moveInProgress && !core.replaying) core.onSignalledWinCheck?.(w);
    } else if (typeof sig === 'string' && !sig.startsWith('@')) runScripts(core, sig);
  }
}

/** True if the last batch left a MovementOccurred signal. */
export function movementSignalled(core: Core): boolean {
  return core.state.scriptSignals.includes(MOVEMENT_OCCURRED);
}
