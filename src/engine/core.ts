// The running engine's shared context: the state (the CalcHost), the mode, the evaluator, the
// random generator, the merge-result cache, the tile-event recorder and the replay spawn feed.
// The other engine modules are functions over a `Core`.
import type { MoveTracer } from './trace.ts';
import { withRuleVars, type Board, type RuleEvaluate } from './rules/merge-rules.ts';
import type { Value } from '../calc/values.ts';
import { MergeCache } from './speedups/cache.ts';
import type { EngineEvaluator, EvalContext } from './evaluator.ts';
import { Tiles, type Announcement } from './events.ts';
import { Geometry } from './rules/geometry.ts';
import { LineMemo } from './speedups/pair-memo.ts';
import { TileIds } from './tile-ids.ts';
import type { ModeDefinition } from './mode.ts';
import { Sfc32, type Rng } from './rng.ts';
import { GameState } from './rules/state.ts';

export interface EngineOptions {
  evaluator: EngineEvaluator;
  /** Random generator (default: sfc32 seeded with `seed`). */
  rng?: Rng;
  seed?: number | string;
  /** The clock in ms (default Date.now). Replays and tests inject a virtual clock. */
  clock?: () => number;
  /** Setting 18: the cap on `mergeResultKnownLevel` (default 2). */
  maxMergeResultKnownLevel?: number;
  /**
   * Leave the merge-result cache out where it is proven transparent (cache-transparency.ts;
   * default true). The results are the same either way; tests turn it off to compare.
   */
  cacheBypass?: boolean;
}

/** A recorded spawn `[tile, row, column]` replacing a random choice (replay playback). */
export type SpawnRecord = [Value, number, number];

/** Recorded spawns fed to the spawn routines instead of drawing (see replay.ts). */
export class SpawnFeed {
  private i = 0;
  private other = 0;
  /**
   * @param records the spawns, in order (forced before, random, forced after)
   * @param conveyor the recorded conveyor after the action: the tile the original drew when a
   *   spawn found no cell (that draw is random too, and stays in the conveyor), and the tiles it
   *   pre-rolled for a visible next-tiles strip
   * @param others the spawns of each automatic move that counted as its own move, in order
   */
  constructor(
    private readonly records: readonly SpawnRecord[],
    readonly conveyor?: readonly Value[],
    private readonly others: readonly (readonly SpawnRecord[])[] = [],
  ) {}
  next(): SpawnRecord | undefined {
    return this.records[this.i++];
  }
  /** The feed of the next automatic move that counts as its own move (its conveyor is this one's). */
  nextOwnMove(): SpawnFeed {
    return new SpawnFeed(this.others[this.other++] ?? [], this.conveyor);
  }
  get remaining(): number {
    return this.records.length - this.i;
  }
}

/** How a move is being made: its direction data and strength (engine.md §5.1, §5.11). */
export interface MoveInfo {
  vdir: number;
  hdir: number;
  slide: number;
  moveType: Value;
  /** `@DirectionIndex`: d+1 for manual direction d, −(a+1) for automatic move a. */
  dirIndex: number;
  kind: number;
  mergesAllowed: boolean;
  zeroMergesAllowed: boolean;
  turnScripts: boolean;
  /** Manual direction index, or −1 for automatic moves. */
  manualIndex: number;
}

export class Core {
  readonly state = new GameState();
  readonly tiles: Tiles;
  /** Ids of tile values (deep equality), shared by the merge cache and discovery. */
  readonly tileIds = new TileIds();
  readonly cache = new MergeCache(this.tileIds);
  /** What pair and line rules do with the tiles they read, by tile ids (see pair-memo.ts). */
  readonly lineMemo = new LineMemo();
  /** Line rules' evaluated results and score, by the tiles their outputs and score read. */
  readonly resultMemo = new LineMemo();
  /**
   * Where the rule pre-filter proved that no rule of a list can match, by the tile's id and the
   * one in front (0 off the board), as a "no match" (null) under the rule list (merge.ts `firstRule`).
   */
  readonly noMatchPairs = new LineMemo();
  mode: ModeDefinition;
  readonly evaluator: EngineEvaluator;
  readonly rng: Rng;
  readonly clock: () => number;
  readonly maxCacheLevel: number;
  /** `EngineOptions.cacheBypass`. */
  readonly cacheBypassAllowed: boolean;
  /** The original's "playing a replay" (no game-over/win screens, no RestartMode scripts). */
  replaying = false;
  /** Recorded spawns to place instead of drawing, for the action in progress. */
  feed: SpawnFeed | null = null;
  announcements: Announcement[] = [];
  outputs: string[] = [];
  /** The tracer of the move in progress (`ActionOptions.tracer`), or null: every report site checks this. */
  tracer: MoveTracer | null = null;
  /** Redraw requests (`@ScriptSignal_DisplayGrid`), for the app. */
  redraws = 0;
  /** Ends the game after a script-signalled win check outside a move (set by the game manager). */
  onSignalledWinCheck: ((result: number) => void) | null = null;

  private geo: Geometry | null = null;
  private boardMemo: Board | null = null;

  /** The live grid as the merge-rule helpers see it (one object while the grid is the same). */
  get board(): Board {
    const s = this.state;
    const b = this.boardMemo;
    if (b && b.cells === s.grid && b.width === s.width && b.height === s.height) return b;
    return (this.boardMemo = { cells: s.grid, width: s.width, height: s.height });
  }

  /** Tables of the current board shape (rebuilt when the size changes). */
  get geometry(): Geometry {
    const s = this.state;
    const g = this.geo;
    // The rebuild in a call of its own: the getter stays small enough to inline into every caller.
    return g !== null && g.width === s.width && g.height === s.height ? g : this.newGeometry();
  }

  private newGeometry(): Geometry {
    return (this.geo = new Geometry(this.state.width, this.state.height));
  }

  constructor(mode: ModeDefinition, opts: EngineOptions) {
    this.mode = mode;
    this.evaluator = opts.evaluator;
    this.rng = opts.rng ?? new Sfc32(opts.seed ?? Date.now());
    this.clock = opts.clock ?? (() => Date.now());
    this.maxCacheLevel = opts.maxMergeResultKnownLevel ?? 2;
    this.cacheBypassAllowed = opts.cacheBypass !== false;
    this.tiles = new Tiles(this.state);
    const s = this.state;
    s.now = () => this.clock();
    s.random = () => this.rng.next();
    s.effects = {
      output: (text) => this.outputs.push(text),
      log: () => {},
      announce: (text, ms) => this.announcements.push({ text, ms }),
    };
  }

  /** Evaluates with this game as the host. */
  ev(expr: Value, ctx: EvalContext = {}): Value {
    return this.evaluator.evaluate(expr, this.state, ctx);
  }

  /** Evaluates a merge-rule part with the rule's variables (see `withRuleVars`). */
  evRule(expr: Value, ctx: EvalContext): Value {
    return this.ev(withRuleVars(expr, ctx.vars ?? null), ctx);
  }

  /** The evaluation seam in the shape the merge-rule helpers expect. */
  readonly ruleEvaluate: RuleEvaluate = (expr, tile, vars) => {
    const e = this.evaluator;
    return e.evaluateAt
      ? e.evaluateAt(withRuleVars(expr, vars), this.state, tile, vars)
      : this.evRule(expr, { ...tile, vars });
  };

  /** The "turn" context of a move: cell (0,0), the move's vector and addInfo. */
  turnCtx(m: MoveInfo | null): EvalContext {
    if (!m) return {};
    return { v: 0, h: 0, vdir: m.vdir, hdir: m.hdir, addInfo: [1, m.slide, m.moveType, m.dirIndex] };
  }

  /** `mergeResultKnownLevel` as capped by the settings. */
  get cacheLevel(): number {
    const l = this.mode.mergeResultKnownLevel;
    return Number.isFinite(l) ? Math.max(0, Math.min(l, this.maxCacheLevel)) : this.maxCacheLevel;
  }

  /** A uniform draw. */
  random(): number {
    return this.rng.next();
  }

  isOnBoard(v: number, h: number): boolean {
    const s = this.state;
    return Number.isInteger(v) && Number.isInteger(h) && v >= 0 && h >= 0 && v < s.height && h < s.width;
  }

  cell(v: number, h: number): Value {
    return this.state.grid[v]?.[h];
  }
}
