import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../errors.ts';
import { GaussianBigInt, type Value } from '../values.ts';
import { gaussianOperators } from './gaussian.ts';
import { applyOp } from './testing.ts';

const G = (re: bigint, im: bigint = 0n): GaussianBigInt => new GaussianBigInt(re, im);
const op = (name: string, r: Value, ...args: Value[]): Value => applyOp(gaussianOperators, name, r, args);
const g = (x: Value): [bigint, bigint] => {
  expect(x).toBeInstanceOf(GaussianBigInt);
  return [(x as GaussianBigInt).re, (x as GaussianBigInt).im];
};
const kindOf = (f: () => unknown): string => {
  try {
    f();
    return 'none';
  } catch (e) {
    expect(e).toBeInstanceOf(CalcArrayError);
    return (e as CalcArrayError).kind;
  }
};

describe('Gaussian family (§3.7)', () => {
  it('declarations', () => {
    expect(gaussianOperators['+GB']).toMatchObject({ family: 'gaussian', pattern: 'F' });
    expect(gaussianOperators['^GB']).toMatchObject({ family: 'gaussian', pattern: 'B' });
    expect(gaussianOperators['normGB']).toMatchObject({ family: 'gaussian', pattern: 'U' });
    expect(gaussianOperators['primeGB']).toMatchObject({ family: 'none', pattern: 'U' });
  });

  it('parts and arithmetic', () => {
    expect(op('reGB', G(3n, 4n))).toBe(3n);
    expect(op('imGB', G(3n, -4n))).toBe(-4n);
    expect(g(op('+GB', G(1n, 2n), G(3n, -1n)))).toEqual([4n, 1n]);
    expect(g(op('*GB', G(1n, 2n), G(3n, 4n)))).toEqual([-5n, 10n]);
    expect(op('normGB', G(-5n, 12n))).toBe(169n);
    expect(g(op('normGGB', G(3n, 4n)))).toEqual([25n, 0n]);
  });

  it("norms stop at the bigint size cap instead of squaring on to V8's limit", () => {
    const big = G(1n << 600_000n, 1n);
    expect(kindOf(() => op('normGB', big))).toBe('limit');
    expect(kindOf(() => op('normGGB', big))).toBe('limit');
    expect(kindOf(() => op('normGGB', G(1n << 500_000n)))).toBe('none');
  });

  it('truncating division and the greedy remainder', () => {
    expect(g(op('/GB', G(7n, 3n), G(1n, 1n)))).toEqual([5n, -2n]);
    expect(g(op('/GB', G(7n, 3n), G(2n)))).toEqual([3n, 1n]);
    expect(g(op('/GB', G(-7n, 3n), G(2n)))).toEqual([-3n, 1n]);
    expect(g(op('modGB', G(7n, 3n), G(2n)))).toEqual([1n, 1n]);
    expect(g(op('modGB', G(-7n, 3n), G(2n)))).toEqual([-1n, 1n]);
    expect(g(op('modGB', G(5n), G(3n)))).toEqual([-1n, 0n]);
    expect(g(op('modGB', G(4n), G(3n)))).toEqual([1n, 0n]);
    expect(g(op('modGB', G(2n, 2n), G(3n)))).toEqual([-1n, -1n]);
    expect(g(op('/mGB', G(5n), G(3n)))).toEqual([2n, 0n]);
    for (const name of ['/GB', '/mGB', 'modGB']) expect(kindOf(() => op(name, G(1n), G(0n)))).toBe('range');
  });

  it('powers', () => {
    expect(g(op('^GB', G(1n, 1n), 4n))).toEqual([-4n, 0n]);
    expect(g(op('**GB', G(1n, -1n), 5n))).toEqual([-4n, 4n]);
    expect(g(op('^GB', G(0n), 0n))).toEqual([1n, 0n]);
    expect(kindOf(() => op('^GB', G(2n), -1n))).toBe('range');
    expect(kindOf(() => op('^GB', G(1n, 1n), 10n ** 9n))).toBe('limit');
    expect(g(op('^GB', G(0n, 1n), 10n ** 9n + 1n))).toEqual([0n, 1n]);
    expect(g(op('^GB', G(0n, -1n), 4n * 10n ** 9n))).toEqual([1n, 0n]);
    expect(g(op('^GB', G(0n), 1n << 100n))).toEqual([0n, 0n]);
    expect(g(op('^GB', G(-1n), (1n << 100n) + 3n))).toEqual([-1n, 0n]);
    expect(g(op('**GB', G(3n, 4n), 0n))).toEqual([1n, 0n]);
    expect(g(op('^GB', G(1n << 70n, 1n), 2n))).toEqual([(1n << 140n) - 1n, 1n << 71n]);
  });

  it('quadrants', () => {
    expect(g(op('toFirstQuadrantGB', G(-3n, 4n)))).toEqual([4n, 3n]);
    expect(g(op('toFirstQuadrantGB', G(-3n, -4n)))).toEqual([3n, 4n]);
    expect(g(op('toFirstQuadrantGB', G(0n, -4n)))).toEqual([4n, 0n]);
    expect(g(op('toFirstQuadrantGB', G(0n, 4n)))).toEqual([4n, 0n]);
    expect(g(op('toFirstQuadrantGB', G(0n)))).toEqual([0n, 0n]);
    expect(g(op('firstQuadrantUnitGB', G(-3n, 4n)))).toEqual([0n, -1n]);
    expect(g(op('firstQuadrantUnitGB', G(-5n)))).toEqual([-1n, 0n]);
    expect(g(op('firstQuadrantUnitGB', G(0n)))).toEqual([0n, 0n]);
    expect(g(op('rot90GB', G(3n, 4n)))).toEqual([-4n, 3n]);
    expect(g(op('rot270GB', G(3n, 4n)))).toEqual([4n, -3n]);
    expect(g(op('conjGB', G(3n, 4n)))).toEqual([3n, -4n]);
    expect(g(op('negGB', G(3n, -4n)))).toEqual([-3n, 4n]);
  });

  it('gcd and lcm', () => {
    expect(g(op('gcdGB', G(12n), G(8n)))).toEqual([4n, 0n]);
    expect(g(op('gcdGB', G(-12n), G(0n)))).toEqual([12n, 0n]);
    expect(g(op('gcdGB', G(0n), G(0n)))).toEqual([0n, 0n]);
    expect(g(op('gcdGB', G(5n), G(2n, 1n)))).toEqual([2n, 1n]);
    expect(g(op('lcmGB', G(3n, 4n), G(1n, 2n)))).toEqual([10n, 5n]);
    expect(kindOf(() => op('lcmGB', G(0n), G(0n)))).toBe('range');
  });

  it('expomodGB is broken as in the original', () => {
    expect(op('expomodGB', G(0n), G(1n, 1n))).toBe(-1n);
    expect(kindOf(() => op('expomodGB', G(8n), G(1n, 1n)))).toBe('type');
  });

  it('display, phase and ordering', () => {
    expect(op('defaultAbbrevGB', G(12345n, -99999n))).toBe('12,345-99,999i');
    expect(op('defaultAbbrevGB', G(1n, 1n))).toBe('1+1i');
    expect(op('phaseGB', G(0n, 1n))).toBeCloseTo(Math.PI / 2, 15);
    expect(op('phaseGB', G(0n))).toBe(0);
    expect(op('gaussianSort', G(3n, 4n), G(4n, 3n))).toBe(1);
    expect(op('gaussianSort', G(2n, 1n), G(1n, 2n))).toBe(-1);
    expect(op('gaussianSort', G(-1n), G(1n))).toBe(1);
    expect(op('gaussianSort', G(1n, 1n), G(1n, 1n))).toBe(0);
  });

  it('primeGB returns its running value untouched', () => {
    const arr = [1, 2];
    expect(op('primeGB', arr)).toBe(arr);
    expect(op('primeGB', 2.5)).toBe(2.5);
  });
});
