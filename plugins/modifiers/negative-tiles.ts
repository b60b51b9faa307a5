// The original's "Negative Tiles" global modifier (m[13], with the spawn ratio m[22]/m[23]) as a
// modifier plugin: catalog-modifiers.md page 4 and "How modifiers combine with a mode" steps 6–7.
// Modes with their own negative handling (catalog `neg`) say so through a hint on their
// definition (negative-tiles-hint.ts): a full rebuild, extras after the generic rewrite, or
// signless tiles.
import type { Value, ModeDefinition, ModifierPlugin, OptionValues } from '../../src/plugins/kit.ts';
import { negativeTilesHintOf, withoutNegativeTilesHint, type NegativeTilesSettings } from './negative-tiles-hint.ts';
import {
  annihilationRule,
  signedConditions,
  signedDisplayRules,
  signedGrid,
  signedMergeRule,
  signedSpawns,
} from './signed-tiles.ts';

export const NEGATIVE_TILES_ID = 'pc.negative-tiles';

/** The modifier's options as settings (absolute ratios; both 0 means 1:1, as in the original). */
export function negativeTilesSettings(o: OptionValues): NegativeTilesSettings {
  let positiveWeight = Math.abs(Number(o.positiveRatio ?? 1)) || 0;
  let negativeWeight = Math.abs(Number(o.negativeRatio ?? 1)) || 0;
  if (positiveWeight === 0 && negativeWeight === 0) positiveWeight = negativeWeight = 1;
  return { interacting: o.interaction === 'interacting', positiveWeight, negativeWeight };
}

/** The generic rewrite (step 6): sign slot, duplicated looks/spawns/wins, same-sign merges. */
export function withSignedTiles(
  mode: ModeDefinition,
  s: NegativeTilesSettings,
  signless: readonly Value[] = [],
): ModeDefinition {
  const slot = mode.tileNumAmount;
  const mergeRules = mode.mergeRules.map((r) => signedMergeRule(r, slot));
  return {
    ...mode,
    tileNumAmount: slot + 1,
    startingGrid: signedGrid(mode.startingGrid, signless),
    tileTypes: signedDisplayRules(mode.tileTypes, slot, signless),
    mergeRules: s.interacting ? [annihilationRule(slot), ...mergeRules] : mergeRules,
    startTileSpawns: signedSpawns(mode.startTileSpawns, s.positiveWeight, s.negativeWeight, signless),
    winConditions: signedConditions(mode.winConditions, slot, signless),
    winRequirement: typeof mode.winRequirement === 'number' ? mode.winRequirement * 2 : mode.winRequirement,
    // Not in the catalog: a losing tile loses whatever its sign (otherwise it could never match).
    loseConditions: signedConditions(mode.loseConditions, slot, signless),
  };
}

/** Applies Negative Tiles to `mode`, deferring to the mode's own handling where it declares one. */
export function applyNegativeTiles(mode: ModeDefinition, o: OptionValues): ModeDefinition {
  const settings = negativeTilesSettings(o);
  const hint = negativeTilesHintOf(mode);
  const plain = withoutNegativeTilesHint(mode);
  if (hint?.rebuild) return hint.rebuild(plain, settings);
  const signed = withSignedTiles(plain, settings, hint?.signless ?? []);
  return hint?.extras ? hint.extras(signed, { ...settings, signSlot: plain.tileNumAmount }) : signed;
}

export const negativeTiles: ModifierPlugin = {
  id: NEGATIVE_TILES_ID,
  version: '1.0.0',
  kind: 'modifier',
  step: 6,
  author: 'Pow2048',
  name: 'Negative Tiles',
  description:
    'Every tile also comes as a negative, drawn in opposite colours. Tiles only merge with tiles of the same sign; you need both the winning tile and its negative to win.',
  options: [
    {
      id: 'interaction',
      label: 'Opposite tiles',
      type: 'choice',
      default: 'non-interacting',
      choices: [
        { value: 'non-interacting', label: 'Non-Interacting' },
        { value: 'interacting', label: 'Interacting' },
      ],
      help: 'Non-Interacting: a tile and its negative never merge. Interacting: they cancel out (no score).',
    },
    { id: 'positiveRatio', label: 'Positive tiles spawn ratio', type: 'number', default: 1, min: 0, step: 1 },
    { id: 'negativeRatio', label: 'Negative tiles spawn ratio', type: 'number', default: 1, min: 0, step: 1 },
  ],
  apply: applyNegativeTiles,
};
