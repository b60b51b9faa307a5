// Waves mode 57.50118 — FIVE (takes 2700's menu tile when the waves are unleashed). Tiles are whole
// numbers `[v]` (BigInts) spawned from DIVE-style seeds (the first seed is 2). Two tiles merge into
// their sum when one divides the other and the sum is 5-smooth (no prime factor above 5): 2 + 4 = 6,
// 3 + 6 = 9, 5 + 10 = 15, but not 2 + 12 = 14 (= 2·7). A merge scores the smaller tile. No win
// condition.
//
// Game variables (the original's layout): 0 seeds, 1 seeds seen, 2/3 seeds unlocked/eliminated by
// this move, 4 unused flag, 5 which "seeds seen" box shows, 6 seed check order (largest first),
// 7 the allowed primes, 8–12 random-goal bookkeeping (off), 13 extra allowed sums (none).
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { exactSum, schemeTileTypes } from '../shared/whole-number-tiles.ts';
import { dividesEither } from './number-tests-w2.ts';
import { diveSeedLayout, BOARD_COMPONENTS, randomFrom, seedScripts, seedStatBoxes } from './seeds-w2.ts';

const SEEDS = diveSeedLayout(BOARD_COMPONENTS);
const ALLOWED_PRIMES = '@GVar 7';
const ALLOWED_SUMS = '@GVar 13';

const START_VARS: Value[] = [[2n], [2n], [], [], false, 0, 0, [2n, 3n, 5n], 3n, 0, false, 3n, 3n, []];

const pair = tilesFrom(0, 2);
const [a, b] = pair as [TileRef, TileRef];
const sum: Expr = exactSum(pair);

/** Dividing out the allowed primes leaves 1 (DIVESeedUnlock with mode 1 divides each out fully). */
const smoothSum: Expr = [sum, 'absB', 'DIVESeedUnlock', ALLOWED_PRIMES, 1, '=', 1n];
const allowedSum: Expr = [[ALLOWED_SUMS, 'arr_indexOf', [sum, 'absB'], '!=', -1], '||', smoothSum];

const divisorSmoothSum = mergeRule({
  length: 2,
  cond: [
    [a.c(0), 'typeof', '=', 'bigint'],
    '&&',
    [b.c(0), 'typeof', '=', 'bigint'],
    '&&',
    dividesEither(a.c(0), b.c(0)),
    '&&',
    allowedSum,
  ],
  ordered: true,
  outputs: [[sum]],
  score: [a.c(0), 'min', b.c(0)],
  flags: [false, true],
});

const text: RulesText = {
  heading: 'Waves',
  title: 'FIVE',
  paragraphs: [
    'Two tiles merge into their sum when one of them divides the other and the sum is 5-smooth: it has no prime factor other than 2, 3 and 5. 3 + 6 = 9 and 5 + 10 = 15 merge; 2 + 12 = 14 does not (14 = 2·7). A merge scores the smaller tile.',
    'New tiles are seeds, as in DIVE: the first seed is 2; after each move every tile is divided by the seeds as often as possible (largest seed first) and a leftover above 1 becomes a new seed. A seed that divides no tile any more is eliminated and scores its value, unless it is the last one.',
    'There is no winning tile: score as much as you can.',
  ],
};

/** 57.50118 — FIVE. */
export const modeFive: ModePlugin = builtinMode({
  id: 'pc.five',
  size: 4,
  name: 'FIVE',
  description: 'DIVE with seeds, where only 5-smooth sums can be made',
  category: 'Waves',
  rules: plainRules(text),
  recreates: [{ modeId: '57.50118' }],
  optionsFromModeVars: () => ({}),
  build: () =>
    defaultMode({
      width: 4,
      height: 4,
      tileTypes: schemeTileTypes('DIVE'),
      mergeRules: [divisorSmoothSum],
      startTileSpawns: [[[randomFrom(SEEDS.seeds)], 1]],
      startGameVars: START_VARS,
      scripts: seedScripts(SEEDS),
      statBoxes: seedStatBoxes(SEEDS, 'Self', 'DIVE'),
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    }),
});
