// End-of-turn effects (engine.md §5.8 step 7): temporary-hole countdown and length-0 merge rules,
// cell by cell in TileOrder, every applicable length-0 rule in rule order.
import { outputCells, parseMergeModifiers, splitRule, tryRule, type RuleAttempt } from './merge-rules.ts';
import type { Value } from '../../calc/values.ts';
import type { Core, MoveInfo } from '../core.ts';
import { discoveryCheck } from './discovery.ts';
import { board, computeResults, scoreNumber } from './merge.ts';
import { runScripts } from './scripts.ts';
import { chargeWork } from '../work-meter.ts';
import type { Pos } from './state.ts';

const HOLE = '@TemporaryHole';

function countdown(core: Core, at: Pos, cell: string): void {
  const n = Number(cell.split(' ')[1]);
  core.tiles.change(at, n - 1 > 0 ? `${HOLE} ${n - 1}` : '@Empty');
}

// Whether a rule's written length is a number other than 0 (never a length-0 rule), remembered
// per rule object (rules are immutable values); checked for every cell at the end of every move.
const nonZero = new WeakMap<object, boolean>();

function writtenNonZero(rule: Value): boolean {
  if (!Array.isArray(rule)) return false;
  let known = nonZero.get(rule);
  if (known === undefined) {
    const { body } = splitRule(rule);
    nonZero.set(rule, (known = typeof body[0] === 'number' && body[0] !== 0));
  }
  return known;
}

// Every cell asks about every rule at the end of every move: per game, the answer for the rule
// last seen at each index, reused while the same rule object is still there.
const seenByGame = new WeakMap<Core, ({ rule: Value; nonZero: boolean } | undefined)[]>();

function nonZeroAt(seen: ({ rule: Value; nonZero: boolean } | undefined)[], rules: Value[], r: number): boolean {
  const rule = rules[r];
  const known = seen[r];
  if (known && known.rule === rule) return known.nonZero;
  const nonZero = writtenNonZero(rule);
  seen[r] = { rule, nonZero };
  return nonZero;
}

function anyZeroRule(seen: ({ rule: Value; nonZero: boolean } | undefined)[], rules: Value[]): boolean {
  for (let r = 0; r < rules.length; r++) if (!nonZeroAt(seen, rules, r)) return true;
  return false;
}

export function zeroMerges(core: Core, m: MoveInfo, order: readonly Pos[]): void {
  const s = core.state;
  let seen = seenByGame.get(core);
  if (!seen) seenByGame.set(core, (seen = []));
  if (!anyZeroRule(seen, s.mergeRules)) {
    // No rule to try: only the holes count down (nothing here runs a script or edits the rules).
    for (const P of order) {
      const cell = s.grid[P[0]]![P[1]];
      if (typeof cell === 'string' && cell.includes(HOLE)) countdown(core, P, cell);
    }
    return;
  }
  for (const P of order) {
    const cell = s.grid[P[0]]![P[1]];
    if (typeof cell === 'string') {
      if (cell.includes(HOLE)) countdown(core, P, cell);
      continue;
    }
    if (!Array.isArray(cell) || cell.includes(HOLE)) continue;
    const rules = s.mergeRules;
    // Every tile asks every rule: thousands of rules on a big board take seconds per move.
    chargeWork(s.stepMeter, (rules.length >> 4) + 1, 'length-0 merge');
    for (let r = 0; r < rules.length; r++) {
      if (nonZeroAt(seen, rules, r)) continue;
      chargeWork(s.stepMeter, 10, 'length-0 merge');
      const { body } = splitRule(rules[r]);
      const attempt: RuleAttempt = {
        v: P[0],
        h: P[1],
        vdir: m.vdir,
        hdir: m.hdir,
        addTail: [m.slide, m.moveType, m.dirIndex],
        board: board(core),
      };
      const match = tryRule(rules[r], attempt, core.ruleEvaluate);
      if (!match || match.L !== 0) continue;
      applyZeroMerge(core, m, P, r, body, match.vars, match.score);
    }
  }
}

function applyZeroMerge(
  core: Core,
  m: MoveInfo,
  P: Pos,
  rule: number,
  body: Value[],
  vars: Value[],
  scoreExpr: Value,
): void {
  // QUIRK: the raw outputs list is used (an `@CalcArray` list does not work here). The original
  // loops over the raw list length (modifier tokens included) but only has cells for the results,
  // so the extra iterations write nothing (verified: 1/512 splits a tile into exactly two).
  const raw = Array.isArray(body[3]) ? body[3] : [];
  const { mods, results: entries } = parseMergeModifiers(raw);
  if (mods.overflow === 3) mods.overflow = 0;
  const cells = outputCells(board(core), [P], m.vdir, m.hdir, mods, Math.max(1, entries.length));
  if (!cells) return;
  const s = core.state;
  const tile = {
    v: P[0],
    h: P[1],
    vdir: m.vdir,
    hdir: m.hdir,
    addInfo: [0, m.slide, m.moveType, m.dirIndex],
    container: s.grid,
  };
  const results = computeResults(core, entries, tile, vars);
  const score = scoreNumber(core.evRule(scoreExpr, { ...tile, vars }));
  const pre = s.grid.map((row) => row.slice());
  const consumed: { id: number; at: Pos }[] = [];
  const placed: { id: number; at: Pos; tile: Value }[] = [];
  cells.cells.forEach((at, j) => {
    const old = core.tiles.idAt(at);
    if (old) consumed.push({ id: old, at });
    const value = j < results.length ? results[j] : '@Empty';
    const id = core.tiles.set(at, value);
    if (id) placed.push({ id, at, tile: value });
  });
  core.tiles.events.push({ type: 'merge', rule, zero: true, consumed, results: placed });
  s.score += score;
  runScripts(
    core,
    'ZeroMerge',
    { v: P[0], h: P[1], vdir: m.vdir, hdir: m.hdir, addInfo: [0, m.slide], container: pre },
    [...vars, ['@Literal', ...results]],
  );
  discoveryCheck(core);
}
