// Issue #30 done-when 1: every CalcArray of the recorded corpus, printed as a formula and parsed
// back, is the same array and evaluates as the original did (the same check as the conformance runner).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpusEqual, decodeCorpusValue } from '../formats/corpus-codec.ts';
import { checkCase, formulaRoundTrip, loadCalcCases } from './calcarray-cases.ts';

const corpus = fileURLToPath(new URL('../../../shared/conformance/calcarray', import.meta.url));

describe('CalcArray corpus through formulas', () => {
  it('prints every expression as a formula that parses back to the same array and passes', () => {
    const cases = loadCalcCases(corpus);
    const problems: string[] = [];
    let passed = 0;
    for (const c of cases) {
      const back = formulaRoundTrip(c);
      if (!corpusEqual(decodeCorpusValue(back.expr), decodeCorpusValue(c.expr)))
        problems.push(`${c.id}: array changed`);
      const problem = checkCase(back);
      if (problem === null) passed++;
      else problems.push(`${c.id}: ${problem}`);
    }
    console.log(`calcarray corpus through formulas: ${passed} passed, ${cases.length - passed} failed`);
    expect(cases.length).toBe(12439);
    expect(problems).toEqual([]);
  });
});
