// Page 3 as the menu shows it: 25 plugins in slot order, one per original mode.
import { describe, expect, it } from 'vitest';
import { page3Modes } from './index.ts';

/** Menu order of Page 3 (catalog-modes.md): the original's mode numbers. */
const PAGE_ORDER = [
  '54',
  '55',
  '56',
  '57',
  '68',
  '67',
  '77',
  '78',
  '80',
  '86',
  '89',
  '72',
  '61',
  '79',
  '91',
  '73',
  '88',
  '93',
  '95',
  '75',
  '85',
  '96',
  '92',
  '58',
  '41',
];

describe('page 3 mode plugins', () => {
  it('are 25 plugins in menu order, one per original mode', () => {
    expect(page3Modes.map((p) => p.recreates?.[0]?.modeId)).toEqual(PAGE_ORDER);
    expect(new Set(page3Modes.map((p) => p.id)).size).toBe(25);
    for (const p of page3Modes) expect(p.page).toBe(3);
  });
});
