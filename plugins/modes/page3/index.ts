// Page 3 of the original's menu, in menu order.
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { page3GroupA } from './group-a.ts';
import { page3GroupB } from './group-b.ts';
import { page3GroupC } from './group-c.ts';

export const page3Modes: ModePlugin[] = [...page3GroupA, ...page3GroupB, ...page3GroupC];
