import { describe, expect, it } from 'vitest';
import { parseCssColor, type GradientValue, type RadialGradient, type RGBA } from '../worker/view-colors.ts';
import {
  clipStops,
  colorAt,
  fitStops,
  linearAngle,
  linearLine,
  radialRadii,
  repeatStops,
  resolveStops,
} from './gradient-geometry.ts';
import { cssOf, mixPremultiplied } from './rgba.ts';

const BLACK: RGBA = [0, 0, 0, 1];
const WHITE: RGBA = [255, 255, 255, 1];
const gradient = (css: string): GradientValue => {
  const g = parseCssColor(css);
  if (!g || g.kind === 'solid' || g.kind === 'multi') throw new Error(css);
  return g;
};

describe('stop ranges', () => {
  const bw = [
    { offset: 0, rgba: BLACK },
    { offset: 1, rgba: WHITE },
  ];
  it('interpolates (premultiplied) and pads', () => {
    expect(colorAt(bw, 0.5)[0]).toBeCloseTo(127.5);
    expect(colorAt(bw, -1)).toBe(BLACK);
    expect(colorAt(bw, 2)).toBe(WHITE);
    // Fading to transparent keeps the hue instead of going grey.
    expect(mixPremultiplied([255, 0, 0, 1], [0, 0, 0, 0], 0.5)).toEqual([255, 0, 0, 0.5]);
    expect(cssOf([1.4, 2.6, 3, 0.5])).toBe('rgba(1, 3, 3, 0.5)');
  });
  it('extends the range to stops beyond 100% and before 0%', () => {
    expect(
      fitStops(
        [
          { offset: 0, rgba: BLACK },
          { offset: 1.5, rgba: WHITE },
        ],
        false,
      ),
    ).toMatchObject({ t0: 0, t1: 1.5 });
    expect(
      fitStops(
        [
          { offset: -0.5, rgba: BLACK },
          { offset: 1, rgba: WHITE },
        ],
        false,
      ),
    ).toMatchObject({ t0: -0.5, t1: 1 });
    expect(
      fitStops(
        [
          { offset: -0.5, rgba: BLACK },
          { offset: 1, rgba: WHITE },
        ],
        true,
      ).t0,
    ).toBe(0);
  });
  it('clips with exact colours at both ends and keeps hard edges', () => {
    const hard = [
      { offset: 0, rgba: BLACK },
      { offset: 0.5, rgba: BLACK },
      { offset: 0.5, rgba: WHITE },
      { offset: 1, rgba: WHITE },
    ];
    expect(clipStops(hard, 0.5, 1)[0]!.rgba).toBe(WHITE);
    expect(clipStops(hard, 0, 0.5).at(-1)!.rgba).toEqual(BLACK);
  });
  it('repeats a pattern, and paints hopelessly dense ones as their average colour', () => {
    const rep = repeatStops(
      [
        { offset: 0, rgba: BLACK },
        { offset: 0.25, rgba: WHITE },
      ],
      0,
      1,
    );
    if (!Array.isArray(rep) || typeof rep[0] !== 'object') throw new Error('expected stops');
    expect((rep as { rgba: RGBA }[]).filter((s) => s.rgba === BLACK).length).toBeGreaterThanOrEqual(4);
    expect(
      repeatStops(
        [
          { offset: 0, rgba: BLACK },
          { offset: 1e-6, rgba: WHITE },
        ],
        0,
        1,
      ),
    ).toEqual([127.5, 127.5, 127.5, 1]);
    expect(
      repeatStops(
        [
          { offset: 0.5, rgba: BLACK },
          { offset: 0.5, rgba: WHITE },
        ],
        0,
        1,
      ),
    ).toEqual([127.5, 127.5, 127.5, 1]);
  });
  it('uses the colour model’s CSS stop fix-up', () => {
    const g = gradient('linear-gradient(#000, #f00, #0f0, #fff)');
    expect(resolveStops(g.stops).map((s) => +s.offset.toFixed(4))).toEqual([0, 0.3333, 0.6667, 1]);
  });
});

describe('geometry', () => {
  it('gradient line of CSS: corner to corner for 45° on a square', () => {
    const l = linearLine(45, 100, 100);
    expect(l.length).toBeCloseTo(100 * Math.SQRT2);
    expect(l.x0).toBeCloseTo(0);
    expect(l.y1).toBeCloseTo(0);
  });
  it('"to <corner>" depends on the box', () => {
    expect(linearAngle({ angle: 45, corner: { x: 1, y: -1 } }, 100, 100)).toBeCloseTo(45);
    expect(linearAngle({ angle: 45, corner: { x: 1, y: -1 } }, 200, 100)).toBeCloseTo(
      (Math.atan2(100, 200) * 180) / Math.PI,
    );
    expect(linearAngle({ angle: 135, corner: { x: 1, y: 1 } }, 100, 100)).toBeCloseTo(135);
    expect(linearAngle({ angle: 90 }, 10, 20)).toBe(90);
  });
  it('radial ending shapes', () => {
    const r = (css: string, w = 100, h = 50) => radialRadii(gradient(css) as RadialGradient, w, h);
    expect(r('radial-gradient(#000, #fff)')).toMatchObject({
      cx: 50,
      cy: 25,
      rx: 50 * Math.SQRT2,
      ry: 25 * Math.SQRT2,
    });
    expect(r('radial-gradient(circle closest-side, #000, #fff)')).toMatchObject({ rx: 25, ry: 25 });
    expect(r('radial-gradient(circle farthest-corner at 0% 0%, #000, #fff)').rx).toBeCloseTo(Math.hypot(100, 50));
    expect(r('radial-gradient(ellipse farthest-side at 25% 50%, #000, #fff)')).toMatchObject({ rx: 75, ry: 25 });
    expect(r('radial-gradient(circle 10px, #000, #fff)')).toMatchObject({ rx: 10, ry: 10 });
  });
});
