// Page 3, slot 25 — X^Y, "All Perfect Powers". A tile `[x, y]` is the perfect power x^y (a spawned
// 1 is `[1, 0]`). Any 2, 3 or 4 tiles in a row merge when their sum is a perfect power (a square,
// a cube, …): the result is stored in its highest-power form (64 becomes 2^6). Win by discovering
// twelve different cubes or higher powers.
import type { Value } from '../../../src/calc/values.ts';
import { defaultMode } from '../../../src/engine/mode.ts';
import type { ModePlugin, OptionValues } from '../../../src/plugins/types.ts';
import { tilesFrom, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optNumber, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { DARK_TEXT, LIGHT_TEXT } from '../shared/palette.ts';

/** No practical limit on the exponent (2^1024). */
const ANY_EXPONENT = 2n ** 1024n;

/** `[base, exponent]` of the rule's variable 0 (the perfect-power form of the sum). */
const FORM = (k: 0 | 1): Expr => ['@var_retain', '@Var 0', 'arr_elem', k];

/** Tiles in a row whose values x^y add up to a perfect power merge into it (one rule per length). */
function perfectPowerSum(length: number): Value[] {
  const tiles = tilesFrom(0, length);
  const sum: Value[] = [];
  tiles.forEach((t, i) => {
    if (i > 0) sum.push('+B');
    sum.push([t.c(0), '^B', t.c(1)]);
  });
  // Variable 0: [root, exponent, sign] of the largest power the sum is (exponent 1: not a power).
  return [
    [sum, 'perfectPowerFormB', ANY_EXPONENT],
    '@end_vars',
    ...mergeRule({
      length,
      cond: ['@var_retain', FORM(1), '!=', 1n],
      ordered: true,
      outputs: [[FORM(0), FORM(1)]],
      score: ['@var_retain', FORM(0), '^', FORM(1)],
    }),
  ];
}

const VALUE: Expr = ['@This 0', '^B', '@This 1'];
const ONE: Value[] = [1n, 0n];

/** Hue from the base, shade from the exponent (squares light, high powers dark). */
const TILE_TYPES: Value[] = [
  [ONE, 1n, '#f4efe6', DARK_TEXT],
  [
    true,
    VALUE,
    ['@HSLA', ['@This 0', 'Number', 'log', 2, '*', 67, 'mod', 360], 70, [80, '-', [['@This 1', 'Number', '-', 2], '*', 9], 'max', 25], 1],
    [DARK_TEXT, '@if', ['@This 1', '>=', 4n], '2nd', LIGHT_TEXT, '@end-if'],
  ],
];

/** Game variables: two box toggles, then random-goal bookkeeping (unused while goals are off). */
const SHOW_TILES = 0;
const SHOW_WINNING = 1;
// goal tile, goals reached, "goal just made", first-goal minimum
const START_VARS: Value[] = [0, 0, [2n, 8n], 0, false, 256n];

function toggledBoxes(title: string, tiles: Expr, flag: number): Value[] {
  return [
    [title, [tiles, 'arr_length'], false, undefined, undefined, undefined, [`@GVar ${flag}`, '=', 0], [0, '@edit_gvar', flag, 1], true],
    [title, tiles, true, false, 'TileArray', 'Self', [`@GVar ${flag}`, '=', 1], [0, '@edit_gvar', flag, 0], true],
  ];
}

const STAT_BOXES: Value[] = [
  ...toggledBoxes('Discovered Tiles', ['@DiscTiles'], SHOW_TILES),
  ['Score', '@Score'],
  ...toggledBoxes('Discovered Winning Tiles', ['@DiscWinning'], SHOW_WINNING),
];

function rulesText(maxLength: number): RulesText {
  const counts = ['two', 'three', 'four'].slice(0, maxLength - 1);
  const list = counts.length === 1 ? counts[0]! : `${counts.slice(0, -1).join(', ')} or ${counts.at(-1)!}`;
  return {
    heading: 'All Perfect Powers',
    title: 'X^Y',
    paragraphs: [
      `Any ${list} tiles in a row merge when they add up to a perfect power: a number x^y with x a positive whole number and y a whole number above 1 (4, 8, 9, 16, 25, 27, 32, …). The new tile shows the number; it is kept as the highest power it is (64 = 2^6).`,
      'Spawns: 1 (100%).',
      'To win, make at least twelve different tiles that are cubes, fourth powers or higher. The real quest is to discover as many tiles as you can.',
    ],
  };
}

function maxLength(o: OptionValues): number {
  const n = Math.floor(optNumber(o, 'maxLength', 4));
  return n >= 2 && n <= 4 ? n : 4;
}

/** 41 — X^Y. */
export const modeXY: ModePlugin = builtinMode({
  id: 'pc.x-y',
  size: 5,
  name: 'X^Y',
  description: 'All Perfect Powers',
  page: 3,
  category: 'All Perfect Powers',
  rules: plainRules(rulesText(4)),
  options: [{ id: 'maxLength', label: 'Most tiles in one merge', type: 'number', default: 4, min: 2, max: 4, step: 1 }],
  recreates: [{ modeId: '41', options: { maxLength: 4 } }],
  optionsFromModeVars: (mv): OptionValues => {
    const n = mv[1];
    return { maxLength: typeof n === 'number' && n >= 2 && n <= 4 ? n : 4 };
  },
  build: (o) => {
    const longest = maxLength(o);
    const lengths = Array.from({ length: longest - 1 }, (_, i) => longest - i);
    return defaultMode({
      width: 5,
      height: 5,
      tileNumAmount: 2,
      tileTypes: TILE_TYPES,
      // Longest first, so four tiles adding up to a power are not split into a pair and two more.
      mergeRules: lengths.map(perfectPowerSum),
      startTileSpawns: [[ONE, 100]],
      winConditions: [[['@This 1', '>=', 3n]]],
      winRequirement: 12,
      startGameVars: START_VARS,
      statBoxes: STAT_BOXES,
      gameplayRulesText: gameplayRules(rulesText(longest)),
      tileValueFunction: VALUE,
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 4,
      knownMergeLookbackDistance: 0,
    });
  },
});
