// Page 4 of the original's menu, group D: the gimmick modes in slots 1–10, 16 and 17 (the Partial
// Absorb modes of slots 11–15 live in another group), in menu order.
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { mode1321, mode1825 } from './additive.ts';
import { mode2058 } from './consecutive-bases.ts';
import { mode16plus16i } from './gaussian.ts';
import { modeIsotopic256 } from './isotopic.ts';
import { mode3188646 } from './multiply-3188646.ts';
import { mode232240, modeProAddUct } from './pairs.ts';
import { mode1716 } from './pascal.ts';
import { mode2216 } from './powers-of-1-5.ts';
import { mode378 } from './triangular.ts';
import { modeWildcard2048 } from './wildcard.ts';

export const page4GroupD: ModePlugin[] = [
  modeIsotopic256, // slot 1
  mode378, // slot 2
  mode2058, // slot 3
  mode1716, // slot 4
  modeWildcard2048, // slot 5
  mode1321, // slot 6
  mode1825, // slot 7
  mode16plus16i, // slot 8
  mode232240, // slot 9
  modeProAddUct, // slot 10
  mode2216, // slot 16
  mode3188646, // slot 17
];
