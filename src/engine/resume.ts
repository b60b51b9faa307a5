// Resuming a game from a Game code (formats.md §4.3 step 5): after the code's mode was started
// (which already ran its start scripts and spawns), the saved in-progress state overwrites the
// fresh one. Times come back relative to the resuming clock.
import type { Value } from '../calc/values.ts';
import type { RawGameState } from '../formats/types.ts';
import type { Game } from './game.ts';
import { mayBypassCache } from './speedups/cache-transparency.ts';

function list(x: Value): Value[] {
  return Array.isArray(x) ? x.slice() : [];
}

function num(x: Value, fallback: number): number {
  return typeof x === 'number' && !Number.isNaN(x) ? x : fallback;
}

/** Overwrites a started game's state with a Game code's saved state. */
export function resumeGame(game: Game, raw: RawGameState): void {
  const c = game.core;
  const s = c.state;
  const grid = list(raw.Grid);
  if (grid.length > 0) {
    s.grid = grid.map((r) => list(r));
    s.height = s.grid.length;
    // The shortest row: a script's `@replace_tile` past a row's end lengthens that row only
    // (calcarray.md §11.3), and the game it came from kept its width; every row must cover the
    // width (a save refuses shorter rows as damage, and moves read every cell up to it).
    s.width = s.grid.reduce((w, r) => Math.min(w, r.length), Infinity);
  }
  s.score = num(raw.score, 0);
  s.won = num(raw.won, 0);
  s.directionsAvailable = list(raw.directionsAvailable).map((d) => d === true);
  s.tileSpawns = list(raw.TileSpawns);
  s.spawnBoxes = list(raw.SpawnBoxes).map((b) => list(b));
  s.nextSpawns = list(raw.spawnConveyor);
  if (s.nextSpawns.length === 0) s.nextSpawns = ['@Empty'];
  s.discoveredTiles = list(raw.discoveredTiles);
  s.discoveredWinning = list(raw.discoveredWinning);
  s.discoveredLosing = list(raw.discoveredLosing);
  s.moves = num(raw.moves_so_far, 0);
  s.manualMoves = num(raw.manual_moves_so_far, s.moves);
  s.merges = num(raw.merges_so_far, 0);
  s.mergeMoves = num(raw.moves_where_merged, 0);
  s.mergesBefore = num(raw.merges_before_now, 0);
  s.gameVars = list(raw.game_vars);
  s.modifierVars = list(raw.modifier_vars);
  s.possibleOverChecked = raw.possibleOverChecked === true;
  s.movesPlayed = list(raw.movesPlayed);
  s.currentMovePlayed = Array.isArray(raw.currentMovePlayed) ? raw.currentMovePlayed.slice() : [-1];
  s.otherRandomEvents = Array.isArray(raw.otherRandomEvents) ? raw.otherRandomEvents.slice() : [0];
  s.rngIndex = num(raw.rngIndex, 0);
  s.replayOtherSpawns = list(raw.replayOtherSpawns);
  s.forcedSpawns = list(raw.forcedSpawns);
  s.replayTimestamps = list(raw.replayTimestamps);
  if (Array.isArray(raw.mvar_indices)) s.mvarIndices = raw.mvar_indices.slice();
  // Timers: the start is rebuilt from the elapsed time; the others as start + offset (a `false`
  // timer was exported as a large negative offset and comes back as a number, like the original).
  const now = c.clock();
  if (typeof raw.elapsedSinceStart === 'number') {
    const start = now - raw.elapsedSinceStart;
    const at = (x: Value): number | false => (typeof x === 'number' ? start + x : false);
    s.startGameTime = start;
    s.firstMoveTime = at(raw.firstMoveOffset);
    s.moveStartTime = at(raw.moveStartOffset);
    s.moveEndTime = at(raw.moveEndOffset);
    s.victoryTime = at(raw.victoryOffset);
    s.gameOverTime = at(raw.gameOverOffset);
    const runs = list(raw.scriptRunOffsets);
    s.scriptLastRun = s.scripts.map((_, i) => (typeof runs[i] === 'number' ? start + (runs[i] as number) : start));
  } else {
    s.startGameTime = s.firstMoveTime = s.moveStartTime = s.moveEndTime = s.victoryTime = s.gameOverTime = false;
  }
  s.screen = 'Gameplay';
  c.cache.clear();
  c.cache.setBypass(mayBypassCache(c));
  c.tiles.reset();
  // Written directly, outside an action: the fast move and undo's runs must not trust what they kept.
  game.stateEdited();
}
