// Secret mode 98.01 — Pair Production Partial Absorb 377 (Partial Absorb 377 with "Garbage" set to
// 0s: "Begin Pair Production"). A tile `[k]` is a signed Fibonacci number: sign(k) · F(|k| + 1),
// so [0] = 0, [±1] = ±1, [±2] = ±2, [±3] = ±3, [±4] = ±5, …, [±13] = ±377. Only 0s spawn.
// Three equal tiles merge:
//   * three 0s make a 1 and a −1 — which of them lands further ahead alternates with the parity of
//     the number of moves made so far (the 1 after an even number);
//   * three equal ±1s make ±3 and a 0;
//   * three equal larger tiles make the term two steps further from 0 and the term two steps
//     closer to it (sign kept).
// The first output always lands further ahead. Make 377 or −377 to win.
import { defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { and, eq, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { linearRecurrence, tableLookup, writtenUpTo } from '../shared/sequences.ts';
import { looksPairProduction } from './looks.ts';

/** 1, 1, 2, 3, 5, 8, …: entry n is F(n + 1). */
const FIB = linearRecurrence([1, 1], [1, 1]);

/** The number shown by tile [k]. */
function signedFib(k: Expr): Expr {
  return [tableLookup(FIB, [k, 'abs']), '*', [k, 'sign']];
}

const trio = tilesFrom(0, 3);
const [first] = trio as [TileRef];
const k = first.c(0);
const allEqualTo = (v: Expr): Expr[] => trio.map((t) => eq(t.c(0), v));

/** 0 + 0 + 0: a +1 and a −1, the +1 ahead after an even number of moves. */
const pairProduction = mergeRule({
  length: 3,
  cond: and(...allEqualTo(0)),
  ordered: true,
  outputs: [[[-1, '^', '@Moves']], [[-1, '^', '@Moves', '*', -1]]],
  score: 1,
  flags: [false, false, true],
});

/** Three equal nonzero tiles: two steps away from 0, and two steps towards it (stopping at 0). */
const threeEqual = mergeRule({
  length: 3,
  cond: and([k, 'abs', '>=', 1], ...allEqualTo(k).slice(1)),
  ordered: true,
  outputs: [[[k, '+', [k, 'sign', '*', 2]]], [[k, 'abs', '-', 2, 'max', 0, '*', [k, 'sign']]]],
  score: tableLookup(FIB, [k, 'abs', '+', 2]),
  flags: [false, false, true],
});

const TEXT: RulesText = {
  heading: 'Secret',
  title: 'Pair Production Partial Absorb 377',
  paragraphs: [
    'Tiles are Fibonacci numbers with a sign (…, −3, −2, −1, 0, 1, 2, 3, 5, 8, …) and merge three equal tiles at a time. Only 0s spawn.',
    'Three 0s make a 1 and a −1: the 1 lands further ahead after an even number of moves, the −1 after an odd number. Three 1s make a 3 and a 0 (three −1s: −3 and 0).',
    'Three equal larger tiles make the number two steps further from 0 and the one two steps closer to 0, with the same sign (3 + 3 + 3 → 8 and 1; −5 −5 −5 → −13 and −2). The larger one always lands further ahead.',
    'Make 377 or −377 to win.',
  ],
};

/** 98.01 — Pair Production Partial Absorb 377. */
export const modePairProduction377: ModePlugin = builtinMode({
  id: 'pc.pair-production-377',
  size: 6,
  name: 'Pair Production Partial Absorb 377',
  description: 'Signed Fibonacci tiles from 0s: three 0s make a 1 and a −1',
  category: 'Secret',
  rules: plainRules(TEXT),
  recreates: [{ modeId: '98.01' }],
  optionsFromModeVars: () => ({}),
  build: () =>
    defaultMode({
      width: 6,
      height: 6,
      tileTypes: looksPairProduction(writtenUpTo(signedFib('@This 0'), 28657)),
      mergeRules: [pairProduction, threeEqual],
      startTileSpawns: [[[0], 1]],
      winConditions: [[13], [-13]],
      winRequirement: 1,
      statBoxes: [
        ['Moves', '@Moves'],
        ['Score', '@Score'],
      ],
      gameplayRulesText: gameplayRules(TEXT),
      tileValueFunction: signedFib('@This 0'),
      // The 0s' merge reads the move count: merge results must not be cached.
      mergeResultKnownLevel: 0,
      knownMergeMaxLength: 3,
      knownMergeLookbackDistance: 0,
    }),
});
