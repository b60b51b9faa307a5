// Page 3 modes whose tiles are one exact whole number `[v]` (a BigInt) and whose merge is a test on
// the two values: 1845 (slot 15), Bitwise 2048 (slot 10), SQUART (slot 16) and FACTUP (slot 17).
// Every merge makes the sum of its tiles and scores it (two tiles, except in Three-Tile SQUART and
// FACTUP's longer merge lengths).
import {
  type Value,
  defaultMode,
  type ModeDefinition,
  type ModePlugin,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import { and, or, tilesFrom, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import {
  builtinMode,
  gameplayRules,
  optBool,
  optNumber,
  plainRules,
  spawnText,
  type RulesText,
} from '../shared/mode-kit.ts';
import { gridSize } from '../shared/grid-size.ts';
import { schemeTileTypes } from '../shared/whole-number-tiles.ts';
import { factupLooks } from './looks.ts';
import {
  offerFromModeVars,
  offerOptions,
  withGoals,
  withRandomGoals,
  type GoalOffer,
  type GoalPlan,
  type ReachableGoals,
} from './reachable-goals.ts';
import { factorStep } from '../shared/factor-goal-step.ts';

const A = '@This 0';
const B = '@Next 1 0';
const big = (n: number | bigint): bigint => BigInt(n);

/** a + b, exactly. */
const SUM: Expr = [A, '+B', B];
/** The score of a merge: the value made (as a plain number). */
const SUM_SCORE: Expr = [A, '+', B];

/** A two-tile merge making the sum; the front cell is used up for the rest of the move. */
function sumMerge(cond: Expr, ordered = true): Value[] {
  return mergeRule({ length: 2, cond, ordered, outputs: [[SUM]], score: SUM_SCORE, flags: [false, true] });
}

/**
 * Random goals keep their state in the first game variables: the current goal, goals reached,
 * "goal made this turn", then mode-specific entries (a list of tiles known to be reachable, the
 * first-goal minimum). With random goals off they keep their start values, which are part of the
 * recorded game state.
 */
function goalVars(...vars: Value[]): Value[] {
  return vars;
}

function wholeNumberMode(
  base: Partial<ModeDefinition>,
  spawns: [bigint, number][],
  text: RulesText,
  gameVars: Value[],
): ModeDefinition {
  return defaultMode({
    width: 4,
    height: 4,
    tileNumAmount: 1,
    startTileSpawns: spawns.map(([v, w]) => [[big(v)], w]),
    startGameVars: gameVars,
    gameplayRulesText: gameplayRules(text),
    tileValueFunction: [A],
    ...base,
  });
}

// ---------------------------------------------------------------- 1845

/** Equal tiles, or tiles whose quotients by their gcd are consecutive (|a − b| = gcd(a, b)). */
const MERGES_1845: Expr = or([A, '=', B], [[A, '-B', B, 'absB'], '=', [A, 'gcdB', B]]);

/** Goals (the original's rule): the goal g over a random divisor d, times 2d ± 1 (times 2 when d = 1). */
const PLAN_1845: GoalPlan = {
  chain: {
    goal: 0,
    reached: 1,
    made: 2,
    start: 1n,
    // The first goal is rolled by doubling or tripling from 1 (g + g, g + 2g: both merges of 1845).
    next: [
      ['@GVar 0', '*B', 2n],
      ['@GVar 0', '*B', 3n],
    ],
    belowMinimum: ['@GVar 0', '<', '@GVar 3'],
    tile: ['@GVar 0', 'Array'],
    buildStep: ['@edit_gvar', 0, factorStep('@GVar 0', 'draw'), '@edit_gvar', 0, factorStep('@GVar 0', 'apply')],
  },
  vars: { goal: 0, reached: 1, made: 2, minimum: 3 },
  start: 1n,
};
const OFFER_1845: GoalOffer = {
  count: 3,
  minimum: { label: 'First goal minimum', default: 3, min: 3, max: 1e12 },
  modeVars: [0, 1],
};

const TEXT_1845: RulesText = {
  title: '1845',
  paragraphs: [
    'Two equal tiles merge. Two different tiles merge when, divided by their greatest common divisor, they are consecutive whole numbers: 2 and 3, 4 and 6 (2 and 3 times 2), 10 and 15, 12 and 9 (4 and 3 times 3)…',
    `Spawns: ${spawnText([{ label: '1', weight: 100 }])}.`,
    'Make a 1845 tile to win — finding the way there is part of the puzzle.',
  ],
};

/** 91 — 1845. */
export const mode1845: ModePlugin = builtinMode({
  id: 'pc.1845',
  size: 4,
  name: '1845',
  description: 'Equal tiles, or tiles in the ratio n : n + 1',
  page: 3,
  category: 'Ratios',
  rules: plainRules(TEXT_1845),
  options: offerOptions(OFFER_1845),
  recreates: [{ modeId: '91' }],
  // mode_vars: [random goals, first-goal minimum].
  optionsFromModeVars: (mv) => offerFromModeVars(OFFER_1845, mv),
  build: (o) =>
    withGoals(
      wholeNumberMode(
        {
          tileTypes: schemeTileTypes('1845'),
          mergeRules: [sumMerge(MERGES_1845)],
          winConditions: [[big(1845)]],
          winRequirement: 1,
        },
        [[1n, 1]],
        TEXT_1845,
        // Goal, goals reached, goal made this turn, first-goal minimum (a known-tiles list follows with goals on).
        goalVars(big(3), 0, false, big(3)),
      ),
      PLAN_1845,
      OFFER_1845,
      o,
    ),
});

// ---------------------------------------------------------------- Bitwise 2048

/** Powers of the base up to this exponent make the goal (2^11 = 2048, 3^7 = 2187, …). */
export function bitwiseGoal(b: number): bigint {
  const k = b === 2 ? 11 : b === 3 ? 7 : b <= 5 ? 5 : b <= 9 ? 4 : b <= 21 ? 3 : b <= 255 ? 2 : 1;
  return BigInt(b) ** BigInt(k);
}

export function bitwiseTitle(b: number): string {
  const word = b === 2 ? 'Bitwise' : b === 3 ? 'Tritwise' : `Base ${b}`;
  return `${word} ${bitwiseGoal(b)}`;
}

function bitwiseBase(o: OptionValues): number {
  const b = Math.floor(optNumber(o, 'base', 2));
  return b >= 2 && b <= 1000 ? b : 2;
}

function bitwiseText(b: number): RulesText {
  const digits = b === 2 ? 'binary' : `base ${b}`;
  return {
    heading: 'Carry-free sums',
    title: bitwiseTitle(b),
    paragraphs: [
      `Two tiles merge when adding them in ${digits} needs no carry: every pair of digits in the same place adds up to less than ${b}. A tile one less than a power of ${b} (all its digits ${b - 1}) may also merge with a 1.`,
      `Spawns: ${spawnText([
        { label: '1', weight: 95 },
        { label: '2', weight: 5 },
      ])}.`,
      `Make a ${bitwiseGoal(b)} tile to win.`,
    ],
  };
}

function buildBitwise(o: OptionValues): ModeDefinition {
  const b = bitwiseBase(o);
  const base = big(b);
  const text = bitwiseText(b);
  // No carries ⇔ the digit-wise sum (each digit pair added mod b) is the real sum.
  const noCarry: Expr = [SUM, '=', [A, 'basebit^B', B, base]];
  // a + 1 is a power of b: b^(multiplicity of b in a + 1) = a + 1.
  const succ: Expr = [A, '+B', big(1)];
  const allTopDigits: Expr = [[base, '^B', [succ, 'expomodB', base]], '=', succ];
  return wholeNumberMode(
    {
      width: 3,
      height: 3,
      // The tile's digits in the base, small, under the number.
      tileTypes: schemeTileTypes(
        'Bitwise 2048',
        [base],
        [['Innerscript', [A, 'baseConvertB', base], 'bottom-center', 6, 0]],
      ),
      mergeRules: [sumMerge(noCarry), sumMerge(and(allTopDigits, [B, '=', big(1)]), false)],
      winConditions: [[big(bitwiseGoal(b))]],
      winRequirement: 1,
    },
    [
      [1n, 95],
      [2n, 5],
    ],
    text,
    goalVars(),
  );
}

/** 86 — Bitwise 2048 (other bases as an option). */
export const modeBitwise2048: ModePlugin = builtinMode({
  id: 'pc.bitwise-2048',
  size: 3,
  name: 'Bitwise 2048',
  description: 'Tiles merge when their binary sum has no carries',
  page: 3,
  category: 'Carry-free sums',
  rules: plainRules(bitwiseText(2)),
  options: [
    {
      id: 'base',
      label: 'Base',
      type: 'number',
      default: 2,
      min: 2,
      max: 1000,
      step: 1,
      help: 'Digits are added in this base (the goal is a power of it).',
    },
  ],
  recreates: [{ modeId: '86' }],
  optionsFromModeVars: (mv) => {
    const b = mv[0];
    const n = typeof b === 'bigint' ? Number(b) : typeof b === 'number' ? b : 2;
    return { base: Number.isInteger(n) && n >= 2 && n <= 1000 ? n : 2 };
  },
  build: buildBitwise,
});

// ---------------------------------------------------------------- SQUART

/** The larger tile divides the square of the smaller one (equal tiles included). */
const SQUART_MERGE: Expr = and([A, '>=', B], [[B, '^B', 2, '%B', A], '=', big(0)]);

/** The SQUART pair test either way round: the smaller tile squared is a multiple of the larger. */
function squartPair(x: Expr, y: Expr): Expr {
  return or(and([x, '>=', y], [[y, '^B', 2n, '%B', x], '=', 0n]), and([y, '>', x], [[x, '^B', 2n, '%B', y], '=', 0n]));
}

/** Goals: the goal plus a known tile it merges with. */
const GOALS_SQUART: ReachableGoals = {
  vars: { goal: 0, reached: 1, made: 2, known: 3, minimum: 4 },
  starters: [1n, 2n, 4n],
  partner: squartPair,
};

/**
 * Three-Tile SQUART (`mv[2]`): three tiles in a row merge, into their sum, when the middle one
 * could merge with both others; two tiles alone do not.
 */
const MIDDLE = '@Next 1 0';
const LAST = '@Next 2 0';
const THREE_TILE_SUM: Expr = [A, '+B', MIDDLE, '+B', LAST];
const SQUART_THREE: Value[] = mergeRule({
  length: 3,
  cond: and(squartPair(MIDDLE, A), squartPair(MIDDLE, LAST)),
  ordered: true,
  outputs: [[THREE_TILE_SUM]],
  score: [THREE_TILE_SUM, 'Number'],
});

/**
 * Goals with three-tile merges: the goal, a known tile that merges with it and that tile again
 * (it sits in the middle, or the goal does: the same test), so 1 and 3 start the list.
 */
const GOALS_SQUART_THREE: ReachableGoals = {
  vars: { goal: 0, reached: 1, made: 2, known: 3, minimum: 4 },
  starters: [1n, 3n],
  partner: squartPair,
  made: (g, h) => [g, '+B', [h, '*B', 2n]],
};

const OFFER_SQUART: GoalOffer = {
  count: 4,
  minimum: { label: 'First goal minimum', default: 1536, min: 6, max: 1e12 },
  modeVars: [0, 1],
};

const TEXT_SQUART: RulesText = {
  title: 'SQUART',
  paragraphs: [
    'Two tiles merge when they are equal, or when the square of the smaller one is a multiple of the larger one: 6 and 9 merge, since 6 × 6 = 36 is a multiple of 9. Put another way, both tiles are whole multiples of their ratio (9 : 6 is 1.5, and 6 and 9 are both multiples of 1.5).',
    `Spawns: ${spawnText([{ label: '1', weight: 100 }])}.`,
    'There are so many possible tiles that there is no winning tile. Goals to try, roughly from easiest to hardest: 2520, 2310, 1890, 2184, 2380, 2618.',
  ],
};

const TEXT_SQUART_THREE: RulesText = {
  title: 'Three-Tile SQUART',
  paragraphs: [
    'Three tiles in a row merge when the middle one could merge with each of the other two in SQUART: equal, or the square of the smaller one a multiple of the larger one. 1, 1, 1 make 3; 9, 3, 3 make 15 (3 merges with 3, and 3 × 3 is a multiple of 9). Two tiles alone never merge.',
    `Spawns: ${spawnText([{ label: '1', weight: 100 }])}.`,
    'There are so many possible tiles that there is no winning tile: make the largest tiles you can.',
  ],
};

/** 73 — SQUART, as the menu builds it (grid size options from 4×4). */
const squartPlugin: ModePlugin = builtinMode({
  id: 'pc.squart',
  size: 4,
  name: 'SQUART',
  description: 'Merge when the smaller tile squared is a multiple of the larger',
  page: 3,
  category: 'Square ratios',
  rules: plainRules(TEXT_SQUART),
  options: [
    {
      id: 'threeTile',
      label: 'Three-Tile SQUART',
      type: 'boolean',
      default: false,
      help: 'Three tiles merge when the middle one could merge with both others (on 5×5 while the grid is left at 4×4).',
    },
    ...offerOptions(OFFER_SQUART),
  ],
  recreates: [{ modeId: '73' }],
  // mode_vars: [random goals (0–3), first-goal minimum, Three-Tile SQUART].
  optionsFromModeVars: (mv) => ({ threeTile: mv[2] === true, ...offerFromModeVars(OFFER_SQUART, mv) }),
  build: (o) => {
    const three = optBool(o, 'threeTile', false);
    const base: Partial<ModeDefinition> = three
      ? // Three-tile merges want the merge-result cache off (docs/plugins.md).
        {
          tileTypes: schemeTileTypes('Three-Tile SQUART'),
          mergeRules: [SQUART_THREE],
          winConditions: [[11]],
          winRequirement: false,
          mergeResultKnownLevel: 0,
        }
      : {
          tileTypes: schemeTileTypes('SQUART'),
          mergeRules: [sumMerge(SQUART_MERGE, false)],
          winConditions: [[11]],
          winRequirement: false,
        };
    return withRandomGoals(
      wholeNumberMode(
        base,
        [[1n, 100]],
        three ? TEXT_SQUART_THREE : TEXT_SQUART,
        // Goal, goals reached, goal made this turn, tiles known to be reachable, first-goal minimum.
        goalVars(big(1), 0, false, [big(1), big(2), big(4)], big(1536)),
      ),
      three ? GOALS_SQUART_THREE : GOALS_SQUART,
      OFFER_SQUART,
      o,
    );
  },
});

/**
 * 73 — SQUART. Three-Tile SQUART's own grid is 5×5: the grid options' default (4×4) gives it that;
 * any other size chosen is played as chosen.
 */
export const modeSquart: ModePlugin = {
  ...squartPlugin,
  build: (o) => {
    const three = optBool(o, 'threeTile', false);
    const { width, height } = gridSize(o, 4);
    return squartPlugin.build(three && width === 4 && height === 4 ? { ...o, width: 5, height: 5 } : o);
  },
};

// ---------------------------------------------------------------- FACTUP

const DIVISORS = (x: Expr): Expr => [x, 'factorAmountB'];

/** The sum has more divisors than either tile ("Crazy FACTUP": at least as many). */
function factupMerge(crazy: boolean): Expr {
  return [DIVISORS(SUM), crazy ? '>=' : '>', [DIVISORS(A), 'max', DIVISORS(B)]];
}

/** The highest merge length the option offers; choosing it means the original's ∞ (no limit). */
export const LONGEST_MERGE = 16;

/** A merge length from the original's mode variable (a number, ∞ for no limit), else 2. */
export function mergeLengthFromModeVar(v: Value | undefined): number {
  const n = typeof v === 'bigint' ? Number(v) : v;
  if (typeof n !== 'number' || !(n >= 2)) return 2;
  return n >= LONGEST_MERGE ? LONGEST_MERGE : Math.floor(n);
}

/**
 * The merge lengths chosen, longest first (as the original expands a multi-length rule), up to
 * the longer side of the grid (a longer run cannot form; the original clips there too).
 */
function mergeLengths(o: OptionValues): number[] {
  const clamp = (n: number): number => Math.min(LONGEST_MERGE, Math.max(2, Math.floor(n)));
  const a = clamp(optNumber(o, 'minLength', 2));
  const b = clamp(optNumber(o, 'maxLength', 2));
  const [lo, chosen] = a <= b ? [a, b] : [b, a];
  const { width, height } = gridSize(o, 4);
  const side = Math.max(width, height, 2);
  const hi = chosen === LONGEST_MERGE ? Math.max(side, lo) : chosen;
  return Array.from({ length: hi - lo + 1 }, (_, i) => hi - i);
}

/**
 * FACTUP over `n` tiles in a row (`mv[3]`/`mv[4]`, min/max merge length): their sum has more
 * divisors than each of them (Crazy: at least as many), and becomes one tile. Two tiles keep the
 * recorded rule as it was.
 */
function factupMergeOf(n: number, crazy: boolean): Value[] {
  if (n === 2) return sumMerge(factupMerge(crazy));
  const values = tilesFrom(0, n).map((t) => t.c(0));
  const sum: Value[] = values.flatMap((v, i): Value[] => (i === 0 ? [v] : ['+B', v]));
  const most: Value[] = values.flatMap((v, i): Value[] => (i === 0 ? [DIVISORS(v)] : ['max', DIVISORS(v)]));
  return mergeRule({
    length: n,
    cond: [DIVISORS(sum), crazy ? '>=' : '>', most],
    ordered: true,
    outputs: [[sum]],
    score: [sum, 'Number'],
  });
}

/** Game variables 5 (divisor counts made so far, ascending) and 6 (which form the box shows). */
const FOUND = '@GVar 5';
const SHOWN = '@GVar 6';

/** The divisor count of the tile a merge made (`@Var -1` lists a Merge script's results). */
const MADE_COUNT: Expr = ['@var_retain', '@Var -1', 'arr_elem', 0, 'arr_elem', 0, 'factorAmountB'];

/** After each merge: remember the divisor count of the tile made, if it is new (kept ascending). */
const RECORD_DIVISOR_COUNT: Value = [
  [
    '@var_retain',
    0,
    '@if',
    ['@var_retain', FOUND, 'arr_binarySearch', MADE_COUNT, '<', 0],
    '@edit_gvar',
    5,
    ['@var_retain', FOUND, 'arr_binaryInsert', MADE_COUNT],
    '@end-if',
  ],
  'Merge',
];

/** "Discovered Factor Amounts": a count, or (clicked) the list itself. */
const FACTUP_BOXES: Value[] = [
  [
    'Discovered Factor Amounts',
    [FOUND, 'arr_length'],
    undefined,
    undefined,
    undefined,
    undefined,
    [SHOWN, '=', 0],
    [0, '@edit_gvar', 6, 1],
    true,
  ],
  [
    'Discovered Factor Amounts',
    [FOUND, 'arr_reduce', '', ['str_concat', ', ', 'str_concat', '@Var -1'], 'str_slice', 2, Infinity],
    true,
    undefined,
    undefined,
    undefined,
    [SHOWN, '=', 1],
    [0, '@edit_gvar', 6, 0],
    true,
  ],
  ['Score', '@Score'],
];

/**
 * Goals: the goal plus a known tile whose sum with it has more divisors (Crazy: at least as many).
 * With longer merges only (shortest `m` > 2) the step is the goal plus m − 1 copies of the known
 * tile, and the starters are 1 and m (m 1s).
 */
function factupGoals(crazy: boolean, shortest: number): ReachableGoals {
  const others = BigInt(shortest - 1);
  const made = (g: Expr, h: Expr): Expr => (shortest === 2 ? [g, '+B', h] : [g, '+B', [h, '*B', others]]);
  return {
    vars: { goal: 0, reached: 1, made: 2, known: 3, minimum: 4 },
    starters: [1n, BigInt(shortest)],
    partner: (g, h) => [DIVISORS(made(g, h)), crazy ? '>=' : '>', [DIVISORS(g), 'max', DIVISORS(h)]],
    ...(shortest === 2 ? {} : { made }),
  };
}
const OFFER_FACTUP: GoalOffer = {
  count: 4,
  minimum: { label: 'First goal minimum', default: 1680, min: 3, max: 1e12 },
  modeVars: [1, 2],
};

function factupText(crazy: boolean, lengths: readonly number[] = [2]): RulesText {
  const lo = lengths.at(-1)!;
  const hi = lengths[0]!;
  const span = lo === hi ? `${lo}` : `${lo} to ${hi}`;
  return {
    title: crazy ? 'Crazy FACTUP' : 'FACTUP',
    paragraphs: [
      crazy
        ? 'Two tiles merge when their sum has at least as many divisors as each of them: 2 + 1 = 3 merges (two divisors, like 2), 3 + 2 = 5 too, but 4 + 1 = 5 does not (5 has two divisors, 4 has three).'
        : 'Two tiles merge when their sum has more divisors than each of them: 1 + 1 = 2 (two divisors against one), 2 + 2 = 4 (three), but 2 + 1 = 3 does not merge (3 has only two divisors, like 2).',
      ...(hi === 2
        ? []
        : [
            `Merge lengths: ${span} tiles in a row merge the same way (their sum against each of them), the longest possible first.${lo > 2 ? ' Two tiles alone do not merge.' : ''}`,
          ]),
      `Spawns: ${spawnText([{ label: '1', weight: 100 }])}.`,
      'There are so many possible tiles that there is no winning tile. For a goal, see how many different divisor counts you can make (the "Discovered Factor Amounts" box; click it to see the list).',
    ],
  };
}

/** 88 — FACTUP. */
export const modeFactup: ModePlugin = builtinMode({
  id: 'pc.factup',
  size: 4,
  name: 'FACTUP',
  description: 'Merge when the sum has more divisors',
  page: 3,
  category: 'Divisor counts',
  rules: plainRules(factupText(false)),
  options: [
    {
      id: 'crazy',
      label: 'Crazy FACTUP',
      type: 'boolean',
      default: false,
      help: 'The sum may also have the same number of divisors.',
    },
    {
      id: 'minLength',
      label: 'Fewest tiles in one merge',
      type: 'number',
      default: 2,
      min: 2,
      max: LONGEST_MERGE,
      step: 1,
    },
    {
      id: 'maxLength',
      label: 'Most tiles in one merge',
      type: 'number',
      default: 2,
      min: 2,
      max: LONGEST_MERGE,
      step: 1,
      help: `${LONGEST_MERGE}: no limit (as long as a row or column).`,
    },
    ...offerOptions(OFFER_FACTUP),
  ],
  recreates: [{ modeId: '88' }],
  // mode_vars: [Crazy FACTUP, random goals (0–3), first-goal minimum, min / max merge length].
  optionsFromModeVars: (mv) => ({
    crazy: mv[0] === true,
    minLength: mergeLengthFromModeVar(mv[3]),
    maxLength: mergeLengthFromModeVar(mv[4]),
    ...offerFromModeVars(OFFER_FACTUP, mv),
  }),
  build: (o) => {
    const crazy = optBool(o, 'crazy', false);
    const lengths = mergeLengths(o);
    const def = wholeNumberMode(
      {
        tileTypes: factupLooks(A),
        mergeRules: lengths.map((n) => factupMergeOf(n, crazy)),
        // Merges of three or more tiles want the merge-result cache off (docs/plugins.md).
        ...(lengths[0]! > 2 ? { mergeResultKnownLevel: 0 } : {}),
        winConditions: [[11]],
        winRequirement: false,
        scripts: [RECORD_DIVISOR_COUNT],
        statBoxes: FACTUP_BOXES,
      },
      [[1n, 100]],
      factupText(crazy, lengths),
      // Goal, goals reached, goal made this turn, tiles known to be reachable, first-goal minimum,
      // then the divisor counts found (1 has one divisor) and the box's form.
      goalVars(big(1), 0, false, [big(1), big(2)], big(1680), [big(1)], 0),
    );
    return withRandomGoals(def, factupGoals(crazy, lengths.at(-1)!), OFFER_FACTUP, o);
  },
});
