// The interpreter's shortcuts (statement bodies and callbacks run in place instead of as built
// arrays, read-only compiled nested arrays inside interpreted evaluations, callback bodies run
// compiled) must give exactly what the plain interpreter gives: values, errors, the host state
// left behind, and the step budget and depth at which a limit trips.
import { describe, expect, it } from 'vitest';
import {
  CalcArrayError,
  createHost,
  DEFAULT_LIMITS,
  evaluate,
  setCompiledEvaluation,
  type CalcHost,
  type CalcLimits,
  type Value,
} from './index.ts';

const grid = (): Value[][] => [
  [[2n], '@Empty', [3n], [0n]],
  [[6n], [9n], '@Empty', [4n]],
];

function dataHost(): CalcHost {
  return createHost({
    grid: grid(),
    width: 4,
    height: 2,
    tileNumAmount: 1,
    gameVars: [[2n, 3n, 5n], [], [], [], 0, 4, '@CalcArray|@GVar 4|+|2'],
  });
}

interface Outcome {
  result: { value: Value } | { error: string };
  gameVars: Value[];
  grid: Value[][];
  score: number;
  signals: Value[];
}

function outcome(expr: Value, limits: CalcLimits, vars?: Value[]): Outcome {
  const host = dataHost();
  let result: Outcome['result'];
  try {
    result = { value: evaluate(expr, host, undefined, { limits, vars }) };
  } catch (e) {
    expect(e).toBeInstanceOf(CalcArrayError);
    result = { error: (e as CalcArrayError).kind };
  }
  return { result, gameVars: host.gameVars, grid: host.grid, score: host.score, signals: host.scriptSignals };
}

/** A copy of an expression: new arrays, for which nothing has been compiled or remembered yet. */
function fresh(x: Value): Value {
  return Array.isArray(x) ? x.map(fresh) : x;
}

/**
 * The plain interpreter's outcome, then the shortcuts' (compiling a fresh copy, then cached, then
 * on `expr` itself, whose caches carry over from other limits): all must agree. (A run that deopts
 * leaves its array to the interpreter from then on: only a fresh copy is sure to run compiled.)
 */
function bothWays(expr: Value, limits: CalcLimits = DEFAULT_LIMITS, vars?: Value[]): Outcome {
  setCompiledEvaluation(false);
  let slow: Outcome;
  try {
    slow = outcome(expr, limits, vars?.slice());
  } finally {
    setCompiledEvaluation(true);
  }
  const copy = fresh(expr);
  expect(outcome(copy, limits, vars?.slice())).toEqual(slow);
  expect(outcome(copy, limits, vars?.slice())).toEqual(slow);
  expect(outcome(expr, limits, vars?.slice())).toEqual(slow);
  return slow;
}

/** Every step budget up to the one the evaluation fits (and depth limits up to 12): same outcomes. */
function underEveryLimit(expr: Value, maxBudget = 400): void {
  let fitted = false;
  for (let steps = 0; steps <= maxBudget && !fitted; steps++) {
    const o = bothWays(expr, { ...DEFAULT_LIMITS, maxSteps: steps });
    fitted = !('error' in o.result && o.result.error === 'limit');
  }
  expect(fitted, 'the expression fits the largest budget tried').toBe(true);
  for (let depth = 0; depth <= 12; depth++) bothWays(expr, { ...DEFAULT_LIMITS, maxDepth: depth });
}

/**
 * `expr` after a declaration: a root with `@end_vars` never compiles itself, so it is interpreted
 * from the start and its nested arrays run compiled inside it (runMixed). (A root that compiles and
 * then deopts is interpreted without that.)
 */
const interpreted = (expr: Value[]): Value[] => [0, '@end_vars', ...expr];

const bodies: [string, Value][] = [
  ['an @if body', [1, '@if', true, '+', 2, '@end-if', '*', 3]],
  ['an array running value', [['@Literal', 1, 2], '@if', true, 'arr_push', 3, '@end-if', 'arr_length']],
  ['@else', [5, '@if', false, '+', 1, '@end-if', '@else', '-', 1, '@end-else', '*', 2]],
  [
    '@else-if chains',
    [
      5,
      '@if',
      ['@GVar 4', '=', 2],
      '+',
      1,
      '@end-if',
      '@else-if',
      ['@GVar 4', '=', 0],
      '+',
      10,
      '@end-else-if',
      '@else',
      '+',
      100,
      '@end-else',
    ],
  ],
  ['operands missing at the body end', [4, '@if', true, '+', '@end-if', '+', 1]],
  ['an unclosed body', [4, '@if', true, '*', 3]],
  ['the consumption quirk inside a body', [5, '@repeat', 2, 'abs', '@foo', '+', 1, '@end-repeat']],
  [
    '@repeat with variables',
    [
      0,
      '@end_vars',
      0,
      '@repeat',
      5,
      '+',
      1,
      '@edit_var',
      0,
      ['@var_retain', '@Var 0', '+', 1],
      '@end-repeat',
      '+',
      '@Var 0',
    ],
  ],
  [
    'a condition-driven @repeat',
    [
      0,
      0,
      '@end_vars',
      1,
      '@repeat',
      ['@var_retain', '@Var 0', '<', 4],
      '@edit_var',
      0,
      ['@var_retain', '@Var 0', '+', 1],
      '*',
      2,
      '@end-repeat',
    ],
  ],
  ['@Parent inside a body', [10, '@repeat', 3, '+', ['@Parent -2', '*', 1], '@end-repeat']],
  [
    '@Parent as a condition',
    [1, '@if', '@Parent -1', '+', 1, '@end-if', '@if', ['@Parent -2', '>', 5], '+', 100, '@end-if'],
  ],
  ['an @ string running value', [['@Literal', '@var_copy'], 'arr_elem', 0, '@if', true, 'str_concat', 'x', '@end-if']],
  ['a running value @Literal', [['@Literal', '@Literal', 7], 'arr_elem', 0, '@if', true, 'str_concat', 'x', '@end-if']],
  ['@end_vars inside a body', [1, '@if', true, 5, '@end_vars', '+', '@Var 0', '@end-if']],
  [
    'host edits in a body',
    [
      0,
      '@repeat',
      3,
      '@add_gvar',
      ['@var_retain', '@GVar 4', '+', 1],
      '@edit_gvar',
      4,
      ['@GVar 4', '+', 1],
      '@end-repeat',
      '@add_score',
      5,
    ],
  ],
  ['a failing body', [1, '@if', true, '@run_script', 99, '@end-if']],
];

const callbacks: [string, Value][] = [
  ['arr_map', [['@Literal', 3, 1, 2], 'arr_map', ['@Var 1', '*', 2]]],
  [
    'arr_filter over @ strings',
    [
      ['@Literal', '@Empty', 1, '@var_copy', '@end_vars', '@Literal', 2n],
      'arr_filter',
      ['@Var -1', 'typeof', '=', 'string'],
    ],
  ],
  [
    'arr_sort of start words',
    [
      ['@Literal', 'b', '@var_copy', '@Literal', '@end_vars', '@include_gvars', '@CalcArray', 'a'],
      'arr_sort',
      ['@Var 0', 'str_localeCompare', '@Var 1'],
    ],
  ],
  [
    'a @var_retain callback',
    [0, '@end_vars', ['@Literal', 1, 2, 3], 'arr_map', ['@var_retain', '@Var -1', '+', '@Var 0']],
  ],
  ['a @var_copy callback', [7, '@end_vars', ['@Literal', 1, 2], 'arr_map', ['@var_copy', '@Var -1', '+', '@Var 0']]],
  [
    'a global-mode callback',
    ['@global_var_retain', 7, '@end_vars', ['@Literal', 1, 2], 'arr_map', ['@Var -1', '+', '@Var 0']],
  ],
  ['a callback with its own @end_vars', [['@Literal', 1, 2], 'arr_map', [7, '@end_vars', '@Var 0', '+', '@Var -1']]],
  ['an empty callback', [['@Literal', 1, 2], 'arr_map', ['@var_retain']]],
  ['arr_reduce', [['@Literal', 1, 2, 3], 'arr_reduce', 0, ['@var_retain', '+', '@Var -1']]],
  [
    'arr_reduce with statements',
    [
      ['@Literal', 2, 3, 4],
      'arr_reduce',
      true,
      ['@var_retain', '@if', ['@var_retain', '@Var -1', '%', 2, '=', 0], '2nd', false, '@end-if'],
    ],
  ],
  [
    'arr_reduceRight with an array accumulator',
    [['@Literal', 1, 2], 'arr_reduceRight', ['@Literal', 5], ['arr_push', '@Var -1']],
  ],
  [
    'arr_reduceRight with a marked array accumulator',
    [['@Literal', 1, 2], 'arr_reduceRight', ['@Literal', ['@Literal', 5]], ['arr_push', '@Var -1']],
  ],
  [
    'arr_reduce with an @ string accumulator',
    [['@Literal', 1, 2], 'arr_reduce', '@GVar 5', ['@var_retain', '+', '@Var -1']],
  ],
  ['arr_reduce with a string accumulator', [['@Literal', 1, 2], 'arr_reduce', 'a', ['str_concat', '@Var -1']]],
  [
    'arr_reduce with an array accumulator',
    [['@Literal', 1, 2], 'arr_reduce', ['@Literal', ['@Literal', 0]], ['arr_push', '@Var -1']],
  ],
  [
    'arr_reduce with an @if first',
    [
      ['@Literal', 1, 2, 3],
      'arr_reduce',
      0,
      ['@var_retain', '@if', ['@var_retain', '@Var -1', '>', 1], '+', '@Var -1', '@end-if'],
    ],
  ],
  ['arr_reduce reading @Parent', [['@Literal', 1, 2], 'arr_reduce', 0, ['@var_retain', '+', ['@Parent -2', '+', 1]]]],
  ['arr_reduce with a failing step', [['@Literal', 1, 2], 'arr_reduce', 0, ['@var_retain', 'arr_elem', 0]]],
  ['a callback reading @Parent', [['@Literal', 1, 2, 3], 'arr_map', ['@Parent -2', 'arr_length']]],
  [
    'a callback reading @Parent of its own level',
    [['@Literal', 1, 2], 'arr_map', ['@Var 1', '+', ['@Parent -2', '*', 10]]],
  ],
  [
    'a callback that edits the game',
    [['@Literal', 1, 2], 'arr_map', ['@var_retain', '@Var -1', '@add_gvar', '@Var -1']],
  ],
  [
    'arr_map over special strings and prologue words',
    [['@Literal', '@GVar 4', '@Var 0', 'x', '@Empty', '@end_vars', '@var_retain'], 'arr_map', ['@Var -1', 'typeof']],
  ],
  [
    'a callback reading variables out of range',
    [
      1,
      null,
      '@end_vars',
      ['@Literal', 1, 2],
      'arr_map',
      ['@Var -7', 'str_concat', ['@Var 9', 'str_concat', ['@Var 1', 'str_concat', '@Var -1']]],
    ],
  ],
  [
    'a callback reading game variables',
    [
      ['@Literal', 1, 2],
      'arr_filter',
      ['@GVar -1', '=', ['@GVar 40', 'typeof', '=', 'string'], '||', ['@GVar 4', '=', 0]],
    ],
  ],
  // Remembered callback runs (call-memo.ts): the same inputs again, -0, initial values, strings
  // that resolve while the callback runs.
  [
    'a callback called with the same input again',
    [['@Literal', 3, 3, 4, 3, 4], 'arr_map', ['@Var -1', '*', 2, '+', ['@var_retain', '@Var -1', '%', 3]]],
  ],
  [
    'a callback called with equal numbers, bigints and strings',
    [
      ['@Literal', 3, 3n, '3', 3, 3n, 300n, 300, 2n ** 60n, -(2n ** 60n), 2n ** 60n, 1.5, 1.5, -4n, -4],
      'arr_map',
      ['@Var -1', 'typeof', 'str_concat', '@Var -1'],
    ],
  ],
  ['a callback called with 0 and -0', [['@Literal', 0, -0, 0, -0], 'arr_map', [1, '/', '@Var -1']]],
  [
    'a reduce whose accumulator repeats',
    [['@Literal', 2, 2, 5, 2, 2], 'arr_reduce', 1, ['@var_retain', '*', '@Var -1', '%', 7]],
  ],
  [
    'a callback resolving a string it builds',
    [['@Literal', '@G', '@G', '@G'], 'arr_map', ['@Var -1', 'str_concat', 'Var 4']],
  ],
  [
    'a callback reading a fresh list inside',
    [['@Literal', 1, 1], 'arr_map', ['@Var -1', '+', [['@Var 0', 'typeof', '=', 'string'], '&&', true]]],
  ],
  [
    'callbacks over the grid (DIVE)',
    [
      '@Grid',
      'arr_flat',
      2,
      'arr_filter',
      ['@Var -1', 'typeof', '=', 'bigint', '&&', ['@var_retain', '@Var -1', '!=', '0n']],
    ],
  ],
];

describe('remembered callback runs', () => {
  // A run that resolves a string it built reads the game: never answered from memory, so a later
  // evaluation on another game sees that game.
  it('a callback whose strings resolve against the game sees the current game', () => {
    const expr: Value = [['@Literal', '@G', '@G'], 'arr_map', ['@Var -1', 'str_concat', 'Var 4']];
    for (const gvar4 of [0, 7, 0, 9]) {
      const host = dataHost();
      host.gameVars[4] = gvar4;
      expect(evaluate(expr, host)).toEqual([gvar4, gvar4]);
    }
  });
});

/** One callback expression (one compiled form) given to two operators. */
const SHARED_CALLBACK: Value[] = ['@Var -1', '>', 1];

// (Constant nested arrays are folded at load time; they still charge the steps and levels the
// interpreter would: see `found by the differential fuzz test` below.)
const mixed: [string, Value][] = [
  // Each reads @Parent first, so the optimistic attempt stops at once and the interpreter runs.
  [
    'compiled arrays next to @Parent',
    [5, '+', ['@Parent -2', '*', 2], '+', ['@GVar 5', '*', 4], '+', ['@var_retain', '@GVar 5', '+', 1]],
  ],
  [
    'a compiled array reaching @Parent through a value',
    [
      1,
      '@if',
      ['@Parent -2', '=', 1],
      '+',
      [
        ['@Literal'],
        'arr_push',
        ['@CalcArray|@Parent -3', 'str_split', ['@GVar 1', 'str_concat', '|']],
        'arr_elem',
        0,
        'arr_length',
      ],
      '@end-if',
    ],
  ],
  [
    "a compiled array evaluating a value's @CalcArray",
    [
      1,
      '@if',
      ['@Parent -2', '=', 1],
      '+',
      [['@Literal'], 'arr_push', ['@GVar 6', 'str_split', '|'], 'arr_elem', 0, 'arr_length'],
      '@end-if',
    ],
  ],
  [
    'a @var_retain array sharing the list',
    [4, '@end_vars', '@if', ['@Parent -2', '=', 4], '+', ['@var_retain', '@Var 0', '*', '@GVar 5'], '@end-if'],
  ],
  [
    'a @var_retain array without a list',
    ['@if', ['@Parent -2', 'typeof'], ['@var_retain', '@Var 0', 'typeof'], '@end-if'],
  ],
  // Compiled arrays reading @Parent entries of the interpreted levels around them (compile.ts
  // parentReader), and the entries they leave to the interpreter.
  [
    'a compiled condition reading the level around it',
    interpreted([5, '@if', [['@Parent -3', '>', 1], '&&', ['@GVar 5', '=', 4]], '+', 1, '@end-if', '*', 2]),
  ],
  [
    'a compiled read of an array entry',
    interpreted([['@Literal', 1, 2], '@if', [['@Parent -3', 'arr_length'], '=', 2], 'arr_push', 3, '@end-if']),
  ],
  [
    'a compiled read by a positive index',
    interpreted([7, '+', ['@Parent 0', '*', 2], '@if', '@Parent -1', '+', 0, '@end-if']),
  ],
  [
    'a compiled read of a compiled level',
    interpreted([7, '+', [1, '+', ['@Parent -2', '*', 2]], '@if', '@Parent -1', '+', 0, '@end-if']),
  ],
  [
    'a compiled read out of range',
    interpreted([7, '+', [1, '+', ['@Parent -9', 'typeof', '=', 'string']], '@if', '@Parent -1', '+', 0, '@end-if']),
  ],
  [
    'a compiled read of a string entry',
    interpreted(['ab', 'str_concat', ['@Parent -2', 'str_concat', 'c'], '@if', '@Parent -1', '+', 0, '@end-if']),
  ],
  [
    'a compiled read from an @if body',
    interpreted([
      1,
      '+',
      [3, '@if', true, '+', ['@Parent -3', '*', 10], '@end-if'],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a compiled read two interpreted levels out of an @if body',
    interpreted([
      1,
      '+',
      [2, '+', [3, '@if', true, '+', ['@Parent -4', '*', 10], '@end-if'], '@if', '@Parent -1', '+', 0, '@end-if'],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a compiled @if with a @Parent condition',
    interpreted([1, '+', [3, '@if', '@Parent -2', '+', 1, '@end-if'], '@if', '@Parent -1', '+', 0, '@end-if']),
  ],
  [
    'a callback reading the level that made it',
    [['@Literal', 1, 2], 'arr_map', ['@Var -1', '+', ['@Parent -3', 'arr_length']]],
  ],
  // Callback operators at the root of a compiled nested array (compile.ts compileCallbackStep).
  [
    'a compiled level of callbacks',
    interpreted([
      0,
      '@if',
      '@Parent -1',
      '@end-if',
      '+',
      [
        '@var_retain',
        ['@Literal', 1, 2, 3],
        'arr_map',
        ['@Var -1', '*', 2],
        'arr_filter',
        ['@Var -1', '>', 2],
        'arr_length',
      ],
    ]),
  ],
  [
    'a compiled level whose callback reads it',
    interpreted([
      5,
      '+',
      [['@Literal', 1, 2], 'arr_map', ['@Var -1', '+', ['@Parent -3', 'arr_length']], 'arr_length'],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a compiled level whose reduce reads it',
    interpreted([
      1,
      '+',
      [['@Literal', 1, 2], 'arr_reduce', 0, ['@var_retain', '+', ['@Parent -2', '+', ['@Parent -4', 'arr_length']]]],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a compiled level whose callback reads the levels around it',
    interpreted([
      7,
      '+',
      [['@Literal', 1, 2], 'arr_map', ['@Var -1', '+', ['@Parent -5', '+', ['@Parent -4', 'typeof', '=', 'string']]]],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a compiled level whose callback edits the game',
    interpreted([
      0,
      '+',
      [['@Literal', 1, 2], 'arr_map', ['@var_retain', '@Var -1', '@add_gvar', '@Var -1'], 'arr_length'],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a compiled level with a callback operand missing',
    interpreted([
      0,
      '+',
      [['@Literal', 1, 2], 'arr_length', '+', 1, 'arr_filter'],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a compiled level with a reduce operand missing',
    interpreted([0, '+', [['@Literal', 1, 2], 'arr_reduce', 4], '@if', '@Parent -1', '+', 0, '@end-if']),
  ],
  [
    'a compiled level sorting',
    interpreted([
      0,
      '+',
      ['@var_retain', ['@Literal', 3, 1, 2], 'arr_sort', ['@Var 0', '-', '@Var 1'], 'arr_elem', 0],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a compiled level with callbacks one level down',
    interpreted([
      0,
      '+',
      [1, '+', [['@Literal', 1], 'arr_map', ['@Var -1', '+', '@Parent -3']]],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a compiled level whose callback reads a @CalcArray value',
    interpreted([
      0,
      '+',
      [['@Literal', 1, 2], 'arr_map', ['@Var -1', '+', ['@GVar 6', 'str_split', '|', 'arr_length']], 'arr_elem', 0],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a compiled level whose callback folds a constant',
    interpreted([
      0,
      '+',
      ['@Grid', 'arr_sort', ['@Var 1', 'arr_map', [0, '+', [0, 'typeof'], 'typeof']]],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a compiled level whose callback has array inputs',
    interpreted([0, '+', ['@Grid', 'arr_map', ['@Var -1', 'arr_length']], '@if', '@Parent -1', '+', 0, '@end-if']),
  ],
  [
    'a compiled level whose callbacks fail',
    interpreted([
      0,
      '+',
      [['@Literal', 1, 2], 'arr_map', ['@Var -1', 'arr_elem', 0], 'arr_length'],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a reduce reading the level that made it',
    [['@Literal', 1, 2], 'arr_reduce', 0, ['@var_retain', '+', ['@Parent -3', 'arr_length']]],
  ],
  // Whole arr_map / arr_filter passes remembered by their items (callbacks.ts mapAll): the same list
  // again, lists that differ in one item or only in -0, results unescaped, calls that read the game.
  [
    'a filter over the same list again',
    interpreted([
      0,
      '@repeat',
      3,
      '+',
      ['@var_retain', ['@Literal', 3, 0, 4, 3, 7n], 'arr_filter', ['@Var -1', '>', 2], 'arr_length'],
      '@end-repeat',
    ]),
  ],
  [
    'a map over the same list again',
    interpreted([
      '',
      '@repeat',
      3,
      'str_concat',
      [
        '@var_retain',
        ['@Literal', 1, 2, 2],
        'arr_map',
        ['@@a', 'str_concat', '@Var -1', 'str_concat', '@Var 0'],
        'arr_join',
        ',',
      ],
      '@end-repeat',
    ]),
  ],
  [
    'filters over lists that differ in an item or in -0',
    [
      ['@Literal', ['@Literal', 0, 1, 2], ['@Literal', -0, 1, 2], ['@Literal', 0, 1, 2], ['@Literal', 0, 5, 2]],
      0,
      '@end_vars',
      0,
      '@repeat',
      6,
      '+',
      [
        '@var_retain',
        '@Var 0',
        'arr_elem',
        ['@var_retain', '@Var 1', '%', 4],
        'arr_filter',
        ['@Var -1', 'typeof', '=', 'number', '&&', ['@var_retain', 1, '/', '@Var -1', '>', 0]],
        'arr_length',
        '*',
        10,
      ],
      '@edit_var',
      1,
      ['@var_retain', '@Var 1', '+', 1],
      '@end-repeat',
    ],
  ],
  [
    'a map whose calls read the game',
    interpreted([
      0,
      '@repeat',
      3,
      '@edit_gvar',
      5,
      ['@GVar 5', '+', 1],
      '+',
      ['@var_retain', ['@Literal', '@G', '@G'], 'arr_map', ['@Var -1', 'str_concat', 'Var 5'], 'arr_elem', 0],
      '@end-repeat',
    ]),
  ],
  [
    'a filter reading variables out of its inputs',
    [
      ['@Literal', ['@Literal', 1, 2]],
      3,
      '@end_vars',
      0,
      '@repeat',
      3,
      '+',
      [
        '@var_retain',
        '@Var 0',
        'arr_elem',
        0,
        'arr_filter',
        ['@Var 2', 'typeof', '=', 'string', '&&', ['@Var 0', '<', 5]],
        'arr_length',
      ],
      '@end-repeat',
    ],
  ],
  [
    'a filter then a map of the same callback',
    interpreted([
      0,
      '@repeat',
      2,
      '+',
      ['@var_retain', ['@Literal', 1, 2, 3], 'arr_filter', SHARED_CALLBACK, 'arr_length'],
      '*',
      10,
      '+',
      ['@var_retain', ['@Literal', 1, 2, 3], 'arr_map', SHARED_CALLBACK, 'arr_length'],
      '@end-repeat',
    ]),
  ],
];

const passes: [string, Value][] = [
  // A pass over a list that differs from the last one in a few items takes the calls of the
  // unchanged positions from it (call-memo.ts lastPass): values and steps by position, so a
  // callback reading the index, or charging more for some items, tells positions apart.
  [
    'passes over a list edited one item at a time',
    [
      ['@Literal', 3, 0, 4, 3, 7n, 2],
      0,
      '@end_vars',
      0,
      '@repeat',
      5,
      '@edit_var',
      0,
      [
        '@var_retain',
        '@Var 0',
        'arr_splice',
        ['@var_retain', '@Var 1', '*', 2, '%', 6],
        1,
        ['@Literal', ['@var_retain', '@Var 1', '%', 3]],
      ],
      '+',
      [
        '@var_retain',
        '@Var 0',
        'arr_filter',
        ['@Var -1', '>', 2, '||', [['@Var 1', '*', '@Var 1', '*', '@Var 1'], '=', 0]],
        'arr_length',
        '*',
        100,
      ],
      '+',
      ['@var_retain', '@Var 0', 'arr_map', ['@Var 1', '+', '@Var 0', '*', 10], 'arr_join', ','],
      '@edit_var',
      1,
      ['@var_retain', '@Var 1', '+', 1],
      '@end-repeat',
    ],
  ],
  [
    'passes over lists that move their items',
    [
      [
        '@Literal',
        ['@Literal', 5, 1, 5, 2],
        ['@Literal', 1, 5, 2, 5],
        ['@Literal', 5, 1, 5],
        ['@Literal', 5, 1, 5, 2, 9],
      ],
      0,
      '@end_vars',
      '',
      '@repeat',
      8,
      'str_concat',
      [
        '@var_retain',
        '@Var 0',
        'arr_elem',
        ['@var_retain', '@Var 1', '%', 4],
        'arr_map',
        ['@Var -1', '*', 10, '+', '@Var 0'],
        'arr_join',
        '.',
      ],
      'str_concat',
      '|',
      '@edit_var',
      1,
      ['@var_retain', '@Var 1', '+', 1],
      '@end-repeat',
    ],
  ],
  // Reduces over remembered calls (callbacks.ts reduceAll): the callback's own list growing with
  // each call's inputs (`@Var 3` is an earlier call's), a new list per call, inputs and
  // accumulators that take callWith's general path.
  [
    'a reduce reading earlier inputs on its own list',
    [
      3,
      '@end_vars',
      0,
      '@repeat',
      3,
      '+',
      [
        '@var_retain',
        ['@Literal', 2, 2, 5, 2, 2],
        'arr_reduce',
        1,
        ['@var_retain', '*', '@Var -1', '+', '@Var 0', '+', ['@Var 3', 'typeof', '=', 'number'], '%', 11],
      ],
      '@end-repeat',
    ],
  ],
  [
    'a reduce with a new list per call',
    interpreted([
      0,
      '@repeat',
      3,
      '+',
      ['@var_retain', ['@Literal', 2, 3, 2, 3], 'arr_reduce', 1, ['*', '@Var -1', '+', '@Var 0', '%', 7]],
      '@end-repeat',
    ]),
  ],
  [
    'a reduce over special strings and arrays',
    interpreted([
      0,
      '@repeat',
      2,
      '+',
      [
        '@var_retain',
        ['@Literal', 2, '@GVar 5', ['@Literal', 1], '@end_vars', 2],
        'arr_reduce',
        0,
        ['@var_retain', '+', ['@Var -1', 'typeof', 'str_length']],
      ],
      '@end-repeat',
    ]),
  ],
  [
    'a reduce whose accumulator becomes an array',
    interpreted([
      0,
      '@repeat',
      2,
      '+',
      [
        '@var_retain',
        ['@Literal', 1, 2, 3],
        'arr_reduce',
        0,
        ['@var_retain', '@if', ['@var_retain', '@Var -1', '=', 2], 'arr_concat', ['@Literal', 9], '@end-if'],
        'arr_length',
      ],
      '@end-repeat',
    ]),
  ],
];

// `@if … @end-if` compiled (compile.ts compileIf): in pure compiled runs (no @Parent anywhere) and
// inside interpreted ones (next to a @Parent read), with every kind of condition and body edge.
const compiledIfs: [string, Value][] = [
  ['a top-level @if', [1, '@if', ['@GVar 4', '=', 0], '+', 2, '@end-if', '*', 3]],
  ['an @if first', ['@if', true, '+', 2, '@end-if']],
  ['an @if on a nested first element', [[1, '+', '@GVar 5'], '@if', true, '*', 2, '@end-if', '-', 1]],
  ['a false condition', [1, '@if', ['@GVar 4', '=', 1], '+', 2, '@end-if', '*', 3]],
  ['a non-boolean condition', [1, '@if', ['@GVar 5', '+', 0], '+', 2, '@end-if']],
  ['a special-string condition', [1, '@if', '@GVar 7', '+', 2, '@end-if', '@if', '@Var 0', '+', 4, '@end-if']],
  ['a plain-value condition', [1, '@if', 'true', '+', 2, '@end-if', '@if', true, '+', 4, '@end-if']],
  ['two @if in a row', [1, '@if', true, '+', 2, '@end-if', '@if', ['@GVar 5', '>', 3], '*', 10, '@end-if']],
  ['an empty body', [1, '@if', true, '@end-if', '+', 1]],
  ['operands missing at the body end', [4, '@if', true, '+', '@end-if', '+', 1]],
  [
    'an array running value',
    [['@Literal', 1, 2], '@if', true, 'arr_push', ['@GVar 5', '+', 1], '@end-if', 'arr_length'],
  ],
  ['an @ string running value', [['@Literal', '@var_copy'], 'arr_elem', 0, '@if', true, 'str_concat', 'x', '@end-if']],
  ['a body with nested arrays', [2, '@if', true, '+', ['@GVar 5', '*', [1, '+', '@GVar 5']], '&&', true, '@end-if']],
  ['a failing body', [1, '@if', true, 'arr_elem', 0, '@end-if']],
  [
    'a nested @if',
    interpreted([5, '+', [1, '@if', ['@GVar 5', '>', 3], '+', 10, '@end-if'], '@if', '@Parent -1', '+', 0, '@end-if']),
  ],
  [
    'a nested @if with an @else',
    interpreted([
      5,
      '+',
      [1, '@if', false, '+', 10, '@end-if', '@else', '-', 1, '@end-else'],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  [
    'a nested @if reading @Parent',
    interpreted([5, '+', [1, '@if', ['@Parent -3', '=', 5], '+', 10, '@end-if'], '*', 2]),
  ],
  [
    'a @var_retain @if sharing the list',
    [
      3,
      '@end_vars',
      1,
      '+',
      ['@var_retain', '@Var 0', '@if', ['@var_retain', '@Var 0', '>', 2], '*', 7, '@end-if'],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ],
  ],
];

// Statement plans (plans.ts): interpreted walks decoded once. Every statement and operator shape
// the decoder tells apart (and where it gives up: an operator position holding an array), at the
// root, in bodies and in nested statements, with budgets running out inside a @repeat, errors in
// @if branches and @Parent reads at each level.
const planned: [string, Value][] = [
  [
    'every statement kind in a @repeat body',
    interpreted([
      0,
      '@repeat',
      2,
      '@add_var',
      5,
      '@insert_var',
      0,
      ['@var_retain', '@Var -1', '*', 2],
      '@edit_var',
      -1,
      ['@var_retain', '@Var 0', '+', 1],
      '@add_gvar',
      ['@GVar 4', '+', 1],
      '@insert_gvar',
      0,
      3,
      '@edit_gvar',
      -1,
      9,
      '@remove_gvar',
      1,
      '@remove_var',
      0,
      '+',
      1,
      '@end-repeat',
      '+',
      ['@GVar 0', 'arr_length'],
      '+',
      '@GVar 5',
    ]),
  ],
  [
    '@else-if chains in a @repeat',
    interpreted([
      0,
      '@end_vars',
      0,
      '@repeat',
      4,
      '@if',
      ['@var_retain', '@Var 0', '=', 0],
      '+',
      1,
      '@end-if',
      '@else-if',
      ['@var_retain', '@Var 0', '=', 1],
      '+',
      10,
      '@end-else-if',
      '@else-if',
      ['@var_retain', '@Var 0', '=', 2],
      '+',
      100,
      '@end-else-if',
      '@else',
      '+',
      1000,
      '@end-else',
      '@edit_var',
      0,
      ['@var_retain', '@Var 0', '+', 1],
      '@end-repeat',
    ]),
  ],
  [
    'nested statements',
    interpreted([
      0,
      '@end_vars',
      1,
      '@repeat',
      3,
      '@repeat',
      2,
      '@if',
      ['@var_retain', '@Var 0', '>', 1],
      '*',
      2,
      '@if',
      true,
      '+',
      1,
      '@else',
      '-',
      1,
      '@end-else',
      '@end-if',
      '@else',
      '+',
      3,
      '@end-else',
      '@edit_var',
      0,
      ['@var_retain', '@Var 0', '+', 1],
      '@end-repeat',
      '@end-repeat',
    ]),
  ],
  [
    'a budget running out inside a @repeat',
    interpreted([0, '@repeat', 40, '+', ['@GVar 5', '*', 2], '@add_gvar', 1, '@end-repeat']),
  ],
  [
    'an error in an @if branch',
    interpreted([
      1,
      '@repeat',
      3,
      '@if',
      ['@Parent -2', '>', 2],
      'arr_elem',
      0,
      '@end-if',
      '@else',
      '+',
      1,
      '@end-else',
      '@end-repeat',
    ]),
  ],
  [
    'an error in an @else-if branch',
    interpreted([1, '@if', false, '+', 1, '@end-if', '@else-if', true, '@run_script', 99, '@end-else-if']),
  ],
  [
    '@Parent reads at each level',
    interpreted([
      2,
      '@repeat',
      2,
      '+',
      ['@Parent -2', '*', 3],
      '@if',
      ['@Parent -2', '>', 0],
      '+',
      ['@Parent -3', '+', ['@Parent -4', '*', 0]],
      '@if',
      '@Parent -1',
      '+',
      ['@Parent -5', 'typeof', 'str_length'],
      '@end-if',
      '@end-if',
      '@end-repeat',
    ]),
  ],
  [
    'unknown @ words keep the consumption counter',
    interpreted([
      1,
      '+',
      2,
      '@foo',
      3,
      '@if',
      true,
      '@bar',
      '*',
      5,
      '@end-if',
      'arr_slice',
      0,
      1,
      '@baz',
      9,
      9,
      '+',
      1,
    ]),
  ],
  [
    'unknown operators and non-string operators',
    interpreted([1, 'no_such_op', ['@GVar 5', '+', 1], 7, 8, true, 3n, '+', 1]),
  ],
  [
    'an operator position holding an array (no plan)',
    interpreted([
      1,
      ['@Literal', '+'],
      2,
      '@repeat',
      2,
      ['@GVar 7', '@if', false, '@end-if', 'str_concat', '*'],
      3,
      '@end-repeat',
    ]),
  ],
  [
    'operand patterns of every width',
    interpreted([
      ['@Literal', 5, 6, 7],
      'arr_splice',
      0,
      1,
      ['@Literal', 9],
      'arr_indexOfFrom',
      9,
      1,
      'str_concat',
      'x',
      'str_splice',
      0,
      1,
      'y',
      'str_length',
      'baseConvertB',
      2n,
      'arr_length',
      '+',
      0,
      '@if',
      true,
      '@end-if',
      'Number',
      'abs',
      'DIVESeedUnlock',
      ['@Literal', 2n, 3n],
      0,
      'GaussianDIVESeedUnlock',
      ['@Literal', 2n],
      0,
      true,
      'typeof',
    ]),
  ],
  [
    'customDIVESeedUnlock consuming ten operands',
    interpreted([12n, 'customDIVESeedUnlock', ['@Literal', 2n, 3n], 0, '+', 1, 2, 3, 4, 5, 6, 7, '+', 1]),
  ],
  [
    'a reduce with an @if in a planned body',
    interpreted([
      0,
      '@repeat',
      2,
      '+',
      [
        ['@Literal', 2, 3, 4],
        'arr_reduce',
        0,
        ['@var_retain', '@if', ['@var_retain', '@Var -1', '>', 2], '+', '@Var -1', '@end-if'],
      ],
      '@end-repeat',
    ]),
  ],
  [
    'operands missing at a body end',
    interpreted([4, '@repeat', 2, '@if', true, '+', '@end-if', '@edit_var', '@end-repeat', '+', 1]),
  ],
  [
    'statements deeper than the plans are made for',
    interpreted([
      0,
      ...Array.from({ length: 36 }, () => ['@if', true]).flat(),
      '+',
      1,
      ...Array.from({ length: 36 }, () => '@end-if'),
    ]),
  ],
  ['a body with its own @end_vars', interpreted([1, '@repeat', 2, 5, '@end_vars', '+', '@Var 0', '@end-repeat'])],
  [
    'an @ string running value entering a body',
    interpreted([['@Literal', '@var_copy'], 'arr_elem', 0, '@repeat', 1, 'str_concat', 'x', '@end-repeat']),
  ],
  [
    '@replace_tile and @add_score in a body',
    interpreted([0, '@repeat', 2, '@replace_tile', 0, 1, [7n], '@add_score', 3, '@end-repeat']),
  ],
];

// Prepared operands and conditions (plans.ts operandOf, conditionOf): each kind of element (a
// nested array that runs compiled, one that reads @Parent and is interpreted, a marked array, a
// special string, a plain value, a missing operand) for each family the prepared patterns convert
// for, `none` leaving a string unresolved, and the `@edit_var`, `@if`, `@else-if` and `@repeat`
// operands (a numeric count read twice, a condition read every round).
const preparedOperands: [string, Value][] = [
  [
    'operands of each family',
    interpreted([
      1,
      '@repeat',
      2,
      '+',
      ['@GVar 5', '*', 2],
      '+',
      '@GVar 5',
      '-',
      ['@Parent -2', '%', 3],
      'max',
      '@Parent -1',
      'ignore',
      '@GVar 5',
      'ignore',
      '@Parent -1',
      'ignore',
      ['@GVar 5'],
      'BigInt',
      '+B',
      ['@GVar 4', 'BigInt', '+B', 2n],
      '+B',
      '@GVar 7',
      'Number',
      'arr_edit_elem',
      ['@GVar 4', '+', 1],
      '@GVar 0',
      'arr_splice',
      0,
      '@GVar 5',
      ['@Literal', 7, 8],
      'arr_splice',
      ['@Parent -2', 'arr_length'],
      1,
      '@GVar 1',
      'arr_indexOf',
      '@GVar 5',
      'str_splice',
      '@GVar 4',
      1,
      ['@Literal', 'q'],
      'str_length',
      '@end-repeat',
    ]),
  ],
  [
    'bigint and rational pairs',
    interpreted([
      5n,
      'basebit|B',
      ['@GVar 5', 'BigInt'],
      '@GVar 5',
      '@if',
      ['@Parent -2', '>', 0n],
      'BigRational',
      '^RBR',
      ['@GVar 5', 'BigRational'],
      '@GVar 4',
      '@end-if',
      'typeof',
    ]),
  ],
  [
    'DIVE patterns with prepared operands',
    interpreted([
      30n,
      'DIVESeedUnlock',
      '@GVar 0',
      ['@GVar 4', '+', 0],
      '@if',
      ['@Parent -2', '>', 1n],
      'GaussianDIVESeedUnlock',
      ['@GVar 0', 'arr_slice', 0, 1],
      '@GVar 4',
      ['@Parent -3', '=', 0],
      '@end-if',
      'typeof',
    ]),
  ],
  ['operands missing at the range end', interpreted([1, '+', 2, 'arr_splice', 0])],
  [
    '@edit_var operands of every kind',
    interpreted([
      0,
      1,
      '@end_vars',
      0,
      '@repeat',
      3,
      '@edit_var',
      '@Var 1',
      ['@var_retain', '@Var 0', '+', '@GVar 5'],
      '@edit_var',
      ['@Parent -2', '%', 2],
      '@Parent -2',
      '@edit_var',
      0,
      ['@Literal', '@Var 1', 2],
      '@edit_var',
      ['@var_retain', '@Var 1', '-', 1],
      '@GVar 0',
      '+',
      1,
      '@end-repeat',
      '@add_var',
      '@Var 0',
      '@edit_var',
    ]),
  ],
  // The index is converted before the value: here the value's evaluation lengthens the list the index reads.
  [
    '@edit_var converting its index first',
    [
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      '@end_vars',
      1,
      '@edit_var',
      ['@GVar', 'arr_length'],
      ['@var_retain', 5, '@add_gvar', 7],
      '+',
      ['@var_retain', '@Var 7', '*', 10, '+', '@Var 8'],
    ],
  ],
  [
    'conditions of every kind',
    interpreted([
      0,
      '@end_vars',
      0,
      '@repeat',
      ['@var_retain', '@Var 0', '<', 3],
      '@if',
      '@Parent -1',
      '+',
      1,
      '@end-if',
      '@else-if',
      ['@Parent -2', '=', 0],
      '+',
      10,
      '@end-else-if',
      '@else-if',
      true,
      '+',
      100,
      '@end-else-if',
      '@if',
      '@GVar 7',
      '*',
      2,
      '@end-if',
      '@if',
      ['@Literal', 1],
      '+',
      1000,
      '@end-if',
      '@if',
      0,
      '+',
      1,
      '@end-if',
      '@else-if',
      '@Var 0',
      '+',
      5,
      '@end-else-if',
      '@edit_var',
      0,
      ['@var_retain', '@Var 0', '+', 1],
      '@end-repeat',
      '@repeat',
      '@GVar 5',
      '+',
      1,
      '@end-repeat',
      '@repeat',
      ['@GVar 4', '+', 2],
      '+',
      1,
      '@end-repeat',
      '@repeat',
      ['@Parent -2', '>', 1000],
      '@end-repeat',
    ]),
  ],
  [
    'a count that changes between its two reads',
    interpreted([0, '@repeat', ['@GVar 5', '@add_gvar', 1], '+', ['@GVar', 'arr_length'], '@end-repeat']),
  ],
];

describe('prepared plan operands', () => {
  it.each(preparedOperands)('%s: same outcome under every limit', (_name, expr) => underEveryLimit(expr, 600));
});

describe('statement plans', () => {
  it.each(planned)('%s: same outcome under every limit', (_name, expr) => underEveryLimit(expr, 600));
  it('ranges too long to plan run the plain loop', () => {
    const adds = (k: number): Value[] => Array.from({ length: k }, () => ['+', 1]).flat();
    const long = interpreted([
      0,
      ...adds(2100),
      '@repeat',
      2,
      ...adds(2100),
      '@if',
      ['@Parent -2', '>', 0],
      ...adds(3),
      '@end-if',
      '@end-repeat',
    ]);
    for (const maxSteps of [2000, 5000, 6303, 6304, 6305, DEFAULT_LIMITS.maxSteps])
      bothWays(long, { ...DEFAULT_LIMITS, maxSteps });
    expect(bothWays(long).result).toEqual({ value: 6306 });
  });
  it('a root that starts from the caller list', () => {
    bothWays(
      ['@var_retain', 1, '@repeat', 2, '@edit_var', 0, ['@var_retain', '@Var 0', '+', 1], '+', '@Var 0', '@end-repeat'],
      DEFAULT_LIMITS,
      [3, 4],
    );
  });
});

describe('compiled @if statements', () => {
  it.each(compiledIfs)('%s: same outcome under every limit', (_name, expr) => underEveryLimit(expr));
});

describe('statement bodies run in place', () => {
  it.each(bodies)('%s: same outcome under every limit', (_name, expr) => underEveryLimit(expr));
  it('adopts the caller list the same way', () => {
    bothWays(['@var_retain', 1, '@if', true, '@edit_var', 0, 9, '+', '@Var 0', '@end-if'], DEFAULT_LIMITS, [3, 4]);
  });
});

describe('callbacks run in place', () => {
  it.each(callbacks)('%s: same outcome under every limit', (_name, expr) => underEveryLimit(expr, 800));
});

describe('compiled nested arrays inside interpreted evaluations', () => {
  it.each(mixed)('%s: same outcome under every limit', (_name, expr) => underEveryLimit(expr));
});

describe('callback passes answered from remembered calls', () => {
  it.each(passes)('%s: same outcome under every limit', (_name, expr) => underEveryLimit(expr, 1500));
});

// Reduces whose calls are looked up below a kept level (callbacks.ts reduceAll, PassLevels): the
// accumulator and the body's reads of the callback's own list that the pass does not move. Fixed
// reads that change between passes, more accumulator values than are kept, accumulators that are
// no key or not kept (-0, NaN, bigints, strings), a fixed read that is no key, and a first read
// past the list's start length (an input).
const keptLevels: [string, Value][] = [
  [
    'a fixed read that changes between passes',
    [
      ['@Literal', 2, 3, 4],
      0,
      0,
      '@end_vars',
      '',
      '@repeat',
      6,
      '@edit_var',
      2,
      ['@var_retain', '@Var 1', '%', 3, '+', 2],
      'str_concat',
      [
        '@var_retain',
        ['@Literal', 4, 6, 9, 8, 3, 12, 4, 6],
        'arr_reduce',
        true,
        ['@var_retain', '@if', ['@var_retain', '@Var -1', '%', '@Var 2', '=', 0], '2nd', false, '@end-if'],
      ],
      '@edit_var',
      1,
      ['@var_retain', '@Var 1', '+', 1],
      '@end-repeat',
    ],
  ],
  [
    'more accumulator values than are kept',
    [
      5,
      '@end_vars',
      0,
      '@repeat',
      3,
      '+',
      [
        '@var_retain',
        ['@Literal', 1, 2, 3, 1, 2, 3, 4, 1, 2, 3, 4, 1],
        'arr_reduce',
        0,
        ['@var_retain', '+', '@Var -1', '+', '@Var 0', '%', 4],
      ],
      '@end-repeat',
    ],
  ],
  [
    'accumulators that are -0, NaN, strings and bigints',
    [
      3,
      '@end_vars',
      '',
      '@repeat',
      2,
      'str_concat',
      [
        '@var_retain',
        ['@Literal', 1, 2, 1, 2, 3, 1],
        'arr_reduce',
        -0,
        [
          '@var_retain',
          '@if',
          ['@var_retain', '@Var -1', '=', 1],
          '2nd',
          -0,
          '@end-if',
          '@if',
          ['@var_retain', '@Var -1', '=', 2],
          '2nd',
          'NaN',
          'Number',
          '@end-if',
          '@if',
          ['@var_retain', '@Var -1', '=', 3],
          '2nd',
          '@Var 0',
          'BigInt',
          '@end-if',
        ],
        'String',
      ],
      'str_concat',
      [
        '@var_retain',
        ['@Literal', 1, 2, 1, 2],
        'arr_reduce',
        'a',
        ['@var_retain', 'str_concat', ['@var_retain', '@Var -1', '%', '@Var 0', 'String'], 'str_slice', -2],
      ],
      '@end-repeat',
    ],
  ],
  // 0 is kept, then -0 (=== 0, but no key) must not be answered from 0's level.
  [
    'an accumulator of -0 after a kept 0',
    [
      ['@Literal', 1, 1, 2, 1, 1, 3, 1, 2, 1, 1],
      'arr_reduce',
      0,
      [
        '@var_retain',
        '@if',
        ['@var_retain', '@Var -1', '=', 2],
        '2nd',
        -0,
        '@end-if',
        '@if',
        ['@var_retain', '@Var -1', '=', 3],
        '2nd',
        0,
        '@end-if',
      ],
    ],
  ],
  [
    'a fixed read that is no key',
    [
      ['@Literal', 1, 2],
      -0,
      '@end_vars',
      0,
      '@repeat',
      2,
      '+',
      [
        '@var_retain',
        ['@Literal', 1, 2, 1, 2],
        'arr_reduce',
        0,
        ['@var_retain', '+', '@Var -1', '+', ['@var_retain', '@Var 1', '+', 1]],
      ],
      '@end-repeat',
    ],
  ],
  [
    'a first read past the start length',
    [
      7,
      '@end_vars',
      0,
      '@repeat',
      2,
      '+',
      [
        '@var_retain',
        ['@Literal', 1, 2, 1, 2, 1],
        'arr_reduce',
        0,
        ['@var_retain', '+', ['@Var 2', 'typeof', 'str_length'], '+', '@Var -1', '+', '@Var 0'],
      ],
      '@end-repeat',
    ],
  ],
];

describe('reduces looked up below a kept level', () => {
  it.each(keptLevels)('%s: same outcome under every limit', (_name, expr) => underEveryLimit(expr, 1500));
  it('a pass of more runs than a memo keeps (it starts over in the middle)', () => {
    // 4,200 distinct items, each twice (half the calls remembered): the memo's tree starts over
    // after 4,096 runs, in the middle of the pass; the accumulator stays true.
    const items = Array.from({ length: 4200 }, (_, k) => [2 * k + 1, 2 * k + 1]).flat();
    const expr: Value[] = [
      2,
      '@end_vars',
      0,
      '@repeat',
      2,
      '+',
      [
        '@var_retain',
        ['@Literal', ...items],
        'arr_reduce',
        true,
        ['@var_retain', '@if', ['@var_retain', '@Var -1', '%', '@Var 0', '=', 0], '2nd', false, '@end-if'],
        'Number',
      ],
      '@end-repeat',
    ];
    expect(bothWays(expr).result).toEqual({ value: 2 });
  });
});

// Marked arrays converted again (evaluate.ts literalItems: a recent marked array gives its copy
// again): variables read every round, replaced by new arrays of the same length, holding entries
// that evaluate or charge at every read, long enough to be charged by length, marked twice, and
// more of them in turn than are kept.
const rereads: [string, Value][] = [
  [
    'a variable read every round, then replaced',
    [
      ['@Literal', 5, 6, 7, 8, 9],
      0,
      '@end_vars',
      0,
      '@repeat',
      4,
      '+',
      ['@var_retain', '@Var 0', 'arr_elem', '@Var 1'],
      '+',
      ['@var_retain', '@Var 0', 'arr_length'],
      '@if',
      ['@var_retain', '@Var 1', '=', 1],
      '@edit_var',
      0,
      ['@var_retain', '@Var 0', 'arr_map', ['@Var -1', '*', 10]],
      '@end-if',
      '@edit_var',
      1,
      ['@var_retain', '@Var 1', '+', 1],
      '@end-repeat',
    ],
  ],
  // (The inner mark comes off when the variable is declared: the variable holds the `@CalcArray`.)
  [
    'a variable whose @CalcArray entry reads the game',
    [
      ['@Literal', 1, 2, 3, 4, ['@Literal', '@CalcArray', '@GVar 5', '+', 1]],
      '@end_vars',
      0,
      '@repeat',
      3,
      '+',
      ['@var_retain', '@Var 0', 'arr_elem', 4],
      '@edit_gvar',
      5,
      ['@GVar 5', '*', 2],
      '@end-repeat',
    ],
  ],
  [
    'a variable holding arrays of arrays (charged at every read)',
    [
      ['@Literal', 1, [[2, 3]], 4, [[5]], 6],
      '@end_vars',
      0,
      '@repeat',
      3,
      '+',
      ['@var_retain', '@Var 0', 'arr_elem', 1, 'arr_elem', 0, 'arr_elem', 1],
      '+',
      ['@var_retain', '@Var 0', 'arr_elem', 3, 'arr_elem', 0, 'arr_elem', 0],
      '@end-repeat',
    ],
  ],
  [
    'a variable long enough to be charged by length',
    [
      ['@Literal', ...Array.from({ length: 40 }, (_, k) => k)],
      '@end_vars',
      0,
      '@repeat',
      4,
      '+',
      ['@var_retain', '@Var 0', 'arr_elem', 39],
      '@end-repeat',
    ],
  ],
  [
    'a variable marked twice',
    [
      ['@Literal', '@Literal', 1, 2, 3, 4, 5, 6],
      '@end_vars',
      0,
      '@repeat',
      3,
      '+',
      ['@var_retain', '@Var 0', 'arr_elem', 1, 'typeof', 'str_length'],
      '@end-repeat',
    ],
  ],
  [
    'more variables in turn than are kept',
    [
      ...[1, 2, 3, 4, 5, 6].map((k) => ['@Literal', k, k, k, k, k, k]),
      0,
      '@end_vars',
      0,
      '@repeat',
      12,
      '+',
      ['@var_retain', '@Var 6', 'arr_elem', ['@var_retain', '@Var 6', '%', 6], 'arr_elem', 0],
      '@edit_var',
      6,
      ['@var_retain', '@Var 6', '+', 1],
      '@end-repeat',
    ],
  ],
];

describe('marked arrays converted again', () => {
  it.each(rereads)('%s: same outcome under every limit', (_name, expr) => underEveryLimit(expr, 600));
});

// DIVE's two whole-grid EndMovement scripts (recorded mode 50), on a DIVE board.
const DIVE_SCRIPTS: Value[] = [
  [
    [
      '@Grid',
      'arr_flat',
      2,
      'arr_filter',
      ['@Var -1', 'typeof', '=', 'bigint', '&&', ['@var_retain', '@Var -1', '!=', '0n']],
    ],
    '0n',
    '@end_vars',
    0,
    '@repeat',
    ['@var_retain', '@Var 0', 'arr_length'],
    '2nd',
    ['@var_retain', '@Var 0', 'arr_elem', '@Var 1'],
    'absB',
    'DIVESeedUnlock',
    '@GVar 0',
    '@GVar 4',
    '@if',
    [['@Parent -3', '>', '1n'], '&&', ['@GVar 2', 'arr_indexOf', '@Parent -3', '=', -1]],
    '@edit_gvar',
    2,
    ['@GVar 2', 'arr_push', '@Parent -2'],
    '@end-if',
    '@edit_var',
    1,
    ['@var_retain', '@Var 1', '+', 1],
    '@end-repeat',
  ],
  [
    '@GVar 0',
    0,
    '0n',
    '@end_vars',
    true,
    '@repeat',
    ['@var_retain', '@Var 0', 'arr_length'],
    '@edit_var',
    2,
    ['@var_retain', '@Var 0', 'arr_elem', '@Var 1'],
    '2nd',
    [
      '@var_retain',
      '@Grid',
      'arr_flat',
      2,
      'arr_filter',
      ['@Var -1', 'typeof', '=', 'bigint', '&&', ['@var_retain', '@Var 1', '!=', '0n']],
      'arr_reduce',
      true,
      ['@var_retain', '@if', ['@var_retain', '@Var -1', '%B', '@Var 2', '=', '0n'], '2nd', false, '@end-if'],
    ],
    '@if',
    '@Parent -1',
    '@edit_gvar',
    3,
    ['@var_retain', '@GVar 3', 'arr_push', '@Var 1'],
    '@end-if',
    '@edit_var',
    1,
    ['@var_retain', '@Var 1', '+', 1],
    '@end-repeat',
  ],
];

/** The labels DIVE's announcements put after each seed (the last two scripts): `?` while hidden. */
const DIVE_LABEL: Value[] = ['@if', '@GVar 8', '2nd', '?', '@end-if'];

// DIVE's last two EndMovement scripts: seeds unlocked and eliminated this move, announced (one,
// two, or a list) and applied.
const DIVE_ANNOUNCING_SCRIPTS: Value[] = [
  [
    0,
    '0n',
    '@end_vars',
    0,
    '@repeat',
    ['@GVar 2', 'arr_length'],
    '@edit_var',
    1,
    ['@var_retain', '@GVar 2', 'arr_elem', '@Var 0'],
    '@edit_gvar',
    0,
    ['@var_retain', '@GVar 0', 'arr_push', '@Var 1'],
    '@if',
    ['@var_retain', '@GVar 1', 'arr_indexOf', '@Var 1', '=', -1],
    '@edit_gvar',
    1,
    ['@var_retain', '@GVar 1', 'arr_binaryInsert', '@Var 1'],
    '@end-if',
    '@edit_var',
    0,
    ['@var_retain', '@Var 0', '+', 1],
    '@end-repeat',
    '@if',
    ['@GVar 2', 'arr_length', '>', 0],
    '@if',
    ['@GVar 2', 'arr_length', '=', 1],
    'announce',
    ['@GVar 2', 'arr_elem', 0, 'String', ...DIVE_LABEL, 'str_concat', ' unlocked!'],
    2500,
    '@end-if',
    '@else-if',
    ['@GVar 2', 'arr_length', '=', 2],
    'announce',
    [
      '@GVar 2',
      'arr_elem',
      0,
      'String',
      ...DIVE_LABEL,
      'str_concat',
      ' and ',
      'str_concat',
      ['@GVar 2', 'arr_elem', 1, 'String', ...DIVE_LABEL],
      'str_concat',
      ' unlocked!',
    ],
    2500,
    '@end-else-if',
    '@else',
    'announce',
    [
      '@GVar 2',
      'arr_pop',
      'arr_reduce',
      '',
      ['str_concat', ['@var_retain', '@Var -1', ...DIVE_LABEL], 'str_concat', ', '],
      'str_concat',
      'and ',
      'str_concat',
      ['@GVar 2', 'arr_elem', ['@GVar 2', 'arr_length', '-', 1]],
      ...DIVE_LABEL,
      'str_concat',
      ' unlocked!',
    ],
    2500,
    '@end-else',
    '@end-if',
    '@edit_gvar',
    2,
    ['@Literal'],
  ],
  [
    0,
    0,
    '@end_vars',
    0,
    '@if',
    [['@GVar 3', 'arr_length', '>', 0], '&&', [['@GVar 3', 'arr_length'], '<', ['@GVar 0', 'arr_length']]],
    '@if',
    ['@GVar 3', 'arr_length', '=', 1],
    'announce',
    ['@GVar 0', 'arr_elem', ['@GVar 3', 'arr_elem', 0], 'String', ...DIVE_LABEL, 'str_concat', ' eliminated!'],
    2500,
    '@end-if',
    '@else-if',
    ['@GVar 3', 'arr_length', '=', 2],
    'announce',
    [
      '@GVar 0',
      'arr_elem',
      ['@GVar 3', 'arr_elem', 0],
      'String',
      ...DIVE_LABEL,
      'str_concat',
      ' and ',
      'str_concat',
      ['@GVar 0', 'arr_elem', ['@GVar 3', 'arr_elem', 1], 'String', ...DIVE_LABEL],
      'str_concat',
      ' eliminated!',
    ],
    2500,
    '@end-else-if',
    '@else',
    'announce',
    [
      '@GVar 3',
      'arr_pop',
      'arr_reduce',
      '',
      ['str_concat', ['@var_retain', '@GVar 0', 'arr_elem', '@Var -1', ...DIVE_LABEL], 'str_concat', ', '],
      'str_concat',
      'and ',
      'str_concat',
      ['@GVar 0', 'arr_elem', ['@GVar 3', 'arr_elem', ['@GVar 3', 'arr_length', '-', 1]]],
      ...DIVE_LABEL,
      'str_concat',
      ' eliminated!',
    ],
    2500,
    '@end-else',
    '@repeat',
    ['@GVar 3', 'arr_length'],
    '@edit_var',
    1,
    ['@var_retain', '@GVar 3', 'arr_elem', '@Var 0'],
    '@add_score',
    ['@var_retain', '@GVar 0', 'arr_elem', '@Var 1'],
    '@edit_gvar',
    0,
    ['@var_retain', '@GVar 0', 'arr_splice', ['@var_retain', '@Var 1', '-', '@Var 0'], 1, ['@Literal']],
    '@edit_var',
    0,
    ['@var_retain', '@Var 0', '+', 1],
    '@end-repeat',
    '@end-if',
    '@edit_gvar',
    3,
    ['@Literal'],
  ],
];

function diveHost(): CalcHost {
  return createHost({
    grid: [
      ['@Empty', [10n], [5n], '@Empty'],
      [[49n], '@Empty', [3n], [8n]],
      [[2n], '@Empty', [0n], '@Empty'],
      [[27n], [8n], [10n], [77n]],
    ],
    width: 4,
    height: 4,
    tileNumAmount: 1,
    gameVars: [[2n, 3n, 5n, 13n, 41n], [2n, 3n, 5n, 13n, 41n], [], [], 0, 4, 0, false, false, 4, 0],
  });
}

/** What evaluating `expr` on `host` gives (a value or the error's kind) and leaves in the host. */
function hostOutcome(expr: Value, host: ReturnType<typeof createHost>, limits: CalcLimits): Omit<Outcome, 'signals'> {
  let result: Outcome['result'];
  try {
    result = { value: evaluate(expr, host, undefined, { limits }) };
  } catch (e) {
    expect(e).toBeInstanceOf(CalcArrayError);
    result = { error: (e as CalcArrayError).kind };
  }
  return { result, gameVars: host.gameVars, grid: host.grid, score: host.score };
}

describe('DIVE scripts', () => {
  const diveOutcome = (expr: Value, limits: CalcLimits): Omit<Outcome, 'signals'> =>
    hostOutcome(expr, diveHost(), limits);

  it.each([0, 1])('script %i: same outcome and game state under every step budget', (k) => {
    const expr = DIVE_SCRIPTS[k]!;
    let fitted = false;
    for (let steps = 0; steps <= 20_000 && !fitted; steps++) {
      const limits = { ...DEFAULT_LIMITS, maxSteps: steps };
      setCompiledEvaluation(false);
      let slow: Omit<Outcome, 'signals'>;
      try {
        slow = diveOutcome(expr, limits);
      } finally {
        setCompiledEvaluation(true);
      }
      expect(diveOutcome(expr, limits)).toEqual(slow);
      fitted = !('error' in slow.result);
    }
    expect(fitted).toBe(true);
  });

  // Scripts 3 and 4 with one, two and three seeds unlocked (game variable 2) or eliminated (3).
  const announcing: [number, number, Value[]][] = [
    [0, 2, [7n]],
    [0, 2, [7n, 11n]],
    [0, 2, [7n, 11n, 17n]],
    [0, 2, []],
    [1, 3, [1]],
    [1, 3, [0, 2]],
    [1, 3, [0, 2, 4]],
    [1, 3, []],
  ];
  it.each(announcing)(
    'announcing script %i, game variable %i (case %#): same outcome, game state and effects under every step budget',
    (k, gv, list) => {
      const expr = DIVE_ANNOUNCING_SCRIPTS[k]!;
      const run = (limits: CalcLimits): Outcome => {
        const host = diveHost();
        host.gameVars[gv] = list.slice();
        const announced: string[] = [];
        host.effects = { output: () => {}, log: () => {}, announce: (text) => announced.push(String(text)) };
        return { ...hostOutcome(expr, host, limits), signals: announced };
      };
      let fitted = false;
      for (let steps = 0; steps <= 20_000 && !fitted; steps++) {
        const limits = { ...DEFAULT_LIMITS, maxSteps: steps };
        setCompiledEvaluation(false);
        let slow: Outcome;
        try {
          slow = run(limits);
        } finally {
          setCompiledEvaluation(true);
        }
        expect(run(limits)).toEqual(slow);
        fitted = !('error' in slow.result);
      }
      expect(fitted).toBe(true);
    },
  );
});

// `@Grid` read by compiled code (compile.ts plainGrid): the conversion's result and steps at once
// for grids of plain tiles, the general path for anything literal conversion would act on.
describe('compiled @Grid reads', () => {
  const grids: [string, Value[]][] = [
    [
      'plain tiles',
      [
        [[2n], '@Empty', [3n, 'x'], []],
        ['@Empty', '@Empty', '@Empty', '@Empty'],
        [[6n], [9n], '@Empty', [4n]],
      ],
    ],
    ['an empty row and a row of scalars', [[], [1, 2, '@Empty'], [[5n]]]],
    [
      'a tile holding an array',
      [
        [[2n], [[3n]]],
        [[4n], '@Empty'],
      ],
    ],
    [
      'a marked tile',
      [
        [[2n], ['@Literal', 3n]],
        [[4n], '@Empty'],
      ],
    ],
    [
      'an @CalcArray tile',
      [
        [[2n], ['@CalcArray', '@GVar 4', '+', 1]],
        [[4n], '@Empty'],
      ],
    ],
    [
      'a row starting with @Literal',
      [
        ['@Literal', [2n], '@Empty'],
        [[4n], '@Empty', '@Empty'],
      ],
    ],
    [
      'a row starting with @CalcArray',
      [
        [[2n], '@Empty'],
        ['@CalcArray', 1, '+', 2],
      ],
    ],
    ['a row that is no array', [[[2n], '@Empty'], 7]],
    ['a long grid', Array.from({ length: 33 }, (_, i) => [[BigInt(i)], '@Empty'])],
    ['a long row', [Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? '@Empty' : [BigInt(i)]))]],
  ];
  const exprs: [string, Value][] = [
    ['at the root', ['@Grid', 'arr_flat', 2, 'arr_length']],
    ['read last', ['@Grid', 'arr_length']],
    ['as an any operand', [['@Literal'], 'arr_push', '@Grid', 'arr_flat', 3]],
    [
      'inside an interpreted evaluation',
      interpreted([
        0,
        '+',
        ['@Grid', 'arr_flat', 2, 'arr_filter', ['@Var -1', 'typeof', '=', 'bigint'], 'arr_length'],
        '@if',
        '@Parent -1',
        '+',
        0,
        '@end-if',
        '+',
        [['@Literal'], 'arr_push', '@Grid', 'arr_length'],
      ]),
    ],
  ];

  const gridOutcome = (expr: Value, g: Value[], limits: CalcLimits): Omit<Outcome, 'signals'> =>
    hostOutcome(
      expr,
      createHost({
        grid: fresh(g) as Value[][],
        width: 4,
        height: g.length,
        tileNumAmount: 1,
        gameVars: [0, 0, 0, 0, 5],
      }),
      limits,
    );

  for (const [gridName, g] of grids) {
    it.each(exprs)(`${gridName}, %s: same outcome under every limit`, (_name, expr) => {
      const run = (limits: CalcLimits) => {
        setCompiledEvaluation(false);
        let slow: Omit<Outcome, 'signals'>;
        try {
          slow = gridOutcome(expr, g, limits);
        } finally {
          setCompiledEvaluation(true);
        }
        const copy = fresh(expr);
        expect(gridOutcome(copy, g, limits)).toEqual(slow);
        expect(gridOutcome(copy, g, limits)).toEqual(slow);
        return slow;
      };
      let fitted = false;
      for (let steps = 0; steps <= 400 && !fitted; steps++)
        fitted = !('error' in run({ ...DEFAULT_LIMITS, maxSteps: steps }).result);
      expect(fitted).toBe(true);
      for (let depth = 0; depth <= 8; depth++) run({ ...DEFAULT_LIMITS, maxDepth: depth });
    });
  }
});

// `@Grid arr_flat d` read by compiled code (compile.ts gridFlat): flattened straight from the live
// grid, and while the grid holds the same cells the same list is handed out again. Each case
// evaluates on one host, changes the grid as the engine does (rows written in place) or as a
// failed evaluation's rollback does (rows replaced by copies), and evaluates again: the shortcuts
// must give what the plain interpreter gives in every evaluation, under every budget of the last.
describe('compiled @Grid arr_flat d', () => {
  const flatGrids: [string, Value[]][] = [
    [
      'tiles and empty cells',
      [
        [[2n], '@Empty', [3n, 5n], []],
        ['@Empty', '@Void', [7n], [0n]],
        [[6n], [9n], '@Empty', [4n]],
      ],
    ],
    [
      'void and scalar cells',
      [
        ['@Void', 0, 1.5, '@Empty'],
        [[2n], '@Void', 'x', [1n]],
      ],
    ],
    [
      'a literal row',
      [
        [[2n], '@Empty'],
        ['@Literal', [2n], '@Empty'],
        [[4n], '@Empty', '@Empty'],
      ],
    ],
    [
      'a nested tile',
      [
        [[2n], [[3n], 4n]],
        [[4n], '@Empty'],
      ],
    ],
    ['a long grid', Array.from({ length: 33 }, (_, i) => [[BigInt(i)], '@Empty'])],
    [
      'long enough to be charged by length',
      Array.from({ length: 5 }, (_, i) => Array.from({ length: 8 }, (_, j) => [BigInt(i * 8 + j), 1n])),
    ],
  ];
  const isBig: Value = ['@Var -1', 'typeof', '=', 'bigint'];
  const exprs = (d: number): [string, Value][] => [
    ['the list itself', ['@Grid', 'arr_flat', d]],
    ['filtered', ['@Grid', 'arr_flat', d, 'arr_filter', isBig]],
    [
      'mapped, each entry told apart from -0',
      ['@Grid', 'arr_flat', d, 'arr_map', ['@Var -1', 'typeof', '=', 'number', '&&', [1, '/', '@Var -1']]],
    ],
    [
      'three times in a loop',
      interpreted([
        0,
        '@repeat',
        3,
        '+',
        ['@var_retain', '@Grid', 'arr_flat', d, 'arr_filter', isBig, 'arr_length'],
        '@end-repeat',
      ]),
    ],
    [
      'the grid changed between reads',
      interpreted([
        0,
        '@repeat',
        3,
        '+',
        ['@var_retain', '@Grid', 'arr_flat', d, 'arr_filter', isBig, 'arr_length'],
        '@replace_tile',
        1,
        0,
        [7n],
        '@replace_tile',
        0,
        0,
        '@Empty',
        '@end-repeat',
      ]),
    ],
    [
      'stored, then read after the grid changed',
      interpreted(['@GVar 0', '@edit_gvar', 0, ['@Grid', 'arr_flat', d], '+', ['@GVar 0', 'arr_length']]),
    ],
  ];
  // How the grid changes between the two evaluations.
  const edits: [string, (g: Value[][]) => void][] = [
    ['unchanged', () => {}],
    [
      'one cell written in place',
      (g) => {
        g[1]![1] = [8n];
      },
    ],
    [
      'a cell emptied in place',
      (g) => {
        g[0]![0] = '@Empty';
      },
    ],
    // (The scalar grid's 0: the only change, so that nothing else gives it away.)
    [
      'a 0 written over by -0',
      (g) => {
        g[0]![1] = -0;
      },
    ],
    [
      'rows replaced by copies',
      (g) => {
        for (let i = 0; i < g.length; i++) g[i] = g[i]!.slice();
      },
    ],
    [
      'a row grown',
      (g) => {
        g[0]!.push([5n]);
      },
    ],
    [
      'a row shortened',
      (g) => {
        g[1]!.length = 1;
      },
    ],
    [
      'a row added',
      (g) => {
        g.push([[9n], '@Empty']);
      },
    ],
    [
      'the same cells, read once more',
      (g) => {
        g[0]![0] = g[0]![0]!;
      },
    ],
  ];

  const flatHost = (g: Value[]): CalcHost =>
    createHost({
      grid: fresh(g) as Value[][],
      width: 4,
      height: g.length,
      tileNumAmount: 1,
      gameVars: [[1n], 0, 0, 0, 5],
    });
  /** What an evaluation gave and left behind, copied (the host's lists change with later ones). */
  const snapshot = (o: Omit<Outcome, 'signals'>): Omit<Outcome, 'signals'> =>
    fresh(o as unknown as Value) as unknown as Omit<Outcome, 'signals'>;

  for (const [gridName, g] of flatGrids) {
    for (const d of [0, 1, 2, 3]) {
      it.each(exprs(d))(
        `${gridName}, depth ${d}, %s: same outcomes after every grid change, under every limit`,
        (_name, expr) => {
          const play = (edit: (g: Value[][]) => void, limits: CalcLimits): Omit<Outcome, 'signals'>[] => {
            const host = flatHost(g);
            // One limits object for all three: what a pass remembers holds under its own limits only.
            const first = snapshot(hostOutcome(expr, host, limits));
            edit(host.grid);
            const second = snapshot(hostOutcome(expr, host, limits));
            return [first, second, snapshot(hostOutcome(expr, host, limits))];
          };
          const both = (edit: (g: Value[][]) => void, limits: CalcLimits): Omit<Outcome, 'signals'>[] => {
            setCompiledEvaluation(false);
            let slow: Omit<Outcome, 'signals'>[];
            try {
              slow = play(edit, limits);
            } finally {
              setCompiledEvaluation(true);
            }
            expect(play(edit, limits)).toEqual(slow);
            return slow;
          };
          for (const [editName, edit] of edits) {
            // Every step budget where the list is handed out again or made afresh (depths 1 and 2:
            // depth 0 takes the old path, 3 flattens as 2); the other changes (which the list must
            // notice) under the default budget and the other limits.
            // The two long grids (slow to sweep) once: depth 2, unchanged.
            const long = gridName.startsWith('a long') || gridName.startsWith('long');
            const sweep = long
              ? d === 2 && editName === 'unchanged'
              : (d === 1 || d === 2) && (editName === 'unchanged' || editName === 'one cell written in place');
            let fitted = !sweep;
            for (let steps = 0; steps <= 1500 && !fitted; steps++)
              fitted = !('error' in both(edit, { ...DEFAULT_LIMITS, maxSteps: steps })[1]!.result);
            expect(fitted).toBe(true);
            for (const maxArrayLength of [0, 3, 8, 40, DEFAULT_LIMITS.maxArrayLength])
              both(edit, { ...DEFAULT_LIMITS, maxArrayLength });
            for (let depth = 0; depth <= 6; depth++) both(edit, { ...DEFAULT_LIMITS, maxDepth: depth });
          }
        },
      );
    }
  }

  // A pass over the list it saw last (call-memo.ts recallPass, by identity) is still a pass of
  // its own kind, under its own limits: one callback array filtering and mapping the same list.
  const sharedCallback: Value = ['@Var -1', 'typeof', '=', 'bigint'];
  const sharedPasses: [string, Value][] = [
    [
      'the flat grid filtered, then mapped',
      interpreted([
        0,
        '@repeat',
        2,
        '+',
        ['@var_retain', '@Grid', 'arr_flat', 2, 'arr_filter', sharedCallback, 'arr_length'],
        '+',
        ['@var_retain', '@Grid', 'arr_flat', 2, 'arr_map', sharedCallback, 'arr_length'],
        '@end-repeat',
      ]),
    ],
    [
      'a variable filtered, then mapped',
      [
        ['@Grid', 'arr_flat', 2],
        '@end_vars',
        0,
        '@repeat',
        2,
        '+',
        ['@var_retain', '@Var 0', 'arr_filter', sharedCallback, 'arr_length'],
        '+',
        ['@var_retain', '@Var 0', 'arr_map', sharedCallback, 'arr_length'],
        '@end-repeat',
      ],
    ],
  ];
  it.each(sharedPasses)('%s: same outcome under every limit', (_name, expr) => underEveryLimit(expr, 600));
});

// Shrunk cases from differential.fuzz.test.ts, each a divergence that was fixed.
const fuzzFound: [string, Value][] = [
  // Folded at load time, a literal marked twice charged no steps (maxSteps 1: value, not a limit).
  ['a folded literal marked twice', [['@var_retain', ['@This 0', '+', ['@Literal', '@Literal']]]]],
  // A constant root ignored the limits (maxDepth 0: value, not a limit).
  ['a constant root', [['@Literal']]],
  ['a constant root with steps', [[1, '+', 2], '*', [3, '-', 1]]],
  [
    'folded nested arrays next to live ones',
    ['@GVar 5', '+', [1, '+', [2, '*', 3]], '-', ['@Literal', '@Literal', 4], '+', [[1, '+', 1], '*', '@GVar 5']],
  ],
  ['folded nested arrays in a number chain', ['@GVar 5', '+', [[1, '+', 2], '*', 3], '*', [2, '^', 3]]],
  ['a folded nested array in an @if body', [1, '@if', ['@GVar 5', '>', 3], '+', [2, '*', [1, '+', 1]], '@end-if']],
  // Compiled levels are not counted in rt.depth: the `@CalcArray` entry of a literal, and the
  // expressions tileValue evaluates, ran that many levels too shallow (value instead of a limit).
  ['a literal with an @CalcArray entry', [['@Literal', ['@CalcArray', ['@var_retain', 0n]]]]],
  ['tileValue below a compiled level', ['@GVar 5', '+', [1, 'tileValue', 0]]],
  ['tileValue in a compiled @if body', [[0, '@if', true, 'tileValue', 0, '@end-if'], '+', '@GVar 5']],
  // The same inside a compiled @if body, a level of its own (not a parent level).
  [
    'a literal with an @CalcArray entry in an @if body',
    ['abc', '@if', true, '+', ['@Literal', ['@CalcArray', 0]], '@end-if'],
  ],
  ['tileValue in a nested array in an @if body', [0, '@if', true, '+', [1, 'tileValue', 0], '@end-if']],
  [
    'tileValue in a body run in place',
    [[0, '@repeat', 1, 'str_splice', '@This 0', ['abc', 'abs', 'tileValue', 0], ['@Literal'], '@end-repeat']],
  ],
  // A compiled tree checked its whole height up front and stopped with a limit error where the
  // interpreter stops earlier with another error, or never reaches the deepest level at all
  // (an @if body that does not run, a short-circuited operand): it leaves that to the interpreter.
  ['an error before the deepest level', ['@This 0', 'str_char', '@This 0', '+', ['@GVar 5', '+', 1]]],
  [
    'an @if body that does not run',
    [['@Literal'], 'arr_reduce', ['@This 0', '+', [0n, '@if', false, '@end-if']], [[0n]]],
  ],
  ['a short-circuited deep operand', [false, '&&', ['@GVar 5', '+', [1, '+', '@GVar 5']]]],
  ['a short-circuited deep operand in a constant', [false, '&&', [1, '+', [2, '+', 3]]]],
  ['a short-circuited deep operand in a number chain', ['@GVar 5', '=', 4, '||', [[1, '+', '@GVar 5'], '*', 2]]],
  // A run that deopted (at `@Parent`) left the prime table grown, so the interpreter's re-run
  // charged nothing for growing it (one step fewer): a read-only root, then an optimistic attempt
  // and a compiled piece inside an interpreted run.
  [
    'prime in a read-only root that deopts',
    [[true, '+', 3, '@if', true, 'prime', '@end-if'], '+', [1, '@if', '@Parent -1', '@end-if']],
  ],
  [
    'prime in an attempt and a compiled piece that deopt',
    interpreted([
      ['@Literal', 9],
      'arr_elem',
      0,
      '+',
      [[6, 'prime'], '+', '@Parent -4'],
      '@if',
      '@Parent -1',
      '+',
      0,
      '@end-if',
    ]),
  ],
  // An array value (an operator's result) is converted as data, which evaluates its `@CalcArray`
  // entries one level below the array's: compiled code converted it at its caller's depth (and a
  // folded constant did so at load time, its height not counting that level).
  ['an @CalcArray entry in a folded result', [['@Literal', ['@Literal', '@CalcArray']], 'defaultAbbrevAny']],
  [
    'an @CalcArray entry in a result',
    ['@GVar 1', 'arr_push', ['@Literal', ['@Literal', '@CalcArray', 1]], 'arr_length'],
  ],
  [
    'an @CalcArray entry in a nested result',
    [[['@Literal', ['@Literal', '@CalcArray', 1]], 'defaultAbbrevAny'], 'arr_length'],
  ],
  // A literal whose `@CalcArray` array appears only as its marks come off was folded at load time,
  // not counting the level that evaluation enters.
  ['an @CalcArray array under marks', [1, '+', ['@Literal', '@Literal', ['@Literal', '@CalcArray', 2]]]],
  [
    'an @CalcArray array under marks in a nested array',
    [[[0], '@end_vars', [['@Literal', '@Literal', ['@Literal', '@CalcArray']]]]],
  ],
  // The same for a variable's value, read by a compiled nested array (and in its @if body).
  [
    'an @CalcArray entry in a variable',
    [['@Literal', ['@Literal', '@CalcArray', 1]], '@end_vars', ['@var_retain', '@Var 0', 'arr_length']],
  ],
  [
    'an @CalcArray entry in a variable in an @if body',
    [
      ['@Literal', ['@Literal', '@CalcArray', 1]],
      '@end_vars',
      ['@var_retain', 0, '@if', true, 'arr_push', '@Var 0', '@end-if'],
    ],
  ],
];

describe('found by the differential fuzz test', () => {
  it.each(fuzzFound)('%s: same outcome under every limit', (_name, expr) => underEveryLimit(expr));
});
