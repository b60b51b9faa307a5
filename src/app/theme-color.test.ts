import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_LOOKS } from '../../plugins/modes/page-looks.ts';
import {
  APP_THEME_COLOR,
  DARK_THEME_COLOR,
  firstSolidColor,
  isDarkTheme,
  pageColor,
  rememberTheme,
  THEME_HINT,
  themeColor,
} from './theme-color.ts';

describe('firstSolidColor', () => {
  it('takes a plain colour as it is', () => {
    expect(firstSolidColor('#fff5da')).toBe('#fff5da');
    expect(firstSolidColor(' #ABC ')).toBe('#abc');
    expect(firstSolidColor('rgb(255 0 0)')).toBe('rgb(255 0 0)');
    expect(firstSolidColor('hsla(30, 8%, 30%, 1)')).toBe('hsla(30, 8%, 30%, 1)');
    expect(firstSolidColor('oklch(70% 0.1 200)')).toBe('oklch(70% 0.1 200)');
    expect(firstSolidColor('RebeccaPurple')).toBe('rebeccapurple');
  });

  it('takes a gradient’s first stop, past its geometry', () => {
    expect(firstSolidColor('linear-gradient(90deg, #ffe591,#f296f7)')).toBe('#ffe591');
    expect(firstSolidColor('radial-gradient(#fcf0fc 0% 50%, #eed4ef)')).toBe('#fcf0fc');
    expect(
      firstSolidColor(
        'radial-gradient(circle at 12.5% 40%, hsla(0, 0%, 100%, 1) 0%, #0000 2%), linear-gradient(black, white)',
      ),
    ).toBe('hsla(0, 0%, 100%, 1)');
    expect(firstSolidColor('linear-gradient(to right, white, black)')).toBe('white');
    expect(firstSolidColor('conic-gradient(from -45deg at 50% 50%, lime, red)')).toBe('lime');
    expect(firstSolidColor('-webkit-linear-gradient(top, navy, teal)')).toBe('navy');
  });

  it('skips fully transparent stops and drops hex alpha', () => {
    expect(firstSolidColor('repeating-conic-gradient(from -45deg, #0000, #0000, #afe726, #0000 90deg)')).toBe(
      '#afe726',
    );
    expect(firstSolidColor('repeating-radial-gradient(circle, #8888 0%, #0000 5% 10%)')).toBe('#888');
    expect(firstSolidColor('linear-gradient(#11223300, #11223380)')).toBe('#112233');
    expect(
      firstSolidColor('linear-gradient(transparent, rgba(0, 0, 0, 0), rgb(0 0 0 / 0%), hsl(0 0% 0% / .0), red)'),
    ).toBe('red');
    expect(firstSolidColor('linear-gradient(rgba(1, 2, 3, 0.5), red)')).toBe('rgba(1, 2, 3, 0.5)');
  });

  it('skips color-mix() and maths whole (their inner colours are not a stop of their own)', () => {
    expect(firstSolidColor('linear-gradient(color-mix(in srgb, red 40%, blue), #123456)')).toBe('#123456');
    expect(firstSolidColor('linear-gradient(calc(45deg + 10deg), green, red)')).toBe('green');
  });

  it('finds nothing in what has no solid colour', () => {
    for (const css of [
      'transparent',
      'currentcolor',
      'linear-gradient(#0000, transparent)',
      'color-mix(in srgb, red, blue)',
      'none',
      'rgb(0 0 0 / 0',
      '',
    ])
      expect(firstSolidColor(css), css).toBeNull();
  });

  it('gives every built-in page look its gradient’s first colour', () => {
    for (const look of Object.values(PAGE_LOOKS))
      expect(firstSolidColor(look.background)).toBe(look.background.match(/#[0-9a-f]{6}/)![0]);
  });
});

describe('pageColor', () => {
  it('takes the bottom layer’s colour: the layers above are often small spots', () => {
    expect(
      pageColor(
        'radial-gradient(circle at 12.5% 40%, hsla(0, 0%, 100%, 1) 0%, #0000 2%), linear-gradient(hsla(0, 0%, 0%, 1) 0%, hsla(0, 0%, 0%, 1) 100%)',
      ),
    ).toBe('hsla(0, 0%, 0%, 1)');
    expect(pageColor('linear-gradient(red, blue), #fff5da')).toBe('#fff5da');
    expect(pageColor('linear-gradient(90deg, #ffe591,#f296f7)')).toBe('#ffe591');
  });

  it('falls back to the layers above when the bottom one has nothing solid', () => {
    expect(
      pageColor('linear-gradient(navy, teal), radial-gradient(lime, red), linear-gradient(#0000, transparent)'),
    ).toBe('lime');
    expect(pageColor('linear-gradient(#0000, transparent), transparent')).toBeNull();
  });
});

describe('themeColor', () => {
  it('is the page’s colour during play, the app’s own otherwise, and dark in the dark theme', () => {
    expect(themeColor('#fff5da', false)).toBe('#fff5da');
    expect(themeColor('radial-gradient(#fcf0fc 0% 50%, #eed4ef)', false)).toBe('#fcf0fc');
    expect(themeColor('radial-gradient(white 0 2%, #0000 3%), linear-gradient(#111, #222)', false)).toBe('#111');
    // A menu (or CSS the check refused): the page shows the app's own look.
    expect(themeColor('', false)).toBe(APP_THEME_COLOR);
    // A page with nothing solid in it.
    expect(themeColor('linear-gradient(transparent, #0000)', false)).toBe(APP_THEME_COLOR);
    expect(themeColor('#fff5da', true)).toBe(DARK_THEME_COLOR);
    expect(themeColor('', true)).toBe(DARK_THEME_COLOR);
  });

  it('follows the theme setting, and the system when the setting does', () => {
    expect(isDarkTheme('dark', false)).toBe(true);
    expect(isDarkTheme('light', true)).toBe(false);
    expect(isDarkTheme('system', true)).toBe(true);
    expect(isDarkTheme('system', false)).toBe(false);
  });
});

describe('the first paint’s theme (index.html, before the app loads its settings)', () => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

  it('has a light/dark pair of bar colours, the app’s and the dark theme’s', () => {
    const metas = [...html.matchAll(/<meta name="theme-color"([^>]*)>/g)].map((m) => m[1]!.trim());
    expect(metas).toEqual([
      `content="${APP_THEME_COLOR}" media="(prefers-color-scheme: light)" /`,
      `content="${DARK_THEME_COLOR}" media="(prefers-color-scheme: dark)" /`,
    ]);
  });

  /** Runs index.html's inline script over a stand-in page holding its two metas; the page's theme and metas after it. */
  function firstPaint(hint: string | null, storageFails = false): { theme: string | undefined; metas: string[] } {
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const meta = (content: string, media: string) => {
      const m = {
        content,
        media: media as string | null,
        remove: () => metas.splice(metas.indexOf(m), 1),
        removeAttribute: () => (m.media = null),
      };
      return m;
    };
    const metas = [meta(APP_THEME_COLOR, 'light'), meta(DARK_THEME_COLOR, 'dark')];
    const dataset: Record<string, string> = {};
    const document = { documentElement: { dataset }, querySelectorAll: () => [...metas] };
    const localStorage = {
      getItem: (k: string) => {
        if (storageFails) throw new Error('SecurityError');
        return k === THEME_HINT ? hint : null;
      },
    };
    new Function('document', 'localStorage', script)(document, localStorage);
    return { theme: dataset['theme'], metas: metas.map((m) => `${m.content}|${m.media ?? ''}`) };
  }

  it('takes the theme chosen in Settings from its hint: one meta in that colour, and the page’s theme', () => {
    expect(firstPaint('dark')).toEqual({ theme: 'dark', metas: [`${DARK_THEME_COLOR}|`] });
    expect(firstPaint('light')).toEqual({ theme: 'light', metas: [`${APP_THEME_COLOR}|`] });
    // Following the system (or no hint, or no storage): the pair stays, and the system picks.
    for (const [hint, fails] of [
      ['system', false],
      [null, false],
      ['junk', false],
      ['dark', true],
    ] as const)
      expect(firstPaint(hint, fails)).toEqual({
        theme: undefined,
        metas: [`${APP_THEME_COLOR}|light`, `${DARK_THEME_COLOR}|dark`],
      });
  });

  it('is kept by the app whenever the setting is applied (only written when it changed; refused storage is no error)', () => {
    const items = new Map<string, string>();
    let writes = 0;
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => (writes++, items.set(k, v)),
    };
    rememberTheme('dark', storage);
    rememberTheme('dark', storage);
    expect([items.get(THEME_HINT), writes]).toEqual(['dark', 1]);
    rememberTheme('system', storage);
    expect([items.get(THEME_HINT), writes]).toEqual(['system', 2]);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberTheme('light', refusing)).not.toThrow();
  });
});
