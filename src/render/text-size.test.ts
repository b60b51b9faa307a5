import { describe, expect, it } from 'vitest';
import { plainRun } from '../worker/protocol.ts';
import { effectiveTextLength, MIN_READABLE_PX, readableTileText, tileFontSize } from './text-size.ts';

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
    expect(tileFontSize(100, [plainRun('20'), plainRun('48', { baseline: 1, scriptDepth: 1 })], none)).toBeCloseTo(
      100 / 2.8,
    );
    expect(tileFontSize(100, [plainRun('😀')], none)).toBe(50); // 2 code units
  });
  it('never divides by zero', () => {
    expect(effectiveTextLength(0, { min: -1, max: -1 })).toBe(2);
  });
});

describe('readable tile text', () => {
  const joined = (runs: readonly { text: string }[]): string => runs.map((r) => r.text).join('');
  it('leaves text the rule draws at a readable size alone', () => {
    const runs = [plainRun('2048')];
    const t = readableTileText(90, runs, none);
    expect(t.runs).toBe(runs);
    expect(t.fontSize).toBe(tileFontSize(90, runs, none));
  });
  it('wraps a long number onto lines instead of shrinking it below a readable size', () => {
    const digits = '12345678901234567890';
    expect(tileFontSize(90, [plainRun(digits)], none)).toBeLessThan(MIN_READABLE_PX);
    const t = readableTileText(90, [plainRun(digits)], none);
    expect(t.fontSize).toBeGreaterThanOrEqual(MIN_READABLE_PX);
    expect(joined(t.runs).split('\n')).toEqual(['1234567890', '1234567890']);
  });
  it('keeps runs and their styles, and never splits a surrogate pair', () => {
    const t = readableTileText(
      40,
      [plainRun('1234567'), plainRun('😀😀😀😀😀', { baseline: 1, scriptDepth: 1 })],
      none,
    );
    expect(joined(t.runs).replace(/\n/g, '')).toBe('1234567😀😀😀😀😀');
    expect(t.runs[1]!.scriptDepth).toBe(1);
    expect(joined(t.runs)).not.toMatch(/[\ud800-\udbff]\n/);
  });
  it('leaves text that already has line breaks to its own lines', () => {
    const runs = [plainRun('123456789012345\n678901234567890')];
    expect(readableTileText(60, runs, none).runs).toBe(runs);
  });
});
