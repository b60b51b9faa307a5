// Page 3, slot 9 — 1429: tiles are `[v, s]`, the whole number s·v (v a BigInt, s = ±1). 1 and −1
// spawn; a 1 and a −1 annihilate; two equal positive tiles merge with a 1 into 2v + 1 and with a
// −1 into 2v − 1, in any order, so every odd number can be reached. Game variables (laid out as
// the original's): 0 the goal (a BigInt), 1 goals reached, 2 goal made this turn, 3 first-goal tier.
import {
  type Value,
  defaultMode,
  type ModeDefinition,
  type ModePlugin,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import { withNegativeTilesHint, type NegativeTilesSettings } from '../../modifiers/negative-tiles-hint.ts';
import { and } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { looks1429 } from './looks.ts';
import { GOALS_TEXT, goalScripts, goalSetting, goalStatBoxes } from './goal-chains.ts';
import { tierFromModeVars, tierOf, tierOptions, wholeGoalChain, wholeTiers, type GoalTiers } from './near-merges.ts';

/** Goals are odd: 2g − 1 or 2g + 1 after g, the first between 2^(n−1) and 2^n. */
const TIERS: GoalTiers = {
  base: '2',
  defaultTier: 11,
  below: wholeTiers(2n),
  next: () => [
    ['@GVar 0', '*B', 2n, '-B', 1n],
    ['@GVar 0', '*B', 2n, '+B', 1n],
  ],
};

const ONE: Value = [1n, 1n];
const MINUS_ONE: Value = [1n, -1n];

/** 2v ± 1: the doubled tiles come first, the unit (±1) third. */
const doubledPlusUnit: Value = [['@This 0', '*B', 2n, '+B', '@Next 2 1'], 1n];

const RULES: Value[] = [
  // A 1 and a −1 annihilate (tried first, so 1 1 −1 leaves a single 1).
  mergeRule({
    length: 2,
    cond: and(['@This 0', '=', 1n], ['@Next 1 0', '=', 1n], ['@This 1', '!=', '@Next 1 1']),
    ordered: true,
    outputs: [],
    score: 0,
  }),
  mergeRule({
    length: 3,
    cond: and(['@This 1', '=', 1n], ['@Next 1 1', '=', 1n], ['@This 0', '=', '@Next 1 0'], ['@Next 2 0', '=', 1n]),
    ordered: false,
    outputs: [doubledPlusUnit],
    score: [['@This 0', '*B', 2n, '+B', '@Next 2 1'], 'Number'],
  }),
];

const HEADING = 'Doubles Plus or Minus 1';

/**
 * The rules under the Negative Tiles modifier, which makes 1429 sign-symmetric (catalog-modes.md,
 * mode 80): two equal tiles of either sign merge with a 1 or a −1 into their sum, keeping the
 * pair's sign (−5 − 5 + 1 = −9). Equal tiles of opposite signs annihilate: the original's own rule
 * (in its recorded mode code) already asks only for equal sizes, so it covers every size once
 * negatives of every size exist, Interacting or not.
 */
const SIGNED_RULES: Value[] = [
  mergeRule({
    length: 2,
    cond: and(['@This 0', '=', '@Next 1 0'], ['@This 1', '!=', '@Next 1 1']),
    ordered: true,
    outputs: [],
    score: 0,
  }),
  mergeRule({
    length: 3,
    cond: and(['@This 1', '=', '@Next 1 1'], ['@This 0', '=', '@Next 1 0'], ['@Next 2 0', '=', 1n]),
    ordered: false,
    // Size 2v + s·t for a pair of sign s and a unit of sign t; the score is that size, as for positives.
    outputs: [[['@This 0', '*B', 2n, '+B', ['@Next 2 1', '*B', '@This 1']], '@This 1']],
    score: [['@This 0', '*B', 2n, '+B', ['@Next 2 1', '*B', '@This 1']], 'Number'],
  }),
];

function rulesText(goals: boolean, negatives = false): RulesText {
  return {
    heading: HEADING,
    title: '1429',
    paragraphs: negatives
      ? [
          'Tiles are whole numbers of either sign. Equal tiles of opposite signs annihilate each other (1 and −1, 5 and −5).',
          'Two equal tiles of one sign merge with a 1 or a −1 into their sum, in any order: 5 + 5 + 1 = 11, 5 + 5 − 1 = 9, −5 − 5 + 1 = −9, −5 − 5 − 1 = −11.',
          'Spawns: 1 and −1, at the Negative Tiles ratio.',
          goals ? GOALS_TEXT : 'Make both 1429 and −1429 to win.',
        ]
      : [
          'Tiles are whole numbers, and both 1 and −1 appear. A 1 and a −1 annihilate each other.',
          'Two equal positive tiles merge with a 1 into double plus one (5 + 5 + 1 = 11), and with a −1 into double minus one (5 + 5 − 1 = 9), in any order.',
          'Spawns: 1 (75%), −1 (25%).',
          goals ? GOALS_TEXT : 'Make a 1429 tile to win.',
        ],
  };
}

/**
 * 1429 with Negative Tiles on keeps its own `[v, s]` tiles (no second sign slot) and becomes
 * sign-symmetric. The catalog says nothing of its spawns and win then; as in 2049's rebuild
 * (the other mode built of ±1s), ±1 spawn at the modifier's ratio and both 1429 and −1429 are
 * needed (the win requirement doubles, as the modifier does everywhere).
 */
function rebuild1429(goals: boolean) {
  return (mode: ModeDefinition, s: NegativeTilesSettings): ModeDefinition => ({
    ...mode,
    mergeRules: SIGNED_RULES,
    startTileSpawns: [
      [ONE, s.positiveWeight],
      [MINUS_ONE, s.negativeWeight],
    ],
    winConditions: [
      [1429n, 1n],
      [1429n, -1n],
    ],
    winRequirement: 2,
    gameplayRulesText: gameplayRules(rulesText(goals, true)),
  });
}

function build(o: OptionValues) {
  const goals = goalSetting(o);
  const chain = wholeGoalChain(TIERS, o, ['@GVar 0', 'Array', 'arr_push', 1n]);
  const def = defaultMode({
    width: 5,
    height: 5,
    tileNumAmount: 2,
    tileTypes: looks1429(['@This 0', '*B', '@This 1']),
    mergeRules: RULES,
    startTileSpawns: [
      [ONE, 75],
      [MINUS_ONE, 25],
    ],
    // Either sign wins (−1429 cannot be made without Negative Tiles, whose rebuild needs both).
    winConditions: [
      [1429n, 1n],
      [1429n, -1n],
    ],
    winRequirement: 1,
    startGameVars: [2n, 0, false, tierOf(o, TIERS)],
    statBoxes: goalStatBoxes(chain, goals),
    scripts: goalScripts(chain, goals),
    gameplayRulesText: gameplayRules(rulesText(goals !== 'off')),
    tileValueFunction: ['@This 0', '*B', '@This 1', 'Number'],
    knownMergeMaxLength: 3,
  });
  return withNegativeTilesHint(def, { rebuild: rebuild1429(goals !== 'off') });
}

/** 80 — 1429. */
export const mode1429: ModePlugin = builtinMode({
  id: 'pc.1429',
  size: 5,
  name: '1429',
  description: HEADING,
  page: 3,
  category: HEADING,
  rules: plainRules(rulesText(false)),
  options: tierOptions(TIERS),
  recreates: [{ modeId: '80' }],
  // mode_vars: [random goals, first-goal tier].
  optionsFromModeVars: (mv) => tierFromModeVars(mv, TIERS),
  build,
});
