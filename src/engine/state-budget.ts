// The size budget on the whole game state that scripts can grow. CalcLimits.maxStoredSize bounds
// one stored value; this bounds how many a mode keeps: a script adding a value to a variable every
// turn, widening a row, or placing a new large tile (discovered and kept) every turn grows the
// save without end, and the app writes the save after every action. A deliberate deviation: the
// original has no such limit. Replay logs are not counted: they grow with every move by design.
import { limitError } from '../calc/errors.ts';
import { storedSize } from '../calc/stored-size.ts';
import type { Value } from '../calc/values.ts';
import { MAX_STATE_TEXT, MAX_TEXT_PER_UNIT, savedTextLength } from '../formats/saved-length.ts';
import type { GameState } from './rules/state.ts';

/**
 * Units (stored-size.ts) the counted parts of a state may hold together: about 4 MB of save. The
 * recorded games and community codes reach at most 585.
 */
export const MAX_STATE_SIZE = 1 << 18;

/** The counted parts of a state: what a script or the engine can grow. */
function countedParts(s: GameState): (readonly Value[])[] {
  return [
    s.gameVars,
    s.modifierVars,
    s.tileSpawns,
    s.forcedSpawns,
    s.nextSpawns,
    s.discoveredTiles,
    s.discoveredWinning,
    s.discoveredLosing,
    ...s.spawnBoxes,
    ...s.grid,
  ];
}

/**
 * The counted parts' length as code text (saved-length.ts), stopping once past `budget`. Walks
 * every string: run only for states large enough to be near the budget (checkStateSize).
 */
export function stateTextLength(s: GameState, budget = MAX_STATE_TEXT): number {
  let size = 0;
  for (const part of countedParts(s))
    for (let i = 0; i < part.length; i++) {
      size += savedTextLength(part[i], budget - size) + 1;
      if (size > budget) return size;
    }
  return size;
}

/** The counted size of the state, stopping once it passes `budget` (then a number above it). */
export function stateSize(s: GameState, budget = MAX_STATE_SIZE): number {
  // The lists a script or the engine can grow, walked in place: this runs after every action that
  // stored something (every move of a mode whose scripts keep variables).
  let size = 0;
  const add = (part: readonly Value[]): boolean => {
    for (let i = 0; i < part.length; i++) {
      size += storedSize(part[i], budget - size);
      if (size > budget) return false;
    }
    return true;
  };
  if (!(add(s.gameVars) && add(s.modifierVars) && add(s.tileSpawns) && add(s.forcedSpawns) && add(s.nextSpawns)))
    return size;
  if (!(add(s.discoveredTiles) && add(s.discoveredWinning) && add(s.discoveredLosing))) return size;
  for (const box of s.spawnBoxes) if (!add(box)) return size;
  for (const row of s.grid) if (!add(row)) return size;
  return size;
}

/**
 * Throws a limit error (the action rolls back and is reported) if the state passed the budget, or
 * would be too long to write as a Game code (MAX_STATE_TEXT; measured only when its units allow
 * it, so ordinary states pay nothing more): the engine never keeps a state it cannot save.
 */
export function checkStateSize(s: GameState, budget = MAX_STATE_SIZE, textBudget = MAX_STATE_TEXT): void {
  const units = stateSize(s, budget);
  if (units > budget)
    throw limitError(
      'game state',
      `the board, variables, spawns and discovered tiles would hold more than ${budget} units (capped so that saves stay small)`,
    );
  if (units * MAX_TEXT_PER_UNIT > textBudget && stateTextLength(s, textBudget) > textBudget)
    throw limitError(
      'game state',
      `the board, variables, spawns and discovered tiles would take more than ${textBudget} characters in a Game code (capped so that the game can always be saved)`,
    );
}
