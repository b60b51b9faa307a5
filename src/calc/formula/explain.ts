// The playground's evaluation (`npm run calc` and the app's Playground both call `explain`): the value
// of an expression, its type, the steps charged, and each sub-expression's value in the order the
// evaluator reaches them: nested `[…]` first, then each operator of a chain applied left to right.
// Each step is a separate evaluation of that part on a fresh copy of the board, so a part that only
// makes sense inside its surroundings (a `@Var` of an enclosing scope, a statement's body) shows
// the error it gives on its own. Every evaluation draws from one step meter: the whole explanation
// is bounded.
import { CalcArrayError } from '../errors.ts';
import { createHost, EVALUATION_STEPS, type CalcHost, type StepMeter } from '../host.ts';
import type { TileContext } from '../env.ts';
import { evaluate } from '../index.ts';
import { LITERAL, typeOf, type Value } from '../values.ts';
import { FormulaError, parseFormula } from './parse.ts';
import { chainOperatorEnds, printFormula, printValue } from './print.ts';

/** One part of the expression and what it evaluated to (or the error it gave) on its own. */
export interface ExplainStep {
  /** Nesting level: 0 is the whole expression. */
  readonly depth: number;
  /** The part as formula text. */
  readonly formula: string;
  /** Where the part starts in `Explanation.formula` (1-based; 0 when it cannot be placed). */
  readonly column: number;
  readonly value?: string;
  readonly type?: string;
  readonly error?: string;
}

export interface Explanation {
  /** The expression as formula text (docs/formulas.md). */
  readonly formula: string;
  readonly value?: string;
  readonly type?: string;
  /** Steps the whole expression charged (0 for a constant or a plain special string). */
  readonly steps: number;
  /** The error of the whole expression, and the column (in `formula`) of the innermost part that gave it. */
  readonly error?: { readonly message: string; readonly column: number };
  readonly trace: readonly ExplainStep[];
  /** Parts left out of `trace` (it is cut at `MAX_TRACE`), or skipped when the meter ran out. */
  readonly omitted: number;
}

/** Most steps shown; a longer expression's trace is cut. */
export const MAX_TRACE = 400;
/** Longest text of one shown value. */
const MAX_VALUE_CHARS = 2000;

/** The sample board (docs/formulas.md): classic tiles `[exponent]` mid-game, with a hole and two special cells. */
const SAMPLE_GRID: readonly (readonly Value[])[] = [
  [[1], [1], '@Empty', [2]],
  ['@Empty', [3], [3], [3]],
  [[5], '@Void', [5], '@Empty'],
  [[2], '@Slippery', [2], [4]],
];

/** A deep copy of the arrays in `v` (an evaluation may edit the board or lists it reads). */
export function copyArrays<T extends Value>(v: T): T {
  return (Array.isArray(v) ? v.map(copyArrays) : v) as T;
}

/** A fresh host on the sample board (score 1234), drawing from `meter`, with a fixed random sequence. */
export function sampleHost(meter: StepMeter): CalcHost {
  let seed = 1;
  return createHost({
    grid: SAMPLE_GRID.map((row) => row.map(copyArrays)),
    width: 4,
    height: 4,
    score: 1234,
    stepMeter: meter,
    random: () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646,
  });
}

/** Reads what a player typed: a JSON CalcArray as codes carry it, or formula text. Throws FormulaError. */
export function readExpression(text: string): Value {
  if (text.trimStart().startsWith('[')) {
    try {
      return JSON.parse(text) as Value;
    } catch {
      // not JSON: a formula that starts with a sub-expression
    }
  }
  return parseFormula(text);
}

/** A value as text, cut when long (values may be huge lists). */
function shownValue(v: Value): string {
  let text: string;
  try {
    text = printValue(v);
  } catch {
    return '(too deeply nested to print)';
  }
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}… (${text.length} characters)` : text;
}

function errorText(e: unknown): string {
  if (e instanceof CalcArrayError || e instanceof FormulaError) return e.message;
  if (e instanceof RangeError) return 'the expression nests too deeply';
  throw e;
}

interface Part {
  readonly expr: Value;
  readonly depth: number;
  readonly column: number;
  /** The whole expression (evaluated first, on its own). */
  readonly whole: boolean;
}

/**
 * The parts of `expr` in evaluation order: each nested sub-expression (its own parts first), each
 * prefix of a chain that ends after a known operator, then `expr` itself. Literal lists `{…}` are
 * data, not parts. `expr` printed starts at `column` of the whole formula (0: not placed).
 */
function parts(expr: Value, depth: number, column: number, out: Part[]): void {
  if (out.length > MAX_TRACE) return;
  if (!Array.isArray(expr) || (expr.length > 0 && expr[0] === LITERAL)) {
    if (depth === 0) out.push({ expr, depth, column, whole: true });
    return;
  }
  const text = printFormula(expr);
  let from = 0;
  for (const e of expr) {
    if (!Array.isArray(e) || (e.length > 0 && e[0] === LITERAL)) continue;
    const inner = `[${printFormula(e)}]`;
    const at = text.indexOf(inner, from);
    if (at >= 0) from = at + inner.length;
    parts(e, depth + 1, at >= 0 && column > 0 ? column + at + 1 : 0, out);
  }
  const ends = chainOperatorEnds(expr);
  for (const end of ends) if (end < expr.length) out.push({ expr: expr.slice(0, end), depth, column, whole: false });
  out.push({ expr, depth, column, whole: depth === 0 });
}

/**
 * Explains `expr` against the board `makeHost` gives (a fresh copy each call: evaluations may edit
 * it), at tile `tile`, within `budget` steps for everything.
 */
export function explain(
  expr: Value,
  makeHost: (meter: StepMeter) => CalcHost,
  tile: Partial<TileContext>,
  budget: number,
): Explanation {
  const formula = printFormula(expr);
  const meter: StepMeter = { left: budget, budget, what: 'playground' };
  const run = (x: Value): Value => evaluate(x, makeHost(meter), tile);
  // The whole expression first, so its step count is its own (the board's copy is made before counting).
  let value: Value;
  let failure: string | null = null;
  const host = makeHost(meter);
  const before = meter.left;
  try {
    value = evaluate(expr, host, tile);
  } catch (e) {
    failure = errorText(e);
  }
  const used = before - meter.left;
  const steps = used === 0 ? 0 : Math.max(0, used - EVALUATION_STEPS);

  const all: Part[] = [];
  parts(expr, 0, 1, all);
  const shownParts = all.slice(0, MAX_TRACE);
  const trace: ExplainStep[] = [];
  let omitted = all.length - shownParts.length;
  for (const p of shownParts) {
    const text = p.whole ? formula : printFormula(p.expr);
    if (p.whole) {
      trace.push(
        failure === null
          ? { depth: 0, formula: text, column: 1, value: shownValue(value!), type: typeOf(value!) }
          : { depth: 0, formula: text, column: 1, error: failure },
      );
      continue;
    }
    if (meter.left <= 0) {
      omitted++;
      continue;
    }
    try {
      const v = run(p.expr);
      trace.push({ depth: p.depth, formula: text, column: p.column, value: shownValue(v), type: typeOf(v) });
    } catch (e) {
      trace.push({ depth: p.depth, formula: text, column: p.column, error: errorText(e) });
    }
  }
  if (failure !== null) {
    // The innermost part that fails on its own is where the error comes from.
    const first = trace.find((t) => t.error !== undefined && t.column > 0);
    return { formula, steps, error: { message: failure, column: first?.column ?? 1 }, trace, omitted };
  }
  return { formula, value: shownValue(value!), type: typeOf(value!), steps, trace, omitted };
}
