// One analysis of what an expression reads and changes, from what each part declares: operators
// their `effects` (ops/types.ts OpEffects), special strings what they read (special.ts SpecialRead),
// statements what they change (statements.ts StatementChange), and the other `@` words below.
// Worked out once per expression and remembered (values are immutable: arrays by object), so
// asking again costs a map look-up: callers ask once per mode, rule or compiled array, never per move.
//
// Conservative like its callers: every string anywhere in the expression counts as what it names
// (an operator's name counts as the operator, wherever it stands), an `@` word the language does not
// know counts as unknown, and an expression nested deeper than MAX_DEPTH as reading and changing
// everything.
//
// The questions it answers, and who asks them:
// - compile.ts, per operator: may it change the host, emit effects, draw random numbers or run
//   expressions (then a compiled tree needs a transaction: `readOnly`)? Does its result depend on
//   more than its operands (then it is never folded, and a tree holding it is not remembered by the
//   `@Var` entries it reads: `operandsOnly`)?
// - worker/display.ts, view-model.ts: does a display expression depend only on the tile it draws — its
//   components, its own variables and parents, the move words that are constant in display — and
//   not on the board, the position, game variables, the game, randomness, nor emit effects or hold
//   unknown words (`tileOnly`)? Values it evaluates (`evaluateColor` of a colour made from the tile)
//   are taken to hold only strings the expression holds.
// - engine/pair-memo.ts: does a rule's condition, outputs or score read nothing but tile component
//   look-ups (`onlyLookups`: `@This k`, `@Next d k`, `@NextNE d k`, which positions: `lookups`)
//   through operators that read nothing else (`pureOperators`)?
// - engine/rule-filter.ts: is a condition look-ups compared with `=` / `!=` and joined with
//   `&&` / `||`, and as what tree (`comparison`)?
// - engine/cache-transparency.ts: may anything in a mode put values on the board or in the spawn
//   lists, run a script or evaluate arrays (`placesValues`)? Is an output element a tile look-up
//   (`lookups`)?
import { lookupOp } from './ops/table.ts';
import type { OpEffects } from './ops/types.ts';
import { specialReads, type SpecialRead } from './special.ts';
import { statementChanges, type StatementChange } from './statements.ts';
import type { Value } from './values.ts';

/** A tile component look-up: `@This k`, `@Next d k` or `@NextNE d k` (d and k written as plain integers). */
export interface Lookup {
  readonly kind: 'this' | 'next' | 'nextNE';
  /** Steps along the move (0 for `@This`). */
  readonly d: number;
  /** The component. */
  readonly k: number;
  /** The string written. */
  readonly text: string;
}

export type CompareOp = '=' | '!=' | '&&' | '||';

/** `[first, op, operand, op, operand, …]`, evaluated left to right without precedence. */
export interface Comparison {
  readonly first: Lookup | Comparison;
  readonly ops: readonly CompareOp[];
  readonly operands: readonly (Lookup | Comparison)[];
}

export interface Analysis {
  // What it reads besides its literals.
  /** The tile it is evaluated for (`@This`, `@This k`). */
  readonly readsTile: boolean;
  /** Other cells, the grid or the tile's container (`@Next …`, `@Grid`, `tileValue` …). */
  readonly readsBoard: boolean;
  /** Where the tile stands (`@VCoord`, `@This @HCoord` …). */
  readonly readsPosition: boolean;
  /** The move's direction and merge info (`@VDir`, `@MLength` …). */
  readonly readsMove: boolean;
  /** Its own variables (`@Var`). */
  readonly readsVars: boolean;
  /** Its parents (`@Parent`). */
  readonly readsParent: boolean;
  /** Game and modifier variables (`@GVar`, `@MVar`, global-variable scopes). */
  readonly readsGameVars: boolean;
  /** The rest of the game: score, counts, discovered tiles, spawns, the clock, the mode's own expressions. */
  readonly readsGame: boolean;
  /** The shared prime table (`prime`, `primeB` …): results are fixed, their charges are not. */
  readonly readsPrimes: boolean;
  /** Draws random numbers. */
  readonly random: boolean;
  // What it changes.
  readonly changesVars: boolean;
  readonly changesGameVars: boolean;
  readonly changesBoard: boolean;
  readonly changesSpawns: boolean;
  /** Runs a script (`@run_script`): whatever it changes. */
  readonly runsScripts: boolean;
  /** Score, script signals, announcements, output. */
  readonly effects: boolean;
  /** Evaluates a value built at run time (`CalcArray`, `CalcArrayParent`, `evaluateColor`). */
  readonly evaluatesValues: boolean;
  /** Runs the mode's own expressions on the board (`tileValue`, `mergeRuleApplies` …). */
  readonly runsHost: boolean;
  /** Holds nested evaluations written as values (`@CalcArray`, `@STCalcArray`). */
  readonly nestedEvaluation: boolean;
  /** Holds an `@` word the language does not know. */
  readonly unknownWords: boolean;
  /** Every tile component look-up, each once (in no particular order). */
  readonly lookups: readonly Lookup[];
  // Answers made of the above.
  /** Every `@` string in it is a component look-up. */
  readonly onlyLookups: boolean;
  /** No operator in it reads or does anything beyond its operands (the prime table included). */
  readonly pureOperators: boolean;
  /** Changes nothing, draws nothing, runs no other expression: needs no transaction. */
  readonly readOnly: boolean;
  /** `readOnly`, and its value follows from its literals alone (reads nothing, not even primes). */
  readonly operandsOnly: boolean;
  /**
   * Its value depends only on the tile it is drawn for (display: the move words are constant there),
   * as far as the strings it holds tell (values it evaluates are taken to be built from those).
   */
  readonly tileOnly: boolean;
  /** May put values on the board or in the spawn lists, run a script or evaluate arrays. */
  readonly placesValues: boolean;
  /** As a condition: look-ups compared with `=`/`!=` joined with `&&`/`||` (depth ≤ 16), else null. */
  readonly comparison: Comparison | null;
}

// One bit per fact.
const TILE = 1 << 0;
const BOARD = 1 << 1;
const POSITION = 1 << 2;
const MOVE = 1 << 3;
const VARS = 1 << 4;
const PARENT = 1 << 5;
const GAME_VARS = 1 << 6;
const GAME = 1 << 7;
const PRIMES = 1 << 8;
const RANDOM = 1 << 9;
const SET_VARS = 1 << 10;
const SET_GAME_VARS = 1 << 11;
const SET_BOARD = 1 << 12;
const SET_SPAWNS = 1 << 13;
const SCRIPTS = 1 << 14;
const EFFECTS = 1 << 15;
const EVALUATES = 1 << 16;
const RUNS_HOST = 1 << 17;
const NESTED = 1 << 18;
const UNKNOWN = 1 << 19;
/** An `@` string that is no component look-up. */
const OTHER_AT = 1 << 20;
const ALL = (1 << 21) - 1;

const OPERATOR_BITS = PRIMES | RANDOM | EFFECTS | EVALUATES | RUNS_HOST;
const WRITES = RANDOM | SET_VARS | SET_GAME_VARS | SET_BOARD | SET_SPAWNS | SCRIPTS | EFFECTS | EVALUATES | RUNS_HOST;
const READS = TILE | BOARD | POSITION | MOVE | VARS | PARENT | GAME_VARS | GAME | PRIMES | UNKNOWN;
// A value it evaluates (`evaluateColor` on a colour built from the tile) is taken to hold only
// strings written in the expression, which the walk has seen.
const TILE_ONLY = TILE | MOVE | VARS | PARENT | PRIMES | SET_VARS | NESTED | EVALUATES | OTHER_AT;
const PLACES = SET_BOARD | SET_SPAWNS | SCRIPTS | EVALUATES | NESTED;

function operatorBits(e: OpEffects): number {
  return (
    (e.random ? RANDOM : 0) |
    (e.primes ? PRIMES : 0) |
    (e.effects ? EFFECTS : 0) |
    (e.evaluatesValue ? EVALUATES : 0) |
    (e.runsHost ? RUNS_HOST | BOARD | GAME : 0)
  );
}

const READ_BITS: Record<SpecialRead, number> = {
  tile: TILE,
  board: BOARD,
  position: POSITION,
  move: MOVE,
  vars: VARS,
  parent: PARENT,
  gameVars: GAME_VARS,
  game: GAME,
};

const CHANGE_BITS: Record<StatementChange, number> = {
  none: 0,
  vars: SET_VARS,
  gameVars: SET_GAME_VARS,
  board: SET_BOARD,
  spawns: SET_SPAWNS,
  scripts: SCRIPTS,
};

/** `@` words that are neither special strings nor statements: how an evaluation starts, and data. */
const WORD_BITS = new Map<string, number>([
  // How an evaluation starts (evaluate.ts): its own variables, or the game's.
  ...['@var_retain', '@var_copy', '@end_vars', '@Literal', '@CalcArrayNumber'].map((w) => [w, 0] as const),
  ...[
    '@global_var_retain',
    '@global_var_copy',
    '@global_var_none',
    '@global_var_retain_inner',
    '@global_var_copy_inner',
    '@global_var_none_inner',
    '@include_gvars',
  ].map((w) => [w, GAME_VARS] as const),
  // Nested evaluations written as values (a merge result's per-tile `@STCalcArray` too).
  ['@CalcArray', NESTED],
  ['@STCalcArray', NESTED],
  // Text and colour words (text.ts, color.ts) and cell markers: data to their readers.
  ...[
    '@TextE',
    '@Bold',
    '@Italic',
    '@UnBold',
    '@UnItalic',
    '@Underline',
    '@Overline',
    '@Strikethrough',
    '@NoLine',
    '@Superscript',
    '@Subscript',
    '@TextColor',
    '@TextShadow',
    '@ComposeTE',
    '@HSLA',
    '@RGBA',
    '@HSVA',
    '@linear-gradient',
    '@radial-gradient',
    '@conic-gradient',
    '@repeating-linear-gradient',
    '@repeating-radial-gradient',
    '@repeating-conic-gradient',
    '@GradientDetails',
    '@multi-gradient',
    '@rotate',
    '@ColorScheme',
    '@DisplayTile',
    '@Empty',
    '@Void',
    '@Slippery',
    '@BlackBox',
    '@Signless',
    '@no-negative-sign',
  ].map((w) => [w, 0] as const),
]);

const LOOKUP = /^@(?:This|(Next|NextNE) (-?(?:0|[1-9]\d*))) (0|[1-9]\d*)$/;

interface TokenInfo {
  bits: number;
  lookup: Lookup | null;
}

const NOTHING: TokenInfo = { bits: 0, lookup: null };
const tokens = new Map<string, TokenInfo>();
const TOKEN_LIMIT = 50_000;

function tokenInfo(s: string): TokenInfo {
  let t = tokens.get(s);
  if (t === undefined) {
    t = classify(s);
    if (tokens.size >= TOKEN_LIMIT) tokens.clear();
    tokens.set(s, t);
  }
  return t;
}

function classify(s: string): TokenInfo {
  const def = lookupOp(s);
  if (s.charCodeAt(0) !== 64) return def === undefined ? NOTHING : { bits: operatorBits(def.effects), lookup: null };
  // `@add_score`, `@primesUpdate`, `@ScriptSignal` are operators spelt with `@`.
  if (def !== undefined) return { bits: OTHER_AT | operatorBits(def.effects), lookup: null };
  // `@@…` is the literal string without one `@`.
  if (s.charCodeAt(1) === 64) return { bits: OTHER_AT, lookup: null };
  const m = LOOKUP.exec(s);
  if (m !== null) {
    const kind = m[1] === undefined ? 'this' : m[1] === 'Next' ? 'next' : 'nextNE';
    return {
      bits: kind === 'this' ? TILE : BOARD,
      lookup: { kind, d: kind === 'this' ? 0 : Number(m[2]), k: Number(m[3]), text: s },
    };
  }
  const read = specialReads(s);
  if (read !== null) return { bits: OTHER_AT | READ_BITS[read], lookup: null };
  const change = statementChanges(s);
  if (change !== null) return { bits: OTHER_AT | CHANGE_BITS[change], lookup: null };
  const word = WORD_BITS.get(s);
  return { bits: OTHER_AT | (word ?? UNKNOWN), lookup: null };
}

/** Nesting beyond which an expression is taken to read and change everything. */
const MAX_DEPTH = 200;
const MAX_COMPARISON_DEPTH = 16;

const analysed = new WeakMap<Value[], Analysis>();
const analysedStrings = new Map<string, Analysis>();
let empty: Analysis | null = null;

/** What `expr` reads and changes (see the top of this file). */
export function analyse(expr: Value): Analysis {
  if (Array.isArray(expr)) {
    let a = analysed.get(expr);
    if (a === undefined) analysed.set(expr, (a = analyseArray(expr)));
    return a;
  }
  if (typeof expr === 'string') {
    let a = analysedStrings.get(expr);
    if (a === undefined) {
      const t = tokenInfo(expr);
      a = build(t.bits, t.lookup === null ? [] : [t.lookup], null);
      if (analysedStrings.size >= TOKEN_LIMIT) analysedStrings.clear();
      analysedStrings.set(expr, a);
    }
    return a;
  }
  return (empty ??= build(0, [], null));
}

function analyseArray(root: Value[]): Analysis {
  let bits = 0;
  const lookups: Lookup[] = [];
  const seenLookups = new Set<string>();
  const seen = new Set<Value[]>();
  const stack: Value[][] = [root];
  const depths: number[] = [0];
  while (stack.length > 0) {
    const arr = stack.pop()!;
    const depth = depths.pop()!;
    if (seen.has(arr)) continue;
    seen.add(arr);
    if (depth > MAX_DEPTH) return build(ALL, [], null);
    for (let i = 0; i < arr.length; i++) {
      const x = arr[i];
      if (typeof x === 'string') {
        const t = tokenInfo(x);
        bits |= t.bits;
        if (t.lookup !== null && !seenLookups.has(x)) {
          seenLookups.add(x);
          lookups.push(t.lookup);
        }
      } else if (Array.isArray(x)) {
        stack.push(x);
        depths.push(depth + 1);
      }
    }
  }
  const comparison = lookups.length > 0 && (bits & OTHER_AT) === 0 ? comparisonOf(root, 0) : null;
  return build(bits, lookups, comparison);
}

function build(bits: number, lookups: readonly Lookup[], comparison: Comparison | null): Analysis {
  const has = (b: number): boolean => (bits & b) !== 0;
  return {
    readsTile: has(TILE),
    readsBoard: has(BOARD),
    readsPosition: has(POSITION),
    readsMove: has(MOVE),
    readsVars: has(VARS),
    readsParent: has(PARENT),
    readsGameVars: has(GAME_VARS),
    readsGame: has(GAME),
    readsPrimes: has(PRIMES),
    random: has(RANDOM),
    changesVars: has(SET_VARS),
    changesGameVars: has(SET_GAME_VARS),
    changesBoard: has(SET_BOARD),
    changesSpawns: has(SET_SPAWNS),
    runsScripts: has(SCRIPTS),
    effects: has(EFFECTS),
    evaluatesValues: has(EVALUATES),
    runsHost: has(RUNS_HOST),
    nestedEvaluation: has(NESTED),
    unknownWords: has(UNKNOWN),
    lookups,
    onlyLookups: !has(OTHER_AT | UNKNOWN),
    pureOperators: !has(OPERATOR_BITS),
    readOnly: !has(WRITES),
    operandsOnly: !has(WRITES | READS),
    tileOnly: (bits & ~TILE_ONLY) === 0,
    placesValues: has(PLACES),
    comparison,
  };
}

const COMPARE_OPS = new Set<Value>(['=', '!=', '&&', '||']);

function termOf(x: Value, depth: number): Lookup | Comparison | null {
  if (typeof x === 'string') return tokenInfo(x).lookup;
  return Array.isArray(x) ? comparisonOf(x, depth + 1) : null;
}

function comparisonOf(x: Value[], depth: number): Comparison | null {
  if (depth > MAX_COMPARISON_DEPTH || x.length === 0 || x.length % 2 === 0) return null;
  const first = termOf(x[0], depth);
  if (first === null) return null;
  const ops: CompareOp[] = [];
  const operands: (Lookup | Comparison)[] = [];
  for (let i = 1; i < x.length; i += 2) {
    if (!COMPARE_OPS.has(x[i])) return null;
    const t = termOf(x[i + 1], depth);
    if (t === null) return null;
    ops.push(x[i] as CompareOp);
    operands.push(t);
  }
  return { first, ops, operands };
}

/** Whether a comparison term is a look-up. */
export function isLookup(t: Lookup | Comparison): t is Lookup {
  return 'kind' in t;
}
