// Page 3, slot 19 — 3385. A tile is a whole number `[v]`. Two tiles merge into their sum when their
// ratio is the square of a fraction — the same as their product being a perfect square: 1 + 1,
// 1 + 4, 2 + 8, 3 + 12, 8 + 18, … Many numbers are reachable; 3385 is the goal.
import { defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { eq, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
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

/** A perfect square: its integer square root squared gives it back. */
const isSquare = (x: Expr): Expr => eq([[x, 'rootB', 2n], '^B', 2n], x);

const product: Expr = [a.c(0), '*B', b.c(0)];

/** a·b is a perfect square (its integer square root squared gives it back). */
const squareProduct = mergeRule({
  length: 2,
  cond: isSquare(product),
  ordered: true,
  outputs: [[exactSum(pair)]],
  score: [a.c(0), '+', b.c(0), 'abs'],
});

/**
 * Random-goal bookkeeping (with goals off these stay as they start): setting, current goal, goals
 * reached, "goal just made", tiles known to be reachable, first-goal minimum.
 */
const GOAL_STATE = [0, 1n, 0, false, [1n, 2n, 4n], 3385n];

/** Goals: the goal plus a known tile whose product with it is a square. */
const GOALS: ReachableGoals = {
  vars: { goal: 1, reached: 2, made: 3, known: 4, minimum: 5 },
  starters: [1n, 2n, 4n],
  partner: (g, h) => isSquare([g, '*B', h]),
};
const OFFER: GoalOffer = {
  count: 4,
  minimum: { label: 'First goal minimum', default: 3385, min: 2, max: 1e12 },
  modeVars: [2, 3],
};

const text: RulesText = {
  title: '3385',
  paragraphs: [
    'Two tiles merge into their sum when one is a square number of times the other, allowing fractions: the ratio between them is the square of a fraction, such as 4 = 2², 9/4 = (3/2)² or 1. Equivalently, their product is a perfect square (2 and 8, 8 and 18, 5 and 5).',
    'Spawns: 1 (100%).',
    'Make a 3385 tile to win, or see what other numbers you can reach.',
  ],
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
  options: offerOptions(OFFER),
  recreates: [{ modeId: '95' }],
  // mode_vars: [exponent, ratio/product, random goals (0–3), first-goal minimum, negatives] (goals only offered).
  optionsFromModeVars: (mv) => offerFromModeVars(OFFER, mv),
  build: (o) => {
    const def = defaultMode({
      width: 4,
      height: 4,
      tileTypes: schemeTileTypes('3385', [168, 2n]),
      mergeRules: [squareProduct],
      startTileSpawns: [[whole(1), 1]],
      winConditions: [whole(3385)],
      winRequirement: 1,
      startGameVars: GOAL_STATE,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
    return withRandomGoals(def, GOALS, OFFER, o);
  },
});
