// Page 3, slot 14 — 3240, "Products of Semiprimes up to 15". A tile is 4^a · 6^b · 9^c · 10^d ·
// 14^e · 15^f, stored as the six exponents `[a, b, c, d, e, f]` (2 is the special tile
// `[0.5, 0, 0, 0, 0, 0]`, "half a 4"). The exponents remember how a tile was built: 60 made as
// 6 × 10 is `[0, 1, 0, 1, 0, 0]` and does not act as 4 × 15. Each merge swaps one semiprime factor of
// a tile n for the next one: 4n + n + n = 6n, 4n + 4n + n = 9n, 6n + 4n = 10n, 10n + 4n = 14n,
// 14n + n = 15n, 9n + 6n = 15n, 15n + n = 16n (= 4·4·n).
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { and, or, slotRef, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import { looks3240 } from './looks.ts';
import { goalSetting, weightedGoalSteps, type GoalChain, type WeightedStep } from './goal-chains.ts';
import { offerFromModeVars, offerOptions, withGoals, type GoalOffer, type GoalPlan } from './reachable-goals.ts';

export const SEMIPRIMES = [4, 6, 9, 10, 14, 15] as const;
const K = SEMIPRIMES.length;

/** Exponent changes, one per semiprime. */
type Shift = readonly number[];

const ONE: number[] = [0, 0, 0, 0, 0, 0];
const TWO: number[] = [0.5, 0, 0, 0, 0, 0];
const FOUR: number[] = [1, 0, 0, 0, 0, 0];

/** The value of the tile in `slot` (0 = the moving tile). */
function valueOf(slot: number): Expr {
  const parts: Value[] = [];
  SEMIPRIMES.forEach((s, k) => {
    if (k > 0) parts.push('*');
    parts.push([s, '^', slotRef(slot, k)]);
  });
  return parts;
}

/** The tile in `slot` is the moving tile with its exponents changed by `shift`. */
function isShifted(slot: number, shift: Shift): Expr {
  return and(
    ...SEMIPRIMES.map(
      (_, k): Expr => [slotRef(slot, k), '=', shift[k] ? ['@This ' + k, '+', shift[k]!] : '@This ' + k],
    ),
  );
}

/** The moving tile with its exponents changed by `shift`. */
function shifted(shift: Shift): Value[] {
  return SEMIPRIMES.map((_, k): Value => (shift[k] ? ['@This ' + k, '+', shift[k]!] : '@This ' + k));
}

/** Each `shift` argument gives the other tile(s), relative to the moving tile. */
const d = (...pairs: [number, number][]): number[] => {
  const out = ONE.slice();
  for (const [k, v] of pairs) out[k] = v;
  return out;
};

/** A merge of the moving tile with tiles `others` (relative exponents), making `made` (relative). */
function semiprimeMerge(others: Shift[], made: Shift): Value[] {
  // The score is the value made.
  const exponents = shifted(made);
  const madeValue: Expr = SEMIPRIMES.flatMap((s, k): Value[] => [...(k > 0 ? ['*'] : []), [s, '^', exponents[k]!]]);
  return mergeRule({
    length: others.length + 1,
    cond: and(...others.map((s, i) => isShifted(i + 1, s))),
    ordered: false,
    outputs: [shifted(made)],
    score: madeValue,
    flags: [false, true, true],
  });
}

/** Not a 4 directly behind the moving tile (so that 4 + 1 + 1 gets the chance to merge). */
const NO_FOUR_BEHIND: Expr = or(...FOUR.map((e, k): Expr => [`@NextNE -1 ${k}`, '!=', e]));

function sameAs(slot: number, tile: readonly number[]): Expr {
  return and(...tile.map((e, k): Expr => [slotRef(slot, k), '=', e]));
}

const MERGES: Value[] = [
  // 4n + n + n = 6n
  semiprimeMerge([d([0, -1]), d([0, -1])], d([0, -1], [1, 1])),
  // 4n + 4n + n = 9n
  semiprimeMerge([d(), d([0, -1])], d([0, -1], [2, 1])),
  // 6n + 4n = 10n
  semiprimeMerge([d([0, 1], [1, -1])], d([1, -1], [3, 1])),
  // 10n + 4n = 14n
  semiprimeMerge([d([0, 1], [3, -1])], d([3, -1], [4, 1])),
  // 14n + n = 15n
  semiprimeMerge([d([4, -1])], d([4, -1], [5, 1])),
  // 9n + 6n = 15n
  semiprimeMerge([d([1, 1], [2, -1])], d([2, -1], [5, 1])),
  // 15n + n = 16n
  semiprimeMerge([d([5, -1])], d([0, 2], [5, -1])),
  // 1 + 1 = 2, 2 + 2 = 4
  mergeRule({
    length: 2,
    cond: and(sameAs(0, ONE), sameAs(1, ONE), NO_FOUR_BEHIND),
    ordered: true,
    outputs: [TWO],
    score: 2,
    flags: [false, true],
  }),
  mergeRule({
    length: 2,
    cond: and(sameAs(0, TWO), sameAs(1, TWO)),
    ordered: true,
    outputs: [FOUR],
    score: 4,
    flags: [false, true],
  }),
];

// The "Homogenous" setting: tiles are plain values (BigInts), so a tile acts as every product that
// makes its value (60 is both 6 × 10 and 4 × 15). The same merges, read as values: a·n + b·n (+ c·n)
// = made·n, where each tile must be a multiple of its part.
const X = '@This 0';

/** The moving tile is a·n and the tiles ahead are parts[i]·n (each a multiple of its part): they make made·n. */
function valueMerge(a: bigint, parts: readonly bigint[], made: bigint): Value[] {
  const conds: Expr[] = parts.map((b, i): Expr => [[`@Next ${i + 1} 0`, '*B', a], '=', [X, '*B', b]]);
  conds.push([X, 'modB', a, '=', 0n]);
  parts.forEach((b, i) => {
    if (b !== 1n && b !== a) conds.push([`@Next ${i + 1} 0`, 'modB', b, '=', 0n]);
  });
  return mergeRule({
    length: parts.length + 1,
    cond: and(...conds),
    ordered: false,
    outputs: [[[X, '*B', made, '/B', a]]],
    score: [X, '*', Number(made), '/', Number(a)],
    flags: [false, ...parts.map(() => true)],
  });
}

const VALUE_MERGES: Value[] = [
  valueMerge(4n, [1n, 1n], 6n),
  valueMerge(4n, [4n, 1n], 9n),
  valueMerge(6n, [4n], 10n),
  valueMerge(10n, [4n], 14n),
  valueMerge(14n, [1n], 15n),
  valueMerge(9n, [6n], 15n),
  valueMerge(15n, [1n], 16n),
  mergeRule({
    length: 2,
    cond: and([X, '=', 1n], ['@Next 1 0', '=', 1n], ['@NextNE -1 0', '!=', 4n]),
    ordered: true,
    outputs: [[2n]],
    score: 2,
    flags: [false, true],
  }),
  mergeRule({
    length: 2,
    cond: and([X, '=', 2n], ['@Next 1 0', '=', 2n]),
    ordered: true,
    outputs: [[4n]],
    score: 4,
    flags: [false, true],
  }),
];

const EXPONENT_SUM: Expr = ['@This 0', '+', '@This 1', '+', '@This 2', '+', '@This 3', '+', '@This 4', '+', '@This 5'];

/** "6×10", "4×4×9"…: the semiprimes a tile was built from, when there is more than one. */
const FACTOR_LIST: Expr = [
  '',
  '@if',
  [EXPONENT_SUM, '>', 1],
  ...SEMIPRIMES.flatMap((s, k): Value[] => ['@repeat', `@This ${k}`, 'str_concat', `×${s}`, '@end-repeat']),
  'str_slice',
  1,
  Infinity,
  '@end-if',
];

/**
 * Goals: exponent vectors. Every vector of whole exponents can be made (by induction on the value:
 * 6n = 4n + n + n, 9n = 4n + 4n + n, 10n = 6n + 4n, 14n = 10n + 4n, 15n = 14n + n, 16n = 15n + n,
 * each from smaller tiles), so a step swaps one semiprime factor of the goal for the next as a
 * merge does (4 → 6, 4 → 9, 6 → 10, 10 → 14, 14 → 15, 9 → 15, 15 → 16). Rolls start at 4. Game
 * variables: 0 setting, 1 goal, 2 goals reached, 3 goal made this turn, 5 first-goal minimum.
 */
export const GOAL_STEPS: readonly Shift[] = [
  d([0, -1], [1, 1]),
  d([0, -1], [2, 1]),
  d([1, -1], [3, 1]),
  d([3, -1], [4, 1]),
  d([4, -1], [5, 1]),
  d([2, -1], [5, 1]),
  d([0, 2], [5, -1]),
];
const GOAL = '@GVar 1';
/** A tile's value from its exponent array. */
const valueOfArray = (t: Expr): Expr =>
  SEMIPRIMES.flatMap((s, k): Value[] => [...(k > 0 ? ['*'] : []), [s, '^', [t, 'arr_elem', k]]]);
const stepped: Expr = SEMIPRIMES.reduce<Value[]>(
  (out, _, k) => [...out, 'arr_push', [[GOAL, 'arr_elem', k], '+', ['@Var -1', 'arr_elem', k]]],
  [['@Literal']],
);
const CHAIN: GoalChain = {
  goal: 1,
  reached: 2,
  made: 3,
  start: ['@Literal', ...FOUR],
  choices: [
    ['@Literal', ...GOAL_STEPS.map((s) => s.slice())],
    'arr_filter',
    [
      '@global_var_retain',
      and(...SEMIPRIMES.map((_, k): Expr => [[[GOAL, 'arr_elem', k], '+', ['@Var -1', 'arr_elem', k]], '>=', 0])),
    ],
    'arr_map',
    ['@global_var_retain', stepped],
  ],
  belowMinimum: [valueOfArray(GOAL), '<', '@GVar 5'],
  tile: GOAL,
  // The first merge result built as the goal is (unlike the win, a 60 made as 4 × 15 is not the goal 6 × 10).
  madeIn: ['@var_retain', '@Var -1', 'arr_elem', 0, 'arr_slice', 0, SEMIPRIMES.length, '=', GOAL],
};
const PLAN: GoalPlan = {
  chain: CHAIN,
  vars: { goal: 1, reached: 2, made: 3, minimum: 5 },
  start: FOUR,
  minimumValue: (n) => n,
};
const OFFER: GoalOffer = {
  count: 3,
  minimum: { label: 'First goal minimum', default: 24, min: 8, max: 1e12 },
  modeVars: [1, 2],
};

const TEXT: RulesText = {
  heading: 'Products of Semiprimes up to 15',
  title: '3240',
  paragraphs: [
    'Tiles are products of the semiprimes 4, 6, 9, 10, 14 and 15. 1 + 1 = 2 and 2 + 2 = 4; after that, for any tile n: 4n + n + n = 6n, 4n + 4n + n = 9n, 6n + 4n = 10n, 10n + 4n = 14n, 14n + n = 15n, 9n + 6n = 15n and 15n + n = 16n.',
    'A tile remembers how it was made, shown under its number: a 60 made as 6 × 10 does not act as 4 × 15.',
    `Spawns: ${spawnText([{ label: '1', weight: 100 }])}.`,
    'Make a 3240 tile (in any way) to win.',
  ],
};

/** 79 — 3240. */
export const mode3240: ModePlugin = builtinMode({
  id: 'pc.3240',
  size: 4,
  name: '3240',
  description: 'Products of semiprimes up to 15',
  page: 3,
  category: 'Products of Semiprimes up to 15',
  rules: plainRules(TEXT),
  options: [
    {
      id: 'homogenous',
      label: 'Homogenous',
      type: 'boolean',
      default: false,
      help: 'Tiles are plain numbers: a tile merges as any product that makes its value (60 acts as 6 × 10 and as 4 × 15). Random goals are not offered with it.',
    },
    ...offerOptions(OFFER),
  ],
  recreates: [{ modeId: '79' }],
  // mode_vars: [Homogenous, random goals, first-goal minimum].
  optionsFromModeVars: (mv) => ({ ...offerFromModeVars(OFFER, mv), ...(mv[0] === true ? { homogenous: true } : {}) }),
  build: (o) => {
    if (optBool(o, 'homogenous', false))
      return defaultMode({
        width: 4,
        height: 4,
        tileTypes: [
          [[1n], 1, '#000000', '#ffffff'],
          [[2n], 2, '#5e5e5e', '#ffffff'],
          [true, X, looks3240((k) => [X, 'expomodB', BigInt(SEMIPRIMES[k]!)]), '#ffffff', '0px 0px 5px #000'],
        ],
        mergeRules: VALUE_MERGES,
        startTileSpawns: [[[1n], 100]],
        winConditions: [[3240n]],
        winRequirement: 1,
        startGameVars: [0, ONE, 0, false, [], 24, 0],
        gameplayRulesText: gameplayRules(TEXT),
        tileValueFunction: [X, 'Number'],
        knownMergeLookbackDistance: 1,
        knownMergeMaxLength: 3,
      });
    const def = defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: K,
      tileTypes: [
        [ONE, 1, '#000000', '#ffffff'],
        [TWO, 2, '#5e5e5e', '#ffffff'],
        [
          true,
          valueOf(0),
          looks3240((k) => `@This ${k}`),
          '#ffffff',
          '0px 0px 5px #000',
          // Smaller text for 4 and 6, which list no factors.
          [2, '@if', [EXPONENT_SUM, '>', 1], '2nd', 2.5, '@end-if'],
          0,
          ['Innerscript', FACTOR_LIST, 'bottom-center', 6, 0],
        ],
      ],
      mergeRules: MERGES,
      startTileSpawns: [[ONE, 100]],
      winConditions: [[valueOf(0), '=', 3240]],
      winRequirement: 1,
      // Random goals (off by default): their state, then the "Homogenous" setting's slot.
      startGameVars: [0, ONE, 0, false, [], 24, 0],
      gameplayRulesText: gameplayRules(TEXT),
      tileValueFunction: valueOf(0),
      // Merges look one tile behind (the 1 + 1 guard) and span up to three tiles.
      knownMergeLookbackDistance: 1,
      knownMergeMaxLength: 3,
    });
    if (goalSetting(o) !== 'build') return withGoals(def, PLAN, OFFER, o);
    // Built goals step as the original's: each step possible for the goal, picked with per-game weights.
    // The original picks 15 → 16 with the weight of 9 → 15 (its seventh weight is rolled but unused).
    const steps: WeightedStep[] = GOAL_STEPS.map((delta, i) => ({
      needs: delta.flatMap((d, k): [number, number][] => (d < 0 ? [[k, -d]] : [])),
      delta,
      ...(i === GOAL_STEPS.length - 1 ? { weight: i - 1 } : {}),
    }));
    const weighted = weightedGoalSteps({ goal: 1, made: 3, weights: 4 }, steps);
    return withGoals(
      { ...def, scripts: [weighted.step] },
      { ...PLAN, chain: { ...CHAIN, atStart: weighted.roll, buildStep: [] } },
      OFFER,
      o,
    );
  },
});
