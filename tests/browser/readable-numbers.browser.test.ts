// Settings → Tile numbers → "Readable": a classic 8 tile (light text on light orange, about
// 1.9:1 in the original's colours) is drawn with a text colour of at least 4.5:1; switched off again,
// the mode's own colour comes back. Plain colours only, so a dark 2 tile keeps its colour.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { parseSolidColor } from '../../src/worker/view-colors.ts';
import { AA_CONTRAST, contrastRatio } from '../../src/app/readable-text.ts';
import { baseUrl, callHook, launch, waitReady, watchErrors } from './helpers.ts';
import { classicPosition } from './positions.ts';

describe('readable tile numbers', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function drawnColors(): Promise<{ bg: string; color: string; own: string }[]> {
    const drawn = (await callHook(page, 'drawn'))!;
    const own = await callHook(page, 'view');
    return drawn.tiles.map((t) => ({
      bg: t.background,
      color: t.color,
      own: own.tiles.find((o) => o.id === t.id)!.color,
    }));
  }

  async function setTo(label: RegExp): Promise<void> {
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('radio', { name: label }).check();
    await page.locator('#screen-settings').getByRole('button', { name: 'Close', exact: true }).click();
    await page.locator('#screen-settings').waitFor({ state: 'detached' });
  }

  it('recolours faint numbers only while the setting is on', async () => {
    await callHook(
      page,
      'importCode',
      classicPosition([
        [0, 0, 3],
        [0, 1, 1],
      ]),
    );
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { __pow2048: { drawn(): { tiles: unknown[] } | null } }).__pow2048.drawn()?.tiles
          .length === 2,
    );
    const before = await drawnColors();
    expect(before.every((t) => t.color === t.own)).toBe(true);
    await setTo(/^Readable:/);
    const after = await drawnColors();
    for (const t of after)
      expect(contrastRatio(parseSolidColor(t.color)!, parseSolidColor(t.bg)!)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(after.some((t) => t.color !== t.own)).toBe(true);
    await setTo(/^As each mode/);
    expect((await drawnColors()).every((t) => t.color === t.own)).toBe(true);
    expect(errors).toEqual([]);
  });
});
