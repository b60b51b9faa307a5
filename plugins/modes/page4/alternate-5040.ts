// Page 4, slot 25 — Alternate 5040. The factorials split the numbers into tiers: tier n runs from
// n! to (n + 1)!. A tile `[n, k]` (BigInts) is n! × k, and inside its tier it plays like 1762:
// two tiles whose multipliers are equal or one apart merge into their sum, as long as the tier's
// ratio n + 1 can still be reached from it; reaching exactly n + 1 starts the next tier, [n + 1, 1].
//
// The original offers twenty source modes to play per tier (and other tier progressions); we
// recreate its default, the 1762 variant over factorials.
import { defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optNumber, optString, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { stepBackground, stepTextColor } from '../shared/tile-look.ts';

const TIER = '@This 0';
const K1 = '@This 1';
const K2 = '@Next 1 1';
const SUM: Expr = [K1, '+B', K2];

/** The tiers: factorials (n! to (n + 1)!, the default) or powers of a base b (b^n to b^(n+1)). */
interface Tiers {
  /** null: factorials. */
  readonly base: bigint | null;
}

/** The tier's ratio: multipliers climb from 1 to n + 1 (factorials) or to b. */
function target(t: Tiers): Expr {
  return t.base === null ? [TIER, '+B', 1n] : t.base;
}

function tileValue(t: Tiers, n: Expr, k: Expr): Expr {
  return t.base === null ? [n, 'factorial', '*', k] : [t.base, '^', n, '*', k];
}

/** The first tier's exponent (1! = 1, b^0 = 1) and the winning tier: 7! = 5040, or the first b^n ≥ 2048. */
function firstTier(t: Tiers): bigint {
  return t.base === null ? 1n : 0n;
}

function winningTier(t: Tiers): bigint {
  if (t.base === null) return 7n;
  let n = 0n;
  for (let v = 1n; v < 2048n; v *= t.base) n++;
  return n;
}

/**
 * The sum s can still grow to the target T by near-doublings (each merge at most doubles, give or
 * take one): with P the power of 2 just above T / (s + 1), T must be within P of s × P.
 */
function canReachTarget(t: Tiers, s: Expr): Expr {
  const p: Expr = [2n, '^B', [target(t), '/B', [s, '+B', 1n], 'logB', 2n, '+B', 1n, 'max', 0n]];
  return [[target(t), '-B', [s, '*B', p], 'absB'], '<', p];
}

function tiersOf(o: OptionValues): Tiers {
  if (optString(o, 'tiers', 'factorials') !== 'powers') return { base: null };
  const b = optNumber(o, 'base', 2);
  return { base: Number.isInteger(b) && b >= 2 && b <= 1000 ? BigInt(b) : 2n };
}

const neighbours: Expr[] = [
  ['@This 0', '=', '@Next 1 0'],
  [K1, '!=', 0n],
  [K2, '!=', 0n],
  [K1, '-B', K2, 'absB', '<', 2n],
];

function rulesText(t: Tiers): RulesText {
  if (t.base !== null) {
    const goal = t.base ** winningTier(t);
    return {
      heading: 'Alternate 5040',
      title: `${goal} (Alternate 5040, 1762 Variant)`,
      paragraphs: [
        `The powers of ${t.base} split the numbers into tiers, and inside each tier the tiles play like 1762 with the tier's power as their 1: two tiles of the same tier whose multipliers are equal or one apart merge into their sum, as long as ${t.base} times the tier's power stays reachable. Making exactly the next power starts the next tier.`,
        'Spawns: 1 (100%).',
        `Make a ${goal} tile to win.`,
      ],
    };
  }
  return {
    heading: 'Alternate 5040',
    title: 'Alternate 5040 (1762 Variant)',
    paragraphs: [
      "The factorials 1, 2, 6, 24, 120, … split the numbers into tiers, and inside each tier the tiles play like 1762 with the tier's factorial as their 1: two tiles of the same tier whose multipliers are equal or one apart merge into their sum (2 + 2 = 4, 24 + 48 = 72).",
      'A merge must keep the next factorial reachable: in tier n! (multipliers 1 to n + 1) the new multiplier has to be able to grow to n + 1 by merges of this kind. Making exactly (n + 1)! starts the next tier.',
      'Spawns: 1 (100%).',
      'Make a 5040 tile to win.',
    ],
  };
}

/** 100 — Alternate 5040. */
export const modeAlternate5040: ModePlugin = builtinMode({
  id: 'pc.alternate-5040',
  size: 4,
  name: 'Alternate 5040',
  description: 'Factorial tiers, each played like 1762',
  page: 4,
  category: 'Alternate 5040',
  rules: plainRules(rulesText({ base: null })),
  options: [
    {
      id: 'tiers',
      label: 'Tiers',
      type: 'choice',
      default: 'factorials',
      choices: [
        { value: 'factorials', label: 'Factorials (5040)' },
        { value: 'powers', label: 'Powers of a base' },
      ],
      help: 'What separates the tiers. The other 19 source modes of the original are not offered.',
    },
    { id: 'base', label: 'Base (powers)', type: 'number', default: 2, min: 2, max: 1000, step: 1, help: 'The base whose powers make the tiers, when "Powers of a base" is chosen.' },
  ],
  recreates: [{ modeId: '100' }],
  // mv[1]: true for factorials, or the base (a BigInt) of the powers.
  optionsFromModeVars: (mv): OptionValues => (typeof mv[1] === 'bigint' && mv[1] >= 2n && mv[1] <= 1000n ? { tiers: 'powers', base: Number(mv[1]) } : {}),
  build: (o) => {
    const t = tiersOf(o);
    const TARGET = target(t);
    const step: Expr = [['@This 0', 'Number', '*', 3], '+', ['@This 1', 'Number', 'min', 2]];
    return defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 2,
      tileTypes: [[true, tileValue(t, '@This 0', '@This 1'), stepBackground(step), stepTextColor(step)]],
      mergeRules: [
        // Reaching the ratio: the first tile of the next tier.
        mergeRule({
          length: 2,
          cond: and(...neighbours, [SUM, '=', TARGET]),
          ordered: true,
          outputs: [[[TIER, '+B', 1n], 1n]],
          score: t.base === null ? [TARGET, 'factorial'] : tileValue(t, [TIER, '+B', 1n], 1n),
          flags: [false, true],
        }),
        mergeRule({
          length: 2,
          cond: and(...neighbours, [SUM, '<', TARGET], canReachTarget(t, SUM)),
          ordered: true,
          outputs: [[TIER, SUM]],
          score: tileValue(t, TIER, SUM),
          flags: [false, true],
        }),
      ],
      startTileSpawns: [[[firstTier(t), 1n], 1]],
      winConditions: [[winningTier(t), 1n]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(rulesText(t)),
      tileValueFunction: tileValue(t, '@This 0', '@This 1'),
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
