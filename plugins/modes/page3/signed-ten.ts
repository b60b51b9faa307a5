// Page 3, slot 24 — 10. Tiles are positive or negative whole numbers `[n, s]` (value s·n, s = ±1).
// Two 1s of the same sign make a 2 of that sign; otherwise a pair of equal tiles takes a tile of the
// opposite sign that is one smaller in size, and together they make the next number: 2 + 2 + (−1)
// = 3, (−3) + (−3) + 2 = −4. Reach 10 or −10.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { and, eq, ne, tilesFrom, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { looksSignedTen } from './looks.ts';

const SIZE = 0;
const SIGN = 1;

const [p, q] = tilesFrom(0, 2) as [TileRef, TileRef];
const [twin, other, smaller] = tilesFrom(0, 3) as [TileRef, TileRef, TileRef];

/** 1 + 1 = 2 and (−1) + (−1) = −2. */
const ones = mergeRule({
  length: 2,
  cond: and(eq(q.c(SIGN), p.c(SIGN)), eq(p.c(SIZE), 1), eq(q.c(SIZE), 1)),
  ordered: true,
  outputs: [[2, p.c(SIGN)]],
  score: 2,
});

/** n + n + (one smaller, opposite sign) = n + 1 with the pair's sign, in any order. */
const pairAndOpposite = mergeRule({
  length: 3,
  cond: and(
    eq(other.c(SIGN), twin.c(SIGN)),
    eq(other.c(SIZE), twin.c(SIZE)),
    ne(smaller.c(SIGN), twin.c(SIGN)),
    eq([smaller.c(SIZE), '+', 1], twin.c(SIZE)),
  ),
  ordered: false,
  outputs: [[[twin.c(SIZE), '+', 1], twin.c(SIGN)]],
  score: [twin.c(SIZE), '+', 1],
});

const text: RulesText = {
  title: '10',
  paragraphs: [
    'There are positive and negative tiles. Two 1s of the same sign merge into a 2 of that sign. Any other merge takes three tiles: two equal tiles and a tile of the opposite sign whose size is one less, making the next number with the sign of the pair (2 + 2 + (−1) = 3, (−3) + (−3) + 2 = −4).',
    'Spawns: 1 (50%), −1 (50%).',
    'Make a 10 or a −10 tile to win.',
  ],
};

const tileTypes: Value[] = looksSignedTen(`@This ${SIZE}`, [`@This ${SIZE}`, '*', -1]);

/** 58 — 10. */
export const mode10: ModePlugin = builtinMode({
  id: 'pc.10',
  size: 5,
  name: '10',
  description: 'Positive and negative tiles climbing to 10',
  page: 3,
  category: 'Signed Numbers',
  rules: plainRules(text),
  recreates: [{ modeId: '58' }],
  optionsFromModeVars: () => ({}),
  build: () =>
    defaultMode({
      width: 5,
      height: 5,
      tileNumAmount: 2,
      tileTypes,
      mergeRules: [ones, pairAndOpposite],
      startTileSpawns: [
        [[1, 1], 1],
        [[1, -1], 1],
      ],
      winConditions: [
        [10, 1],
        [10, -1],
      ],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: ['@This 0', '*', '@This 1'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 3,
      knownMergeLookbackDistance: 0,
    }),
});
