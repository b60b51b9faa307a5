// Random goals for DIVE-like modes (whole-number tiles, goal a single BigInt), the original's rule
// as its recorded mode codes show it: the goal lives in four game variables (goal, goals reached,
// "goal made this move", first-goal minimum); a goal counts when a merge makes it (a tile whose
// absolute value is the goal) or a spawn is it; at the end of that turn the count goes up and the
// mode's own `next` rule draws the next goal. The first goal is drawn between the minimum m and
// 2m − 1. "Current Goal" and "Goals Reached" boxes are added after the mode's own.
import type { Value, ModeDefinition, ModePlugin, OptionValues } from '../../../src/plugins/kit.ts';
import type { Expr } from './expr.ts';
import { optBool, optNumber } from './mode-kit.ts';

export interface DiveGoals {
  /** Game-variable slots. */
  readonly goal: number;
  readonly reached: number;
  readonly made: number;
  readonly minimum: number;
  /** Mode-variable indexes of the switch (0 off) and of the first-goal minimum. */
  readonly modeVar: number;
  readonly minimumModeVar: number;
  readonly defaultMinimum: number;
  /** The next goal, given the goal, the goals reached (already counting this one) and the minimum. */
  readonly next: (goal: Expr, reached: Expr, minimum: Expr) => Expr;
  /** Plain-number goals compared with the first merge result's value (`abs`: either sign); spawns do not count. */
  readonly numeric?: { readonly abs: boolean };
  /** The first goal from the minimum (default: drawn in [m, 2m − 1]). */
  readonly first?: (minimum: Expr) => Expr;
  /** The goal as the Current Goal box's tile (default the goal variable itself), e.g. `[goal, sign]`. */
  readonly goalTile?: (goal: string) => Expr;
  /** The minimum option's label (default "First goal at least"). */
  readonly minimumLabel?: string;
}

/** First goal between 2^(n−1) and 2^n − 1 for the tier n (plain numbers). */
export const tierFirst = (tier: Expr): Expr => [[2, '^', [tier, '-', 1]], 'rand_int', [2, '^', tier, '-', 1]];

/** DIVE's rule: (goal + r) × k, r drawn in 0…log2 goal, k = ⌊−log2 u⌋ + 2 for a draw u (u = 0 counts as 1). */
export const diveNext = (goal: Expr): Expr => [
  [goal, '+B', [0, 'rand_bigint', [goal, 'logB', 2n]]],
  '*B',
  [
    0,
    'rand_float',
    1,
    '@if',
    ['@Parent -2', '=', 0],
    '2nd',
    1,
    '@end-if',
    'log',
    2,
    '*',
    -1,
    'floor',
    1,
    '+',
    2,
    'BigInt',
  ],
];

/** 1321's rule: 2g or 2g + 1. */
export const doubleOrNext = (goal: Expr): Expr => [goal, '*', 2, '+', [0, 'rand_int', 1]];

/**
 * 1825's rule: g × 2^(2 − v) (v: g's factors of 2) minus a draw in 1…⌊√g⌋, one less when that
 * product is a multiple of 4 (`@Parent -2` is the product).
 */
export const cancelNext = (goal: Expr): Expr => [
  goal,
  '*',
  [2, '^', [2, '-', [goal, 'expomod', 2]]],
  '-',
  [1, 'rand_int', [goal, '^', 0.5, 'floor', 1], '@if', ['@Parent -2', '%', 4, '=', 0], '-', 1, '@end-if'],
];

/** HICEM's rule: an odd o drawn in 3…goal, then o + gcd(o, goal) + goal (`@Parent -2` is o, the value so far). */
export const hicemNext = (goal: Expr): Expr => [
  goal,
  '-B',
  1n,
  '/B',
  2n,
  'rand_bigint',
  1n,
  '*B',
  2n,
  '+B',
  1n,
  '+B',
  ['@Parent -2', 'gcdB', goal],
  '+B',
  goal,
];

/** Doubling bands: the n-th goal reached moves the goal into [2^n·m, 2^(n+1)·m − 1]. */
export const bandNext = (_goal: Expr, reached: Expr, minimum: Expr): Expr => [
  [2n, '^B', [reached, 'BigInt'], '*B', minimum],
  'rand_bigint',
  [2n, '^B', [reached, '+', 1, 'BigInt'], '*B', minimum, '-B', 1n],
];

const GOALS_HELP =
  'A goal tile is shown; making it (or a spawn of it) counts a goal reached and draws the next one. Reaching goals never ends the game.';

/** The definition with the goal variables, scripts and boxes added. */
export function addDiveGoals(def: ModeDefinition, g: DiveGoals, minimum: number): ModeDefinition {
  const goal = `@GVar ${g.goal}`;
  const reached = `@GVar ${g.reached}`;
  const min = `@GVar ${g.minimum}`;
  const vars = def.startGameVars.slice();
  const n = g.numeric;
  vars[g.goal] = n ? minimum : BigInt(minimum);
  vars[g.reached] = 0;
  vars[g.made] = false;
  vars[g.minimum] = n ? minimum : BigInt(minimum);
  for (let i = 0; i < vars.length; i++) if (vars[i] === undefined) vars[i] = 0;
  // Tiles are one-element lists: flattened, the list holds their values (either sign counts). The
  // list variable must lead its expression, after `@var_retain`, to be read in a Merge script.
  const flagIfGoalIn = (list: string): Value[] =>
    [goal, [0n, '-B', goal]].flatMap((v) => [
      '@if',
      ['@var_retain', list, 'arr_flat', 1, 'arr_indexOf', v, '>=', 0],
      '@edit_gvar',
      g.made,
      true,
      '@end-if',
    ]);
  const scripts: Value[] = [
    [
      [0, '@edit_gvar', g.goal, g.first ? g.first(min) : [min, 'rand_bigint', [min, '*B', 2n, '-B', 1n]]],
      'RestartMode',
    ],
    ...(n
      ? [
          [
            [
              '@var_retain',
              0,
              '@if',
              ['@var_retain', '@Var -1', 'arr_elem', 0, 'arr_elem', 0, ...(n.abs ? ['abs'] : []), '=', goal],
              '@edit_gvar',
              g.made,
              true,
              '@end-if',
            ],
            'Merge',
          ],
        ]
      : [
          [['@var_retain', 0, ...flagIfGoalIn('@Var -1')], 'Merge'],
          [['@var_retain', 0, ...flagIfGoalIn('@Var 0')], 'PostSpawn'],
        ]),
    [
      [
        0,
        '@if',
        `@GVar ${g.made}`,
        '@edit_gvar',
        g.reached,
        [reached, '+', 1],
        '@edit_gvar',
        g.made,
        false,
        '@edit_gvar',
        g.goal,
        g.next(goal, reached, min),
        '@end-if',
      ],
      'EndTurn',
    ],
  ];
  const first = def.statBoxes[0];
  const look = Array.isArray(first) && typeof first[5] === 'string' ? first[5] : 'Self';
  return {
    ...def,
    startGameVars: vars,
    scripts: [...def.scripts, ...scripts],
    statBoxes: [
      ...def.statBoxes,
      ['Current Goal', g.goalTile ? g.goalTile(goal) : goal, false, false, 'Tile', look],
      ['Goals Reached', reached],
    ],
  };
}

/** The plugin with a Random goals switch and first-goal minimum (from the original's mode variables). */
export function withDiveGoals(p: ModePlugin, g: DiveGoals): ModePlugin {
  const minimumOf = (o: OptionValues): number => {
    const n = Math.round(optNumber(o, 'firstGoalMinimum', g.defaultMinimum));
    return Number.isFinite(n) ? Math.min(Math.max(2, n), 1e12) : g.defaultMinimum;
  };
  return {
    ...p,
    options: [
      ...(p.options ?? []),
      { id: 'randomGoals', label: 'Random goals', type: 'boolean', default: false, help: GOALS_HELP },
      {
        id: 'firstGoalMinimum',
        label: g.minimumLabel ?? 'First goal at least',
        type: 'number',
        default: g.defaultMinimum,
        min: 2,
        max: 1e12,
        step: 1,
      },
    ],
    optionsFromModeVars: (mv: readonly Value[]) => {
      const on = mv[g.modeVar];
      const m = mv[g.minimumModeVar];
      return {
        ...(p.optionsFromModeVars?.(mv) ?? {}),
        randomGoals: typeof on === 'number' && on > 0,
        firstGoalMinimum: typeof m === 'bigint' ? Number(m) : typeof m === 'number' ? m : g.defaultMinimum,
      };
    },
    build: (o: OptionValues) => {
      const def = p.build(o);
      return optBool(o, 'randomGoals', false) ? addDiveGoals(def, g, minimumOf(o)) : def;
    },
  };
}
