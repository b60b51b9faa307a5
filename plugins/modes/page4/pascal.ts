// Page 4, slot 4 — 1716, "Pascal's Triangle". A tile `[a, b, v]` is the entry of Pascal's triangle
// reached by a steps along one side and b along the other: v = C(a+b−2, a−1) (the pair is kept with
// a ≤ b; the 1 at the edge is (1, 1)). Neighbours in the triangle merge into the entry below them,
// exactly as Pascal's rule adds them; other equal tiles that collide disappear.
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { hsla, innerBottom, row } from './looks.ts';

const A = '@This 0';
const B = '@This 1';
const V = '@This 2';
const NA = '@Next 1 0';
const NB = '@Next 1 1';
const SUM: Expr = [V, '+', '@Next 1 2'];

const isOne = (a: Expr, b: Expr): Expr => and([a, '=', 1], [b, '=', 1]);

/** Disappeared tiles are counted in game variable 0. */
const COUNT_DISAPPEARED: Expr = [0, '@edit_gvar', 0, ['@GVar 0', '+', 1]];

function text(disappear: boolean): RulesText {
  return {
    heading: "Pascal's Triangle",
    title: '1716',
    paragraphs: [
      "Tiles are the numbers of Pascal's triangle. Each tile also shows its place (a, b): how far it sits from each edge of the triangle, so the 1s on the edge are (1, n), 2 is (2, 2), 3 is (2, 3), 6 is (3, 3) and 10 is (3, 4).",
      disappear
        ? "Two tiles that stand side by side in the triangle merge into the number below them, as in Pascal's rule: 3 + 3 = 6, 3 + 6 = 10, 4 + 6 = 10. Two 1s make a 2, and a 1 moves a tile (2, n) down its diagonal: 4 + 1 = 5. Merges score the new tile, except those with a 1."
        : "Two tiles that stand side by side in the triangle merge into the number below them, as in Pascal's rule: 3 + 3 = 6, 3 + 6 = 10, 4 + 6 = 10. Two 1s make a 2, and a 1 moves a tile (2, n) down its diagonal: 4 + 1 = 5. Only merges making a tile away from the first two diagonals (both places 3 or more) score.",
      disappear
        ? 'Any other two equal tiles that collide disappear (the "Disappeared Tiles" box counts them).'
        : 'Other equal tiles do not merge.',
      'New tiles: 1 (84%), 2 (8%), 3 (8%).',
      'Make 1716 = (7, 8) to win.',
    ],
  };
}

/**
 * The original's look: 1 is white; an entry (a, b) of Pascal's triangle shows a diagonal gradient
 * from a's colour to b's (the hue turns 37° per row, lighter for the first rows), black text.
 */
function tileTypes(): Value[] {
  const colour = (k: Expr): Expr =>
    hsla([k, '*', 37, '-', 245], 100, [0.8, '^', [k, '-', 1, '^', 0.5], '*', 90, '+', 10]);
  return [
    row([[A, '=', 1], '&&', [B, '=', 1]], V, '#ffffff', '#000000'),
    row(true, V, ['@linear-gradient', 45, colour(A), 0, 25, colour(B), 75, 100], '#000000', {
      sizes: [2.5, 0],
      addons: [innerBottom(['@TextE', '(', A, ', ', B, ')'])],
    }),
  ];
}

/** 82 — 1716. */
export const mode1716: ModePlugin = builtinMode({
  id: 'pc.1716',
  size: 4,
  name: '1716',
  description: "Pascal's Triangle",
  page: 4,
  category: "Pascal's Triangle",
  rules: plainRules(text(true)),
  options: [
    {
      id: 'disappear',
      label: 'Other equal tiles disappear',
      type: 'boolean',
      default: true,
      help: 'Off: only valid merges happen, and only tiles with both places 3 or more score.',
    },
  ],
  recreates: [{ modeId: '82', options: { disappear: true } }],
  optionsFromModeVars: (mv): OptionValues => ({ disappear: mv[0] !== false }),
  build: (o) => {
    const disappear = optBool(o, 'disappear', true);
    /** Score of a merge making (a, b): always, or (variant) only when both places are 3 or more. */
    const scored = (a: Expr, b: Expr): Expr =>
      disappear ? SUM : [0, '@if', [[a, '>=', 3], '&&', [b, '>=', 3]], '2nd', SUM, '@end-if'];
    return defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 3,
      tileTypes: tileTypes(),
      mergeRules: [
        // 1 + 1 = 2 (no score).
        mergeRule({
          length: 2,
          cond: and(isOne(A, B), isOne(NA, NB)),
          ordered: true,
          outputs: [[2, 2, SUM]],
          score: 0,
        }),
        // (2, n) + 1 = (2, n + 1), in either order (no score).
        mergeRule({
          length: 2,
          cond: and([A, '=', 2], isOne(NA, NB)),
          ordered: false,
          outputs: [[2, [B, '+', 1], SUM]],
          score: 0,
        }),
        // Neighbours on a row: (a, b) + (a − 1, b + 1) = (a, b + 1), in either order.
        mergeRule({
          length: 2,
          cond: and([A, '-', 1, '=', NA], [B, '+', 1, '=', NB]),
          ordered: false,
          outputs: [[A, [B, '+', 1], SUM]],
          score: scored(A, [B, '+', 1]),
        }),
        // The middle pair of a row: (n, n + 1) + (n, n + 1) = (n + 1, n + 1).
        mergeRule({
          length: 2,
          cond: and([A, '+', 1, '=', B], [A, '=', NA], [B, '=', NB]),
          ordered: true,
          outputs: [[[A, '+', 1], B, SUM]],
          score: scored([A, '+', 1], B),
        }),
        // Any other equal tiles disappear.
        ...(disappear
          ? [
              mergeRule({
                length: 2,
                cond: and([A, '=', NA], [B, '=', NB]),
                ordered: true,
                outputs: [],
                score: COUNT_DISAPPEARED,
                flags: [true, true],
              }),
            ]
          : []),
      ],
      startTileSpawns: [
        [[1, 1, 1], 84],
        [[2, 2, 2], 8],
        [[2, 3, 3], 8],
      ],
      winConditions: [[7, 8, 1716]] as Value[],
      winRequirement: 1,
      startGameVars: [0],
      statBoxes: disappear ? [['Disappeared Tiles', '@GVar 0']] : [['Score', '@Score']],
      gameplayRulesText: gameplayRules(text(disappear)),
      tileValueFunction: V,
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
