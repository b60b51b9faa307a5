// Random goals for the Page 3 modes of slots 11–25 (goal-chains.ts has the shared scripts), set up
// in a definition built with goals off (`withGoals`), so the recorded games keep the original's
// start values in the goal variables.
//
// Where so many tiles can be made that the next goal cannot be a fixed multiple of the last one
// (SQUART, FACTUP, TRIGAT, 3385, 3307, LOCEF, 1845, SCAPRIM, 2496), the mode keeps a list of tiles
// known to be reachable in a game variable (the original's layout has a slot for it); the next
// goal is the goal combined with one of them by one of the mode's merges (`withRandomGoals`).
// Both are reachable, so the new goal is too, and it joins the list. Settings (catalog-modes.md,
// "Random goals"):
// * build: the list keeps every goal so far (and the first roll's steps): goals build on them all;
// * random: every goal is rolled afresh from the start with the list reset;
// * chain (4th setting): the list is reset to the starting tiles and the goal just reached, so a
//   goal builds on the previous goal only.
// The other modes (2669, 3026, 3069, 3240, X^Y) step by rules of their own, written in their files.
import type { Value, ModeDefinition, OptionSpec, OptionValues } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import {
  GOAL_SETTINGS,
  GOALS_TEXT,
  goalMinimum,
  goalOptions,
  goalScripts,
  goalSetting,
  goalSettingFromModeVar,
  numberFromModeVar,
  type GoalChain,
  type GoalSetting,
} from './goal-chains.ts';

/** Where the goal state lives in the game variables (the original's layout, per mode). */
export interface GoalVars {
  readonly goal: number;
  readonly reached: number;
  readonly made: number;
  /** The list of tiles known to be reachable (modes whose goals step by fixed rules have none). */
  readonly known?: number;
  readonly minimum: number;
  /** A slot holding the setting's number, if the mode has one. */
  readonly setting?: number;
}

export interface ReachableGoals {
  readonly vars: GoalVars & { readonly known: number };
  /** Tiles known to be reachable at the start (goal-variable form); rolls start from the first. */
  readonly starters: readonly Value[];
  /** True when the mode merges the goal with `other` (a known tile); `other` is `@Var -1`. */
  readonly partner: (goal: Expr, other: Expr) => Expr;
  /** What that merge makes (default: the sum of two BigInts). */
  readonly made?: (goal: Expr, other: Expr) => Expr;
  /** The goal's value, compared with the first-goal minimum (default: the goal itself). */
  readonly value?: (goal: Expr) => Expr;
  /** The goal as a tile (default `[goal]`). */
  readonly tile?: (goal: Expr) => Expr;
  /** True when the merge results (`@Var -1`) include the goal (default: the tile is one of them). */
  readonly madeIn?: (goal: Expr) => Expr;
  /** True while the goal is below the first-goal minimum `minimum` (default: its value is less). */
  readonly belowMinimum?: (goal: Expr, minimum: Expr) => Expr;
  /** The minimum as a game-variable value (default a BigInt). */
  readonly minimumValue?: (n: number) => Value;
}

const literal = (vs: readonly Value[]): Value[] => ['@Literal', ...vs];

/** The shared scripts' chain for goals over a known list. */
export function reachableGoalChain(r: ReachableGoals): GoalChain {
  const v = r.vars;
  const goal = `@GVar ${v.goal}`;
  const known = `@GVar ${v.known}`;
  const other = '@Var -1';
  const made = r.made ?? ((g: Expr, h: Expr): Expr => [g, '+B', h]);
  // The made tile is not known yet: remember it (goals grow, so the list stays short).
  const remember: Value[] = [
    '@if',
    [[known, 'arr_indexOf', goal], '=', -1],
    '@edit_gvar',
    v.known,
    [known, 'arr_push', goal],
    '@end-if',
  ];
  return {
    goal: v.goal,
    reached: v.reached,
    made: v.made,
    // An array goal is data, not an expression to evaluate.
    start: Array.isArray(r.starters[0]) ? literal(r.starters[0]) : r.starters[0]!,
    // Callbacks see their element (`@Var -1`) in nested expressions only under global retain.
    // The goal itself is always a candidate partner (once), even if the list lacks it.
    choices: [
      [known, 'arr_filter', ['@global_var_retain', [other, '!=', goal]], 'arr_push', goal],
      'arr_filter',
      ['@global_var_retain', r.partner(goal, other)],
      'arr_map',
      ['@global_var_retain', made(goal, other)],
    ],
    afterStep: remember,
    beforeRoll: ['@edit_gvar', v.known, literal(r.starters)],
    beforeChain: ['@edit_gvar', v.known, literal(r.starters), ...remember],
    belowMinimum: r.belowMinimum
      ? r.belowMinimum(goal, `@GVar ${v.minimum}`)
      : [(r.value ?? ((g: Expr) => g))(goal), '<', `@GVar ${v.minimum}`],
    tile: (r.tile ?? ((g: Expr): Expr => [g, 'Array']))(goal),
    ...(r.madeIn ? { madeIn: r.madeIn(goal) } : {}),
  };
}

/** The options of a mode offering `count` settings (2: off/build, 3, or 4 with "chain"). */
export interface GoalOffer {
  readonly count: 2 | 3 | 4;
  readonly minimum: { label: string; default: number; min: number; max: number; help?: string };
  /** Mode-variable indexes of the setting and the first-goal minimum. */
  readonly modeVars: readonly [number, number];
}

/** The Random goals and first-goal minimum options. */
export function offerOptions(o: GoalOffer): OptionSpec[] {
  return goalOptions(o.minimum, o.count);
}

/** The options from the original's mode variables. */
export function offerFromModeVars(o: GoalOffer, mv: readonly Value[]): OptionValues {
  return {
    randomGoals: goalSettingFromModeVar(mv[o.modeVars[0]], o.count),
    firstGoalMinimum: numberFromModeVar(mv[o.modeVars[1]], o.minimum.default),
  };
}

/** The setting chosen, limited to the ones offered. */
export function offeredSetting(o: GoalOffer, options: OptionValues): GoalSetting {
  const s = goalSetting(options);
  return GOAL_SETTINGS.indexOf(s) < o.count ? s : 'off';
}

/** A mode's goals: the shared scripts' chain, where its state lives, and how it starts. */
export interface GoalPlan {
  readonly chain: GoalChain;
  readonly vars: GoalVars;
  /** The goal variable's value before the first roll, and the known list's. */
  readonly start: Value;
  readonly known?: readonly Value[];
  /** The minimum as a game-variable value (default a BigInt). */
  readonly minimumValue?: (n: number) => Value;
}

/** Random goals over a list of tiles known to be reachable. */
export function withRandomGoals(
  def: ModeDefinition,
  r: ReachableGoals,
  offer: GoalOffer,
  options: OptionValues,
): ModeDefinition {
  const plan: GoalPlan = {
    chain: reachableGoalChain(r),
    vars: r.vars,
    start: r.starters[0]!,
    known: r.starters,
    ...(r.minimumValue ? { minimumValue: r.minimumValue } : {}),
  };
  return withGoals(def, plan, offer, options);
}

/**
 * The definition with random goals on: goal state set up in the game variables, the goal scripts
 * added and the Current Goal / Goals Reached boxes after the mode's own (the original's order). Off: the definition unchanged (the
 * recorded games start with the original's values in those variables).
 */
export function withGoals(
  def: ModeDefinition,
  plan: GoalPlan,
  offer: GoalOffer,
  options: OptionValues,
): ModeDefinition {
  const setting = offeredSetting(offer, options);
  if (setting === 'off') return def;
  const chain = plan.chain;
  const minimum = goalMinimum(options, offer.minimum.default, offer.minimum.min, offer.minimum.max);
  const vars = def.startGameVars.slice();
  const v = plan.vars;
  vars[v.goal] = plan.start;
  vars[v.reached] = 0;
  vars[v.made] = false;
  if (v.known !== undefined) vars[v.known] = (plan.known ?? []).slice();
  vars[v.minimum] = (plan.minimumValue ?? BigInt)(minimum);
  if (v.setting !== undefined) vars[v.setting] = GOAL_SETTINGS.indexOf(setting);
  // Slots added past the recorded layout leave no holes.
  for (let i = 0; i < vars.length; i++) if (vars[i] === undefined) vars[i] = 0;
  const boxes: Value[] = [
    ['Current Goal', chain.tile, false, false, 'Tile', 'Self'],
    ['Goals Reached', `@GVar ${v.reached}`],
  ];
  return {
    ...def,
    startGameVars: vars,
    scripts: [...def.scripts, ...goalScripts(chain, setting)],
    statBoxes: [...def.statBoxes, ...boxes],
    gameplayRulesText: Array.isArray(def.gameplayRulesText)
      ? [...def.gameplayRulesText, ['p', GOALS_TEXT]]
      : def.gameplayRulesText,
  };
}
