// The variant controls every Waves mode (and DIVE) shows on its page, as typed options, and how the
// original's mode variables map onto them: `mv[0]` the seed system (0 unlocked and eliminated,
// −1 unlocked permanently), `mv[1]` start from 1s, `mv[2]` the seed check order (0 largest seed
// first, 1 the order giving the smallest leftover).
import type { Value, OptionSpec, OptionValues } from '../../../src/plugins/kit.ts';
import { optBool, optString } from '../shared/mode-kit.ts';

export type SeedSystem = 'both' | 'permanent';
export type SeedOrder = 'largest' | 'minimum';

export interface WavesChoices {
  readonly seeds: SeedSystem;
  readonly ones: boolean;
  readonly order: SeedOrder;
}

export const SEED_SYSTEM_OPTION: OptionSpec = {
  id: 'seeds',
  label: 'Seeds',
  type: 'choice',
  default: 'both',
  choices: [
    { value: 'both', label: 'Unlocked and eliminated' },
    { value: 'permanent', label: 'Unlocked permanently' },
  ],
  help: 'Whether a seed with no multiple left on the board is eliminated, or every seed stays once unlocked.',
};

export const SEED_ORDER_OPTION: OptionSpec = {
  id: 'seedOrder',
  label: 'Seed check order',
  type: 'choice',
  default: 'largest',
  choices: [
    { value: 'largest', label: 'Largest seed first' },
    { value: 'minimum', label: 'The order giving the smallest leftover' },
  ],
  help: 'How a tile is divided by the seeds to find a new seed.',
};

export const ONES_OPTION: OptionSpec = {
  id: 'ones',
  label: 'Start from 1s',
  type: 'boolean',
  default: false,
  help: "The first seed is 1 instead of the mode's own.",
};

/** Seed system, 1s and check order: the options of a Waves mode with all three controls. */
export const WAVES_OPTIONS: readonly OptionSpec[] = [SEED_SYSTEM_OPTION, ONES_OPTION, SEED_ORDER_OPTION];

export function wavesChoices(o: OptionValues): WavesChoices {
  return {
    seeds: optString(o, 'seeds', 'both') === 'permanent' ? 'permanent' : 'both',
    ones: optBool(o, 'ones', false),
    order: optString(o, 'seedOrder', 'largest') === 'minimum' ? 'minimum' : 'largest',
  };
}

/** `mv[0]` seed system and `mv[2]` check order, shared by every Waves mode and DIVE. */
export function seedOptionsFromModeVars(mv: readonly Value[]): Record<string, string> {
  return { seeds: mv[0] === -1 ? 'permanent' : 'both', seedOrder: mv[2] === 1 ? 'minimum' : 'largest' };
}

/** The Waves layout: `mv[0]` seeds, `mv[1]` 1s (true), `mv[2]` check order. */
export function wavesOptionsFromModeVars(mv: readonly Value[]): OptionValues {
  return { ...seedOptionsFromModeVars(mv), ones: mv[1] === true };
}

/** The check-order game variable's value. */
export function seedOrderValue(c: WavesChoices): number {
  return c.order === 'minimum' ? 1 : 0;
}
