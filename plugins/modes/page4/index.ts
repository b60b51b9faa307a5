// Page 4 of the original's menu, in menu order. Two groups wrote it: the first holds slots 1–10,
// 16 and 17, the second slots 11–15 and 18–25 (the Partial Absorb family and the rest).
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { page4GroupD } from './group-d.ts';
import { page4GroupE } from './group-e.ts';

export const page4Modes: ModePlugin[] = [
  ...page4GroupD.slice(0, 10),
  ...page4GroupE.slice(0, 5),
  ...page4GroupD.slice(10),
  ...page4GroupE.slice(5),
];
