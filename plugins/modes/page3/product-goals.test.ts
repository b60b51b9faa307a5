// Random goals of 2496, 3026, 3069 and 3240 (reachable-goals.ts), with the shared suite.
import type { Value } from '../../../src/calc/values.ts';
import { mode2496, mode3026 } from './factor-pairs.ts';
import { mode3069 } from './prime-bumps.ts';
import { GOAL_STEPS, mode3240, SEMIPRIMES } from './semiprime-products.ts';
import { describeRandomGoals } from './goal-test-kit.ts';

/** 2496's goal step (the original's): [a, b] → [b, a + r], r from b/2 to b, when b is a power of 2; else [b, 2a]. */
const goalStep2496 = (r: Value, n: Value): boolean => {
  const [a, b] = r as [bigint, bigint];
  const [c, d] = n as [bigint, bigint];
  if (c !== b) return false;
  return (b & (b - 1n)) === 0n ? d >= a + b / 2n && d <= a + b : d === 2n * a;
};

describeRandomGoals({
  plugin: mode2496,
  vars: { goal: 0, reached: 1, made: 2, minimum: 3 },
  settings: ['build', 'random'],
  minimum: 8,
  tier: true,
  // The tier: 2^(n − 1) ≤ a·b < 2^n.
  value: (g) => Math.floor(Math.log2(Number((g as bigint[])[0]! * (g as bigint[])[1]!))) + 1,
  makeable: (g) => Array.isArray(g) && g.length === 2 && g.every((x) => typeof x === 'bigint' && x >= 1n),
  // 2 × 6 + 3 × 6 = 5 × 6.
  reach: {
    row: [
      [2n, 6n],
      [3n, 6n],
    ],
    goal: [5n, 6n],
  },
  // 5 × 6: 6 is no power of 2, so 6 × 10.
  follows: goalStep2496,
});

/** Fibonacci numbers 1, 2, 3, 5, … by index. */
const _fib = (i: number): number => {
  let [a, b] = [1, 2];
  for (let k = 0; k < i; k++) [a, b] = [b, a + b];
  return a;
};

describeRandomGoals({
  plugin: mode3026,
  vars: { goal: 4, reached: 5, made: 6, minimum: 8 },
  settings: ['build', 'random'],
  minimum: 5,
  // Merges above 1 × 1: i + j.
  value: (g) => (g as number[])[0]! + (g as number[])[1]!,
  // Every index pair can be made.
  makeable: (g) => Array.isArray(g) && g.length === 2 && g.every((i) => Number.isInteger(i) && (i as number) >= 0),
  // 3 × 5 + 3 × 8 = 3 × 13: [2, 3] + [2, 4] = [2, 5].
  reach: {
    row: [
      [2, 4],
      [2, 3],
    ],
    goal: [2, 5],
  },
  follows: (r, n) => {
    const [i, j] = r as number[];
    const [a, b] = n as number[];
    return (a === i && b === j! + 1) || (a === i! + 1 && b === j);
  },
});

/** The number an index list of 3069 stands for. */
const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];
const product = (g: Value): number => (g as bigint[]).reduce((p, i) => p * PRIMES[Number(i) - 1]!, 1);
const sorted = (g: Value): boolean => (g as bigint[]).every((x, k, l) => k === 0 || l[k - 1]! <= x);

describeRandomGoals({
  plugin: mode3069,
  vars: { goal: 1, reached: 2, made: 3, minimum: 4 },
  settings: ['build', 'random'],
  minimum: 30,
  value: product,
  // Every whole number can be made; the goal must be one in the tile's form (sorted prime indexes).
  makeable: (g) => Array.isArray(g) && g.every((x) => typeof x === 'bigint' && x >= 1n) && sorted(g),
  // 90 + 45 = 135 (2·3·3·5 → 3·3·3·5).
  reach: { row: [[[1n, 2n, 2n, 3n]], [[2n, 2n, 3n]]], goal: [2n, 2n, 2n, 3n] },
  // The first goal reached (1 of every 3): doubled, then one prime bumped to the next (2 more indexes in all).
  follows: (r, n) => {
    const ratio = product(n) / product(r);
    const bumps = (n as bigint[]).reduce((a, x) => a + x, 0n) - (r as bigint[]).reduce((a, x) => a + x, 0n);
    return sorted(n) && (n as bigint[]).length === (r as bigint[]).length + 1 && bumps === 2n && ratio > 2;
  },
});

describeRandomGoals({
  plugin: mode3069,
  options: { oddsOnly: true },
  vars: { goal: 1, reached: 2, made: 3, minimum: 4 },
  settings: ['build', 'random'],
  minimum: 30,
  value: product,
  // Every odd number can be made: sorted prime indexes without a 2 (index 1).
  makeable: (g) => Array.isArray(g) && g.every((x) => typeof x === 'bigint' && x >= 2n) && sorted(g),
  // 1 + 1 + 1 = 3.
  reach: { row: [[[]], [[]], [[]]], goal: [2n] },
  // Tripled, or one prime bumped to the next.
  follows: (r, n) => {
    const ratio = product(n) / product(r);
    return (
      sorted(n) &&
      (n as bigint[]).every((x) => x >= 2n) &&
      [3, 5 / 3, 7 / 5, 11 / 7, 13 / 11, 17 / 13].some((q) => Math.abs(ratio - q) < 1e-9)
    );
  },
});

const value3240 = (g: Value): number => (g as number[]).reduce((p, e, k) => p * SEMIPRIMES[k]! ** e, 1);

describeRandomGoals({
  plugin: mode3240,
  vars: { setting: 0, goal: 1, reached: 2, made: 3, minimum: 5 },
  settings: ['build', 'random'],
  minimum: 100,
  value: value3240,
  // Every vector of whole exponents can be made.
  makeable: (g) => Array.isArray(g) && g.length === 6 && g.every((e) => Number.isInteger(e) && (e as number) >= 0),
  // 6n + 4n = 10n with n = 1: 6 + 4 = 10.
  reach: {
    row: [
      [0, 1, 0, 0, 0, 0],
      [1, 0, 0, 0, 0, 0],
    ],
    goal: [0, 0, 0, 1, 0, 0],
  },
  follows: (r, n) => GOAL_STEPS.some((s) => s.every((x, k) => (n as number[])[k] === (r as number[])[k]! + x)),
});
