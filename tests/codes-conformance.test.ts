// Every community save code is playable: imported, converted (Custom / Infused), played for 300
// seeded random moves without an engine error, and exported and re-imported to the same data.
// Codes listed in codes-known-failures.txt are known gaps: any other failure is a regression, and
// a listed code that passes must be removed from the list.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCode, labelCodes, loadCodes } from '../src/conformance/code-cases.ts';

const corpus = fileURLToPath(new URL('../../shared/conformance/community', import.meta.url));
const known = new Map(
  readFileSync(new URL('./codes-known-failures.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const at = l.lastIndexOf(' -- ');
      return at < 0 ? ([l, ''] as const) : ([l.slice(0, at), l.slice(at + 4)] as const);
    }),
);
const codes = loadCodes(corpus);
const labels = labelCodes(codes);
const moves = Number(process.env.CODES_MOVES ?? 300);

describe('community codes', () => {
  it('are all there', () => {
    expect(codes.length).toBe(99);
    for (const label of known.keys()) expect(labels, `known failure "${label}" is not a code`).toContain(label);
  });

  it.each(codes.map((c, i) => [labels[i]!, c] as const))(
    '%s',
    (label, c) => {
      const r = checkCode(c, label, { moves });
      if (known.has(label))
        expect(r.problem, `passes now: remove "${label}" from codes-known-failures.txt`).not.toBeNull();
      else expect(r.problem).toBeNull();
    },
    600_000,
  );
});
