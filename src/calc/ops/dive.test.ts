import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../errors.ts';
import { createHost } from '../host.ts';
import { evaluate } from '../index.ts';
import { GaussianBigInt, type Value } from '../values.ts';
import { diveOperators } from './dive.ts';
import { applyOp, fakeRuntime } from './testing.ts';

const G = (re: bigint, im: bigint = 0n): GaussianBigInt => new GaussianBigInt(re, im);
const dive = (r: bigint, seeds: Value[], mode: number): Value =>
  applyOp(diveOperators, 'DIVESeedUnlock', r, [seeds, mode]);
const gdive = (r: GaussianBigInt, seeds: Value[], mode: number, rotate: boolean): Value =>
  applyOp(diveOperators, 'GaussianDIVESeedUnlock', r, [seeds, mode, rotate]);
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

describe('DIVESeedUnlock (§3.10)', () => {
  it('declarations', () => {
    expect(diveOperators['DIVESeedUnlock']).toMatchObject({ family: 'bigint', pattern: 'DIVE' });
    expect(diveOperators['GaussianDIVESeedUnlock']).toMatchObject({ family: 'gaussian', pattern: 'GDIVE' });
    expect(diveOperators['customDIVESeedUnlock']).toMatchObject({ family: 'any', pattern: 'CDIVE' });
  });

  it('greedy modes', () => {
    expect(dive(360n, [2n, 3n], 0)).toBe(5n);
    expect(dive(48n, [4n, 6n], 0)).toBe(2n);
    expect(dive(48n, [4n, 6n], 2)).toBe(3n);
    expect(dive(48n, [6n, 4n], 3)).toBe(2n);
    expect(dive(48n, [6n, 4n], 2.5)).toBe(2n);
    expect(dive(48n, [4n, 6n], 7)).toBe(3n);
    expect(dive(-360n, [2n, 3n], 0)).toBe(5n);
  });

  it('the same seed list object again, an equal one, then another list', () => {
    // The last list is answered by identity (values are immutable); another object is compared by items.
    const seeds: Value[] = [4n, 6n];
    expect(dive(48n, seeds, 0)).toBe(2n);
    expect(dive(48n, seeds, 0)).toBe(2n);
    expect(dive(48n, seeds, 2)).toBe(3n); // another mode: sorted again
    expect(dive(48n, seeds, 0)).toBe(2n);
    expect(dive(48n, [4n, 6n], 0)).toBe(2n);
    expect(dive(48n, [6n, 4n, 1n], 0)).toBe(2n);
    expect(dive(360n, [2n, 3n], 0)).toBe(5n);
    expect(dive(360n, [2n, 5n], 0)).toBe(9n);
    expect(dive(48n, seeds, 0)).toBe(2n);
    expect(dive(60n, [5n], 0)).toBe(12n);
    expect(() => dive(60n, [0n], 0)).toThrow(CalcArrayError);
    expect(dive(60n, [5n], 0)).toBe(12n);
  });

  it('exhaustive modes', () => {
    expect(dive(48n, [4n, 6n], 1)).toBe(2n);
    expect(dive(48n, [4n, 6n], 4)).toBe(3n);
    expect(dive(48n, [4n, 6n], -1)).toBe(3n);
    expect(dive(60n, [4n, 6n], 1)).toBe(10n);
    expect(dive(60n, [4n, 6n], 4)).toBe(15n);
    const tile = 2n ** 2n * 3n ** 2n * 5n * 7n;
    const seeds = [6n, 10n, 14n, 15n, 21n, 35n];
    expect(dive(tile, seeds, 1)).toBe(1n);
    expect(dive(tile, seeds, 4)).toBe(9n);
  });

  it('edge cases', () => {
    expect(dive(0n, [2n], 0)).toBe(1n);
    expect(dive(7n, [], 0)).toBe(7n);
    expect(dive(30n, [1n, 2n], 0)).toBe(15n);
    expect(dive(-7n, [1n], 0)).toBe(7n);
    expect(kindOf(() => dive(30n, [7], 0))).toBe('type');
    expect(kindOf(() => dive(30n, [2n, '3'], 0))).toBe('type');
    expect(kindOf(() => dive(30n, [-1n], 0))).toBe('limit');
    expect(kindOf(() => dive(30n, [1n, 1n], 0))).toBe('limit');
    expect(kindOf(() => dive(30n, [0n], 0))).toBe('range');
    expect(dive(1n << 100000n, [2n, 3n], 0)).toBe(1n);
  });

  it('greedy results remembered per seed list and mode are those of the division loop', () => {
    // Reference: divide by each seed (in the mode's order) while it divides.
    const reference = (tile: bigint, seeds: bigint[]): bigint => {
      let t = tile < 0n ? -tile : tile;
      for (const s of seeds) while (t % s === 0n) t /= s;
      return t;
    };
    const lists: [bigint[], number, bigint[]][] = [
      [[2n, 3n, 5n], 0, [5n, 3n, 2n]],
      [[3n, 2n, 5n], 3, [3n, 2n, 5n]],
      [[4n, 6n], 0, [6n, 4n]],
      [[4n, 6n], 2, [4n, 6n]],
      [[2n, 3n, 5n, 7n], 0, [7n, 5n, 3n, 2n]],
      [[-2n, 9n], 3, [-2n, 9n]],
    ];
    const tiles = [
      1n,
      2n,
      6n,
      12n,
      48n,
      90n,
      360n,
      2n ** 52n * 3n,
      3n ** 33n,
      2n ** 60n * 3n,
      -72n,
      7n * 2n ** 40n,
      1001n,
    ];
    // Each list several times, the same list again after others and after an edit of one seed.
    for (let round = 0; round < 3; round++) {
      for (const [seeds, mode, order] of lists) {
        for (const t of tiles) {
          if (t === 0n) continue;
          expect(dive(t, seeds, mode)).toBe(reference(t, order));
          expect(dive(t, seeds.slice(), mode)).toBe(reference(t, order));
        }
        const edited = seeds.slice();
        edited[0] = 11n;
        expect(dive(2n * 11n * 45n, edited, 3)).toBe(reference(2n * 11n * 45n, edited));
      }
    }
  });
});

describe('GaussianDIVESeedUnlock', () => {
  it('greedy, with and without rotation', () => {
    expect(g(gdive(G(10n), [G(1n, 1n)], 0, true))).toEqual([5n, 0n]);
    expect(g(gdive(G(10n), [G(1n, 1n)], 0, false))).toEqual([0n, -5n]);
    expect(g(gdive(G(6n), [G(1n, 1n)], 2, true))).toEqual([3n, 0n]);
    expect(g(gdive(G(3n, -2n), [G(1n, 1n)], 0, true))).toEqual([2n, 3n]);
  });

  it('exhaustive', () => {
    expect(g(gdive(G(15n, 5n), [G(1n, 1n), G(2n, 1n)], 1, true))).toEqual([4n, 3n]);
  });

  it('edge cases', () => {
    expect(gdive(G(0n), [G(1n, 1n)], 0, true)).toBe(1n);
    // No seeds left (units dropped): R comes back without rotation.
    expect(g(gdive(G(-3n), [G(0n, 1n), G(0n)], 0, true))).toEqual([-3n, 0n]);
    expect(kindOf(() => gdive(G(10n), [7], 0, true))).toBe('type');
  });
});

describe('customDIVESeedUnlock (through the evaluator)', () => {
  const fns: Value[] = [
    ['@Var -2', '*B', '@Var -1'],
    ['@Var -2', '/B', '@Var -1'],
    ['@Var -2', 'modB', '@Var -1', '=', 0n],
    ['@Var -2', '-B', '@Var -1', 'Number'],
    ['@Var -2', 'gcdB', '@Var -1', '=', 1n],
    1n,
    ['@Var -1', '>', 0n],
    ['@Var -1', '=', 1n],
  ];
  const run = (tile: bigint, seeds: bigint[], mode: number, extra: Value[] = fns): Value =>
    evaluate([tile, 'customDIVESeedUnlock', ['@Literal', ...seeds], mode, ...extra], createHost());

  it('matches the bigint operator with bigint arithmetic', () => {
    expect(run(60n, [4n, 6n], 0)).toBe(10n);
    expect(run(60n, [4n, 6n], 1)).toBe(10n);
    expect(run(60n, [4n, 6n], 2)).toBe(15n);
    expect(run(60n, [4n, 6n], 4)).toBe(15n);
    expect(run(30n, [2n, 3n], 3)).toBe(5n);
  });

  it('an invalid tile gives "one"; valid / isOne default when absent', () => {
    expect(run(-7n, [7n], 0)).toBe(1n);
    expect(run(49n, [7n], 0, fns.slice(0, 6))).toBe(1n);
  });

  it('greedy modes never call coprime (Unordered Dual-Tile DIVE passes false there)', () => {
    const noCoprime = [...fns];
    noCoprime[4] = false;
    expect(run(60n, [4n, 6n], 0, noCoprime)).toBe(10n);
    expect(run(30n, [2n, 3n], 3, noCoprime)).toBe(5n);
    expect(() => run(60n, [4n, 6n], 1, noCoprime)).toThrow(CalcArrayError);
  });

  it('consumes exactly ten operands', () => {
    expect(evaluate([50n, 'customDIVESeedUnlock', ['@Literal', 5n], 2, ...fns, '+B', 1n], createHost())).toBe(3n);
  });

  it('a divisibility test that stays true stops with a limit error', () => {
    const hang = [...fns];
    hang[2] = [true];
    expect(() => run(60n, [4n, 6n], 0, hang)).toThrow(CalcArrayError);
  });
});

describe('DIVESeedUnlock on big tiles (issue 24)', () => {
  const stepsOf = (tile: bigint, seeds: bigint[], mode: number): { value: Value; steps: number } => {
    const rt = fakeRuntime();
    const value = applyOp(diveOperators, 'DIVESeedUnlock', tile, [seeds, mode], rt);
    return { value, steps: rt.steps };
  };
  const seed = 3n ** 2600n + 2n; // 4,122 bits

  it('charges its divisions by the tile and seed sizes, in greedy and exhaustive modes', () => {
    for (const mode of [2, 4]) {
      const small = stepsOf(5n ** 20_000n, [seed], mode); // ~46,000 bits
      const large = stepsOf(5n ** 320_000n, [seed], mode); // ~743,000 bits
      expect(small.value).toBe(5n ** 20_000n);
      expect(large.steps, `mode ${mode}`).toBeGreaterThan(12 * small.steps);
      // A 743,000-bit tile by a 4,122-bit seed: a long division of ~5 ms at least.
      expect(large.steps, `mode ${mode}`).toBeGreaterThan(50_000);
    }
  });

  it('divides out every power of a seed as before, charging each step of the recursion', () => {
    const { value, steps } = stepsOf(seed ** 9n * 7n, [seed], 2);
    expect(value).toBe(7n);
    expect(steps).toBeGreaterThan(stepsOf(seed * 7n, [seed], 2).steps);
  });
});
