// Waves mode 97.50118 — Div-Add-Tor (takes Pro-Add-Uct's menu tile when the waves are unleashed).
// A tile is a pair of whole numbers `[a, b]`, shown "a × b". Two tiles merge when the product of one
// is a multiple of the product of the other (2 × 3 and 4 × 3: 12 is a multiple of 6); the result
// adds the pairs slot by slot (6 × 6), and the merge scores the smaller product. Both numbers of a
// new tile are seeds, DIVE-style, and every number on the board counts on its own for unlocking
// and keeping seeds. No win condition.
//
// Game variables (the original's layout): 0 seeds, 1 seeds seen, 2/3 seeds unlocked/eliminated by
// this move, 4 unused flag, 5 which "seeds seen" box shows, 6 seed check order (largest first),
// 7 unused.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { divides } from './number-tests-w2.ts';
import { pairTileTypes } from './pair-tiles-w2.ts';
import { diveSeedLayout, BOARD_COMPONENTS, randomFrom, seedScripts, seedStatBoxes } from './seeds-w2.ts';

const SEEDS = diveSeedLayout(BOARD_COMPONENTS);

const START_VARS: Value[] = [[2n], [2n], [], [], false, 0, 0, 0];

const [A, B, NA, NB] = ['@This 0', '@This 1', '@Next 1 0', '@Next 1 1'];
const product = (x: Expr, y: Expr): Expr => [x, '*B', y];

const divisorProducts = mergeRule({
  length: 2,
  // Either order: the second product is a multiple of the first.
  cond: [
    [A, 'typeof', '=', 'bigint'],
    '&&',
    [NA, 'typeof', '=', 'bigint'],
    '&&',
    divides(product(A, B), product(NA, NB)),
  ],
  ordered: false,
  outputs: [
    [
      [A, '+B', NA],
      [B, '+B', NB],
    ],
  ],
  score: [product(A, B), 'min', product(NA, NB)],
  flags: [false, true],
});

const text: RulesText = {
  heading: 'Waves',
  title: 'Div-Add-Tor',
  paragraphs: [
    'Each tile holds two whole numbers, a × b. Two tiles merge when the product of one is a multiple of the product of the other: 2 × 3 (6) and 4 × 3 (12) merge. The result adds the left numbers and the right numbers separately (6 × 6). A merge scores the smaller product.',
    'Both numbers of a new tile are seeds, picked at random; the first seed is 2. As in DIVE, after each move every number on the board is divided by the seeds as often as possible (largest seed first), and a leftover above 1 becomes a new seed. A seed that divides no number on the board is eliminated and scores its value, unless it is the last one.',
    'There is no winning tile: score as much as you can.',
  ],
};

/** 97.50118 — Div-Add-Tor. */
export const modeDivAddTor: ModePlugin = builtinMode({
  id: 'pc.div-add-tor',
  size: 5,
  name: 'Div-Add-Tor',
  description: 'Pairs whose products divide each other merge slot by slot; seeds as in DIVE',
  category: 'Waves',
  rules: plainRules(text),
  recreates: [{ modeId: '97.50118' }],
  optionsFromModeVars: () => ({}),
  build: () =>
    defaultMode({
      width: 5,
      height: 5,
      tileNumAmount: 2,
      tileTypes: pairTileTypes(),
      mergeRules: [divisorProducts],
      startTileSpawns: [[[randomFrom(SEEDS.seeds), randomFrom(SEEDS.seeds)], 1]],
      startGameVars: START_VARS,
      scripts: seedScripts(SEEDS),
      statBoxes: seedStatBoxes(SEEDS, 'DIVE'),
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: ['@This 0', '*', '@This 1'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    }),
});
