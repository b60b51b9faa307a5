import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../calc/errors.ts';
import { ModeBuildError } from '../engine/index.ts';
import { SaveCodeError } from '../formats/errors.ts';
import { codeRefusal } from './code-words.ts';
import { readCode } from './mode-catalog.ts';
import { SessionError } from './protocol.ts';

const community = JSON.parse(
  readFileSync(new URL('../../../shared/conformance/community/codes.json', import.meta.url), 'utf8'),
) as { code: string }[];

function refusal(code: string): SessionError {
  try {
    readCode(code);
  } catch (e) {
    if (e instanceof SessionError) return e;
    throw e;
  }
  throw new Error('the code was accepted');
}

describe('refused codes in a player’s words', () => {
  it('a cut-off code asks for it again and keeps the parser’s words as the detail', () => {
    const code = community[0]!.code;
    for (const cut of [0.3, 0.6, 0.9]) {
      const e = refusal(code.slice(0, Math.floor(code.length * cut)));
      expect(e.kind).toBe('bad-code');
      expect(e.message).toMatch(/cut off or damaged\. Copy it again/);
      expect(e.message).not.toMatch(/part \d|SyntaxError|JSON/);
      expect(e.detail).toMatch(/^SaveCodeError: part \d/);
    }
  });

  it('text that is no save code says so', () => {
    const e = refusal('hello there');
    expect(e.message).toMatch(/not a save code/);
    expect(e.detail).toMatch(/SaveCodeError/);
  });

  it('each kind of refusal has its own sentence', () => {
    expect(codeRefusal(new SaveCodeError('limit', 'too long')).message).toMatch(/too large/);
    expect(codeRefusal(new SaveCodeError('version', 'Invalid update')).message).toMatch(/version/);
    expect(codeRefusal(new ModeBuildError('limit', 'grid', 'too big')).message).toMatch(/too large/);
    expect(codeRefusal(new ModeBuildError('value', 'customMerges[2]', 'bad')).message).toMatch(
      /rules do not fit together/,
    );
    expect(codeRefusal(new CalcArrayError('type', 'arr_sum', 'bad operand')).message).toMatch(/stopped with an error/);
    expect(codeRefusal(new CalcArrayError('type', 'arr_sum', 'bad operand')).detail).toMatch(/bad operand/);
  });
});
