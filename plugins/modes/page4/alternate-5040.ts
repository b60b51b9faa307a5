// Page 4, slot 25 — Alternate 5040. The factorials split the numbers into tiers: tier n runs from
// n! to (n + 1)!. A tile `[n, k]` (BigInts) is n! × k, and inside its tier it plays like 1762:
// two tiles whose multipliers are equal or one apart merge into their sum, as long as the tier's
// ratio n + 1 can still be reached from it; reaching exactly n + 1 starts the next tier, [n + 1, 1].
//
// The original offers twenty source modes to play per tier (and other tier progressions); we
// recreate its default, the 1762 variant over factorials.
import { defaultMode } from '../../../src/engine/mode.ts';
import type { ModePlugin } from '../../../src/plugins/types.ts';
import { and, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { stepBackground, stepTextColor } from '../shared/tile-look.ts';

const TIER = '@This 0';
const K1 = '@This 1';
const K2 = '@Next 1 1';
/** The tier's ratio: multipliers climb from 1 to n + 1. */
const TARGET: Expr = [TIER, '+B', 1n];
const SUM: Expr = [K1, '+B', K2];

function tileValue(n: Expr, k: Expr): Expr {
  return [n, 'factorial', '*', k];
}

/**
 * The sum s can still grow to the target T by near-doublings (each merge at most doubles, give or
 * take one): with P the power of 2 just above T / (s + 1), T must be within P of s × P.
 */
function canReachTarget(s: Expr): Expr {
  const p: Expr = [2n, '^B', [TARGET, '/B', [s, '+B', 1n], 'logB', 2n, '+B', 1n, 'max', 0n]];
  return [[TARGET, '-B', [s, '*B', p], 'absB'], '<', p];
}

const neighbours: Expr[] = [
  ['@This 0', '=', '@Next 1 0'],
  [K1, '!=', 0n],
  [K2, '!=', 0n],
  [K1, '-B', K2, 'absB', '<', 2n],
];

const text: RulesText = {
  heading: 'Alternate 5040',
  title: 'Alternate 5040 (1762 Variant)',
  paragraphs: [
    'The factorials 1, 2, 6, 24, 120, … split the numbers into tiers, and inside each tier the tiles play like 1762 with the tier\'s factorial as their 1: two tiles of the same tier whose multipliers are equal or one apart merge into their sum (2 + 2 = 4, 24 + 48 = 72).',
    'A merge must keep the next factorial reachable: in tier n! (multipliers 1 to n + 1) the new multiplier has to be able to grow to n + 1 by merges of this kind. Making exactly (n + 1)! starts the next tier.',
    'Spawns: 1 (100%).',
    'Make a 5040 tile to win.',
  ],
};

/** 100 — Alternate 5040. */
export const modeAlternate5040: ModePlugin = builtinMode({
  id: 'pc.alternate-5040',
  size: 4,
  name: 'Alternate 5040',
  description: 'Factorial tiers, each played like 1762',
  page: 4,
  category: 'Alternate 5040',
  rules: plainRules(text),
  recreates: [{ modeId: '100' }],
  optionsFromModeVars: () => ({}),
  build: () => {
    const step: Expr = [['@This 0', 'Number', '*', 3], '+', ['@This 1', 'Number', 'min', 2]];
    return defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 2,
      tileTypes: [[true, tileValue('@This 0', '@This 1'), stepBackground(step), stepTextColor(step)]],
      mergeRules: [
        // Reaching the ratio: the first tile of the next tier.
        mergeRule({ length: 2, cond: and(...neighbours, [SUM, '=', TARGET]), ordered: true, outputs: [[TARGET, 1n]], score: [TARGET, 'factorial'], flags: [false, true] }),
        mergeRule({
          length: 2,
          cond: and(...neighbours, [SUM, '<', TARGET], canReachTarget(SUM)),
          ordered: true,
          outputs: [[TIER, SUM]],
          score: tileValue(TIER, SUM),
          flags: [false, true],
        }),
      ],
      startTileSpawns: [[[1n, 1n], 1]],
      winConditions: [[7n, 1n]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: tileValue('@This 0', '@This 1'),
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
