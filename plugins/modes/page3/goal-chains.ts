// Random goals for the Page 3 modes (catalog-modes.md, "Random goals"): a goal tile is shown in a
// "Current Goal" box; making it counts a goal reached and sets the next one, either built on the
// goal just reached (one merge step further along a path that is always reachable) or rolled
// afresh. A roll starts from the smallest goal and takes random steps until it reaches the
// first-goal minimum. Everything lives in game variables, so goals survive saving and replays.
// Some modes offer a 4th setting, "chain": each goal builds on the goal just reached only (the
// mode's `beforeChain` forgets what earlier goals added to its list of reachable tiles).
import type { Value, OptionSpec, OptionValues } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { optNumber, optString } from '../shared/mode-kit.ts';

/** In the order the original's switch cycles through them (the mode variable's number). */
export const GOAL_SETTINGS = ['off', 'build', 'random', 'chain'] as const;
export type GoalSetting = (typeof GOAL_SETTINGS)[number];

export interface GoalChain {
  /** Game variables: the goal, goals reached, "goal made this turn", and optionally the list of goals reached. */
  readonly goal: number;
  readonly reached: number;
  readonly made: number;
  readonly history?: number;
  /** Where every roll starts (a value expression; arrays as `@Literal`). */
  readonly start: Expr;
  /** The possible next goals after `@GVar goal` (one is picked uniformly)… */
  readonly next?: readonly Expr[];
  /** …or an expression whose value is the (never empty) list of them. */
  readonly choices?: Expr;
  /** Statements run after every step (e.g. remember the new goal as reachable). */
  readonly afterStep?: readonly Value[];
  /** Statements run before every roll (forget what an earlier roll found). */
  readonly beforeRoll?: readonly Value[];
  /** Statements run before a "chain" step (keep only what the goal just reached builds on). */
  readonly beforeChain?: readonly Value[];
  /** True in the Merge script when the merge results (`@Var -1`) include the goal (default: `tile` is one of them). */
  readonly madeIn?: Expr;
  /** True while `@GVar goal` is still below the first-goal minimum. */
  readonly belowMinimum: Expr;
  /** The goal as a tile (matched against merge results and drawn in the Current Goal box). */
  readonly tile: Expr;
  /** Statements run once at game start before the first roll (e.g. roll a per-game ratio). */
  readonly atStart?: readonly Value[];
  /** Statements taking a reached goal on when goals build on it (default: one random step). */
  readonly buildStep?: readonly Value[];
  /** Statements taking a roll one step on (default: one random step of `next`/`choices`). */
  readonly rollStep?: readonly Value[];
}

export function goalSetting(o: OptionValues): GoalSetting {
  const s = optString(o, 'randomGoals', 'off');
  return (GOAL_SETTINGS as readonly string[]).includes(s) ? (s as GoalSetting) : 'off';
}

/** The mode variable's setting number (0 off, 1 build, 2 random, 3 chain) as an option value; `count` settings are offered. */
export function goalSettingFromModeVar(v: Value | undefined, count = 3): GoalSetting {
  const n = typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < count ? v : 0;
  return GOAL_SETTINGS[n] ?? 'off';
}

/** A whole number from an option, clamped (the first-goal minimum or tier). */
export function goalMinimum(o: OptionValues, fallback: number, min: number, max: number): number {
  const n = optNumber(o, 'firstGoalMinimum', fallback);
  return Number.isFinite(n) ? Math.min(Math.max(min, Math.round(n)), max) : fallback;
}

/** A number or BigInt mode variable as a plain number. */
export function numberFromModeVar(v: Value | undefined, fallback: number): number {
  if (typeof v === 'bigint') return Number(v);
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

const SETTING_LABELS: Record<GoalSetting, string> = {
  off: 'Disabled',
  build: 'Build upon the previous goals',
  random: 'Entirely random',
  chain: 'Build upon the previous goal only',
};

/** The options: the setting (the first `count` of off, build, random, chain) and the first-goal minimum. */
export function goalOptions(
  minimum: { label: string; default: number; min: number; max: number; help?: string },
  count = 3,
): OptionSpec[] {
  return [
    {
      id: 'randomGoals',
      label: 'Random goals',
      type: 'choice',
      default: 'off',
      choices: GOAL_SETTINGS.slice(0, count).map((value) => ({ value, label: SETTING_LABELS[value] })),
    },
    {
      id: 'firstGoalMinimum',
      label: minimum.label,
      type: 'number',
      default: minimum.default,
      min: minimum.min,
      max: minimum.max,
      step: 1,
      ...(minimum.help ? { help: minimum.help } : {}),
    },
  ];
}

/** Statements taking the goal one random step on. */
function stepped(c: GoalChain): Value[] {
  const after = c.afterStep ?? [];
  if (c.choices !== undefined) {
    // The list of choices is parked in the goal variable, so it is worked out once.
    const list = `@GVar ${c.goal}`;
    return [
      '@edit_gvar',
      c.goal,
      c.choices,
      '@edit_gvar',
      c.goal,
      [list, 'arr_elem', [0, 'rand_int', [list, 'arr_length', '-', 1]]],
      ...after,
    ];
  }
  const next = c.next ?? [];
  return [
    '@edit_gvar',
    c.goal,
    [['@Literal', ...next.map((n) => ['@CalcArray', n])], 'arr_elem', [0, 'rand_int', next.length - 1]],
    ...after,
  ];
}

/** Statements that roll a fresh goal. */
function roll(c: GoalChain): Value[] {
  return [
    ...(c.beforeRoll ?? []),
    '@edit_gvar',
    c.goal,
    c.start,
    ...(c.afterStep ?? []),
    '@repeat',
    c.belowMinimum,
    ...(c.rollStep ?? stepped(c)),
    '@end-repeat',
  ];
}

/** Statements that set the next goal once one is reached. */
function advanced(c: GoalChain, setting: GoalSetting): Value[] {
  if (setting === 'random') return roll(c);
  if (c.buildStep) return [...c.buildStep];
  return [...(setting === 'chain' ? (c.beforeChain ?? []) : []), ...stepped(c)];
}

/** The scripts: roll at game start, notice the goal among merge results, advance at end of turn. */
export function goalScripts(c: GoalChain, setting: GoalSetting): Value[] {
  if (setting === 'off') return [];
  const advance = advanced(c, setting);
  const record: Value[] =
    c.history === undefined ? [] : ['@edit_gvar', c.history, [`@GVar ${c.history}`, 'arr_push', `@GVar ${c.goal}`]];
  return [
    [[0, ...(c.atStart ?? []), ...roll(c)], 'RestartMode'],
    [
      [
        '@var_retain',
        0,
        '@if',
        c.madeIn ?? ['@var_retain', '@Var -1', 'arr_indexOf', c.tile, '>=', 0],
        '@edit_gvar',
        c.made,
        true,
        '@end-if',
      ],
      'Merge',
    ],
    [
      [
        0,
        '@if',
        [`@GVar ${c.made}`, '=', true],
        '@edit_gvar',
        c.reached,
        [`@GVar ${c.reached}`, '+', 1],
        ...record,
        '@edit_gvar',
        c.made,
        false,
        ...advance,
        '@end-if',
      ],
      'EndTurn',
    ],
  ];
}

/** One way a goal reached becomes the next: possible while each `needs` [k, e] has goal[k] ≥ e; adds `delta`. */
export interface WeightedStep {
  readonly needs: readonly (readonly [number, number])[];
  readonly delta: readonly number[];
  /** Which per-game weight picks it (default: its own, by its place in the list). */
  readonly weight?: number;
}

/**
 * The original's "build upon the previous goal" for exponent-vector goals: every possible step of
 * the list is a candidate, picked with per-game weights (game variable `weights`, one per step,
 * rolled at start by `roll`, which goes in the chain's `atStart`). `step` is an EndTurn script to
 * run before the shared one (it reads "goal made" before that one clears it; the chain's
 * `buildStep` is then empty).
 */
export function weightedGoalSteps(
  v: { goal: number; made: number; weights: number },
  steps: readonly WeightedStep[],
): { roll: Value[]; step: Value } {
  const G = `@GVar ${v.goal}`;
  const pushes: Value[] = steps.flatMap((st, i): Value[] => {
    const holds: Value[] = st.needs.map(([k, e]): Value => [[G, 'arr_elem', k], '>=', e]);
    const cond: Value =
      holds.length === 0 ? true : holds.slice(1).reduce<Value[]>((acc, h) => [...acc, '&&', h], [holds[0]!]);
    const next: Value = [
      '@Literal',
      ...st.delta.map((d, k): Value => ['@CalcArray', d === 0 ? [G, 'arr_elem', k] : [G, 'arr_elem', k, '+', d]]),
    ];
    return [
      '@if',
      cond,
      '@edit_var',
      0,
      ['@Var 0', 'arr_push', next],
      '@edit_var',
      1,
      ['@Var 1', 'arr_push', [`@GVar ${v.weights}`, 'arr_elem', st.weight ?? i]],
      '@end-if',
    ];
  });
  return {
    roll: ['@edit_gvar', v.weights, ['@Literal', ...steps.map((): Value => ['@CalcArray', [0, 'rand_float', 1]])]],
    step: [
      [
        '@global_var_retain_inner',
        ['@Literal'],
        ['@Literal'],
        '@end_vars',
        0,
        '@if',
        `@GVar ${v.made}`,
        ...pushes,
        '@edit_gvar',
        v.goal,
        ['@Var 0', 'weightedRandomArrayEntry', '@Var 1'],
        '@end-if',
      ],
      'EndTurn',
    ],
  };
}

/** The score, then (only with goals on) Current Goal and Goals Reached: the original's order. */
export function goalStatBoxes(c: GoalChain, setting: GoalSetting): Value[] {
  const boxes: Value[] = [['Score', '@Score']];
  if (setting !== 'off')
    boxes.push(['Current Goal', c.tile, false, false, 'Tile', 'Self'], ['Goals Reached', `@GVar ${c.reached}`]);
  return boxes;
}

export const GOALS_TEXT =
  'Random goals: make the tile shown as the Current Goal; each goal reached sets a new one (reaching goals never ends the game).';
