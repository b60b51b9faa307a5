// Texts of the "a × b" pair tiles group W2's waves modes use (Div-Add-Tor, Aquatic 2496): the two
// numbers with a "×" between them and the product in small print below, or the other way round.
// Their colours are the original's (waves/looks.ts).
import type { Value } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { looksAquatic2496, looksDivAddTor } from './looks.ts';

const A = '@This 0';
const B = '@This 1';

/** The product of a pair tile's numbers. */
export const PAIR_PRODUCT: Expr = [A, '*B', B];

/**
 * The display rules for `[a, b]` tiles: Div-Add-Tor shows "a × b" with the product in small print
 * below; Aquatic 2496 (`productFirst`) the product with "a × b" below.
 */
export function pairTileTypes(productFirst = false): Value[] {
  const factors: Expr = ['@TextE', [A, 'defaultAbbrevB'], ' × ', [B, 'defaultAbbrevB']];
  const product: Expr = ['@TextE', [PAIR_PRODUCT, 'defaultAbbrevB']];
  const [main, small] = productFirst ? [product, factors] : [factors, product];
  const addon: Value = ['Innerscript', small, 'bottom-center', 6, 0];
  return productFirst ? looksAquatic2496(main, addon) : looksDivAddTor(main, addon);
}
