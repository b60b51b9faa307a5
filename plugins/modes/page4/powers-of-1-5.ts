// Page 4, slot 16 — 2216.8378200531005859375 (menu label "2216.838"), "Powers of 1.5". A tile
// `[e, d]` is 1.5^e / d with d ∈ {1, 2}: a power of 1.5 or its half. A power and its half add up to
// the next power (x + x/2 = 1.5x), two halves make the whole again, and "÷2" tiles
// (`["Div2", "@Signless"]`) halve a power of 1.5. Spawns come from a bag of four 1s and four ÷2s.
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optString, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { hsla, row, tableRows, tierColumns } from './looks.ts';

export const HALVE: Value = ['Div2', '@Signless'];

// The original's look: a colour per power of 1.5 up to 1.5^21 (cyan to blue, pink, orange, gold
// browns), its half a greyer shade; past the table the hue turns 13° per power. Dark text up to
// 1.5^11, light from 1.5^12.
const TIERS = [
  ['#ffffff', '#999999'],
  ['#b5faff', '#cfe1e2'],
  ['#76f6ff', '#98d8dd'],
  ['#00eeff', '#40b7bf'],
  ['#00c3ff', '#40a2bf'],
  ['#0099ff', '#408cbf'],
  ['#0055ff', '#406abf'],
  ['#0000ff', '#4040bf'],
  ['#ffa2ba', '#e8bac6'],
  ['#ff799a', '#de9cac'],
  ['#ff547e', '#d47d93'],
  ['#ff2d62', '#cb627c'],
  ['#ff0040', '#bf4060'],
  ['#c20031', '#913049'],
  ['#ff9f63', '#d7a788'],
  ['#ff8132', '#cc8d66'],
  ['#ff6200', '#bf7140'],
  ['#ff9900', '#bf8c40'],
  ['#ffc400', '#bfa240'],
  ['#c49600', '#917b30'],
  ['#947100', '#6f5e25'],
  ['#634c00', '#493d18'],
];
const TEXT_DARK = ['#3f3d32', '#625b2f'];
const TEXT_LIGHT = ['#eeebda', '#e3dbaf'];

function tileTypes(text: Expr): Value[] {
  const table = tierColumns(
    TIERS,
    (e, c) => (e < 12 ? TEXT_DARK : TEXT_LIGHT)[c]!,
    (e, c) => [e, c + 1],
  );
  const past = (saturation: number): Expr =>
    hsla([13, '*', E, '-', 151], saturation, [0.95, '^', [E, '-', 21], '*', 50]);
  return [
    row(HALVE, '÷2', ['@linear-gradient', '#cccccc', '#444444'], '#765c8f'),
    ...tableRows(text, table),
    row([D, '=', 1], text, past(100), TEXT_LIGHT[0]!),
    row([D, '=', 2], text, past(50), TEXT_LIGHT[1]!),
  ];
}

const E = '@This 0';
const D = '@This 1';

/** The power of 1.5 that wins: 1.5^19 = 2216.8378200531005859375. */
const WIN_POWER = 19;

/** 1.5^e / d written out exactly (3^e·5^e / 10^e, halved): "1.6875", "2216.8378200531005859375". */
export function exactDecimal(e: number, d: 1 | 2): string {
  // 1.5^e / 2 = 15^e · 5 / 10^(e+1).
  const digits = (15n ** BigInt(e) * (d === 2 ? 5n : 1n)).toString();
  const places = d === 2 ? e + 1 : e;
  const padded = digits.padStart(places + 1, '0');
  const whole = padded.slice(0, padded.length - places);
  const frac = padded.slice(padded.length - places).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

// Texts up to 1.5^21 are written out as the number itself (JavaScript's shortest form, 12.814453125,
// 2216.8378200531006): a number written into a text is shown as it is, while a computed value is
// abbreviated (three decimals, thousands separators), as the original's tiles past its table are.
const WRITTEN_POWERS = 22;
/** Texts by `2e + d − 1` up to the last written power. */
const TEXTS: Value = [
  '@Literal',
  ...Array.from({ length: WRITTEN_POWERS }, (_, e) => [String(1.5 ** e), String(1.5 ** e / 2)]).flat(),
];

const text: RulesText = {
  heading: 'Powers of 1.5',
  title: '2216.8378200531005859375',
  paragraphs: [
    'Tiles are powers of 1.5 (1, 1.5, 2.25, 3.375, …) and their halves (0.5, 0.75, 1.125, …).',
    'A power of 1.5 and its half merge into the next power, in either order: 1 + 0.5 = 1.5, 2.25 + 1.125 = 3.375. Two equal halves merge into the whole power: 0.75 + 0.75 = 1.5.',
    'A "÷2" tile halves any power of 1.5 it meets (in either order): 2.25 and ÷2 make 1.125. Two ÷2 tiles merge into one.',
    'Merges score the new tile. New tiles come from a bag of four 1s and four ÷2s, refilled when empty.',
    'Make 1.5^19 = 2216.8378200531005859375 to win.',
  ],
};

/** 37 — 2216.8378200531005859375. */
export const mode2216: ModePlugin = builtinMode({
  id: 'pc.2216-838',
  size: 5,
  name: '2216.838',
  description: 'Powers of 1.5 and their halves, with ÷2 tiles',
  page: 4,
  category: 'Powers of 1.5',
  rules: plainRules(text),
  options: [
    {
      id: 'version',
      label: 'Version',
      type: 'choice',
      default: 'halves',
      choices: [
        { value: 'halves', label: 'Halves and ÷2 tiles' },
        { value: 'threes', label: 'Three equal tiles make two of the next' },
      ],
      help: 'Three equal tiles: 1 + 1 + 1 = 1.5 + 1.5, on a 6×6 grid; spawns 1 (72%), 1.5 (16%), 2.25 (8%), 3.375 (4%).',
    },
  ],
  recreates: [{ modeId: '37' }],
  // mv[0]: the version (1 the default, 2 three-tile merges).
  optionsFromModeVars: (mv): OptionValues => (mv[0] === 2 ? { version: 'threes', width: 6, height: 6 } : {}),
  build: (o) => {
    const value = (e: Expr, d: Expr): Expr => [1.5, '^', e, '/', d];
    const step: Expr = [E, '*', 2, '+', D, '-', 1];
    const looks = tileTypes([
      value(E, D),
      '@if',
      [step, '<', 2 * WRITTEN_POWERS],
      '2nd',
      [TEXTS, 'arr_elem', step],
      '@end-if',
    ]);
    if (optString(o, 'version', 'halves') === 'threes')
      return defaultMode({
        width: 6,
        height: 6,
        tileNumAmount: 2,
        tileTypes: looks,
        mergeRules: [
          mergeRule({
            length: 3,
            cond: and(['@Next 1 0', '=', E], ['@Next 2 0', '=', E], ['@Next 1 1', '=', D], ['@Next 2 1', '=', D]),
            ordered: true,
            outputs: [
              [[E, '+', 1], 1],
              [[E, '+', 1], 1],
            ],
            score: [1.5, '^', E, '*', 3],
            flags: [false, false, true],
          }),
        ],
        startTileSpawns: [
          [[0, 1], 72],
          [[1, 1], 16],
          [[2, 1], 8],
          [[3, 1], 4],
        ],
        winConditions: [[WIN_POWER, 1]],
        winRequirement: 1,
        gameplayRulesText: gameplayRules(text),
        tileValueFunction: value(E, D),
        mergeResultKnownLevel: 2,
        knownMergeMaxLength: 3,
        knownMergeLookbackDistance: 0,
      });
    return defaultMode({
      width: 5,
      height: 5,
      tileNumAmount: 2,
      tileTypes: looks,
      mergeRules: [
        // A power and its half, either order: the next power.
        mergeRule({
          length: 2,
          cond: and(['@Next 1 0', '=', E], [D, '=', 1], ['@Next 1 1', '=', 2]),
          ordered: false,
          outputs: [[[E, '+', 1], 1]],
          score: [1.5, '^', E, '*', 1.5],
        }),
        // Two equal halves: the whole power.
        mergeRule({
          length: 2,
          cond: and(['@Next 1 0', '=', E], [D, '=', 2], ['@Next 1 1', '=', 2]),
          ordered: true,
          outputs: [[E, 1]],
          score: [1.5, '^', E],
        }),
        // A power and a ÷2, either order: its half.
        mergeRule({
          length: 2,
          cond: and([D, '=', 1], ['@Next 1 0', '=', 'Div2']),
          ordered: false,
          outputs: [[E, 2]],
          score: value(E, 2),
        }),
        // Two ÷2 tiles: one.
        mergeRule({
          length: 2,
          cond: and([E, '=', 'Div2'], ['@Next 1 0', '=', 'Div2']),
          ordered: true,
          outputs: [HALVE],
          score: 0,
        }),
      ],
      startTileSpawns: [['Box', 1, [0, 1], 4, HALVE, 4]],
      winConditions: [[WIN_POWER, 1]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: [0, '@if', [E, 'typeof', '=', 'number'], '2nd', value(E, D), '@end-if'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
