// Page 3, slot 19 — 3385. A tile is a whole number `[v]`. Two tiles merge into their sum when their
// ratio is the square of a fraction — the same as their product being a perfect square: 1 + 1,
// 1 + 4, 2 + 8, 3 + 12, 8 + 18, … Many numbers are reachable; 3385 is the goal. The exponent
// variant asks for a cube ratio instead (goal 2920).
import { defaultMode, type ModePlugin, type OptionSpec } from '../../../src/plugins/kit.ts';
import { eq, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optString, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { exactSum, whole, schemeTileTypes } from '../shared/whole-number-tiles.ts';
import {
  offerFromModeVars,
  offerOptions,
  withRandomGoals,
  type GoalOffer,
  type ReachableGoals,
} from './reachable-goals.ts';

const pair = tilesFrom(0, 2);
const [a, b] = pair as [TileRef, TileRef];

/** x is a perfect k-th power: its integer k-th root raised to k gives it back. */
const isPower = (x: Expr, k: number): Expr => eq([[x, 'rootB', BigInt(k)], '^B', BigInt(k)], x);

/**
 * The ratio a/b is a k-th power of a fraction exactly when a·b^(k−1) is a perfect k-th power (for
 * k = 2: the product is a perfect square).
 */
const ratioTerm = (x: Expr, y: Expr, k: number): Expr => (k === 2 ? [x, '*B', y] : [x, '*B', [y, '^B', BigInt(k - 1)]]);

/**
 * The exponent variant (`mv[0]`, raised with the page's "+"): the ratio must be a k-th power. The
 * goal and title change with it; the original's goals are known for these exponents only.
 */
const EXPONENTS: Readonly<Record<string, { goal: number; power: string }>> = {
  '2': { goal: 3385, power: 'square' },
  '3': { goal: 2920, power: 'cube' },
};

function ratioMerge(k: number) {
  return mergeRule({
    length: 2,
    cond: isPower(ratioTerm(a.c(0), b.c(0), k), k),
    ordered: true,
    outputs: [[exactSum(pair)]],
    score: [a.c(0), '+', b.c(0), 'abs'],
  });
}

/**
 * Random-goal bookkeeping (with goals off these stay as they start): setting, current goal, goals
 * reached, "goal just made", tiles known to be reachable, first-goal minimum.
 */
const GOAL_STATE = [0, 1n, 0, false, [1n, 2n, 4n], 3385n];

/** Goals: the goal plus a known tile whose ratio with it is a k-th power. */
const goalsFor = (k: number): ReachableGoals => ({
  vars: { goal: 1, reached: 2, made: 3, known: 4, minimum: 5 },
  starters: [1n, 2n, 4n],
  partner: (g, h) => isPower(ratioTerm(g, h, k), k),
});
const OFFER: GoalOffer = {
  count: 4,
  minimum: { label: 'First goal minimum', default: 3385, min: 2, max: 1e12 },
  modeVars: [2, 3],
};

function textFor(k: number): RulesText {
  const { goal, power } = EXPONENTS[String(k)] ?? EXPONENTS['2']!;
  return {
    title: String(goal),
    paragraphs: [
      k === 2
        ? 'Two tiles merge into their sum when one is a square number of times the other, allowing fractions: the ratio between them is the square of a fraction, such as 4 = 2², 9/4 = (3/2)² or 1. Equivalently, their product is a perfect square (2 and 8, 8 and 18, 5 and 5).'
        : `Two tiles merge into their sum when the ratio between them is the ${power} of a fraction, such as 8 = 2³, 27/8 = (3/2)³ or 1 (1 and 8, 2 and 16, 3 and 24).`,
      'Spawns: 1 (100%).',
      `Make a ${goal} tile to win, or see what other numbers you can reach.`,
    ],
  };
}
const text = textFor(2);

const EXPONENT_OPTION: OptionSpec = {
  id: 'exponent',
  label: 'Exponent',
  type: 'choice',
  default: '2',
  choices: [
    { value: '2', label: 'Square ratios (goal 3385)' },
    { value: '3', label: 'Cube ratios (goal 2920)' },
  ],
  help: 'Two tiles merge when their ratio is this power of a fraction.',
};

/** 95 — 3385. */
export const mode3385: ModePlugin = builtinMode({
  id: 'pc.3385',
  size: 4,
  name: '3385',
  description: 'Tiles whose ratio is a square merge',
  page: 3,
  category: '3385',
  rules: plainRules(text),
  options: [EXPONENT_OPTION, ...offerOptions(OFFER)],
  recreates: [{ modeId: '95' }],
  // mode_vars: [exponent, ratio/product, random goals (0–3), first-goal minimum, negatives] (goals only offered).
  optionsFromModeVars: (mv) => ({
    ...offerFromModeVars(OFFER, mv),
    ...(typeof mv[0] === 'bigint' && Object.hasOwn(EXPONENTS, String(mv[0])) ? { exponent: String(mv[0]) } : {}),
  }),
  build: (o) => {
    const chosen = optString(o, 'exponent', '2');
    const k = Object.hasOwn(EXPONENTS, chosen) ? Number(chosen) : 2;
    const def = defaultMode({
      width: 4,
      height: 4,
      // The 3385 scheme draws the ratio's exponent: 2 for squares, 3 for cubes.
      tileTypes: schemeTileTypes('3385', [168, BigInt(k)]),
      mergeRules: [ratioMerge(k)],
      startTileSpawns: [[whole(1), 1]],
      winConditions: [whole(EXPONENTS[String(k)]!.goal)],
      winRequirement: 1,
      startGameVars: GOAL_STATE,
      gameplayRulesText: gameplayRules(textFor(k)),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
    return withRandomGoals(def, goalsFor(k), OFFER, o);
  },
});
