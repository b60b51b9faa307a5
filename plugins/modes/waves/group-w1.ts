// Waves modes, group W1 (no menu slot: shown in place of page 3/4 modes after "Unleash the Waves"),
// plus the secret mode Pair Production Partial Absorb 377.
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { modeDoffet } from './doffet.ts';
import { modeDualTileDive } from './dual-tile-dive.ts';
import { modeGaussianDive } from './gaussian-dive.ts';
import { modePairProduction377 } from './pair-production.ts';
import { modePartialFlowDive } from './partial-flow-dive.ts';
import { modeAquatic1845, modeHicem } from './seeded-divisors.ts';

export const wavesGroupW1: ModePlugin[] = [
  modeHicem,
  modeDoffet,
  modePartialFlowDive,
  modeDualTileDive,
  modeGaussianDive,
  modeAquatic1845,
  modePairProduction377,
];
