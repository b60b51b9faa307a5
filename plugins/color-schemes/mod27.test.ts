// "mod 27": the gradient of every recorded case equals the original's computed CSS, stop by stop,
// for values below 2^53 (the tier rule of large values included); the rule's stops for 10^12 by hand.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeCorpusValue } from '../../src/formats/corpus-codec.ts';
import { normalCss } from '../../scripts/compare-tiles.ts';
import { pictureMod27, tierStops } from './mod27.ts';

interface Case {
  readonly id: string;
  readonly scheme: string;
  readonly input: readonly unknown[];
  readonly hex: boolean;
  readonly css: Readonly<Record<string, string>>;
}

const cases = (
  JSON.parse(readFileSync('../shared/conformance/color-schemes/cases.json', 'utf8')) as { cases: Case[] }
).cases.filter((c) => c.scheme === 'mod 27');

describe('mod 27 scheme', () => {
  it('gives each recorded value below 2^53 the background the original computed', () => {
    const mine = cases.filter((c) => !c.id.includes('x31'));
    expect(mine.length).toBe(20);
    for (const c of mine) {
      const p = pictureMod27(c.input.map(decodeCorpusValue), c.hex);
      expect(normalCss(p.box.image ?? 'none'), c.id).toBe(normalCss(c.css['background-image']!));
      expect(normalCss(p.box.color ?? 'transparent'), c.id).toBe(normalCss(c.css['background-color']!));
    }
  });

  it('splits a large value into T + 1 stops: U, then U − ⌊U / 200^j⌋ plus 1 on odd j (modulo the cycle)', () => {
    const u = 10n ** 12n - 200n ** 5n;
    expect(tierStops(10n ** 12n)).toEqual(
      [u, u - u / 200n + 1n, u - u / 40000n, u - u / 8000000n + 1n, u - 425n, u - 1n].map((x) => Number(x % 1560000n)),
    );
    expect(tierStops(40005n)).toEqual([5, 6, 5]);
    expect(tierStops(40000n)).toEqual([0, 1, 0]);
    expect(tierStops(200n ** 3n)).toEqual([0, 1, 0, 1]);
  });
});
