// Real codes from the conformance data, for the save-code format tests.
import { readFileSync } from 'node:fs';

export const CONFORMANCE = new URL('../../../shared/conformance/', import.meta.url);

interface ReplayFile {
  modeCode: string;
  games: { replayCode: string }[];
}

export function replayFile(id: string): ReplayFile {
  return JSON.parse(readFileSync(new URL(`replays/${id}.json`, CONFORMANCE), 'utf8')) as ReplayFile;
}

/** The original's Mode code of 2048 (mode 1), exported right after a game started. */
export const MODE_2048: string = replayFile('1').modeCode;
/** The original's Replay code of the first recorded 2048 game. */
export const REPLAY_2048: string = replayFile('1').games[0]!.replayCode;

/** Community codes (Custom 2.0 and Infused 3.0). */
export function communityCodes(): { title: string; code: string }[] {
  return JSON.parse(readFileSync(new URL('community/codes.json', CONFORMANCE), 'utf8')) as {
    title: string;
    code: string;
  }[];
}
