import { describe, expect, it } from 'vitest';
import { plainRun } from '../worker/protocol.ts';
import { effectiveTextLength, tileFontSize } from './text-size.ts';

const none = { min: null, max: null };

describe('text size (engine.md §9.2)', () => {
  it('defaults: max(2, 0.7·n)', () => {
    expect(effectiveTextLength(1, none)).toBe(2);
    expect(effectiveTextLength(2, none)).toBe(2);
    expect(effectiveTextLength(4, none)).toBeCloseTo(2.8);
    expect(effectiveTextLength(6, none)).toBeCloseTo(4.2);
  });
  it('entry 5: 0 → 2, negative → n·|x|, positive → x', () => {
    expect(effectiveTextLength(1, { min: 0, max: null })).toBe(2);
    expect(effectiveTextLength(3, { min: -2, max: null })).toBe(6);
    expect(effectiveTextLength(1, { min: 5, max: null })).toBe(5);
  });
  it('entry 6: 0 → 0.7·n, negative → n·|x|, positive → x', () => {
    expect(effectiveTextLength(10, { min: null, max: 0 })).toBeCloseTo(7);
    expect(effectiveTextLength(10, { min: null, max: -0.5 })).toBe(5);
    expect(effectiveTextLength(10, { min: 1, max: 3 })).toBe(3);
  });
  it('font size is the unit over the effective length, counting UTF-16 units of every run', () => {
    expect(tileFontSize(100, [plainRun('2')], none)).toBe(50);
    expect(tileFontSize(100, [plainRun('20'), plainRun('48', { baseline: 1, scriptDepth: 1 })], none)).toBeCloseTo(100 / 2.8);
    expect(tileFontSize(100, [plainRun('😀')], none)).toBe(50); // 2 code units
  });
  it('never divides by zero', () => {
    expect(effectiveTextLength(0, { min: -1, max: -1 })).toBe(2);
  });
});
