// A returning player sees the last board at once: with the engine worker held back, the page draws
// the board kept from the last visit (tile texts where the tiles were), accepts a move on it, and
// plays that move when the engine is ready.

import { afterAll, describe, expect, it } from 'vitest';
import type { BoardView } from '../../src/worker/protocol.ts';
import {
  artifactPath,
  baseUrl,
  callHook,
  launchPersistent,
  tempProfile,
  view,
  waitReady,
  waitSaved,
  watchErrors,
} from './helpers.ts';

const tileTexts = (v: BoardView): string[] =>
  v.tiles.map((t) => `${t.v},${t.h}:${t.text.map((r) => r.text).join('')}`).sort();

describe('first paint', () => {
  const profile = tempProfile();
  afterAll(() => profile.cleanup());

  it('draws the last board before the engine is ready and queues a move made on it', async () => {
    let context = await launchPersistent(profile.dir, {
      viewport: { width: 390, height: 800 },
      serviceWorkers: 'block',
    });
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseUrl());
    await waitReady(page);
    await callHook(page, 'newGame', '2048', 4242);
    for (const d of [2, 1, 3, 1]) await callHook(page, 'move', d);
    const before = await view(page);
    await waitSaved(page);
    // The board is kept once moves pause.
    await page.waitForFunction(() => localStorage.getItem('pow2048-first-board')?.includes('"moves":') ?? false);
    await page.waitForTimeout(400);
    await context.close();

    context = await launchPersistent(profile.dir, { viewport: { width: 390, height: 800 }, serviceWorkers: 'block' });
    page = context.pages()[0] ?? (await context.newPage());
    const errors = watchErrors(page);
    // Hold the engine worker back until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/engine-worker*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl());
    await page.waitForFunction(() => document.documentElement.dataset['firstBoard'] === 'shown');
    expect(await page.evaluate(() => document.documentElement.dataset['board'])).toBeUndefined();
    const painted = await page.$$eval('.first-board .first-tile', (ts) => ts.map((t) => t.textContent));
    expect(painted.sort()).toEqual(before.tiles.map((t) => t.text.map((r) => r.text).join('')).sort());
    expect(await page.locator('.mode-title').textContent()).toBe(before.modeName);
    await page.screenshot({ path: artifactPath('first-paint.png') });

    // A key press on the painted board: a direction the engine said was open.
    const open = before.directions.find((d) => d.enabled);
    expect(open).toBeDefined();
    const key = (
      { '-1,0': 'ArrowUp', '1,0': 'ArrowDown', '0,-1': 'ArrowLeft', '0,1': 'ArrowRight' } as Record<string, string>
    )[open!.vector.join(',')]!;
    await page.keyboard.press(key);
    release();
    await waitReady(page);
    await page.waitForFunction(
      (n) => (globalThis as unknown as { __pow2048: { view(): BoardView | null } }).__pow2048.view()?.moves === n,
      before.moves + 1,
    );
    // The stand-in goes once the renderer has drawn.
    await expect.poll(() => page.locator('.first-board').count()).toBe(0);
    const marks = await page.evaluate(() =>
      ['first-board', 'board-ready'].map((n) => performance.getEntriesByName(n)[0]?.startTime ?? NaN),
    );
    expect(marks[0]).toBeLessThan(marks[1]!);
    expect(tileTexts(await view(page))).not.toEqual(tileTexts(before));
    expect(errors).toEqual([]);
    await context.close();
  });
});
