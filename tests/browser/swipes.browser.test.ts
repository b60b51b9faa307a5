// (3) Touch swipes sent through CDP move the tiles in each of the four directions on classic 2048,
// and in eight directions on an eight-direction mode (a Mode code built from a definition with
// the original's diagonal direction set); the page does not scroll.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { baseUrl, boardRect, cdpSwipe, launch, view, waitReady, watchErrors } from './helpers.ts';
import { classicPosition, eightDirectionMode, gameCode } from './positions.ts';

type Hook = { importCode(code: string): Promise<string>; animating(): boolean };

describe('swipes', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    // A short phone screen, so the page itself could scroll if the board let it.
    context = await browser.newContext({
      viewport: { width: 360, height: 420 },
      deviceScaleFactor: 2,
      hasTouch: true,
      isMobile: true,
    });
    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
    cdp = await context.newCDPSession(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const codes: Record<string, string> = {
    classic: classicPosition([[1, 1, 1]]),
    eight: gameCode(eightDirectionMode(), [[1, 1, 1]]),
  };

  async function swipeFrom(mode: 'classic' | 'eight', dx: number, dy: number): Promise<readonly [number, number]> {
    await page.evaluate((c) => (globalThis as unknown as { __pow2048: Hook }).__pow2048.importCode(c), codes[mode]!);
    await page.waitForFunction(() => {
      const v = (
        globalThis as unknown as { __pow2048: { view(): { moves: number; tiles: unknown[] } } }
      ).__pow2048.view();
      return v.tiles.length === 1 && v.moves === 0;
    });
    const start = await view(page);
    expect(start.directions).toHaveLength(mode === 'eight' ? 8 : 4);
    const id = start.tiles[0]!.id;
    expect([start.tiles[0]!.v, start.tiles[0]!.h]).toEqual([1, 1]);
    const r = await boardRect(page);
    const cx = r.x + r.width / 2;
    const cy = r.y + r.height / 2;
    await cdpSwipe(cdp, cx - dx / 2, cy - dy / 2, cx + dx / 2, cy + dy / 2);
    await page.waitForFunction(
      () => (globalThis as unknown as { __pow2048: { view(): { moves: number } } }).__pow2048.view().moves === 1,
      null,
      { timeout: 5000 },
    );
    const v = await view(page);
    const tile = v.tiles.find((t) => t.id === id);
    if (!tile) throw new Error(`tile ${id} vanished`);
    return [tile.v, tile.h];
  }

  const four: [string, number, number, [number, number]][] = [
    ['left', -120, 0, [1, 0]],
    ['right', 120, 0, [1, 3]],
    ['up', 0, -120, [0, 1]],
    ['down', 0, 120, [3, 1]],
  ];
  for (const [name, dx, dy, want] of four)
    it(`swipe ${name} moves the tile ${name} on classic 2048`, async () => {
      expect(await swipeFrom('classic', dx, dy)).toEqual(want);
    });

  const diagonals: [string, number, number, [number, number]][] = [
    ['up-left', -100, -100, [0, 0]],
    ['up-right', 100, -100, [0, 2]],
    ['down-left', -100, 100, [2, 0]],
    ['down-right', 100, 100, [3, 3]],
    ['left', -120, 0, [1, 0]],
    ['right', 120, 0, [1, 3]],
    ['up', 0, -120, [0, 1]],
    ['down', 0, 120, [3, 1]],
  ];
  for (const [name, dx, dy, want] of diagonals)
    it(`swipe ${name} on the eight-direction mode`, async () => {
      expect(await swipeFrom('eight', dx, dy)).toEqual(want);
    });

  /** Drags from the centre along (dx, dy) in 8 steps, finger kept down; returns the moves made so far, then lifts. */
  async function movesBeforeLift(dx: number, dy: number): Promise<number> {
    await page.evaluate(
      (c) => (globalThis as unknown as { __pow2048: Hook }).__pow2048.importCode(c),
      codes['classic']!,
    );
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { __pow2048: { view(): { moves: number; tiles: unknown[] } } }).__pow2048.view()
          .moves === 0,
    );
    const r = await boardRect(page);
    const [cx, cy] = [r.x + r.width / 2, r.y + r.height / 2];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx, y: cy }] });
    for (let i = 1; i <= 8; i++) {
      await new Promise((res) => setTimeout(res, 12));
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: cx + (dx * i) / 8, y: cy + (dy * i) / 8 }],
      });
    }
    await page.waitForTimeout(300);
    const before = (await view(page)).moves;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(
      () => (globalThis as unknown as { __pow2048: { view(): { moves: number } } }).__pow2048.view().moves === 1,
      null,
      { timeout: 5000 },
    );
    expect((await view(page)).moves).toBe(1); // once, not again at the lift
    return before;
  }

  it('a straight drag moves the tiles while the finger is still down, once', async () => {
    expect(await movesBeforeLift(120, 0)).toBe(1);
  });

  it('a drag 30° off the axis moves before the lift too, once it has gone far enough to be clear', async () => {
    expect(await movesBeforeLift(120 * Math.cos(Math.PI / 6), 120 * Math.sin(Math.PI / 6))).toBe(1);
  });

  it('a drag near the diagonal (40° off the axis) waits for the finger to lift', async () => {
    const a = (40 * Math.PI) / 180;
    expect(await movesBeforeLift(120 * Math.cos(a), 120 * Math.sin(a))).toBe(0);
  });

  it('a near-diagonal drag has its move worked out ahead: drawn at the lift, and played as without it', async () => {
    type Tiles = { id: number; v: number; h: number }[];
    type Look = {
      newGame(k: string, seed: number): Promise<unknown>;
      move(d: number): Promise<boolean>;
      view(): { moves: number; score: string; tiles: Tiles };
      drawn(): { tiles: Tiles } | null;
      animating(): boolean;
    };
    const tilesOf = (t: Tiles) => t.map(({ id, v, h }) => ({ id, v, h }));
    const a = (40 * Math.PI) / 180;
    const [dx, dy] = [120 * Math.cos(a), 120 * Math.sin(a)]; // right, nearly as much down
    await page.evaluate(() => (globalThis as unknown as { __pow2048: Look }).__pow2048.newGame('2048', 3));
    await page.waitForFunction(() => (globalThis as unknown as { __pow2048: Look }).__pow2048.view().moves === 0);
    await page.waitForFunction(() => !(globalThis as unknown as { __pow2048: Look }).__pow2048.animating());
    // Read in the touchend's own task, after the board's handler: the worker cannot have answered yet.
    await page.evaluate(() => {
      const h = (globalThis as unknown as { __pow2048: Look }).__pow2048;
      const w = globalThis as unknown as { __atLift?: { animating: boolean; moves: number; drawn: Tiles | null } };
      addEventListener(
        'touchend',
        () => (w.__atLift = { animating: h.animating(), moves: h.view().moves, drawn: h.drawn()?.tiles ?? null }),
        { once: true },
      );
    });
    const r = await boardRect(page);
    const [cx, cy] = [r.x + r.width / 2, r.y + r.height / 2];
    await cdpSwipe(cdp, cx - dx / 2, cy - dy / 2, cx + dx / 2, cy + dy / 2, 6);
    const oneMove = () => (globalThis as unknown as { __pow2048: Look }).__pow2048.view().moves === 1;
    await page.waitForFunction(oneMove, null, { timeout: 5000 });
    const atLift = (await page.evaluate('globalThis.__atLift')) as { animating: boolean; moves: number; drawn: Tiles };
    expect(atLift.moves).toBe(0); // nothing was played before the lift
    expect(atLift.animating).toBe(true); // but the tiles were already on their way
    const played = await page.evaluate(() => (globalThis as unknown as { __pow2048: Look }).__pow2048.view());
    expect(tilesOf(atLift.drawn)).toEqual(tilesOf(played.tiles));
    // The same game with the same move asked for plainly ends the same.
    await page.evaluate(() => (globalThis as unknown as { __pow2048: Look }).__pow2048.newGame('2048', 3));
    await page.waitForFunction(() => (globalThis as unknown as { __pow2048: Look }).__pow2048.view().moves === 0);
    const plain = await page.evaluate(async () => {
      const h = (globalThis as unknown as { __pow2048: Look }).__pow2048;
      await h.move(3);
      return h.view();
    });
    expect(tilesOf(plain.tiles)).toEqual(tilesOf(played.tiles));
    expect(plain.score).toBe(played.score);
  });

  it('never scrolls the page and raises no errors', async () => {
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight > innerHeight);
    expect(scrollable).toBe(true);
    expect(await page.evaluate(() => [scrollX, scrollY, document.scrollingElement?.scrollTop ?? 0])).toEqual([0, 0, 0]);
    expect(errors).toEqual([]);
  });
});
