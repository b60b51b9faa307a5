// The original writes the numbers of its tile tables into the texts (shown as they are: 10922) and
// computes the tiles past its tables (abbreviated: 174,762); our texts follow that line.
import { describe, expect, it } from 'vitest';
import { modePartialAbsorb270 } from '../page4/partial-absorb.ts';
import { modeBicolor2187 } from './bicolor.ts';
import {
  modeEasier2401,
  modeHarder3125,
  modeHarder3375,
  modeInterleaved3125,
  modeInterleaved3375,
  modeInterleaved5832,
} from './multiplier-powers.ts';
import { mode1365, mode2131 } from './spines.ts';
import { E, displayedText, playOn } from './test-kit.ts';
import { mode1093, mode1536 } from './tiers.ts';

describe('tile texts past 10,000', () => {
  it.each([
    ['1365', mode1365, [12, 2], '10922'],
    ['1365', mode1365, [15, 2], '87382'],
    ['1365 (computed)', mode1365, [16, 1], '87,381'],
    ['2131', mode2131, [8, 3], '81090'],
    ['1536', mode1536, [12, 1], '12289'],
    ['1093', mode1093, [10, 0], '59049'],
    ['2187', modeBicolor2187, [10, 1], '59049'],
    ['3125 (harder)', modeHarder3125, [7, 1], '78125'],
    ['2401', modeEasier2401, [5, 1], '16807'],
    ['3375 (harder)', modeHarder3375, [3, 3], '10125'],
    ['3125 (interleaved)', modeInterleaved3125, [5, 5], '15625'],
    ['3375 (interleaved)', modeInterleaved3375, [2, 60], '13500'],
    ['5832', modeInterleaved5832, [3, 3], '17496'],
  ] as const)('%s: %j shows %s', (_name, plugin, tile, text) => {
    expect(displayedText(playOn(plugin, [[E]]), [...tile])).toBe(text);
  });

  it('270, one-dimensional: tiers up to 16 written out, later ones computed', () => {
    const g = playOn(modePartialAbsorb270, [[E]], { structure: 'oneD' });
    expect(
      [
        [12, 3],
        [16, 5],
        [17, 2],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['12288', '327680', '262,144']);
  });
});
