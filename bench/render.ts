// Render benchmark (browser): `npm run -s bench -- render`.
// Builds the app, serves it, and drives Debian's Chromium (playwright-core) to measure
//   - frame work p95 while animating moves on 4×4, 8×8 and 16×16 boards (our JS per animation frame:
//     tween update + Pixi render submission; GPU time is not on the main thread), and on a 7×7 DIVE
//     board with its scheme pictures against the same game in plain colours (ratio, goal ≤ 1.5),
//     with the paint time of each new scheme tile's picture texture,
//   - finger-up to the first moving frame: CDP touch swipes on 2048 (4×4) and 180 (7×7), from the
//     page's touchend to the first animation frame in which tiles move, plain and CPU 4×; straight
//     swipes and swipes 30° off the axis (which move before the lift) and swipes 40° off the axis,
//     near the diagonal (which wait for it: the lift path, helped by moves worked out ahead), beside
//     the yardstick page's touchend to its first frame (the soonest a page can show a lift),
//   - cold start to a playable board offline (fresh browser, service worker cache only), and to the
//     first paint of the last board (src/app/first-paint.ts), plain and with the CPU slowed 4×
//     (CDP throttling, a mid-range phone), beside a yardstick measured in the same run: a bare page
//     that loads the same PixiJS build and draws one rectangle (bench/_yardstick), opened cached,
//   - the gzipped size of the initial JS (entry script + module preloads of index.html).
// Prints `<figure>: <number> <unit>` lines.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { build, preview } from 'vite';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { buildAndServe, ROOT } from '../scripts/serve-build.ts';
import { cdpSwipe } from '../tests/browser/touch.ts';
import { report } from './_measure.ts';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
const OUT = resolve(ROOT, 'test-artifacts/bench-build');
const YARDSTICK_ROOT = resolve(ROOT, 'bench/_yardstick');
const YARDSTICK_OUT = resolve(ROOT, 'test-artifacts/bench-yardstick');
const ROUNDS = 3;

/** Builds and serves the yardstick page; returns its URL and a closer. */
async function serveYardstick(): Promise<{ url: string; close: () => Promise<void> }> {
  await build({
    root: YARDSTICK_ROOT,
    configFile: false,
    logLevel: 'warn',
    base: './',
    build: { outDir: YARDSTICK_OUT, emptyOutDir: true, target: 'es2022' },
  });
  const server = await preview({
    root: YARDSTICK_ROOT,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: YARDSTICK_OUT },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
  return { url: server.resolvedUrls?.local[0] ?? '', close: () => server.close() };
}

// In-page predicates are real functions: Playwright takes a string as an expression, and the
// expression `() => …` is a function, which is truthy at once. They must not declare named
// functions or consts (tsx would wrap them in a `__name` helper the page does not have).
const boardReady = (): boolean => document.documentElement.dataset['board'] === 'ready';
const rectDrawn = (): boolean => document.documentElement.dataset['rect'] === 'drawn';
const notAnimating = (): boolean =>
  !(globalThis as unknown as { __pow2048: { animating(): boolean } }).__pow2048.animating();

/** Opens `url` in a new page of `context` (CPU slowed `throttle`×) and reads the marks once `ready` holds. */
async function openMarks(
  context: BrowserContext,
  url: string,
  throttle: number,
  ready: () => boolean,
  marks: readonly string[],
): Promise<number[]> {
  const page = await context.newPage();
  try {
    if (throttle > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(url);
    await page.waitForFunction(ready, null, { timeout: 120_000 });
    return (await page.evaluate(
      `${JSON.stringify(marks)}.map((n) => performance.getEntriesByName(n)[0]?.startTime ?? NaN)`,
    )) as number[];
  } finally {
    await page.close();
  }
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))]! : NaN;
}

function median(xs: number[]): number {
  return percentile(xs, 0.5);
}

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(boardReady, null, { timeout: 60_000 });
}

// In-page driver, kept as source text: tsx's name-keeping helpers do not exist in the page.
const DRIVER = `async ({ size, moves }) => {
  const h = globalThis.__pow2048;
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  let seed = 1;
  await h.newGame('2048', seed, size, size);
  while (h.animating()) await frame();
  h.frameTimes();
  const order = [2, 1, 3, 1, 2, 0];
  for (let i = 0; i < moves; i++) {
    await h.move(order[i % order.length]);
    while (h.animating()) await frame();
    if (h.view().status !== 'playing') {
      await h.newGame('2048', ++seed, size, size);
      while (h.animating()) await frame();
    }
  }
  return h.frameTimes();
}`;

// In-page: the same seeded game of the original's DIVE (its recorded Mode code, tiles drawn with the
// DIVE scheme) on a 7×7 board played twice, once with its scheme pictures and once with plain
// colours (each scheme tile in its base colour); frame work times of each, and the paint time of
// every new scheme tile's picture texture.
const DIVE_CODE = (
  JSON.parse(readFileSync(resolve(ROOT, '../shared/conformance/replays/50.json'), 'utf8')) as { modeCode: string }
).modeCode;
const SCHEME_DRIVER = `async ({ moves, plain, code }) => {
  const h = globalThis.__pow2048;
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const key = await h.installMode(code);
  h.plainPictures(plain);
  let seed = 11;
  await h.newGame(key, seed, 7, 7);
  while (h.animating()) await frame();
  h.frameTimes();
  h.pictureTimes();
  const order = [2, 1, 3, 1, 2, 0];
  for (let i = 0; i < moves; i++) {
    await h.move(order[i % order.length]);
    while (h.animating()) await frame();
    if (h.view().status !== 'playing') {
      await h.newGame(key, ++seed, 7, 7);
      while (h.animating()) await frame();
    }
  }
  const out = { frames: h.frameTimes(), pictures: h.pictureTimes() };
  h.plainPictures(false);
  return out;
}`;

async function animateScheme(
  page: Page,
  moves: number,
  plain: boolean,
): Promise<{ frames: number[]; pictures: number[] }> {
  return (await page.evaluate(`(${SCHEME_DRIVER})(${JSON.stringify({ moves, plain, code: DIVE_CODE })})`)) as {
    frames: number[];
    pictures: number[];
  };
}

/** Plays `moves` moves, letting each animation finish; returns the frame work times (ms). */
async function animateMoves(page: Page, size: number, moves: number): Promise<number[]> {
  return (await page.evaluate(`(${DRIVER})(${JSON.stringify({ size, moves })})`)) as number[];
}

// In-page: from each touchend to the first animation frame that draws tiles moving. A drag that
// points clearly at one direction moves before the finger lifts (src/input/swipe.ts); its tiles are
// then already moving at touchend, and the gesture counts as 0 ms (and as moved before the lift).
const FINGER_WATCH = `(() => {
  const h = globalThis.__pow2048;
  const out = [];
  const early = [];
  let moved = null;
  let lift = null;
  let watching = false;
  const frame = () => {
    const now = performance.now();
    if (watching && moved === null && h.animating()) moved = now;
    if (lift !== null && moved !== null) {
      out.push(Math.max(0, moved - lift));
      early.push(moved < lift ? 1 : 0);
      lift = null;
      watching = false;
    } else if (lift !== null && now - lift > 2000) {
      lift = null;
      watching = false;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.addEventListener('touchstart', () => { moved = null; lift = null; watching = true; }, { capture: true });
  window.addEventListener('touchend', () => { lift = performance.now(); }, { capture: true });
  globalThis.__fingerUp = out;
  globalThis.__fingerEarly = early;
})()`;

/** Finger-up to first moving frame (ms) over `swipes` swipes on `mode`, the CPU slowed `throttle`×, and how many moved before the lift. */
async function fingerUp(
  context: BrowserContext,
  url: string,
  mode: string,
  throttle: number,
  swipes: number,
  slantDegrees = 0,
): Promise<{ times: number[]; early: number }> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto(url);
    await ready(page);
    await page.evaluate(`globalThis.__pow2048.newGame(${JSON.stringify(mode)}, 3)`);
    await page.evaluate(FINGER_WATCH);
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const box = (await page.locator('#board').boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const moves: readonly (readonly [number, number])[] = [
      [-1, 0],
      [0, 1],
      [1, 0],
      [0, 1],
    ];
    for (let i = 0; i < swipes; i++) {
      const [ax, ay] = moves[i % moves.length]!;
      const a = (slantDegrees * Math.PI) / 180;
      const x = ax * Math.cos(a) - ay * Math.sin(a);
      const y = ax * Math.sin(a) + ay * Math.cos(a);
      await cdpSwipe(cdp, cx - x * 60, cy - y * 60, cx + x * 60, cy + y * 60, 6);
      await page.waitForFunction(notAnimating, null, { timeout: 10_000 });
      // Long enough that a late frame of this move is not read as the next swipe's (performance.md).
      await page.waitForTimeout(300);
      if ((await page.evaluate('globalThis.__pow2048.view().status')) === 'over') {
        await page.evaluate(`globalThis.__pow2048.newGame(${JSON.stringify(mode)}, ${i + 4})`);
        // The new game's tiles appearing would count as the next swipe's moving frame.
        await page.waitForFunction(notAnimating, null, { timeout: 10_000 });
      }
    }
    const times = (await page.evaluate('globalThis.__fingerUp')) as number[];
    const early = (await page.evaluate('globalThis.__fingerEarly')) as number[];
    return { times, early: early.reduce((a, b) => a + b, 0) };
  } finally {
    await page.close();
  }
}

/** The yardstick page's touchend to its next frame (ms) over `swipes` swipes 40° off the axis, the CPU slowed `throttle`×. */
async function yardstickFingerUp(
  context: BrowserContext,
  url: string,
  throttle: number,
  swipes: number,
): Promise<number[]> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto(url);
    await page.waitForFunction(rectDrawn, null, { timeout: 60_000 });
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const a = (40 * Math.PI) / 180;
    for (let i = 0; i < swipes; i++) {
      const [x, y] = [60 * Math.cos(a), 60 * Math.sin(a)];
      await cdpSwipe(cdp, 180 - x, 180 - y, 180 + x, 180 + y, 6);
      await page.waitForTimeout(300);
    }
    return (await page.evaluate('globalThis.__lifts')) as number[];
  } finally {
    await page.close();
  }
}

function initialJsGzip(dir: string): number {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] ?? m[2]!);
  let n = 0;
  for (const f of files) n += gzipSync(readFileSync(join(dir, f.replace(/^\//, ''))), { level: 9 }).length;
  return n;
}

export async function main(args: readonly string[] = []): Promise<void> {
  // `npm run -s bench -- render schemes` prints only the scheme-tile figures (quicker).
  const onlySchemes = args.includes('schemes');
  // `npm run -s bench -- render finger` prints only the finger-up figures.
  const onlyFinger = args.includes('finger');
  if (!existsSync(CHROMIUM))
    throw new Error(`the render benchmark needs Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
  const { url, server } = await buildAndServe(OUT);
  const profile = mkdtempSync(join(tmpdir(), 'pow2048-bench-'));
  let context: BrowserContext | null = null;
  try {
    const launch = (): Promise<BrowserContext> =>
      chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        args: ARGS,
        headless: true,
        viewport: { width: 412, height: 915 },
        deviceScaleFactor: 2,
      });
    context = await launch();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await ready(page);
    for (const size of onlySchemes || onlyFinger ? [] : [4, 8, 16]) {
      const times = await animateMoves(page, size, size === 4 ? 80 : size === 8 ? 60 : 40);
      report(`render.frame_work_p95_${size}x${size}`, percentile(times, 0.95), 'ms');
      report(`render.frame_work_p50_${size}x${size}`, median(times), 'ms');
    }
    if (!onlyFinger) {
      // Scheme tiles against plain colours on the same 7×7 DIVE game, alternating (a slow spell of
      // the shared machine falls on both); the picture cache is warm after the first round.
      const scheme: number[] = [];
      const plain: number[] = [];
      const firstPaint: number[] = [];
      for (let round = 0; round < 2; round++) {
        const a = await animateScheme(page, 40, false);
        scheme.push(...a.frames);
        firstPaint.push(...a.pictures);
        plain.push(...(await animateScheme(page, 40, true)).frames);
      }
      report('render.frame_work_p95_7x7_scheme_tiles', percentile(scheme, 0.95), 'ms');
      report('render.frame_work_p95_7x7_plain_tiles', percentile(plain, 0.95), 'ms');
      report('render.frame_work_p95_scheme_vs_plain', percentile(scheme, 0.95) / percentile(plain, 0.95), 'x');
      report('render.scheme_tile_first_paint_p50', median(firstPaint), 'ms');
      report('render.scheme_tile_first_paint_p95', percentile(firstPaint, 0.95), 'ms');
      report('render.scheme_tile_first_paint_samples', firstPaint.length, 'tiles');
    }
    if (onlySchemes) return;
    const yard = await serveYardstick();
    try {
      for (const throttle of [1, 4]) {
        const times = await yardstickFingerUp(context, yard.url, throttle, 24);
        const tag = throttle > 1 ? `_cpu${throttle}x` : '';
        report(`render.yardstick_finger_up_to_frame_p50${tag}`, median(times), 'ms');
        report(`render.yardstick_finger_up_to_frame_p95${tag}`, percentile(times, 0.95), 'ms');
      }
    } finally {
      await yard.close();
    }
    for (const [mode, name] of [
      ['2048', '2048'],
      ['pc.180', '180'],
    ] as const)
      for (const throttle of [1, 4]) {
        // Straight and 30° swipes move before the lift; 40° ones, near the diagonal, wait for it (swipe.ts).
        for (const slant of [0, 30, 40]) {
          const { times, early } = await fingerUp(context, url, mode, throttle, 24, slant);
          const kind = slant === 0 ? '' : slant === 30 ? '_slanted' : '_near_diagonal';
          const tag = `${name}${throttle > 1 ? `_cpu${throttle}x` : ''}${kind}`;
          report(`render.finger_up_to_frame_p50_${tag}`, median(times), 'ms');
          report(`render.finger_up_to_frame_p95_${tag}`, percentile(times, 0.95), 'ms');
          report(`render.finger_up_samples_${tag}`, times.length, 'swipes');
          report(`render.finger_up_moved_before_lift_${tag}`, early, 'swipes');
        }
      }
    if (onlyFinger) return;
    // The service worker has installed during the visit; now start cold with the network off.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.waitForTimeout(600); // the last board is kept once moves pause (first-paint.ts)
    await context.close();
    context = null;
    const yardstick = await serveYardstick();
    const yardBrowser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
    try {
      const yardContext = await yardBrowser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2 });
      await openMarks(yardContext, yardstick.url, 1, rectDrawn, ['rect']); // fills the cache
      for (const throttle of [1, 4]) {
        const app = { first: [] as number[], ready: [] as number[] };
        const rect: number[] = [];
        // Alternating, so a slow spell of the machine falls on both.
        for (let i = 0; i < ROUNDS; i++) {
          context = await launch();
          await context.setOffline(true);
          const [first, ready] = await openMarks(context, url, throttle, boardReady, ['first-board', 'board-ready']);
          app.first.push(Number.isNaN(first!) ? ready! : first!);
          app.ready.push(ready!);
          await context.close();
          context = null;
          rect.push((await openMarks(yardContext, yardstick.url, throttle, rectDrawn, ['rect']))[0]!);
        }
        const tag = throttle > 1 ? `_cpu${throttle}x` : '';
        if (throttle === 1) report('render.cold_start_offline', median(app.ready), 'ms');
        report(`render.open_to_board_offline${tag}`, median(app.first), 'ms');
        report(`render.open_to_playable_offline${tag}`, median(app.ready), 'ms');
        report(`render.yardstick_open_to_rect${tag}`, median(rect), 'ms');
        report(`render.open_to_board_vs_yardstick${tag}`, median(app.first) / median(rect), 'x');
      }
    } finally {
      await yardBrowser.close();
      await yardstick.close();
    }
    report('render.initial_js_gzip', initialJsGzip(OUT) / 1024, 'KB');
  } finally {
    await context?.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
