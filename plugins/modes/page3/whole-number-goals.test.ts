// Random goals of 1845, SQUART and FACTUP (reachable-goals.ts), with the shared suite.
import type { Value } from '../../../src/calc/values.ts';
import { describeRandomGoals, madeFromKnown, madeFromReached } from './goal-test-kit.ts';
import { mode1845, modeFactup, modeSquart } from './whole-number-merges.ts';

const num = (v: Value): number => Number(v as bigint);

describeRandomGoals({
  plugin: mode1845,
  vars: { goal: 0, reached: 1, made: 2, minimum: 3, known: 4 },
  settings: ['build', 'random'],
  minimum: 40,
  value: num,
  makeable: madeFromKnown(mode1845, {}, 1, 4),
  // 6 + 9 = 15 (quotients by the gcd 3: 2 and 3).
  reach: { row: [[6n], [9n]], goal: 15n },
  follows: madeFromReached(mode1845, {}),
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
