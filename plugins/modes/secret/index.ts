// Secret modes without a menu slot (catalog-modes.md, "Secret modes"), beyond the two Page 1
// recreates in plugins/modes/page1/secrets.ts.
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { mode145965 } from './division-145965.ts';
import { mode839808 } from './doubling-839808.ts';
import { modeVoidTiler } from './void-tiler.ts';

export const secretModes: ModePlugin[] = [mode839808, mode145965, modeVoidTiler];
