// Two-tile rule sets whose outcome depends on the two tiles alone (engine.md §4.4–§4.6): every
// rule is a written length-2, ordered rule without variables whose condition, outputs and score
// read nothing but `@This k` and `@Next 1 k` through pure operators. For such a set, what a
// blocked tile does with the tile in front of it is a function of the two tiles, so it is worked
// out once per pair of tile values, by the same rule machinery every move uses (tryRule on a
// two-cell board), and then only looked up. The fast move (fast-move.ts) is built on this.
import { isImpureOperator } from '../calc/compile.ts';
import { parseMergeModifiers, splitRule, tryRule, type Board, type RuleAttempt, type RuleTileContext } from '../calc/merge-rules.ts';
import type { Value } from '../calc/values.ts';
import type { Core } from './core.ts';
import { computeResults, scoreNumber } from './merge.ts';

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

const PAIR_LOOKUP = /^@(This|Next 1) \d+$/;
const MAX_DEPTH = 64;

/** Whether evaluating `x` reads nothing but the two tiles (and has no effect). */
function readsOnlyPair(x: Value, depth: number): boolean {
  if (typeof x === 'string') {
    // Every other special string (game state, position, direction, variables …) starts with '@'.
    if (x.charCodeAt(0) === 64) return PAIR_LOOKUP.test(x);
    return !isImpureOperator(x);
  }
  if (Array.isArray(x)) {
    if (depth > MAX_DEPTH) return false;
    for (let i = 0; i < x.length; i++) if (!readsOnlyPair(x[i], depth + 1)) return false;
  }
  return true;
}

function isPairRule(rule: Value): boolean {
  if (!Array.isArray(rule)) return false;
  const { prefix, body } = splitRule(rule);
  if (prefix.length > 0 || body[0] !== 2 || body[2] !== true) return false;
  // A multi-length step rewrites the condition per attempt (engine.md §4.2).
  if (body.length >= 8 && typeof body[6] === 'number' && body[6] < 2) return false;
  // Leading merge-modifier tokens are words, not look-ups.
  const outputs = Array.isArray(body[3]) ? parseMergeModifiers(body[3]).results : body[3];
  return readsOnlyPair(body[1], 0) && readsOnlyPair(outputs, 0) && readsOnlyPair(body[4], 0);
}

const pairRuleMemo = new WeakMap<object, boolean>();

/** Whether every rule of the list is a pair rule (remembered per rule object: rules are values). */
export function allPairRules(rules: readonly Value[]): boolean {
  if (rules.length === 0) return false;
  for (const rule of rules) {
    if (!Array.isArray(rule)) return false;
    let ok = pairRuleMemo.get(rule);
    if (ok === undefined) pairRuleMemo.set(rule, (ok = isPairRule(rule)));
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
export function pairOutcome(core: Core, rules: readonly Value[], a: Value, b: Value): PairOutcome | null | typeof UNMODELLED {
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
