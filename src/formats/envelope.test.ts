import { describe, expect, it } from 'vitest';
import { BigRational } from '../calc/values.ts';
import {
  HEADERS,
  PartReader,
  checkPositiveInteger,
  encodeJsonPart,
  encodeStrPart,
  encodeText,
  joinCode,
  splitCode,
} from './envelope.ts';
import { DEFAULT_FORMAT_LIMITS, SaveCodeError } from './errors.ts';

function errorOf(f: () => unknown): SaveCodeError {
  try {
    f();
  } catch (e) {
    if (e instanceof SaveCodeError) return e;
    throw e;
  }
  throw new Error('did not throw');
}

describe('envelope', () => {
  it('splits and checks header then version', () => {
    const env = splitCode('@2048PowCompMode|3.0|NA==|NA==|');
    expect(env.kind).toBe('mode');
    expect(env.versionIndex).toBe(16);
    expect(env.fields).toEqual(['@2048PowCompMode', '3.0', 'NA==', 'NA==', '']);
    expect(splitCode('@2048PowCompGame|1.0|').versionIndex).toBe(0);

    const bad = errorOf(() => splitCode('@2048PowCompMod|3.0|'));
    expect([bad.kind, bad.reason, bad.part]).toEqual(['type', 'Invalid save code type', 0]);
    const ver = errorOf(() => splitCode('@2048PowCompReplay|2.1|'));
    expect([ver.kind, ver.reason, ver.part]).toEqual(['version', 'Invalid update', 1]);
    expect(errorOf(() => splitCode('@2048PowCompInfused')).kind).toBe('version');
    expect(errorOf(() => splitCode(' @2048PowCompMode|3.0|')).kind).toBe('type');
    expect(errorOf(() => splitCode('constructor|3.0|')).kind).toBe('type');
    expect(errorOf(() => splitCode('__proto__|3.0|')).kind).toBe('type');
  });

  it('accepts exactly the version lists', () => {
    for (const v of ['2.2', '2.2.2', '2.3.1', '3.0']) expect(splitCode(`${HEADERS.replay}|${v}|`).version).toBe(v);
    for (const v of ['2.1', '2.3.4', '3.0']) expect(splitCode(`${HEADERS.modifiers}|${v}|`).version).toBe(v);
    expect(() => splitCode(`${HEADERS.mode}|2.3.1|`)).toThrow(SaveCodeError);
    expect(() => splitCode(`${HEADERS.custom}|2.1|`)).toThrow(SaveCodeError);
  });

  it('caps length and number of parts', () => {
    const limits = { ...DEFAULT_FORMAT_LIMITS, maxCodeLength: 50, maxParts: 5 };
    expect(errorOf(() => splitCode('@2048PowCompMode|3.0|' + 'A'.repeat(40), limits)).kind).toBe('limit');
    expect(errorOf(() => splitCode('@2048PowCompMode|3.0|||||', limits)).kind).toBe('limit');
    expect(splitCode('@2048PowCompMode|3.0|||', limits).fields.length).toBe(5);
  });

  it('joins with the trailing bar', () => {
    expect(joinCode('infused', '3.0', ['W10='])).toBe('@2048PowCompInfused|3.0|W10=|');
    expect(joinCode('mode', '3.0', [])).toBe('@2048PowCompMode|3.0|');
  });
});

describe('part pipeline', () => {
  it('encodes str and json parts like the original', () => {
    expect(encodeStrPart(4)).toBe('NA==');
    expect(encodeStrPart(Infinity)).toBe(btoa('Infinity'));
    expect(encodeStrPart(1e21)).toBe(btoa('1e+21'));
    expect(encodeStrPart('All')).toBe(btoa('All'));
    expect(encodeJsonPart([])).toBe('W10=');
    // formats.md §2.1 worked example
    expect(encodeJsonPart([['@This 0', '&&', 5n, Infinity, 'é→😀']])).toBe(
      'W1smI3gyMjtAVGhpcyAwJiN4MjI7LCYjeDIyOyYjeDI2OyYjeDI2OyYjeDIyOywmI3gyMjtAQmlnSW50IDUmI3gyMjssJiN4MjI7QEluZmluaXR5JiN4MjI7LCYjeDIyOyYjeEU5OyYjeDIxOTI7JiN4MUY2MDA7JiN4MjI7XV0=',
    );
  });

  it('reads parts back with positions in errors', () => {
    const parts = [
      encodeJsonPart([1, BigRational.of(2n, 4n)]),
      encodeText(''),
      encodeText('-0'),
      encodeText('x'),
      '!!',
    ];
    const r = new PartReader(splitCode(joinCode('mode', '3.0', parts)));
    expect(r.json(2, 'a')).toEqual([1, BigRational.of(1n, 2n)]);
    expect(r.num(3, 'b')).toBe(0); // Number("") = 0
    expect(Object.is(r.num(4, 'c'), 0)).toBe(true); // −0 read as 0
    expect(r.num(5, 'd')).toBeNaN();
    expect(r.str(5, 'd')).toBe('x');
    const bad = errorOf(() => r.json(6, 'e'));
    expect([bad.kind, bad.part, bad.field]).toEqual(['base64', 6, 'e']);
    const missing = errorOf(() => r.num(9, 'f'));
    expect([missing.kind, missing.part, missing.reason]).toEqual(['base64', 9, 'missing part (the code is too short)']);
    const json = errorOf(() => r.json(5, 'g'));
    expect([json.kind, json.part, json.field]).toEqual(['json', 5, 'g']);
    expect(json.message).toMatch(/^part 5 \(g\): SyntaxError/);
  });

  it('checks positive integers', () => {
    expect(checkPositiveInteger(3, 'Invalid width', 2, 'width')).toBe(3);
    for (const n of [0, -1, 2.5, NaN, Infinity])
      expect(() => checkPositiveInteger(n, 'Invalid width', 2, 'width')).toThrow('Invalid width');
  });
});
