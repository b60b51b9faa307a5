// The evaluator core, from the spec's verified examples (calcarray.md §1, §4–§7, Appendix A):
// main loop and consumption, literals and escaping, control flow, variables, parents, special
// strings, the compiled path agreeing with the interpreter, limits and transactions.
import { describe, expect, it } from 'vitest';
import {
  CalcArrayError,
  DEFAULT_LIMITS,
  createHost,
  evaluate,
  setCompiledEvaluation,
  type CalcHost,
  type Value,
} from './index.ts';

const grid: Value[][] = [
  [[1, 10], [2, 20], '@Empty', [4, 40]],
  ['@Void', [6, 60], '@Slippery', [8, 80]],
  [[9, 90], '@Empty', [11, 110], '@TemporaryHole'],
];

function tileHost(): CalcHost {
  return createHost({ grid, width: 4, height: 3, tileNumAmount: 2 });
}

/** Evaluates both ways (compiled and interpreted) and checks they agree. */
function ev(expr: Value, host: CalcHost = createHost(), tile?: Parameters<typeof evaluate>[2]): Value {
  setCompiledEvaluation(false);
  let interpreted: Value;
  try {
    interpreted = evaluate(expr, host, tile);
  } finally {
    setCompiledEvaluation(true);
  }
  const compiled = evaluate(expr, host, tile);
  expect(compiled).toEqual(interpreted);
  return compiled;
}

describe('main loop (§1.4, §1.5, §3.0)', () => {
  it('evaluates left to right without precedence', () => {
    expect(ev([4, '+', 5])).toBe(9);
    expect(ev([3, '+', 2, '*', 4])).toBe(20);
    expect(ev([3, '+', [2, '*', 4]])).toBe(11);
  });
  it('computes operators from nested expressions', () => {
    expect(ev([3, ['+'], 4])).toBe(7);
  });
  it('treats unknown operators as no-ops that consume one operand', () => {
    expect(ev([1, 5, 9])).toBe(1);
    expect(ev([1, 'foo', 9, '+', 1])).toBe(2);
    expect(ev([1, 'constructor', 2])).toBe(1);
    expect(ev([1, '__proto__', 2, '+', 1])).toBe(2);
  });
  it('lets an unknown @ word remove as many elements as the previous operator did', () => {
    expect(ev([5, 'abs', '@foo', '+', 1])).toBe(6);
    expect(ev([5, '+', 0, '@foo', '+', 1])).toBe(5);
  });
  it('fills missing operands with undefined', () => {
    expect(ev([4, '+'])).toBe(4);
    expect(ev([4, '*'])).toBe(0);
    expect(ev([4, '/'])).toBe(Infinity);
    expect(ev(['abc', 'str_concat'])).toBe('abcundefined');
  });
  it('leaves the duration of announce behind as the next operator (Short3)', () => {
    expect(ev(['banana', 'str_indexOfFrom', 'a', 2, '+', 1])).toBe(3);
    expect(ev([1, 'announce', 'hi', '+', 1])).toBe(2);
  });
  it('returns undefined for an empty array', () => {
    expect(ev([])).toBeUndefined();
  });
});

describe('literals and escaping (§1.8, §1.9)', () => {
  it('evaluates @CalcArray parts of a literal and keeps other strings as text', () => {
    expect(ev(['@Literal', 1, [2, '+', 4], ['@CalcArray', 2, '+', 4]])).toEqual([1, [2, '+', 4], 6]);
    expect(ev(['@Literal', '@Literal', 1, 2])).toEqual([1, 2]);
    expect(ev(['@Literal', ['@Literal', 'x']])).toEqual([['x']]);
  });
  it('resolves a literal string only once it is extracted', () => {
    const host = createHost({ score: 77 });
    expect(ev([['@Literal', '@Score'], 'arr_elem', 0], host)).toBe(77);
  });
  it('unescapes @@ once, at the end', () => {
    expect(ev([0, '2nd', ['@@Score']])).toBe('@Score');
    expect(ev([['@Literal', '@@Score'], 'CalcArray'], createHost({ score: 5 }))).toBe(5);
  });
  it('re-resolves computed strings (live references)', () => {
    expect(ev(['@Sc', 'str_concat', 'ore'], createHost({ score: 12 }))).toBe(12);
  });
});

describe('control flow (§4)', () => {
  it('runs if / else with one flag per evaluation', () => {
    expect(ev([0, '@if', [1, '=', 2], '+', 1, '@end-if', '+', 10, '@else', '+', 100, '@end-else'])).toBe(110);
  });
  it('only honours end-stack forms per construct', () => {
    expect(ev([0, '@if', [1, '=', 1], '+', 1, '@if', [1, '=', 1], '*', 10, 'end-stack', '+', 3])).toBe(13);
    expect(ev([0, '@repeat', 2, '+', 1, '@repeat', 3, '*', 2, '@end-stack', '+', 1000])).toBe(1072);
    expect(ev([0, '@if', true, '@repeat', 2, '+', 1, '@end-if', '@end-repeat', '+', 100])).toBe(2);
  });
  it('repeats counts (rounded up) and while-conditions', () => {
    expect(ev([0, '@repeat', [2, '+', 1], '+', 1, '@end-repeat'])).toBe(3);
    expect(ev([0, '@repeat', 2.5, '+', 1, '@end-repeat'])).toBe(3);
    expect(ev([0, '@repeat', ['@Parent -2', '<', 5], '+', 1, '@end-repeat'])).toBe(5);
    expect(ev([0, '@repeat', 2, '+', 1, '@repeat', 3, '*', 2, '@end-repeat', '@end-repeat'])).toBe(72);
  });
  it('needs exactly true in a condition', () => {
    expect(ev([0, '@if', 1, '+', 1, '@end-if'])).toBe(0);
    expect(ev([0, '@if', ['@Literal', true], '+', 1, '@end-if'])).toBe(0);
  });
  it('stops an endless loop with a limit error and leaves the host as it was', () => {
    const host = createHost({ gameVars: [1] });
    expect(() => evaluate([0, '@edit_gvar', 0, 9, '@repeat', Infinity, '+', 1, '@end-repeat'], host)).toThrow(
      CalcArrayError,
    );
    expect(host.gameVars).toEqual([1]);
  });
});

describe('variables (§5)', () => {
  it('declares and reads variables', () => {
    expect(ev([1, 2, 3, 4, '@end_vars', 5, '*', '@Var 2'])).toBe(15);
  });
  it('gives nested arrays their own scope unless they retain', () => {
    expect(ev([5, '@end_vars', 0, '+', ['@Var 0', '+', 1]])).toBe(1);
    expect(ev([5, '@end_vars', 0, '+', ['@var_retain', '@Var 0', '+', 1]])).toBe(6);
    expect(ev([5, '@end_vars', 0, '@if', ['@Var 0', '=', 5], '+', 1, '@end-if'])).toBe(0);
    expect(ev([5, '@end_vars', 0, '@if', ['@var_retain', '@Var 0', '=', 5], '+', 1, '@end-if'])).toBe(1);
  });
  it('shares the list through a global retain', () => {
    expect(ev(['@global_var_retain', 1, '@end_vars', 0, '+', [0, '+', [0, '@add_var', 5]], '2nd', '@Var'])).toEqual([
      1, 5,
    ]);
  });
  it('resolves a returned variable name in the enclosing scope', () => {
    expect(ev([1, '@end_vars', 0, '2nd', ['@global_var_none', '@var_retain', '@Var 0']])).toBe(1);
  });
  it('edits game variables and keeps them on success only', () => {
    const host = createHost({ gameVars: [1, 2] });
    evaluate([0, '@edit_gvar', 1, 7, '@add_gvar', 3], host);
    expect(host.gameVars).toEqual([1, 7, 3]);
    expect(() => evaluate([0, '@add_gvar', 4, '+', [1n, '/B', 0n]], host)).toThrow(CalcArrayError);
    expect(host.gameVars).toEqual([1, 7, 3]);
  });
  it('undoes element edits, list resizes and random draws of a failed evaluation in order', () => {
    const fail = ['+', [1n, '/B', 0n]];
    for (const compiled of [true, false]) {
      setCompiledEvaluation(compiled);
      try {
        const list = [1, [2, 3], 4];
        const host = createHost({ gameVars: list, otherRandomEvents: [0, 0.5], rngIndex: 1, random: () => 0.25 });
        // Edits before, between and after whole-list changes, the same element twice (once from
        // inside the value of another edit), and draws that overwrite and append to the log.
        const expr = [
          0,
          '@edit_gvar',
          1,
          ['@Literal', 9],
          '@edit_gvar',
          0,
          [5, '2nd', [0, '@edit_gvar', 0, 6, '2nd', [0, 'rand_int', 10]], '+', 1],
          '@add_gvar',
          8,
          '@edit_gvar',
          3,
          [0, 'rand_int', 10],
          '@remove_gvar',
          2,
          '@edit_gvar',
          0,
          7,
          ...fail,
        ];
        expect(() => evaluate(expr, host)).toThrow(CalcArrayError);
        expect(host.gameVars).toBe(list);
        expect(host.gameVars).toEqual([1, [2, 3], 4]);
        expect(host.otherRandomEvents).toEqual([0, 0.5]);
        expect(host.rngIndex).toBe(1);
        // The same edits without the failure stay (and the draws are logged).
        evaluate(expr.slice(0, -fail.length), host);
        expect(host.gameVars).toEqual([7, [9], 2]);
        expect(host.otherRandomEvents).toEqual([0, 2, 2]);
      } finally {
        setCompiledEvaluation(true);
      }
    }
  });
});

describe('parents (§6)', () => {
  it('reads enclosing running values', () => {
    expect(ev([3, '+', 8, '*', [2, '+', '@Parent -2'], '-', 7])).toBe(136);
    expect(ev([5, '+', [1, '+', '@Parent']])).toBe(11);
    expect(ev([5, '+', [1, '+', '@Parent 1']])).toBe(7);
    expect(ev([5, '@repeat', 2, '+', [1, '+', '@Parent -2'], '@end-repeat'])).toBe(23);
  });
  it('turns self-reference into a limit error', () => {
    expect(() => evaluate(['@Parent -1'], createHost())).toThrow(CalcArrayError);
    expect(() => evaluate([['@Parent -2', '+', 1], '+', 1], createHost())).toThrow(CalcArrayError);
  });
  it('stops a self-reading @Parent at whichever limit its levels and steps reach first', () => {
    const caught = (expr: Value, limits?: Partial<typeof DEFAULT_LIMITS>): CalcArrayError => {
      try {
        evaluate(expr, createHost(), undefined, limits ? { limits: { ...DEFAULT_LIMITS, ...limits } } : undefined);
      } catch (e) {
        return e as CalcArrayError;
      }
      throw new Error('no error');
    };
    for (const expr of [['@Parent -1', '+', 1], ['@Parent 0']] as Value[]) {
      const depth = caught(expr);
      expect([depth.kind, depth.where, depth.reason]).toEqual(['limit', '@Parent', 'nesting deeper than 400 levels']);
      const steps = caught(expr, { maxSteps: 50 });
      expect([steps.kind, steps.where, steps.reason]).toEqual(['limit', '@Parent', 'step budget of 50 exceeded']);
      const shallow = caught(expr, { maxDepth: 30 });
      expect([shallow.kind, shallow.where, shallow.reason]).toEqual([
        'limit',
        '@Parent',
        'nesting deeper than 30 levels',
      ]);
    }
  });
});

describe('special strings (§7)', () => {
  const right = { v: 0, h: 0, vdir: 0, hdir: 1 };
  it('walks @Next over slippery cells and counts steps', () => {
    expect(ev('@Next 2 0', tileHost(), right)).toBe('@Empty');
    expect(ev('@Next 4 0', tileHost(), right)).toBe('@Next 4 0');
    expect(ev('@Next 1 0', tileHost(), { v: 1, h: 1, vdir: 0, hdir: 1 })).toBe(8);
    expect(ev('@Next 1 1 0', tileHost(), right)).toBe(6);
    expect(ev(['@Next'], tileHost(), { ...right, addInfo: [3] })).toEqual(['@Empty', [2, 20]]);
  });
  it('skips empty cells with @NextNE and holes with @NextFull', () => {
    expect(ev('@NextNE 1 0', tileHost(), { v: 0, h: 1, vdir: 0, hdir: 1 })).toBe(4);
    expect(ev('@NextNE -2 0', tileHost(), { v: 0, h: 3, vdir: 0, hdir: 1 })).toBe(1);
    expect(ev(['@NextNE'], tileHost(), { v: 2, h: 0, vdir: 0, hdir: 1 })).toEqual([[11, 110], '@TemporaryHole']);
    expect(ev(['@NextFull'], tileHost(), { v: 2, h: 0, vdir: 0, hdir: 1 })).toEqual([[11, 110]]);
  });
  it('gives the string itself for unknown or malformed names', () => {
    expect(ev('@This  0', tileHost())).toBe('@This  0');
    expect(ev('@This 1', createHost({ grid: [[[5]]], width: 1, height: 1 }))).toBe('@This 1');
    expect(ev('@Var constructor')).toBe('@Var constructor');
  });
  it('applies context overrides', () => {
    expect(ev('@This 0 @FromVCoord 2 @FromHCoord 2', tileHost())).toBe(11);
  });
  it('crashes cleanly on a missing row', () => {
    expect(() => evaluate(['@This 0', '+', 1], createHost())).toThrow(CalcArrayError);
  });
  it('gives copies of the grid and the context container, not the live arrays (§7.1)', () => {
    const fresh = (): Value[][] => grid.map((row) => row.slice());
    for (const expr of ['@Grid', '@TileContainer', ['@This'] as Value]) {
      const host = createHost({ grid: fresh(), width: 4, height: 3, tileNumAmount: 2, gameVars: [0] });
      const before = JSON.stringify(host.grid);
      // Kept in a game variable, then the board changes in place as the engine writes it.
      ev([0, '@edit_gvar', 0, expr], host, { v: 'None', h: 'None' });
      host.grid[0]![0] = [99, 990];
      expect(JSON.stringify(host.gameVars[0])).toBe(before);
    }
    // A tile replaced by its own container: the grid holds a copy, not itself (a save stays JSON).
    const host = createHost({ grid: fresh(), width: 4, height: 3, tileNumAmount: 2, screen: 'Gameplay' });
    ev([0, '@replace_tile', 0, 0, '@TileContainer'], host);
    expect(() => JSON.stringify(host.grid)).not.toThrow();
  });
  it('stops zero-direction walks that never end', () => {
    expect(() => evaluate(['@NextNE'], tileHost(), { v: 0, h: 0, vdir: 0, hdir: 0 })).toThrow(/direction/);
  });
});

describe('limits (§11)', () => {
  it('caps nesting depth', () => {
    let deep: Value = [1];
    for (let i = 0; i < 2000; i++) deep = [0, '+', deep];
    expect(() => evaluate(deep, createHost())).toThrow(CalcArrayError);
  });
  it('stops hanging arithmetic', () => {
    expect(() => evaluate([Infinity, 'gcd', 18], createHost())).toThrow(CalcArrayError);
    expect(() => evaluate([12, 'expomod', -1], createHost())).toThrow(CalcArrayError);
  });
  it("draws on the host's shared step meter, which bounds evaluations together", () => {
    for (const compiled of [true, false]) {
      setCompiledEvaluation(compiled);
      try {
        const meter = { left: 1000, budget: 1000, what: 'action' };
        const host = createHost({ stepMeter: meter });
        // Reads the game (not a constant folded at load), ~200 steps.
        expect(evaluate(['@Score', '@repeat', 100, '+', 1], host)).toBe(100);
        expect(meter.left).toBeLessThan(900);
        expect(meter.left).toBeGreaterThan(600);
        expect(() => evaluate(['@Score', '@repeat', 1000, '+', 1], host)).toThrow(
          /step budget of 1000 for the whole action exceeded/,
        );
        expect(meter.left).toBeLessThanOrEqual(0);
        // Without a meter only the evaluation's own budget counts.
        expect(evaluate(['@Score', '@repeat', 1000, '+', 1], createHost())).toBe(1000);
      } finally {
        setCompiledEvaluation(true);
      }
    }
  });
  it('charges each nesting level a literal conversion walks', () => {
    // Wrapping a value in an array over and over: each conversion walks the whole nesting, so
    // uncharged this ran ~10 s to a stack overflow; charged, it ends at the step budget.
    for (const compiled of [true, false]) {
      setCompiledEvaluation(compiled);
      try {
        expect(() =>
          evaluate([0, '@repeat', 1e9, 'Array'], createHost(), undefined, {
            limits: { ...DEFAULT_LIMITS, maxSteps: 200_000 },
          }),
        ).toThrow(/step budget/);
      } finally {
        setCompiledEvaluation(true);
      }
    }
    // A nested literal is charged per nested array it walks, not per element.
    const steps = (depth: number): number => {
      let deep: Value = [1, 2, 3];
      for (let i = 0; i < depth; i++) deep = [deep, 0];
      const budget = (n: number): boolean => {
        try {
          evaluate(['@Literal', deep], createHost(), undefined, { limits: { ...DEFAULT_LIMITS, maxSteps: n } });
          return true;
        } catch {
          return false;
        }
      };
      let n = 0;
      while (!budget(n)) n++;
      return n;
    };
    expect(steps(40) - steps(10)).toBe(30);
  });
});

describe('caller variables', () => {
  it('are adopted by @var_retain and edited once, even when the compiled run falls back', () => {
    const vars: Value[] = [1];
    // The nested condition reads @Parent, so the optimistic compiled run must restart interpreted.
    const r = evaluate(
      ['@var_retain', 0, '@add_var', 5, '@repeat', ['@Parent -2', '<', 2], '+', 1, '@end-repeat'],
      createHost(),
      undefined,
      { vars },
    );
    expect(r).toBe(2);
    expect(vars).toEqual([1, 5]);
  });
  it('are restored when the evaluation fails', () => {
    const vars: Value[] = [1];
    expect(() =>
      evaluate(['@var_retain', 0, '@add_var', 5, '+', [1n, '/B', 0n]], createHost(), undefined, { vars }),
    ).toThrow(CalcArrayError);
    expect(vars).toEqual([1]);
  });
});
