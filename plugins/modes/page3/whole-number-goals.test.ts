// Random goals of 1845, SQUART and FACTUP (reachable-goals.ts), with the shared suite.
import type { Value } from '../../../src/calc/values.ts';
import { describeRandomGoals, madeFromKnown, madeFromReached, twinSums } from './goal-test-kit.ts';
import { mode1845, modeFactup, modeSquart } from './whole-number-merges.ts';

const num = (v: Value): number => Number(v as bigint);

/** Made from 1 by doublings and triplings (g + g, g + 2g), as 1845's first goal is rolled. */
const doublingsAndTriplings = (v: Value): boolean => {
  let n = v as bigint;
  if (typeof n !== 'bigint' || n < 1n) return false;
  while (n % 2n === 0n) n /= 2n;
  while (n % 3n === 0n) n /= 3n;
  return n === 1n;
};

describeRandomGoals({
  plugin: mode1845,
  vars: { goal: 0, reached: 1, made: 2, minimum: 3 },
  settings: ['build', 'random'],
  minimum: 40,
  value: num,
  makeable: doublingsAndTriplings,
  // 6 + 9 = 15 (quotients by the gcd 3: 2 and 3).
  reach: { row: [[6n], [9n]], goal: 15n },
  // The original's rule: g / d × (2d ± 1) for a divisor d of g, or g × 2 when d = 1.
  follows: (reached, next) => {
    const g = reached as bigint;
    for (let d = 1n; d <= g; d++) {
      if (g % d !== 0n) continue;
      const options = d === 1n ? [g * 2n] : [(g / d) * (2n * d - 1n), (g / d) * (2n * d + 1n)];
      if (options.includes(next as bigint)) return true;
    }
    return false;
  },
});

describeRandomGoals({
  plugin: modeSquart,
  vars: { goal: 0, reached: 1, made: 2, known: 3, minimum: 4 },
  settings: ['build', 'random', 'chain'],
  minimum: 100,
  value: num,
  makeable: madeFromKnown(modeSquart, {}, 3, 3),
  // 6 + 9 = 15 (36 is a multiple of 9).
  reach: { row: [[6n], [9n]], goal: 15n },
  follows: madeFromReached(modeSquart, {}),
});

for (const crazy of [false, true])
  describeRandomGoals({
    plugin: modeFactup,
    options: { crazy },
    vars: { goal: 0, reached: 1, made: 2, known: 3, minimum: 4 },
    settings: ['build', 'random', 'chain'],
    minimum: 60,
    value: num,
    makeable: madeFromKnown(modeFactup, { crazy }, 2, 3),
    // 4 + 2 = 6 (four divisors against three and two).
    reach: { row: [[4n], [2n]], goal: 6n },
    follows: madeFromReached(modeFactup, { crazy }),
  });

// Three-Tile SQUART: a goal step is the goal and a known tile twice (g + h + h).
describeRandomGoals({
  plugin: modeSquart,
  options: { threeTile: true },
  vars: { goal: 0, reached: 1, made: 2, known: 3, minimum: 4 },
  settings: ['build', 'random', 'chain'],
  minimum: 100,
  value: num,
  makeable: madeFromKnown(modeSquart, { threeTile: true }, 2, 3, twinSums),
  // 9, 3, 3 → 15 (the middle 3 merges with 3 and with 9).
  reach: { row: [[9n], [3n], [3n]], goal: 15n },
  follows: madeFromReached(modeSquart, { threeTile: true }, twinSums),
});

// FACTUP with three-tile merges only: a goal step is the goal and a known tile twice.
describeRandomGoals({
  plugin: modeFactup,
  options: { minLength: 3, maxLength: 3 },
  vars: { goal: 0, reached: 1, made: 2, known: 3, minimum: 4 },
  settings: ['build', 'random', 'chain'],
  minimum: 60,
  value: num,
  makeable: madeFromKnown(modeFactup, { minLength: 3, maxLength: 3 }, 2, 3, twinSums),
  // 1 + 1 + 1 = 3 (two divisors against one).
  reach: { row: [[1n], [1n], [1n]], goal: 3n },
  follows: madeFromReached(modeFactup, { minLength: 3, maxLength: 3 }, twinSums),
});
