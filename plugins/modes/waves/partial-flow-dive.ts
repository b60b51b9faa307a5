// Waves mode 34.50118 — Partial Flow DIVE (replaces Partial Absorb 243). DIVE on a 3×3 grid where
// any two tiles meet: if one divides the other they merge fully into the sum (scoring the smaller
// tile); otherwise the larger tile absorbs gcd(a, b) from the smaller one and both stay (no score).
// Seeds work as in DIVE, but eliminations score nothing. A full grid loses at once.
import { defaultMode } from '../../../src/engine/mode.ts';
import type { ModePlugin } from '../../../src/plugins/types.ts';
import { and, eq, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { bandNext, withDiveGoals } from '../shared/dive-goals.ts';
import { stepBackground, stepTextColor } from '../shared/tile-look.ts';
import { RANDOM_SEED, seedsParagraph, wavesSeedScripts, wavesStartVars, wavesStatBoxes } from './seeds-w1.ts';

const [rear, front] = tilesFrom(0, 2) as [TileRef, TileRef];
const [a, b] = [rear.c(0), front.c(0)];
const bothWhole: Expr = and([a, 'typeof', '=', 'bigint'], [b, 'typeof', '=', 'bigint']);
/** |gcd(a, b)|: what flows from the smaller tile into the larger one. */
const flow: Expr = [a, 'gcdB', b, 'absB'];

/** One divides the other (a 0 counts as 1): the sum, scoring the smaller tile. */
const fullMerge = mergeRule({
  length: 2,
  cond: and(eq([b, 'modB', [a, 'absB', 'max', 1n]], 0n), bothWhole),
  ordered: false,
  outputs: [[[a, '+B', b]]],
  score: [a, 'min', b],
  flags: [false, true],
});

/** The rear tile is larger: gcd flows from the front tile into it (signs kept). */
const flowBackward = mergeRule({
  length: 2,
  cond: and([[a, 'absB'], '>', [b, 'absB']], bothWhole),
  ordered: true,
  outputs: [[[b, '-B', [flow, '*B', [b, 'signB']]]], [[a, '+B', [flow, '*B', [b, 'signB']]]]],
  score: 0,
  flags: [false, false],
});

/** The front tile is larger: gcd flows from the rear tile into it. */
const flowForward = mergeRule({
  length: 2,
  cond: and([[b, 'absB'], '>', [a, 'absB']], bothWhole),
  ordered: true,
  outputs: [[[b, '+B', [flow, '*B', [a, 'signB']]]], [[a, '-B', [flow, '*B', [a, 'signB']]]]],
  score: 0,
  flags: [false, false],
});

const TEXT: RulesText = {
  heading: 'Waves',
  title: 'Partial Flow DIVE',
  paragraphs: [
    'Any two tiles can meet. If one is a multiple of the other they merge into their sum, scoring the smaller tile (4 + 12 = 16 scores 4). Otherwise the larger tile takes their greatest common divisor from the smaller one and both stay, without score (6 and 4 become 2 and 8; 5 and 3 become 2 and 6).',
    'The game is lost as soon as the grid is full.',
    seedsParagraph(2n, false),
  ],
};

const step: Expr = ['@This 0', 'absB', 'Number', 'max', 1, 'log', 2, 'floor', 1];

/** 34.50118 — Partial Flow DIVE. */
export const modePartialFlowDive: ModePlugin = withDiveGoals(builtinMode({
  id: 'pc.partial-flow-dive',
  name: 'Partial Flow DIVE',
  description: 'DIVE where non-divisible tiles pass their gcd to the larger one; a full grid loses',
  category: 'Waves',
  rules: plainRules(TEXT),
  recreates: [{ modeId: '34.50118' }],
  optionsFromModeVars: () => ({}),
  build: () =>
    defaultMode({
      width: 3,
      height: 3,
      tileTypes: [[true, '@This 0', stepBackground(step), stepTextColor(step)]],
      mergeRules: [fullMerge, flowBackward, flowForward],
      startTileSpawns: [RANDOM_SEED],
      // The extra variable counts moves made on a full grid (none are allowed here).
      startGameVars: wavesStartVars({ startSeed: 2n, goalMinimum: 4n, extraVars: [0] }),
      scripts: wavesSeedScripts(false),
      statBoxes: wavesStatBoxes(),
      winConditions: [],
      winRequirement: false,
      loseRequirement: ['@Grid', 'arr_flat', 2, 'arr_indexOf', '@Empty', '=', -1],
      gameplayRulesText: gameplayRules(TEXT),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    }),
}), { goal: 7, reached: 8, made: 9, minimum: 10, modeVar: 4, minimumModeVar: 5, defaultMinimum: 4, next: bandNext });
