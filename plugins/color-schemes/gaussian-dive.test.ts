// "Gaussian DIVE": the line layers of higher primes equal the original's computed CSS (numbers
// compared to the precision the browser printed), nested bars of a leftover factor included.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeCorpusValue } from '../../src/formats/corpus-codec.ts';
import type { PictureBox } from '../../src/plugins/picture.ts';
import { pictureGaussianDive } from './gaussian-dive.ts';

interface Case {
  readonly id: string;
  readonly scheme: string;
  readonly input: readonly unknown[];
  readonly hex: boolean;
  readonly css: { readonly children: readonly Readonly<Record<string, string>>[] };
}

const cases = (
  JSON.parse(readFileSync('../shared/conformance/color-schemes/cases.json', 'utf8')) as { cases: Case[] }
).cases.filter((c) => c.scheme === 'Gaussian DIVE');

/** Numbers rounded to 6 significant digits, as the browser prints them. */
function rounded(css: string): string {
  return css.replace(/-?\d+(\.\d+)?/g, (x) => `${+Number(x).toPrecision(6)}`).replace(/\s+/g, ' ');
}

describe('Gaussian DIVE scheme', () => {
  it('draws the line layers of every recorded case as the original did', () => {
    let seen = 0;
    for (const c of cases) {
      const want = c.css.children.map((ch) => ch['background-image']!).filter((s) => s.startsWith('repeating'));
      const p = pictureGaussianDive(c.input.map(decodeCorpusValue), c.hex);
      const kids: readonly PictureBox[] = p.box.children ?? [];
      const got = kids.map((k) => k.image ?? '').filter((s) => s.startsWith('repeating'));
      expect(got.map(rounded), c.id).toEqual(want.map(rounded));
      seen += want.length;
    }
    expect(seen).toBe(4);
  });

  it('nests a bar of the leftover factor in the bands of 10 + 7i ((p + i)/(1 − i) = (1 + i)(5 + 4i))', () => {
    const p = pictureGaussianDive([decodeCorpusValue('@GaussianBigInt 10 7')], false);
    const layer = p.box.children![0]!;
    expect(layer.image).toContain('rgba(0, 64, 255, 0.875) 21.07671%, rgba(0, 0, 0, 0.875) 31.61506%');
    expect(layer.opacity).toBe(0.5);
  });
});
