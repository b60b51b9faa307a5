// Our own data-plugin files in the app: a small mode plugin (powers of 3 on 3×3) written here is
// pasted on the Codes screen, found in the picker under Installed with its author and version,
// played, still there after a reload, and removed (with confirmation that names its saved game,
// which goes with it: 2048 is shown and resumed after a reload). Broken and hostile files get an
// error message; a colour-scheme plugin is chosen in Settings and colours the game's tiles. A higher
// version of the mode is offered as an update (what changes), installed keeping the saved game, which
// resumes after a reload; the older file is then refused.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { THREES_PLUGIN } from '../../src/worker/test-codes.ts';
import { baseUrl, callHook, launch, view, waitReady, waitSaved, waitForView, watchErrors } from './helpers.ts';

const redTiles = {
  format: 'pow2048-plugin/1',
  kind: 'colorScheme',
  id: 'test.red',
  version: '0.1.0',
  name: 'All red',
  background: '#ff0000',
};

function waitView(page: Page, ok: string): Promise<void> {
  // `ok` is checked in Node (helpers.ts): the page's CSP allows no eval.
  return waitForView(page, ok);
}

async function openCodes(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save codes: import and export' }).click();
}

async function paste(page: Page, plugin: unknown): Promise<string> {
  await page.getByLabel('Plugin file to install').fill(typeof plugin === 'string' ? plugin : JSON.stringify(plugin));
  await page.getByRole('button', { name: 'Install plugin' }).click();
  await page.waitForFunction(
    () => !/Checking/.test(document.querySelector('.plugin-status')?.textContent ?? 'Checking'),
  );
  return (await page.locator('.plugin-status').textContent()) ?? '';
}

describe('data-plugin files', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('installs a mode plugin, plays it, keeps it across a reload, removes it', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);

    await openCodes(page);
    expect(await paste(page, THREES_PLUGIN)).toContain('Installed “Threes on 3x3” (v1.2.0, by Tess)');
    expect(await page.locator('.plugin[data-plugin="test.threes"]').textContent()).toContain('Mode · v1.2.0 · by Tess');
    await page.getByRole('button', { name: 'Close' }).click();

    const pick = async (): Promise<void> => {
      await page.getByRole('button', { name: 'Choose a mode' }).click();
      const section = page.locator('section.mode-cat', { has: page.locator('h3', { hasText: /^Installed$/ }) });
      const entry = section.locator('.mode-btn[data-mode="test.threes"]');
      expect(await entry.textContent()).toContain('v1.2.0 · by Tess');
      await entry.click();
    };
    await pick();
    await waitView(page, "v.modeId === 'test.threes' && v.width === 3 && v.height === 3 && v.moves === 0");
    for (const d of [0, 1, 2, 3, 0, 1, 2, 3]) await callHook(page, 'move', d);
    await waitView(page, 'v.moves > 0');
    const played = await view(page);
    await waitSaved(page);

    await page.reload();
    await waitReady(page);
    const resumed = await view(page);
    expect(resumed.modeId).toBe('test.threes');
    expect(resumed.moves).toBe(played.moves);
    // Choosing the mode again goes on with its game; New starts another.
    await pick();
    await waitView(page, `v.modeId === 'test.threes' && v.moves === ${played.moves}`);
    await page.getByRole('button', { name: 'New game' }).first().click();
    await waitView(page, "v.modeId === 'test.threes' && v.moves === 0");
    await waitSaved(page);

    // Removal asks first; "Keep" keeps it.
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    await page.getByRole('button', { name: 'Remove Threes on 3x3' }).click();
    await page.getByRole('button', { name: 'Keep', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Threes on 3x3' }).click();
    expect(await page.locator('.confirm [role="alert"]').textContent()).toBe(
      'Remove “Threes on 3x3” and its saved game?',
    );
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await expect.poll(() => page.locator('.mode-btn[data-mode="test.threes"]').count()).toBe(0);
    await expect
      .poll(() => page.locator('.toast').allTextContents())
      .toEqual(expect.arrayContaining(['“Threes on 3x3” was removed, and its saved game with it.']));
    await page.getByRole('button', { name: 'Close' }).click();
    await waitView(page, "v.modeId === '2048'");
    await waitSaved(page);

    // Its saved game went with it (nothing set aside), and the address names 2048: a reload has nothing to tell.
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/play/2048');
    await page.reload();
    await waitReady(page);
    await waitView(page, "v.modeId === '2048'");
    await page.waitForTimeout(300);
    expect((await page.locator('.toast').allTextContents()).join(' ')).not.toMatch(/could not be resumed|no mode/);
    await openCodes(page);
    expect(await page.locator('.plugin-list').textContent()).toContain('No plugins installed');
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('updates a mode plugin from v1.2.0 to v1.3.0, keeping its saved game; the older file is refused', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
    await openCodes(page);
    expect(await paste(page, THREES_PLUGIN)).toContain('Installed “Threes on 3x3” (v1.2.0, by Tess)');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    await page.locator('.mode-btn[data-mode="test.threes"]').click();
    await waitView(page, "v.modeId === 'test.threes' && v.moves === 0");
    for (const d of [0, 1, 2, 3, 0, 1, 2, 3]) await callHook(page, 'move', d);
    await waitView(page, 'v.moves > 0');
    const played = await view(page);
    await waitSaved(page);

    const v2 = { ...THREES_PLUGIN, version: '1.3.0', name: 'Threes on 3x3 (v2)', description: 'Now with notes.' };
    await openCodes(page);
    expect(await paste(page, v2)).toBe('Update “Threes on 3x3 (v2)” from v1.2.0 to v1.3.0.');
    const changes = page.getByRole('list', { name: 'What changes' });
    expect(await changes.textContent()).toContain('Name: “Threes on 3x3” → “Threes on 3x3 (v2)”');
    expect(await changes.textContent()).toContain('Description changed');
    await page.getByRole('button', { name: 'Update and keep the saved game' }).click();
    await expect
      .poll(() => page.locator('.plugin-status').textContent())
      .toBe('Updated “Threes on 3x3 (v2)” from v1.2.0 to v1.3.0. Its saved game was kept.');
    expect(await page.locator('.plugin[data-plugin="test.threes"]').textContent()).toContain('Mode · v1.3.0');
    expect(await paste(page, THREES_PLUGIN)).toMatch(
      /v1\.3\.0 is installed; this file is an older version \(v1\.2\.0\)/,
    );
    expect(await paste(page, v2)).toMatch(/v1\.3\.0 is already installed/);
    await page.getByRole('button', { name: 'Close' }).click();

    await page.reload();
    await waitReady(page);
    const resumed = await view(page);
    expect(resumed.modeId).toBe('test.threes');
    expect(resumed.moves).toBe(played.moves);
    expect(resumed.score).toBe(played.score);
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    expect(await page.locator('.mode-btn[data-mode="test.threes"]').textContent()).toContain('v1.3.0');
    await page.getByRole('button', { name: 'Close' }).click();

    // v1.4.0 replacing the saved game: the game on screen starts over under the new version.
    await openCodes(page);
    expect(await paste(page, { ...v2, version: '1.4.0' })).toBe('Update “Threes on 3x3 (v2)” from v1.3.0 to v1.4.0.');
    expect(await page.getByRole('list', { name: 'What changes' }).textContent()).toBe(
      'Nothing but the version changes.',
    );
    await page.getByRole('button', { name: 'Update and start over' }).click();
    await expect
      .poll(() => page.locator('.plugin-status').textContent())
      .toBe('Updated “Threes on 3x3 (v2)” from v1.3.0 to v1.4.0. Its saved game was removed.');
    await waitView(page, "v.modeId === 'test.threes' && v.moves === 0");
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('refuses broken and hostile files with a message, and applies an installed colour scheme', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
    await callHook(page, 'move', 2);
    const before = await view(page);

    await openCodes(page);
    await page.getByLabel('Install a plugin from a file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...THREES_PLUGIN, id: 'test.broken', definition: { widht: 3 } })),
    });
    await expect.poll(() => page.locator('.plugin-status').textContent()).toMatch(/unknown mode field "widht"/);
    expect(
      await paste(
        page,
        '{"format":"pow2048-plugin/1","kind":"mode","id":"x.y","version":"1.0.0","name":"p","definition":{"__proto__":{"width":1}}}',
      ),
    ).toMatch(/unknown mode field "__proto__"/);
    expect(
      await paste(page, { ...THREES_PLUGIN, definition: { tileTypes: JSON.parse('['.repeat(500) + ']'.repeat(500)) } }),
    ).toMatch(/nest deeper/);
    const endless = [0, '@repeat', '@Infinity', '+', 1, '@end-repeat'];
    expect(
      await paste(page, {
        ...THREES_PLUGIN,
        definition: { ...THREES_PLUGIN.definition, startTileSpawns: [[[0], endless]] },
      }),
    ).toMatch(/was refused: .*step budget/);
    expect(await paste(page, 'not a plugin')).toMatch(/not JSON/);
    expect(await page.locator('.plugin-list').textContent()).toContain('No plugins installed');

    expect(await paste(page, redTiles)).toContain('Choose it in Settings');
    await page.getByRole('button', { name: 'Close' }).click();
    // The game in progress was never touched.
    expect((await view(page)).tiles).toEqual(before.tiles);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('All red (v0.1.0)').check();
    await waitView(page, 'v.tiles.length > 0 && v.tiles.every((t) => /255, 0, 0|#ff0000/i.test(t.background))');
    expect((await view(page)).moves).toBe(before.moves);
    await page.getByLabel('Each mode’s own colours').check();
    await waitView(page, 'v.tiles.every((t) => !/255, 0, 0|#ff0000/i.test(t.background))');
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);
});
