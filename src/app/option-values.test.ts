import { describe, expect, it } from 'vitest';
import type { ModeOptionView, ModifierChoice } from '../worker/protocol.ts';
import {
  availableModifiers,
  changedOnly,
  parseNumberOption,
  rangeText,
  setModifierEntries,
  toggleModifier,
  withDefaults,
} from './option-values.ts';

const size: Extract<ModeOptionView, { type: 'number' }> = {
  id: 'size',
  label: 'Size',
  type: 'number',
  default: 4,
  min: 2,
  max: 16,
  step: 1,
};
const specs: ModeOptionView[] = [
  size,
  { id: 'big', label: 'Big', type: 'boolean', default: false },
  {
    id: 'kind',
    label: 'Kind',
    type: 'choice',
    default: 'a',
    choices: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  },
];

describe('option values', () => {
  it('fills defaults and drops stored values that no longer fit', () => {
    expect(withDefaults(specs, undefined)).toEqual({ size: 4, big: false, kind: 'a' });
    expect(withDefaults(specs, { size: 6, big: 'yes', kind: 'z', gone: 1 })).toEqual({
      size: 6,
      big: false,
      kind: 'a',
    });
    expect(withDefaults(specs, { size: 99 })).toEqual({ size: 4, big: false, kind: 'a' });
  });

  it('keeps only changed values for storage', () => {
    expect(changedOnly(specs, { size: 4, big: true, kind: 'a' })).toEqual({ big: true });
    expect(changedOnly(specs, { size: 100 })).toEqual({});
  });

  it('parses number fields against range and step', () => {
    expect(parseNumberOption(size, ' 5 ')).toEqual({ ok: true, value: 5 });
    expect(parseNumberOption(size, '')).toMatchObject({ ok: false });
    expect(parseNumberOption(size, '1')).toEqual({ ok: false, error: 'Enter a number from 2 to 16.' });
    expect(parseNumberOption(size, '4.5')).toEqual({ ok: false, error: 'Enter a whole number.' });
    expect(parseNumberOption({ ...size, step: 0.5 }, '4.5')).toEqual({ ok: true, value: 4.5 });
    expect(rangeText({ id: 'x', label: 'x', type: 'number', default: 0 })).toBe('');
    expect(rangeText({ id: 'x', label: 'x', type: 'number', default: 0, min: 1 })).toBe('at least 1');
  });

  it('accepts ∞ only where the option allows it, and keeps it', () => {
    const limit = { ...size, min: 1, max: 9999, infinite: true };
    for (const t of ['∞', 'inf', ' Infinity '])
      expect(parseNumberOption(limit, t)).toEqual({ ok: true, value: Infinity });
    expect(parseNumberOption(size, '∞')).toMatchObject({ ok: false });
    expect(rangeText(limit)).toBe('from 1 to 9999, or ∞');
    expect(withDefaults([limit], { size: Infinity })).toEqual({ size: Infinity });
    expect(withDefaults([size], { size: Infinity })).toEqual({ size: 4 });
  });

  it('switches modifiers on and off in a stable order', () => {
    let list = toggleModifier([], 'a', true, { n: 1 });
    list = toggleModifier(list, 'b', true);
    list = toggleModifier(list, 'a', true, { n: 2 });
    expect(list).toEqual([
      { id: 'a', options: { n: 2 } },
      { id: 'b', options: {} },
    ]);
    expect(toggleModifier(list, 'a', false)).toEqual([{ id: 'b', options: {} }]);
    expect(availableModifiers(list, new Set(['b']))).toEqual([{ id: 'b', options: {} }]);
  });

  it('sets the list of a repeatable modifier where its first entry was, in order', () => {
    const list: ModifierChoice[] = [
      { id: 'a', options: {} },
      { id: 'auto', options: { v: 1 } },
      { id: 'b', options: {} },
      { id: 'auto', options: { v: 2 } },
    ];
    expect(setModifierEntries(list, 'auto', [{ v: 3 }, { v: 4 }, { v: 5 }]).map((m) => [m.id, m.options.v])).toEqual([
      ['a', undefined],
      ['auto', 3],
      ['auto', 4],
      ['auto', 5],
      ['b', undefined],
    ]);
    expect(setModifierEntries(list, 'auto', [])).toEqual([
      { id: 'a', options: {} },
      { id: 'b', options: {} },
    ]);
    expect(setModifierEntries([{ id: 'a', options: {} }], 'auto', [{ v: 1 }]).map((m) => m.id)).toEqual(['a', 'auto']);
  });
});
