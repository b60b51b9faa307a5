// Issue 29, the Mode maker on a phone (390×844, touch through CDP): a mode made from the picker's
// "Make a mode" — tiles 3 and 6, its merge checked (a field error and a consistency warning shown
// at their fields), a win tile, a title — swiped on the maker's preview board, exported as a Custom
// code, installed as a plugin file too, saved, installed and played by swipes, opened again from the
// picker's Edit; then in a fresh profile the code imported on the
// Codes screen gives the same mode ("Edit in maker" shows the same fields and exports the same code).
// An imported Infused code opens in the maker's Infused form ("Edit in maker"): its values as typed,
// an error at the value's field, the same code exported, saved and played, its variables still set
// by the controls form.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { loadCodes } from '../../src/conformance/code-cases.ts';
import { importInfusedCode } from '../../src/formats/infused-code.ts';
import { codeHash } from '../../src/worker/mode-catalog.ts';
import {
  artifactPath,
  axeViolations,
  baseUrl,
  boardRect,
  cdpSwipe,
  launch,
  view,
  waitReady,
  watchErrors,
} from './helpers.ts';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

async function tap(cdp: CDPSession, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const b = await target.boundingBox();
  if (!b) throw new Error('nothing to tap');
  const p = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [p] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function open(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession; errors: string[] }> {
  const context = await browser.newContext(PHONE);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(baseUrl());
  await waitReady(page);
  return { context, page, cdp: await context.newCDPSession(page), errors };
}

const maker = (page: Page): Locator => page.locator('#screen-maker');
const field = (page: Page, label: string): Locator => maker(page).getByLabel(label, { exact: true });

/** The message shown at a field's error slot. */
async function fieldMessage(page: Page, label: string): Promise<string> {
  const id = await field(page, label).getAttribute('aria-describedby');
  return (await page.locator(`#${id}`).textContent()) ?? '';
}

async function previewMoves(page: Page): Promise<number> {
  return Number((await page.locator('.mk-board').getAttribute('data-moves')) ?? '0');
}

/** Swipes the board in `box` through the four directions until one moves. */
async function swipeUntilMoved(
  cdp: CDPSession,
  box: { x: number; y: number; width: number; height: number },
  moved: () => Promise<boolean>,
): Promise<void> {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const d = Math.min(box.width, box.height) * 0.35;
  for (const [dx, dy] of [
    [-d, 0],
    [0, d],
    [d, 0],
    [0, -d],
  ] as const) {
    await cdpSwipe(cdp, cx - dx / 2, cy - dy / 2, cx + dx / 2, cy + dy / 2);
    await new Promise((r) => setTimeout(r, 400));
    if (await moved()) return;
  }
  throw new Error('no swipe moved the board');
}

describe('Mode maker', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('makes a mode by touch, plays it, and its Custom code gives the same mode in a fresh profile', async () => {
    const a = await open(browser);
    const { page, cdp } = a;
    await tap(cdp, page.getByRole('button', { name: 'Modes: choose a mode' }));
    await tap(cdp, page.getByRole('button', { name: 'Make a mode', exact: true }));
    await expect.poll(() => maker(page).isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('.mk-status').textContent(), { timeout: 20_000 })
      .toBe('Swipe the board to try your mode.');
    expect(new URL(page.url()).pathname).toBe('/maker');

    // Tiles 3 and 6 (a formula in one field).
    await field(page, 'Tile 1 number').fill('3');
    await field(page, 'Tile 2 number').fill('2 * 3');
    await field(page, 'Tile 2 chance').fill('1');

    // Merges: an error at its field (and the step's tab), then a consistency warning, then fixed.
    await tap(cdp, maker(page).getByRole('tab', { name: 'Merges' }));
    await field(page, 'Merge 1: every').fill('0');
    await expect.poll(() => fieldMessage(page, 'Merge 1: every')).toBe('This must be at least 1.');
    expect(await field(page, 'Merge 1: every').getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => maker(page).getByRole('tab').filter({ hasText: 'Merges' }).textContent())
      .toBe('Merges (1 to fix)');
    await expect.poll(() => page.locator('.mk-status').textContent()).toBe('Fix the errors to update the preview.');
    await field(page, 'Merge 1: every').fill('1');
    // Tile 1 + Tile 1 makes 6 = tile 2's number: consistent. Spawning a 5 as tile 2 is not.
    await tap(cdp, maker(page).getByRole('tab', { name: 'Tiles' }));
    await field(page, 'Tile 2 number').fill('5');
    await tap(cdp, maker(page).getByRole('tab', { name: 'Merges' }));
    await expect
      .poll(() => fieldMessage(page, 'Merge 1 output: c'))
      .toBe('Tile 2 could show both 5 and 6: merge 1 on tile 1 makes 6.');
    await tap(cdp, maker(page).getByRole('tab', { name: 'Tiles' }));
    await field(page, 'Tile 2 number').fill('6');

    await tap(cdp, maker(page).getByRole('tab', { name: 'Win & lose' }));
    await field(page, 'Win: tiles').fill('8');
    await field(page, 'Win: how many of them').fill('1');
    await tap(cdp, maker(page).getByRole('tab', { name: 'Text' }));
    await field(page, 'Title').fill('Threes by touch');
    await expect.poll(() => page.locator('.mk-summary').textContent()).toBe('Ready to save.');

    // The preview plays the mode as it stands: swipe it.
    const board = page.locator('.mk-board');
    await expect.poll(async () => (await board.getAttribute('data-tiles')) ?? '').toMatch(/^(3|6)(,(3|6))*$/);
    const before = await previewMoves(page);
    await swipeUntilMoved(cdp, (await board.boundingBox())!, async () => (await previewMoves(page)) > before);
    await page.screenshot({ path: artifactPath('maker-390.png') });
    // Nothing sticks out of the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Every step, here and on a 320×568 phone: nothing wider than the screen, every button at least
    // 44 px, no serious axe-core finding.
    const steps = ['Tiles', 'Merges', 'Win & lose', 'Tile colours', 'Page colours', 'Text', 'Scripts & stat boxes'];
    for (const [width, step] of [...steps.map((s) => [390, s] as const), ...steps.map((s) => [320, s] as const)]) {
      if ((page.viewportSize()?.width ?? 0) !== width)
        await page.setViewportSize({ width, height: width === 390 ? 844 : 568 });
      await tap(cdp, maker(page).getByRole('tab', { name: step, exact: true }));
      await expect
        .poll(() => maker(page).getByRole('tab', { name: step, exact: true }).getAttribute('aria-selected'))
        .toBe('true');
      for (const d of await maker(page).locator('details').all())
        await d.evaluate((x) => ((x as HTMLDetailsElement).open = true));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), step).toBeLessThanOrEqual(width);
      const small = await maker(page)
        .locator('button:visible')
        .evaluateAll((bs) => bs.filter((b) => b.getBoundingClientRect().height < 44).map((b) => b.textContent));
      expect(small, step).toEqual([]);
      expect(await axeViolations(page), step).toEqual([]);
    }
    await page.setViewportSize(PHONE.viewport);

    await tap(cdp, maker(page).getByRole('button', { name: 'Export code' }));
    const codeBox = maker(page).getByLabel('Custom code of this mode');
    await expect.poll(() => codeBox.inputValue()).toMatch(/^@2048PowCompCustom\|3\.0\|/);
    const code = await codeBox.inputValue();

    // The same mode as our plugin file, through the plugin install path.
    await tap(cdp, maker(page).getByRole('button', { name: 'Install as plugin file' }));
    await expect
      .poll(() => maker(page).locator('.code-status').textContent())
      .toMatch(/^Installed “Threes by touch” \(v1\.0\.0\)/);
    await tap(cdp, maker(page).getByRole('button', { name: 'Save and install' }));
    await expect.poll(() => maker(page).locator('.code-status').textContent()).toMatch(/^Installed “Threes by touch”/);
    await tap(cdp, maker(page).getByRole('button', { name: 'Play now' }));
    await expect.poll(() => page.locator('#screen-maker').count()).toBe(0);
    await expect.poll(async () => (await view(page)).modeName).toBe('Threes by touch');
    const played = await view(page);
    await swipeUntilMoved(cdp, await boardRect(page), async () => (await view(page)).moves > 0);
    const numbers = (await view(page)).tiles.map((t) => t.text.map((r) => r.text).join(''));
    expect(numbers.every((n) => ['3', '6', '12', '24'].includes(n))).toBe(true);
    // The installed mode opens in the maker again from the picker.
    await tap(cdp, page.getByRole('button', { name: 'Modes: choose a mode' }));
    await tap(cdp, page.getByRole('button', { name: 'Edit Threes by touch in the maker' }));
    await expect.poll(() => maker(page).isVisible()).toBe(true);
    await tap(cdp, maker(page).getByRole('tab', { name: 'Text' }));
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('Threes by touch');
    expect(a.errors).toEqual([]);

    // A fresh profile: the code imported on the Codes screen is the same mode.
    const b = await open(browser);
    await tap(b.cdp, b.page.getByRole('button', { name: 'Save codes: import and export' }));
    await b.page.getByLabel('Save code to import').fill(code);
    await tap(b.cdp, b.page.locator('#screen-import').getByRole('button', { name: 'Import', exact: true }));
    await expect.poll(() => b.page.locator('.code-status').textContent()).toMatch(/^Installed “Threes by touch”/);
    await tap(b.cdp, b.page.getByRole('button', { name: 'Edit in maker' }));
    await expect.poll(() => maker(b.page).isVisible()).toBe(true);
    await expect.poll(() => field(b.page, 'Tile 1 number').inputValue()).toBe('3');
    expect(await field(b.page, 'Tile 2 number').inputValue()).toBe('6');
    await tap(b.cdp, maker(b.page).getByRole('tab', { name: 'Win & lose' }));
    expect(await field(b.page, 'Win: tiles').inputValue()).toBe('8');
    await tap(b.cdp, maker(b.page).getByRole('button', { name: 'Export code' }));
    await expect.poll(() => maker(b.page).getByLabel('Custom code of this mode').inputValue()).toBe(code);
    await tap(b.cdp, maker(b.page).getByRole('button', { name: 'Save and install' }));
    await tap(b.cdp, maker(b.page).getByRole('button', { name: 'Play now' }));
    await expect.poll(async () => (await view(b.page)).modeName).toBe('Threes by touch');
    const fresh = await view(b.page);
    const look = (v: typeof fresh) => [
      v.modeId,
      v.width,
      v.height,
      v.directions.length,
      v.boardColor,
      v.emptyColor,
      v.pageBackground,
    ];
    expect(look(fresh)).toEqual(look(played));
    expect(b.errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  }, 180_000);

  it('an Infused code’s mode variables: set by touch after importing, the variant installed and played', async () => {
    const corpus = fileURLToPath(new URL('../../../shared/conformance/community', import.meta.url));
    const code = loadCodes(corpus).find((c) => c.title === '3087')!.code;
    const { context, page, cdp, errors } = await open(browser);
    await tap(cdp, page.getByRole('button', { name: 'Save codes: import and export' }));
    await page.getByLabel('Save code to import').fill(code);
    await tap(cdp, page.locator('#screen-import').getByRole('button', { name: 'Import', exact: true }));
    const option = page.locator('.infused-setup [data-control="0"]');
    await expect.poll(() => option.textContent(), { timeout: 20_000 }).toBe('13s are disabled.');
    await tap(cdp, option);
    await expect.poll(() => option.textContent()).toBe('13s are enabled.');
    await tap(cdp, page.getByRole('button', { name: 'Play this variant' }));
    await expect.poll(() => page.locator('#screen-import').count()).toBe(0);
    // A game of a code mode (the baked variant's), not of the Infused code as imported.
    await expect.poll(async () => (await view(page)).modeId).toMatch(/^code:/);
    expect((await view(page)).modeId).not.toBe(`code:${codeHash(code.trim())}`);
    await swipeUntilMoved(cdp, await boardRect(page), async () => (await view(page)).moves > 0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('an imported Infused code opens in the maker’s Infused form, and saving it unchanged gives the same code', async () => {
    const corpus = fileURLToPath(new URL('../../../shared/conformance/community', import.meta.url));
    const code = loadCodes(corpus)
      .find((c) => c.title === '3087')!
      .code.trim();
    const values = importInfusedCode(code).infused.values;
    const { context, page, cdp, errors } = await open(browser);
    await tap(cdp, page.getByRole('button', { name: 'Save codes: import and export' }));
    await page.getByLabel('Save code to import').fill(code);
    await tap(cdp, page.locator('#screen-import').getByRole('button', { name: 'Import', exact: true }));
    await tap(cdp, page.getByRole('button', { name: 'Edit in maker' }));
    await expect.poll(() => maker(page).isVisible()).toBe(true);
    await expect.poll(() => field(page, 'Tile kinds (TileNumAmount) (value 0)').inputValue()).toBe(values[0]);
    await expect
      .poll(() => page.locator('.mk-status').textContent(), { timeout: 20_000 })
      .toBe('Swipe the board to try your mode.');
    await tap(cdp, maker(page).getByRole('tab', { name: 'Merges & moves' }));
    expect(await field(page, 'Merge rules (value 2)').inputValue()).toBe(values[2]);
    // An error at the value's field; put back, the mode is ready again.
    await tap(cdp, maker(page).getByRole('tab', { name: 'Tiles' }));
    await field(page, 'Tile kinds (TileNumAmount) (value 0)').fill('0');
    await expect
      .poll(() => fieldMessage(page, 'Tile kinds (TileNumAmount) (value 0)'))
      .toBe('This mode cannot be built: TileNumAmount must be an integer from 1 to 1024.');
    await field(page, 'Tile kinds (TileNumAmount) (value 0)').fill(values[0] as string);
    await expect.poll(() => page.locator('.mk-summary').textContent()).toMatch(/^Ready to save\./);
    await tap(cdp, maker(page).getByRole('tab', { name: 'Variables' }));
    expect(await field(page, 'Mode variable controls (value 28)').inputValue()).toBe(values[28]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await tap(cdp, maker(page).getByRole('button', { name: 'Export code' }));
    await expect.poll(() => maker(page).getByLabel('Infused code of this mode').inputValue()).toBe(code);
    // Saved and installed: its variables are set as on the Codes screen, and it plays.
    await tap(cdp, maker(page).getByRole('button', { name: 'Save and install' }));
    const option = maker(page).locator('.infused-setup [data-control="0"]');
    await expect.poll(() => option.textContent(), { timeout: 20_000 }).toBe('13s are disabled.');
    await tap(cdp, maker(page).getByRole('button', { name: 'Play now' }));
    await expect.poll(async () => (await view(page)).modeId).toBe(`code:${codeHash(code)}`);
    await swipeUntilMoved(cdp, await boardRect(page), async () => (await view(page)).moves > 0);
    // The installed Infused mode opens in the maker again from the picker's Edit.
    const name = (await view(page)).modeName;
    await tap(cdp, page.getByRole('button', { name: 'Modes: choose a mode' }));
    const edit = page.getByRole('button', { name: `Edit ${name} in the maker`, exact: true });
    // The picker redraws its cards when the modes' tags arrive: a tap on a replaced button is tried again.
    await expect.poll(() => edit.count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(
        async () => {
          await tap(cdp, edit).catch(() => undefined);
          return maker(page).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect.poll(() => field(page, 'Tile kinds (TileNumAmount) (value 0)').inputValue()).toBe(values[0]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
