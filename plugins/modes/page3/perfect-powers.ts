// Page 3, slot 25 — X^Y, "All Perfect Powers". A tile `[x, y]` is the perfect power x^y (a spawned
// 1 is `[1, 0]`). Any 2, 3 or 4 tiles in a row merge when their sum is a perfect power (a square,
// a cube, …): the result is stored in its highest-power form (64 becomes 2^6). Win by discovering
// twelve different cubes or higher powers.
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { tilesFrom, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optNumber, optString, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { primes } from '../shared/sequences.ts';
import { DARK_TEXT, LIGHT_TEXT } from '../shared/palette.ts';
import type { GoalChain } from './goal-chains.ts';
import { offerFromModeVars, offerOptions, withGoals, type GoalOffer, type GoalPlan } from './reachable-goals.ts';

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

/** Whether n (> 1, small) is x^y for some 2 ≤ y ≤ limit. */
function isPowerWithin(n: bigint, limit: bigint): boolean {
  for (let y = 2n; y <= limit && 2n ** y <= n; y++) {
    const r = Math.round(Number(n) ** (1 / Number(y)));
    if ([r - 1, r, r + 1].some((c) => c > 1 && BigInt(c) ** y === n)) return true;
  }
  return false;
}

/** `[base, exponent]` of the rule's variable 0 (the perfect-power form of the sum). */
const FORM = (k: 0 | 1): Expr => ['@var_retain', '@Var 0', 'arr_elem', k];

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

const VALUE: Expr = ['@This 0', '^B', '@This 1'];
const ONE: Value[] = [1n, 0n];

/** Hue from the base, shade from the exponent (squares light, high powers dark). */
const TILE_TYPES: Value[] = [
  [ONE, 1n, '#f4efe6', DARK_TEXT],
  [
    true,
    VALUE,
    [
      '@HSLA',
      ['@This 0', 'Number', 'log', 2, '*', 67, 'mod', 360],
      70,
      [80, '-', [['@This 1', 'Number', '-', 2], '*', 9], 'max', 25],
      1,
    ],
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
    [
      title,
      [tiles, 'arr_length'],
      false,
      undefined,
      undefined,
      undefined,
      [`@GVar ${flag}`, '=', 0],
      [0, '@edit_gvar', flag, 1],
      true,
    ],
    [title, tiles, true, false, 'TileArray', 'Self', [`@GVar ${flag}`, '=', 1], [0, '@edit_gvar', flag, 0], true],
  ];
}

const STAT_BOXES: Value[] = [
  ...toggledBoxes('Discovered Tiles', ['@DiscTiles'], SHOW_TILES),
  ['Score', '@Score'],
  ...toggledBoxes('Discovered Winning Tiles', ['@DiscWinning'], SHOW_WINNING),
];

/** Perfect powers up to 256, and 1: small tiles a goal can take in. */
const SMALL: readonly bigint[] = [
  1n,
  4n,
  8n,
  9n,
  16n,
  25n,
  27n,
  32n,
  36n,
  49n,
  64n,
  81n,
  100n,
  121n,
  125n,
  128n,
  144n,
  169n,
  196n,
  216n,
  225n,
  243n,
  256n,
];

/**
 * Goals (game variables 2 goal tile, 3 goals reached, 4 goal made this turn, 5 first-goal minimum):
 * perfect powers x^y kept as tiles. With four-tile merges every perfect power from 4 on can be
 * made (each is a sum of two to four smaller squares, cubes… or 1s, by Lagrange's four-square
 * theorem), so a step takes the goal G to a perfect power one merge away: G plus one or two small
 * tiles, 2G plus one, 3G or 4G (as many tiles as a merge may take). When none is a perfect power
 * (only for large goals) the goal moves on to (x + 1)^y.
 */
function goalPlan(longest: number, limit: bigint): GoalPlan {
  const goal = '@GVar 2';
  const value: Expr = [[goal, 'arr_elem', 0], '^B', [goal, 'arr_elem', 1]];
  // G + h (two tiles) and G + h + k (three); 2G + h (three); 2G, 3G, 4G (two to four tiles).
  // Only the small tiles that exist under the exponent limit (no 8 with squares only).
  const small = SMALL.filter((t) => t === 1n || isPowerWithin(t, limit));
  const addends = new Set<bigint>(small);
  if (longest >= 3) for (const h of small) for (const k of small) addends.add(h + k);
  const multiples = [2n, 3n, 4n].slice(0, longest - 1);
  const sums: Expr[] = [
    ...[...addends].sort((x, y) => (x < y ? -1 : 1)).map((t): Expr => [value, '+B', t]),
    ...multiples.map((m): Expr => [value, '*B', m]),
    ...(longest >= 3 ? small : []).map((h): Expr => [value, '*B', 2n, '+B', h]),
  ];
  const form: Expr = ['@Var -1', 'perfectPowerFormB', limit];
  const candidates: Expr = [
    ['@Literal', ...sums.map((s) => ['@CalcArray', s])],
    'arr_filter',
    ['@global_var_retain', [form, 'arr_elem', 1], '>', 1n],
    'arr_map',
    ['@global_var_retain', [['@Literal'], 'arr_push', [form, 'arr_elem', 0], 'arr_push', [form, 'arr_elem', 1]]],
  ];
  const fallback: Expr = [
    ['@Literal'],
    'arr_push',
    [['@Literal'], 'arr_push', [[goal, 'arr_elem', 0], '+B', 1n], 'arr_push', [goal, 'arr_elem', 1]],
  ];
  const chain: GoalChain = {
    goal: 2,
    reached: 3,
    made: 4,
    start: ['@Literal', 2n, 2n],
    choices: [
      candidates,
      '@end_vars',
      '@Var 0',
      '@if',
      ['@var_retain', '@Var 0', 'arr_length', '=', 0],
      '2nd',
      fallback,
      '@end-if',
    ],
    belowMinimum: [value, '<', '@GVar 5'],
    tile: goal,
  };
  return { chain, vars: { goal: 2, reached: 3, made: 4, minimum: 5 }, start: [2n, 2n] };
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
    return withGoals(def, goalPlan(longest, limit), OFFER, o);
  },
});
