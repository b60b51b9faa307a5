// Real-time modes in the app: the page runs the mode's Interval timer when the view says it is due
// (BoardView.timerDueAt → the worker's `tick`). VS The Void Tiler's countdown runs down by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { BoardView } from '../../src/worker/protocol.ts';
import { baseUrl, launch, view, waitReady, watchErrors } from './helpers.ts';

/** The "Time Until Next Attack" box in seconds ("4.985 s" → 4.985). */
const countdown = (v: BoardView): number =>
  parseFloat(String(v.statBoxes.find((b) => b.title === 'Time Until Next Attack')?.value));

describe('the Interval timer in the app', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    page = await (
      await browser.newContext({ viewport: { width: 360, height: 700 }, reducedMotion: 'reduce' })
    ).newPage();
    errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('runs without input: the Void Tiler counts down to its attack', async () => {
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    await page.locator('.mode-btn[data-mode="pc.void-tiler"]').click();
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { __pow2048: { view(): BoardView | null } }).__pow2048.view()?.modeId ===
        'pc.void-tiler',
    );
    expect((await view(page)).timerDueAt).toEqual(expect.any(Number));
    // The fight starts with the first move.
    await page.evaluate(async () => {
      const h = (globalThis as unknown as { __pow2048: { view(): BoardView; move(d: number): Promise<void> } })
        .__pow2048;
      for (let d = 0; d < h.view().directions.length && h.view().moves === 0; d++) await h.move(d);
    });
    expect(countdown(await view(page))).toBeGreaterThan(4);
    // No input from here on: the page alone must bring the countdown down.
    await expect.poll(async () => countdown(await view(page)), { timeout: 10_000, interval: 200 }).toBeLessThan(3);
    expect(errors).toEqual([]);
  });
});
