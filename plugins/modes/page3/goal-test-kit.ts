// Test helper for the Page 3 random goals (reachable-goals.ts): one suite per mode that starts
// seeded games with goals on and checks the boxes, the first goal, and that making the goal counts
// it and sets the next one by the mode's rule.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { calcEvaluator } from '../../../src/engine/index.ts';
import { Game } from '../../../src/engine/index.ts';
import type { ModePlugin } from '../../../src/plugins/types.ts';
import { define, LEFT, playOn } from '../page2/test-kit.ts';
import type { GoalSetting } from './goal-chains.ts';
import type { GoalVars } from './reachable-goals.ts';

export interface GoalSuite {
  readonly plugin: ModePlugin;
  /** Other options for every game. */
  readonly options?: Record<string, unknown>;
  readonly vars: GoalVars;
  /** The settings offered besides "off". */
  readonly settings: readonly GoalSetting[];
  /** A first-goal minimum to try, and the goal's value to compare with it. */
  readonly minimum: number;
  readonly value: (goal: Value) => number;
  /** The minimum is a tier: the first goal's value is exactly it (not only at least it). */
  readonly tier?: boolean;
  /** True when the mode can make this goal (a tile of the mode's form, by its rules); `vars` are the game variables. */
  readonly makeable: (goal: Value, vars: readonly Value[]) => boolean;
  /** A row that moving left turns into a tile whose goal-variable form is `goal`. */
  readonly reach: { readonly row: Value[]; readonly goal: Value };
  /**
   * True when `next` is a goal the mode's rule allows after `reached` (`known`: the list of
   * reachable tiles before the step, if the mode keeps one).
   */
  readonly follows: (reached: Value, next: Value, known: readonly Value[]) => boolean;
}

/** A full game (start tiles, spawns) with random goals on. */
function started(s: GoalSuite, setting: GoalSetting, seed: number): Game {
  const def = define(s.plugin, { ...s.options, randomGoals: setting, firstGoalMinimum: s.minimum });
  const g = new Game(def, { evaluator: calcEvaluator, seed, clock: () => 0 });
  const r = g.start();
  expect(r.error, `${s.plugin.id} start`).toBeFalsy();
  return g;
}

/** `a + b` made by the mode: moving the row `[a, b]` (or `[b, a]`) left makes the tile `made`. */
export function mergesInto(
  p: ModePlugin,
  options: Record<string, unknown>,
  tiles: readonly Value[],
  made: Value,
): boolean {
  for (const row of [tiles.slice(), tiles.slice().reverse()]) {
    const g = playOn(p, [row], options);
    g.move(LEFT);
    if (same(g.state.grid[0]![0]!, made)) return true;
  }
  return false;
}

export const same = (a: Value, b: Value): boolean => JSON.stringify(a, bigints) === JSON.stringify(b, bigints);
function bigints(_: string, x: unknown): unknown {
  return typeof x === 'bigint' ? `${x}n` : x;
}

/** The rows (tiles in merge order) that could make `k` from the tiles `earlier`, for the mode to try. */
export type Derivations = (k: bigint, earlier: readonly bigint[]) => bigint[][];

/** a + b = k with both earlier. */
export const pairSums: Derivations = (k, earlier) =>
  earlier.filter((a) => earlier.includes(k - a)).map((a) => [a, k - a]);

/** a + a + b = k (two equal tiles and a third) with both earlier. */
export const twinSums: Derivations = (k, earlier) =>
  earlier.filter((a) => earlier.includes(k - 2n * a)).map((a) => [a, a, k - 2n * a]);

function madeBy(p: ModePlugin, options: Record<string, unknown>, rows: bigint[][], k: bigint): boolean {
  return rows.some((row) =>
    mergesInto(
      p,
      options,
      row.map((v) => [v]),
      [k],
    ),
  );
}

/** Rows of tiles that could make the tile `k` from the tiles `earlier` (tiles of any form). */
export type TileDerivations = (k: Value, earlier: readonly Value[]) => Value[][];

/** Like `madeFromKnown`, for a known list of whole tiles (not bare numbers). */
export function tilesFromKnown(
  p: ModePlugin,
  options: Record<string, unknown>,
  starters: number,
  known: number,
  derive: TileDerivations,
) {
  return (goal: Value, vars: readonly Value[]): boolean => {
    const list = (vars[known] ?? []) as Value[];
    const made = (k: Value, earlier: readonly Value[]): boolean =>
      derive(k, earlier).some((row) => mergesInto(p, options, row, k));
    return list.some((x) => same(x, goal)) && list.every((k, i) => i < starters || made(k, list.slice(0, i)));
  };
}

/** Like `madeFromReached`, for whole tiles. */
export function tileFromReached(p: ModePlugin, options: Record<string, unknown>, derive: TileDerivations) {
  return (reached: Value, next: Value, known: readonly Value[]): boolean =>
    derive(next, [...known, reached])
      .filter((row) => row.some((t) => same(t, reached)))
      .some((row) => mergesInto(p, options, row, next));
}

/**
 * Whole-number goals: the goal is in the known list (game variable `known`), and every tile of that
 * list after the first `starters` is made (played on a board) from tiles before it.
 */
export function madeFromKnown(
  p: ModePlugin,
  options: Record<string, unknown>,
  starters: number,
  known: number,
  derive: Derivations = pairSums,
) {
  return (goal: Value, vars: readonly Value[]): boolean => {
    const list = (vars[known] ?? []) as bigint[];
    return (
      list.includes(goal as bigint) &&
      list.every((k, i) => i < starters || madeBy(p, options, derive(k, list.slice(0, i)), k))
    );
  };
}

/** The next goal is made from the reached goal and known tiles (itself included) by the mode. */
export function madeFromReached(p: ModePlugin, options: Record<string, unknown>, derive: Derivations = pairSums) {
  return (reached: Value, next: Value, known: readonly Value[]): boolean => {
    const r = reached as bigint;
    const rows = derive(next as bigint, [...(known as bigint[]), r]).filter((row) => row.includes(r));
    return madeBy(p, options, rows, next as bigint);
  };
}

export function describeRandomGoals(s: GoalSuite): void {
  describe(`${s.plugin.name}: random goals`, () => {
    it('are off by default: no goal boxes, no goal scripts', () => {
      const names = define(s.plugin, s.options).statBoxes.map((b) => (b as Value[])[0]);
      expect(names).not.toContain('Current Goal');
      const opt = s.plugin.options?.find((o) => o.id === 'randomGoals');
      expect(opt?.type === 'choice' ? opt.choices.map((c) => c.value) : []).toEqual(['off', ...s.settings]);
    });

    for (const setting of s.settings) {
      it(`${setting}: shows the goal boxes and rolls a first goal the mode can make, at least the minimum`, () => {
        for (const seed of [1, 2, 3]) {
          const g = started(s, setting, seed);
          const names = g.core.mode.statBoxes.map((b) => (b as Value[])[0]);
          expect(names).toEqual(expect.arrayContaining(['Current Goal', 'Goals Reached']));
          const goal = g.state.gameVars[s.vars.goal]!;
          expect(s.value(goal), `seed ${seed}`).toBeGreaterThanOrEqual(s.minimum);
          if (s.tier) expect(s.value(goal), `seed ${seed}`).toBe(s.minimum);
          expect(s.makeable(goal, g.state.gameVars), `seed ${seed}: ${String(goal)}`).toBe(true);
          expect(g.state.gameVars[s.vars.reached]).toBe(0);
          // A few seeded moves never break the game.
          for (let i = 0; i < 20 && g.state.screen === 'Gameplay'; i++) expect(g.move(i % 4).error).toBeFalsy();
        }
      });

      it(`${setting}: making the goal counts it and sets the next one by the mode's rule`, () => {
        const g = playOn(s.plugin, [s.reach.row], { ...s.options, randomGoals: setting, firstGoalMinimum: s.minimum });
        const vars = g.state.gameVars.slice();
        vars[s.vars.goal] = s.reach.goal;
        g.state.gameVars = vars;
        const known = (s.vars.known === undefined ? [] : (g.state.gameVars[s.vars.known] ?? [])) as Value[];
        g.move(LEFT);
        expect(g.state.gameVars[s.vars.reached]).toBe(1);
        expect(g.state.gameVars[s.vars.made]).toBe(false);
        const next = g.state.gameVars[s.vars.goal]!;
        // A fresh roll is made from scratch; a built goal from the one reached (set up here).
        if (setting === 'random') {
          expect(s.makeable(next, g.state.gameVars), String(next)).toBe(true);
          expect(s.value(next)).toBeGreaterThanOrEqual(s.minimum);
        } else expect(s.follows(s.reach.goal, next, known), `${String(s.reach.goal)} → ${String(next)}`).toBe(true);
        if (setting === 'build' && s.vars.known !== undefined)
          expect(g.state.gameVars[s.vars.known] as Value[]).toContainEqual(next);
      });
    }
  });
}
