// A count that moves whenever an evaluation may have edited its host's state (a cell, a
// variable, a spawn list, a random draw): Runtime.touch moves it. Code that keeps something
// worked out from a game's state between actions (the fast move's board, a run of fast moves
// for undo) compares it to tell that display code run since has left that state alone.

let edits = 0;

export function hostEditsSoFar(): number {
  return edits;
}

/** Moves hostEditsSoFar (Runtime.touch, before the edit it announces). */
export function noteHostEdit(): void {
  edits++;
}
