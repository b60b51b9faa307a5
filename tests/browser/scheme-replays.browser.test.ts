// Done-when 2 of issue 26: recorded games of modes drawn with special colour schemes (DIVE, 180 with
// its merge-length variant, 1321, and 180's Partial Absorb variant), opened on the Replays screen
// and moved to move 30. Every tile carries its scheme's picture, and the screenshot (kept in
// test-artifacts/) shows it: flat scheme tiles in the scheme's colour, and on DIVE a 7-tile's
// spokes (white towards the top right, black towards the bottom right), which no flat fallback has.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { parseCssColor } from '../../src/calc/color-model.ts';
import type { PictureBox } from '../../src/plugins/picture.ts';
import { computeLayout } from '../../src/render/layout.ts';
import type { ReplayFrameView, TileView } from '../../src/worker/protocol.ts';
import { artifactPath, baseUrl, callHook, launch, waitReady, watchErrors } from './helpers.ts';
import { decodePng, pixel, type Image } from './png.ts';

const MOVES = 30;

const BOARDS = [
  ['replays/50.json', 'DIVE'],
  ['replays-variants/38--180_length_button.json', '180'],
  ['replays/43.json', '1321'],
  ['replays-variants/38--180_partialAbsorb_button.json', 'Partial Absorb 180'],
] as const;

const replayCode = (file: string): string =>
  (
    JSON.parse(readFileSync(new URL(`../../../shared/conformance/${file}`, import.meta.url), 'utf8')) as {
      games: { replayCode: string }[];
    }
  ).games[0]!.replayCode;

const replay = (page: Page): Promise<ReplayFrameView | null> => callHook(page, 'replay');

function expectColor(got: readonly number[], want: readonly number[], tol: number, what: string): void {
  const diff = Math.max(...[0, 1, 2].map((i) => Math.abs(got[i]! - want[i]!)));
  expect(
    diff,
    `${what}: got rgb(${got.slice(0, 3).join(', ')}), want rgb(${want.slice(0, 3).map(Math.round).join(', ')})`,
  ).toBeLessThanOrEqual(tol);
}

/** A tile's rectangle on the page: the replay board centres its layout in its canvas. */
function tileRect(
  frame: ReplayFrameView,
  canvas: { x: number; y: number; width: number; height: number },
  t: TileView,
): { x: number; y: number; w: number; h: number } {
  const layout = computeLayout(frame.view, canvas.width, canvas.height);
  const c = layout.center(t.v, t.h);
  const x = canvas.x + (canvas.width - layout.boardWidth) / 2 + c.x - layout.tileWidth / 2;
  const y = canvas.y + (canvas.height - layout.boardHeight) / 2 + c.y - layout.tileHeight / 2;
  return { x, y, w: layout.tileWidth, h: layout.tileHeight };
}

const isFlat = (b: PictureBox): boolean =>
  !b.image && !b.mask && (b.children ?? []).length === 0 && parseCssColor(b.color ?? '')?.kind === 'solid';
const hasSpokes = (b: PictureBox): boolean =>
  (b.children ?? []).some((c) =>
    (c.image ?? '').startsWith(
      'conic-gradient(rgba(0, 0, 0, 0) 0deg, rgba(0, 0, 0, 0) 10deg, rgb(255, 255, 255) 35deg',
    ),
  );

describe('recorded games of scheme modes on the Replays screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [file, scheme] of BOARDS) {
    it(`${scheme} (${file}) after ${MOVES} moves: every tile drawn with the scheme's picture`, async () => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const errors = watchErrors(page);
      try {
        await page.goto(baseUrl());
        await waitReady(page);
        await page.getByRole('button', { name: 'Replays' }).click();
        await page.getByLabel('Replay code to watch').fill(replayCode(file));
        await page.getByRole('button', { name: 'Watch', exact: true }).click();
        await expect.poll(async () => (await replay(page))?.total ?? 0, { timeout: 30_000 }).toBeGreaterThan(MOVES);
        await page.getByLabel('Replay position').fill(String(MOVES));
        await expect.poll(async () => (await replay(page))?.index, { timeout: 30_000 }).toBe(MOVES);
        // The seek bar scrolled the screen: the board back in view, then two frames so the position is on screen.
        await page.locator('.replay-board canvas').evaluate((c) => c.scrollIntoView({ block: 'start' }));
        await page.waitForTimeout(300);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const frame = (await replay(page))!;
        expect(frame.stoppedAt).toBeNull();
        const tiles = frame.view.tiles;
        expect(tiles.length).toBeGreaterThan(0);
        for (const t of tiles) expect(t.picture?.key.startsWith(`${scheme}|`), `tile at ${t.v},${t.h}`).toBe(true);

        const canvas = (await page.locator('.replay-board canvas').boundingBox())!;
        const name = `scheme-replay-${scheme.replace(/\W+/g, '-')}.png`;
        const img: Image = decodePng(await page.screenshot({ path: artifactPath(name) }));
        let checked = 0;
        for (const t of tiles) {
          const box = t.picture!.picture.box;
          const r = tileRect(frame, canvas, t);
          if (isFlat(box)) {
            // Above the number and inside the rounded corner.
            const want = parseCssColor(box.color!);
            if (want?.kind !== 'solid') continue;
            expectColor(
              pixel(img, r.x + r.w * 0.2, r.y + r.h * 0.12),
              want.rgba,
              6,
              `${scheme} tile at ${t.v},${t.h} (${box.color})`,
            );
            checked++;
          } else if (hasSpokes(box)) {
            // DIVE's 7: a white spoke at 45° and a black one at 135°, 30 % of the side from the centre.
            const at = (deg: number): [number, number, number, number] =>
              pixel(
                img,
                r.x + r.w * (0.5 + 0.3 * Math.sin((deg * Math.PI) / 180)),
                r.y + r.h * (0.5 - 0.3 * Math.cos((deg * Math.PI) / 180)),
              );
            const light = at(45);
            const dark = at(135);
            const sum = (p: readonly number[]): number => p[0]! + p[1]! + p[2]!;
            expect(sum(light) - sum(dark), `${scheme} 7-spokes at ${t.v},${t.h}: ${light} vs ${dark}`).toBeGreaterThan(
              120,
            );
            checked++;
          }
        }
        expect(checked, `${scheme}: tiles checked`).toBeGreaterThan(0);
        if (scheme === 'DIVE')
          expect(
            tiles.some((t) => hasSpokes(t.picture!.picture.box)),
            'a DIVE tile with 7s',
          ).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
