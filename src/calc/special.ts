// Special-string resolution (spec calcarray.md §7). A string starting with `@` names game state,
// tiles relative to the context tile, variables or parents; anything unrecognised is returned as
// the string itself. Strings are parsed once and cached.
import { DEFAULT_LIMITS, limitError, typeError } from './errors.ts';
import { ChainValue, markArray, parts, type EvalEnv, type ParentChain } from './env.ts';
import { isMarked, type Value } from './values.ts';
import { DEOPT } from './runtime.ts';

const UNRESOLVED: unique symbol = Symbol('unresolved');
type Result = Value | typeof UNRESOLVED;

interface Ctx {
  env: EvalEnv;
  v: number | 'None';
  h: number | 'None';
  vdir: number;
  hdir: number;
}

type Resolver = (args: string[], ctx: Ctx) => Result;

interface Parsed {
  resolver: Resolver;
  /** What it reads (analysis.ts). */
  reads: SpecialRead;
  args: string[];
  overrides: [number, number][] | null; // [which (0 v, 1 h, 2 vdir, 3 hdir), value]
  /** A specialised resolver for the hottest forms (no overrides), or null. */
  fast: ((env: EvalEnv) => Result) | null;
}

const OVERRIDES = new Map([
  ['@FromVCoord', 0],
  ['@FromHCoord', 1],
  ['@FromVDir', 2],
  ['@FromHDir', 3],
]);

const cache = new Map<string, Parsed | null>();
const CACHE_LIMIT = 50_000;

function parse(s: string): Parsed | null {
  let p = cache.get(s);
  if (p !== undefined) return p;
  const tokens = s.split(' ');
  let overrides: [number, number][] | null = null;
  while (tokens.length >= 3 && OVERRIDES.has(tokens[tokens.length - 2]!)) {
    const val = Number(tokens.pop());
    const which = OVERRIDES.get(tokens.pop()!)!;
    (overrides ??= []).unshift([which, val]);
  }
  const entry = RESOLVERS.get(tokens[0]!);
  const args = tokens.slice(1);
  p = entry
    ? {
        resolver: entry[0],
        reads: readsOf(entry[1], args, overrides),
        args,
        overrides,
        fast: overrides ? null : fastResolver(tokens[0]!, args),
      }
    : null;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(s, p);
  return p;
}

/**
 * What a special string reads besides its own text (analysis.ts):
 * - tile: the tile evaluated for (`@This`, `@This k`);
 * - board: other cells, the grid or the tile's container (`@Next`, `@NextNE`, `@Grid`, a
 *   position or direction override …);
 * - position: where the tile stands (`@VCoord`, `@This @HCoord` …);
 * - move: the direction and the merge info (`@VDir`, `@MLength` …);
 * - vars: the evaluation's own variables (`@Var`); parent: its parents (`@Parent`);
 * - gameVars: game and modifier variables (`@GVar`, `@MVar`, `@MVarIndex`);
 * - game: the rest of the game's state (score, counts, discovered tiles, spawns, primes, clock, screen).
 */
export type SpecialRead = 'tile' | 'board' | 'position' | 'move' | 'vars' | 'parent' | 'gameVars' | 'game';

/** `@This` reads the tile, or its position when asked for a coordinate; overrides read elsewhere. */
function readsOf(declared: SpecialRead, args: string[], overrides: [number, number][] | null): SpecialRead {
  if (overrides !== null && (declared === 'tile' || declared === 'position' || declared === 'move')) return 'board';
  if (
    declared === 'tile' &&
    args.length === 1 &&
    (args[0] === '@VCoord' || args[0] === '@HCoord' || args[0] === '@Position')
  )
    return 'position';
  return declared;
}

/** What the special string `s` reads, or null when it is no special string (its value is itself). */
export function specialReads(s: string): SpecialRead | null {
  const p = s.length >= 2 && s.charCodeAt(0) === 64 ? parse(s) : null;
  return p === null ? null : p.reads;
}

/** True for a string that names a special keyword (its value depends on the game). */
export function isSpecialKeyword(s: string): boolean {
  return s.length >= 2 && s.charCodeAt(0) === 64 && parse(s) !== null;
}

/** A resolver bound to one special string (parsed once), for compiled code. */
export function bindSpecial(s: string): ((env: EvalEnv) => Value) | null {
  const p = s.length >= 2 && s.charCodeAt(0) === 64 ? parse(s) : null;
  if (p === null) return null;
  const list = listReader(s);
  if (list !== null) return list;
  const fast = p.fast;
  if (fast !== null)
    return (env) => {
      if (env.rt.folding) throw DEOPT;
      const f = fast(env);
      return f === UNRESOLVED ? s : f;
    };
  return (env) => {
    if (env.rt.folding) throw DEOPT;
    return resolveParsed(s, p, env);
  };
}

const LIST_READ = /^@(G?Var) (-?(?:0|[1-9][0-9]{0,8}))$/;

/** k for `@Var k` with an integer index (the form listReader binds), null for any other string. */
export function varIndexOf(s: string): number | null {
  const m = LIST_READ.exec(s);
  return m !== null && m[1] === 'Var' ? Number(m[2]) : null;
}

/** `@Var k` read as listReader reads it (a value, or the string itself if unresolved). */
export function readVar(s: string, k: number, vars: Value[] | null): Value {
  if (vars === null) return s;
  const i = k >= 0 ? k : vars.length + k;
  const v = i >= 0 && i < vars.length ? vars[i] : undefined;
  return v === undefined || v === null ? s : v;
}

/**
 * `@Var k` / `@GVar k` with an integer index, bound: what the fast resolver and bindSpecial's
 * wrapper give, in one closure with the index applied as `list.at(k)` does. Null for other strings.
 */
function listReader(s: string): ((env: EvalEnv) => Value) | null {
  const m = LIST_READ.exec(s);
  if (m === null) return null;
  const k = Number(m[2]);
  if (m[1] === 'Var')
    return (env) => {
      if (env.rt.folding) throw DEOPT;
      const list = env.vars;
      if (list === null) return s;
      const i = k >= 0 ? k : list.length + k;
      const v = i >= 0 && i < list.length ? list[i] : undefined;
      return v === undefined || v === null ? s : v;
    };
  return (env) => {
    if (env.rt.folding) throw DEOPT;
    const list = env.rt.host.gameVars as Value[] | null;
    if (list === null) return s;
    const i = k >= 0 ? k : list.length + k;
    const v = i >= 0 && i < list.length ? list[i] : undefined;
    return v === undefined || v === null ? s : v;
  };
}

/**
 * For a plain `@Parent k` string (one index at most, no overrides): the index as resolveParent
 * reads it (`@Parent` alone and non-numeric indices are 0). Null for anything else.
 */
export function parentIndexOf(s: string): number | null {
  const p = s.length >= 2 && s.charCodeAt(0) === 64 ? parse(s) : null;
  if (p === null || p.resolver !== resolveParent || p.overrides !== null || p.args.length > 1) return null;
  const k = p.args.length === 0 ? 0 : Number(p.args[0]);
  return k !== k ? 0 : k;
}

export function resolveSpecial(s: string, env: EvalEnv): Value {
  if (s.length < 2 || s.charCodeAt(0) !== 64) return s;
  const p = parse(s);
  if (p === null) return s;
  if (env.rt.folding) throw DEOPT;
  env.rt.resolutions++;
  if (p.fast !== null) {
    const f = p.fast(env);
    return f === UNRESOLVED ? s : f;
  }
  return resolveParsed(s, p, env);
}

/**
 * resolveSpecial(s, env) with `s` parsed once (statement plans: an operand's string is the same at
 * every run), or null where resolveSpecial would return `s` without resolving it.
 */
export function specialResolver(s: string): ((env: EvalEnv) => Value) | null {
  if (s.length < 2 || s.charCodeAt(0) !== 64) return null;
  const p = parse(s);
  if (p === null) return null;
  const fast = p.fast;
  return (env) => {
    if (env.rt.folding) throw DEOPT;
    env.rt.resolutions++;
    if (fast !== null) {
      const f = fast(env);
      return f === UNRESOLVED ? s : f;
    }
    return resolveParsed(s, p, env);
  };
}

/** The general resolution of `s`, parsed as `p`. */
function resolveParsed(s: string, p: Parsed, env: EvalEnv): Value {
  const t = env.tile;
  const ctx: Ctx = { env, v: t.v, h: t.h, vdir: t.vdir, hdir: t.hdir };
  if (p.overrides) {
    for (const [which, val] of p.overrides) {
      if (which === 0) ctx.v = val;
      else if (which === 1) ctx.h = val;
      else if (which === 2) ctx.vdir = val;
      else ctx.hdir = val;
    }
  }
  const r = p.resolver(p.args, ctx);
  return r === UNRESOLVED ? s : r;
}

// ---------------------------------------------------------------------------------------------
// Helpers

function marked(arr: readonly Value[]): Value[] {
  return markArray(arr);
}

/** Arrays come back literal-marked (§7.1), other values as they are. */
function markedIfArray(x: Value): Value {
  return Array.isArray(x) ? marked(x) : x;
}

/**
 * A container (the grid, a spawn list) as a value: values are copies of host data (§7.1), and the
 * engine writes the container and its rows in place (a stored `@Grid` would change with the board,
 * a tile replaced by its own container would make the grid contain itself). Tiles are never
 * written in place, so they are shared.
 */
function containerCopy(c: readonly Value[]): Value[] {
  const out = new Array<Value>(c.length);
  for (let i = 0; i < c.length; i++) {
    const e = c[i];
    out[i] = Array.isArray(e) ? e.slice() : e;
  }
  return out;
}

function grid(ctx: Ctx): Value[][] {
  return ctx.env.rt.host.grid;
}

function withinGrid(ctx: Ctx, r: number, c: number): boolean {
  const host = ctx.env.rt.host;
  return Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < host.height && c < host.width;
}

function containerCell(ctx: Ctx, r: number, c: number): Value {
  const cont = ctx.env.tile.container;
  if (!Array.isArray(cont)) return undefined;
  const row = cont[r];
  return Array.isArray(row) ? row[c] : undefined;
}

function insideContainer(ctx: Ctx, r: number, c: number): boolean {
  const cont = ctx.env.tile.container;
  if (!Array.isArray(cont) || !Number.isInteger(r) || r < 0 || r >= cont.length) return false;
  const row = cont[r];
  return Array.isArray(row) && Number.isInteger(c) && c >= 0 && c < row.length;
}

/** The tile at the context position; a missing row crashes like the original (§7.2). */
function thisTile(ctx: Ctx, where: string): Value {
  const cont = ctx.env.tile.container;
  if (ctx.v === 'None') return Array.isArray(cont) ? containerCopy(cont) : cont;
  const row = Array.isArray(cont) ? cont[ctx.v] : undefined;
  if (!Array.isArray(row)) {
    if (ctx.h === 'None' && row !== undefined) return row;
    throw typeError(where, `there is no row ${ctx.v}`);
  }
  if (ctx.h === 'None') return row;
  return row[ctx.h];
}

function componentIndex(ctx: Ctx, tok: string): number | null {
  const n = Number(tok);
  return Number.isInteger(n) && n >= 0 && n < ctx.env.rt.host.tileNumAmount ? n : null;
}

/** Component `n` of a tile; string tiles give the string; a missing tile crashes. */
function component(tile: Value, n: number, where: string): Value {
  if (typeof tile === 'string') return tile;
  if (tile === undefined || tile === null) throw typeError(where, 'there is no tile there');
  if (Array.isArray(tile)) return markedIfArray(tile[n]);
  return undefined;
}

function positionPart(tok: string, r: number, c: number): Result {
  if (tok === '@VCoord') return r;
  if (tok === '@HCoord') return c;
  if (tok === '@Position') return marked([r, c]);
  return UNRESOLVED;
}

const SLIPPERY = '@Slippery';

/** `⌈|d|⌉` counted steps in direction sign(d)·(dv, dh), sliding over slippery cells (§7.2). */
function countedWalk(ctx: Ctx, r: number, c: number, dv: number, dh: number, dTok: string): [number, number] {
  const d = Number(dTok);
  if (d !== d || (dv === 0 && dh === 0)) return [r, c];
  const steps = Math.ceil(Math.abs(d));
  const sv = Math.sign(d) * dv;
  const sh = Math.sign(d) * dh;
  const rt = ctx.env.rt;
  for (let s = 0; s < steps; s++) {
    r += sv;
    c += sh;
    if (!insideContainer(ctx, r, c)) return [r, c];
    while (containerCell(ctx, r, c) === SLIPPERY) {
      rt.charge(1, '@Next');
      r += sv;
      c += sh;
      if (!insideContainer(ctx, r, c)) return [r, c];
    }
    if (s > 64 && s % 64 === 0) rt.charge(64, '@Next');
  }
  return [r, c];
}

function isEmptyOrSlippery(cell: Value): boolean {
  return cell === '@Empty' || cell === SLIPPERY;
}

function hasHole(cell: Value): boolean {
  if (typeof cell === 'string') return cell.includes('@TemporaryHole');
  return Array.isArray(cell) && cell.includes('@TemporaryHole');
}

function numV(ctx: Ctx): number {
  return typeof ctx.v === 'number' ? ctx.v : NaN;
}
function numH(ctx: Ctx): number {
  return typeof ctx.h === 'number' ? ctx.h : NaN;
}

// ---------------------------------------------------------------------------------------------
// Tiles and positions

function resolveThis(args: string[], ctx: Ctx): Result {
  if (args.length === 0) return markedIfArray(thisTile(ctx, '@This'));
  if (args.length !== 1) return UNRESOLVED;
  const tok = args[0]!;
  if (tok === '@VCoord') return ctx.v;
  if (tok === '@HCoord') return ctx.h;
  if (tok === '@Position') return marked([ctx.v, ctx.h]);
  const n = componentIndex(ctx, tok);
  if (n === null) return UNRESOLVED;
  return component(thisTile(ctx, '@This'), n, '@This');
}

function resolveNext(args: string[], ctx: Ctx): Result {
  const v = numV(ctx);
  const h = numH(ctx);
  if (args.length === 0 || (args.length === 1 && args[0] === 'FL')) {
    const full = args.length === 1;
    if (full && ctx.vdir === 0 && ctx.hdir === 0)
      throw limitError('@Next FL', 'direction (0, 0) never reaches the grid edge');
    const len = Number(ctx.env.tile.addInfo[0]);
    const out: Value[] = [];
    let r = v + ctx.vdir;
    let c = h + ctx.hdir;
    const rt = ctx.env.rt;
    while ((full || out.length < len - 1) && withinGrid(ctx, r, c)) {
      rt.charge(1, '@Next');
      const cell = containerCell(ctx, r, c);
      if (cell !== SLIPPERY) out.push(cell);
      else if (ctx.vdir === 0 && ctx.hdir === 0) throw limitError('@Next', 'direction (0, 0) on a slippery cell');
      r += ctx.vdir;
      c += ctx.hdir;
    }
    out.reverse();
    return marked(out);
  }
  if (args.length > 3) return UNRESOLVED;
  if (args.length === 3 && componentIndex(ctx, args[2]!) === null) return UNRESOLVED;
  let [r, c] = countedWalk(ctx, v, h, ctx.vdir, ctx.hdir, args[0]!);
  if (args.length === 3) [r, c] = countedWalk(ctx, r, c, ctx.hdir, -ctx.vdir, args[1]!);
  if (!withinGrid(ctx, r, c)) return UNRESOLVED;
  const tile = containerCell(ctx, r, c);
  if (args.length === 1) return markedIfArray(tile);
  const last = args[args.length - 1]!;
  if (args.length === 2) {
    const pos = positionPart(last, r, c);
    if (pos !== UNRESOLVED) return pos;
  }
  const n = componentIndex(ctx, last);
  if (n === null) return UNRESOLVED;
  return component(tile, n, '@Next');
}

function nextNonEmpty(full: boolean) {
  const name = full ? '@NextFull' : '@NextNE';
  const skipInList = (cell: Value): boolean => isEmptyOrSlippery(cell) || (full && (cell === '@Void' || hasHole(cell)));
  const uncounted = (cell: Value): boolean => isEmptyOrSlippery(cell) || (full && cell === '@Void');
  return (args: string[], ctx: Ctx): Result => {
    const v = numV(ctx);
    const h = numH(ctx);
    const rt = ctx.env.rt;
    if (args.length === 0) {
      if (ctx.vdir === 0 && ctx.hdir === 0) throw limitError(name, 'direction (0, 0) never reaches the grid edge');
      const out: Value[] = [];
      let r = v + ctx.vdir;
      let c = h + ctx.hdir;
      while (withinGrid(ctx, r, c)) {
        rt.charge(1, name);
        const cell = containerCell(ctx, r, c);
        if (!skipInList(cell)) out.push(cell);
        r += ctx.vdir;
        c += ctx.hdir;
      }
      return out;
    }
    if (args.length > 2) return UNRESOLVED;
    const d = Number(args[0]);
    let r = v;
    let c = h;
    if (d !== 0) {
      const sv = d < 0 ? -ctx.vdir : ctx.vdir;
      const sh = d < 0 ? -ctx.hdir : ctx.hdir;
      const want = Math.abs(d);
      let counted = 0;
      while (counted < want) {
        rt.charge(1, name);
        r += sv;
        c += sh;
        if (!withinGrid(ctx, r, c)) return UNRESOLVED;
        if (!uncounted(containerCell(ctx, r, c))) counted++;
        else if (sv === 0 && sh === 0) throw limitError(name, 'direction (0, 0) on an uncounted cell');
      }
    }
    if (!withinGrid(ctx, r, c) && d !== 0) return UNRESOLVED;
    const tile = containerCell(ctx, r, c);
    if (args.length === 1) return markedIfArray(tile);
    const pos = positionPart(args[1]!, r, c);
    if (pos !== UNRESOLVED) return pos;
    const n = componentIndex(ctx, args[1]!);
    if (n === null) return UNRESOLVED;
    return component(tile, n, name);
  };
}

function resolveRelative(args: string[], ctx: Ctx): Result {
  if (args.length !== 2 && args.length !== 3) return UNRESOLVED;
  if (args.length === 3 && componentIndex(ctx, args[2]!) === null) return UNRESOLVED;
  const r = numV(ctx) + Number(args[0]);
  const c = numH(ctx) + Number(args[1]);
  if (!withinGrid(ctx, r, c)) return UNRESOLVED;
  const tile = containerCell(ctx, r, c);
  if (args.length === 2) return markedIfArray(tile);
  return component(tile, componentIndex(ctx, args[2]!)!, '@Relative');
}

/** Walks nested lists by index tokens, stopping silently at the first bad index (like `@Grid`). */
function walk(root: Value, args: string[], copyRoot?: (root: Value[]) => Value[]): Value {
  let cur: Value = root;
  for (const tok of args) {
    const k = Number(tok);
    if (!Array.isArray(cur) || !Number.isInteger(k) || k < 0 || tok === '' || cur[k] === undefined) break;
    cur = cur[k];
  }
  if (cur === root && copyRoot !== undefined && Array.isArray(cur)) cur = copyRoot(cur);
  return markedIfArray(cur);
}

// ---------------------------------------------------------------------------------------------
// Variables and parents

function listAccess(get: (ctx: Ctx) => Value[] | null, plainSingles: boolean): Resolver {
  return (args, ctx) => {
    const list = get(ctx);
    if (list === null) return UNRESOLVED;
    if (args.length === 0) return list.slice();
    if (args.length !== 1) return UNRESOLVED;
    const v = list.at(Number(args[0]));
    if (v === undefined || v === null) return UNRESOLVED;
    return plainSingles ? v : v;
  };
}

function resolveParent(args: string[], ctx: Ctx): Result {
  if (args.length > 1) return UNRESOLVED;
  if (ctx.env.rt.optimistic) throw DEOPT; // compiled code keeps no parent chain
  const chain = ctx.env.parents;
  let k = args.length === 0 ? 0 : Number(args[0]);
  if (k !== k) k = 0;
  const entry = chain.at(k);
  if (entry === undefined && !(Math.trunc(k) >= -chain.length && Math.trunc(k) < chain.length)) return UNRESOLVED;
  const env = ctx.env;
  env.rt.charge(1, '@Parent');
  // The interpreter sits above this module: reached through its registry (env.ts).
  if (entry instanceof ChainValue) return parts.literalConvert(markArray(entry.value), env);
  if (Array.isArray(entry))
    return isMarked(entry) ? parts.literalConvert(entry, env) : parts.evalExpr(entry, env, true, false);
  if (typeof entry === 'string') {
    env.rt.enter('@Parent');
    if (isSelfParent(entry, chain) && env.rt.limits.maxDepth <= DEFAULT_LIMITS.maxDepth) selfParentLoop(env.rt);
    const r = resolveSpecial(entry, env);
    env.rt.leave(); // only on success: a throw ends the evaluation (see Runtime.enter)
    return r;
  }
  return entry;
}

/**
 * True when resolving the `@Parent` string `entry` in this chain reads `entry` itself again (as
 * `@Parent -1` does at its own level): the resolution then repeats itself until a limit stops it.
 */
function isSelfParent(entry: string, chain: ParentChain): boolean {
  const p = parse(entry);
  if (p === null || p.resolver !== resolveParent || p.fast !== null || p.args.length > 1) return false;
  let k = p.args.length === 0 ? 0 : Number(p.args[0]);
  if (k !== k) k = 0;
  return chain.at(k) === entry;
}

/**
 * The endless self-reading `@Parent` recursion as a loop: each round charges the step and enters
 * the level the recursion would, so the same limit stops it with the same error, without
 * hundreds of nested frames to build and unwind. (Only under the default depth limit, where the
 * recursion never overflows the JS stack first.)
 */
function selfParentLoop(rt: EvalEnv['rt']): never {
  for (;;) {
    rt.charge(1, '@Parent');
    rt.enter('@Parent');
  }
}

// ---------------------------------------------------------------------------------------------
// Game state

function single(get: (ctx: Ctx) => Value): Resolver {
  return (args, ctx) => (args.length === 0 ? get(ctx) : UNRESOLVED);
}

function timeSince(key: 'startGameTime' | 'firstMoveTime' | 'moveStartTime' | 'moveEndTime'): Resolver {
  return single((ctx) => {
    const host = ctx.env.rt.host;
    const t = host[key];
    return t === false ? -1 : (host.now() - t) / 1000;
  });
}

function timestamp(key: 'victoryTime' | 'gameOverTime'): Resolver {
  return single((ctx) => {
    const host = ctx.env.rt.host;
    const t = host[key];
    const start = host.startGameTime;
    return t === false ? -1 : (t - (start === false ? 0 : start)) / 1000;
  });
}

function inGameStatus(ctx: Ctx): Value {
  const host = ctx.env.rt.host;
  switch (host.screen) {
    case 'Gameplay':
      return host.moveInProgress ? 2 : 1;
    case 'SaveCode':
      return host.subScreen === 'Export' ? 0 : -Infinity;
    case 'Win':
      return host.postgameAllowed ? -1 : -2;
    case 'Game Over':
      return -2;
    default:
      return -Infinity;
  }
}

// Each keyword with what it reads (SpecialRead) and its resolver.
const SPECIALS: readonly (readonly [string, SpecialRead, Resolver])[] = [
  ['@This', 'tile', resolveThis],
  ['@Next', 'board', resolveNext],
  ['@NextNE', 'board', nextNonEmpty(false)],
  ['@NextFull', 'board', nextNonEmpty(true)],
  ['@Relative', 'board', resolveRelative],
  // The whole grid with copies of its rows (a row or a tile is copied by its marking).
  ['@Grid', 'board', (args, ctx) => walk(grid(ctx), args, containerCopy)],
  ['@GridWidth', 'board', single((ctx) => ctx.env.rt.host.width)],
  ['@GridHeight', 'board', single((ctx) => ctx.env.rt.host.height)],
  [
    '@TileContainer',
    'board',
    single((ctx) => {
      const c = ctx.env.tile.container;
      return Array.isArray(c) ? containerCopy(c) : c;
    }),
  ],
  ['@VCoord', 'position', single((ctx) => ctx.v)],
  ['@HCoord', 'position', single((ctx) => ctx.h)],
  ['@VDir', 'move', single((ctx) => ctx.vdir)],
  ['@HDir', 'move', single((ctx) => ctx.hdir)],
  ['@MLength', 'move', single((ctx) => ctx.env.tile.addInfo[0])],
  ['@SlideAmount', 'move', single((ctx) => ctx.env.tile.addInfo[1])],
  ['@MoveType', 'move', single((ctx) => ctx.env.tile.addInfo[2])],
  ['@DirectionIndex', 'move', single((ctx) => ctx.env.tile.addInfo[3])],
  ['@Var', 'vars', listAccess((ctx) => ctx.env.vars, false)],
  ['@GVar', 'gameVars', listAccess((ctx) => ctx.env.rt.host.gameVars, true)],
  ['@MVar', 'gameVars', listAccess((ctx) => ctx.env.rt.host.modifierVars, true)],
  [
    '@MVarIndex',
    'gameVars',
    (args, ctx) => {
      const list = ctx.env.rt.host.mvarIndices;
      if (args.length === 0) return list.slice();
      if (args.length !== 1) return UNRESOLVED;
      return list.indexOf(args[0]!) >= 0 ? list.indexOf(args[0]!) : list.indexOf(Number(args[0]));
    },
  ],
  ['@Parent', 'parent', resolveParent],
  ['@Score', 'game', single((ctx) => ctx.env.rt.host.score)],
  ['@Moves', 'game', single((ctx) => ctx.env.rt.host.moves)],
  ['@Merges', 'game', single((ctx) => ctx.env.rt.host.merges)],
  ['@MergeMoves', 'game', single((ctx) => ctx.env.rt.host.mergeMoves)],
  ['@MergesBefore', 'game', single((ctx) => ctx.env.rt.host.mergesBefore)],
  ['@DiscTiles', 'game', (args, ctx) => walk(ctx.env.rt.host.discoveredTiles, args)],
  ['@DiscWinning', 'game', (args, ctx) => walk(ctx.env.rt.host.discoveredWinning, args)],
  ['@DiscLosing', 'game', (args, ctx) => walk(ctx.env.rt.host.discoveredLosing, args)],
  ['@NextSpawns', 'game', (args, ctx) => walk(ctx.env.rt.host.nextSpawns, args)],
  ['@Primes', 'game', single((ctx) => marked(ctx.env.rt.host.primes))],
  ['@TimeSinceStartGame', 'game', timeSince('startGameTime')],
  ['@TimeSinceFirstMove', 'game', timeSince('firstMoveTime')],
  ['@TimeSinceMoveStart', 'game', timeSince('moveStartTime')],
  ['@TimeSinceMoveEnd', 'game', timeSince('moveEndTime')],
  ['@TimestampVictory', 'game', timestamp('victoryTime')],
  ['@TimestampGameOver', 'game', timestamp('gameOverTime')],
  ['@TileOrder', 'game', single((ctx) => ctx.env.rt.host.tileOrder.slice())],
  ['@InGameStatus', 'game', single(inGameStatus)],
];

const RESOLVERS = new Map(SPECIALS.map(([k, reads, resolver]) => [k, [resolver, reads] as const]));

// ---------------------------------------------------------------------------------------------
// Specialised resolvers for the forms merge rules and display rules use on every tile. They must
// agree exactly with the general ones above (the conformance corpus checks both paths).

const SMALL_INT = /^(0|[1-9][0-9]{0,5})$/;

function fastResolver(keyword: string, args: string[]): ((env: EvalEnv) => Result) | null {
  // `@Var k` / `@GVar k`: listAccess with one index, the index read once.
  if ((keyword === '@Var' || keyword === '@GVar') && args.length === 1) {
    const k = Number(args[0]);
    if (keyword === '@Var')
      return (env) => {
        const list = env.vars;
        if (list === null) return UNRESOLVED;
        const v = list.at(k);
        return v === undefined || v === null ? UNRESOLVED : v;
      };
    return (env) => {
      const list = env.rt.host.gameVars as Value[] | null;
      if (list === null) return UNRESOLVED;
      const v = list.at(k);
      return v === undefined || v === null ? UNRESOLVED : v;
    };
  }
  if (keyword === '@This' && args.length === 1 && SMALL_INT.test(args[0]!)) {
    const n = Number(args[0]);
    return (env) => {
      const t = env.tile;
      if (n >= env.rt.host.tileNumAmount) return UNRESOLVED;
      const v = t.v;
      const h = t.h;
      const cont = t.container;
      if (v === 'None' || h === 'None' || !Array.isArray(cont)) return resolveThis([args[0]!], ctxOf(env));
      const row = cont[v];
      if (!Array.isArray(row)) throw typeError('@This', `there is no row ${v}`);
      return component(row[h], n, '@This');
    };
  }
  if (keyword === '@Next' && args.length === 2 && SMALL_INT.test(args[0]!) && SMALL_INT.test(args[1]!)) {
    const d = Number(args[0]);
    const n = Number(args[1]);
    return (env) => {
      const t = env.tile;
      const host = env.rt.host;
      if (n >= host.tileNumAmount) return UNRESOLVED;
      const cont = t.container;
      let r = t.v;
      let c = t.h;
      if (typeof r !== 'number' || typeof c !== 'number' || !Array.isArray(cont)) return resolveNext(args, ctxOf(env));
      const dv = t.vdir;
      const dh = t.hdir;
      if (dv !== 0 || dh !== 0) {
        for (let s = 0; s < d; s++) {
          r += dv;
          c += dh;
          let row = cont[r];
          if (!Array.isArray(row) || !(c >= 0 && c < row.length) || !Number.isInteger(r) || !Number.isInteger(c)) break;
          let guard = 0;
          while (row[c] === SLIPPERY) {
            if (++guard > 64) env.rt.charge(1, '@Next');
            r += dv;
            c += dh;
            row = cont[r];
            if (!Array.isArray(row) || !(c >= 0 && c < row.length) || !Number.isInteger(r) || !Number.isInteger(c))
              break;
          }
          if (!Array.isArray(row) || !(c >= 0 && c < row.length)) break;
        }
      }
      if (!(Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < host.height && c < host.width))
        return UNRESOLVED;
      const row = cont[r];
      return component(Array.isArray(row) ? row[c] : undefined, n, '@Next');
    };
  }
  return null;
}

function ctxOf(env: EvalEnv): Ctx {
  const t = env.tile;
  return { env, v: t.v, h: t.h, vdir: t.vdir, hdir: t.hdir };
}
