import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../errors.ts';
import type { GaussianBigInt, Value } from '../values.ts';
import { bigintOperators } from './bigint.ts';
import { applyOp, fakeRuntime } from './testing.ts';

const op = (name: string, r: Value, ...args: Value[]): Value => applyOp(bigintOperators, name, r, args);
const kindOf = (f: () => unknown): string => {
  try {
    f();
    return 'none';
  } catch (e) {
    expect(e).toBeInstanceOf(CalcArrayError);
    return (e as CalcArrayError).kind;
  }
};

describe('bigint family: declarations', () => {
  it('families and patterns per §2.4/§3.0', () => {
    expect(bigintOperators['+B']).toMatchObject({ family: 'bigint', pattern: 'F' });
    expect(bigintOperators['absB']).toMatchObject({ family: 'bigint', pattern: 'U' });
    expect(bigintOperators['primeFactorizeB']).toMatchObject({ family: 'bigint', pattern: 'N' });
    expect(bigintOperators['basebit&B']).toMatchObject({ family: 'bigint', pattern: 'BB' });
    expect(bigintOperators['baseConvertB']).toMatchObject({ family: 'bigint', pattern: 'Base' });
    expect(bigintOperators['baseDeconvertB']).toMatchObject({ family: 'string', pattern: 'Base' });
    expect(bigintOperators['gaussian_prime']).toMatchObject({ family: 'bigint', pattern: 'F' });
    expect(bigintOperators['ipowGB']).toMatchObject({ family: 'bigint', pattern: 'U' });
    expect(bigintOperators['@primesUpdate']).toMatchObject({ family: 'none', pattern: 'B' });
  });
});

describe('bigint arithmetic (§3.6)', () => {
  it('division and remainders', () => {
    expect(op('/B', 14n, 3n)).toBe(4n);
    expect(op('/B', -14n, 3n)).toBe(-4n);
    expect(op('%B', -14n, 3n)).toBe(-2n);
    expect(op('modB', -14n, 3n)).toBe(1n);
    expect(op('modB', 14n, -3n)).toBe(-1n);
    expect(op('modB', 5n, 0n)).toBe(0n);
    expect(kindOf(() => op('/B', 1n, 0n))).toBe('range');
    expect(kindOf(() => op('%B', 1n, 0n))).toBe('range');
  });

  it('powers', () => {
    expect(op('^B', 2n, 100n)).toBe(1267650600228229401496703205376n);
    expect(op('**B', -2n, 5n)).toBe(-32n);
    expect(op('^B', 0n, 0n)).toBe(1n);
    expect(kindOf(() => op('^B', 2n, -1n))).toBe('range');
    expect(kindOf(() => op('^B', 2n, 10n ** 10n))).toBe('limit');
    expect(op('^B', -1n, 10n ** 30n + 1n)).toBe(-1n);
  });

  it('roots and logarithms', () => {
    expect(op('rootB', 1001n, 3n)).toBe(10n);
    expect(op('rootB', -27n, 3n)).toBe(-3n);
    expect(op('rootB', 1n, 0n)).toBe(1n);
    expect(kindOf(() => op('rootB', 10n, 0n))).toBe('range');
    expect(kindOf(() => op('rootB', -16n, 2n))).toBe('error');
    expect(op('logB', 1000n, 10n)).toBe(3n);
    expect(op('logB', 0n, 2n)).toBe(-1n);
    expect(kindOf(() => op('logB', 8n, 1n))).toBe('range');
  });

  it('multiples, with the QUIRK for negative multiples', () => {
    expect(op('roundB', 7n, 2n)).toBe(8n);
    expect(op('roundB', -7n, 2n)).toBe(-6n);
    expect(op('floorB', -7n, 5n)).toBe(-10n);
    expect(op('floorB', 7n, -2n)).toBe(6n);
    expect(op('floorB', -7n, -2n)).toBe(-4n);
    expect(op('ceilB', 7n, -2n)).toBe(4n);
    expect(op('ceilingB', -7n, -2n)).toBe(-6n);
    expect(op('roundB', 17n, -5n)).toBe(10n);
    expect(kindOf(() => op('roundB', 17n, 0n))).toBe('range');
  });

  it('gcd / lcm keep the sign as it falls', () => {
    expect(op('gcdB', 4n, -6n)).toBe(-2n);
    expect(op('gcdB', -4n, 6n)).toBe(2n);
    expect(op('gcdB', 0n, 0n)).toBe(0n);
    expect(op('lcmB', -4n, 6n)).toBe(-12n);
    expect(kindOf(() => op('lcmB', 0n, 0n))).toBe('range');
  });

  it('factorialB: NaN for negatives, no cap, a stack-overflow range error from 10⁴', () => {
    expect(op('factorialB', 20n)).toBe(2432902008176640000n);
    expect(op('factorialB', 0n)).toBe(1n);
    expect(op('factorialB', -1n)).toBeNaN();
    expect((op('factorialB', 200n) as bigint) > 10n ** 300n).toBe(true);
    expect(kindOf(() => op('factorialB', 10000n))).toBe('range');
  });

  it('expomodB QUIRKS', () => {
    expect(op('expomodB', 48n, 2n)).toBe(4n);
    expect(op('expomodB', -8n, 2n)).toBe(3n);
    expect(op('expomodB', 0n, 2n)).toBe(-1n);
    expect(op('expomodB', 5n, 1n)).toBe(-1n);
    expect(kindOf(() => op('expomodB', 5n, 0n))).toBe('range');
    expect(kindOf(() => op('expomodB', 5n, -1n))).toBe('limit');
    expect(op('expomodB', 1n << 100000n, 4n)).toBe(50000n);
  });

  it('bit operations', () => {
    expect(op('bit&B', -1n, 255n)).toBe(255n);
    expect(op('bit|B', -8n, 1n)).toBe(-7n);
    expect(op('bit~B', 5n)).toBe(-6n);
    expect(op('bit<<B', 1n, 70n)).toBe(1180591620717411303424n);
    expect(op('bit<<B', 16n, -2n)).toBe(4n);
    expect(op('bit>>B', -16n, 2n)).toBe(-4n);
    expect(op('bit>>B', 1n, -3n)).toBe(8n);
    expect(op('bit>>B', -5n, 10n ** 20n)).toBe(-1n);
    expect(kindOf(() => op('bit<<B', 1n, 10n ** 10n))).toBe('limit');
    expect(kindOf(() => op('bit>>>B', 16n, 2n))).toBe('type');
  });

  it('digit-wise base operations', () => {
    expect(op('basebit&B', 23n, 14n, 3n)).toBe(14n);
    expect(op('basebit|B', 23n, 14n, 3n)).toBe(23n);
    expect(op('basebit^B', 23n, 14n, 3n)).toBe(7n);
    expect(op('basebit&B', 25n, 17n, 3n)).toBe(16n);
    expect(op('basebit~B', 23n, 3n)).toBe(16n);
    expect(op('basebit~B', 5n, 2n)).toBe(5n);
    expect(kindOf(() => op('basebit&B', 5n, 3n, 1n))).toBe('type');
  });
});

describe('primes and factorisations', () => {
  it('primeB', () => {
    expect(op('primeB', 0n)).toBe(1n);
    expect(op('primeB', 5n)).toBe(11n);
    expect(op('primeB', -3n)).toBe(-5n);
    expect(kindOf(() => op('primeB', -4n))).toBe('type');
  });

  it('primeFactorizeB forms', () => {
    expect(op('primeFactorizeB', 84n, 0)).toEqual([2n, 1n, 0n, 1n]);
    expect(op('primeFactorizeB', 84n, 1)).toEqual([
      [2n, 2n],
      [3n, 1n],
      [7n, 1n],
    ]);
    expect(op('primeFactorizeB', 84n, 2)).toEqual([2n, 2n, 3n, 7n]);
    expect(op('primeFactorizeB', 12n, 5)).toEqual([2n, 1n]);
    expect(op('primeFactorizeB', 1n, 0)).toEqual([0n]);
    expect(op('primeFactorizeB', 1n, 1)).toEqual([]);
  });

  it('divisors', () => {
    expect(op('factorAmountB', 360n)).toBe(24n);
    expect(op('factorAmountB', 0n)).toBe(1n);
    expect(op('factorListB', -12n)).toEqual([1n, 2n, 3n, 4n, 6n, 12n]);
    expect(op('factorListB', 0n)).toEqual([1n]);
  });

  it('@primesUpdate grows the shared table and returns R', () => {
    const rt = fakeRuntime();
    expect(applyOp(bigintOperators, '@primesUpdate', 'x', [30n], rt)).toBe('x');
    expect(rt.host.primes.length).toBe(10);
    expect(applyOp(bigintOperators, '@primesUpdate', 1, [10n ** 20n], rt)).toBe(1);
    expect(rt.host.primes.length).toBe(10);
  });
});

describe('display, powers and bases', () => {
  it('defaultAbbrevB', () => {
    expect(op('defaultAbbrevB', 12345n)).toBe('12,345');
    expect(op('defaultAbbrevB', 9999n)).toBe('9999');
  });

  it('perfectPowerFormB', () => {
    expect(op('perfectPowerFormB', 64n, 100n)).toEqual([2n, 6n, 1n]);
    expect(op('perfectPowerFormB', 64n, 2n)).toEqual([8n, 2n, 1n]);
    expect(op('perfectPowerFormB', -64n, 100n)).toEqual([2n, 6n, -1n]);
    expect(op('perfectPowerFormB', 64n, 0n)).toEqual([64n, 1n, 1n]);
    expect(op('perfectPowerFormB', 0n, 5n)).toEqual([0n, 0n, 0n]);
    expect(op('perfectPowerFormB', -1n, 5n)).toEqual([1n, 0n, -1n]);
    expect(op('perfectPowerFormB', 1024n, 3n)).toEqual([32n, 2n, 1n]);
  });

  it('baseConvertB', () => {
    expect(op('baseConvertB', 255n, 16n)).toBe('FF');
    expect(op('baseConvertB', -255n, 16n)).toBe('-FF');
    expect(op('baseConvertB', 255n, 100n)).toBe('(2)(55)');
    expect(op('baseConvertB', 255n, ['a', 'b', 'c'])).toBe('baabba');
    expect(op('baseConvertB', 255n, [1, 2, 3])).toBe('100110');
    expect(op('baseConvertB', 0n, 2n)).toBe('');
    expect(op('baseConvertB', 5n, 1n)).toBe(5n);
    expect(op('baseConvertB', 5n, ['x'])).toBe(5n);
  });

  it('baseDeconvertB', () => {
    expect(op('baseDeconvertB', 'FF', 16n)).toBe(255n);
    expect(op('baseDeconvertB', 'ff', 16n)).toBe(697n);
    expect(op('baseDeconvertB', 'BAA', ['A', 'B'])).toBe(4n);
    expect(op('baseDeconvertB', 'FF', [1, 2, 3])).toBe(60n);
    expect(op('baseDeconvertB', '', 10n)).toBe(0n);
    expect(kindOf(() => op('baseDeconvertB', '-5', 10n))).toBe('error');
  });
});

describe('Gaussian results from bigints', () => {
  const g = (x: Value): [bigint, bigint] => [(x as GaussianBigInt).re, (x as GaussianBigInt).im];

  it('ipowGB', () => {
    expect(g(op('ipowGB', 3n))).toEqual([0n, -1n]);
    expect(g(op('ipowGB', -1n))).toEqual([0n, -1n]);
    expect(g(op('ipowGB', 6n))).toEqual([-1n, 0n]);
  });

  it('gaussian_prime order', () => {
    const want = [
      [1n, 1n],
      [2n, 1n],
      [1n, 2n],
      [3n, 0n],
      [3n, 2n],
      [2n, 3n],
      [4n, 1n],
      [1n, 4n],
      [5n, 2n],
      [2n, 5n],
      [6n, 1n],
      [1n, 6n],
      [5n, 4n],
      [4n, 5n],
      [7n, 0n],
    ];
    want.forEach((w, i) => expect(g(op('gaussian_prime', BigInt(i + 1), 0n))).toEqual(w));
    expect(g(op('gaussian_prime', 20n, 0n))).toEqual([8n, 3n]);
    expect(g(op('gaussian_prime', 0n, 0n))).toEqual([1n, 0n]);
    expect(op('gaussian_prime', -1n, 0n)).toBeUndefined();
  });
});

describe('rand_bigint', () => {
  it('halves the range with one draw per halving plus one (recorded corpus draws)', () => {
    const draws = [0, 0.25, 0.9, 0.05, 0.5, 0.1, 0.6667, 0.999999, 0.75, 0.333];
    const rt = fakeRuntime({}, { random: [...draws, ...draws] });
    expect(applyOp(bigintOperators, 'rand_bigint', 1n, [100n], rt)).toBe(86n);
    expect(rt.host.otherRandomEvents[0]).toBe(86n);
    const rt2 = fakeRuntime({}, { random: [0.5, 0.1] });
    expect(applyOp(bigintOperators, 'rand_bigint', 0n, [1n], rt2)).toBe(0n);
  });

  it('stays within the bounds', () => {
    for (let i = 0; i < 50; i++) {
      const v = applyOp(bigintOperators, 'rand_bigint', 10n ** 20n, [-(10n ** 20n)]) as bigint;
      expect(v >= -(10n ** 20n) && v <= 10n ** 20n).toBe(true);
    }
  });
});
