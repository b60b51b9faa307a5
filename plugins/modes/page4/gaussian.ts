// Page 4, slot 8 — 16+16i, "Powers of 1 + i". A tile `[k, r]` is (1+i)^k · i^r: a power of 1 + i
// turned by a unit (r = 0…3 for 1, i, −1, −i). Two tiles of the same power merge when one is i
// times the other, and their sum is (1 + i) times the smaller-angled one: x + ix = (1 + i)x.
import { GaussianBigInt, type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { and, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { stepBackground, stepTextColor } from '../shared/tile-look.ts';

const K = '@This 0';
const R = '@This 1';

/** The Gaussian integer (1+i)^k · i^r of a tile. */
export function gaussianValue(k: Expr, r: Expr): Expr {
  return [[new GaussianBigInt(1n, 1n), '^GB', k], '*GB', [r, 'ipowGB']];
}

/** The power that wins: (1+i)^9 = 16 + 16i, in any of its four turns. */
const WIN_POWER = 9;

const text: RulesText = {
  heading: 'Powers of 1 + i',
  title: '16+16i',
  paragraphs: [
    'Tiles are Gaussian integers: powers of 1 + i, each turned by 1, i, −1 or −i. The first tiles are 1, i, −1 and −i.',
    'Two tiles of the same size merge when one of them is i times the other: x and ix merge into x + ix = (1 + i)x. So 1 + i makes 1+1i, i + (−1) makes −1+1i, and 1+1i + (−1+1i) makes 2i. Opposite tiles (x and −x) never merge.',
    'A merge scores the norm of the new tile (2, 4, 8, …).',
    'New tiles come from a bag holding one each of 1, i, −1 and −i, refilled when empty.',
    'Make 16+16i, or any turn of it (−16+16i, −16−16i, 16−16i), to win.',
  ],
};

/** 70 — 16+16i. */
export const mode16plus16i: ModePlugin = builtinMode({
  id: 'pc.16-16i',
  size: 5,
  name: '16+16i',
  description: 'Powers of 1 + i (Gaussian integers)',
  page: 4,
  category: 'Powers of 1 + i',
  rules: plainRules(text),
  recreates: [{ modeId: '70' }],
  build: () =>
    defaultMode({
      width: 5,
      height: 5,
      tileNumAmount: 2,
      tileTypes: [[true, gaussianValue(K, R), stepBackground([K, '*', 2, '+', [R, 'mod', 2]], { hue0: 160, hueStep: 23, darkenOver: 18 }), stepTextColor([K, '*', 2], { hue0: 160, hueStep: 23, darkenOver: 18 })]],
      mergeRules: [
        mergeRule({
          length: 2,
          // Either order: the tile ahead is i times the moving one.
          cond: and([K, '=', '@Next 1 0'], [R, '+', 1, 'mod', 4, '=', '@Next 1 1']),
          ordered: false,
          outputs: [[[K, '+', 1], R]],
          score: [2, '^', [K, '+', 1]],
        }),
      ],
      startTileSpawns: [['Box', 1, [0, 0], 1, [0, 1], 1, [0, 2], 1, [0, 3], 1]],
      winConditions: [0, 1, 2, 3].map((r): Value => [WIN_POWER, r]),
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: [2, '^', K],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    }),
});
