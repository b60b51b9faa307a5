// Positions of a running `Game` as exact text, for the app's undo/redo and for saving a game with
// its undo history (the original has no undo, engine.md §3.3; ours lives here, above the engine).
//
// A position is the game state's own fields (what resume.ts restores from a Game code, plus the
// tile ids and the random generator), written with the conformance value encoding so bigints,
// Gaussian/rational numbers, −0 and tag-like strings survive. Only the engine's public state is
// read and written, like `resumeGame` does; the merge-result cache is not kept (Game codes do not
// keep it either, formats.md §4.2), so it starts empty after a load.
//
// It runs after every move, so
//   - texts of values inside the state's lists (tiles, rules …; immutable by convention) are cached
//     per object, the lists themselves (edited in place by the engine) are joined afresh,
//   - a field text equal to the previous position's is that same string object, and a save stores
//     each distinct text once (the merge rules of 100 undo steps are one text),
//   - the append-only replay log of an older position is saved as a prefix of the current one.
import type { Value } from '../calc/values.ts';
import type { Game } from '../engine/index.ts';
import { mayBypassCache } from '../engine/index.ts';
import type { GameState } from '../engine/index.ts';
import { boardSizeProblem } from '../formats/board-size.ts';
import { decodeCorpusValue, encodeCorpusValue } from '../formats/extended-json.ts';

/** Undo steps kept (in memory and in saves). */
export const HISTORY_LIMIT = 100;

type Kind = 'grid' | 'list' | 'num' | 'int' | 'bool' | 'time' | 'str' | 'any';

/** The state fields of a position and what they must look like when loaded back. */
const FIELDS: readonly (readonly [keyof GameState | '@rng', Kind])[] = [
  ['width', 'int'],
  ['height', 'int'],
  ['tileNumAmount', 'int'],
  ['hexagonal', 'bool'],
  ['grid', 'grid'],
  ['ids', 'grid'],
  ['nextId', 'int'],
  ['score', 'num'],
  ['won', 'num'],
  ['moves', 'num'],
  ['manualMoves', 'num'],
  ['merges', 'num'],
  ['mergeMoves', 'num'],
  ['mergesBefore', 'num'],
  ['screen', 'str'],
  ['subScreen', 'any'],
  ['postgameAllowed', 'bool'],
  ['possibleOverChecked', 'bool'],
  ['isPlayingReplay', 'bool'],
  ['rngIndex', 'num'],
  ['startGameTime', 'time'],
  ['firstMoveTime', 'time'],
  ['moveStartTime', 'time'],
  ['moveEndTime', 'time'],
  ['victoryTime', 'time'],
  ['gameOverTime', 'time'],
  ['tileValueFunction', 'any'],
  ['gameVars', 'list'],
  ['modifierVars', 'list'],
  ['mvarIndices', 'list'],
  ['discoveredTiles', 'list'],
  ['discoveredWinning', 'list'],
  ['discoveredLosing', 'list'],
  ['nextSpawns', 'list'],
  ['tileOrder', 'list'],
  ['tileSpawns', 'list'],
  ['forcedSpawns', 'list'],
  ['spawnBoxes', 'grid'],
  ['scripts', 'list'],
  ['mergeRules', 'list'],
  ['discoveredTilesFilter', 'list'],
  ['directionsAvailable', 'list'],
  ['scriptLastRun', 'list'],
  ['movesPlayed', 'list'],
  ['currentMovePlayed', 'list'],
  ['otherRandomEvents', 'list'],
  ['replayOtherSpawns', 'list'],
  ['replayTimestamps', 'list'],
  ['@rng', 'list'],
];

export const POSITION_FIELDS: readonly string[] = FIELDS.map(([k]) => k);
const LOGS = new Set(['movesPlayed', 'replayTimestamps', 'otherRandomEvents', 'replayOtherSpawns']);
const LOG_INDEX = new Set(POSITION_FIELDS.flatMap((k, i) => (LOGS.has(k) ? [i] : [])));

/** One field text per `POSITION_FIELDS` entry. */
export type Position = readonly string[];

/** A position with its undo and redo steps, as saved (structured-clonable plain data). */
export interface SavedPositions {
  readonly fields: readonly string[];
  /** Distinct field texts; `#n` = the first n characters of the current position's log text, closed. */
  readonly pool: readonly string[];
  readonly current: readonly number[];
  readonly history: readonly (readonly number[])[];
  readonly future: readonly (readonly number[])[];
}

export class SaveFormatError extends Error {
  override readonly name = 'SaveFormatError';
}

function damaged(what: string): never {
  throw new SaveFormatError(`saved game is damaged (${what})`);
}

export class PositionCodec {
  /** Texts of immutable values (objects inside the state's containers). */
  private readonly texts = new WeakMap<object, string>();

  private value(x: Value): string {
    if (!Array.isArray(x)) return JSON.stringify(encodeCorpusValue(x));
    const hit = this.texts.get(x);
    if (hit !== undefined) return hit;
    const t = this.join(x, 0);
    this.texts.set(x, t);
    return t;
  }

  /** A container's text; `open` levels are mutable containers (not cached), deeper ones values. */
  private join(x: readonly Value[], open: number): string {
    let s = '[';
    for (let i = 0; i < x.length; i++) {
      const e = x[i];
      s += (i ? ',' : '') + (open > 0 && Array.isArray(e) ? this.join(e, open - 1) : this.value(e));
    }
    return s + ']';
  }

  /** The position `game` is in. Texts equal to `prev`'s are `prev`'s string objects. */
  encode(game: Game, prev?: Position): Position {
    const s = game.state as unknown as Record<string, Value>;
    return FIELDS.map(([k, kind], i) => {
      const x = k === '@rng' ? [...game.core.rng.getState()] : s[k];
      const t = Array.isArray(x) ? this.join(x, kind === 'grid' ? 1 : 0) : this.value(x);
      const p = prev?.[i];
      return p !== undefined && p === t ? p : t;
    });
  }

  /** The last position `decode` read, with its values (fields whose text is unchanged are not parsed again). */
  private lastDecoded: { p: Position; values: Value[] } | null = null;

  /**
   * The values of position `p`, with every check `load` makes (throws SaveFormatError if damaged).
   * The same decoder reads saves back, so a position that passes can be restored.
   */
  private decode(p: Position, remember: boolean): Map<string, Value> {
    if (!Array.isArray(p) || p.length !== FIELDS.length || !p.every((t) => typeof t === 'string')) damaged('position');
    // Values handed to a game (load) are its own: the engine edits some containers in place.
    const last = remember ? this.lastDecoded : null;
    const decoded: Value[] = new Array<Value>(FIELDS.length);
    const values = new Map<string, Value>();
    FIELDS.forEach(([k, kind], i) => {
      let x: Value;
      const t = p[i]!;
      const before = last?.p[i];
      if (before === t) x = last!.values[i];
      else {
        // A replay log grows by appending: only the new entries are read (else a long game reads
        // its whole log after every move).
        const appended =
          before !== undefined &&
          LOG_INDEX.has(i) &&
          before.length > 2 &&
          t.length > before.length &&
          t.charCodeAt(before.length - 1) === 44 &&
          t.startsWith(before.slice(0, -1));
        try {
          x = decodeCorpusValue(JSON.parse(appended ? '[' + t.slice(before.length) : t) as unknown);
        } catch (e) {
          damaged(`${k}: ${e instanceof Error ? e.message : String(e)}`);
        }
        if (!fits(kind, x)) damaged(k);
        if (appended) x = (last!.values[i] as Value[]).concat(x as Value[]);
      }
      decoded[i] = x;
      values.set(k, x);
    });
    const width = values.get('width') as number;
    const height = values.get('height') as number;
    const size = boardSizeProblem(width, height);
    if (size !== null) damaged(`board size: ${size}`);
    const grid = values.get('grid') as Value[][];
    const ids = values.get('ids') as Value[][];
    if (grid.length !== height || ids.length !== height) damaged('board rows');
    let maxId = 0;
    for (let v = 0; v < height; v++) {
      // A script's `@replace_tile` past the row end extends the row, leaving holes (calcarray.md
      // §11.3, the original's behaviour, kept): such a grid (and its ids) is the game's real state,
      // so it must load back, or the saved game is lost. Rows shorter than the board are damage.
      if (grid[v]!.length < width || ids[v]!.length < width) damaged('board columns');
      for (const id of ids[v]!) {
        if (id === undefined) continue; // the id of such a hole
        if (!Number.isInteger(id) || (id as number) < 0) damaged('tile ids');
        maxId = Math.max(maxId, id as number);
      }
    }
    if ((values.get('nextId') as number) <= maxId) damaged('next tile id');
    const rng = values.get('@rng') as Value[];
    if (rng.length !== 4 || !rng.every((n) => Number.isInteger(n))) damaged('random generator');
    if (remember) this.lastDecoded = { p, values: decoded };
    return values;
  }

  /**
   * Throws SaveFormatError if position `p` could not be restored: run before a position becomes the
   * saved one, so a game is never saved in a form that loads as damage. Cheap for fields equal to
   * the position checked last (the previous action's).
   */
  check(p: Position): void {
    this.decode(p, true);
  }

  /** Puts `game` into position `p` (throws SaveFormatError, leaving `game` unchanged, if damaged). */
  load(game: Game, p: Position): void {
    const values = this.decode(p, false);
    const ids = values.get('ids') as Value[][];
    const rng = values.get('@rng') as Value[];

    // Checked: now write. Containers are fresh copies (the engine edits its lists in place).
    const s = game.state;
    const t = s as unknown as Record<string, Value>;
    for (const [k, kind] of FIELDS) {
      if (k === '@rng' || k === 'ids' || k === 'nextId') continue;
      const x = values.get(k);
      t[k] = kind === 'grid' ? (x as Value[][]).map((r) => r.slice()) : Array.isArray(x) ? x.slice() : x;
    }
    s.moveInProgress = false;
    s.scriptSignals = [];
    // Fresh animation ids and id references for the grid (as resuming a code does), then ours back.
    game.core.tiles.reset();
    s.ids = (ids as number[][]).map((r) => r.slice());
    s.nextId = values.get('nextId') as number;
    game.core.cache.clear();
    game.core.cache.setBypass(mayBypassCache(game.core));
    game.core.rng.setState(rng as unknown as [number, number, number, number]);
    game.stateEdited();
  }

  private readonly prefixCache = new WeakMap<Position, { next: Position; ok: boolean[] }>();

  /** Per field: is `older`'s log text a prefix of `newer`'s (as a list)? Non-log fields: true. */
  private prefixOf(older: Position, newer: Position): boolean[] {
    const hit = this.prefixCache.get(older);
    if (hit && hit.next === newer) return hit.ok;
    const ok = older.map((t, i) => {
      if (!LOG_INDEX.has(i)) return true;
      const n = newer[i]!;
      return (
        t === n ||
        (t.length > 2 && n.length > t.length && n.charCodeAt(t.length - 1) === 44 && n.startsWith(t.slice(0, -1)))
      );
    });
    this.prefixCache.set(older, { next: newer, ok });
    return ok;
  }

  /** Everything undo/redo and resuming need, with shared texts stored once. */
  save(current: Position, history: readonly Position[], future: readonly Position[]): SavedPositions {
    history = history.slice(-HISTORY_LIMIT);
    future = future.slice(-HISTORY_LIMIT);
    // Which log fields of each undo step are a prefix of the current log: checked pairwise along
    // the stack (step i against step i+1, the top against the current position) and remembered per
    // pair, so a save costs one check per log, not one per step.
    const logPrefix = new Array<boolean>(current.length).fill(true);
    const prefixes: boolean[][] = new Array<boolean[]>(history.length);
    for (let i = history.length - 1; i >= 0; i--) {
      const ok = this.prefixOf(history[i]!, history[i + 1] ?? current);
      for (let f = 0; f < ok.length; f++) logPrefix[f] = logPrefix[f]! && ok[f]!;
      prefixes[i] = logPrefix.slice();
    }
    // Texts get session-wide ids once (per position, cached); a save maps the ids in use to a pool.
    const pool: string[] = [];
    const slot = new Map<number, number>();
    const put = (id: number): number => {
      let i = slot.get(id);
      if (i === undefined) {
        i = pool.length;
        pool.push(this.textOfId[id]!);
        slot.set(id, i);
      }
      return i;
    };
    const step = (p: Position, prefix: readonly boolean[] | undefined): number[] => {
      const ids = this.idsOf(p);
      return ids.map((id, f) => {
        const t = p[f]!;
        return prefix?.[f] && LOG_INDEX.has(f) && t !== current[f] && t.length > 2
          ? put(this.idOf(`#${t.length - 1}`))
          : put(id);
      });
    };
    const out: SavedPositions = {
      fields: POSITION_FIELDS,
      pool,
      current: this.idsOf(current).map(put),
      history: history.map((p, i) => step(p, prefixes[i])),
      future: future.map((p) => step(p, undefined)),
    };
    // Forget texts no position uses any more, now and then.
    if (this.textOfId.length > 4 * pool.length + 4096) {
      this.textIds.clear();
      this.textOfId.length = 0;
      this.positionIds = new WeakMap();
    }
    return out;
  }

  private readonly textIds = new Map<string, number>();
  private readonly textOfId: string[] = [];
  private positionIds = new WeakMap<Position, number[]>();

  private idOf(t: string): number {
    let id = this.textIds.get(t);
    if (id === undefined) {
      id = this.textOfId.length;
      this.textOfId.push(t);
      this.textIds.set(t, id);
    }
    return id;
  }

  private idsOf(p: Position): number[] {
    let ids = this.positionIds.get(p);
    if (!ids) {
      ids = p.map((t) => this.idOf(t));
      this.positionIds.set(p, ids);
    }
    return ids;
  }

  /** The positions of a save (not loaded into a game yet). Throws SaveFormatError. */
  static read(data: unknown): { current: Position; history: Position[]; future: Position[] } {
    if (typeof data !== 'object' || data === null) damaged('no positions');
    const d = data as Partial<SavedPositions>;
    const { fields, pool, current, history, future } = d;
    if (
      !Array.isArray(fields) ||
      fields.length !== POSITION_FIELDS.length ||
      fields.some((f, i) => f !== POSITION_FIELDS[i])
    )
      damaged('fields of another version');
    if (!Array.isArray(pool) || !pool.every((t) => typeof t === 'string')) damaged('texts');
    const texts = (idx: unknown, cur: Position | null): Position => {
      if (!Array.isArray(idx) || idx.length !== POSITION_FIELDS.length) damaged('position');
      return idx.map((i: unknown, f) => {
        if (!Number.isInteger(i) || (i as number) < 0 || (i as number) >= pool.length) damaged('text index');
        const t = pool[i as number]!;
        if (!t.startsWith('#')) return t;
        const n = Number(t.slice(1));
        const base = cur?.[f];
        if (!base || !LOGS.has(POSITION_FIELDS[f]!) || !Number.isInteger(n) || n < 1 || n >= base.length)
          damaged('log');
        return base.slice(0, n) + ']';
      });
    };
    const cur = texts(current, null);
    if (!Array.isArray(history) || !Array.isArray(future)) damaged('history');
    return { current: cur, history: history.map((h) => texts(h, cur)), future: future.map((h) => texts(h, cur)) };
  }
}

function fits(kind: Kind, x: Value): boolean {
  switch (kind) {
    case 'grid':
      return Array.isArray(x) && x.every(Array.isArray);
    case 'list':
      return Array.isArray(x);
    case 'num':
      return typeof x === 'number';
    case 'int':
      return Number.isInteger(x);
    case 'bool':
      return typeof x === 'boolean';
    case 'time':
      return x === false || typeof x === 'number';
    case 'str':
      return typeof x === 'string';
    case 'any':
      return true;
  }
}
