import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../errors.ts';
import { BigRational, type Value } from '../values.ts';
import { rationalOperators } from './rational.ts';
import { applyOp } from './testing.ts';

const Q = (n: bigint, d: bigint = 1n): BigRational => BigRational.of(n, d);
const INF = Q(1n, 0n);
const NINF = Q(-1n, 0n);
const NAN = Q(0n, 0n);
const op = (name: string, r: Value, ...args: Value[]): Value => applyOp(rationalOperators, name, r, args);
const q = (x: Value): string => {
  expect(x).toBeInstanceOf(BigRational);
  const v = x as BigRational;
  return `${v.num}/${v.den}`;
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

describe('BigRational family (§3.8)', () => {
  it('declarations', () => {
    expect(rationalOperators['+BR']).toMatchObject({ family: 'rational', pattern: 'F' });
    expect(rationalOperators['^BR']).toMatchObject({ family: 'rational', pattern: 'B' });
    expect(rationalOperators['^RBR']).toMatchObject({ family: 'rational', pattern: 'QQ' });
    expect(rationalOperators['perfectPowerFormBR']).toMatchObject({ family: 'rational', pattern: 'B' });
    expect(rationalOperators['sinRBR']).toMatchObject({ family: 'rational', pattern: 'F' });
  });

  it('parts', () => {
    expect(op('numeratorBR', Q(6n, 4n))).toBe(3n);
    expect(op('denominatorBR', Q(-1n, 0n))).toBe(0n);
  });

  it('arithmetic with infinities and NaN', () => {
    expect(q(op('+BR', Q(1n, 3n), Q(1n, 6n)))).toBe('1/2');
    expect(q(op('+BR', INF, NINF))).toBe('0/0');
    expect(q(op('+BR', INF, INF))).toBe('1/0');
    expect(q(op('+BR', NAN, Q(1n)))).toBe('0/0');
    expect(q(op('-BR', INF, INF))).toBe('0/0');
    expect(q(op('*BR', INF, Q(0n)))).toBe('0/0');
    expect(q(op('*BR', NINF, Q(-1n, 2n)))).toBe('1/0');
    expect(q(op('/BR', Q(1n, 2n), Q(0n)))).toBe('1/0');
    expect(q(op('/BR', Q(-1n, 2n), Q(0n)))).toBe('-1/0');
    expect(q(op('/BR', Q(0n), Q(0n)))).toBe('0/0');
    expect(q(op('/BR', Q(1n, 2n), INF))).toBe('0/1');
  });

  it('modBR', () => {
    expect(q(op('modBR', Q(7n, 2n), Q(2n)))).toBe('3/2');
    expect(q(op('modBR', Q(-7n, 2n), Q(2n)))).toBe('1/2');
    expect(q(op('modBR', Q(7n, 2n), Q(-2n)))).toBe('-1/2');
    expect(q(op('modBR', Q(7n, 2n), Q(0n)))).toBe('0/1');
    expect(q(op('modBR', Q(7n, 2n), INF))).toBe('7/2');
    expect(q(op('modBR', INF, Q(1n)))).toBe('0/0');
  });

  it('integer powers', () => {
    expect(q(op('^BR', Q(2n, 3n), 3n))).toBe('8/27');
    expect(q(op('^BR', Q(2n, 3n), -2n))).toBe('9/4');
    expect(q(op('^BR', Q(0n), -1n))).toBe('1/0');
    expect(q(op('^BR', INF, 0n))).toBe('1/1');
    expect(q(op('**BR', Q(-2n), 3n))).toBe('-8/1');
    expect(kindOf(() => op('^BR', Q(3n, 2n), 10n ** 9n))).toBe('limit');
  });

  it('multiples (ties to the ceiling)', () => {
    expect(q(op('roundBR', Q(7n, 2n), Q(1n)))).toBe('4/1');
    expect(q(op('roundBR', Q(-7n, 2n), Q(1n)))).toBe('-3/1');
    expect(q(op('floorBR', Q(-7n, 2n), Q(1n)))).toBe('-4/1');
    expect(q(op('floorBR', Q(7n, 3n), Q(-1n)))).toBe('2/1');
    expect(q(op('ceilBR', Q(5n, 3n), Q(1n, 2n)))).toBe('2/1');
    expect(q(op('roundBR', Q(7n, 3n), Q(0n)))).toBe('7/3');
    expect(q(op('roundBR', Q(7n, 3n), INF))).toBe('0/1');
    expect(q(op('floorBR', Q(-7n, 3n), INF))).toBe('-1/0');
    expect(q(op('roundBR', Q(7n, 3n), NAN))).toBe('0/0');
  });

  it('unary', () => {
    expect(q(op('negBR', INF))).toBe('-1/0');
    expect(q(op('recipBR', Q(0n)))).toBe('1/0');
    expect(q(op('recipBR', NINF))).toBe('0/1');
    expect(q(op('absBR', Q(-2n, 3n)))).toBe('2/3');
    expect(op('signBR', Q(-2n, 3n))).toBe(-1);
    expect(op('signBR', INF)).toBe(1);
    expect(op('signBR', NAN)).toBeNaN();
  });

  it('gcd / lcm', () => {
    expect(q(op('gcdBR', Q(1n, 2n), Q(1n, 3n)))).toBe('1/6');
    expect(q(op('gcdBR', Q(4n, 3n), Q(2n, 9n)))).toBe('2/9');
    expect(q(op('gcdBR', Q(-4n), Q(6n)))).toBe('2/1');
    expect(q(op('gcdBR', Q(0n), Q(2n, 3n)))).toBe('2/3');
    expect(q(op('gcdBR', NAN, Q(1n)))).toBe('0/0');
    expect(q(op('lcmBR', Q(1n, 2n), Q(1n, 3n)))).toBe('1/1');
    expect(q(op('lcmBR', Q(0n), Q(5n)))).toBe('5/1');
    expect(q(op('lcmBR', Q(4n), Q(6n)))).toBe('12/1');
  });

  it('^RBR: real powers rounded to the precision', () => {
    expect(q(op('^RBR', Q(2n), Q(1n, 2n), Q(1n, 1000n)))).toBe('707/500');
    expect(q(op('^RBR', Q(-8n), Q(1n, 3n), Q(1n, 100n)))).toBe('-2/1');
    expect(q(op('^RBR', Q(-3n), Q(1n, 2n), Q(1n, 1000n)))).toBe('0/0');
    expect(q(op('^RBR', Q(10n), Q(-1n, 2n), Q(1n, 1000n)))).toBe('79/250');
    expect(q(op('^RBR', Q(27n, 8n), Q(7n), Q(1n, 1000n)))).toBe('997577/200');
    expect(q(op('^RBR', Q(2n), Q(3n), Q(0n)))).toBe('8/1');
    expect(q(op('^RBR', Q(2n), Q(1n, 2n), INF))).toBe('0/0');
    expect(kindOf(() => op('^RBR', Q(2n), Q(1n, 2n), Q(0n)))).toBe('range');
    expect(kindOf(() => op('^RBR', Q(2n), INF, Q(1n, 1000n)))).toBe('range');
  });

  it('logRBR', () => {
    expect(q(op('logRBR', Q(10n), Q(2n), Q(1n, 1000n)))).toBe('1661/500');
    expect(q(op('logRBR', Q(1n, 8n), Q(2n), Q(1n, 100n)))).toBe('-3/1');
    expect(q(op('logRBR', Q(8n), Q(3n, 4n), Q(1n, 1000n)))).toBe('-1807/250');
    expect(q(op('logRBR', Q(0n), Q(2n), Q(1n, 1000n)))).toBe('-1/0');
    expect(q(op('logRBR', Q(1n), Q(2n), Q(1n, 1000n)))).toBe('0/1');
    expect(q(op('logRBR', Q(-3n), Q(2n), Q(1n, 1000n)))).toBe('0/0');
    expect(q(op('logRBR', Q(8n), Q(1n), Q(1n, 1000n)))).toBe('0/0');
    // A tie between two multiples goes to the lower one.
    expect(q(op('logRBR', Q(8n), Q(2n), Q(6n)))).toBe('0/1');
    expect(kindOf(() => op('logRBR', Q(8n), Q(2n), Q(0n)))).toBe('range');
  });

  it('sinRBR / cosRBR', () => {
    expect(q(op('sinRBR', Q(1n), Q(1n, 1000n)))).toBe('841/1000');
    expect(q(op('sinRBR', Q(1n, 2n), Q(1n, 1000n)))).toBe('479/1000');
    expect(q(op('sinRBR', Q(3n), Q(1n, 100n)))).toBe('7/50');
    expect(q(op('cosRBR', Q(3n), Q(1n, 100n)))).toBe('-99/100');
    expect(q(op('cosRBR', Q(0n), Q(1n, 100n)))).toBe('1/1');
    expect(q(op('sinRBR', Q(1n, 2n), Q(3n, 4n)))).toBe('3/4');
    expect(q(op('sinRBR', INF, Q(1n, 100n)))).toBe('0/0');
    // Agrees with Math.sin at a fine precision.
    for (const x of [0.3, 2, 5.5, 100, -7.25]) {
      const r = op('sinRBR', Q(BigInt(Math.round(x * 4)), 4n), Q(1n, 10n ** 12n)) as BigRational;
      expect(Number(r.num) / Number(r.den)).toBeCloseTo(Math.sin(Math.round(x * 4) / 4), 11);
    }
    expect(kindOf(() => op('sinRBR', Q(1n, 2n), Q(0n)))).toBe('limit');
  });

  it('expomodBR', () => {
    expect(q(op('expomodBR', Q(3n, 8n), Q(2n)))).toBe('-3/1');
    expect(q(op('expomodBR', Q(12n), Q(2n)))).toBe('2/1');
    expect(q(op('expomodBR', Q(9n, 4n), Q(3n, 2n)))).toBe('2/1');
    expect(q(op('expomodBR', Q(0n), Q(2n)))).toBe('-1/0');
    expect(q(op('expomodBR', INF, Q(2n)))).toBe('1/0');
    expect(q(op('expomodBR', Q(5n), Q(0n)))).toBe('0/0');
    expect(kindOf(() => op('expomodBR', Q(7n), Q(1n)))).toBe('limit');
    expect(kindOf(() => op('expomodBR', Q(7n), Q(-1n)))).toBe('limit');
  });

  it('defaultAbbrevBR', () => {
    expect(op('defaultAbbrevBR', Q(7n, 2n))).toBe('3 1/2');
    expect(op('defaultAbbrevBR', Q(123456n, 7n))).toBe('17,636 4/7');
    expect(op('defaultAbbrevBR', NAN)).toBe(' NaN ');
  });

  it('perfectPowerFormBR', () => {
    const ppf = (r: BigRational, max: bigint): string => {
      const [base, e, s] = op('perfectPowerFormBR', r, max) as [BigRational, bigint, number];
      return `${q(base)} ${e} ${s}`;
    };
    expect(ppf(Q(8n, 27n), 10n)).toBe('2/3 3 1');
    expect(ppf(Q(-8n, 27n), 10n)).toBe('2/3 3 -1');
    expect(ppf(Q(4n, 27n), 10n)).toBe('4/27 1 1');
    expect(ppf(Q(64n, 729n), 2n)).toBe('8/27 2 1');
    expect(ppf(Q(-1n, 8n), 10n)).toBe('1/2 3 -1');
    expect(ppf(Q(0n), 5n)).toBe('0/1 0 0');
    expect(kindOf(() => op('perfectPowerFormBR', Q(4n, 9n), 0n))).toBe('type');
  });
});
