import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Decode, base64Encode } from './base64.ts';

/** The platform's atob/btoa (Node 20 has them) as the reference, undefined where they throw. */
function refAtob(s: string): string | undefined {
  try {
    return atob(s);
  } catch {
    return undefined;
  }
}

describe('base64Encode (btoa)', () => {
  it('encodes with padding', () => {
    expect(base64Encode('')).toBe('');
    expect(base64Encode('A')).toBe('QQ==');
    expect(base64Encode('AB')).toBe('QUI=');
    expect(base64Encode('ABC')).toBe('QUJD');
    expect(base64Encode('4')).toBe('NA==');
    expect(base64Encode('[]')).toBe('W10=');
  });
  it('covers every byte and refuses characters above U+00FF', () => {
    let all = '';
    for (let i = 0; i < 256; i++) all += String.fromCharCode(i);
    expect(base64Encode(all)).toBe(btoa(all));
    expect(base64Decode(base64Encode(all)!)).toBe(all);
    expect(base64Encode('é→')).toBeUndefined();
  });
});

describe('base64Decode (forgiving atob)', () => {
  it('follows the forgiving rules', () => {
    expect(base64Decode('QQ==')).toBe('A');
    expect(base64Decode('QQ')).toBe('A');
    expect(base64Decode(' Q\nQ\t= =\r')).toBe('A');
    expect(base64Decode('QQ=')).toBeUndefined();
    expect(base64Decode('Q')).toBeUndefined();
    expect(base64Decode('QQ==QQ==')).toBeUndefined();
    expect(base64Decode('QQ-_')).toBeUndefined();
    expect(base64Decode('undefined')).toBeUndefined(); // a missing part, as the original decoded it
    expect(base64Decode('')).toBe('');
    expect(base64Decode('QR==')).toBe('A'); // leftover bits ignored
  });
  it('agrees with the platform atob on arbitrary input', () => {
    const chars = fc.constantFrom(
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/= \n-é'.split(''),
    );
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 24 }), (cs) => {
        const s = cs.join('');
        expect(base64Decode(s)).toBe(refAtob(s));
      }),
      { numRuns: 3000 },
    );
  });
});
