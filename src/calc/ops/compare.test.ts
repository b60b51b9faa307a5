import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../errors.ts';
import { BigRational, GaussianBigInt, type Value } from '../values.ts';
import { compareOps } from './compare.ts';
import { applyOp, fakeRuntime } from './testing.ts';

const op = (name: string, r: Value, ...args: Value[]): Value => applyOp(compareOps, name, r, args);
const Q = (n: bigint, d = 1n) => BigRational.of(n, d);
const G = (re: bigint, im: bigint) => new GaussianBigInt(re, im);

describe('comparison, selection and utility operators', () => {
  it('declares families and patterns as §2.4/§3.0 say', () => {
    const none = ['BigRational', 'announce', 'ignore', '@add_score'];
    const unary = [
      'Number',
      'String',
      'Boolean',
      'Array',
      'BigInt',
      'GaussianBigInt',
      'BigRational',
      'typeof',
      'defaultAbbrevAny',
    ];
    for (const [name, def] of Object.entries(compareOps)) {
      expect(def.family).toBe(none.includes(name) ? 'none' : 'any');
      const pattern = unary.includes(name) ? 'U' : name === 'announce' ? 'Short3' : name === '@add_score' ? 'N' : 'F';
      expect(def.pattern).toBe(pattern);
    }
  });

  it('= is deep and strictly typed; != negates except for NaN rationals', () => {
    expect(op('=', 5, 5)).toBe(true);
    expect(op('=', 5, '5')).toBe(false);
    expect(op('=', true, 1)).toBe(false);
    expect(op('=', 5n, 5)).toBe(false);
    expect(op('=', NaN, NaN)).toBe(false);
    expect(op('=', -0, 0)).toBe(true);
    expect(op('=', [1, [2]], [1, [2]])).toBe(true);
    expect(op('=', [1, 2], [2, 1])).toBe(false);
    expect(op('=', Q(1n, 2n), Q(2n, 4n))).toBe(true);
    expect(op('=', Q(1n, 2n), 0.5)).toBe(false);
    expect(op('=', G(1n, 2n), G(1n, 2n))).toBe(true);
    expect(op('=', Q(0n, 0n), Q(0n, 0n))).toBe(false);
    expect(op('!=', Q(0n, 0n), Q(0n, 0n))).toBe(false);
    expect(op('!=', NaN, NaN)).toBe(true);
    expect(op('!=', [1, 2], [1, 2])).toBe(false);
  });

  it('ordering follows JS coercions (arrays as joined text)', () => {
    expect(op('<', '10', '9')).toBe(true);
    expect(op('<', 10, '9')).toBe(false);
    expect(op('>', [1, 2], [1, 1])).toBe(true);
    expect(op('<', [10], [9])).toBe(true);
    expect(op('<', 5n, 6)).toBe(true);
    expect(op('>=', null, 0)).toBe(true);
    expect(op('<', undefined, 1)).toBe(false);
    expect(op('<=', NaN, NaN)).toBe(false);
    expect(op('<', '', 5)).toBe(true);
    expect(op('>=', 5, [])).toBe(true);
  });

  it('Gaussian integers are never ordered; rationals are compared exactly', () => {
    expect(op('<', G(1n, 2n), G(2n, 1n))).toBe(false);
    expect(op('>=', G(1n, 0n), 1n)).toBe(false);
    expect(op('>=', Q(1n, 2n), 0.5)).toBe(true);
    expect(op('<', Q(3n, 4n), 5)).toBe(true);
    expect(op('>=', 5, Q(3n, 4n))).toBe(true);
    expect(op('>=', Q(1n, 0n), Infinity)).toBe(true);
    expect(op('<', Q(0n, 0n), 1)).toBe(false);
    expect(op('<', Q(1n, 3n), 1 / 3)).toBe(false);
    expect(op('<=', Q(1n, 2n), '1/2')).toBe(true);
    expect(op('>', Q(1n, 2n), true)).toBe(true); // true → 0/1
  });

  it('a rational against a non-numeric string throws a type error', () => {
    expect(() => op('<', Q(1n, 2n), 'abc')).toThrow(CalcArrayError);
    try {
      op('>=', 'abc', Q(1n, 2n));
    } catch (e) {
      expect((e as CalcArrayError).kind).toBe('type');
    }
  });

  it('max/min return one of the original values; Gaussian integers throw', () => {
    expect(op('max', 3, 5)).toBe(5);
    expect(op('max', '10', 9)).toBe('10');
    expect(op('max', 5, 'x')).toBe(5);
    expect(op('max', 'x', 5)).toBe('x');
    expect(op('max', 5, NaN)).toBe(5);
    expect(op('max', NaN, 1)).toBeNaN();
    expect(op('max', [1], [2])).toEqual([2]);
    expect(op('max', Q(1n, 2n), 1)).toBe(1);
    expect(op('max', Q(3n, 2n), 1n)).toEqual(Q(3n, 2n));
    expect(Object.is(op('max', -0, 0), -0)).toBe(true);
    expect(op('min', 3, 5)).toBe(3);
    expect(op('min', '10', 9)).toBe(9);
    expect(() => op('max', G(1n, 1n), 1)).toThrow(CalcArrayError);
    expect(() => op('min', 1, G(1n, 0n))).toThrow(/minimums/);
  });

  it('1st/first and 2nd/second select', () => {
    expect(op('1st', 1, 2)).toBe(1);
    expect(op('first', 'a', [1])).toBe('a');
    expect(op('2nd', 1, 2)).toBe(2);
    expect(op('second', 1, undefined)).toBe(undefined);
  });

  it('converters', () => {
    expect(op('Number', '0x1F')).toBe(31);
    expect(op('Number', 'abc')).toBe(0);
    expect(op('Number', [5])).toBe(5);
    expect(op('Number', G(3n, 0n))).toBe(3);
    expect(op('Number', Q(3n, 2n))).toBe(1.5);
    expect(Object.is(op('Number', '-0'), -0)).toBe(true);
    expect(op('String', [1, [2, 3]])).toBe('1,2,3');
    expect(op('String', G(1n, -1n))).toBe('1-1i');
    expect(op('String', Q(1n, 0n))).toBe('Infinity');
    expect(op('String', 1e21)).toBe('1e+21');
    expect(op('String', ['a', []])).toBe('a,');
    expect(op('Boolean', [])).toBe(true);
    expect(op('Boolean', 0n)).toBe(false);
    expect(op('Boolean', Q(0n))).toBe(true);
    expect(op('Array', [5])).toEqual([[5]]);
    expect(op('BigInt', 2.5)).toBe(3n);
    expect(op('BigInt', -2.5)).toBe(-2n);
    expect(op('BigInt', Q(7n, 2n))).toBe(4n);
    expect(op('GaussianBigInt', '1+2i')).toEqual(G(1n, 2n));
    expect(op('GaussianBigInt', 2.5)).toEqual(G(0n, 0n));
    expect(op('BigRational', '2/3')).toEqual(Q(2n, 3n));
    expect(op('BigRational', true)).toEqual(Q(0n));
    expect(op('BigRational', 'abc')).toEqual(Q(0n, 0n));
    expect(op('typeof', [1])).toBe('array');
    expect(op('typeof', G(1n, 1n))).toBe('gaussianbigint');
    expect(op('typeof', Q(1n, 2n))).toBe('bigrational');
    expect(op('typeof', null)).toBe('object');
    expect(op('defaultAbbrevAny', 12345.6)).toBe('12,345.6');
    expect(op('defaultAbbrevAny', NaN)).toBe(' NaN ');
    expect(op('defaultAbbrevAny', true)).toBe(true);
  });

  it('ignore returns R', () => {
    expect(op('ignore', 5, '@no-negative-sign')).toBe(5);
  });
});

describe('effect and host operators', () => {
  function recording() {
    const log = { output: [] as string[], console: [] as Value[], announce: [] as [string, number][] };
    const rt = fakeRuntime({
      effects: {
        output: (t) => log.output.push(t),
        log: (v) => log.console.push(v),
        announce: (t, ms) => log.announce.push([t, ms]),
      },
    });
    return { rt, log };
  }

  it('output writes the bracketed text form and returns R', () => {
    const { rt, log } = recording();
    expect(applyOp(compareOps, 'output', 1, [[1, '<b>']], rt)).toBe(1);
    applyOp(compareOps, 'output', 1, [5n], rt);
    applyOp(compareOps, 'output', 1, [G(3n, -2n)], rt);
    expect(log.output).toEqual(['[1,<b>]', '5', '3-2i']);
  });

  it('console.log logs the value', () => {
    const { rt, log } = recording();
    expect(applyOp(compareOps, 'console.log', 2, [[1, 2]], rt)).toBe(2);
    expect(log.console).toEqual([[1, 2]]);
  });

  it('announce shows A2 as text for A3 ms', () => {
    const { rt, log } = recording();
    expect(applyOp(compareOps, 'announce', 1, [['a', ['b']], 5], rt)).toBe(1);
    applyOp(compareOps, 'announce', 1, ['Hi', -0], rt);
    applyOp(compareOps, 'announce', 1, ['Hi', Infinity], rt);
    expect(log.announce).toEqual([
      ['[a,[b]]', 5],
      ['Hi', -0],
      ['Hi', Infinity],
    ]);
    expect(Object.is(log.announce[1]![1], -0)).toBe(true);
  });

  it('@ScriptSignal adds a signal unless a strictly equal one is there', () => {
    const rt = fakeRuntime({ scriptSignals: ['z'] });
    for (const s of ['a', 'a', 'b']) applyOp(compareOps, '@ScriptSignal', 1, [s], rt);
    applyOp(compareOps, '@ScriptSignal', 1, [[1]], rt);
    applyOp(compareOps, '@ScriptSignal', 1, [[1]], rt);
    expect(rt.host.scriptSignals).toEqual(['z', 'a', 'b', [1], [1]]);
  });

  it('@ScriptSignal pushes NaN every time (never strictly equal) and charges its scan of a long list', () => {
    const rt = fakeRuntime({ scriptSignals: [] });
    for (let k = 0; k < 3; k++) applyOp(compareOps, '@ScriptSignal', 1, [NaN], rt);
    expect(rt.host.scriptSignals).toEqual([NaN, NaN, NaN]);
    expect(rt.steps).toBe(0);
    const long = fakeRuntime({ scriptSignals: Array.from({ length: 4096 }, () => NaN) });
    applyOp(compareOps, '@ScriptSignal', 1, ['x'], long);
    applyOp(compareOps, '@ScriptSignal', 1, ['x'], long);
    expect(long.host.scriptSignals.length).toBe(4097);
    expect(long.steps).toBe(2 * (4096 >> 6));
    // A big bigint is compared with each bigint in the list, bits/4096 each.
    const big = 1n << 20_000n;
    const bigs = fakeRuntime({ scriptSignals: [1n, 'x'] });
    applyOp(compareOps, '@ScriptSignal', 1, [big], bigs);
    applyOp(compareOps, '@ScriptSignal', 1, [big], bigs);
    expect(bigs.host.scriptSignals).toEqual([1n, 'x', big]);
    expect(bigs.steps).toBe((1 * 32768) / 4096 + (2 * 32768) / 4096);
  });

  it('charges the cross products of ordering against a rational by its parts (issue 24)', () => {
    const stepsOf = (r: Value, a2: Value): number => {
      const rt = fakeRuntime();
      applyOp(compareOps, '<', r, [a2], rt);
      return rt.steps;
    };
    const big = (bits: number) => 1n << BigInt(bits);
    const odd = (bits: number) => 3n ** BigInt(Math.floor(bits / 1.585)); // coprime with big(…)
    expect(stepsOf(Q(3n, 7n), Q(1n, 2n))).toBe(0);
    const small = stepsOf(big(4100), Q(1n, big(1 << 15)));
    const large = stepsOf(big(4100), Q(1n, big(1 << 19)));
    expect(small).toBeGreaterThan(0);
    expect(large).toBeGreaterThan(8 * small);
    // Both parts big: the product's term grows with both sizes (two 2^18-bit factors: ~3 ms).
    expect(stepsOf(Q(odd(1 << 18), big(1 << 17)), [0, 7])).toBeGreaterThan(1000);
    expect(stepsOf(Q(odd(1 << 18), big(1 << 17)), Q(odd(1 << 18), big(1 << 17)))).toBeGreaterThan(60_000);
    // Gaussians are never ordered: nothing multiplied, nothing charged beyond reading bigints.
    expect(stepsOf(G(big(1 << 18), 1n), Q(1n, big(1 << 19)))).toBe(0);
  });

  it('@add_score adds A2 to the score', () => {
    const rt = fakeRuntime({ score: 1 });
    expect(applyOp(compareOps, '@add_score', 5, [10], rt)).toBe(5);
    applyOp(compareOps, '@add_score', 5, [-2.5], rt);
    expect(rt.host.score).toBe(8.5);
  });

  it('inert names are not operators', () => {
    expect(Object.hasOwn(compareOps, 'constructor')).toBe(false);
    expect(Object.hasOwn(compareOps, '__proto__')).toBe(false);
  });
});
