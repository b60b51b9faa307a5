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
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { loadCalcCases } from '../conformance/calcarray-cases.ts';
import { decodeCorpusValue } from '../formats/corpus-codec.ts';
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

const RUNS = Number(process.env.CALC_FUZZ_RUNS ?? 200);
const SEED = Number(process.env.CALC_FUZZ_SEED ?? 20_240_611);
const PATH = process.env.CALC_FUZZ_PATH;
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
  return { result, stepLimit, state: `${hostState(host)} effects ${rec.effects.join(' | ')} vars ${vars === null ? '-' : show(vars)}` };
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
  if (slow.result.startsWith('crash')) throw new Error(`the interpreter ${slow.result} under ${describeLimits(limits)}`);
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
  for (let depth = 0; depth <= MAX_DEPTH_LIMIT; depth++) compare(c, longLived, { ...DEFAULT_LIMITS, maxSteps, maxDepth: depth });
}

// ---------------------------------------------------------------------------------------------
// The grammar (spec calcarray.md §1–§7, with the shapes the conformance corpus uses).

type Tokens = Value[];

const numbers = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -3, max: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, -2.5, 1e21, Infinity, -Infinity, NaN, -0, 2 ** 31) },
);
const bigints = fc.bigInt({ min: -6n, max: 40n });
const texts = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('abc', '', '12', '1/2', '3+4i', 'a,b', '@@x', '@@@Score', '@BigInt 5', 'b', 'x|y') },
  // Prologue words as data (callback inputs, variables): the in-place shortcuts must notice them.
  { weight: 1, arbitrary: fc.constantFrom('@end_vars', '@var_retain', '@var_copy', '@Literal', '@CalcArray', '@include_gvars', '@global_var_retain') },
);
const specials = fc.constantFrom(
  '@This 0', '@This', '@This @VCoord', '@Next 1 0', '@Next 2 0', '@Next', '@Next 1 1 0', '@NextNE 1 0', '@NextNE -1 0',
  '@NextNE', '@Relative 0 1 0', '@Grid 1 1', '@Grid', '@GVar 0', '@GVar 3', '@GVar 4', '@GVar 5', '@GVar 6', '@GVar 9',
  '@GVar', '@MVar 1', '@Score', '@VCoord', '@HDir', '@MLength', '@Var 0', '@Var 1', '@Var -1', '@Var -2', '@Var', '@Var 9',
  '@Parent -2', '@Parent -3', '@Parent 0', '@Parent 1', '@Parent', '@Empty', '@foo', '@Sc', '@GridWidth', '@This 0 @FromVCoord 1',
);
const rareSpecials = fc.constantFrom('@Parent -1', '@Primes', '@TileContainer', '@Next FL', '@MVarIndex 0');
const exotic = fc.constantFrom<Value>(true, false, null, undefined, new GaussianBigInt(3n, 4n), BigRational.of(3n, 2n), BigRational.of(0n, 0n));

/**
 * Short expressions of the recorded corpus (plain CalcArray cases, neither random nor hanging):
 * what modes and the original's checks actually write, used as whole roots and as operands.
 */
const CORPUS = fileURLToPath(new URL('../../../shared/conformance/calcarray', import.meta.url));
const corpusExprs: Value[][] = loadCalcCases(CORPUS)
  .filter((c) => (c.fn ?? 'CalcArray') === 'CalcArray' && !c.hangs && c.category !== 'random' && c.category !== 'limits')
  .filter((c) => Array.isArray(c.expr) && JSON.stringify(c.expr).length <= 100)
  .map((c) => decodeCorpusValue(c.expr) as Value[]);
const corpusExpr = fc.constantFrom(...corpusExprs);

/** A scalar written in an expression (numbers most of all). */
const scalar: fc.Arbitrary<Value> = fc.oneof(
  { weight: 8, arbitrary: numbers },
  { weight: 2, arbitrary: bigints },
  { weight: 2, arbitrary: texts },
  { weight: 6, arbitrary: specials },
  { weight: 1, arbitrary: rareSpecials },
  { weight: 2, arbitrary: exotic },
);

/** Operators by how many operands they read (§3.0), with a few of every family. */
const UNARY = [
  'abs', 'sign', 'factorial', 'bit~', 'sin', 'defaultAbbrev', 'typeof', 'String', 'Number', 'Boolean', 'Array', 'BigInt',
  'GaussianBigInt', 'BigRational', 'defaultAbbrevAny', '!', 'str_length', 'str_toUpperCase', 'arr_length', 'arr_pop',
  'arr_shift', 'arr_reverse', 'arr_copy', 'absB', 'signB', 'bit~B', 'normGB', 'conjGB', 'reGB', 'numeratorBR', 'negBR',
  'recipBR', 'CalcArray', 'prime', 'primeB',
];
const BINARY = [
  '+', '-', '*', '/', '%', 'mod', '^', 'log', 'round', 'floor', 'gcd', 'lcm', 'bit&', 'bit<<', 'bit>>>', 'expomod', '=', '!=',
  '<', '>', '<=', '>=', 'max', 'min', '1st', '2nd', '&&', '||', '&&nsc', '||nsc', 'ignore', 'str_concat', 'str_concat_front',
  'str_includes', 'str_split', 'str_replace', 'str_char', 'str_indexOf', 'arr_elem', 'arr_push', 'arr_unshift', 'arr_indexOf',
  'arr_binarySearch', 'arr_concat', 'arr_includes', 'arr_flat', 'arr_eqRearrange', '+B', '-B', '*B', '/B', '%B', 'modB', '^B',
  'gcdB', 'rootB', 'logB', '+GB', '*GB', '/GB', 'modGB', '^GB', '+BR', '*BR', '/BR', 'modBR', '^BR',
  // Operators that read or edit the game, draw randomness or have effects.
  '@add_score', '@ScriptSignal', 'output', 'console.log', 'rand_int', 'tileValue', 'mergeRuleApplies', '@primesUpdate',
  // Unknown operators: no-ops that consume one operand.
  'foo', 'toString', 'constructor', 7, true,
];
const TERNARY = ['str_slice', 'str_substr', 'arr_slice', 'arr_edit_elem', 'str_indexOfFrom', 'arr_indexOfFrom', 'announce', 'DIVESeedUnlock'];
const QUATERNARY = ['str_splice', 'arr_splice'];
const CALLBACKS = ['arr_map', 'arr_filter', 'arr_sort', 'CalcArrayParent'];
const REDUCERS = ['arr_reduce', 'arr_reduceRight', 'arr_binarySearchCF', 'arr_binaryInsertCF'];
/** Steps that fail (spec §11.2) or stop at a limit, whatever they are applied to. */
const FAILING: Tokens[] = [
  ['/B', 0n], ['%B', 0n], ['^B', -1], ['bit>>>B', 1n], ['rootB', 0], ['logB', 1], ['/GB', 0], ['expomodGB', 2],
  ['max', new GaussianBigInt(1n, 1n)], ['<', BigRational.of(1n, 2n)], ['arr_map', 'x'], ['arr_filter'], ['arr_reduce', 0, 5],
  ['CalcArrayParent', 3], ['@run_script', 9], ['tileValue', 9], ['@replace_tile', 7, 0, 1], ['gcd', Infinity],
  ['expomod', -1], ['^B', 10_000_000n], ['^B', 300], ['str_concat', '@This 0 @FromVCoord 9'], ['+', '@Parent -1'], ['+', '@Next FL'],
];

const START_WORDS = ['@var_retain', '@var_copy', '@global_var_retain', '@global_var_copy', '@global_var_none', '@global_var_retain_inner', '@CalcArray'];

interface Grammar {
  operand: fc.Arbitrary<Value>;
  expr: fc.Arbitrary<Value[]>;
  callback: fc.Arbitrary<Value[]>;
  steps: fc.Arbitrary<Tokens>;
}

const flat = (parts: Tokens[]): Tokens => parts.flat(1);

/** The grammar whose nested arrays come from `below` (none: operands are scalars and literals). */
function grammar(below: Grammar | null): Grammar {
  const literal: fc.Arbitrary<Value> = fc
    .tuple(
      fc.array(
        fc.oneof(
          { weight: 5, arbitrary: scalar },
          { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
          { weight: 1, arbitrary: fc.array(scalar, { maxLength: 2 }).map((a): Value => ['@Literal', ...a]) },
          ...(below ? [{ weight: 1, arbitrary: below.expr.map((e): Value => ['@CalcArray', ...e]) }] : []),
        ),
        { maxLength: 4 },
      ),
      fc.boolean(),
    )
    .map(([items, twice]): Value => (twice ? ['@Literal', '@Literal', ...items] : ['@Literal', ...items]));
  const operand: fc.Arbitrary<Value> = fc.oneof(
    { weight: 8, arbitrary: scalar },
    { weight: 2, arbitrary: literal },
    ...(below ? [{ weight: 4, arbitrary: below.expr as fc.Arbitrary<Value> }, { weight: 1, arbitrary: corpusExpr as fc.Arbitrary<Value> }] : []),
  );
  const cond: fc.Arbitrary<Value> = fc.oneof(
    fc.constantFrom<Value>(true, false, 1, '@GVar 7', '@Var 0', '@Parent -1'),
    ...(below
      ? [
          fc.tuple(operand, fc.constantFrom('=', '<', '>', '!='), operand).map(([a, op, b]): Value => [a, op, b]),
          fc.tuple(fc.constantFrom('@Parent -2', '@Var 0', '@GVar 5'), fc.constantFrom('<', '>'), fc.integer({ min: 0, max: 6 })).map(([a, op, b]): Value => ['@var_retain', a, op, b]),
          below.expr as fc.Arbitrary<Value>,
        ]
      : []),
  );
  const opStep: fc.Arbitrary<Tokens> = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...UNARY).map((op): Tokens => [op]) },
    { weight: 8, arbitrary: fc.tuple(fc.constantFrom<Value>(...BINARY), operand).map(([op, a]): Tokens => [op, a]) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...TERNARY), operand, operand).map(([op, a, b]): Tokens => [op, a, b]) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...QUATERNARY), operand, operand, operand).map(([op, a, b, d]): Tokens => [op, a, b, d]) },
    // A computed operator, a missing operand at the end, an unknown statement.
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom<Value>(['+'], ['@GVar 2', 'str_slice', 0, 0], ['*']), operand).map(([op, a]): Tokens => [op, a]) },
    { weight: 1, arbitrary: fc.constantFrom<Tokens>(['+'], ['str_concat'], ['@foo'], ['@end-if'], ['arr_elem']) },
    { weight: 1, arbitrary: fc.constantFrom(...FAILING) },
    ...(below
      ? [
          { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...CALLBACKS), below.callback).map(([op, cb]): Tokens => [op, cb]) },
          { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...REDUCERS), operand, below.callback).map(([op, a, cb]): Tokens => [op, a, cb]) },
        ]
      : []),
  );
  const mutation: fc.Arbitrary<Tokens> = fc.oneof(
    fc.tuple(fc.constantFrom('@edit_var', '@insert_var', '@edit_gvar', '@insert_gvar', '@edit_mvar'), fc.integer({ min: -2, max: 3 }), operand).map(([op, i, v]): Tokens => [op, i, v]),
    fc.tuple(fc.constantFrom('@add_var', '@add_gvar', '@add_mvar', '@add_spawn'), operand).map(([op, v]): Tokens => [op, v]),
    fc.tuple(fc.constantFrom('@remove_var', '@remove_gvar', '@remove_forced_spawn'), fc.integer({ min: -2, max: 3 })).map(([op, i]): Tokens => [op, i]),
    fc.tuple(fc.integer({ min: -1, max: 3 }), fc.integer({ min: -1, max: 4 }), operand).map(([r, col, v]): Tokens => ['@replace_tile', r, col, v]),
    fc.constantFrom<Tokens>(['@run_script', 0], ['@run_script', 1], ['@run_script', 5]),
  );
  const bodyOf = (steps: fc.Arbitrary<Tokens[]>) => steps.map(flat);
  const simpleSteps = fc.array(opStep, { maxLength: 3 });
  // A plain `@if … @end-if` of pure operators: the shape compile.ts compiles (compileIf).
  const plainOp: fc.Arbitrary<Tokens> = fc.oneof(
    fc.constantFrom('abs', 'typeof', 'String', 'arr_length', '!', 'negBR').map((op): Tokens => [op]),
    fc.tuple(fc.constantFrom('+', '*', '-', '/', '^', '=', '<', 'max', '&&', '||', 'str_concat', 'arr_push', 'arr_elem', '+B', 'tileValue', 'output'), operand).map(([op, a]): Tokens => [op, a]),
  );
  const plainIf = fc.tuple(fc.oneof(cond, fc.constant<Value>(true)), fc.array(plainOp, { maxLength: 3 })).map(([c, body]): Tokens => ['@if', c, ...flat(body), '@end-if']);
  const statement: fc.Arbitrary<Tokens> = fc.oneof(
    { weight: 3, arbitrary: mutation },
    { weight: 3, arbitrary: plainIf },
    {
      weight: 3,
      arbitrary: fc
        .tuple(cond, bodyOf(simpleSteps), fc.option(fc.tuple(fc.boolean(), cond, bodyOf(simpleSteps))), fc.constantFrom('@end-if', 'end-stack', null))
        .map(([c, body, other, close]): Tokens => {
          const out: Tokens = ['@if', c, ...body];
          if (close !== null) out.push(close);
          if (other !== null) {
            const [plainElse, c2, body2] = other;
            if (plainElse) out.push('@else', ...body2, '@end-else');
            else out.push('@else-if', c2, ...body2, '@end-else-if');
          }
          return out;
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom<Value>(2.5, '@GVar 5', 'x', 3n), cond), bodyOf(simpleSteps), fc.constantFrom('@end-repeat', '@end-stack', null))
        .map(([count, body, close]): Tokens => (close === null ? ['@repeat', count, ...body] : ['@repeat', count, ...body, close])),
    },
  );
  const step: fc.Arbitrary<Tokens> = fc.oneof({ weight: 6, arbitrary: opStep }, { weight: 2, arbitrary: statement });
  const steps = fc.array(step, { maxLength: 4 }).map(flat);
  const prologue: fc.Arbitrary<Tokens> = fc.oneof(
    { weight: 8, arbitrary: fc.constant<Tokens>([]) },
    { weight: 2, arbitrary: fc.constantFrom(...START_WORDS).map((w): Tokens => [w]) },
    { weight: 2, arbitrary: fc.tuple(fc.array(operand, { minLength: 1, maxLength: 2 }), fc.boolean()).map(([decls, retain]): Tokens => [...(retain ? ['@var_retain'] : []), ...decls, '@end_vars']) },
    { weight: 1, arbitrary: fc.constantFrom<Tokens>(['@CalcArray', '@include_gvars'], ['@var_copy', '@include_gvars'], ['@global_var_retain', 0, '@end_vars']) },
  );
  const expr: fc.Arbitrary<Value[]> = fc.tuple(prologue, operand, steps).map(([p, first, rest]) => [...p, first, ...rest]);
  // Callback bodies read their inputs (`@Var -1`, `@Var -2`) and the level that made them.
  const cbOperand = fc.oneof({ weight: 3, arbitrary: fc.constantFrom<Value>('@Var -1', '@Var -2', '@Var 0', '@Parent -2', '@Parent -3') }, { weight: 2, arbitrary: operand });
  const callback: fc.Arbitrary<Value[]> = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(cbOperand, fc.array(fc.oneof({ weight: 4, arbitrary: fc.tuple(fc.constantFrom<Value>(...BINARY.slice(0, 40)), cbOperand).map(([op, a]): Tokens => [op, a]) }, { weight: 1, arbitrary: step }), { maxLength: 3 })).map(([first, rest]) => [first, ...flat(rest)]) },
    // Operator-first bodies (reduce accumulators), with or without their own list.
    { weight: 2, arbitrary: fc.tuple(fc.boolean(), fc.constantFrom<Value>('+', '*', 'str_concat', 'arr_push', '2nd', 'max'), cbOperand, steps).map(([retain, op, a, rest]) => [...(retain ? ['@var_retain'] : []), op, a, ...rest]) },
    { weight: 1, arbitrary: fc.tuple(prologue, cbOperand, steps).map(([p, first, rest]) => [...p, first, ...rest]) },
    { weight: 1, arbitrary: fc.constantFrom<Value[]>(['@var_retain'], [], ['@Var 0', '-', '@Var 1'], ['@var_retain', '@Var -1', '@add_gvar', '@Var -1']) },
  );
  return { operand, expr, callback, steps };
}

const g0 = grammar(null);
const g1 = grammar(g0);
const g2 = grammar(g1);
/**
 * Roots: up to three levels of nesting, or first elements nested several levels deep, each level
 * with its own steps (the pathological end of §11.1, where errors and limits meet).
 */
const root: fc.Arbitrary<Value[]> = fc.oneof(
  { weight: 5, arbitrary: g2.expr },
  { weight: 1, arbitrary: corpusExpr },
  { weight: 1, arbitrary: fc.tuple(corpusExpr, g1.steps).map(([first, rest]): Value[] => [first, ...rest]) },
  { weight: 1, arbitrary: fc.tuple(g1.expr, g2.steps).map(([first, rest]): Value[] => [first, ...rest]) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(g0.expr, fc.array(g1.steps, { minLength: 1, maxLength: 6 }))
      .map(([inner, levels]) => levels.reduce<Value[]>((acc, steps) => [acc, ...steps], inner)),
  },
);

/** Colours: the common HSLA/RGBA form (compiled as a plan when it can be), and a few others. */
const colourComponent: fc.Arbitrary<Value> = fc.oneof({ weight: 3, arbitrary: numbers }, { weight: 4, arbitrary: g1.expr }, { weight: 1, arbitrary: scalar });
const colour: fc.Arbitrary<Value[]> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom('@HSLA', '@RGBA'), colourComponent, colourComponent, colourComponent, colourComponent).map((parts): Value[] => parts) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('@HSVA', '@linear-gradient', '@rotate'), colourComponent, colourComponent, colourComponent).map((parts): Value[] => parts) },
  { weight: 1, arbitrary: g1.expr },
);
const text: fc.Arbitrary<Value[]> = fc.oneof(
  { weight: 4, arbitrary: g2.expr },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('@Bold', '@TextE', '@CalcArray', '@Superscript'), g1.operand, g1.operand).map((parts): Value[] => parts) },
);

const tileArb = fc.record({
  v: fc.integer({ min: 0, max: 2 }),
  h: fc.integer({ min: 0, max: 3 }),
  vdir: fc.constantFrom(-1, 0, 1),
  hdir: fc.constantFrom(-1, 0, 1),
  mergeLength: fc.constantFrom(1, 2, 3),
});
const varsArb = fc.option(fc.array(scalar, { maxLength: 3 }), { freq: 3 });

const caseArb: fc.Arbitrary<Case> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('expression' as const), expr: root, tile: tileArb, vars: varsArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('text' as const), expr: text, tile: tileArb, vars: varsArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('colour' as const), expr: colour, tile: tileArb, vars: varsArb }) },
);

describe('the shortcuts against the plain interpreter on random expressions', () => {
  // About 20 ms a run here; long hunts get the time they need.
  it(`agree under every step budget and depth limit (${RUNS} runs, seed ${SEED})`, { timeout: Math.max(60_000, RUNS * 200) }, () => {
    fc.assert(
      fc.property(caseArb, (c) => checkCase(c)),
      { seed: SEED, numRuns: RUNS, path: PATH },
    );
  });
});
