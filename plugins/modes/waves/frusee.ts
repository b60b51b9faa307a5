// Waves mode 50.7101113 — FRUSEE (takes 3385's menu tile when the waves are unleashed). Tiles are
// whole numbers `[v]` (BigInts). Two tiles merge into their sum when one divides the other and the
// sum is squarefree (no prime divides it twice): 1 + 1 = 2, 1 + 2 = 3, 2 + 4 = 6, but not 1 + 3 = 4
// nor 3 + 6 = 9. Unlike most waves modes there are no seeds: only 1s spawn, and a merge scores the
// sum as usual. No win condition.
import { defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { exactSum, scoreSum, whole } from '../shared/whole-number-tiles.ts';
import { looksFrusee } from './looks.ts';
import { dividesEither, squarefree } from './number-tests-w2.ts';

const pair = tilesFrom(0, 2);
const [a, b] = pair as [TileRef, TileRef];
const sum: Expr = exactSum(pair);

const divisorSquarefreeSum = mergeRule({
  length: 2,
  cond: [dividesEither(a.c(0), b.c(0)), '&&', squarefree(sum)],
  ordered: true,
  outputs: [[sum]],
  score: scoreSum(pair),
});

/**
 * Random-goal bookkeeping, laid out as the original's (the option is off, so these stay as they
 * start): current goal, goals reached, "goal just made", tiles known to be reachable, first goal.
 */
const GOAL_STATE = [1n, 0, false, [1n, 2n, 3n, 6n, 7n, 14n], 1535n];

const text: RulesText = {
  heading: 'Waves',
  title: 'FRUSEE',
  paragraphs: [
    'Two tiles merge into their sum when one of them divides the other and the sum is squarefree — no prime divides it more than once. 2 + 4 = 6 merges; 3 + 6 = 9 does not (9 = 3²), nor does 1 + 3 = 4.',
    'Spawns: 1 (100%). A merge scores the new tile.',
    'There is no winning tile. Some goals to try, roughly from easiest to hardest: 1535, 2327, 1807, 2534, 2310, 2849.',
  ],
};

/** 50.7101113 — FRUSEE. */
export const modeFrusee: ModePlugin = builtinMode({
  id: 'pc.frusee',
  size: 4,
  name: 'FRUSEE',
  description: 'Divisor pairs merge when their sum is squarefree',
  category: 'Waves',
  rules: plainRules(text),
  recreates: [{ modeId: '50.7101113' }],
  optionsFromModeVars: () => ({}),
  build: () =>
    defaultMode({
      width: 4,
      height: 4,
      tileTypes: looksFrusee('@This 0'),
      mergeRules: [divisorSquarefreeSum],
      startTileSpawns: [[whole(1), 1]],
      winConditions: [],
      winRequirement: false,
      startGameVars: GOAL_STATE,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    }),
});
