// Page 3, group A (menu slots 1–9), in menu order.
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { mode1668, mode1762, mode1847 } from './near-merges.ts';
import { mode1429 } from './odd-doubles.ts';
import { mode2205, mode2700 } from './smooth-levels.ts';
import { mode2000, mode3645, mode3888 } from './smooth-pairs.ts';

export const page3GroupA: ModePlugin[] = [
  mode3888,
  mode2000,
  mode3645,
  mode2700,
  mode2205,
  mode1762,
  mode1668,
  mode1847,
  mode1429,
];
