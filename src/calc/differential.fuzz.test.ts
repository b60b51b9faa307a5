// Differential fuzzing of the interpreter's shortcuts (compiled closures, bodies and callbacks run
// in place, remembered callback runs, number chains, compiled pieces inside interpreted runs, the
// read-only colour and tile-text paths): random expressions built from the spec's grammar are
// evaluated by the plain interpreter and with the shortcuts on (compiling a fresh copy, running it
// again cached, and on one long-lived copy whose caches carry over between limits), under every
// step budget up to the one the evaluation fits and under small depth limits. Values, error kinds,
// host state and effects must all agree.
//
// Deterministic by default (fixed seed, bounded runs). For a longer hunt:
//   CALC_FUZZ_RUNS=20000 CALC_FUZZ_SEED=7 npx vitest run src/calc/differential.fuzz.test.ts
// (a failure prints the seed and path to replay it: CALC_FUZZ_SEED=… CALC_FUZZ_PATH=…).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  BigRational,
  CalcArrayError,
  createHost,
  DEFAULT_LIMITS,
  evaluate,
  evaluateColor,
  evaluateText,
  GaussianBigInt,
  setCompiledEvaluation,
  type CalcHost,
  type CalcLimits,
  type TileContext,
  type Value,
} from './index.ts';
import { colour, root, scalar, text } from '../../tests/helpers/expression-arbitraries.ts';
import { fuzzSettings } from '../../tests/helpers/fuzz-settings.ts';

const FUZZ = fuzzSettings('CALC', 200, 20_240_611);
const RUNS = FUZZ.numRuns;
/** Step budgets are tried from 0 up to the one the interpreter fits, at most this one. */
const MAX_BUDGET = 250;
/** The step budget of the depth-limit runs when the evaluation fits no budget tried. */
const DEPTH_RUN_STEPS = 2_000;
const MAX_DEPTH_LIMIT = 10;

// ---------------------------------------------------------------------------------------------
// The host: a small board with numbers, bigints and marker cells, game variables of every kind,
// two scripts, a seeded random source and recorded effects.

interface Recorded {
  effects: string[];
}

function fuzzHost(rec: Recorded): CalcHost {
  let seed = 12345;
  return createHost({
    grid: [
      [[2], '@Empty', [3n], [0]],
      [[6], [9], '@Slippery', [4]],
      ['@Void', [1], [5.5], '@Empty'],
    ],
    width: 4,
    height: 3,
    tileNumAmount: 1,
    gameVars: [[2n, 3n, 5n], [], 'abc', [1, 2], 0, 4, '@CalcArray|@GVar 4|+|2', true, -1.5, '@Var 0'],
    modifierVars: [1, [2]],
    mvarIndices: [false, false],
    score: 10,
    screen: 'Gameplay',
    tileValueFunction: ['@This 0', '*', 2],
    scripts: [
      [['@GVar 4', '+', 1, '@add_gvar', 7], 0],
      [['@var_retain', '@Var 0', '@add_score', ['@Var -1', '+', 1]], 0],
    ],
    random: () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    },
    effects: {
      output: (t) => rec.effects.push(`output ${t}`),
      log: (v) => rec.effects.push(`log ${show(v)}`),
      announce: (t, ms) => rec.effects.push(`announce ${t} ${ms}`),
    },
  });
}

/** Everything an evaluation may leave behind in the host, as text. */
function hostState(host: CalcHost): string {
  return show([
    host.grid as Value,
    host.gameVars,
    host.modifierVars,
    host.mvarIndices,
    host.score,
    host.tileSpawns,
    host.forcedSpawns,
    host.scriptSignals,
    host.otherRandomEvents,
    host.rngIndex,
    host.primes as Value,
  ]);
}

/**
 * A canonical text for a value: tells -0 from 0, NaN, bigints, holes, G and Q apart. (`@replace_tile`
 * can store the grid inside itself, through `@TileContainer`: cycles are shown as such.)
 */
function show(v: Value, open: Value[][] = []): string {
  if (Array.isArray(v)) {
    if (open.includes(v)) return '<cycle>';
    open.push(v);
    const parts: string[] = [];
    for (let i = 0; i < v.length; i++) parts.push(i in v ? show(v[i], open) : '<hole>');
    open.pop();
    return `[${parts.join(',')}]`;
  }
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'string') return JSON.stringify(v);
  if (v instanceof GaussianBigInt) return `G(${v.re},${v.im})`;
  if (v instanceof BigRational) return `Q(${v.num}/${v.den})`;
  if (v === null || v === undefined || typeof v === 'boolean') return String(v);
  return `<${Object.prototype.toString.call(v)}>`;
}

// ---------------------------------------------------------------------------------------------
// One evaluation and its outcome.

interface Case {
  /** How the expression is evaluated: `evaluate`, `evaluateText` or `evaluateColor`. */
  kind: 'expression' | 'text' | 'colour';
  expr: Value[];
  tile: { v: number; h: number; vdir: number; hdir: number; mergeLength: number };
  /** The caller's variable list (adopted by a root starting with `@var_retain`/`@var_copy`). */
  vars: Value[] | null;
}

interface Outcome {
  /** `value …`, `error <kind>`, or `crash …` for anything that is not a CalcArrayError. */
  result: string;
  /** Whether the error was the step budget (the budget sweep goes on while it is). */
  stepLimit: boolean;
  state: string;
}

function run(c: Case, expr: Value[], limits: CalcLimits, shortcuts: boolean): Outcome {
  const rec: Recorded = { effects: [] };
  const host = fuzzHost(rec);
  const tile: TileContext = {
    v: c.tile.v,
    h: c.tile.h,
    vdir: c.tile.vdir,
    hdir: c.tile.hdir,
    addInfo: [c.tile.mergeLength, Infinity, 0, 1],
    container: host.grid,
  };
  const vars = c.vars === null ? null : c.vars.slice();
  let result: string;
  let stepLimit = false;
  setCompiledEvaluation(shortcuts);
  try {
    const options = { limits, vars };
    const value =
      c.kind === 'expression'
        ? evaluate(expr, host, tile, options)
        : c.kind === 'text'
          ? evaluateText(expr, host, c.tile.v, c.tile.h, options)
          : evaluateColor(expr, host, c.tile.v, c.tile.h, undefined, options);
    result = `value ${show(value)}`;
  } catch (e) {
    if (e instanceof CalcArrayError) {
      result = `error ${e.kind}`;
      stepLimit = e.kind === 'limit' && e.reason.startsWith('step budget');
    } else result = `crash ${String(e)}`;
  } finally {
    setCompiledEvaluation(true);
  }
  return {
    result,
    stepLimit,
    state: `${hostState(host)} effects ${rec.effects.join(' | ')} vars ${vars === null ? '-' : show(vars)}`,
  };
}

function clone(x: Value): Value {
  return Array.isArray(x) ? x.map(clone) : x;
}

function describeLimits(l: CalcLimits): string {
  return `maxSteps ${l.maxSteps}, maxDepth ${l.maxDepth}`;
}

/** The interpreter's outcome, then the shortcuts' three ways: all must agree (else throws). */
function compare(c: Case, longLived: Value[], limits: CalcLimits): Outcome {
  const slow = run(c, c.expr, limits, false);
  // Only CalcArrayErrors may escape an evaluation (spec §11), whichever way it runs.
  if (slow.result.startsWith('crash'))
    throw new Error(`the interpreter ${slow.result} under ${describeLimits(limits)}`);
  const fresh = clone(c.expr) as Value[];
  const runs: [string, Outcome][] = [
    ['compiled fresh', run(c, fresh, limits, true)],
    ['cached', run(c, fresh, limits, true)],
    ['long-lived', run(c, longLived, limits, true)],
  ];
  for (const [how, fast] of runs) {
    if (fast.result !== slow.result || fast.state !== slow.state) {
      throw new Error(
        `${how} run differs under ${describeLimits(limits)}\n` +
          `  interpreter: ${slow.result}\n  shortcuts:   ${fast.result}` +
          (fast.state !== slow.state ? `\n  interpreter state: ${slow.state}\n  shortcuts state:   ${fast.state}` : ''),
      );
    }
  }
  return slow;
}

/** Every step budget up to the one the evaluation fits, then depth limits: same outcomes. */
function checkCase(c: Case): void {
  const longLived = clone(c.expr) as Value[];
  let fit = -1;
  for (let steps = 0; steps <= MAX_BUDGET; steps++) {
    const o = compare(c, longLived, { ...DEFAULT_LIMITS, maxSteps: steps });
    if (!o.stepLimit) {
      fit = steps;
      break;
    }
  }
  const maxSteps = fit >= 0 ? fit : DEPTH_RUN_STEPS;
  for (let depth = 0; depth <= MAX_DEPTH_LIMIT; depth++)
    compare(c, longLived, { ...DEFAULT_LIMITS, maxSteps, maxDepth: depth });
}

const tileArb = fc.record({
  v: fc.integer({ min: 0, max: 2 }),
  h: fc.integer({ min: 0, max: 3 }),
  vdir: fc.constantFrom(-1, 0, 1),
  hdir: fc.constantFrom(-1, 0, 1),
  mergeLength: fc.constantFrom(1, 2, 3),
});
const varsArb = fc.option(fc.array(scalar, { maxLength: 3 }), { freq: 3 });

const caseArb: fc.Arbitrary<Case> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('expression' as const), expr: root, tile: tileArb, vars: varsArb }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('text' as const), expr: text, tile: tileArb, vars: varsArb }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('colour' as const), expr: colour, tile: tileArb, vars: varsArb }),
  },
);

describe('the shortcuts against the plain interpreter on random expressions', () => {
  // About 20 ms a run here; long hunts get the time they need.
  it(`agree under every step budget and depth limit (${RUNS} runs, seed ${FUZZ.seed})`, {
    timeout: Math.max(60_000, RUNS * 200),
  }, () => {
    fc.assert(
      fc.property(caseArb, (c) => checkCase(c)),
      FUZZ,
    );
  });
});
