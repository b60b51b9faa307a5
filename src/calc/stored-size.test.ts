// The stored-value budget: the size walk (shared structure counted as a save writes it, early stop)
// and the statements that store into the board and the variable and spawn lists.
import { describe, expect, it } from 'vitest';
import {
  CalcArrayError,
  DEFAULT_LIMITS,
  createHost,
  evaluate,
  setCompiledEvaluation,
  type CalcHost,
  type CalcLimits,
  type Value,
} from './index.ts';
import { checkStoredSize, MAX_SAVED_DEPTH, MAX_STORED_DEPTH, nestedDeeperThan, storedSize } from './stored-size.ts';
import { BigRational } from './values.ts';

/** `[x, x]` nested n times over `[7]`: 2^n copies written out (3·2^n − 1 units), n + 1 arrays in memory. */
function doubling(n: number): Value {
  let x: Value = [7];
  for (let i = 0; i < n; i++) x = [x, x];
  return x;
}

describe('storedSize', () => {
  it('counts one unit per array and per element', () => {
    expect(storedSize(5, 100)).toBe(1);
    expect(storedSize([], 100)).toBe(1);
    expect(storedSize([1, 2], 100)).toBe(3);
    expect(storedSize([[1], '@Empty', [2, [3]]], 100)).toBe(8);
  });
  it('counts a shared sub-array every time it occurs, as JSON writes it', () => {
    const a: Value = [1, 2];
    expect(storedSize([a, a, a], 100)).toBe(10);
    expect(storedSize(doubling(10), 1e9)).toBe(3 * 2 ** 10 - 1);
    expect(storedSize(doubling(10), 1e9)).toBe(storedSize(JSON.parse(JSON.stringify(doubling(10))) as Value, 1e9));
  });
  it('stops as soon as the budget is passed', () => {
    // 2^61 units written out: only an early stop answers at all.
    expect(storedSize(doubling(60), 1000)).toBe(1001);
    expect(storedSize(doubling(60), 3 * 2 ** 10 - 1)).toBe(3 * 2 ** 10);
  });
  it('walks values nested far deeper than the stack', () => {
    let x: Value = [];
    for (let i = 0; i < 200_000; i++) x = [x];
    expect(storedSize(x, 1e9)).toBe(200_001);
  });
  it('weighs long strings and big numbers by their written length', () => {
    expect(storedSize('x'.repeat(15), 100)).toBe(1);
    expect(storedSize('x'.repeat(160), 100)).toBe(11);
    expect(storedSize(2n ** 40n, 100)).toBe(1);
    expect(storedSize(2n ** 640n, 100)).toBe(11);
    expect(storedSize(BigRational.of(2n ** 640n, 3n), 100)).toBe(11);
    // One long string shared by many elements is written many times.
    const s = 'y'.repeat(1600);
    expect(
      storedSize(
        Array.from({ length: 100 }, () => s),
        1e9,
      ),
    ).toBe(1 + 100 * 101);
  });
  it('checkStoredSize throws a limit error naming the statement', () => {
    const limits: CalcLimits = { ...DEFAULT_LIMITS, maxStoredSize: 100 };
    expect(checkStoredSize(doubling(5), limits, '@edit_gvar')).toBe(95);
    let error: unknown;
    try {
      checkStoredSize(doubling(60), limits, '@edit_gvar');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CalcArrayError);
    expect((error as CalcArrayError).kind).toBe('limit');
    expect((error as CalcArrayError).where).toBe('@edit_gvar');
    expect((error as CalcArrayError).message).toMatch(/^@edit_gvar: a value of more than 100 units would be stored/);
  });
});

const SMALL: CalcLimits = { ...DEFAULT_LIMITS, maxStoredSize: 200 };

/** A 4×4 board of one-number tiles, in play. */
function boardHost(): CalcHost {
  const grid = Array.from({ length: 4 }, (_, v) => Array.from({ length: 4 }, (_, h): Value => [v * 4 + h]));
  return createHost({
    grid,
    width: 4,
    height: 4,
    screen: 'Gameplay',
    gameVars: [0],
    modifierVars: [0],
    mvarIndices: [false],
    forcedSpawns: [[true, 'AfterSpawns', false, [1]]],
  });
}

/** The host state statements store into. */
function stored(h: CalcHost): Value[] {
  return [h.grid, h.gameVars, h.modifierVars, h.mvarIndices, h.tileSpawns, h.forcedSpawns];
}

/** Evaluates interpreted and compiled: both must agree (statements run in the interpreter). */
function both(
  expr: Value,
  host: () => CalcHost,
  limits: CalcLimits,
): { results: (Value | CalcArrayError)[]; hosts: CalcHost[] } {
  const results: (Value | CalcArrayError)[] = [];
  const hosts: CalcHost[] = [];
  for (const compiled of [false, true]) {
    setCompiledEvaluation(compiled);
    const h = host();
    try {
      results.push(evaluate(expr, h, undefined, { limits }));
    } catch (e) {
      if (!(e instanceof CalcArrayError)) throw e;
      results.push(e);
    } finally {
      setCompiledEvaluation(true);
    }
    hosts.push(h);
  }
  expect(String(results[1])).toBe(String(results[0]));
  expect(stored(hosts[1]!)).toEqual(stored(hosts[0]!));
  return { results, hosts };
}

/** The board concatenated 8 times: 1 + 8 × 36 units (a row is 1 + 4 tiles of 2). */
const BIG: Value = ['@Grid', ...Array.from({ length: 7 }, (): Value[] => ['arr_concat', '@Grid']).flat()];

describe('statements storing into host state', () => {
  it('the test values have the sizes the cases assume', () => {
    expect(storedSize(boardHost().grid, 1e9)).toBe(37);
    expect(storedSize(evaluate(BIG, boardHost()), 1e9)).toBe(289);
  });

  // The board stored into its own first cell, 8 times: every copy holds the previous ones
  // (37, 72, 107, … units: the sixth store is over 200).
  const growBoard: Value = [0, '@repeat', 8, '@replace_tile', 0, 0, '@Grid', '@end-repeat'];

  it('@replace_tile: a value over the budget is a limit error, the board unchanged', () => {
    const before = JSON.stringify(boardHost().grid);
    const { results, hosts } = both(growBoard, boardHost, SMALL);
    expect(results[0]).toBeInstanceOf(CalcArrayError);
    expect(String(results[0])).toMatch(/@replace_tile: a value of more than 200 units would be stored/);
    expect(JSON.stringify(hosts[0]!.grid)).toBe(before);
  });
  it('@replace_tile: the same statements under the default budget store', () => {
    const { results, hosts } = both(growBoard, boardHost, DEFAULT_LIMITS);
    expect(results[0]).toBe(0);
    expect(storedSize(hosts[0]!.grid[0]![0]!, 1e9)).toBe(37 + 7 * 35);
  });
  type ListKey = 'gameVars' | 'modifierVars' | 'tileSpawns' | 'forcedSpawns';
  const cases: [string, Value, ListKey][] = [
    ['@edit_gvar', [0, '@edit_gvar', 0, BIG], 'gameVars'],
    ['@add_gvar', [0, '@add_gvar', BIG], 'gameVars'],
    ['@insert_gvar', [0, '@insert_gvar', 0, BIG], 'gameVars'],
    // Each copy of the list holds the previous copies: 2^k units after k passes.
    ['@add_gvar', [0, '@repeat', 10, '@add_gvar', '@GVar', '@end-repeat'], 'gameVars'],
    ['@edit_mvar', [0, '@edit_mvar', 0, BIG], 'modifierVars'],
    ['@add_mvar', [0, '@add_mvar', BIG], 'modifierVars'],
    ['@insert_mvar', [0, '@insert_mvar', 0, BIG], 'modifierVars'],
    ['@edit_spawn', [0, '@edit_spawn', 0, BIG], 'tileSpawns'],
    ['@add_spawn', [0, '@add_spawn', BIG], 'tileSpawns'],
    ['@insert_spawn', [0, '@insert_spawn', 0, BIG], 'tileSpawns'],
    ['@edit_forced_spawn', [0, '@edit_forced_spawn', 0, BIG], 'forcedSpawns'],
    ['@add_forced_spawn', [0, '@add_forced_spawn', BIG], 'forcedSpawns'],
    ['@insert_forced_spawn', [0, '@insert_forced_spawn', 0, BIG], 'forcedSpawns'],
  ];
  it.each(cases)('%s: over the budget is a limit error naming it, the list unchanged', (op, expr, key) => {
    const before = JSON.stringify(boardHost()[key]);
    const { results, hosts } = both(expr, boardHost, SMALL);
    expect(results[0]).toBeInstanceOf(CalcArrayError);
    expect((results[0] as CalcArrayError).where).toBe(op);
    expect((results[0] as CalcArrayError).kind).toBe('limit');
    expect(JSON.stringify(hosts[0]![key])).toBe(before);
    // Under the default budget the same statement stores.
    expect(both(expr, boardHost, DEFAULT_LIMITS).results[0]).toBe(0);
  });
  it('values that are not stored are not measured', () => {
    // An index outside the list, one that is no integer, a column that is no element.
    for (const expr of [
      [0, '@edit_gvar', 5, BIG],
      [0, '@edit_gvar', 0.5, BIG],
      [0, '@replace_tile', 0, -1, BIG],
    ] as Value[])
      expect(both(expr, boardHost, SMALL).results[0]).toBe(0);
    // The board outside Gameplay.
    const menu = (): CalcHost => ({ ...boardHost(), screen: 'Menu' });
    expect(both([0, '@replace_tile', 0, 0, BIG], menu, SMALL).results[0]).toBe(0);
  });
  it('charges the walk as steps, so storing large values in a loop cannot run unbounded', () => {
    // The board with a 1000-unit tile (under the budget): each store walks ~1040 units, 16 steps.
    const host = (): CalcHost => {
      const h = boardHost();
      h.grid[1]![1] = Array.from({ length: 999 }, (_, i): Value => i);
      return h;
    };
    const limits: CalcLimits = { ...DEFAULT_LIMITS, maxSteps: 2000, maxStoredSize: 5000 };
    const loop = (n: number): Value => [0, '@repeat', n, '@edit_gvar', 0, '@Grid', '@end-repeat'];
    expect(both(loop(10), host, limits).results[0]).toBe(0);
    const { results } = both(loop(200), host, limits);
    expect(String(results[0])).toMatch(/step budget of 2000 exceeded/);
  });
});

describe('the stored-value depth limit (what is stored can be saved and restored)', () => {
  const nested = (levels: number, inner: Value = 1): Value => {
    let v = inner;
    for (let i = 0; i < levels; i++) v = [v];
    return v;
  };

  it('stores up to MAX_STORED_DEPTH arrays deep, refuses one more with a limit error', () => {
    expect(MAX_STORED_DEPTH).toBeLessThan(MAX_SAVED_DEPTH);
    expect(checkStoredSize(nested(MAX_STORED_DEPTH), DEFAULT_LIMITS, 'test')).toBe(MAX_STORED_DEPTH + 1);
    // A wide sibling does not count as depth; the deep branch does, wherever it is.
    expect(() => checkStoredSize([[1, 2, 3], nested(MAX_STORED_DEPTH)], DEFAULT_LIMITS, 'test')).toThrow(
      /nested more than/,
    );
    expect(() => checkStoredSize(nested(MAX_STORED_DEPTH + 1), DEFAULT_LIMITS, '@edit_gvar')).toThrow(CalcArrayError);
    expect(() => checkStoredSize(nested(MAX_STORED_DEPTH + 1), DEFAULT_LIMITS, '@edit_gvar')).toThrow(
      /^@edit_gvar: a value nested more than 500 arrays deep/,
    );
  });

  it('nestedDeeperThan walks without recursion', () => {
    expect(nestedDeeperThan(nested(100_000), 99_999)).toBe(true);
    expect(nestedDeeperThan(nested(100_000), 100_000)).toBe(false);
    expect(nestedDeeperThan('x', 0)).toBe(false);
    expect(nestedDeeperThan([], 0)).toBe(true);
  });

  it('a script nesting a variable is stopped at the limit', () => {
    const host = createHost({ gameVars: [0] });
    const wrap = [
      0,
      '@repeat',
      MAX_STORED_DEPTH,
      '@edit_gvar',
      0,
      [['@Literal'], 'arr_push', '@GVar 0'],
      '@end-repeat',
    ];
    evaluate(wrap, host);
    expect(() => evaluate([0, '@edit_gvar', 0, [['@Literal'], 'arr_push', '@GVar 0']], host)).toThrow(
      /nested more than/,
    );
  });
});
