// Page 3, slot 20 — 3307. A tile is a whole number `[v]`. Two equal tiles make their double, and
// three different tiles in geometric progression (the middle one squared is the product of the
// other two: 4, 6, 9 or 1, 3, 9) make their sum. Many paths lead to many numbers; 3307 is the goal.
// Variants: "2379" (no pairs; three tiles in geometric progression, three equal ones included) and
// "2667" (both kinds of merge).
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, eq, ne, or, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optString, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { exactSum, scoreSum, whole, schemeTileTypes } from '../shared/whole-number-tiles.ts';
import {
  offerFromModeVars,
  offerOptions,
  withRandomGoals,
  type GoalOffer,
  type ReachableGoals,
} from './reachable-goals.ts';
import { goalMinimum } from './goal-chains.ts';

const [a, b] = tilesFrom(0, 2) as [TileRef, TileRef];
const trio = tilesFrom(0, 3);
const [mid, x, y] = trio as [TileRef, TileRef, TileRef];

/** x + x = 2x. */
const doubling = mergeRule({
  length: 2,
  cond: eq(a.c(0), b.c(0)),
  ordered: true,
  outputs: [[[a.c(0), '*B', 2n]]],
  score: [a.c(0), '*', 2],
});

/**
 * Three tiles in geometric progression, in any order: one of them (tried in every position)
 * squared equals the product of the other two; `distinct`: and differs from them.
 */
function progression(distinct: boolean): Value[] {
  const square = eq([mid.c(0), '^B', 2n], [x.c(0), '*B', y.c(0)]);
  return mergeRule({
    length: 3,
    cond: distinct ? and(square, ne(mid.c(0), x.c(0))) : square,
    ordered: false,
    outputs: [[exactSum(trio)]],
    score: scoreSum(trio),
  });
}

type Variant = '3307' | '2379' | '2667';
const VARIANTS: readonly Variant[] = ['3307', '2379', '2667'];

interface VariantRules {
  readonly rules: Value[][];
  readonly goal: bigint;
  readonly merges: string;
}

const VARIANT_RULES: Record<Variant, VariantRules> = {
  '3307': {
    rules: [doubling, progression(true)],
    goal: 3307n,
    merges:
      'Two equal tiles merge into their double. Three different tiles merge into their sum when they form a geometric progression: the middle one is as many times the smallest as the largest is times the middle one (for example 1, 2, 4 or 4, 6, 9).',
  },
  '2379': {
    rules: [progression(false)],
    goal: 2379n,
    merges:
      'Only three tiles merge: into their sum, when they form a geometric progression (the middle one is as many times the smallest as the largest is times the middle one, as in 1, 2, 4 or 4, 6, 9), three equal tiles included.',
  },
  '2667': {
    rules: [doubling, progression(false)],
    goal: 2667n,
    merges:
      'Two equal tiles merge into their double, and three tiles merge into their sum when they form a geometric progression (the middle one is as many times the smallest as the largest is times the middle one, as in 1, 2, 4 or 4, 6, 9), three equal tiles included.',
  },
};

function variantOf(o: OptionValues): Variant {
  const v = optString(o, 'variant', '3307');
  return (VARIANTS as readonly string[]).includes(v) ? (v as Variant) : '3307';
}

/**
 * Random-goal bookkeeping (with goals off these stay as they start): setting, current goal, goals
 * reached, "goal just made", the tiles known to be reachable, first-goal minimum.
 */
function goalState(minimum: bigint): Value[] {
  return [0, 1n, 0, false, [1n], minimum];
}

const KNOWN = '@GVar 4';

/**
 * Goals: the goal with copies of itself (g + g = 2g, or g + g + g = 3g in 2379), or the goal as
 * the largest of three tiles in geometric progression h, m, g with h and m = √(h·g) known.
 */
function goalsFor(v: Variant): ReachableGoals {
  const mean = (g: Expr, h: Expr): Expr => [[g, '*B', h], 'rootB', 2n];
  const progression = (g: Expr, h: Expr): Expr =>
    and(
      [h, '<', g],
      eq([mean(g, h), '^B', 2n], [g, '*B', h]),
      [mean(g, h), '!=', h],
      [[KNOWN, 'arr_indexOf', mean(g, h)], '>=', 0],
    );
  return {
    vars: { goal: 1, reached: 2, made: 3, known: 4, minimum: 5 },
    starters: [1n],
    partner: (g, h) => or(eq(h, g), progression(g, h)),
    made: (g, h) => [
      [g, '+B', h, '+B', mean(g, h)],
      '@if',
      [h, '=', g],
      '2nd',
      [g, '*B', v === '2379' ? 3n : 2n],
      '@end-if',
    ],
  };
}

/** The first-goal minimum starts at 3307 whichever rules are chosen (the original's `mv[2]`). */
const OFFER: GoalOffer = {
  count: 4,
  minimum: { label: 'First goal minimum', default: 3307, min: 2, max: 1e12 },
  modeVars: [1, 2],
};

function rulesText(v: Variant): RulesText {
  const r = VARIANT_RULES[v];
  return {
    title: v,
    paragraphs: [r.merges, 'Spawns: 1 (100%).', `Make a ${v} tile to win, or see what other numbers you can reach.`],
  };
}

/** 75 — 3307. */
export const mode3307: ModePlugin = builtinMode({
  id: 'pc.3307',
  size: 5,
  name: '3307',
  description: 'Doubles and geometric progressions',
  page: 3,
  category: '3307',
  rules: plainRules(rulesText('3307')),
  options: [
    {
      id: 'variant',
      label: 'Rules',
      type: 'choice',
      default: '3307',
      choices: [
        { value: '3307', label: '3307: pairs and three different tiles' },
        { value: '2379', label: '2379: three tiles only' },
        { value: '2667', label: '2667: both' },
      ],
    },
    ...offerOptions(OFFER),
  ],
  recreates: [{ modeId: '75', options: { variant: '3307' } }],
  // mode_vars: [rules, random goals (0–3), first-goal minimum].
  optionsFromModeVars: (mv): OptionValues => ({
    variant: VARIANTS[mv[0] === 1 || mv[0] === 2 ? mv[0] : 0]!,
    ...offerFromModeVars(OFFER, mv),
  }),
  build: (o) => {
    const v = variantOf(o);
    const r = VARIANT_RULES[v];
    const def = defaultMode({
      width: 5,
      height: 5,
      tileTypes: schemeTileTypes('3307'),
      mergeRules: r.rules,
      startTileSpawns: [[whole(1), 100]],
      winConditions: [whole(r.goal)],
      winRequirement: 1,
      startGameVars: goalState(BigInt(goalMinimum(o, 3307, 2, 1e12))),
      gameplayRulesText: gameplayRules(rulesText(v)),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 3,
      knownMergeLookbackDistance: 0,
    });
    return withRandomGoals(def, goalsFor(v), OFFER, o);
  },
});
