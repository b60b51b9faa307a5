// What a rule does with the tiles it reads, remembered by their tile ids for the general move
// (engine.md §4.4–§4.6). A pair rule is one written with length 2, ordered `true` or
// `false` (unordered: the two slot orders), without variables, multi-length step or computed
// outputs, and its condition, outputs and score read nothing but `@This k` and `@Next 1 k` through
// pure operators. Then whether it matches, its renumbered outputs and, once computed, its results
// and score are functions of the two tiles (and of `tileNumAmount`, which component look-ups
// read): the first attempt on a pair runs the real rule machinery and later ones look it up.
// Unlike the merge-result cache this changes nothing in the game: it only skips evaluations whose
// outcome is known (they are read-only, and their step budget is per evaluation).
//
// Ordered rules of any written length (180's five-, three- and two-tile rules with look-behind
// guards) are remembered the same way by the tiles at every position they read: the slots, the
// farthest `@Next d` and each `@NextNE d` (line rules, `lineShapeOf`). One table serves both: a
// pair rule is a line rule reading two positions (`memoShape`).
import { analyse } from '../../calc/analysis.ts';
import { parseMergeModifiers, splitRule, type MergeModifiers, type RuleMatch } from '../rules/merge-rules.ts';
import type { Value } from '../../calc/values.ts';

/** Whether evaluating `x` reads nothing but the two tiles (`@This k`, `@Next 1 k`) and has no effect. */
function readsOnlyPair(x: Value): boolean {
  const a = analyse(x);
  if (!a.onlyLookups || !a.pureOperators) return false;
  for (const l of a.lookups) if (l.kind === 'nextNE' || (l.kind === 'next' && l.d !== 1)) return false;
  return true;
}

/** The positions a line rule reads (see `lineShapeOf`). */
export interface LineShape {
  /** The written length (the slots are `@This` and `@Next 1` … `@Next L−1`). */
  L: number;
  /** The farthest `@Next d` read, at least L − 1. */
  far: number;
  /** The `@NextNE d` distances read, each once. */
  ne: number[];
  /** Key entries per attempt: `@This`, `@Next 1` … `@Next far`, then the `@NextNE` ones. */
  width: number;
  /**
   * The key entries the outputs and score read (`@This`'s always among them): a match's results
   * and score are a function of the tiles there (see merge.ts `memoAttempt`).
   */
  out: number[];
}

/** Farthest position a line rule may read (its key has one entry per position). */
const MAX_LINE_REACH = 16;

/**
 * Whether evaluating `x` reads nothing but line positions (`@This k`, `@Next d k` with d ≥ 1,
 * `@NextNE d k`; noted in `far`, `ne`) and has no effect.
 */
function readsOnlyLine(x: Value, seen: { far: number; ne: Set<number> }): boolean {
  const a = analyse(x);
  if (!a.onlyLookups || !a.pureOperators) return false;
  for (const l of a.lookups) {
    if (l.kind === 'next') {
      if (l.d < 1) return false;
      seen.far = Math.max(seen.far, l.d);
    } else if (l.kind === 'nextNE') seen.ne.add(l.d);
  }
  return seen.far <= MAX_LINE_REACH && seen.ne.size <= MAX_LINE_REACH;
}

/**
 * The positions `rule` reads, when it is an ordered rule of written length 2 or more with no
 * variables and no multi-length step that reads nothing but `@This k`, `@Next d k` and
 * `@NextNE d k` through pure operators (pair-shaped rules aside: the pair memo takes those); else
 * null. Its match is then a function of the tiles at those positions (the slots must hold tiles,
 * which `tryRule` checks before evaluating anything).
 */
export function lineShapeOf(rule: Value): LineShape | null {
  if (!Array.isArray(rule) || isPairShapedRule(rule, true)) return null;
  const { prefix, body } = splitRule(rule);
  const L = body[0];
  if (
    prefix.length > 0 ||
    typeof L !== 'number' ||
    !Number.isInteger(L) ||
    L < 2 ||
    L > MAX_LINE_REACH ||
    body[2] !== true
  )
    return null;
  if (body.length >= 8 && typeof body[6] === 'number' && body[6] < 2) return null;
  const outputs = Array.isArray(body[3]) ? parseMergeModifiers(body[3]).results : body[3];
  const seen = { far: L - 1, ne: new Set<number>() };
  if (!readsOnlyLine(body[1], seen) || !readsOnlyLine(outputs, seen) || !readsOnlyLine(body[4], seen)) return null;
  const ne = [...seen.ne].sort((a, b) => a - b);
  const read = { far: 0, ne: new Set<number>() };
  readsOnlyLine(outputs, read);
  readsOnlyLine(body[4], read);
  const out: number[] = [];
  for (let d = 0; d <= read.far; d++) out.push(d);
  for (let j = 0; j < ne.length; j++) if (read.ne.has(ne[j]!)) out.push(1 + seen.far + j);
  return { L, far: seen.far, ne, width: 1 + seen.far + ne.length, out };
}

/**
 * Whether `rule` is written with length 2, no variables and no multi-length step, and reads nothing
 * but the two tiles through pure operators; ordered, or either way when `unordered` is allowed
 * (the general move's pair memo takes both, the fast move only ordered rules).
 */
export function isPairShapedRule(rule: Value, unordered: boolean): boolean {
  if (!Array.isArray(rule)) return false;
  const { prefix, body } = splitRule(rule);
  if (prefix.length > 0 || body[0] !== 2 || !(body[2] === true || (unordered && body[2] === false))) return false;
  // A multi-length step rewrites the condition per attempt (engine.md §4.2).
  if (body.length >= 8 && typeof body[6] === 'number' && body[6] < 2) return false;
  // Leading merge-modifier tokens are words, not look-ups.
  const outputs = Array.isArray(body[3]) ? parseMergeModifiers(body[3]).results : body[3];
  return readsOnlyPair(body[1]) && readsOnlyPair(outputs) && readsOnlyPair(body[4]);
}

/** The positions a pair rule reads: the tile and the one in front (ordered or not, as `tryRule` tries it). */
const PAIR_SHAPE: LineShape = { L: 2, far: 1, ne: [], width: 2, out: [0, 1] };

const shapes = new WeakMap<Value[], LineShape | null>();

/**
 * How the general move remembers `rule`: by the tiles at the positions it reads (a pair rule by its
 * two tiles), or not at all (null). Worked out once per rule object (rules are values).
 */
export function memoShape(rule: Value): LineShape | null {
  if (!Array.isArray(rule)) return null;
  let shape = shapes.get(rule);
  if (shape === undefined) shapes.set(rule, (shape = isPairShapedRule(rule, true) ? PAIR_SHAPE : lineShapeOf(rule)));
  return shape;
}

/**
 * Whether a tile's id stands for exactly its value in an evaluation: ids are given by deep equality,
 * which holds 0 and −0 equal (and a NaN-holding tile gets a new id every time).
 */
export function memoSafeTile(x: Value[]): boolean {
  for (let i = 0; i < x.length; i++) {
    const e = x[i];
    if (typeof e === 'number') {
      if (e === 0 ? 1 / e < 0 : e !== e) return false;
    } else if (Array.isArray(e)) {
      if (!memoSafeTile(e)) return false;
    } else if (typeof e === 'object' && e !== null) return false;
  }
  return true;
}

/** A rule's match on a pair: what does not depend on where the pair stands. */
export interface PairMatch {
  L: number;
  mods: MergeModifiers;
  /** The output entries after the modifier tokens, renumbered for the winning slot order. */
  entries: Value[];
  score: Value;
  flags: Value[];
  /** The modifier tokens the merge-result cache keeps (see merge.ts). */
  tokens: Value[];
  /** The evaluated results and score, once a merge needed them. */
  results?: Value[];
  scoreValue?: number;
}

/** `tryRule`'s match as remembered. */
export function pairMatchOf(m: RuleMatch): PairMatch {
  const { mods, results } = parseMergeModifiers(m.outputs);
  return { L: m.L, mods, entries: results, score: m.score, flags: m.flags, tokens: cacheTokens(mods) };
}

/** The modifier tokens the merge-result cache keeps: Slot/Overwrite, and reversal misspelt (QUIRK §5.7). */
export function cacheTokens(mods: MergeModifiers): Value[] {
  const tokens: Value[] = [];
  if (mods.reverse) tokens.push('@MergeStartReverse');
  if (mods.overflow === 1) tokens.push('@MergeOverflowSlot');
  if (mods.overflow === 2) tokens.push('@MergeOverflowOverwrite');
  return tokens;
}

/** Keys per generation (see `LineMemo`; measured on DIVE: 2¹² loses hits, 2¹⁷ gains nothing). */
const GENERATION = 1 << 15;
const MIN_SLOTS = 256;

/**
 * One rule's matches by the tile ids at its positions (`LineShape.width` of them; the first,
 * `@This`, is a tile's id, ≥ 1; a position off the board is −1 or 0): open addressing with linear
 * probing over a power-of-two table at most half full (tile ids grow large and sparse: a flat
 * lookup table would not do). Entries are never removed, only the whole table.
 */
class LineTable {
  private keys: Int32Array;
  private values: (PairMatch | null)[];
  private mask: number;
  size = 0;

  constructor(private readonly width: number) {
    this.keys = new Int32Array(width * MIN_SLOTS);
    this.values = new Array<PairMatch | null>(MIN_SLOTS).fill(null);
    this.mask = MIN_SLOTS - 1;
  }

  private slot(key: Int32Array): number {
    const { keys, mask, width: w } = this;
    let h = 0;
    for (let j = 0; j < w; j++) h = Math.imul(h ^ key[j]!, 0x9e3779b1) ^ (h >>> 13);
    h ^= h >>> 15;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const at = i * w;
      if (keys[at] === 0) return i;
      let j = 0;
      while (j < w && keys[at + j] === key[j]) j++;
      if (j === w) return i;
    }
  }

  get(key: Int32Array): PairMatch | null | undefined {
    const i = this.slot(key);
    return this.keys[i * this.width] === 0 ? undefined : this.values[i];
  }

  set(key: Int32Array, m: PairMatch | null): void {
    const i = this.slot(key);
    if (this.keys[i * this.width] === 0) {
      this.keys.set(key.subarray(0, this.width), i * this.width);
      if (++this.size * 2 > this.values.length) {
        this.values[i] = m;
        this.grow();
        return;
      }
    }
    this.values[i] = m;
  }

  private grow(): void {
    const { keys, values, width: w } = this;
    const n = values.length * 2;
    this.keys = new Int32Array(w * n);
    this.values = new Array<PairMatch | null>(n).fill(null);
    this.mask = n - 1;
    for (let j = 0; j < values.length; j++) {
      if (keys[j * w] === 0) continue;
      const key = keys.subarray(j * w, j * w + w);
      const i = this.slot(key);
      this.keys.set(key, i * w);
      this.values[i] = values[j]!;
    }
  }
}

interface LineTables {
  tileNumAmount: number;
  young: LineTable;
  old: LineTable | null;
}

/**
 * The remembered matches of one game's rules (tile ids are the game's own). Two generations per
 * rule: the keys of the current one, and of the one before, whose keys move up when used again.
 * The tiles a game meets again are mostly its recent ones: older ones are let go, so memory stays
 * bounded in endless games.
 */
export class LineMemo {
  private readonly tables = new WeakMap<readonly Value[], LineTables>();

  /** The match of `rule` for the tile ids in `key`, null for none, undefined when unknown. */
  get(rule: readonly Value[], width: number, tileNumAmount: number, key: Int32Array): PairMatch | null | undefined {
    const t = this.tables.get(rule);
    if (t === undefined || t.tileNumAmount !== tileNumAmount) return undefined;
    const m = t.young.get(key);
    if (m !== undefined || t.old === null) return m;
    const o = t.old.get(key);
    if (o !== undefined) this.put(t, width, key, o);
    return o;
  }

  set(rule: readonly Value[], width: number, tileNumAmount: number, key: Int32Array, m: PairMatch | null): void {
    let t = this.tables.get(rule);
    if (t === undefined || t.tileNumAmount !== tileNumAmount) {
      t = { tileNumAmount, young: new LineTable(width), old: null };
      this.tables.set(rule, t);
    }
    this.put(t, width, key, m);
  }

  private put(t: LineTables, width: number, key: Int32Array, m: PairMatch | null): void {
    if (t.young.size >= GENERATION) {
      t.old = t.young;
      t.young = new LineTable(width);
    }
    t.young.set(key, m);
  }
}
