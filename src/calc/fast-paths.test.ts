// The fast paths (numeric chains, read-only colours and tile texts without a transaction) must give
// exactly what the general path gives: values, CSS strings, HTML texts, errors and step limits.
import { describe, expect, it } from 'vitest';
import {
  CalcArrayError,
  createHost,
  DEFAULT_LIMITS,
  evaluate,
  evaluateColor,
  evaluateText,
  setCompiledEvaluation,
  type CalcHost,
  type CalcLimits,
  type Value,
} from './index.ts';

const grid: Value[][] = [
  [[1], [2], '@Empty', [40]],
  [[0], [-3], [1e21], [25]],
];

function host(): CalcHost {
  return createHost({ grid, width: 4, height: 2, tileNumAmount: 1 });
}

type Outcome = { value: Value } | { error: string };

function outcome(run: () => Value): Outcome {
  try {
    return { value: run() };
  } catch (e) {
    expect(e).toBeInstanceOf(CalcArrayError);
    return { error: (e as CalcArrayError).kind };
  }
}

/** Runs `run` interpreted and then twice on the fast path (compile, then cached); all must agree. */
function bothWays(run: () => Value): Outcome {
  setCompiledEvaluation(false);
  let slow: Outcome;
  try {
    slow = outcome(run);
  } finally {
    setCompiledEvaluation(true);
  }
  expect(outcome(run)).toEqual(slow);
  expect(outcome(run)).toEqual(slow);
  return slow;
}

const cells: [number, number][] = [
  [0, 0],
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 0],
  [1, 1],
  [1, 2],
  [1, 3],
];

describe('numeric chains', () => {
  const exprs: Value[] = [
    [2, '^', '@This 0'],
    [-15, '*', '@This 0', '+', 520],
    [0.9, '^', ['@This 0', '-', 20], '*', 36],
    ['@This 0', '/', 0, '+', 1], // Infinity
    [0, '/', 0, '+', 5], // NaN between operators becomes 0
    [0, '/', '@This 0'], // a final NaN stays NaN
    [['@This 0', 'mod', 3], 'bit<<', 2, 'floor', 4, '%', 7, 'log', 2],
    ['@Next 1 0', '-', '@This 0'],
    ['@This 0', '+', ['@Literal', 1, 2]],
    ['@This 5', '+', 1], // a component that does not exist stays a string: NaN → 0
  ];
  it('agree with the interpreter on every cell', () => {
    for (const e of exprs)
      for (const [v, h] of cells)
        for (const vdir of [-1, 0, 1]) bothWays(() => evaluate(e, host(), { v, h, vdir, hdir: 0 }));
  });
  it('throw where the interpreter throws (a missing row)', () => {
    expect(bothWays(() => evaluate(['@This 0', '+', 1], host(), { v: 7, h: 0 }))).toEqual({ error: 'type' });
  });
  it('keep the step budget exact', () => {
    const e: Value = [1, '+', ['@This 0', '*', 2], '+', 1, '-', ['@This 0', '^', 2]];
    const steps = (maxSteps: number): Outcome =>
      bothWays(() => evaluate(e, host(), { v: 0, h: 1 }, { limits: { ...DEFAULT_LIMITS, maxSteps } }));
    // 5 operators and 3 levels (the root and two nested arrays).
    expect(steps(8)).toEqual({ value: 2 });
    expect(steps(7)).toEqual({ error: 'limit' });
    expect(steps(1)).toEqual({ error: 'limit' });
  });
});

describe('colours without a transaction', () => {
  const colours: Value[] = [
    ['@HSLA', [-15, '*', '@This 0', '+', 520], 100, [0.9, '^', ['@This 0', '-', 20], '*', 36], 1],
    ['@RGBA', ['@This 0', '*', 10], '@@x', [1, '+', 1], undefined],
    ['@HSLA', ['@Literal', 1, 2], 'plain', [['@Literal', 3], 'arr_length'], true],
    ['@HSLA', '@This 0', 1, 1, 1], // a special string component: general path
    ['@HSLA', [['@Parent'], '+', 1], 1, 1, 1], // @Parent deopts to the interpreter
    ['@HSLA', ['@This 0', 'str_char', 0], 1, 1, 1],
    ['@HSLA', 1, 2, 3, 4, '@end_vars'],
  ];
  it('give the CSS text the general path gives', () => {
    for (const c of colours) for (const [v, h] of cells) bothWays(() => evaluateColor(c, host(), v, h));
  });
  it('count the colour level against the limits', () => {
    const c: Value = ['@HSLA', ['@This 0', '+', 1], 1, 1, 1];
    for (const maxDepth of [0, 1, 2])
      for (const maxSteps of [0, 1, 2])
        bothWays(() =>
          evaluateColor(c, host(), 0, 0, undefined, { limits: { ...DEFAULT_LIMITS, maxDepth, maxSteps } }),
        );
  });
  it('count folded components against the limits too', () => {
    // Constants are folded at load time; they still charge the steps and enter the levels the
    // interpreter's run of them would (one with no steps stays text in the plan, one with steps
    // runs as its node).
    const colours: Value[] = [
      ['@HSLA', [1, '+', [1, '*', 2]], ['@This 0', '*', 2], [5], 1],
      ['@RGBA', ['@This 0', '+', 1], [[7]], ['@Literal', '@Literal', 1], [2, '^', 3]],
    ];
    for (const c of colours)
      for (const maxDepth of [0, 1, 2, 3, 4])
        for (let maxSteps = 0; maxSteps <= 6; maxSteps++)
          bothWays(() =>
            evaluateColor(c, host(), 0, 0, undefined, { limits: { ...DEFAULT_LIMITS, maxDepth, maxSteps } }),
          );
  });
});

describe('runs that deopt', () => {
  // Growing the prime table charges steps; a run that deopts (at `@Parent`) must not leave it grown
  // for the general path's re-run, which would then charge less.
  it('leave the prime table as they found it', () => {
    const runs: ((limits: CalcLimits) => Value)[] = [
      (limits) => evaluateText([[6, 'prime'], '+', ['@Parent -2', 'typeof', 'str_length']], host(), 0, 0, { limits }),
      (limits) =>
        evaluateColor(
          ['@HSLA', [6, 'prime'], [1, '+', ['@Parent -2', 'typeof', 'str_length']], 1, 1],
          host(),
          0,
          0,
          undefined,
          { limits },
        ),
    ];
    for (const run of runs)
      for (let maxSteps = 0; maxSteps <= 10; maxSteps++) bothWays(() => run({ ...DEFAULT_LIMITS, maxSteps }));
  });
});

describe('tile texts without a transaction', () => {
  it('count a folded text against the limits', () => {
    for (const t of [[[1, '+', 2], '*', 3], [[[5]]]] as Value[])
      for (const maxDepth of [0, 1, 2, 3, 4])
        for (let maxSteps = 0; maxSteps <= 3; maxSteps++)
          bothWays(() => evaluateText(t, host(), 0, 0, { limits: { ...DEFAULT_LIMITS, maxDepth, maxSteps } }));
  });
  const texts: Value[] = [
    [2, '^', '@This 0'],
    [10, '^', ['@This 0', '*', 10]], // scientific notation renders as effects
    ['@This 0', 'str_concat', '<b>&'],
    ['@Bold', 'x'],
    [['@Parent'], '+', 1],
    [1, '/', 3],
  ];
  it('give the HTML the general path gives', () => {
    for (const t of texts)
      for (const [v, h] of cells)
        for (const encode of [true, false])
          for (const abbreviate of [true, false]) bothWays(() => evaluateText(t, host(), v, h, { encode, abbreviate }));
  });
});
