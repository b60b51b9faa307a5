// Phone-first layout: at five phone and tablet viewports, boards from 4×4 to 64×64 (and 180's 7×7,
// DIVE) fit without horizontal scroll, the whole board shows, and every visible button lies inside
// the viewport and is at least 44 px each way; every screen passes axe-core with no serious or
// critical violation; a community code imported on the Codes screen is one tap from its board;
// a refused code speaks the player's words with the technical cause behind "Details".

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { BoardView } from '../../src/worker/protocol.ts';
import { artifactPath, axeViolations, baseUrl, callHook, launch, view, waitReady, watchErrors } from './helpers.ts';

const VIEWPORTS = [
  [320, 568],
  [390, 844],
  [430, 932],
  [844, 390],
  [1024, 768],
] as const;

/** A board to show: a built-in mode, with a board size where the mode lets the player choose one. */
interface BoardCase {
  readonly name: string;
  readonly key: string;
  readonly size?: number;
}
const BOARDS: readonly BoardCase[] = [
  { name: '4x4', key: '2048' },
  { name: '9x9', key: '2048', size: 9 },
  { name: '16x16', key: '2048', size: 16 },
  // Past 32×32 the screen-reader table lists the tiles instead of every cell (board-table.ts).
  { name: '64x64', key: '2048', size: 64 },
  { name: '180', key: 'pc.180' },
  { name: 'dive', key: 'pc.dive' },
];

interface Fit {
  scrollWidth: number;
  innerWidth: number;
  board: { left: number; top: number; right: number; bottom: number };
  /** Visible buttons outside the viewport or smaller than 44 px, described. */
  badButtons: string[];
}

/** What the page looks like now: scroll width, board box, and the buttons that break the rules. */
function measure(page: Page, screen: 'game' | 'screen'): Promise<Fit> {
  return page.evaluate((screen) => {
    const r = document.querySelector('#board')!.getBoundingClientRect();
    const root = screen === 'game' ? document : document.querySelector('.screen:last-of-type')!;
    const badButtons: string[] = [];
    for (const b of root.querySelectorAll<HTMLElement>('button, summary, a[href], select')) {
      const box = b.getBoundingClientRect();
      if (box.width === 0 || b.closest('[hidden], .sr-only')) continue;
      const small = box.width < 43.5 || box.height < 43.5;
      // Screens scroll vertically: their buttons must be inside the viewport's width only.
      const outside =
        box.left < -0.5 ||
        box.right > innerWidth + 0.5 ||
        (screen === 'game' && (box.top < -0.5 || box.bottom > innerHeight + 0.5));
      if (small || outside)
        badButtons.push(
          `${(b.getAttribute('aria-label') ?? b.textContent ?? '').trim()} ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
      board: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
      badButtons,
    };
  }, screen);
}

async function showBoard(page: Page, b: BoardCase): Promise<BoardView> {
  await callHook(page, 'newGame', b.key, 7, b.size, b.size);
  await page.waitForFunction(
    ([key, size]) => {
      const v = (globalThis as unknown as { __pow2048: { view(): BoardView | null } }).__pow2048.view();
      return v !== null && v.modeId === key && (size === 0 || v.width === size);
    },
    [b.key, b.size ?? 0] as const,
  );
  // Let the renderer lay the new board out.
  await page.waitForTimeout(300);
  return view(page);
}

describe('layout on phones and tablets', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [width, height] of VIEWPORTS) {
    it(`fits every board at ${width}×${height}`, async () => {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 1,
        hasTouch: true,
        isMobile: width < 900,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const errors = watchErrors(page);
      try {
        await page.goto(baseUrl());
        await waitReady(page);
        for (const b of BOARDS) {
          const v = await showBoard(page, b);
          if (b.size) expect(v.width).toBe(b.size);
          const fit = await measure(page, 'game');
          await page.screenshot({ path: artifactPath(`layout-${width}x${height}-${b.name}.png`) });
          expect(fit.scrollWidth, `${b.name}: horizontal scroll`).toBeLessThanOrEqual(fit.innerWidth);
          expect(fit.board.left, b.name).toBeGreaterThanOrEqual(0);
          expect(fit.board.top, b.name).toBeGreaterThanOrEqual(0);
          expect(fit.board.right, b.name).toBeLessThanOrEqual(width + 0.5);
          expect(fit.board.bottom, b.name).toBeLessThanOrEqual(height + 0.5);
          // A board no smaller than a finger's reach of the screen: at least 60% of the short side.
          expect(Math.min(fit.board.right - fit.board.left, fit.board.bottom - fit.board.top), b.name).toBeGreaterThan(
            0.6 * Math.min(width, height) - 16,
          );
          expect(fit.badButtons, `${b.name}: buttons`).toEqual([]);
          // The hidden description: a row per board row, or (past 32×32) the size and a row per tile.
          const described = await page.evaluate(() =>
            [...document.querySelectorAll('table[aria-label="Board"] tr')].map((r) => r.textContent ?? ''),
          );
          if (v.width * v.height <= 1024) expect(described.length, b.name).toBe(v.height);
          else {
            expect(described[0]).toBe(`${v.width} by ${v.height} board, ${v.tiles.length} tiles`);
            expect(described.length).toBe(1 + v.tiles.length);
          }
        }
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('every screen fits a small phone and a landscape phone, and passes axe-core', async () => {
    for (const [width, height] of [VIEWPORTS[0], VIEWPORTS[3]]) {
      const context = await browser.newContext({
        viewport: { width, height },
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
        for (const [label, id] of [
          ['Choose a mode', 'modes'],
          ['Rules', 'rules'],
          ['Modifiers', 'modifiers'],
          ['Save codes: import and export', 'import'],
          ['Replays', 'replays'],
          ['Settings', 'settings'],
        ] as const) {
          await page.getByRole('button', { name: label, exact: id !== 'modes' }).click();
          await page.locator(`#screen-${id}`).waitFor();
          await page.waitForTimeout(200);
          const fit = await measure(page, 'screen');
          await page.screenshot({ path: artifactPath(`layout-${width}x${height}-screen-${id}.png`) });
          expect(fit.scrollWidth, `${id}: horizontal scroll`).toBeLessThanOrEqual(fit.innerWidth);
          expect(fit.badButtons, `${id}: buttons`).toEqual([]);
          expect(await axeViolations(page), id).toEqual([]);
          await page.goBack();
          await page.locator(`#screen-${id}`).waitFor({ state: 'detached' });
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('draws the board at the screen’s pixel ratio (3× on a 3× phone)', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      await page.goto(baseUrl());
      await waitReady(page);
      const ratio = await page.evaluate(() => {
        const c = document.querySelector<HTMLCanvasElement>('.board-canvas')!;
        return c.width / c.getBoundingClientRect().width;
      });
      expect(ratio).toBeCloseTo(3, 1);
    } finally {
      await context.close();
    }
  });

  it('a community code: Import, then one tap on Play now shows its board; a cut-off code says so in plain words', async () => {
    const [first] = JSON.parse(
      readFileSync(new URL('../../../shared/conformance/community/codes.json', import.meta.url), 'utf8'),
    ) as { title: string; code: string }[];
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
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
      await page.getByRole('button', { name: 'Save codes: import and export', exact: true }).click();
      const screen = page.locator('#screen-import');
      // Cut off: the player is told to copy it again; the parser's words wait behind Details.
      await screen.getByLabel('Save code to import').fill(first!.code.slice(0, Math.floor(first!.code.length * 0.6)));
      await screen.getByRole('button', { name: 'Import', exact: true }).click();
      await expect
        .poll(() => screen.locator('.code-status').textContent())
        .toMatch(/cut off or damaged.*Copy it again/);
      expect(await screen.locator('.code-status').textContent()).not.toMatch(/SyntaxError|part \d/);
      const details = screen.locator('details.code-detail');
      expect(await details.isVisible()).toBe(true);
      expect(await details.locator('code').isVisible()).toBe(false);
      await details.locator('summary').click();
      expect(await details.locator('code').textContent()).toMatch(/part \d/);

      await screen.getByLabel('Save code to import').fill(first!.code);
      await screen.getByRole('button', { name: 'Import', exact: true }).click();
      const play = screen.getByRole('button', { name: 'Play now' });
      await play.waitFor();
      const name = /Installed “(.+?)”/.exec((await screen.locator('.code-status').textContent()) ?? '')?.[1];
      expect(name).toBeTruthy();
      await play.tap();
      await page.locator('#screen-import').waitFor({ state: 'detached' });
      await page.waitForFunction((name) => {
        const v = (globalThis as unknown as { __pow2048: { view(): BoardView | null } }).__pow2048.view();
        return v !== null && v.modeName === name;
      }, name);
      expect((await view(page)).tiles.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
