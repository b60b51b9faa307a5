// Random goals of TRIGAT, 3385, 3307, LOCEF (reachable-goals.ts) and SCAPRIM (band-goals.ts), with the shared suite:
// every goal is proven reachable by playing the merges that make it from tiles known before it.
import type { Value } from '../../../src/calc/values.ts';
import { describeRandomGoals, madeFromKnown, madeFromReached, twinSums, type Derivations } from './goal-test-kit.ts';
import { mode3307 } from './geometric-3307.ts';
import { modeLocef } from './locef.ts';
import { modeScaprim } from './scaprim.ts';
import { modeXY } from './perfect-powers.ts';
import { mode3385 } from './square-ratio-3385.ts';
import { modeTrigat } from './trigat.ts';

const num = (v: Value): number => Number(v as bigint);
const ALL = ['build', 'random', 'chain'] as const;

describeRandomGoals({
  plugin: modeTrigat,
  vars: { goal: 0, reached: 1, made: 2, known: 3, minimum: 4 },
  settings: ALL,
  minimum: 100,
  value: num,
  makeable: madeFromKnown(modeTrigat, {}, 2, 3),
  // 3 + 6 = 9 (3 is a multiple of 6 / 3 × 2 − 1 = 3).
  reach: { row: [[3n], [6n]], goal: 9n },
  follows: madeFromReached(modeTrigat, {}),
});

describeRandomGoals({
  plugin: mode3385,
  vars: { setting: 0, goal: 1, reached: 2, made: 3, known: 4, minimum: 5 },
  settings: ALL,
  minimum: 200,
  value: num,
  makeable: madeFromKnown(mode3385, {}, 3, 4),
  // 2 + 8 = 10 (2 × 8 = 16 is a square).
  reach: { row: [[2n], [8n]], goal: 10n },
  follows: madeFromReached(mode3385, {}),
});

/** 3307's merges: a + a (2a), a + a + a (3a, 2379), and three tiles h, m, g with m² = h·g. */
const geometric: Derivations = (k, earlier) => {
  const rows: bigint[][] = [];
  for (const a of earlier) {
    if (2n * a === k) rows.push([a, a]);
    if (3n * a === k) rows.push([a, a, a]);
    for (const m of earlier) {
      const g = k - a - m;
      if (a < m && m < g && earlier.includes(g) && m * m === a * g) rows.push([a, m, g]);
    }
  }
  return rows;
};

for (const variant of ['3307', '2379', '2667'])
  describeRandomGoals({
    plugin: mode3307,
    options: { variant },
    vars: { setting: 0, goal: 1, reached: 2, made: 3, known: 4, minimum: 5 },
    settings: ALL,
    minimum: 150,
    value: num,
    makeable: madeFromKnown(mode3307, { variant }, 1, 4, geometric),
    // 4, 6, 9 → 19 (all variants); 4 + 4 = 8 needs pairs, so the progression is the common merge.
    reach: { row: [[4n], [6n], [9n]], goal: 19n },
    follows: madeFromReached(mode3307, { variant }, geometric),
  });

for (const extended of [false, true])
  describeRandomGoals({
    plugin: modeLocef,
    options: { extended },
    vars: { goal: 0, reached: 1, made: 2, known: 3, minimum: 4 },
    settings: ALL,
    minimum: 100,
    value: num,
    makeable: madeFromKnown(modeLocef, { extended }, 1, 3, twinSums),
    // 3 + 3 + 1 = 7.
    reach: { row: [[3n], [3n], [1n]], goal: 7n },
    follows: madeFromReached(modeLocef, { extended }, twinSums),
  });

for (const integerRatios of [false, true])
  describeRandomGoals({
    plugin: modeScaprim,
    options: { integerRatios },
    vars: { goal: 0, reached: 1, made: 2, minimum: 3 },
    settings: ['build'],
    minimum: 50,
    value: num,
    // The original's doubling bands: the first goal in [m, 2m − 1], the one after the n-th goal
    // reached in [2^n·m, 2^(n+1)·m − 1].
    makeable: (g) => num(g) >= 50 && num(g) <= 99,
    // 2 + 4 = 6 (6 / 2 = 3 is prime; 4 is twice 2).
    reach: { row: [[2n], [4n]], goal: 6n },
    follows: (_reached, next) => num(next) >= 100 && num(next) <= 199,
  });

/** x^y in highest-power form: no higher exponent gives the same number. */
const isHighestPower = (g: Value): boolean => {
  const [x, y] = (g as bigint[]).map(Number) as [number, number];
  if (!(x >= 2 && y >= 2)) return false;
  const v = x ** y;
  for (let p = y + 1; p <= Math.log2(v) + 1e-9; p++)
    if (Math.abs(Math.round(v ** (1 / p)) ** p - v) < 0.5) return false;
  return true;
};
const power = (g: Value): number => Number((g as bigint[])[0]!) ** Number((g as bigint[])[1]!);

/** The original's X^Y goals: after r goals reached, a perfect power between 2^r and 2^(r+1) times the minimum. */
const inRange = (n: Value, r: number, min: number): boolean =>
  power(n) >= 2 ** r * min && power(n) <= 2 ** (r + 1) * min;

describeRandomGoals({
  plugin: modeXY,
  vars: { goal: 1, reached: 2, made: 3, minimum: 5 },
  settings: ['build'],
  minimum: 500,
  value: power,
  makeable: (g) => isHighestPower(g) && power(g) <= 1000,
  // 4 + 4 = 8 = 2³.
  reach: {
    row: [
      [2n, 2n],
      [2n, 2n],
    ],
    goal: [2n, 3n],
  },
  follows: (_r, n) => isHighestPower(n) && inRange(n, 1, 500),
});

/** With cubes at most ("highest prime power" 3): x^y, y 2 or 3, and a square only if no cube. */
const isFormUpToCubes = (g: Value): boolean => {
  const [x, y] = (g as bigint[]).map(Number) as [number, number];
  if (!(x >= 2 && (y === 2 || y === 3))) return false;
  const v = x ** y;
  return y === 3 || Math.abs(Math.round(v ** (1 / 3)) ** 3 - v) >= 0.5;
};

describeRandomGoals({
  plugin: modeXY,
  options: { highestPower: '3' },
  vars: { goal: 1, reached: 2, made: 3, minimum: 5 },
  settings: ['build'],
  minimum: 500,
  value: power,
  makeable: isFormUpToCubes,
  // 4 + 4 = 8 = 2³.
  reach: {
    row: [
      [2n, 2n],
      [2n, 2n],
    ],
    goal: [2n, 3n],
  },
  follows: (_r, n) => isFormUpToCubes(n) && inRange(n, 1, 500),
});
