import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heDecode, heEncode, minimalEncode } from './entities.ts';

describe('heEncode (he v0.3.6 encode)', () => {
  it('reproduces the spec example', () => {
    expect(heEncode('[["@This 0","&&","@BigInt 5","@Infinity","é→😀"]]')).toBe(
      '[[&#x22;@This 0&#x22;,&#x22;&#x26;&#x26;&#x22;,&#x22;@BigInt 5&#x22;,&#x22;@Infinity&#x22;,&#x22;&#xE9;&#x2192;&#x1F600;&#x22;]]',
    );
  });
  it('escapes & < > " \' only, leaves backtick and controls, hexes the rest', () => {
    expect(heEncode(`&<>"'\`\u0001\u007f`)).toBe('&#x26;&#x3C;&#x3E;&#x22;&#x27;`\u0001\u007f');
    expect(heEncode('\u00a0\u2191\ud800x')).toBe('&#xA0;&#x2191;&#xD800;x');
    expect(heEncode('plain')).toBe('plain');
  });
  it('keeps U+0080–U+009F raw (deviation that keeps round trips exact)', () => {
    expect(heEncode('\u0080\u009f')).toBe('\u0080\u009f');
  });
});

describe('heDecode (he v0.3.6 decode, non-strict)', () => {
  const cases: [string, string][] = [
    ['&#x22;', '"'],
    ['&#34;', '"'],
    ['&#x22x', '"x'],
    ['&#X41;', 'A'],
    ['&amp;', '&'],
    ['&AMP;', '&'],
    ['&ampx', '&x'],
    ['&amp x', '& x'],
    ['&amp=', '&='],
    ['&ampx;', '&ampx;'],
    ['&foo;', '&foo;'],
    ['&hearts;', '\u2665'],
    ['&notin;', '\u2209'],
    ['&noti', '\u00aci'],
    ['&notit;', '&notit;'],
    ['&lt', '<'],
    ['&copy2023', '\u00a92023'],
    ['&acE;', '\u223e\u0333'],
    ['&Afr;', '\ud835\udd04'],
    ['&#0;', '\ufffd'],
    ['&#x80;', '\u20ac'],
    ['&#x81;', '\u0081'],
    ['&#x9F;', '\u0178'],
    ['&#xD800;', '\ufffd'],
    ['&#x110000;', '\ufffd'],
    ['&#99999999999999999999999;', '\ufffd'],
    ['&#x1F600;', '😀'],
    ['&#xZ;', '&#xZ;'],
    ['&#;', '&#;'],
    ['&', '&'],
    ['&&', '&&'],
    ['&constructor;', '&constructor;'],
    ['&__proto__;', '&__proto__;'],
    ['a &#x26;amp; b', 'a &amp; b'],
  ];
  it.each(cases)('%s', (input, want) => expect(heDecode(input)).toBe(want));

  it('inverts heEncode on any well-formed string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
        expect(heDecode(heEncode(s))).toBe(s);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('&', '#', 'x', '2', '6', ';', 'a', 'm', 'p', 'é', '\u0085'), maxLength: 30 }),
        (s) => {
          expect(heDecode(heEncode(s))).toBe(s);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('minimalEncode (the Infused exporter)', () => {
  it('leaves what survives decoding raw', () => {
    expect(minimalEncode('["&&","<",">","\'",1]')).toBe('["&&","<",">","\'",1]');
    expect(minimalEncode('é\u0085')).toBe('é\u0085');
    expect(minimalEncode('&amp; &#1; →😀')).toBe('&#x26;amp; &#x26;#1; &#x2192;&#x1F600;');
  });
  it('inverts under heDecode', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('&', '#', 'x', '2', ';', 'a', 'm', 'p', 'é', '→', ' '), maxLength: 30 }),
        (s) => {
          expect(heDecode(minimalEncode(s))).toBe(s);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
