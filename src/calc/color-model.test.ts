import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NAMED_COLORS,
  clipStops,
  type GradientValue,
  hslToRgb,
  parseCssColor,
  parseSolidColor,
  resolveStops,
  type ColorValue,
  type RGBA,
} from './color-model.ts';

function close(a: RGBA | null | undefined, b: readonly number[], eps = 1e-6): void {
  expect(a).not.toBeNull();
  expect(a).toBeDefined();
  for (let i = 0; i < 4; i++) expect(Math.abs(a![i]! - b[i]!)).toBeLessThan(eps);
}

const solid = (css: string): RGBA | null => {
  const v = parseCssColor(css);
  return v && v.kind === 'solid' ? v.rgba : null;
};

describe('solid colours', () => {
  it('parses hex in all four lengths', () => {
    expect(solid('#abc')).toEqual([170, 187, 204, 1]);
    expect(solid('#ABCD')).toEqual([170, 187, 204, 221 / 255]);
    expect(solid('#ffc400')).toEqual([255, 196, 0, 1]);
    expect(solid('#ff000080')).toEqual([255, 0, 0, 128 / 255]);
    expect(solid('#ff')).toBeNull();
    expect(solid('#gggggg')).toBeNull();
  });

  it('knows all 148 named colours and transparent, case-insensitively', () => {
    expect(NAMED_COLORS.size).toBe(148);
    expect(solid('red')).toEqual([255, 0, 0, 1]);
    expect(solid('RebeccaPurple')).toEqual([102, 51, 153, 1]);
    expect(solid('grey')).toEqual(solid('gray'));
    expect(solid('transparent')).toEqual([0, 0, 0, 0]);
    expect(solid('constructor')).toBeNull();
    expect(solid('__proto__')).toBeNull();
  });

  it('parses rgb()/rgba() in comma and space syntax, clamping', () => {
    expect(solid('rgba(255, 0, 128, 1)')).toEqual([255, 0, 128, 1]);
    expect(solid('rgba(300, -5, 0.5, 0)')).toEqual([255, 0, 0.5, 0]);
    expect(solid('rgb(10 20 30 / 50%)')).toEqual([10, 20, 30, 0.5]);
    close(solid('rgb(100%, 0%, 50%)'), [255, 0, 127.5, 1]);
    expect(solid('rgba(undefined, undefined, undefined, undefined)')).toBeNull();
    expect(solid('rgba(1, 2)')).toBeNull();
  });

  it('parses the hsla() strings the evaluator writes, including out-of-range values', () => {
    expect(solid('hsla(0, 100%, 50%, 1)')).toEqual([255, 0, 0, 1]);
    close(solid('hsla(120, 100%, 25%, 1)'), [0, 127.5, 0, 1]);
    // Hue wraps, saturation and lightness clamp (lightness 365% → white).
    close(solid('hsla(550, 100%, 365.5672595542202%, 1)'), [255, 255, 255, 1]);
    close(solid('hsla(-120, 100%, 50%, 0.5)'), [0, 0, 255, 0.5]);
    close(solid('hsla(10.123456789, 1e-7%, 1e+21%, 1)'), [255, 255, 255, 1]);
    expect(solid('hsla(10.123456789, 1e-7%, 1e+21%, NaN)')).toBeNull();
    expect(solid('hsla(abc, true%, 1%, 5)')).toBeNull();
    expect(solid('hsla(1, 2%, undefined%, undefined)')).toBeNull();
    expect(solid('hsl(0.5turn 100% 50%)')).not.toBeNull();
  });

  it('converts HSL like CSS does', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -720, max: 720, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (h, l) => {
          const [r, g, b] = hslToRgb(h, 0, l);
          return Math.abs(r - l * 255) < 1e-9 && r === g && g === b;
        },
      ),
    );
    expect(hslToRgb(60, 1, 0.5)).toEqual([255, 255, 0]);
  });

  it('parses every hsla() the evaluator can write with finite components', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e3, max: 1e3, noNaN: true }),
        fc.double({ min: -1e3, max: 1e3, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        (h, s, l, a) => {
          const v = parseSolidColor(`hsla(${h}, ${s}%, ${l}%, ${a})`);
          return v !== null && v.every((x) => Number.isFinite(x)) && v[3] >= 0 && v[3] <= 1;
        },
      ),
    );
  });
});

describe('gradients', () => {
  it('parses linear gradients with angles, sides and stops', () => {
    expect(
      parseCssColor('linear-gradient(90deg, hsla(0, 100%, 50%, 0) 0%, hsla(60, 100%, 50%, 0) 20% 45%, #fff 100%)'),
    ).toEqual({
      kind: 'linear',
      repeating: false,
      angle: 90,
      stops: [
        { color: [255, 0, 0, 0], position: { value: 0, unit: '%' } },
        { color: [255, 255, 0, 0], position: { value: 20, unit: '%' } },
        { color: [255, 255, 0, 0], position: { value: 45, unit: '%' } },
        { color: [255, 255, 255, 1], position: { value: 100, unit: '%' } },
      ],
    });
    const g = parseCssColor('linear-gradient(#fff, #000)') as ColorValue & { kind: 'linear' };
    expect(g.angle).toBe(180);
    expect((parseCssColor('linear-gradient(to right, red, blue)') as { angle: number }).angle).toBe(90);
    expect(parseCssColor('linear-gradient(to top left, red, blue)')).toMatchObject({
      angle: 315,
      corner: { x: -1, y: -1 },
    });
    expect(
      parseCssColor('repeating-linear-gradient(0.25turn, red 0px, blue 10px)') as { angle: number; repeating: boolean },
    ).toMatchObject({
      angle: 90,
      repeating: true,
    });
  });

  it('rejects the invalid CSS the original can produce', () => {
    expect(parseCssColor('radial-gradient(30deg, #fff, #000)')).toBeNull();
    expect(parseCssColor('linear-gradient(, #fff, #000)')).toBeNull();
    expect(parseCssColor('conic-gradient(from 45deg at undefined% 50%, #f00, #00f)')).toBeNull();
    expect(parseCssColor('linear-gradient(90deg)')).toBeNull();
    expect(parseCssColor('linear-gradient(90deg, #fff')).toBeNull();
    expect(parseCssColor('')).toBeNull();
    expect(parseCssColor('7')).toBeNull();
  });

  it('parses radial details', () => {
    expect(parseCssColor('radial-gradient(circle closest-corner at 30% 40%, #fff 10%, #000 90%)')).toMatchObject({
      kind: 'radial',
      shape: 'circle',
      size: 'closest-corner',
      center: [
        { value: 30, unit: '%' },
        { value: 40, unit: '%' },
      ],
    });
    expect(parseCssColor('radial-gradient(#ffc400, #fff 150%)')).toMatchObject({
      shape: 'ellipse',
      size: 'farthest-corner',
      center: [
        { value: 50, unit: '%' },
        { value: 50, unit: '%' },
      ],
    });
    expect(parseCssColor('radial-gradient(circle 20px at top left, red, blue)')).toMatchObject({
      size: [{ value: 20, unit: 'px' }],
      center: [
        { value: 0, unit: '%' },
        { value: 0, unit: '%' },
      ],
    });
  });

  it('parses conic gradients, converting stop angles to % of a turn', () => {
    expect(parseCssColor('conic-gradient(from 30deg at 30% 45%, #f00 90deg, #00f 240deg)')).toEqual({
      kind: 'conic',
      repeating: false,
      from: 30,
      center: [
        { value: 30, unit: '%' },
        { value: 45, unit: '%' },
      ],
      stops: [
        { color: [255, 0, 0, 1], position: { value: 25, unit: '%' } },
        { color: [0, 0, 255, 1], position: { value: (240 / 360) * 100, unit: '%' } },
      ],
    });
    expect(parseCssColor('repeating-conic-gradient(#f00 0deg, #00f 30deg)')).toMatchObject({
      from: 0,
      repeating: true,
    });
  });

  it('parses multi-layer backgrounds; only the last layer may be a colour', () => {
    const m = parseCssColor('linear-gradient(90deg, #fff, #000), radial-gradient(#f00, #00f)');
    expect(m?.kind).toBe('multi');
    expect(m && m.kind === 'multi' ? m.layers.map((l) => l.kind) : []).toEqual(['linear', 'radial']);
    expect(parseCssColor('linear-gradient(#fff, #000), red')).toMatchObject({ kind: 'multi' });
    expect(parseCssColor('red, linear-gradient(#fff, #000)')).toBeNull();
  });
});

describe('stop resolution', () => {
  it('fills missing positions as CSS does', () => {
    const g = parseCssColor('linear-gradient(#000, #888, #fff 80%, #f00 50%, #0f0)') as GradientValue;
    expect(resolveStops(g.stops).map((s) => s.offset)).toEqual([0, 0.4, 0.8, 0.8, 1]);
    const px = parseCssColor('linear-gradient(#000 10px, #fff 30px)') as GradientValue;
    expect(resolveStops(px.stops, 200).map((s) => s.offset)).toEqual([0.05, 0.15]);
  });

  it('clips to [0, 1] with interpolated end colours', () => {
    const g = parseCssColor('radial-gradient(#000 0%, #fff 200%)') as GradientValue;
    const clipped = clipStops(resolveStops(g.stops));
    expect(clipped.map((s) => s.offset)).toEqual([0, 1]);
    close(clipped[1]!.rgba, [127.5, 127.5, 127.5, 1]);
  });
});
