// The undo record of a run of fast moves (fast-move.ts): instead of a snapshot per move, one full
// snapshot (the checkpoint) before the run's first move and, per move, what playing it again needs:
// its direction, the random generator's state and the two clock readings. A fast move is a function
// of the game state, the generator and the clock, so restoring the checkpoint and playing the
// first k moves again gives exactly the state before move k (Game.restore does that). Snapshots
// per move cost classic about 1,700 of its ≈11,700 instructions per move; these records and a
// snapshot every RUN_MOVES moves about 800 (measured 2026-11-26; see git history of docs/performance.md).
import type { RngState } from '../rng.ts';

/** Moves per run: a new checkpoint after this many (bounds the replay of an undo). */
export const RUN_MOVES = 32;

/** Numbers per move record: direction, pushed flag, 4 generator words, 2 clock readings. */
const STRIDE = 8;

/**
 * A run's record before its first move, copied for each run: one block copy, where
 * `new Array(n).fill(0)` filled a holey list element by element (1.6% of a classic move). Its
 * zeros are doubles, so the app's clock readings (doubles) do not convert the copy's store.
 */
const BLANK_RECORD: number[] = Array.from({ length: RUN_MOVES * STRIDE }, () => 0.5).fill(0);

export class FastRun<Checkpoint> {
  /** Moves recorded (an undo cuts the run back to the move it undoes). */
  length = 0;
  /**
   * Per move: STRIDE numbers. A plain list, not a Float64Array: a typed array's store is allocated
   * outside the JS heap, which cost a classic move about 1.5% of its time (one per run).
   */
  private readonly rec: number[] = BLANK_RECORD.slice();

  /** hostEditsSoFar() when the run's last move ended (see Game.commitFastMove). */
  edits = -1;
  /** The replay entry (`currentMovePlayed`) the run's last move left. */
  lastEntry: unknown = null;

  /** @param base the whole game before the run's first move */
  constructor(readonly base: Checkpoint) {}

  get full(): boolean {
    return this.length === RUN_MOVES;
  }

  /** Starts the record of the next move: its direction and the generator's state before it. */
  begin(d: number, rng: RngState): number {
    const at = this.length;
    const r = this.rec;
    const o = at * STRIDE;
    r[o] = d;
    r[o + 1] = 0;
    r[o + 2] = rng[0];
    r[o + 3] = rng[1];
    r[o + 4] = rng[2];
    r[o + 5] = rng[3];
    return at;
  }

  /** Completes the record begun at `at` with the move's clock readings; `pushed`: it has an undo entry. */
  end(at: number, start: number, end: number, pushed: boolean): void {
    const r = this.rec;
    const o = at * STRIDE;
    r[o + 1] = pushed ? 1 : 0;
    r[o + 6] = start;
    r[o + 7] = end;
    this.length = at + 1;
  }

  /**
   * Undoes the run's last move with an undo entry: cuts the run back to it and returns its index
   * (the moves before it are to be played again). Moves after it had no entry (they did not move).
   */
  cutToLastPushed(): number {
    let k = this.length - 1;
    while (k > 0 && this.rec[k * STRIDE + 1] !== 1) k--;
    this.length = Math.max(k, 0);
    return this.length;
  }

  direction(k: number): number {
    return this.rec[k * STRIDE]!;
  }

  rng(k: number): RngState {
    const r = this.rec;
    const o = k * STRIDE;
    return [r[o + 2]!, r[o + 3]!, r[o + 4]!, r[o + 5]!];
  }

  startTime(k: number): number {
    return this.rec[k * STRIDE + 6]!;
  }

  endTime(k: number): number {
    return this.rec[k * STRIDE + 7]!;
  }
}
