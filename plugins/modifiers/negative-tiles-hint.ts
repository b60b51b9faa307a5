// How a mode tells the Negative Tiles modifier (negative-tiles.ts) that it handles negatives its own
// way (catalog-modes.md: modes marked `neg`). The hint rides on the definition under a symbol key:
// object spreads by other modifiers keep it, while structured clones and JSON (worker messages,
// save codes) drop it, so it never leaks out of the plugin layer.
import type { Value, ModeDefinition } from '../../src/plugins/kit.ts';

export const NEGATIVE_TILES_HINT: unique symbol = Symbol('pc.negative-tiles');

/** The modifier's settings, as a mode's own negative handling needs them. */
export interface NegativeTilesSettings {
  /** Interacting: a tile and its exact negative annihilate. */
  readonly interacting: boolean;
  /** Relative spawn weights of positive and negative copies (never both 0). */
  readonly positiveWeight: number;
  readonly negativeWeight: number;
}

export interface NegativeTilesHint {
  /** Tiles that never get a sign (operator tiles such as × or ÷2): display rules, spawns and wins for them stay as they are. */
  readonly signless?: readonly Value[];
  /** The mode rebuilt for signed tiles, replacing the generic rewrite entirely (e.g. 2049). */
  rebuild?(mode: ModeDefinition, settings: NegativeTilesSettings): ModeDefinition;
  /** Mode-specific extras applied after the generic rewrite (catalog-modifiers.md step 7; e.g. 2584). */
  extras?(mode: ModeDefinition, settings: NegativeTilesSettings & { readonly signSlot: number }): ModeDefinition;
}

export type HintedMode = ModeDefinition & { readonly [NEGATIVE_TILES_HINT]?: NegativeTilesHint };

/** A copy of `mode` carrying `hint`. */
export function withNegativeTilesHint(mode: ModeDefinition, hint: NegativeTilesHint): HintedMode {
  return { ...mode, [NEGATIVE_TILES_HINT]: hint };
}

export function negativeTilesHintOf(mode: ModeDefinition): NegativeTilesHint | undefined {
  return (mode as HintedMode)[NEGATIVE_TILES_HINT];
}

/** A copy of `mode` without the hint (the rewritten definition must not be rewritten again). */
export function withoutNegativeTilesHint(mode: ModeDefinition): ModeDefinition {
  const copy: HintedMode = { ...mode };
  delete (copy as { [NEGATIVE_TILES_HINT]?: NegativeTilesHint })[NEGATIVE_TILES_HINT];
  return copy;
}
