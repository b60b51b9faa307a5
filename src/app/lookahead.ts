// Moves worked out ahead while a drag's direction is still undecided (near a diagonal): the worker
// answers the move in each of the two directions the drag lies between without playing it
// (`Api.lookahead`). At the lift, when the direction chosen was worked out on the board still shown,
// the page draws it at once and has the worker play it; otherwise the move goes the usual way. The
// page applies no rule: it only keeps the worker's answers.
//
// Why: after the finger lifts, Chromium runs the frame for the touchend before it delivers the
// worker's answer, so a move asked for at the lift starts a frame or two late.

import type { BoardView, LookaheadView, MoveLookahead } from '../worker/protocol.ts';

/** A worked-out move to show now, and the version to name when the worker plays it. */
export interface TakenLookahead {
  readonly version: number;
  readonly move: MoveLookahead;
}

interface Asked {
  /** The board the moves were worked out on: they apply while it is the one shown. */
  readonly view: BoardView;
  readonly directions: string;
  got: LookaheadView | null;
}

export class Lookaheads {
  private asked: Asked | null = null;

  constructor(private readonly ask: (directions: readonly number[]) => Promise<LookaheadView>) {}

  /**
   * Asks for the moves in `directions` (the two a drag lies between) on `view`, unless they were
   * already asked for on it; a new pair replaces the old one (at most one look is kept).
   */
  want(view: BoardView, directions: readonly number[]): void {
    const key = [...directions].sort((a, b) => a - b).join(',');
    if (this.asked?.view === view && this.asked.directions === key) return;
    const asked: Asked = { view, directions: key, got: null };
    this.asked = asked;
    this.ask(directions).then(
      (got) => {
        if (this.asked === asked) asked.got = got;
      },
      () => {
        // A look that fails costs nothing: the move is asked for at the lift as before.
        if (this.asked === asked) this.asked = null;
      },
    );
  }

  /** The move in `direction` worked out on `view`, if it has arrived; every look is dropped either way. */
  take(view: BoardView, direction: number): TakenLookahead | null {
    const asked = this.asked;
    this.asked = null;
    if (!asked?.got || asked.view !== view) return null;
    const move = asked.got.moves.find((m) => m.direction === direction);
    return move ? { version: asked.got.version, move } : null;
  }

  /** Forgets the look (the drag ended or turned clear). */
  drop(): void {
    this.asked = null;
  }

  /** Whether a look is kept (asked for, maybe not answered yet). */
  get pending(): boolean {
    return this.asked !== null;
  }
}
