// When the merge-result cache (engine.md §5.7) is transparent: a hit gives exactly what trying the
// rules again would give, so a game may leave the cache out (merge.ts `tryMerge`) and save its key
// building, lookups, writes and pruning (about a fifth of a 180 move). The line and pair memos
// (pair-memo.ts) still remember outcomes by tile ids. Conservative: when in doubt, keep the cache.
//
// A cache hit is the outcome stored when its key was first attempted in this cache lifetime (from
// an empty cache: game start, Play Again, a resumed or loaded game). It equals a fresh try when
//   1. every rule is a line or pair rule (pair-memo.ts `memoShape`: ordered or two-tile unordered, no
//      variables, no multi-length step, reading only `@This k`, `@Next d k`, `@NextNE d k` through
//      pure operators): its outcome is a function of the cells it reads, whatever the direction,
//      position, variables or randomness;
//   2. every cell a rule that can still merge reads is part of the key, and so are the used-up flags
//      that decide whether it can (`keyCovers`);
//   3. its results are placed as computed: no merge modifiers (a hit loses Push and misplaces a
//      reversal), no more results than tiles (overflow cells lie outside the key), and every output
//      entry a plain list, so its result is a list (a hit re-evaluates non-list results);
//   4. equal keys mean equal tiles: keys hold tile ids by deep equality, which holds 0 and −0
//      equal, so −0 must never be on the board. Results are then free of −0 by construction
//      (`signSafe`), and nothing else may put one there: no scripts (they also get no rule variables
//      after a hit), no expression anywhere in the mode that edits the grid or the spawn lists, runs
//      a script or evaluates arrays (analysis.ts `placesValues`), literal spawn tiles, and a board without −0 at the
//      lifetime's start (checked by `mayBypassCache` when the cache is emptied);
//   5. nothing else reads the cache: Game codes and saves do not keep it (formats.md §4.2,
//      worker/game-save.ts); a merge event names the rule's index after a hit (stored with the
//      outcome) as after a try. What the action's step budget is charged may differ (a memo that
//      lost an old entry evaluates where a hit did not), as with the memos.
// Replay playback (recorded spawns fed from outside) and plugin sessions with hooks keep the cache.
// NaN-holding tiles get a new id every time, so their keys never hit: the rules run either way.
import { analyse } from '../../calc/analysis.ts';
import type { Value } from '../../calc/values.ts';
import type { Core } from '../core.ts';
import { isDefaultMovement } from '../rules/move.ts';
import { memoShape } from './pair-memo.ts';
import { parseMergeModifiers, splitRule } from '../rules/merge-rules.ts';

/** What `keyCovers` needs of a rule that is transparent apart from the key's size, or null. */
interface RuleReach {
  /** The written length (tiles taking part). */
  L: number;
  /** The farthest `@Next d` read. */
  far: number;
  /** Whether `@NextNE −1` (the tile behind) is read. */
  behind: boolean;
}

const reaches = new WeakMap<Value[], RuleReach | null>();

/** A rule's `RuleReach` (worked out once per rule object), or null when it never qualifies. */
function reachOf(rule: Value): RuleReach | null {
  if (!Array.isArray(rule)) return null;
  let r = reaches.get(rule);
  if (r === undefined) reaches.set(rule, (r = computeReach(rule)));
  return r;
}

function computeReach(rule: Value[]): RuleReach | null {
  const shape = memoShape(rule);
  if (shape === null) return null;
  const { body } = splitRule(rule);
  const L = body[0] as number;
  const outputs = body[3];
  if (!Array.isArray(outputs)) return null;
  // No modifier tokens, at most one result per tile, every result a list free of −0.
  if (parseMergeModifiers(outputs).results.length !== outputs.length || outputs.length > L) return null;
  for (const entry of outputs) {
    if (!Array.isArray(entry) || entry[0] === '@CalcArray' || entry[0] === '@STCalcArray') return null;
    for (const x of entry) if (!signSafe(x, 0)) return null;
  }
  // `@NextNE 0` is the tile itself; beyond the tile behind, the key's look-behind list may stop
  // early (it ends at the first position off the board): such rules keep the cache.
  for (const d of shape.ne) if (d !== 0 && d !== -1) return null;
  return { L, far: shape.far, behind: shape.ne.includes(-1) };
}

/**
 * Whether the key (§5.7, merge.ts `readKeyParts`) holds every cell `r` reads whenever it can merge.
 * The key holds the tile, then line cells up to `maxLen` entries, stopping before a used-up cell,
 * then `look − 1` more line cells (from that used-up cell on), and `@NextNE −1` first of its
 * look-behind list. A rule can merge only when none of its L − 1 line cells is used up, so when the
 * checked cells stop at line cell k, it needs L − 1 ≤ k and reads up to line cell far − 1, which the
 * key holds when far ≤ L − 1 + (look − 1). Where the line ends within those cells, the key is
 * shorter, so off-board reads are known too. L ≤ maxLen makes the used-up flags of its cells part
 * of the key (they decide how many cells are checked).
 */
function keyCovers(r: RuleReach, maxLen: number, look: number): boolean {
  return r.L <= maxLen && r.far <= r.L - 1 + Math.max(0, look - 1) && (!r.behind || look >= 1);
}

/**
 * Whether an output element's value is never −0 when no tile holds −0: a number other than −0, a
 * line look-up (a tile's number), or a chain of `+` and `−` whose first operand is such (a sum is −0
 * only when both terms are, a difference only when its first term is), element-wise on lists too.
 */
function signSafe(x: Value, depth: number): boolean {
  if (typeof x === 'number') return !Object.is(x, -0);
  if (typeof x === 'bigint' || typeof x === 'boolean') return true;
  // A plain string is itself (an operator word too, as a list element).
  if (typeof x === 'string') return x.charCodeAt(0) === 64 ? lineLookup(x) : !Object.is(Number(x), -0);
  if (!Array.isArray(x) || x.length === 0 || x.length % 2 === 0 || depth > 32) return false;
  for (let i = 1; i < x.length; i += 2) if (x[i] !== '+' && x[i] !== '-') return false;
  return signSafe(x[0], depth + 1);
}

/** Whether `s` is a look-up of a line tile's component (`@This k`, `@Next d k` with d ≥ 1, `@NextNE d k`). */
function lineLookup(s: string): boolean {
  const a = analyse(s);
  return a.onlyLookups && a.lookups.length === 1 && !(a.lookups[0]!.kind === 'next' && a.lookups[0]!.d < 1);
}

/** Whether the rules are transparent for a key of `maxLen` checked cells and lookback `look`. */
export function rulesTransparent(rules: readonly Value[], maxLen: number, look: number): boolean {
  if (!(Number.isInteger(maxLen) && Number.isInteger(look))) return false;
  for (const rule of rules) {
    const r = reachOf(rule);
    if (r === null || !keyCovers(r, maxLen, look)) return false;
  }
  return true;
}

/** Whether `x` can put nothing on the board or in the spawn lists (see the top of this file). */
function noForbidden(x: Value): boolean {
  return !analyse(x).placesValues;
}

const MAX_SCAN_DEPTH = 200;

/** Whether no number in `x` is −0 (nothing but numbers, strings, bigints, booleans, null and lists). */
function noNegativeZero(x: Value, depth: number): boolean {
  if (typeof x === 'number') return !Object.is(x, -0);
  if (Array.isArray(x)) {
    if (depth > MAX_SCAN_DEPTH) return false;
    for (let i = 0; i < x.length; i++) if (!noNegativeZero(x[i], depth + 1)) return false;
    return true;
  }
  return typeof x === 'string' || typeof x === 'bigint' || typeof x === 'boolean' || x === null || x === undefined;
}

/** `noForbidden` for each element of a list (rules, spawn entries; each analysed once: values are immutable). */
function noForbiddenIn(list: readonly Value[]): boolean {
  for (let i = 0; i < list.length; i++) if (!noForbidden(list[i])) return false;
  return true;
}

/** `noNegativeZero(grid, 0)`, without a call per text cell (most cells of a new board). */
function gridFreeOfNegativeZero(grid: readonly Value[]): boolean {
  for (let v = 0; v < grid.length; v++) {
    const row = grid[v];
    if (!Array.isArray(row)) {
      if (!noNegativeZero(row, 1)) return false;
      continue;
    }
    for (let h = 0; h < row.length; h++) {
      const cell = row[h];
      if (typeof cell !== 'string' && !noNegativeZero(cell, 2)) return false;
    }
  }
  return true;
}

/** Whether every spawn-table entry places its literal tile (free of −0) unevaluated. */
function literalSpawns(entries: readonly Value[]): boolean {
  for (const e of entries) {
    if (!Array.isArray(e)) return false;
    const t = e[0];
    if (!Array.isArray(t) || t[0] === 'Box' || t[0] === '@CalcArray') return false;
    for (const x of t) if (Array.isArray(x) || !noNegativeZero(x, 0)) return false;
  }
  return true;
}

/** Per mode object: whether none of its own fields can put values on the board (`noForbidden`). */
const cleanModes = new WeakMap<object, boolean>();

function modeClean(mode: object): boolean {
  let ok = cleanModes.get(mode);
  if (ok === undefined) {
    ok = true;
    for (const v of Object.values(mode) as Value[]) if (!noForbidden(v)) ok = false;
    cleanModes.set(mode, ok);
  }
  return ok;
}

/**
 * Whether the game may leave the merge-result cache out until it is emptied again (see the top of
 * this file): asked when the cache is emptied, with the state of the new lifetime in place.
 */
export function mayBypassCache(core: Core): boolean {
  const s = core.state;
  const m = core.mode;
  if (!core.cacheBypassAllowed || core.cacheLevel === 0 || m.multiMerge || core.replaying || s.isPlayingReplay)
    return false;
  if (!isDefaultMovement(m.movementParameters)) return false;
  if (s.scripts.length > 0 || m.scripts.length > 0) return false;
  if (Array.isArray(s.discoveredTilesFilter) && s.discoveredTilesFilter.length > 0) return false;
  if (!rulesTransparent(s.mergeRules, m.knownMergeMaxLength, m.knownMergeLookbackDistance)) return false;
  if (s.forcedSpawns.length > 0 || !literalSpawns(s.tileSpawns)) return false;
  if (!gridFreeOfNegativeZero(s.grid) || !noNegativeZero(s.nextSpawns, 0)) return false;
  return modeClean(m) && noForbiddenIn(s.mergeRules) && noForbiddenIn(s.tileSpawns);
}
