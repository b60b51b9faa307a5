// Page 4, slot 3 — 2058, "Powers of n Times Powers of n+1". A tile `[n, a, b]` is n^a·(n+1)^b; the
// 1 tile is `[2, 0, 0]`. Tiles climb like 2048 inside the powers of 2; after that, n^a(n+1)^b plus
// n^(a−1)(n+1)^b is n^(a−1)(n+1)^(b+1), and when the power of n runs out the bases move up by one.
// Game variable 0 is the largest base allowed ("Maximum Number"); a merge that would need a bigger
// base makes its tiles disappear (counted in game variable 1). The maximum rises when a tile holds
// it to a high enough power.
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, or, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, optNumber, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { hsla, innerBottom, primeImage, row, unless } from './looks.ts';

const N = '@This 0';
const A = '@This 1';
const B = '@This 2';
const NN = '@Next 1 0';
const NA = '@Next 1 1';
const NB = '@Next 1 2';
const MAX = '@GVar 0';

const value = (n: Expr, a: Expr, b: Expr): Expr => [[n, '^', a], '*', [[n, '+', 1], '^', b]];

const isOne = (slot: string): Expr => [slot, 'arr_slice', 0, 3, '=', ['@Literal', 2, 0, 0]];

/** Counts a disappearing merge. */
const DISAPPEAR: Expr = [0, '@edit_gvar', 1, ['@GVar 1', '+', 1]];

/** `[n, 1, 0]` (the plain number n) and a 1, in either order: the number n + 1. */
const plainPlusOne = and([A, '=', 1], [B, '=', 0], isOne('@Next 1'));
/** n^a(n+1)^b and n^(a−1)(n+1)^b (a ≥ 2), either order: n^(a−1)(n+1)^(b+1). */
const shiftPower = and([N, '=', NN], [A, '-', 1, '=', NA], [B, '=', NB], [A, '>', 1]);
/** n(n+1)^b and (n+1)^b, either order: (n+1)^(b+1) — the bases move up. */
const shiftBase = and([A, '=', 1], [N, '+', 1, '=', NN], [NB, '=', 0], [B, '=', NA]);

/** The result of these merges uses base n + 1: over the maximum when n ≥ the maximum. */
const overMax: Expr = [N, '>=', MAX];
const withinMax: Expr = [N, '<', MAX];

function text(required: number): RulesText {
  return {
    heading: 'Powers of n Times Powers of n+1',
    title: '2058',
    paragraphs: [
      'Tiles are n^a × (n+1)^b. It starts like 2048: two equal powers of 2 merge into the next one (1 + 1 = 2, 2 + 2 = 4).',
      'A tile merges with the tile that has one factor of n fewer, and the sum trades that n for an n+1: 2^a·3^b + 2^(a−1)·3^b = 2^(a−1)·3^(b+1), so 4 + 2 = 6 and 12 + 6 = 18. When the last factor of n goes, the bases move up: 2·3 + 3 = 9 = 3^2·4^0. A plain number n and a 1 make n + 1.',
      `The "Maximum Number" box shows the largest base allowed, starting at 2. A merge that needs a bigger base makes its tiles disappear (counted in "Disappeared Tiles"). The maximum goes up by one at the end of a turn when a tile holds the current maximum to the power ${required} or more.`,
      'New tiles: 1 (70%), 2 (30%).',
      'Make 2058 = 6 × 7^3 to win.',
    ],
  };
}

/**
 * The original's look for n^a × (n+1)^b: each base has a hue (turning with n), saturated while the
 * base is small and lighter the fewer factors it has; a tile with both bases shows both as a
 * gradient. Black text, white once a + b > 5; a soft ring coloured by a + b.
 */
function tileTypes(text: Expr, factors: Expr): Value[] {
  const lightness = (k: Expr): Expr => [
    100,
    '-',
    [k, '*', 12.5],
    '@if',
    [k, '>', 4],
    '2nd',
    [0.85, '^', [k, '-', 4], '*', 50],
    '@end-if',
  ];
  const baseColour = (base: Expr, hueShift: number, k: Expr): Expr =>
    hsla([222.49223595, '*', N, '-', hueShift], [0.7, '^', [base, 'log', 2], '*', 300], lightness(k));
  const ringHue: Expr = [A, '+', B, '*', -79, '+', 79];
  const fade: Expr = [100, '-', [0.95, '^', N, '*', 50]];
  const color = unless('#000000', [A, '+', B, '>', 5], '#ffffff');
  const extras = (ring: Expr) => ({
    sizes: [2.5, 0] as const,
    addons: [innerBottom(factors), primeImage(['@radial-gradient', ring, 0, '#0000', 50])],
  });
  return [
    row([2, 0, 0], text, '#ffffff', '#000000'),
    row([B, '=', 0], text, baseColour(N, 444.9844719, A), color, extras(hsla(ringHue, 50, fade))),
    row(
      true,
      text,
      ['@linear-gradient', baseColour(N, 444.9844719, A), baseColour([N, '+', 1], 222.49223595, B)],
      color,
      extras(hsla(ringHue, fade, 50)),
    ),
  ];
}

/** 81 — 2058. */
export const mode2058: ModePlugin = builtinMode({
  id: 'pc.2058',
  size: 4,
  name: '2058',
  description: 'Powers of n Times Powers of n+1',
  page: 4,
  category: 'Powers of n Times Powers of n+1',
  rules: plainRules(text(3)),
  options: [
    {
      id: 'requiredPower',
      label: 'Power that raises the maximum',
      type: 'number',
      default: 3,
      min: 1,
      max: 20,
      step: 1,
    },
    { id: 'startMax', label: 'Starting maximum number', type: 'number', default: 2, min: 2, max: 100, step: 1 },
    {
      id: 'disappear',
      label: 'Tiles over the maximum disappear',
      type: 'boolean',
      default: true,
      help: 'Off: merges that need a bigger base are not allowed.',
    },
  ],
  recreates: [{ modeId: '81', options: { requiredPower: 3, startMax: 2, disappear: true } }],
  optionsFromModeVars: (mv): OptionValues => ({
    requiredPower: typeof mv[0] === 'number' && mv[0] >= 1 ? mv[0] : 3,
    startMax: typeof mv[1] === 'number' ? mv[1] : 2,
    disappear: mv[2] !== false,
  }),
  build: (o) => {
    const required = optNumber(o, 'requiredPower', 3);
    const disappear = optBool(o, 'disappear', true);
    const t = text(required);
    const capped: Value[] = disappear
      ? [
          mergeRule({
            length: 2,
            cond: and(plainPlusOne, overMax),
            ordered: false,
            outputs: [],
            score: DISAPPEAR,
            flags: [false, true],
          }),
          mergeRule({ length: 2, cond: plainPlusOne, ordered: false, outputs: [[[N, '+', 1], 1, 0]], score: 0 }),
          mergeRule({
            length: 2,
            cond: and(shiftPower, overMax),
            ordered: false,
            outputs: [],
            score: DISAPPEAR,
            flags: [true, true],
          }),
          mergeRule({
            length: 2,
            cond: shiftPower,
            ordered: false,
            outputs: [[N, [A, '-', 1], [B, '+', 1]]],
            score: value(N, [A, '-', 1], [B, '+', 1]),
          }),
          mergeRule({
            length: 2,
            cond: and(shiftBase, overMax),
            ordered: false,
            outputs: [],
            score: DISAPPEAR,
            flags: [true, true],
          }),
          mergeRule({
            length: 2,
            cond: shiftBase,
            ordered: false,
            outputs: [[[N, '+', 1], [B, '+', 1], 0]],
            score: [[N, '+', 1], '^', [B, '+', 1]],
          }),
        ]
      : [
          mergeRule({
            length: 2,
            cond: and(plainPlusOne, withinMax),
            ordered: false,
            outputs: [[[N, '+', 1], 1, 0]],
            score: 0,
          }),
          mergeRule({
            length: 2,
            cond: and(shiftPower, withinMax),
            ordered: false,
            outputs: [[N, [A, '-', 1], [B, '+', 1]]],
            score: value(N, [A, '-', 1], [B, '+', 1]),
          }),
          mergeRule({
            length: 2,
            cond: and(shiftBase, withinMax),
            ordered: false,
            outputs: [[[N, '+', 1], [B, '+', 1], 0]],
            score: [[N, '+', 1], '^', [B, '+', 1]],
          }),
        ];
    return defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 3,
      tileTypes: tileTypes(value(N, A, B), ['@TextE', N, ['@Superscript', A], ' × ', [N, '+', 1], ['@Superscript', B]]),
      mergeRules: [
        // 1 + 1 = 2.
        mergeRule({
          length: 2,
          cond: and(isOne('@This'), isOne('@Next 1')),
          ordered: true,
          outputs: [[2, 1, 0]],
          score: 0,
        }),
        // Equal powers of 2 double.
        mergeRule({
          length: 2,
          cond: and([N, '=', 2], [B, '=', 0], [['@This', 'arr_slice', 0, 3], '=', ['@Next 1', 'arr_slice', 0, 3]]),
          ordered: true,
          outputs: [[2, [A, '+', 1], 0]],
          score: [2, '^', A, '*', 2],
        }),
        ...capped,
        // End of turn: a tile holding the maximum (as n, or as n + 1) to a high enough power raises it.
        mergeRule({
          length: 0,
          cond: or(and([N, '=', MAX], [A, '>=', required]), and([N, '+', 1, '=', MAX], [B, '>=', required])),
          ordered: true,
          outputs: [[N, A, B]],
          score: [0, '@edit_gvar', 0, [MAX, '+', 1]],
        }),
      ],
      startTileSpawns: [
        [[2, 0, 0], 70],
        [[2, 1, 0], 30],
      ],
      winConditions: [[6, 1, 3]],
      winRequirement: 1,
      startGameVars: [optNumber(o, 'startMax', 2), 0],
      // The original shows the disappeared count only with disappearing merges, else the score.
      statBoxes: disappear
        ? [
            ['Maximum Number', MAX],
            ['Disappeared Tiles', '@GVar 1'],
          ]
        : [
            ['Score', '@Score'],
            ['Maximum Number', MAX],
          ],
      gameplayRulesText: gameplayRules(t),
      tileValueFunction: value(N, A, B),
      // Merges depend on the maximum, so results must not be cached.
      mergeResultKnownLevel: 0,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
