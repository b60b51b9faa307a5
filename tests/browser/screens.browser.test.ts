// Issue 4 screens, exercised for real: a mode option set in the picker reaches the started game;
// the grid-size modifier gives a 5×5 board on the next new game and survives a reload; a recorded
// Replay code is imported and stepped, and the replay board shows the recorded snapshots' tiles; the
// Rules screen of a game imported from a Game code shows what the code tells of its mode.

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { BoardView, ReplayFrameView } from '../../src/worker/protocol.ts';
import { baseUrl, callHook, launch, view, waitReady, waitForView, watchErrors } from './helpers.ts';
import { gameCode, testClassicMode } from './positions.ts';

interface RecordedFile {
  tileTexts: Record<string, string>;
  games: { replayCode: string; steps: { dir?: number; grid?: unknown }[]; final: { grid: unknown } }[];
}

async function open(browser: Browser): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(baseUrl());
  await waitReady(page);
  return { page, errors, close: () => context.close() };
}

function waitView(page: Page, ok: string): Promise<void> {
  // `ok` is checked in Node (helpers.ts): the page's CSP allows no eval.
  return waitForView(page, ok);
}

const replay = (page: Page): Promise<ReplayFrameView | null> => callHook(page, 'replay');

/** A recorded grid as `row,col:text` entries, through the recording's own tile texts. */
function recordedTiles(grid: unknown, texts: Record<string, string>): string[] {
  const out: string[] = [];
  (grid as unknown[][]).forEach((row, v) =>
    row.forEach((cell, h) => {
      if (Array.isArray(cell)) out.push(`${v},${h}:${texts[JSON.stringify(cell)]}`);
    }),
  );
  return out.sort();
}
const shownTiles = (v: BoardView): string[] =>
  v.tiles.map((t) => `${t.v},${t.h}:${t.text.map((r) => r.text).join('')}`).sort();

describe('issue 4 screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('mode options: set in the picker, the started game uses them, shows them, and New game keeps them', async () => {
    const { page, errors, close } = await open(browser);
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    const item = page.locator('li.mode-item', { has: page.locator('.mode-btn[data-mode="2048"]') });
    const toggle = item.locator('button[data-options="2048"]');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const width = item.getByLabel('Grid width');
    expect(await width.inputValue()).toBe('4'); // the default is shown
    await width.fill('0');
    await item.getByRole('button', { name: 'Play with these options' }).click();
    await expect.poll(() => item.locator('.opt-error').first().textContent()).toMatch(/from 1 to/); // refused, explained
    await width.fill('6');
    await item.getByRole('button', { name: 'Play with these options' }).click();
    await waitView(page, 'v.width === 6 && v.height === 4 && v.moves === 0');
    expect(await page.locator('.setup').textContent()).toContain('Grid width: 6');
    await callHook(page, 'move', 2);
    await page.getByRole('button', { name: 'New game' }).first().click();
    await waitView(page, 'v.moves === 0 && v.width === 6');
    // The rules screen lists them; the picker remembers them and can reset them.
    await page.getByRole('button', { name: 'Rules' }).click();
    expect(await page.locator('#screen-rules').textContent()).toMatch(/Grid width6 \(changed\)/);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    await item.locator('button[data-options="2048"]').click();
    expect(await item.getByLabel('Grid width').inputValue()).toBe('6');
    await item.getByRole('button', { name: 'Reset to defaults' }).click();
    expect(await item.getByLabel('Grid width').inputValue()).toBe('4');
    await item.getByRole('button', { name: 'Play with these options' }).click();
    await waitView(page, 'v.width === 4 && v.moves === 0');
    expect(await page.locator('.setup').isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('modifiers: grid size 5 gives a 5×5 board on the next new game, is saved, and resets', async () => {
    const { page, errors, close } = await open(browser);
    await page.getByRole('button', { name: 'Modifiers' }).click();
    const box = page.getByLabel('Grid size');
    await box.check();
    await page.getByLabel('Cells per side').fill('5');
    await expect.poll(() => page.locator('#screen-modifiers [role="status"]').textContent()).toMatch(/next new game/);
    // The game in progress keeps its rules until a new game starts.
    await page.getByRole('button', { name: 'Close' }).click();
    expect((await view(page)).width).toBe(4);
    await page.getByRole('button', { name: 'New game' }).first().click();
    await waitView(page, 'v.width === 5 && v.height === 5 && v.moves === 0');
    const v = await view(page);
    expect(v.cells.filter((c) => c.kind !== 'void')).toHaveLength(25);
    expect(v.setup?.modifiers).toEqual(['Grid size: 5']);
    expect(await page.locator('.setup').textContent()).toContain('Grid size: 5');
    await callHook(page, 'move', 2);
    // Saved with the settings: still on after a reload.
    await page.reload();
    await waitReady(page);
    await page.getByRole('button', { name: 'Modifiers' }).click();
    expect(await page.getByLabel('Grid size').isChecked()).toBe(true);
    expect(await page.getByLabel('Cells per side').inputValue()).toBe('5');
    await page.getByRole('button', { name: 'Reset all modifiers' }).click();
    expect(await page.getByLabel('Grid size').isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Start a new game now' }).click();
    await waitView(page, 'v.width === 4 && v.moves === 0');
    expect((await view(page)).setup?.modifiers).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('modifiers: Negative Tiles, Interacting, applies to the next new game and is listed with it', async () => {
    const { page, errors, close } = await open(browser);
    await page.getByRole('button', { name: 'Modifiers' }).click();
    await page.getByLabel('Negative Tiles', { exact: true }).check();
    await page.getByLabel('Opposite tiles', { exact: true }).selectOption('interacting');
    await page.getByRole('button', { name: 'Start a new game now' }).click();
    // The game before also had 0 moves and 2 tiles: wait for the new one (it lists the modifier).
    await waitView(page, 'v.moves === 0 && v.tiles.length === 2 && (v.setup?.modifiers ?? []).length > 0');
    expect((await view(page)).setup?.modifiers).toEqual(['Negative Tiles: Interacting, 1, 1']);
    expect(await page.locator('.setup').textContent()).toContain('Negative Tiles: Interacting');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('rules of an imported Game code: its title, where it came from, its board, and the code’s own rules text', async () => {
    const { page, errors, close } = await open(browser);
    /** The Rules screen's title and paragraphs about the imported game, once the code was read. */
    const rules = async (): Promise<string[]> => {
      await page.getByRole('button', { name: 'Rules' }).click();
      const screen = page.locator('#screen-rules');
      await expect.poll(() => screen.locator('.rules-imported:not([aria-busy])').count()).toBe(1);
      const shown = [
        (await screen.locator('h3').first().textContent()) ?? '',
        ...(await screen.locator('.rules-imported p').allTextContents()),
      ];
      await page.getByRole('button', { name: 'Close' }).click();
      return shown;
    };
    const NOTE = 'This game was resumed from a save code.';
    const alpha = gameCode(testClassicMode('Alpha'), [
      [0, 0, 1],
      [3, 3, 2],
    ]);
    expect(await callHook(page, 'importCode', alpha)).toMatch(/Loaded a game of Alpha/);
    const alphaRules = [
      'Alpha',
      'This game was imported from a Game code: 4×4 board, 4 directions.',
      'Alpha',
      'Two equal tiles merge into their sum.',
      NOTE,
    ];
    expect(await rules()).toEqual(alphaRules);
    // A code without rules text of its own: only the note importing adds (formats.md §4.3).
    const bare = gameCode(testClassicMode('Bare', { gameplayRulesText: [] }), [[1, 1, 1]]);
    expect(await callHook(page, 'importCode', bare)).toMatch(/Loaded a game/);
    expect(await rules()).toEqual([
      'Imported mode',
      'This game was imported from a Game code: 4×4 board, 4 directions.',
      NOTE,
    ]);
    // Resumed from its saved game (after a reload, from the picker's Imported list): the same.
    await page.reload();
    await waitReady(page);
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    const imported = page.locator('#screen-modes section.mode-cat', {
      has: page.getByRole('heading', { name: 'Imported', exact: true }),
    });
    await imported.locator('.mode-btn', { hasText: 'Alpha' }).click();
    await waitView(page, "v.modeName === 'Alpha'");
    expect(await rules()).toEqual(alphaRules);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('replays: a recorded Replay code is imported, stepped and played; the board shows the recorded tiles', async () => {
    const file = JSON.parse(
      readFileSync(new URL('../../../shared/conformance/replays/1.json', import.meta.url), 'utf8'),
    ) as RecordedFile;
    const game = file.games[0]!;
    const grids: unknown[] = [];
    let grid: unknown;
    for (const s of game.steps) {
      if (s.grid !== undefined) grid = s.grid;
      if (s.dir !== undefined) grids.push(grid);
    }
    const { page, errors, close } = await open(browser);
    await page.getByRole('button', { name: 'Replays' }).click();
    const input = page.getByLabel('Replay code to watch');
    await input.fill('@2048PowCompReplay|3.0|bm9uc2Vuc2U=');
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect.poll(() => page.locator('#screen-replays .code-status').textContent()).toMatch(/cannot be watched/);
    expect(await page.locator('.replay-player').isHidden()).toBe(true);

    await input.fill(game.replayCode);
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect.poll(async () => (await replay(page))?.total).toBe(grids.length);
    await expect.poll(() => page.locator('.replay-board canvas').count()).toBe(1);
    for (let i = 1; i <= 3; i++) {
      await page.getByRole('button', { name: 'Step forward' }).click();
      await expect.poll(async () => (await replay(page))?.index).toBe(i);
      expect(shownTiles((await replay(page))!.view), `move ${i}`).toEqual(recordedTiles(grids[i - 1], file.tileTexts));
    }
    expect(await page.locator('.replay-counter').textContent()).toBe(`Move 3 of ${grids.length}`);
    await page.getByRole('button', { name: 'Step back' }).click();
    await expect.poll(async () => (await replay(page))?.index).toBe(2);
    expect(shownTiles((await replay(page))!.view)).toEqual(recordedTiles(grids[1], file.tileTexts));
    // Play at the top speed for a while, then pause.
    await page.getByLabel('Replay speed').selectOption('16');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await replay(page))!.index, { timeout: 20_000 }).toBeGreaterThan(6);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    // A step already sent to the worker when Pause was pressed still lands; after it, nothing moves.
    await page.waitForTimeout(300);
    const paused = (await replay(page))!.index;
    await page.waitForTimeout(400);
    expect((await replay(page))!.index).toBe(paused);
    expect(shownTiles((await replay(page))!.view), `move ${paused}`).toEqual(
      recordedTiles(grids[paused - 1], file.tileTexts),
    );
    await page.getByRole('button', { name: 'Go to the end' }).click();
    await expect.poll(async () => (await replay(page))?.index).toBe(grids.length);
    expect(shownTiles((await replay(page))!.view)).toEqual(recordedTiles(game.final.grid, file.tileTexts));
    // The game in progress is untouched; its own replay can be exported and watched.
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await replay(page)).toBeNull();
    for (const d of [2, 1, 3, 0, 2, 1]) await callHook(page, 'move', d);
    const played = await view(page);
    await page.getByRole('button', { name: 'Replays' }).click();
    await page.getByRole('button', { name: 'Watch this game' }).click();
    await expect
      .poll(() => page.getByLabel('Replay code of this game').inputValue())
      .toMatch(/^@2048PowCompReplay\|3\.0\|/);
    await expect.poll(async () => (await replay(page))?.total).toBe(played.moves);
    await page.getByRole('button', { name: 'Go to the end' }).click();
    await expect.poll(async () => (await replay(page))?.index).toBe(played.moves);
    expect(shownTiles((await replay(page))!.view)).toEqual(shownTiles(played));
    // A Replay code imported on the Codes screen opens in the player.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Save codes: import and export' }).click();
    await page.getByLabel('Save code to import').fill(game.replayCode);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(async () => (await replay(page))?.total).toBe(grids.length);
    expect(await page.locator('#screen-replays').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
