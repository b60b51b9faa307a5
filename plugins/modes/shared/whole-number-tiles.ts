// Modes whose tile is a single exact whole number `[v]` (a BigInt), as most of Page 3 is: the tile
// shows its number, its colour follows the number's size (one hue step per doubling), and the
// merge result is the exact sum of the inputs. `wholeNumberTileTypes` colours are our own design;
// modes the original draws with a special colour scheme use `schemeTileTypes` (the original's look).
import type { Value } from '../../../src/plugins/kit.ts';
import type { Expr, TileRef } from './expr.ts';
import { stepBackground, stepTextColor, type SequenceLook } from './tile-look.ts';

/** The number held by a `[v]` tile. */
export const VALUE: Expr = '@This 0';

/** ⌊log₂ v⌋ of the tile's number (−1 for 0), the "size step" the colours use. */
export function sizeStep(value: Expr = VALUE): Expr {
  return [[value, 'absB'], 'logB', 2n];
}

export const WHOLE_LOOK: SequenceLook = { hue0: 20, hueStep: 360 / 11, darkenOver: 16, saturation: 65 };

/** One catch-all display rule: the number, on a colour given by its size. */
export function wholeNumberTileTypes(look: SequenceLook = WHOLE_LOOK): Value[] {
  return [[true, VALUE, stepBackground(sizeStep(), look), stepTextColor(sizeStep(), look)]];
}

/**
 * The original's look for modes drawn by one of its special colour schemes (a colour-scheme plugin
 * of ours draws it by name): the number, on the scheme's picture of `[v, …params]`. Extra entries
 * (Innerscript addons) follow the rule's text-size slots.
 */
export function schemeTileTypes(scheme: string, params: readonly Value[] = [], extra: readonly Value[] = []): Value[] {
  const rule: Value[] = [true, VALUE, '@ColorScheme', scheme, [VALUE, ...params]];
  if (extra.length) rule.push(undefined, undefined, ...extra);
  return [rule];
}

/** Exact sum of the numbers of `tiles` (a BigInt expression). */
export function exactSum(tiles: readonly TileRef[]): Expr {
  const out: Value[] = [tiles[0]!.c(0)];
  for (const t of tiles.slice(1)) out.push('+B', t.c(0));
  return out;
}

/** The same sum as a score (plain number addition). */
export function scoreSum(tiles: readonly TileRef[]): Expr {
  const out: Value[] = [tiles[0]!.c(0)];
  for (const t of tiles.slice(1)) out.push('+', t.c(0));
  return out;
}

/** One whole-number tile `[v]`. */
export function whole(v: number | bigint): Value[] {
  return [BigInt(v)];
}
