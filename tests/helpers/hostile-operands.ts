// Operands at size extremes for the operator table (src/calc/ops/costs.ts), and a timer that runs
// one operator application the way a mode would (operands read from game variables, so nothing
// is folded at load) and reports its time and charged steps. Shared by the cost-curve test and
// the hostile-operator fuzz suite.
import fc from 'fast-check';
import { CalcArrayError, DEFAULT_LIMITS, type CalcLimits } from '../../src/calc/errors.ts';
import { createHost } from '../../src/calc/host.ts';
import { evaluate } from '../../src/calc/index.ts';
import { costTable, type SizedKind } from '../../src/calc/ops/costs.ts';
import { BigRational, GaussianBigInt, type Value } from '../../src/calc/values.ts';

/** A number that is no perfect power and has no small factors other than 2·3: `bits` bits. */
export function bigOf(bits: number): bigint {
  return 3n ** BigInt(Math.max(1, Math.floor(bits / 1.585))) * 2n + 1n;
}

/** Digits (so the text parses as a number or a bigint) with a separator now and then. */
export function textOf(length: number): string {
  return '1234567 '.repeat(Math.ceil(length / 8)).slice(0, length);
}

export function arrayOf(length: number): Value[] {
  return Array.from({ length }, (_, i) => (i * 7) % 31);
}

/** An operand of `kind` whose size grows with `size` (text/array length, bits, or a count). */
export function operandOf(kind: SizedKind, size: number): Value {
  switch (kind) {
    case 'text':
      return textOf(size);
    case 'bigint':
      return bigOf(size);
    case 'array':
      return arrayOf(size);
    case 'parts':
      return BigRational.of(bigOf(size), bigOf(size >> 1) + 2n);
    case 'count':
      return BigInt(size);
  }
}

/** A Gaussian integer with parts of `bits` bits. */
export function gaussianOf(bits: number): GaussianBigInt {
  return new GaussianBigInt(bigOf(bits), bigOf(bits >> 1));
}

export interface Timed {
  ms: number;
  steps: number;
  /** 'value' or the CalcArrayError's kind; anything else thrown is a failure of the caller's. */
  outcome: string;
}

/**
 * Evaluates `[GVar 0, op, GVar 1, …]` over `vars`, `reps` times; the fastest run's time, and
 * the steps charged (the same each run: evaluations are deterministic).
 */
export function timeApplication(
  op: string,
  vars: Value[],
  reps: number,
  limits: CalcLimits = DEFAULT_LIMITS,
  nesting = 0,
  repeats = 1,
): Timed {
  let expr: Value = ['@GVar 0', op, ...vars.slice(1).map((_, i) => `@GVar ${i + 1}`)];
  // Nested as the first element of `nesting` arrays (each an evaluation level of its own).
  for (let k = 0; k < nesting; k++) expr = [expr];
  // Repeated by `@repeat` in one evaluation, as a mode's script can.
  if (repeats > 1) expr = [0, '@repeat', repeats, expr, '@end-repeat'];
  let best = Infinity;
  let steps = 0;
  let outcome = 'value';
  for (let k = 0; k < reps; k++) {
    // A fresh host each time: operators may grow the shared prime table or edit the variables.
    const host = createHost({ gameVars: vars.slice() });
    const meter = { left: 1e15, budget: 1e15, what: 'probe' };
    host.stepMeter = meter;
    outcome = 'value';
    const t0 = performance.now();
    try {
      evaluate(expr, host, undefined, { limits });
    } catch (e) {
      if (!(e instanceof CalcArrayError)) throw e;
      outcome = e.kind;
    }
    best = Math.min(best, performance.now() - t0);
    steps = 1e15 - meter.left;
  }
  return { ms: best, steps, outcome };
}

/**
 * Nanoseconds per step of a cheap workload in this run (the yardstick time ratios are taken
 * against): a map of `x + 1` over 20,000 numbers, the fastest of `reps`.
 */
export function nsPerStep(reps = 7): number {
  const items = arrayOf(20_000);
  const expr: Value = ['@GVar 0', 'arr_map', [['@Var 1'], '+', ['@Var 1', '*', 3]]];
  let best = Infinity;
  for (let k = 0; k < reps; k++) {
    const host = createHost({ gameVars: [items] });
    const meter = { left: 1e15, budget: 1e15, what: 'yardstick' };
    host.stepMeter = meter;
    const t0 = performance.now();
    evaluate(expr, host);
    best = Math.min(best, ((performance.now() - t0) * 1e6) / (1e15 - meter.left));
  }
  return best;
}

/** Values of each kind, built once: the extremes the limits allow, and a few ordinary ones. */
export function hostilePool(): Record<SizedKind | 'plain', Value[]> {
  let nested: Value = [1];
  for (let i = 0; i < 390; i++) nested = [nested, i];
  let shared: Value = [1, 2];
  for (let i = 0; i < 40; i++) shared = [shared, shared];
  const huge = bigOf((1 << 20) - 8);
  return {
    text: [
      textOf((1 << 22) - 16),
      textOf(1 << 16),
      '3'.repeat(315_000),
      'rgba(' + '7'.repeat(1 << 21) + ', 1, 1, 1)',
      '<b>'.repeat(200_000),
      '(('.repeat(100_000),
    ],
    bigint: [huge, -huge, bigOf(1 << 16), 1n << 1_000_000n, bigOf(1 << 12)],
    // (Copying a result out, unescapeAt, is charged L/4 now; 2^20-element operands not added yet,
    // which would change the CI run's cases.)
    array: [arrayOf(1 << 16), arrayOf(1 << 12), nested, shared, Array.from({ length: 4096 }, (_, i) => [i, [i]])],
    parts: [
      BigRational.of(bigOf(1 << 18), bigOf(1 << 17) + 2n),
      new GaussianBigInt(bigOf(1 << 18), -bigOf(1 << 17)),
      BigRational.of(1n, bigOf(1 << 19)),
    ],
    count: [1_000_000n, 99_999n, 3_000_000, 1e300, 2n ** 64n],
    plain: [0, -1, 2.5, NaN, Infinity, -Infinity, '', 'x', true, undefined, null, 3n, -7n, [], [1, 2, 3]],
  };
}

/** An operand in a few characters: its kind and size. */
export function describeOperand(v: Value): string {
  if (typeof v === 'string') return `text(${v.length})`;
  if (typeof v === 'bigint') return `bigint(${v.toString(16).length * 4} bits)`;
  if (Array.isArray(v)) return `array(${v.length})`;
  if (v instanceof GaussianBigInt) return `gaussian(${v.re.toString(16).length * 4} bits)`;
  if (v instanceof BigRational)
    return `rational(${v.num.toString(16).length * 4}/${v.den.toString(16).length * 4} bits)`;
  return String(v);
}

/** Steps every evaluation is allowed for nothing (compiling a new expression costs about this much). */
export const FLOOR_STEPS = 20_000;
/** A case is judged over its bound when its time exceeds this many times what its steps predict. */
export const MAX_RATIO = 20;

export interface Judged extends Timed {
  /** Time over the time the charged steps predict (at least FLOOR_STEPS), at the fastest run. */
  ratio: number;
  /** The first run's ratio (before any re-timing). */
  firstRatio: number;
  /** The re-timings, when the first run was over the bound. */
  retimed: string[];
}

/**
 * Times one application (timeApplication, once) and its ratio to what its charged steps predict
 * at `ns` per step. A case over MAX_RATIO is timed `retimes` more times, each beside a fresh
 * yardstick, and judged by its lowest ratio: a collection or a neighbour's burst may stall
 * one run, and a loaded machine slows the yardstick and the case alike.
 *
 * One application is allowed FLOOR_STEPS, but a script repeats it with the compilation paid
 * once: an application that takes over MAX_RATIO× its own steps' time (sim suite case 94, a
 * 150 µs copy charged 29 steps) is timed repeated well past the floor's steps, and judged so.
 */
export function judgeApplication(op: string, vars: Value[], ns: number, nesting = 0, retimes = 3): Judged {
  const predictedMs = (steps: number, nsStep: number) => (Math.max(steps, FLOOR_STEPS) * nsStep) / 1e6;
  const single = timeApplication(op, vars, 1, undefined, nesting);
  const cheapCharge = single.ms >= 0.02 && single.ms > (MAX_RATIO * Math.max(1, single.steps) * ns) / 1e6;
  // Repeated to ten times the floor's steps (a few ms: one collection pause no longer decides the
  // ratio), or about 200 ms of the first run's time.
  const repeats = cheapCharge
    ? Math.max(2, Math.min(Math.ceil((10 * FLOOR_STEPS) / Math.max(1, single.steps)), Math.ceil(200 / single.ms)))
    : 1;
  const t = repeats > 1 ? timeApplication(op, vars, 1, undefined, nesting, repeats) : single;
  const firstRatio = t.ms / predictedMs(t.steps, ns);
  let ratio = firstRatio;
  const retimed: string[] = repeats > 1 ? [`repeated ${repeats}×`] : [];
  for (let k = 0; k < retimes && firstRatio > MAX_RATIO; k++) {
    const local = nsPerStep(3);
    const again = timeApplication(op, vars, 1, undefined, nesting, repeats);
    ratio = Math.min(ratio, again.ms / predictedMs(again.steps, local));
    retimed.push(`${again.ms.toFixed(1)} ms for ${again.steps} steps at ${local.toFixed(0)} ns/step`);
  }
  return { ...t, ratio, firstRatio, retimed };
}

/** One hostile application: `op` applied to `vars` (R first), nested `nesting` arrays deep. */
export interface HostileCase {
  op: string;
  vars: Value[];
  nesting: number;
}

/**
 * Hostile applications over `values` (hostilePool): any operator of the cost table, R at a size
 * extreme of a kind its entry names (or any kind), then three operands of any kind, sometimes
 * nested deep in the expression (up to past the depth limit).
 */
export function hostileCaseArb(values: Record<SizedKind | 'plain', Value[]>): fc.Arbitrary<HostileCase> {
  const ops = costTable();
  const kinds = Object.keys(values) as (SizedKind | 'plain')[];
  const operand = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...kinds).chain((k) => fc.constantFrom(...values[k])) },
    { weight: 1, arbitrary: fc.constantFrom(...values.plain) },
  );
  return fc
    .record({
      op: fc.constantFrom(...ops),
      r: fc.nat(),
      rest: fc.array(operand, { minLength: 3, maxLength: 3 }),
      nesting: fc.oneof(
        { weight: 4, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.constantFrom(50, 300, 399, 450) },
      ),
    })
    .map(({ op, r, rest, nesting }) => {
      const own = op.cost!.sized.length > 0 ? op.cost!.sized : kinds;
      const pick = values[own[r % own.length]!];
      return { op: op.name, vars: [pick[(r >> 4) % pick.length]!, ...rest], nesting };
    });
}
