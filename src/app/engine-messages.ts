// What the player is told when the engine or storage fails: which game, what happened, what they
// can do. Pure (no DOM), so the wording is tested.

/** The watchdog replaced the worker (`kind` timeout) or it crashed, while `modeName` was shown. */
export function restartMessage(kind: string, modeName: string, seconds: number): string {
  const mode = modeName.trim() ? `“${modeName.trim()}”` : 'The game';
  if (kind === 'timeout')
    return `${mode} stopped answering for ${seconds} seconds, so its engine was restarted and the game put back at its last saved move. If it happens again, undo the last move, start a new game, or choose another mode in Modes.`;
  return `The engine running ${mode} crashed and was restarted; the game was put back at its last saved move. If it happens again, choose another mode in Modes.`;
}

/** A saved game that could not be resumed and was kept aside (not replaced). */
export function setAsideMessage(modeName: string, reason: string): string {
  return `Your saved game of “${modeName}” could not be resumed (${reason}). It is kept: export or remove it under Modes → Damaged saved games.`;
}

/** Storage refused a write or a read. */
export function storageMessage(store: string, err: unknown): string {
  const name = typeof err === 'object' && err !== null && 'name' in err ? String((err as { name: unknown }).name) : '';
  if (name === 'QuotaExceededError')
    return 'Storage is full, so new moves are not being saved (your last saved game is kept). Free space by removing saved games or installed modes, or other sites’ data, then keep playing.';
  const detail = err instanceof Error ? err.message : String(err);
  return `Progress may not be saved (${store} storage: ${detail}). You can keep playing.`;
}

/** More saved games than the app keeps comfortably: the player decides about the oldest. */
export function tooManyGamesMessage(count: number, oldestName: string): string {
  return `You have ${count} saved games. The oldest, “${oldestName}”, is kept until you remove it.`;
}
