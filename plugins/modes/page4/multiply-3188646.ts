// Page 4, slot 17 — 3,188,646. Tiles are 2·3^e and 4·3^e (`[e, m]`, m ∈ {2, 4}), plus "×" tiles
// (`["Multiply", "@Signless"]`). A 4·3^e and a 2·3^e add up to 2·3^(e+1); two 2-type tiles with a ×
// between them multiply (2·3^a × 2·3^b = 4·3^(a+b)); two × tiles become one.
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { hsva, row } from './looks.ts';

export const TIMES: Value = ['Multiply', '@Signless'];

/**
 * The original's look: × on a fiery radial gradient; 2·3^e on a vivid gradient whose hue turns
 * with e (light text), 4·3^e on a paler one (dark text).
 */
function tileTypes(text: Expr): Value[] {
  const gradient = (saturation: number): Expr => [
    '@linear-gradient',
    hsva(['@This 0', '*', 23, '+', 131], saturation, 100),
    hsva(['@This 0', '*', 19, '+', 131], saturation, [0.997, '^', '@This 0', '*', 100]),
  ];
  return [
    row(TIMES, '×', ['@radial-gradient', '#ff6f00', 0, 25, '#ffc800'], '#ff2200'),
    row(['@This 1', '=', 2], text, gradient(100), '#f5ffba'),
    row(['@This 1', '=', 4], text, gradient(60), '#2d3500'),
  ];
}

const E = '@This 0';
const M = '@This 1';

const value = (e: Expr, m: Expr): Expr => [3, '^', e, '*', m];

function text(timesInMiddle: boolean): RulesText {
  return {
    title: '3,188,646',
    paragraphs: [
      'Number tiles are 2 or 4 times a power of 3: 2, 4, 6, 12, 18, 36, 54, … A 4·3^n and a 2·3^n merge (in either order) into 2·3^(n+1): 4 + 2 = 6, 12 + 6 = 18. These are the only merges that score.',
      `The other tiles are "×" signs. A line of three tiles "x × y", where x and y are both 2 times a power of 3, multiplies them: 2 × 2 = 4, 6 × 18 = 108. ${timesInMiddle ? 'The × must be in the middle.' : 'The × may be anywhere in the line of three.'} Two × tiles that collide become one.`,
      'New tiles: 2 (50%), × (50%).',
      'Make 3,188,646 = 2·3^13 to win.',
    ],
  };
}

/** 71 — 3,188,646. */
export const mode3188646: ModePlugin = builtinMode({
  id: 'pc.3188646',
  size: 5,
  name: '3,188,646',
  description: 'Powers of 3 times 2 or 4, with multiplication tiles',
  page: 4,
  category: 'Multiplication',
  rules: plainRules(text(true)),
  options: [
    {
      id: 'timesInMiddle',
      label: '× must be in the middle',
      type: 'boolean',
      default: true,
      help: 'Off: a line of two 2·3^k tiles and a × multiplies in any order.',
    },
  ],
  recreates: [{ modeId: '71', options: { timesInMiddle: true } }],
  optionsFromModeVars: (mv): OptionValues => ({ timesInMiddle: mv[0] !== false }),
  build: (o) =>
    defaultMode({
      width: 5,
      height: 5,
      tileNumAmount: 2,
      tileTypes: tileTypes(value(E, M)),
      mergeRules: [
        // 4·3^n + 2·3^n = 2·3^(n+1), either order.
        mergeRule({
          length: 2,
          cond: and([E, '=', '@Next 1 0'], [M, '=', 2], ['@Next 1 1', '=', 4]),
          ordered: false,
          outputs: [[[E, '+', 1], 2]],
          score: [6, '*', [3, '^', E]],
        }),
        // x × y with x, y both 2·3^k: their product 4·3^(a+b).
        mergeRule({
          length: 3,
          cond: and(['@Next 1 0', '=', 'Multiply'], [M, '=', 2], ['@Next 2 1', '=', 2]),
          // In any order, every arrangement of the three is tried (with the × as the middle one).
          ordered: optBool(o, 'timesInMiddle', true),
          outputs: [[[E, '+', '@Next 2 0'], 4]],
          score: 0,
          flags: [false, true, true],
        }),
        // × + × = ×.
        mergeRule({
          length: 2,
          cond: and([E, '=', 'Multiply'], ['@Next 1 0', '=', 'Multiply']),
          ordered: true,
          outputs: [TIMES],
          score: 0,
          flags: [true, true],
        }),
      ],
      startTileSpawns: [
        [[0, 2], 50],
        [TIMES, 50],
      ],
      winConditions: [[13, 2]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text(optBool(o, 'timesInMiddle', true))),
      tileValueFunction: [0, '@if', [E, 'typeof', '=', 'number'], '2nd', value(E, M), '@end-if'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 3,
      knownMergeLookbackDistance: 0,
    }),
});
