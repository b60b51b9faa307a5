// What a move did, for animation: every grid change the engine makes goes through `Tiles`, which
// keeps a stable id per tile (parallel to the grid) and records events. Changes made by scripts
// (`@replace_tile`) are noticed by `sync`, which compares cell identities.
import type { Value } from '../calc/values.ts';
import type { GameState, Pos } from './rules/state.ts';

export type TileEvent =
  /** A tile slid one step (a move's consecutive steps of one tile share its id). */
  | { type: 'slide'; id: number; from: Pos; to: Pos }
  /** A sliding or length-0 merge: `consumed` tiles were replaced by `results` (new ids). */
  | {
      type: 'merge';
      rule: number;
      zero: boolean;
      consumed: { id: number; at: Pos }[];
      results: { id: number; at: Pos; tile: Value }[];
    }
  | { type: 'spawn'; id: number; at: Pos; tile: Value; forced: boolean }
  /** A tile disappeared outside a merge (scripts, hole countdown …). */
  | { type: 'vanish'; id: number; at: Pos }
  /** A cell got a new value outside a merge or spawn (scripts, temporary holes …). */
  | { type: 'change'; id: number; at: Pos; value: Value };

export interface Announcement {
  text: string;
  ms: number;
}

export interface MoveResult {
  /** The action was accepted (a direction that is unavailable or blocked is refused). */
  accepted: boolean;
  /** Something moved (the turn counted). */
  moved: boolean;
  events: TileEvent[];
  scoreDelta: number;
  announcements: Announcement[];
  outputs: string[];
  screen: string;
  won: number;
  /** Set when an expression failed; the state was rolled back to before the action. */
  error?: string;
}

function isTileValue(v: Value): boolean {
  // A list first: comparing a list with texts took V8's generic comparison, three calls a spawn.
  return Array.isArray(v) || (v !== '@Empty' && v !== '@Void' && v !== '@Slippery' && v !== undefined);
}

export class Tiles {
  events: TileEvent[] = [];
  constructor(private readonly s: GameState) {}

  private newId(): number {
    return this.s.nextId++;
  }

  /**
   * Rebuilds ids for a fresh grid (game start, a resumed game). Lists appended to, not mapped:
   * `map` makes holey lists, whose every read (the fast move reads and writes these every move)
   * then checks for holes. A hole in a grid row gets id 0, as every reader takes a missing id.
   */
  reset(): void {
    const s = this.s;
    const ids: number[][] = [];
    const refs: Value[][] = [];
    for (const row of s.grid) {
      const idRow: number[] = [];
      for (const c of row) idRow.push(isTileValue(c) ? this.newId() : 0);
      ids.push(idRow);
      refs.push(row.slice());
    }
    s.ids = ids;
    s.idRefs = refs;
  }

  /** Records script edits: any cell whose value object changed since the last engine write. */
  sync(): void {
    const s = this.s;
    for (let v = 0; v < s.grid.length; v++) {
      const row = s.grid[v]!;
      if (!s.ids[v]) s.ids[v] = [];
      if (!s.idRefs[v]) s.idRefs[v] = [];
      for (let h = 0; h < row.length; h++) {
        const cur = row[h];
        if (cur === s.idRefs[v]![h]) continue;
        const old = s.ids[v]![h] ?? 0;
        if (old) this.events.push({ type: 'vanish', id: old, at: [v, h] });
        const id = isTileValue(cur) ? this.newId() : 0;
        if (id) this.events.push({ type: 'change', id, at: [v, h], value: cur });
        s.ids[v]![h] = id;
        s.idRefs[v]![h] = cur;
      }
    }
  }

  idAt(at: Pos): number {
    return this.s.ids[at[0]]?.[at[1]] ?? 0;
  }

  /** Writes a cell; returns the new id (0 for non-tiles). */
  set(at: Pos, value: Value): number {
    // Indexed, not destructured: small enough for V8 to inline into the spawn loop.
    const v = at[0];
    const h = at[1];
    const s = this.s;
    s.grid[v]![h] = value;
    const id = isTileValue(value) ? this.newId() : 0;
    s.ids[v]![h] = id;
    s.idRefs[v]![h] = value;
    return id;
  }

  /** Moves the tile at `from` to `to` (which must be empty); `from` becomes empty. */
  slide(from: Pos, to: Pos): void {
    const s = this.s;
    const value = s.grid[from[0]]![from[1]];
    const id = this.idAt(from);
    s.grid[to[0]]![to[1]] = value;
    s.ids[to[0]]![to[1]] = id;
    s.idRefs[to[0]]![to[1]] = value;
    s.grid[from[0]]![from[1]] = '@Empty';
    s.ids[from[0]]![from[1]] = 0;
    s.idRefs[from[0]]![from[1]] = '@Empty';
    if (id) this.events.push({ type: 'slide', id, from, to });
  }

  spawn(at: Pos, tile: Value, forced: boolean): void {
    const id = this.set(at, tile);
    this.events.push({ type: 'spawn', id, at, tile, forced });
  }

  /** A cell change that is not a merge or spawn (hole countdown). */
  change(at: Pos, value: Value): void {
    const old = this.idAt(at);
    if (old) this.events.push({ type: 'vanish', id: old, at });
    const id = this.set(at, value);
    if (id) this.events.push({ type: 'change', id, at, value });
  }

  take(): TileEvent[] {
    const e = this.events;
    this.events = [];
    return e;
  }
}
