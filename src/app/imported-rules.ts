// What the Rules screen says: a mode's rules text as paragraphs, and for a game imported from a
// Game code (whose mode is in no list) what the code tells of its mode. Pure: no DOM.

import type { CodeInfo } from '../worker/protocol.ts';

/** What the worker reads from a Game code (`inspectCode`). */
export type GameCodeInfo = Extract<CodeInfo, { kind: 'game' }>;

/** Rules text (`ModeSummary.rules`) as its paragraphs: blank lines separate them, empty ones are dropped. */
export function ruleParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * The paragraphs about an imported game: where it came from and its board, then the code's own
 * rules text or a note that it has none. `info` is null when the code could not be read again.
 */
export function importedRules(info: GameCodeInfo | null): string[] {
  if (!info) return ['This game was imported from a Game code, which cannot be read again: its rules are unknown.'];
  const own = ruleParagraphs(info.rules);
  return [
    `This game was imported from a Game code: ${info.description}.`,
    ...(own.length ? own : ['The code carries no rules text of its own.']),
  ];
}
