// Issue 30: the Rules screen shows the game's rules as formulas, printed by the worker from the mode
// itself: classic 2048's merge rule reads `@Next(1, 0) = @This(0)`, in monospace, and at 320 px even
// the longest built-in formulas (pc.3026's) wrap instead of scrolling sideways.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, waitReady, watchErrors } from './helpers.ts';

/** Opens the Rules screen and waits for the formulas; answers the label → formula pairs of the first merge rule. */
async function openRules(page: Page): Promise<[string, string][]> {
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const section = page.locator('#screen-rules .rules-formulas');
  await expect.poll(() => section.locator('.formula-rule').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await section.locator('h3').textContent()).toBe('Rules as formulas');
  const rule = section.locator('.formula-rule').first();
  const labels = await rule.locator('dt').allTextContents();
  const formulas = await rule.locator('dd').allTextContents();
  return labels.map((l, i) => [l, formulas[i] ?? '']);
}

/** How far the page, or any formula in it, reaches past the viewport's right edge (px; ≤ 0 when it fits). */
const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const codes = [...document.querySelectorAll('#screen-rules .formula-parts code')].map(
      (c) => c.getBoundingClientRect().right - innerWidth,
    );
    return Math.max(document.documentElement.scrollWidth - document.documentElement.clientWidth, ...codes);
  });

describe('rules as formulas', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("classic 2048's merge rule, readable on a 320 px phone; a mode with long formulas wraps them", async () => {
    const context = await browser.newContext({
      viewport: { width: 320, height: 568 },
      deviceScaleFactor: 1,
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(baseUrl());
      await waitReady(page);
      expect(await openRules(page)).toEqual([
        ['length', '2'],
        ['condition', '@Next(1, 0) = @This(0)'],
        ['order', 'true'],
        ['result 1', '@This(0) + 1'],
        ['score', '2 ^ [@This(0) + 1]'],
      ]);
      const font = await page
        .locator('#screen-rules .formula-parts code')
        .first()
        .evaluate((c) => getComputedStyle(c).fontFamily);
      expect(font).toMatch(/monospace/);
      expect(await page.locator('#screen-rules .rules-formulas summary').allTextContents()).toEqual([
        'Merge rules',
        'Winning',
        'Losing',
        'Spawns',
      ]);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      // The groups are toggles: Merge rules starts open; pressing Winning shows classic's winning tile.
      const winning = page.locator('#screen-rules .rules-formulas details', {
        has: page.locator('summary', { hasText: 'Winning' }),
      });
      expect(await winning.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      await winning.locator('summary').click();
      await expect.poll(() => winning.locator('.formula-rule').first().isVisible()).toBe(true);
      expect(await winning.locator('dd').allTextContents()).toEqual(['[11]', '1']);
      await page.goBack();
      await page.locator('#screen-rules').waitFor({ state: 'detached' });

      // The built-in mode with the longest single formula (a literal list of about 1,700 characters).
      await page.goto(`${baseUrl()}play/pc.3026`);
      await waitReady(page);
      const first = await openRules(page);
      expect(first.map(([l]) => l)).toContain('condition');
      await page
        .locator('#screen-rules .rules-formulas details')
        .evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      const longest = await page
        .locator('#screen-rules .formula-parts code')
        .evaluateAll((cs) => Math.max(...cs.map((c) => (c.textContent ?? '').length)));
      expect(longest).toBeGreaterThan(1000);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
