import { describe, expect, it } from 'vitest';
import { encodeJsonPart, encodeText, joinCode } from './envelope.ts';
import { sameData } from './equality.ts';
import { SaveCodeError } from './errors.ts';
import { exportCustomCode, importCustomCode } from './custom-code.ts';
import { heDecode } from './entities.ts';

const hsla = (h: number, s: number, l: number): unknown[] => ['@HSLA', h, s, l, 1];

/** custom-modes.md §4, the official "2048 recreation" code, written the v2.0 way (raw JSON). */
const RECREATION = [
  [false, [1, 85], [2, 12], [4, 3]],
  [[1, [1, '@Infinity', 0, 1], [[true, 0]], [[true, 1]], false]],
  [
    [
      1,
      [21, '@Infinity', 0, 1],
      [['@HSLA', 220, 100, 36, 1, 21, false, -15, 0.95, false, 0, 0.975, true, 0, 0.9, false, 0, 0]],
      [0],
      ['@linear-gradient', 0],
      ['@HSLA', 0, 0, 100, 1, 1, false, 0, 0, false, 0, 0, false, 0, 0, false, 0, 0],
    ],
  ],
  [
    ['@linear-gradient', 0, [0], [hsla(44, 100, 93)]],
    ['@radial-gradient', 0, [0, 150], [hsla(46, 100, 50), hsla(0, 100, 100)]],
    ['@linear-gradient', 0, [0], [hsla(43, 53, 83)]],
    ['@linear-gradient', 0, [0], [hsla(43, 22, 72)]],
    ['@linear-gradient', 0, [0], [hsla(30, 8, 30)]],
  ],
  [1, 12],
  [0],
  ['Custom Mode Recreation', '2048', 'Merges occur between two tiles of the same number. Don&#x27;t stop!', 4],
];
/** v2.0 exported raw JSON, without entity encoding. */
const v20 = (parts: unknown[]): string =>
  joinCode(
    'custom',
    '2.0',
    parts.map((p) => btoa(JSON.stringify(p))),
  );

describe('Custom codes', () => {
  it('imports a v2.0 code with the migrations', () => {
    const { version, custom } = importCustomCode(v20(RECREATION));
    expect(version).toBe('2.0');
    expect(custom.customSpawningTiles).toEqual([false, [1, 85], [2, 12], [4, 3]]);
    expect((custom.customMerges as unknown[][])[0]![1]).toEqual([1, Infinity, 0, 1]);
    expect((custom.customBackground as unknown[]).length).toBe(6);
    expect((custom.customBackground as unknown[])[5]).toEqual(['@linear-gradient', 180, [], []]);
    expect(custom.customWins).toEqual([1, 12]);
    // v2.0 codes: the single entity encoding is decoded away; the 5th rules entry is added.
    expect(custom.customRulesText).toEqual([
      'Custom Mode Recreation',
      '2048',
      "Merges occur between two tiles of the same number. Don't stop!",
      4,
      '',
    ]);
  });

  it('migrates spawning flag, merge order flag and rules-text size', () => {
    const parts = [...RECREATION];
    parts[0] = [
      [1, 85],
      [2, 15],
    ];
    parts[1] = [[1, [1, '@Infinity', 0, 1], [[true, 0]], [[true, 1]]]];
    parts[6] = ['', 'T', 'D'];
    const { custom } = importCustomCode(v20(parts));
    expect(custom.customSpawningTiles).toEqual([false, [1, 85], [2, 15]]);
    expect((custom.customMerges as unknown[][])[0]![4]).toBe(false);
    expect(custom.customRulesText).toEqual(['', 'T', 'D', 0, '']);
  });

  it('reads v2.0 texts holding &#x22; (which break JSON once decoded) by decoding strings after parsing', () => {
    const parts = [...RECREATION];
    parts[6] = ['H', 'T', 'Two &#x22;equal&#x22; tiles', 5];
    expect(importCustomCode(v20(parts)).custom.customRulesText).toEqual(['H', 'T', 'Two "equal" tiles', 5, '']);
    // v3.0 exporters encode everything, so for 3.0 the strict pipeline applies: the same raw part fails…
    const v30 = joinCode(
      'custom',
      '3.0',
      parts.map((p) => btoa(JSON.stringify(p))),
    );
    expect(() => importCustomCode(v30)).toThrow(SaveCodeError);
    // …while the encoded form keeps the entity text, as the original does.
    const encoded = joinCode(
      'custom',
      '3.0',
      parts.map((p) => encodeText(JSON.stringify(p))),
    );
    expect((importCustomCode(encoded).custom.customRulesText as unknown[])[2]).toBe('Two &#x22;equal&#x22; tiles');
  });

  it('exports v3.0: the editor texts (kept entity-encoded) end up encoded twice, and come back once', () => {
    const { custom } = importCustomCode(v20(RECREATION));
    const editor = { ...custom, customRulesText: ['', 'T', 'they&#x27;re', 4, ''] };
    const code = exportCustomCode(editor);
    expect(code.split('|')).toHaveLength(10);
    expect(atob(code.split('|')[8]!)).toContain('they&#x26;#x27;re');
    const back = importCustomCode(code).custom;
    expect(back.customRulesText).toEqual(['', 'T', 'they&#x27;re', 4, '']);
    expect(sameData(back, editor)).toBe(true);
    expect(exportCustomCode(back)).toBe(code);
  });

  it('the pipeline decodes like the original: a part is base64 of entity-encoded JSON', () => {
    const code = exportCustomCode(importCustomCode(v20(RECREATION)).custom);
    expect(code.split('|')[3]).toBe(encodeJsonPart(importCustomCode(code).custom.customMerges));
    expect(heDecode(atob(code.split('|')[2]!))).toBe('[false,[1,85],[2,12],[4,3]]');
  });
});
