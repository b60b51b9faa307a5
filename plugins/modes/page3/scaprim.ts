// Page 3, slot 23 — SCAPRIM. A tile is a whole number `[v]`. Two tiles merge into their sum when
// the sum divided by their greatest common divisor is 1 or a prime: equal tiles (2v / v = 2), two
// tiles with a prime sum, and any multiple of such a pair (n·a + n·b). There is no winning tile:
// discover as many tiles as you can, or as many composite ones. Variant "Integer Ratios Only": the
// larger tile must also be a whole multiple of the smaller one (the ratio is a prime minus 1).
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, eq, le, or, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { toggledBoxes } from '../shared/toggled-boxes.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { exactSum, scoreSum, whole, schemeTileTypes } from '../shared/whole-number-tiles.ts';
import { offerFromModeVars, offerOptions, withGoals, type GoalOffer } from './reachable-goals.ts';
import { bandGoalPlan } from '../shared/band-goals.ts';

const pair = tilesFrom(0, 2);
const [a, b] = pair as [TileRef, TileRef];

/** (a + b) / gcd(a, b) has at most two divisors: it is 1 or a prime. */
const PRIME_QUOTIENT: Expr = le([[exactSum(pair), '/B', [a.c(0), 'gcdB', b.c(0)]], 'factorAmountB'], 2n);

/** One tile divides the other. */
const WHOLE_RATIO: Expr = or(eq([a.c(0), '%B', b.c(0)], 0n), eq([b.c(0), '%B', a.c(0)], 0n));

function primeQuotient(integerRatios: boolean): Value[] {
  return mergeRule({
    length: 2,
    cond: integerRatios ? and(WHOLE_RATIO, PRIME_QUOTIENT) : PRIME_QUOTIENT,
    ordered: true,
    outputs: [[exactSum(pair)]],
    score: scoreSum(pair),
  });
}

/** Game variables: random-goal bookkeeping (unused while random goals are off), then two box toggles (then, with goals on, the tiles known to be reachable). */
const SHOW_TILES = 4;
const SHOW_COMPOSITES = 5;
// current goal, goals reached, "goal just made", first-goal minimum
const START_VARS: Value[] = [3n, 0, false, 3n, 0, 0];

/** (a + b) / gcd(a, b) is 1 or a prime; `integerRatios`: and one divides the other. */
function _scaledPrime(a: Expr, b: Expr, integerRatios: boolean): Expr {
  const prime = le([[[a, '+B', b], '/B', [a, 'gcdB', b]], 'factorAmountB'], 2n);
  return integerRatios ? and(or(eq([a, '%B', b], 0n), eq([b, '%B', a], 0n)), prime) : prime;
}

/** Goals in doubling bands (the original's rule); the original offers "build" only. */
const GOALS = bandGoalPlan({ goal: 0, reached: 1, made: 2, minimum: 3 });
const OFFER: GoalOffer = {
  count: 2,
  minimum: { label: 'First goal minimum', default: 3, min: 3, max: 1e12 },
  modeVars: [0, 1],
};

/** Discovered tiles whose number has more than two divisors. */
const COMPOSITES: Expr = ['@DiscTiles', 'arr_filter', ['@Var -1', 'arr_elem', 0, 'factorAmountB', '>', 2n]];

const STAT_BOXES: Value[] = [
  ...toggledBoxes('Discovered Tiles', ['@DiscTiles'], SHOW_TILES),
  ['Score', '@Score'],
  ...toggledBoxes('Discovered Composite Tiles', COMPOSITES, SHOW_COMPOSITES),
];

function rulesText(integerRatios: boolean): RulesText {
  const merges = integerRatios
    ? 'Two tiles merge into their sum when the larger one is a whole multiple of the smaller one and that ratio is one less than a prime: equal tiles (ratio 1), a tile and its double (2), four times (4), six times (6), …'
    : 'Two tiles merge into their sum when their sum divided by their greatest common divisor is 1 or a prime number. Another way to see it: two tiles merge if they are equal or their sum is prime, and whenever a + b = c is a merge, so is na + nb = nc for any whole number n (so 2 + 4 = 6 works because 1 + 2 = 3 does).';
  return {
    title: integerRatios ? 'SCAPRIM (Integer Ratios Only)' : 'SCAPRIM',
    paragraphs: [
      merges,
      'There are so many possible tiles that there is no winning tile: try to discover as many tiles as you can. For a different challenge, see how many composite tiles (neither 1 nor prime) you can make.',
      'Spawns: 1 (100%).',
    ],
  };
}

/** 92 — SCAPRIM. */
export const modeScaprim: ModePlugin = builtinMode({
  id: 'pc.scaprim',
  size: 4,
  name: 'SCAPRIM',
  description: 'Scaled prime sums',
  page: 3,
  category: 'SCAPRIM',
  rules: plainRules(rulesText(false)),
  options: [
    {
      id: 'integerRatios',
      label: 'Integer Ratios Only',
      type: 'boolean',
      default: false,
      help: 'The larger tile must be a whole multiple of the smaller one (not checked against recordings of the original).',
    },
    ...offerOptions(OFFER),
  ],
  recreates: [{ modeId: '92', options: { integerRatios: false } }],
  // mode_vars: [random goals (0–1), first-goal minimum, Integer Ratios Only].
  optionsFromModeVars: (mv): OptionValues => ({ integerRatios: mv[2] === true, ...offerFromModeVars(OFFER, mv) }),
  build: (o) => {
    const def = defaultMode({
      width: 4,
      height: 4,
      tileTypes: schemeTileTypes('SCAPRIM'),
      mergeRules: [primeQuotient(optBool(o, 'integerRatios', false))],
      startTileSpawns: [[whole(1), 1]],
      winConditions: [],
      winRequirement: false,
      startGameVars: START_VARS,
      statBoxes: STAT_BOXES,
      gameplayRulesText: gameplayRules(rulesText(optBool(o, 'integerRatios', false))),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
    return withGoals(def, GOALS, OFFER, o);
  },
});
