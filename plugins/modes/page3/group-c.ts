// Page 3, group C: menu slots 18–25 of the original's third page, in menu order.
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { mode3307 } from './geometric-3307.ts';
import { modeLocef } from './locef.ts';
import { mode2669 } from './parent-merge-2669.ts';
import { modeXY } from './perfect-powers.ts';
import { modeScaprim } from './scaprim.ts';
import { mode10 } from './signed-ten.ts';
import { mode3385 } from './square-ratio-3385.ts';
import { modeTrigat } from './trigat.ts';

export const page3GroupC: ModePlugin[] = [
  modeTrigat,
  mode3385,
  mode3307,
  mode2669,
  modeLocef,
  modeScaprim,
  mode10,
  modeXY,
];
