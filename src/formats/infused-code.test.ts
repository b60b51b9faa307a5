import { describe, expect, it } from 'vitest';
import type { Value } from '../calc/values.ts';
import { encodeText, joinCode } from './envelope.ts';
import { SaveCodeError } from './errors.ts';
import { exportInfusedCode, importInfusedCode, parseInfusedValue } from './infused-code.ts';

const values = (n: number): Value[] =>
  Array.from({ length: n }, (_, i) => (i === 34 ? [true, false] : `[${i}, "&&", "<b>"]`));
/** The original writes Infused parts as raw JSON (no entity encoding). */
const raw = (list: Value[]): string => joinCode('infused', '3.0', [btoa(JSON.stringify(list))]);

describe('Infused codes', () => {
  it('pads the tail and element 34', () => {
    const { infused } = importInfusedCode(raw(values(35)));
    expect(infused.values).toHaveLength(43);
    expect(infused.values[34]).toEqual([true, false, true, true, true]);
    expect(infused.values.slice(35)).toEqual(['[]', '"@Infinity"', '[]', '[]', 'false', 'false', '[]', '[]']);
    const short = importInfusedCode(raw(values(34))).infused.values;
    expect(short[34]).toEqual([true, true, true, true, true]);
  });

  it('rejects lists shorter than 34 and non-lists', () => {
    expect(() => importInfusedCode(raw(values(33)))).toThrow('Infused mode values too short');
    expect(() => importInfusedCode(raw(['x'] as Value[]).replace(/\|[^|]*\|$/, `|${btoa('"x"')}|`))).toThrow(
      SaveCodeError,
    );
  });

  it('parses values lazily, reporting the index', () => {
    const { infused } = importInfusedCode(raw(values(43)));
    expect(parseInfusedValue(infused, 3)).toEqual([3, '&&', '<b>']);
    expect(parseInfusedValue(infused, 34)).toEqual([true, false, true, true, true]);
    expect(parseInfusedValue(importInfusedCode(raw(values(35))).infused, 36)).toBe(Infinity);
    const broken = { values: infused.values.map((v, i) => (i === 7 ? '[1,' : v)) };
    expect(() => parseInfusedValue(broken, 7)).toThrow('Your infused mode has a JSON error at index 7');
  });

  it('exports without entity encoding, protecting only what decoding would change', () => {
    const list = values(43);
    const code = exportInfusedCode({ values: list });
    expect(code).toBe(raw(list));
    const tricky = { values: [...list.slice(0, 5), '"&amp; é →"', ...list.slice(6)] };
    const back = importInfusedCode(exportInfusedCode(tricky)).infused;
    expect(back.values[5]).toBe('"&amp; é →"');
  });

  it('decodes an entity-encoded part too (the importer always decodes)', () => {
    const code = joinCode('infused', '3.0', [encodeText(JSON.stringify(values(43)))]);
    expect(importInfusedCode(code).infused.values[3]).toBe('[3, "&&", "<b>"]');
  });
});
