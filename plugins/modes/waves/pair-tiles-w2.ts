// Look of the "a × b" pair tiles group W2's waves modes use (Div-Add-Tor, Aquatic 2496): the two
// numbers with a "×" between them, the product in small print below, coloured by the product's size.
import type { Value } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { stepBackground, stepTextColor, type SequenceLook } from '../shared/tile-look.ts';

const A = '@This 0';
const B = '@This 1';

/** The product of a pair tile's numbers. */
export const PAIR_PRODUCT: Expr = [A, '*B', B];

const PAIR_LOOK: SequenceLook = { hue0: 190, hueStep: 360 / 9, darkenOver: 18, saturation: 60 };

/**
 * One catch-all display rule for `[a, b]` tiles: "a × b" with the product in small print below,
 * or (`productFirst`) the product with "a × b" below.
 */
export function pairTileTypes(productFirst = false, look: SequenceLook = PAIR_LOOK): Value[] {
  const step: Expr = [PAIR_PRODUCT, 'absB', 'logB', 2n];
  const factors: Expr = ['@TextE', [A, 'defaultAbbrevB'], ' × ', [B, 'defaultAbbrevB']];
  const product: Expr = ['@TextE', [PAIR_PRODUCT, 'defaultAbbrevB']];
  const [main, small] = productFirst ? [product, factors] : [factors, product];
  return [
    [
      true,
      main,
      stepBackground(step, look),
      stepTextColor(step, look),
      '',
      0,
      0,
      ['Innerscript', small, 'bottom-center', 6, 0],
    ],
  ];
}
