import { describe, expect, it } from 'vitest';
import type { Value } from '../../calc/values.ts';
import { calcArrayBody } from './calc-array-body.ts';

describe('calcArrayBody', () => {
  it('gives the expression after the tag, the same array every time (its compiled form is found again)', () => {
    const entry: Value[] = ['@CalcArray', '@This 0', '+', 1];
    expect(calcArrayBody(entry)).toEqual(['@This 0', '+', 1]);
    expect(calcArrayBody(entry)).toBe(calcArrayBody(entry));
    // An equal entry that is another array (another rule or table) has its own.
    expect(calcArrayBody([...entry])).not.toBe(calcArrayBody(entry));
  });
});
