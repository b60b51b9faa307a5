// Page 4 as the menu shows it: 25 plugins in slot order, one per original mode.
import { describe, expect, it } from 'vitest';
import { page4Modes } from './index.ts';

/** Menu order of Page 4 (catalog-modes.md): the original's mode numbers. */
const PAGE_ORDER = [
  '31',
  '49',
  '81',
  '82',
  '40',
  '43',
  '59',
  '70',
  '69',
  '97',
  '34',
  '98',
  '35',
  '36',
  '62',
  '37',
  '71',
  '39',
  '60',
  '99',
  '45',
  '74',
  '50',
  '44',
  '100',
];

describe('page 4 mode plugins', () => {
  it('are 25 plugins in menu order, one per original mode', () => {
    expect(page4Modes.map((p) => p.recreates?.[0]?.modeId)).toEqual(PAGE_ORDER);
    expect(new Set(page4Modes.map((p) => p.id)).size).toBe(25);
    for (const p of page4Modes) expect(p.page).toBe(4);
  });
});
