// The mode picker's tag filters and preview boards (issue 32): at 320 px wide, a tag chip shows only
// the modes the worker tagged with it (combined with the page filter), cards show their tags, and a
// mode's Preview draws its first board (the seeded game the worker builds) without leaving the game.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { RealEngine } from '../../src/worker/real-engine.ts';
import { artifactPath, axeViolations, baseUrl, launch, view, waitReady, watchErrors } from './helpers.ts';
import { registry } from './positions.ts';

const engine = new RealEngine(registry);
const tags = engine.modeTags();
const sorted = (a: readonly string[]): string[] => [...a].sort();

describe('mode picker tags and previews', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    const context = await browser.newContext({
      viewport: { width: 320, height: 568 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const shownModes = (): Promise<string[]> =>
    page.locator('#screen-modes .mode-btn').evaluateAll((l) => l.map((e) => (e as HTMLElement).dataset['mode'] ?? ''));

  it('filters by tag, with the page filter, and shows each card’s tags', async () => {
    await page.getByRole('button', { name: 'Modes: choose a mode' }).click();
    const bigint = page.locator('[data-tag="BigInt"]');
    await bigint.waitFor();
    const all = await shownModes();
    expect(all.length).toBe(engine.listModes().length);
    await bigint.click();
    expect(await bigint.getAttribute('aria-pressed')).toBe('true');
    const withBig = Object.keys(tags).filter((id) => tags[id]!.includes('BigInt'));
    expect(withBig.length).toBeGreaterThan(0);
    expect(withBig.length).toBeLessThan(all.length);
    expect(sorted(await shownModes())).toEqual(sorted(withBig));
    // Each shown card says its tags.
    for (const t of await page.locator('#screen-modes .mode-tags').allTextContents()) expect(t).toContain('BigInt');
    // Two tags: modes with both.
    await page.locator('[data-tag="clicks"]').click();
    expect(sorted(await shownModes())).toEqual(sorted(withBig.filter((id) => tags[id]!.includes('clicks'))));
    await page.locator('[data-tag="clicks"]').click();
    // With a page: that page's modes with the tag.
    await page.locator('[data-filter="Page 4"]').click();
    const page4 = new Set(
      engine
        .listModes()
        .filter((m) => m.category === 'Page 4')
        .map((m) => m.id),
    );
    expect(sorted(await shownModes())).toEqual(sorted(withBig.filter((id) => page4.has(id))));
    await page.locator('[data-filter="All"]').click();
    await bigint.click();
    expect(await bigint.getAttribute('aria-pressed')).toBe('false');
    expect((await shownModes()).length).toBe(all.length);
    // Chips are 44 px targets.
    for (const box of await page
      .locator('[data-tag]')
      .evaluateAll((l) => l.map((e) => e.getBoundingClientRect().toJSON() as DOMRect)))
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }, 60_000);

  it('previews a mode’s first board in its card, the game shown untouched, within 320 px', async () => {
    const before = await view(page);
    const toggle = page.locator('[data-preview="pc.dive"]');
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = `#${await toggle.getAttribute('aria-controls')}`;
    const tiles = page.locator(`${panel} .preview-board .first-tile`);
    await tiles.first().waitFor();
    const expected = engine.previewMode('pc.dive');
    expect(await tiles.count()).toBe(expected.tiles.length);
    expect(await page.locator(`${panel} .preview-board .first-cell`).count()).toBe(
      expected.cells.filter((c) => c.kind !== 'void').length,
    );
    expect(await page.locator(`${panel} .mode-tags`).textContent()).toBe(tags['pc.dive']!.join(' · '));
    const box = (await page.locator(`${panel} .preview-board`).boundingBox())!;
    expect(box.width).toBeGreaterThan(100);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.locator(panel).screenshot({ path: artifactPath('picker-preview-dive-320.png') });
    expect(await axeViolations(page)).toEqual([]);
    // The game being played is the same game.
    expect((await view(page)).modeId).toBe(before.modeId);
    expect((await view(page)).tiles).toEqual(before.tiles);
    // Play starts the previewed mode.
    await page.locator(`${panel} button`, { hasText: 'Play' }).click();
    await expect.poll(async () => (await view(page)).modeId).toBe('pc.dive');
    expect(errors).toEqual([]);
  }, 60_000);

  it('draws the Waves modes over waves (the original’s menu look once the waves are unleashed), only them', async () => {
    await page.getByRole('button', { name: 'Modes: choose a mode' }).click();
    const waves = page.locator('#screen-modes .mode-cat[data-category="Waves"]');
    await waves.waitFor();
    const image = (sel: string): Promise<string> =>
      page
        .locator(sel)
        .first()
        .evaluate((e) => getComputedStyle(e).backgroundImage);
    expect(await image('#screen-modes .mode-cat[data-category="Waves"]')).toMatch(/^url\("data:image\/svg\+xml/);
    const other = engine.listModes().find((m) => m.category !== 'Waves')!.category;
    expect(await image(`#screen-modes .mode-cat[data-category="${other}"]`)).toBe('none');
    const ids = await waves
      .locator('.mode-btn')
      .evaluateAll((l) => l.map((e) => (e as HTMLElement).dataset['mode'] ?? ''));
    expect(sorted(ids)).toEqual(
      sorted(
        engine
          .listModes()
          .filter((m) => m.category === 'Waves')
          .map((m) => m.id),
      ),
    );
    await waves.locator('h3').scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('picker-waves-320.png') });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);
});
