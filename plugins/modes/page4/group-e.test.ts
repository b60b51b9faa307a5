// Page 4, group E as a whole: declared through the public plugin API, in menu order, showing the
// tile texts the original showed, and identical to the original on its recorded games.
import { describe, expect, it } from 'vitest';
import { page4GroupE } from './group-e.ts';
import { describeRecordedChecks, describeRegistration } from '../recorded-test-kit.ts';

/** The original's colours: hex, hsla, or a gradient (linear, radial or conic) of them. */
const ORIGINAL_COLOURS = {
  background: /^(hsla|(linear|radial|conic)-gradient)\(|^#([0-9a-f]{3}){1,2}$/,
  text: /^#[0-9a-f]{6}$/,
};

/** The original's mode numbers of Page 4 slots 11–15 and 18–25, in menu order. */
const MENU_ORDER = ['34', '98', '35', '36', '62', '39', '60', '99', '45', '74', '50', '44', '100'];

describe('page 4, group E', () => {
  it('is one plugin per original mode, in menu order, on page 4', () => {
    expect(page4GroupE.map((p) => p.recreates?.[0]?.modeId)).toEqual(MENU_ORDER);
    expect(new Set(page4GroupE.map((p) => p.id)).size).toBe(MENU_ORDER.length);
    for (const p of page4GroupE) {
      expect(p.id).toMatch(/^pc\.[a-z0-9.-]+$/);
      expect(p.page).toBe(4);
      expect(p.category).toBeTruthy();
      expect(p.rules).toBeTruthy();
      expect(p.description).toBeTruthy();
    }
  });
});

describeRegistration(page4GroupE);
describeRecordedChecks(page4GroupE, { colours: ORIGINAL_COLOURS, statBoxes: true });
