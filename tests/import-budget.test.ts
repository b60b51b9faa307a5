// Issue 24, finding 6: reading a code runs under a step budget. `"@BigRational a b"` values are
// reduced (Euclid's algorithm) and `"@BigInt …"` digits parsed (quadratic in V8) as a code is read;
// with 300,000-digit parts that took 28 s of CPU in importCode. Now it stops with a SaveCodeError.
import { describe, expect, it } from 'vitest';
import { BigRational, type Value } from '../src/calc/values.ts';
import { guarded } from '../src/formats/errors.ts';
import { scParse } from '../src/formats/extended-json.ts';
import { importCode, SaveCodeError } from '../src/formats/index.ts';
import { modeCode, testClassicMode, testTileTypes } from '../src/worker/test-codes.ts';

/** A BigRational with the given parts, unreduced (as a hostile code writes it). */
function unreduced(num: bigint, den: bigint): BigRational {
  return Object.assign(Object.create(BigRational.prototype) as BigRational, { num, den });
}

/** A Mode code whose first display rule's text is `value`. */
function codeWith(value: Value): string {
  const rules = testTileTypes();
  (rules[0] as Value[])[1] = value;
  return modeCode(testClassicMode('Hostile numbers', { tileTypes: rules }));
}

function importKind(code: string): string {
  try {
    importCode(code);
    return 'none';
  } catch (e) {
    if (e instanceof SaveCodeError) return e.kind;
    throw e;
  }
}

describe('import budget', () => {
  it('a BigRational with 300,000-digit parts (many Euclid rounds) is refused with a limit error', () => {
    // 2^k and 3^m: Euclid's quotients stay small, so it takes about as many rounds as they have bits.
    const code = codeWith(unreduced(2n ** 990_000n, 3n ** 620_000n));
    expect(importKind(code)).toBe('limit');
  });

  it('many long @BigInt numbers are refused with a limit error (the parse is charged)', () => {
    // The JSON part of a code as the importer reads it (building a whole code of these is slow).
    const json = JSON.stringify(Array.from({ length: 12 }, () => `@BigInt ${'7'.repeat(300_000)}`));
    let kind = 'none';
    try {
      guarded(() => scParse(json));
    } catch (e) {
      if (!(e instanceof SaveCodeError)) throw e;
      kind = e.kind;
    }
    expect(kind).toBe('limit');
  });

  it('ordinary numbers still import', () => {
    const code = codeWith([unreduced(6n, 4n), 10n ** 50n]);
    expect(importKind(code)).toBe('none');
  });
});
