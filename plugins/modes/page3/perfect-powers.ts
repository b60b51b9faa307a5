// Page 3, slot 25 — X^Y, "All Perfect Powers". A tile `[x, y]` is the perfect power x^y (a spawned
// 1 is `[1, 0]`). Any 2, 3 or 4 tiles in a row merge when their sum is a perfect power (a square,
// a cube, …): the result is stored in its highest-power form (64 becomes 2^6). Win by discovering
// twelve different cubes or higher powers.
import {
  type Value,
  defaultMode,
  type ModeDefinition,
  type ModePlugin,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import { withNegativeTilesHint, type NegativeTilesSettings } from '../../modifiers/negative-tiles-hint.ts';
import { tilesFrom, type Expr } from '../shared/expr.ts';
import { toggledBoxes } from '../shared/toggled-boxes.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optNumber, optString, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { primes } from '../shared/sequences.ts';
import { perfectPowerLooks } from './looks.ts';
import { GOALS_TEXT, goalMinimum } from './goal-chains.ts';
import { offerFromModeVars, offerOptions, offeredSetting, type GoalOffer } from './reachable-goals.ts';

/** No practical limit on the exponent (2^1024). */
const ANY_EXPONENT = 2n ** 1024n;

/**
 * The "highest prime power" (`mv[0]`): the exponents a tile may have go up to this prime (2, 3,
 * 5, …, 47) or are unlimited (the default). A sum is kept in its highest-power form within the
 * limit, so with squares only 64 is 8^2, with cubes 4^3; sums that are no square, cube, … up to
 * the limit (8 with squares only) do not merge.
 */
const PRIME_LIMITS: readonly number[] = primes(15);

function exponentLimit(o: OptionValues): bigint {
  const p = Number(optString(o, 'highestPower', 'any'));
  return PRIME_LIMITS.includes(p) ? BigInt(p) : ANY_EXPONENT;
}

/** `[base, exponent, sign]` of the rule's variable 0 (the perfect-power form of the sum). */
const FORM = (k: 0 | 1 | 2): Expr => ['@var_retain', '@Var 0', 'arr_elem', k];

/** Tiles in a row whose values x^y add up to a perfect power merge into it (one rule per length). */
function perfectPowerSum(length: number, limit: bigint): Value[] {
  const tiles = tilesFrom(0, length);
  const sum: Value[] = [];
  tiles.forEach((t, i) => {
    if (i > 0) sum.push('+B');
    sum.push([t.c(0), '^B', t.c(1)]);
  });
  // Variable 0: [root, exponent, sign] of the largest power the sum is (exponent 1: not a power).
  return [
    [sum, 'perfectPowerFormB', limit],
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

/**
 * X^Y under Interacting Negative Tiles (catalog-modes.md, mode 41: "Interacting lets positives
 * and negatives sum"): tiles `[x, y, s]` with the modifier's sign slot, and any 2 … n tiles in a
 * row of either sign merge when their signed sum is ± a perfect power; the result takes the sum's
 * sign (8 + 1 + (−1) = 8, (−8) + (−1) = −9 = −(3^2), 1 + 1 + (−1) = 1 = 1^0). This is the
 * original's rule with the sign read in: its perfect-power form already returns the sum's sign.
 * A run summing to 0 annihilates, as a tile and its negative do under Interacting everywhere
 * (no score); the score of any other merge is the sum's size, as for positives.
 */
function signedPerfectPowerSum(length: number, limit: bigint, signSlot: number): Value[][] {
  const sum: Value[] = [];
  tilesFrom(0, length).forEach((t, i) => {
    if (i > 0) sum.push('+B');
    sum.push([t.c(0), '^B', t.c(1), '*B', t.c(signSlot)]);
  });
  const vars: Value[] = [[sum, 'perfectPowerFormB', limit], '@end_vars'];
  const sign: Expr = ['@var_retain', FORM(2), 'Number'];
  return [
    [...vars, ...mergeRule({ length, cond: ['@var_retain', FORM(2), '=', 0n], ordered: true, outputs: [], score: 0 })],
    [
      ...vars,
      ...mergeRule({
        length,
        cond: ['@var_retain', FORM(1), '!=', 1n, '&&', ['@var_retain', FORM(2), '!=', 0n]],
        ordered: true,
        outputs: [[FORM(0), FORM(1), sign]],
        score: ['@var_retain', FORM(0), '^', FORM(1)],
      }),
    ],
  ];
}

const SIGNED_SUMS_TEXT =
  'Negative tiles interact: tiles of both signs in a row merge when their sum is a perfect power or its negative (8 + 1 − 1 = 8, −8 − 1 = −9), and tiles summing to 0 annihilate.';

/** The Negative Tiles hint: Interacting replaces the generic same-sign rules by signed sums. */
function signedSums(lengths: readonly number[], limit: bigint) {
  return (mode: ModeDefinition, s: NegativeTilesSettings & { readonly signSlot: number }): ModeDefinition =>
    s.interacting
      ? {
          ...mode,
          mergeRules: lengths.flatMap((n) => signedPerfectPowerSum(n, limit, s.signSlot)),
          gameplayRulesText: Array.isArray(mode.gameplayRulesText)
            ? [...mode.gameplayRulesText, ['p', SIGNED_SUMS_TEXT]]
            : mode.gameplayRulesText,
        }
      : mode;
}

const VALUE: Expr = ['@This 0', '^B', '@This 1'];
const ONE: Value[] = [1n, 0n];

/** The original's colours (page3/looks.ts). */
const TILE_TYPES: Value[] = perfectPowerLooks(ONE, VALUE);

/** Game variables: two box toggles, then random-goal bookkeeping (unused while goals are off). */
const SHOW_TILES = 0;
const SHOW_WINNING = 1;
// goal tile, goals reached, "goal just made", first-goal minimum
const START_VARS: Value[] = [0, 0, [2n, 8n], 0, false, 256n];

const STAT_BOXES: Value[] = [
  ...toggledBoxes('Discovered Tiles', ['@DiscTiles'], SHOW_TILES),
  ['Score', '@Score'],
  ...toggledBoxes('Discovered Winning Tiles', ['@DiscWinning'], SHOW_WINNING),
];

/**
 * The original's X^Y goals do not build on each other: each is a random perfect power between a
 * target T and 2T — T is the first-goal minimum for the first goal, and doubles with every goal
 * reached (2^r × minimum after r goals). An exponent y is picked with a weight equal to how many
 * y-th powers lie in that range, then a base among them. Game variables (the original's layout with
 * goals on): 1 goal `[x, y]`, 2 goals reached, 3 goal made this turn, 5 first-goal minimum (the
 * Discovered Winning Tiles boxes read variable 1 as their toggle, so with goals on the original
 * shows neither).
 */
function rollGoalNear(target: Expr, limit: bigint): Value[] {
  // Variables: 0 ranges [lo, hi] per exponent, 1 their weights, 2 the exponent, 3 the target,
  // 4 lo, 5 hi, 6 the range indexes.
  const more: Expr = [['@Var 3', '*B', 2n, 'rootB', '@Var 2'], '>=', 2n];
  return [
    '@global_var_retain_inner',
    ['@Literal'],
    ['@Literal'],
    2n,
    target,
    0n,
    0n,
    ['@Literal'],
    '@end_vars',
    0,
    '@repeat',
    limit === ANY_EXPONENT ? more : [more, '&&', ['@Var 2', '<=', limit]],
    '@edit_var',
    4,
    ['@Var 3', 'rootB', '@Var 2', '@if', ['@Parent -2', '^B', '@Var 2', '<', '@Var 3'], '+B', 1n, '@end-if'],
    '@edit_var',
    5,
    ['@Var 3', '*B', 2n, 'rootB', '@Var 2'],
    '@edit_var',
    0,
    ['@Var 0', 'arr_push', [['@Literal'], 'arr_push', '@Var 4', 'arr_push', '@Var 5']],
    '@edit_var',
    1,
    ['@Var 1', 'arr_push', ['@Var 5', '-', '@Var 4', '+', 1]],
    '@edit_var',
    6,
    ['@Var 6', 'arr_push', ['@Var 2', '-B', 2n]],
    '@edit_var',
    2,
    ['@Var 2', '+', 1],
    '@end-repeat',
    '@edit_var',
    2,
    ['@Var 6', 'weightedRandomArrayEntry', '@Var 1'],
    '@edit_var',
    0,
    ['@Var 0', 'arr_elem', '@Var 2'],
    '@edit_var',
    0,
    [['@Var 0', 'arr_elem', 0], 'rand_bigint', ['@Var 0', 'arr_elem', 1], 'Array', 'arr_push', ['@Var 2', '+B', 2n]],
    '@edit_gvar',
    1,
    [[['@Var 0', 'arr_elem', 0], '^B', ['@Var 0', 'arr_elem', 1]], 'perfectPowerFormB', limit, 'arr_slice', 0, 2],
  ];
}

function withGoals(def: ModeDefinition, limit: bigint, o: OptionValues): ModeDefinition {
  if (offeredSetting(OFFER, o) === 'off') return def;
  const minimum = goalMinimum(o, OFFER.minimum.default, OFFER.minimum.min, OFFER.minimum.max);
  const roll = rollGoalNear('@GVar 5', limit);
  // The statements after `@end_vars`, run only when a goal was made; the target read before the count goes up.
  const at = roll.indexOf('@end_vars');
  const advance: Value[] = [
    ...roll.slice(0, at).map((v, i) => (i === 4 ? [[2n, '^B', ['@GVar 2', '+B', 1n]], '*B', '@GVar 5'] : v)),
    '@end_vars',
    0,
    '@if',
    '@GVar 3',
    '@edit_gvar',
    2,
    ['@var_retain', '@GVar 2', '+', 1],
    '@edit_gvar',
    3,
    false,
    ...roll.slice(at + 2),
    '@end-if',
  ];
  const made: Expr = ['@var_retain', '@Var -1', 'arr_elem', 0, 'arr_slice', 0, 2, '=', '@GVar 1'];
  return {
    ...def,
    startGameVars: [0, [2n, 8n], 0, false, false, BigInt(minimum)],
    scripts: [
      ...def.scripts,
      [roll, 'RestartMode'],
      [['@var_retain', 0, '@if', made, '@edit_gvar', 3, true, '@end-if'], 'Merge'],
      [advance, 'EndTurn'],
    ],
    statBoxes: [
      ...def.statBoxes,
      // Drawn as the goal with a 1 appended, as the original does: the "Discovered Winning Tiles"
      // boxes' clicks share game variable 1 with the goal, and a 0 or 1 left there shows as 0 or 1.
      ['Current Goal', ['@GVar 1', 'arr_push', 1], false, false, 'Tile', 'Self'],
      ['Goals Reached', '@GVar 2'],
    ],
    gameplayRulesText: Array.isArray(def.gameplayRulesText)
      ? [...def.gameplayRulesText, ['p', GOALS_TEXT]]
      : def.gameplayRulesText,
  };
}

const OFFER: GoalOffer = {
  count: 2,
  minimum: { label: 'First goal minimum', default: 256, min: 8, max: 1e12 },
  modeVars: [2, 3],
};

function rulesText(maxLength: number, limit: bigint): RulesText {
  const counts = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight'].slice(0, maxLength - 1);
  const list = counts.length === 1 ? counts[0]! : `${counts.slice(0, -1).join(', ')} or ${counts.at(-1)!}`;
  return {
    heading: 'All Perfect Powers',
    title: 'X^Y',
    paragraphs: [
      limit === ANY_EXPONENT
        ? `Any ${list} tiles in a row merge when they add up to a perfect power: a number x^y with x a positive whole number and y a whole number above 1 (4, 8, 9, 16, 25, 27, 32, …). The new tile shows the number; it is kept as the highest power it is (64 = 2^6).`
        : `Any ${list} tiles in a row merge when they add up to a perfect power x^y with x a positive whole number and y from 2 up to ${limit} (the highest power allowed). The new tile shows the number; it is kept as the highest power it is within that limit (64 = ${limit === 2n ? '8^2' : limit === 3n ? '4^3' : '2^6'}).`,
      'Spawns: 1 (100%).',
      limit === 2n
        ? 'The win asks for twelve different cubes or higher powers, which squares only never make: the quest is to discover as many tiles as you can.'
        : 'To win, make at least twelve different tiles that are cubes, fourth powers or higher. The real quest is to discover as many tiles as you can.',
    ],
  };
}

/** The most tiles one merge may take (the page's merge "+" raises it past 4; longer runs than the grid never form). */
const LONGEST = 8;

function maxLength(o: OptionValues): number {
  const n = Math.floor(optNumber(o, 'maxLength', 4));
  return n >= 2 && n <= LONGEST ? n : 4;
}

/** 41 — X^Y. */
export const modeXY: ModePlugin = builtinMode({
  id: 'pc.x-y',
  size: 5,
  name: 'X^Y',
  description: 'All Perfect Powers',
  page: 3,
  category: 'All Perfect Powers',
  rules: plainRules(rulesText(4, ANY_EXPONENT)),
  options: [
    {
      id: 'highestPower',
      label: 'Highest prime power',
      type: 'choice',
      default: 'any',
      choices: [
        { value: 'any', label: 'Unlimited' },
        ...PRIME_LIMITS.map((p) => ({ value: String(p), label: `${p}` })),
      ],
      help: 'Tiles are squares, cubes, … only up to this exponent.',
    },
    { id: 'maxLength', label: 'Most tiles in one merge', type: 'number', default: 4, min: 2, max: LONGEST, step: 1 },
    ...offerOptions(OFFER),
  ],
  recreates: [{ modeId: '41', options: { maxLength: 4 } }],
  // mode_vars: [highest prime power (2^1024 = unlimited), most tiles in one merge, random goals (on/off), first-goal minimum].
  optionsFromModeVars: (mv): OptionValues => {
    const n = mv[1];
    const p = mv[0];
    const prime = typeof p === 'bigint' || typeof p === 'number' ? Number(p) : NaN;
    return {
      highestPower: PRIME_LIMITS.includes(prime) ? String(prime) : 'any',
      maxLength: typeof n === 'number' && n >= 2 && n <= LONGEST ? n : 4,
      ...offerFromModeVars(OFFER, mv),
    };
  },
  build: (o) => {
    const longest = maxLength(o);
    const limit = exponentLimit(o);
    const lengths = Array.from({ length: longest - 1 }, (_, i) => longest - i);
    const def = defaultMode({
      width: 5,
      height: 5,
      tileNumAmount: 2,
      tileTypes: TILE_TYPES,
      // Longest first, so four tiles adding up to a power are not split into a pair and two more.
      mergeRules: lengths.map((n) => perfectPowerSum(n, limit)),
      startTileSpawns: [[ONE, 100]],
      winConditions: [[['@This 1', '>=', 3n]]],
      winRequirement: 12,
      startGameVars: START_VARS,
      statBoxes: STAT_BOXES,
      gameplayRulesText: gameplayRules(rulesText(longest, limit)),
      tileValueFunction: VALUE,
      mergeResultKnownLevel: 2,
      // The key holds the longest run (the original's setting for each length).
      knownMergeMaxLength: longest,
      knownMergeLookbackDistance: 0,
    });
    return withNegativeTilesHint(withGoals(def, limit, o), { extras: signedSums(lengths, limit) });
  },
});
