import { describe, expect, it } from 'vitest';
import { createHost } from '../../calc/host.ts';
import { evaluate } from '../../calc/index.ts';
import {
  calcArrayMergeOffset,
  calcArrayReorder,
  expandMultiLengthRules,
  mergeRuleApplies,
  outputCells,
  parseMergeModifiers,
  permutationOrders,
  prepareRule,
  evaluateRuleVars,
  splitRule,
  stripMergeRuleApplies,
  tryRule,
  withRuleVars,
  type RuleEvaluate,
  type RuleTileContext,
} from './merge-rules.ts';
import type { Value } from '../../calc/values.ts';

const host = createHost();
const ev: RuleEvaluate = (expr, tile) => evaluate(expr, host, tile);
const tile0: RuleTileContext = { v: 0, h: 0, vdir: 0, hdir: -1, addInfo: [1, Infinity, 0, 0], container: [] };

describe('calcArrayReorder (calcarray §7.7)', () => {
  it('renumbers @This and @Next slots', () => {
    expect(calcArrayReorder(['@Next 1 0', '=', '@This 0'], [1, 0], 0, -1)).toEqual(['@Next 0 0', '=', '@Next 1 0']);
    expect(calcArrayReorder('@This', [2, 0, 1], 0, 1)).toBe('@Next 2');
    expect(calcArrayReorder('@This 0', [0, 2, 1], 0, 1)).toBe('@This 0');
    expect(calcArrayReorder('@NextNE 2 1', [0, 2, 1], 0, 1)).toBe('@NextNE 1 1');
  });
  it('leaves negative look-behinds and 4-token @Next alone', () => {
    expect(calcArrayReorder('@NextNE -1 0', [1, 0], 0, 1)).toBe('@NextNE -1 0');
    expect(calcArrayReorder('@Next 1 1 0', [1, 0], 0, 1)).toBe('@Next 1 1 0');
  });
  it('an index beyond the order becomes "undefined"', () => {
    expect(calcArrayReorder('@Next 3 0', [0, 1], 0, 1)).toBe('@Next undefined 0');
  });
  it('QUIRK: @Relative is shifted by string concatenation', () => {
    expect(calcArrayReorder('@Relative 1 0 0', [0, 1], 1, 0)).toBe('@Relative 10 00 0');
    expect(calcArrayReorder('@Relative -3 1 2', [2, 0], 1, 0)).toBe('@Relative -32 10 2');
  });
  it('answers repeated requests as a first request on a fresh copy does (the requests it keeps)', () => {
    // More orders × directions than are kept, asked in turn, one order edited in
    // place between requests, and orders that are equal as text but not item by item.
    const expr: Value[] = ['@Next 1 0', '+', ['@This 0', '*', '@Relative 1 0 0'], '=', '@Next 2 0'];
    const fresh = (): Value[] => JSON.parse(JSON.stringify(expr)) as Value[];
    const edited = [1, 0, 2];
    const orders: Value[][] = [[1, 0, 2], [0, 1, 2], [2, 1, 0], edited, ['1', 0, 2], [1, 0, 2]];
    for (let round = 0; round < 3; round++)
      for (const order of orders)
        for (const [v, h] of [
          [0, 1],
          [0, -1],
          [1, 0],
          [-1, 0],
        ] as const) {
          if (order === edited) edited[0] = round;
          const got = calcArrayReorder(expr, order, v, h);
          expect(got).toEqual(calcArrayReorder(fresh(), order, v, h));
          expect(calcArrayReorder(expr, order.slice(), v, h)).toBe(got);
        }
  });
  it('recurses into nested arrays, literals included', () => {
    expect(calcArrayReorder(['@Literal', ['@This 0']], [1, 0], 0, 1)).toEqual(['@Literal', ['@Next 1 0']]);
  });
});

describe('calcArrayMergeOffset', () => {
  it('shifts slots by the offset, looking behind through @NextNE', () => {
    expect(calcArrayMergeOffset('@This 0', -1, 0, 1)).toBe('@NextNE -1 0');
    expect(calcArrayMergeOffset('@This 0', 2, 0, 1)).toBe('@Next 2 0');
    expect(calcArrayMergeOffset('@Next 1 0', -1, 0, 1)).toBe('@This 0');
    expect(calcArrayMergeOffset('@Next 2 1', -1, 0, 1)).toBe('@Next 1 1');
    expect(calcArrayMergeOffset('@NextNE -1 0', 1, 0, 1)).toBe('@This 0');
    expect(calcArrayMergeOffset('@NextNE 1 0', -1, 0, 1)).toBe('@NextNE 1 0');
  });
  it('does not change 1-token @This or 2-token @Next', () => {
    expect(calcArrayMergeOffset('@This', -1, 0, 1)).toBe('@This');
    expect(calcArrayMergeOffset('@Next 1', -1, 0, 1)).toBe('@Next 1');
  });
  it('adjusts nested mergeRuleApplies operands (not the _nonRecursive spelling)', () => {
    expect(calcArrayMergeOffset([0, 'mergeRuleApplies', -1], -1, 0, 1)).toEqual([0, 'mergeRuleApplies', -2]);
    expect(calcArrayMergeOffset([0, 'mergeRuleApplies', '@GVar 0'], 2, 0, 1)).toEqual([
      0,
      'mergeRuleApplies',
      ['@GVar 0', '+', 2],
    ]);
    expect(calcArrayMergeOffset([0, 'mergeRuleAppliesNonRecursive', 0], 1, 0, 1)).toEqual([
      0,
      'mergeRuleAppliesNonRecursive',
      1,
    ]);
    expect(calcArrayMergeOffset([0, 'mergeRuleApplies_nonRecursive', 0], 1, 0, 1)).toEqual([
      0,
      'mergeRuleApplies_nonRecursive',
      0,
    ]);
  });
});

describe('stripMergeRuleApplies', () => {
  it('replaces everything up to the last mergeRuleApplies and its operand by false, at every depth', () => {
    expect(stripMergeRuleApplies([0, 'mergeRuleApplies', -1, '!'])).toEqual([false, '!']);
    expect(stripMergeRuleApplies([[1, 'mergeRuleApplies_nonRecursive', -2, '!'], '&&', true])).toEqual([
      [false, '!'],
      '&&',
      true,
    ]);
    expect(stripMergeRuleApplies([0, 'mergeRuleApplies', 1, '||', [2, 'mergeRuleApplies', 0]])).toEqual([
      false,
      '||',
      [false],
    ]);
  });
});

describe('permutationOrders (§4.4)', () => {
  it('uses the original recursive insertion order', () => {
    expect(permutationOrders(2)).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(permutationOrders(3)).toEqual([
      [0, 1, 2],
      [1, 0, 2],
      [0, 2, 1],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ]);
    expect(permutationOrders(4)).toHaveLength(24);
  });
});

describe('splitRule and prepareRule (§4.1–4.2)', () => {
  it('splits variable prefixes off', () => {
    expect(splitRule(['@include_gvars', 2, true])).toEqual({ prefix: ['@include_gvars'], body: [2, true] });
    expect(splitRule([1, 2, '@end_vars', 3, 'c'])).toEqual({ prefix: [1, 2, '@end_vars'], body: [3, 'c'] });
  });
  // The evaluator compiles and remembers an expression by its array: a part rebuilt for every
  // attempt was compiled anew every time (a merge rule with a prefix ran about 20% slower).
  it('hands the evaluator the same arrays at every attempt', () => {
    const rule: Value = [1, '@end_vars', 2, true, true, [['@Var 0']], 0];
    expect(splitRule(rule).prefix).toBe(splitRule(rule).prefix);
    expect(splitRule(rule).body).toBe(splitRule(rule).body);
    const seen: Value[] = [];
    const recording: RuleEvaluate = (expr, tile, vars) => {
      seen.push(expr);
      return evaluate(expr, host, tile, { vars: vars ?? undefined });
    };
    expect(evaluateRuleVars(splitRule(rule).prefix, tile0, recording)).toEqual([1]);
    evaluateRuleVars(splitRule(rule).prefix, tile0, recording);
    expect(seen[1]).toBe(seen[0]);
    expect(withRuleVars('@This 0', [])).toBe(withRuleVars('@This 0', []));
    expect(withRuleVars('@This 0', [])).toEqual(['@var_retain', '@This 0']);
    expect(withRuleVars('@This 0', null)).toBe('@This 0');
  });
  it('builds default flags: false per written output, true up to L', () => {
    const { prepared } = prepareRule([3, true, true, [[1]], 0], tile0, null, ev, true);
    expect(prepared.flags).toEqual([false, true, true]);
  });
  it('QUIRK: flags are counted before "fill" is expanded', () => {
    const { prepared } = prepareRule([3, true, true, [[1], 'fill', [2], [3]], 0, []], tile0, null, ev, true);
    expect(prepared.outputs).toEqual([[1], [2], [3]]);
    expect(prepared.flags).toEqual([false, false, false, false]);
  });
  it('an expression length that is not a number counts 1', () => {
    expect(prepareRule([['@Score', 'str_concat', 'x'], true, true, [], 0], tile0, null, ev, true).prepared.L).toBe(1);
  });
  it('chains conditions for run-time multi-length rules', () => {
    const cond = ['@Next 1 0', '=', '@This 0'];
    const { prepared, body } = prepareRule([3, cond, true, [], 0, [], 1, [0, 1], 1], tile0, null, ev, true);
    expect(prepared.cond).toEqual([
      '@var_retain',
      cond,
      '&&',
      ['@Next 2 0', '=', '@This 0'],
      '&&',
      ['@Next 3 0', '=', '@This 0'],
    ]);
    expect(body[6]).toBe(3);
  });
});

describe('expandMultiLengthRules (§4.3)', () => {
  const cond = [['@NextNE -1 0', '!=', '@This 0'], '&&', ['@Next 1 0', '=', 1]];
  const rule = [2, cond, true, [['@MLength', 1]], 0, [], 2, [0, 1], 1, 6];

  it('replaces a rule by one per length, longest first, capped by the grid', () => {
    const out = expandMultiLengthRules([rule], 4, 4, ev) as Value[][];
    expect(out.map((r) => r[0])).toEqual([4, 3, 2]);
    expect(out.map((r) => r[9])).toEqual([4, 3, 2]);
    expect(out[2]![1]).toEqual(cond);
    expect(out[1]![1]).toEqual([
      '@var_retain',
      cond,
      '&&',
      [['@NextNE -1 0', '!=', '@This 0'], '&&', ['@Next 2 0', '=', 1]],
    ]);
    expect(out[0]![5]).toEqual([false, true, true, true]);
    expect(out.map((r) => r[6])).toEqual([4, 3, 2]);
  });
  it('is idempotent', () => {
    const once = expandMultiLengthRules([rule], 4, 4, ev);
    expect(expandMultiLengthRules(once, 4, 4, ev)).toEqual(once);
  });
  it('keeps only listed lengths for a list maximum, and MINLEN for a number', () => {
    const listed = expandMultiLengthRules([[2, cond, true, [], 0, [], 2, [0, 1], 1, [2, 4]]], 5, 5, ev) as Value[][];
    expect(listed.map((r) => r[0])).toEqual([4, 2]);
    const min = expandMultiLengthRules([[3, cond, true, [], 0, [], 2, [0, 1], 1, 4]], 5, 5, ev) as Value[][];
    expect(min.map((r) => r[0])).toEqual([4, 3]);
  });
  it('QUIRK: stops at the first length-0 rule', () => {
    const zero = [0, true, true, [], 0];
    const out = expandMultiLengthRules([zero, rule], 4, 4, ev);
    expect(out).toEqual([zero, rule]);
  });
  it('keeps the variable prefix', () => {
    const out = expandMultiLengthRules([[7, '@end_vars', ...rule]], 3, 3, ev) as Value[][];
    expect(out.map((r) => r.slice(0, 3))).toEqual([
      [7, '@end_vars', 3],
      [7, '@end_vars', 2],
    ]);
  });
});

describe('merge modifiers and overflow cells (§4.5)', () => {
  it('parses leading tokens', () => {
    expect(parseMergeModifiers(['@MergeReverseStart', '@MergeOverflowPush', [1]])).toEqual({
      mods: { reverse: true, overflow: 3 },
      results: [[1]],
    });
  });
  it('places outputs front-most first, overflow behind the moving tile', () => {
    const cells = [['@Empty', '@Empty', [1], [1], '@Empty', '@Empty']] as Value[][];
    const b = { cells, width: 6, height: 1 };
    // moving right: the moving tile is at column 2, its partner at 3
    const r = outputCells(
      b,
      [
        [0, 2],
        [0, 3],
      ],
      0,
      1,
      { reverse: false, overflow: 0 },
      3,
    );
    expect(r?.cells).toEqual([
      [0, 3],
      [0, 2],
      [0, 1],
    ]);
    const rev = outputCells(
      b,
      [
        [0, 2],
        [0, 3],
      ],
      0,
      1,
      { reverse: true, overflow: 0 },
      3,
    );
    expect(rev?.cells).toEqual([
      [0, 2],
      [0, 3],
      [0, 4],
    ]);
  });
  it('fails when the overflow cell is off the board, void or occupied (Empty type)', () => {
    const b = { cells: [[[1], [1], [3], '@Void']] as Value[][], width: 4, height: 1 };
    expect(
      outputCells(
        b,
        [
          [0, 1],
          [0, 0],
        ],
        0,
        -1,
        { reverse: false, overflow: 0 },
        3,
      ),
    ).toBeNull();
    expect(
      outputCells(
        b,
        [
          [0, 1],
          [0, 0],
        ],
        0,
        -1,
        { reverse: false, overflow: 2 },
        3,
      )?.cells,
    ).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
    ]);
    expect(
      outputCells(
        b,
        [
          [0, 1],
          [0, 0],
        ],
        0,
        -1,
        { reverse: false, overflow: 2 },
        4,
      ),
    ).toBeNull();
  });
});

describe('tryRule (§4.4)', () => {
  const grid = [[[1], [2], '@Empty', [2]]] as Value[][];
  const b = { cells: grid, width: 4, height: 1 };
  const h = createHost({ grid, width: 4, height: 1 });
  const evh: RuleEvaluate = (expr, tile, _vars) => evaluate(expr, h, tile);
  it('an unordered rule tries permutations and renumbers outputs too', () => {
    const rule = [2, [['@This 0', '=', 1], '&&', ['@Next 1 0', '=', 2]], false, [[['@This 0', '*', 10]]], 0];
    // moving left from (0,1): @This is 2, @Next 1 is 1: only the swapped order matches
    const m = tryRule(rule, { v: 0, h: 1, vdir: 0, hdir: -1, addTail: [Infinity, 0, 3], board: b }, evh);
    expect(m?.outputs).toEqual([[['@Next 1 0', '*', 10]]]);
  });
  it('requires contiguous tiles', () => {
    const rule = [2, true, true, [[9]], 0];
    expect(tryRule(rule, { v: 0, h: 3, vdir: 0, hdir: -1, addTail: [Infinity, 0, 3], board: b }, evh)).toBeNull();
    expect(tryRule(rule, { v: 0, h: 1, vdir: 0, hdir: -1, addTail: [Infinity, 0, 3], board: b }, evh)?.L).toBe(2);
  });
});

describe('mergeRuleApplies operator', () => {
  const grid = [
    [[1], [1], [1], [2]],
    [[2], [1], [1], [1]],
  ] as Value[][];
  const rules: Value[] = [
    [2, ['@Next 1 0', '=', '@This 0'], true, [[['@This 0', '+', 1]]], 0],
    [2, [0, 'mergeRuleApplies', 0], true, [[0]], 0],
    [3, ['@MoveType', '=', 7], true, [[0]], 0],
  ];
  const h = createHost({ grid, width: 4, height: 2, mergeRules: rules });
  const at = (
    r: number,
    v: number,
    c: number,
    hdir: number,
    offset: number,
    addInfo: Value[] = [1, Infinity, 0, 0],
  ): boolean =>
    mergeRuleApplies(r, offset, false, {
      host: h,
      tile: { v, h: c, vdir: 0, hdir, addInfo, container: grid },
      evaluate: (expr, tile) => evaluate(expr, h, tile),
    });
  it('tests a rule at the context tile and at offsets (corpus examples)', () => {
    expect(at(0, 0, 1, -1, 0)).toBe(true);
    expect(at(0, 0, 0, 1, 1)).toBe(true);
    expect(at(0, 0, 0, 1, -1)).toBe(false);
    expect(at(0, 1, 3, 1, -1)).toBe(true);
    expect(at(1, 0, 1, -1, 0)).toBe(true);
  });
  it('QUIRK: the rule sees the caller addInfo shifted by one (its own length first)', () => {
    // @MoveType inside the rule reads the caller's slide amount
    expect(at(2, 1, 1, 1, 0, [1, 7, 0, 0])).toBe(true);
    expect(at(2, 1, 1, 1, 0, [1, 8, 7, 0])).toBe(false);
  });
  it('a missing rule is an error', () => {
    expect(() => at(9, 0, 0, 1, 0)).toThrow(/no merge rule/);
  });
});
