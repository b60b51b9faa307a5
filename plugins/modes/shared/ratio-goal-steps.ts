// Random goals that climb by one of two fixed steps, steered by a per-game ratio (the original's
// rule in its two-prime modes 3888, 2000 and 3645, read from its recorded mode codes): goals are
// `[a, b]` exponent pairs; a reached goal takes the "down" step (a − downA, b + 1) when a > downFrom,
// the "up" step (a + upA, b − 1) when b > 0; when both are possible a fresh draw below the game's
// ratio (a random number rolled once at game start, kept in a game variable) picks "up". One draw
// is taken per reached goal whether or not there is a choice, so replays stay in step.
import type { Value } from '../../../src/plugins/kit.ts';

export interface RatioPairSteps {
  /** Game variables: the goal pair, and the ratio steering the choice. */
  readonly goal: number;
  readonly ratio: number;
  /** Down step: a − downA, b + 1, possible while a > downFrom. */
  readonly downA: number;
  readonly downFrom: number;
  /** Up step: a + upA, b − 1, possible while b > 0. */
  readonly upA: number;
}

/** Statements taking the goal one step on (run when a goal has just been reached). */
export function ratioPairStep(s: RatioPairSteps): Value[] {
  const g = `@GVar ${s.goal}`;
  // The old goal and the draw are parked together in the goal variable while the step is chosen.
  const a: Value = [g, 'arr_elem', 0, 'arr_elem', 0];
  const b: Value = [g, 'arr_elem', 0, 'arr_elem', 1];
  const draw: Value = [g, 'arr_elem', 1];
  const set = (da: number, db: number): Value[] => [
    '@edit_gvar',
    s.goal,
    ['@Literal', ['@CalcArray', a, '+', da], ['@CalcArray', b, '+', db]],
  ];
  const down = set(-s.downA, 1);
  const up = set(s.upA, -1);
  const canDown: Value = [a, '>', s.downFrom];
  const canUp: Value = [b, '>', 0];
  return [
    '@edit_gvar',
    s.goal,
    ['@Literal', ['@CalcArray', g], ['@CalcArray', 0, 'rand_float', 1]],
    '@if',
    [canDown, '&&', canUp],
    '@if',
    [draw, '<', `@GVar ${s.ratio}`],
    ...up,
    '@end-if',
    '@else',
    ...down,
    '@end-else',
    '@end-if',
    '@else-if',
    canDown,
    ...down,
    '@end-else-if',
    '@else-if',
    canUp,
    ...up,
    '@end-else-if',
    '@else',
    '@edit_gvar',
    s.goal,
    [g, 'arr_elem', 0],
    '@end-else',
  ];
}

/** Statements rolling the game's ratio (run at game start, before the first goal is rolled). */
export function ratioRoll(s: Pick<RatioPairSteps, 'ratio'>): Value[] {
  return ['@edit_gvar', s.ratio, [0, 'rand_float', 1]];
}
