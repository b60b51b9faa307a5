// Page 3, group B (menu slots 10–17), in menu order.
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { mode2496, mode3026 } from './factor-pairs.ts';
import { mode3069 } from './prime-bumps.ts';
import { mode3240 } from './semiprime-products.ts';
import { mode1845, modeBitwise2048, modeFactup, modeSquart } from './whole-number-merges.ts';

export const page3GroupB: ModePlugin[] = [
  modeBitwise2048,
  mode2496,
  mode3026,
  mode3069,
  mode3240,
  mode1845,
  modeSquart,
  modeFactup,
];
