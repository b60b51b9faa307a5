// Page 3, slot 22 — LOCEF. A tile is a whole number `[v]`; merges take three tiles: two equal
// tiles and a third one that divides them (1 + 1 + 1, 2 + 2 + 1, 6 + 6 + 3, …) make their sum.
// So many numbers are reachable that there is no winning tile; the rules suggest some goals.
// Variant "Extended LOCEF": three tiles merge when one of them is the lcm of the other two.
import { defaultMode, type Value, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, eq, tilesFrom, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { exactSum, scoreSum, whole, schemeTileTypes } from '../shared/whole-number-tiles.ts';
import {
  offerFromModeVars,
  offerOptions,
  withRandomGoals,
  type GoalOffer,
  type ReachableGoals,
} from './reachable-goals.ts';

const trio = tilesFrom(0, 3);
const [twin, other, divisor] = trio as [TileRef, TileRef, TileRef];
const [lcm, x, y] = trio as [TileRef, TileRef, TileRef];

/** Two equal tiles and a divisor of them, in any order. */
const pairAndDivisor = mergeRule({
  length: 3,
  cond: and(eq(twin.c(0), other.c(0)), eq([twin.c(0), 'modB', divisor.c(0)], 0n)),
  ordered: false,
  outputs: [[exactSum(trio)]],
  score: scoreSum(trio),
});

/** Extended: one tile (tried in every position) is the least common multiple of the other two. */
const lcmOfOthers = mergeRule({
  length: 3,
  cond: eq(lcm.c(0), [x.c(0), 'lcmB', y.c(0)]),
  ordered: false,
  outputs: [[exactSum(trio)]],
  score: scoreSum(trio),
});

/**
 * Random-goal bookkeeping (with goals off these stay as they start): current goal, goals reached,
 * "goal just made", tiles known to be reachable, first-goal minimum.
 */
const GOAL_STATE = [1n, 0, false, [1n, 2n], 1701n];

/**
 * Goals: two goal tiles and a known divisor of it (g + g + d). Every tile is odd (1 + 1 + 1 = 3,
 * and 2g + d is odd for odd d), so the known list starts at 1 alone. With g + g + d the goal g is
 * also the lcm of g and d, so the same goals suit Extended LOCEF.
 */
const GOALS: ReachableGoals = {
  vars: { goal: 0, reached: 1, made: 2, known: 3, minimum: 4 },
  starters: [1n],
  partner: (g, d) => eq([g, 'modB', d], 0n),
  made: (g, d) => [g, '*B', 2n, '+B', d],
};
const OFFER: GoalOffer = {
  count: 4,
  minimum: { label: 'First goal minimum', default: 1701, min: 7, max: 1e12 },
  modeVars: [1, 2],
};

function rulesText(extended: boolean): RulesText {
  return {
    title: extended ? 'Extended LOCEF' : 'LOCEF',
    paragraphs: [
      extended
        ? 'Three tiles merge into their sum when one of them is the least common multiple of the other two: 1 + 1 + 1 = 3, 3 + 3 + 1 = 7, 2 + 3 + 6 = 11, 4 + 6 + 12 = 22, …'
        : 'Three tiles merge into their sum when two of them are equal and the third one is a factor of them: 1 + 1 + 1 = 3, 3 + 3 + 1 = 7, 6 + 6 + 2 = 14, 6 + 6 + 3 = 15, …',
      extended
        ? 'So many tiles can be made that there is no winning tile: see what you can reach.'
        : 'So many tiles can be made that there is no winning tile. Some goals to try, from (roughly) easiest to hardest: 2047, 2259, 2847, 2127, 2229, 1699, 2635.',
      'Spawns: 1 (100%).',
    ],
  };
}

function rulesFor(o: OptionValues): { extended: boolean; rules: Value[][] } {
  const extended = optBool(o, 'extended', false);
  return { extended, rules: [extended ? lcmOfOthers : pairAndDivisor] };
}

/** 96 — LOCEF. */
export const modeLocef: ModePlugin = builtinMode({
  id: 'pc.locef',
  size: 5,
  name: 'LOCEF',
  description: 'Two equal tiles and one of their factors',
  page: 3,
  category: 'LOCEF',
  rules: plainRules(rulesText(false)),
  options: [
    {
      id: 'extended',
      label: 'Extended LOCEF',
      type: 'boolean',
      default: false,
      help: 'Three tiles merge when one is the lcm of the other two (not checked against recordings of the original).',
    },
    ...offerOptions(OFFER),
  ],
  recreates: [{ modeId: '96', options: { extended: false } }],
  // mode_vars: [Extended LOCEF, random goals (0–3), first-goal minimum].
  optionsFromModeVars: (mv): OptionValues => ({ extended: mv[0] === true, ...offerFromModeVars(OFFER, mv) }),
  build: (o) => {
    const { extended, rules } = rulesFor(o);
    const def = defaultMode({
      width: 5,
      height: 5,
      tileTypes: schemeTileTypes('LOCEF'),
      mergeRules: rules,
      startTileSpawns: [[whole(1), 1]],
      winConditions: [],
      winRequirement: false,
      startGameVars: GOAL_STATE,
      gameplayRulesText: gameplayRules(rulesText(extended)),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 3,
      knownMergeLookbackDistance: 0,
    });
    return withRandomGoals(def, GOALS, OFFER, o);
  },
});
