// Secret mode 71.37 — 145.965 (swapped into 2216.838's menu slot by alternately hovering 3,188,646
// and 2216.838 five times each). Tiles `[e, m]` are 1.5^e·m, plus "÷" tiles
// (`["Divide", "@Signless"]`). A tile and its half add up (x + x/2 = 1.5x); "x ÷ y" divides two
// tiles that are each double or half a power of 1.5 (or where one of them is a 1); two ÷ tiles
// become one. The counterpart of 3,188,646's multiplication.
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, eq, ne, or, plus, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, plainRules, type RulesText } from '../shared/mode-kit.ts';

export const DIVIDE: Value = ['Divide', '@Signless'];

const E = '@This 0';
const M = '@This 1';

const value = (e: Expr, m: Expr): Expr => [1.5, '^', e, '*', m];
/** Double or half a power of 1.5. */
/** Lightness from the doubling part of a tile. */
const SHADE: Expr = [M, 'log', 2, '*', 15, '+', 50];
const offPower = (m: Expr): Expr => or(eq(m, 2), eq(m, 0.5));
/** The 1 tile, with the other end of the line a number tile. */
const oneWith = (e: Expr, m: Expr, other: Expr): Expr => and(eq(e, 0), eq(m, 1), ne(other, 'Divide'));

function text(divideInMiddle: boolean): RulesText {
  return {
    heading: 'Powers of 1.5',
    title: '145.965',
    paragraphs: [
      'Number tiles are powers of 1.5 times ½, 1 or 2 (and, by division, a few others): 2, 3, 4.5, 0.5, 1, 1.5, …',
      'A tile and its double merge, in either order, into their sum: 2 + 1 = 3, 3 + 1.5 = 4.5.',
      `The other tiles are "÷" signs. A line of three tiles "x ÷ y" divides x, the tile at the back of the line (the one moving), by y, the tile in front, when x and y are each double or half a power of 1.5 (not necessarily the same power), or when one of them is a 1: moving right, "3 ÷ 2" makes 1.5 and "2 ÷ 0.5" makes 4. ${divideInMiddle ? 'The ÷ must be in the middle.' : 'The ÷ may be anywhere in the line of three.'} Two ÷ tiles that collide become one.`,
      'New tiles: 2 (50%), ÷ (50%).',
      'Make 145.965 = 0.5·1.5^14 to win.',
    ],
  };
}

/** 71.37 — 145.965. */
export const mode145965: ModePlugin = builtinMode({
  id: 'pc.145-965',
  size: 5,
  name: '145.965',
  description: 'Secret swap of 2216.838: powers of 1.5, doubled or halved, with division tiles',
  category: 'Secret',
  rules: plainRules(text(true)),
  options: [
    {
      id: 'divideInMiddle',
      label: '÷ must be in the middle',
      type: 'boolean',
      default: true,
      help: 'Off: a line of two tiles and a ÷ divides in any order.',
    },
  ],
  recreates: [{ modeId: '71.37', options: { divideInMiddle: true } }],
  optionsFromModeVars: (mv): OptionValues => ({ divideInMiddle: mv[0] !== false }),
  build: (o) =>
    defaultMode({
      width: 5,
      height: 5,
      tileNumAmount: 2,
      tileTypes: [
        // The original's colours: a blue-violet ÷; otherwise a gradient whose hue turns with the power of
        // 1.5 (less saturated below 1) and whose lightness grows with the doubling; light text on ×2, ÷2.
        [DIVIDE, '÷', ['@radial-gradient', '#0095ff', 0, 25, '#6f00ff'], '#1c00b9'],
        [
          true,
          value(E, M),
          [
            '@linear-gradient',
            ['@HSLA', [E, '*', 23, '+', 131], [100, '/', [1.5, '^', [E, '<', 0]]], SHADE, 1],
            [
              '@HSLA',
              [E, '*', 19, '+', 131],
              [0.997, '^', [E, 'abs'], '*', 100, '/', [1.5, '^', [E, '<', 0]]],
              SHADE,
              1,
            ],
          ],
          ['#262d00', '@if', offPower(M), '2nd', '#f5ffba', '@end-if'],
        ],
      ],
      mergeRules: [
        // x + x/2 = 1.5x, either order; scores 3^e·m.
        mergeRule({
          length: 2,
          cond: and(eq('@Next 1 0', E), eq([M, '/', 2], '@Next 1 1')),
          ordered: false,
          outputs: [[plus(E, 1), M]],
          score: [3, '^', E, '*', M],
          flags: [false, true],
        }),
        // x ÷ y.
        mergeRule({
          length: 3,
          cond: and(
            eq('@Next 1 0', 'Divide'),
            or(
              and(offPower(M), offPower('@Next 2 1')),
              oneWith(E, M, '@Next 2 0'),
              oneWith('@Next 2 0', '@Next 2 1', E),
            ),
          ),
          ordered: optBool(o, 'divideInMiddle', true),
          outputs: [
            [
              [E, '-', '@Next 2 0'],
              [M, '/', '@Next 2 1'],
            ],
          ],
          score: 0,
          flags: [false, true, true],
        }),
        // ÷ + ÷ = ÷.
        mergeRule({
          length: 2,
          cond: and(eq(E, 'Divide'), eq('@Next 1 0', 'Divide')),
          ordered: true,
          outputs: [DIVIDE],
          score: 0,
          flags: [true, true],
        }),
      ],
      startTileSpawns: [
        [[0, 2], 50],
        [DIVIDE, 50],
      ],
      winConditions: [[14, 0.5]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text(optBool(o, 'divideInMiddle', true))),
      tileValueFunction: [0, '@if', [E, 'typeof', '=', 'number'], '2nd', value(E, M), '@end-if'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 3,
      knownMergeLookbackDistance: 0,
    }),
});
