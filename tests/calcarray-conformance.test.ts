// The CalcArray corpus recorded from the original (shared/conformance/calcarray), run through both
// the compiled fast path and the interpreter. Cases listed in calcarray-known-failures.txt are the
// remaining gaps: any other failure is a regression, and a listed case that passes must be removed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { setCompiledEvaluation } from '../src/calc/index.ts';
import { checkCase, loadCalcCases } from '../src/conformance/calcarray-cases.ts';

const corpus = fileURLToPath(new URL('../../shared/conformance/calcarray', import.meta.url));
const known = new Set(
  readFileSync(new URL('./calcarray-known-failures.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#')),
);
const cases = loadCalcCases(corpus);

describe.each([
  ['compiled', true],
  ['interpreted', false],
])('CalcArray corpus (%s)', (_mode, compiled) => {
  afterAll(() => setCompiledEvaluation(true));
  it('matches the original on every case not listed as a known gap', () => {
    setCompiledEvaluation(compiled);
    const unexpected: string[] = [];
    const fixed: string[] = [];
    let passed = 0;
    for (const c of cases) {
      const problem = checkCase(c);
      if (problem === null) {
        passed++;
        if (known.has(c.id)) fixed.push(c.id);
      } else if (!known.has(c.id)) unexpected.push(`${c.id}: ${problem}`);
    }
    console.log(
      `calcarray corpus (${compiled ? 'compiled' : 'interpreted'}): ${passed} passed, ${cases.length - passed} failed`,
    );
    expect(cases.length).toBe(12439);
    expect(unexpected).toEqual([]);
    expect(fixed, 'these now pass: remove them from calcarray-known-failures.txt').toEqual([]);
  });
});
