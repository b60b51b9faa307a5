import { describe, expect, it } from 'vitest';
import { runsText, textToRuns } from './text-runs.ts';

describe('textToRuns', () => {
  it('decodes character references into plain text', () => {
    const runs = textToRuns('1.09951 &#xD7; 10<sup>12</sup>');
    expect(runs.map((r) => [r.text, r.baseline, r.scriptDepth])).toEqual([
      ['1.09951 × 10', 0, 0],
      ['12', 1, 1],
    ]);
    expect(runsText(textToRuns('a&#x3C;b&#x3E;&#x26;&#x22;c&#x27; &amp; &#60; &#x1F600;'))).toBe('a<b>&"c\' & < 😀');
  });

  it('tracks bold, italic and their resets', () => {
    const runs = textToRuns("<b>x<i>y</i><span style='font-weight: normal;'>z</span></b>");
    expect(runs.map((r) => [r.text, r.bold, r.italic])).toEqual([
      ['x', true, false],
      ['y', true, true],
      ['z', false, false],
    ]);
  });

  it('accumulates decorations (none cannot remove an outer line)', () => {
    const runs = textToRuns(
      "<span style='text-decoration: underline;'>u<span style='text-decoration: none;'>n</span><span style='text-decoration: line-through;'>s</span></span>",
    );
    expect(runs.map((r) => [r.text, r.underline, r.lineThrough])).toEqual([
      ['un', true, false],
      ['s', true, true],
    ]);
  });

  it('parses colours and shadows; invalid values are ignored like CSS does', () => {
    const [green, bang] = textToRuns("<span style='color: hsla(120, 100%, 25%, 1);'>green<b>!</b></span>");
    expect(green!.color).toEqual([0, 127.5, 0, 1]);
    expect(bang!.color).toEqual([0, 127.5, 0, 1]);
    expect(bang!.bold).toBe(true);
    expect(textToRuns("<span style='color: 7;'>x</span>")[0]!.color).toBeNull();
    expect(textToRuns("<span style='text-shadow: 1px 2px 3px #000;'>s</span>")[0]!.shadow).toEqual({ dx: 1, dy: 2, blur: 3, color: [0, 0, 0, 1] });
    expect(textToRuns("<span style='text-shadow: 2px 1px 0px rgba(0, 0, 0, 0.5);'>s</span>")[0]!.shadow).toEqual({
      dx: 2,
      dy: 1,
      blur: 0,
      color: [0, 0, 0, 0.5],
    });
    expect(textToRuns("<span style='text-shadow: 2px NaNpx 1px rgba(0, 0, 0, 0.5);'>sh</span>")[0]!.shadow).toBeNull();
    expect(textToRuns("<span style='text-shadow: red 1px 2px;'>s</span>")[0]!.shadow).toEqual({ dx: 1, dy: 2, blur: 0, color: [255, 0, 0, 1] });
    expect(textToRuns("<span style='text-shadow: 1px 2px;'>s</span>")[0]!.shadow).toEqual({ dx: 1, dy: 2, blur: 0, color: null });
    expect(textToRuns("<span style='text-shadow: 1px 2px #000, 3px 4px red;'>s</span>")[0]!.shadow).toBeNull();
  });

  it('never produces markup: unknown tags are dropped, stray < is text', () => {
    const runs = textToRuns('<script>alert(1)</script><img src=x onerror=y>a<b c');
    expect(runsText(runs)).toBe('alert(1)a<b c');
    expect(runsText(textToRuns('1 < 2 and 3 > 2'))).toBe('1 < 2 and 3 > 2');
  });

  it('merges adjacent runs with the same style', () => {
    expect(textToRuns('a<b></b>b<span>c</span>')).toHaveLength(1);
  });
});
