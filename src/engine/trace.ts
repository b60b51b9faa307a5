// The move tracer (the Rule inspector's source): an optional hook passed into `Game.move` that the
// engine's own move code reports to as it runs — phases, script batches, slides, merges (which rule,
// which cells) and failed merge attempts with each rule's reason. Off (the default), every report
// site is one null check of `core.tracer`. A traced move skips the fast move (its plan is the same
// move, proven equal, but reports nothing).
import type { Value } from '../calc/values.ts';
import type { Pos } from './rules/state.ts';

/** The phases of one turn, in the order the engine runs them (src/engine/rules/move.ts), with the script timings each runs. */
export const TURN_PHASES: readonly {
  readonly id: TurnPhase;
  readonly title: string;
  readonly timings: readonly string[];
}[] = [
  { id: 'before', title: 'Before the move', timings: ['BeginTurn'] },
  { id: 'autoBefore', title: 'Automatic moves before', timings: [] },
  {
    id: 'slide',
    title: 'Slide passes (tiles slide one cell per pass; blocked tiles try to merge)',
    timings: ['TileMove', 'Merge', 'MoveIteration', 'PossibleEnd'],
  },
  { id: 'autoBetween', title: 'Automatic moves between', timings: [] },
  {
    id: 'movement',
    title: 'End of movement',
    timings: ['EndMovementDirectionMoveless', 'EndMovementMoveless', 'EndMovementDirection', 'EndMovement'],
  },
  { id: 'zeroMerges', title: 'Zero-length merges', timings: [] },
  {
    id: 'spawns',
    title: 'Spawns (forced before, random, forced after)',
    timings: ['PreSpawn', 'TileSpawn', 'TileSpawnFail', 'PostSpawn'],
  },
  { id: 'endTurn', title: 'End of turn', timings: ['EndTurn'] },
  { id: 'autoAfter', title: 'Automatic moves after', timings: [] },
  {
    id: 'checks',
    title: 'Discovery, win and lose checks',
    timings: ['PossibleOver', 'TrueEndTurn', 'Victory', 'GameOver'],
  },
];

export type TurnPhase =
  | 'before'
  | 'autoBefore'
  | 'slide'
  | 'autoBetween'
  | 'movement'
  | 'zeroMerges'
  | 'spawns'
  | 'endTurn'
  | 'autoAfter'
  | 'checks';

/** What the engine reports while tracing. Positions are [row, column]. */
export type TraceEvent =
  | { readonly kind: 'phase'; readonly phase: TurnPhase }
  /** A slide pass starts (1-based). */
  | { readonly kind: 'pass'; readonly pass: number }
  | { readonly kind: 'scripts'; readonly timing: string; readonly ran: number }
  | { readonly kind: 'slide'; readonly from: Pos; readonly to: Pos }
  | {
      readonly kind: 'merge';
      /** The tile that moved into the merge, and the tiles it merged with, in line order. */
      readonly cells: readonly Pos[];
      /** 0-based index of the mode's rule that merged. */
      readonly rule: number;
      readonly results: readonly Value[];
      readonly into: readonly Pos[];
      readonly score: number;
      /** The outcome came from the merge cache (an earlier attempt on the same tiles). */
      readonly cached: boolean;
    }
  /** A blocked tile did not merge: why, rule by rule (or the cache's remembered answer). */
  | { readonly kind: 'noMerge'; readonly at: Pos; readonly reasons: readonly string[] }
  | { readonly kind: 'spawn'; readonly at: Pos; readonly tile: Value; readonly forced: boolean }
  /** Win check: 1 won, −1 lost, 2 both, 0 neither; `out`: no direction is available. */
  | { readonly kind: 'checks'; readonly win: number; readonly allOut: boolean }
  | { readonly kind: 'moved'; readonly moved: boolean };

export interface MoveTracer {
  record(e: TraceEvent): void;
}

/** A tracer that keeps the first `limit` events and counts the rest; where the move was last is always known. */
export class TraceLog implements MoveTracer {
  readonly events: TraceEvent[] = [];
  dropped = 0;
  /** The last phase and slide pass reported (0: none in this phase), kept or not: where a move that stopped was. */
  phase: TurnPhase | null = null;
  pass = 0;
  constructor(readonly limit = 5000) {}
  record(e: TraceEvent): void {
    if (e.kind === 'phase') {
      this.phase = e.phase;
      this.pass = 0;
    } else if (e.kind === 'pass') this.pass = e.pass;
    if (this.events.length < this.limit) this.events.push(e);
    else this.dropped++;
  }
}
