import { describe, expect, it } from 'vitest';
import { CalcArrayError } from './errors.ts';
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
    expect(textToRuns("<span style='text-shadow: 1px 2px 3px #000;'>s</span>")[0]!.shadow).toEqual({
      dx: 1,
      dy: 2,
      blur: 3,
      color: [0, 0, 0, 1],
    });
    expect(textToRuns("<span style='text-shadow: 2px 1px 0px rgba(0, 0, 0, 0.5);'>s</span>")[0]!.shadow).toEqual({
      dx: 2,
      dy: 1,
      blur: 0,
      color: [0, 0, 0, 0.5],
    });
    expect(textToRuns("<span style='text-shadow: 2px NaNpx 1px rgba(0, 0, 0, 0.5);'>sh</span>")[0]!.shadow).toBeNull();
    expect(textToRuns("<span style='text-shadow: red 1px 2px;'>s</span>")[0]!.shadow).toEqual({
      dx: 1,
      dy: 2,
      blur: 0,
      color: [255, 0, 0, 1],
    });
    expect(textToRuns("<span style='text-shadow: 1px 2px;'>s</span>")[0]!.shadow).toEqual({
      dx: 1,
      dy: 2,
      blur: 0,
      color: null,
    });
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

describe('textToRuns under a meter (issue 24, finding 2)', () => {
  const nested = (n: number): string => '<b>'.repeat(n) + 'x' + '</b>'.repeat(n);
  // Closing tags that match nothing open, over a deep stack: each was a scan of the whole stack.
  const strays = (n: number): string => '<b>'.repeat(n) + 'x' + '</i>'.repeat(n);

  it('charges steps in proportion to the markup and stops with a limit error past the budget', () => {
    const html = nested(40_000);
    const meter = { left: 1e12, budget: 1e12, what: 'view' };
    expect(runsText(textToRuns(html, meter))).toBe('x');
    const steps = 1e12 - meter.left;
    expect(steps).toBeGreaterThanOrEqual(html.length / 8);
    expect(steps).toBeLessThanOrEqual(html.length * 4);
    const small = { left: 1000, budget: 1000, what: 'view' };
    expect(() => textToRuns(html, small)).toThrow(CalcArrayError);
    expect(() => textToRuns(html, small)).toThrow(/step budget of 1000 for the whole view/);
  });

  it('takes time linear in the depth of nesting (a ratio in the same run, never an absolute time)', () => {
    const perChar = (make: (n: number) => string, n: number): number => {
      const html = make(n);
      let best = Infinity;
      for (let k = 0; k < 5; k++) {
        const t0 = performance.now();
        textToRuns(html);
        best = Math.min(best, performance.now() - t0);
      }
      return best / html.length;
    };
    for (const make of [nested, strays]) {
      perChar(make, 2000); // warm up
      const small = perChar(make, 4000);
      const large = perChar(make, 32_000);
      // Quadratic work would make the larger input's time per character ~8× the smaller's.
      expect(large / small).toBeLessThan(4);
    }
  });
});
