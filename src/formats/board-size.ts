// The one board-size limit: Mode, Game, Replay and Modifiers codes, plugin files, modifiers (the grid
// size ones), the engine's game start and the app's saves all use it. The original accepted any
// size: a 500×500 code froze the page for 10 s (issue 24). 256 per side is the largest board the
// app lays out (issue 32); its 65,536 cells are a quarter of the game-state budget
// (engine/state-budget.ts, one unit per cell at least), and a move of classic 2048 on it stays
// inside the action's step budget (a 500×500 move does not). The recorded games and community
// codes use at most 10×10.

/** Most cells per side (width or height; hexagonal boards count their grid's columns). */
export const MAX_BOARD_SIDE = 256;

/** Most cells of a board. */
export const MAX_BOARD_CELLS = MAX_BOARD_SIDE * MAX_BOARD_SIDE;

/** Why a `width` × `height` board cannot be played, in a player's words, or null if it can. */
export function boardSizeProblem(width: number, height: number): string | null {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0)
    return `a board must have a whole number of rows and columns (got ${String(width)}×${String(height)})`;
  if (width > MAX_BOARD_SIDE || height > MAX_BOARD_SIDE)
    return `a ${width}×${height} board is too large: boards have at most ${MAX_BOARD_SIDE} rows and ${MAX_BOARD_SIDE} columns`;
  return null;
}
