// Random CalcArray expressions from the spec's grammar (calcarray.md §1–§7, with the shapes the
// conformance corpus uses): shared by the differential fuzz test of the interpreter's shortcuts and
// the hostile-mode fuzz test of the engine, so both hunt with the same (rich) grammar.
import fc from 'fast-check';
import { fileURLToPath } from 'node:url';
import { loadCalcCases } from '../../src/conformance/calcarray-cases.ts';
import { decodeCorpusValue } from '../../src/formats/corpus-codec.ts';
import { BigRational, GaussianBigInt, type Value } from '../../src/calc/index.ts';

// The grammar (spec calcarray.md §1–§7, with the shapes the conformance corpus uses).

export type Tokens = Value[];

export const numbers = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -3, max: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, -2.5, 1e21, Infinity, -Infinity, NaN, -0, 2 ** 31) },
);
const bigints = fc.bigInt({ min: -6n, max: 40n });
const texts = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('abc', '', '12', '1/2', '3+4i', 'a,b', '@@x', '@@@Score', '@BigInt 5', 'b', 'x|y'),
  },
  // Prologue words as data (callback inputs, variables): the in-place shortcuts must notice them.
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '@end_vars',
      '@var_retain',
      '@var_copy',
      '@Literal',
      '@CalcArray',
      '@include_gvars',
      '@global_var_retain',
    ),
  },
);
const specials = fc.constantFrom(
  '@This 0',
  '@This',
  '@This @VCoord',
  '@Next 1 0',
  '@Next 2 0',
  '@Next',
  '@Next 1 1 0',
  '@NextNE 1 0',
  '@NextNE -1 0',
  '@NextNE',
  '@Relative 0 1 0',
  '@Grid 1 1',
  '@Grid',
  '@GVar 0',
  '@GVar 3',
  '@GVar 4',
  '@GVar 5',
  '@GVar 6',
  '@GVar 9',
  '@GVar',
  '@MVar 1',
  '@Score',
  '@VCoord',
  '@HDir',
  '@MLength',
  '@Var 0',
  '@Var 1',
  '@Var -1',
  '@Var -2',
  '@Var',
  '@Var 9',
  '@Parent -2',
  '@Parent -3',
  '@Parent 0',
  '@Parent 1',
  '@Parent',
  '@Empty',
  '@foo',
  '@Sc',
  '@GridWidth',
  '@This 0 @FromVCoord 1',
);
const rareSpecials = fc.constantFrom('@Parent -1', '@Primes', '@TileContainer', '@Next FL', '@MVarIndex 0');
const exotic = fc.constantFrom<Value>(
  true,
  false,
  null,
  undefined,
  new GaussianBigInt(3n, 4n),
  BigRational.of(3n, 2n),
  BigRational.of(0n, 0n),
);

/**
 * Short expressions of the recorded corpus (plain CalcArray cases, neither random nor hanging):
 * what modes and the original's checks actually write, used as whole roots and as operands.
 */
const CORPUS = fileURLToPath(new URL('../../../shared/conformance/calcarray', import.meta.url));
const corpusExprs: Value[][] = loadCalcCases(CORPUS)
  .filter(
    (c) => (c.fn ?? 'CalcArray') === 'CalcArray' && !c.hangs && c.category !== 'random' && c.category !== 'limits',
  )
  .filter((c) => Array.isArray(c.expr) && JSON.stringify(c.expr).length <= 100)
  .map((c) => decodeCorpusValue(c.expr) as Value[]);
export const corpusExpr = fc.constantFrom(...corpusExprs);

/** A scalar written in an expression (numbers most of all). */
export const scalar: fc.Arbitrary<Value> = fc.oneof(
  { weight: 8, arbitrary: numbers },
  { weight: 2, arbitrary: bigints },
  { weight: 2, arbitrary: texts },
  { weight: 6, arbitrary: specials },
  { weight: 1, arbitrary: rareSpecials },
  { weight: 2, arbitrary: exotic },
);

/** Operators by how many operands they read (§3.0), with a few of every family. */
const UNARY = [
  'abs',
  'sign',
  'factorial',
  'bit~',
  'sin',
  'defaultAbbrev',
  'typeof',
  'String',
  'Number',
  'Boolean',
  'Array',
  'BigInt',
  'GaussianBigInt',
  'BigRational',
  'defaultAbbrevAny',
  '!',
  'str_length',
  'str_toUpperCase',
  'arr_length',
  'arr_pop',
  'arr_shift',
  'arr_reverse',
  'arr_copy',
  'absB',
  'signB',
  'bit~B',
  'normGB',
  'conjGB',
  'reGB',
  'numeratorBR',
  'negBR',
  'recipBR',
  'CalcArray',
  'prime',
  'primeB',
];
const BINARY = [
  '+',
  '-',
  '*',
  '/',
  '%',
  'mod',
  '^',
  'log',
  'round',
  'floor',
  'gcd',
  'lcm',
  'bit&',
  'bit<<',
  'bit>>>',
  'expomod',
  '=',
  '!=',
  '<',
  '>',
  '<=',
  '>=',
  'max',
  'min',
  '1st',
  '2nd',
  '&&',
  '||',
  '&&nsc',
  '||nsc',
  'ignore',
  'str_concat',
  'str_concat_front',
  'str_includes',
  'str_split',
  'str_replace',
  'str_char',
  'str_indexOf',
  'arr_elem',
  'arr_push',
  'arr_unshift',
  'arr_indexOf',
  'arr_binarySearch',
  'arr_concat',
  'arr_includes',
  'arr_flat',
  'arr_eqRearrange',
  '+B',
  '-B',
  '*B',
  '/B',
  '%B',
  'modB',
  '^B',
  'gcdB',
  'rootB',
  'logB',
  '+GB',
  '*GB',
  '/GB',
  'modGB',
  '^GB',
  '+BR',
  '*BR',
  '/BR',
  'modBR',
  '^BR',
  // Operators that read or edit the game, draw randomness or have effects.
  '@add_score',
  '@ScriptSignal',
  'output',
  'console.log',
  'rand_int',
  'tileValue',
  'mergeRuleApplies',
  '@primesUpdate',
  // Unknown operators: no-ops that consume one operand.
  'foo',
  'toString',
  'constructor',
  7,
  true,
];
const TERNARY = [
  'str_slice',
  'str_substr',
  'arr_slice',
  'arr_edit_elem',
  'str_indexOfFrom',
  'arr_indexOfFrom',
  'announce',
  'DIVESeedUnlock',
];
const QUATERNARY = ['str_splice', 'arr_splice'];
const CALLBACKS = ['arr_map', 'arr_filter', 'arr_sort', 'CalcArrayParent'];
const REDUCERS = ['arr_reduce', 'arr_reduceRight', 'arr_binarySearchCF', 'arr_binaryInsertCF'];
/** Steps that fail (spec §11.2) or stop at a limit, whatever they are applied to. */
const FAILING: Tokens[] = [
  ['/B', 0n],
  ['%B', 0n],
  ['^B', -1],
  ['bit>>>B', 1n],
  ['rootB', 0],
  ['logB', 1],
  ['/GB', 0],
  ['expomodGB', 2],
  ['max', new GaussianBigInt(1n, 1n)],
  ['<', BigRational.of(1n, 2n)],
  ['arr_map', 'x'],
  ['arr_filter'],
  ['arr_reduce', 0, 5],
  ['CalcArrayParent', 3],
  ['@run_script', 9],
  ['tileValue', 9],
  ['@replace_tile', 7, 0, 1],
  ['gcd', Infinity],
  ['expomod', -1],
  ['^B', 10_000_000n],
  ['^B', 300],
  ['str_concat', '@This 0 @FromVCoord 9'],
  ['+', '@Parent -1'],
  ['+', '@Next FL'],
];

const START_WORDS = [
  '@var_retain',
  '@var_copy',
  '@global_var_retain',
  '@global_var_copy',
  '@global_var_none',
  '@global_var_retain_inner',
  '@CalcArray',
];

export interface Grammar {
  operand: fc.Arbitrary<Value>;
  expr: fc.Arbitrary<Value[]>;
  callback: fc.Arbitrary<Value[]>;
  steps: fc.Arbitrary<Tokens>;
}

const flat = (parts: Tokens[]): Tokens => parts.flat(1);

/** The grammar whose nested arrays come from `below` (none: operands are scalars and literals). */
export function grammar(below: Grammar | null): Grammar {
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
    ...(below
      ? [
          { weight: 4, arbitrary: below.expr as fc.Arbitrary<Value> },
          { weight: 1, arbitrary: corpusExpr as fc.Arbitrary<Value> },
        ]
      : []),
  );
  const cond: fc.Arbitrary<Value> = fc.oneof(
    fc.constantFrom<Value>(true, false, 1, '@GVar 7', '@Var 0', '@Parent -1'),
    ...(below
      ? [
          fc.tuple(operand, fc.constantFrom('=', '<', '>', '!='), operand).map(([a, op, b]): Value => [a, op, b]),
          fc
            .tuple(
              fc.constantFrom('@Parent -2', '@Var 0', '@GVar 5'),
              fc.constantFrom('<', '>'),
              fc.integer({ min: 0, max: 6 }),
            )
            .map(([a, op, b]): Value => ['@var_retain', a, op, b]),
          below.expr as fc.Arbitrary<Value>,
        ]
      : []),
  );
  const opStep: fc.Arbitrary<Tokens> = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...UNARY).map((op): Tokens => [op]) },
    { weight: 8, arbitrary: fc.tuple(fc.constantFrom<Value>(...BINARY), operand).map(([op, a]): Tokens => [op, a]) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...TERNARY), operand, operand).map(([op, a, b]): Tokens => [op, a, b]),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...QUATERNARY), operand, operand, operand)
        .map(([op, a, b, d]): Tokens => [op, a, b, d]),
    },
    // A computed operator, a missing operand at the end, an unknown statement.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom<Value>(['+'], ['@GVar 2', 'str_slice', 0, 0], ['*']), operand)
        .map(([op, a]): Tokens => [op, a]),
    },
    { weight: 1, arbitrary: fc.constantFrom<Tokens>(['+'], ['str_concat'], ['@foo'], ['@end-if'], ['arr_elem']) },
    { weight: 1, arbitrary: fc.constantFrom(...FAILING) },
    ...(below
      ? [
          {
            weight: 2,
            arbitrary: fc.tuple(fc.constantFrom(...CALLBACKS), below.callback).map(([op, cb]): Tokens => [op, cb]),
          },
          {
            weight: 2,
            arbitrary: fc
              .tuple(fc.constantFrom(...REDUCERS), operand, below.callback)
              .map(([op, a, cb]): Tokens => [op, a, cb]),
          },
        ]
      : []),
  );
  const mutation: fc.Arbitrary<Tokens> = fc.oneof(
    fc
      .tuple(
        fc.constantFrom('@edit_var', '@insert_var', '@edit_gvar', '@insert_gvar', '@edit_mvar'),
        fc.integer({ min: -2, max: 3 }),
        operand,
      )
      .map(([op, i, v]): Tokens => [op, i, v]),
    fc
      .tuple(fc.constantFrom('@add_var', '@add_gvar', '@add_mvar', '@add_spawn'), operand)
      .map(([op, v]): Tokens => [op, v]),
    fc
      .tuple(fc.constantFrom('@remove_var', '@remove_gvar', '@remove_forced_spawn'), fc.integer({ min: -2, max: 3 }))
      .map(([op, i]): Tokens => [op, i]),
    fc
      .tuple(fc.integer({ min: -1, max: 3 }), fc.integer({ min: -1, max: 4 }), operand)
      .map(([r, col, v]): Tokens => ['@replace_tile', r, col, v]),
    fc.constantFrom<Tokens>(['@run_script', 0], ['@run_script', 1], ['@run_script', 5]),
  );
  const bodyOf = (steps: fc.Arbitrary<Tokens[]>) => steps.map(flat);
  const simpleSteps = fc.array(opStep, { maxLength: 3 });
  // A plain `@if … @end-if` of pure operators: the shape compile.ts compiles (compileIf).
  const plainOp: fc.Arbitrary<Tokens> = fc.oneof(
    fc.constantFrom('abs', 'typeof', 'String', 'arr_length', '!', 'negBR').map((op): Tokens => [op]),
    fc
      .tuple(
        fc.constantFrom(
          '+',
          '*',
          '-',
          '/',
          '^',
          '=',
          '<',
          'max',
          '&&',
          '||',
          'str_concat',
          'arr_push',
          'arr_elem',
          '+B',
          'tileValue',
          'output',
        ),
        operand,
      )
      .map(([op, a]): Tokens => [op, a]),
  );
  const plainIf = fc
    .tuple(fc.oneof(cond, fc.constant<Value>(true)), fc.array(plainOp, { maxLength: 3 }))
    .map(([c, body]): Tokens => ['@if', c, ...flat(body), '@end-if']);
  const statement: fc.Arbitrary<Tokens> = fc.oneof(
    { weight: 3, arbitrary: mutation },
    { weight: 3, arbitrary: plainIf },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          cond,
          bodyOf(simpleSteps),
          fc.option(fc.tuple(fc.boolean(), cond, bodyOf(simpleSteps))),
          fc.constantFrom('@end-if', 'end-stack', null),
        )
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
        .tuple(
          fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom<Value>(2.5, '@GVar 5', 'x', 3n), cond),
          bodyOf(simpleSteps),
          fc.constantFrom('@end-repeat', '@end-stack', null),
        )
        .map(
          ([count, body, close]): Tokens =>
            close === null ? ['@repeat', count, ...body] : ['@repeat', count, ...body, close],
        ),
    },
  );
  const step: fc.Arbitrary<Tokens> = fc.oneof({ weight: 6, arbitrary: opStep }, { weight: 2, arbitrary: statement });
  const steps = fc.array(step, { maxLength: 4 }).map(flat);
  const prologue: fc.Arbitrary<Tokens> = fc.oneof(
    { weight: 8, arbitrary: fc.constant<Tokens>([]) },
    { weight: 2, arbitrary: fc.constantFrom(...START_WORDS).map((w): Tokens => [w]) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.array(operand, { minLength: 1, maxLength: 2 }), fc.boolean())
        .map(([decls, retain]): Tokens => [...(retain ? ['@var_retain'] : []), ...decls, '@end_vars']),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Tokens>(
        ['@CalcArray', '@include_gvars'],
        ['@var_copy', '@include_gvars'],
        ['@global_var_retain', 0, '@end_vars'],
      ),
    },
  );
  const expr: fc.Arbitrary<Value[]> = fc
    .tuple(prologue, operand, steps)
    .map(([p, first, rest]) => [...p, first, ...rest]);
  // Callback bodies read their inputs (`@Var -1`, `@Var -2`) and the level that made them.
  const cbOperand = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<Value>('@Var -1', '@Var -2', '@Var 0', '@Parent -2', '@Parent -3') },
    { weight: 2, arbitrary: operand },
  );
  const callback: fc.Arbitrary<Value[]> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          cbOperand,
          fc.array(
            fc.oneof(
              {
                weight: 4,
                arbitrary: fc
                  .tuple(fc.constantFrom<Value>(...BINARY.slice(0, 40)), cbOperand)
                  .map(([op, a]): Tokens => [op, a]),
              },
              { weight: 1, arbitrary: step },
            ),
            { maxLength: 3 },
          ),
        )
        .map(([first, rest]) => [first, ...flat(rest)]),
    },
    // Operator-first bodies (reduce accumulators), with or without their own list.
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.boolean(), fc.constantFrom<Value>('+', '*', 'str_concat', 'arr_push', '2nd', 'max'), cbOperand, steps)
        .map(([retain, op, a, rest]) => [...(retain ? ['@var_retain'] : []), op, a, ...rest]),
    },
    { weight: 1, arbitrary: fc.tuple(prologue, cbOperand, steps).map(([p, first, rest]) => [...p, first, ...rest]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Value[]>(
        ['@var_retain'],
        [],
        ['@Var 0', '-', '@Var 1'],
        ['@var_retain', '@Var -1', '@add_gvar', '@Var -1'],
      ),
    },
  );
  return { operand, expr, callback, steps };
}

export const g0 = grammar(null);
export const g1 = grammar(g0);
export const g2 = grammar(g1);
/**
 * Roots: up to three levels of nesting, or first elements nested several levels deep, each level
 * with its own steps (the pathological end of §11.1, where errors and limits meet).
 */
export const root: fc.Arbitrary<Value[]> = fc.oneof(
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
const colourComponent: fc.Arbitrary<Value> = fc.oneof(
  { weight: 3, arbitrary: numbers },
  { weight: 4, arbitrary: g1.expr },
  { weight: 1, arbitrary: scalar },
);
export const colour: fc.Arbitrary<Value[]> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom('@HSLA', '@RGBA'), colourComponent, colourComponent, colourComponent, colourComponent)
      .map((parts): Value[] => parts),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('@HSVA', '@linear-gradient', '@rotate'), colourComponent, colourComponent, colourComponent)
      .map((parts): Value[] => parts),
  },
  { weight: 1, arbitrary: g1.expr },
);
export const text: fc.Arbitrary<Value[]> = fc.oneof(
  { weight: 4, arbitrary: g2.expr },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('@Bold', '@TextE', '@CalcArray', '@Superscript'), g1.operand, g1.operand)
      .map((parts): Value[] => parts),
  },
);
