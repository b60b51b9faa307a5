// Waves modes, group W2 (no menu slots of their own: they replace page 3–4 tiles once the waves
// are unleashed).
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { modeAquatic2496 } from './aquatic-2496.ts';
import { modeAquaticSquart } from './aquatic-squart.ts';
import { modeDivAddTor } from './div-add-tor.ts';
import { modeFive } from './five.ts';
import { modeFrusee } from './frusee.ts';
import { modeIsotopicDive } from './isotopic-dive.ts';
import { modeRacute } from './racute.ts';
import { modeWildcardDive } from './wildcard-dive.ts';

export const wavesGroupW2: ModePlugin[] = [
  modeFrusee,
  modeFive,
  modeDivAddTor,
  modeAquatic2496,
  modeAquaticSquart,
  modeWildcardDive,
  modeIsotopicDive,
  modeRacute,
];
