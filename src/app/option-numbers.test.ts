import { describe, expect, it } from 'vitest';
import { optionFits, sameOptionValue } from '../plugins/option-fit.ts';
import { resolveOptions } from '../plugins/registry.ts';
import type { OptionSpec } from '../plugins/types.ts';
import { optionValueText, settingViews } from '../worker/option-text.ts';
import type { ModeOptionView } from '../worker/protocol.ts';
import { changedOnly, listRangeText, parseNumbersOption, withDefaults } from './option-values.ts';

const lengths: Extract<ModeOptionView, { type: 'numbers' }> = {
  id: 'lengths',
  label: 'Merge lengths',
  type: 'numbers',
  default: [2, 3],
  min: 2,
  max: 9,
  integer: true,
  maxCount: 8,
};

describe('a list-of-numbers option', () => {
  it('parses "2, 3, 5" and spaces or semicolons between entries', () => {
    expect(parseNumbersOption(lengths, '2, 3, 5')).toEqual({ ok: true, value: [2, 3, 5] });
    expect(parseNumbersOption(lengths, ' 4 6;7 ')).toEqual({ ok: true, value: [4, 6, 7] });
  });

  it('names the entry that is not a number, not whole, or out of range', () => {
    const notNumber = parseNumbersOption(lengths, '2, x3');
    expect(notNumber.ok).toBe(false);
    expect(!notNumber.ok && notNumber.error).toContain('“x3” is not a number');
    const half = parseNumbersOption(lengths, '2.5');
    expect(!half.ok && half.error).toBe('“2.5” is not a whole number.');
    const big = parseNumbersOption(lengths, '2, 10');
    expect(!big.ok && big.error).toBe('Each whole number must be from 2 to 9 (not 10).');
  });

  it('checks how many entries the list holds', () => {
    const none = parseNumbersOption(lengths, ' , ');
    expect(!none.ok && none.error).toBe('Enter at least one whole number.');
    const many = parseNumbersOption(lengths, '2 2 2 2 2 2 2 2 2');
    expect(!many.ok && many.error).toBe('Enter at most 8 whole numbers.');
    expect(listRangeText(lengths)).toBe('whole numbers from 2 to 9, 1 to 8 of them, separated by commas');
  });

  it('fits only arrays of fitting entries (the registry falls back to the default otherwise)', () => {
    expect(optionFits(lengths, [2, 9])).toBe(true);
    expect(optionFits(lengths, [])).toBe(false);
    expect(optionFits(lengths, [2, Number.NaN])).toBe(false);
    expect(optionFits(lengths, ['2'])).toBe(false);
    expect(optionFits(lengths, '2, 3')).toBe(false);
    expect(optionFits(lengths, Array(65).fill(2))).toBe(false);
    const spec: OptionSpec = { ...lengths, default: [2, 3] };
    expect(resolveOptions([spec], { lengths: [4, 5] })).toEqual({ lengths: [4, 5] });
    expect(resolveOptions([spec], { lengths: [1] })).toEqual({ lengths: [2, 3] });
  });

  it('is shown as text, and a list equal to the default counts as unchanged', () => {
    expect(optionValueText(lengths, [2, 3, 5])).toBe('2, 3, 5');
    expect(sameOptionValue([2, 3], [2, 3])).toBe(true);
    expect(sameOptionValue([2, 3], [3, 2])).toBe(false);
    expect(changedOnly([lengths], { lengths: [2, 3] })).toEqual({});
    expect(changedOnly([lengths], { lengths: [4] })).toEqual({ lengths: [4] });
    expect(withDefaults([lengths], { lengths: [1] })).toEqual({ lengths: [2, 3] });
    expect(settingViews([lengths], { lengths: [2, 3] })[0]).toEqual({
      label: 'Merge lengths',
      value: '2, 3',
      changed: false,
    });
  });
});
