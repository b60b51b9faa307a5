// (5) Screenshots of the board at 360×740 and 1280×800 (test-artifacts/) and pixel checks that
// tiles show their display rule's background; WebGL context loss; reduced motion; and no leaks
// across 1,000 moves and 20 new games.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { parseCssColor } from '../../src/calc/color-model.ts';
import { colorAt, linearAngle, linearLine, resolveStops } from '../../src/render/gradient-geometry.ts';
import { plainRun, type BoardView, type CellView, type TileView } from '../../src/worker/protocol.ts';
import { artifactPath, baseUrl, callHook, launch, view, waitReady, watchErrors } from './helpers.ts';
import { decodePng, pixel, type Image } from './png.ts';
import {
  classicPosition,
  eightDirectionMode,
  gameCode,
  hexMode,
  installedKey,
  modeCode,
  testClassicMode,
} from './positions.ts';

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !(globalThis as unknown as { __pow2048: { animating(): boolean } }).__pow2048.animating(),
  );
  // One more frame so the last state is on screen.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function shot(page: Page, name: string): Promise<Image> {
  const buf = await page.screenshot({ path: artifactPath(name) });
  return decodePng(buf);
}

function expectColor(got: readonly number[], want: readonly number[], tol: number, what: string): void {
  const diff = Math.max(...[0, 1, 2].map((i) => Math.abs(got[i]! - want[i]!)));
  expect(
    diff,
    `${what}: got rgb(${got.slice(0, 3).join(', ')}), want rgb(${want.slice(0, 3).map(Math.round).join(', ')})`,
  ).toBeLessThanOrEqual(tol);
}

async function tileRect(page: Page, id: number): Promise<{ x: number; y: number; width: number; height: number }> {
  const r = await callHook(page, 'tileRect', id);
  if (!r) throw new Error(`tile ${id} not drawn`);
  return r;
}

/** Checks a solid-background tile at a point above its text. */
async function checkSolidTile(page: Page, img: Image, tile: TileView, dpr: number): Promise<void> {
  const paint = parseCssColor(tile.background);
  if (paint?.kind !== 'solid') throw new Error(`tile ${tile.id} background is not solid: ${tile.background}`);
  const r = await tileRect(page, tile.id);
  const got = pixel(img, (r.x + r.width * 0.2) * dpr, (r.y + r.height * 0.1) * dpr);
  expectColor(got, paint.rgba, 3, `tile ${tile.id} (${tile.background})`);
}

function idAt(v: BoardView, r: number, c: number): number {
  const t = v.tiles.find((t) => t.v === r && t.h === c);
  if (!t) throw new Error(`no tile at (${r}, ${c})`);
  return t.id;
}

/** The empty cell at (2, 3): the (possibly translucent) empty colour over the board colour. */
async function checkEmptyCell(page: Page, img: Image, v: BoardView, dpr: number): Promise<void> {
  const a = await tileRect(page, idAt(v, 0, 0));
  const b = await tileRect(page, idAt(v, 0, 1));
  const pitch = b.x - a.x;
  const cell = parseCssColor(v.emptyColor);
  const board = parseCssColor(v.boardColor);
  if (cell?.kind !== 'solid' || board?.kind !== 'solid') throw new Error('expected solid board colours');
  const k = cell.rgba[3];
  const want = ([0, 1, 2] as const).map((c) => cell.rgba[c] * k + board.rgba[c] * (1 - k));
  const got = pixel(img, (a.x + 3 * pitch + a.width / 2) * dpr, (a.y + 2 * pitch + a.height / 2) * dpr);
  expectColor(got, want, 3, 'empty cell (2, 3)');
}

describe('board renderer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [w, h, dpr] of [
    [360, 740, 3],
    [1280, 800, 1],
  ] as const) {
    it(`draws tile backgrounds exactly at ${w}×${h} (dpr ${dpr}), also after a context loss`, async () => {
      const context = await browser.newContext({
        viewport: { width: w, height: h },
        deviceScaleFactor: dpr,
        isMobile: w < 500,
        hasTouch: w < 500,
      });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(baseUrl());
      await waitReady(page);
      // 2, 4, 8 … 2048 and a gradient 4096 tile, in a known place, drawn by the test mode's
      // display rules (a solid colour per tile up to 2048, a linear gradient past it).
      const tiles: [number, number, number][] = [
        [0, 0, 1],
        [0, 1, 2],
        [0, 2, 3],
        [0, 3, 4],
        [1, 0, 5],
        [1, 1, 6],
        [1, 2, 7],
        [1, 3, 8],
        [2, 0, 9],
        [2, 1, 10],
        [2, 2, 11],
        [3, 3, 12],
      ];
      await callHook(page, 'importCode', gameCode(testClassicMode(), tiles));
      await settled(page);
      const v = await view(page);
      expect(v.tiles).toHaveLength(12);
      const stats = await callHook(page, 'stats');
      expect(stats?.['renderer']).toBe('webgl');
      expect(stats?.['resolution']).toBe(Math.min(dpr, 3));

      // A toast (New game started) may lie over the board's foot on some screens; its shadow is no tile colour.
      await page.evaluate(() => document.querySelectorAll('.toast').forEach((t) => t.remove()));
      const img = await shot(page, `board-${w}x${h}.png`);
      for (const t of v.tiles.filter((t) => parseCssColor(t.background)?.kind === 'solid'))
        await checkSolidTile(page, img, t, dpr);
      await checkEmptyCell(page, img, v, dpr);

      // The 4096 tile: a 135° linear gradient (Pixi FillGradient); compare points along it.
      const g = v.tiles.find((t) => t.v === 3 && t.h === 3)!;
      expect(g.text.map((r) => r.text).join('')).toBe('4096');
      const layer = parseCssColor(g.background);
      if (layer?.kind !== 'linear') throw new Error(`unexpected 4096 background ${g.background}`);
      const r = await tileRect(page, g.id);
      const line = linearLine(linearAngle(layer, r.width, r.height), r.width, r.height);
      const stops = resolveStops(layer.stops, line.length);
      for (const [fx, fy] of [
        [0.15, 0.15],
        [0.85, 0.88],
        [0.12, 0.88],
        [0.5, 0.1],
      ] as const) {
        const px = fx * r.width;
        const py = fy * r.height;
        const t = ((px - line.x0) * (line.x1 - line.x0) + (py - line.y0) * (line.y1 - line.y0)) / line.length ** 2;
        const want = colorAt(stops, t);
        expectColor(pixel(img, (r.x + px) * dpr, (r.y + py) * dpr), want, 8, `4096 gradient at ${fx},${fy}`);
      }

      // Lose the WebGL context: the board must come back identical.
      expect(await callHook(page, 'loseContext')).toBe(true);
      await page.waitForFunction(() => {
        const s = (
          globalThis as unknown as { __pow2048: { stats(): { rebuilds: number; contextLost: boolean } } }
        ).__pow2048.stats();
        return s.rebuilds >= 1 && !s.contextLost;
      });
      await settled(page);
      const img2 = await shot(page, `board-${w}x${h}-after-context-loss.png`);
      for (const t of v.tiles.filter((t) => parseCssColor(t.background)?.kind === 'solid'))
        await checkSolidTile(page, img2, t, dpr);
      await checkEmptyCell(page, img2, v, dpr);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('draws custom shapes, cell kinds and every gradient kind', async () => {
    const context = await browser.newContext({ viewport: { width: 500, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
    const base = await view(page);
    const tile = (id: number, v: number, h: number, background: string): TileView => ({
      id,
      v,
      h,
      text: [],
      size: { min: null, max: null },
      background,
      color: '#fff',
      shadow: null,
    });
    const cells: CellView[] = [];
    for (let v = 0; v < 5; v++)
      for (let h = 0; h < 5; h++) {
        const kind =
          Math.abs(v - 2) + Math.abs(h - 2) > 2
            ? 'void'
            : v === 2 && h === 2
              ? 'hole'
              : v === 1 && h === 2
                ? 'slippery'
                : v === 3 && h === 2
                  ? 'blocked'
                  : 'empty';
        cells.push({
          v,
          h,
          kind,
          ...(kind === 'hole' ? { count: 3 } : {}),
          ...(v === 3 && h === 1 ? { background: 'linear-gradient(#123456, #123456)' } : {}),
        });
      }
    const tiles = [
      tile(1, 0, 2, 'conic-gradient(from 0deg, #ff0000 0deg, #ff0000 180deg, #0000ff 180deg, #0000ff 360deg)'),
      tile(2, 2, 0, 'repeating-linear-gradient(90deg, #000000 0px, #000000 10px, #ffffff 10px, #ffffff 20px)'),
      tile(3, 2, 4, 'radial-gradient(circle, #00ff00 0%, #00ff00 30%, #000000 30%)'),
      {
        ...tile(4, 4, 2, 'linear-gradient(to right, rgba(0, 0, 0, 0), rgba(0, 0, 0, 0)), #ff8800'),
        // Styled runs (as textToRuns makes them from "2<sup>4<u>0</u></sup><br><i>x</i>"): see the artifact.
        text: [
          plainRun('2'),
          plainRun('4', { baseline: 1, scriptDepth: 1 }),
          plainRun('0', { baseline: 1, scriptDepth: 1, underline: true }),
          plainRun('\n'),
          plainRun('x', { italic: true, color: [0, 0, 255, 1] }),
        ],
      },
      tile(5, 1, 1, 'linear-gradient(45deg, #ff0000 50%, #0000ff 50%)'),
      tile(6, 1, 3, 'radial-gradient(#ffffff 0%, #ffffff 40%, #000000 42%)'),
    ];
    const custom: BoardView = { ...base, modeId: 'shapes-test', width: 5, height: 5, hexagonal: false, cells, tiles };
    await callHook(page, 'showView', custom);
    await settled(page);
    const img = await shot(page, 'board-shapes.png');
    const at = async (id: number, fx: number, fy: number) => {
      const r = await tileRect(page, id);
      return pixel(img, r.x + fx * r.width, r.y + fy * r.height);
    };
    const pitch = (await tileRect(page, 6)).x - (await tileRect(page, 5)).x; // (1,3) − (1,1) = 2 cells
    expectColor(await at(1, 0.75, 0.3), [255, 0, 0], 4, 'conic, right half');
    expectColor(await at(1, 0.25, 0.3), [0, 0, 255], 4, 'conic, left half');
    const r2 = await tileRect(page, 2);
    expectColor(pixel(img, r2.x + 5, r2.y + r2.height / 2), [0, 0, 0], 4, 'repeating stripe 1');
    expectColor(pixel(img, r2.x + 15, r2.y + r2.height / 2), [255, 255, 255], 4, 'repeating stripe 2');
    expectColor(pixel(img, r2.x + 25, r2.y + r2.height / 2), [0, 0, 0], 4, 'repeating stripe 3');
    expectColor(await at(3, 0.5, 0.5), [0, 255, 0], 4, 'radial circle centre');
    expectColor(await at(3, 0.1, 0.1), [0, 0, 0], 4, 'radial circle corner');
    expectColor(await at(4, 0.1, 0.1), [255, 136, 0], 3, 'layers over a base colour');
    expectColor(await at(5, 0.2, 0.8), [255, 0, 0], 4, '45° gradient, lower left');
    expectColor(await at(5, 0.8, 0.2), [0, 0, 255], 4, '45° gradient, upper right');
    expectColor(await at(6, 0.5, 0.5), [255, 255, 255], 6, 'FillGradient radial centre');
    expectColor(await at(6, 0.08, 0.08), [0, 0, 0], 6, 'FillGradient radial corner');
    // Cells: (3,1) has its own background; the hole at (2,2) shows the board through it; voids
    // (outside the diamond) draw nothing, so the page background shows.
    const t5 = await tileRect(page, 5); // (1,1)
    const cellAt = (v: number, h: number, fx = 0.5, fy = 0.5) =>
      pixel(img, t5.x + (h - 1) * (pitch / 2) + fx * t5.width, t5.y + (v - 1) * (pitch / 2) + fy * t5.height);
    expectColor(cellAt(3, 1), [0x12, 0x34, 0x56], 4, 'cell background');
    const boardPaint = parseCssColor(custom.boardColor);
    if (boardPaint?.kind !== 'solid') throw new Error(`expected a solid board colour, got ${custom.boardColor}`);
    expectColor(cellAt(2, 2, 0.2, 0.2), boardPaint.rgba, 4, 'temporary hole');
    // (The game behind is classic 2048, whose page background is the page's colour here.)
    const pagePaint = parseCssColor(base.pageBackground);
    if (pagePaint?.kind !== 'solid') throw new Error(`expected a solid page background, got ${base.pageBackground}`);
    expectColor(cellAt(0, 0), pagePaint.rgba, 4, 'void');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws display rules’ PrimeImage overlays in the tile picture and Innerscript texts at their corner', async () => {
    const context = await browser.newContext({ viewport: { width: 500, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
    const base = await view(page);
    const tile: TileView = {
      id: 1,
      v: 0,
      h: 0,
      text: [],
      size: { min: null, max: null },
      background: '#0000ff',
      color: '#ffffff',
      shadow: null,
      // As display.ts builds it: the background, then a PrimeImage over the left half.
      picture: {
        key: 'bg|#0000ff|+overlay-test',
        picture: {
          box: { color: '#0000ff', children: [{ color: '#ff0000', x: 0, y: 0, w: 0.5, h: 1 }] },
          textColor: '#ffffff',
          textShadow: 'none',
        },
      },
      inner: [
        {
          text: [plainRun('88')],
          vert: 'bottom',
          horiz: 'right',
          size: { min: 5, max: null },
          color: '#00ff00',
          shadow: null,
        },
      ],
    };
    const custom: BoardView = { ...base, modeId: 'addons-test', tiles: [tile] };
    await callHook(page, 'showView', custom);
    await settled(page);
    const img = await shot(page, 'board-addons.png');
    const r = await tileRect(page, 1);
    expectColor(pixel(img, r.x + 0.25 * r.width, r.y + 0.3 * r.height), [255, 0, 0], 4, 'overlay, left half');
    expectColor(pixel(img, r.x + 0.75 * r.width, r.y + 0.3 * r.height), [0, 0, 255], 4, 'background, right half');
    // The green Innerscript text is in the bottom-right quarter and nowhere else.
    const greenIn = (x0: number, y0: number, x1: number, y1: number): number => {
      let n = 0;
      for (let y = Math.ceil(r.y + y0 * r.height); y < r.y + y1 * r.height; y++)
        for (let x = Math.ceil(r.x + x0 * r.width); x < r.x + x1 * r.width; x++) {
          const [R, G, B] = pixel(img, x, y);
          if (G > 150 && R < 100 && B < 100) n++;
        }
      return n;
    };
    expect(greenIn(0.5, 0.5, 1, 1)).toBeGreaterThan(5);
    expect(greenIn(0, 0, 1, 0.5) + greenIn(0, 0.5, 0.5, 1)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('honours prefers-reduced-motion (no tweens at all)', async () => {
    const context = await browser.newContext({ viewport: { width: 400, height: 700 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(baseUrl());
    await waitReady(page);
    await callHook(
      page,
      'importCode',
      classicPosition([
        [1, 1, 1],
        [1, 2, 1],
      ]),
    );
    await callHook(page, 'move', 2);
    expect((await view(page)).moves).toBe(1);
    expect(await callHook(page, 'animating')).toBe(false);
    expect((await callHook(page, 'stats'))?.['tweens']).toBe(0);
    await context.close();
  });

  it('leaks nothing across 1,000 moves and 20 new games', async () => {
    // Small and 1× so software WebGL (no GPU here) keeps up; object counts do not depend on size.
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
    const cdp = await context.newCDPSession(page);
    const heap = async (): Promise<number> => {
      await cdp.send('HeapProfiler.collectGarbage');
      return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
    };
    // Plays in the page: mostly back-to-back input (each new state fast-forwards the running
    // animation), every 20 moves the animations are left to finish; a new game every 50 moves
    // and whenever a game ends, cycling through classic 2048 and installed 8-direction and
    // hexagonal modes.
    const eight = modeCode(eightDirectionMode());
    const hex = modeCode(hexMode());
    for (const code of [eight, hex]) await callHook(page, 'importCode', code);
    const modes = ['2048', installedKey(eight), '2048', installedKey(hex)];
    const play = (from: number, to: number, games: number): Promise<number> =>
      page.evaluate(
        async ({ from, to, games, modes }) => {
          const h = (
            globalThis as unknown as {
              __pow2048: {
                move(d: number): Promise<void>;
                newGame(k: string, seed?: number): Promise<void>;
                view(): { status: string; directions: unknown[] };
                animating(): boolean;
              };
            }
          ).__pow2048;
          const order = [2, 1, 3, 1, 2, 0, 4, 5];
          for (let m = from; m < to; m++) {
            if (m % 50 === 0) await h.newGame(modes[games % 4]!, games++);
            await h.move(order[m % order.length]! % h.view().directions.length);
            const s = h.view().status;
            if (s === 'over' || s === 'won') await h.newGame('2048', 1000 + games++);
            if (m % 20 === 19) while (h.animating()) await new Promise((r) => requestAnimationFrame(r));
          }
          return games;
        },
        { from, to, games, modes },
      );
    let games = await play(0, 100, 0);
    const heapAfterWarmup = await heap();
    games = await play(100, 1000, games);
    await settled(page);
    const v = await view(page);
    const s = (await callHook(page, 'stats'))!;
    const liveCells = v.cells.filter((c) => c.kind !== 'void').length;
    const boardNodes = liveCells < v.cells.length ? liveCells : 1;
    expect(games).toBeGreaterThanOrEqual(20);
    expect(s['tiles']).toBe(v.tiles.length);
    expect(s['dying']).toBe(0);
    expect(s['tweens']).toBe(0);
    // Two layers; board/cell nodes are a container and a background; tiles add a text sprite.
    expect(s['displayObjects']).toBe(2 + (boardNodes + liveCells) * 2 + v.tiles.length * 3);
    expect(s['cacheRefs']).toBe(boardNodes + liveCells + v.tiles.length * 2);
    expect(s['fillCache'] as number).toBeLessThanOrEqual(96 + boardNodes + liveCells + v.tiles.length);
    expect(s['textCache'] as number).toBeLessThanOrEqual(96 + v.tiles.length);
    const growth = (await heap()) - heapAfterWarmup;
    expect(growth, `JS heap grew by ${(growth / 1e6).toFixed(1)} MB`).toBeLessThan(8e6);
    expect(errors).toEqual([]);
    await context.close();
  }, 400_000);
});
