// Installed modes and backups: a plugin mode is updated from v1 to v2 with its saved game kept (same
// or older versions refused); everything is backed up as one file, the device wiped and the file
// restored — every game, score and installed mode comes back; and the file restored on another
// device that has games of its own keeps both sides' games (the other copy under Imported).

import { readFileSync } from 'node:fs';

const community = JSON.parse(
  readFileSync(new URL('../../../shared/conformance/community/codes.json', import.meta.url), 'utf8'),
) as { title: string; code: string }[];
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THREES_PLUGIN } from '../../src/worker/test-codes.ts';
import type { BoardView } from '../../src/worker/protocol.ts';
import { baseUrl, callHook, launch, stored, view, waitForView, waitReady, waitSaved, watchErrors } from './helpers.ts';

const THREES = THREES_PLUGIN.id;

async function openCodes(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save codes: import and export' }).click();
}

async function closeScreen(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close' }).click();
}

async function paste(page: Page, plugin: unknown): Promise<string> {
  await page.getByLabel('Plugin file to install').fill(JSON.stringify(plugin));
  await page.getByRole('button', { name: 'Install plugin' }).click();
  await page.waitForFunction(
    () => !/Checking/.test(document.querySelector('.plugin-status')?.textContent ?? 'Checking'),
  );
  return (await page.locator('.plugin-status').textContent()) ?? '';
}

async function play(page: Page, key: string, moves: number[]): Promise<BoardView> {
  await callHook(page, 'newGame', key);
  await waitForView(page, `v.modeId === '${key}' && v.moves === 0`);
  for (const d of moves) await callHook(page, 'move', d);
  await waitForView(page, 'v.moves > 0');
  await waitSaved(page);
  return view(page);
}

async function backUp(page: Page): Promise<string> {
  await openCodes(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Back up everything' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pow2048-backup-\d{4}-\d\d-\d\d\.json$/);
  const text = readFileSync((await download.path())!, 'utf8');
  await closeScreen(page);
  return text;
}

async function restore(page: Page, text: string): Promise<string> {
  await openCodes(page);
  await page.getByLabel('Restore from a backup file').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await page.waitForFunction(() => /^Restored|not/.test(document.querySelector('.backup-status')?.textContent ?? ''));
  return (await page.locator('.backup-status').textContent()) ?? '';
}

/** Chooses a mode in the picker (its saved game comes back). */
async function choose(page: Page, key: string): Promise<void> {
  await page.getByRole('button', { name: 'Choose a mode' }).click();
  await page.locator(`.mode-btn[data-mode="${key}"]`).click();
}

describe('installed modes and backups', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('updates a plugin v1→v2 keeping its game; backs up, wipes, restores, and merges on another device', async () => {
    const device = () =>
      browser.newContext({ viewport: { width: 390, height: 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const a = await device();
    const page = await a.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
    const game2048 = await play(page, '2048', [0, 1, 2, 3, 0, 1, 2, 3, 0, 1]);
    // A mode installed from a save code, too.
    const codeKey = await page.evaluate(
      (c) =>
        (
          globalThis as unknown as { __pow2048: { installMode(c: string): Promise<string | null> } }
        ).__pow2048.installMode(c),
      community[1]!.code,
    );
    expect(codeKey).toMatch(/^installed:/);

    await openCodes(page);
    expect(await paste(page, THREES_PLUGIN)).toContain('Installed “Threes on 3x3” (v1.2.0, by Tess)');
    await closeScreen(page);
    const threes = await play(page, THREES, [0, 1, 2, 3, 0, 1, 2, 3]);

    // v1 → v2: updated, its game kept; the same or an older version is refused.
    await openCodes(page);
    const v2 = { ...THREES_PLUGIN, version: '2.0.0', description: 'Three equal tiles merge (v2).' };
    expect(await paste(page, v2)).toBe('Update “Threes on 3x3” from v1.2.0 to v2.0.0.');
    await page.getByRole('button', { name: 'Update and keep the saved game' }).click();
    await expect
      .poll(() => page.locator('.plugin-status').textContent())
      .toBe('Updated “Threes on 3x3” from v1.2.0 to v2.0.0. Its saved game was kept.');
    expect(await paste(page, v2)).toMatch(/v2\.0\.0 is already installed/);
    expect(await paste(page, { ...THREES_PLUGIN, version: '1.9.0' })).toMatch(/older version \(v1\.9\.0\)/);
    const row = page.locator(`[data-installed="${THREES}"]`);
    expect(await row.textContent()).toMatch(/Mode · from a plugin file · v2\.0\.0 · 1 KB · last played /);
    await closeScreen(page);
    await page.reload();
    await waitReady(page);
    expect(await view(page)).toMatchObject({ modeId: THREES, moves: threes.moves, score: threes.score });

    // Back up, wipe this device (every store), restore: nothing lost.
    const backup = await backUp(page);
    const bestBefore = await stored(page, 'stats', '2048');
    await page.evaluate(async () => {
      for (const db of await indexedDB.databases())
        if (db.name)
          await new Promise((ok) => {
            const r = indexedDB.deleteDatabase(db.name!);
            r.onsuccess = r.onerror = r.onblocked = ok;
          });
      localStorage.clear();
    });
    await page.reload();
    await waitReady(page);
    expect(await view(page)).toMatchObject({ modeId: '2048', moves: 0 });
    await openCodes(page);
    await expect.poll(() => page.locator('.installed-list').textContent()).toContain('Nothing installed');
    await closeScreen(page);

    expect(await restore(page, backup)).toBe('Restored from the backup: 2 games added, 2 modes or plugins added.');
    await expect.poll(() => page.locator(`[data-installed="${THREES}"]`).textContent()).toContain('v2.0.0');
    expect(await page.locator(`[data-installed="${codeKey}"]`).getAttribute('data-source')).toBe('code');
    await closeScreen(page);
    // The untouched first board gave way to the backup's game of 2048, now on screen.
    expect(await view(page)).toMatchObject({ modeId: '2048', moves: game2048.moves, score: game2048.score });
    expect(JSON.parse((await stored(page, 'stats', '2048'))!)).toEqual(JSON.parse(bestBefore!));
    await page.reload();
    await waitReady(page);
    expect(await view(page)).toMatchObject({ modeId: '2048', moves: game2048.moves });
    await choose(page, THREES);
    await waitForView(
      page,
      `v.modeId === '${THREES}' && v.moves === ${threes.moves} && v.score === ${JSON.stringify(threes.score)}`,
    );
    expect(errors).toEqual([]);

    // Another device with a game of its own: both are kept.
    const b = await device();
    const other = await b.newPage();
    const otherErrors = watchErrors(other);
    await other.goto(baseUrl());
    await waitReady(other);
    const own = await play(other, '2048', [1, 2, 1, 2, 3, 0]);
    expect(await restore(other, backup)).toBe(
      'Restored from the backup: 1 game added, 1 game kept next to this device’s own (under Imported), 2 modes or plugins added.',
    );
    await closeScreen(other);
    // This device's 2048 game (saved last) keeps its place; the file's is under Imported.
    expect(await view(other)).toMatchObject({ modeId: '2048', moves: own.moves, score: own.score });
    await other.getByRole('button', { name: 'Choose a mode' }).click();
    const kept = other.locator('.mode-btn[data-mode^="code:kept-"]');
    expect(await kept.textContent()).toContain('(other copy)');
    await kept.click();
    await waitForView(
      other,
      `v.modeId === '2048' && v.moves === ${game2048.moves} && v.score === ${JSON.stringify(game2048.score)}`,
    );
    await choose(other, '2048');
    await waitForView(other, `v.moves === ${own.moves} && v.score === ${JSON.stringify(own.score)}`);
    await choose(other, THREES);
    await waitForView(other, `v.modeId === '${THREES}' && v.moves === ${threes.moves}`);
    expect(otherErrors).toEqual([]);
    await a.close();
    await b.close();
  }, 180_000);
});
