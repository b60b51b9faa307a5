// Secret mode 37.71 — 839,808 (swapped into 3,188,646's menu slot by alternately hovering 3,188,646
// and 2216.838 five times each). Tiles `[a, b]` are 2^a·3^b, plus "×2" tiles
// (`["Mul2", "@Signless"]`). A ×2 doubles any number tile it meets; a tile and its double add up to
// the triple (x + 2x = 3x), the only merge that scores. New tiles come from a bag of four 1s and
// four ×2s, like 2216.838's.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { and, eq, plus, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';

export const DOUBLE: Value = ['Mul2', '@Signless'];

const A = '@This 0';
const B = '@This 1';

/** One end of a tile's gradient: hue and darkness from its count of 2s or 3s. */
const stepColour = (n: string): Expr => ['@HSLA', [n, '*', -23, '+', 83], 100, [0.925, '^', n, '*', 95], 1];
const isNumberTile = (part: Expr): Expr => [part, 'typeof', '=', 'number'];

/** The goal 839,808 = 2^7·3^8. */
const WIN: Value = [7, 8];
/** The first random goal has this many factors of 3 (3^7 = 2187) by default. */
const FIRST_GOAL_THREES = 7;

const text: RulesText = {
  heading: '2-3 Smooth Numbers',
  title: '839,808',
  paragraphs: [
    'Number tiles are products of 2s and 3s: 1, 2, 3, 4, 6, 8, 9, 12, …',
    'A "×2" tile doubles any number tile it meets, in either order (no score): 6 and ×2 make 12. Two ×2 tiles collide into one.',
    'A tile and its double merge, in either order, into their sum (three times the smaller): 6 + 12 = 18. Only these merges score: the power of 3 in the result (18 = 2·3² scores 9).',
    'New tiles come from a bag of four 1s and four ×2s, refilled when empty.',
    'Make 839,808 = 2^7·3^8 to win.',
  ],
};

/** 37.71 — 839,808. */
export const mode839808: ModePlugin = builtinMode({
  id: 'pc.839808',
  size: 5,
  name: '839,808',
  description: 'Secret swap of 3,188,646: products of 2s and 3s, with ×2 tiles',
  category: 'Secret',
  rules: plainRules(text),
  recreates: [{ modeId: '37.71' }],
  build: () =>
    defaultMode({
      width: 5,
      height: 5,
      tileNumAmount: 2,
      tileTypes: [
        // The original's colours: a golden ×2; otherwise the 2s set the top of a three-band gradient and
        // the 3s the bottom, each hue turning 23° and darkening per step; violet text, lilac glow.
        [DOUBLE, '×2', ['@linear-gradient', '#e9dc90', '#655d2e'], '#b36721'],
        [
          true,
          [[2, '^', A], '*', [3, '^', B]],
          ['@linear-gradient', stepColour(A), 0, 25, stepColour(B), 75, 100],
          '#170036',
          '0px 0px 5px #dfc6ff',
        ],
      ],
      mergeRules: [
        // ×2 + ×2 = ×2; the result may merge again in the same move.
        mergeRule({
          length: 2,
          cond: and(eq(A, 'Mul2'), eq('@Next 1 0', 'Mul2')),
          ordered: true,
          outputs: [DOUBLE],
          score: 0,
          flags: [false, false],
        }),
        // A number tile and a ×2, either order: the double.
        mergeRule({
          length: 2,
          cond: and(isNumberTile(A), eq('@Next 1 0', 'Mul2')),
          ordered: false,
          outputs: [[plus(A, 1), B]],
          score: 0,
          flags: [false, true],
        }),
        // x and 2x, either order: 3x, scoring its power of 3.
        mergeRule({
          length: 2,
          cond: and(isNumberTile(A), eq('@Next 1 0', plus(A, 1)), eq('@Next 1 1', B)),
          ordered: false,
          outputs: [[A, plus(B, 1)]],
          score: [3, '^', plus(B, 1)],
          flags: [false, true],
        }),
      ],
      startTileSpawns: [['Box', 1, [0, 0], 4, DOUBLE, 4]],
      winConditions: [WIN],
      winRequirement: 1,
      // The random-goal state the original keeps even with random goals off (they are not offered
      // here yet): [current goal tile, goals reached, goal just made, first-goal minimum, 0.5].
      startGameVars: [[0, FIRST_GOAL_THREES], 0, false, FIRST_GOAL_THREES, 0.5],
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: [[2, '^', A], '*', [3, '^', B]],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    }),
});
