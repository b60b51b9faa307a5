import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deevaluateColor, evaluateColorExpr } from './color.ts';
import { CalcArrayError } from './errors.ts';
import { EvalRuntime, freshEnv, type EvalEnv } from './env.ts';
import './index.ts'; // loads the interpreter's parts and operators
import { createHost, type CalcHost } from './host.ts';
import type { Value } from './values.ts';

function env(host: CalcHost = createHost(), over: Partial<EvalEnv> = {}): EvalEnv {
  return { ...freshEnv(new EvalRuntime(host)), ...over };
}

const color = (c: Value, host?: CalcHost, over?: Partial<EvalEnv>): Value => evaluateColorExpr(c, env(host, over));

function expectCalcError(f: () => unknown, kind?: string): void {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(CalcArrayError);
    if (kind) expect((e as CalcArrayError).kind).toBe(kind);
    return;
  }
  throw new Error('expected a CalcArrayError');
}

describe('evaluateColorExpr: prologue and pass-through (§8.1)', () => {
  it('returns non-arrays unchanged, without resolving strings', () => {
    expect(color('#ffc400')).toBe('#ffc400');
    expect(color('red')).toBe('red');
    expect(color('@Score')).toBe('@Score');
    expect(color(7)).toBe(7);
    expect(color(true)).toBe(true);
  });

  it('throws a CalcArrayError for an empty array (the original read c[0][0])', () => {
    expectCalcError(() => color([]), 'type');
  });

  it('evaluates @CalcArray parts and treats array results as colours again', () => {
    expect(color(['@CalcArray', '@Literal', '@HSLA', 1, 2, 3, 4])).toBe('hsla(1, 2%, 3%, 4)');
    expect(color(['@CalcArray', 5, '@if', [true], '2nd', '#00ff00', '@end-if'])).toBe('#00ff00');
    expect(color(['@CalcArray', 5, '+', 5])).toBe(10);
  });

  it('declares colour-local variables, but a direct "@Var n" component never resolves', () => {
    expect(color([7, 9, '@end_vars', '@HSLA', '@Var 0', '@Var 1', 50, 1])).toBe('hsla(@Var 0, @Var 1%, 50%, 1)');
    expect(color(['@global_var_retain', 5, '@end_vars', '@HSLA', ['@Var 0'], 1, 1, 1])).toBe('hsla(5, 1%, 1%, 1)');
  });

  it('passes the caller variables to components that retain them', () => {
    const e = env(createHost(), { vars: [40] });
    expect(evaluateColorExpr(['@var_retain', '@HSLA', ['@var_retain', '@Var 0'], 1, 1, 1], e)).toBe(
      'hsla(40, 1%, 1%, 1)',
    );
    // Without @var_retain on the colour itself the components get a fresh list.
    expect(evaluateColorExpr(['@HSLA', ['@var_retain', '@Var 0'], 1, 1, 1], e)).toBe('hsla(@Var 0, 1%, 1%, 1)');
  });

  it('includes game variables with @include_gvars (still not readable by a direct @Var)', () => {
    const host = createHost({ gameVars: [33] });
    expect(color(['@include_gvars', '@HSLA', '@Var 0', 50, 50, 1], host)).toBe('hsla(@Var 0, 50%, 50%, 1)');
    expect(color(['@include_gvars', '@HSLA', ['@var_retain', '@Var 0'], 50, 50, 1], host)).toBe(
      'hsla(33, 50%, 50%, 1)',
    );
  });
});

describe('single colours (§8.2)', () => {
  it('inserts components with JS String, unclamped', () => {
    expect(color(['@HSLA', [10, '*', 3], [50, '+', 50], 50, [1, '/', 2]])).toBe('hsla(30, 100%, 50%, 0.5)');
    expect(color(['@HSLA', 10.123456789, 1e-7, 1e21, NaN])).toBe('hsla(10.123456789, 1e-7%, 1e+21%, NaN)');
    expect(color(['@HSLA', 'abc', true, ['@Literal', 1], 5n])).toBe('hsla(abc, true%, 1%, 5)');
    expect(color(['@HSLA', 1, 2])).toBe('hsla(1, 2%, undefined%, undefined)');
    expect(color(['@RGBA', [200, '+', 100], -5, 0.5, 0])).toBe('rgba(300, -5, 0.5, 0)');
    expect(color(['@RGBA'])).toBe('rgba(undefined, undefined, undefined, undefined)');
  });

  it('resolves special-string components in the tile context', () => {
    const host = createHost({
      grid: [
        [[1], [2]],
        [[3], [4]],
      ],
      width: 2,
      height: 2,
      score: 77,
    });
    const e = env(host, { tile: { v: 1, h: 0, vdir: 0, hdir: 0, addInfo: [1, Infinity, 0, 0], container: host.grid } });
    expect(evaluateColorExpr(['@HSLA', '@VCoord', '@HCoord', '@Score', ['@This 0', '*', 10]], e)).toBe(
      'hsla(1, 0%, 77%, 30)',
    );
  });

  it('uses direction (0,0) and the default merge info whatever the caller had', () => {
    const e = env(createHost(), { tile: { v: 0, h: 0, vdir: 1, hdir: -1, addInfo: [3, 2, 1, 5], container: [] } });
    expect(evaluateColorExpr(['@RGBA', '@VDir', '@HDir', '@MLength', '@DirectionIndex'], e)).toBe('rgba(0, 0, 1, 0)');
  });

  it('converts HSVA to HSL without rounding', () => {
    expect(color(['@HSVA', 0, 100, 50, 1])).toBe('hsla(0, 100%, 25%, 1)');
    expect(color(['@HSVA', 120, 50, 50, 1])).toBe('hsla(120, 33.33333333333333%, 37.5%, 1)');
    expect(color(['@HSVA', 0, 0, 100, 1])).toBe('hsla(0, 0%, 100%, 1)');
    expect(color(['@HSVA', 10, 150, 50, 1])).toBe('hsla(10, 300%, 12.5%, 1)');
    expect(color(['@HSVA', 0, 80, 90, 1])).toBe('hsla(0, 78.26086956521739%, 54%, 1)');
  });

  it('throws a CalcArrayError where HSVA arithmetic meets a bigint', () => {
    expectCalcError(() => color(['@HSVA', 0, 5n, 50, 1]), 'type');
  });
});

describe('gradients (§8.3, §8.4)', () => {
  it('writes angles, positions and colours like the original', () => {
    expect(
      color([
        '@linear-gradient',
        90,
        ['@HSLA', 0, 100, 50, 0],
        0,
        ['@HSLA', 60, 100, 50, 0],
        20,
        45,
        ['@HSLA', 240, 100, 50, 0],
        100,
      ]),
    ).toBe(
      'linear-gradient(90deg, hsla(0, 100%, 50%, 0) 0%, hsla(60, 100%, 50%, 0) 20% 45%, hsla(240, 100%, 50%, 0) 100%)',
    );
    expect(color(['@radial-gradient', '#ffc400', '#fff', 150])).toBe('radial-gradient(#ffc400, #fff 150%)');
    expect(color(['@conic-gradient', 30, '#ffc400', 90, '#fff'])).toBe(
      'conic-gradient(from 30deg, #ffc400 90deg, #fff)',
    );
    expect(color(['@repeating-conic-gradient', 0, '#f00', 0, '#00f', 30])).toBe(
      'repeating-conic-gradient(from 0deg, #f00 0deg, #00f 30deg)',
    );
    expect(color(['@linear-gradient', 90, '#fff', ['@CalcArrayNumber', 5, '*', 5], '#000'])).toBe(
      'linear-gradient(90deg, #fff 25%, #000)',
    );
  });

  it('keeps the radial angle quirk and the linear @GradientDetails gap', () => {
    expect(color(['@radial-gradient', 30, '#fff', '#000'])).toBe('radial-gradient(30deg, #fff, #000)');
    expect(color(['@linear-gradient', ['@GradientDetails', 10, 20], '#fff', '#000'])).toBe(
      'linear-gradient(, #fff, #000)',
    );
  });

  it('writes @GradientDetails for radial and conic gradients', () => {
    expect(color(['@radial-gradient', ['@GradientDetails'], '#fff', '#000'])).toBe(
      'radial-gradient(ellipse farthest-corner at 50% 50%, #fff, #000)',
    );
    expect(color(['@radial-gradient', ['@GradientDetails', 30, 40, true, 2], '#fff', 10, '#000', 90])).toBe(
      'radial-gradient(circle closest-corner at 30% 40%, #fff 10%, #000 90%)',
    );
    expect(color(['@radial-gradient', ['@GradientDetails', 10, 20, 1, 3], '#fff', '#000'])).toBe(
      'radial-gradient(ellipse closest-side at 10% 20%, #fff, #000)',
    );
    expect(color(['@conic-gradient', ['@GradientDetails', 45, 30, 70], '#f00', '#00f'])).toBe(
      'conic-gradient(from 45deg at 30% 70%, #f00, #00f)',
    );
    expect(color(['@conic-gradient', ['@GradientDetails', 45], '#f00', '#00f'])).toBe(
      'conic-gradient(from 45deg at undefined% 50%, #f00, #00f)',
    );
  });

  it('transforms positions and centres on hexagonal boards', () => {
    const hex = createHost({ hexagonal: true });
    expect(color(['@linear-gradient', 90, '#fff', 0, '#000', 100], hex)).toBe(
      'linear-gradient(90deg, #fff 6.698729810778069%, #000 93.30127018922192%)',
    );
    expect(color(['@radial-gradient', '#fff', 20, '#000', 80], hex)).toBe('radial-gradient(#fff 15%, #000 60%)');
    expect(color(['@radial-gradient', ['@GradientDetails', 40, 60, true, 0], '#fff', '#000'], hex)).toBe(
      'radial-gradient(circle farthest-corner at 30% 45%, #fff, #000)',
    );
    expect(color(['@conic-gradient', 10, '#fff', 90, '#000'], hex)).toBe(
      'conic-gradient(from 10deg, #fff 90deg, #000)',
    );
  });

  it('joins multi-gradients with ", "', () => {
    expect(
      color(['@multi-gradient', ['@linear-gradient', 90, '#fff', '#000'], ['@radial-gradient', '#f00', '#00f']]),
    ).toBe('linear-gradient(90deg, #fff, #000), radial-gradient(#f00, #00f)');
    expect(color(['@multi-gradient', '#fff'])).toBe('#fff');
    expect(color(['@multi-gradient'])).toBe('');
  });
});

describe('@rotate (§8.5)', () => {
  it('adds the degrees to the hue without normalising and can invert lightness', () => {
    expect(color(['@rotate', 180, false, '#ff0000'])).toBe('hsla(180, 100%, 50%, 1)');
    expect(color(['@rotate', 90, true, ['@HSLA', 0, 100, 30, 1]])).toBe('hsla(90, 100%, 70%, 1)');
    expect(color(['@rotate', 30, false, ['@RGBA', 0, 128, 255, 0.5]])).toBe('hsla(239.88235294117646, 100%, 50%, 0.5)');
    expect(color(['@rotate', 120, false, ['@HSVA', 30, 50, 50, 1]])).toBe('hsla(150, 33.33333333333333%, 37.5%, 1)');
    expect(color(['@rotate', [90, '*', 2], [1, '=', 1], '#123456'])).toBe(
      'hsla(390, 65.3846153846154%, 79.6078431372549%, 1)',
    );
    expect(color(['@rotate', 10, false, 'hsla(10, 20%, 30%, 1)'])).toBe('hsla(20, 20%, 30%, 1)');
  });

  it('rotates gradients entry by entry', () => {
    expect(color(['@rotate', 45, false, ['@linear-gradient', 90, '#ff0000', '#00ff00']])).toBe(
      'linear-gradient(90deg, hsla(45, 100%, 50%, 1), hsla(165, 100%, 50%, 1))',
    );
    expect(color(['@rotate', 45, false, ['@linear-gradient', 90, 'red', 10, '#0f0']])).toBe(
      'linear-gradient(90deg, red 10%, hsla(165, 100%, 50%, 1))',
    );
  });

  it('rotates other colour expressions by their CSS text', () => {
    expect(color(['@rotate', 180, true, [[1, '=', 1], '@if', [true], '2nd', '#ff0000', '@end-if']])).toBe(
      'hsla(180, 100%, 50%, 1)',
    );
    expect(color(['@rotate', 10, false, ['@var_retain', '@HSLA', 0, 50, 50, 1]])).toBe('hsla(10, 50%, 50%, 1)');
  });

  it('turns the original crashes into CalcArrayErrors', () => {
    expectCalcError(() => color(['@rotate', 10, false, 'red']), 'type');
    expectCalcError(() => color(['@rotate', 10, false, 'calc(1)']), 'type');
    expectCalcError(() => color(['@rotate', 10, false, 'rgb(1, 2']), 'type');
    expectCalcError(() => color(['@rotate', 10, false, []]), 'type');
    expectCalcError(
      () => color(['@rotate', 10, false, ['@radial-gradient', ['@GradientDetails'], '#fff', '#000']]),
      'type',
    );
    expectCalcError(
      () => color(['@rotate', 10, false, ['@linear-gradient', 0, '#fff', ['@CalcArrayNumber', 5], '#000']]),
      'type',
    );
  });
});

describe('anything else (§8.7)', () => {
  it('evaluates the array and takes the result as a colour', () => {
    expect(color(['#ff', 'str_concat', '0000'])).toBe('#ff0000');
    expect(color([true, '2nd', '#abc'])).toBe('#abc');
    expect(color([['@Literal', '@HSLA', 1, 2, 3, 4]])).toBe('hsla(1, 2%, 3%, 4)');
    expect(color(['@Score', '@HSLA'])).toBe(0);
    expect(color(['@Literal', '@HSLA', 1, 2, 3, 4])).toBe('hsla(1, 2%, 3%, 4)');
  });

  it('stops endless re-evaluation with a limit error', () => {
    const host = createHost({ gameVars: [['@CalcArray', '@GVar 0']] });
    expectCalcError(() => color(['@CalcArray', '@GVar 0'], host), 'limit');
  });

  it('stops self-referencing parents with a limit error', () => {
    expectCalcError(() => color(['@HSLA', ['@Parent -1'], 1, 1, 1]), 'limit');
  });
});

describe('deevaluateColor (§8.6)', () => {
  it('parses single colours', () => {
    expect(deevaluateColor('hsla(10, 20%, 30%, 1)')).toEqual(['@HSLA', 10, 20, 30, 1]);
    expect(deevaluateColor('hsl(10, 20%, 30%)')).toEqual(['@HSLA', 10, 20, 30, 1]);
    expect(deevaluateColor('rgba(1, 2, 3, 0.5)')).toEqual(['@RGBA', 1, 2, 3, 0.5]);
    expect(deevaluateColor('rgb(1, 2, 3)')).toEqual(['@RGBA', 1, 2, 3, 1]);
    expect(deevaluateColor('#abcdef')).toEqual(['@RGBA', 171, 205, 239, 1]);
    expect(deevaluateColor('#f008')).toEqual(['@RGBA', 255, 0, 0, 136 / 255]);
    expect(deevaluateColor('rgb(1,2,3)')).toEqual(['@RGBA', NaN, NaN, NaN, 1]);
  });

  it('returns non-strings and strings without "(" unchanged', () => {
    expect(deevaluateColor('red')).toBe('red');
    expect(deevaluateColor(7)).toBe(7);
    expect(deevaluateColor('')).toBe('');
  });

  it('returns false for unbalanced or trailing text', () => {
    expect(deevaluateColor('rgb(1, 2, 3')).toBe(false);
    expect(deevaluateColor('rgb(1, 2, 3))')).toBe(false);
    expect(deevaluateColor('rgb(1, 2, 3) x')).toBe(false);
  });

  it('parses gradients, details and multi-gradients', () => {
    const W = ['@RGBA', 255, 255, 255, 1];
    const B = ['@RGBA', 0, 0, 0, 1];
    expect(deevaluateColor('linear-gradient(90deg, #fff, #000)')).toEqual(['@linear-gradient', 90, W, B]);
    expect(deevaluateColor('radial-gradient(circle at 10% 20%, #fff, #000 50%)')).toEqual([
      '@radial-gradient',
      ['@GradientDetails', 10, 20, true, 0],
      W,
      B,
      50,
    ]);
    expect(deevaluateColor('radial-gradient(at 20% 30%, #000, #fff)')).toEqual([
      '@radial-gradient',
      ['@GradientDetails', 20, 30, false, 0],
      B,
      W,
    ]);
    expect(deevaluateColor('conic-gradient(from 45deg, #000 10deg, #fff)')).toEqual(['@conic-gradient', 45, B, 10, W]);
    expect(deevaluateColor('conic-gradient(from 45deg at 50% 50%, #fff, #000)')).toEqual([
      '@conic-gradient',
      ['@GradientDetails', NaN, 50, 50],
      W,
      B,
    ]);
    expect(deevaluateColor('linear-gradient(#fff, #000), radial-gradient(#111, #222)')).toEqual([
      '@multi-gradient',
      ['@linear-gradient', W, B],
      ['@radial-gradient', ['@RGBA', 17, 17, 17, 1], ['@RGBA', 34, 34, 34, 1]],
    ]);
  });

  it('round-trips what the colour evaluator writes', () => {
    const exprs: Value[] = [
      ['@linear-gradient', 45, ['@HSLA', 10, 20, 30, 1], 10, ['@RGBA', 1, 2, 3, 0.5], 20, 45],
      ['@radial-gradient', ['@GradientDetails', 30, 40, true, 2], ['@RGBA', 1, 2, 3, 1], 10],
      ['@repeating-conic-gradient', 30, ['@HSLA', 1, 2, 3, 1], 90, ['@HSLA', 4, 5, 6, 1]],
    ];
    for (const e of exprs) {
      const css = color(e) as string;
      expect(color(deevaluateColor(css))).toBe(css);
    }
  });

  it('turns the endless recursion on a leading "#" group into a limit error', () => {
    expectCalcError(() => deevaluateColor('#fff, linear-gradient(#000, #fff)'), 'limit');
  });
});

describe('robustness', () => {
  const atoms = fc.oneof(
    fc.constantFrom<Value>(
      '@HSLA',
      '@RGBA',
      '@HSVA',
      '@rotate',
      '@multi-gradient',
      '@linear-gradient',
      '@radial-gradient',
      '@conic-gradient',
    ),
    fc.constantFrom<Value>(
      '@GradientDetails',
      '@CalcArrayNumber',
      '@CalcArray',
      '@var_retain',
      '@end_vars',
      '#fff',
      '#12345678',
      'red',
    ),
    fc.constantFrom<Value>(
      'hsla(1, 2%, 3%, 1)',
      'linear-gradient(#fff, #000)',
      '+',
      '*',
      'str_concat',
      undefined,
      null,
      5n,
      true,
    ),
    fc.double(),
    fc.string({ maxLength: 6 }),
  );
  const values = fc.letrec<{ v: Value }>((tie) => ({
    v: fc.oneof({ depthSize: 'small' }, atoms, fc.array(tie('v'), { maxLength: 6 })),
  })).v;

  it('lets only CalcArrayErrors escape from colour evaluation', () => {
    fc.assert(
      fc.property(values, (c) => {
        try {
          color(c);
        } catch (e) {
          if (!(e instanceof CalcArrayError)) throw e;
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('lets only CalcArrayErrors escape from deevaluateColor, deep nesting included', () => {
    const pieces = fc.constantFrom(
      '(',
      ')',
      ', ',
      ' ',
      '#',
      'a',
      'rgb',
      'hsla',
      'linear-gradient',
      'conic-gradient',
      'from ',
      'at ',
      '1',
      '%',
      'deg',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (ps) => {
        try {
          deevaluateColor(ps.join(''));
        } catch (e) {
          if (!(e instanceof CalcArrayError)) throw e;
        }
      }),
      { numRuns: 1000 },
    );
    expectCalcError(() => deevaluateColor('linear-gradient('.repeat(5000) + ')'.repeat(5000)), 'limit');
  });

  it('stops deeply nested colour arrays with a limit error', () => {
    let c: Value = '#fff';
    for (let i = 0; i < 5000; i++) c = ['@multi-gradient', c];
    expectCalcError(() => color(c), 'limit');
  });
});
