// Page 2 of the original's menu: the 25 "standard-feeling" extra modes, in menu order.
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { modeBicolor2187, modeBicolor2584 } from './bicolor.ts';
import { mode3120 } from './fibonacci-products.ts';
import {
  modeEasier2401,
  modeHarder3125,
  modeHarder3375,
  modeInterleaved3125,
  modeInterleaved3375,
  modeInterleaved5832,
} from './multiplier-powers.ts';
import { mode2310 } from './primorials.ts';
import { modeRatioFill1024, modeRatioFill1296, modeRatioFill3375, modeRatioFill9261 } from './ratio-fill.ts';
import { mode1705, mode2378, mode2583, mode2584, mode2745 } from './sequences.ts';
import { mode180 } from './smooth-180.ts';
import { mode1365, mode2131 } from './spines.ts';
import { mode3072 } from './threes.ts';
import { mode1093, mode1536 } from './tiers.ts';

export const page2Modes: ModePlugin[] = [
  mode2584,
  mode2745,
  mode1705,
  mode2378,
  mode2583,
  modeHarder3125,
  modeEasier2401,
  modeHarder3375,
  mode2131,
  mode3072,
  modeInterleaved3125,
  modeInterleaved3375,
  modeInterleaved5832,
  modeBicolor2187,
  modeBicolor2584,
  mode1536,
  mode1093,
  mode1365,
  mode2310,
  mode3120,
  modeRatioFill1296,
  modeRatioFill1024,
  modeRatioFill3375,
  modeRatioFill9261,
  mode180,
];
