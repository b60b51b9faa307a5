// Modifiers codes in the app: a pasted code becomes the choices of our modifier plugins (what the
// Modifiers screen switches on), and the player's choices become a code the original reads. The
// mapping itself is plugins/modifiers/modifier-settings.ts (checked against every recorded code).
import {
  choicesFromModifiers,
  customGridFromRaw,
  modifiersFromChoices,
  type ModifierChoice as PluginModifierChoice,
} from '../../plugins/modifiers/modifier-settings.ts';
import { customGridFrom, MAX_CUSTOM_SIDE, type CustomGrid } from '../../plugins/modifiers/custom-grid.ts';
import { DEFAULT_MODIFIERS } from '../engine/global-modifiers.ts';
import { orthogonalDirections } from '../engine/mode.ts';
import { exportModifiersCode, importModifiersCode, mergeImportedModifiers } from '../formats/modifiers-code.ts';
import { SaveCodeError } from '../formats/errors.ts';
import type { CustomGridView, ModeOptionValue, ModifierChoice } from './protocol.ts';
import { SessionError } from './protocol.ts';

/**
 * The choices a Modifiers code stands for. The original zeroes the three secret modifiers unless
 * the player found them; this app has every modifier on its screen, so they are kept.
 */
export function choicesOfModifiersCode(code: string): ModifierChoice[] {
  const raw = importModifiersCode(code).modifiers;
  const full = mergeImportedModifiers(raw.modifiers, DEFAULT_MODIFIERS, () => true);
  const grid = raw.customGrid ? customGridFrom(customGridFromRaw(raw.customGrid)) : null;
  if (full[5] === 'Custom' && !grid)
    throw new SessionError(
      'bad-code',
      `This Modifiers code's custom grid is not one this app can draw (sides from 1 to ${MAX_CUSTOM_SIDE}, one state per cell).`,
    );
  return choicesFromModifiers(full, raw.auto_directions, grid).map((c) => ({
    id: c.id,
    options: { ...c.options } as Record<string, ModeOptionValue>,
    ...(c.grid ? { grid: gridView(c.grid) } : {}),
  }));
}

function gridView(g: CustomGrid): CustomGridView {
  return {
    width: g.width,
    height: g.height,
    hexagonal: g.hexagonal,
    cells: g.cells.map((r) => r.slice()),
    ...(g.directions ? { directions: g.directions } : {}),
  };
}

/** The Modifiers code of resolved choices (every option present; a Custom Grid with its grid). */
export function modifiersCodeOf(choices: readonly PluginModifierChoice[]): string {
  try {
    return exportModifiersCode(modifiersFromChoices(choices, orthogonalDirections).raw);
  } catch (e) {
    if (e instanceof SaveCodeError)
      throw new SessionError('engine', `These modifiers cannot be written as a Modifiers code: ${e.message}`);
    throw e;
  }
}
