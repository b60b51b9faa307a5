// Page 1 of the original's menu: the "powers of n" modes, slots 1–25.
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { mode5040 } from './factorials.ts';
import { mode2059, mode2315 } from './mixed-powers.ts';
import { mode2047, mode2048, mode2049, mode2186 } from './offset-powers.ts';
import * as P from './powers.ts';
import { modeXXXX } from './powers-of-n.ts';
import { mode1over512, modeMergeOverflow256 } from './secrets.ts';

/** In menu order (slot 1 = mode 1 … slot 25 = mode 25). */
export const page1Modes: ModePlugin[] = [
  mode2048,
  P.mode2187,
  P.mode1024,
  P.mode3125,
  P.mode1296,
  P.mode2401,
  P.mode4096,
  P.mode6561,
  P.mode1000,
  P.mode1331,
  P.mode1728,
  mode2047,
  mode2186,
  mode2049,
  mode5040,
  P.mode2197,
  P.mode3375,
  P.mode4913,
  P.mode8000,
  P.mode9261,
  P.mode625,
  P.mode900,
  mode2059,
  mode2315,
  modeXXXX,
  // Secret modes reached from Page 1 modes (no menu slot).
  mode1over512,
  modeMergeOverflow256,
];
