// Why a save code was refused, in a player's words. The technical cause (which part, which
// parser message) goes to the error's `detail`, which the app shows behind a "details" toggle.

import { CalcArrayError } from '../calc/errors.ts';
import { ModeBuildError } from '../engine/index.ts';
import { SaveCodeError, type SaveCodeErrorKind } from '../formats/errors.ts';

const SAVE_CODE_WORDS: Readonly<Record<SaveCodeErrorKind, string>> = {
  type: 'This is not a save code of the 2048 Power Compendium, or its beginning is missing. Copy it again from the start.',
  version: 'This code was made by a version of the Compendium that this app cannot read.',
  base64: 'This code is cut off or damaged. Copy it again, from its first character to its last.',
  json: 'This code is cut off or damaged. Copy it again, from its first character to its last.',
  value: 'This code holds a setting the game cannot use, so it cannot be played.',
  limit: 'This code is too large to be played safely here.',
  internal: 'This code could not be read because of a fault in the app. Please report it, with the code.',
};

/** The sentence a player sees for a code that cannot be used, and the technical cause. */
export function codeRefusal(e: unknown): { readonly message: string; readonly detail: string } {
  const detail = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  if (e instanceof SaveCodeError) return { message: SAVE_CODE_WORDS[e.kind], detail };
  if (e instanceof ModeBuildError)
    return {
      message:
        e.kind === 'limit'
          ? SAVE_CODE_WORDS.limit
          : "This code's mode cannot be built: some of its rules do not fit together.",
      detail,
    };
  if (e instanceof CalcArrayError)
    return {
      message: "This code's mode stopped with an error while it was being set up, so it cannot be played.",
      detail,
    };
  return { message: 'This code cannot be used.', detail };
}
