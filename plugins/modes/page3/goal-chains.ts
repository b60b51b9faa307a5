// Random goals for the Page 3 modes (catalog-modes.md, "Random goals"): a goal tile is shown in a
// "Current Goal" box; making it counts a goal reached and sets the next one, either built on the
// goal just reached (one merge step further along a path that is always reachable) or rolled
// afresh. A roll starts from the smallest goal and takes random steps until it reaches the
// first-goal minimum. Everything lives in game variables, so goals survive saving and replays.
import type { Value } from '../../../src/calc/values.ts';
import type { OptionSpec, OptionValues } from '../../../src/plugins/types.ts';
import type { Expr } from '../shared/expr.ts';
import { optNumber, optString } from '../shared/mode-kit.ts';

export const GOAL_SETTINGS = ['off', 'build', 'random'] as const;
export type GoalSetting = (typeof GOAL_SETTINGS)[number];

export interface GoalChain {
  /** Game variables: the goal, goals reached, "goal made this turn", and optionally the list of goals reached. */
  readonly goal: number;
  readonly reached: number;
  readonly made: number;
  readonly history?: number;
  /** Where every roll starts (a value expression; arrays as `@Literal`). */
  readonly start: Expr;
  /** The possible next goals after `@GVar goal` (one is picked uniformly). */
  readonly next: readonly Expr[];
  /** True while `@GVar goal` is still below the first-goal minimum. */
  readonly belowMinimum: Expr;
  /** The goal as a tile (matched against merge results and drawn in the Current Goal box). */
  readonly tile: Expr;
}

export function goalSetting(o: OptionValues): GoalSetting {
  const s = optString(o, 'randomGoals', 'off');
  return (GOAL_SETTINGS as readonly string[]).includes(s) ? (s as GoalSetting) : 'off';
}

/** The mode variable's setting number (0 off, 1 build, 2 random) as an option value. */
export function goalSettingFromModeVar(v: Value | undefined): GoalSetting {
  return GOAL_SETTINGS[typeof v === 'number' && Number.isInteger(v) ? v : 0] ?? 'off';
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

export function goalOptions(minimum: { label: string; default: number; min: number; max: number; help?: string }): OptionSpec[] {
  return [
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
    { id: 'firstGoalMinimum', label: minimum.label, type: 'number', default: minimum.default, min: minimum.min, max: minimum.max, step: 1, ...(minimum.help ? { help: minimum.help } : {}) },
  ];
}

/** The goal after one random step. */
function stepped(c: GoalChain): Expr {
  return [['@Literal', ...c.next.map((n) => ['@CalcArray', n])], 'arr_elem', [0, 'rand_int', c.next.length - 1]];
}

/** Statements that roll a fresh goal. */
function roll(c: GoalChain): Value[] {
  return ['@edit_gvar', c.goal, c.start, '@repeat', c.belowMinimum, '@edit_gvar', c.goal, stepped(c), '@end-repeat'];
}

/** The scripts: roll at game start, notice the goal among merge results, advance at end of turn. */
export function goalScripts(c: GoalChain, setting: GoalSetting): Value[] {
  if (setting === 'off') return [];
  const advance: Value[] = setting === 'build' ? ['@edit_gvar', c.goal, stepped(c)] : roll(c);
  const record: Value[] = c.history === undefined ? [] : ['@edit_gvar', c.history, [`@GVar ${c.history}`, 'arr_push', `@GVar ${c.goal}`]];
  return [
    [[0, ...roll(c)], 'RestartMode'],
    [['@var_retain', 0, '@if', ['@var_retain', '@Var -1', 'arr_indexOf', c.tile, '>=', 0], '@edit_gvar', c.made, true, '@end-if'], 'Merge'],
    [
      [
        0,
        '@if', [`@GVar ${c.made}`, '=', true],
        '@edit_gvar', c.reached, [`@GVar ${c.reached}`, '+', 1],
        ...record,
        '@edit_gvar', c.made, false,
        ...advance,
        '@end-if',
      ],
      'EndTurn',
    ],
  ];
}

/** Current Goal and Goals Reached boxes before the score (only with goals on). */
export function goalStatBoxes(c: GoalChain, setting: GoalSetting): Value[] {
  const boxes: Value[] = [];
  if (setting !== 'off') boxes.push(['Current Goal', c.tile, false, false, 'Tile', 'Self'], ['Goals Reached', `@GVar ${c.reached}`]);
  boxes.push(['Score', '@Score']);
  return boxes;
}

export const GOALS_TEXT = 'Random goals: make the tile shown as the Current Goal; each goal reached sets a new one (reaching goals never ends the game).';
