// How a mode tells the global modifiers what it does differently from the generic rewrite (the
// original special-cases many modes; catalog-modifiers.md). Like the Negative Tiles hint
// (negative-tiles-hint.ts) it rides on the definition under a symbol key: spreads by other
// modifiers keep it, clones and JSON drop it.
import type { Value, ModeDefinition } from '../../src/plugins/kit.ts';

export const MODE_HINTS: unique symbol = Symbol('pc.mode-hints');

export interface ModeHints {
  /**
   * Rebuilds a mode whose rules depend on its directions, after a modifier changed them (pipeline
   * step 3: Four-Sides 625, Directional Merges). Reads `mode.directions` and `mode.hexagonal`.
   */
  forDirections?(mode: ModeDefinition): ModeDefinition;
  /** The spawn table under Simple Spawns when it is not the first entry (3072 keeps a reduced box). */
  readonly simpleSpawns?: readonly Value[];
  /** What the mode does besides blanking tile texts when numbers are hidden (DIVE's seed announcements). */
  hiddenText?(mode: ModeDefinition): ModeDefinition;
}

type Hinted = ModeDefinition & { readonly [MODE_HINTS]?: ModeHints };

/** A copy of `mode` carrying `hints` (added to any it has). */
export function withModeHints(mode: ModeDefinition, hints: ModeHints): ModeDefinition {
  return { ...mode, [MODE_HINTS]: { ...(mode as Hinted)[MODE_HINTS], ...hints } } as Hinted;
}

export function modeHintsOf(mode: ModeDefinition): ModeHints {
  return (mode as Hinted)[MODE_HINTS] ?? {};
}

/** After a modifier changed the directions: the mode's own rebuild, if it has one. */
export function directionsChanged(mode: ModeDefinition): ModeDefinition {
  const rebuild = modeHintsOf(mode).forDirections;
  return rebuild ? rebuild(mode) : mode;
}
