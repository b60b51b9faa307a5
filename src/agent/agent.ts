// A player for any mode, through the engine's Game API only: sampled expectimax. Each direction is
// tried on a copy of the game (a second Game of the same mode, put at the position with
// `setPosition`), whose generator is replaced by forked ones, so the mode's real spawns, scripts and
// rules play out while the game's own generator (and so its future spawns) is neither used nor
// read ahead. The forks of a level are stratified over their first two draws (strata.ts), which in
// most modes pick a spawn's tile and cell, so a few samples cover the spawns evenly. Below a move,
// a few sampled spawn outcomes per level, then the best reply, down to a fixed depth (one level
// more on a board with few empty cells); the leaves are valued by board-value.ts. A grid met again
// at the same level within a decision is not searched again, and the effort so saved buys more
// samples at the root. The search effort is a number of
// simulated moves per decision, so a result does not depend on the machine's speed; an optional
// time budget can cut a decision short. Pure and deterministic: the same position, effort and
// seed give the same suggestion.
import { calcEvaluator } from '../engine/index.ts';
import { Game, type GamePosition, type TileEvent } from '../engine/index.ts';
import type { ModeDefinition } from '../engine/index.ts';
import { hashString, Sfc32, type RngState } from '../engine/index.ts';
import { AXIS_COLUMN, AXIS_ROW, boardValue, LEAF, lostValue, TileWorth, type TileRank } from './board-value.ts';
import { stratifiedFork } from './strata.ts';

/** Simulated moves per decision by default (classic 2048, lines leaf: about 14–22 ms per decision on an idle 2-core host). */
export const DEFAULT_EFFORT = 3000;
export { HINT_EFFORT } from './protocol.ts';

/**
 * Search settings by default (exported so the bench can tune them): the weight of the score gained,
 * beside the board value; stratify ≠ 0: stratified forks (strata.ts), else independent ones;
 * thinDeep: the root samples from which a search of three levels with one sample a level below the
 * root is tried (searchShape; Infinity: never);
 * dangerEmpty: a board with at most this many empty cells is dangerous (0: none is), and a
 * full three-level search (not the thin one) of it goes one level deeper at the same effort, with
 * fewer root samples (DANGER_TAILS[dangerTail] below the root). There the few spawn outcomes repeat,
 * so the grids met again make the deeper levels cheap. Classic 2048 at effort 3000, seeds 1–100:
 * 2048 / 4096 / 8192 in 96 / 82 / 30 games with it, 90 / 60 / 4 without.
 */
export const SEARCH = { scoreWeight: 0.5, stratify: 1, thinDeep: 1, dangerEmpty: 3, dangerTail: 1 };

/** Samples per level below the root on a dangerous board (SEARCH.dangerTail picks one; 0: as any board). */
const DANGER_TAILS: readonly (readonly number[])[] = [[], [2, 1, 1], [4, 1], [4, 2], [4, 2, 1], [3, 1, 1]];
/**
 * Extra worth of each empty cell at a leaf by default, in units of the leaf's own per-line empty
 * weight (board-value.ts LEAF.empty), on top of what the lines already give it.
 */
export const DEFAULT_EMPTY_WEIGHT = 0;
/**
 * Extra empty-cell weight by default (same units as emptyWeight) in a search of at most two levels
 * (or three with one sample a level below the root):
 * there the leaf must tell how much room is left, which a deeper search sees for itself (in the
 * slow modes, whose few simulated moves a decision buy two levels, the agent outlived the random
 * player barely without it; in classic 2048 at the full effort's three levels it lost earlier with it).
 * 0.5 rather than 1: at 1, modes that are never in danger of filling up (1716, turatin) lost score
 * per move to the room kept, and over the modes near 2× in the table 0.5 did best (10 of 16 at 2×
 * against 6 at 1 and at 0).
 */
export const DEFAULT_SHALLOW_EMPTY_WEIGHT = 0.5;

export interface AgentOptions {
  /** Simulated moves per decision (default DEFAULT_EFFORT). */
  effort?: number;
  /** Wall-clock ms per decision after which the search stops early (default none). */
  timeBudgetMs?: number;
  /** Agent seed: the forked generators are drawn from it and the position (default 0). */
  seed?: number | string;
  /** Clock for the time budget (default performance.now). */
  now?: () => number;
  /** Extra worth of an empty cell at a leaf, in units of LEAF.empty (default DEFAULT_EMPTY_WEIGHT). */
  emptyWeight?: number;
  /** Weight of the score gained below the root, beside the board value (default SEARCH.scoreWeight). */
  scoreWeight?: number;
  /** Extra empty-cell weight in a search of at most two levels (default DEFAULT_SHALLOW_EMPTY_WEIGHT). */
  shallowEmptyWeight?: number;
  /** Stratified forks (strata.ts) rather than independent ones (default SEARCH.stratify !== 0). */
  stratify?: boolean;
}

export interface Suggestion {
  /** The direction to play, or null when no direction plays. */
  readonly direction: number | null;
  /** How sure: the share of sampled futures in which that direction did best (0–1). */
  readonly confidence: number;
  /** Per direction, its searched value (null: not playable now). */
  readonly values: readonly (number | null)[];
  /** Moves simulated for this decision. */
  readonly simulated: number;
}

/** Simulated moves of a search of this shape at most, with `directions` directions. */
function shapeCost(shape: readonly number[], directions: number): number {
  let c = 0;
  for (let i = shape.length - 1; i >= 0; i--) c = directions * shape[i]! * (1 + c);
  return c;
}

/** Samples per level below the root for a given effort and number of directions. */
export function searchShape(effort: number, directions: number, thinDeep = true): number[] {
  const d = Math.max(1, directions);
  const cost = (shape: number[]): number => shapeCost(shape, d);
  // A third level once the root gets 4 samples (in classic 2048 it reached 4096 where two levels
  // with more samples did not), else two levels with 8 or more root samples, else two levels with
  // one sample a level below the root when one root sample affords three levels (`thinDeep`: at the
  // mode table's effort 100, modes such as Bicolor 2584, 1668 and Pro-Add-Uct lived longer), else
  // two levels with one reply sample as soon as one root sample affords it (in the slow modes, where
  // the effort is small, two levels with 1 sample beat one level with 5 at the same effort); the
  // root gets the rest.
  const tails: [number[], number][] = [
    [[2, 1], 4],
    [[2], 8],
    [[1, 1], thinDeep ? SEARCH.thinDeep : Infinity],
    [[1], 1],
    [[], 1],
  ];
  for (const [tail, least] of tails) {
    const k = Math.floor(effort / cost([1, ...tail]));
    if (k >= least || tail.length === 0) return [Math.max(1, k), ...tail];
  }
  return [1];
}

/** Empty cells of a state's grid. */
function emptyCells(state: { readonly grid: readonly (readonly unknown[])[] }): number {
  let n = 0;
  for (const row of state.grid) for (const t of row) if (t === '@Empty') n++;
  return n;
}

export class Agent {
  private readonly sim: Game;
  private readonly worth = new TileWorth();
  private readonly effort: number;
  private readonly budget: number;
  private readonly seed: number;
  private readonly now: () => number;
  private readonly emptyWeight: number;
  private readonly shallowEmptyWeight: number;
  /** This decision's empty-cell weight (emptyWeight, plus shallowEmptyWeight in a shallow search). */
  private empties = 0;
  private readonly scoreWeight: number;
  private readonly stratify: boolean;
  private readonly directions: number;
  private simulated = 0;
  private deadline = Infinity;
  /**
   * Under a time budget, the last decision showed that the budget affords a three-level search with
   * one sample a level (searchShape's thinDeep): its first root round ended in time, and it simulated
   * as many moves as that search costs. Cut short, such a search left the slow modes (a fraction of a
   * ms a simulated move) with a leaf where two levels had a best reply: Four-Sides 625 and Wildcard
   * DIVE lost half their score.
   */
  private thinAfforded: boolean;
  private rootScore = 0;
  /** Forked generator states per level and sample. */
  private forks: RngState[][] = [];
  private forkBase = 0;
  /** Values of grids searched this decision (by level and grid), less the score gained on the way. */
  private readonly seen = new Map<string, number>();

  constructor(mode: ModeDefinition, opts: AgentOptions = {}) {
    this.effort = Math.max(1, Math.floor(opts.effort ?? DEFAULT_EFFORT));
    this.budget = opts.timeBudgetMs ?? Infinity;
    this.seed = typeof opts.seed === 'string' ? hashString(opts.seed) : Math.floor(opts.seed ?? 0);
    this.now = opts.now ?? (() => performance.now());
    this.emptyWeight = opts.emptyWeight ?? DEFAULT_EMPTY_WEIGHT;
    this.shallowEmptyWeight = opts.shallowEmptyWeight ?? DEFAULT_SHALLOW_EMPTY_WEIGHT;
    this.scoreWeight = opts.scoreWeight ?? SEARCH.scoreWeight;
    this.stratify = opts.stratify ?? SEARCH.stratify !== 0;
    this.sim = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
    this.sim.start();
    this.directions = this.sim.mode.directions.length;
    this.thinAfforded = this.budget === Infinity;
  }

  /** The best direction at a position (taken with `Game.position()` from a game of this mode). */
  suggest(position: GamePosition): Suggestion {
    let shape = searchShape(this.effort, this.directions, this.thinAfforded);
    // Shallow: two levels, or three with one sample a level below the root (thinDeep).
    const thin = shape.length === 3 && shape[1] === 1;
    this.empties = this.emptyWeight + (shape.length <= 2 || thin ? this.shallowEmptyWeight : 0);
    // A dangerous board: one level deeper at the same effort (SEARCH.dangerEmpty), only where the
    // full three-level search runs (not the thin one of small efforts) and the effort affords it.
    const tail = DANGER_TAILS[SEARCH.dangerTail];
    const deeper = shape.length >= 3 && !thin && tail !== undefined && tail.length > 0;
    if (deeper && SEARCH.dangerEmpty > 0 && emptyCells(position.state) <= SEARCH.dangerEmpty) {
      const k = Math.floor(this.effort / shapeCost([1, ...tail], this.directions));
      if (k >= 1) shape = [k, ...tail];
    }
    this.forkBase = hashString(`${this.seed}:${position.rng.join(',')}`);
    this.forks = shape.map((k, level) => Array.from({ length: k }, (_, i) => this.fork(level, i)));
    this.seen.clear();
    this.worth.chooseLeaf();
    this.simulated = 0;
    this.deadline = this.now() + this.budget;
    this.rootScore = position.state.score;
    const sim = this.sim;
    // The search starts from a copy without the game's replay log, which only grows and is
    // copied with every position the search restores.
    sim.setPosition(position);
    sim.state.movesPlayed = [];
    sim.state.replayOtherSpawns = [];
    sim.state.replayTimestamps = [];
    position = sim.position();
    const n = this.directions;
    const k0 = shape[0]!;
    const sums: number[] = new Array<number>(n).fill(0);
    const counts: number[] = new Array<number>(n).fill(0);
    const playable: boolean[] = new Array<boolean>(n).fill(true);
    const perSample: number[][] = [];
    // Samples outside, directions inside, so that a time budget cuts every direction alike. Grids
    // met again are not searched again (this.seen), so the root takes more samples, as many as the
    // effort allows at the cost of the rounds so far.
    for (let k = 0, before = -1; k < k0 || this.simulated + this.simulated / k <= this.effort; k++) {
      // A round that simulated nothing (no direction plays) ends the search.
      if (this.simulated === before || (k > 0 && this.timeUp())) break;
      before = this.simulated;
      if (k >= this.forks[0]!.length) this.forks[0]!.push(this.fork(0, k));
      const row: number[] = new Array<number>(n).fill(-Infinity);
      for (let d = 0; d < n; d++) {
        if (!playable[d]) continue;
        const v = this.chance(position, d, 0, k, shape);
        if (v === null) {
          playable[d] = false;
          continue;
        }
        row[d] = v;
        sums[d]! += v;
        counts[d]!++;
      }
      perSample.push(row);
      if (k === 0 && this.budget !== Infinity) this.thinAfforded = !this.timeUp();
    }
    // A shallower search tells by the moves it simulated in its budget.
    if (this.budget !== Infinity && !thin)
      this.thinAfforded &&= this.simulated >= 0.8 * shapeCost([1, 1, 1], this.directions);
    const values = sums.map((s, d) => (playable[d] && counts[d]! > 0 ? s / counts[d]! : null));
    let best: number | null = null;
    for (let d = 0; d < n; d++) if (values[d] !== null && (best === null || values[d]! > values[best]!)) best = d;
    let wins = 0;
    if (best !== null) for (const row of perSample) if (row.every((v, d) => d === best || v <= row[best!]!)) wins++;
    return {
      direction: best,
      confidence: perSample.length ? wins / perSample.length : 0,
      values,
      simulated: this.simulated,
    };
  }

  /**
   * Direction d played from `position` with the fork of sample k at this level: the value after
   * it (score gained plus what follows), or null when the direction does not play.
   */
  private chance(position: GamePosition, d: number, level: number, k: number, shape: number[]): number | null {
    const sim = this.sim;
    sim.setPosition({ state: position.state, rng: this.forks[level]![k]!, timerDue: position.timerDue });
    const r = sim.move(d);
    if (!r.accepted) return null;
    this.simulated++;
    if (r.error || !r.moved) return null;
    // The lines leaf learns which tiles merge from the moves tried from the first two levels' grids.
    if (k === 0 && level <= 1 && LEAF.lines !== 0 && LEAF.learnedMerges !== 0) this.learnMerges(position, r.events);
    const s = sim.state;
    if (s.screen === 'Win' && s.postgameAllowed) sim.continuePlaying();
    return this.valueHere(level + 1, shape);
  }

  /** Tells the leaf which tiles (as they stood in `position`, found by id) each merge consumed. */
  private learnMerges(position: GamePosition, events: readonly TileEvent[]): void {
    const { grid, ids } = position.state;
    for (const e of events) {
      if (e.type !== 'merge') continue;
      const tiles: TileRank[] = [];
      // The axes the consumed tiles shared before the move: a row (same v), a column (same h).
      let axes = AXIS_ROW | AXIS_COLUMN;
      let v0 = -1;
      let h0 = -1;
      for (const c of e.consumed) {
        // A consumed tile is found where it stood before the move (a tile made earlier in this move is not).
        let found: TileRank | undefined;
        for (let v = 0; v < ids.length && found === undefined; v++) {
          const h = ids[v]!.indexOf(c.id);
          const t = h >= 0 ? grid[v]![h] : undefined;
          if (t === undefined || typeof t === 'string') continue;
          found = this.worth.entry(t, this.sim.state);
          if (v0 >= 0 && v !== v0) axes &= ~AXIS_ROW;
          if (h0 >= 0 && h !== h0) axes &= ~AXIS_COLUMN;
          v0 = v;
          h0 = h;
        }
        if (found === undefined) break;
        tiles.push(found);
      }
      const made = e.results[0]?.tile;
      const result =
        made === undefined || typeof made === 'string' ? undefined : this.worth.entry(made, this.sim.state);
      // Tiles on neither one row nor one column (a diagonal or hexagonal move): counted on both.
      if (LEAF.mergeAxes === 0 || axes === 0) axes = AXIS_ROW | AXIS_COLUMN;
      if (tiles.length === e.consumed.length) this.worth.noteMerge(tiles, result, axes);
    }
  }

  /** The forked generator state of sample i at a level. */
  private fork(level: number, i: number): RngState {
    if (this.stratify) return stratifiedFork(this.forkBase, level, i);
    return new Sfc32(this.forkBase ^ (level * 7919 + i * 104729 + 1)).getState();
  }

  /** The time budget is spent (the clock is not read without one). */
  private timeUp(): boolean {
    return this.deadline !== Infinity && this.now() > this.deadline;
  }

  /** The value of the simulated game's current position with `level` levels searched above it. */
  private valueHere(level: number, shape: number[]): number {
    const sim = this.sim;
    const s = sim.state;
    const gained = this.scoreWeight * (s.score - this.rootScore);
    if (s.screen === 'Game Over') return gained + lostValue(s, this.worth);
    if (s.screen === 'Win') return gained + 2 * boardValue(s, this.worth, this.empties);
    // A time budget cuts the first round's later directions to a leaf where the first ones took the
    // best reply. In slow modes (a fraction of a ms a simulated move, a few simulated moves a decision)
    // that bias did better than a shape chosen to finish in the budget (one level for every direction):
    // over 23 modes at the table's settings, 4 of the 6 slow ones lost 15–60% of their score with it.
    if (level >= shape.length || this.timeUp()) return gained + boardValue(s, this.worth, this.empties);
    const key = `${level}:${this.worth.gridKey(s)}`;
    const known = this.seen.get(key);
    if (known !== undefined) return gained + known;
    const here = sim.position();
    let best = -Infinity;
    const k = shape[level]!;
    for (let d = 0; d < this.directions; d++) {
      let sum = 0;
      let count = 0;
      for (let i = 0; i < k; i++) {
        const v = this.chance(here, d, level, i, shape);
        if (v === null) break;
        sum += v;
        count++;
      }
      if (count > 0 && sum / count > best) best = sum / count;
    }
    // No direction plays: as good as lost, unless the mode moves on by itself.
    if (best === -Infinity) {
      sim.setPosition(here);
      best = gained + lostValue(sim.state, this.worth);
    }
    this.seen.set(key, best - gained);
    return best;
  }
}
