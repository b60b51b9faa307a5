// Page 2, slot 25 — 180, "5-Smooth Supermerging". A line of exactly L equal tiles merges into one
// tile L times larger: by default L is 2, 3 or 5, so every tile is 2^a × 3^b × 5^c (stored as the
// exponents `[a, b, c]`); a line of 4 or 6 equal tiles never merges. Variants choose other lengths
// (every prime, every length, or a list — then tiles hold their value, `[v]`), or "partial absorb",
// where L equal tiles leave L − 1 tiles worth L/(L − 1) times as much (exact fractions), random
// goals, and the Arrangement (no lines: equal tiles in a pattern merge into its centre at the end
// of the move, ./arrangement-180.ts). Game variables (the original's layout): 0 current goal
// (exponents `[a, b, c]`, else a value), 1 goals reached, 2 goal made this turn, 3 and 4 the
// thresholds steering 5-smooth goals, 5 first-goal minimum, 6 which Discovered Tiles box is shown,
// 7–9 unused (the original's Arrangement keeps its state there; ours needs none between moves).
import {
  BigRational,
  type Value,
  defaultMode,
  type ModePlugin,
  type OptionSpec,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import { and, or, type Expr } from '../shared/expr.ts';
import { toggledBoxes } from '../shared/toggled-boxes.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import {
  builtinMode,
  gameplayRules,
  optBool,
  optNumber,
  optNumbers,
  optString,
  plainRules,
  type RulesText,
} from '../shared/mode-kit.ts';
import { gridSize, sizeOptions } from '../shared/grid-size.ts';
import { hsva, lookRows, type TileLook } from './looks.ts';
import { primes } from '../shared/sequences.ts';
import {
  ARRANGEMENT_PRESETS,
  type ArrangementPreset,
  arrangementScript,
  checkArrangementBoard,
  customOffsets,
  type Offset,
} from './arrangement-180.ts';

const SIZE = 7;
/**
 * Lines longer than the grid never form, so "every prime"/"every length" stop at the larger grid
 * side; past this many cells we stop adding lengths (each length is a rule checked on every move).
 */
export const LONGEST_RUN = 32;

/** n equal tiles become d tiles worth n/d times as much. */
export interface LengthRule {
  n: number;
  d: number;
}

type LengthSetting = 'smooth' | 'primes' | 'any' | 'list' | 'arrangement';
type TileKind = 'exponents' | 'integer' | 'rational';

/**
 * Reads "n" and "n/d" entries. d < n makes tiles grow; d > n (an overflow merge: the extra tiles go
 * into empty cells behind the run) is a secret in the original, so only read when `overflow` is on.
 */
export function parseLengthList(text: string, overflow = false): LengthRule[] {
  return text
    .split(',')
    .map((part) => part.trim().split('/'))
    .map(([n, d]) => ({ n: Number(n), d: d === undefined ? 1 : Number(d) }))
    .filter((r) => Number.isInteger(r.n) && Number.isInteger(r.d) && r.n >= 2 && r.d >= 1 && r.n <= 9999 && r.d <= 9999)
    .filter((r) => r.d < r.n || (overflow && r.d > r.n));
}

/** The length rules in force, longest first. */
export function lengthRules(
  setting: LengthSetting,
  list: string,
  partial: boolean,
  size: number,
  overflow = false,
): LengthRule[] {
  let ns: LengthRule[];
  if (setting === 'primes')
    ns = primes(size)
      .filter((p) => p <= size)
      .map((n) => ({ n, d: 1 }));
  else if (setting === 'any') ns = Array.from({ length: size - 1 }, (_, i) => ({ n: i + 2, d: 1 }));
  else if (setting === 'list') ns = parseLengthList(list, overflow);
  else ns = [5, 3, 2].map((n) => ({ n, d: 1 }));
  // An unreadable list falls back to the default lengths.
  if (ns.length === 0) ns = [5, 3, 2].map((n) => ({ n, d: 1 }));
  if (partial) ns = ns.map(({ n }) => ({ n, d: n - 1 }));
  return ns.sort((a, b) => b.n - a.n || a.d - b.d);
}

function tileKind(setting: LengthSetting, rules: readonly LengthRule[]): TileKind {
  if (rules.some((r) => r.d !== 1)) return 'rational';
  return setting === 'smooth' ? 'exponents' : 'integer';
}

const Q = (n: bigint, d: bigint = 1n): BigRational => BigRational.of(n, d);

/** Every component of slot `slot` equals the moving tile's (or, negated, some component differs). */
function sameAs(slot: string, components: number): Expr {
  return and(...Array.from({ length: components }, (_, k) => [`${slot} ${k}`, '=', `@This ${k}`] as Expr));
}
function differs(slot: string, components: number): Expr {
  return or(...Array.from({ length: components }, (_, k) => [`${slot} ${k}`, '!=', `@This ${k}`] as Expr));
}

/** Exactly n equal tiles in a line: not the tile behind, not the cell after the run. */
function exactRun(n: number, components: number): Expr {
  const equal = Array.from({ length: n - 1 }, (_, i) => sameAs(`@Next ${i + 1}`, components));
  return and(differs('@NextNE -1', components), differs(`@Next ${n}`, components), ...equal);
}

/** The value of the moving tile, as a number (scores) and exactly (goals). */
function valueOf(kind: TileKind): { num: Expr; exact: Expr } {
  if (kind === 'exponents') {
    return {
      num: [[2, '^', '@This 0'], '*', [3, '^', '@This 1'], '*', [5, '^', '@This 2']],
      exact: [[2n, '^B', '@This 0'], '*B', [3n, '^B', '@This 1'], '*B', [5n, '^B', '@This 2']],
    };
  }
  return { num: ['@This 0', 'Number'], exact: '@This 0' };
}

function lengthRuleFor(kind: TileKind, r: LengthRule): Value[] {
  const components = kind === 'exponents' ? 3 : 1;
  const exp = [2, 3, 5].indexOf(r.n);
  let out: Value[];
  if (kind === 'exponents') out = [0, 1, 2].map((k) => (k === exp ? [`@This ${k}`, '+', 1] : `@This ${k}`));
  else if (kind === 'integer') out = [['@This 0', '*B', BigInt(r.n)]];
  else out = [['@This 0', '*BR', Q(BigInt(r.n), BigInt(r.d))]];
  // The original scores the merged tile's value times the tiles merged (L), also when L equal
  // tiles leave L − 1 (partial absorb); a fraction is made a BigInt first, as its `*B` does.
  const score: Expr = kind === 'rational' ? ['@This 0', '*B', BigInt(r.n), 'abs'] : [valueOf(kind).num, '*', r.n];
  return mergeRule({
    length: r.n,
    cond: exactRun(r.n, components),
    ordered: true,
    outputs: Array.from({ length: r.d }, () => out),
    score,
  });
}

/**
 * The original's look of `[a, b, c]` = 2^a × 3^b × 5^c (exponents): grey for pure powers of 30,
 * else a hue from the mix of the exponents above their smallest one (2 red, 3 green, 5 blue), paler
 * with the smallest exponent and darker with the gcd of the excesses; the text brightens with it.
 */
function exponentLooks(): [Expr, TileLook][] {
  const e = ['@This 0', '@This 1', '@This 2'] as const;
  const looks: [Expr, TileLook][] = [
    [
      [['@This 0', '=', '@This 1'], '&&', ['@This 1', '=', '@This 2']],
      {
        background: hsva(0, 0, [0.85, '^', ['@This 0', '-', 1], '*', 100]),
        text: hsva(0, 0, ['@This 0', '*', 100, '-', 500]),
      },
    ],
  ];
  // The smallest exponent m, then the other two in turn (x, y): hue 120° × (y − m)/(x + y − 2m) past x's own.
  for (const [m, x, y, hue0] of [
    [2, 0, 1, 0],
    [0, 1, 2, 120],
    [1, 2, 0, 240],
  ] as const) {
    const [em, ex, ey] = [e[m], e[x], e[y]];
    const gcd: Expr = [[ex, '-', em], 'gcd', [ey, '-', em]];
    const hue: Expr =
      hue0 === 0
        ? [[ey, '-', em], '/', [em, '*', -2, '+', ex, '+', ey], '*', 120]
        : [[ey, '-', em], '/', [em, '*', -2, '+', ex, '+', ey], '*', 120, '+', hue0];
    looks.push([
      [[ex, '>=', em], '&&', [ey, '>=', em]],
      {
        background: hsva(hue, [0.7, '^', em, '*', 100], [0.85, '^', [gcd, '-', 1], '*', 100]),
        text: hsva(0, 0, [gcd, '*', 100, '-', 500]),
      },
    ]);
  }
  return looks;
}

/** Tile look: the original's formulas for exponents; its colour schemes (our scheme plugins) for numbers. */
function tileTypes(kind: TileKind): Value[] {
  if (kind === 'exponents')
    return [[[0, 0, 0], valueOf(kind).num, '#000000', '#ffffff'], ...lookRows(valueOf(kind).num, exponentLooks())];
  return [[true, '@This 0', '@ColorScheme', kind === 'integer' ? '180' : 'Partial Absorb 180', ['@This 0']]];
}

/** A tile holding the goal value (for the "Current Goal" box). */
function goalTile(kind: TileKind): Expr {
  // Exponent tiles: the goal is kept as the exponent list itself; the original shows it with a 1
  // appended (the tile's look reads the first three).
  if (kind === 'exponents') return ['@GVar 0', 'arr_push', 1];
  return ['@GVar 0', 'Array'];
}

/** Multiplies the goal by a randomly chosen allowed factor (listed in the script). */
function growGoal(factors: readonly Value[]): Value[] {
  const list: Expr = ['@Literal', ...factors];
  return ['@edit_gvar', 0, ['@GVar 0', '*BR', [list, 'arr_elem', [0, 'rand_int', [list, 'arr_length', '-', 1]]]]];
}

/** Rolls a goal from 1 up to at least the first-goal minimum (factors are all above 1). */
function rollGoal(factors: readonly Value[]): Expr {
  return [0, '@edit_gvar', 0, Q(1n), '@repeat', ['@GVar 0', '<', '@GVar 5'], ...growGoal(factors), '@end-repeat'];
}

/** Goal values are exact fractions while rolling; whole goals are kept as BigInts. */
const NORMALISE_GOAL: Expr = [
  0,
  '@if',
  ['@GVar 0', 'typeof', '=', 'bigrational', '&&', ['@GVar 0', 'denominatorBR', '=', 1n]],
  '@edit_gvar',
  0,
  ['@GVar 0', 'numeratorBR'],
  '@end-if',
];

/** The goal `[a, b, c]` with exponent k one higher. */
function bumpExponent(k: number): Value[] {
  const parts = [0, 1, 2].map((i) => ['@CalcArray', '@GVar 0', 'arr_elem', i, ...(i === k ? ['+', 1] : [])]);
  return ['@edit_gvar', 0, ['@Literal', ...parts]];
}

/**
 * The original's 5-smooth goals climb by one factor of 2, 3 or 5 at a time: a draw below game
 * variable 3 picks 2, below game variable 4 picks 3, else 5. Both thresholds are rolled with the
 * first goal when the game starts.
 */
const STEP_EXPONENT_GOAL: Value[] = [
  'rand_float',
  1,
  '@if',
  ['@Parent -2', '<', '@GVar 3'],
  ...bumpExponent(0),
  '@end-if',
  '@else-if',
  ['@Parent -2', '<', '@GVar 4'],
  ...bumpExponent(1),
  '@end-else-if',
  '@else',
  ...bumpExponent(2),
  '@end-else',
];

const EXPONENT_GOAL_VALUE: Expr = [
  [2, '^', ['@GVar 0', 'arr_elem', 0]],
  '*',
  [3, '^', ['@GVar 0', 'arr_elem', 1]],
  '*',
  [5, '^', ['@GVar 0', 'arr_elem', 2]],
];

/** Start roll of the 5-smooth goals: both thresholds, then steps from 1 up to the first-goal minimum. */
const ROLL_EXPONENT_GOAL: Expr = [
  0,
  '@edit_gvar',
  3,
  [0, 'rand_float', 1],
  '@edit_gvar',
  4,
  ['@GVar 3', '+', [[0, 'rand_float', 1], '*', [1, '-', '@GVar 3']]],
  '@edit_gvar',
  0,
  ['@Literal', 0, 0, 0],
  '@repeat',
  [EXPONENT_GOAL_VALUE, '<', '@GVar 5'],
  '2nd',
  [0, ...STEP_EXPONENT_GOAL],
  '@end-repeat',
];

function goalScripts(kind: TileKind, build: boolean, factors: readonly Value[]): Value[] {
  if (kind === 'exponents') {
    // The result's exponents equal the goal's.
    const madeGoal: Expr = ['@var_retain', '@Var -1', 'arr_elem', 0, 'arr_slice', 0, 3, '=', '@GVar 0'];
    const next: Value[] = build ? STEP_EXPONENT_GOAL : ['2nd', ROLL_EXPONENT_GOAL];
    return [
      [ROLL_EXPONENT_GOAL, 'RestartMode'],
      [['@var_retain', 0, '@if', madeGoal, '@edit_gvar', 2, true, '@end-if'], 'Merge'],
      [
        [
          0,
          '@if',
          '@GVar 2',
          '@edit_gvar',
          1,
          ['@var_retain', '@GVar 1', '+', 1],
          '@edit_gvar',
          2,
          false,
          ...next,
          '@end-if',
        ],
        'EndTurn',
      ],
    ];
  }
  const valueOfResult: Expr = ['@Var -1', 'arr_elem', 0];
  // The callback sees its element as `@Var -1`; global retain passes it to the nested parts.
  const madeGoal: Expr = [
    '@var_retain',
    '@Var -1',
    'arr_filter',
    ['@global_var_retain', valueOfResult, '=', '@GVar 0'],
    'arr_length',
    '>',
    0,
  ];
  const roll = rollGoal(factors);
  return [
    [[roll, '2nd', NORMALISE_GOAL], 'RestartMode'],
    [['@var_retain', 0, '@if', madeGoal, '@edit_gvar', 2, true, '@end-if'], 'Merge'],
    [
      [
        0,
        '@if',
        ['@GVar 2', '=', true],
        '@edit_gvar',
        1,
        ['@GVar 1', '+', 1],
        '@edit_gvar',
        2,
        false,
        ...(build ? growGoal(factors) : ['2nd', roll]),
        '@end-if',
        '2nd',
        NORMALISE_GOAL,
      ],
      'EndTurn',
    ],
  ];
}

function statBoxes(kind: TileKind, goals: boolean): Value[] {
  const boxes: Value[] = [...toggledBoxes('Discovered Tiles', ['@DiscTiles'], 6)];
  // The original's order: the score, then the goal boxes.
  boxes.push(['Score', '@Score']);
  if (goals) boxes.push(['Current Goal', goalTile(kind), false, false, 'Tile', 'Self'], ['Goals Reached', '@GVar 1']);
  return boxes;
}

const OPTIONS: OptionSpec[] = [
  ...sizeOptions(SIZE),
  {
    id: 'lengths',
    label: 'Merge lengths',
    type: 'choice',
    default: 'smooth',
    choices: [
      { value: 'smooth', label: '2, 3 or 5' },
      { value: 'primes', label: 'Any prime up to the grid size' },
      { value: 'any', label: 'Any length of 2 or more' },
      { value: 'list', label: 'From a list' },
      { value: 'arrangement', label: 'Arrangement (patterns, not lines)' },
    ],
  },
  {
    id: 'arrangement',
    label: 'Arrangement pattern',
    type: 'choice',
    default: 'ell',
    choices: [
      ...Object.entries(ARRANGEMENT_PRESETS).map(([value, p]) => ({ value, label: p.label })),
      { value: 'custom', label: 'Custom (Arrangement cells)' },
    ],
    help: 'With Merge lengths "Arrangement": equal tiles in this pattern merge into its centre at the end of a move.',
  },
  {
    id: 'arrangementCells',
    label: 'Arrangement cells',
    type: 'numbers',
    default: [8, 14],
    min: 1,
    max: 25,
    integer: true,
    maxCount: 24,
    help: 'A custom pattern: cells of a 5 × 5 grid numbered 1–25 row by row (drawn as for a move up), 13 the centre; with the centre, 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24 or 25 cells.',
  },
  {
    id: 'arrangementRotates',
    label: 'Pattern turns with the move',
    type: 'boolean',
    default: true,
    help: 'The pattern is drawn for a move up and turned to face the move (else it stays as drawn).',
  },
  {
    id: 'lengthList',
    label: 'Length list',
    type: 'numbers',
    default: [5, 3, 2],
    min: 2,
    max: 9999,
    integer: true,
    maxCount: LONGEST_RUN,
    help: 'The lengths that merge when Merge lengths is "From a list".',
  },
  {
    id: 'lengthInto',
    label: 'Tiles left per length',
    type: 'numbers',
    default: [],
    min: 1,
    max: 9999,
    integer: true,
    minCount: 0,
    maxCount: LONGEST_RUN,
    help: 'Entry k: n equal tiles of the k-th length become that many tiles, worth n/d times as much (1 where missing).',
  },
  {
    id: 'overflowMerges',
    label: 'Overflow merges (secret)',
    type: 'boolean',
    default: false,
    help: 'Lets list entries n/d have d > n: the extra tiles go into empty cells behind the run.',
  },
  {
    id: 'partialAbsorb',
    label: 'Partial absorb',
    type: 'boolean',
    default: false,
    help: 'L equal tiles leave L − 1 tiles, each L/(L − 1) times as large.',
  },
  {
    id: 'randomGoals',
    label: 'Random goals',
    type: 'choice',
    default: 'off',
    choices: [
      { value: 'off', label: 'Disabled' },
      { value: 'build', label: 'Build upon the previous goals' },
      { value: 'random', label: 'Entirely random' },
    ],
  },
  { id: 'firstGoalMinimum', label: 'First goal minimum', type: 'number', default: 6, min: 2, max: 1e12, step: 1 },
];

const SETTINGS: LengthSetting[] = ['smooth', 'primes', 'any', 'list', 'arrangement'];
const GOALS = ['off', 'build', 'random'] as const;

/** mode_vars: [length setting, random goals, first-goal minimum, length list, …, partial absorb (8)]. */
function optionsFromModeVars(mv: readonly Value[]): OptionValues {
  const pairs = Array.isArray(mv[3]) ? mv[3].map((e) => (Array.isArray(e) ? e.map((x) => Number(String(x))) : [])) : [];
  const ns = pairs.map(([n]) => n ?? NaN);
  const ds = pairs.map(([, d]) => d ?? 1);
  return {
    lengths: SETTINGS[typeof mv[0] === 'number' ? mv[0] : 0] ?? 'smooth',
    lengthList: ns.length > 0 ? ns : [5, 3, 2],
    lengthInto: ds.every((d) => d === 1) ? [] : ds,
    partialAbsorb: mv[8] === true,
    // A recorded list with an overflow entry was only possible with the secret found.
    overflowMerges: ds.some((d, i) => d > ns[i]!),
    randomGoals: GOALS[typeof mv[1] === 'number' ? mv[1] : 0] ?? 'off',
    firstGoalMinimum: typeof mv[2] === 'number' ? mv[2] : 6,
  };
}

/** The list options as the original's "n" / "n/d" entries. */
export function lengthListText(ns: readonly number[], ds: readonly number[]): string {
  return ns.map((n, i) => ((ds[i] ?? 1) === 1 ? String(n) : `${n}/${ds[i]}`)).join(', ');
}

/** The first-goal minimum, kept where rolling a goal ends quickly. */
function firstGoalMinimum(o: OptionValues): number {
  const n = optNumber(o, 'firstGoalMinimum', 6);
  return Number.isFinite(n) ? Math.min(Math.max(2, Math.round(n)), 1e12) : 6;
}

const MODE_ID = 'pc.180';

/** The Arrangement's pattern (offsets from the centre, drawn as for a move up). */
function arrangementOffsets(o: OptionValues): readonly Offset[] {
  const preset = optString(o, 'arrangement', 'ell');
  if (preset === 'custom') return customOffsets(optNumbers(o, 'arrangementCells', [8, 14]), MODE_ID);
  return Object.hasOwn(ARRANGEMENT_PRESETS, preset)
    ? ARRANGEMENT_PRESETS[preset as ArrangementPreset].offsets
    : ARRANGEMENT_PRESETS.ell.offsets;
}

/** A pattern as text rows: C the centre, X its other cells, · the cells between. */
export function patternPicture(offsets: readonly Offset[]): string {
  const all: Offset[] = [[0, 0], ...offsets];
  const rows = all.map(([r]) => r);
  const cols = all.map(([, c]) => c);
  const [r0, c0] = [Math.min(...rows), Math.min(...cols)];
  const lines: string[] = [];
  for (let r = r0; r <= Math.max(...rows); r++) {
    let line = '';
    for (let c = c0; c <= Math.max(...cols); c++)
      line += r === 0 && c === 0 ? 'C' : offsets.some(([dr, dc]) => dr === r && dc === c) ? 'X' : '·';
    lines.push(line);
  }
  return lines.join(' / ');
}

function build(o: OptionValues) {
  const chosen = optString(o, 'lengths', 'smooth');
  const setting: LengthSetting = (SETTINGS as readonly string[]).includes(chosen)
    ? (chosen as LengthSetting)
    : 'smooth';
  // The Arrangement merges patterns instead of lines: no length rules, 5-smooth exponent tiles.
  const arrangement = setting === 'arrangement' ? arrangementOffsets(o) : null;
  const rotates = optBool(o, 'arrangementRotates', true);
  const partial = arrangement === null && optBool(o, 'partialAbsorb', false);
  const size = gridSize(o, SIZE);
  if (arrangement !== null) checkArrangementBoard(size.width, size.height, MODE_ID);
  const lineCap = Math.max(2, Math.min(Math.max(size.width, size.height), LONGEST_RUN));
  const rules =
    arrangement !== null
      ? []
      : lengthRules(
          setting,
          lengthListText(optNumbers(o, 'lengthList', [5, 3, 2]), optNumbers(o, 'lengthInto', [])),
          partial,
          lineCap,
          optBool(o, 'overflowMerges', false),
        );
  const overflows = rules.some((r) => r.d > r.n);
  const kind = arrangement !== null ? 'exponents' : tileKind(setting, rules);
  // Goals climb by the factors that make tiles grow (an overflow factor n/d < 1 would shrink them).
  const growing = rules.filter((r) => r.n > r.d);
  const goals = GOALS.indexOf(optString(o, 'randomGoals', 'off') as (typeof GOALS)[number]);
  const useGoals = goals > 0 && (arrangement !== null || growing.length > 0);
  const one: Value = kind === 'exponents' ? [0, 0, 0] : kind === 'integer' ? [1n] : [Q(1n)];
  const win: Value =
    kind === 'exponents'
      ? [2, 2, 1]
      : kind === 'integer'
        ? [180n]
        : // Partial absorb wins on any tile whose number equals 675/8 (a comparison, not the tile's form).
          partial
          ? ['@This 0', '=', Q(675n, 8n)]
          : [Q(180n)];
  const factors: Value[] = useGoals ? growing.map((r) => Q(BigInt(r.n), BigInt(r.d))) : [];
  const longest = Math.max(2, ...rules.map((r) => r.n));
  return defaultMode({
    ...size,
    tileNumAmount: kind === 'exponents' ? 3 : 1,
    tileTypes: tileTypes(kind),
    mergeRules: rules.map((r) => lengthRuleFor(kind, r)),
    startTileSpawns: [[one, 100]],
    winConditions: [win],
    winRequirement: 1,
    statBoxes: statBoxes(kind, useGoals),
    // 3 and 4: the thresholds that steer 5-smooth goals (rolled at the start); 7–9 the Arrangement's.
    startGameVars: [2n, 0, false, 0, 0, firstGoalMinimum(o), 0, [], [], []],
    scripts: [
      ...(useGoals ? goalScripts(kind, goals === 1, factors) : []),
      ...(arrangement !== null ? [arrangementScript(arrangement, rotates, useGoals)] : []),
    ],
    gameplayRulesText: gameplayRules(
      arrangement !== null ? arrangementText(arrangement, rotates, useGoals) : rulesText(rules, partial, useGoals),
    ),
    tileValueFunction: valueOf(kind).num,
    // The merge-result cache does not record where overflow tiles went: off for overflow merges.
    mergeResultKnownLevel: overflows ? 0 : 2,
    // The run guard reads one tile behind the run and the cell just past it. The cache key holds the
    // moving tile and the cells ahead up to the first used-up one; a look-back distance of 2 adds
    // the tile behind and one cell past that window, so the guard's cells are always in the key.
    knownMergeMaxLength: longest + 1,
    knownMergeLookbackDistance: 2,
  });
}

function rulesText(rules: readonly LengthRule[], partial: boolean, goals: boolean): RulesText {
  const lengths = rules.map((r) => (r.d === 1 ? String(r.n) : `${r.n} (into ${r.d})`)).join(', ');
  return {
    heading: '5-Smooth Supermerging',
    title: '180',
    paragraphs: [
      `A line of exactly ${lengths} equal tiles merges: a longer line of equal tiles does not merge at all.`,
      partial
        ? 'Partial absorb: L equal tiles leave L − 1 tiles, each L/(L − 1) times as large.'
        : 'The result is as many times larger as there were tiles.',
      'Spawns: 1 (100%).',
      goals
        ? 'Random goals: make the tile shown as the Current Goal; each goal reached sets a new one.'
        : 'Make a 180 tile to win, or see how many tiles you can discover!',
    ],
  };
}

function arrangementText(offsets: readonly Offset[], rotates: boolean, goals: boolean): RulesText {
  const k = offsets.length + 1;
  return {
    heading: 'Arrangement 180',
    title: '180',
    paragraphs: [
      `Tiles do not merge in lines. At the end of each move, ${k} equal tiles standing in the pattern ` +
        `${patternPicture(offsets)} (C its centre, drawn for a move up${rotates ? ', turned to face the move' : ', never turned'}) ` +
        `merge into the centre, ${k} times as large. Placements are tried row by row from the top, each tile merging once a move.`,
      'Spawns: 1 (100%).',
      goals
        ? 'Random goals: make the tile shown as the Current Goal; each goal reached sets a new one.'
        : 'Make a 180 tile to win, or see how many tiles you can discover!',
    ],
  };
}

/** 38 — 180. */
export const mode180: ModePlugin = builtinMode({
  id: MODE_ID,
  name: '180',
  description: '5-Smooth Supermerging',
  page: 2,
  category: '5-Smooth Supermerging',
  rules: plainRules(rulesText(lengthRules('smooth', '', false, SIZE), false, false)),
  options: OPTIONS,
  recreates: [
    {
      modeId: '38',
      options: {
        lengths: 'smooth',
        lengthList: [5, 3, 2],
        lengthInto: [],
        overflowMerges: false,
        partialAbsorb: false,
        randomGoals: 'off',
        firstGoalMinimum: 6,
      },
    },
  ],
  optionsFromModeVars,
  build,
});
