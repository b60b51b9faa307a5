import type { ModePlugin } from '../../../src/plugins/types.ts';

export const page2Modes: ModePlugin[] = [];
