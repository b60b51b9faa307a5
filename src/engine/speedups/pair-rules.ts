// Two-tile rule sets whose outcome depends on the two tiles alone (engine.md §4.4–§4.6): every
// rule is a written length-2, ordered rule without variables whose condition, outputs and score
// read nothing but `@This k` and `@Next 1 k` through pure operators. For such a set, what a
// blocked tile does with the tile in front of it is a function of the two tiles, so it is worked
// out once per pair of tile values, by the same rule machinery every move uses (tryRule on a
// two-cell board), and then only looked up. The fast move (fast-move.ts) is built on this.
import {
  parseMergeModifiers,
  tryRule,
  type Board,
  type RuleAttempt,
  type RuleTileContext,
} from '../rules/merge-rules.ts';
import type { Value } from '../../calc/values.ts';
import type { Core } from '../core.ts';
import { computeResults, scoreNumber } from '../rules/merge.ts';
import { isPairShapedRule } from './pair-memo.ts';

/** What a blocked tile does with the tile in front of it. */
export interface PairOutcome {
  /** The rule that matched (its index in the rule list). */
  rule: number;
  /** The value placed in each output cell: the front cell first (the moving tile's cell first when reversed). */
  results: Value[];
  /** Used-up flags per output cell, as the rule gives them. */
  flags: Value[];
  score: number;
  /** `@MergeReverseStart`: outputs start at the moving tile's cell. */
  reverse: boolean;
}

/** The pair has an outcome the fast move does not model (the general move handles it). */
export const UNMODELLED = 'unmodelled';

const pairRuleMemo = new WeakMap<object, boolean>();

/** Whether every rule of the list is a pair rule (remembered per rule object: rules are values). */
export function allPairRules(rules: readonly Value[]): boolean {
  if (rules.length === 0) return false;
  for (const rule of rules) {
    if (!Array.isArray(rule)) return false;
    let ok = pairRuleMemo.get(rule);
    if (ok === undefined) pairRuleMemo.set(rule, (ok = isPairShapedRule(rule, false)));
    if (!ok) return false;
  }
  return true;
}

function isModelledResult(x: Value): boolean {
  return x === '@Empty' || (Array.isArray(x) && !x.includes('@TemporaryHole'));
}

/**
 * The outcome of a pair-rule list for the moving tile `a` blocked by the tile `b` in front of it:
 * null when no rule matches. Runs the rules exactly as a move would, on a board of the two cells
 * (the rules read nothing else). Throws what the evaluation throws.
 */
export function pairOutcome(
  core: Core,
  rules: readonly Value[],
  a: Value,
  b: Value,
): PairOutcome | null | typeof UNMODELLED {
  const cells: Value[] = [[a, b]];
  const board: Board = { cells, width: 2, height: 1 };
  const attempt: RuleAttempt = { v: 0, h: 0, vdir: 0, hdir: 1, addTail: [Infinity, 0, 0], board };
  for (let r = 0; r < rules.length; r++) {
    const m = tryRule(rules[r], attempt, core.ruleEvaluate);
    if (!m || m.L !== 2) continue;
    const { mods, results: entries } = parseMergeModifiers(m.outputs);
    // More results than cells would overflow behind the tiles, which depends on the board.
    if (entries.length > 2) return UNMODELLED;
    const tile: RuleTileContext = { ...m.tile, container: cells };
    const results = computeResults(core, entries, tile, m.vars);
    const score = scoreNumber(core.evRule(m.score, { ...tile, vars: m.vars }));
    while (results.length < 2) results.push('@Empty');
    if (!results.every(isModelledResult)) return UNMODELLED;
    return { rule: r, results, flags: m.flags, score, reverse: mods.reverse };
  }
  return null;
}
