import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../errors.ts';
import { numberOps } from './number.ts';
import { applyOp, fakeRuntime } from './testing.ts';
import type { Value } from '../values.ts';

const op = (name: string, r: number, a2?: number, rt = fakeRuntime()): Value =>
  applyOp(numberOps, name, r, a2 === undefined ? [] : [a2], rt);

function throwsKind(f: () => unknown, kind: string): void {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(CalcArrayError);
    expect((e as CalcArrayError).kind).toBe(kind);
    return;
  }
  throw new Error('expected a CalcArrayError');
}

describe('number family', () => {
  it('declares every operator with family number and the right pattern', () => {
    for (const [name, def] of Object.entries(numberOps)) {
      expect(def.family).toBe('number');
      const unary = ['abs', 'sign', 'sin', 'cos', 'tan', 'factorial', 'prime', 'bit~', 'defaultAbbrev'].includes(name);
      expect(def.pattern).toBe(unary ? 'U' : 'F');
    }
    expect(Object.keys(numberOps)).toHaveLength(34);
  });

  it('arithmetic in doubles', () => {
    expect(op('+', 0.1, 0.2)).toBe(0.30000000000000004);
    expect(op('-', 7, 10)).toBe(-3);
    expect(op('*', 4, 0)).toBe(0);
    expect(op('/', 4, 0)).toBe(Infinity);
    expect(op('/', 0, 0)).toBeNaN();
    expect(op('^', 2, 0.5)).toBeCloseTo(Math.SQRT2);
    expect(op('**', -8, 1 / 3)).toBeNaN();
    expect(op('^', 0, 0)).toBe(1);
    expect(op('^', 10, 309)).toBe(Infinity);
  });

  it('% truncates and mod floors (QUIRKs for 0 and ±Infinity)', () => {
    expect(op('%', -7, 3)).toBe(-1);
    expect(op('%', 7, -3)).toBe(1);
    expect(op('%', 7, 0)).toBeNaN();
    expect(op('%', 2, Infinity)).toBe(2);
    expect(op('mod', -7, 3)).toBe(2);
    expect(op('mod', 7, -3)).toBe(-2);
    expect(op('mod', 7.5, 2)).toBe(1.5);
    expect(op('mod', 7, 0)).toBe(0);
    expect(op('mod', 7, -0)).toBe(0);
    expect(op('mod', 7, Infinity)).toBeNaN();
    expect(op('mod', -4, 2)).toBe(0);
    expect(Object.is(op('mod', -4, 2), -0)).toBe(false);
  });

  it('log divides natural logs; a missing base (0) gives -0', () => {
    expect(op('log', 8, 2)).toBe(3);
    expect(op('log', 1000, 10)).toBe(2.9999999999999996);
    expect(Object.is(op('log', 8, 0), -0)).toBe(true);
    expect(op('log', 2, 1)).toBe(Infinity);
    expect(op('log', 0, 2)).toBe(-Infinity);
    expect(op('log', -1, 2)).toBeNaN();
  });

  it('round/floor/ceil/trunc to a multiple of A2', () => {
    expect(op('round', 7.5, 1)).toBe(8);
    expect(op('round', -7.5, 1)).toBe(-7);
    expect(op('round', -2.5, 1)).toBe(-2);
    expect(op('round', 7, 5)).toBe(5);
    expect(op('round', 7, -5)).toBe(5);
    expect(op('round', 3.7, 0)).toBeNaN();
    expect(Object.is(op('round', -0.4, 1), -0)).toBe(true);
    expect(op('floor', 7, -5)).toBe(10);
    expect(op('floor', -7, 2)).toBe(-8);
    expect(op('ceil', 7, 2)).toBe(8);
    expect(op('ceiling', 16, 5)).toBe(20);
    expect(op('trunc', -7.9, 1)).toBe(-7);
    expect(op('trunc', 7, 0)).toBeNaN();
  });

  it('abs keeps -0, sign maps -0 to 0, trig in radians', () => {
    expect(op('abs', -7)).toBe(7);
    expect(Object.is(op('abs', -0), -0)).toBe(true);
    expect(op('sign', -0.001)).toBe(-1);
    expect(Object.is(op('sign', -0), 0)).toBe(true);
    expect(op('sin', Math.PI / 2)).toBe(1);
    expect(op('cos', 0)).toBe(1);
    expect(op('tan', 0)).toBe(0);
  });

  it('gcd/lcm: Euclid with truncated remainder, sign as it falls', () => {
    expect(op('gcd', 12, 18)).toBe(6);
    expect(op('gcd', -4, 6)).toBe(2);
    expect(op('gcd', 4, -6)).toBe(-2);
    expect(op('gcd', 0, -6)).toBe(-6);
    expect(op('gcd', -6, 0)).toBe(-6);
    expect(op('gcd', 1.5, 1)).toBe(0.5);
    expect(op('gcd', 0.1, 0.3)).toBe(2 ** -55); // "2.8e-17" in the spec
    expect(op('lcm', -4, 6)).toBe(-12);
    expect(op('lcm', 0, 0)).toBeNaN();
    expect(op('lcm', 0, 5)).toBe(0);
  });

  it('gcd/lcm with an infinite operand would hang: limit error', () => {
    throwsKind(() => op('gcd', Infinity, 18), 'limit');
    throwsKind(() => op('gcd', 18, -Infinity), 'limit');
    throwsKind(() => op('lcm', 4, Infinity), 'limit');
  });

  it('factorial rounds after the negativity test and overflows past 170', () => {
    expect(op('factorial', 5)).toBe(120);
    expect(op('factorial', 0)).toBe(1);
    expect(op('factorial', 5.4)).toBe(120);
    expect(op('factorial', 5.5)).toBe(720);
    expect(op('factorial', -0.4)).toBeNaN();
    expect(op('factorial', 170)).toBe(7.257415615307994e306);
    expect(op('factorial', 171)).toBe(Infinity);
    expect(op('factorial', 1000)).toBe(Infinity);
    expect(op('factorial', 20)).toBe(2432902008176640000);
  });

  it('prime: 1-based table lookup, negative read-only, non-integers undefined', () => {
    const rt = fakeRuntime();
    expect(op('prime', 1, undefined, rt)).toBe(2);
    expect(op('prime', 10, undefined, rt)).toBe(29);
    expect(op('prime', 100, undefined, rt)).toBe(541);
    expect(op('prime', 0)).toBe(1);
    expect(op('prime', -3)).toBe(-5);
    expect(op('prime', 2.5)).toBe(undefined);
    expect(op('prime', -Infinity)).toBe(undefined);
    // Beyond the (ungrown) table a negative index crashed the original.
    throwsKind(() => op('prime', -4), 'type');
    expect(op('prime', -4, undefined, rt)).toBe(-7);
    throwsKind(() => op('prime', Infinity), 'limit');
  });

  it('expomod counts the multiplicity of A2 in R', () => {
    expect(op('expomod', 12, 2)).toBe(2);
    expect(op('expomod', 1250, 5)).toBe(4);
    expect(op('expomod', 12, 4)).toBe(1);
    expect(op('expomod', -12, 2)).toBe(2);
    expect(op('expomod', 8, -2)).toBe(3);
    expect(op('expomod', 2.5, 2)).toBe(-1);
    expect(op('expomod', Infinity, 2)).toBe(-1);
    expect(op('expomod', 0, 2)).toBe(Infinity);
    expect(op('expomod', 5, 1)).toBe(Infinity);
    expect(op('expomod', 9, 0)).toBe(0);
    throwsKind(() => op('expomod', 12, -1), 'limit');
  });

  it('bit operators on int32 (uint32 for >>>)', () => {
    expect(op('bit&', 5.5, 3.9)).toBe(1);
    expect(op('bit<<', 1, 31)).toBe(-2147483648);
    expect(op('bit<<', 1, 32)).toBe(1);
    expect(op('bit|', 1e20, 0)).toBe(1661992960);
    expect(op('bit^', 6, 3)).toBe(5);
    expect(op('bit>>', -16, 2)).toBe(-4);
    expect(op('bit>>>', -8, 0)).toBe(4294967288);
    expect(op('bit~', 5)).toBe(-6);
    expect(op('bit~', 2147483648)).toBe(2147483647);
  });

  it('rand_int: ceil/floor bounds, swapped when reversed, one logged draw', () => {
    const rt = fakeRuntime({}, { random: [0.75, 0.999999, 0.5] });
    expect(op('rand_int', 1, 6, rt)).toBe(5);
    expect(op('rand_int', 6, 1, rt)).toBe(6);
    expect(op('rand_int', 1.5, 4.5, rt)).toBe(3);
    expect(rt.host.otherRandomEvents.slice(0, 3)).toEqual([5, 6, 3]);
    expect(rt.host.rngIndex).toBe(3);
  });

  it('rand_float: min + u·(max − min)', () => {
    const rt = fakeRuntime({}, { random: [0.75, 0.25] });
    expect(op('rand_float', 5, -5, rt)).toBe(2.5);
    expect(op('rand_float', -1, 1e-9, rt)).toBe(-0.74999999975);
  });

  it('random operators return the logged value in replays', () => {
    const rt = fakeRuntime({ isPlayingReplay: true, otherRandomEvents: [4, 'zz'], rngIndex: 0 });
    expect(op('rand_int', 1, 6, rt)).toBe(4);
    expect(op('rand_float', 0, 1, rt)).toBe('zz');
  });

  it('defaultAbbrev formats the number', () => {
    expect(op('defaultAbbrev', 12345.9999)).toBe('12,345');
    expect(op('defaultAbbrev', 1.234567e12)).toEqual(['@TextE', '1.23457', ' × 10', ['@Superscript', 12]]);
  });
});
