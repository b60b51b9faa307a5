// Page 4, group E (menu slots 11–15 and 18–25), in menu order.
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { modeAlternate5040 } from './alternate-5040.ts';
import { mode2295, mode2592, modeTuratin } from './changing-merges.ts';
import { modeDive } from './dive.ts';
import { modeDirectionalMerges } from './directional-merges.ts';
import { modeFourSides625 } from './four-sides.ts';
import { modeMod27 } from './modular.ts';
import {
  modePartialAbsorb243,
  modePartialAbsorb257,
  modePartialAbsorb270,
  modePartialAbsorb361,
  modePartialAbsorb377,
} from './partial-absorb.ts';

export const page4GroupE: ModePlugin[] = [
  modePartialAbsorb243,
  modePartialAbsorb377,
  modePartialAbsorb257,
  modePartialAbsorb270,
  modePartialAbsorb361,
  mode2592,
  mode2295,
  modeFourSides625,
  modeDirectionalMerges,
  modeTuratin,
  modeDive,
  modeMod27,
  modeAlternate5040,
];
