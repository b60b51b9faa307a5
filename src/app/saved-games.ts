// Which saved game choosing a mode brings back. Pure: no DOM, no storage.

import type { SavedGameRecord } from '../storage/storage.ts';
import type { GameSource, ModeOptionValue } from '../worker/protocol.ts';

type Options = Readonly<Record<string, ModeOptionValue>> | undefined;

function sameOptions(a: Options, b: Options): boolean {
  const ka = Object.keys(a ?? {});
  // Missing options and an empty set mean the same: the mode's defaults.
  return ka.length === Object.keys(b ?? {}).length && ka.every((k) => Object.hasOwn(b ?? {}, k) && b![k] === a![k]);
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
