// (1) Installability: CDP Page.getInstallabilityErrors returns nothing.
// (2) Offline: after one online visit, with the network off, a reload and a deep link open the app,
//     a game is played, and a mode imported while online is still there.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  baseUrl,
  callHook,
  launchPersistent,
  tempProfile,
  view,
  waitForServiceWorker,
  waitReady,
  watchErrors,
} from './helpers.ts';
import { eightDirectionMode, modeCode } from './positions.ts';

describe('progressive web app', () => {
  const profile = tempProfile();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await launchPersistent(profile.dir, { viewport: { width: 390, height: 800 } });
    page = context.pages()[0] ?? (await context.newPage());
    errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
    await waitForServiceWorker(page);
  });

  afterAll(async () => {
    await context?.close();
    profile.cleanup();
  });

  it('is installable', async () => {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    await cdp.detach();
  });

  it('imports a mode while online through the Codes screen', async () => {
    // A Mode code of the original's format: 2048 with eight directions, titled by its rules text.
    await page.getByRole('button', { name: 'Save codes: import and export' }).click();
    await page.getByLabel('Save code to import').fill(modeCode(eightDirectionMode('Offline Test Mode')));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => page.locator('.code-status').textContent()).toContain('Installed “Offline Test Mode”');
    await page.getByRole('button', { name: 'Close' }).click();
  });

  it('works offline: reload, deep link, play, and the imported mode is still there', async () => {
    await context.setOffline(true);
    // Really offline: a file the service worker does not have cannot be fetched.
    const probe = await page.evaluate(() =>
      fetch(`/not-precached-${Date.now()}.txt`).then(
        (r) => `status ${r.status}`,
        () => 'failed',
      ),
    );
    expect(probe).toBe('failed');

    await page.reload();
    await waitReady(page);
    const resumed = await view(page);
    expect(resumed.tiles.length).toBeGreaterThan(0);

    await page.goto(new URL('play/pc.2187', baseUrl()).href);
    await waitReady(page);
    expect((await view(page)).modeId).toBe('pc.2187');
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'KeyA', 'KeyW']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(60);
    }
    await expect.poll(async () => (await view(page)).moves).toBeGreaterThan(0);

    await page.goto(new URL('modes', baseUrl()).href);
    await waitReady(page);
    const installed = page.locator('.mode-btn', { hasText: 'Offline Test Mode' });
    await expect.poll(() => installed.count()).toBe(1);
    await installed.click();
    await expect.poll(async () => (await view(page)).modeName).toBe('Offline Test Mode');
    expect((await view(page)).directions).toHaveLength(8);
    await callHook(page, 'move', 4);
    await page.keyboard.press('KeyD');
    await expect.poll(async () => (await view(page)).moves).toBeGreaterThan(0);
    expect(errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/.test(e))).toEqual([]);
    await context.setOffline(false);
  });
});
