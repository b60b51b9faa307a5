// Waves group W1 as a whole: declared through the public plugin API, without a menu page, showing
// the tile texts the original showed, and identical to the original on its recorded games.
import { describe, expect, it } from 'vitest';
import { wavesGroupW1 } from './group-w1.ts';
import { describeRecordedChecks, describeRegistration } from '../recorded-test-kit.ts';

const MODE_IDS = ['96.50118', '101', '34.50118', '50.22', '50.1', '91.50118', '98.01'];

describe('waves group W1', () => {
  it('is one plugin per original mode, with no menu page', () => {
    expect(wavesGroupW1.map((p) => p.recreates?.[0]?.modeId)).toEqual(MODE_IDS);
    expect(new Set(wavesGroupW1.map((p) => p.id)).size).toBe(MODE_IDS.length);
    for (const p of wavesGroupW1) {
      expect(p.id).toMatch(/^pc\.[a-z0-9.-]+$/);
      expect(p.page).toBeUndefined();
      expect(p.category).toBe(p.recreates?.[0]?.modeId === '98.01' ? 'Secret' : 'Waves');
      expect(p.rules).toBeTruthy();
      expect(p.description).toBeTruthy();
    }
  });
});

describeRegistration(wavesGroupW1);
// The original's colours: HSLA formulas, hex tables, or black under a colour scheme's pictures.
describeRecordedChecks(wavesGroupW1, {
  colours: { background: /^(hsla\(|#[0-9a-f]{6}$)/, text: /^#[0-9a-f]{6}$/ },
  statBoxes: true,
});
