import { describe, expect, it } from 'vitest';
import { CssChecker, MAX_CSS_LENGTH, passesFilter, type CssProperty, type StyleProbe } from './safe-css.ts';

/** A CSSOM stand-in (Node has no DOM): `accepts` plays the browser's parser; calls are recorded. */
function fakeProbe(accepts: (property: string, value: string) => boolean = () => true): {
  make: () => StyleProbe;
  calls: string[];
} {
  const calls: string[] = [];
  let set = 0;
  const probe: StyleProbe = {
    get cssText(): string {
      return '';
    },
    set cssText(_: string) {
      set = 0;
    },
    get length(): number {
      return set;
    },
    setProperty(name: string, value: string): void {
      calls.push(`${name}:${value}`);
      if (accepts(name, value)) set = name === 'background' ? 9 : 1;
    },
  };
  return { make: () => probe, calls };
}

// Page backgrounds and text colours of recorded modes of the original, and what our colour
// expressions make.
const ACCEPTED: [CssProperty, string][] = [
  ['background', '#fff5da'],
  ['background', 'radial-gradient(#ffd752 0% 60%, #ff6b6b)'],
  [
    'background',
    'repeating-conic-gradient(from -45deg, #0000, #0000, #afe726, #0000, #0000 90deg), repeating-conic-gradient(#c5c500 0deg,#eeee65 45deg,#8f8f00 90deg)',
  ],
  [
    'background',
    'conic-gradient(#0000 0deg 35deg, rgb(70.83333333333333, 0, 70.83333333333333, 0.5) 35deg, rgba(127.5, 0, 0, 0.5) 40deg 50deg)',
  ],
  ['background', 'linear-gradient(90deg, #ffe591,#f296f7)'],
  ['background', 'repeating-radial-gradient(circle, #8888 0%, #0000 5% 10%, #0008 15%, #0000 20% 25%, #8888 30%)'],
  ['background', 'conic-gradient(at 50% -10%, #0000 0% 35%, #0008 40% 45%, #fff8 47.5% 52.5%)'],
  [
    'background',
    'radial-gradient(circle at 12.5% 40%, hsla(0, 0%, 100%, 1) 0%, #0000 2%), linear-gradient(hsla(0, 0%, 0%, 1) 0%, hsla(0, 0%, 0%, 1) 100%)',
  ],
  ['background', 'linear-gradient(hsl(0 0% 0% / 0.5), color-mix(in srgb, red 40%, blue))'],
  ['background', 'transparent'],
  ['color', '#524c46'],
  ['color', 'hsla(30, 8%, 30%, 1)'],
  ['color', 'rebeccapurple'],
];

const REFUSED: string[] = [
  '',
  '   ',
  'url(https://example.com/track.png)',
  'URL(https://example.com/track.png)',
  'linear-gradient(red, blue), url(x.png)',
  'image(red)',
  'image-set(x.png 1x)',
  '-webkit-image-set(x.png 1x)',
  'element(#board)',
  '-moz-element(#board)',
  'cross-fade(red, blue)',
  'src(x.png)',
  'var(--bg)',
  'linear-gradient(var(--accent), red)',
  'attr(data-x type(<color>))',
  'expression(alert(1))',
  'red; position: fixed',
  'red} body{display:none',
  '@import x',
  'u\\72 l(x.png)',
  'red<script>',
  '"red"',
  "'red'",
  'red !important',
  'u/**/rl(x.png)',
  'red\nblue',
  'paint(worklet)',
  'env(safe-area-inset-top)',
  'fff(red)',
  `linear-gradient(${'#123456, '.repeat(MAX_CSS_LENGTH / 9)}#000)`,
];

describe('safe CSS for page colours', () => {
  it('lets colours and gradients of real modes through the filter, and uses them once the browser accepts them', () => {
    const { make, calls } = fakeProbe();
    const checker = new CssChecker(make);
    for (const [property, css] of ACCEPTED) {
      expect(passesFilter(css), css).toBe(true);
      expect(checker.check(property, css), css).toBe(css);
    }
    expect(calls).toHaveLength(ACCEPTED.length);
  });

  it('refuses resource loaders, custom properties, declaration syntax, escapes, quotes and overlong text without asking the browser', () => {
    const { make, calls } = fakeProbe();
    const checker = new CssChecker(make);
    for (const css of REFUSED) {
      expect(passesFilter(css), css).toBe(false);
      expect(checker.check('background', css), css).toBeNull();
      expect(checker.check('color', css), css).toBeNull();
    }
    expect(calls).toEqual([]);
  });

  it('refuses what the browser does not accept for the property (an invalid gradient, a gradient as a text colour)', () => {
    const isColour = (v: string): boolean => /^(#[0-9a-f]{3,8}|hsla?\([^()]*\))$/i.test(v);
    const { make } = fakeProbe((property, value) =>
      property === 'color' ? isColour(value) : isColour(value) || /^linear-gradient\([^()]*\)$/.test(value),
    );
    const checker = new CssChecker(make);
    expect(checker.check('background', 'linear-gradient(#fff, #000)')).toBe('linear-gradient(#fff, #000)');
    // The original writes an angle into radial gradients too: invalid CSS, so the app's own look.
    expect(checker.check('background', 'radial-gradient(45deg, #fff, #000)')).toBeNull();
    expect(checker.check('color', 'linear-gradient(#fff, #000)')).toBeNull();
    expect(checker.check('color', '#fff')).toBe('#fff');
  });

  it('asks the browser once per value and property', () => {
    const { make, calls } = fakeProbe();
    const checker = new CssChecker(make);
    for (let i = 0; i < 5; i++) checker.check('background', '#fff');
    checker.check('color', '#fff');
    expect(calls).toEqual(['background:#fff', 'color:#fff']);
    // Many different values (a mode that animates its page) do not grow the memory without bound.
    for (let i = 0; i < 1000; i++) checker.check('background', `hsla(${i}, 50%, 50%, 1)`);
    expect(checker.check('background', 'hsla(999, 50%, 50%, 1)')).toBe('hsla(999, 50%, 50%, 1)');
  });
});
