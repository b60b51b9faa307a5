// Which saved game choosing a mode brings back, and what the Undo of a new game puts back. Pure:
// no DOM, no storage.

import type { SavedGameEntry, SavedGameRecord } from '../storage/storage.ts';
import { CODE_MODE_PREFIX, type GameSource, type GameStatus, type ModeOptionValue } from '../worker/protocol.ts';
import { sameOptionValue } from '../worker/option-text.ts';
import type { PickerEntry } from './screens/types.ts';

type Options = Readonly<Record<string, ModeOptionValue>> | undefined;

function sameOptions(a: Options, b: Options): boolean {
  const ka = Object.keys(a ?? {});
  // Missing options and an empty set mean the same: the mode's defaults.
  return (
    ka.length === Object.keys(b ?? {}).length &&
    ka.every((k) => Object.hasOwn(b ?? {}, k) && sameOptionValue(b![k], a![k]))
  );
}

/** Whether two sources start the same game (same mode and options, or the same code). */
export function sameSource(a: GameSource, b: GameSource): boolean {
  if (a.kind === 'mode') return b.kind === 'mode' && a.modeId === b.modeId && sameOptions(a.options, b.options);
  return b.kind === 'code' && a.code.trim() === b.code.trim();
}

/** A saved game that is still going (a finished one is not worth resuming: the player would start anew). */
export function inProgress(saved: Pick<SavedGameRecord, 'status'>): boolean {
  return saved.status !== 'over';
}

/** Whether choosing a mode that would start `source` resumes `saved` instead. */
export function resumes(saved: SavedGameRecord, source: GameSource): boolean {
  return inProgress(saved) && sameSource(saved.source, source);
}

/** Whether a mode key is that of a game imported from a Game code (no built-in or installed mode has it). */
export function isImportedKey(modeKey: string): boolean {
  return modeKey.startsWith(CODE_MODE_PREFIX);
}

/** A game imported from a Game code that has a saved game, as the picker lists it. */
export interface ImportedGame {
  readonly key: string;
  /** The mode's name as the game showed it; '' when the save predates titles (the caller names it). */
  readonly title: string;
  readonly inProgress: boolean;
}

/**
 * The imported games among the saved games (`entries` oldest save first, as storage lists them),
 * most recently played first: the only way back to one, as its mode is in no list of modes.
 */
export function importedGames(entries: readonly SavedGameEntry[]): ImportedGame[] {
  return entries
    .filter((e) => isImportedKey(e.modeKey))
    .reverse()
    .map((e) => ({ key: e.modeKey, title: e.title?.trim() ?? '', inProgress: inProgress(e) }));
}

/** An imported game as a mode entry (the picker's Imported list, the Rules screen): `title` names it. */
export function importedEntry(key: string, title: string): PickerEntry {
  return {
    key,
    summary: { id: key, name: title, category: 'Imported', description: 'A game from a Game code', rules: '' },
    installed: false,
    imported: true,
  };
}

/** A game to show again: its mode, how it was started, and its saved session. */
export type ShownGame = Pick<SavedGameRecord, 'modeKey' | 'source' | 'session'>;

/** What the Undo of a "New game started" toast puts back. */
export interface Replaced {
  /** The game shown again (it is saved again, as the current game). */
  readonly game: ShownGame;
  /** The mode whose "games" count the new game raised: Undo takes that count back. */
  readonly counted: string;
  /** Another mode's saved game the new one overwrote in storage (not shown): written back. */
  readonly stored?: SavedGameRecord;
}

/**
 * What the Undo after importing a Game code (saved under `importedKey`) puts back, or null when
 * the import replaced no game in progress. Undo is a whole revert: the game shown before comes
 * back, and when the code's mode is another mode with a saved game of its own, that one is written
 * back too (storage keeps one game per mode, so it cannot be kept next to the imported one).
 */
export function importUndo(
  shown: (ShownGame & { readonly status: GameStatus }) | null,
  storedForImport: SavedGameRecord | null,
  importedKey: string,
): Replaced | null {
  // The shown game's own mode: the shown game is the one replaced in storage.
  const stored =
    storedForImport && storedForImport.modeKey === importedKey && storedForImport.modeKey !== shown?.modeKey
      ? storedForImport
      : null;
  if (!(shown && inProgress(shown)) && !(stored && inProgress(stored))) return null;
  const game = shown ?? stored;
  if (!game) return null;
  return {
    game: { modeKey: game.modeKey, source: game.source, session: game.session },
    counted: importedKey,
    ...(stored && game !== stored ? { stored } : {}),
  };
}
