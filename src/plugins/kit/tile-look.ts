// Tile looks for modes whose tiles climb a sequence: the hue turns with the tile's position in
// the sequence (so neighbours, which are what merges, look different) and the shade deepens as
// tiles grow. Colours are display only and are our own design.
import type { Value } from '../../calc/values.ts';
import type { Expr } from './expr.ts';
import { DARK_TEXT, LIGHT_TEXT } from './palette.ts';

export interface SequenceLook {
  /** Hue of step 0, in degrees. */
  hue0: number;
  /** Hue change per step. */
  hueStep: number;
  /** Steps over which the tiles go from light to dark. */
  darkenOver: number;
  saturation?: number;
}

export const SEQUENCE_LOOK: SequenceLook = { hue0: 35, hueStep: 360 / 7, darkenOver: 14, saturation: 70 };

/** `step` clamped to [0, over] and mapped to a lightness from 85 % down to 40 %. */
function lightness(step: Expr, over: number): Expr {
  return [step, 'max', 0, 'min', over, '*', -45 / over, '+', 85];
}

/** Background of a tile at sequence position `step` (an expression). */
export function stepBackground(step: Expr, look: SequenceLook = SEQUENCE_LOOK): Expr {
  return [
    '@HSLA',
    [step, '*', look.hueStep, '+', look.hue0, 'mod', 360],
    look.saturation ?? 70,
    lightness(step, look.darkenOver),
    1,
  ];
}

/** Dark text on the light early tiles, light text once they darken. */
export function stepTextColor(step: Expr, look: SequenceLook = SEQUENCE_LOOK): Expr {
  return [DARK_TEXT, '@if', [step, '>=', Math.ceil(look.darkenOver * 0.35)], '2nd', LIGHT_TEXT, '@end-if'];
}

/** One catch-all display rule: every tile shows `text` on its step's colour. */
export function sequenceTileTypes(text: Expr, step: Expr, look: SequenceLook = SEQUENCE_LOOK): Value[] {
  return [[true, text, stepBackground(step, look), stepTextColor(step, look)]];
}
