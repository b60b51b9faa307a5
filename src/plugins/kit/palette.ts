// Tile colours. Colours are display only (never part of the game's logic), so these are our own
// designs: hue walks with the power of a tile, lightness with its step inside the power.
import type { Expr } from './expr.ts';

export const DARK_TEXT = '#776e65';
export const LIGHT_TEXT = '#f9f6f2';

/** The classic 2048 colours for 2, 4, …, 2048 (from the original 2048 game). */
export const CLASSIC_2048 = [
  '#eee4da',
  '#ede0c8',
  '#f2b179',
  '#f59563',
  '#f67c5f',
  '#f65e3b',
  '#edcf72',
  '#edcc61',
  '#edc850',
  '#edc53f',
  '#edc22e',
] as const;

export interface TierLook {
  /** Hue of power 0, in degrees. */
  hue0: number;
  /** Hue change per power. */
  hueStep: number;
  /** Saturation in percent. */
  saturation: number;
}

export const DEFAULT_LOOK: TierLook = { hue0: 40, hueStep: 37, saturation: 75 };

/**
 * Background of the `index`-th of `count` steps inside a power, for a tile whose power is `power`
 * (an expression such as `"@This 0"`): light for the first step, darker towards the last.
 */
export function tierBackground(power: Expr, index: number, count: number, look: TierLook = DEFAULT_LOOK): Expr {
  return [
    '@HSLA',
    [power, '*', look.hueStep, '+', look.hue0, 'mod', 360],
    look.saturation,
    tierLightness(index, count),
    1,
  ];
}

export function tierLightness(index: number, count: number): number {
  const t = count <= 1 ? 0.5 : index / (count - 1);
  return Math.round(82 - 32 * t);
}

/** Text colour readable on `tierBackground(…, index, count)`. */
export function tierTextColor(index: number, count: number): string {
  return tierLightness(index, count) >= 70 ? DARK_TEXT : LIGHT_TEXT;
}
