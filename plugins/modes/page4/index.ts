// Page 4 of the original's menu, in menu order.
import type { ModePlugin } from '../../../src/plugins/types.ts';
import { page4GroupD } from './group-d.ts';

export const page4Modes: ModePlugin[] = [...page4GroupD];
