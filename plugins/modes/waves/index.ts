// The Waves modes (DIVE variants the original's menu shows after "Unleash the Waves"), and the
// secret Pair Production Partial Absorb 377. No menu page: the picker lists them under their category.
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { wavesGroupW1 } from './group-w1.ts';
import { wavesGroupW2 } from './group-w2.ts';

export const wavesModes: ModePlugin[] = [...wavesGroupW1, ...wavesGroupW2];
