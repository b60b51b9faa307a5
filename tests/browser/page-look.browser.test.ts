// Each mode's own page background and text colour during play (src/app/page-look.ts): a built-in
// mode with a gradient page is opened from the picker and the page shows it behind the board; a
// menu over the game brings back the app's own look; hostile or invalid CSS from an imported mode
// is never used (and never fetched); the dark theme veils the mode's page. The browser's theme colour
// (the one media-less `<meta name="theme-color">`, src/app/theme-color.ts) follows the same look;
// before the app runs, index.html gives the first paint the system's or the chosen theme's colours.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PAGE_LOOKS } from '../../plugins/modes/page-looks.ts';
import type { BoardView } from '../../src/worker/protocol.ts';
import { baseUrl, callHook, launch, waitReady, watchErrors } from './helpers.ts';
import { gameCode, testClassicMode } from './positions.ts';

const VOID_TILER = 'pc.void-tiler';

interface Look {
  /** The backdrop's computed display, background image and colour; the veil over it. */
  display: string;
  image: string;
  color: string;
  veil: string;
  /** Computed colour of the mode name. */
  title: string;
}

function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const bg = document.querySelector('.page-bg') as HTMLElement;
    const s = getComputedStyle(bg);
    return {
      display: s.display,
      image: s.backgroundImage,
      color: s.backgroundColor,
      veil: getComputedStyle(bg, '::after').backgroundColor,
      title: getComputedStyle(document.querySelector('.mode-title')!).color,
    };
  });
}

/** The theme-color metas as `content|media` (there must be exactly one, without `media`). */
function themeMetas(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('meta[name="theme-color"]')].map(
      (m) => `${m.getAttribute('content')}|${m.getAttribute('media') ?? ''}`,
    ),
  );
}

async function expectThemeColor(page: Page, color: string): Promise<void> {
  await expect.poll(() => themeMetas(page)).toEqual([`${color}|`]);
}

const APP_COLOR = '#bbada0';
const DARK_COLOR = '#1f1d1a';

function waitMode(page: Page, modeId: string): Promise<unknown> {
  return page.waitForFunction(
    (id) => (globalThis as unknown as { __pow2048: { view(): BoardView | null } }).__pow2048.view()?.modeId === id,
    modeId,
  );
}

async function open(
  browser: Browser,
  colorScheme: 'light' | 'dark',
): Promise<{ page: Page; errors: string[]; requests: string[]; close: () => Promise<void> }> {
  // No service worker: routes that refuse the app's script must not be bypassed by its cache.
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(baseUrl());
  await waitReady(page);
  return { page, errors, requests, close: () => context.close() };
}

describe('the mode’s page background and text colour', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a built-in mode’s gradient page behind the game, and the app’s own look on a menu', async () => {
    const { page, errors, close } = await open(browser, 'light');
    // Classic 2048: the original's cream page and brown-grey title.
    await waitMode(page, '2048');
    expect(await look(page)).toMatchObject({
      display: 'block',
      image: 'none',
      color: 'rgb(255, 245, 218)',
      title: 'rgb(82, 76, 70)',
      veil: 'rgba(0, 0, 0, 0)',
    });
    await expectThemeColor(page, '#fff5da');

    await page.getByRole('button', { name: 'Choose a mode' }).click();
    // The picker covers the game with the app's own look: no mode page behind it.
    expect(await look(page)).toMatchObject({ display: 'none', image: 'none' });
    await expectThemeColor(page, APP_COLOR);
    await page.locator(`.mode-btn[data-mode="${VOID_TILER}"]`).click();
    await waitMode(page, VOID_TILER);
    const shown = await look(page);
    expect(shown.display).toBe('block');
    expect(shown.image).toMatch(/linear-gradient\(/);
    expect(shown.title).toBe('rgb(255, 255, 255)'); // the mode's text colour (white on its black page)
    // The bar takes the colour of the page's bottom layer (its black fill, not the small spots above it).
    const voidPage = (
      await page.evaluate(
        () => (globalThis as unknown as { __pow2048: { view(): BoardView } }).__pow2048.view().pageBackground,
      )
    ).toLowerCase();
    const fill = voidPage.match(/linear-gradient\((hsla?\([^)]*\))/)![1]!;
    await expectThemeColor(page, fill);
    // The backdrop fills the viewport, behind the board.
    const box = await page.locator('.page-bg').boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 360, height: 640 });
    const onTop = await page.evaluate(() => {
      const board = document.getElementById('board')!.getBoundingClientRect();
      return (
        document.elementFromPoint(board.x + board.width / 2, board.y + board.height / 2)?.closest('#board') !== null
      );
    });
    expect(onTop).toBe(true);

    // Menus restore the app's own look; closing them brings the mode's back.
    for (const name of ['Settings', 'Rules', 'Modes: choose a mode']) {
      await page.getByRole('button', { name, exact: true }).first().click();
      await expect.poll(async () => (await look(page)).display).toBe('none');
      expect((await look(page)).image).toBe('none');
      await expectThemeColor(page, APP_COLOR);
      await page.getByRole('button', { name: 'Close' }).click();
      await expect.poll(async () => (await look(page)).image).toMatch(/linear-gradient\(/);
      await expectThemeColor(page, fill);
    }
    // New game keeps it; undo keeps it.
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.waitForFunction(
      () => (globalThis as unknown as { __pow2048: { view(): BoardView | null } }).__pow2048.view()?.moves === 0,
    );
    expect((await look(page)).image).toMatch(/linear-gradient\(/);
    // A built-in mode with a look from the table (plugins/modes/page-looks.ts): its gradient and text.
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    await page.locator('.mode-btn[data-mode="pc.2187"]').click();
    await waitMode(page, 'pc.2187');
    const rgb = (hex: string): string => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    const table = PAGE_LOOKS['pc.2187']!;
    const [inner, outer] = table.background.match(/#[0-9a-f]{6}/g)!.map(rgb);
    const tinted = await look(page);
    expect(tinted.image).toBe(`radial-gradient(${inner} 0%, ${inner} 50%, ${outer})`);
    expect(tinted.title).toBe(rgb(table.text));
    await expectThemeColor(page, table.background.match(/#[0-9a-f]{6}/)![0]); // the gradient's first stop
    // Leaving for a menu gives the bar back the app's colour.
    await page.getByRole('button', { name: 'Rules', exact: true }).click();
    await expectThemeColor(page, APP_COLOR);
    await page.keyboard.press('Escape');
    await expectThemeColor(page, table.background.match(/#[0-9a-f]{6}/)![0]);
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it('never uses (or fetches) hostile or invalid CSS from an imported mode', async () => {
    const { page, errors, requests, close } = await open(browser, 'light');
    await waitMode(page, '2048');
    const cases: [string, string][] = [
      ['Tracker', 'url(https://tracker.invalid/pixel.png)'],
      ['Sneaky', 'linear-gradient(red, blue), -webkit-image-set(url(https://tracker.invalid/a.png) 1x)'],
      ['Invalid', 'radial-gradient(45deg, #fff, #000)'],
    ];
    for (const [name, background] of cases) {
      const code = gameCode(testClassicMode(name, { gameplayBackground: background, textBackground: '#ff0000' }), [
        [0, 0, 1],
      ]);
      expect(await callHook(page, 'importCode', code)).toMatch(/Loaded a game/);
      await page.waitForFunction(
        (bg) =>
          (globalThis as unknown as { __pow2048: { view(): BoardView | null } }).__pow2048.view()?.pageBackground ===
          bg,
        background,
      );
      // The app's own look: no backdrop, the theme's title colour (not the mode's red).
      expect(await look(page), name).toMatchObject({ display: 'none', image: 'none', title: 'rgb(60, 58, 50)' });
      await expectThemeColor(page, APP_COLOR); // refused CSS: the app's colour, not a stop of it
    }
    // A valid gradient with a text colour that is not a colour: the app's own look too.
    const odd = gameCode(
      testClassicMode('Odd', {
        gameplayBackground: 'linear-gradient(#fff, #000)',
        textBackground: 'linear-gradient(red, blue)',
      }),
      [[0, 0, 1]],
    );
    await callHook(page, 'importCode', odd);
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { __pow2048: { view(): BoardView | null } }).__pow2048.view()?.textColor ===
        'linear-gradient(red, blue)',
    );
    expect(await look(page)).toMatchObject({ display: 'none', image: 'none' });
    // A valid one is shown.
    const fine = gameCode(
      testClassicMode('Fine', { gameplayBackground: 'linear-gradient(#ffd752, #ff6b6b)', textBackground: '#7f3018' }),
      [[0, 0, 1]],
    );
    await callHook(page, 'importCode', fine);
    await expect
      .poll(async () => (await look(page)).image)
      .toMatch(/^linear-gradient\(rgb\(255, 215, 82\), rgb\(255, 107, 107\)\)$/);
    expect((await look(page)).title).toBe('rgb(127, 48, 24)');
    await expectThemeColor(page, '#ffd752');
    expect(requests.filter((u) => u.includes('tracker.invalid'))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it('gives the first paint the theme’s bar and page colours, before the app (and IndexedDB) loads', async () => {
    /** The bar colour the browser shows now: the first theme-color meta whose media matches. */
    const barColor = (page: Page): Promise<string | undefined> =>
      page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
            (m) => !m.media || matchMedia(m.media).matches,
          )?.content,
      );
    const pageColor = (page: Page): Promise<string> =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    /** Opens the page with the app's script refused: what shows before the app runs. */
    const firstPaint = async (page: Page): Promise<{ bar: string | undefined; page: string }> => {
      await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
      await page.goto(baseUrl(), { waitUntil: 'load' });
      const seen = { bar: await barColor(page), page: await pageColor(page) };
      expect(await page.evaluate(() => document.documentElement.dataset['board'])).toBeUndefined();
      await page.unroute(/\/assets\/.*\.js$/);
      return seen;
    };
    const DARK_BG = 'rgb(31, 29, 26)';
    const LIGHT_BG = 'rgb(250, 248, 239)';

    // Following the system (no setting seen yet): a dark system gets the dark bar at once, a light one the app's.
    const { page, errors, close } = await open(browser, 'dark');
    await page.evaluate(() => localStorage.clear());
    expect(await firstPaint(page)).toEqual({ bar: DARK_COLOR, page: DARK_BG });
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await firstPaint(page)).toEqual({ bar: APP_COLOR, page: LIGHT_BG });

    // The theme chosen in Settings wins over the system's from the first paint of the next start.
    await page.goto(baseUrl());
    await waitReady(page);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('radio', { name: 'Dark' }).check();
    expect(await page.evaluate(() => localStorage.getItem('pow2048-theme'))).toBe('dark');
    expect(await firstPaint(page)).toEqual({ bar: DARK_COLOR, page: DARK_BG });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(baseUrl());
    await waitReady(page);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('radio', { name: 'Light' }).check();
    expect(await firstPaint(page)).toEqual({ bar: APP_COLOR, page: LIGHT_BG });
    // Once started, the app keeps its one media-less meta (and the setting's colour).
    await page.goto(baseUrl());
    await waitReady(page);
    await expectThemeColor(page, '#fff5da');
    expect(errors.filter((e) => !/ERR_FAILED|Failed to load|Failed to fetch/i.test(e))).toEqual([]);
    await close();
  }, 60_000);

  it('veils the mode’s page in the dark theme and keeps the theme’s text colour', async () => {
    const { page, errors, close } = await open(browser, 'dark');
    await waitMode(page, '2048');
    expect(await look(page)).toMatchObject({
      display: 'block',
      color: 'rgb(255, 245, 218)',
      veil: 'rgba(0, 0, 0, 0.7)',
      title: 'rgb(238, 228, 218)',
    });
    // The bar is dark on the game and on menus.
    await expectThemeColor(page, DARK_COLOR);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expectThemeColor(page, DARK_COLOR);
    // The theme chosen in Settings wins over the system's, at once.
    await page.getByRole('radio', { name: 'Light' }).check();
    await expectThemeColor(page, APP_COLOR);
    await page.getByRole('button', { name: 'Close' }).click();
    await expectThemeColor(page, '#fff5da');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('button', { name: 'Close' }).click();
    await expectThemeColor(page, DARK_COLOR);
    // Following the system again, in a light system: the mode's page colour.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Follow the system' }).check();
    await page.getByRole('button', { name: 'Close' }).click();
    await expectThemeColor(page, '#fff5da');
    // And a system change while following it turns the bar dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectThemeColor(page, DARK_COLOR);
    expect(errors).toEqual([]);
    await close();
  }, 60_000);
});
