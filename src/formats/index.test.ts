import { describe, expect, it } from 'vitest';
import { MODE_2048, REPLAY_2048 } from '../../tests/helpers/formats-fixtures.ts';
import { SaveCodeError, exportCode, importCode, importGameCode, importReplayCode } from './index.ts';

describe('importCode / exportCode', () => {
  it('dispatches on the header', () => {
    expect(importCode(MODE_2048).kind).toBe('mode');
    expect(importCode(REPLAY_2048).kind).toBe('replay');
    expect(importCode('@2048PowCompModifiers|3.0|W10=|W10=|').kind).toBe('modifiers');
  });

  it('round-trips every kind through exportCode', () => {
    for (const code of [MODE_2048, REPLAY_2048]) expect(exportCode(importCode(code))).toBe(code);
    // A Mode code relabelled as a Game code: part 48 is the empty tail, and JSON.parse("") fails.
    expect(() => importCode(MODE_2048.replace('@2048PowCompMode', '@2048PowCompGame'))).toThrow(
      /^part 48 \(Grid\): SyntaxError/,
    );
  });

  it('reports the original messages through SaveCodeError only', () => {
    const cases: [string, string][] = [
      ['', 'Invalid save code type'],
      ['hello', 'Invalid save code type'],
      ['@2048PowCompMode|9.9|', 'Invalid update'],
      ['@2048PowCompMode|3.0|', 'missing part (the code is too short)'],
      ['@2048PowCompMode|3.0|NA=|', 'InvalidCharacterError The string to be decoded contains invalid characters.'],
    ];
    for (const [code, reason] of cases) {
      let error: unknown;
      try {
        importCode(code);
      } catch (e) {
        error = e;
      }
      expect(error, code).toBeInstanceOf(SaveCodeError);
      expect((error as SaveCodeError).reason, code).toBe(reason);
    }
    expect(() => importGameCode(MODE_2048)).toThrow(SaveCodeError);
    expect(() => importReplayCode(MODE_2048)).toThrow(SaveCodeError);
  });
});
